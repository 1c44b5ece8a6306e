import A11yCore
import ScenesTestSupport
import Testing

/// What a fifty-fifth user's apps needed (SwiftSourceReading.md, "Constants of the project" and "What the source
/// fixes"): of a type's overloads with the same labels, the one whose parameter's type the value is (an `IndexPath`
/// is never a `CGPoint`); a subscript's index typed by its parameter (`defaults[.launchCount]`, the key's static
/// constant); the project's subscripts on `UserDefaults`.
@Suite("UIKit code: a fifty-fifth user's apps")
@MainActor
struct UIKitFiftyFifthUserTests {
    /// A table's data source with two methods `row(at:)`, one for a point and one for an index path, as a static
    /// table library declares them; the index path's is the one Swift calls from `cellForRowAt`.
    static let overloads = """
        import UIKit

        struct Row { let text: String }

        final class RowsSource: NSObject, UITableViewDataSource {
            weak var tableView: UITableView?
            let rows = [Row(text: "Sounds"), Row(text: "Privacy")]

            func row(at point: CGPoint) -> Row? {
                guard let indexPath = tableView?.indexPathForRow(at: point) else { return nil }
                return row(at: indexPath)
            }

            func row(at indexPath: IndexPath) -> Row? {
                rows[indexPath.row]
            }

            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows.count }

            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
                if let row = row(at: indexPath) {
                    cell.textLabel?.text = row.text
                }
                return cell
            }
        }

        final class SettingsViewController: UITableViewController {
            let source = RowsSource()

            override func viewDidLoad() {
                super.viewDidLoad()
                source.tableView = tableView
                tableView.dataSource = source
            }
        }
        """

    @Test("""
        of two methods with the same labels, a call given an index path runs the one taking an `IndexPath`, not the \
        one taking a `CGPoint`, as Swift chooses by the argument's type: the rows read their texts
        """)
    func overloadChosenByLibraryStruct() throws {
        let read = try SwiftUIReadingTests.describe(Self.overloads)
        #expect(read.elements == ["Sounds", "Privacy"], "\(read)")
    }

    /// Keys with defaults in the manner of a vendored defaults library: a generic key class, its constants declared
    /// in an extension of its base class, a subscript on a `Defaults` value and one on `UserDefaults`.
    static let keys = """
        import UIKit

        final class Defaults {
            class Keys {
                typealias Key = Defaults.Key
                fileprivate init() {}
            }

            final class Key<T>: Keys {
                let name: String
                let defaultValue: T
                let suite: UserDefaults

                init(_ name: String, default defaultValue: T, suite: UserDefaults = .standard) {
                    self.name = name
                    self.defaultValue = defaultValue
                    self.suite = suite
                }
            }

            final class OptionalKey<T>: Keys {
                let name: String
                init(_ name: String) { self.name = name }
            }

            subscript<T>(key: Defaults.Key<T>) -> T {
                key.suite[key]
            }
        }

        let defaults = Defaults()

        extension UserDefaults {
            subscript<T>(key: Defaults.OptionalKey<T>) -> T? {
                object(forKey: key.name) as? T
            }

            subscript<T>(key: Defaults.Key<T>) -> T {
                object(forKey: key.name) as? T ?? key.defaultValue
            }
        }

        extension Defaults.Keys {
            static let greeting = Key<String>("greeting", default: "Welcome")
        }

        final class WelcomeViewController: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                let label = UILabel()
                label.text = defaults[.greeting]
                view.addSubview(label)
                let other = UILabel()
                other.text = "Again: " + UserDefaults.standard[Defaults.Keys.greeting]
                view.addSubview(other)
            }
        }
        """

    @Test("""
        a subscript's index written as an implicit member (`defaults[.greeting]`) is its parameter type's static \
        constant, found in an extension of the class it inherits from; the project's subscripts on `UserDefaults` \
        run on the standard defaults, the overload the key fits chosen: a fresh install's defaults hold nothing, so \
        the key's default is read
        """)
    func defaultsKeysThroughSubscripts() throws {
        let read = try SwiftUIReadingTests.describe(Self.keys)
        #expect(read.elements == ["Welcome", "Again: Welcome"], "\(read)")
        #expect(read.notes.count == 1 && read.notes.allSatisfy { $0.contains("fresh install") }, "\(read.notes)")
    }

    /// A controller whose view a generic base class makes from an `@autoclosure` argument, and lays out with the
    /// project's constraint helpers that take key paths (`\.topAnchor`) through static members of `KeyPath`.
    static let typedView = """
        import UIKit

        typealias Constraint = (_ layoutView: UIView) -> NSLayoutConstraint

        extension UIView {
            func addConstraints(_ description: (UIView) -> [Constraint]) {
                translatesAutoresizingMaskIntoConstraints = false
                let constraints = description(self).map { $0(self) }
                NSLayoutConstraint.activate(constraints)
            }

            func equal<Anchor, Axis>(_ anchor: KeyPath<UIView, Anchor>, constant: CGFloat = 0) -> Constraint
                where Anchor: NSLayoutAnchor<Axis> {
                return { layoutView in
                    layoutView[keyPath: anchor].constraint(equalTo: layoutView.superview![keyPath: anchor], constant: constant)
                }
            }

            func equalTo<Anchor, Axis>(_ view: UIView, _ from: KeyPath<UIView, Anchor>, _ to: KeyPath<UIView, Anchor>,
                                       constant: CGFloat = 0) -> Constraint where Anchor: NSLayoutAnchor<Axis> {
                return { layoutView in
                    layoutView[keyPath: from].constraint(equalTo: view[keyPath: to], constant: constant)
                }
            }
        }

        extension KeyPath where Root == UIView, Value == NSLayoutYAxisAnchor {
            static var top: KeyPath<UIView, NSLayoutYAxisAnchor> { \\.topAnchor }
            static var bottom: KeyPath<UIView, NSLayoutYAxisAnchor> { \\.bottomAnchor }
            static var safeAreaBottom: KeyPath<UIView, NSLayoutYAxisAnchor> { \\.safeAreaLayoutGuide.bottomAnchor }
        }

        extension KeyPath where Root == UIView, Value == NSLayoutXAxisAnchor {
            static var leading: KeyPath<UIView, NSLayoutXAxisAnchor> { \\.leadingAnchor }
        }

        class TypedViewController<View: UIView>: UIViewController {
            let customView: View

            init(viewMaker: @escaping @autoclosure () -> View) {
                customView = viewMaker()
                super.init(nibName: nil, bundle: nil)
            }

            required init?(coder: NSCoder) { fatalError() }

            override func loadView() {
                view = customView
            }
        }

        final class WelcomeView: UIView {
            let footnote = UILabel()
            let headline = UILabel()

            init() {
                super.init(frame: .zero)
                footnote.text = "Version 2"
                headline.text = "Welcome"
                [footnote, headline].forEach { addSubview($0) }
                footnote.addConstraints {[
                    $0.equal(.leading, constant: 16),
                    $0.equal(.safeAreaBottom, constant: -8)
                ]}
                headline.addConstraints {[
                    $0.equal(.leading, constant: 16),
                    $0.equal(.top, constant: 100)
                ]}
            }

            required init?(coder: NSCoder) { fatalError() }
        }

        final class WelcomeViewController: TypedViewController<WelcomeView> {
            init() {
                super.init(viewMaker: WelcomeView())
            }
        }
        """

    @Test("""
        an argument given for an `@autoclosure` parameter is what calling the parameter gives (the view a generic \
        base class makes), and key paths are values: kept, given through `KeyPath`'s static members, applied with \
        `view[keyPath:]`, so the project's key-path constraint helpers pin the views: the headline near the top is \
        read before the footnote at the bottom, though added after it
        """)
    func autoclosureViewAndKeyPathConstraints() throws {
        let read = try SwiftUIReadingTests.describe(Self.typedView, scene: "WelcomeViewController")
        #expect(read.elements == ["Welcome", "Version 2"], "\(read)")
        #expect(read.notes.isEmpty, "\(read.notes)")
    }
}
