import A11yScenes
import Testing

/// What a twenty-seventh user's apps needed (SwiftSourceReading.md, "What is followed", "Screens"): type aliases,
/// types nested in others found as Swift's lexical lookup finds them, overloads told apart by arrays, a property named
/// with a capital, `.init()` of a view class the declaration names, a bar item's label with an attributed text.
@Suite("UIKit code: a twenty-seventh user's apps")
@MainActor
struct UIKitTwentySeventhUserTests {
    static let about = """
        import UIKit

        final class AboutView: UIView {
            struct Model {
                let name: String
                let items: [ItemView.Model]
            }
            private lazy var VStack: UIStackView = {
                let stack = UIStackView()
                stack.axis = .vertical
                return stack
            }()

            init(model: Model) {
                super.init(frame: .zero)
                let name = UILabel()
                name.text = model.name
                addSubview(VStack.addArrangedSubviews([name] + model.items.map { ItemView(model: $0) }))
                VStack.frame = CGRect(x: 16, y: 100, width: 340, height: 200)
            }

            required init?(coder: NSCoder) { fatalError() }
        }

        extension UIStackView {
            func addArrangedSubviews(_ views: UIView...) -> UIStackView { addArrangedSubviews(views) }

            func addArrangedSubviews(_ views: [UIView]) -> UIStackView {
                views.forEach { addArrangedSubview($0) }
                return self
            }
        }

        final class AboutViewController: UIViewController {
            typealias View = AboutView
            private lazy var empty: EmptyView = .init()

            override func loadView() {
                super.loadView()
                self.view = View(model: .init(name: "Rise", items: [.init(text: "Terms"), .init(text: "Privacy")]))
                view.addSubview(empty)
                let logo = UILabel()
                let text = NSMutableAttributedString(string: "Rise ")
                text.append(.init(string: "Up"))
                logo.attributedText = text
                navigationItem.leftBarButtonItem = UIBarButtonItem(customView: logo)
            }
        }
        """

    static let files = [
        "Sources/App/AboutItemView.swift": """
            import UIKit

            extension AboutView {
                final class ItemView: UIView {
                    struct Model { let text: String }
                    private let label = UILabel()

                    init(model: Model) {
                        super.init(frame: CGRect(x: 0, y: 0, width: 340, height: 44))
                        label.text = model.text
                        addSubview(label)
                    }

                    required init?(coder: NSCoder) { fatalError() }
                }
            }
            """,
        "Sources/App/Settings.swift": """
            import UIKit

            enum Settings {
                final class ItemView: UIView {
                    struct Model { let text: String }
                }
                final class View: UIView {}
            }

            final class EmptyView: UIView {
                private let label = UILabel()

                init() {
                    super.init(frame: CGRect(x: 16, y: 400, width: 340, height: 44))
                    label.text = "Nothing yet"
                    addSubview(label)
                }

                required init?(coder: NSCoder) { nil }
            }
            """,
    ]

    @Test("a typealias, a nested type by its path, an overload taking an array, a capitalised property, .init() of a view")
    func aliasesAndNestedTypes() throws {
        let result = try SwiftUIReadingTests.describe(Self.about, scene: "AboutViewController", files: Self.files)
        #expect(result.elements.first == "Rise Up. Button.", "\(result.elements)")
        #expect(Array(result.elements.dropFirst()) == ["Rise", "Terms", "Privacy", "Nothing yet"], "\(result.notes)")
    }

    @Test("a class nested in a type is listed by its path and picked by it, or by its own name where it is the only one")
    func nestedScreenNames() throws {
        let source = """
            import UIKit

            enum Onboarding {
                final class Controller: UIViewController {
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        let label = UILabel(frame: CGRect(x: 16, y: 100, width: 300, height: 30))
                        label.text = "Welcome"
                        view.addSubview(label)
                    }
                }
            }
            """
        let path = try SwiftUIReadingTests.project(["Sources/App/Screen.swift": source])
        #expect(try InputDocument.open(path: path).screens().map(\.id) == ["Onboarding.Controller"])
        #expect(try SwiftUIReadingTests.describe(source, scene: "Onboarding.Controller").elements == ["Welcome"])
        #expect(try SwiftUIReadingTests.describe(source, scene: "Controller").elements == ["Welcome"])
    }

    @Test("an alias inside a type holds only inside it; a module's type of the same name is no alias of the project's")
    func aliasScope() throws {
        let source = """
            import UIKit

            final class Banner: UIView {
                init(text: String) {
                    super.init(frame: CGRect(x: 16, y: 100, width: 300, height: 30))
                    let label = UILabel(frame: bounds)
                    label.text = "Banner " + text
                    addSubview(label)
                }
                required init?(coder: NSCoder) { fatalError() }
            }

            final class LegacyBanner: UIView {
                init(text: String) {
                    super.init(frame: CGRect(x: 16, y: 100, width: 300, height: 30))
                    let label = UILabel(frame: bounds)
                    label.text = "Legacy " + text
                    addSubview(label)
                }
                required init?(coder: NSCoder) { fatalError() }
            }

            enum Legacy {
                typealias Banner = LegacyBanner
            }

            final class HomeViewController: UIViewController {
                typealias Color = UIKit.UIColor

                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addSubview(Banner(text: "home"))
                }
            }
            """
        #expect(try SwiftUIReadingTests.describe(source, scene: "HomeViewController").elements == ["Banner home"])
    }

    @Test("a call given to one of overloaded initializers runs once, its value bound to the one it fits")
    func overloadArgumentsRunOnce() throws {
        let source = """
            import UIKit

            final class Row {
                let title: String
                let view: UIView
                init(title: String, view: UIView) { self.title = title; self.view = view }
                init(title: () -> String, view: UIView) { self.title = title(); self.view = view }
            }

            final class ListViewController: UIViewController {
                let stack = UIStackView()
                var made = 0

                func makeLabel(_ text: String) -> UIView {
                    made += 1
                    let label = UILabel()
                    label.text = text
                    stack.addArrangedSubview(label)
                    return label
                }

                override func viewDidLoad() {
                    super.viewDidLoad()
                    stack.axis = .vertical
                    stack.frame = CGRect(x: 16, y: 100, width: 300, height: 200)
                    view.addSubview(stack)
                    let row = Row(title: "First", view: makeLabel("Label"))
                    let title = UILabel()
                    title.text = row.title + ", \\(made) made"
                    stack.addArrangedSubview(title)
                }
            }
            """
        #expect(try SwiftUIReadingTests.describe(source).elements == ["Label", "First, 1 made"])
    }

    @Test("what is appended to an array declared with its type takes that type (`result.append(.init(…))`)")
    func appendedTakesTheElementType() throws {
        let source = """
            import UIKit

            enum Settings {
                struct Item { let title: String }

                static func items(extra: Bool) -> [Item] {
                    var result: [Item] = []
                    result.append(.init(title: "Alarm"))
                    result.append(contentsOf: [.init(title: "Schedule"), .init(title: "About")])
                    return result
                }
            }

            final class SettingsViewController: UIViewController {
                private var more: [Settings.Item] = []

                override func viewDidLoad() {
                    super.viewDidLoad()
                    more.append(.init(title: "Help"))
                    let stack = UIStackView(arrangedSubviews: (Settings.items(extra: true) + more).map { item in
                        let label = UILabel()
                        label.text = item.title
                        return label
                    })
                    stack.axis = .vertical
                    stack.frame = CGRect(x: 16, y: 100, width: 300, height: 200)
                    view.addSubview(stack)
                }
            }
            """
        let result = try SwiftUIReadingTests.describe(source)
        #expect(result.elements == ["Alarm", "Schedule", "About", "Help"], "\(result.notes)")
    }

    @Test("a longer path tells apart types nested in types of the same name (`View.ItemView.Model`)")
    func longerPaths() throws {
        let source = """
            import UIKit

            final class AboutView: UIView {
                final class ItemView: UIView {
                    struct Model { let text: String }
                }
            }

            enum Settings {
                final class View: UIView {}
            }

            extension Settings.View {
                final class ItemView: UIView {
                    struct Model { let title: String }
                }
            }

            extension Settings {
                static func models() -> [View.ItemView.Model] { [.init(title: "Alarm")] }
            }

            final class SettingsViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let label = UILabel(frame: CGRect(x: 16, y: 100, width: 300, height: 30))
                    label.text = Settings.models().first?.title
                    view.addSubview(label)
                }
            }
            """
        #expect(try SwiftUIReadingTests.describe(source, scene: "SettingsViewController").elements == ["Alarm"])
    }
}
