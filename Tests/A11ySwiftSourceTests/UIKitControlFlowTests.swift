import Testing

/// `continue` and `break` (SwiftSourceReading.md, "What the source fixes"): a loop's turn left or
/// the loop left, by label too, and a `switch` left by `break`.
@Suite("UIKit code: continue and break")
@MainActor
struct UIKitControlFlowTests {
    @Test("""
        continue skips the rest of a turn (a stack's views kept by identity stay), continue and break name an outer \
        loop by its label, break in a switch case ends the switch, and break names a labelled if
        """)
    func continueAndBreak() throws {
        let source = """
            import UIKit

            final class LazyViewController: UIViewController {
                private lazy var first: UILabel = {
                    let label = UILabel()
                    label.text = "First"
                    return label
                }()

                private var kept: [UIView] { [first] }

                override func viewDidLoad() {
                    super.viewDidLoad()
                    let stack = UIStackView()
                    stack.axis = .vertical
                    stack.frame = CGRect(x: 0, y: 100, width: 300, height: 300)
                    view.addSubview(stack)
                    kept.forEach { stack.addArrangedSubview($0) }
                    let again = kept
                    for arranged in stack.arrangedSubviews {
                        if again.contains(arranged) { continue }
                        stack.removeArrangedSubview(arranged)
                        arranged.removeFromSuperview()
                    }
                    outer: for word in ["a", "b", "stop", "c"] {
                        for letter in ["1", "2"] {
                            if word == "stop" { break outer }
                            if letter == "2" { continue outer }
                            let label = UILabel()
                            label.text = word + letter
                            stack.addArrangedSubview(label)
                        }
                    }
                    check: if true {
                        let checked = UILabel()
                        checked.text = "Checked"
                        stack.addArrangedSubview(checked)
                        if true { break check }
                        let never = UILabel()
                        never.text = "Never either"
                        stack.addArrangedSubview(never)
                    }
                    switch 1 {
                    case 1:
                        if true { break }
                        let never = UILabel()
                        never.text = "Never"
                        stack.addArrangedSubview(never)
                    default: break
                    }
                    let other = UILabel()
                    other.text = "Second"
                    stack.addArrangedSubview(other)
                }
            }
            """
        let (elements, notes) = try SwiftUIReadingTests.describe(source)
        #expect(elements == ["First", "a1", "b1", "Checked", "Second"], "\(notes)")
    }

    @Test("""
        a guard only run time decides whose else leaves the turn is read as passing, and an if's continue as not taken, \
        each with a note: the rest still runs
        """)
    func runTimeGuardInLoop() throws {
        let source = """
            import UIKit

            final class IconsViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    var y = 100
                    for name in ["Mail", "Maps"] {
                        // (A library's service: what it answers only the running app knows.)
                        guard RemoteConfig.shared.isEnabled(name) else { continue }
                        if RemoteConfig.shared.isHidden(name) { continue }
                        let label = UILabel(frame: CGRect(x: 16, y: y, width: 300, height: 28))
                        label.text = name
                        view.addSubview(label)
                        y += 40
                    }
                    let last = UILabel(frame: CGRect(x: 16, y: 300, width: 300, height: 28))
                    last.text = "Done"
                    view.addSubview(last)
                }
            }
            """
        let (elements, notes) = try SwiftUIReadingTests.describe(source)
        #expect(elements == ["Mail", "Maps", "Done"], "\(notes)")
        #expect(notes.contains { $0.contains("whether this guard passes depends on") && $0.contains("read as passing") },
                "\(notes)")
        #expect(notes.contains { $0.contains("whether the loop goes on past here depends on") }, "\(notes)")
    }

    @Test("""
        while and repeat run their turns while the conditions hold on known values (a while let binding each turn), \
        continue and break as in a for; a condition run time decides ends them with a note, what they change unknown, \
        and a loop past 1,000 turns is bounded with a note, the rest of the screen still run
        """)
    func whileAndRepeat() throws {
        let source = """
            import UIKit

            final class CountdownViewController: UIViewController {
                private var limit = 3

                override func viewDidLoad() {
                    super.viewDidLoad()
                    let stack = UIStackView()
                    stack.axis = .vertical
                    stack.frame = CGRect(x: 0, y: 100, width: 300, height: 600)
                    view.addSubview(stack)
                    var turn = 0
                    rows: while true {
                        turn += 1
                        if turn == 2 { continue }
                        if turn > limit { break rows }
                        let label = UILabel()
                        label.text = "Row \\(turn)"
                        stack.addArrangedSubview(label)
                    }
                    var queue = ["Alpha", "Beta"]
                    while let next = queue.first {
                        queue.removeFirst()
                        let label = UILabel()
                        label.text = next
                        stack.addArrangedSubview(label)
                    }
                    var left = 2
                    repeat {
                        let label = UILabel()
                        label.text = "Left \\(left)"
                        stack.addArrangedSubview(label)
                        left -= 1
                    } while left > 0
                    var spins = 0
                    while true { spins += 1 }
                    var extra = 0
                    while RemoteConfig.shared.hasMore() { extra += 1 }
                    let done = UILabel()
                    done.text = "Done \\(extra)"
                    stack.addArrangedSubview(done)
                }
            }
            """
        let (elements, notes) = try SwiftUIReadingTests.describe(source)
        #expect(elements == ["Row 1", "Row 3", "Alpha", "Beta", "Left 2", "Left 1", "Done …"], "\(notes)")
        #expect(notes.contains { $0.contains("this loop runs more turns than voicenav runs (1,000)") }, "\(notes)")
        #expect(notes.contains { $0.contains("whether this loop runs another turn depends on") }, "\(notes)")
    }

    @Test("""
        an optional's map and flatMap give nil for nil and run the closure with a value, and a screen whose code does \
        more work than voicenav runs says where it stopped
        """)
    func optionalMapAndBudget() throws {
        let source = """
            import UIKit

            final class GreetingViewController: UIViewController {
                private var name: String? = "Ada"
                private var nickname: String?

                override func viewDidLoad() {
                    super.viewDidLoad()
                    let greeting = UILabel(frame: CGRect(x: 16, y: 100, width: 300, height: 28))
                    greeting.text = name.map { "Hello, \\($0)" } ?? "Hello"
                    view.addSubview(greeting)
                    let other = UILabel(frame: CGRect(x: 16, y: 140, width: 300, height: 28))
                    other.text = nickname.flatMap { "Also \\($0)" } ?? "No nickname"
                    view.addSubview(other)
                    for _ in 0..<9_000 { _ = 1; _ = 2; _ = 3 }
                    let never = UILabel(frame: CGRect(x: 16, y: 180, width: 300, height: 28))
                    never.text = "Never"
                    view.addSubview(never)
                }
            }
            """
        let (elements, notes) = try SwiftUIReadingTests.describe(source)
        #expect(elements == ["Hello, Ada", "No nickname"], "\(notes)")
        #expect(notes.contains { $0.contains("does more work than voicenav runs for a screen") }, "\(notes)")
    }

    @Test("""
        a ?: statement runs its chosen branch once (not the other); a while goes on past a turn whose inner for met \
        a way out only run time decides; an element's traits changed in place (remove, formUnion, subtract) stay known
        """)
    func statementsOnceAndTraits() throws {
        let source = """
            import UIKit

            final class ChoiceViewController: UIViewController {
                private let showsMore = false

                override func viewDidLoad() {
                    super.viewDidLoad()
                    let stack = UIStackView()
                    stack.axis = .vertical
                    stack.frame = CGRect(x: 0, y: 100, width: 300, height: 600)
                    view.addSubview(stack)
                    let more = UILabel()
                    more.text = "More"
                    let less = UILabel()
                    less.text = "Less"
                    showsMore ? stack.addArrangedSubview(more) : stack.addArrangedSubview(less)
                    var round = 0
                    while round < 2 {
                        round += 1
                        for name in ["a", "b"] {
                            guard RemoteConfig.shared.shows(name) else { continue }
                            let label = UILabel()
                            label.text = name + "\\(round)"
                            stack.addArrangedSubview(label)
                        }
                    }
                    let header = UIButton(type: .system)
                    header.setTitle("Header", for: .normal)
                    header.accessibilityTraits.remove(.button)
                    header.accessibilityTraits.formUnion(.header)
                    header.accessibilityTraits.subtract(.selected)
                    stack.addArrangedSubview(header)
                }
            }
            """
        let (elements, notes) = try SwiftUIReadingTests.describe(source)
        #expect(elements == ["Less", "a1", "b1", "a2", "b2", "Header. Heading."], "\(notes)")
    }
}
