/// What the element-tree walk needs of one view, resolved once (`View.resolveWalkState()`)
/// and kept in the view until `setNeedsAccessibilityUpdate()`.
struct WalkState {
    struct Flags: OptionSet {
        let rawValue: UInt16
        /// The rest of the state is valid.
        static let resolved = Flags(rawValue: 1 << 0)
        /// accessibilityElementsHidden, hidden or alpha 0: skipped with its subtree (rules 1–2).
        static let excluded = Flags(rawValue: 1 << 1)
        static let element = Flags(rawValue: 1 << 2)
        static let explicitElements = Flags(rawValue: 1 << 3)
        static let clips = Flags(rawValue: 1 << 4)
        static let window = Flags(rawValue: 1 << 5)
        static let explicitFrame = Flags(rawValue: 1 << 6)
        /// Some subview is modal (rule 5): only the last shown modal one is read.
        static let modalSubview = Flags(rawValue: 1 << 7)
        static let tabBar = Flags(rawValue: 1 << 8)
        /// Every subview's state is resolved too (cleared with this view's state whenever a
        /// subview changes, is added or removed).
        static let subviewsResolved = Flags(rawValue: 1 << 9)
        /// The content is scrolled (a scroll view off its origin): read the offset.
        static let scrolled = Flags(rawValue: 1 << 10)
    }

    var flags: Flags = []
    /// The group the view forms, if any (rule 6).
    var group: AccessibilityGroup.Kind?
    /// The frame in the superview's coordinates (a window: its bounds).
    var frame: Rect = .zero
}
