import A11yCore
import Testing

/// The standard library's arithmetic and sequences the evaluator runs (SwiftSourceReading.md, "What is followed"):
/// `max`, `min`, `abs`, the C library's rounding, a number's `rounded` and `squareRoot`, an array's `max` and `min`,
/// numbers converted between Swift's integer and floating-point types, `zip`, `stride` and repeated values.
@Suite("Swift source: arithmetic and sequences")
@MainActor
struct SwiftArithmeticTests {
    @Test("""
        max, min, abs, floor, ceil, round, trunc, sqrt, pow, rounded(_:), squareRoot(), an array's max() and \
        min(by:), and integer conversions give Swift's values (Swift: a literal beside a CGFloat is a CGFloat; \
        round takes halves away from zero)
        """)
    func numbers() throws {
        let source = """
            import UIKit

            final class SizesViewController: UIViewController {
                private let width: CGFloat = 3.5
                private let counts = [3, 9, 4]

                override func viewDidLoad() {
                    super.viewDidLoad()
                    let label = UILabel()
                    label.text = "\\(max(1, 2)) \\(min(width, 4)) \\(abs(-2)) \\(abs(-width)) \\(floor(width)) \\(ceil(width))"
                    let more = UILabel()
                    more.text = "\\(round(-2.5)) \\(trunc(-width)) \\(sqrt(16.0)) \\(pow(2.0, 3.0)) \\(width.rounded())"
                    let rules = UILabel()
                    rules.text = "\\(width.rounded(.down)) \\((2.5).rounded(.toNearestOrEven)) \\((width * 4).squareRoot())"
                    let arrays = UILabel()
                    arrays.text = "\\(counts.max() ?? 0) \\(counts.min(by: >) ?? 0) \\([Int]().max() ?? -1) "
                        + (["ab", "cd", "e"].max { $0.count < $1.count } ?? "") + (["ab", "cd"].min { $0.count < $1.count } ?? "")
                    let converted = UILabel()
                    converted.text = "\\(UInt(3)) \\(Int32(-2)) \\(UInt8(7.9)) \\(max(3, 5, 4)) \\(min("b", "a"))"
                    let stack = UIStackView(arrangedSubviews: [label, more, rules, arrays, converted])
                    stack.axis = .vertical
                    view.addSubview(stack)
                }
            }
            """
        let read = try SwiftUIReadingTests.describe(source)
        #expect(read.elements == [
            "2 3.5 2 3.5 3.0 4.0", "-3.0 -3.0 4.0 8.0 4.0", "3.0 2.0 3.7416573867739413", "9 9 -1 abab", "3 -2 7 5 a",
        ], "\(read.notes)")
        #expect(read.notes.isEmpty, "\(read.notes)")
    }

    @Test("""
        the project's own function of such a name is the one called; a negative number made unsigned, or a value \
        only run time gives, stays unknown with a note (Swift: the nearest declaration wins; UInt(-1) stops the app)
        """)
    func shadowedAndUnknown() throws {
        let source = """
            import UIKit

            func round(_ value: Double) -> Double { 42 }

            final class SizesViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let label = UILabel()
                    label.text = "Rounded \\(round(2.4))"
                    let unsigned = UILabel()
                    unsigned.text = "Count \\(UInt(-1))"
                    let open = UILabel()
                    open.text = "Widest \\(max(view.bounds.width, CGFloat(ProcessInfo.processInfo.systemUptime)))"
                    let stack = UIStackView(arrangedSubviews: [label, unsigned, open])
                    stack.axis = .vertical
                    view.addSubview(stack)
                }
            }
            """
        let read = try SwiftUIReadingTests.describe(source)
        #expect(read.elements.first == "Rounded 42.0", "\(read.notes)")
        #expect(read.elements.contains("Count …"), "\(read.elements)")
        #expect(read.elements.contains("Widest …"), "\(read.elements)")
        #expect(read.notes.contains { $0.contains("a number its type cannot hold") }, "\(read.notes)")
    }

    @Test("""
        a switch over a case holding an unsigned number, with a where clause, takes the case the value gives \
        (Swift: `UInt(0)` is 0; a `where` clause compares it with an `Int` by value)
        """)
    func unsignedSelection() throws {
        let source = """
            import UIKit

            enum ControlSelection {
                case selected(UInt)
                case unselected
            }

            final class TabsViewController: UIViewController {
                private var selection: ControlSelection = .selected(UInt(0))
                private let browse = UILabel()
                private let enter = UILabel()

                override func viewDidLoad() {
                    super.viewDidLoad()
                    browse.text = "Browse networks"
                    enter.text = "Enter a network"
                    view.addSubview(browse)
                    view.addSubview(enter)
                    switch selection {
                    case .selected(let tab) where tab == 1:
                        browse.isHidden = true
                    default:
                        enter.isHidden = true
                    }
                }
            }
            """
        let read = try SwiftUIReadingTests.describe(source)
        #expect(read.elements == ["Browse networks"], "\(read.notes)")
    }

    @Test("""
        zip, stride, String(repeating:count:), Array(repeating:count:), reduce with a first value, a range's count, \
        enumerated()'s offset and element, a text read as a number, trimmed or reversed, and Double.pi give \
        Swift's values (Swift: the standard library's sequences and Foundation's trimming)
        """)
    func sequences() throws {
        let source = """
            import UIKit

            final class StepsViewController: UIViewController {
                private let steps = ["Scan", "Confirm", "Done"]

                override func viewDidLoad() {
                    super.viewDidLoad()
                    var texts: [String] = []
                    texts.append(zip(1...3, steps).map { "\\($0) \\($1)" }.joined(separator: ", "))
                    texts.append(stride(from: 0, through: 10, by: 5).map(String.init).joined(separator: "/"))
                    texts.append(String(repeating: "•", count: 4) + Array(repeating: "!", count: 2).joined())
                    texts.append("\\(steps.reduce(0) { $0 + $1.count }) \\([1, 2, 3].reduce(10, +)) \\(steps.indices.count)")
                    texts.append(steps.enumerated().map { "\\($0.offset + 1). \\($0.element)" }.joined(separator: " "))
                    texts.append("\\((Int("42") ?? 0) + 1) \\(Int("forty") ?? -1) \\(Double("2.5") ?? 0)")
                    texts.append("  Ready \\n".trimmingCharacters(in: .whitespacesAndNewlines) + String("abc".reversed()))
                    texts.append("\\((Double.pi * 100).rounded() / 100)")
                    texts.append(stride(from: 0.0, to: 1.0, by: 0.25).map { "\\($0)" }.joined(separator: " "))
                    texts.append("\\(Int.max > 0) \\(Int8(100)) \\(UInt8("256") ?? 0) \\(Int16("-7") ?? 0)")
                    texts.append(" ·\\n".trimmingCharacters(in: .whitespaces) + "|" + "\\n· ".trimmingCharacters(in: .newlines))
                    for text in texts {
                        let label = UILabel()
                        label.text = text
                        view.addSubview(label)
                    }
                }
            }
            """
        let read = try SwiftUIReadingTests.describe(source)
        #expect(read.elements.sorted() == [
            "1 Scan, 2 Confirm, 3 Done", "1. Scan 2. Confirm 3. Done", "15 16 3", "43 -1 2.5", "0/5/10", "3.14",
            "Readycba", "••••!!", "0.0 0.25 0.5 0.75", "true 100 0 -7", "·\n|·",
        ].sorted(), "\(read.notes)")
    }

    @Test("""
        what Swift stops the app for or cannot hold is not known, and the reader goes on (Swift: an integer \
        conversion out of its type's range traps; a range as wide as Int has no count Int holds)
        """)
    func limits() throws {
        let source = """
            import UIKit

            final class LimitsViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let label = UILabel()
                    label.text = "\\(Int8(300)) \\((Int.min..<0).count) \\(zip(-5..<Int.max, [1]).count)"
                    let other = UILabel()
                    other.text = "\\(stride(from: Int.max - 1, through: Int.max, by: 1).count) \\(max(7))"
                    let stack = UIStackView(arrangedSubviews: [label, other])
                    stack.axis = .vertical
                    view.addSubview(stack)
                }
            }
            """
        let read = try SwiftUIReadingTests.describe(source)
        // (Texts whose parts are not known at all are not shown; each says why.)
        #expect(read.elements.isEmpty, "\(read.notes)")
        #expect(read.notes.contains { $0.hasPrefix("7:9:") && $0.contains("a number its type cannot hold") }, "\(read.notes)")
        #expect(read.notes.contains { $0.hasPrefix("9:9:") && $0.contains("a sequence voicenav does not follow") })
    }

    @Test("SwiftUI's views compute with the same arithmetic (one evaluator for both readers)")
    func swiftUI() throws {
        let source = """
            import SwiftUI

            struct ScoreView: View {
                let scores = [72.4, 91.6, 88.0]

                var body: some View {
                    Text("Best: \\(Int((scores.max() ?? 0).rounded()))")
                }
            }
            """
        let read = try SwiftUIReadingTests.describe(source)
        #expect(read.elements == ["Best: 92"], "\(read.notes)")
    }
}
