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
}
