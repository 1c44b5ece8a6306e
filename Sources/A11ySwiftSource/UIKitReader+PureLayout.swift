import SwiftSyntax

/// PureLayout's view methods (SwiftSourceReading.md, "UIKit screens built in code", "Layout"): a
/// library the project does not contain, whose constraints are what its documentation says they
/// are, so they are made as the anchors would make them and installed at once, as PureLayout
/// installs them; the view stops translating its autoresizing mask, as PureLayout sets it.
/// `autoPinEdgesToSuperviewEdges(with:excludingEdge:)` (and its margins and safe area forms),
/// `autoPinEdge(toSuperviewEdge:withInset:relation:)`, `autoPinEdge(_:to:of:withOffset:relation:)`,
/// `autoSetDimension(_:toSize:relation:)`, `autoSetDimensions(to:)`, `autoMatch(_:to:of:withOffset:)`
/// and `withMultiplier:`, `autoCenterInSuperview()`, `autoAlignAxis(toSuperviewAxis:)` and
/// `autoAlignAxis(_:toSameAxisOf:withOffset:)`. An inset from the superview's bottom, trailing or right
/// edge is a distance inwards, as PureLayout makes it (a negative constant, its relation reversed).
extension UIKitReader {
    /// PureLayout's method `name` on a view; nil for any other method.
    func pureLayoutMethod(_ name: String, of view: SwiftValue, fields: SwiftScope,
                          values: [(label: String, value: SwiftValue)], call: FunctionCallExprSyntax,
                          evaluator: SwiftEvaluator) -> SwiftValue? {
        guard name.hasPrefix("auto") || name == "configureForAutoLayout", let base = fields[Self.uikitKey]?.string,
              UIKitClasses.isView(base) else { return nil }
        func argument(_ label: String) -> SwiftValue? { values.first { $0.label == label }?.value }
        let first = values.first?.value
        let superview = fields["#superview"] ?? .none
        let relation = Self.pureRelation(argument("relation"))
        var made: [SwiftValue] = []
        // One constraint: `attribute` of the view related to `target`'s `to` (or to a constant).
        func pin(_ attribute: String, to target: SwiftValue?, _ to: String? = nil, guide: String? = nil,
                 constant: Double = 0, multiplier: Double = 1, relation: String = "equalTo") {
            made.append(libraryConstraint(attribute, of: view, to: target, to, guide: guide, constant: constant,
                                          multiplier: multiplier, relation: relation, call: call, evaluator: evaluator))
        }
        // An edge pinned inside the superview (or its margins or safe area) by `inset`.
        func pinInside(_ edge: String, inset: Double, guide: String?, relation: String = "equalTo",
                       in parent: SwiftValue? = nil) {
            let parent = parent ?? superview
            let inwards = ["bottom", "trailing", "right"].contains(edge)
            pin(edge, to: parent, guide: guide, constant: inwards ? -inset : inset,
                relation: inwards ? Self.reversed(relation) : relation)
        }
        // PureLayout stops the app at a pin to a superview the view does not have yet.
        let toSuperview = name.contains("Superview") || values.contains { $0.label.hasPrefix("toSuperview") }
        if toSuperview, Self.fields(superview) == nil {
            note("\(name) pins a view that has no superview yet: its constraints are not made", at: call, in: evaluator)
            return SwiftValue.none
        }
        switch name {
        case "configureForAutoLayout":
            fields["translatesAutoresizingMaskIntoConstraints"] = .bool(false)
            return view
        case "autoPin" where argument("toTopLayoutGuideOf") != nil || argument("toBottomLayoutGuideOf") != nil:
            // The controller's top or bottom layout guide: its view's safe area.
            let top = argument("toTopLayoutGuideOf") != nil
            guard let controller = Self.fields(argument(top ? "toTopLayoutGuideOf" : "toBottomLayoutGuideOf")),
                  let root = controller["view"] else { return nil }
            pinInside(top ? "top" : "bottom", inset: argument("withInset")?.number ?? 0, guide: "safeArea", in: root)
        case "autoPinEdgesToSuperviewEdges", "autoPinEdgesToSuperviewMargins", "autoPinEdgesToSuperviewSafeArea":
            let guide: String? = name.hasSuffix("Margins") ? "margins" : name.hasSuffix("SafeArea") ? "safeArea" : nil
            let insets = Self.fields(argument("with") ?? argument("withInsets"))
            let excluded = Self.pureName(argument("excludingEdge"))
            for (edge, side, also) in [("top", "top", "top"), ("leading", "left", "left"), ("bottom", "bottom", "bottom"),
                                       ("trailing", "right", "right")] where excluded != edge && excluded != also {
                pinInside(edge, inset: insets?[side]?.number ?? 0, guide: guide)
            }
        case "autoPinEdge":
            if let edge = Self.pureName(argument("toSuperviewEdge") ?? argument("toSuperviewMargin")
                                        ?? argument("toSuperviewSafeArea")) {
                let guide: String? = argument("toSuperviewMargin") != nil ? "margins"
                    : argument("toSuperviewSafeArea") != nil ? "safeArea" : nil
                pinInside(edge, inset: argument("withInset")?.number ?? 0, guide: guide, relation: relation)
            } else if let edge = Self.pureName(first), let to = Self.pureName(argument("to")), let other = argument("of") {
                pin(edge, to: other, to, constant: argument("withOffset")?.number ?? 0, relation: relation)
            } else {
                return nil
            }
        case "autoSetDimension":
            guard let dimension = Self.pureName(first), let size = argument("toSize")?.number else { return nil }
            pin(dimension, to: nil, constant: size, relation: relation)
        case "autoSetDimensions":
            guard let size = Self.fields(argument("to")) else { return nil }
            pin("width", to: nil, constant: size["width"]?.number ?? 0)
            pin("height", to: nil, constant: size["height"]?.number ?? 0)
        case "autoMatch":
            guard let dimension = Self.pureName(first), let to = Self.pureName(argument("to")), let other = argument("of")
            else { return nil }
            pin(dimension, to: other, to, constant: argument("withOffset")?.number ?? 0,
                multiplier: argument("withMultiplier")?.number ?? 1, relation: relation)
        case "autoCenterInSuperview", "autoCenterInSuperviewMargins":
            let guide: String? = name.hasSuffix("Margins") ? "margins" : nil
            pin("centerX", to: superview, guide: guide)
            pin("centerY", to: superview, guide: guide)
        case "autoAlignAxis":
            if let axis = Self.pureAxis(argument("toSuperviewAxis") ?? argument("toSuperviewMarginAxis")) {
                pin(axis, to: superview, guide: argument("toSuperviewMarginAxis") != nil ? "margins" : nil)
            } else if let axis = Self.pureAxis(first), let other = argument("toSameAxisOf") {
                pin(axis, to: other, constant: argument("withOffset")?.number ?? 0,
                    multiplier: argument("withMultiplier")?.number ?? 1)
            } else {
                return nil
            }
        default:
            // The rest of PureLayout (arrays of views distributed, priorities in a block): said, where the file uses it.
            guard evaluator.file.mentions("PureLayout") else { return nil }
            noteOnce("PureLayout." + name, "PureLayout's \(name) is not modelled: what it lays out is not placed by it",
                     at: evaluator.file.position(call))
            return SwiftValue.none
        }
        fields["translatesAutoresizingMaskIntoConstraints"] = .bool(false)
        return made.count == 1 ? made[0] : .array(made)
    }

    /// An `ALEdge`, `ALDimension` or `ALAttribute` case's name (`.top`, `ALEdge.leading`).
    private static func pureName(_ value: SwiftValue?) -> String? {
        switch value {
        case .member(let name)?, .symbol(let name)?: String(name.lastComponent)
        default: nil
        }
    }

    /// The attribute an `ALAxis` aligns: `.vertical` the centre's x, `.horizontal` its y.
    private static func pureAxis(_ value: SwiftValue?) -> String? {
        switch pureName(value) {
        case "vertical"?: "centerX"
        case "horizontal"?: "centerY"
        case "baseline"?, "lastBaseline"?: "lastBaseline"
        case "firstBaseline"?: "firstBaseline"
        default: nil
        }
    }

    /// `relation: .greaterThanOrEqual` as the anchors' label.
    private static func pureRelation(_ value: SwiftValue?) -> String {
        switch pureName(value) {
        case "greaterThanOrEqual"?: "greaterThanOrEqualTo"
        case "lessThanOrEqual"?: "lessThanOrEqualTo"
        default: "equalTo"
        }
    }

    private static func reversed(_ relation: String) -> String {
        switch relation {
        case "greaterThanOrEqualTo": "lessThanOrEqualTo"
        case "lessThanOrEqualTo": "greaterThanOrEqualTo"
        default: relation
        }
    }
}
