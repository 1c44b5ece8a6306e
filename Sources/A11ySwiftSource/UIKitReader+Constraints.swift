import SwiftSyntax

/// Auto Layout's anchors and constraints as the UIKit reader models them (SwiftSourceReading.md,
/// "Layout"): an anchor names its item, guide and attribute; a constraint relates two of them.
extension UIKitReader {
    /// `view.topAnchor`, `view.safeAreaLayoutGuide.leadingAnchor`: the item, its guide and the attribute.
    func anchor(_ name: String, item: SwiftValue, guide: String?, at node: Syntax,
                        evaluator: SwiftEvaluator) -> SwiftValue {
        let made = make("NSLayoutAnchor", arguments: [], at: node, evaluator: evaluator, in: SwiftScope())
        Self.fields(made)?["item"] = item
        Self.fields(made)?["attribute"] = .string(String(name.dropLast("Anchor".count)), localizable: false)
        if let guide { Self.fields(made)?["guide"] = .string(guide, localizable: false) }
        return made
    }

    /// `attribute`'s anchor of `item` (a view or a layout guide: a guide's is its view's, on that guide), as the
    /// anchors, SnapKit and Cartography all name it.
    func anchor(_ attribute: String, of item: SwiftValue, at node: some SyntaxProtocol, evaluator: SwiftEvaluator) -> SwiftValue {
        let guide = Self.fields(item)
        return anchor(attribute + "Anchor", item: guide?["#guideOwner"] ?? item, guide: guide?["#guide"]?.string,
                      at: Syntax(node), evaluator: evaluator)
    }

    /// A view's layout guide (`view.safeAreaLayoutGuide`, `guides`' names): the view and which guide.
    func layoutGuide(_ guide: String, of view: SwiftValue, at node: Syntax, evaluator: SwiftEvaluator) -> SwiftValue {
        let made = make("UILayoutGuide", arguments: [], at: node, evaluator: evaluator, in: SwiftScope())
        Self.fields(made)?["#guideOwner"] = view
        Self.fields(made)?["#guide"] = .string(guide, localizable: false)
        return made
    }

    /// `NSLayoutConstraint(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)`, the
    /// older form: the same constraint as the anchors make.
    func constraint(items values: [(label: String, value: SwiftValue)], at node: some SyntaxProtocol,
                    evaluator: SwiftEvaluator) -> SwiftValue {
        func attribute(_ value: SwiftValue?) -> String? {
            switch value {
            case .member(let name)?, .symbol(let name)?: String(name.lastComponent)
            default: nil
            }
        }
        func anchor(of item: SwiftValue, _ name: String) -> SwiftValue {
            self.anchor(name, of: item, at: node, evaluator: evaluator)
        }
        let attributes = values.filter { $0.label == "attribute" }.map(\.value)
        var arguments: [(label: String, value: SwiftValue)] = []
        let relation = attribute(values.first { $0.label == "relatedBy" }?.value) ?? "equal"
        if let other = values.first(where: { $0.label == "toItem" })?.value, case .object = other,
           let name = attribute(attributes.last), name != "notAnAttribute" {
            let label = relation == "equal" ? "equalTo" : relation == "lessThanOrEqual" ? "lessThanOrEqualTo"
                : "greaterThanOrEqualTo"
            arguments.append((label, anchor(of: other, name)))
        } else {
            let label = relation == "equal" ? "equalToConstant" : relation == "lessThanOrEqual"
                ? "lessThanOrEqualToConstant" : "greaterThanOrEqualToConstant"
            arguments.append((label, values.first { $0.label == "constant" }?.value ?? .int(0)))
        }
        if let multiplier = values.first(where: { $0.label == "multiplier" })?.value {
            arguments.append(("multiplier", multiplier))
        }
        if let constant = values.first(where: { $0.label == "constant" })?.value, arguments.first?.label.hasSuffix("To") == true {
            arguments.append(("constant", constant))
        }
        let item = values.first { $0.label == "item" }?.value ?? .none
        let first = anchor(of: item, attribute(attributes.first) ?? "top")
        return constraint(from: first, values: arguments, at: node, evaluator: evaluator)
    }

    /// `anchor.constraint(equalTo:constant:)` and its kin: a constraint, not active until the
    /// code activates it (`isActive = true`, `NSLayoutConstraint.activate`).
    func constraint(from anchor: SwiftValue, values: [(label: String, value: SwiftValue)], at node: some SyntaxProtocol,
                            evaluator: SwiftEvaluator) -> SwiftValue {
        let made = make("NSLayoutConstraint", arguments: [], at: node, evaluator: evaluator, in: SwiftScope())
        guard let fields = Self.fields(made) else { return made }
        fields["first"] = anchor
        var systemSpacing = false
        for (label, value) in values {
            switch label {
            case "equalTo": fields["second"] = value
            case "equalToSystemSpacingAfter", "equalToSystemSpacingBelow":
                fields["second"] = value
                systemSpacing = true
            case "greaterThanOrEqualTo", "greaterThanOrEqualToSystemSpacingAfter", "greaterThanOrEqualToSystemSpacingBelow":
                fields["second"] = value
                fields["relation"] = .member("greaterThanOrEqual")
                systemSpacing = systemSpacing || label != "greaterThanOrEqualTo"
            case "lessThanOrEqualTo", "lessThanOrEqualToSystemSpacingAfter", "lessThanOrEqualToSystemSpacingBelow":
                fields["second"] = value
                fields["relation"] = .member("lessThanOrEqual")
                systemSpacing = systemSpacing || label != "lessThanOrEqualTo"
            case "equalToConstant": fields["constant"] = value
            case "greaterThanOrEqualToConstant":
                fields["constant"] = value
                fields["relation"] = .member("greaterThanOrEqual")
            case "lessThanOrEqualToConstant":
                fields["constant"] = value
                fields["relation"] = .member("lessThanOrEqual")
            case "constant", "multiplier": fields[label] = value
            default: break
            }
        }
        // UIKit's system spacing: 8 pt times the multiplier (AutoLayoutRules.md, "Stack views").
        if systemSpacing {
            fields["constant"] = .double(8 * (fields["multiplier"]?.number ?? 1))
            fields["multiplier"] = nil
        }
        constraints.append(fields)
        return made
    }
}

extension UIKitReader {
    /// One constraint a layout library's view method makes (PureLayout's, TinyConstraints'): `attribute` of `view`
    /// related to `target`'s `to` (its same attribute, or the anchor `given`), else to a constant; active as `active`.
    func libraryConstraint(_ attribute: String, of view: SwiftValue, to target: SwiftValue?, _ to: String? = nil,
                           anchor given: SwiftValue? = nil, guide: String? = nil, constant: Double = 0,
                           multiplier: Double = 1, relation: String = "equalTo", active: Bool = true,
                           call: FunctionCallExprSyntax, evaluator: SwiftEvaluator) -> SwiftValue {
        let own = anchor(attribute + "Anchor", item: view, guide: nil, at: Syntax(call), evaluator: evaluator)
        var arguments: [(label: String, value: SwiftValue)]
        if let target {
            let other = given ?? anchor((to ?? attribute) + "Anchor", item: target, guide: guide, at: Syntax(call),
                                        evaluator: evaluator)
            arguments = [(relation, other), ("constant", .double(constant))]
            if multiplier != 1 { arguments.append(("multiplier", .double(multiplier))) }
        } else {
            arguments = [(relation + "Constant", .double(constant))]
        }
        let made = constraint(from: own, values: arguments, at: call, evaluator: evaluator)
        Self.fields(made)?["isActive"] = .bool(active)
        return made
    }
}
