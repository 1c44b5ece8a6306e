import A11yCore
import Foundation
import Testing

/// Row models of mixed kinds told apart by casts, optional variables declared without a value,
/// arrays of cases built by `+` or given as an optional, and states only run time knows
/// (SwiftSourceReading.md, "UIKit screens built in code").
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
                    sync.isOn = UserDefaults.standard.bool(forKey: "sync")
                    sync.accessibilityLabel = "Sync"
                    view.addSubview(sync)
                    let volume = UISlider(frame: CGRect(x: 16, y: 180, width: 300, height: 31))
                    volume.value = UserDefaults.standard.float(forKey: "volume")
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
}
