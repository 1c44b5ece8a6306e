import A11yCore
import A11yScenes
import Foundation
import Testing

/// Row models of mixed kinds told apart by casts, optional variables declared without a value,
/// arrays of cases built by `+` or given as an optional, and states only run time knows
/// (SwiftSourceReading.md, "UIKit screens built in code"); an eighth user's apps: methods in another file's
/// extension, attributed titles of button configurations.
@Suite("UIKit code: casts, optionals declared without a value, typed arrays, run-time states")
@MainActor
struct UIKitCastsTests {
    @Test("`as?` of a value that plainly is another type is nil; `case let x as T` and `case is T` test the type")
    func conditionalCasts() throws {
        let source = """
            import UIKit

            class Item {
                let title: String
                init(title: String) { self.title = title }
            }

            final class LinkItem: Item {}

            struct Setting {
                let title: String
            }

            final class MixedTableViewController: UITableViewController {
                let items: [Any] = ["Plain", Setting(title: "Setting"), LinkItem(title: "Link"), 7]

                override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { items.count }

                override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                    let cell = UITableViewCell()
                    if let text = items[indexPath.row] as? String {
                        cell.textLabel?.text = text
                    } else if let setting = items[indexPath.row] as? Setting {
                        cell.textLabel?.text = setting.title
                    } else {
                        switch items[indexPath.row] {
                        case let item as Item: cell.textLabel?.text = "An item: " + item.title
                        case is Int: cell.textLabel?.text = "A number"
                        default: cell.textLabel?.text = "Something else"
                        }
                    }
                    return cell
                }
            }
            """
        let app = try UIKitReadingTests.app(source)
        // A subclass's instance is its superclass's (`LinkItem as Item`); a number is no item.
        #expect(UIKitReadingTests.said(app) == ["Plain", "Setting", "An item: Link", "A number"])
    }

    @Test("a `var` of optional type declared without a value starts at nil, as Swift starts it")
    func optionalWithoutValue() throws {
        let source = """
            import UIKit

            final class SubtitleViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    var subtitle: String?
                    var count: Int!
                    let label = UILabel(frame: CGRect(x: 16, y: 120, width: 300, height: 40))
                    label.text = subtitle ?? "No subtitle"
                    label.accessibilityValue = count == nil ? "Nothing counted" : "Counted"
                    view.addSubview(label)
                    if subtitle == nil { subtitle = "Set later" }
                    let second = UILabel(frame: CGRect(x: 16, y: 180, width: 300, height: 40))
                    second.text = subtitle
                    view.addSubview(second)
                }
            }
            """
        let said = UIKitReadingTests.said(try UIKitReadingTests.app(source))
        #expect(said == ["No subtitle: Nothing counted", "Set later"])
        #expect(try SwiftUIReadingTests.describe(source).notes.isEmpty)
    }

    @Test("cases in an array joined with `+` or given for an optional array take the element type")
    func typedArrays() throws {
        let source = """
            import UIKit

            enum Row {
                case item(String)
                case header(String)

                var title: String {
                    switch self {
                    case .item(let text): return "Item " + text
                    case .header(let text): return text
                    }
                }
            }

            final class RowsViewController: UIViewController {
                func rows(_ extra: [Row]?) -> [Row] { [.header("Top")] + (extra ?? []) }

                override func viewDidLoad() {
                    super.viewDidLoad()
                    let stack = UIStackView(frame: CGRect(x: 16, y: 120, width: 300, height: 300))
                    stack.axis = .vertical
                    view.addSubview(stack)
                    for row in rows([.item("More")]) {
                        let label = UILabel()
                        label.text = row.title
                        stack.addArrangedSubview(label)
                    }
                }
            }
            """
        let app = try UIKitReadingTests.app(source)
        #expect(UIKitReadingTests.said(app) == ["Top", "Item More"])
    }

    @Test("a switch's state or a slider's value only run time knows is read as UIKit's default, with a note")
    func runTimeStates() throws {
        let source = """
            import UIKit

            final class SyncViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let sync = UISwitch(frame: CGRect(x: 16, y: 120, width: 51, height: 31))
                    sync.isOn = NSUbiquitousKeyValueStore.default.bool(forKey: "sync")
                    sync.accessibilityLabel = "Sync"
                    view.addSubview(sync)
                    let volume = UISlider(frame: CGRect(x: 16, y: 180, width: 300, height: 31))
                    volume.value = NSUbiquitousKeyValueStore.default.float(forKey: "volume")
                    volume.accessibilityLabel = "Volume"
                    view.addSubview(volume)
                }
            }
            """
        let (elements, notes) = try SwiftUIReadingTests.describe(source)
        #expect(elements == ["Sync. Switch Button. Off.", "Volume: 0%. Adjustable."])
        #expect(notes.count == 2)
        #expect(notes.first?.hasPrefix("7:9: the switch's state (read as Off) depends on") == true)
        #expect(notes.last?.hasPrefix("11:9: the slider's value (read as its minimum) depends on") == true)
    }

    @Test("a controller's methods in an extension in another file of the project are run; a nested type's are not its")
    func extensionInAnotherFile() throws {
        let source = """
            import UIKit

            final class ReportViewController: UIViewController {
                lazy var sendButton: UIButton = makeSendButton()

                override func viewDidLoad() {
                    super.viewDidLoad()
                    addSubviews()
                }
            }
            """
        let views = """
            import UIKit

            extension ReportViewController {
                func makeSendButton() -> UIButton {
                    let button = UIButton(type: .system)
                    button.setTitle("Send", for: .normal)
                    button.frame = CGRect(x: 16, y: 200, width: 100, height: 44)
                    return button
                }

                func addSubviews() {
                    let label = UILabel(frame: CGRect(x: 16, y: 120, width: 300, height: 40))
                    label.text = "Your log is attached."
                    view.addSubview(label)
                    view.addSubview(sendButton)
                }
            }
            """
        let app = try UIKitReadingTests.app(source, files: ["Sources/App/ReportViewController+Views.swift": views])
        #expect(UIKitReadingTests.said(app) == ["Your log is attached.", "Send. Button."])
    }

    @Test("a button configuration's attributedTitle, an AttributedString, is its title")
    func attributedTitle() throws {
        let source = """
            import UIKit

            final class WelcomeViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    var configuration = UIButton.Configuration.filled()
                    let font = UIFont.systemFont(ofSize: 17)
                    configuration.attributedTitle = AttributedString("Log In", attributes: .init([.font: font]))
                    let logIn = UIButton(configuration: configuration)
                    logIn.frame = CGRect(x: 16, y: 120, width: 200, height: 50)
                    view.addSubview(logIn)
                    var other = UIButton.Configuration.plain()
                    other.attributedTitle = try? AttributedString(markdown: "**Learn** more")
                    let learn = UIButton(configuration: other)
                    learn.frame = CGRect(x: 16, y: 200, width: 200, height: 50)
                    view.addSubview(learn)
                }
            }
            """
        let app = try UIKitReadingTests.app(source)
        #expect(UIKitReadingTests.said(app) == ["Log In. Button.", "Learn more. Button."])
    }

    @Test("with no project folder above the file, a method nothing declares says why: the project's files were not read")
    func missingMethod() throws {
        let source = """
            import UIKit

            final class ProfileViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    print("loading")
                    setUpViews()
                    title = "Profile"
                }
            }
            """
        // A folder of its own, with no .xcodeproj, Package.swift or .git above it.
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("voicenav-loose-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("ProfileViewController.swift").path
        try source.write(toFile: path, atomically: true, encoding: .utf8)
        let notes = try InputDocument.open(path: path).load(screen: nil).diagnostics
            .map { "\($0.line):\($0.column): \($0.message)" }
        #expect(notes.count == 1)
        #expect(notes.first?.hasPrefix("7:9: no project folder was found above this file") == true)
        #expect(notes.first?.hasSuffix("so calls like setUpViews(…) into code in other folders are not run") == true)
        // Inside a project, the same call says nothing: the project's files were read.
        #expect(try SwiftUIReadingTests.describe(source).notes.isEmpty)
    }

    @Test("a text run time gives in part shows its fixed pieces with … in place of the rest, with a note")
    func partialTexts() throws {
        let source = """
            import UIKit

            final class DeviceViewController: UIViewController {
                let deviceName = ProcessInfo.processInfo.hostName

                override func viewDidLoad() {
                    super.viewDidLoad()
                    let stack = UIStackView(frame: CGRect(x: 16, y: 120, width: 300, height: 300))
                    stack.axis = .vertical
                    view.addSubview(stack)
                    let format = UILabel()
                    format.text = String(format: NSLocalizedString("Device name: %@", comment: ""), deviceName)
                    let interpolated = UILabel()
                    interpolated.text = "Connected to \\(deviceName)"
                    let joined = UILabel()
                    joined.text = "Owner: " + deviceName
                    let bare = UILabel()
                    bare.text = "\\(deviceName)"
                    for label in [format, interpolated, joined, bare] { stack.addArrangedSubview(label) }
                    let paragraph = NSMutableAttributedString()
                    paragraph.append(NSAttributedString(string: "Intro. "))
                    paragraph.append(NSAttributedString(string: String(format: "%@ is made by us.", deviceName)))
                    let about = UILabel()
                    about.attributedText = paragraph
                    stack.addArrangedSubview(about)
                }
            }
            """
        let (elements, notes) = try SwiftUIReadingTests.describe(source)
        #expect(elements == ["Device name: …", "Connected to …", "Owner: …", "Intro. … is made by us."])
        #expect(notes.contains { $0.hasPrefix("12:9: part of the label's text depends on") && $0.hasSuffix("… in its place") })
        #expect(notes.contains { $0.hasPrefix("18:9: the label's text depends on") })
    }

    @Test("a text run time gives in part decides nothing: comparisons, branches, keys and subscripts on it are run time's")
    func partialTextsDecideNothing() throws {
        let source = """
            import UIKit

            struct Wrapper {
                struct Row { let title: String }
            }

            final class StatusViewController: UIViewController {
                let name = ProcessInfo.processInfo.hostName
                typealias Row = Wrapper.Row

                override func viewDidLoad() {
                    super.viewDidLoad()
                    let stack = UIStackView(frame: CGRect(x: 16, y: 120, width: 300, height: 400))
                    stack.axis = .vertical
                    view.addSubview(stack)
                    var status = "Guest"
                    if "Hello \\(name)" != "Hello " { status = "Member" }
                    let key = NSLocalizedString("level_\\(name)", comment: "")
                    let words = ["Name: \\(name)", "Member since 2020", "Gold"].joined(separator: ", ")
                    let count = String(format: "%d items for %@", 3, name)
                    let row: Any = Wrapper.Row(title: "Alpha")
                    let cast = (row as? Wrapper.Row)?.title ?? "Not a row"
                    for text in [status, key, words, count, cast] {
                        let label = UILabel()
                        label.text = text
                        stack.addArrangedSubview(label)
                    }
                }
            }
            """
        let app = try UIKitReadingTests.app(source)
        // `status` is run time's (not "Hello …"), the key is no key; a list joined and a format keep their fixed parts.
        #expect(UIKitReadingTests.said(app) == ["Name: …, Member since 2020, Gold", "3 items for …", "Alpha"])
    }

    @Test("a SwiftUI text with an interpolation is looked up by its format key, the run-time value shown as …")
    func partialTranslated() throws {
        let source = """
            import SwiftUI

            struct GreetingView: View {
                let name: String
                var body: some View {
                    Text("Hello \\(name)")
                }
            }

            #Preview { GreetingView(name: UUID().uuidString) }
            """
        let table = "\"Hello %@\" = \"Hallo %@!\";\n"
        let german = try SwiftUIReadingTests.describe(source, language: "de",
                                                      files: ["Sources/App/de.lproj/Localizable.strings": table])
        #expect(german.elements == ["Hallo …!"])
        #expect(try SwiftUIReadingTests.describe(source).elements == ["Hello …"])
    }

    @Test("a subclass that declares only convenience initializers inherits its superclass's designated ones")
    func convenienceOnlySubclass() throws {
        let source = """
            import UIKit

            class Card: UIView {
                init(title: String) {
                    super.init(frame: .zero)
                    let label = UILabel()
                    label.text = title
                    addSubview(label)
                }

                required init?(coder: NSCoder) { fatalError() }
            }

            final class BigCard: Card {
                convenience init() { self.init(title: "Big") }
            }

            final class CardsViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let stack = UIStackView(arrangedSubviews: [BigCard(title: "Inherited"), BigCard()])
                    stack.axis = .vertical
                    view.addSubview(stack)
                }
            }
            """
        // Swift: a subclass with no designated initializer of its own inherits them all.
        let app = try UIKitReadingTests.app(source)
        #expect(UIKitReadingTests.said(app) == ["Inherited", "Big"])
    }
}
