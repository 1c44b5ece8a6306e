import A11yCore
import A11ySceneModel
import A11yScenes
import Foundation
import Testing

/// Idioms of real apps' UIKit code (SwiftSourceReading.md, "UIKit screens built in code"): a
/// `switch` on a tuple of the index path, a generic dequeue helper and the casts that name a
/// cell's class, constants of the project's `String` extension, and the device's idiom and
/// size classes. Each test writes the code the way the apps a new user tried do.
@Suite("UIKit idioms of real apps' code")
@MainActor
struct UIKitIdiomsTests {
    @Test("a switch on (indexPath.section, indexPath.row) takes the case whose tuple pattern matches (`_` matches anything)")
    func tupleSwitch() throws {
        let source = """
            import UIKit

            final class OptionsViewController: UITableViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    title = "Options"
                }
                override func numberOfSections(in tableView: UITableView) -> Int { 2 }
                override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
                    section == 0 ? 2 : 1
                }
                override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                    let cell = UITableViewCell()
                    switch (indexPath.section, indexPath.row) {
                    case (0, 0):
                        cell.textLabel?.text = "Digit grouping"
                    case (0, let row) where row > 0:
                        cell.textLabel?.text = "Group of \\(row + 1)"
                    case (1, _):
                        cell.textLabel?.text = "About"
                    default:
                        break
                    }
                    return cell
                }
            }
            """
        let app = try UIKitReadingTests.app(source)
        let said = UIKitReadingTests.said(app)
        #expect(said.contains("Digit grouping") && said.contains("Group of 2") && said.contains("About"), "\(said)")
    }

    @Test("""
        a cell dequeued through the project's generic helper is of the class the code names \
        (`let cell: KeyCell = tableView.dequeueReusableCell(for:)`, `as! KeyCell`)
        """)
    func genericDequeueHelper() throws {
        let source = """
            import UIKit

            final class KeyCell: UITableViewCell {
                let keyLabel = UILabel()
                override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                    super.init(style: style, reuseIdentifier: reuseIdentifier)
                    keyLabel.translatesAutoresizingMaskIntoConstraints = false
                    contentView.addSubview(keyLabel)
                    NSLayoutConstraint.activate([
                        keyLabel.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
                        keyLabel.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 11),
                        keyLabel.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -11),
                    ])
                }
                required init?(coder: NSCoder) { fatalError() }
            }

            final class KeysViewController: UITableViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    title = "Keys"
                    tableView.register(KeyCell.self)
                }
                override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 2 }
                override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                    if indexPath.row == 0 {
                        let cell: KeyCell = tableView.dequeueReusableCell(for: indexPath)
                        cell.keyLabel.text = "Public key"
                        return cell
                    }
                    let cell = tableView.dequeueReusableCell(withIdentifier: "key", for: indexPath) as! KeyCell
                    cell.keyLabel.text = "Private key"
                    return cell
                }
            }

            extension UITableViewCell {
                static var reuseIdentifier: String { NSStringFromClass(self) }
            }

            extension UITableView {
                func register<T: UITableViewCell>(_: T.Type) {
                    register(T.self, forCellReuseIdentifier: T.reuseIdentifier)
                }
                func dequeueReusableCell<T: UITableViewCell>(for indexPath: IndexPath) -> T {
                    dequeueReusableCell(withIdentifier: T.reuseIdentifier, for: indexPath) as! T
                }
            }
            """
        let app = try UIKitReadingTests.app(source)
        #expect(UIKitReadingTests.said(app) == ["Keys. Heading.", "Public key", "Private key"])
        // Laid out by the cell's own constraints: 11 pt below the row's top, 16 pt in.
        let label = try #require(UIKitReadingTests.label(showing: "Public key", in: app.window))
        #expect(label.frame.minX == 16 && label.frame.minY == 11, "\(label.frame)")
    }

    @Test("`.name` where UIKit takes a string is the project's String extension's constant, property or function")
    func stringExtensionConstants() throws {
        let source = """
            import UIKit

            extension String {
                static let greeting = "Hello"
                static var farewell: String { "Goodbye" }
                static func more() -> String { "ellipsis.circle" }
            }

            final class GreetingViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    title = .greeting
                    let stack = UIStackView(frame: CGRect(x: 0, y: 120, width: 402, height: 200))
                    stack.axis = .vertical
                    view.addSubview(stack)
                    let first = UILabel()
                    first.text = .farewell
                    let button = UIButton(type: .system)
                    button.setTitle(.greeting, for: .normal)
                    navigationItem.rightBarButtonItem = UIBarButtonItem(image: UIImage(systemName: .more()), style: .plain,
                                                                        target: nil, action: nil)
                    stack.addArrangedSubview(first)
                    stack.addArrangedSubview(button)
                }
            }
            """
        let app = try UIKitReadingTests.app(source)
        // The symbol the extension's function names (`ellipsis.circle`), read by iOS's word for it (SymbolLabels).
        #expect(UIKitReadingTests.said(app) == ["Hello. Heading.", "More. Button.", "Goodbye", "Hello. Button."])
    }

    @Test("the device's idiom and size classes are the device the screen is shown on, in portrait")
    func deviceIdiom() throws {
        let source = """
            import UIKit

            final class LogoViewController: UIViewController {
                let logo = UILabel()
                let size = UILabel()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    logo.text = "Logo"
                    size.text = "Size"
                    view.addSubview(logo)
                    view.addSubview(size)
                    let width: CGFloat = UIDevice.current.userInterfaceIdiom == .pad ? 275 : 150
                    logo.frame = CGRect(x: 0, y: 120, width: width, height: 20)
                    switch traitCollection.horizontalSizeClass {
                    case .regular: size.frame = CGRect(x: 0, y: 160, width: 300, height: 20)
                    default: size.frame = CGRect(x: 0, y: 160, width: 100, height: 20)
                    }
                }
            }
            """
        let path = try SwiftUIReadingTests.project(["Sources/App/Screen.swift": source])
        for (idiom, logo, size) in [(DeviceIdiom.phone, 150.0, 100.0), (.pad, 275, 300)] {
            let app = SceneApp(spec: try InputDocument.open(path: path).load(idiom: idiom).spec)
            app.window.makeKeyAndVisible()
            #expect(UIKitReadingTests.view(labeled: "Logo", in: app.window)?.frame.width == logo, "\(idiom)")
            #expect(UIKitReadingTests.view(labeled: "Size", in: app.window)?.frame.width == size, "\(idiom)")
        }
    }

    @Test("""
        a cell's own updateConstraints runs when its table shows it; addConstraints activates; a view model of \
        labelled tuples is read by label, its array's indices looped over
        """)
    func cellUpdateConstraintsAndLabelledTuples() throws {
        let source = """
            import UIKit

            struct RowModel {
                let title: String
                let segments: [(title: String, hint: String)]
                init(title: String, options: [(title: String, value: Int, hint: String)]) {
                    self.title = title
                    segments = options.map { option in (title: option.title, hint: option.hint) }
                }
            }

            final class GroupingCell: UITableViewCell {
                private let titleLabel = UILabel()
                private let control = UISegmentedControl()
                private var customConstraints: [NSLayoutConstraint]?

                override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                    super.init(style: style, reuseIdentifier: reuseIdentifier)
                    titleLabel.translatesAutoresizingMaskIntoConstraints = false
                    control.translatesAutoresizingMaskIntoConstraints = false
                    contentView.addSubview(titleLabel)
                    contentView.addSubview(control)
                    setNeedsUpdateConstraints()
                }
                required init?(coder: NSCoder) { fatalError() }

                override func updateConstraints() {
                    if customConstraints == nil {
                        let made = [
                            titleLabel.topAnchor.constraint(equalTo: contentView.layoutMarginsGuide.topAnchor, constant: 8),
                            titleLabel.leadingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.leadingAnchor),
                            control.topAnchor.constraint(equalTo: titleLabel.bottomAnchor, constant: 12),
                            control.heightAnchor.constraint(equalToConstant: 40),
                            control.leadingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.leadingAnchor),
                            control.trailingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.trailingAnchor),
                            control.bottomAnchor.constraint(equalTo: contentView.layoutMarginsGuide.bottomAnchor),
                        ]
                        contentView.addConstraints(made)
                        customConstraints = made
                    }
                    super.updateConstraints()
                }

                func update(with model: RowModel) {
                    titleLabel.text = model.title
                    control.removeAllSegments()
                    for index in model.segments.indices {
                        control.insertSegment(withTitle: model.segments[index].title, at: index, animated: false)
                    }
                }
            }

            final class DisplayViewController: UITableViewController {
                private let cell = GroupingCell()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    title = "Display"
                }
                override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1 }
                override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                    cell.update(with: RowModel(title: "Digit grouping", options: [
                        (title: "Pairs", value: 2, hint: "38 62 47"),
                        (title: "Triples", value: 3, hint: "386 247"),
                    ]))
                    return cell
                }
            }
            """
        let app = try UIKitReadingTests.app(source)
        #expect(UIKitReadingTests.said(app) == ["Display. Heading.", "Digit grouping", "Pairs. Button. 1 of 2.",
                                                "Triples. Button. 2 of 2."])
        // Laid out by the constraints updateConstraints adds: the title 8 pt inside the margins, the control below.
        let title = try #require(UIKitReadingTests.view(labeled: "Digit grouping", in: app.window))
        #expect(title.frame.minX == 16 && title.frame.height > 0, "\(title.frame)")
    }

    @Test("the text size asked while the screen is built is the default, Large: not an accessibility size")
    func contentSizeCategory() throws {
        let source = """
            import UIKit

            final class SizeViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let label = UILabel(frame: CGRect(x: 0, y: 200, width: 300, height: 30))
                    if traitCollection.preferredContentSizeCategory.isAccessibilityCategory {
                        label.text = "Stacked"
                    } else {
                        label.text = "Side by side"
                    }
                    view.addSubview(label)
                }
            }
            """
        #expect(UIKitReadingTests.said(try UIKitReadingTests.app(source)) == ["Side by side"])
    }
}
