import A11yCore
import Testing

/// What a twenty-fourth user's apps needed (SwiftSourceReading.md, "What is followed", "Layout"): keychain
/// libraries read as on a fresh install, a case whose type is left to inference, a number type's extension
/// method, an initializer given a trailing closure, a static constant made once, a cell class registered under
/// an identifier only run time knows, option sets that stand for several, and the guides of views made in code
/// without a frame.
@Suite("UIKit code: a twenty-fourth user's apps")
@MainActor
struct UIKitTwentyFourthUserTests {
    @Test("KeychainSwift and KeychainAccess hold nothing on a fresh install; ?? .rtl's raw value; a Double extension")
    func freshInstallValues() throws {
        let source = """
            import UIKit
            import KeychainSwift
            import KeychainAccess

            enum ReadingMode: String {
                case rtl = "Right to Left"
                case ltr = "Left to Right"
            }

            extension Double {
                func toTruncatedString() -> String {
                    let formatter = NumberFormatter()
                    formatter.minimumFractionDigits = 0
                    formatter.maximumFractionDigits = 16
                    return formatter.string(from: NSNumber(value: self)) ?? ""
                }
            }

            final class Session {
                static let shared = Session()
                let token = KeychainSwift().get("token")
                let servers = Keychain(service: "app").synchronizable(true)["servers"]
                var made = 0
            }

            final class ReaderSettingsViewController: UIViewController {
                var mode = UserDefaults.standard.string(forKey: "mode").flatMap { ReadingMode(rawValue: $0) } ?? .rtl
                var fontSize = UserDefaults.standard.object(forKey: "fontSize") as? Double ?? 40

                override func viewDidLoad() {
                    super.viewDidLoad()
                    Session.shared.made += 1
                    Session.shared.made += 1
                    let texts = [Session.shared.token == nil ? "Login" : "Logout", Session.shared.servers ?? "default server",
                                 mode.rawValue.capitalized, fontSize.toTruncatedString(), "\\(Session.shared.made)"]
                    for (index, text) in texts.enumerated() {
                        let label = UILabel(frame: CGRect(x: 0, y: 100 + 40 * index, width: 300, height: 30))
                        label.text = text
                        view.addSubview(label)
                    }
                }
            }
            """
        let (elements, notes) = try SwiftUIReadingTests.describe(source, scene: "ReaderSettingsViewController")
        // (`made` counts on one session: a static constant is made once, as Swift makes it lazily.)
        #expect(elements == ["Login", "default server", "Right To Left", "40", "2"], "\(notes)")
        #expect(notes.contains { $0.contains("KeychainSwift().get(\"token\") is read as on a fresh install") }, "\(notes)")
    }

    @Test("an initializer given a trailing closure; a cell registered under a run-time identifier; Edge.Set's .horizontal")
    func closuresCellsAndEdges() throws {
        let source = """
            import UIKit
            import SwiftUI

            final class ButtonItem {
                let title: String
                let action: () -> Void
                init(title: String, presentsView: Bool = false, action: @escaping () -> Void) {
                    self.title = title
                    self.action = action
                }
            }

            final class ItemCell: UITableViewCell {
                override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                    super.init(style: style, reuseIdentifier: reuseIdentifier)
                    textLabel?.text = "Preview"
                }
                required init?(coder: NSCoder) { fatalError() }
            }

            extension UIView {
                func pin(to view: UIView, edges: Edge.Set = .all, padding: CGFloat = 0) {
                    translatesAutoresizingMaskIntoConstraints = false
                    if edges.contains(.top) { topAnchor.constraint(equalTo: view.topAnchor, constant: padding).isActive = true }
                    if edges.contains(.leading) {
                        leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: padding).isActive = true
                    }
                }
            }

            final class ItemsViewController: UIViewController, UITableViewDataSource {
                let table = UITableView()
                var cellID = "cell"

                override func viewDidLoad() {
                    super.viewDidLoad()
                    let item = ButtonItem(title: "Sources") { print("tapped") }
                    let label = UILabel()
                    label.text = item.title
                    view.addSubview(label)
                    label.pin(to: view, edges: .horizontal, padding: 24)
                    label.topAnchor.constraint(equalTo: view.topAnchor, constant: 100).isActive = true
                    cellID = "cell" + UUID().uuidString
                    table.register(ItemCell.self, forCellReuseIdentifier: cellID)
                    table.frame = CGRect(x: 0, y: 200, width: 400, height: 300)
                    table.dataSource = self
                    view.addSubview(table)
                }

                func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1 }

                func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                    tableView.dequeueReusableCell(withIdentifier: cellID, for: indexPath)
                }
            }
            """
        let app = try UIKitReadingTests.app(source, scene: "ItemsViewController")
        let elements = ScreenDescription.describe(window: app.window, speakHints: false)
        #expect(elements.map(\.description) == ["Sources", "Preview"])
        // `.horizontal` holds `.leading`: the label is 24 points in.
        #expect(elements.first?.snapshot.frame.minX == 24, "\(String(describing: elements.first?.snapshot.frame))")
    }

    @Test("a stack made in code arranged by its margins is placed in its stack, not at the safe area's top; one at the top is")
    func guidesOfViewsWithoutFrames() throws {
        let source = """
            import UIKit

            final class AboutViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let header = UIStackView(arrangedSubviews: [UILabel.titled("Header")])
                    header.isLayoutMarginsRelativeArrangement = true
                    header.layoutMargins = UIEdgeInsets(top: 8, left: 16, bottom: 0, right: 16)
                    let footer = UIStackView(arrangedSubviews: [UILabel.titled("VERSION"), UILabel.titled("3.0")])
                    footer.axis = .vertical
                    footer.isLayoutMarginsRelativeArrangement = true
                    footer.layoutMargins = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 16)
                    let rows = [UILabel.titled("Account"), UILabel.titled("Wallet")]
                    let stack = UIStackView(arrangedSubviews: [header] + rows + [footer])
                    stack.axis = .vertical
                    stack.translatesAutoresizingMaskIntoConstraints = false
                    view.addSubview(stack)
                    NSLayoutConstraint.activate([
                        stack.topAnchor.constraint(equalTo: view.topAnchor),
                        stack.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                        stack.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                    ])
                }
            }

            extension UILabel {
                static func titled(_ text: String) -> UILabel {
                    let label = UILabel()
                    label.text = text
                    return label
                }
            }
            """
        let app = try UIKitReadingTests.app(source, scene: "AboutViewController")
        let frames = Dictionary(ScreenDescription.describe(window: app.window, speakHints: false)
            .map { ($0.description, $0.snapshot.frame) }, uniquingKeysWith: { a, _ in a })
        // The header reaches the screen's top: its margins guide is inset by the safe area, as UIKit's is
        // (`insetsLayoutMarginsFromSafeArea`), so its label is below the status bar.
        let safeTop = app.window.safeAreaInsets.top
        #expect(safeTop > 0 && frames["Header"]?.minY == safeTop + 8, "\(frames)")
        // The footer is below the two rows: its margins keep it there, 16 points in.
        let wallet = try #require(frames["Wallet"])
        #expect(abs((frames["VERSION"]?.minY ?? 0) - wallet.maxY) < 0.01 && frames["VERSION"]?.minX == 16, "\(frames)")
        #expect(frames["3.0"].map { $0.minY > wallet.maxY } == true, "\(frames)")
    }
}
