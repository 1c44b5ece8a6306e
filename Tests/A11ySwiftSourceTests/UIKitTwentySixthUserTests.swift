import Testing

/// What a twenty-sixth user's apps needed (SwiftSourceReading.md, "What is followed", "Texts", "Tables"): a type's
/// static subscript, the device's region, a closure a stored property holds called as a method, a model class's
/// `self.init(…)` and its overloads told apart by closures, UIKit enumerations' raw values, views added to a cell
/// itself, a text the same as its key, and closures nested deeper than a debug build's parser allows by default.
@Suite("UIKit code: a twenty-sixth user's apps")
@MainActor
struct UIKitTwentySixthUserTests {
    @Test("a static subscript looks a text up; a text the same as its key is found, not the value: given")
    func staticSubscript() throws {
        let source = """
            import UIKit

            struct LS {
                static subscript(_ key: String, table: String = "Localizable") -> String {
                    var text = Bundle.main.localizedString(forKey: key, value: "NIL", table: table)
                    if text == "NIL" { text = "missing" }
                    if Locale.current.regionCode?.lowercased() == "gb" {
                        return text.replacingOccurrences(of: "Run", with: "-Run")
                    }
                    return text
                }
            }

            final class StartViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let stack = UIStackView(arrangedSubviews: [LS["Headline"], LS["OutRun"], LS["Nowhere"]].map { text in
                        let label = UILabel()
                        label.text = text
                        return label
                    })
                    stack.axis = .vertical
                    stack.frame = CGRect(x: 16, y: 100, width: 300, height: 120)
                    view.addSubview(stack)
                }
            }
            """
        let files = ["Sources/App/Base.lproj/Localizable.strings": "\"Headline\" = \"welcome to\";\n\"OutRun\" = \"OutRun\";\n"]
        let result = try SwiftUIReadingTests.describe(source, files: files)
        #expect(result.elements == ["welcome to", "OutRun", "missing"], "\(result.notes)")
        // The region the language names: en-GB's is GB.
        let british = try SwiftUIReadingTests.describe(source, language: "en-GB", files: files)
        #expect(british.elements == ["welcome to", "Out-Run", "missing"], "\(british.notes)")
    }

    @Test("a model's closures: called through a stored property; self.init and initializers told apart by closures")
    func modelClosures() throws {
        let source = """
            import UIKit

            struct Item {
                var createdCell: () -> UITableViewCell
            }

            class Setting {
                var title: String { titleClosure() }
                private let titleClosure: () -> String
                init(title: @escaping () -> String) { titleClosure = title }
                convenience init(title: String) { self.init(title: { return title }) }
            }

            final class ListViewController: UITableViewController {
                private let items = [
                    Item(createdCell: {
                        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
                        cell.textLabel?.text = Setting(title: "Plain").title
                        return cell
                    }),
                    Item(createdCell: {
                        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
                        cell.textLabel?.text = Setting(title: { "From a closure" }).title
                        return cell
                    }),
                ]

                override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { items.count }

                override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                    items[indexPath.row].createdCell()
                }
            }
            """
        let result = try SwiftUIReadingTests.describe(source)
        #expect(result.elements == ["Plain", "From a closure"], "\(result.notes)")
    }

    @Test("a UIKit enumeration's raw value; a cell's views added to the cell itself are read with it")
    func rawValuesAndCellViews() throws {
        let source = """
            import UIKit

            final class NameCell: UITableViewCell {
                private let nameLabel = UILabel()
                var name: String? { didSet { nameLabel.text = name } }

                override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                    super.init(style: style, reuseIdentifier: reuseIdentifier)
                    let stack = UIStackView(arrangedSubviews: [nameLabel])
                    addSubview(stack)
                }

                required init?(coder: NSCoder) { fatalError() }
            }

            final class ThemeViewController: UITableViewController {
                private let themes: [UIUserInterfaceStyle] = [.unspecified, .light, .dark]

                override func viewDidLoad() {
                    super.viewDidLoad()
                    tableView.register(NameCell.self, forCellReuseIdentifier: "cell")
                }

                override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { themes.count }

                override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                    let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath) as! NameCell
                    switch themes[indexPath.row].rawValue {
                    case 0: cell.name = "Automatic"
                    case 1: cell.name = "Light"
                    default: cell.name = "Dark"
                    }
                    return cell
                }
            }
            """
        let result = try SwiftUIReadingTests.describe(source)
        #expect(result.elements == ["Automatic", "Light", "Dark"], "\(result.notes)")
    }

    @Test("closures nested more than 20 deep are read (a debug build's parser stops at 20 by default)")
    func deepClosures() throws {
        var body = "label.text = \"Deep\""
        for _ in 0..<24 { body = "run {\n\(body)\n}" }
        let source = """
            import UIKit

            func run(_ work: () -> Void) { work() }

            final class DeepViewController: UIViewController {
                let label = UILabel(frame: CGRect(x: 16, y: 100, width: 300, height: 30))

                override func viewDidLoad() {
                    super.viewDidLoad()
                    \(body)
                    view.addSubview(label)
                }
            }
            """
        let result = try SwiftUIReadingTests.describe(source)
        #expect(result.elements == ["Deep"], "\(result.notes)")
    }

    @Test("an enum's own init(rawValue:) runs (`self = .running`); a case's associated values take their declared types")
    func enumInitializersAndAssociatedValues() throws {
        let source = """
            import UIKit

            enum OutRunV3 {
                final class Workout {
                    enum WorkoutType: CustomStringConvertible {
                        case running, walking
                        init(rawValue: Int) {
                            switch rawValue {
                            case 0: self = .running
                            default: self = .walking
                            }
                        }
                        var description: String {
                            switch self {
                            case .running: return "Running"
                            case .walking: return "Walking"
                            }
                        }
                    }
                }
            }

            typealias Workout = OutRunV3.Workout

            enum Group {
                case follows, zaps
                var title: String { self == .follows ? "New follows" : "Zaps" }
            }

            enum Kind { case follows, zapped }

            enum Option {
                case inApp(Group, [Kind])
                var title: String {
                    switch self {
                    case .inApp(let group, _): return group.title
                    }
                }
            }

            final class NewWorkoutViewController: UIViewController {
                var type: Workout.WorkoutType = Workout.WorkoutType(rawValue: 0)
                let options: [Option] = [.inApp(.follows, [.follows]), .inApp(.zaps, [.zapped])]

                override func viewDidLoad() {
                    super.viewDidLoad()
                    let texts = [type.description.uppercased()] + options.map(\\.title)
                    let stack = UIStackView(arrangedSubviews: texts.map { text in
                        let label = UILabel()
                        label.text = text
                        return label
                    })
                    stack.axis = .vertical
                    stack.frame = CGRect(x: 16, y: 100, width: 300, height: 200)
                    view.addSubview(stack)
                }
            }
            """
        let result = try SwiftUIReadingTests.describe(source, scene: "NewWorkoutViewController")
        #expect(result.elements == ["RUNNING", "New follows", "Zaps"], "\(result.notes)")
    }
}

/// The app's own folders as on a fresh install (SwiftSourceReading.md, "The app as freshly installed").
@Suite("UIKit code: the app's folders on a fresh install")
@MainActor
struct UIKitFreshFoldersTests {
    @Test("the documents folder and an app group's container hold nothing the app saved: the empty state shows")
    func emptyFolders() throws {
        let source = """
            import UIKit

            final class LabViewController: UIViewController {
                private var photos: [URL] = []

                override func viewDidLoad() {
                    super.viewDidLoad()
                    let documents = FileManager.default.urls(for: .documentDirectory, in: .userDomainMask).first!
                    let saved = (try? FileManager.default.contentsOfDirectory(at: documents,
                                                                              includingPropertiesForKeys: nil)) ?? []
                    photos += saved
                    if let group = FileManager.default.containerURL(forSecurityApplicationGroupIdentifier: "group.lab")?.path {
                        let names = (try? FileManager.default.contentsOfDirectory(atPath: group)) ?? []
                        for name in names.filter({ $0.contains("Photo") }) {
                            photos.append(URL(fileURLWithPath: group).appendingPathComponent(name))
                        }
                    }
                    let label = UILabel(frame: CGRect(x: 16, y: 100, width: 340, height: 30))
                    label.text = photos.isEmpty ? "Start by taking a photo" : "\\(photos.count) photos"
                    view.addSubview(label)
                    let folder = UILabel(frame: CGRect(x: 16, y: 140, width: 340, height: 30))
                    folder.text = documents.appendingPathComponent("Exports").lastPathComponent
                    view.addSubview(folder)
                    let exists = UILabel(frame: CGRect(x: 16, y: 180, width: 340, height: 30))
                    let saves = documents.appendingPathComponent("saves.json").path
                    exists.text = FileManager.default.fileExists(atPath: saves) ? "Saved" : "Nothing saved"
                    view.addSubview(exists)
                    // A folder the app makes itself is not there yet: listing it fails.
                    let support = FileManager.default.urls(for: .applicationSupportDirectory, in: .userDomainMask)[0]
                    let kept = (try? FileManager.default.contentsOfDirectory(atPath: support.path)) ?? ["no folder yet"]
                    let missing = UILabel(frame: CGRect(x: 16, y: 220, width: 340, height: 30))
                    missing.text = kept.first
                    view.addSubview(missing)
                }
            }
            """
        let result = try SwiftUIReadingTests.describe(source)
        #expect(result.elements == ["Start by taking a photo", "Exports", "Nothing saved", "no folder yet"], "\(result.notes)")
        #expect(result.notes.contains { $0.contains("fresh install, where the app's folders hold nothing") }, "\(result.notes)")
    }
}
