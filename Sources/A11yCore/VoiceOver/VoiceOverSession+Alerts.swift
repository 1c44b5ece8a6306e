/// What VoiceOver does for alerts (`AlertController`) and for Escape before the responder
/// chain: the parts of VoiceOverRules, "The cursor" and "Gestures" that a presented alert and the keyboard change.
extension VoiceOverSession {
    /// Said before the focused element when an alert appears: "Alert." (VoiceOver names
    /// what appeared; the focus is on the alert's title). Nil for any other screen change,
    /// and for action sheets, which VoiceOver reads from their title without the word.
    func arrivalPrefix() -> String? {
        guard let alert = window.topViewController as? AlertController, alert.preferredStyle == .alert,
              let root = alert.viewIfLoaded, focusedView?.isDescendant(of: root) == true else { return nil }
        return settings.words(for: nil)[.alert]
    }

    /// Escape, before the focused element's responder chain gets it: a field being edited
    /// stops editing (the keyboard goes away first), and an alert on top takes the gesture
    /// whatever it does with it: its cancel action, else `[no action]` — the screen behind
    /// an alert never gets it. Returns whether the escape was dealt with here.
    func escapeBeforeResponderChain() -> Bool {
        if endTextEditing() { return true }
        guard let alert = window.topViewController as? AlertController, let root = alert.viewIfLoaded,
              focusedView.map({ $0.isDescendant(of: root) }) ?? true else { return false }
        if !alert.accessibilityPerformEscape() { queue.play(.noAction, focus: focusedView?.accessibilityIdentifier) }
        return true
    }
}
