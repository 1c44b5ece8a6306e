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
