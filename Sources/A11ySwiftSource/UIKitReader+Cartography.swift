import SwiftSyntax

/// Cartography's constraint DSL (SwiftSourceReading.md, "UIKit screens built in code", "Layout"): a
/// library the project does not contain, whose constraints are what its documentation says they are,
/// so they are made as the anchors would make them. `constrain(view1, view2) { view1, view2 in … }` (or
/// an array of views and one parameter) runs the closure with a proxy for each view; a proxy's
/// attribute (`top`, `width`, `centerX`, `baseline`, the margins; `edges`, `size`, `center` several at
/// once) with `+`, `-`, `*` and `/` of numbers, related by `==`, `>=` or `<=` to another's or to a
/// number, makes an active constraint an attribute, `~` gives them a priority; `inset(edges, …)` insets
/// edges inwards, `superview` is the view's superview's proxy; `align` and `distribute` relate several views'
/// attributes at once. As Cartography does, the constrained
/// view stops translating its autoresizing mask, and `replace:` a group deactivates what it made before.
extension UIKitReader {
    static let cartographyProxy = "Cartography.LayoutProxy"
    static let cartographyExpression = "Cartography.Expression"
    static let cartographyGroup = "Cartography.ConstraintGroup"

    /// The attributes a Cartography property stands for (`edges` is top, leading, bottom, trailing).
    static let cartographyAttributes: [String: [String]] = [
        "top": ["top"], "bottom": ["bottom"], "left": ["left"], "right": ["right"], "leading": ["leading"],
        "trailing": ["trailing"], "width": ["width"], "height": ["height"], "centerX": ["centerX"],
        "centerY": ["centerY"], "baseline": ["lastBaseline"], "lastBaseline": ["lastBaseline"],
        "firstBaseline": ["firstBaseline"], "edges": ["top", "leading", "bottom", "trailing"],
        "size": ["width", "height"], "center": ["centerX", "centerY"], "topMargin": ["topMargin"],
        "bottomMargin": ["bottomMargin"], "leftMargin": ["leftMargin"], "rightMargin": ["rightMargin"],
        "leadingMargin": ["leadingMargin"], "trailingMargin": ["trailingMargin"],
        "centerXWithinMargins": ["centerXWithinMargins"], "centerYWithinMargins": ["centerYWithinMargins"],
        "centerWithinMargins": ["centerXWithinMargins", "centerYWithinMargins"],
    ]

    /// `constrain(…) { … }` where the file imports Cartography and the project declares no `constrain`: the
    /// constraints its closure declares, made and activated; nil for any other call.
    func cartographyConstrain(_ call: FunctionCallExprSyntax, evaluator: SwiftEvaluator, in scope: SwiftScope) -> SwiftValue? {
        guard call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "constrain",
              Self.importsCartography(evaluator.file), !types.declaresFunction("constrain", from: evaluator.file)
        else { return nil }
        let values = Self.values(of: call, evaluator: evaluator, in: scope)
        let group = values.first { $0.label == "replace" }?.value
        // A group voicenav does not hold (one run time gives): what it made before is not known to be replaced.
        for (label, value) in values where ["replace", "clear"].contains(label) && Self.fields(value) == nil {
            let what = value.runTimeReason?.what ?? "not one voicenav follows"
            note("the constraint group given to Cartography's `\(label):` is \(what): the constraints it made before are kept",
                 at: call, in: evaluator)
        }
        // `constrain(clear: group)`: what the group made, deactivated.
        if let cleared = values.first(where: { $0.label == "clear" })?.value {
            for constraint in Self.array(Self.fields(cleared)?["#constraints"]) {
                Self.fields(constraint)?["isActive"] = .bool(false)
            }
            return SwiftValue.none
        }
        guard let closure = (values.last { $0.label == "block" || $0.label == "_" }?.value).flatMap(Self.closureValue)
                ?? call.trailingClosure.map({ ClosureValue(closure: $0, scope: scope, file: evaluator.file) }) else { return nil }
        let context = SwiftScope()
        let given = values.filter { $0.label == "_" && Self.closureValue($0.value) == nil }.map(\.value)
        let proxies: [SwiftValue]
        if given.count == 1, case .array(let views) = given[0] {
            proxies = [.array(views.map { cartographyProxy(for: $0, context: context) })]
        } else {
            proxies = given.map { cartographyProxy(for: $0, context: context) }
        }
        _ = runClosure(closure, with: proxies)
        let made = Self.array(context["#constraints"])
        let result = Self.fields(group) ?? SwiftScope()
        for old in Self.array(result["#constraints"]) { Self.fields(old)?["isActive"] = .bool(false) }
        for constraint in made { Self.fields(constraint)?["isActive"] = .bool(true) }
        result[Self.uikitKey] = .string(Self.cartographyGroup, localizable: false)
        result["#constraints"] = .array(made)
        return group ?? .object(Self.cartographyGroup, result)
    }

    /// `ConstraintGroup()` where the file imports Cartography and the project declares no such type: an empty group.
    func cartographyGroup(_ name: String, evaluator: SwiftEvaluator) -> SwiftValue? {
        guard name == "ConstraintGroup", Self.importsCartography(evaluator.file),
              types.declarations(of: name, from: evaluator.file).isEmpty else { return nil }
        let fields = SwiftScope()
        fields[Self.uikitKey] = .string(Self.cartographyGroup, localizable: false)
        return .object(Self.cartographyGroup, fields)
    }

    /// A member of a Cartography proxy (an attribute, `superview`, a layout guide) or expression; nil for another value.
    func cartographyMember(_ name: String, of value: SwiftValue, base: String, at node: Syntax,
                           evaluator: SwiftEvaluator) -> SwiftValue? {
        guard base == Self.cartographyProxy, let fields = Self.fields(value) else { return nil }
        let context = Self.fields(fields["#context"]) ?? SwiftScope()
        if name == "superview" {
            // nil for a view not in a superview yet, as Cartography's proxy gives.
            guard let superview = Self.fields(fields["#item"])?["#superview"], Self.fields(superview) != nil else {
                return SwiftValue.none
            }
            return cartographyProxy(for: superview, context: context)
        }
        if let guide = Self.guides[name], let item = fields["#item"] {
            return cartographyProxy(for: layoutGuide(guide, of: item, at: node, evaluator: evaluator), context: context)
        }
        guard let attributes = Self.cartographyAttributes[name] else {
            noteOnce("cartography." + name, "Cartography's `\(name)` is not modelled: the constraints it makes are not read",
                     at: evaluator.file.position(node))
            return nil
        }
        return cartographyExpression(item: fields["#item"] ?? .none, attributes: attributes, context: context,
                                     constants: attributes.map { _ in 0 })
    }

    /// `left op right` where `left` is a Cartography expression: arithmetic with a number changes its
    /// coefficients; `==`, `>=`, `<=` make its constraints; `~` sets their priority. Nil for another value.
    func cartographyApply(_ op: String, _ left: SwiftValue, _ right: SwiftValue, at node: ExprSyntax,
                          evaluator: SwiftEvaluator) -> SwiftValue? {
        // `(view.width == 200) ~ 750`: a priority for the constraints made.
        if op == "~", case .array(let made) = left,
           made.allSatisfy({ Self.fields($0)?[Self.uikitKey]?.string == "NSLayoutConstraint" }) {
            for constraint in made { Self.fields(constraint)?["priority"] = right }
            return made.count == 1 ? made[0] : left
        }
        if op == "~", Self.fields(left)?[Self.uikitKey]?.string == "NSLayoutConstraint" {
            Self.fields(left)?["priority"] = right
            return left
        }
        guard let fields = Self.fields(left), fields[Self.uikitKey]?.string == Self.cartographyExpression else { return nil }
        let attributes = Self.array(fields["#attributes"]).compactMap(\.string)
        let context = Self.fields(fields["#context"]) ?? SwiftScope()
        var multiplier = fields["#multiplier"]?.number ?? 1
        var constants = Self.array(fields["#constants"]).map { $0.number ?? 0 }
        switch op {
        case "+", "-", "*", "/":
            guard let number = right.number, op != "/" || number != 0 else { return nil }
            switch op {
            case "+": constants = constants.map { $0 + number }
            case "-": constants = constants.map { $0 - number }
            case "*":
                multiplier *= number
                constants = constants.map { $0 * number }
            default:
                multiplier /= number
                constants = constants.map { $0 / number }
            }
            return cartographyExpression(item: fields["#item"] ?? .none, attributes: attributes, context: context,
                                         constants: constants, multiplier: multiplier)
        case "==", ">=", "<=":
            guard multiplier == 1, constants.allSatisfy({ $0 == 0 }) else { return nil }
            return cartographyRelate(fields, attributes: attributes, relation: op, to: right, context: context, at: node,
                                     evaluator: evaluator)
        default:
            return nil
        }
    }

    /// `inset(edges, all)`, `inset(edges, horizontal, vertical)`, `inset(edges, top, leading, bottom, trailing)`
    /// (or `UIEdgeInsets`): the edges moved inwards; nil for any other call.
    func cartographyInset(_ call: FunctionCallExprSyntax, evaluator: SwiftEvaluator, in scope: SwiftScope) -> SwiftValue? {
        guard call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "inset",
              Self.importsCartography(evaluator.file), !types.declaresFunction("inset", from: evaluator.file) else { return nil }
        let values = Self.values(of: call, evaluator: evaluator, in: scope).map(\.value)
        guard let edges = Self.fields(values.first), edges[Self.uikitKey]?.string == Self.cartographyExpression,
              Self.array(edges["#attributes"]).compactMap(\.string) == ["top", "leading", "bottom", "trailing"]
        else { return nil }
        let amounts: [Double]
        switch values.count {
        case 2 where Self.fields(values[1]) != nil:
            let insets = Self.fields(values[1])
            amounts = ["top", "left", "bottom", "right"].map { insets?[$0]?.number ?? 0 }
        case 2: amounts = Array(repeating: values[1].number ?? 0, count: 4)
        case 3: amounts = [values[2].number ?? 0, values[1].number ?? 0, values[2].number ?? 0, values[1].number ?? 0]
        case 5: amounts = values[1...].map { $0.number ?? 0 }
        default: return nil
        }
        return cartographyExpression(item: edges["#item"] ?? .none, attributes: ["top", "leading", "bottom", "trailing"],
                                     context: Self.fields(edges["#context"]) ?? SwiftScope(),
                                     constants: [amounts[0], amounts[1], -amounts[2], -amounts[3]])
    }

    /// `align(top: a, b, c)` (each view's attribute equal to the first's) and `distribute(by: 8, horizontally: a, b,
    /// c)` (each view's leading edge the amount after the one before's trailing edge; `leftToRight:` left and right,
    /// `vertically:` top and bottom) of Cartography's proxies: their constraints; nil for any other call.
    func cartographyArrangement(_ call: FunctionCallExprSyntax, evaluator: SwiftEvaluator, in scope: SwiftScope)
        -> SwiftValue? {
        guard let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
              name == "align" || name == "distribute", Self.importsCartography(evaluator.file),
              !types.declaresFunction(name, from: evaluator.file) else { return nil }
        let values = Self.values(of: call, evaluator: evaluator, in: scope)
        let amount = name == "distribute" ? values.first { $0.label == "by" }?.value.number ?? 0 : 0
        guard let start = values.firstIndex(where: { $0.label != "by" && $0.label != "_" }) else { return nil }
        let kind = values[start].label
        let proxies = values[start...].map(\.value)
        guard proxies.allSatisfy({ Self.fields($0)?[Self.uikitKey]?.string == Self.cartographyProxy }) else { return nil }
        let pairs: (String, String) = switch kind {
        case "horizontally": ("leading", "trailing")
        case "leftToRight": ("left", "right")
        case "vertically": ("top", "bottom")
        default: (kind, kind)
        }
        guard name == "align" ? Self.cartographyAttributes[kind] != nil : pairs.0 != kind else { return nil }
        var made: [SwiftValue] = []
        for (index, proxy) in proxies.enumerated().dropFirst() {
            let before = name == "align" ? proxies[0] : proxies[index - 1]
            guard let first = cartographyMember(pairs.0, of: proxy, base: Self.cartographyProxy, at: Syntax(call),
                                                evaluator: evaluator),
                  let other = cartographyMember(pairs.1, of: before, base: Self.cartographyProxy, at: Syntax(call),
                                                evaluator: evaluator),
                  let target = amount == 0 ? other : cartographyApply("+", other, .double(amount), at: ExprSyntax(call),
                                                                      evaluator: evaluator),
                  let constraint = cartographyApply("==", first, target, at: ExprSyntax(call), evaluator: evaluator)
            else { continue }
            made.append(constraint)
        }
        return .array(made)
    }

    /// The host's operators (SwiftHost): Cartography's.
    package func apply(_ op: String, _ left: SwiftValue, _ right: SwiftValue, at node: ExprSyntax,
                       evaluator: SwiftEvaluator) -> SwiftValue? {
        cartographyApply(op, left, right, at: node, evaluator: evaluator)
    }

    // MARK: Making

    private static func importsCartography(_ file: SwiftSourceFile) -> Bool { imports("Cartography", file) }

    private static func closureValue(_ value: SwiftValue) -> ClosureValue? {
        if case .opaque(let box) = value { box.value as? ClosureValue } else { nil }
    }

    private func cartographyProxy(for item: SwiftValue, context: SwiftScope) -> SwiftValue {
        let fields = SwiftScope()
        fields[Self.uikitKey] = .string(Self.cartographyProxy, localizable: false)
        fields["#item"] = item
        fields["#context"] = .object("Cartography.Context", context)
        return .object(Self.cartographyProxy, fields)
    }

    private func cartographyExpression(item: SwiftValue, attributes: [String], context: SwiftScope, constants: [Double],
                                       multiplier: Double = 1) -> SwiftValue {
        let fields = SwiftScope()
        fields[Self.uikitKey] = .string(Self.cartographyExpression, localizable: false)
        fields["#item"] = item
        fields["#attributes"] = .array(attributes.map { .string($0, localizable: false) })
        fields["#constants"] = .array(constants.map { .double($0) })
        fields["#multiplier"] = .double(multiplier)
        fields["#context"] = .object("Cartography.Context", context)
        return .object(Self.cartographyExpression, fields)
    }

    /// The constraints of `expression op target`, one an attribute (paired in order with the target's), kept in
    /// the context for `constrain` to activate: an array of them, or the one.
    private func cartographyRelate(_ expression: SwiftScope, attributes: [String], relation op: String, to target: SwiftValue,
                                   context: SwiftScope, at node: ExprSyntax, evaluator: SwiftEvaluator) -> SwiftValue? {
        let relation = op == "==" ? "equalTo" : op == ">=" ? "greaterThanOrEqualTo" : "lessThanOrEqualTo"
        let item = expression["#item"] ?? .none
        let other = Self.fields(target)
        let related = other?[Self.uikitKey]?.string == Self.cartographyExpression
        if !related, target.number == nil {
            if case .unknown(let what, let place) = target {
                note("what Cartography's constraint is related to is \(what): it is not made", at: place)
            } else if case .none = target {
                note("Cartography's constraint is related to nil (a superview the view does not have yet): it is not made",
                     at: node, in: evaluator)
            }
            return nil
        }
        // (The first item lays out by constraints, as Cartography sets it; a layout guide has no mask.)
        if Self.fields(item)?["#guideOwner"] == nil {
            Self.fields(item)?["translatesAutoresizingMaskIntoConstraints"] = .bool(false)
        }
        let targetAttributes = Self.array(other?["#attributes"]).compactMap(\.string)
        let constants = Self.array(other?["#constants"]).map { $0.number ?? 0 }
        var made: [SwiftValue] = []
        for (index, attribute) in attributes.enumerated() {
            let first = anchor(attribute, of: item, at: node, evaluator: evaluator)
            var values: [(label: String, value: SwiftValue)]
            if related, let other {
                let to = targetAttributes.count == attributes.count ? targetAttributes[index]
                    : targetAttributes.first ?? attribute
                values = [(relation, anchor(to, of: other["#item"] ?? .none, at: node, evaluator: evaluator)),
                          ("constant", .double(constants.indices.contains(index) ? constants[index] : 0))]
                if let multiplier = other["#multiplier"]?.number, multiplier != 1 {
                    values.append(("multiplier", .double(multiplier)))
                }
            } else if attribute == "width" || attribute == "height" {
                values = [(relation + "Constant", .double(target.number ?? 0))]
            } else {
                // (A position equal to a number: not Cartography's; its edges relate to other edges only.)
                continue
            }
            made.append(constraint(from: first, values: values, at: node, evaluator: evaluator))
        }
        context["#constraints"] = .array(Self.array(context["#constraints"]) + made)
        return made.count == 1 ? made[0] : .array(made)
    }
}
