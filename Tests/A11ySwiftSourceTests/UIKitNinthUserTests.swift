import Testing

/// What a ninth new user's apps needed (SwiftSourceReading.md, "UIKit screens built in code"):
/// a project's free function declared `public` in another file, the Then library's `then`, a
/// hosted SwiftUI root view held by a local, `NSLocalizedString`'s `value:` for a key no table
/// holds (SwiftUI too), a free function called in a SwiftUI view, and `insert(_:at:)` of an array.
@Suite("UIKit and SwiftUI code: a ninth user's apps")
@MainActor
struct UIKitNinthUserTests {
    @Test("a public free function in another file of the project is run (its NSLocalizedString translated)")
    func publicFreeFunction() throws {
        let source = """
            import UIKit

            final class GreetingViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    title = localize(.greetingTitle)
                    let label = UILabel()
                    label.text = localize(.greetingBody)
                    view.addSubview(label)
                }
            }
            """
        let helper = """
            import UIKit

            public enum StringLocalizationKey: String {
                case greetingTitle = "greeting_title"
                case greetingBody = "greeting_body"
            }

            @inlinable public func localize(_ key: StringLocalizationKey) -> String {
                NSLocalizedString(key.rawValue, comment: "")
            }
            """
        let table = "\"greeting_title\" = \"Hello there\";\n\"greeting_body\" = \"Welcome.\";\n"
        let (elements, notes) = try SwiftUIReadingTests.describe(source, files: [
            "Sources/App/Localize.swift": helper, "Sources/App/en.lproj/Localizable.strings": table])
        #expect(elements == ["Hello there. Heading.", "Welcome."])
        #expect(notes.isEmpty)
    }

    @Test("the Then library's `then` runs its closure on the object and gives it back; `insert(_:at:)` puts a view first")
    func thenAndInsert() throws {
        let source = """
            import Then
            import UIKit

            final class AboutViewController: UIViewController {
                private let textLabel = UILabel().then {
                    $0.text = "Sites often include cookies."
                    $0.numberOfLines = 0
                }

                override func viewDidLoad() {
                    super.viewDidLoad()
                    let button = UIButton(type: .system).then { $0.setTitle("Learn More", for: .normal) }
                    var views: [UIView] = [textLabel, button]
                    let heading = UILabel()
                    heading.text = "About cookies"
                    views.insert(heading, at: 0)
                    let stack = UIStackView(arrangedSubviews: views)
                    stack.axis = .vertical
                    stack.frame = CGRect(x: 16, y: 120, width: 343, height: 200)
                    view.addSubview(stack)
                }
            }
            """
        #expect(try SwiftUIReadingTests.describe(source).elements == ["About cookies", "Sites often include cookies.",
                                                                      "Learn More. Button."])
    }

    @Test("a hosting controller's root view held by a local is the view it was made as")
    func hostedLocalRoot() throws {
        let source = """
            import SwiftUI
            import UIKit

            private struct AdviceView: View {
                let title: String
                var body: some View {
                    VStack(alignment: .leading) {
                        Text(title).font(.headline)
                        Text("store your phone in a locker")
                    }
                }
            }

            final class AdviceViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let contentView = AdviceView(title: "You should only pause if you:")
                    let hosting = UIHostingController(rootView: contentView)
                    addChild(hosting)
                    view.addSubview(hosting.view)
                    hosting.view.frame = view.bounds
                }
            }
            """
        let (elements, notes) = try SwiftUIReadingTests.describe(source, scene: "AdviceViewController")
        #expect(elements == ["You should only pause if you:", "store your phone in a locker"])
        #expect(notes.isEmpty)
    }

    @Test("""
        a hosting controller's root view held by a stored property is the view the property was made as: the one \
        its initializer assigns, or its initial value (a lazy one too, shown from an extension of the controller)
        """)
    func hostedStoredRoot() throws {
        let view = """
            import SwiftUI

            struct ReasonView: View {
                let step: Int
                var body: some View {
                    VStack {
                        Text("Step \\(step) of 4")
                        Button("It’s spam") {}
                    }
                }
            }
            """
        let assigned = """
            import SwiftUI
            import UIKit

            final class ReasonViewController: UIViewController {
                let reasonView: ReasonView

                init() {
                    reasonView = ReasonView(step: 1)
                    super.init(nibName: nil, bundle: nil)
                }
                required init?(coder: NSCoder) { fatalError() }

                override func viewDidLoad() {
                    super.viewDidLoad()
                    let hosting = UIHostingController(rootView: reasonView)
                    addChild(hosting)
                    view.addSubview(hosting.view)
                    hosting.view.frame = view.bounds
                }
            }
            """
        let lazy = """
            import SwiftUI
            import UIKit

            final class RegisterViewController: UIViewController {
                private(set) lazy var reasonView = ReasonView(step: 2)
            }

            extension RegisterViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let hosting = UIHostingController(rootView: self.reasonView)
                    addChild(hosting)
                    view.addSubview(hosting.view)
                    hosting.view.frame = view.bounds
                }
            }
            """
        let first = try SwiftUIReadingTests.describe(assigned, files: ["Sources/App/ReasonView.swift": view])
        #expect(first.elements == ["Step 1 of 4", "It’s spam. Button."], "\(first.notes)")
        let second = try SwiftUIReadingTests.describe(lazy, files: ["Sources/App/ReasonView.swift": view])
        #expect(second.elements == ["Step 2 of 4", "It’s spam. Button."], "\(second.notes)")
    }

    @Test("NSLocalizedString's `value:` for a key no table holds, in SwiftUI as in UIKit; a free function in a view")
    func localizedValueAndFunction() throws {
        let source = """
            import SwiftUI

            enum Strings {
                static let vpnName = NSLocalizedString("vpn.title", bundle: .main, value: "Firewall + VPN", comment: "")
            }

            func greeting(_ name: String) -> String { "Hello, " + name }

            struct DetailsView: View {
                var body: some View {
                    VStack {
                        Text(Strings.vpnName)
                        Text(greeting("Ada"))
                    }
                }
            }
            """
        #expect(try SwiftUIReadingTests.describe(source).elements == ["Firewall + VPN", "Hello, Ada"])
    }

    @Test("a localization helper: overloads by a generic parameter, `x?.method()` of nil, String methods calling each other")
    func localizationHelper() throws {
        let source = """
            import UIKit

            public enum StringLocalizationKey: String {
                case title = "screen_title"
            }

            public enum Other {
                public enum Key: String { case unrelated }
            }

            public protocol Overrider {
                func localize(_ key: String) -> String?
            }

            public struct Localization {
                public var overrider: Overrider?
                public static var current = Localization()

                private func lookUp(_ key: String) -> String {
                    if let override = overrider?.localize(key) { return override }
                    return NSLocalizedString(key, comment: "")
                }

                func localize(_ key: String, default value: String = "") -> String { "wrong overload" }

                func localize<Key: RawRepresentable>(_ key: Key, default value: String = "") -> String
                    where Key.RawValue == String {
                    let text = lookUp(key.rawValue)
                    return text.isEmpty ? key.rawValue : text.marked()
                }
            }

            public extension String {
                func wrapped(_ mark: String) -> String { mark + self + mark }
                func marked() -> String { wrapped("*") }
            }

            public func localize(_ key: StringLocalizationKey) -> String { Localization.current.localize(key) }

            final class TitleViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let label = UILabel()
                    label.text = localize(.title)
                    view.addSubview(label)
                }
            }
            """
        let table = "\"screen_title\" = \"Settings\";\n"
        let (elements, notes) = try SwiftUIReadingTests.describe(source,
                                                                 files: ["Sources/App/en.lproj/Localizable.strings": table])
        // `Key` is the function's generic parameter, not the other enum of that name.
        #expect(elements == ["*Settings*"])
        #expect(notes.isEmpty)
    }

    @Test("a view class nested in other types is made by its path, with UIKit's init() (its init(frame:) overridden)")
    func nestedViewClass() throws {
        let source = """
            import UIKit

            enum Common {
                enum Views {
                    class ShrinkableLabel: UILabel {
                        override init(frame: CGRect) {
                            super.init(frame: frame)
                            adjustsFontSizeToFitWidth = true
                        }
                        required init(coder: NSCoder) { fatalError() }
                    }
                }
            }

            final class PlansViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let title = Common.Views.ShrinkableLabel()
                    title.text = "All plans include a free trial"
                    view.addSubview(title)
                }
            }
            """
        #expect(try SwiftUIReadingTests.describe(source, scene: "PlansViewController").elements
                    == ["All plans include a free trial"])
    }

    @Test("`x?.method()` runs its base once; insert(contentsOf:at:); a Double in a Text with a Text")
    func reviewCases() throws {
        let source = """
            import UIKit

            final class RowsViewController: UIViewController {
                let stack = UIStackView()

                func addRow(_ text: String) -> UILabel? {
                    let label = UILabel()
                    label.text = text
                    stack.addArrangedSubview(label)
                    return label
                }

                override func viewDidLoad() {
                    super.viewDidLoad()
                    stack.axis = .vertical
                    stack.frame = CGRect(x: 16, y: 120, width: 343, height: 400)
                    view.addSubview(stack)
                    addRow("Hello")?.sizeToFit()
                    var names = ["C"]
                    names.insert(contentsOf: ["A", "B"], at: 0)
                    _ = addRow("\\(names.count) names, first \\(names[0])")
                }
            }
            """
        #expect(try SwiftUIReadingTests.describe(source).elements == ["Hello", "3 names, first A"])
        let swiftUI = """
            import SwiftUI

            func greeting() -> String { "Global hello" }

            struct RatingView: View {
                let rating = 4.5
                let name = "Bob"
                func greeting() -> String { "Hello, " + name }
                var body: some View {
                    VStack {
                        Text("Rated \\(rating) by \\(Text(name).italic())")
                        Text(greeting())
                    }
                }
            }
            """
        // The view's own method is the one its body calls (it is not read: a note), not the free function.
        #expect(try SwiftUIReadingTests.describe(swiftUI).elements.first == "Rated 4.5 by Bob")
        #expect(try !SwiftUIReadingTests.describe(swiftUI).elements.contains("Global hello"))
    }

    @Test("UIScreen.main's nativeBounds and nativeScale: the device's screen in pixels, so a choice by its height is made")
    func screenInPixels() throws {
        let source = """
            import UIKit

            final class PlansViewController: UIViewController {
                private var isSmallPhone: Bool {
                    UIDevice.current.userInterfaceIdiom == .phone && UIScreen.main.nativeBounds.height < 1200
                }

                override func viewDidLoad() {
                    super.viewDidLoad()
                    let label = UILabel()
                    let points = UIScreen.main.nativeBounds.height / UIScreen.main.nativeScale
                    label.text = isSmallPhone ? "Small screen" : points < 800 ? "Normal screen" : "Tall screen"
                    view.addSubview(label)
                }
            }
            """
        // The default device, an iPhone 17 Pro: 874 points high, at 3 pixels a point.
        #expect(try SwiftUIReadingTests.describe(source).elements == ["Tall screen"])
    }
}
