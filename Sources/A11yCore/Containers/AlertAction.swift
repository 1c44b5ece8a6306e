/// One button of an alert or action sheet, and what it does.
///
/// Mirrors `UIAlertAction`: a title, a style and a handler that runs after the alert has
/// been dismissed. VoiceOver reads the button as a plain button ("Delete. Button."); the
/// style changes its look and place, never its words. An alert has at most one cancel
/// action, which Escape runs.
///
/// ```swift
/// alert.addAction(AlertAction(title: "Delete", style: .destructive) { _ in model.delete() })
/// ```
@MainActor
public final class AlertAction {
    /// `UIAlertAction.Style`.
    public enum Style: String, Sendable, Hashable, CaseIterable {
        case `default`, cancel, destructive
    }

    /// The button's title.
    public let title: String?
    public let style: Style
    /// A disabled action's button is dimmed and does nothing (`isEnabled`).
    public var isEnabled = true {
        didSet { button?.isEnabled = isEnabled }
    }
    /// The id its button gets; nil gives it `<alert id>.<index>`.
    public var identifier: String?
    let handler: (@MainActor (AlertAction) -> Void)?
    /// The button standing for the action while the alert's view is loaded.
    weak var button: Button?

    public init(title: String?, style: Style = .default, handler: (@MainActor (AlertAction) -> Void)? = nil) {
        self.title = title
        self.style = style
        self.handler = handler
    }
}
