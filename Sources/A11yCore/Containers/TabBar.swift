/// The bar of tabs at the bottom of a tab bar interface.
///
/// Mirrors `UITabBar`: a view with the tabBar trait, so VoiceOver keeps its items together
/// and reads each as a tab in a series (`Contacts. Tab. 3 of 5.`, AX-42).
@MainActor
public final class TabBar: View {
    public nonisolated static let height = 49.0

    public override var defaultAccessibilityTraits: AccessibilityTraits { .tabBar }

    /// The buttons, left to right.
    public private(set) var buttons: [TabBarButton] = []

    func show(controller: TabBarController, rightToLeft: Bool) {
        buttons.forEach { $0.removeFromSuperview() }
        var entries: [(ViewController?, TabBarItem, Bool)] = controller.barViewControllers.enumerated().map { index, child in
            (child, child.tabBarItem, controller.selectedIndex == index && !controller.isMoreSelected)
        }
        if controller.showsMore {
            let more = TabBarItem(title: "More")
            entries.append((nil, more, controller.isMoreSelected))
        }
        guard !entries.isEmpty else { buttons = []; return }
        let width = frame.width / Double(entries.count)
        buttons = entries.enumerated().map { index, entry in
            let button = TabBarButton(controller: entry.0, item: entry.1, tabBarController: controller)
            button.isSelected = entry.2
            let position = rightToLeft ? entries.count - 1 - index : index
            button.frame = Rect(x: Double(position) * width, y: 0, width: width, height: frame.height)
            button.accessibilityIdentifier = entry.0?.identifier.map { "tab.\($0)" } ?? (entry.0 == nil ? "tab.more" : nil)
            addSubview(button)
            return button
        }
    }
}

/// One tab in a tab bar.
///
/// Read as `Title. Tab. i of n.`, selected as `Selected: …`; a numeric badge n is spoken as
/// the value `n items` (`1 item`), any other badge as itself. A disabled tab cannot be
/// selected, but it is read like the others, without `Dimmed.`: iOS 18 says "Item C. Tab.
/// 3 of 6." for a disabled third item, so its button does not report `notEnabled` (issue 15).
/// `isTabEnabled` tells whether it can be selected.
@MainActor
public final class TabBarButton: View {
    public weak var controller: ViewController?
    public let item: TabBarItem
    weak var tabBarController: TabBarController?

    init(controller: ViewController?, item: TabBarItem, tabBarController: TabBarController) {
        self.controller = controller
        self.item = item
        self.tabBarController = tabBarController
        super.init()
    }

    public override var defaultIsAccessibilityElement: Bool { true }
    public override var defaultAccessibilityLabel: String? {
        item.accessibilityLabel ?? item.title ?? controller?.title
    }
    public override var defaultAccessibilityValue: String? {
        guard let badge = item.badgeValue, !badge.isEmpty else { return nil }
        if let count = Int(badge) { return count == 1 ? "1 item" : "\(count) items" }
        return badge
    }
    public override var defaultAccessibilityTraits: AccessibilityTraits { [.button, .tabBarItem] }
    /// The button's own hint, else its item's (`UITabBarItem.accessibilityHint`).
    public override var accessibilityHint: String? {
        get { super.accessibilityHint ?? item.accessibilityHint }
        set { super.accessibilityHint = newValue }
    }

    /// Whether the tab can be selected.
    public var isTabEnabled: Bool { item.isEnabled }

    public override func performDefaultAction() -> Bool {
        guard let tabBarController else { return false }
        return tabBarController.userDidTap(controller)
    }
}
