/// A running screen reader on one window: a virtual VoiceOver.
///
/// Build a window, start a session on it with a speech backend, then drive it as a user
/// would and read what was said:
///
/// ```swift
/// let scheduler = VirtualScheduler()
/// let session = VoiceOverSession(application: app, window: window,
///                                backend: VirtualSpeechBackend(scheduler: scheduler), scheduler: scheduler)
/// session.start()
/// scheduler.runUntilIdle()
/// session.next()
/// print(session.transcript.lines)   // ["[screen changed]", "Settings. Heading.", "General. Button."]
/// ```
///
/// The session derives the element tree (VoiceOverRules, "The element tree" and "Reading order") once per
/// change of the window's accessibility generation, so cursor moves on an unchanged screen cost O(1);
/// it speaks descriptions (VoiceOverRules, "What is said for an element") through a `SpeechQueue`; moves its
/// cursor (VoiceOverRules, "The cursor"); routes gestures up the responder chain (VoiceOverRules, "Gestures");
/// and handles the app's notifications (VoiceOverRules, "Notifications").
@MainActor
public final class VoiceOverSession: ScreenReader {
    public let application: Application
    public let window: Window
    public let queue: SpeechQueue
    /// A braille display's translation (`--braille`): each element the cursor lands on gets its
    /// braille line (`BraillePrintLine`), recorded with its description. Nil: no display.
    public var braille: (any BrailleTranslating)?
    /// The role abbreviations the braille line uses (`--braille-roles`).
    public var brailleRoles: BrailleRoles = .standard
    /// With `braille`: the line of the element spoken last (again on a change of its value or
    /// state), and the container words' line spoken before it (`List Start.`), each translated
    /// once: the utterance records their cells, and a display (the navigator's panel) shows them
    /// without translating again.
    public private(set) var spokenBraille: (line: BrailleLine, container: BrailleLine?)?

    public var settings: VoiceOverSettings {
        didSet {
            queue.hintDelay = settings.hintDelay
            transcript.language = settings.language
        }
    }
    /// The system media player, for Magic Tap's default (AX-25).
    public var mediaPlayer = SystemMediaPlayer()
    /// Everything said so far.
    public private(set) var transcript = Transcript()
    /// Called with each transcript record as it happens (live display, JSON lines).
    public var onRecord: (@MainActor (SpeechRecord) -> Void)?

    /// Whether the session is running.
    public private(set) var isRunning = false

    /// The derived element list, cached per accessibility generation and orientation.
    private var elementCache = ElementCache()
    /// How many times the element tree was derived (cursor moves on an unchanged screen derive none).
    public private(set) var treeDerivations = 0

    /// Where the cursor is: the view it was last put on (it may have left the screen since),
    /// where that was in the list, its frame then, and the rotor's chosen custom action.
    var cursor = CursorState()

    /// The focused element's view: always an element of the current screen, or nil when the
    /// focused element left the screen (the next action puts the cursor back on the screen).
    public var focusedView: View? {
        focusedIndex.map { elements[$0].view }
    }
    /// Notifications gathered while an action runs, settled when it ends (AX-15).
    var pending = PendingNotifications()
    /// What the three-finger scrolls remember (VoiceOverRules, "Gestures").
    var scrolling = ScrollMemory()

    /// Read-all state (VoiceOverRules, issue 3).
    var readAllActive = false
    /// The rotor's current setting.
    public internal(set) var rotorSetting: RotorSetting = .headings

    public init(application: Application, window: Window, backend: any SpeechBackend, scheduler: any Scheduler,
                settings: VoiceOverSettings = VoiceOverSettings()) {
        self.application = application
        self.window = window
        self.settings = settings
        transcript.language = settings.language
        self.queue = SpeechQueue(backend: backend, scheduler: scheduler, hintDelay: settings.hintDelay)
        queue.onRecord = { [weak self] record in
            self?.transcript.append(record)
            self?.onRecord?(record)
        }
        queue.onAnnouncementFinished = { [weak self] text, success in
            self?.announcementDidFinish(text, success: success)
        }
    }

    // MARK: Starting and stopping (AX-35)

    /// Starts the screen reader: attaches to the app, tells observers
    /// (voiceOverStatusChanged), runs `launch` (e.g. showing the window) and meets the app
    /// as after any screen change: the sound, then the first element.
    public func start(launch: (@MainActor () -> Void)? = nil) {
        guard !isRunning else { return }
        isRunning = true
        application.screenReader = self
        application.accessibilityNotificationCenter.post(AccessibilityEvent(name: .voiceOverStatusChanged))
        performAction {
            launch?()
            if !window.isVisible { window.makeKeyAndVisible() }
            pending.systemChange = .screen
        }
    }

    /// Stops the screen reader: silence, detach, tell observers.
    public func stop() {
        guard isRunning else { return }
        queue.stop()
        isRunning = false
        if application.screenReader === self { application.screenReader = nil }
        application.accessibilityNotificationCenter.post(AccessibilityEvent(name: .voiceOverStatusChanged))
    }

    // MARK: The element list

    /// The elements of the current screen in reading order, derived again only when the
    /// window changed.
    public var elements: [OrderedElement] {
        if elementCache.generation != window.accessibilityGeneration || elementCache.orientation != window.screen.orientation {
            if let cursorView = cursor.view {
                // Remember where the focus was, to recognise its element if it gets rebuilt.
                if cursor.indexHint < elementCache.elements.count, elementCache.elements[cursor.indexHint].view === cursorView {
                    cursor.lastFrame = elementCache.elements[cursor.indexHint].frame
                } else if let old = elementCache.elements.first(where: { $0.view === cursorView }) {
                    cursor.lastFrame = old.frame
                }
            }
            elementCache.elements = ReadingOrder.order(window: window)
            elementCache.generation = window.accessibilityGeneration
            elementCache.orientation = window.screen.orientation
            treeDerivations += 1
        }
        return elementCache.elements
    }

    /// The focused element, if it is on screen.
    public var focusedElement: OrderedElement? {
        guard let index = focusedIndex else { return nil }
        return elements[index]
    }

    /// The focused element's position in `elements`.
    ///
    /// When a container rebuilt its views (a bar redrawn, a list reloaded), the element that
    /// stands for the same thing — same identifier, or same label and traits in the same
    /// place — keeps the focus, as VoiceOver keeps it on an element that is still on screen.
    public var focusedIndex: Int? {
        guard let cursorView = cursor.view else { return nil }
        let list = elements
        if cursor.indexHint < list.count, list[cursor.indexHint].view === cursorView { return cursor.indexHint }
        if let index = list.firstIndex(where: { $0.view === cursorView }) {
            cursor.indexHint = index
            return index
        }
        if let index = equivalentIndex(of: cursorView, in: list) {
            cursor.view = list[index].view
            cursor.indexHint = index
            return index
        }
        return nil
    }

    /// The element in `list` standing for `view`, when `view` itself was replaced.
    private func equivalentIndex(of view: View, in list: [OrderedElement]) -> Int? {
        if let id = view.accessibilityIdentifier {
            return list.firstIndex { $0.view.accessibilityIdentifier == id }
        }
        let label = view.accessibilityLabel, traits = view.accessibilityTraits
        guard label != nil, let frame = cursor.lastFrame else { return nil }
        return list.firstIndex {
            $0.frame == frame && $0.view.accessibilityLabel == label && $0.view.accessibilityTraits == traits
        }
    }

    /// What VoiceOver says for the focused element.
    public var focusedDescription: ElementDescription? {
        focusedElement.map { ElementDescriber.describe($0.snapshot, in: settings.words(for: $0.snapshot.language)) }
    }

    // MARK: Cursor (VoiceOverRules, "The cursor")

    /// Moves to the next element; at the end the cursor stays and the boundary sound plays.
    public func next() { move(by: 1) }

    /// Moves to the previous element; at the start, the boundary sound.
    public func previous() { move(by: -1) }

    /// Moves to the first element.
    public func first() { performAction { moveFocus(toIndex: 0) } }

    /// Moves to the last element.
    public func last() { performAction { moveFocus(toIndex: elements.count - 1) } }

    /// Moves the cursor to `view` as a touch would; returns false when it is not an element
    /// on screen (and nothing is there to read).
    @discardableResult
    public func focus(_ view: View) -> Bool {
        var found = false
        performAction {
            let list = elements
            if let index = list.firstIndex(where: { $0.view === view }) {
                moveFocus(toIndex: index)
                found = true
            } else if let index = list.firstIndex(where: { $0.view.isDescendant(of: view) }) {
                moveFocus(toIndex: index)
                found = true
            } else {
                queue.play(.noAction, focus: focusedView?.accessibilityIdentifier)
            }
        }
        return found
    }

    /// Moves the cursor to the element with `identifier` (a touch); false when none is on screen.
    @discardableResult
    public func focus(identifier: String) -> Bool {
        if let element = elements.first(where: { $0.view.accessibilityIdentifier == identifier }) {
            return focus(element.view)
        }
        guard let view = window.view(withIdentifier: identifier) else {
            performAction { queue.play(.noAction, focus: focusedView?.accessibilityIdentifier) }
            return false
        }
        return focus(view)
    }

    private func move(by step: Int) {
        performAction {
            let list = elements
            guard !list.isEmpty else { queue.play(.boundary); return }
            guard let index = focusedIndex else {
                moveFocus(toIndex: step > 0 ? 0 : list.count - 1)
                return
            }
            let target = index + step
            if list.indices.contains(target) {
                moveFocus(toIndex: target)
            } else {
                queue.play(.boundary, focus: focusedView?.accessibilityIdentifier)
            }
        }
    }

    /// Focuses the element at `index` and speaks it, interrupting speech and dropping a
    /// pending hint (VoiceOverRules, "The cursor").
    func moveFocus(toIndex index: Int) {
        let list = elements
        guard list.indices.contains(index) else { return }
        cancelReadAll()
        cursor.view = list[index].view
        cursor.indexHint = index
        cursor.actionIndex = nil
        speakFocused()
    }

    /// Speaks the focused element's description (after `prefix`, such as "Alert."), then its
    /// hint after the pause.
    func speakFocused(withHint: Bool = true, prefix: String? = nil, completion: (@MainActor (Bool) -> Void)? = nil) {
        guard let element = focusedElement else { return }
        let reading = ElementReading(element.snapshot, settings: settings, prefix: prefix, withHint: withHint,
                                     braille: braille, roles: brailleRoles)
        let id = element.snapshot.id
        let hint = reading.hint.map { Utterance(kind: .hint, text: $0, language: reading.language, focus: id) }
        spokenBraille = reading.braille.map { ($0, reading.brailleContainer) }
        var utterance = Utterance(kind: .speech, text: reading.description.text, language: reading.language, focus: id,
                                  braille: reading.braille.map { String($0.braille.cells) })
        utterance.brailleContainer = reading.brailleContainer.map { String($0.braille.cells) }
        queue.speak(utterance, hint: hint, completion: completion)
    }

    /// The braille lines for `snapshot` as it is now (`ElementReading`'s).
    private func brailleLines(for snapshot: ElementSnapshot) -> (line: BrailleLine, container: BrailleLine?)? {
        ElementReading.brailleLines(for: snapshot, words: settings.words(for: snapshot.language), braille: braille,
                                    roles: brailleRoles)
    }

    /// Speaks `text` as element speech (a changed value or state), interrupting; the braille
    /// line follows the element's new state.
    func say(_ text: String) {
        if let snapshot = focusedElement?.snapshot { spokenBraille = brailleLines(for: snapshot) }
        queue.speak(Utterance(kind: .speech, text: text,
                              language: settings.spokenLanguage(of: focusedElement?.view.accessibilityLanguage),
                              focus: focusedView?.accessibilityIdentifier))
    }

    /// Stops speech (the two-finger tap); also stops read-all (VoiceOverRules, "Notifications").
    public func stopSpeech() {
        performAction {
            cancelReadAll()
            queue.stop()
        }
    }
}
