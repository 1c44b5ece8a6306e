import A11yCore
import Testing

/// What the eighteenth user's apps needed (SwiftSourceReading.md, "What the source fixes",
/// "What is followed", "Layout"; UIKitRules.md TV-10): integer literals in hexadecimal, octal or
/// binary, a cell's own value, hint and traits (set whole or inserted), views pinned to a cell
/// itself, a type's static defaults under `#if`, views of other frameworks, PureLayout's methods,
/// empty option sets, initializers quoted on one line. (UIKitMadeAndLaunchedTests has the rest.)
@Suite("UIKit code: what the eighteenth user's apps needed")
@MainActor
struct UIKitEighteenthUserTests {
    @Test("integer literals in hexadecimal, octal and binary, with underscores, are numbers (0x01 == 1)")
    func radixLiterals() throws {
        let source = """
            import UIKit

            final class SettingsViewController: UITableViewController {
                let rows = [["Files", "Editor"], ["Import Notes"]]

                override func numberOfSections(in tableView: UITableView) -> Int { 0b10 }

                override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
                    rows[section].count
                }

                override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                    let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
                    cell.textLabel?.text = rows[indexPath.section][indexPath.row]
                    if indexPath.section == 0x00 {
                        cell.accessoryType = .disclosureIndicator
                        return cell
                    }
                    if indexPath.section == 0o1 && indexPath.row == 0x0_0 {
                        cell.textLabel?.text = "Import from Bear"
                    }
                    return cell
                }
            }
            """
        let (elements, _) = try SwiftUIReadingTests.describe(source)
        #expect(elements == ["Files. Button.", "Editor. Button.", "Import from Bear"])
    }

    @Test("a cell's own accessibilityValue, hint and traits are the row's, as UIKit reads the cell (TV-10)")
    func cellAccessibility() throws {
        let source = """
            import UIKit

            public final class TableViewCell: UITableViewCell {
                public override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                    super.init(style: .value1, reuseIdentifier: reuseIdentifier)
                    isAccessibilityElement = true
                }
                public required init(coder: NSCoder) { fatalError() }
            }

            final class AccountViewController: UIViewController, UITableViewDataSource {
                let tableView = UITableView(frame: .zero, style: .grouped)

                override func viewDidLoad() {
                    super.viewDidLoad()
                    tableView.frame = view.bounds
                    view.addSubview(tableView)
                    tableView.register(TableViewCell.self, forCellReuseIdentifier: "cell")
                    tableView.dataSource = self
                }

                func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1 }

                func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                    let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath) as! TableViewCell
                    cell.textLabel?.text = "Inoreader"
                    cell.detailTextLabel?.text = "Add account"
                    cell.accessibilityTraits = [.button]
                    cell.accessibilityLabel = "Add account"
                    cell.accessibilityValue = "Inoreader"
                    cell.accessibilityHint = "Signs in to Inoreader"
                    return cell
                }
            }
            """
        let app = try UIKitReadingTests.app(source)
        let element = try #require(ScreenDescription.describe(window: app.window).first)
        #expect(element.description == "Add account: Inoreader. Button.")
        #expect(element.snapshot.hint == "Signs in to Inoreader")
    }

    @Test("a view a cell's code pins to the cell itself is placed as if pinned to its content view")
    func pinnedToCell() throws {
        let source = """
            import UIKit

            final class SecurityViewController: UITableViewController {
                lazy var saveButton: UIButton = {
                    let button: UIButton = UIButton(type: UIButton.ButtonType.custom) as UIButton
                    button.setTitle("Save", for: UIControl.State.normal)
                    return button
                }()

                override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 2 }

                override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                    if indexPath.row == 1 {
                        let cell = UITableViewCell()
                        cell.contentView.addSubview(saveButton)
                        saveButton.translatesAutoresizingMaskIntoConstraints = false
                        saveButton.centerXAnchor.constraint(equalTo: cell.centerXAnchor).isActive = true
                        saveButton.centerYAnchor.constraint(equalTo: cell.centerYAnchor).isActive = true
                        return cell
                    }
                    let cell = UITableViewCell(style: .value1, reuseIdentifier: nil)
                    cell.textLabel?.text = "Password"
                    return cell
                }
            }
            """
        let app = try UIKitReadingTests.app(source)
        let elements = ScreenDescription.describe(window: app.window)
        #expect(elements.map(\.description) == ["Password", "Save. Button."])
        let save = try #require(elements.last?.snapshot.frame)
        #expect(abs(save.midX - app.window.bounds.width / 2) < 1)
    }

    @Test("""
        a read of the defaults a type keeps in a static property, under #if os(iOS) and through optional chaining, \
        is a fresh install's
        """)
    func staticDefaultsUnderCompilationCondition() throws {
        let settings = """
            import Foundation

            public class UserDefaultsManagement {
            #if os(OSX)
                public static var shared: UserDefaults? = nil
            #else
                public static var shared: UserDefaults? = UserDefaults(suiteName: "group.app")
            #endif

                static var privateKey: Data? {
                    get { return shared?.data(forKey: "privateKey") }
                    set { shared?.set(newValue, forKey: "privateKey") }
                }
            }
            """
        let source = """
            import UIKit

            final class KeysViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let label = UILabel(frame: CGRect(x: 16, y: 120, width: 300, height: 40))
                    label.text = UserDefaultsManagement.privateKey != nil ? "Loaded" : "Not set"
                    view.addSubview(label)
                }
            }
            """
        let (elements, notes) = try SwiftUIReadingTests.describe(source, files: ["Sources/App/Settings.swift": settings])
        #expect(elements == ["Not set"])
        #expect(notes.contains { $0.contains("is read as on a fresh install") }, "\(notes)")
    }

    @Test("""
        views of other frameworks (a SceneKit view, a map, a web view) are plain views with a note, read as the code \
        makes them elements
        """)
    func otherFrameworksViews() throws {
        let source = """
            import UIKit
            import SceneKit
            import WebKit

            final class GameViewController: UIViewController {
                let sceneView = SCNView()
                let web = WKWebView()

                override func viewDidLoad() {
                    super.viewDidLoad()
                    sceneView.frame = CGRect(x: 0, y: 100, width: 390, height: 300)
                    sceneView.isAccessibilityElement = true
                    sceneView.accessibilityTraits = [.allowsDirectInteraction]
                    sceneView.accessibilityLabel = "3D Breakout"
                    view.addSubview(sceneView)
                    web.frame = CGRect(x: 0, y: 420, width: 390, height: 300)
                    view.addSubview(web)
                }
            }
            """
        let (elements, notes) = try SwiftUIReadingTests.describe(source)
        #expect(elements == ["3D Breakout"])
        #expect(notes.contains("6:21: SCNView is not modelled: shown as a plain view (what VoiceOver finds in it is not read)"))
        #expect(notes.contains { $0.hasPrefix("7:15: WKWebView is not modelled") }, "\(notes)")
    }

    @Test("""
        PureLayout's methods make the constraints its documentation gives: edges with insets (the bottom and trailing \
        ones inwards) and an excluded edge, an edge to another view's, dimensions, centring, matching
        """)
    func pureLayout() throws {
        let source = """
            import UIKit
            import PureLayout

            final class TagViewController: UIViewController {
                let field = UITextField(forAutoLayout: ())
                let explanation = UILabel(forAutoLayout: ())
                let badge = UILabel(forAutoLayout: ())
                let done = UIButton(type: .system)

                override func viewDidLoad() {
                    super.viewDidLoad()
                    edgesForExtendedLayout = UIRectEdge()
                    view.addSubview(explanation)
                    view.addSubview(field)
                    view.addSubview(badge)
                    view.addSubview(done)
                    field.placeholder = "Tag"
                    field.autoPinEdgesToSuperviewEdges(with: UIEdgeInsets(top: 16, left: 8, bottom: 0, right: 8),
                                                       excludingEdge: .bottom)
                    field.autoSetDimension(.height, toSize: 40)
                    explanation.text = "Tags cannot contain commas"
                    explanation.autoPinEdge(toSuperviewEdge: .leading, withInset: 8)
                    explanation.autoPinEdge(toSuperviewEdge: .trailing, withInset: 8)
                    explanation.autoPinEdge(.top, to: .bottom, of: field, withOffset: 8)
                    badge.text = "New"
                    badge.autoSetDimensions(to: CGSize(width: 60, height: 30))
                    badge.autoAlignAxis(toSuperviewAxis: .vertical)
                    badge.autoPinEdge(.top, to: .bottom, of: explanation, withOffset: 20)
                    done.configureForAutoLayout()
                    done.setTitle("Done", for: .normal)
                    done.autoMatch(.width, to: .width, of: view, withMultiplier: 0.5)
                    done.autoPinEdge(toSuperviewEdge: .bottom, withInset: 20)
                    done.autoAlignAxis(toSuperviewAxis: .vertical)
                }
            }
            """
        let app = try UIKitReadingTests.app(source)
        let elements = ScreenDescription.describe(window: app.window)
        #expect(elements.map(\.description) == ["Tag. Text Field.", "Tags cannot contain commas", "New",
                                                "Done. Button."])
        let frames = elements.map(\.snapshot.frame)
        try #require(frames.count == 4)
        let width = app.window.bounds.width
        // The view starts below the status bar (`edgesForExtendedLayout` empty): the field 16 below it.
        #expect(frames[0].minX == 8 && abs(frames[0].width - (width - 16)) < 0.01 && frames[0].height == 40)
        #expect(frames[0].minY > 60)
        #expect(abs(frames[1].minY - (frames[0].maxY + 8)) < 0.01)
        #expect(frames[2].width == 60 && abs(frames[2].midX - width / 2) < 0.01)
        #expect(abs(frames[3].width - width / 2) < 0.01)
        #expect(abs(frames[3].maxY - (app.window.bounds.height - 20)) < 60)
    }

    @Test("traits inserted into a cell's add to the row's own; a switch's row stays a switch, dimmed when disabled")
    func insertedCellTraits() throws {
        let source = """
            import UIKit

            final class OptionsViewController: UITableViewController {
                override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 2 }

                override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                    let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
                    if indexPath.row == 0 {
                        cell.textLabel?.text = "Sort by date"
                        cell.accessoryType = .disclosureIndicator
                        cell.accessibilityTraits.insert(.selected)
                    } else {
                        cell.textLabel?.text = "Alerts"
                        let toggle = UISwitch()
                        toggle.isEnabled = false
                        cell.accessoryView = toggle
                        cell.accessibilityTraits = [.staticText]
                    }
                    return cell
                }
            }
            """
        let app = try UIKitReadingTests.app(source)
        #expect(UIKitReadingTests.said(app) == ["Selected: Sort by date. Button.", "Alerts. Dimmed. Switch Button. Off."])
        let alerts = try #require(UIKitReadingTests.view(labeled: "Alerts", in: app.window))
        #expect(!alerts.accessibilityActivate())
        #expect(UIKitReadingTests.said(app).last == "Alerts. Dimmed. Switch Button. Off.")
    }

    @Test("PureLayout: a pin to a superview the view does not have yet is said, as PureLayout would stop the app")
    func pureLayoutWithoutSuperview() throws {
        let source = """
            import UIKit
            import PureLayout

            final class EmptyViewController: UIViewController {
                let label = UILabel(forAutoLayout: ())

                override func viewDidLoad() {
                    super.viewDidLoad()
                    label.text = "Nothing here"
                    label.autoCenterInSuperview()
                    view.addSubview(label)
                    label.autoDistributeViews(along: .vertical)
                }
            }
            """
        let (_, notes) = try SwiftUIReadingTests.describe(source)
        #expect(notes.contains("10:9: autoCenterInSuperview pins a view that has no superview yet: its constraints are not made"),
                "\(notes)")
        #expect(notes.contains { $0.hasPrefix("12:9: PureLayout's autoDistributeViews is not modelled") }, "\(notes)")
    }

    @Test("a note quotes an initializer's parameters on one line, without blanks inside the brackets")
    func oneLineSignature() throws {
        let source = """
            import UIKit

            final class FeedViewController: UIViewController {
                init(
                    feeds: FeedService,
                    settings: SettingsRepository
                ) {
                    super.init(nibName: nil, bundle: nil)
                }

                required init?(coder: NSCoder) { fatalError() }

                override func viewDidLoad() {
                    super.viewDidLoad()
                    title = "Feeds"
                }
            }
            """
        let (_, notes) = try SwiftUIReadingTests.describe(source)
        #expect(notes.contains("4:5: FeedViewController is made with (feeds: FeedService, settings: SettingsRepository), whose "
                               + "arguments are only known when the app runs: voicenav shows what the source fixes"), "\(notes)")
    }
}
