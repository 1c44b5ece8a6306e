import Testing

/// What a twenty-ninth user's apps needed (SwiftSourceReading.md, "Texts", "What is followed", "Observers and the
/// rest"): another catalog's generated symbols nested under its name, a segment's title set by index, Foundation's case
/// properties, and a protocol-typed dependency only run time gives, made as the one type of the app adopting it.
@Suite("UIKit code: a twenty-ninth user's apps")
@MainActor
struct UIKitTwentyNinthUserTests {
    static let gameSetup = """
        { "sourceLanguage" : "en", "version" : "1.0", "strings" : {
          "Title" : { "extractionState" : "manual", "localizations" : {
            "en" : { "stringUnit" : { "state" : "translated", "value" : "my first memory" } } } },
          "Easy" : { "extractionState" : "manual", "localizations" : {
            "en" : { "stringUnit" : { "state" : "translated", "value" : "n00b" } } } },
          "Hard" : { "extractionState" : "manual", "localizations" : {
            "en" : { "stringUnit" : { "state" : "translated", "value" : "Kick-Ass" } } } }
        } }
        """

    @Test("another table's symbols (.GameSetup.title), a segment's title by index, localizedUppercase")
    func tableSymbolsAndSegments() throws {
        let source = """
            import UIKit

            enum Level {
                case easy, hard
                init(index: Int) {
                    switch index {
                    case 0: self = .easy
                    default: self = .hard
                    }
                }
                var title: String {
                    switch self {
                    case .easy: String(localized: .GameSetup.easy)
                    case .hard: String(localized: LocalizedStringResource.GameSetup.hard)
                    }
                }
            }

            final class SetupViewController: UIViewController {
                private lazy var levels = UISegmentedControl(items: ["", ""])

                override func viewDidLoad() {
                    super.viewDidLoad()
                    let stack = UIStackView()
                    stack.axis = .vertical
                    stack.frame = CGRect(x: 16, y: 100, width: 340, height: 300)
                    let title = UILabel()
                    title.text = String(localized: .GameSetup.title).localizedUppercase
                    let shout = UILabel()
                    shout.text = "say their names".capitalized
                    for index in 0...1 { levels.setTitle(Level(index: index).title, forSegmentAt: index) }
                    for view in [title, shout, levels] { stack.addArrangedSubview(view) }
                    view.addSubview(stack)
                }
            }
            """
        let files = ["Sources/App/GameSetup.xcstrings": Self.gameSetup,
                     "Sources/App/en.lproj/Localizable.strings": "\"n00b\" = \"Not looked up again\";\n"]
        let result = try SwiftUIReadingTests.describe(source, files: files)
        #expect(result.elements == ["MY FIRST MEMORY", "Say Their Names", "n00b. Button. 1 of 2.", "Kick-Ass. Button. 2 of 2."],
                "\(result.notes)")
    }

    @Test("a protocol-typed dependency only run time gives is the app's one adopter of it; its constants hold")
    func soleAdopter() throws {
        let source = """
            import UIKit

            final class SettingsModel {
                private let settings: SettingsServiceProtocol
                init(settings: SettingsServiceProtocol) { self.settings = settings }
                var appearance: String {
                    switch settings.style {
                    case .light: return "Light"
                    case .dark: return "Dark"
                    default: return "System"
                    }
                }
            }

            final class SettingsViewController: UIViewController {
                private let model: SettingsModel
                init(model: SettingsModel) {
                    self.model = model
                    super.init(nibName: nil, bundle: nil)
                }
                required init?(coder: NSCoder) { fatalError() }

                override func viewDidLoad() {
                    super.viewDidLoad()
                    let label = UILabel(frame: CGRect(x: 16, y: 100, width: 340, height: 40))
                    label.text = model.appearance
                    view.addSubview(label)
                }
            }

            final class Coordinator {
                private let container: Container
                init(container: Container) { self.container = container }
                func showSettings(from source: UIViewController) {
                    let model = SettingsModel(settings: container.settings)
                    source.present(SettingsViewController(model: model), animated: true)
                }
            }
            """
        let files = [
            "Sources/App/SettingsService.swift": """
                import UIKit

                protocol SettingsServiceProtocol {
                    var style: UIUserInterfaceStyle { get }
                }

                final class SettingsService: SettingsServiceProtocol {
                    private let defaults = UserDefaults.standard
                    var style: UIUserInterfaceStyle {
                        UIUserInterfaceStyle(rawValue: defaults.integer(forKey: "style")) ?? .unspecified
                    }
                }

                extension SettingsServiceProtocol {
                    var isDark: Bool { style == .dark }
                }

                final class Container {
                    let settings: any SettingsServiceProtocol
                    init(settings: SettingsServiceProtocol) { self.settings = settings }
                }
                """,
            "AppTests/MockSettingsService.swift": """
                import UIKit
                final class MockSettingsService: SettingsServiceProtocol {
                    var style: UIUserInterfaceStyle = .dark
                }
                """,
        ]
        let result = try SwiftUIReadingTests.describe(source, scene: "SettingsViewController", files: files)
        #expect(result.elements == ["System"], "\(result.notes)")
    }
}
