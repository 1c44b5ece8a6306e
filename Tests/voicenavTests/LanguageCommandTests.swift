import Foundation
import ScenesTestSupport
import Testing

/// `--language`, `--phrases`, `language` script lines, `scenes` and `audit --all-languages` on
/// the translated example project (examples/languages), end to end.
@Suite("voicenav in other languages")
struct LanguageCommandTests {
    typealias CLI = CommandLineTests
    static let storyboard = "examples/languages/Base.lproj/Settings.storyboard"

    /// A copy of the example project in a new folder, with `extra` files (relative paths).
    func project(_ extra: [String: String] = [:]) throws -> String {
        let path = try TemporaryProject.write([:], prefix: "voicenav-languages-cli")
        try FileManager.default.copyItem(atPath: CLI.root.appendingPathComponent("examples/languages").path,
                                         toPath: path + "/languages")
        return try TemporaryProject.write(extra, into: path)
    }

    @Test("a storyboard named without a folder finds its translations as any path does (Localization.md, \"Paths\")")
    func bareFileName() throws {
        let dir = try project()
        let base = dir + "/languages/Base.lproj"
        let expected = try CLI.voicenav(["describe", Self.storyboard, "--language", "de"]).stdout
        #expect(expected.hasPrefix("Einstellungen. Überschrift."))
        for (arguments, directory) in [
            (["Settings.storyboard"], base), (["./Settings.storyboard"], base),
            (["../Base.lproj/Settings.storyboard"], base), (["Base.lproj/Settings.storyboard"], dir + "/languages"),
            ([base + "/Settings.storyboard"], dir),
        ] {
            let result = try CLI.voicenav(["describe"] + arguments + ["--language", "de"], directory: directory)
            #expect(result.status == 0, "\(arguments)")
            #expect(result.stdout == expected, "\(arguments) in \(directory)")
        }
        // scenes lists the same languages from inside the folder, the tables spelled from there.
        let scenes = try CLI.voicenav(["scenes", "Settings.storyboard"], directory: base)
        #expect(scenes.stdout.contains("languages: base, ar, de, pt (../*.lproj/Settings.strings)"), "\(scenes.stdout)")
        let audit = try CLI.voicenav(["audit", "Settings.storyboard", "--language", "de"], directory: base)
        #expect(audit.stdout.contains("untranslated-text"), "\(audit.stdout)")
    }

    @Test("describe in German; the missing words are reported once; a bad code is a usage error")
    func describe() throws {
        let result = try CLI.voicenav(["describe", Self.storyboard, "--language", "de"])
        #expect(result.status == 0)
        #expect(result.stdout.hasPrefix("Einstellungen. Überschrift.\nKonto. Überschrift.\n"))
        #expect(result.stderr.components(separatedBy: "have no de phrase").count == 2)
        let arabic = try CLI.voicenav(["describe", Self.storyboard, "--language", "ar", "--format", "json"])
        #expect(arabic.stdout.contains("\"description\": \"الإعدادات. Heading.\""))
        #expect(arabic.stdout.contains("\"language\": \"fr\""))
        #expect(arabic.stderr.contains("not known in ar"))
        let bad = try CLI.voicenav(["describe", Self.storyboard, "--language", "german!"])
        #expect(bad.status == 64)
        // Where the app's texts stay as they are, it is said: no such translation, or a scene file.
        #expect(!result.stderr.contains("translation of"))
        let missing = try CLI.voicenav(["describe", Self.storyboard, "--language", "fi"])
        #expect(missing.status == 0 && missing.stderr.contains("no fi translation of Settings.storyboard was found"))
        // Every scene's heading names it by the title the language shows.
        let all = try CLI.voicenav(["describe", Self.storyboard, "--all-scenes", "--language", "de"])
        #expect(all.stdout.contains("== settings UIViewController — Einstellungen"), "\(all.stdout)")
        let scene = try CLI.voicenav(["describe", "examples/settings.yaml", "--language", "de"])
        #expect(scene.stderr.contains("a scene file has no translations"), "\(scene.stderr)")
    }

    @Test("a malformed table is exit 65 at its line and column; a phrase file adds a language")
    func tablesAndPhrases() throws {
        let dir = try project([
            "languages/fr.lproj/Settings.strings": "\"navItem.title\" = \"Réglages\"\n\"signIn.normalTitle\" = \"Connexion\";\n",
            "fr.tsv": "key\tfr\ntrait.header.description\tEn-tête.\ntrait.button.description\tBouton.\n",
            "it.lproj/Settings.strings": "",
        ])
        let storyboard = dir + "/languages/Base.lproj/Settings.storyboard"
        let broken = try CLI.voicenav(["describe", storyboard, "--language", "fr"])
        #expect(broken.status == 65)
        #expect(broken.stderr.contains("fr.lproj/Settings.strings:2:1: error:"), "\(broken.stderr)")
        try "\"navItem.title\" = \"Réglages\";\n\"signIn.normalTitle\" = \"Connexion\";\n"
            .write(toFile: dir + "/languages/fr.lproj/Settings.strings", atomically: true, encoding: .utf8)
        let french = try CLI.voicenav(["describe", storyboard, "--language", "fr", "--phrases", dir + "/fr.tsv"])
        #expect(french.status == 0)
        #expect(french.stdout.hasPrefix("Réglages. En-tête.\nAccount. En-tête.\n"))
        #expect(french.stdout.contains("Connexion. Bouton.\n"))
        let badPhrases = try CLI.voicenav(["describe", storyboard, "--phrases", Self.storyboard])
        #expect(badPhrases.status == 65)
    }

    @Test("scenes lists the languages; import writes the translated texts")
    func scenesAndImport() throws {
        let scenes = try CLI.voicenav(["scenes", Self.storyboard])
        // Tables of one name in each language's folder: the languages, then where they are, once.
        #expect(scenes.stdout.contains("languages: base, ar, de, pt (*.lproj/Settings.strings)"), "\(scenes.stdout)")
        let json = try CLI.voicenav(["scenes", Self.storyboard, "--format", "json"])
        #expect(json.stdout.contains("{\"language\": \"ar\", \"kind\": \"strings\""))
        let imported = try CLI.voicenav(["import", Self.storyboard, "--language", "pt-BR"])
        #expect(imported.status == 0)
        #expect(imported.stdout.contains("Iniciar sessão"))
        #expect(imported.stdout.contains("--language pt-BR"))
    }

    @Test("a script's language line; test --language runs each other script per language against NAME.CODE.transcript")
    func scriptsAndGoldens() throws {
        let dir = try project([
            "tests/german.script": "scene ../languages/Base.lproj/Settings.storyboard\nlanguage de\nnext\nnext\n",
            "tests/any.script": "scene ../languages/Base.lproj/Settings.storyboard\nnext\n",
        ])
        let run = try CLI.voicenav(["run", "--script", dir + "/tests/german.script", "--silent"])
        #expect(run.status == 0)
        #expect(run.stdout == "# language: de\n[screen changed]\nEinstellungen. Überschrift.\nKonto. Überschrift.\n"
            + "E-Mail-Adresse. Textfeld.\nZum Bearbeiten doppeltippen.\n")
        let first = try CLI.voicenav(["test", dir + "/tests", "--language", "ar,pt-BR"])
        #expect(first.status == 1)
        for golden in ["german.transcript", "any.ar.transcript", "any.pt-BR.transcript"] {
            #expect(FileManager.default.fileExists(atPath: dir + "/tests/" + golden), "\(golden)")
        }
        #expect(!FileManager.default.fileExists(atPath: dir + "/tests/german.ar.transcript"))
        let arabic = try String(contentsOfFile: dir + "/tests/any.ar.transcript", encoding: .utf8)
        #expect(arabic.hasPrefix("# language: ar\n[screen changed]\nالإعدادات. Heading.\n"))
        let second = try CLI.voicenav(["test", dir + "/tests", "--language", "ar,pt-BR", "--record", "never"])
        #expect(second.status == 0, "\(second.stdout)")
        #expect(second.stdout.contains("any.script [pt-BR]"))
        #expect(second.stdout.hasSuffix("3 passed, 0 failed\n"))
        let badLine = try CLI.voicenav(["run", "--script", "-", "--silent", Self.storyboard], stdin: "next\nlanguage de\n")
        #expect(badLine.status == 65)
        #expect(badLine.stderr.contains("-:2:1:"))
    }

    @Test("audit --all-languages: the base and each language; the language rules name theirs")
    func auditAllLanguages() throws {
        let result = try CLI.voicenav(["audit", Self.storyboard, "--all-languages", "--no-rotation", "--fail-on", "never",
                                       "--format", "json"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.contains("in its base language and ar, de, pt"))
        #expect(result.stdout.contains("\"rule\": \"missing-translation\""))
        #expect(result.stdout.contains("\"rule\": \"untranslated-text\""))
        #expect(result.stdout.contains("\"screen\": \"ar: Launch\""))
        let single = try CLI.voicenav(["audit", Self.storyboard, "--language", "de", "--no-rotation", "--fail-on", "never"])
        #expect(single.stdout.contains("untranslated-text"))
        // A finding on a text a table gives is located at the table's line, once per language
        // (AuditRuleReference, "Languages"): both tables cut the Sign In button's text.
        let text = try CLI.voicenav(["audit", Self.storyboard, "--all-languages", "--no-rotation", "--fail-on", "never"])
        #expect(text.stdout.contains("examples/languages/de.lproj/Settings.strings:33:1: warning: \"Help\" is the same in de"),
                "\(text.stdout)")
        // A problem two tables share is reported for each, at each table's line.
        let dir = try project([
            "languages/fr.lproj/Settings.strings": "\"navItem.title\" = \"Réglages\";\n\"help.normalTitle\" = \"Help button\";\n",
            "languages/it.lproj/Settings.strings":
                "\"navItem.title\" = \"Impostazioni\";\n\"help.normalTitle\" = \"Help button\";\n",
        ])
        let shared = try CLI.voicenav(["audit", "languages/Base.lproj/Settings.storyboard", "--all-languages", "--no-rotation",
                                       "--fail-on", "never"], directory: dir)
        for language in ["fr", "it"] {
            #expect(shared.stdout.contains("languages/\(language).lproj/Settings.strings:2:1: warning:")
                    && shared.stdout.contains("[label-has-trait] (help)"), "\(shared.stdout)")
        }
        let both = try CLI.voicenav(["audit", Self.storyboard, "--all-languages", "--language", "de"])
        #expect(both.status == 64)
        let folder = try CLI.voicenav(["audit", "examples/languages", "--all-languages"])
        #expect(folder.status == 64 && folder.stderr.contains("one storyboard or xib"))
    }

    @Test("audit --all-languages --jobs: the same report from one process as from several")
    func auditLanguagesInWorkers() throws {
        for format in ["text", "json", "sarif"] {
            let arguments = ["audit", Self.storyboard, "--all-languages", "--fail-on", "never", "--format", format,
                             "--list-screens"]
            let one = try CLI.voicenav(arguments + ["--jobs", "1"])
            let several = try CLI.voicenav(arguments + ["--jobs", "3"])
            #expect(one.status == 0 && several.status == 0, "\(several.stderr)")
            #expect(one.stdout == several.stdout, "\(format)")
            #expect(one.stderr == several.stderr, "\(format)")
            #expect(!several.stderr.contains("failed"))
        }
        let none = try CLI.voicenav(["audit", Self.storyboard, "--all-languages", "--jobs", "0"])
        #expect(none.status == 64 && none.stderr.contains("--jobs must be at least 1"), "\(none.stderr)")
        // A worker given no maps to follow fails (the first process then audits its languages itself).
        let lost = try CLI.voicenav(["audit", Self.storyboard, "--worker-languages", "de"], stdin: "")
        #expect(lost.status != 0 && lost.stdout.isEmpty)
    }

    @Test("voices --language: the voice for a language, or exit 1 when eSpeak NG has none")
    func voices() throws {
        let german = try CLI.voicenav(["voices", "--language", "de-AT"])
        guard german.status != 69 else { return }   // no eSpeak NG on this machine: the speech tests say so
        #expect(german.status == 0)
        #expect(german.stdout.hasPrefix("de-AT: German"))
        let klingon = try CLI.voicenav(["voices", "--language", "tlh"])
        #expect(klingon.status == 1)
        #expect(klingon.stderr.contains("has no voice for tlh"))
    }
}
