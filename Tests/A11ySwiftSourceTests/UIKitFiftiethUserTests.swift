import A11yCore
import ScenesTestSupport
import Testing

/// What a fiftieth user's apps needed (SwiftSourceReading.md, "UIKit screens built in code", "Screens"): a file whose
/// debug preview wraps its own controller for Xcode's canvas, a screen made by two functions of its flow, written
/// alike, that each give it its presenter, a presenter given its view back, a build setting that names itself, a nil
/// closure called if there, and a field edited as the screen opens.
@Suite("UIKit code: a fiftieth user's apps")
@MainActor
struct UIKitFiftiethUserTests {
    @Test("""
        with no `--scene`, a file whose first preview makes the file's own controller (`AddVaultViewController()\
        .toPreview()` in `#if DEBUG`) shows that controller, read as UIKit shows it; a preview of a SwiftUI view stays \
        the default
        """)
    func previewOfTheController() throws {
        let source = """
            import SwiftUI
            import UIKit

            class AddVaultViewController: UITableViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    title = "Add Vault"
                }

                override func numberOfSections(in tableView: UITableView) -> Int { 1 }

                override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 2 }

                override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                    let cell = UITableViewCell()
                    cell.textLabel?.text = indexPath.row == 0 ? "Create New Vault" : "Open Existing Vault"
                    return cell
                }
            }

            #if DEBUG
            struct AddVaultPreview: PreviewProvider {
                static var previews: some View {
                    AddVaultViewController().toPreview()
                }
            }
            #endif
            """
        let read = try SwiftUIReadingTests.describe(source)
        #expect(read.elements == ["Add Vault. Heading.", "Create New Vault", "Open Existing Vault"], "\(read)")
        let swiftUI = source.replacingOccurrences(of: "AddVaultViewController().toPreview()", with: "Text(\"Sample\")")
        let preview = try SwiftUIReadingTests.describe(swiftUI)
        #expect(preview.elements == ["Sample"], "\(preview)")
    }

    @Test("""
        a screen made in two places written alike (a flow's `showAsRoot` and `push`, each giving it the same \
        presenter) is configured as they configure it; two places configuring it their own ways leave it as its own \
        code makes it, with a note
        """)
    func placesWrittenAlike() throws {
        let source = """
            import UIKit

            final class AboutViewController: UIViewController {
                var presenter: AboutPresenter!

                override func viewDidLoad() {
                    super.viewDidLoad()
                    let label = UILabel(frame: CGRect(x: 16, y: 120, width: 370, height: 30))
                    label.text = presenter.heading
                    view.addSubview(label)
                }
            }

            final class AboutPresenter {
                weak var view: AboutViewController?
                var heading: String { "Version 5.2" }
            }
            """
        let flow = """
            import UIKit

            enum AboutFlow {
                static func showAsRoot(in navigationController: UINavigationController) {
                    let view = AboutViewController()
                    let presenter = AboutPresenter()
                    view.presenter = presenter
                    presenter.view = view
                    navigationController.setViewControllers([view], animated: false)
                }

                static func push(in navigationController: UINavigationController) {
                    let view = AboutViewController()
                    let presenter = AboutPresenter()
                    view.presenter = presenter
                    presenter.view = view
                    navigationController.pushViewController(view, animated: true)
                }
            }
            """
        let read = try SwiftUIReadingTests.describe(source, files: ["Sources/App/AboutFlow.swift": flow])
        #expect(read.elements == ["Version 5.2"], "\(read)")
        let differing = flow.replacingOccurrences(of: "presenter.view = view\n        navigationController.push",
                                                  with: "view.title = \"About\"\n        navigationController.push")
        let other = try SwiftUIReadingTests.describe(source, files: ["Sources/App/AboutFlow.swift": differing])
        #expect(!other.elements.contains("Version 5.2"), "\(other)")
        #expect(other.notes.contains { $0.contains("is made in several places of the project") }, "\(other.notes)")
    }

    @Test("""
        a presenter given the screen back after it is made (`presenter.view = view`) reaches it: what the presenter \
        sends its view in `viewWillAppear` is shown; a version whose target setting names itself (`MARKETING_VERSION = \
        "$(MARKETING_VERSION)"`) is the project's, as Xcode resolves it
        """)
    func presenterWiredBack() throws {
        let source = """
            import UIKit

            final class AboutViewController: UIViewController {
                var presenter: AboutPresenter!
                private let label = UILabel(frame: CGRect(x: 16, y: 120, width: 370, height: 30))

                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addSubview(label)
                }

                override func viewWillAppear(_ animated: Bool) {
                    super.viewWillAppear(animated)
                    presenter.viewWillAppear()
                }

                func show(version: String) {
                    label.text = "App version " + version
                }
            }

            final class AboutPresenter {
                weak var view: AboutViewController?

                func viewWillAppear() {
                    let version = Bundle.main.object(forInfoDictionaryKey: "CFBundleShortVersionString") as? String ?? "-"
                    view?.show(version: version)
                }
            }
            """
        let flow = """
            import UIKit

            enum AboutFlow {
                static func push(in navigationController: UINavigationController) {
                    let view = AboutViewController()
                    let presenter = AboutPresenter()
                    view.presenter = presenter
                    presenter.view = view
                    navigationController.pushViewController(view, animated: true)
                }
            }
            """
        let plist = """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict>
            <key>CFBundleShortVersionString</key><string>$(MARKETING_VERSION)</string>
            </dict></plist>
            """
        func project(_ shared: String) -> String {
            """
            // !$*UTF8*$!
            {
            \tobjects = {
            \t\tP1 /* Release */ = {
            \t\t\tisa = XCBuildConfiguration;
            \t\t\tbuildSettings = {
            \(shared)
            \t\t\t};
            \t\t\tname = Release;
            \t\t};
            \t\tA1 /* Release */ = {
            \t\t\tisa = XCBuildConfiguration;
            \t\t\tbuildSettings = {
            \t\t\t\tASSETCATALOG_COMPILER_APPICON_NAME = AppIcon;
            \t\t\t\tINFOPLIST_FILE = App/Info.plist;
            \t\t\t\tMARKETING_VERSION = "$(MARKETING_VERSION)";
            \t\t\t\tPRODUCT_NAME = App;
            \t\t\t};
            \t\t\tname = Release;
            \t\t};
            \t};
            }
            """
        }
        let files = ["Sources/App/AboutFlow.swift": flow, "App/Info.plist": plist]
        let read = try SwiftUIReadingTests.describe(source, files: files.merging(
            ["App.xcodeproj/project.pbxproj": project("\t\t\t\tMARKETING_VERSION = 5.4.4;")]) { a, _ in a })
        #expect(read.elements == ["App version 5.4.4"], "\(read)")
        // With nothing below it, the setting is not known: not its own text.
        let unknown = try SwiftUIReadingTests.describe(source, files: files.merging(
            ["App.xcodeproj/project.pbxproj": project("\t\t\t\tSWIFT_VERSION = 5.0;")]) { a, _ in a })
        #expect(!unknown.elements.contains { $0.contains("$(") }, "\(unknown)")
    }

    @Test("""
        a closure property the code never set, called if there (`header?(tableView, section)` in a project's table \
        delegate), gives nil, as Swift does: the section's title from the data source's own closure is read
        """)
    func nilClosureCalled() throws {
        let adapter = """
            import UIKit

            final class Delegatee: NSObject, UITableViewDelegate {
                typealias HeaderFooter = (UITableView, Int) -> UIView?
                var header: HeaderFooter?
                func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
                    header?(tableView, section)
                }
            }

            final class Adapter: NSObject, UITableViewDataSource {
                typealias TitleInSection = (UITableView, Int) -> String?
                var titleForHeader: TitleInSection?
                let delegatee = Delegatee()
                let rows: [[String]] = [["Write a review", "Privacy"], ["Discord"]]
                init(tableView: UITableView) {
                    super.init()
                    tableView.dataSource = self
                    tableView.delegate = delegatee
                }
                func numberOfSections(in tableView: UITableView) -> Int { rows.count }
                func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows[section].count }
                func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                    let cell = UITableViewCell()
                    cell.textLabel?.text = rows[indexPath.section][indexPath.row]
                    return cell
                }
                func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
                    titleForHeader?(tableView, section)
                }
            }
            """
        let source = """
            import UIKit

            final class AboutViewController: UIViewController {
                private let tableView = UITableView(frame: .zero, style: .insetGrouped)
                private var adapter: Adapter!
                override func viewDidLoad() {
                    super.viewDidLoad()
                    adapter = Adapter(tableView: tableView)
                    adapter.titleForHeader = { _, section in section == 0 ? "General" : "Social" }
                    tableView.frame = view.bounds
                    view.addSubview(tableView)
                }
            }
            """
        let read = try SwiftUIReadingTests.describe(source, files: ["Sources/App/Adapter.swift": adapter])
        #expect(read.elements == ["General. Heading.", "Write a review", "Privacy", "Social. Heading.", "Discord"],
                "\(read)")
        #expect(!read.notes.contains { $0.contains("header?(") }, "\(read.notes)")
    }

    @Test("""
        a field whose `becomeFirstResponder()` runs as its controller appears (`viewDidAppear`) is read as being \
        edited; one asked in `viewDidLoad`, before UIKit puts the view in a window, is not; `resignFirstResponder()` \
        takes it back; a field's flags are UIKit's first ones until set
        """)
    func fieldEditedAsTheScreenOpens() throws {
        let source = """
            import UIKit

            final class NewContactViewController: UIViewController {
                private let name = UITextField(frame: CGRect(x: 16, y: 120, width: 370, height: 44))
                private let email = UITextField(frame: CGRect(x: 16, y: 180, width: 370, height: 44))

                override func viewDidLoad() {
                    super.viewDidLoad()
                    name.placeholder = "Name"
                    email.placeholder = "Email"
                    view.addSubview(name)
                    view.addSubview(email)
                    name.becomeFirstResponder()
                }

                override func viewDidAppear(_ animated: Bool) {
                    super.viewDidAppear(animated)
                    // (UIKit's initial flags: enabled, shown, opaque.)
                    if email.isEnabled && !email.isHidden && email.alpha > 0 {
                        email.becomeFirstResponder()
                    }
                }
            }
            """
        let read = try SwiftUIReadingTests.describe(source)
        #expect(read.elements.count == 2 && !read.elements[0].contains("editing")
                    && read.elements[1].contains("Is editing"), "\(read)")
        let resigned = source.replacingOccurrences(of: "email.becomeFirstResponder()",
                                                   with: "email.becomeFirstResponder()\n            email.resignFirstResponder()")
        let back = try SwiftUIReadingTests.describe(resigned)
        #expect(!back.elements.contains { $0.contains("editing") }, "\(back)")
    }
}
