/// What a user changes about the session itself rather than the app: hints, the audio output,
/// turning the device to the next orientation the app allows. The navigator's keys call these,
/// so every key goes through the session (A11ySpeech's "The path of a key press" article).
extension VoiceOverSession {
    /// Turns spoken hints on or off (the Verbosity setting); a hint waiting to be spoken is
    /// dropped when they go off.
    public func setSpeaksHints(_ on: Bool) {
        settings.speakHints = on
        if !on { queue.dropHint() }
    }

    /// Why the audio output failed (a stopped audio server), or nil while it works.
    public var audioFailure: String? { queue.backend.failureMessage }

    /// Reopens the audio output after it failed and says so ("Audio reconnected", heard once the
    /// output works again); with nothing to reconnect, the no-action sound. Whether it tried.
    @discardableResult
    public func reconnectAudio() -> Bool {
        guard queue.backend.failureMessage != nil else {
            queue.play(.noAction)
            return false
        }
        queue.backend.reconnect()
        queue.announce("Audio reconnected", queued: false, reportsFinish: false)
        return true
    }

    /// Turns the device to the next orientation the app allows, in `InterfaceOrientation`'s
    /// order; the no-action sound when it allows no other. Whether it turned.
    @discardableResult
    public func rotateToNextOrientation() -> Bool {
        let allowed = window.allowedOrientations.orientations
        let current = window.screen.orientation
        let order = InterfaceOrientation.allCases
        let start = order.firstIndex(of: current) ?? 0
        let next = (1...order.count).map { order[(start + $0) % order.count] }.first { allowed.contains($0) && $0 != current }
        guard let next else {
            queue.play(.noAction)
            return false
        }
        return rotate(to: next)
    }
}
