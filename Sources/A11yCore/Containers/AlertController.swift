/// An alert or action sheet, presented modally over the screen.
///
/// Mirrors `UIAlertController`: a title, a message and actions, each a button. Presented
/// with `present(_:animated:)`, it floats over its presenter (which stays on screen and gets
/// no disappear callbacks) in a dimmed layer that is modal to VoiceOver: nothing behind it
/// can be reached. VoiceOver says "Alert." and the title when an alert appears (the title
/// has the focus), then reads the message and the buttons in order. Activating a button
/// dismisses the alert, then runs its action's handler; Escape runs the cancel action, and
/// with none nothing happens (`[no action]`) and the alert stays (AX-26).
///
/// Layout follows UIKit: an alert is a 270 pt box in the middle of the screen whose two
/// buttons sit side by side, the cancel action leading, and whose other numbers of buttons
/// are stacked, the cancel action last; an action sheet lies at the bottom of a phone's
/// screen with its cancel action in a box of its own below, and in the middle of a pad's,
/// without the cancel button (a tap outside, or Escape, cancels, as in UIKit's popover).
///
/// ```swift
/// let alert = AlertController(title: "Delete draft?", message: "This cannot be undone.", preferredStyle: .alert)
/// alert.addAction(AlertAction(title: "Cancel", style: .cancel))
/// alert.addAction(AlertAction(title: "Delete", style: .destructive) { _ in drafts.removeAll() })
/// controller.present(alert)      // [screen changed], "Alert. Delete draft?"
/// ```
@MainActor
public final class AlertController: ViewController {
    /// `UIAlertController.Style`.
    public enum Style: String, Sendable, Hashable, CaseIterable {
        case alert, actionSheet
    }

    /// The message under the title.
    public var message: String? { didSet { messageLabel?.text = message } }
    public let preferredStyle: Style
    /// The actions, in the order they were added.
    public private(set) var actions: [AlertAction] = []

    private var box: View?
    private var cancelBox: View?
    private var titleLabel: Label?
    private var messageLabel: Label?

    public init(title: String?, message: String?, preferredStyle: Style = .alert) {
        self.message = message
        self.preferredStyle = preferredStyle
        super.init(title: title)
    }

    /// Adds a button. UIKit allows one cancel action only (a second is a programmer error).
    public func addAction(_ action: AlertAction) {
        precondition(action.style != .cancel || cancelAction == nil, "an alert can have only one cancel action")
        actions.append(action)
        if isViewLoaded { buildButtons() }
    }

    /// The cancel action, which Escape runs.
    public var cancelAction: AlertAction? { actions.first { $0.style == .cancel } }

    override var floatsOverPresenter: Bool { true }

    public override var title: String? {
        didSet { titleLabel?.text = title }
    }

    // MARK: Views

    public override func loadView() {
        let root = View(frame: Rect(origin: .zero, size: DeviceIdiom.phone.portraitScreenSize))
        root.autoresizingMask = .flexibleSize
        let box = View()
        let titleLabel = Label(text: title)
        let messageLabel = Label(text: message)
        let prefix = identifier ?? "alert"
        titleLabel.accessibilityIdentifier = "\(prefix).title"
        messageLabel.accessibilityIdentifier = "\(prefix).message"
        box.addSubview(titleLabel)
        box.addSubview(messageLabel)
        root.addSubview(box)
        let cancelBox = View()
        root.addSubview(cancelBox)
        self.box = box
        self.cancelBox = cancelBox
        self.titleLabel = titleLabel
        self.messageLabel = messageLabel
        view = root
        buildButtons()
    }

    /// Makes one button per action, replacing any made before.
    private func buildButtons() {
        guard let box, let cancelBox else { return }
        for action in actions { action.button?.removeFromSuperview() }
        let prefix = identifier ?? "alert"
        for (index, action) in actions.enumerated() {
            let button = Button(title: action.title) { [weak self, weak action] _ in
                guard let self, let action else { return }
                self.perform(action)
            }
            button.accessibilityIdentifier = action.identifier ?? "\(prefix).\(index)"
            button.isEnabled = action.isEnabled
            action.button = button
            // A pad's action sheet is a popover in UIKit: it shows no cancel button.
            if action.style == .cancel && preferredStyle == .actionSheet {
                if !isPadActionSheet { cancelBox.addSubview(button) }
            } else {
                box.addSubview(button)
            }
        }
        layoutChildViews()
    }

    private var isPadActionSheet: Bool {
        preferredStyle == .actionSheet && (responderWindow?.screen.idiom ?? .phone) == .pad
    }

    /// The buttons in the order they stand: the cancel action first in a two-button alert,
    /// last otherwise.
    private var orderedActions: [AlertAction] {
        let others = actions.filter { $0.style != .cancel }
        guard let cancel = cancelAction else { return others }
        if preferredStyle == .alert && actions.count == 2 { return [cancel] + others }
        return others + [cancel]
    }

    /// Places the box (and a sheet's cancel box) in the layer the presentation gives the view.
    public override func layoutChildViews() {
        guard let root = viewIfLoaded, let box, let cancelBox, let titleLabel, let messageLabel else { return }
        let bounds = root.bounds
        let sheet = preferredStyle == .actionSheet
        let width = sheet ? (isPadActionSheet ? 304 : max(0, min(bounds.width, bounds.height) - 16)) : 270
        let buttonHeight: Double = sheet ? 57 : 44
        var y = 20.0
        for label in [titleLabel, messageLabel] {
            guard let text = label.text, !text.isEmpty else {
                label.frame = Rect(x: 16, y: y, width: width - 32, height: 0)
                continue
            }
            let lines = Double(max(1, (text.count + 35) / 36))
            label.frame = Rect(x: 16, y: y, width: width - 32, height: lines * 20)
            y += lines * 20 + 4
        }
        y += 16
        let inBox = orderedActions.filter { $0.button?.superview === box }
        if !sheet && inBox.count == 2 {
            for (index, action) in inBox.enumerated() {
                action.button?.frame = Rect(x: Double(index) * width / 2, y: y, width: width / 2, height: buttonHeight)
            }
            y += buttonHeight
        } else {
            for action in inBox {
                action.button?.frame = Rect(x: 0, y: y, width: width, height: buttonHeight)
                y += buttonHeight
            }
        }
        let cancelButtons = actions.compactMap { $0.button }.filter { $0.superview === cancelBox }
        for button in cancelButtons { button.frame = Rect(x: 0, y: 0, width: width, height: buttonHeight) }
        let x = (bounds.width - width) / 2
        if sheet && !isPadActionSheet {
            // At the bottom, above the home indicator, the cancel box last.
            let bottom = bounds.height - 34
            let cancelHeight = cancelButtons.isEmpty ? 0 : buttonHeight
            cancelBox.frame = Rect(x: x, y: bottom - cancelHeight, width: width, height: cancelHeight)
            box.frame = Rect(x: x, y: bottom - cancelHeight - (cancelHeight > 0 ? 8 : 0) - y, width: width, height: y)
        } else {
            box.frame = Rect(x: x, y: max(0, (bounds.height - y) / 2), width: width, height: y)
            cancelBox.frame = Rect(x: x, y: box.frame.maxY, width: width, height: 0)
        }
    }

    // MARK: Actions

    /// Dismisses the alert, then runs `action`'s handler, as tapping its button does.
    /// Nothing happens when the action is disabled or the alert is not presented.
    public func perform(_ action: AlertAction) {
        guard action.isEnabled, presentingViewController != nil else { return }
        dismiss(animated: true)
        action.handler?(action)
    }

    /// Escape runs the cancel action (AX-26); without one (or when it is disabled) the alert
    /// declines, and VoiceOver does not pass the gesture on to the screen behind the alert.
    public override func accessibilityPerformEscape() -> Bool {
        if let cancel = cancelAction, cancel.isEnabled, presentingViewController != nil {
            perform(cancel)
            return true
        }
        return super.accessibilityPerformEscape()
    }
}
