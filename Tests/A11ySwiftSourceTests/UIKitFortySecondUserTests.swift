import ScenesTestSupport
import Testing

/// The forty-second user's screens (SwiftSourceReading.md, "What the source fixes", "Tables"): a table footer
/// resized after layout and set again, as UIKit asks; the app's build number read by Core Foundation's name of its key.
@Suite("UIKit code: the forty-second user's screens")
@MainActor
struct UIKitFortySecondUserTests {
    @Test("""
        a branch only run time decides that sets a property again to the object it holds \
        (`tableView.tableFooterView = footerView` after sizing it by systemLayoutSizeFitting) leaves it as it is
        """)
    func footerSetAgainAfterSizing() throws {
        let source = """
            import UIKit

            final class AboutViewController: UIViewController, UITableViewDataSource {
                let tableView = UITableView(frame: .zero, style: .insetGrouped)
                let footer = UIView()
                let versionLabel = UILabel()

                override func viewDidLoad() {
                    super.viewDidLoad()
                    tableView.frame = view.bounds
                    tableView.dataSource = self
                    versionLabel.translatesAutoresizingMaskIntoConstraints = false
                    versionLabel.text = "Version 1.0"
                    footer.addSubview(versionLabel)
                    tableView.tableFooterView = footer
                    view.addSubview(tableView)
                    NSLayoutConstraint.activate([
                        versionLabel.topAnchor.constraint(equalTo: footer.topAnchor, constant: 8),
                        versionLabel.leadingAnchor.constraint(equalTo: footer.leadingAnchor),
                        footer.trailingAnchor.constraint(equalTo: versionLabel.trailingAnchor),
                        footer.bottomAnchor.constraint(equalTo: versionLabel.bottomAnchor, constant: 16),
                    ])
                }

                override func viewDidLayoutSubviews() {
                    super.viewDidLayoutSubviews()
                    guard let footerView = tableView.tableFooterView else { return }
                    let fitting = CGSize(width: tableView.bounds.width, height: UIView.layoutFittingCompressedSize.height)
                    let size = footerView.systemLayoutSizeFitting(fitting)
                    if footerView.frame.size.height != size.height {
                        footerView.frame.size.height = size.height
                        tableView.tableFooterView = footerView
                    }
                }

                func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1 }
                func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                    let cell = UITableViewCell()
                    cell.textLabel?.text = "Privacy Policy"
                    return cell
                }
            }
            """
        let (elements, notes) = try SwiftUIReadingTests.describe(source)
        #expect(elements == ["Privacy Policy", "Version 1.0"], "\(notes)")
    }

    @Test("Core Foundation's names of the Info.plist's keys (`kCFBundleVersionKey as String`) are the keys")
    func coreFoundationBundleKeys() throws {
        let spec = """
            name: Shelf
            targets:
              Shelf:
                type: application
                platform: iOS
                sources: [Shelf]
                settings:
                  base:
                    MARKETING_VERSION: 2024.11
                    CURRENT_PROJECT_VERSION: 7
                info:
                  path: Shelf/Info.plist
                  properties:
                    CFBundleShortVersionString: $(MARKETING_VERSION)
                    CFBundleVersion: $(CURRENT_PROJECT_VERSION)
            """
        let source = """
            import UIKit

            extension UIApplication {
                class func appVersion() -> String {
                    Bundle.main.object(forInfoDictionaryKey: "CFBundleShortVersionString") as! String
                }
                class func appBuild() -> String {
                    Bundle.main.object(forInfoDictionaryKey: kCFBundleVersionKey as String) as! String
                }
            }

            final class AboutViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let label = UILabel(frame: CGRect(x: 16, y: 100, width: 300, height: 40))
                    label.text = "Shelf v\\(UIApplication.appVersion()) (\\(UIApplication.appBuild()))"
                    view.addSubview(label)
                }
            }
            """
        let (elements, notes) = try UIKitXcodeGenTests.describe(["project.yml": spec, "Shelf/AboutViewController.swift": source],
                                                                main: "Shelf/AboutViewController.swift")
        #expect(elements == ["Shelf v2024.11 (7)"], "\(notes)")
    }
}
