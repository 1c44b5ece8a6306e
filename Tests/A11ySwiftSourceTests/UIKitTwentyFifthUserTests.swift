import Testing

/// What a twenty-fifth user's apps needed (SwiftSourceReading.md, "Screens", "What the source fixes"): a screen
/// made with arguments in one place of the project and again in its own code (the next step of a flow) is made as
/// that one place makes it; an `NSCache` is empty at launch.
@Suite("UIKit code: a twenty-fifth user's apps")
@MainActor
struct UIKitTwentyFifthUserTests {
    @Test("a screen's own code making more of it does not count: the one place elsewhere gives its arguments")
    func ownCodeDoesNotCount() throws {
        let source = """
            import UIKit

            enum HabitType { case cardio, strength }

            final class HabitViewController: UIViewController {
                let type: HabitType

                init(type: HabitType) {
                    self.type = type
                    super.init(nibName: nil, bundle: nil)
                }

                required init?(coder: NSCoder) { fatalError() }

                override func viewDidLoad() {
                    super.viewDidLoad()
                    let label = UILabel(frame: CGRect(x: 16, y: 100, width: 300, height: 30))
                    switch type {
                    case .cardio: label.text = "Cardio"
                    case .strength: label.text = "Strength"
                    }
                    view.addSubview(label)
                }

                func next(_ newType: HabitType) {
                    navigationController?.pushViewController(HabitViewController(type: newType), animated: true)
                }
            }
            """
        let home = """
            import UIKit

            final class HomeViewController: UIViewController {
                func showHabits() {
                    present(HabitViewController(type: .cardio), animated: true)
                }
            }
            """
        let (elements, notes) = try SwiftUIReadingTests.describe(source, scene: "HabitViewController",
                                                                 files: ["Sources/App/Home.swift": home])
        #expect(elements == ["Cardio"], "\(notes)")
        #expect(notes.contains { $0.hasPrefix("Home.swift:5:") }, "\(notes)")
    }

    @Test("an NSCache holds nothing at launch, then what the code puts in it")
    func cacheAtLaunch() throws {
        let source = """
            import UIKit

            final class Store {
                private let key: NSString = "Tokens"
                private lazy var cache = NSCache<NSString, AnyObject>()
                var items: [String] = ["stale"]

                func load() {
                    items = (cache.object(forKey: key) as? [String]) ?? []
                }

                func remember(_ names: [String]) {
                    cache.setObject(names as AnyObject, forKey: key)
                }
            }

            final class TokensViewController: UIViewController {
                let store = Store()

                override func viewDidLoad() {
                    super.viewDidLoad()
                    store.load()
                    let first = "\\(store.items.count) tokens"
                    store.remember(["ETH", "DAI"])
                    store.load()
                    for (index, text) in [first, "\\(store.items.count) cached"].enumerated() {
                        let label = UILabel(frame: CGRect(x: 16, y: 100 + 40 * index, width: 300, height: 30))
                        label.text = text
                        view.addSubview(label)
                    }
                }
            }
            """
        let (elements, notes) = try SwiftUIReadingTests.describe(source, scene: "TokensViewController")
        #expect(elements == ["0 tokens", "2 cached"], "\(notes)")
    }

    @Test("a closure starting with a parenthesised cast and holding a for-in loop is read as the compiler reads it")
    func closureTheParserMisreads() throws {
        let source = """
            import UIKit

            protocol Themeable { func updateTheme() }

            final class FeedViewController: UIViewController {
                let pages = [UIViewController(), UIViewController()]

                override func viewDidLoad() {
                    super.viewDidLoad()
                    updateTheme()
                    let label = UILabel(frame: CGRect(x: 16, y: 100, width: 300, height: 30))
                    label.text = "Home"
                    view.addSubview(label)
                }

                func updateTheme() {
                    pages.forEach {
                        ($0 as? Themeable)?.updateTheme()
                        for view in $0.view.subviews { view.setNeedsLayout() }
                    }
                }
            }
            """
        let (elements, notes) = try SwiftUIReadingTests.describe(source, scene: "FeedViewController")
        #expect(elements == ["Home"], "\(notes)")
    }

    @Test("a struct's static constant is copied where read; an optional closure parameter takes a trailing closure")
    func structStaticsAndOptionalClosures() throws {
        let source = """
            import UIKit

            struct Style { var title = "A" }
            extension Style { static let standard = Style() }

            final class Item {
                let title: String
                let action: (() -> Void)?
                init(title: String, action: (() -> Void)? = nil) {
                    self.title = title
                    self.action = action
                }
            }

            final class StyleViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    var style = Style.standard
                    style.title = "B"
                    let item = Item(title: "Tapped") { print("tap") }
                    for (index, text) in [Style.standard.title, style.title, item.title].enumerated() {
                        let label = UILabel(frame: CGRect(x: 16, y: 100 + 40 * index, width: 300, height: 30))
                        label.text = text
                        view.addSubview(label)
                    }
                }
            }
            """
        let (elements, notes) = try SwiftUIReadingTests.describe(source, scene: "StyleViewController")
        #expect(elements == ["A", "B", "Tapped"], "\(notes)")
    }
}
