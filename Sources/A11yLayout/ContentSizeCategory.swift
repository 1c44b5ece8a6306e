/// The user's preferred text size (mirrors `UIContentSizeCategory`): seven standard sizes,
/// Large the default, and five larger accessibility sizes.
public enum ContentSizeCategory: String, Sendable, CaseIterable, Hashable {
    case extraSmall = "extra-small"
    case small
    case medium
    case large
    case extraLarge = "extra-large"
    case extraExtraLarge = "extra-extra-large"
    case extraExtraExtraLarge = "extra-extra-extra-large"
    case accessibilityMedium = "accessibility-medium"
    case accessibilityLarge = "accessibility-large"
    case accessibilityExtraLarge = "accessibility-extra-large"
    case accessibilityExtraExtraLarge = "accessibility-extra-extra-large"
    case accessibilityExtraExtraExtraLarge = "accessibility-extra-extra-extra-large"

    /// Whether this is one of the accessibility sizes (Larger Accessibility Sizes on).
    public var isAccessibilityCategory: Bool { CategoryIndex(self).value >= 7 }

    /// The size in points of the Dynamic Type text style `style` (`body`, `headline` …) at
    /// this text size, for the system font: Apple's Human Interface Guidelines,
    /// "Typography", "Dynamic Type sizes" (iOS, iPadOS), one row per style, the columns from
    /// xSmall to AX5. An unknown style scales as `body`.
    public func pointSize(of style: String) -> Double {
        let row = Self.sizes[style] ?? Self.sizes["body"]!
        return row[CategoryIndex(self).value]
    }

    /// How much larger a font of `style` is at this size than at Large.
    public func scale(of style: String?) -> Double {
        let style = style.flatMap { Self.sizes[$0] != nil ? $0 : nil } ?? "body"
        return pointSize(of: style) / ContentSizeCategory.large.pointSize(of: style)
    }

    /// The size of `style` at Large (the design size), nil for an unknown style.
    public static func designSize(of style: String) -> Double? { sizes[style]?[3] }

    private static let sizes: [String: [Double]] = [
        "largeTitle": [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60],
        "title1": [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58],
        "title2": [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56],
        "title3": [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55],
        "headline": [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
        "body": [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
        "callout": [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51],
        "subheadline": [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49],
        "footnote": [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44],
        "caption1": [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43],
        "caption2": [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 41],
    ]
}

private struct CategoryIndex {
    let value: Int
    init(_ category: ContentSizeCategory) { value = ContentSizeCategory.allCases.firstIndex(of: category) ?? 3 }
}
