import Testing

/// What a fourteenth new user's apps needed (SwiftSourceReading.md, "Screens", "What the source fixes",
/// "UIKit screens built in code").
@Suite("UIKit code: a fourteenth user's apps")
@MainActor
struct UIKitFourteenthUserTests {
    @Test("""
        a controller whose superclass another file declares under a name that says nothing (`BaseList`, a \
        UITableViewController there) is a screen of its file, listed and shown
        """)
    func superclassInAnotherFile() throws {
        let base = """
            import UIKit

            class BaseList: UITableViewController {
                var rows: [String] = []
                override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows.count }
                override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                    let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
                    cell.textLabel?.text = rows[indexPath.row]
                    return cell
                }
            }
            """
        let source = """
            import UIKit

            class GeneralScreen: BaseList {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    navigationItem.title = "General"
                    rows = ["Read on open", "Reader mode"]
                }
            }
            """
        let (elements, notes) = try SwiftUIReadingTests.describe(source, files: ["Sources/App/BaseList.swift": base])
        #expect(elements == ["General. Heading.", "Read on open", "Reader mode"])
        #expect(notes.isEmpty, "\(notes)")
    }

    @Test("`Array(0..<count)` is the range's numbers (a diffable snapshot's sections); a bar item not enabled reads dimmed")
    func arrayOfRangeAndDimmedItems() throws {
        let source = """
            import UIKit

            class GroupedList: UIViewController {
                private let content: [[String]] = [["Read on open"], ["Reader mode"]]
                private lazy var collectionView = UICollectionView(
                    frame: .zero,
                    collectionViewLayout: UICollectionViewCompositionalLayout.list(using: .init(appearance: .insetGrouped)))
                private lazy var dataSource: UICollectionViewDiffableDataSource<Int, String> = {
                    let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, title in
                        var configuration = cell.defaultContentConfiguration()
                        configuration.text = title
                        cell.contentConfiguration = configuration
                    }
                    return UICollectionViewDiffableDataSource<Int, String>(collectionView: collectionView) { view, path, item in
                        view.dequeueConfiguredReusableCell(using: registration, for: path, item: item)
                    }
                }()

                override func viewDidLoad() {
                    super.viewDidLoad()
                    navigationItem.title = "General"
                    let create = UIBarButtonItem(title: "Create", style: .done, target: nil, action: nil)
                    create.isEnabled = false
                    navigationItem.rightBarButtonItem = create
                    view.addSubview(collectionView)
                    var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
                    snapshot.appendSections(Array(0..<content.count))
                    for index in 0..<content.count {
                        snapshot.appendItems(content[index], toSection: index)
                    }
                    dataSource.apply(snapshot)
                }

                override func viewDidLayoutSubviews() {
                    super.viewDidLayoutSubviews()
                    collectionView.frame = view.bounds
                }
            }
            """
        let (elements, _) = try SwiftUIReadingTests.describe(source)
        #expect(elements == ["General. Heading.", "Create. Dimmed. Button.", "Read on open", "Reader mode"])
    }
}
