import A11ySceneModel

/// `unhandled-escape`: on a modal screen, escape goes nowhere, or acts on the screen under it.
///
/// The two-finger Z goes up the responder chain (VoiceOverRules, "Gestures"); a presented controller's
/// next responder is the one that presented it, so a sheet that does not handle escape lets
/// the gesture travel on: nothing happens (`[no action]`), or a navigation controller under
/// the sheet pops. A presented screen should handle escape itself and dismiss (AX-26); a
/// popover does by default. Only where every handler is in the file: a storyboard's escape
/// handling (`accessibilityPerformEscape()`) is in code, which the model cannot run.
public struct UnhandledEscapeRule: AuditRule {
    public init() {}
    public let id = "unhandled-escape"
    public let level = AuditLevel.warning
    public let summary = "Escape does not close a modal screen."
    public let explanation = """
        VoiceOver users close a sheet, alert or popover with the two-finger Z (escape). A presented screen that \
        does not handle it leaves them stuck looking for a Cancel button, or passes the gesture to the screen \
        underneath, which may go back a level behind the sheet.
        """
    public let help = """
        Handle escape on the presented controller and dismiss it (`escape: [dismiss: true]`; \
        `accessibilityPerformEscape()` returning true in code).
        """
    public let source = "HIG Accessibility (VoiceOver escape gesture); seed rule AX-26; UIKit accessibilityPerformEscape()"

    public func check(_ screen: AuditScreen) -> [AuditFinding] {
        guard screen.actionsAreKnown, screen.isModal, let escape = screen.escape else { return [] }
        switch escape {
        case .handled:
            return []
        case .nothing:
            return [finding("""
                Escape does nothing on this modal screen: a VoiceOver user cannot close it with the two-finger Z. \
                Handle escape on the presented controller and dismiss it.
                """, on: screen)]
        case .changedUnderneath:
            return [finding("""
                Escape on this modal screen changes the screen underneath it and leaves the modal screen where it \
                was. Handle escape on the presented controller and dismiss it.
                """, on: screen)]
        }
    }
}
