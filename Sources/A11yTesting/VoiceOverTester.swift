import A11yCore
import A11yScenes
import Foundation
import A11ySceneModel

/// Drives a VoiceOver session in a team's own tests and records what it says: a virtual
/// screen reader, in the spirit of Guidepup's, on a virtual clock.
///
/// ```swift
/// @Test @MainActor func inboxReadsItsTitle() throws {
///     let tester = VoiceOverTester(root: NavigationController(rootViewController: InboxController()))
///     tester.start()
///     #expect(tester.lastSpokenPhrase == "Inbox. Heading.")
///     tester.next()
///     tester.perform(.gesture(.escape))
///     try tester.assertTranscript(matchesGolden: "Goldens/inbox.transcript")
/// }
/// ```
///
/// Each action waits until speech has finished (hints included) on the virtual clock, as a
/// patient user would, so no test sleeps.
@MainActor
public final class VoiceOverTester {
    public let application: Application
    public let window: Window
    public let scheduler: VirtualScheduler
    public let session: VoiceOverSession

    /// A window on a phone (or `idiom`) with `root` as its root view controller, and a
    /// screen reader on a silent backend.
    public init(root: ViewController, idiom: DeviceIdiom = .phone, orientation: InterfaceOrientation = .portrait,
                settings: VoiceOverSettings = VoiceOverSettings()) {
        application = Application()
        window = Window(screen: Screen(idiom: idiom, orientation: orientation), application: application)
        window.rootViewController = root
        scheduler = VirtualScheduler()
        session = VoiceOverSession(application: application, window: window, backend: VirtualSpeechBackend(scheduler: scheduler),
                                   scheduler: scheduler, settings: settings)
    }

    /// The screen `screen` of the file at `path` — a storyboard, xib, scene file or running-app
    /// dump, told apart by its content (`InputDocument`) — shown in `language` (nil: the file's
    /// own texts), with a screen reader on a silent backend.
    ///
    /// ```swift
    /// let tester = try VoiceOverTester(file: "App/Base.lproj/Main.storyboard", screen: "settings", language: "de")
    /// tester.start()
    /// #expect(tester.lastSpokenPhrase == "Einstellungen. Überschrift.")
    /// ```
    public convenience init(file path: String, screen: String? = nil, language: String? = nil) throws {
        let app = SceneApp(spec: try InputDocument.load(path: path, scene: screen, language: language).spec)
        app.window.makeKeyAndVisible()
        let scheduler = VirtualScheduler()
        self.init(session: app.makeSession(backend: VirtualSpeechBackend(scheduler: scheduler), scheduler: scheduler),
                  scheduler: scheduler)
    }

    /// Wraps an existing session and its clock.
    public init(session: VoiceOverSession, scheduler: VirtualScheduler) {
        self.session = session
        self.scheduler = scheduler
        application = session.application
        window = session.window
    }

    /// Every utterance so far, in the order speech started: descriptions, hints,
    /// announcements and earcons (`[screen changed]`); interruptions are not phrases.
    public var spokenPhrases: [String] { session.transcript.lines }

    /// The last utterance, or nil before anything was said.
    public var lastSpokenPhrase: String? { spokenPhrases.last }

    /// What was said since the last action began.
    public private(set) var phrasesOfLastAction: [String] = []

    /// The spoken description of the focused element (without its hint), or nil.
    public var focusedDescription: String? { session.focusedDescription?.text }

    /// The braille print line of the focused element (the braille contract: label, value, role,
    /// states: `Wi-Fi swtch on`), or nil when nothing is focused.
    public var focusedBraillePrintLine: String? {
        session.focusedElement.map { BraillePrintLine.line(for: $0.snapshot, roles: session.brailleRoles) }
    }

    /// The braille cells a display shows for the focused element, with the session's
    /// translation (set `session.braille` to an A11yBraille `LouisBraille`); nil without one.
    public var focusedBraille: String? {
        guard let braille = session.braille, let line = focusedBraillePrintLine else { return nil }
        return braille.cells(for: line)
    }

    /// Makes the window visible and starts VoiceOver on it, as at launch.
    public func start() {
        if !window.isVisible { window.makeKeyAndVisible() }
        record { session.start() }
    }

    public func next() { perform(.next) }
    public func previous() { perform(.previous) }
    public func activate() { perform(.activate) }

    /// Performs `action`, then lets speech finish.
    public func perform(_ action: VoiceOverAction) {
        record { session.perform(action) }
    }

    /// Lets `milliseconds` pass on the virtual clock.
    public func wait(milliseconds: Int) {
        scheduler.advance(by: .milliseconds(milliseconds))
    }

    private func record(_ body: () -> Void) {
        let before = spokenPhrases.count
        body()
        scheduler.runUntilIdle()
        phrasesOfLastAction = Array(spokenPhrases.dropFirst(before))
    }

    /// The transcript in its text form (SceneFileReference, "Transcript"), as `voicenav run --silent` prints it.
    public var transcript: String { session.transcript.text }

    /// Compares the transcript with the golden file at `path` (relative paths: to the
    /// current directory), recording it as `record` says (default: `VOICENAV_RECORD`, else
    /// `missing`). Throws `GoldenMismatch`, which fails the test in Swift Testing and XCTest.
    public func assertTranscript(matchesGolden path: String, record: RecordMode? = nil) throws {
        let mode = record ?? RecordMode.fromEnvironment(ProcessInfo.processInfo.environment) ?? .missing
        let result = try GoldenTranscript.check(transcript, golden: path, mode: mode)
        if !result.passed { throw GoldenMismatch(path: path, message: result.message ?? "the transcript differs") }
    }
}

/// A transcript that does not match its golden file: the message has the diff.
public struct GoldenMismatch: Error, CustomStringConvertible, Sendable {
    public var path: String
    public var message: String
    public var description: String { "transcript does not match \(path):\n\(message)" }
}
