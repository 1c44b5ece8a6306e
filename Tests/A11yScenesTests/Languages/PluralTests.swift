import A11yLocalization
import Foundation
import Testing

/// Plural categories and `.stringsdict` formats (Localization.md, "Plurals").
@Suite("Plurals")
struct PluralTests {
    @Test("CLDR's categories: English, French, Portuguese, Russian, Polish, Czech, Arabic, Japanese, an unknown language")
    func categories() {
        func category(_ count: Double, _ language: String, digits: Int? = nil) -> String {
            PluralRules.category(of: count, fractionDigits: digits, language: language).rawValue
        }
        #expect([0, 1, 2, 21].map { category($0, "en") } == ["other", "one", "other", "other"])
        // 1.0 shown with a digit after the point is not "one" in English (v = 0 fails).
        #expect(category(1, "en-GB", digits: 1) == "other")
        #expect([0, 1, 1.5, 2, 1_000_000].map { category($0, "fr") } == ["one", "one", "one", "other", "many"])
        #expect(category(0, "pt-BR") == "one")
        #expect(category(0, "pt-PT") == "other")
        #expect([1, 2, 5, 11, 21, 22, 25, 111].map { category($0, "ru") }
            == ["one", "few", "many", "many", "one", "few", "many", "many"])
        #expect(category(1.5, "ru") == "other")
        #expect([1, 2, 12, 22, 25].map { category($0, "pl") } == ["one", "few", "many", "few", "many"])
        #expect([1, 3, 5].map { category($0, "cs") } == ["one", "few", "other"])
        #expect(category(1.5, "cs") == "many")
        #expect([0, 1, 2, 3, 11, 100, 102].map { category($0, "ar") }
            == ["zero", "one", "two", "few", "many", "other", "other"])
        #expect(category(1, "ja") == "other")
        #expect(category(1, "zh-Hans") == "other")
        #expect(category(1, "xx") == "other")
        #expect(PluralRules.categories(of: "ru") == [.one, .few, .many, .other])
    }

    @Test("a .stringsdict's variables, each form written with its argument's position; zero taken where given")
    func stringsDict() throws {
        let plist = """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0">
            <dict>
              <key>files_in_folders</key>
              <dict>
                <key>NSStringLocalizedFormatKey</key>
                <string>%#@files@ in %#@folders@</string>
                <key>files</key>
                <dict>
                  <key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
                  <key>NSStringFormatValueTypeKey</key><string>ld</string>
                  <key>zero</key><string>No files</string>
                  <key>one</key><string>One file</string>
                  <key>other</key><string>%ld files</string>
                </dict>
                <key>folders</key>
                <dict>
                  <key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
                  <key>NSStringFormatValueTypeKey</key><string>d</string>
                  <key>one</key><string>%d folder</string>
                  <key>other</key><string>%d folders</string>
                </dict>
              </dict>
              <key>greeting</key>
              <dict>
                <key>NSStringLocalizedFormatKey</key>
                <string>%@ has %#@items@</string>
                <key>items</key>
                <dict>
                  <key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
                  <key>NSStringFormatValueTypeKey</key><string>d</string>
                  <key>one</key><string>an item</string>
                  <key>other</key><string>%d items</string>
                </dict>
              </dict>
            </dict>
            </plist>
            """
        let entries = try StringsDictReader.read(Array(plist.utf8), file: "en.lproj/Localizable.stringsdict")
        let files = try #require(entries["files_in_folders"])
        #expect(files.format == "%#@files@ in %#@folders@")
        let counts: [Double] = [3, 1]
        #expect(files.resolved(language: "en", count: { counts[$0 - 1] }) == "%1$ld files in %2$d folder")
        #expect(files.resolved(language: "en", count: { $0 == 1 ? 0 : 2 }) == "No files in %2$d folders")
        // A count only run time knows: the `other` form.
        #expect(files.resolved(language: "en", count: { _ in nil }) == "%1$ld files in %2$d folders")
        let greeting = try #require(entries["greeting"])
        #expect(greeting.resolved(language: "en", count: { $0 == 2 ? 1 : nil }) == "%1$@ has an item")
        // Not a property list: an error at the file's start.
        #expect(throws: (any Error).self) { try StringsDictReader.read(Array("not a plist".utf8), file: "x.stringsdict") }
    }

    @Test("a count is categorised as it is written: rounded to the digits shown, a whole-number conversion's whole part")
    func writtenCounts() throws {
        // 1.96 written "%.1f" is 2.0: French "other"; 0.96 written "%.0f" is 1: Spanish "one".
        #expect(PluralRules.category(of: 1.96, fractionDigits: 1, language: "fr") == .other)
        #expect(PluralRules.category(of: 0.96, fractionDigits: 0, language: "es") == .one)
        #expect(PluralRules.category(of: .infinity, language: "en") == .other)
        #expect(PluralRules.category(of: .nan, fractionDigits: 2, language: "en") == .other)
        // `%d` of 1.5 writes 1.
        let text = PluralText(format: "%#@n@", variables: ["n": .init(valueType: "d", forms: ["one": "one", "other": "many"])])
        #expect(text.resolved(language: "en", count: { _ in 1.5 }) == "one")
    }

    @Test("a form's own variable takes the next argument; a variable nested too deep or undefined leaves the text unread")
    func nestedVariables() {
        let text = PluralText(format: "%#@files@", variables: [
            "files": .init(valueType: "d", forms: ["one": "%d file in %#@folders@", "other": "%d files in %#@folders@"]),
            "folders": .init(valueType: "d", forms: ["one": "%d folder", "other": "%d folders"]),
        ])
        let counts: [Double] = [3, 1]
        #expect(text.resolved(language: "en", count: { counts[$0 - 1] }) == "%1$d files in %2$d folder")
        let looping = PluralText(format: "%#@a@", variables: ["a": .init(valueType: "d", forms: ["other": "%#@a@"])])
        #expect(looping.resolved(language: "en", count: { _ in 2 }) == nil)
        #expect(PluralText(format: "%#@missing@", variables: [:]).resolved(language: "en", count: { _ in 1 }) == nil)
    }
}
