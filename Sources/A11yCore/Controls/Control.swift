/// A view that sends an action when the user works it.
///
/// Mirrors `UIControl` (V-03): controls don't know what they control; they call the
/// actions attached with `addAction(_:)`, usually the view controller's.
@MainActor
open class Control: View {
    private var actions: [@MainActor (Control) -> Void] = []

    /// Attaches an action, run each time the control fires (target/action).
    public func addAction(_ action: @escaping @MainActor (Control) -> Void) {
        actions.append(action)
    }

    /// Runs the attached actions.
    public func sendActions() {
        for action in actions { action(self) }
    }

    /// Whether any action is attached.
    public var hasActions: Bool { !actions.isEmpty }

    open override var defaultIsAccessibilityElement: Bool { true }
}
