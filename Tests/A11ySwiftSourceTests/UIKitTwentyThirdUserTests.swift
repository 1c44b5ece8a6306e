import A11yCore
import Testing

/// What a twenty-third user's apps needed (SwiftSourceReading.md, "What is followed"): a data source of the
/// project's (an `NSObject`, not a view) whose rows are a `lazy var` made through `self`; another file's nested
/// type named by its path where the file nests its own of that name; an array extension's own properties
/// (`endIndex`) read without `self.`; a loop over a text's characters.
@Suite("UIKit code: a twenty-third user's apps")
@MainActor
struct UIKitTwentyThirdUserTests {
    @Test("a lazy var of a project's object is made when first used, with self: a data source's rows through self.items()")
    func lazyThroughSelf() throws {
        let source = """
            import UIKit

            final class MenuDataSource: NSObject, UITableViewDataSource {
                lazy var items: [String] = self.menuItems()

                private func menuItems() -> [String] {
                    ["Invite", "Store", "Help"]
                }

                func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
                    items.count
                }

                func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                    let cell = UITableViewCell()
                    cell.textLabel?.text = items[indexPath.row]
                    return cell
                }
            }

            final class MenuViewController: UIViewController {
                let tableView = UITableView()
                let dataSource = MenuDataSource()

                override func viewDidLoad() {
                    super.viewDidLoad()
                    tableView.frame = view.bounds
                    tableView.dataSource = dataSource
                    view.addSubview(tableView)
                }
            }
            """
        let (elements, notes) = try SwiftUIReadingTests.describe(source, scene: "MenuViewController")
        #expect(elements == ["Invite", "Store", "Help"], "\(notes)")
    }

    @Test("Outer.Size names the Size nested in Outer, even where the file nests its own Size in another type")
    func nestedTypeOfAnotherFile() throws {
        let bar = """
            import UIKit

            class StatusBar: UIView {
                struct Size {
                    static let height: CGFloat = calculateHeight()

                    static private func calculateHeight() -> CGFloat { 20 }
                }
            }
            """
        let source = """
            import UIKit

            class DrawerViewController: UIViewController {
                struct Size {
                    static let height = calculateHeight()
                    static let headerHeight: CGFloat = 50

                    static private func calculateHeight() -> CGFloat {
                        return Size.headerHeight + StatusBar.Size.height
                    }
                }

                override func viewDidLoad() {
                    super.viewDidLoad()
                    let label = UILabel()
                    label.text = "Header \\(Int(Size.height)) of \\(Int(StatusBar.Size.height))"
                    label.frame = CGRect(x: 0, y: Size.height, width: 200, height: 20)
                    view.addSubview(label)
                }
            }
            """
        let (elements, notes) = try SwiftUIReadingTests.describe(source, scene: "DrawerViewController",
                                                                 files: ["Sources/App/StatusBar.swift": bar])
        #expect(elements == ["Header 70 of 20"], "\(notes)")
        #expect(notes.isEmpty, "\(notes)")
    }

    @Test("an array extension reads its own properties without self (endIndex, count) and loops over a text's characters")
    func arrayExtensionAndCharacters() throws {
        let source = """
            import UIKit

            extension Array {
                func safeValue(_ index: Int) -> Element? {
                    return (startIndex..<endIndex).contains(index) ? self[index] : .none
                }
            }

            final class TermsViewController: UIViewController {
                let items = ["Invite", "Help"]

                override func viewDidLoad() {
                    super.viewDidLoad()
                    var shown = ""
                    var inBraces = false
                    for character in "Accept {the} Terms" {
                        if character == "{" { inBraces = true } else if character == "}" { inBraces = false }
                        else if !inBraces { shown += "\\(character)" }
                    }
                    for (index, text) in [items.safeValue(1) ?? "none", items.safeValue(2) ?? "none", shown].enumerated() {
                        let label = UILabel(frame: CGRect(x: 0, y: 40 * index, width: 300, height: 30))
                        label.text = text
                        view.addSubview(label)
                    }
                    for _ in 0..<0 { view.addSubview(UILabel()) }
                }
            }
            """
        let (elements, notes) = try SwiftUIReadingTests.describe(source, scene: "TermsViewController")
        #expect(elements == ["Help", "none", "Accept  Terms"], "\(notes)")
        #expect(notes.isEmpty, "\(notes)")
    }

    @Test("a text view that does not scroll is as large as its text; an empty text set before an attributed one is that one")
    func textViewSizedByItsText() throws {
        let source = """
            import UIKit

            final class TermsTextView: UITextView {
                override init(frame: CGRect, textContainer: NSTextContainer?) {
                    super.init(frame: frame, textContainer: textContainer)
                    text = ""
                    isEditable = false
                    isScrollEnabled = false
                }

                required init?(coder: NSCoder) { fatalError() }
            }

            final class JoinViewController: UIViewController {
                let toggle = UISwitch()
                let terms = TermsTextView()

                override func viewDidLoad() {
                    super.viewDidLoad()
                    for item in [toggle, terms] as [UIView] {
                        item.translatesAutoresizingMaskIntoConstraints = false
                        view.addSubview(item)
                    }
                    let text = NSMutableAttributedString()
                    text.append(NSAttributedString(string: "I accept the "))
                    text.append(NSAttributedString(string: "Terms", attributes: [.underlineStyle: 1]))
                    terms.attributedText = text
                    NSLayoutConstraint.activate([
                        toggle.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
                        toggle.topAnchor.constraint(equalTo: view.topAnchor, constant: 100),
                        terms.leadingAnchor.constraint(equalTo: toggle.trailingAnchor, constant: 10),
                        terms.centerYAnchor.constraint(equalTo: toggle.centerYAnchor),
                    ])
                }
            }
            """
        let app = try UIKitReadingTests.app(source, scene: "JoinViewController")
        let elements = ScreenDescription.describe(window: app.window, speakHints: false)
        #expect(elements.map(\.description) == ["Switch Button. Off.", "I accept the Terms"])
        // Beside the switch (20 + 51 + 10), one line high, centred on it (100 + 31 / 2).
        let frame = try #require(elements.last?.snapshot.frame)
        #expect(frame.minX == 81 && frame.height > 15 && frame.height < 30 && abs(frame.midY - 115.5) < 0.5, "\(frame)")
    }
}
