import A11yAudit
import A11yCore
import A11ySceneModel
import A11yScenes
import Foundation

/// Builds a report's screens from the documents it reads (Reports.md): every screen
/// `describe --all-scenes` lists for each file, in each language and on each device asked for,
/// described, drawn and audited, with the screens its controls open.
@MainActor
public struct ReportBuilder {
    /// The device languages (nil: the file's base language).
    public var languages: [String?] = [nil]
    /// The displays (a device each; nil: `describe`'s device).
    public var displays: [SceneDisplay] = [SceneDisplay()]
    /// Every language the file is translated into, as well as `languages`.
    public var allLanguages = false
    public var phrases: PhraseBook = .builtIn
    /// The braille translator for a language, when braille lines are asked for.
    public var braille: ((String?) throws -> (any BrailleTranslating)?)?
    public var roles: BrailleRoles = .standard

    public private(set) var screens: [ReportScreen] = []
    public private(set) var files: [ReportFile] = []
    /// What auditing each page found in the first language, by file, screen and device: the
    /// other languages' pages are audited along it, as `audit --all-languages` does.
    private var maps: [String: AuditMap] = [:]

    public init() {}

    /// Adds the screens of the file at `path`, named `name` in the report. A file that cannot
    /// be read is kept with its error, and its screens are those read before it failed.
    public mutating func add(path: String, name: String) {
        var file = ReportFile(file: name)
        do {
            let document = try InputDocument.open(path: path)
            let languages = allLanguages ? [nil] + (try document.languages()).map(\.language) : self.languages
            let starts = try Self.starts(of: document)
            for language in languages {
                for display in displays {
                    try add(document, name: name, language: language, display: display, starts: starts, to: &file)
                }
            }
            // What `voicenav audit` says of a storyboard's controllers: those only code opens, those
            // nothing shows (in the first language, on the first device). Other files have none.
            if document.format == .interfaceBuilder, !document.isXib {
                var options = AuditOptions(format: document.format)
                (options.language, options.phrases, options.display) = (languages.first ?? nil, phrases, displays[0])
                // Which controllers are shown does not turn with the device: one orientation.
                options.exploresRotation = false
                let audit = AppAudit.audit(document: document, options: options)
                file.openedByCode = audit.result?.openedByCode.map(\.id) ?? []
                file.unreached = audit.result?.unreachedControllers.map(\.id) ?? []
            }
        } catch {
            file.error = "\(error)"
        }
        files.append(file)
    }

    /// The ids of the screens the file starts on (its initial controller's, or each
    /// controller's; its previews, else its views), the same in every language and on every device.
    static func starts(of document: InputDocument) throws -> Set<String> {
        let choices = try document.screens()
        return Set(try document.startingScreens().map { start -> String in
            if let start { return start }
            guard document.format == .interfaceBuilder else {
                return (choices.first { $0.kind == .preview } ?? choices.first)?.id ?? ""
            }
            // The file's own first screen is its root controller's page.
            if case .id(let id, _) = try document.load(screen: nil).spec.root { return id }
            return choices.first?.id ?? ""
        })
    }

    private mutating func add(_ document: InputDocument, name: String, language: String?, display: SceneDisplay,
                              starts: Set<String>, to file: inout ReportFile) throws {
        let choices = try document.screens(language: language).filter(\.kind.isShownAlone)
        let translator = try braille?(language)
        var added: [ReportScreen] = []
        for entry in choices {
            // A scene file has one screen, loaded by no name; a dump's blocks are picked by number.
            let picked = document.format == .sceneFile ? nil : entry.id
            let loaded = try document.load(screen: picked, language: language, checksEveryText: true, idiom: display.idiom)
            var spec = loaded.spec
            spec.phrases = phrases
            try display.apply(to: &spec)
            let app = SceneApp(spec: spec)
            app.window.makeKeyAndVisible()
            let described = ScreenDescription.describe(window: app.window, settings: app.settings, braille: translator,
                                                       roles: roles)
            let items = described.enumerated().map { index, element in
                ReportItem(number: index + 1, id: element.snapshot.id ?? "", description: element.description,
                           hint: element.hint, braille: element.braille, frame: element.snapshot.frame)
            }
            let key = "\(name)\u{1F}\(entry.id)\u{1F}\(spec.screenDevice?.name ?? "")"
            let (findings, opened) = audit(spec, format: document.format, language: language, display: display, key: key)
            // The device shown: the one asked for, else the model's standard one for the idiom.
            let device = spec.screenDevice ?? .standard(for: spec.device)
            var screen = ReportScreen(
                file: name, scene: entry.id, className: entry.className,
                title: entry.title ?? described.first { $0.snapshot.traits.contains(.header) }?.snapshot.label,
                language: language, device: device.name, deviceName: device.displayName, items: items, picture: "",
                findings: findings, links: [], isStart: starts.contains(entry.id))
            screen.picture = ReportPicture.svg(window: app.window, screen: screen)
            screen.pictureWidth = app.window.bounds.width
            screen.links = opened
            screen.notes = loaded.diagnostics
            added.append(screen)
        }
        if file.screens.isEmpty { file.screens = added.map(\.scene) }
        screens += added
    }

    /// The findings of the screen itself, and the screens its controls open (one step).
    private mutating func audit(_ spec: SceneSpec, format: InputFormat, language: String?, display: SceneDisplay,
                                key: String) -> ([AuditFinding], [ReportLink]) {
        var options = AuditOptions(format: format)
        options.language = language
        options.phrases = phrases
        options.display = display
        options.maximumDepth = 1
        options.exploresRotation = false
        let result = AccessibilityAudit.run(spec: spec, options: options, following: maps[key])
        if maps[key] == nil, let map = result.map { maps[key] = map }
        guard let first = result.screens.first else { return (result.findings, []) }
        let shown = Set(first.controllers)
        var links: [ReportLink] = []
        // What a control opens: escaping back, scrolling and turning the device are not links.
        for screen in result.screens.dropFirst() where screen.path.count == 1 && screen.isOpenedByControl {
            guard let opened = screen.controllers.first(where: { !shown.contains($0) }) else { continue }
            let heading = screen.elements.first { $0.traits.contains(.header) }?.label
            let title = heading ?? screen.elements.first?.description ?? "a screen with no elements"
            let link = ReportLink(control: screen.path[0], scene: opened, title: title)
            if !links.contains(link) { links.append(link) }
        }
        return (result.findings.filter { $0.screen == first.name }, links)
    }
}
