import A11ySceneModel

/// What importing an Interface Builder file gives: a scene, the notes, the controllers.
public struct StoryboardImport: Sendable {
    /// The scene: the same model a scene file describes (`voicenav import` writes it out).
    public var spec: SceneSpec
    /// What could not be known or imported.
    public var notes: [ImportNote]
    /// Every view controller of the file, in file order.
    public var controllers: [InputScreen]
    /// With `--language`: where the texts came from and each text's state.
    public var translation: TranslationReport? = nil
}
