import A11yCore
import A11yScenes
import ArgumentParser
import Foundation
import A11ySceneModel
import A11yDumps  // for its members (no type of it is named here)

/// `voicenav scenes FILE`: the view controllers of a storyboard or xib.
struct Scenes: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "List the view controllers of a storyboard, or the top-level views of a xib.",
        discussion: """
        One line per controller: its object id, storyboard identifier, kind and class, and \
        title. For a xib, one line per top-level view: its id, what it is (ownerView: the \
        File's Owner's view; view; tableCell; collectionCell; reusableView), its class and \
        its size. The count of import notes follows on standard error (--notes lists them, \
        file:line:column each). With --format json: \
        {"controllers": [{id, storyboardIdentifier, kind, class, title, size (xib views), file, \
        line, column}], "notes": [{file, line, column, message}], "languages": [{language, kind, file}]}. \
        The last line lists the languages the file's translations give (Base.lproj's CODE.lproj/NAME.strings, \
        a String Catalog NAME.xcstrings, a whole CODE.lproj/NAME.storyboard), for --language. Use an id or storyboard \
        identifier with --scene in describe, run, audit and import. For a dump of a running \
        app (page source XML, debugDescription text, idb/AXe JSON): the format read, the app, \
        the screen size, the element count, and what the format cannot tell; with --format \
        json: {"format", "formatName", "app", "screen": {width, height}, "blocks", "block", \
        "elements", "cannotTell": [...], "notes": [...]}.
        """
    )

    enum Format: String, ExpressibleByArgument, CaseIterable { case text, json }

    @Argument(help: "The .storyboard, .xib or Swift file (SwiftUI, or UIKit built in code), or an accessibility dump.")
    var file: String

    @OptionGroup var strings: StringsOption

    @Option(help: "Output format: text or json.")
    var format: Format = .text

    @Flag(help: "List the import notes on standard error (file:line:column each), not only their count.")
    var notes = false

    func validate() throws {
        // By content; a file that cannot be read is the loader's to report (exit 65).
        guard SceneInput.format(file) != .sceneFile else {
            throw ValidationError("\(file) is not a .storyboard, .xib or accessibility dump; "
                + "`voicenav describe` reads scene files.")
        }
    }

    func run() throws {
        try runReportingErrors {
            let document = try SceneInput.document(file)
            if document.format.dumpFormat != nil {
                try listDump(document)
                return
            }
            let (controllers, notes) = (try document.screens(), try document.notes())
            let languages = try document.languages()
            if format == .json {
                print(Self.json(controllers, notes, languages: languages), terminator: "")
                return
            }
            for controller in controllers {
                let name = controller.storyboardIdentifier.map { " (\($0))" } ?? ""
                let title = controller.title.map { " — \(TerminalText.safe($0))" } ?? ""
                let size = controller.size.map { "  \($0) pt" } ?? ""
                let className = TerminalText.safe(controller.className)
                print("\(controller.id)\(TerminalText.safe(name))  \(controller.kind.rawValue)  \(className)\(size)\(title)")
            }
            if controllers.isEmpty {
                print(file.lowercased().hasSuffix(".xib") ? "(no top-level views)" : "(no view controllers)")
            }
            print(Self.languageLine(languages, file: file))
            if self.notes || notes.isEmpty {
                SceneInput.report(notes)
            } else {
                printError("voicenav: \(notes.count) note\(notes.count == 1 ? "" : "s") from the import "
                    + "(what the file leaves to code); --notes lists them.")
            }
        }
    }

    /// What a dump is: its format, app, screen and blind spots.
    private func listDump(_ document: InputDocument) throws {
        let input = try document.load()
        guard let dump = input.dump else { return }
        let size = "\(dump.screenSize.width.coordinate) × \(dump.screenSize.height.coordinate)"
        if format == .json {
            let summary = DumpSummary(format: dump.format.rawValue, formatName: dump.format.displayName, app: dump.app,
                                      screen: dump.screenSize.coordinateObject, blocks: dump.blockCount, block: dump.blockIndex,
                                      elements: dump.elementCount, cannotTell: dump.format.blindSpots, notes: input.diagnostics)
            print(JSONOutput.document(summary), terminator: "")
            return
        }
        let blocks = dump.blockCount > 1
            ? " (element subtree \(dump.blockIndex) of \(dump.blockCount); --scene N for another)" : ""
        print("format: \(dump.format.displayName)\(blocks)")
        print("app: \(TerminalText.safe(dump.app ?? "(not named)"))")
        print("screen: \(size) points")
        print("elements: \(dump.elementCount)")
        print("cannot tell:")
        for spot in dump.format.blindSpots { print("  - \(spot)") }
        SceneInput.report(input.diagnostics)
    }

    /// `languages: de (de.lproj/Main.strings), fr (Main.xcstrings) …`, or that there are none.
    static func languageLine(_ languages: [(language: String, source: TranslationSource)], file: String) -> String {
        guard !languages.isEmpty else { return "languages: base only (no translations found beside the file)" }
        let folder = (file as NSString).deletingLastPathComponent
        let project = (folder as NSString).deletingLastPathComponent
        let current = FileManager.default.currentDirectoryPath
        func short(_ path: String) -> String {
            for prefix in [project, folder, current] where !prefix.isEmpty && path.hasPrefix(prefix + "/") {
                return String(path.dropFirst(prefix.count + 1))
            }
            return path
        }
        // Tables of one name in each language's folder (most apps): the languages, then where
        // they all are, once (a project in 12 languages named each path: a line of thousands).
        func inFolders(_ path: String) -> String? {
            let folder = (path as NSString).deletingLastPathComponent
            guard folder.hasSuffix(".lproj") else { return nil }
            return ((folder as NSString).deletingLastPathComponent as NSString)
                .appendingPathComponent("*.lproj/" + (path as NSString).lastPathComponent)
        }
        let places = Set(languages.map { inFolders($0.source.path) })
        if languages.count > 1, places.count == 1, let place = places.first ?? nil {
            return TerminalText.safe("languages: base, " + languages.map(\.language).joined(separator: ", ")
                                     + " (\(short(place)))")
        }
        let items = languages.map { "\($0.language) (\(short($0.source.path)))" }
        return TerminalText.safe("languages: base, " + items.joined(separator: ", "))
    }

    /// The kind of a translation, for JSON: strings, catalog or storyboard.
    static func kind(_ source: TranslationSource) -> String {
        switch source {
        case .stringsFile: "strings"
        case .stringCatalog: "catalog"
        case .wholeFile: "file"
        }
    }

    static func json(_ controllers: [InputScreen], _ notes: [Diagnostic],
                     languages: [(language: String, source: TranslationSource)] = []) -> String {
        let entries = languages.map { LanguageEntry(language: $0.language, kind: kind($0.source), file: $0.source.path) }
        return JSONOutput.document(ScreenList(controllers: controllers, notes: notes, languages: entries))
    }
}

/// `scenes --format json` for a storyboard or xib.
private struct ScreenList: Encodable {
    var controllers: [InputScreen]
    var notes: [Diagnostic]
    var languages: [LanguageEntry]
}

/// A translation the file has: its language, kind (strings, catalog, file) and path.
private struct LanguageEntry: Encodable {
    var language: String
    var kind: String
    var file: String
}

/// `scenes --format json` for a dump of a running app.
private struct DumpSummary: Encodable {
    var format: String
    var formatName: String
    var app: String?
    var screen: JSONValue
    var blocks: Int
    var block: Int
    var elements: Int
    var cannotTell: [String]
    var notes: [Diagnostic]

    private enum CodingKeys: String, CodingKey {
        case format, formatName, app, screen, blocks, block, elements, cannotTell, notes
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(format, forKey: .format)
        try container.encode(formatName, forKey: .formatName)
        try container.encode(app, forKey: .app)   // null when the dump does not name it
        try container.encode(screen, forKey: .screen)
        try container.encode(blocks, forKey: .blocks)
        try container.encode(block, forKey: .block)
        try container.encode(elements, forKey: .elements)
        try container.encode(cannotTell, forKey: .cannotTell)
        try container.encode(notes, forKey: .notes)
    }
}
