import A11yCore

/// What a screen of a document is: a storyboard's controller by its container kind, a xib's
/// top-level view by what it is, a scene file's root, a dump's screen.
///
/// The raw values are the words `voicenav scenes` prints and its JSON carries.
public enum ScreenKind: String, Sendable, Hashable, Codable, CaseIterable {
    /// A storyboard's plain view controller (`UIViewController`).
    case content
    case navigation
    case tabBar
    case split
    case page
    case table
    case collection
    /// A storyboard reference (`UIStoryboardReference`): the controller it leads to is another's.
    case reference
    /// A controller voicenav does not model (a hosting controller, an AV player …): an empty screen.
    case unsupported
    /// A xib's File's Owner's view.
    case ownerView
    /// A xib's other top-level view.
    case view
    case tableCell
    case collectionCell
    case reusableView
    /// A view controller at a xib's top level (not shown: a xib is opened from its views).
    case controller
    /// A scene file's one root.
    case scene
    /// A Swift file's `#Preview`.
    case preview
    /// A Swift file's `View` type, made with no arguments.
    case swiftUIView
    /// A Swift file's `View` type that shows views its callers pass in (a generic parameter
    /// constrained to `View`, a `@ViewBuilder` property): a part of other screens, shown alone
    /// only when named.
    case swiftUIComponent
    /// A Swift file's UIKit view controller class, made with no arguments and its view loaded.
    case uiKitController
    /// A Swift file's UIKit view class (a `UIView` subclass), made with no arguments.
    case uiKitView
    /// A running-app dump's screen (for a debugDescription, one of its element subtrees).
    case dump

    /// Whether `describe --all-scenes` and the audit show it as a screen of its own: not a
    /// reference (its target is another controller's screen) nor a xib's controller.
    public var isShownAlone: Bool { self != .reference && self != .controller }
}

/// One screen of a document, as `voicenav scenes` lists it and `--scene` picks it: a view
/// controller of a storyboard, a top-level view of a xib, the root of a scene file, a block of
/// a debugDescription.
public struct InputScreen: Sendable, Hashable, Codable {
    /// What `--scene` takes: the Interface Builder object id (`H1p-Uh-vWS`), a block number.
    public var id: String
    /// The developer's name for it (`storyboardIdentifier`), if any.
    public var storyboardIdentifier: String?
    public var kind: ScreenKind
    /// The custom class, else the UIKit class (`UINavigationController`).
    public var className: String
    /// Its title, or its navigation item's (in the language the document was listed in).
    public var title: String?
    /// Where it is declared.
    public var location: FilePosition
    /// A xib's top-level view: its size in the file.
    public var size: Size? = nil

    public init(id: String, storyboardIdentifier: String? = nil, kind: ScreenKind, className: String, title: String? = nil,
                location: FilePosition, size: Size? = nil) {
        self.id = id
        self.storyboardIdentifier = storyboardIdentifier
        self.kind = kind
        self.className = className
        self.title = title
        self.location = location
        self.size = size
    }

    private enum CodingKeys: String, CodingKey {
        case id, storyboardIdentifier, kind, className = "class", title, size, file, line, column
    }

    /// `scenes --format json`'s form: `{id, storyboardIdentifier, kind, class, title, size
    /// (a xib's views: {width, height}), file, line, column}`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        try container.encode(storyboardIdentifier, forKey: .storyboardIdentifier)
        try container.encode(kind.rawValue, forKey: .kind)
        try container.encode(className, forKey: .className)
        try container.encode(title, forKey: .title)
        try container.encodeIfPresent(size?.coordinateObject, forKey: .size)
        try container.encode(location.file, forKey: .file)
        try container.encode(location.line, forKey: .line)
        try container.encode(location.column, forKey: .column)
    }

    /// Reads `scenes --format json`'s form back.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = try container.decode(String.self, forKey: .id)
        storyboardIdentifier = try container.decodeIfPresent(String.self, forKey: .storyboardIdentifier)
        kind = try container.decode(ScreenKind.self, forKey: .kind)
        className = try container.decode(String.self, forKey: .className)
        title = try container.decodeIfPresent(String.self, forKey: .title)
        size = try container.decodeIfPresent(Size.self, forKey: .size)
        location = FilePosition(line: try container.decode(Int.self, forKey: .line),
                                column: try container.decode(Int.self, forKey: .column),
                                file: try container.decodeIfPresent(String.self, forKey: .file))
    }
}
