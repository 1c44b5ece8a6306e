import Testing

/// What an app bundles and how it orders it (SwiftSourceReading.md, "What the source fixes"): JSON
/// files decoded into the project's types through a generic helper, a text label's own accessibility
/// label, empty sets, sorting and text comparison, defaults given as a parameter's default.
@Suite("UIKit code: bundled content, sorting")
@MainActor
struct UIKitBundledContentTests {
    @Test("""
        sorting: sorted() and sorted(by: <=) of numbers, texts compared by <=; a comparator voicenav does not follow \
        leaves the array run time's; defaults given as a parameter's default .standard are a fresh install's
        """)
    func sortingAndDefaultArguments() throws {
        let source = """
            import UIKit

            struct Store {
                let defaults: UserDefaults
                init(defaults: UserDefaults = .standard) { self.defaults = defaults }
                var name: String { defaults.string(forKey: "name") ?? "Guest" }
            }

            final class SortedViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    var texts = [3, 1, 2].sorted().map { String($0) }
                    texts += [2, 3, 1].sorted(by: <=).map { String($0) }
                    texts.append("b" <= "a" ? "yes" : "no")
                    texts.append(Store().name)
                    if let suite = UserDefaults(suiteName: "group.app") {
                        texts.append(suite.bool(forKey: "on") ? "on" : "off")
                    }
                    for (index, text) in texts.enumerated() {
                        let label = UILabel(frame: CGRect(x: 16, y: 100 + 30 * index, width: 300, height: 28))
                        label.text = text
                        view.addSubview(label)
                    }
                    let other = ["b", "a"].sorted(using: KeyPathComparator(\\.self))
                    let last = UILabel(frame: CGRect(x: 16, y: 500, width: 300, height: 28))
                    last.text = other.first
                    view.addSubview(last)
                }
            }
            """
        let (elements, notes) = try SwiftUIReadingTests.describe(source)
        #expect(elements == ["1", "2", "3", "1", "2", "3", "no", "Guest", "off"], "\(notes)")
    }

    @Test("""
        the app's bundled JSON: a generic decode helper on Bundle finds the project's file, JSONDecoder makes the \
        project's Decodable types (snake_case keys converted, CodingKeys, enums by raw value, optionals); a row \
        reads its text label's own accessibility label; Set<String>() is empty
        """)
    func bundledJSON() throws {
        let helper = """
            import UIKit

            extension Bundle {
                func decode<T: Decodable>(_ type: T.Type, from filename: String) -> T {
                    guard let json = url(forResource: filename, withExtension: nil) else { fatalError("missing") }
                    guard let jsonData = try? Data(contentsOf: json) else { fatalError("unreadable") }
                    let decoder = JSONDecoder()
                    decoder.keyDecodingStrategy = .convertFromSnakeCase
                    guard let result = try? decoder.decode(T.self, from: jsonData) else { fatalError("bad JSON") }
                    return result
                }
            }

            enum Level: String, Decodable { case beginner, expert }

            struct Chapter: Decodable {
                var name: String
                var sections: [String]
                var level: Level
                var note: String?
                let summaryTitle: String
                var id: String

                enum CodingKeys: String, CodingKey {
                    case name, sections, level, note, summaryTitle
                    case id = "identifier"
                }
            }

            final class Progress {
                private var learned = Set<String>()
                func rating(_ section: String) -> Int { learned.contains(section) ? 100 : 0 }
            }
            """
        let json = """
            [{"name": "Simple Types", "sections": ["Variables", "Constants"], "level": "beginner",
              "summary_title": "Summary", "identifier": "simple"},
             {"name": "Complex Types", "sections": ["Arrays"], "level": "expert", "summary_title": "Review",
              "identifier": "complex", "note": "Harder"}]
            """
        let source = """
            import UIKit

            final class LearnViewController: UITableViewController {
                let chapters = Bundle.main.decode([Chapter].self, from: "Chapters.json")
                let progress = Progress()

                override func numberOfSections(in tableView: UITableView) -> Int { chapters.count }

                override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
                    chapters[section].name + (chapters[section].level == .expert ? " (expert)" : "")
                        + (chapters[section].note == nil ? "" : ", ") + (chapters[section].note ?? "")
                }

                override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
                    chapters[section].sections.count
                }

                override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                    let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
                    let section = chapters[indexPath.section].sections[indexPath.row]
                    cell.textLabel?.text = section
                    if progress.rating(section) == 0 {
                        cell.textLabel?.accessibilityLabel = "\\(section). Section not started"
                    }
                    return cell
                }
            }
            """
        let (elements, notes) = try SwiftUIReadingTests.describe(source, files: [
            "Sources/App/Content.swift": helper, "Sources/App/Content/Chapters.json": json,
        ])
        #expect(elements == ["Simple Types. Heading.", "Variables. Section not started", "Constants. Section not started",
                             "Complex Types (expert), Harder. Heading.", "Arrays. Section not started"], "\(notes)")
    }

    @Test("""
        decoding as Swift's synthesized initializer does: a var with a default lacking its key fails, an optional one \
        is nil, a property CodingKeys leaves out keeps its value, Foundation's snake_case conversion (user_ID → userId, \
        _links kept), 1.5 is not an Int, true not a number, a nested type by its path; a file missing, one bundled twice
        """)
    func decodingRules() throws {
        let helper = """
            import Foundation

            func load<T: Decodable>(_ type: T.Type, _ name: String) -> T? {
                guard let url = Bundle.main.url(forResource: name, withExtension: "json"),
                      let data = try? Data(contentsOf: url) else { return nil }
                let decoder = JSONDecoder()
                decoder.keyDecodingStrategy = .convertFromSnakeCase
                return try? decoder.decode(T.self, from: data)
            }

            enum Section { case main }

            struct Feed: Decodable {
                struct Section: Decodable { let title: String }
                let userId: String
                let _links: String
                var sections: [Section]
                var note: String? = "none"
                var local = 3

                enum CodingKeys: String, CodingKey { case userId, _links, sections, note }
            }

            struct Counted: Decodable { var count: Int = 0 }
            struct Flag: Decodable { let on: Int }
            struct Named: Decodable { let name: String }
            """
        let files = [
            "Sources/App/Helpers.swift": helper,
            "Sources/App/Data/feed.json": #"{"user_ID": "ana", "_links": "l", "sections": [{"title": "Inbox"}]}"#,
            "Sources/App/Data/counted.json": #"{}"#, "Sources/App/Data/half.json": #"{"on": 1.5}"#,
            "Sources/App/Data/true.json": #"{"on": true}"#,
            "Sources/App/Data/twice.json": #"{"name": "A"}"#, "Sources/App/Other/twice.json": #"{"name": "B"}"#,
        ]
        let source = """
            import UIKit

            final class FeedViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    var texts: [String] = []
                    if let feed = load(Feed.self, "feed") {
                        texts += [feed.userId, feed._links, feed.sections[0].title, feed.note ?? "nil", String(feed.local)]
                    }
                    texts.append(load(Counted.self, "counted") == nil ? "no count" : "counted")
                    texts.append(load(Flag.self, "half") == nil ? "no half" : "half")
                    texts.append(load(Flag.self, "true") == nil ? "no true" : "true")
                    texts.append(load(Named.self, "missing") == nil ? "no file" : "file")
                    texts.append(load(Named.self, "twice")?.name ?? "no twice")
                    for (index, text) in texts.enumerated() {
                        let label = UILabel(frame: CGRect(x: 16, y: 80 + 28 * index, width: 300, height: 26))
                        label.text = text
                        view.addSubview(label)
                    }
                }
            }
            """
        let (elements, notes) = try SwiftUIReadingTests.describe(source, files: files)
        #expect(Array(elements.prefix(5)) == ["ana", "l", "Inbox", "nil", "3"], "\(elements) \(notes)")
        #expect(elements.contains("no file"), "\(elements)")
        // Decoding that would throw, and a file bundled twice, are not read as decoded values.
        for decoded in ["counted", "half", "true", "A", "B"] { #expect(!elements.contains(decoded), "\(elements)") }
    }

    @Test("a set's insert and remove are followed; a detail label's own accessibility label is read for its text")
    func setsAndDetailLabels() throws {
        let source = """
            import UIKit

            final class Progress {
                private var learned = Set<String>()
                init() {
                    learned.insert("Variables")
                    learned.insert("Variables")
                    learned.insert("Constants")
                    learned.remove("Constants")
                }
                var count: Int { learned.count }
                func has(_ section: String) -> Bool { learned.contains(section) }
            }

            final class ProgressViewController: UITableViewController {
                let progress = Progress()

                override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 2 }

                override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                    let cell = UITableViewCell(style: .value1, reuseIdentifier: nil)
                    let section = indexPath.row == 0 ? "Variables" : "Constants"
                    cell.textLabel?.text = section
                    cell.detailTextLabel?.text = progress.has(section) ? "✓" : "–"
                    cell.detailTextLabel?.accessibilityLabel = progress.has(section) ? "Learned" : "Not started"
                    if indexPath.row == 0 { cell.textLabel?.accessibilityLabel = "\\(section), \\(progress.count) of 1" }
                    return cell
                }
            }
            """
        let (elements, notes) = try SwiftUIReadingTests.describe(source)
        #expect(elements == ["Variables, 1 of 1: Learned", "Constants: Not started"], "\(notes)")
    }

    @Test("""
        a type's own generic parameter is bound by a T.Type argument; of JSON keys equal after conversion the first \
        counts; a trait removed from a cell's leaves the row's own
        """)
    func genericTypesKeysAndRemovedTraits() throws {
        let helper = """
            import Foundation

            final class Loader<T: Decodable> {
                func load(_ type: T.Type, from name: String) -> T? {
                    guard let url = Bundle.main.url(forResource: name, withExtension: "json"),
                          let data = try? Data(contentsOf: url) else { return nil }
                    let decoder = JSONDecoder()
                    decoder.keyDecodingStrategy = .convertFromSnakeCase
                    return try? decoder.decode(T.self, from: data)
                }
            }

            struct Account: Decodable { let userId: String }
            """
        let source = """
            import UIKit

            final class AccountViewController: UITableViewController {
                let account = Loader<Account>().load(Account.self, from: "account")

                override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1 }

                override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                    let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
                    cell.textLabel?.text = account?.userId ?? "nobody"
                    cell.accessoryType = .checkmark
                    cell.accessibilityTraits.remove(.updatesFrequently)
                    return cell
                }
            }
            """
        let (elements, notes) = try SwiftUIReadingTests.describe(source, files: [
            "Sources/App/Loader.swift": helper, "Sources/App/account.json": #"{"user_id": "first", "userId": "second"}"#,
        ])
        #expect(elements == ["Selected: first. Button."], "\(notes)")
    }
}
