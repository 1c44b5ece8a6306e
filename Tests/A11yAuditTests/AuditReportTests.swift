import Foundation
import Testing
@testable import A11yAudit
@testable import A11ySceneModel

/// The three outputs: text for a terminal, a JSON array of findings, SARIF 2.1.0 for GitHub.
@Suite("Audit report formats")
@MainActor
struct AuditReportTests {
    static let scene = AuditHarness.screen("""
            - { type: label, text: Home, traits: [header] }
            - { type: button, id: unnamed, frame: [16, 100, 100, 44], onActivate: [announce: Hi] }
            - { type: button, id: tiny, title: "Bell\\u001B[31m button", frame: [16, 200, 20, 20], onActivate: [announce: X] }
    """)

    func report() throws -> AuditReport { AuditReport(result: try AuditHarness.run(Self.scene)) }

    @Test("Text: findings grouped by screen, one compiler-style line each, then the summary; no control character")
    func text() throws {
        let text = try report().text()
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines[0] == "Launch")
        #expect(lines[1].hasPrefix("  t.yaml:8:11: error: This button has no label"))
        #expect(lines[1].hasSuffix("[missing-label] (unnamed)"))
        #expect(lines.contains { $0.contains("[small-hit-region] (tiny)") })
        #expect(lines.contains { $0.contains("[label-has-trait] (tiny)") && $0.contains("\"Bell^[[31m button\"") })
        #expect(lines.contains("1 screen audited: 1 error, 2 warnings, 0 notes; 0 suppressed."))
        #expect(!text.unicodeScalars.contains { $0.value == 0x1B })
        #expect(text.contains("^["))
    }

    @Test("JSON: an array of findings with exactly rule, level, message, element, screen, location {file, line, column}")
    func json() throws {
        let data = Data(try report().json().utf8)
        let array = try #require(try JSONSerialization.jsonObject(with: data) as? [[String: Any]])
        #expect(array.count == 3)
        for object in array {
            #expect(Set(object.keys) == ["rule", "level", "message", "element", "screen", "location"])
            let location = try #require(object["location"] as? [String: Any])
            #expect(Set(location.keys) == ["file", "line", "column"])
        }
        #expect(array[0]["rule"] as? String == "missing-label")
        #expect(array[0]["level"] as? String == "error")
        #expect(array[0]["element"] as? String == "unnamed")
        #expect(array[0]["screen"] as? String == "Launch")
        #expect((array[0]["location"] as? [String: Any])?["line"] as? Int == 8)
        let fine = try AuditHarness.run(AuditHarness.screen("        - { type: label, text: Fine }"))
        #expect(AuditReport(result: fine).json() == "[]\n")
    }

    @Test("A screen-level finding has a null element")
    func nullElement() throws {
        let five = (1...5).map { "        - { type: label, text: Line \($0) }" }.joined(separator: "\n")
        let json = AuditReport(result: try AuditHarness.run(AuditHarness.screen(five))).json()
        let array = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [[String: Any]])
        #expect(array.first?["element"] is NSNull)
    }

    @Test("SARIF 2.1.0 as GitHub code scanning reads it: driver with rules, results with locations")
    func sarif() throws {
        let text = try report().sarif(currentDirectory: "/projects/app")
        let log = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        #expect(log["$schema"] as? String == "https://json.schemastore.org/sarif-2.1.0.json")
        #expect(log["version"] as? String == "2.1.0")
        let run = try #require((log["runs"] as? [[String: Any]])?.first)
        let driver = try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
        #expect(driver["name"] as? String == "voicenav")
        #expect(driver["version"] as? String == AuditReport.toolVersion)
        let rules = try #require(driver["rules"] as? [[String: Any]])
        #expect(rules.map { $0["id"] as? String } == AuditRules.all.map(\.id))
        for rule in rules {
            #expect((rule["shortDescription"] as? [String: Any])?["text"] is String)
            #expect((rule["fullDescription"] as? [String: Any])?["text"] is String)
            #expect((rule["help"] as? [String: Any])?["text"] is String)
            let level = (rule["defaultConfiguration"] as? [String: Any])?["level"] as? String
            #expect(["error", "warning", "note"].contains(level ?? ""))
        }
        let results = try #require(run["results"] as? [[String: Any]])
        #expect(results.count == 3)
        let first = results[0]
        #expect(first["ruleId"] as? String == "missing-label")
        #expect(first["ruleIndex"] as? Int == 0)
        #expect(first["level"] as? String == "error")
        #expect(((first["message"] as? [String: Any])?["text"] as? String)?.contains("no label") == true)
        let physical = try #require(((first["locations"] as? [[String: Any]])?.first)?["physicalLocation"] as? [String: Any])
        let artifact = try #require(physical["artifactLocation"] as? [String: Any])
        #expect(artifact["uri"] as? String == "t.yaml")
        #expect(artifact["uriBaseId"] as? String == "%SRCROOT%")
        let region = try #require(physical["region"] as? [String: Any])
        #expect(region["startLine"] as? Int == 8)
        #expect(region["startColumn"] as? Int == 11)
        // No findings: an empty results list, still a valid log.
        let clean = AuditReport(result: try AuditHarness.run(AuditHarness.screen("        - { type: label, text: Fine }")))
        let cleanLog = try JSONSerialization.jsonObject(with: Data(clean.sarif(currentDirectory: "/").utf8)) as? [String: Any]
        #expect(((cleanLog?["runs"] as? [[String: Any]])?.first?["results"] as? [Any])?.isEmpty == true)
    }

    @Test("SARIF artifact URIs: relative to the current folder, percent-encoded; absolute file URIs outside it", arguments: [
        ("examples/demo.yaml", "/projects/app", "examples/demo.yaml", true),
        ("./examples/../examples/demo.yaml", "/projects/app", "examples/demo.yaml", true),
        ("/projects/app/Main Storyboard.storyboard", "/projects/app", "Main%20Storyboard.storyboard", true),
        ("/elsewhere/app.yaml", "/projects/app", "file:///elsewhere/app.yaml", false),
        ("../other/a.storyboard", "/projects/app", "file:///projects/other/a.storyboard", false),
    ])
    func artifactURI(file: String, directory: String, uri: String, relative: Bool) {
        let result = AuditReport.artifactURI(file, currentDirectory: directory)
        #expect(result.uri == uri)
        #expect((result.base != nil) == relative)
    }
}
