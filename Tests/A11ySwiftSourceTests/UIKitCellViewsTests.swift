import A11yCore
import Testing

/// A table cell's own views, read as UIKit reads a cell (SwiftSourceReading.md, "Tables"; TV-10):
/// labels and at most one switch make one element, any other control makes the cell's views
/// elements of their own; a count a run-time condition chooses is the fewer; a frame's parts.
@Suite("UIKit code: the views a cell adds, counts a condition chooses, a frame's parts")
@MainActor
struct UIKitCellViewsTests {
    static func settings(_ rows: String) -> String {
        """
        import UIKit

        final class SettingsViewController: UITableViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                title = "Settings"
            }
            override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
            override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                let cell = UITableViewCell()
                var conf = cell.defaultContentConfiguration()
                switch indexPath.row {
        \(rows)
                }
                cell.contentConfiguration = conf
                return cell
            }
        }
        """
    }

    @Test("""
        a switch in the content view beside the text: the row is one element, read as a switch with its state; \
        a button beside the text: the text and the button are read one by one; a stepper as accessory view: \
        the text, then the stepper's buttons
        """)
    func controlsBesideTheText() throws {
        let source = Self.settings("""
                    case 0:
                        conf.text = "Root Helper"
                        let toggle = UISwitch()
                        toggle.isOn = true
                        toggle.translatesAutoresizingMaskIntoConstraints = false
                        cell.contentView.addSubview(toggle)
                        NSLayoutConstraint.activate([
                            toggle.trailingAnchor.constraint(equalTo: cell.contentView.trailingAnchor, constant: -20),
                            toggle.centerYAnchor.constraint(equalTo: cell.contentView.centerYAnchor),
                        ])
                    case 1:
                        conf.text = "Appearance"
                        let button = UIButton(type: .system)
                        button.setTitle("System", for: .normal)
                        button.translatesAutoresizingMaskIntoConstraints = false
                        cell.contentView.addSubview(button)
                        NSLayoutConstraint.activate([
                            button.trailingAnchor.constraint(equalTo: cell.contentView.trailingAnchor, constant: -20),
                            button.centerYAnchor.constraint(equalTo: cell.contentView.centerYAnchor),
                        ])
                    default:
                        conf.text = "Font size"
                        let stepper = UIStepper()
                        stepper.value = 14
                        cell.accessoryView = stepper
        """)
        let app = try UIKitReadingTests.app(source)
        #expect(ScreenDescription.describe(window: app.window, speakHints: false).map(\.description) == [
            "Settings. Heading.", "Root Helper. Switch Button. On.", "Appearance", "System. Button.", "Font size",
            "Decrement. Button.", "Increment. Button.",
        ])
        // The stepper at the cell's trailing edge, 16 points in, centred on the row.
        let decrement = try #require(UIKitReadingTests.view(labeled: "Decrement", in: app.window))
        let stepper = try #require(decrement.superview)
        let frame = stepper.convert(stepper.bounds, to: nil)
        #expect(frame.maxX == app.window.bounds.width - 16 && frame.width == 94, "\(frame)")
    }

    @Test("""
        a custom cell of labels is one element: its labels' texts in reading order (by the frames its \
        constraints give, not the order the code adds them), a hidden label left out; the content \
        configuration's text first
        """)
    func labelsMakeOneElement() throws {
        let source = Self.settings("""
                    case 0:
                        let title = UILabel(), subtitle = UILabel(), badge = UILabel()
                        title.text = "Inbox"
                        subtitle.text = "3 unread"
                        badge.text = "New"
                        badge.isHidden = true
                        for label in [subtitle, badge, title] {
                            label.translatesAutoresizingMaskIntoConstraints = false
                            cell.contentView.addSubview(label)
                        }
                        NSLayoutConstraint.activate([
                            title.leadingAnchor.constraint(equalTo: cell.contentView.leadingAnchor, constant: 16),
                            title.topAnchor.constraint(equalTo: cell.contentView.topAnchor, constant: 8),
                            subtitle.leadingAnchor.constraint(equalTo: title.leadingAnchor),
                            subtitle.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 4),
                            subtitle.bottomAnchor.constraint(equalTo: cell.contentView.bottomAnchor, constant: -8),
                            badge.trailingAnchor.constraint(equalTo: cell.contentView.trailingAnchor, constant: -16),
                            badge.topAnchor.constraint(equalTo: title.topAnchor),
                        ])
                    case 1:
                        conf.text = "Version"
                        let value = UILabel()
                        value.text = "2.1"
                        value.frame = CGRect(x: 280, y: 12, width: 60, height: 20)
                        cell.contentView.addSubview(value)
                    default:
                        conf.text = "Sounds"
                        // UISwitch() is 51 × 31 at the origin; the second one is moved.
                        let toggle = UISwitch(), other = UISwitch()
                        other.frame = CGRect(x: 280, y: 6, width: 0, height: 0)
                        cell.contentView.addSubview(toggle)
                        cell.contentView.addSubview(other)
        """)
        let app = try UIKitReadingTests.app(source)
        // Two switches: not one element, and the text is a label of its own before them (read after
        // the first switch, which sits at the cell's top-left corner).
        #expect(ScreenDescription.describe(window: app.window, speakHints: false).map(\.description) == [
            "Settings. Heading.", "Inbox, 3 unread", "Version, 2.1", "Switch Button. Off.", "Sounds", "Switch Button. Off.",
        ])
    }

    @Test("""
        a count a condition only run time knows chooses (`schemes.isEmpty ? 1 : 2`) is the fewer, the rows every \
        run shows, with a note saying so; a section before it and after it are read
        """)
    func countByRunTimeCondition() throws {
        let source = """
            import UIKit

            final class AppInfoViewController: UITableViewController {
                var schemes: [String] = []
                var items: [String] = []
                override func viewDidLoad() {
                    super.viewDidLoad()
                    schemes = NSUbiquitousKeyValueStore.default.stringArray(forKey: "schemes") ?? []
                }
                override func numberOfSections(in tableView: UITableView) -> Int { 3 }
                override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
                    switch section {
                    case 0: return 1
                    case 1: return schemes.isEmpty ? 1 : 2
                    default: return items.count
                    }
                }
                override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                    let cell = UITableViewCell()
                    var conf = cell.defaultContentConfiguration()
                    switch (indexPath.section, indexPath.row) {
                    case (0, _): conf.text = "Name"
                    case (1, 0): conf.text = "Bundle ID"
                    case (1, _): conf.text = "URL schemes"
                    default: conf.text = "Item"
                    }
                    cell.contentConfiguration = conf
                    return cell
                }
            }
            """
        let (elements, notes) = try SwiftUIReadingTests.describe(source)
        #expect(elements == ["Name", "Bundle ID"])
        // Located at the condition.
        #expect(notes.contains("14:24: the number of rows in a section of this table depends on the result of "
                               + "NSUbiquitousKeyValueStore.default.stringArray(…): read with 1, the fewer (2 otherwise)"),
                "\(notes)")
    }

    @Test("a frame's origin and size set on their own (`frame.origin.y = 300`, `frame.origin = CGPoint(…)`, `+=`) move the view")
    func framesParts() throws {
        let source = """
            import UIKit

            final class FramesViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let a = UILabel(), b = UILabel(), c = UILabel()
                    a.text = "Third"; b.text = "First"; c.text = "Second"
                    for label in [a, b, c] { label.frame = CGRect(x: 20, y: 100, width: 200, height: 20) }
                    a.frame.origin.y = 300
                    b.frame.origin = CGPoint(x: 20, y: 150)
                    c.frame.origin.y += 100
                    c.frame.size = CGSize(width: 120, height: 40)
                    view.addSubview(a); view.addSubview(b); view.addSubview(c)
                }
            }
            """
        let app = try UIKitReadingTests.app(source)
        #expect(UIKitReadingTests.said(app) == ["First", "Second", "Third"])
        let second = try #require(UIKitReadingTests.label(showing: "Second", in: app.window))
        #expect(second.convert(second.bounds, to: nil) == Rect(x: 20, y: 200, width: 120, height: 40))
    }
}
