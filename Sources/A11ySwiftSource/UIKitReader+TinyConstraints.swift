import SwiftSyntax

/// TinyConstraints' view methods (SwiftSourceReading.md, "Layout"): a library the project does not contain, whose
/// constraints are what its documentation says they are, made as the anchors would make them and active unless
/// `isActive: false`; the view stops translating its autoresizing mask, as TinyConstraints sets it. Read where a
/// file of the project imports TinyConstraints (its extensions are then every file's). `edges(to:excluding:insets:)`
/// and `edgesToSuperview`, `center(in:offset:)` and `centerInSuperview`, `size(_:)`, `width(_:)`/`height(_:)` (also
/// `to:` a view, `min:`/`max:`), `widthToSuperview`/`heightToSuperview`, `aspectRatio(_:)`, an edge to a view's same
/// edge or to an anchor given (`top(to: view, view.safeAreaLayoutGuide.topAnchor)`), `leftToSuperview` and the
/// other edges (`usingSafeArea:`), and `topToBottom(of:)`, `bottomToTop(of:)`, `leadingToTrailing(of:)`,
/// `trailingToLeading(of:)`, `leftToRight(of:)`, `rightToLeft(of:)`, with `offset:`, `multiplier:` and `relation:`
/// (`.equalOrGreater`, `.equalOrLess`). An inset is inwards (`edges(to:insets:)`), as are the offsets of
/// `rightToSuperview` and `trailingToSuperview`; any other offset is added as given.
extension UIKitReader {
    /// TinyConstraints' method `name` on a view; nil for any other method, or where no file imports the library.
    func tinyConstraintsMethod(_ name: String, of view: SwiftValue, fields: SwiftScope,
                               values: [(label: String, value: SwiftValue)], call: FunctionCallExprSyntax,
                               evaluator: SwiftEvaluator) -> SwiftValue? {
        guard Self.tinyMethods.contains(name) || Self.tinyEdges.contains(where: { name.hasPrefix($0) }),
              let base = fields[Self.uikitKey]?.string, UIKitClasses.isView(base), projectImports("TinyConstraints")
        else { return nil }
        func argument(_ label: String) -> SwiftValue? { values.first { $0.label == label }?.value }
        let first = values.first { $0.label == "_" }?.value
        let superview = fields["#superview"] ?? .none
        let relation = Self.tinyRelation(argument("relation"))
        let active = argument("isActive")?.bool ?? true
        let offset = argument("offset")?.number ?? 0
        let multiplier = argument("multiplier")?.number ?? 1
        let guide: String? = argument("usingSafeArea")?.bool == true ? "safeArea" : nil
        var made: [SwiftValue] = []
        // One constraint: `attribute` of the view related to `target`'s `to` (an anchor given, or a constant).
        func pin(_ attribute: String, to target: SwiftValue?, _ to: String? = nil, anchor given: SwiftValue? = nil,
                 guide: String? = nil, constant: Double = 0, multiplier: Double = 1, relation: String = "equalTo") {
            made.append(libraryConstraint(attribute, of: view, to: target, to, anchor: given, guide: guide, constant: constant,
                                          multiplier: multiplier, relation: relation, active: active, call: call,
                                          evaluator: evaluator))
        }
        // Every edge inside `target` by the insets, but those excluded.
        func edges(to target: SwiftValue, guide: String?) {
            let insets = Self.fields(argument("insets"))
            let excluded = Self.tinyEdgeNames(argument("excluding"))
            for (edge, side) in [("top", "top"), ("leading", "left"), ("bottom", "bottom"), ("trailing", "right")]
            where !excluded.contains(edge) && !excluded.contains(side) {
                let inset = insets?[side]?.number ?? 0
                let inwards = edge == "bottom" || edge == "trailing"
                pin(edge, to: target, guide: guide, constant: inwards ? -inset : inset, relation: relation)
            }
        }
        let relative = ["topToBottom": ("top", "bottom"), "bottomToTop": ("bottom", "top"),
                        "leadingToTrailing": ("leading", "trailing"), "trailingToLeading": ("trailing", "leading"),
                        "leftToRight": ("left", "right"), "rightToLeft": ("right", "left")]
        switch name {
        case "edges":
            guard let target = argument("to") else { return nil }
            edges(to: target, guide: guide)
        case "edgesToSuperview":
            edges(to: superview, guide: guide)
        case "center", "centerInSuperview":
            guard let target = name == "center" ? argument("in") : superview else { return nil }
            let point = Self.fields(argument("offset"))
            pin("centerX", to: target, guide: guide, constant: point?["x"]?.number ?? 0)
            pin("centerY", to: target, guide: guide, constant: point?["y"]?.number ?? 0)
        case "size":
            if let target = argument("to") {
                pin("width", to: target, multiplier: multiplier, relation: relation)
                pin("height", to: target, multiplier: multiplier, relation: relation)
            } else if let size = Self.fields(first) {
                pin("width", to: nil, constant: size["width"]?.number ?? 0, relation: relation)
                pin("height", to: nil, constant: size["height"]?.number ?? 0, relation: relation)
            } else {
                return nil
            }
        case "width", "height":
            if let target = argument("to") {
                pin(name, to: target, anchor: first, constant: offset, multiplier: multiplier, relation: relation)
            } else if let number = first?.number {
                pin(name, to: nil, constant: number, relation: relation)
            } else if argument("min") != nil || argument("max") != nil {
                if let low = argument("min")?.number { pin(name, to: nil, constant: low, relation: "greaterThanOrEqualTo") }
                if let high = argument("max")?.number { pin(name, to: nil, constant: high, relation: "lessThanOrEqualTo") }
            } else {
                return nil
            }
        case "widthToSuperview", "heightToSuperview":
            pin(String(name.dropLast("ToSuperview".count)), to: superview, constant: offset, multiplier: multiplier,
                relation: relation)
        case "aspectRatio":
            guard let ratio = first?.number else { return nil }
            pin("width", to: view, "height", multiplier: ratio, relation: relation)
        case let relating where relative[relating] != nil:
            guard let (edge, to) = relative[relating], let other = argument("of") else { return nil }
            pin(edge, to: other, to, constant: offset, relation: relation)
        case let edge where name.hasSuffix("ToSuperview"):
            let attribute = String(edge.dropLast("ToSuperview".count))
            guard Self.tinyEdges.contains(attribute) else { return nil }
            // (The right and trailing edges' offsets count inwards, as TinyConstraints makes them.)
            let inwards = attribute == "right" || attribute == "trailing"
            pin(attribute, to: superview, anchor: first, guide: guide, constant: inwards ? -offset : offset, relation: relation)
        case let edge where Self.tinyEdges.contains(edge):
            guard let target = argument("to") else { return nil }
            pin(edge, to: target, anchor: first, constant: offset, relation: relation)
        default:
            return nil
        }
        fields["translatesAutoresizingMaskIntoConstraints"] = .bool(false)
        return made.count == 1 ? made[0] : .array(made)
    }

    /// Whether the screen's file or another of the project imports `module` (whose extensions every file then sees).
    func projectImports(_ module: String) -> Bool {
        if let known = importedModules[module] { return known }
        let found = Self.imports(module, file)
            || project?.files(mentioning: ["import " + module], besides: file.path).contains { Self.imports(module, $0) } == true
        importedModules[module] = found
        return found
    }

    /// TinyConstraints' methods other than an edge's own.
    static let tinyMethods: Set<String> = [
        "edges", "edgesToSuperview", "center", "centerInSuperview", "size", "width", "height", "widthToSuperview",
        "heightToSuperview", "aspectRatio", "topToBottom", "bottomToTop", "leadingToTrailing", "trailingToLeading",
        "leftToRight", "rightToLeft",
    ]
    static let tinyEdges: Set<String> = ["left", "right", "leading", "trailing", "top", "bottom", "centerX", "centerY"]

    /// `relation: .equalOrGreater` as the anchors' label.
    private static func tinyRelation(_ value: SwiftValue?) -> String {
        switch value {
        case .member("equalOrGreater")?: "greaterThanOrEqualTo"
        case .member("equalOrLess")?: "lessThanOrEqualTo"
        default: "equalTo"
        }
    }

    /// The edges a `LayoutEdge` value names (`.top`, `[.top, .bottom]`).
    private static func tinyEdgeNames(_ value: SwiftValue?) -> Set<String> {
        let items: [SwiftValue] = if case .array(let items)? = value { items } else { value.map { [$0] } ?? [] }
        return Set(items.compactMap { if case .member(let name) = $0 { name } else { nil } })
    }
}
