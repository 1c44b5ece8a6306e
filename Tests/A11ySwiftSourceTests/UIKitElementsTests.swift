import A11yCore
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
        func find(_ view: View) -> View? {
            if view.accessibilityLabel == "Screen time" { return view }
            return view.subviews.lazy.compactMap(find).first
        }
        let chart = try #require(find(app.window))
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
