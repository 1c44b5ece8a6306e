/// The priority queue in front of the synthesizer (VoiceOverRules, "Speech").
///
/// - element speech replaces what is being said and drops a pending hint;
/// - announcements interrupt unless queued;
/// - a hint waits `hintDelay` after its element's description finished, and is dropped by
///   any new speech;
/// - `stop()` clears everything.
///
/// Completion comes from the backend's own events, so an announcement is reported as
/// successful only when it was heard to the end (AX-32/33).
@MainActor
public final class SpeechQueue {
    public let backend: any SpeechBackend
    public let scheduler: any Scheduler
    /// The pause between a description and its hint.
    public var hintDelay: Duration

    /// Called for every utterance that starts, every earcon and every interruption.
    public var onRecord: (@MainActor (SpeechRecord) -> Void)?
    /// Called when an announcement ends: its text and whether it was heard through.
    public var onAnnouncementFinished: (@MainActor (String, Bool) -> Void)?

    private struct Entry {
        var utterance: Utterance
        var hint: Utterance?
        var completion: (@MainActor (Bool) -> Void)?
        /// An announcement the app posted: its end is reported (announcementDidFinish).
        var reportsFinish = true
    }

    private var current: Entry?
    private var pending: [Entry] = []
    private var hintTimer: (token: Int, hint: Utterance)?
    private var nextID: UInt64 = 0
    private let startTime: Duration
    /// True while the current utterance is being cut off to make room for new speech:
    /// nothing queued may start in between (the new speech goes first).
    private var isInterrupting = false

    public init(backend: any SpeechBackend, scheduler: any Scheduler, hintDelay: Duration = .seconds(1)) {
        self.backend = backend
        self.scheduler = scheduler
        self.hintDelay = hintDelay
        self.startTime = scheduler.now
        backend.onFinish = { [weak self] id, completed in self?.backendDidFinish(id: id, completed: completed) }
    }

    /// Whether nothing is being said, queued, or waiting to be said.
    public var isIdle: Bool { current == nil && pending.isEmpty && hintTimer == nil }

    /// What is being said now.
    public var currentUtterance: Utterance? { current?.utterance }

    /// Milliseconds since the queue started.
    public var elapsedMilliseconds: Int {
        let elapsed = scheduler.now - startTime
        return Int(elapsed.components.seconds * 1000) + Int(elapsed.components.attoseconds / 1_000_000_000_000_000)
    }

    /// Speaks an element's description now, replacing current speech; `hint` follows after
    /// the pause if the description is heard to the end. `completion` gets whether it was.
    public func speak(_ utterance: Utterance, hint: Utterance? = nil, completion: (@MainActor (Bool) -> Void)? = nil) {
        interruptCurrent()
        dropHint()
        pending.removeAll { $0.utterance.kind != .announcement }
        pending.insert(Entry(utterance: stamped(utterance), hint: hint, completion: completion), at: 0)
        startNext()
    }

    /// Speaks an announcement: interrupting, or after what is queued when `queued`.
    /// `reportsFinish: false` speaks a string that is not an app's announcement (a
    /// layoutChanged or pageScrolled string): its end is not reported as announcementDidFinish.
    public func announce(_ text: String, queued: Bool, language: String? = nil, focus: String? = nil,
                         reportsFinish: Bool = true) {
        let entry = Entry(utterance: stamped(Utterance(kind: .announcement, text: text, language: language, focus: focus)),
                          reportsFinish: reportsFinish)
        if queued {
            pending.append(entry)
            if current == nil && hintTimer == nil { startNext() }
        } else {
            interruptCurrent()
            dropHint()
            pending.insert(entry, at: 0)
            startNext()
        }
    }

    /// Plays an earcon. Earcons have a channel of their own: they neither wait nor interrupt.
    public func play(_ earcon: Earcon, focus: String? = nil) {
        onRecord?(SpeechRecord(time: elapsedMilliseconds, kind: .sound, text: earcon.transcriptText, focus: focus))
        backend.play(earcon)
    }

    /// Stops all speech: the current utterance, the queue and a pending hint.
    public func stop() {
        let dropped = pending
        pending.removeAll()
        dropHint()
        interruptCurrent()
        for entry in dropped {
            if entry.utterance.kind == .announcement && entry.reportsFinish {
                onAnnouncementFinished?(entry.utterance.text, false)
            }
            entry.completion?(false)
        }
        startNext()   // only what the callbacks above queued, if anything
    }

    /// Drops a hint that is waiting for its pause (a cursor move does this).
    public func dropHint() {
        if let timer = hintTimer {
            scheduler.cancel(timer.token)
            hintTimer = nil
        }
        pending.removeAll { $0.utterance.kind == .hint }
    }

    private func stamped(_ utterance: Utterance) -> Utterance {
        nextID += 1
        var copy = utterance
        copy.id = nextID
        return copy
    }

    private func interruptCurrent() {
        guard current != nil else { return }
        isInterrupting = true
        defer { isInterrupting = false }
        backend.cancel()   // reports through backendDidFinish(id, false)
    }

    private func startNext() {
        guard current == nil, hintTimer == nil, !pending.isEmpty else { return }
        let entry = pending.removeFirst()
        current = entry
        let kind: SpeechRecord.Kind = switch entry.utterance.kind {
        case .speech: .speech
        case .hint: .hint
        case .announcement: .announcement
        case .sound: .sound
        }
        onRecord?(SpeechRecord(time: elapsedMilliseconds, kind: kind, text: entry.utterance.text, focus: entry.utterance.focus,
                               language: entry.utterance.language, braille: entry.utterance.braille)
                       .withBrailleContainer(entry.utterance.brailleContainer))
        backend.start(entry.utterance)
    }

    private func backendDidFinish(id: UInt64, completed: Bool) {
        guard let entry = current, entry.utterance.id == id else { return }
        current = nil
        if !completed {
            onRecord?(SpeechRecord(time: elapsedMilliseconds, kind: .interrupt, text: entry.utterance.text,
                                   focus: entry.utterance.focus))
        }
        if entry.utterance.kind == .announcement && entry.reportsFinish {
            onAnnouncementFinished?(entry.utterance.text, completed)
        }
        if completed, let hint = entry.hint {
            let token = scheduler.schedule(after: hintDelay) { [weak self] in
                guard let self, let waiting = self.hintTimer else { return }
                self.hintTimer = nil
                self.pending.insert(Entry(utterance: self.stamped(waiting.hint)), at: 0)
                self.startNext()
            }
            hintTimer = (token, hint)
        }
        entry.completion?(completed)
        if !isInterrupting { startNext() }
    }
}
