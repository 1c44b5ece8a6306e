/// The navigation controller behind a tab bar's More tab (TB-20..25).
///
/// Its root lists the tabs that did not fit; choosing one pushes it (TB-21). When some tabs
/// are customizable its bar has an Edit button at the upper left (TB-23) that opens the
/// configuration screen. It is never in the tab bar controller's `viewControllers` (TB-22).
/// A navigation controller chosen from the list is shown with its own bar hidden, under
/// the More controller's bar.
@MainActor
public final class MoreNavigationController: NavigationController {
    /// The tab bar controller this More belongs to.
    public private(set) weak var owner: TabBarController?
    let list: MoreListController

    init(tabBarController: TabBarController) {
        self.owner = tabBarController
        self.list = MoreListController()
        super.init(rootViewController: list)
        identifier = "more"
        list.more = self
    }

    /// The navigation controller whose stack More is showing, and its root to give back.
    private var borrowed: (nav: NavigationController, root: ViewController)?

    /// Shows `controller`, one of the tabs past the fourth, pushed over the list (TB-21).
    /// A navigation controller's stack is moved onto More's own stack, as UIKit does, so its
    /// items, back buttons, pushes and Escape work under More's bar; it gets its stack back
    /// when another tab is shown.
    func show(_ controller: ViewController) {
        if topViewController === controller { return }
        if let borrowed, borrowed.nav === controller, viewControllers.count > 1 { return }
        returnBorrowedStack()
        if viewControllers.count > 1 { setViewControllers([list], animated: false) }
        if let nav = controller as? NavigationController, let root = nav.viewControllers.first {
            borrowed = (nav, root)
            setViewControllers([list] + nav.viewControllers, animated: false)
        } else {
            pushViewController(controller, animated: false)
        }
    }

    /// The title a tab goes by in the More list: its item's title, else its own title — for
    /// a navigation controller, its top controller's (TB-10), also while More shows its stack.
    func displayTitle(of controller: ViewController) -> String? {
        if let title = controller.tabBarItem.title { return title }
        if let borrowed, borrowed.nav === controller, viewControllers.count > 1 {
            return borrowed.nav.ownTitle ?? viewControllers.last?.title
        }
        return controller.title
    }

    /// Gives a borrowed navigation controller its stack back (at least its root).
    func returnBorrowedStack() {
        guard let (nav, root) = borrowed else { return }
        borrowed = nil
        let stack = Array(viewControllers.dropFirst())
        setViewControllers([list], animated: false)
        nav.setViewControllers(stack.isEmpty ? [root] : stack, animated: false)
    }

    /// A tab popped off More's stack (Back, Escape, a tap on More) becomes the tab bar
    /// controller's child again, as every tab is, so it still has its tab bar controller,
    /// its window and the device's default orientations (TB-02, TB-40).
    ///
    /// Popping a borrowed navigation controller's root off More's stack gives that
    /// navigation controller its stack back at once, so it is never left without a root
    /// (NC-02) and the root keeps a parent.
    override func didRemoveFromStack(_ removed: [ViewController]) {
        if let borrowed, removed.contains(where: { $0 === borrowed.root }) { returnBorrowedStack() }
        guard let owner else { return }
        for controller in removed where controller.parent == nil && owner.viewControllers.contains(where: { $0 === controller }) {
            owner.addChild(controller)
            controller.didMove(toParent: owner)
        }
    }

    public override func refreshBars() {
        list.reload()
        super.refreshBars()
    }

    /// A user chose `controller` in the list.
    func userChose(_ controller: ViewController) {
        guard let owner, let index = owner.viewControllers.firstIndex(where: { $0 === controller }) else { return }
        if owner.delegate?.tabBarController(owner, shouldSelect: controller) == false { return }
        owner.select(index: index)
        if topViewController !== controller { show(controller) }
        owner.delegate?.tabBarController(owner, didSelect: controller)
    }
}

/// The More screen: a table of the tabs that did not fit on the bar (TB-21).
@MainActor
final class MoreListController: TableViewController {
    weak var more: MoreNavigationController?

    init() {
        super.init(style: .plain, title: "More")
        identifier = "moreList"
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        reload()
    }

    func reload() {
        guard let owner = more?.owner else { return }
        let overflow = Array(owner.viewControllers.dropFirst(TabBarController.visibleWithMore))
        let rows = overflow.map { controller in
            TableRow(identifier: controller.identifier.map { "more.\($0)" },
                     text: more?.displayTitle(of: controller) ?? "",
                     detail: controller.tabBarItem.badgeValue, accessory: .disclosure) { [weak self] in
                self?.more?.userChose(controller)
            }
        }
        let canCustomize = !(owner.customizableViewControllers ?? []).isEmpty
        if canCustomize, navigationItem.leftBarButtonItem == nil {
            let edit = BarButtonItem(title: "Edit") { [weak self] in self?.beginCustomizing() }
            edit.identifier = "moreEdit"
            navigationItem.leftBarButtonItem = edit
        } else if !canCustomize, navigationItem.leftBarButtonItem != nil {
            navigationItem.leftBarButtonItem = nil
        }
        sections = [TableSection(rows: rows)]
    }

    /// Opens the configuration screen (TB-23).
    func beginCustomizing() {
        guard let owner = more?.owner else { return }
        owner.delegate?.tabBarController(owner, willBeginCustomizing: owner.viewControllers)
        let configure = ConfigureTabsController(tabBarController: owner)
        present(configure, animated: true)
    }
}

/// The configuration screen where the user moves tabs onto the bar (TB-23, TB-24).
///
/// Every customizable controller is listed; its Actions rotor offers "Replace <tab>" for
/// each customizable tab on the bar, which swaps the two (VoiceOver users cannot drag).
/// Done closes the screen and tells the delegate whether the order changed (TB-33).
@MainActor
public final class ConfigureTabsController: ViewController {
    weak var owner: TabBarController?
    private var changed = false

    init(tabBarController: TabBarController) {
        self.owner = tabBarController
        super.init(title: "Configure")
        identifier = "configureTabs"
        modalPresentationStyle = .fullScreen
    }

    public override func loadView() {
        let root = View(frame: Rect(origin: .zero, size: DeviceIdiom.phone.portraitScreenSize))
        root.autoresizingMask = .flexibleSize
        view = root
        rebuild()
    }

    private func rebuild() {
        guard let owner, let root = viewIfLoaded else { return }
        root.subviews.forEach { $0.removeFromSuperview() }
        let title = Label(text: "Configure", frame: Rect(x: 16, y: 8, width: 200, height: 28))
        title.accessibilityTraits = [.staticText, .header]
        root.addSubview(title)
        let done = Button(title: "Done", frame: Rect(x: root.frame.width - 76, y: 8, width: 60, height: 28)) { [weak self] _ in
            self?.finish()
        }
        done.accessibilityIdentifier = "configureDone"
        done.autoresizingMask = .flexibleLeftMargin
        root.addSubview(done)
        let customizable = owner.customizableViewControllers ?? []
        let onBar = owner.barViewControllers
        for (index, controller) in customizable.enumerated() {
            let item = Button(title: controller.tabBarItem.title ?? controller.title,
                              frame: Rect(x: 16 + Double(index % 4) * 92, y: 60 + Double(index / 4) * 80, width: 84, height: 70))
            item.accessibilityIdentifier = controller.identifier.map { "configure.\($0)" }
            item.accessibilityCustomActions = onBar.filter { target in
                target !== controller && customizable.contains { $0 === target }
            }.map { target in
                AccessibilityCustomAction(name: "Replace \(target.tabBarItem.title ?? target.title ?? "tab")") { [weak self] in
                    self?.swap(controller, target) ?? false
                }
            }
            root.addSubview(item)
        }
    }

    private func swap(_ a: ViewController, _ b: ViewController) -> Bool {
        guard let owner, let i = owner.viewControllers.firstIndex(where: { $0 === a }),
              let j = owner.viewControllers.firstIndex(where: { $0 === b }) else { return false }
        owner.reorderTabs { $0.swapAt(i, j) }
        changed = true
        rebuild()
        application?.systemDidChange(.layout(resetsFocus: false))
        return true
    }

    private func finish() {
        guard let owner else { return }
        dismiss(animated: true)
        owner.delegate?.tabBarController(owner, didEndCustomizing: owner.viewControllers, changed: changed)
    }

    public override func accessibilityPerformEscape() -> Bool {
        if let handler = accessibilityGestureHandlers.escape { return handler() }
        finish()
        return true
    }
}
