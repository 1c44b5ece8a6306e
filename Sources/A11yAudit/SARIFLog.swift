import A11yCore
import A11ySceneModel

/// A SARIF 2.1.0 log of one audit run, as `Encodable` values (printed by `JSONOutput`).
///
/// Only the parts GitHub code scanning reads: the driver with its rules, the results with
/// their physical locations, and two property bags (a result's screen and element, a folder
/// audit's files). `AuditReport.sarif(currentDirectory:rules:)` builds it.
struct SARIFLog: Encodable {
    let schema = "https://json.schemastore.org/sarif-2.1.0.json"
    let version = "2.1.0"
    var runs: [Run]

    private enum CodingKeys: String, CodingKey { case schema = "$schema", version, runs }

    struct Run: Encodable {
        var tool: Tool
        var results: [Result]
        /// A folder audit's files (left out for one file).
        var properties: RunProperties?
    }

    struct Tool: Encodable { var driver: Driver }

    struct Driver: Encodable {
        var name = "voicenav"
        var version: String
        var rules: [Rule]
    }

    struct Rule: Encodable {
        var id: String
        var name: String
        var shortDescription: Message
        var fullDescription: Message
        var help: Message
        var defaultConfiguration: Configuration
    }

    struct Message: Encodable { var text: String }

    struct Configuration: Encodable { var level: String }

    struct Result: Encodable {
        var ruleId: String
        var ruleIndex: Int?
        var level: String
        var message: Message
        var locations: [Location]
        var properties: ResultProperties
    }

    struct Location: Encodable { var physicalLocation: PhysicalLocation }

    struct PhysicalLocation: Encodable {
        var artifactLocation: ArtifactLocation
        var region: Region
    }

    struct ArtifactLocation: Encodable {
        var uri: String
        /// `%SRCROOT%` for a file inside the current folder; left out for an absolute URI.
        var uriBaseId: String?
    }

    /// Lines and columns from 1, as SARIF counts them.
    struct Region: Encodable {
        var startLine: Int
        var startColumn: Int

        init(_ location: SourceLocation) {
            startLine = max(1, location.line)
            startColumn = max(1, location.column)
        }
    }

    struct ResultProperties: Encodable {
        var screen: String
        var element: String?

        private enum CodingKeys: String, CodingKey { case screen, element }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(screen, forKey: .screen)
            try container.encode(element, forKey: .element)   // null for a finding about the whole screen
        }
    }

    struct RunProperties: Encodable { var files: [FileEntry] }

    /// A folder audit's summary of one file.
    struct FileEntry: Encodable {
        var uri: String
        var screens: Int
        var errors: Int
        var warnings: Int
        var notes: Int
        var suppressed: Int
        var problem: String?

        private enum CodingKeys: String, CodingKey { case uri, screens, errors, warnings, notes, suppressed, problem }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(uri, forKey: .uri)
            try container.encode(screens, forKey: .screens)
            try container.encode(errors, forKey: .errors)
            try container.encode(warnings, forKey: .warnings)
            try container.encode(notes, forKey: .notes)
            try container.encode(suppressed, forKey: .suppressed)
            try container.encode(problem, forKey: .problem)
        }
    }
}
