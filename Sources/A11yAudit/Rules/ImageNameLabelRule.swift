import A11yCore
import A11ySceneModel

/// `image-name-label`: the label is an asset, symbol or file name.
///
/// What VoiceOver reads for an image-only button whose app set no label (the image's name,
/// as the storyboard importer reports), or for a label copied from an asset: `icon_settings_2x`
/// is read "icon underscore settings underscore 2 x". Reported: the image view's own image
/// name; a file name (`.png`, `.jpg`, `.pdf`, `.svg`, …, or `@2x`); a word with underscores
/// and no spaces; an SF Symbol name (`chevron.down`, lowercase words joined by dots); a
/// camel-case asset name with a prefix such as `ic`, `icon`, `img`, `btn` (`icSettings`,
/// `btn-close`).
public struct ImageNameLabelRule: AuditRule {
    public init() {}
    public let id = "image-name-label"
    public var judgesText: Bool { true }
    public let level = AuditLevel.error
    public let summary = "The label is an asset, symbol or file name."
    public let explanation = """
        An image-only control without a label of its own is read by its image's name, and labels copied from \
        asset names read as code: "icon underscore settings underscore 2 x", "chevron dot down". The user hears \
        the file, not what the element does.
        """
    public let help = "Set an accessibility label that says what the element does or shows (\"Settings\", \"Show more\")."
    public let source = """
        HIG Accessibility (labels describe the purpose, not the image); XCTest audit type \
        sufficientElementDescription; Deque axe ImageView Name
        """

    static let fileExtensions: Set<String> = ["png", "jpg", "jpeg", "gif", "pdf", "svg", "heic", "webp", "tif", "tiff", "bmp"]
    static let assetPrefixes = ["ic", "icon", "img", "image", "btn", "button", "asset", "bg"]
    /// Endings that make a dotted word a web address rather than a symbol name.
    static let domainEndings: Set<String> = [
        "com", "org", "net", "io", "dev", "app", "co", "uk", "de", "fr", "edu", "gov", "info",
    ]

    public func check(_ screen: AuditScreen) -> [AuditFinding] {
        screen.elements.compactMap { element in
            guard let label = element.label, !element.placement.contains(.systemMade),
                  let what = Self.assetKind(of: label, imageName: element.imageName) else { return nil }
            return finding("""
                The label \(AuditText.quoted(label)) is \(what), which VoiceOver reads out as it is written. \
                Give this \(element.kind) a label that says what it \(element.isActionable ? "does" : "shows").
                """, on: screen, element: element)
        }
    }

    /// What kind of name `label` looks like ("the image's name", "a file name" …), or nil.
    static func assetKind(of label: String, imageName: String?) -> String? {
        if let imageName, !imageName.isEmpty, label.lowercased() == imageName.lowercased() { return "the image's name" }
        guard !label.contains(where: \.isWhitespace) else { return nil }
        let lower = label.lowercased()
        if lower.contains("@2x") || lower.contains("@3x") { return "a file name" }
        let dotted = lower.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        if dotted.count > 1, let last = dotted.last, fileExtensions.contains(last) { return "a file name" }
        if label.contains("_"), label.contains(where: \.isLetter) { return "an asset name" }
        if dotted.count > 1, label == lower, dotted.allSatisfy({ !$0.isEmpty && $0.allSatisfy { $0.isLetter || $0.isNumber } }),
           dotted[0].allSatisfy(\.isLetter), dotted.filter({ $0.contains(where: \.isLetter) }).count >= 2,
           !domainEndings.contains(dotted.last ?? "") {
            return "an SF Symbol name"
        }
        for prefix in assetPrefixes where label.count > prefix.count + 1 && label.hasPrefix(prefix) {
            let rest = label.dropFirst(prefix.count)
            if let next = rest.first, next.isUppercase || next == "-", rest.contains(where: \.isLowercase) {
                return "an asset name"
            }
        }
        return nil
    }
}
