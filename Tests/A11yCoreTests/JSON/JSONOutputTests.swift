import Foundation
import Testing
@testable import A11yCore

/// The one JSON encoder every output goes through (JSONOutput: key order, layouts, numbers,
/// escapes, the schema version).
@Suite("JSON output")
struct JSONOutputTests {
    struct Frame: Encodable { var x: Double; var y: Double }

    struct Row: Encodable {
        var zeta = "z"
        var alpha: String? = nil
        var frame = Frame(x: 1, y: 2.5)
        var tags = ["a", "b"]

        private enum CodingKeys: String, CodingKey { case zeta, alpha, frame, tags }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(zeta, forKey: .zeta)
            try container.encode(alpha, forKey: .alpha)          // null, kept
            try container.encode(frame, forKey: .frame)
            try container.encode(tags, forKey: .tags)
        }
    }

    struct Report: Encodable {
        var rows: [Row]
        var empty: [Row] = []
        var optional: Int? = nil                                 // left out (synthesized: encodeIfPresent)
    }

    @Test("keys print in the order the type encodes them, every run")
    func keyOrder() {
        let first = JSONOutput.document(Row(), layout: .line)
        #expect(first == #"{"schemaVersion": 1, "zeta": "z", "alpha": null, "frame": {"x": 1, "y": 2.5}, "tags": ["a", "b"]}"#
            + "\n")
        for _ in 0..<20 { #expect(JSONOutput.document(Row(), layout: .line) == first) }
    }

    @Test("records: the top level broken, arrays of objects one a line, objects inline")
    func records() {
        let text = JSONOutput.document(Report(rows: [Row(), Row(zeta: "y")]))
        #expect(text == """
            {
              "schemaVersion": 1,
              "rows": [
                {"zeta": "z", "alpha": null, "frame": {"x": 1, "y": 2.5}, "tags": ["a", "b"]},
                {"zeta": "y", "alpha": null, "frame": {"x": 1, "y": 2.5}, "tags": ["a", "b"]}
              ],
              "empty": []
            }

            """)
        // An array at the top: no version (describe's bare array), one item a line.
        #expect(JSONOutput.document([Frame(x: 0, y: 0)]) == "[\n  {\"x\": 0, \"y\": 0}\n]\n")
        #expect(JSONOutput.document([Frame]()) == "[]\n")
    }

    @Test("an array of objects inside an inline object hangs from its line")
    func hangingArray() {
        struct Screen: Encodable { var scene = "s"; var elements = [Frame(x: 1, y: 1)] }
        #expect(JSONOutput.document([Screen()]) == "[\n  {\"scene\": \"s\", \"elements\": [\n    {\"x\": 1, \"y\": 1}\n  ]}\n]\n")
    }

    @Test("pretty: containers of scalars inline, the rest one member a line")
    func pretty() {
        struct Finding: Encodable { var rule = "r"; var location = Frame(x: 3, y: 4) }
        #expect(JSONOutput.document([Finding()], layout: .pretty, versioned: false) == """
            [
              {
                "rule": "r",
                "location": {"x": 3, "y": 4}
              }
            ]

            """)
    }

    @Test("numbers: whole without .0, fractions as Swift prints them, no NaN or infinity in JSON")
    func numbers() {
        #expect(JSONOutput.text(JSONOutput.encode([16.0, 133.333, -0.5, .nan, .infinity]), layout: .line)
            == "[16, 133.333, -0.5, null, null]")
        #expect(JSONOutput.text(JSONOutput.encode([Int64.max]), layout: .line) == "[9223372036854775807]")
        #expect(JSONOutput.text(JSONOutput.encode(9.2e18), layout: .line) == "9.2e+18")
    }

    @Test("strings are escaped for JSON and terminals alike")
    func escapes() {
        let text = JSONOutput.text(JSONOutput.encode(["a\"b\\c\n\u{1B}[2J\u{2028}é"]), layout: .line)
        #expect(text == #"["a\"b\\c\n\u001b[2J\u2028é"]"#)
    }

    @Test("what it prints is JSON Foundation reads back")
    func readsBack() throws {
        let text = JSONOutput.document(Report(rows: [Row()]))
        let object = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        #expect(object["schemaVersion"] as? Int == JSONOutput.schemaVersion)
        let rows = try #require(object["rows"] as? [[String: Any]])
        #expect(rows.first?["alpha"] is NSNull)
        #expect((rows.first?["frame"] as? [String: Any])?["y"] as? Double == 2.5)
        #expect(object["optional"] == nil)
    }

    @Test("a JSONValue encodes as itself, keys in order")
    func valueRoundTrip() {
        let value = JSONValue.object([JSONValue.Member("b", .number(2)), JSONValue.Member("a", .array([.bool(true), .null]))])
        #expect(JSONOutput.encode(value) == value)
        #expect(JSONOutput.encode(["k": value]) == .object([JSONValue.Member("k", value)]))
    }
}
