import A11yCore
import Foundation
import Testing

/// Tables and collections filled by diffable data sources (SwiftSourceReading.md, "UIKit screens
/// built in code", "Tables"): UIKit's `UITableViewDiffableDataSource` and
/// `UICollectionViewDiffableDataSource` become their view's data source when made, and the view
/// shows the snapshot last applied, each cell from the cell provider; a ninth user's apps.
@Suite("UIKit code: diffable data sources, snapshots, cell registrations")
@MainActor
struct UIKitDiffableTests {
    @Test("a table's rows are the applied snapshot's items, each cell from the provider; cases typed by the snapshot")
    func tableSnapshot() throws {
        let source = """
            import UIKit

            enum Entry: Hashable {
                case general
                case notifications
                case server(domain: String)

                var title: String {
                    switch self {
                    case .general: return "General"
                    case .notifications: return "Notifications"
                    case .server(let domain): return "Server \\(domain)"
                    }
                }
            }

            struct Section: Hashable {
                let entries: [Entry]
            }

            final class SettingsViewController: UIViewController {
                let sections: [Section]
                private let tableView = UITableView(frame: .zero, style: .insetGrouped)
                private var dataSource: UITableViewDiffableDataSource<Section, Entry>?

                init() {
                    sections = [.init(entries: [.general, .notifications]), .init(entries: [.server(domain: "example.org")])]
                    super.init(nibName: nil, bundle: nil)
                }

                required init?(coder: NSCoder) { fatalError() }

                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addSubview(tableView)
                    dataSource = UITableViewDiffableDataSource<Section, Entry>(tableView: tableView) {
                        tableView, indexPath, entry in
                        let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
                        cell.textLabel?.text = entry.title
                        cell.accessoryType = .disclosureIndicator
                        return cell
                    }
                    var snapshot = NSDiffableDataSourceSnapshot<Section, Entry>()
                    for section in sections {
                        snapshot.appendSections([section])
                        snapshot.appendItems(section.entries)
                    }
                    dataSource?.apply(snapshot, animatingDifferences: false)
                }
            }
            """
        let app = try UIKitReadingTests.app(source)
        // UIKit sets the table's `dataSource` in the data source's initializer; `.general` is `Entry.general`.
        #expect(UIKitReadingTests.said(app) == ["General. Button.", "Notifications. Button.", "Server example.org. Button."])
    }

    @Test("type aliases, a subclass's section titles, items inserted and deleted, `snapshot()` a copy until applied")
    func aliasesAndChanges() throws {
        let source = """
            import UIKit

            enum Section: Int { case main, more }

            final class TitledDataSource: UITableViewDiffableDataSource<Section, String> {
                override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
                    section == 0 ? "Main" : "More"
                }
            }

            final class ListViewController: UITableViewController {
                typealias Snapshot = NSDiffableDataSourceSnapshot<Section, String>
                private lazy var source = TitledDataSource(tableView: tableView) { tableView, indexPath, text in
                    let cell = UITableViewCell()
                    cell.textLabel?.text = text
                    return cell
                }

                override func viewDidLoad() {
                    super.viewDidLoad()
                    var snapshot = Snapshot()
                    snapshot.appendSections([.main, .more])
                    snapshot.appendItems(["One", "Three"], toSection: .main)
                    snapshot.insertItems(["Two"], afterItem: "One")
                    snapshot.appendItems(["Gone", "Four"])
                    snapshot.deleteItems(["Gone"])
                    source.apply(snapshot)
                    var unapplied = source.snapshot()
                    unapplied.deleteAllItems()
                }
            }
            """
        let app = try UIKitReadingTests.app(source)
        #expect(UIKitReadingTests.said(app) == ["Main. Heading.", "One", "Two", "Three", "More. Heading.", "Four"])
    }

    @Test("a collection's cells from a cell registration and list content configurations; a section snapshot's outline")
    func collectionRegistration() throws {
        let source = """
            import UIKit

            final class BrowserViewController: UIViewController {
                private var collectionView: UICollectionView!
                private var dataSource: UICollectionViewDiffableDataSource<Int, String>!

                override func viewDidLoad() {
                    super.viewDidLoad()
                    let layout = UICollectionViewCompositionalLayout.list(using: .init(appearance: .insetGrouped))
                    collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
                    view.addSubview(collectionView)
                    let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> {
                        cell, indexPath, name in
                        var content = cell.defaultContentConfiguration()
                        content.text = name
                        cell.contentConfiguration = content
                    }
                    dataSource = UICollectionViewDiffableDataSource<Int, String>(collectionView: collectionView) {
                        collectionView, indexPath, name in
                        collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: name)
                    }
                    var outline = NSDiffableDataSourceSectionSnapshot<String>()
                    outline.append(["Fruit", "Vegetables"])
                    outline.append(["Apple", "Pear"], to: "Fruit")
                    outline.append(["Leek"], to: "Vegetables")
                    outline.expand(["Fruit"])
                    dataSource.apply(outline, to: 0, animatingDifferences: false)
                }
            }
            """
        let app = try UIKitReadingTests.app(source)
        // An outline shows an expanded item's children under it; a collapsed one's stay hidden.
        #expect(UIKitReadingTests.said(app) == ["Fruit", "Apple", "Pear", "Vegetables"])
    }

    @Test("a snapshot only run time gives: a note where it is applied, no rows")
    func runTimeSnapshot() throws {
        let source = """
            import UIKit

            final class FeedViewController: UIViewController {
                let tableView = UITableView()
                var viewModel: FeedViewModel!
                lazy var dataSource = UITableViewDiffableDataSource<Int, String>(tableView: tableView) { _, _, text in
                    let cell = UITableViewCell()
                    cell.textLabel?.text = text
                    return cell
                }

                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addSubview(tableView)
                    dataSource.apply(viewModel.snapshot)
                }
            }
            """
        let (elements, notes) = try SwiftUIReadingTests.describe(source)
        #expect(elements.isEmpty)
        // Said once, where the snapshot is applied.
        #expect(notes.count == 1)
        #expect(notes.first?.hasPrefix("15:26: the snapshot this data source shows is viewModel.snapshot") == true)
        // One applied only where run time calls (a subscription's closure): the table says so.
        let later = source.replacingOccurrences(
            of: "dataSource.apply(viewModel.snapshot)",
            with: "_ = dataSource; viewModel.onChange = { [weak self] in self?.dataSource.apply($0) }")
        let (none, said) = try SwiftUIReadingTests.describe(later)
        #expect(none.isEmpty)
        #expect(said == ["4:21: no snapshot the source applies to this table's diffable data source: its rows are not read"])
    }

    @Test("struct sections and items are found by their values (synthesized ==); a subclass's trailing-closure provider")
    func structItems() throws {
        let source = """
            import UIKit

            struct Section: Hashable { let title: String }
            struct Row: Hashable { let title: String }

            final class RowsDataSource: UITableViewDiffableDataSource<Section, Row> {
                init(tableView: UITableView) {
                    super.init(tableView: tableView) { _, _, row in
                        let cell = UITableViewCell()
                        cell.textLabel?.text = row.title
                        return cell
                    }
                }
            }

            final class AccountViewController: UIViewController {
                let tableView = UITableView()
                lazy var source = RowsDataSource(tableView: tableView)

                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addSubview(tableView)
                    let account = Section(title: "Account")
                    var snapshot = NSDiffableDataSourceSnapshot<Section, Row>()
                    snapshot.appendSections([account, Section(title: "About")])
                    snapshot.appendItems([Row(title: "Profile"), Row(title: "Hidden")], toSection: Section(title: "Account"))
                    snapshot.appendItems([Row(title: "Version")], toSection: Section(title: "About"))
                    snapshot.deleteItems([Row(title: "Hidden")])
                    source.apply(snapshot)
                }
            }
            """
        #expect(try SwiftUIReadingTests.describe(source).elements == ["Profile", "Version"])
    }
}
