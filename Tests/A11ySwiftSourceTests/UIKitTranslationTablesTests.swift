import Testing

/// Texts from the app's named tables and texts whose words depend on a count (SwiftSourceReading.md, "Texts";
/// Localization.md, "Plurals"): `NSLocalizedString(_:tableName:…)` reads that table, as Foundation does, and a
/// `.stringsdict` key filled with a count the source fixes takes that count's form in the screen's language.
@Suite("UIKit code: named tables and plurals")
@MainActor
struct UIKitTranslationTablesTests {
    static let code = """
        import UIKit

        final class WordsViewController: UIViewController {
            let remaining = 12

            override func viewDidLoad() {
                super.viewDidLoad()
                let stack = UIStackView()
                stack.axis = .vertical
                stack.frame = CGRect(x: 16, y: 100, width: 340, height: 200)
                let title = UILabel()
                title.text = NSLocalizedString("settings.title", tableName: "Settings", comment: "")
                let words = UILabel()
                words.text = String.localizedStringWithFormat(NSLocalizedString("words_left", comment: ""), remaining)
                let one = UILabel()
                one.text = String(format: NSLocalizedString("words_left", comment: ""), 1)
                let bundle = UILabel()
                bundle.text = Bundle.main.localizedString(forKey: "settings.done", value: nil, table: "Settings")
                let modern = UILabel()
                modern.text = String(localized: "settings.title", table: "Settings")
                for label in [title, words, one, bundle, modern] { stack.addArrangedSubview(label) }
                view.addSubview(stack)
            }
        }
        """

    static func plural(_ forms: [String: String]) -> String {
        let entries = forms.keys.sorted().map { "<key>\($0)</key><string>\(forms[$0]!)</string>" }.joined()
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict><key>words_left</key><dict>
            <key>NSStringLocalizedFormatKey</key><string>%#@words@</string>
            <key>words</key><dict>
            <key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
            <key>NSStringFormatValueTypeKey</key><string>d</string>\(entries)</dict>
            </dict></dict></plist>
            """
    }

    static let files = [
        "Sources/App/en.lproj/Localizable.strings": "\"settings.title\" = \"Not this table\";\n",
        "Sources/App/en.lproj/Settings.strings": "\"settings.title\" = \"Preferences\";\n\"settings.done\" = \"Done\";\n",
        "Sources/App/de.lproj/Settings.strings": "\"settings.title\" = \"Einstellungen\";\n\"settings.done\" = \"Fertig\";\n",
        "Sources/App/en.lproj/Localizable.stringsdict": plural(["one": "%d more word", "other": "%d more words"]),
        "Sources/App/ru.lproj/Localizable.stringsdict": plural(["one": "Ещё %d слово", "few": "Ещё %d слова",
                                                                "many": "Ещё %d слов", "other": "Ещё %d слова"]),
    ]

    @Test("a named table's text, in the language shown; a count's form of a .stringsdict text")
    func tablesAndPlurals() throws {
        let english = try SwiftUIReadingTests.describe(Self.code, files: Self.files)
        #expect(english.elements == ["Preferences", "12 more words", "1 more word", "Done", "Preferences"], "\(english.notes)")
        let german = try SwiftUIReadingTests.describe(Self.code, language: "de", files: Self.files)
        #expect(german.elements == ["Einstellungen", "12 more words", "1 more word", "Fertig", "Einstellungen"])
        // Russian: 12 is "many", 1 is "one"; the Settings table has no Russian, so the development language's.
        let russian = try SwiftUIReadingTests.describe(Self.code, language: "ru", files: Self.files)
        #expect(russian.elements == ["Preferences", "Ещё 12 слов", "Ещё 1 слово", "Done", "Preferences"])
    }

    @Test("a count only run time gives: the other form, the count noted")
    func runTimeCount() throws {
        let code = """
            import UIKit

            final class CountViewController: UIViewController {
                var remaining: Int { UserDefaults.standard.integer(forKey: "left") + Int.random(in: 1...9) }

                override func viewDidLoad() {
                    super.viewDidLoad()
                    let label = UILabel(frame: CGRect(x: 16, y: 100, width: 300, height: 30))
                    label.text = String.localizedStringWithFormat(NSLocalizedString("words_left", comment: ""), remaining)
                    view.addSubview(label)
                }
            }
            """
        let result = try SwiftUIReadingTests.describe(code, files: Self.files)
        #expect(result.elements.count == 1)
        #expect(result.elements.first?.hasSuffix("more words") == true, "\(result.elements)")
    }

    @Test("SwiftUI: a String Catalog's plural variations, by the count interpolated, in the language's categories")
    func catalogPlurals() throws {
        let view = """
            import SwiftUI

            struct ItemsView: View {
                let count = 1
                let none = 0
                var body: some View {
                    VStack {
                        Text("\\(count) items")
                        Text("\\(none) items")
                    }
                }
            }
            """
        func forms(_ one: String, _ other: String) -> String {
            "{\"variations\":{\"plural\":{\"one\":{\"stringUnit\":{\"state\":\"translated\",\"value\":\"\(one)\"}},"
                + "\"other\":{\"stringUnit\":{\"state\":\"translated\",\"value\":\"\(other)\"}}}}}"
        }
        let catalog = "{\"sourceLanguage\":\"en\",\"version\":\"1.0\",\"strings\":{\"%lld items\":{\"localizations\":{"
            + "\"en\":\(forms("%lld item", "%lld items")),\"fr\":\(forms("%lld élément", "%lld éléments"))}}}}"
        let files = ["Sources/App/Localizable.xcstrings": catalog]
        #expect(try SwiftUIReadingTests.describe(view, files: files).elements == ["1 item", "0 items"])
        // French counts 0 as "one".
        #expect(try SwiftUIReadingTests.describe(view, language: "fr", files: files).elements == ["1 élément", "0 élément"])
    }

    @Test("the language's .strings comes before the development language's .stringsdict, as Foundation looks a key up")
    func languageTableFirst() throws {
        var files = Self.files
        files["Sources/App/de.lproj/Localizable.strings"] = "\"words_left\" = \"Noch %d Wörter\";\n"
        let german = try SwiftUIReadingTests.describe(Self.code, language: "de", files: files)
        #expect(german.elements == ["Einstellungen", "Noch 12 Wörter", "Noch 1 Wörter", "Fertig", "Einstellungen"])
    }

    @Test("SwiftUI: Text(_:tableName:) reads that table")
    func swiftUITable() throws {
        let view = """
            import SwiftUI

            struct SettingsView: View {
                var body: some View {
                    VStack {
                        Text("settings.title", tableName: "Settings")
                        Text("settings.title")
                    }
                }
            }
            """
        #expect(try SwiftUIReadingTests.describe(view, language: "de", files: Self.files).elements
            == ["Einstellungen", "Not this table"])
    }
}
