import A11yCore
import Testing

/// What the seventeenth user's apps needed (SwiftSourceReading.md, "What the source fixes",
/// "What is followed"; UIKitRules.md TV-10): permissions and the keychain of an app as freshly
/// installed, a row's disabled switch, tasks, the project's top-level constants, classes named with
/// an underscore, closures kept in locals, the app's Info.plist, cases typed by an array's element
/// type, and an insertion under a condition run time decides.
@Suite("UIKit code: what the seventeenth user's apps needed")
@MainActor
struct UIKitSeventeenthUserTests {
    @Test("""
        a fresh install has asked no permission: the notification settings' completion handler runs with \
        .notDetermined, as do the class methods asking a permission's status, with a note; a request's answer is \
        the user's and its handler is not run
        """)
    func permissionsNotDetermined() throws {
        let source = """
            import UIKit
            import UserNotifications
            import AVFoundation
            import CoreLocation

            final class NotificationsViewController: UIViewController {
                private let stack = UIStackView()
                private let location = CLLocationManager()

                override func viewDidLoad() {
                    super.viewDidLoad()
                    title = "Notifications"
                    stack.axis = .vertical
                    stack.frame = CGRect(x: 0, y: 100, width: 390, height: 400)
                    view.addSubview(stack)
                    UNUserNotificationCenter.current().getNotificationSettings { [weak self] settings in
                        DispatchQueue.main.async {
                            self?.show(settings.authorizationStatus)
                        }
                    }
                    UNUserNotificationCenter.current().requestAuthorization(options: [.alert]) { granted, _ in
                        self.addLabel(granted ? "Granted" : "Refused")
                    }
                    if AVCaptureDevice.authorizationStatus(for: .video) == .notDetermined {
                        addLabel("Allow the camera")
                    }
                    if location.authorizationStatus == .notDetermined {
                        addLabel("Share your location")
                    }
                }

                private func show(_ status: UNAuthorizationStatus) {
                    switch status {
                    case .notDetermined: addLabel("Turn on Notifications")
                    case .denied: addLabel("Turn on Notifications in Settings")
                    default: break
                    }
                    addLabel("Enable Alerts")
                }

                private func addLabel(_ text: String) {
                    let label = UILabel()
                    label.text = text
                    stack.addArrangedSubview(label)
                }
            }
            """
        let (elements, notes) = try SwiftUIReadingTests.describe(source)
        #expect(elements == ["Notifications. Heading.", "Turn on Notifications", "Enable Alerts", "Allow the camera",
                             "Share your location"], "\(elements)")
        #expect(notes.contains("16:9: the app's permission for notifications is read as on a fresh install, not asked yet: "
                               + ".notDetermined"), "\(notes)")
        #expect(notes.contains { $0.hasPrefix("24:12: the app's permission for the camera or microphone") }, "\(notes)")
        #expect(notes.contains { $0.hasPrefix("27:12: the app's permission for the location") }, "\(notes)")
    }

    @Test("a row whose switch accessory is disabled reads dimmed, and a tap does not toggle it (TV-10)")
    func disabledSwitchRow() throws {
        let source = """
            import UIKit

            final class AlertsViewController: UITableViewController {
                override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 2 }
                override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                    let cell = UITableViewCell()
                    let toggle = UISwitch()
                    toggle.isEnabled = indexPath.row == 1
                    cell.accessoryView = toggle
                    cell.textLabel?.text = indexPath.row == 0 ? "Enable Alerts" : "Enable Sounds"
                    return cell
                }
            }
            """
        let (elements, _) = try SwiftUIReadingTests.describe(source)
        #expect(elements == ["Enable Alerts. Dimmed. Switch Button. Off.", "Enable Sounds. Switch Button. Off."],
                "\(elements)")
        var row = TableRow(text: "Enable Alerts", accessory: .toggle(isOn: false))
        row.additionalAccessibilityTraits = .notEnabled
        let table = TableView(style: .plain, sections: [TableSection(rows: [row])],
                              frame: Rect(x: 0, y: 0, width: 390, height: 600))
        table.reloadData()
        let cell = try #require(table.cells[IndexPath(row: 0, section: 0)])
        #expect(!cell.performDefaultAction() && !cell.isOn)
    }

    @Test("""
        a Task made where the screen is set up runs before the screen is drawn, awaiting the app's own async \
        functions and MainActor.run, up to the first await only the running app answers (a sleep, work on another \
        queue), with a note there
        """)
    func tasks() throws {
        let source = """
            import UIKit

            final class LoadingViewController: UIViewController {
                private let status = UILabel(frame: CGRect(x: 20, y: 100, width: 300, height: 40))
                private let detail = UILabel(frame: CGRect(x: 20, y: 150, width: 300, height: 40))
                private let later = UILabel(frame: CGRect(x: 20, y: 200, width: 300, height: 40))
                private let fetched: UILabel = {
                    let label = UILabel(frame: CGRect(x: 20, y: 250, width: 300, height: 40))
                    label.text = "Loading…"
                    return label
                }()

                override func viewDidLoad() {
                    super.viewDidLoad()
                    [status, detail, later, fetched].forEach { view.addSubview($0) }
                    Task { @MainActor [weak self] in
                        await self?.load()
                    }
                    Task.detached {
                        let text = await Self.summary()
                        await MainActor.run { self.detail.text = text }
                    }
                    Task {
                        try await Task.sleep(nanoseconds: 2_000_000_000)
                        later.text = "Still loading"
                    }
                    Task {
                        let data = await Self.download()
                        if data.isEmpty { later.text = "Nothing downloaded" }
                    }
                    Task { fetched.text = await Self.download().isEmpty ? "Empty" : "Full" }
                    Task {
                        for await _ in NotificationCenter.default.notifications(named: .changed) { later.text = "Changed" }
                        later.text = "Stopped"
                    }
                }

                private func load() async { status.text = "Ready" }
                private static func summary() async -> String { "Nothing new" }
                private static func download() async -> [UInt8] {
                    await withCheckedContinuation { continuation in
                        DispatchQueue.global().async { continuation.resume(returning: Loader.bytes()) }
                    }
                }
            }
            """
        let (elements, notes) = try SwiftUIReadingTests.describe(source)
        #expect(elements == ["Ready", "Nothing new", "Loading…"], "\(elements)")
        #expect(notes == ["24:23: this task waits for the result of Task.sleep(…): what it does after is not shown",
                          "41:15: this task waits for the result of withCheckedContinuation(…): what it does after is not shown",
                          "33:13: this task waits for NotificationCenter.default.notifications(named: .changed)'s elements: "
                            + "what it does after is not shown"],
                "\(notes)")
    }

    @Test("""
        the project's top-level constants are read where they are used, made once (a suite's defaults as a fresh \
        install answers it); a class whose name starts with an underscore is a class; a closure kept in a local \
        runs where it is called
        """)
    func globalsUnderscoresAndLocalClosures() throws {
        let shared = """
            import Foundation

            let greeting = NSLocalizedString("Welcome back", comment: "")
            let defaults = UserDefaults(suiteName: "group.example.app")!
            var counter: Int { 3 }
            final class Box { var count = 0 }
            let shared = Box()
            """
        let source = """
            import UIKit

            class _RowCell: UITableViewCell {
                let label = UILabel()
            }

            func RowCell(title: String) -> _RowCell {
                let cell = _RowCell()
                cell.label.text = title
                cell.contentView.addSubview(cell.label)
                return cell
            }

            final class HomeViewController: UITableViewController {
                var rows: [UITableViewCell] = []
                override func viewDidLoad() {
                    super.viewDidLoad()
                    rows.append(RowCell(title: greeting))
                    let status = RowCell(title: "")
                    let update = { (cell: _RowCell) in
                        cell.label.text = defaults.bool(forKey: "weekly") ? "Weekly: On" : "Weekly: Off"
                    }
                    update(status)
                    rows.append(status)
                    rows.append(RowCell(title: "\\(counter) items"))
                    shared.count += 1
                    shared.count += 1
                    rows.append(RowCell(title: "\\(shared.count) taps"))
                }
                override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows.count }
                override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                    rows[indexPath.row]
                }
            }
            """
        let (elements, notes) = try SwiftUIReadingTests.describe(source, files: ["Sources/App/Shared.swift": shared])
        #expect(elements == ["Welcome back", "Weekly: Off", "3 items", "2 taps"], "\(elements)")
        #expect(notes.contains { $0.hasPrefix("21:31: defaults.bool(forKey: \"weekly\") is read as on a fresh install") },
                "\(notes)")
    }

    @Test("""
        the app's Info.plist gives the version and build the code reads (its $(NAME) values the target's Release \
        settings, a generated one's keys from the settings), and whether the app may change its icon; a keychain \
        search finds nothing on a fresh install; `self` in a static member is its type
        """)
    func infoPlistKeychainAndStaticSelf() throws {
        let settings = """
            // !$*UTF8*$!
            {
            \tobjects = {
            \t\tA1 /* Release */ = {
            \t\t\tisa = XCBuildConfiguration;
            \t\t\tbuildSettings = {
            \t\t\t\tSWIFT_VERSION = 5.0;
            \t\t\t};
            \t\t\tname = Release;
            \t\t};
            \t\tA2 /* Release */ = {
            \t\t\tisa = XCBuildConfiguration;
            \t\t\tbuildSettings = {
            \t\t\t\tCURRENT_PROJECT_VERSION = 518;
            \t\t\t\tGENERATE_INFOPLIST_FILE = YES;
            \t\t\t\tINFOPLIST_FILE = Sources/App/Info.plist;
            \t\t\t\tINFOPLIST_KEY_CFBundleDisplayName = "Mammal";
            \t\t\t\tMARKETING_VERSION = 2.18;
            \t\t\t\tPRODUCT_NAME = "$(TARGET_NAME)";
            \t\t\t};
            \t\t\tname = Release;
            \t\t};
            \t\tA3 /* Debug */ = {
            \t\t\tisa = XCBuildConfiguration;
            \t\t\tbuildSettings = {
            \t\t\t\tINFOPLIST_FILE = Sources/App/Info.plist;
            \t\t\t\tMARKETING_VERSION = 0.1;
            \t\t\t};
            \t\t\tname = Debug;
            \t\t};
            \t\tT2 /* Widget */ = {
            \t\t\tisa = PBXNativeTarget;
            \t\t\tbuildConfigurationList = L2 /* Build configuration list for PBXNativeTarget "Widget" */;
            \t\t\tname = Widget;
            \t\t};
            \t\tL1 /* Build configuration list for PBXNativeTarget "App" */ = {
            \t\t\tisa = XCConfigurationList;
            \t\t\tbuildConfigurations = (
            \t\t\t\tA3 /* Debug */,
            \t\t\t\tA2 /* Release */,
            \t\t\t);
            \t\t};
            \t\tL2 /* Build configuration list for PBXNativeTarget "Widget" */ = {
            \t\t\tisa = XCConfigurationList;
            \t\t\tbuildConfigurations = (
            \t\t\t);
            \t\t};
            \t};
            }
            """
        let plist = """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0">
            <dict>
                <key>CFBundleIcons</key>
                <dict>
                    <key>CFBundleAlternateIcons</key>
                    <dict>
                        <key>Dark</key>
                        <dict><key>CFBundleIconFiles</key><array><string>Dark</string></array></dict>
                    </dict>
                </dict>
                <key>Copyright</key>
                <string>$(PRODUCT_NAME) $(MARKETING_VERSION)</string>
            </dict>
            </plist>
            """
        let source = """
            import UIKit
            import Security

            enum Purchases {
                static var isMember: Bool {
                    if let id = self.loadPurchase(), id == "gold" { return true }
                    return false
                }
                private static func loadPurchase() -> String? {
                    var result: AnyObject?
                    let status = SecItemCopyMatching([:] as CFDictionary, &result)
                    return status == errSecSuccess ? "gold" : nil
                }
            }

            final class AboutViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let version = Bundle.main.infoDictionary?["CFBundleShortVersionString"] as? String ?? "?"
                    let build = Bundle.main.object(forInfoDictionaryKey: "CFBundleVersion") as? String ?? "?"
                    let name = Bundle.main.infoDictionary!["CFBundleDisplayName"] as! String
                    let texts = [
                        String.localizedStringWithFormat("%@ version %@ (%@)", name, version, build),
                        Bundle.main.object(forInfoDictionaryKey: "Copyright") as? String ?? "",
                        UIApplication.shared.supportsAlternateIcons ? "App icon" : "No icons",
                        Purchases.isMember ? "Gold" : "Upgrade",
                    ]
                    for (index, text) in texts.enumerated() {
                        let label = UILabel(frame: CGRect(x: 20, y: 100 + 50 * index, width: 350, height: 40))
                        label.text = text
                        view.addSubview(label)
                    }
                }
            }
            """
        let (elements, notes) = try SwiftUIReadingTests.describe(source, files: [
            "App.xcodeproj/project.pbxproj": settings, "Sources/App/Info.plist": plist,
        ])
        #expect(elements == ["Mammal version 2.18 (518)", "App 2.18", "App icon", "Upgrade"], "\(elements)")
        #expect(notes.contains { $0.hasPrefix("11:22: SecItemCopyMatching([:] as CFDictionary, &result) is read as on a fresh "
                                             + "install, where the keychain holds nothing yet") }, "\(notes)")
    }

    @Test("cases named without their type in an array a method of the standard library makes take the element type's")
    func untypedCasesTakeTheParameterType() throws {
        let source = """
            import UIKit

            enum Item {
                case one, two, three
                var title: String {
                    switch self {
                    case .one: "One"
                    case .two: "Two"
                    case .three: "Three"
                    }
                }
            }

            struct Section { var items: [Item] }

            final class ItemsViewController: UITableViewController {
                private var sections: [Section] {
                    [Section(items: [.one]), Section(items: [.two, true ? .three : nil].compactMap { $0 })]
                }
                override func numberOfSections(in tableView: UITableView) -> Int { sections.count }
                override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
                    sections[section].items.count
                }
                override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                    let cell = UITableViewCell()
                    cell.textLabel?.text = sections[indexPath.section].items[indexPath.row].title
                    return cell
                }
            }
            """
        let (elements, _) = try SwiftUIReadingTests.describe(source)
        #expect(elements == ["One", "Two", "Three"], "\(elements)")
    }

    @Test("an insertion under a condition only run time decides keeps every element the array had (it only adds)")
    func undecidedInsertKeepsTheArray() throws {
        let source = """
            import UIKit

            final class ErrorViewController: UIViewController {
                var model: ErrorModel!
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let title = UILabel()
                    title.text = "Something went wrong"
                    let detail = UILabel()
                    detail.text = "Try again later"
                    var content: [UIView] = [detail]
                    content.insert(title, at: 0)
                    if model.hasPicture { content.insert(UIImageView(), at: 0) }
                    let stack = UIStackView(arrangedSubviews: content)
                    stack.axis = .vertical
                    stack.frame = CGRect(x: 0, y: 100, width: 390, height: 200)
                    view.addSubview(stack)
                }
            }
            """
        let (elements, notes) = try SwiftUIReadingTests.describe(source)
        #expect(elements == ["Something went wrong", "Try again later"], "\(elements)")
        #expect(notes.contains { $0.hasPrefix("13:9: what content gains here depends on model.hasPicture") }, "\(notes)")
    }
}
