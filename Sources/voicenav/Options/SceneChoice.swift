import Foundation
import ArgumentParser

/// `--scene ID`: which screen of a storyboard or xib a command starts on. Shared by every
/// command that opens a scene (describe, run, audit, import, bench).
struct SceneChoice: ParsableArguments {
    @Option(name: .customLong("scene"),
            help: "A storyboard's view controller (storyboard identifier, object id or scene id), or a xib's top-level view.")
    var sceneID: String?

    @OptionGroup var strings: StringsOption
}

/// `--strings FILE`: the strings tables a SwiftUI file's texts come from, instead of those found
/// in its project (SwiftSourceReading.md, "Texts"). Shared by every command that takes a scene;
/// the tool runs one command, so the files are kept for every document it opens.
struct StringsOption: ParsableArguments {
    @Option(name: .customLong("strings"), help: ArgumentHelp("""
        For a SwiftUI file: a String Catalog (.xcstrings) or a Localizable.strings (its language from its \
        CODE.lproj folder) to take the texts from, instead of the tables found in the file's project; repeat for \
        several.
        """, valueName: "file"))
    var files: [String] = []

    func validate() throws {
        for file in files {
            let suffix = (file as NSString).pathExtension.lowercased()
            guard ["strings", "xcstrings"].contains(suffix) else {
                throw ValidationError("--strings takes a String Catalog (.xcstrings) or a .strings table, not \"\(file)\"")
            }
        }
        if !files.isEmpty { SceneInput.setStrings(files) }
    }
}

/// `--no-hints`: hints left out, as with VoiceOver's hints turned off. Shared by every command
/// that describes or speaks a screen (describe, run, demo, test), declared once here.
struct HintOptions: ParsableArguments {
    @Flag(name: .customLong("no-hints"), help: "Leave hints out, as with VoiceOver's hints turned off.")
    var noHints = false
}
