/// A button drawn for a `BarButtonItem` in a navigation bar or toolbar.
///
/// VoiceOver reads it as a button labelled with the item's label or title; activating it
/// runs the item's action (NC-60).
@MainActor
public final class BarButton: Button {
    /// The item this button draws.
    public let item: BarButtonItem

    init(item: BarButtonItem) {
        self.item = item
        super.init(title: item.title)
        accessibilityIdentifier = item.identifier
        if let label = item.accessibilityLabel { accessibilityLabel = label }
        accessibilityHint = item.accessibilityHint
        isEnabled = item.isEnabled
        accessibilityGestureHandlers = item.accessibilityGestureHandlers
        codeAction = item.codeAction
    }

    /// UIKit's own word in the device's language, once the button is on a screen.
    public override func didMoveToWindow() {
        super.didMoveToWindow()
        guard item.titleIsUIKits, let window else { return }
        title = item.shownTitle(in: window.screen.language)
    }

    public override func performDefaultAction() -> Bool {
        guard isEnabled else { return false }
        item.action?()
        sendActions()
        return true
    }

    /// A width that fits the title, as a bar lays it out.
    static func width(for title: String?) -> Double {
        max(44, Double((title ?? "").count) * 9 + 16)
    }

    /// The width a bar gives `item`: an icon's (44 points) for a system item UIKit draws as a
    /// symbol (iOS 13 and later: Add, Close, Share …) or an image item, else its title's (UIKit's
    /// own word in `language`).
    static func width(for item: BarButtonItem, language: String?) -> Double {
        if let system = item.systemItem, system.isSymbol, item.titleIsUIKits { return 44 }
        return width(for: item.shownTitle(in: language))
    }
}
