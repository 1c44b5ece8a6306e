import A11yCore
import A11ySceneModel

/// `dead-control`: a button or link whose activation does nothing.
///
/// The explorer double-taps every element. A button or link (not dimmed, not a selected tab or
/// segment, which rightly do nothing) that VoiceOver answers with `[no action]`, or that
/// changes nothing at all, tells the user it acts and then does not. Only where every action
/// is in the file: a storyboard's control actions are in code, which the model cannot run.
public struct DeadControlRule: AuditRule {
    public init() {}
    public let id = "dead-control"
    public let level = AuditLevel.warning
    public let summary = "A button or link does nothing when activated."
    public let explanation = """
        VoiceOver says "Button." or "Link.", the user double-taps, and nothing happens (or VoiceOver plays its \
        no-action sound): the control promises an action it does not have.
        """
    public let help = """
        Give it an action (`onActivate:`, a segue), or when it cannot act right now, dim it (`enabled: false`); \
        if it is not a control, remove the button or link trait.
        """
    public let source = "HIG Buttons (a button performs an action); WCAG 4.1.2 Name, Role, Value; "
        + "voicenav (the model runs every action)"

    public func check(_ screen: AuditScreen) -> [AuditFinding] {
        guard screen.actionsAreKnown else { return [] }
        let excluded: AccessibilityTraits = [
            .notEnabled, .selected, .tabBarItem, .backButton, .switchButton, .adjustable, .textEntry, .searchField,
        ]
        return screen.elements.compactMap { element in
            guard !element.traits.isDisjoint(with: [.button, .link]), element.traits.isDisjoint(with: excluded),
                  !element.snapshot.context.isTab, !element.placement.contains(.systemMade),
                  let activation = element.activation, !activation.didSomething else { return nil }
            let what = activation == .noAction ? "VoiceOver plays its no-action sound" : "nothing changes"
            return finding("""
                This \(element.kind) does nothing when activated (\(what)). Give it an action, dim it while it cannot \
                act (`enabled: false`), or remove the \(element.traits.contains(.link) ? "link" : "button") trait.
                """, on: screen, element: element)
        }
    }
}
