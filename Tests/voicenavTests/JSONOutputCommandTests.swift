import Foundation
import Testing

/// Every `--format json` output comes from one encoder (JSONOutput in A11yCore): a document
/// whose top level is an object starts with `"schemaVersion": 1`; the documented bare arrays
/// (describe, devices, one file's audit) stay arrays.
@Suite("JSON outputs (docs/JSON.md)")
struct JSONOutputCommandTests {
    static let storyboard = "Tests/RealFiles/storyboards/Alamofire__Alamofire__Example__Resources__Base.lproj__Main.storyboard"
    static let dump = "examples/dumps/xqui-demo.debugDescription.txt"

    private func object(_ arguments: [String]) throws -> [String: Any] {
        let result = try CommandLineTests.voicenav(arguments)
        #expect(result.stdout.hasPrefix("{\n  \"schemaVersion\": 1,\n"), "\(arguments)")
        return try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    }

    private func array(_ arguments: [String]) throws -> [Any] {
        let result = try CommandLineTests.voicenav(arguments)
        #expect(result.stdout.hasPrefix("["), "\(arguments)")
        return try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [Any])
    }

    @Test("object outputs carry the schema version first")
    func versioned() throws {
        let scenes = try object(["scenes", Self.storyboard, "--format", "json"])
        #expect((scenes["controllers"] as? [[String: Any]])?.isEmpty == false)
        let note = try #require((scenes["notes"] as? [[String: Any]])?.first)
        #expect(note["severity"] as? String == "note")                  // the located message's form
        #expect(note.keys.contains("note"))
        let dump = try object(["scenes", Self.dump, "--format", "json"])
        #expect(dump["format"] as? String != nil)
        let verify = try object(["verify", Self.dump, "examples/dumps/xqui-demo.utterances.txt", "--format", "json"])
        #expect((verify["lines"] as? [[String: Any]])?.first?["voiceOver"] as? String != nil)
        let folder = try object(["audit", "examples", "--format", "json"])
        #expect(folder["files"] is [Any] && folder["findings"] is [Any])
        let layout = try object(["layout", "examples/demo.yaml", "--format", "json"])
        #expect(layout["views"] is [Any])
    }

    @Test("array outputs stay bare arrays")
    func bareArrays() throws {
        #expect(try array(["describe", "examples/demo.yaml", "--format", "json"]).isEmpty == false)
        #expect(try array(["describe", Self.storyboard, "--all-scenes", "--format", "json"]).isEmpty == false)
        #expect(try array(["devices", "--format", "json"]).isEmpty == false)
        _ = try array(["audit", "examples/demo.yaml", "--format", "json"])
    }
}
