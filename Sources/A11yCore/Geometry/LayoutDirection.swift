/// Which way text and layout run.
///
/// Mirrors `UIUserInterfaceLayoutDirection`; right-to-left reverses the order within a row.
public enum LayoutDirection: String, Sendable, Hashable, Codable {
    case leftToRight
    case rightToLeft
}
