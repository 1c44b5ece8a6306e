import ArgumentParser

/// `--scene ID`: which screen of a storyboard or xib a command starts on. Shared by every
/// command that opens a scene (describe, run, audit, import, bench).
struct SceneChoice: ParsableArguments {
    @Option(name: .customLong("scene"),
            help: "A storyboard's view controller (storyboard identifier, object id or scene id), or a xib's top-level view.")
    var sceneID: String?
}

/// `--no-hints`: hints left out, as with VoiceOver's hints turned off. Shared by every command
/// that describes or speaks a screen (describe, run, demo, test), declared once here.
struct HintOptions: ParsableArguments {
    @Flag(name: .customLong("no-hints"), help: "Leave hints out, as with VoiceOver's hints turned off.")
    var noHints = false
}
