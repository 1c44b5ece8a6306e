
/// The audit's rules, in the order the README lists them.
///
/// Issue 37 added one that SwiftUI makes easy to get wrong: a view a tap gesture acts on with
/// no trait that says so.
/// Issue 24 added three for languages (`--language`): untranslated text, a missing
/// translation, a label in another script without its language.
/// Issue 20 added two: design-time placeholder text, and an element that says nothing.
/// The thirteen of issue 13 (labels, traits, touch targets, reachability, values, headings)
/// and three that only a model running every action can check honestly: a dead control, an
/// escape that does not close a modal screen, a reading order that jumps back up. Contrast,
/// Dynamic Type and clipped text need pixels and fonts, which the model does not have.
public enum AuditRules {
    /// Every rule.
    public static let all: [any AuditRule] = [
        MissingLabelRule(),
        LabelHasTraitRule(),
        ImageNameLabelRule(),
        ConflictingTraitsRule(),
        SmallHitRegionRule(),
        OverlappingControlsRule(),
        OffscreenElementRule(),
        DuplicateLabelRule(),
        UnreachableControlRule(),
        PlaceholderOnlyRule(),
        AdjustableWithoutValueRule(),
        NoHeadingRule(),
        LabelEndsWithPeriodRule(),
        DeadControlRule(),
        UnhandledEscapeRule(),
        ReadingOrderJumpRule(),
        PlaceholderTextRule(),
        EmptyLabelRule(),
        TruncatedTextRule(),
        ClippedByParentRule(),
        UntranslatedTextRule(),
        MissingTranslationRule(),
        MixedLanguageLabelRule(),
        TapWithoutTraitRule(),
    ]

    /// The rule with `id`, if there is one.
    public static func rule(_ id: String) -> (any AuditRule)? { all.first { $0.id == id } }
}
