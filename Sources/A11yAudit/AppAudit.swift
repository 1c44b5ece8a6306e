import A11yCore
import A11yScenes
import Foundation

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
    public struct FileAudit: Sendable {
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

    /// The `.storyboard` and `.xib` files under `folder`, sorted, hidden folders and build
    /// products (`.build`, `build`, `DerivedData`, `Pods`, `Carthage`) left out.
    public static func files(in folder: String) -> [String] {
        let skippedFolders: Set<String> = [".build", "build", "DerivedData", "Pods", "Carthage", "node_modules"]
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
                    if !skippedFolders.contains(name) { queue.append(path) }
                } else if StoryboardLoader.handles(name) {
                    found.append(path)
                }
            }
        }
        return found.sorted()
    }

    /// The screens `file` starts on, loaded: the one `scene` names; else the initial controller
    /// (the file loaded once); else each controller (a storyboard with none), or each top-level
    /// view of a xib that has several.
    static func startScreens(of file: String, scene: String?, language: String? = nil, phrases: PhraseBook = .builtIn,
                             idiom: DeviceIdiom? = nil) throws -> [(start: String?, spec: SceneSpec)] {
        func load(_ scene: String?) throws -> LoadedInput {
            var input = try InputLoader.load(path: file, scene: scene, language: language, checksEveryText: true,
                                             idiom: idiom)
            input.spec.phrases = phrases
            return input
        }
        if let scene { return [(scene, try load(scene).spec)] }
        func each(_ ids: [String]) throws -> [(start: String?, spec: SceneSpec)] {
            try ids.map { ($0, try load($0).spec) }
        }
        do {
            let input = try load(nil)
            if input.format == .interfaceBuilder, file.lowercased().hasSuffix(".xib") {
                let views = try StoryboardLoader.controllers(path: file).controllers.filter { $0.kind != "controller" }.map(\.id)
                if views.count > 1 { return try each(views) }
            }
            return [(nil, input.spec)]
        } catch let choice as SceneChoiceError where choice.requested == nil {
            return try each(choice.choices.filter { $0.kind != "reference" }.map(\.id))
        }
    }

    /// The storyboard's controllers no screen of `results` leads to are the ones code opens: each
    /// is audited from itself, as code presenting it shows it, until every controller was shown
    /// (AuditRuleReference, "Controllers code opens"). Containers go first, so a navigation
    /// controller brings its root with its bar; a split view shown collapsed as its master counts
    /// as shown with it. Gives those audited from themselves and those that could not be
    /// (storyboard references aside), in file order.
    static func auditOpenedByCode(_ file: String, shownAs: [String: String], options: AuditOptions,
                                  results: inout [(start: String?, result: AuditResult)])
        throws -> (openedByCode: [StoryboardController], unreached: [StoryboardController]) {
        let catalog = try StoryboardLoader.catalog(path: file).filter { $0.kind != "reference" }
        func reached() -> Set<String> {
            var ids = Set(results.flatMap { $0.result.screens.flatMap(\.controllers) })
            for (controller, standIn) in shownAs where ids.contains(standIn) { ids.insert(controller) }
            return ids
        }
        let containers: Set<String> = ["tabBar", "navigation", "split", "page"]
        let order = catalog.filter { containers.contains($0.kind) } + catalog.filter { !containers.contains($0.kind) }
        var tried = Set<String>()
        var opened: Set<String> = []
        while true {
            let shown = reached()
            guard let next = order.first(where: { !shown.contains($0.id) && !tried.contains($0.id) }) else { break }
            tried.insert(next.id)
            guard var input = try? InputLoader.load(path: file, scene: next.id, language: options.language,
                                                    checksEveryText: true, idiom: options.display.idiom) else { continue }
            input.spec.phrases = options.phrases
            results.append((next.id, AccessibilityAudit.run(spec: input.spec, options: options)))
            opened.insert(next.id)
        }
        let shown = reached().union(opened)
        return (catalog.filter { opened.contains($0.id) }, catalog.filter { !shown.contains($0.id) })
    }

    /// Audits `file` from each of its starts and merges what was found.
    public static func audit(file: String, scene: String? = nil, options: AuditOptions? = nil) -> FileAudit {
        var audit = FileAudit(file: file)
        let options = options ?? AuditOptions(forFile: file)
        do {
            let screens = try startScreens(of: file, scene: scene, language: options.language, phrases: options.phrases,
                                           idiom: options.display.idiom)
            if options.skipsLaunchScreens, screens.contains(where: { $0.spec.isLaunchScreen }) {
                audit.skipped = "a launch screen (launchScreen=\"YES\"): the system shows it while the app starts, "
                    + "and VoiceOver users never navigate it; audit the file by name to check it"
                return audit
            }
            var results = screens.map { (start: $0.start, result: AccessibilityAudit.run(spec: $0.spec, options: options)) }
            audit.ownStarts = screens.count
            var openedByCode: [StoryboardController] = []
            var unreachedControllers: [StoryboardController] = []
            if scene == nil, file.lowercased().hasSuffix(".storyboard") {
                (openedByCode, unreachedControllers) = try auditOpenedByCode(file, shownAs: screens.first?.spec.shownAs ?? [:],
                                                                             options: options, results: &results)
            }
            audit.starts = results.compactMap(\.start)
            audit.result = results.count > 1
                ? AuditResult.merging(results.map { ($0.start.map { "\($0): " } ?? "", $0.result) })
                : results.first?.result
            audit.result?.openedByCode = openedByCode
            audit.result?.unreachedControllers = unreachedControllers
        } catch let error as SceneError where error.isLeftOutOfFolders {
            audit.skipped = error.message
        } catch let error as SceneError {
            audit.error = error
        } catch let error as SceneChoiceError {
            audit.error = SceneError(file: file, line: 1, column: 1, message: error.message)
        } catch {
            audit.error = SceneError(file: file, line: 1, column: 1, message: "\(error)")
        }
        return audit
    }
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
