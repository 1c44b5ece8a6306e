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
            edit.titleIsUIKits = true
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
