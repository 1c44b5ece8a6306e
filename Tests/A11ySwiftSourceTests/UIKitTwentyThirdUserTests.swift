import Testing

/// What a twenty-third user's apps needed (SwiftSourceReading.md, "What is followed"): a data source of the
/// project's (an `NSObject`, not a view) whose rows are a `lazy var` made through `self`.
@Suite("UIKit code: a twenty-third user's apps")
@MainActor
struct UIKitTwentyThirdUserTests {
    @Test("a lazy var of a project's object is made when first used, with self: a data source's rows through self.items()")
    func lazyThroughSelf() throws {
        let source = """
            import UIKit

            final class MenuDataSource: NSObject, UITableViewDataSource {
                lazy var items: [String] = self.menuItems()

                private func menuItems() -> [String] {
                    ["Invite", "Store", "Help"]
                }

                func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
                    items.count
                }

                func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                    let cell = UITableViewCell()
                    cell.textLabel?.text = items[indexPath.row]
                    return cell
                }
            }

            final class MenuViewController: UIViewController {
                let tableView = UITableView()
                let dataSource = MenuDataSource()

                override func viewDidLoad() {
                    super.viewDidLoad()
                    tableView.frame = view.bounds
                    tableView.dataSource = dataSource
                    view.addSubview(tableView)
                }
            }
            """
        let (elements, notes) = try SwiftUIReadingTests.describe(source, scene: "MenuViewController")
        #expect(elements == ["Invite", "Store", "Help"], "\(notes)")
    }
}
