import A11yCore
import A11yScenes
import Foundation
import A11ySceneModel

/// Audits a whole file or a whole app folder: every screen a storyboard can start on, every
/// storyboard and xib under a folder.
///
/// A storyboard with an initial view controller starts there, as the app does. One without
/// (a per-feature storyboard that code loads by identifier) starts from each of its view
/// controllers in turn; a xib from each of its top-level views. `scene` narrows a file to one
/// start. A problem found from several starts is reported once.
///
/// ```swift
/// let files = AppAudit.files(in: "MyApp")
/// let audits = files.map { AppAudit.audit(file: $0) }
/// ```
@MainActor
public enum AppAudit {
    /// One file's audit: what it started from, what it found, or why it was not audited.
    public struct FileAudit: Sendable, Codable {
        public var file: String
        /// The controllers (or xib views) it started from: the file's own starting screens, then
        /// the controllers only code opens.
        public var starts: [String] = []
        /// How many of `starts` are the file's own starting screens (the initial controller; or,
        /// with none, every controller; a xib's top-level views).
        public var ownStarts = 0
        /// The merged result of every start (nil when the file could not be audited).
        public var result: AuditResult?
        /// Why the file could not be read (a bad file: the command exits 65).
        public var error: SceneError?
        /// Why the file was left out on purpose (another platform's file).
        public var skipped: String?
    }

    /// The folders a folder's walk leaves out: build products and dependencies, not the app's files.
    public nonisolated static let skippedFolders: Set<String> = [".build", "build", "DerivedData", "Pods", "Carthage",
                                                                 "node_modules"]

    /// Whether `name` names an Interface Builder file, by its extension.
    static func isInterfaceBuilderFile(_ name: String) -> Bool {
        let lower = name.lowercased()
        return lower.hasSuffix(".storyboard") || lower.hasSuffix(".xib")
    }

    /// Whether the Swift file at `path` declares a SwiftUI view or a preview, or a UIKit view
    /// controller (its first 256 KB read), so that a folder audit reads it
    /// (SwiftSourceReading.md, "Screens").
    static func declaresSwiftScreens(_ path: String) -> Bool {
        guard let handle = FileHandle(forReadingAtPath: path) else { return false }
        defer { try? handle.close() }
        let text = String(decoding: (try? handle.read(upToCount: 256 << 10)) ?? Data(), as: UTF8.self)
        return text.contains("#Preview") || [": View {", ": View,", ", View {", ", View,"].contains { text.contains($0) }
            || text.contains("import UIKit") && declaresUIKitClass(text)
    }

    /// Whether a line of `text` declares a class whose superclass's name ends in `Controller`,
    /// `View` or `Cell` (`final class Settings: UIViewController {`): a UIKit screen or view.
    static func declaresUIKitClass(_ text: String) -> Bool {
        text.split(separator: "\n").contains { line in
            guard let keyword = line.range(of: "class "), let colon = line[keyword.upperBound...].firstIndex(of: ":") else {
                return false
            }
            let superclass = line[line.index(after: colon)...].drop { $0 == " " }
                .prefix { $0.isLetter || $0.isNumber || $0 == "_" }
            return ["Controller", "View", "Cell"].contains { superclass.hasSuffix($0) }
        }
    }

    /// The `.storyboard` and `.xib` files, and the Swift files with SwiftUI screens, under
    /// `folder`, sorted, hidden folders, build products (`.build`, `build`, `DerivedData`,
    /// `Pods`, `Carthage`) and Xcode's file templates (`*.xctemplate`) left out.
    public static func files(in folder: String) -> [String] {
        let skippedFolders = Self.skippedFolders
        var found: [String] = []
        var queue = [folder]
        var visited = 0
        while let current = queue.popLast(), visited < 100_000 {
            visited += 1
            guard let names = try? FileManager.default.contentsOfDirectory(atPath: current) else { continue }
            for name in names.sorted() where !name.hasPrefix(".") {
                let path = current == "." ? name : (current.hasSuffix("/") ? current + name : current + "/" + name)
                var isDirectory: ObjCBool = false
                guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { continue }
                if isDirectory.boolValue {
                    // Symbolic links to folders are not followed (no cycles, nothing outside).
                    let attributes = try? FileManager.default.attributesOfItem(atPath: path)
                    if attributes?[.type] as? FileAttributeType == .typeSymbolicLink { continue }
                    // Xcode's file templates (`*.xctemplate`) hold placeholders, not the app's code.
                    if !skippedFolders.contains(name), !name.hasSuffix(".xctemplate") { queue.append(path) }
                } else if Self.isInterfaceBuilderFile(name) || name.hasSuffix(".swift") && Self.declaresSwiftScreens(path) {
                    found.append(path)
                }
            }
        }
        return found.sorted()
    }

    /// The screens `document` starts on, loaded: the one `scene` names; else the file's own
    /// first screen; else each screen it can start from (a storyboard with no initial view
    /// controller, a xib with several top-level views: `InputDocument.startingScreens()`).
    static func startScreens(of document: InputDocument, scene: String?, language: String? = nil, phrases: PhraseBook = .builtIn,
                             idiom: DeviceIdiom? = nil) throws -> [(start: String?, spec: SceneSpec)] {
        let starts = try scene.map { [$0] } ?? document.startingScreens()
        return try starts.map { start in
            var spec = try document.load(screen: start, language: language, checksEveryText: true, idiom: idiom).spec
            spec.phrases = phrases
            return (start, spec)
        }
    }

    /// The storyboard's controllers no screen of `results` leads to are the ones code opens: each
    /// is audited from itself, as code presenting it shows it, until every controller was shown
    /// (AuditRuleReference, "Controllers code opens"). Containers go first, so a navigation
    /// controller brings its root with its bar; a split view shown collapsed as its master counts
    /// as shown with it. Gives those audited from themselves and those that could not be
    /// (storyboard references aside), in file order.
    static func auditOpenedByCode(_ document: InputDocument, shownAs: [String: String], options: AuditOptions,
                                  maps: inout [String: AuditMap], results: inout [(start: String?, result: AuditResult)])
        throws -> (openedByCode: [InputScreen], unreached: [InputScreen]) {
        let catalog = try document.screens().filter { $0.kind != .reference }
        func reached() -> Set<String> {
            var ids = Set(results.flatMap { $0.result.screens.flatMap(\.controllers) })
            for (controller, standIn) in shownAs where ids.contains(standIn) { ids.insert(controller) }
            return ids
        }
        let containers: Set<ScreenKind> = [.tabBar, .navigation, .split, .page]
        let order = catalog.filter { containers.contains($0.kind) } + catalog.filter { !containers.contains($0.kind) }
        var tried = Set<String>()
        var opened: Set<String> = []
        while true {
            let shown = reached()
            guard let next = order.first(where: { !shown.contains($0.id) && !tried.contains($0.id) }) else { break }
            tried.insert(next.id)
            guard var input = try? document.load(screen: next.id, language: options.language, checksEveryText: true,
                                                 idiom: options.display.idiom) else { continue }
            input.spec.phrases = options.phrases
            results.append((next.id, run(input.spec, from: next.id, options: options, maps: &maps)))
            opened.insert(next.id)
        }
        let shown = reached().union(opened)
        return (catalog.filter { opened.contains($0.id) }, catalog.filter { !shown.contains($0.id) })
    }

    /// The base file `file` translates, when it is a whole-file translation: a storyboard or xib
    /// in a language's folder (`fr.lproj/Main.storyboard`) with the same name in `Base.lproj`
    /// beside it (Localization.md, "Where translations are found").
    public static func baseFile(translatedBy file: String) -> String? {
        let folder = (file as NSString).deletingLastPathComponent
        let folderName = (folder as NSString).lastPathComponent
        guard folderName.hasSuffix(".lproj"), folderName != "Base.lproj" else { return nil }
        let base = ((folder as NSString).deletingLastPathComponent as NSString)
            .appendingPathComponent("Base.lproj/" + (file as NSString).lastPathComponent)
        return FileManager.default.fileExists(atPath: base) ? base : nil
    }

    /// Audits the file at `file` (`audit(document:)` on the file opened).
    public static func audit(file: String, scene: String? = nil, options: AuditOptions? = nil) -> FileAudit {
        if options?.skipsTranslatedCopies == true, let base = baseFile(translatedBy: file) {
            var audit = FileAudit(file: file)
            let language = ((file as NSString).deletingLastPathComponent as NSString).lastPathComponent
                .replacingOccurrences(of: ".lproj", with: "")
            audit.skipped = "the \(language) translation of \((base as NSString).lastPathComponent) in Base.lproj "
                + "(a whole file for the language): the same screens in another language, audited with "
                + "`voicenav audit \(base) --language \(language)` or --all-languages"
            return audit
        }
        do {
            return audit(document: try InputDocument.open(path: file), scene: scene, options: options)
        } catch {
            var audit = FileAudit(file: file)
            record(error, in: &audit)
            return audit
        }
    }

    /// Audits `document` from each of its starts and merges what was found. One document
    /// serves every language and screen of the file (each file read once).
    public static func audit(document: InputDocument, scene: String? = nil, options: AuditOptions? = nil) -> FileAudit {
        var maps: [String: AuditMap] = [:]
        return audit(document: document, scene: scene, options: options, maps: &maps)
    }

    /// Audits `document` in each of `languages` (nil: the base language), with `options` but
    /// for the language, one audit each. The first explores the app; the others take their
    /// screens along what it found where their screens have the same shape (`AuditMap`).
    /// `progress` hears of each audit as it ends, with how many have ended.
    public static func audit(document: InputDocument, scene: String? = nil, languages: [String?],
                             options: AuditOptions? = nil,
                             progress: (_ ended: Int, _ language: String?, _ audit: FileAudit) -> Void = { _, _, _ in })
        -> [FileAudit] {
        var maps = AuditMaps()
        return audit(document: document, scene: scene, languages: languages, options: options, maps: &maps, progress: progress)
    }

    /// Audits `document` in each of `languages` along `maps`: those an earlier audit of the
    /// file in another language kept (an empty value: the first language explores and keeps
    /// them). The maps are values, so another process can take its share of the languages
    /// along the same maps (`audit --all-languages --jobs`).
    public static func audit(document: InputDocument, scene: String? = nil, languages: [String?],
                             options: AuditOptions? = nil, maps: inout AuditMaps,
                             progress: (_ ended: Int, _ language: String?, _ audit: FileAudit) -> Void = { _, _, _ in })
        -> [FileAudit] {
        languages.enumerated().map { index, language in
            var options = options ?? AuditOptions(format: document.format)
            options.language = language
            let audit = audit(document: document, scene: scene, options: options, maps: &maps.byStart)
            progress(index + 1, language, audit)
            return audit
        }
    }

    /// Audits the app `spec` starts, `start` (nil: the file's first screen), along the map of an
    /// earlier language's audit from the same start when there is one, else exploring it and
    /// keeping its map for the languages after.
    private static func run(_ spec: SceneSpec, from start: String?, options: AuditOptions,
                            maps: inout [String: AuditMap]) -> AuditResult {
        let key = start ?? ""
        let result = AccessibilityAudit.run(spec: spec, options: options, following: maps[key])
        if maps[key] == nil, let map = result.map { maps[key] = map }
        return result
    }

    private static func audit(document: InputDocument, scene: String?, options: AuditOptions?,
                              maps: inout [String: AuditMap]) -> FileAudit {
        let file = document.path
        var audit = FileAudit(file: file)
        let options = options ?? AuditOptions(format: document.format)
        do {
            if options.skipsSwiftUIComponents, scene == nil, document.format == .swiftSource,
               let parts = try? document.screens(), parts.allSatisfy({ $0.kind == .swiftUIComponent || $0.kind == .uiKitView }) {
                // A folder's Swift file with no screen of its own: extensions of `View`, helpers, UIKit views.
                audit.skipped = parts.isEmpty ? "no #Preview, no View type and no view controller (extensions or helpers "
                    + "only): nothing to show"
                    : parts.allSatisfy({ $0.kind == .uiKitView })
                    ? "its UIKit views (\(parts.map(\.id).joined(separator: ", "))) are parts of screens: they are audited in "
                    + "the view controllers that use them; audit the file by name to check them alone"
                    : "its views (\(parts.map(\.id).joined(separator: ", "))) show what the views using them pass "
                    + "in: they are audited in the screens that use them; audit the file by name to check them alone"
                return audit
            }
            let screens = try startScreens(of: document, scene: scene, language: options.language, phrases: options.phrases,
                                           idiom: options.display.idiom)
            if options.skipsLaunchScreens, screens.contains(where: { $0.spec.isLaunchScreen }) {
                audit.skipped = "a launch screen (launchScreen=\"YES\"): the system shows it while the app starts, "
                    + "and VoiceOver users never navigate it; audit the file by name to check it"
                return audit
            }
            var results = screens.map { (start: $0.start, result: run($0.spec, from: $0.start, options: options, maps: &maps)) }
            audit.ownStarts = screens.count
            var openedByCode: [InputScreen] = []
            var unreachedControllers: [InputScreen] = []
            if scene == nil, document.format == .interfaceBuilder, !document.isXib {
                let shownAs = screens.first?.spec.shownAs ?? [:]
                (openedByCode, unreachedControllers) = try auditOpenedByCode(document, shownAs: shownAs, options: options,
                                                                             maps: &maps, results: &results)
            }
            audit.starts = results.compactMap(\.start)
            audit.result = results.count > 1
                ? AuditResult.merging(results.map { ($0.start.map { "\($0): " } ?? "", $0.result) })
                : results.first?.result
            audit.result?.openedByCode = openedByCode
            audit.result?.unreachedControllers = unreachedControllers
        } catch {
            record(error, in: &audit)
        }
        return audit
    }

    /// Why a file could not be audited: left out on purpose (another platform's file), or bad.
    private static func record(_ error: any Error, in audit: inout FileAudit) {
        switch error {
        case let error as SceneError where error.isLeftOutOfFolders: audit.skipped = error.message
        case let error as SceneError: audit.error = error
        case let error as SceneChoiceError: audit.error = SceneError(file: audit.file, line: 1, column: 1, message: error.message)
        default: audit.error = SceneError(file: audit.file, line: 1, column: 1, message: "\(error)")
        }
    }
}

/// What the first language's audit of a file found, one map for each screen it started from
/// (`AuditMap`): the other languages take their screens along them. `Codable`, so the
/// languages can be shared among processes.
public struct AuditMaps: Sendable, Codable {
    var byStart: [String: AuditMap] = [:]

    public init() {}

    /// Whether no audit kept a map (none ran yet, or a bound stopped each exploration).
    public var isEmpty: Bool { byStart.isEmpty }
}

extension AuditResult {
    /// Several explorations as one: screens and findings in order, each screen's name led by
    /// its prefix (`Settings.storyboard: `, `Privacy: `), a finding seen before dropped.
    public static func merging(_ parts: [(prefix: String, result: AuditResult)]) -> AuditResult {
        var screens: [AuditScreen] = []
        var findings: [AuditFinding] = []
        var seen = Set<FindingIdentity>()
        var actions = 0, beyond = 0
        var bounds: [String] = []
        var replays: [String] = []
        for (prefix, result) in parts {
            screens += result.screens.map { screen in
                var screen = screen
                screen.name = prefix + screen.name
                return screen
            }
            for finding in result.findings where seen.insert(FindingIdentity(finding)).inserted {
                var finding = finding
                finding.screen = prefix + finding.screen
                findings.append(finding)
            }
            actions += result.actionsPerformed
            beyond += result.screensBeyondBound
            if let bound = result.boundReached, !bounds.contains(bound) { bounds.append(bound) }
            replays += result.replayFailures.map { prefix + $0 }
        }
        return AuditResult(screens: screens, findings: findings, actionsPerformed: actions,
                           boundReached: bounds.isEmpty ? nil : bounds.joined(separator: ", "),
                           screensBeyondBound: beyond, replayFailures: replays)
    }
}
