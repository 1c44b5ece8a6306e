import A11yCore

/// A view controller of an Interface Builder file, as `voicenav scenes` lists it.
public struct StoryboardController: Sendable, Hashable {
    /// The Interface Builder object id (`H1p-Uh-vWS`).
    public var id: String
    /// The developer's name for it (`storyboardIdentifier`), if any.
    public var storyboardIdentifier: String?
    /// content, navigation, tabBar, split, page, table, collection or unsupported; for a xib's
    /// top-level views: ownerView (the File's Owner's view), view, tableCell, collectionCell,
    /// reusableView, and controller.
    public var kind: String
    /// The custom class, else the UIKit class (`UINavigationController`).
    public var className: String
    /// Its title, or its navigation item's.
    public var title: String?
    /// Where it is declared.
    public var location: FilePosition
    /// A xib's top-level view: its size in the file.
    public var size: Size? = nil
}

/// What importing an Interface Builder file gives: a scene, the notes, the controllers.
public struct StoryboardImport: Sendable {
    /// The scene: the same model a scene file describes (`voicenav import` writes it out).
    public var spec: SceneSpec
    /// What could not be known or imported.
    public var notes: [ImportNote]
    /// Every view controller of the file, in file order.
    public var controllers: [StoryboardController]
    /// With `--language`: where the texts came from and each text's state.
    public var translation: TranslationReport? = nil
}
