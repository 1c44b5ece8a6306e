import Testing

/// Dictionaries the source fixes (SwiftSourceReading.md, "What the source fixes"): literals, grouping,
/// a key's value with and without a default, keys sorted, entries looped over and changed; arrays changed in place.
@Suite("UIKit code: dictionaries")
@MainActor
struct UIKitDictionariesTests {
    @Test("""
        a table grouped with Dictionary(grouping:by:) and its keys sorted reads its sections in order, each \
        with its rows; a key's value, a default for a missing key, a set key, a removed one, mapValues, filter
        """)
    func groupedTable() throws {
        let source = """
            import UIKit

            struct Term { let name: String }

            final class GlossaryViewController: UITableViewController {
                var grouped = [String: [Term]]()
                var letters = [String]()
                let counts: [String: Int] = ["apple": 2, "pear": 1]

                override func viewDidLoad() {
                    super.viewDidLoad()
                    let terms = [Term(name: "closure"), Term(name: "array"), Term(name: "class"), Term(name: "enum")]
                    grouped = Dictionary(grouping: terms) { String($0.name.prefix(1)).uppercased() }
                    letters = grouped.keys.sorted()
                    var extra: [String: String] = [:]
                    extra["one"] = "First"
                    extra["two"] = "Second"
                    extra["two"] = nil
                    let doubled = counts.mapValues { $0 * 2 }.filter { $0.value > 2 }
                    title = "\\(extra.count) \\(extra["one"] ?? "none") \\(counts["kiwi", default: 0]) \\(doubled.count)"
                }

                override func numberOfSections(in tableView: UITableView) -> Int { letters.count }

                override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
                    letters[section]
                }

                override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
                    grouped[letters[section]]?.count ?? 0
                }

                override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                    let cell = UITableViewCell(style: .default, reuseIdentifier: "Cell")
                    if let terms = grouped[letters[indexPath.section]] {
                        cell.textLabel?.text = terms[indexPath.row].name
                    }
                    return cell
                }
            }
            """
        let (elements, notes) = try SwiftUIReadingTests.describe(source)
        #expect(elements == ["1 First 0 1. Heading.", "A. Heading.", "array", "C. Heading.", "closure", "class",
                             "E. Heading.", "enum"], "\(notes)")
    }

    @Test("""
        a loop over a dictionary's entries sorted by key, values changed through a default, ?, removeValue and \
        updateValue, an array's element set; a literal with a key twice is run time's (the app stops there)
        """)
    func entries() throws {
        let source = """
            import UIKit

            final class PricesViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    var prices = ["tea": 3, "coffee": 4, "juice": 5]
                    prices["tea", default: 0] += 1
                    prices["milk", default: 1] += 1
                    prices.removeValue(forKey: "juice")
                    prices.updateValue(6, forKey: "coffee")
                    var groups: [String: [String]] = [:]
                    groups["a", default: []].append("x")
                    groups["a"]?.append("y")
                    var names = ["a", "b"]
                    names[1] = "second"
                    names.append(contentsOf: groups["a"] ?? [])
                    let twice = ["one": 1, "one": 2]
                    let broken = UILabel(frame: CGRect(x: 16, y: 450, width: 300, height: 28))
                    broken.text = "\\(twice.count)"
                    view.addSubview(broken)
                    var y = 100
                    for (name, price) in prices.sorted(by: { $0.key < $1.key }) {
                        let label = UILabel(frame: CGRect(x: 16, y: y, width: 300, height: 28))
                        label.text = "\\(name): \\(price)"
                        view.addSubview(label)
                        y += 40
                    }
                    let last = UILabel(frame: CGRect(x: 16, y: 400, width: 300, height: 28))
                    last.text = names.joined(separator: ", ")
                    view.addSubview(last)
                }
            }
            """
        let (elements, notes) = try SwiftUIReadingTests.describe(source)
        #expect(elements == ["coffee: 6", "milk: 2", "tea: 4", "a, second, x, y"], "\(notes)")
        #expect(notes.contains { $0.contains("a dictionary literal with a key twice, where the app stops") }, "\(notes)")
    }

    @Test("""
        a known array changed in place as Swift changes it: removeFirst, removeLast(_:), remove(at:) and popLast for \
        the element they take too, removeAll(where:), reverse, swapAt, a set's formUnion and subtract; a change the \
        source does not fix (shuffle) leaves the array run time's
        """)
    func arrayChanges() throws {
        let source = """
            import UIKit

            final class QueueViewController: UIViewController {
                private var steps = ["Wake", "Wash", "Dress", "Eat", "Walk", "Sleep"]

                override func viewDidLoad() {
                    super.viewDidLoad()
                    let first = steps.removeFirst()
                    let last = steps.popLast() ?? "none"
                    steps.removeLast(1)
                    let taken = steps.remove(at: 1)
                    steps.reverse()
                    var tags = ["a", "b"]
                    tags.formUnion(["b", "c"])
                    tags.subtract(["a"])
                    tags.swapAt(0, 1)
                    var numbers = [1, 2, 3, 4]
                    numbers.removeAll { $0 % 2 == 0 }
                    var mixed = ["x", "y"]
                    mixed.shuffle()
                    let texts = [first, last, taken, steps.joined(separator: "+"), tags.joined(separator: "+"),
                                 "\\(numbers.count) left", mixed.joined(separator: "+")]
                    var y = 100
                    for text in texts {
                        let label = UILabel(frame: CGRect(x: 16, y: y, width: 300, height: 28))
                        label.text = text
                        view.addSubview(label)
                        y += 40
                    }
                }
            }
            """
        let (elements, notes) = try SwiftUIReadingTests.describe(source)
        #expect(elements == ["Wake", "Sleep", "Dress", "Eat+Wash", "c+b", "2 left"], "\(notes)")
        #expect(notes.contains { $0.contains("the label's text depends on the result of mixed.joined") }, "\(notes)")
    }
}
