import A11yCore

/// Something the storyboard importer could not know or import, with where it is.
///
/// Printed as `file:line:column: note: message` on standard error and listed by
/// `voicenav scenes --format json`; a note never makes the import fail.
public struct ImportNote: Sendable, Hashable, CustomStringConvertible {
    public var file: String
    public var line: Int
    public var column: Int
    public var message: String

    public init(file: String, line: Int, column: Int, message: String) {
        self.file = file
        self.line = line
        self.column = column
        self.message = message
    }

    public var description: String { "\(file):\(line):\(column): note: \(message)" }
}

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
}
