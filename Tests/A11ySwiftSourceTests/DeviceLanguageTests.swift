import Testing

/// The device a screen built in code is shown on, as Foundation tells the code about it
/// (SwiftSourceReading.md, "The device's language"): set to the language asked for, with the
/// app's language folders as its bundle's localizations; and the direction marks VoiceOver does
/// not speak (VoiceOverRules, "What is said for an element").
@Suite("Swift code: the device's language")
@MainActor
struct DeviceLanguageTests {
    /// A helper as apps write it: the text marked with the direction of the language the app
    /// picks from its bundle's localizations for the device.
    static let helper = """
        import Foundation

        extension Bundle {
            public var supportedLocalizations: [String] { localizations.filter { $0 != "Base" } }
        }

        public func currentLanguageCode(supported: [String] = Bundle.main.supportedLocalizations) -> String {
            Bundle.preferredLocalizations(from: supported).first ?? "en"
        }

        public extension String {
            func applyingDirection() -> String {
                switch Locale.characterDirection(forLanguage: currentLanguageCode()) {
                case .rightToLeft: return "\\u{200F}" + self
                case .leftToRight: return "\\u{200E}" + self
                default: return self
                }
            }
        }

        public func localize(_ key: String) -> String {
            NSLocalizedString(key, comment: "").applyingDirection()
        }
        """

    static let tables = [
        "Sources/App/Helper.swift": helper,
        "Sources/App/en.lproj/Localizable.strings": "\"title\" = \"Settings\";\n\"body\" = \"Choose a language.\";\n",
        "Sources/App/ar.lproj/Localizable.strings": "\"title\" = \"الإعدادات\";\n\"body\" = \"اختر لغة.\";\n",
        "Sources/App/de.lproj/Localizable.strings": "\"title\" = \"Einstellungen\";\n\"body\" = \"Wähle eine Sprache.\";\n",
    ]

    static let screen = """
        import UIKit

        final class LanguageViewController: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                title = localize("title")
                let label = UILabel()
                label.text = localize("body")
                view.addSubview(label)
            }
        }
        """

    @Test("Locale.characterDirection of the language Bundle.preferredLocalizations picks: the device's; marks not spoken")
    func directionOfTheDevicesLanguage() throws {
        // Before, each text depended on "the result of Locale.characterDirection(…)" and was not read.
        let english = try SwiftUIReadingTests.describe(Self.screen, files: Self.tables)
        #expect(english.elements == ["Settings. Heading.", "Choose a language."])
        #expect(english.notes.isEmpty)
        let german = try SwiftUIReadingTests.describe(Self.screen, language: "de", files: Self.tables)
        #expect(german.elements == ["Einstellungen. Heading.", "Wähle eine Sprache."])
        let arabic = try SwiftUIReadingTests.describe(Self.screen, language: "ar", files: Self.tables)
        #expect(arabic.elements.count == 2)
        #expect(arabic.elements.first?.hasPrefix("الإعدادات") == true)
        #expect(arabic.notes.isEmpty)
    }

    @Test("the branch a device in the language takes: Bundle.main.localizations, Locale.current, preferredLanguages")
    func branchesOnTheLocale() throws {
        let source = """
            import UIKit

            final class LocaleViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let stack = UIStackView()
                    stack.axis = .vertical
                    view.addSubview(stack)
                    for name in Bundle.main.localizations where name != "Base" {
                        let label = UILabel()
                        label.text = name
                        stack.addArrangedSubview(label)
                    }
                    let code = UILabel()
                    code.text = "code " + (Locale.current.languageCode ?? "none")
                    stack.addArrangedSubview(code)
                    let preferred = UILabel()
                    preferred.text = "first " + (Locale.preferredLanguages.first ?? "none")
                    stack.addArrangedSubview(preferred)
                    let modern = UILabel()
                    modern.text = "modern " + (Locale.current.language.languageCode?.identifier ?? "none")
                    stack.addArrangedSubview(modern)
                    let direction = UILabel()
                    let layout = UIApplication.shared.userInterfaceLayoutDirection
                    direction.text = layout == .rightToLeft ? "mirrored" : "not mirrored"
                    stack.addArrangedSubview(direction)
                }
            }
            """
        let german = try SwiftUIReadingTests.describe(source, language: "de", files: Self.tables)
        #expect(german.elements == ["ar", "de", "en", "code de", "first de", "modern de", "not mirrored"])
        #expect(german.notes.isEmpty)
        let english = try SwiftUIReadingTests.describe(source, files: Self.tables)
        #expect(english.elements.suffix(4) == ["code en", "first en", "modern en", "not mirrored"])
        let arabic = try SwiftUIReadingTests.describe(source, language: "ar", files: Self.tables)
        #expect(arabic.elements.contains("mirrored"))
    }

    @Test("Bundle.preferredLocalizations(from:): the device's language, else its language without the region, else the first")
    func preferredLocalization() throws {
        let source = """
            import SwiftUI

            struct PickView: View {
                var body: some View {
                    VStack {
                        Text(Bundle.preferredLocalizations(from: ["fr", "pt", "de"]).first ?? "none")
                        Text(Bundle.preferredLocalizations(from: ["fr", "pt"], forPreferences: ["pt-BR"]).first ?? "none")
                    }
                }
            }
            """
        #expect(try SwiftUIReadingTests.describe(source, language: "de", files: Self.tables).elements == ["de", "pt"])
        #expect(try SwiftUIReadingTests.describe(source, language: "de-AT", files: Self.tables).elements == ["de", "pt"])
        #expect(try SwiftUIReadingTests.describe(source, files: Self.tables).elements == ["fr", "pt"])
    }

    @Test("a label's direction marks are not spoken; the rest of it is")
    func directionMarksNotSpoken() throws {
        let source = """
            import UIKit

            final class MarksViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let label = UILabel()
                    label.text = "\\u{200E}Hello \\u{2067}world\\u{2069}"
                    view.addSubview(label)
                    let blank = UILabel()
                    blank.text = "\\u{200F}"
                    view.addSubview(blank)
                }
            }
            """
        #expect(try SwiftUIReadingTests.describe(source).elements == ["Hello world"])
    }

    @Test("a SwiftUI view hosted by a UIKit controller is on the same device")
    func hostedSwiftUI() throws {
        let source = """
            import SwiftUI
            import UIKit

            struct CodeView: View {
                var body: some View {
                    Text("language " + (Locale.current.languageCode ?? "none"))
                }
            }

            final class HostViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let hosted = UIHostingController(rootView: CodeView())
                    addChild(hosted)
                    view.addSubview(hosted.view)
                    hosted.view.frame = view.bounds
                }
            }
            """
        let german = try SwiftUIReadingTests.describe(source, scene: "HostViewController", language: "de", files: Self.tables)
        #expect(german.elements == ["language de"])
    }

    @Test("a language the app has no table for: the development language's localization; a named code is left to run time")
    func fallbacks() throws {
        let source = """
            import SwiftUI

            struct FallbackView: View {
                var body: some View {
                    VStack {
                        Text(Bundle.main.preferredLocalizations.first ?? "none")
                        Text(Bundle.preferredLocalizations(from: ["de", "en", "ar"], forPreferences: ["fr"]).first ?? "none")
                        Text(Locale.current.language.languageCode == .arabic ? "Arabic" : "Not Arabic")
                    }
                }
            }
            """
        let french = try SwiftUIReadingTests.describe(source, language: "fr", files: Self.tables)
        #expect(french.elements == ["en", "en"])
        #expect(french.notes.contains { $0.contains("depends on a comparison") })
    }
}
