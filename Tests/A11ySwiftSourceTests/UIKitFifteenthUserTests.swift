import A11yCore
import Testing

/// What the fifteenth user's apps needed (SwiftSourceReading.md, "What the source fixes",
/// "Screens"; TV-10): a branch only run time chooses that only adds to a name keeps what every
/// run has; a table view controller's own `loadView`; a switch row's detail; the device's
/// biometric sensor; a label whose text run time gives but whose accessibility label the code fixes.
@Suite("UIKit code: what the fifteenth user's apps needed")
@MainActor
struct UIKitFifteenthUserTests {
    @Test("""
        rows appended (or added with +=) only when a run-time condition holds are left out and the rows every run \
        has are read, with a note at the branch; a text a run-time branch appends to reads its words and a mark; \
        a name the branch sets outright stays unknown
        """)
    func branchesThatOnlyAdd() throws {
        let source = """
            import UIKit

            final class AboutViewController: UITableViewController {
                private var rows: [String] = ["Version", "Licences"]
                private var footer = "Delta Chat"
                private var state = "Ready"

                override func viewDidLoad() {
                    super.viewDidLoad()
                    if ProcessInfo.processInfo.isiOSAppOnMac {
                        rows.append("Mac Helper")
                        rows += ["Menu Bar"]
                    }
                    if let version = Bundle.main.object(forInfoDictionaryKey: "CFBundleShortVersionString") as? String {
                        footer += " v" + version
                    }
                    if ProcessInfo.processInfo.isLowPowerModeEnabled {
                        state = "Saving power"
                    }
                    rows.append("Privacy")
                    let label = UILabel(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
                    label.text = footer
                    tableView.tableFooterView = label
                    title = state
                }

                override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows.count }

                override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                    let cell = UITableViewCell()
                    var content = cell.defaultContentConfiguration()
                    content.text = rows[indexPath.row]
                    cell.contentConfiguration = content
                    return cell
                }
            }
            """
        let (elements, notes) = try SwiftUIReadingTests.describe(source)
        #expect(elements == ["Version", "Licences", "Privacy", "Delta Chat…"], "\(elements)")
        #expect(notes.contains { $0.hasPrefix("10:9: what rows gains here depends on ") && $0.hasSuffix(
            ": read with the 2 items every run has") }, "\(notes)")
        #expect(!notes.contains { $0.contains("what footer gains") }, "\(notes)")
    }

    @Test("""
        a table view controller's own loadView runs (its super.loadView() makes the table UIKit's makes): the \
        cells, titles and headers it sets are read; a row whose accessory view is a switch reads its detail after \
        its text, the switch's state as its value
        """)
    func tableControllerLoadView() throws {
        let source = """
            import UIKit

            class SettingsGeneral: UITableViewController {
                let hideButton = UITableViewCell(style: .subtitle, reuseIdentifier: "hide")
                let hideSwitch = UISwitch()
                var headers = [String]()

                func createCell(_ cell: UITableViewCell, _ toggle: UISwitch? = nil, isOn: Bool, text: String) {
                    cell.textLabel?.text = text
                    if let toggle {
                        toggle.isOn = isOn
                        cell.accessoryView = toggle
                    }
                }

                override func loadView() {
                    super.loadView()
                    headers = ["Subreddits"]
                    title = "General"
                    createCell(hideButton, hideSwitch, isOn: true, text: "Quick action button")
                    hideButton.detailTextLabel?.text = "Long press the button to change the action"
                    tableView.tableFooterView = UIView()
                }

                override func numberOfSections(in tableView: UITableView) -> Int { 1 }
                override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1 }
                override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                    hideButton
                }
                override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
                    headers[section]
                }
            }
            """
        let (elements, notes) = try SwiftUIReadingTests.describe(source)
        #expect(elements == [
            "General. Heading.", "Subreddits. Heading.",
            "Quick action button, Long press the button to change the action. Switch Button. On.",
        ], "\(elements)")
        #expect(notes.isEmpty, "\(notes)")
    }

    @Test("""
        LAContext's biometryType is the reading device's sensor once canEvaluatePolicy was asked (.none before), \
        with a note saying which device; whether biometrics are set up stays run time's; a label whose text run \
        time gives is read by the accessibility label the code sets
        """)
    func biometryAndRunTimeLabels() throws {
        let source = """
            import UIKit
            import LocalAuthentication

            enum Biometrics { case none, touch, face }

            final class LockViewController: UIViewController {
                var account: Account!

                static func biometrics() -> Biometrics {
                    let context = LAContext()
                    _ = context.canEvaluatePolicy(.deviceOwnerAuthenticationWithBiometrics, error: nil)
                    switch context.biometryType {
                    case .touchID: return .touch
                    case .faceID: return .face
                    default: return .none
                    }
                }

                override func viewDidLoad() {
                    super.viewDidLoad()
                    let before = LAContext()
                    let unlock = UILabel(frame: CGRect(x: 20, y: 100, width: 300, height: 40))
                    unlock.text = Self.biometrics() == .touch ? "Unlock with Touch ID" : "Unlock with Face ID"
                    let asked = UILabel(frame: CGRect(x: 20, y: 150, width: 300, height: 40))
                    asked.text = before.biometryType == .none ? "Not asked yet" : "Asked"
                    let enrolled = UILabel(frame: CGRect(x: 20, y: 200, width: 300, height: 40))
                    if before.canEvaluatePolicy(.deviceOwnerAuthenticationWithBiometrics, error: nil) {
                        enrolled.text = "Ready"
                    }
                    let name = UILabel(frame: CGRect(x: 20, y: 250, width: 300, height: 40))
                    name.text = account.name
                    name.accessibilityLabel = "Account name"
                    [unlock, asked, enrolled, name].forEach { view.addSubview($0) }
                }
            }
            """
        let (elements, notes) = try SwiftUIReadingTests.describe(source)
        #expect(elements == ["Unlock with Face ID", "Not asked yet", "Account name"], "\(elements)")
        #expect(notes.contains("11:13: the device's biometric sensor is read as the iPhone 16 Pro's: Face ID"), "\(notes)")
        #expect(notes.contains { $0.hasPrefix("28:13: the label's text depends on whether biometrics are set up") },
                "\(notes)")
    }

    @Test("every device knows its biometric sensor: Face ID without a Home button, Touch ID with one, none on the 4s")
    func devicesBiometry() {
        #expect(Device.named("iphone-16-pro")?.biometry == .faceID)
        #expect(Device.named("iphone-se")?.biometry == .touchID)
        #expect(Device.named("iphone-8-plus")?.biometry == .touchID)
        #expect(Device.named("iphone-4s")?.biometry == Device.Biometry.none)
        #expect(Device.named("ipad-air-11")?.biometry == .touchID)
        #expect(Device.named("ipad-pro-11")?.biometry == .faceID)
    }

    @Test("a constraint whose constant only run time gives is laid out with 0, said at the constraint")
    func runTimeConstant() throws {
        let source = """
            import UIKit

            final class SyncViewController: UIViewController {
                private let header = UILabel()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    header.text = "Fastsync"
                    header.translatesAutoresizingMaskIntoConstraints = false
                    view.addSubview(header)
                    let margin: CGFloat = UIApplication.shared.keyWindow?.bounds.width == 375 ? 8 : 70
                    NSLayoutConstraint.activate([
                        header.centerXAnchor.constraint(equalTo: view.centerXAnchor),
                        header.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: margin),
                    ])
                }
            }
            """
        let (elements, notes) = try SwiftUIReadingTests.describe(source)
        #expect(elements == ["Fastsync"])
        #expect(notes.contains {
            $0.hasPrefix("13:13: this constraint's constant depends on ") && $0.hasSuffix(": laid out with 0")
        }, "\(notes)")
    }

    @Test("""
        a branch run time chooses that removes from an array as well as appending to it leaves the array to run time; \
        a table view controller whose loadView makes its own table reads that table's rows
        """)
    func removalsAndOwnTable() throws {
        let source = """
            import UIKit

            final class ListViewController: UITableViewController {
                private var rows = ["Inbox", "Sent"]

                override func loadView() {
                    tableView = UITableView(frame: .zero, style: .insetGrouped)
                }

                override func viewDidLoad() {
                    super.viewDidLoad()
                    title = "Mail"
                    if ProcessInfo.processInfo.isLowPowerModeEnabled {
                        rows.append("Drafts")
                        rows.removeAll { $0 == "Sent" }
                    }
                }

                override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 2 }

                override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                    let cell = UITableViewCell()
                    cell.textLabel?.text = indexPath.row == 0 ? "Compose" : "Settings"
                    return cell
                }
            }
            """
        let (elements, notes) = try SwiftUIReadingTests.describe(source)
        #expect(elements == ["Mail. Heading.", "Compose", "Settings"], "\(elements)")
        #expect(!notes.contains { $0.contains("what rows gains here") }, "\(notes)")
    }
}
