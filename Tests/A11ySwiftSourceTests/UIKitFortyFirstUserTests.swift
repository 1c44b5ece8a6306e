import A11yCore
import A11yScenes
import ScenesTestSupport
import Testing

/// The forty-first user's screens (SwiftSourceReading.md, "What is followed", "Texts"): an app keeping its Mac
/// and phone code side by side, with types of the same name in each; cells registered and dequeued by their
/// type's name interpolated in a text.
@Suite("UIKit code: the forty-first user's screens")
@MainActor
struct UIKitFortyFirstUserTests {
    @Test("""
        of two types of one name in the project, the phone's is the one the phone's code makes: a file importing \
        Cocoa, AppKit or WatchKit (and not UIKit) is a Mac or watch app's (Xcode builds each in its own target)
        """)
    func phoneTypeOverMacType() throws {
        let mac = """
            import Cocoa

            class BannerView: NSView {
                let label = NSTextField(labelWithString: "Mac banner")
            }
            """
        let phone = """
            import UIKit

            class BannerView: UIView {
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    let label = UILabel(frame: CGRect(x: 0, y: 0, width: 300, height: 40))
                    label.text = "Phone banner"
                    addSubview(label)
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            """
        let source = """
            import UIKit

            final class HomeViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let banner = BannerView(frame: CGRect(x: 16, y: 100, width: 300, height: 40))
                    view.addSubview(banner)
                }
            }
            """
        let (elements, notes) = try SwiftUIReadingTests.describe(source, files: [
            "Sources/App/Mac/BannerView.swift": mac, "Sources/App/Phone/BannerView.swift": phone,
        ])
        #expect(elements == ["Phone banner"], "\(notes)")
    }
    @Test("""
        a type interpolated in a text is its name, as String(describing:) gives it: cells registered and dequeued \
        by "\\(Cell.self)" without a cast are of the class registered under that identifier; "\\(type(of: self))" too
        """)
    func typeNamesAsIdentifiers() throws {
        let source = """
            import UIKit

            final class SoundCell: UITableViewCell {
                override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                    super.init(style: style, reuseIdentifier: reuseIdentifier)
                    textLabel?.text = "Chime (\\(type(of: self)))"
                }
                required init?(coder: NSCoder) { fatalError() }
            }

            final class AddSoundCell: UITableViewCell {
                let button = UIButton(type: .system)
                override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                    super.init(style: style, reuseIdentifier: reuseIdentifier)
                    button.setTitle("Upload Sound", for: .normal)
                    button.frame = CGRect(x: 16, y: 4, width: 200, height: 36)
                    contentView.addSubview(button)
                }
                required init?(coder: NSCoder) { fatalError() }
            }

            final class SoundsViewController: UIViewController, UITableViewDataSource {
                let tableView: UITableView = {
                    let tableView = UITableView(frame: .zero, style: .insetGrouped)
                    tableView.register(SoundCell.self, forCellReuseIdentifier: "\\(SoundCell.self)")
                    tableView.register(AddSoundCell.self, forCellReuseIdentifier: "\\(AddSoundCell.self)")
                    return tableView
                }()

                override func viewDidLoad() {
                    super.viewDidLoad()
                    tableView.frame = view.bounds
                    tableView.dataSource = self
                    view.addSubview(tableView)
                }

                func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 2 }

                func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                    let identifier = indexPath.row == 0 ? "\\(SoundCell.self)" : "\\(AddSoundCell.self)"
                    guard let cell = tableView.dequeueReusableCell(withIdentifier: identifier) else { return UITableViewCell() }
                    return cell
                }
            }
            """
        let (elements, notes) = try SwiftUIReadingTests.describe(source)
        #expect(elements == ["Chime (SoundCell)", "Upload Sound. Button."], "\(notes)")
    }
    @Test("""
        an RxDataSources data source's subscripts in its own closures: dataSource[section] the section model \
        bound to the table, dataSource[indexPath] its item (titleForHeaderInSection, titleForFooterInSection)
        """)
    func reactiveDataSourceSubscripts() throws {
        let source = """
            import RxCocoa
            import RxDataSources
            import RxSwift
            import UIKit

            enum SoundItem { case sound(String), addSound }

            final class SoundsViewController: UIViewController {
                typealias Source = RxTableViewSectionedReloadDataSource<SectionModel<String, SoundItem>>
                let disposeBag = DisposeBag()
                let tableView = UITableView(frame: .zero, style: .insetGrouped)

                override func viewDidLoad() {
                    super.viewDidLoad()
                    tableView.frame = view.bounds
                    view.addSubview(tableView)
                    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
                    let dataSource = Source { source, tableView, indexPath, _ in
                        let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
                        if case .sound(let name) = source[indexPath] {
                            cell.textLabel?.text = name
                        } else {
                            cell.textLabel?.text = "Upload Sound"
                        }
                        return cell
                    } titleForHeaderInSection: { dataSource, section in
                        dataSource[section].model
                    } titleForFooterInSection: { dataSource, section in
                        "\\(dataSource.sectionModels[section].items.count) sounds"
                    }
                    Observable.just([
                        SectionModel(model: "Custom Sounds", items: [SoundItem.addSound]),
                        SectionModel(model: "Default Sounds", items: [SoundItem.sound("Chime"), SoundItem.sound("Bell")]),
                    ])
                    .bind(to: tableView.rx.items(dataSource: dataSource))
                    .disposed(by: disposeBag)
                }
            }
            """
        let (elements, notes) = try SwiftUIReadingTests.describe(source)
        #expect(elements == ["Custom Sounds. Heading.", "Upload Sound", "1 sounds", "Default Sounds. Heading.", "Chime", "Bell",
                             "2 sounds"], "\(notes)")
    }
    @Test("""
        a delegate asking the table's data source as UIKit does, `tableView.dataSource?.tableView?(tableView, \
        titleForHeaderInSection: section)`: a table view controller is its table's data source, one set is kept, \
        and an optional requirement the class does not implement gives nil
        """)
    func dataSourceAskedThroughTheTable() throws {
        let source = """
            import UIKit

            final class SettingsViewController: UITableViewController {
                private let sections = ["General", "About"]

                override func numberOfSections(in tableView: UITableView) -> Int { sections.count }
                override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1 }
                override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
                    sections[section]
                }
                override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                    let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
                    cell.textLabel?.text = "Row \\(indexPath.section)"
                    return cell
                }
                override func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
                    let label = UILabel()
                    let title = tableView.dataSource?.tableView?(tableView, titleForHeaderInSection: section)?.uppercased()
                    let footer = tableView.dataSource?.tableView?(tableView, titleForFooterInSection: section) ?? "none"
                    label.text = (title ?? "") + ", footer: " + footer
                    return label
                }
            }
            """
        let (elements, notes) = try SwiftUIReadingTests.describe(source)
        #expect(elements == ["GENERAL, footer: none", "Row 0", "ABOUT, footer: none", "Row 1"], "\(notes)")
    }
    @Test("""
        an RxDataSources data source asked for a section's title through the table \
        (`tableView.dataSource?.tableView?(tableView, titleForHeaderInSection:)` in the delegate's header view): \
        its titleForHeaderInSection closure answers
        """)
    func reactiveDataSourceAskedThroughTheTable() throws {
        let source = """
            import RxCocoa
            import RxDataSources
            import RxSwift
            import UIKit

            final class SoundsViewController: UIViewController, UITableViewDelegate {
                typealias Source = RxTableViewSectionedReloadDataSource<SectionModel<String, String>>
                let disposeBag = DisposeBag()
                let tableView = UITableView(frame: .zero, style: .insetGrouped)

                override func viewDidLoad() {
                    super.viewDidLoad()
                    tableView.frame = view.bounds
                    view.addSubview(tableView)
                    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
                    tableView.rx.setDelegate(self).disposed(by: disposeBag)
                    let dataSource = Source { _, tableView, indexPath, name in
                        let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
                        cell.textLabel?.text = name
                        return cell
                    } titleForHeaderInSection: { dataSource, section in
                        dataSource[section].model
                    }
                    Observable.just([SectionModel(model: "Default Sounds", items: ["Chime"])])
                        .bind(to: tableView.rx.items(dataSource: dataSource))
                        .disposed(by: disposeBag)
                }

                func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
                    let label = UILabel()
                    label.text = tableView.dataSource?.tableView?(tableView, titleForHeaderInSection: section) ?? ""
                    return label
                }
            }
            """
        let (elements, notes) = try SwiftUIReadingTests.describe(source)
        #expect(elements == ["Default Sounds", "Chime"], "\(notes)")
    }
    @Test("""
        with no --scene, the type a file is named after (PrivacyViewController.swift) is its screen, over a private \
        SwiftUI view it hosts beside it (which a file named otherwise shows, SwiftUI views coming first)
        """)
    func fileNamedAfterItsScreen() throws {
        let source = """
            import SwiftUI
            import UIKit

            final class PrivacyViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    title = "Your Privacy"
                    let hosting = UIHostingController(rootView: HeaderTextView(text: "Read the policy"))
                    addChild(hosting)
                    view.addSubview(hosting.view)
                    hosting.view.frame = view.bounds
                }
            }

            private struct HeaderTextView: View {
                let text: String
                var body: some View { Text(text) }
            }
            """
        let main = "Sources/App/PrivacyViewController.swift"
        let named = try SwiftUIReadingTests.project([main: source], main: main)
        let input = try InputDocument.open(path: named).load(screen: nil, language: nil)
        let app = SceneApp(spec: input.spec)
        app.window.makeKeyAndVisible()
        let elements = ScreenDescription.describe(window: app.window, speakHints: false).map(\.description)
        #expect(elements == ["Your Privacy. Heading.", "Read the policy"], "\(input.diagnostics)")
        #expect(try SwiftUIReadingTests.describe(source).elements.isEmpty)
    }
}
