import ArgumentParser

/// `--scene ID`: which screen of a storyboard or xib a command starts on. Shared by every
/// command that opens a scene (describe, run, audit, import, bench).
struct SceneChoice: ParsableArguments {
    @Option(name: .customLong("scene"),
            help: "A storyboard's view controller (storyboard identifier, object id or scene id), or a xib's top-level view.")
    var sceneID: String?
}
