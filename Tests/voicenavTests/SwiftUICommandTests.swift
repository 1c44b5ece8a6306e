import Foundation
import ScenesTestSupport
import Testing

/// A SwiftUI file on the command line (SwiftSourceReading.md): every command that takes a
/// scene takes it; a syntax error is exit 65 at its line and column, an unchosen screen exit 64.
@Suite("voicenav on SwiftUI files")
struct SwiftUICommandTests {
    typealias CLI = CommandLineTests

    static let settings = """
        import SwiftUI

        struct SettingsView: View {
            @State private var sounds = true
            var body: some View {
                NavigationStack {
                    Form {
                        Section("General") {
                            NavigationLink("About") { AboutView() }
                            Toggle("Sounds", isOn: $sounds)
                        }
                    }
                    .navigationTitle("Settings")
                }
            }
        }

        struct AboutView: View {
            var body: some View {
                VStack {
                    Image(systemName: "info.circle")
                    Text("Version 2")
                }
                .navigationTitle("About")
            }
        }

        #Preview { SettingsView() }
        """

    /// A project holding `files` (a Package.swift marks its root).
    func project(_ files: [String: String]) throws -> String {
        try TemporaryProject.write(files.merging(TemporaryProject.packageManifest) { a, _ in a }, prefix: "voicenav-swiftui-cli")
    }

    @Test("scenes, describe, run, audit and import take a SwiftUI file")
    func commands() throws {
        let root = try project(["App/Settings.swift": Self.settings,
                                "App/de.lproj/Localizable.strings": "\"Sounds\" = \"Töne\";\n"])
        let scenes = try CLI.voicenav(["scenes", "App/Settings.swift"], directory: root)
        #expect(scenes.status == 0)
        #expect(scenes.stdout.contains("Preview 1  preview"), "\(scenes.stdout)")
        #expect(scenes.stdout.contains("languages: base, de"), "\(scenes.stdout)")
        let describe = try CLI.voicenav(["describe", "App/Settings.swift", "--no-hints"], directory: root)
        #expect(describe.status == 0, "\(describe.stderr)")
        #expect(describe.stdout == "Settings. Heading.\nGeneral. Heading.\nAbout. Button.\nSounds. Switch Button. On.\n")
        let german = try CLI.voicenav(["describe", "App/Settings.swift", "--language", "de", "--no-hints"], directory: root)
        #expect(german.stdout.contains("Töne. Schalter. Ein."), "\(german.stdout)")
        // A navigation link opens its destination: `run` reaches it.
        let run = try CLI.voicenav(["run", "--silent", "--script", "-", "App/Settings.swift"],
                                   stdin: "next\nnext\nnext\nactivate\n", directory: root)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("[screen changed]"), "\(run.stdout)")
        // The audit follows the link too: the symbol with no word is its name (image-name-label).
        let audit = try CLI.voicenav(["audit", "App/Settings.swift", "--fail-on", "never"], directory: root)
        #expect(audit.status == 0)
        #expect(audit.stdout.contains("App/Settings.swift:21:13: error:") && audit.stdout.contains("[image-name-label]"),
                "\(audit.stdout)")
        // An image-only button is read by the symbol's name: the audit says so.
        let trash = try project([
            "Trash.swift": "import SwiftUI\n#Preview {\n    Button { } label: { Image(systemName: \"trash\") }\n}\n",
        ])
        let found = try CLI.voicenav(["audit", "Trash.swift", "--fail-on", "never"], directory: trash)
        #expect(found.stdout.contains("Trash.swift:3:5: error: The label \"trash\" is the image's name"), "\(found.stdout)")
        let folder = try CLI.voicenav(["audit", ".", "--fail-on", "never"], directory: root)
        #expect(folder.stdout.contains("Settings.swift"), "\(folder.stdout)")
        let imported = try CLI.voicenav(["import", "App/Settings.swift", "-o", "settings.yaml"], directory: root)
        #expect(imported.status == 0, "\(imported.stderr)")
        let again = try CLI.voicenav(["describe", "settings.yaml", "--no-hints"], directory: root)
        #expect(again.stdout == describe.stdout)
    }

    @Test("the audit of a UIKit screen calls a button unlabelled only when the source says so, not when run time titles it")
    func runTimeTitles() throws {
        let root = try project(["App/Profile.swift": """
            import UIKit

            final class ProfileViewController: UIViewController {
                var viewModel: ProfileViewModel!
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let follow = UIButton(type: .system)
                    follow.setTitle(viewModel.followTitle, for: .normal)
                    let more = UIButton(type: .system)
                    let stack = UIStackView(arrangedSubviews: [follow, more])
                    stack.axis = .vertical
                    view.addSubview(stack)
                }
            }
            """])
        let audit = try CLI.voicenav(["audit", "App/Profile.swift", "--fail-on", "never"], directory: root)
        #expect(audit.status == 0, "\(audit.stderr)")
        // `more` has no title at all: an error at the line that makes it. `follow` is titled at run time: not one.
        #expect(audit.stdout.contains("App/Profile.swift:9:20: error:") && audit.stdout.contains("[missing-label]"),
                "\(audit.stdout)")
        #expect(!audit.stdout.contains("App/Profile.swift:7:22: error:"), "\(audit.stdout)")
        // SwiftUI alike: a title or symbol run time gives is not an error; a button with nothing in its label is.
        let swiftUI = try project(["Follow.swift": """
            import SwiftUI

            struct FollowView: View {
                let model: ProfileModel
                var body: some View {
                    VStack {
                        Button(model.followTitle) { }
                        Button { } label: { Image(systemName: model.icon) }
                        Button { } label: { EmptyView() }
                    }
                }
            }
            """])
        let found = try CLI.voicenav(["audit", "Follow.swift", "--fail-on", "never"], directory: swiftUI)
        #expect(found.stdout.contains("Follow.swift:9:13: error:"), "\(found.stdout)")
        #expect(!found.stdout.contains("Follow.swift:7:13: error:") && !found.stdout.contains("Follow.swift:8:13: error:"),
                "\(found.stdout)")
    }

    @Test("a syntax error is exit 65 at its place; several views and no preview is exit 64 with the screens")
    func badInput() throws {
        let root = try project([
            "Broken.swift": "import SwiftUI\nstruct V: View {\n    var body: some View { Text(\"a\" }\n}\n",
            "Two.swift": "import SwiftUI\nstruct A: View { var body: some View { Text(\"A\") } }\n"
                + "struct B: View { var body: some View { Text(\"B\") } }\n",
        ])
        let broken = try CLI.voicenav(["describe", "Broken.swift"], directory: root)
        #expect(broken.status == 65)
        #expect(broken.stderr.hasPrefix("Broken.swift:3:"), "\(broken.stderr)")
        let two = try CLI.voicenav(["describe", "Two.swift"], directory: root)
        #expect(two.status == 64)
        #expect(two.stderr.contains("choose one with --scene NAME"), "\(two.stderr)")
        #expect(two.stderr.contains("  B  swiftUIView  B"), "\(two.stderr)")
        let chosen = try CLI.voicenav(["describe", "Two.swift", "--scene", "B"], directory: root)
        #expect(chosen.stdout == "B\n")
        let wrong = try CLI.voicenav(["describe", "Two.swift", "--scene", "C"], directory: root)
        #expect(wrong.status == 64 && wrong.stderr.contains("no preview, View type or view controller \"C\""), "\(wrong.stderr)")
        // --all-scenes: every screen of the file, each under its heading.
        let all = try CLI.voicenav(["describe", "Two.swift", "--all-scenes"], directory: root)
        #expect(all.status == 0, "\(all.stderr)")
        #expect(all.stdout == "== A A\nA\n\n== B B\nB\n", "\(all.stdout)")
    }

    @Test("--all-scenes of a Swift file with nothing to show is exit 65 with the reader's located error, as describe")
    func allScenesOfNothing() throws {
        let root = try project(["Helper.swift": "import Foundation\n\nstruct Formatter {\n    let width = 2\n}\n"])
        for arguments in [["describe", "Helper.swift", "--all-scenes"], ["describe", "Helper.swift"]] {
            let result = try CLI.voicenav(arguments, directory: root)
            #expect(result.status == 65 && result.stdout.isEmpty, "\(arguments): \(result.status) \(result.stdout)")
            #expect(result.stderr.contains("Helper.swift:1:1: error: no #Preview"), "\(result.stderr)")
        }
    }

    @Test("--strings names the tables the texts come from (a .lproj folder gives the language); a broken one is exit 65")
    func stringsOption() throws {
        let root = try project([
            "App/Settings.swift": Self.settings,
            "Shared/de.lproj/Texts.strings": "\"Sounds\" = \"Klänge\";\n\"General\" = \"Allgemein\";\n",
            "Shared/Broken.strings": "\"Sounds\" = \"Klänge\"\n",
        ])
        let german = try CLI.voicenav(["describe", "App/Settings.swift", "--strings", "Shared/de.lproj/Texts.strings",
                                       "--language", "de", "--no-hints"], directory: root)
        #expect(german.status == 0, "\(german.stderr)")
        #expect(german.stdout.contains("Allgemein. Überschrift.") && german.stdout.contains("Klänge. Schalter. Ein."),
                "\(german.stdout)")
        let scenes = try CLI.voicenav(["scenes", "App/Settings.swift", "--strings", "Shared/de.lproj/Texts.strings"],
                                      directory: root)
        #expect(scenes.stdout.contains("languages: base, de (Shared/de.lproj/Texts.strings)"), "\(scenes.stdout)")
        let broken = try CLI.voicenav(["describe", "App/Settings.swift", "--strings", "Shared/Broken.strings"], directory: root)
        #expect(broken.status == 65)
        #expect(broken.stderr.contains("Shared/Broken.strings:2:1: error:"), "\(broken.stderr)")
        let notTable = try CLI.voicenav(["describe", "App/Settings.swift", "--strings", "App/Settings.swift"], directory: root)
        #expect(notTable.status == 64)
    }

    @Test("a view that shows what its callers pass in is part of other screens: default only alone, folder audit skips it")
    func components() throws {
        // SwiftSourceReading.md, "Screens": a generic view parameter or a @ViewBuilder property
        // makes a view type a component; alone it would show none of its content.
        let card = """
            import SwiftUI
            struct Card<Content: View>: View {
                let content: Content
                var body: some View { VStack { content } }
            }
            struct Pad: View {
                @ViewBuilder var label: () -> Label<Text, Image>
                var body: some View { Button(action: {}, label: label) }
            }
            """
        let root = try project([
            "Card.swift": card,
            "Helpers.swift": "import SwiftUI\nfunc framed<V>(_ view: V) -> some View where V: View { view.padding() }\n",
            "Template.xctemplate/___FILEBASENAME___View.swift": "import SwiftUI\nstruct ___VARIABLE_name___View: View {}\n",
            "Screen.swift": card.replacingOccurrences(of: "Card<", with: "Box<").replacingOccurrences(of: "Pad:", with: "P:")
                + "\nstruct Welcome: View { var body: some View { Text(\"Hello\") } }\n",
        ])
        let scenes = try CLI.voicenav(["scenes", "Card.swift"], directory: root)
        #expect(scenes.stdout.contains("Card  swiftUIComponent") && scenes.stdout.contains("Pad  swiftUIComponent"),
                "\(scenes.stdout)")
        // The only screen that is not a component is the default.
        let welcome = try CLI.voicenav(["describe", "Screen.swift"], directory: root)
        #expect(welcome.status == 0 && welcome.stdout == "Hello\n", "\(welcome.stdout)\(welcome.stderr)")
        // A folder audit skips a file of components, with its reason; named, each is audited alone.
        let folder = try CLI.voicenav(["audit", ".", "--fail-on", "never"], directory: root)
        #expect(folder.stdout.contains("Card.swift: skipped: its views (Card, Pad) show what the views using them pass in"),
                "\(folder.stdout)")
        // A file of helpers has no screen: skipped, not a bad file; Xcode's templates are not read.
        #expect(folder.status == 0, "\(folder.stdout)")
        #expect(folder.stdout.contains("Helpers.swift: skipped: no #Preview, no View type and no view controller"),
                "\(folder.stdout)")
        #expect(!folder.stdout.contains("xctemplate"), "\(folder.stdout)")
        let named = try CLI.voicenav(["audit", "Card.swift", "--fail-on", "never"], directory: root)
        #expect(named.status == 0 && !named.stdout.contains("skipped"), "\(named.stdout)")
    }
}
