import A11yCore
import A11ySceneFiles
import A11yScenes
import Foundation
import Testing

/// UIKit's accessibility elements that are not views, container types, frames set by centre
/// and size, and numbers a formatter writes, read from the source (SwiftSourceReading.md,
/// "UIKit screens built in code"): each test writes the UIKit a developer would.
@Suite("UIKit elements, containers, frames and formatters built in code")
@MainActor
struct UIKitElementsTests {
    static let chart = """
        import UIKit

        final class ChartView: UIView {
            private var bars: [UIAccessibilityElement] = []

            override init(frame: CGRect) {
                super.init(frame: frame)
                accessibilityContainerType = .semanticGroup
                accessibilityLabel = "Screen time"
                for (index, day) in ["Monday", "Tuesday"].enumerated() {
                    let bar = UIAccessibilityElement(accessibilityContainer: self)
                    bar.accessibilityLabel = day
                    bar.accessibilityValue = "\\(index + 2) hours"
                    bar.accessibilityTraits = .image
                    bar.accessibilityFrameInContainerSpace = CGRect(x: 20 + 60 * index, y: 10, width: 40, height: 100)
                    bars.append(bar)
                }
                let total = UIAccessibilityElement(accessibilityContainer: self)
                total.accessibilityLabel = "Total"
                total.accessibilityFrame = UIAccessibility.convertToScreenCoordinates(
                    CGRect(x: 20, y: 120, width: 200, height: 20), in: self)
                accessibilityElements = [total] + bars
            }

            required init?(coder: NSCoder) { fatalError() }
        }

        final class ChartViewController: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                let chart = ChartView(frame: CGRect(x: 0, y: 100, width: 300, height: 160))
                view.addSubview(chart)
            }
        }
        """

    @Test("UIAccessibilityElement instances in accessibilityElements are elements in their container's space, in order")
    func accessibilityElements() throws {
        let app = try UIKitReadingTests.app(Self.chart, scene: "ChartViewController")
        let described = ScreenDescription.describe(window: app.window, speakHints: false)
        // The order is the container's `accessibilityElements`, not the order made (UIAccessibilityContainer).
        #expect(described.map(\.description).suffix(3) == ["Total", "Monday: 2 hours. Image.", "Tuesday: 3 hours. Image."])
        // accessibilityFrameInContainerSpace: in the chart's coordinates, the chart 100 pt down the controller's view.
        let tuesday = try #require(described.last?.snapshot.frame)
        let monday = try #require(described.dropLast().last?.snapshot.frame)
        #expect(tuesday.minX - monday.minX == 60)
        #expect(tuesday.width == 40 && tuesday.height == 100)
        let total = try #require(described.first { $0.description == "Total" }?.snapshot.frame)
        #expect(total.minY - monday.minY == 110)
    }

    @Test("accessibilityContainerType is the container type VoiceOver's rotor and grouping see")
    func containerType() throws {
        let app = try UIKitReadingTests.app(Self.chart, scene: "ChartViewController")
        let chart = try #require(UIKitReadingTests.view(labeled: "Screen time", in: app.window))
        #expect(chart.accessibilityContainerType == .semanticGroup)
    }

    @Test("a view's bounds and center place it as UIKit does: the size kept when the center moves, and the other way")
    func centerAndBounds() throws {
        let source = """
            import UIKit

            final class BadgeViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let badge = UILabel()
                    badge.text = "New"
                    badge.bounds = CGRect(x: 0, y: 0, width: 200, height: 40)
                    badge.center = CGPoint(x: 150, y: 300)
                    view.addSubview(badge)
                    let dot = UIButton(type: .system)
                    dot.setTitle("Dismiss", for: .normal)
                    dot.center = CGPoint(x: 100, y: 500)
                    dot.bounds = CGRect(x: 0, y: 0, width: 80, height: 44)
                    view.addSubview(dot)
                }
            }
            """
        let app = try UIKitReadingTests.app(source)
        let described = ScreenDescription.describe(window: app.window)
        // Frames in the window: the controller's view starts below the status bar.
        let badge = try #require(described.first { $0.description == "New" }?.snapshot.frame)
        #expect(badge.minX == 50 && badge.width == 200 && badge.height == 40)
        let dot = try #require(described.first { $0.description == "Dismiss. Button." }?.snapshot.frame)
        #expect(dot.minX == 60 && dot.width == 80 && dot.height == 44)
        #expect(dot.minY - badge.minY == 478 - 280)
    }

    static let formatted = """
        import UIKit

        final class UsageViewController: UIViewController {
            private let percent: NumberFormatter = {
                let formatter = NumberFormatter()
                formatter.numberStyle = .percent
                return formatter
            }()

            override func viewDidLoad() {
                super.viewDidLoad()
                let used = UILabel()
                used.text = "Used: " + (percent.string(from: NSNumber(value: 0.42)) ?? "")
                let decimal = NumberFormatter()
                decimal.numberStyle = .decimal
                decimal.maximumFractionDigits = 1
                let size = UILabel()
                size.text = decimal.string(from: 1234.56)
                let fixed = NumberFormatter()
                fixed.locale = Locale(identifier: "en_US_POSIX")
                fixed.minimumIntegerDigits = 3
                let code = UILabel()
                code.text = fixed.string(from: 7)
                let share = UILabel()
                share.text = NumberFormatter.localizedString(from: 0.5, number: .percent)
                let stack = UIStackView(arrangedSubviews: [used, size, code, share])
                stack.axis = .vertical
                view.addSubview(stack)
            }
        }
        """

    @Test("NumberFormatter with literal settings writes as Foundation's, in the screen's language unless a locale is set")
    func numberFormatter() throws {
        let english = try SwiftUIReadingTests.describe(Self.formatted)
        #expect(english.elements == ["Used: 42%", "1,234.6", "007", "50%"])
        let german = try SwiftUIReadingTests.describe(Self.formatted, language: "de")
        // The device's locale follows the language; a formatter given its own locale keeps it.
        #expect(german.elements.map { $0.replacingOccurrences(of: "\u{A0}", with: " ") }
            == ["Used: 42 %", "1.234,6", "007", "50 %"])
    }
}

extension UIKitElementsTests {
    static let gallery = """
        import UIKit

        final class FruitCell: UICollectionViewCell {
            let name = UILabel()

            override init(frame: CGRect) {
                super.init(frame: frame)
                name.translatesAutoresizingMaskIntoConstraints = false
                contentView.addSubview(name)
                NSLayoutConstraint.activate([
                    name.centerXAnchor.constraint(equalTo: contentView.centerXAnchor),
                    name.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
                ])
            }

            required init?(coder: NSCoder) { fatalError() }
        }

        final class FruitViewController: UICollectionViewController {
            private let fruits = ["Apple", "Banana", "Cherry", "Damson"]

            init() {
                let layout = UICollectionViewFlowLayout()
                layout.itemSize = CGSize(width: 100, height: 100)
                layout.minimumInteritemSpacing = 10
                layout.minimumLineSpacing = 20
                super.init(collectionViewLayout: layout)
            }

            required init?(coder: NSCoder) { fatalError() }

            override func viewDidLoad() {
                super.viewDidLoad()
                title = "Fruit"
                collectionView.register(FruitCell.self, forCellWithReuseIdentifier: "fruit")
            }

            override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
                fruits.count
            }

            override func collectionView(_ collectionView: UICollectionView,
                                         cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
                let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "fruit", for: indexPath) as! FruitCell
                cell.name.text = fruits[indexPath.item]
                return cell
            }

            override func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
                let detail = UIViewController()
                detail.title = fruits[indexPath.item]
                navigationController?.pushViewController(detail, animated: true)
            }
        }

        final class SettingsListViewController: UIViewController, UICollectionViewDataSource {
            override func viewDidLoad() {
                super.viewDidLoad()
                let configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
                let list = UICollectionView(frame: view.bounds,
                                            collectionViewLayout: UICollectionViewCompositionalLayout.list(using: configuration))
                list.register(UICollectionViewListCell.self, forCellWithReuseIdentifier: "row")
                list.dataSource = self
                view.addSubview(list)
            }

            func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 2 }

            func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
                let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "row",
                                                              for: indexPath) as! UICollectionViewListCell
                var content = cell.defaultContentConfiguration()
                content.text = ["Wi-Fi", "Bluetooth"][indexPath.item]
                content.secondaryText = "On"
                cell.contentConfiguration = content
                return cell
            }
        }
        """

    @Test("a collection view's cells from its data source: index-path order, the flow layout's grid, selecting a cell")
    func collections() throws {
        let app = try UIKitReadingTests.app(Self.gallery, scene: "FruitViewController")
        let described = ScreenDescription.describe(window: app.window, speakHints: false)
        #expect(described.map(\.description).suffix(4) == ["Apple", "Banana", "Cherry", "Damson"])
        // 100-point items 10 apart wrap at the screen's width (402 points): three on the first row.
        let frames = described.suffix(4).map(\.snapshot.frame)
        #expect(frames[1].midX - frames[0].midX == 110)
        #expect(frames[3].midY - frames[0].midY == 120)
        // A double tap on the cell's label is a tap on the cell: the collection view selects it
        // (VoiceOverRules, "Gestures"), and its didSelectItemAt pushes the fruit's screen.
        let scheduler = VirtualScheduler()
        let session = app.makeSession(backend: VirtualSpeechBackend(scheduler: scheduler), scheduler: scheduler)
        session.start()
        scheduler.runUntilIdle()
        #expect(session.focus(try #require(UIKitReadingTests.view(labeled: "Cherry", in: app.window))))
        session.activate()
        scheduler.runUntilIdle()
        #expect(UIKitReadingTests.said(app).prefix(2) == ["Fruit. Back Button.", "Cherry. Heading."])
    }

    @Test("a list cell's content configuration is its label; a data source that is not the controller is followed")
    func listCells() throws {
        let list = try SwiftUIReadingTests.describe(Self.gallery, scene: "SettingsListViewController")
        #expect(list.elements == ["Wi-Fi, On", "Bluetooth, On"])
    }

    @Test("setCustomSpacing(_:after:) changes the gap after one arranged view, as UIStackView does")
    func customSpacing() throws {
        let source = """
            import UIKit

            final class FormViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let title = UILabel()
                    title.text = "Sign in"
                    let name = UITextField()
                    name.placeholder = "Name"
                    let code = UITextField()
                    code.placeholder = "Code"
                    let stack = UIStackView(arrangedSubviews: [title, name, code])
                    stack.axis = .vertical
                    stack.spacing = 8
                    stack.setCustomSpacing(32, after: title)
                    stack.translatesAutoresizingMaskIntoConstraints = false
                    view.addSubview(stack)
                    NSLayoutConstraint.activate([
                        stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
                        stack.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
                        stack.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -16),
                    ])
                }
            }
            """
        let app = try UIKitReadingTests.app(source)
        let frames = ScreenDescription.describe(window: app.window).map(\.snapshot.frame)
        try #require(frames.count == 3)
        #expect(abs(frames[1].minY - frames[0].maxY - 32) < 0.01)
        #expect(abs(frames[2].minY - frames[1].maxY - 8) < 0.01)
    }
}

extension UIKitElementsTests {
    @Test("sections as an enum by raw value (Section(rawValue:)!), a label as the title view, a run-time spacing noted")
    func helpersAsAppsWriteThem() throws {
        let menu = """
            import UIKit

            final class MenuViewController: UITableViewController {
                enum Section: Int, CaseIterable {
                    case account, about
                    var title: String {
                        switch self {
                        case .account: return "Account"
                        case .about: return "About"
                        }
                    }
                }

                override func viewDidLoad() {
                    super.viewDidLoad()
                    let heading = UILabel()
                    heading.text = "Menu"
                    navigationItem.titleView = heading
                }

                override func numberOfSections(in tableView: UITableView) -> Int { Section.allCases.count }

                override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
                    Section(rawValue: section)?.title
                }

                override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
                    switch Section(rawValue: section)! {
                    case .account: return 2
                    case .about: return 1
                    }
                }

                override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                    let cell = UITableViewCell()
                    guard let section = Section(rawValue: indexPath.section) else { return cell }
                    switch section {
                    case .account: cell.textLabel?.text = indexPath.row == 0 ? "Profile" : "Password"
                    case .about: cell.textLabel?.text = "Licences"
                    }
                    return cell
                }
            }
            """
        let (elements, _) = try SwiftUIReadingTests.describe(menu)
        #expect(elements == ["Menu. Heading.", "Account. Heading.", "Profile", "Password", "About. Heading.", "Licences"])
        let spaced = """
            import UIKit

            final class DashboardView: UIView {
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    let stack = UIStackView()
                    stack.spacing = NSUbiquitousKeyValueStore.default.bool(forKey: "compact") ? 4 : 12
                    addSubview(stack)
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            """
        let (_, notes) = try SwiftUIReadingTests.describe(spaced)
        #expect(notes.contains { $0.hasPrefix("7:") && $0.contains("this stack's spacing depends on") }, "\(notes)")
    }
}

extension UIKitElementsTests {
    /// String constants as a generator writes them: nested enums, a lookup through the bundle
    /// with a fallback, `String(format:)` with a variadic's values.
    static let constants = """
        import Foundation

        enum Texts {
            enum Onboarding {
                static let title = Texts.lookUp("Localizable", "Onboarding.Title", fallback: "Hello")
                static func steps(_ count: Int) -> String {
                    Texts.lookUp("Localizable", "Onboarding.Steps", count, fallback: "%d steps")
                }
                static let skip = Texts.lookUp("Localizable", "Onboarding.Skip", fallback: "Skip for now")
            }
        }

        extension Texts {
            private static func lookUp(_ table: String, _ key: String, _ values: CVarArg..., fallback: String) -> String {
                let format = Bundle.main.localizedString(forKey: key, value: fallback, table: table)
                return String(format: format, locale: Locale.current, arguments: values)
            }
        }
        """

    @Test("generated string constants: nested enums, a bundle lookup with its fallback, String(format:) and variadics")
    func generatedConstants() throws {
        let screen = """
            import UIKit

            final class OnboardingViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let title = UILabel()
                    title.text = Texts.Onboarding.title
                    let steps = UILabel()
                    steps.text = Texts.Onboarding.steps(3)
                    let skip = UIButton(type: .system)
                    skip.setTitle(Texts.Onboarding.skip, for: .normal)
                    let stack = UIStackView(arrangedSubviews: [title, steps, skip])
                    stack.axis = .vertical
                    view.addSubview(stack)
                }
            }
            """
        let files = ["Sources/App/Texts.swift": Self.constants,
                     "Sources/App/en.lproj/Localizable.strings": "\"Onboarding.Title\" = \"Welcome\";\n"
                         + "\"Onboarding.Steps\" = \"%d steps to go\";\n",
                     "Sources/App/de.lproj/Localizable.strings": "\"Onboarding.Title\" = \"Willkommen\";\n"
                         + "\"Onboarding.Steps\" = \"Noch %d Schritte\";\n"]
        let english = try SwiftUIReadingTests.describe(screen, files: files)
        // A key no table has shows the fallback the lookup gives, as the bundle returns it.
        #expect(english.elements == ["Welcome", "3 steps to go", "Skip for now. Button."], "\(english.notes)")
        let german = try SwiftUIReadingTests.describe(screen, language: "de", files: files)
        #expect(german.elements.prefix(2) == ["Willkommen", "Noch 3 Schritte"])
        // The same constants in a SwiftUI view: one evaluator runs the project's functions for both readers.
        let view = """
            import SwiftUI

            struct OnboardingView: View {
                var body: some View {
                    VStack {
                        Text(Texts.Onboarding.title)
                        Text(Texts.Onboarding.steps(2))
                        Text(String(format: "%@ of %d", "Step 1", 3))
                    }
                }
            }
            """
        let swiftUI = try SwiftUIReadingTests.describe(view, language: "de", files: files)
        #expect(swiftUI.elements == ["Willkommen", "Noch 2 Schritte", "Step 1 of 3"], "\(swiftUI.notes)")
    }
}

extension UIKitElementsTests {
    @Test("an array of enum cases declared with its element type ([Item] = [.numbers, …]) gives cases, with their properties")
    func typedArrayOfCases() throws {
        let source = """
            import UIKit

            enum Lesson {
                case numbers, colors
                static let all: [Lesson] = [.numbers, .colors]
                var name: String {
                    switch self {
                    case .numbers: return "Learn Numbers"
                    case .colors: return "Learn Colors"
                    }
                }
            }

            final class LessonsViewController: UITableViewController {
                private let lessons = Lesson.all
                override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { lessons.count }
                override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                    let cell = UITableViewCell()
                    cell.textLabel?.text = lessons[indexPath.row].name
                    return cell
                }
            }
            """
        #expect(try SwiftUIReadingTests.describe(source).elements == ["Learn Numbers", "Learn Colors"])
    }
}

extension UIKitElementsTests {
    @Test("""
        a scroll view pinned to the view's top reaches under the navigation bar, and its content starts below it \
        unless contentInsetAdjustmentBehavior is .never (AutoLayoutRules: Scroll views)
        """)
    func scrollViewUnderTheBar() throws {
        #expect(try SwiftUIReadingTests.describe(Self.scrolling("")).elements == ["About. Heading.", "First content"])
        let never = try SwiftUIReadingTests.describe(Self.scrolling("scrollView.contentInsetAdjustmentBehavior = .never"))
        #expect(never.elements == ["First content", "About. Heading."])
    }
}

/// What a new user's trial on settings and detail screens built in code found (scroll views,
/// navigation bars, custom cells): each written as the apps write it.
extension UIKitElementsTests {
    /// A controller with `setup` in its `viewDidLoad` and a label pinned 8 pt below the top of a
    /// scroll view that fills its view (reaching under the bars).
    static func scrolling(_ setup: String, title: String = "title = \"About\"") -> String {
        """
        import UIKit

        final class AboutViewController: UIViewController {
            let scrollView = UIScrollView()
            var flag = NSUbiquitousKeyValueStore.default.bool(forKey: "x")
            override func viewDidLoad() {
                super.viewDidLoad()
                \(title)
                \(setup)
                let label = UILabel()
                label.text = "First content"
                label.translatesAutoresizingMaskIntoConstraints = false
                scrollView.translatesAutoresizingMaskIntoConstraints = false
                view.addSubview(scrollView)
                scrollView.addSubview(label)
                NSLayoutConstraint.activate([
                    scrollView.topAnchor.constraint(equalTo: view.topAnchor),
                    scrollView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
                    scrollView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                    scrollView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                    label.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor, constant: 8),
                    label.bottomAnchor.constraint(equalTo: scrollView.contentLayoutGuide.bottomAnchor),
                    label.leadingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.leadingAnchor, constant: 16),
                ])
            }
        }
        """
    }

    /// Each element's description and the top of its frame.
    static func tops(_ source: String) throws -> [String: Double] {
        let app = try UIKitReadingTests.app(source, scene: "AboutViewController")
        return Dictionary(ScreenDescription.describe(window: app.window, speakHints: false)
            .map { ($0.description, $0.snapshot.frame.minY) }) { first, _ in first }
    }

    @Test("""
        the navigation bar: a title only run time knows still shows it (untitled), hiding it leaves the content \
        below the status bar, large titles make it taller; contentInset adds to the bar's inset
        """)
    func navigationBarsOverScrollViews() throws {
        // 62 pt of status bar and a 44 pt bar on the default iPhone; the label 8 pt into the content.
        #expect(try Self.tops(Self.scrolling("")) == ["About. Heading.": 66, "First content": 114])
        #expect(try Self.tops(Self.scrolling("", title: "navigationItem.title = flag ? \"Add\" : \"Welcome\""))
                == ["First content": 114])
        #expect(try Self.tops(Self.scrolling("navigationController?.setNavigationBarHidden(true, animated: false)"))
                == ["First content": 70])
        #expect(try Self.tops(Self.scrolling("navigationController?.navigationBar.isHidden = true")) == ["First content": 70])
        // UIKit's large title: 52 pt below the 44 pt bar, the title read there.
        #expect(try Self.tops(Self.scrolling("navigationController?.navigationBar.prefersLargeTitles = true"))
                == ["About. Heading.": 106, "First content": 166])
        let inset = Self.scrolling("scrollView.contentInset = UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)")
        #expect(try Self.tops(inset) == ["About. Heading.": 66, "First content": 134])
        // A scene file written from it keeps the inset.
        let path = try SwiftUIReadingTests.project(["Sources/App/Screen.swift": inset])
        let yaml = SceneWriter.yaml(try InputDocument.open(path: path).load(screen: "AboutViewController").spec)
        #expect(yaml.contains("contentInset: [20, 0, 0, 0]"), "\(yaml)")
        #expect(SceneWriter.yaml(try SceneParser.parse(yaml, file: "about.yaml")) == yaml)
    }

    @Test("a view centred on its scroll view is centred on the scroll view's frame, not on its content (AutoLayoutRules)")
    func centredInScrollView() throws {
        let source = """
            import UIKit

            final class AboutViewController: UIViewController {
                let scrollView = UIScrollView()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    title = "Share"
                    let label = UILabel()
                    label.text = "Explanation"
                    let stack = UIStackView(arrangedSubviews: [label])
                    stack.translatesAutoresizingMaskIntoConstraints = false
                    scrollView.translatesAutoresizingMaskIntoConstraints = false
                    view.addSubview(scrollView)
                    scrollView.addSubview(stack)
                    NSLayoutConstraint.activate([
                        scrollView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
                        scrollView.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor),
                        scrollView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                        scrollView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                        stack.leadingAnchor.constraint(equalTo: scrollView.leadingAnchor),
                        stack.centerXAnchor.constraint(equalTo: scrollView.centerXAnchor),
                        stack.centerYAnchor.constraint(equalTo: scrollView.centerYAnchor),
                    ])
                }
            }
            """
        let app = try UIKitReadingTests.app(source, scene: "AboutViewController")
        let label = try #require(ScreenDescription.describe(window: app.window, speakHints: false)
            .first { $0.description == "Explanation" }?.snapshot.frame)
        // The scroll view runs from 106 to 840 on the default iPhone: its centre is at 473.
        #expect(abs(label.midY - 473) < 0.5 && label.width == 402, "\(label)")
    }

    @Test("a custom cell whose views its initializer pins with constraints is laid out by them, as tall as they need")
    func cellWithConstraints() throws {
        let source = """
            import UIKit

            class KeyCell: UITableViewCell {
                let keyLabel = UILabel()
                override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                    super.init(style: style, reuseIdentifier: reuseIdentifier)
                    contentView.addSubview(keyLabel)
                    keyLabel.translatesAutoresizingMaskIntoConstraints = false
                    NSLayoutConstraint.activate([
                        keyLabel.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
                        keyLabel.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 11),
                        keyLabel.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -11),
                    ])
                }
                required init?(coder: NSCoder) { fatalError() }
            }

            class AboutViewController: UITableViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    title = "Settings"
                    tableView.register(KeyCell.self, forCellReuseIdentifier: "c")
                    navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .close, target: nil, action: nil)
                }
                override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 2 }
                override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                    let cell = tableView.dequeueReusableCell(withIdentifier: "c", for: indexPath) as! KeyCell
                    cell.keyLabel.text = indexPath.row == 0 ? "First" : "Second"
                    return cell
                }
            }
            """
        let tops = try Self.tops(source)
        #expect(Set(tops.keys) == ["Settings. Heading.", "Close. Button.", "First", "Second"])
        // A cell of labels is one element (TV-10): the rows' tops. The label 11 pt into its row;
        // the first row is 11 + the label's height + 11 tall.
        let first = try #require(tops["First"]), second = try #require(tops["Second"])
        #expect(first == 106 && second > first + 42 && second < first + 44, "\(tops)")
        let app = try UIKitReadingTests.app(source, scene: "AboutViewController")
        let label = try #require(UIKitReadingTests.label(showing: "First", in: app.window))
        #expect(label.convert(label.bounds, to: nil).minY == 117)
    }
}

extension UIKitElementsTests {
    @Test("""
        a text view the user cannot edit reads as static text; a generic class given its type arguments is made; \
        a view added to a table view controller's table stays beside its rows, below the bar
        """)
    func textViewsGenericsAndTableSubviews() throws {
        let source = """
            import UIKit

            class Row<T>: UIView {
                let label = UILabel()
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    label.text = "Generic row"
                    label.frame = CGRect(x: 16, y: 0, width: 200, height: 30)
                    addSubview(label)
                }
                required init?(coder: NSCoder) { fatalError() }
            }

            class GenericCell<T>: UITableViewCell {
                let label = UILabel()
                override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                    super.init(style: style, reuseIdentifier: reuseIdentifier)
                    label.text = "Generic cell"
                    label.frame = CGRect(x: 16, y: 0, width: 200, height: 44)
                    contentView.addSubview(label)
                }
                required init?(coder: NSCoder) { fatalError() }
            }

            class AboutViewController: UITableViewController {
                let cell = GenericCell<Int>()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    title = "Options"
                    let log = UITextView(frame: CGRect(x: 0, y: 300, width: 402, height: 100))
                    log.text = "Line one"
                    log.isEditable = false
                    view.addSubview(log)
                    view.addSubview(Row<Int>(frame: CGRect(x: 0, y: 200, width: 402, height: 30)))
                }
                override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1 }
                override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell { cell }
            }
            """
        // Each view added to the table sits in its content, counted from below the bar (106 pt).
        #expect(try Self.tops(source) == ["Options. Heading.": 66, "Generic cell": 106, "Generic row": 306, "Line one": 406])
    }
}

extension UIKitElementsTests {
    @Test("""
        the interface orientation asked while the screen is built is portrait (the screen is built in portrait); \
        a table's header and footer views are read above and below its rows
        """)
    func orientationAndTableEnds() throws {
        let source = """
            import UIKit

            final class AboutViewController: UITableViewController {
                var portrait: NSLayoutConstraint?
                override func viewDidLoad() {
                    super.viewDidLoad()
                    title = "Settings"
                    let header = UILabel(frame: CGRect(x: 0, y: 0, width: 402, height: 40))
                    header.text = "Header text"
                    tableView.tableHeaderView = header
                    let footer = UILabel(frame: CGRect(x: 0, y: 0, width: 402, height: 40))
                    footer.text = UIDevice.current.orientation.isLandscape ? "Landscape" : "Footer text"
                    tableView.tableFooterView = footer
                    guard let orientation = UIApplication.shared.windows.first?.windowScene?.interfaceOrientation else { return }
                    if orientation.isPortrait { title = "Portrait" }
                }
                override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1 }
                override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                    let cell = UITableViewCell()
                    cell.textLabel?.text = "Row"
                    return cell
                }
            }
            """
        #expect(try Self.tops(source) == ["Portrait. Heading.": 66, "Header text": 106, "Row": 146, "Footer text": 190])
    }
}

extension UIKitElementsTests {
    @Test("""
        a table footer made without a frame (UIView(), to hide empty rows) takes no room; constraints a view \
        activates in updateConstraints() are laid out, as UIKit's first layout pass updates constraints first
        """)
    func emptyFooterAndUpdateConstraints() throws {
        let source = """
            import UIKit

            final class Badge: UIView {
                let label = UILabel()
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    label.text = "Badge"
                    label.translatesAutoresizingMaskIntoConstraints = false
                    addSubview(label)
                }
                required init?(coder: NSCoder) { fatalError() }
                override func updateConstraints() {
                    NSLayoutConstraint.activate([
                        label.topAnchor.constraint(equalTo: topAnchor, constant: 4),
                        label.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 8),
                    ])
                    super.updateConstraints()
                }
            }

            final class AboutViewController: UITableViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    title = "Settings"
                    tableView.tableFooterView = UIView()
                    tableView.tableHeaderView = UIView(frame: CGRect(x: 0, y: 0, width: 402, height: 30))
                }
                override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 2 }
                override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                    let cell = UITableViewCell()
                    cell.textLabel?.text = "Row \\(indexPath.row + 1)"
                    return cell
                }
            }

            final class BadgeViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addSubview(Badge(frame: CGRect(x: 0, y: 200, width: 402, height: 30)))
                }
            }
            """
        let app = try UIKitReadingTests.app(source, scene: "AboutViewController")
        let table = try #require(UIKitReadingTests.view(labeled: "Row 1", in: app.window)?.superview as? TableView)
        #expect(table.tableFooterView?.frame.height == 0)
        #expect(table.contentSize.height == 30 + 2 * TableView.rowHeight)
        let badges = try UIKitReadingTests.app(source, scene: "BadgeViewController")
        let badge = try #require(UIKitReadingTests.view(labeled: "Badge", in: badges.window))
        #expect(badge.frame.minY == 4 && badge.frame.minX == 8, "\(badge.frame)")
    }
}
