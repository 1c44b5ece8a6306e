import ScenesTestSupport
import Testing

/// The forty-third user's screens (SwiftSourceReading.md, "Controls", "What is followed", "Tables", "SwiftUI inside
/// UIKit", "Views"): UIKit's info button as a bar item's custom view, a cell made by the code's own fallback when no
/// class is registered for its identifier, a getter behind a lock, a cell read as its switch, SwiftUI hosted through
/// a computed property or a project's hosting subclass, and the SwiftUI those screens host (GeometryReader,
/// `Color.clear`, a project modifier given an action).
@Suite("UIKit code: the forty-third user's screens")
@MainActor
struct UIKitFortyThirdUserTests {
    @Test("""
        an info button (`UIButton(type: .infoLight)`) as a bar button item's custom view is read as UIKit labels it, \
        "More Info", in a toolbar and in the navigation bar
        """)
    func infoButtonInBarItem() throws {
        let source = """
            import UIKit

            final class TokensViewController: UIViewController {
                private let infoButton = UIButton(type: .infoLight)

                override func viewDidLoad() {
                    super.viewDidLoad()
                    navigationItem.leftBarButtonItem = UIBarButtonItem(customView: UIButton(type: .detailDisclosure))
                    toolbarItems = [
                        UIBarButtonItem(barButtonSystemItem: .flexibleSpace, target: nil, action: nil),
                        UIBarButtonItem(customView: infoButton),
                        UIBarButtonItem(barButtonSystemItem: .flexibleSpace, target: nil, action: nil),
                    ]
                    navigationController?.isToolbarHidden = false
                }
            }
            """
        let (elements, notes) = try SwiftUIReadingTests.describe(source)
        #expect(elements == ["More Info. Button.", "More Info. Button."], "\(notes)")
    }

    @Test("""
        `dequeueReusableCell(withIdentifier:) ?? SettingsCell(style:reuseIdentifier:)` with no class registered for \
        the identifier: UIKit's dequeue gives nil on a new table, so the cell is the one the fallback makes, \
        configured after its cast; a registered identifier still gives the registered class
        """)
    func unregisteredIdentifierFallsBack() throws {
        let source = """
            import UIKit

            final class SettingsCell: UITableViewCell {
                let titleLabel = UILabel()
                override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                    super.init(style: style, reuseIdentifier: reuseIdentifier)
                    contentView.addSubview(titleLabel)
                    titleLabel.frame = CGRect(x: 16, y: 12, width: 200, height: 20)
                }
                required init?(coder: NSCoder) { fatalError() }
            }

            final class BadgeCell: UITableViewCell {
                override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                    super.init(style: style, reuseIdentifier: reuseIdentifier)
                    textLabel?.text = "Registered"
                }
                required init?(coder: NSCoder) { fatalError() }
            }

            final class SettingsViewController: UITableViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    tableView.register(BadgeCell.self, forCellReuseIdentifier: "badge")
                }

                override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 2 }

                override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                    if indexPath.row == 1 {
                        let cell = tableView.dequeueReusableCell(withIdentifier: "badge")
                            ?? UITableViewCell(style: .default, reuseIdentifier: "badge")
                        return cell
                    }
                    let cell = tableView.dequeueReusableCell(withIdentifier: "basic")
                        ?? SettingsCell(style: .default, reuseIdentifier: "basic")
                    configure(cell)
                    return cell
                }

                private func configure(_ cell: UITableViewCell) {
                    guard let cell = cell as? SettingsCell else { return }
                    cell.titleLabel.text = "VPN settings"
                }
            }
            """
        let (elements, notes) = try SwiftUIReadingTests.describe(source, scene: "SettingsViewController")
        #expect(elements == ["VPN settings", "Registered"], "\(notes)")
    }

    @Test("""
        a hosting controller whose root view is a computed property of the controller \
        (`UIHostingController(rootView: mainView)`, `var mainView: SearchView { SearchView(…) }`) shows the view \
        its getter makes
        """)
    func hostedComputedProperty() throws {
        let source = """
            import SwiftUI
            import UIKit

            struct SearchView: View {
                let prompt: String
                var body: some View {
                    VStack {
                        Text(prompt)
                        Button("Clear history") {}
                    }
                }
            }

            final class SearchViewController: UIViewController {
                private let placeholder = "Find a series"
                private var mainView: SearchView {
                    SearchView(prompt: placeholder)
                }
                private lazy var mainHostingController = UIHostingController(rootView: mainView)

                override func viewDidLoad() {
                    super.viewDidLoad()
                    addChild(mainHostingController)
                    view.addSubview(mainHostingController.view)
                    mainHostingController.view.frame = view.bounds
                    mainHostingController.didMove(toParent: self)
                }
            }
            """
        let (elements, notes) = try SwiftUIReadingTests.describe(source, scene: "SearchViewController")
        #expect(elements == ["Find a series", "Clear history. Button."], "\(notes)")
    }

    @Test("""
        the project's own subclass of UIHostingController (`final class HostingController<Content: View>: \
        UIHostingController<Content>`) made with a root view hosts it as UIKit's does
        """)
    func projectHostingSubclass() throws {
        let source = """
            import SwiftUI
            import UIKit

            final class HostingController<Content: View>: UIHostingController<Content> {
                var suppressInvalidation = false
            }

            struct TrackerListView: View {
                var body: some View {
                    List {
                        Text("No trackers available")
                    }
                }
            }

            final class TrackerModalViewController: UIViewController {
                var swiftuiViewController: HostingController<TrackerListView>

                init() {
                    swiftuiViewController = HostingController(rootView: TrackerListView())
                    super.init(nibName: nil, bundle: nil)
                }

                required init?(coder: NSCoder) { fatalError() }

                override func viewDidLoad() {
                    super.viewDidLoad()
                    addChild(swiftuiViewController)
                    view.addSubview(swiftuiViewController.view)
                    swiftuiViewController.view.frame = view.bounds
                    swiftuiViewController.didMove(toParent: self)
                }
            }
            """
        let (elements, notes) = try SwiftUIReadingTests.describe(source, scene: "TrackerModalViewController")
        #expect(elements == ["No trackers available"], "\(notes)")
    }

    @Test("""
        a property read under a lock (`nslock.withLock { _settings }`, an `NSRecursiveLock` or `NSLock` the class \
        holds) gives what the closure returns, as the lock only makes other threads wait
        """)
    func lockedGetter() throws {
        let source = """
            import UIKit

            struct TunnelSettings {
                var includeAllNetworks = false
            }

            final class TunnelManager {
                private var nslock = NSRecursiveLock()
                private let stateLock: NSLock = NSLock()
                private var _settings = TunnelSettings()
                private var _status = "Disconnected"

                var settings: TunnelSettings {
                    nslock.withLock { _settings }
                }

                var status: String {
                    stateLock.withLock {
                        return _status
                    }
                }
            }

            final class StatusViewController: UIViewController {
                private let manager = TunnelManager()
                private let allAppsLabel = UILabel()
                private let statusLabel = UILabel()

                override func viewDidLoad() {
                    super.viewDidLoad()
                    allAppsLabel.text = manager.settings.includeAllNetworks ? "Force all apps: On" : "Force all apps: Off"
                    statusLabel.text = manager.status
                    let stack = UIStackView(arrangedSubviews: [allAppsLabel, statusLabel])
                    stack.axis = .vertical
                    stack.frame = CGRect(x: 20, y: 100, width: 300, height: 60)
                    view.addSubview(stack)
                }
            }
            """
        let (elements, notes) = try SwiftUIReadingTests.describe(source, scene: "StatusViewController")
        #expect(elements == ["Force all apps: Off", "Disconnected"], "\(notes)")
        #expect(notes.isEmpty)
    }

    @Test("""
        a cell that is one element reading its switch's traits and value (`accessibilityTraits { control.\
        accessibilityTraits }`, `accessibilityValue { control.accessibilityValue }`) is read as a switch button, \
        On or Off as the switch is: UIKit's switch gives a button's and the toggle's traits and "1" or "0"; \
        `.toggleButton` set in code is the same trait
        """)
    func cellReadsItsSwitch() throws {
        let source = """
            import UIKit

            final class SwitchCell: UITableViewCell {
                let control = UISwitch()
                let titleLabel = UILabel()

                override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                    super.init(style: style, reuseIdentifier: reuseIdentifier)
                    accessoryView = control
                    contentView.addSubview(titleLabel)
                    titleLabel.frame = CGRect(x: 16, y: 12, width: 200, height: 20)
                    isAccessibilityElement = true
                }
                required init?(coder: NSCoder) { fatalError() }

                override var accessibilityTraits: UIAccessibilityTraits {
                    get { control.accessibilityTraits }
                    set { super.accessibilityTraits = newValue }
                }
                override var accessibilityLabel: String? {
                    get { titleLabel.text }
                    set { super.accessibilityLabel = newValue }
                }
                override var accessibilityValue: String? {
                    get { control.accessibilityValue }
                    set { super.accessibilityValue = newValue }
                }
            }

            final class DNSViewController: UITableViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    tableView.register(SwitchCell.self, forCellReuseIdentifier: "switch")
                }

                override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }

                override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                    if indexPath.row == 2 {
                        let cell = UITableViewCell()
                        cell.textLabel?.text = "Block ads"
                        cell.accessibilityTraits = [.toggleButton]
                        cell.accessibilityValue = "1"
                        return cell
                    }
                    let cell = tableView.dequeueReusableCell(withIdentifier: "switch", for: indexPath) as! SwitchCell
                    cell.titleLabel.text = indexPath.row == 0 ? "Use custom DNS server" : "Block trackers"
                    cell.control.setOn(indexPath.row == 1, animated: false)
                    return cell
                }
            }
            """
        let (elements, notes) = try SwiftUIReadingTests.describe(source, scene: "DNSViewController")
        #expect(elements == ["Use custom DNS server. Switch Button. Off.", "Block trackers. Switch Button. On.",
                             "Block ads. On."], "\(notes)")
    }

    @Test("""
        SwiftUI's GeometryReader shows its content (its proxy's size is the layout's, not fixed by the source); \
        `Color.clear` is a colour view; a project modifier's closure parameter of a type returning nothing \
        (`sizeOfView { size in withAnimation { … } }`) is an action, not views
        """)
    func geometryReaderAndActions() throws {
        let source = """
            import SwiftUI

            extension View {
                func sizeOfView(_ onSizeChange: @escaping ((CGSize) -> Void)) -> some View {
                    background {
                        GeometryReader { proxy in
                            Color.clear
                                .onAppear { onSizeChange(proxy.size) }
                        }
                    }
                }
            }

            struct ConnectionView: View {
                @State private var height: CGFloat = 0
                var body: some View {
                    VStack {
                        GeometryReader { proxy in
                            HStack {
                                Text("Connected")
                                Button("Switch location") {}
                            }
                            .frame(width: proxy.size.width)
                        }
                        Text("Sweden, Stockholm")
                            .sizeOfView { size in
                                withAnimation {
                                    height = size.height
                                }
                            }
                    }
                }
            }
            """
        let (elements, notes) = try SwiftUIReadingTests.describe(source)
        #expect(elements == ["Connected", "Switch location. Button.", "Sweden, Stockholm"])
        #expect(notes.isEmpty, "\(notes)")
    }

    @Test("a button's `title(for:)` is the title set for the normal state, nil before one is set")
    func buttonTitleForState() throws {
        let source = """
            import UIKit

            final class AppButton: UIButton {
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    var config = UIButton.Configuration.plain()
                    config.title = title(for: .normal)
                    configuration = config
                }
                required init?(coder: NSCoder) { fatalError() }
            }

            final class DoneViewController: UIViewController {
                private let button = AppButton(frame: .zero)
                private let echo = UILabel()

                override func viewDidLoad() {
                    super.viewDidLoad()
                    button.setTitle("Got it", for: .normal)
                    echo.text = (button.title(for: .normal) ?? "none") + " is the title"
                    let stack = UIStackView(arrangedSubviews: [echo, button])
                    stack.axis = .vertical
                    stack.frame = CGRect(x: 20, y: 100, width: 300, height: 100)
                    view.addSubview(stack)
                }
            }
            """
        let (elements, notes) = try SwiftUIReadingTests.describe(source, scene: "DoneViewController")
        #expect(elements == ["Got it is the title", "Got it. Button."], "\(notes)")
        #expect(notes.isEmpty, "\(notes)")
    }

    @Test("""
        a stored property's initial value calls a class method by its name alone (`makeHeaderBarButton(with:)`), as \
        Swift looks it up in the type; a button's `currentImage` with only a background image set is nil, and an \
        optional chain on it (`currentImage?.size.width`) is nil to its end
        """)
    func staticMethodInPropertyInitializer() throws {
        let source = """
            import UIKit

            final class HeaderBarView: UIView {
                let accountButton: UIButton = {
                    let button = makeHeaderBarButton(with: UIImage(named: "IconAccount"))
                    button.accessibilityLabel = "Account"
                    return button
                }()
                private let widthLabel = UILabel()

                private lazy var buttonContainer: UIStackView = {
                    let stackView = UIStackView(arrangedSubviews: [accountButton, widthLabel])
                    stackView.spacing = 12
                    return stackView
                }()

                class func makeHeaderBarButton(with image: UIImage?) -> UIButton {
                    let barButton = UIButton(type: .system)
                    barButton.setBackgroundImage(image, for: .normal)
                    return barButton
                }

                override init(frame: CGRect) {
                    super.init(frame: frame)
                    var adjustment: CGFloat = 4
                    if let imageWidth = accountButton.currentImage?.size.width {
                        adjustment = max(44 - imageWidth, 0)
                    }
                    widthLabel.text = "Adjustment \\(Int(adjustment))"
                    addSubview(buttonContainer)
                    buttonContainer.frame = CGRect(x: 16, y: 60, width: 300, height: 44)
                }

                required init?(coder: NSCoder) { fatalError() }
            }
            """
        let (elements, notes) = try SwiftUIReadingTests.describe(source)
        #expect(elements == ["Account. Button.", "Adjustment 4"], "\(notes)")
        #expect(notes.isEmpty, "\(notes)")
    }

    @Test("`case is TextReaderViewController` of a delegate not set yet (nil) does not match: nil is of no type")
    func nilIsOfNoType() throws {
        let source = """
            import UIKit

            protocol ReaderDelegate: AnyObject {}
            final class TextReaderViewController: UIViewController, ReaderDelegate {}
            final class PagedReaderViewController: UIViewController, ReaderDelegate {}

            final class ReaderViewController: UIViewController {
                weak var reader: ReaderDelegate?
                private let modeLabel = UILabel()

                override func viewDidLoad() {
                    super.viewDidLoad()
                    switch reader {
                    case is TextReaderViewController: modeLabel.text = "Text mode"
                    case is PagedReaderViewController: modeLabel.text = "Paged mode"
                    default: modeLabel.text = "No reader yet"
                    }
                    modeLabel.frame = CGRect(x: 20, y: 120, width: 300, height: 24)
                    view.addSubview(modeLabel)
                }
            }
            """
        let (elements, notes) = try SwiftUIReadingTests.describe(source, scene: "ReaderViewController")
        #expect(elements == ["No reader yet"], "\(notes)")
        #expect(notes.isEmpty, "\(notes)")
    }

    @Test("""
        an image literal (`#imageLiteral(resourceName: "X")`) is the asset's image, as `UIImage(named:)` makes it: a \
        bar item or a button showing only it is read by the name, given inline or through a local
        """)
    func imageLiterals() throws {
        let source = """
            import UIKit

            final class JoinViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let closeButton = UIBarButtonItem(image: #imageLiteral(resourceName: "X"), style: .plain, target: self,
                                                      action: #selector(close))
                    navigationItem.rightBarButtonItem = closeButton
                    let share = #imageLiteral(resourceName: "Share")
                    let button = UIButton(type: .custom)
                    button.setImage(share, for: .normal)
                    button.frame = CGRect(x: 16, y: 120, width: 44, height: 44)
                    view.addSubview(button)
                }

                @objc private func close() {}
            }
            """
        let (elements, notes) = try SwiftUIReadingTests.describe(source)
        #expect(elements == ["X. Button.", "Share. Button."], "\(notes)")
    }

    @Test("""
        the app's receipt is where the App Store puts it (`appStoreReceiptURL` ends in `receipt`, TestFlight's in \
        `sandboxReceipt`): an app that tells a beta by it reads as the App Store's, in a `Bundle` extension too
        """)
    func appStoreReceipt() throws {
        let source = """
            import UIKit

            extension Bundle {
                var channel: String {
                    appStoreReceiptURL?.lastPathComponent == "sandboxReceipt" ? "Beta" : "App Store"
                }
            }

            final class AboutViewController: UIViewController {
                private let channelLabel = UILabel()

                override func viewDidLoad() {
                    super.viewDidLoad()
                    channelLabel.text = "Channel: " + Bundle.main.channel
                    channelLabel.frame = CGRect(x: 20, y: 120, width: 300, height: 24)
                    view.addSubview(channelLabel)
                }
            }
            """
        let (elements, notes) = try SwiftUIReadingTests.describe(source)
        #expect(elements == ["Channel: App Store"], "\(notes)")
        #expect(notes.isEmpty, "\(notes)")
    }
}
