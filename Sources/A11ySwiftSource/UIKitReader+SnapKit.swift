import SwiftSyntax

/// SnapKit's constraint DSL (SwiftSourceReading.md, "UIKit screens built in code", "Layout"): a
/// library the project does not contain, whose constraints are what its documentation says they
/// are, so they are made as the anchors would make them. `view.snp.makeConstraints { make in … }`
/// (and `remakeConstraints`, `updateConstraints`, `removeConstraints()`) runs the closure with a
/// maker: each `make.<attributes>` related to a target (`equalTo`, `lessThanOrEqualTo`,
/// `greaterThanOrEqualTo`, their `…Superview()` forms) makes one constraint an attribute, then
/// `offset`, `inset`, `multipliedBy`, `dividedBy` and `priority` change them; the view stops
/// translating its autoresizing mask, as SnapKit sets it.
extension UIKitReader {
    private static let snapDSL = "SnapKit.ConstraintViewDSL"
    private static let snapMaker = "SnapKit.ConstraintMaker"
    private static let snapDescription = "SnapKit.ConstraintDescription"
    private static let snapItem = "SnapKit.ConstraintItem"
    private static let snapTypes: Set<String> = [snapDSL, snapMaker, snapDescription, snapItem]

    /// The attributes a SnapKit attribute stands for (`edges` is four; `left`, `right` and the
    /// edges that name them are physical sides, which a right-to-left screen does not mirror; the
    /// `directional…` ones are leading and trailing).
    private static let snapAttributes: [String: [String]] = [
        "top": ["top"], "bottom": ["bottom"], "leading": ["leading"], "trailing": ["trailing"], "left": ["left"],
        "right": ["right"], "width": ["width"], "height": ["height"], "centerX": ["centerX"], "centerY": ["centerY"],
        "firstBaseline": ["firstBaseline"], "lastBaseline": ["lastBaseline"],
        "edges": ["top", "left", "bottom", "right"], "directionalEdges": ["top", "leading", "bottom", "trailing"],
        "horizontalEdges": ["left", "right"], "directionalHorizontalEdges": ["leading", "trailing"],
        "verticalEdges": ["top", "bottom"], "directionalVerticalEdges": ["top", "bottom"],
        "size": ["width", "height"], "center": ["centerX", "centerY"],
        "topMargin": ["topMargin"], "bottomMargin": ["bottomMargin"], "leadingMargin": ["leadingMargin"],
        "trailingMargin": ["trailingMargin"], "leftMargin": ["leftMargin"], "rightMargin": ["rightMargin"],
        "margins": ["topMargin", "leftMargin", "bottomMargin", "rightMargin"],
        "directionalMargins": ["topMargin", "leadingMargin", "bottomMargin", "trailingMargin"],
        "centerXWithinMargins": ["centerXWithinMargins"], "centerYWithinMargins": ["centerYWithinMargins"],
    ]

    static func isSnapKit(_ base: String) -> Bool { snapTypes.contains(base) }

    /// `view.snp` (also a layout guide's): SnapKit's DSL for it.
    func snapKit(for item: SwiftValue) -> SwiftValue {
        return snapObject(Self.snapDSL, item: item)
    }

    private func snapObject(_ type: String, item: SwiftValue, attributes: [String] = []) -> SwiftValue {
        let fields = SwiftScope()
        fields[Self.uikitKey] = .string(type, localizable: false)
        fields["#item"] = item
        fields["#attributes"] = .array(attributes.map { .string($0, localizable: false) })
        return .object(type, fields)
    }

    private static func attributes(of fields: SwiftScope) -> [String] { array(fields["#attributes"]).compactMap(\.string) }

    /// A member of SnapKit's DSL: an attribute of the maker, a description or a view's DSL; nil (with
    /// a note) for one voicenav does not model.
    func snapMember(_ name: String, of value: SwiftValue, base: String, at node: Syntax, evaluator: SwiftEvaluator)
        -> SwiftValue? {
        guard let fields = Self.fields(value) else { return nil }
        if let expanded = Self.snapAttributes[name] {
            switch base {
            case Self.snapDSL: return snapObject(Self.snapItem, item: fields["#item"] ?? .none, attributes: expanded)
            case Self.snapMaker:
                let description = snapObject(Self.snapDescription, item: fields["#item"] ?? .none, attributes: expanded)
                Self.fields(description)?["#maker"] = value
                return description
            case Self.snapDescription:
                fields["#attributes"] = .array((Self.attributes(of: fields) + expanded).map { .string($0, localizable: false) })
                return value
            default: break
            }
        }
        if name == "constraint" || name == "constraints" {
            // Kept to change later (`update(offset:)`, `deactivate()`): read as made.
            noteOnce("snp.constraint", "a SnapKit constraint kept for later (`.constraint`) is read as it is made: what the "
                     + "code changes on it later (`update(offset:)`, `deactivate()`) is not read",
                     at: evaluator.file.position(node))
            return .array(Self.array(fields["#constraints"]))
        }
        noteOnce("snp." + name, "SnapKit's `\(name)` is not modelled: the constraints it makes are not read",
                 at: evaluator.file.position(node))
        return nil
    }

    /// A method of SnapKit's DSL; nil for another object's.
    func snapMethod(_ name: String, of object: SwiftValue, fields: SwiftScope, base: String,
                    values: [(label: String, value: SwiftValue)], call: FunctionCallExprSyntax,
                    evaluator: SwiftEvaluator) -> SwiftValue?? {
        guard Self.isSnapKit(base) else { return nil }
        let first = values.first?.value ?? .none
        let item = fields["#item"] ?? .none
        switch (base, name) {
        case (Self.snapDSL, "makeConstraints"), (Self.snapDSL, "remakeConstraints"), (Self.snapDSL, "updateConstraints"):
            guard case .opaque(let box) = first, let closure = box.value as? ClosureValue, let view = Self.fields(item) else {
                return .some(nil)
            }
            // SnapKit's own: the view lays out by constraints; a remake replaces what it made before.
            if view.holds(Self.subviewsKey) || view[Self.uikitKey].map({ UIKitClasses.isView($0.string ?? "") }) == true {
                view["translatesAutoresizingMaskIntoConstraints"] = .bool(false)
            }
            if name == "remakeConstraints" { deactivate(Self.array(view["#snp"])) }
            let maker = snapObject(Self.snapMaker, item: item)
            _ = runClosure(closure, with: [maker])
            let made = Self.array(Self.fields(maker)?["#constraints"])
            if name == "updateConstraints" {
                // The constraints of the same attributes and relation made before give way to the new ones.
                let replaced = Self.array(view["#snp"]).filter { old in made.contains { Self.sameKind(old, $0) } }
                deactivate(replaced)
            }
            for constraint in made { Self.fields(constraint)?["isActive"] = .bool(true) }
            view["#snp"] = .array(Self.array(view["#snp"]) + made)
            return .some(nil)
        case (Self.snapDSL, "removeConstraints"):
            if let view = Self.fields(item) { deactivate(Self.array(view["#snp"])) }
            return .some(nil)
        case (Self.snapDescription, _):
            return .some(describe(name, fields: fields, first: first, values: values, at: call, evaluator: evaluator))
        default:
            noteOnce("snp." + name, "SnapKit's `\(name)` is not modelled: the constraints it makes are not read",
                     at: evaluator.file.position(call))
            return .some(nil)
        }
    }

    /// A description's relation (making its constraints) or modifier (changing them).
    private func describe(_ name: String, fields: SwiftScope, first: SwiftValue, values: [(label: String, value: SwiftValue)],
                          at call: FunctionCallExprSyntax, evaluator: SwiftEvaluator) -> SwiftValue? {
        let description = SwiftValue.object(Self.snapDescription, fields)
        let attributes = Self.attributes(of: fields)
        let made = Self.array(fields["#constraints"]).compactMap(Self.fields)
        let targets = Self.array(fields["#to"]).compactMap(\.string)
        /// Each constraint with the attribute it is related to (SnapKit's constants follow that one).
        func change(_ each: (String, SwiftScope) -> Void) {
            for (attribute, constraint) in zip(targets.count == made.count ? targets : made.map { _ in "" }, made) {
                each(attribute, constraint)
            }
        }
        switch name {
        case "equalTo", "lessThanOrEqualTo", "greaterThanOrEqualTo":
            relate(fields, relation: name, target: first, attributes: attributes, at: call, evaluator: evaluator)
        case "equalToSuperview", "lessThanOrEqualToSuperview", "greaterThanOrEqualToSuperview":
            let superview = Self.fields(fields["#item"])?["#superview"] ?? .none
            relate(fields, relation: String(name.dropLast("Superview".count)), target: superview,
                   attributes: attributes, at: call, evaluator: evaluator)
        case "offset":
            // The constant, replaced.
            guard let amount = first.number else { return description }
            change { _, constraint in constraint["constant"] = .double(amount) }
        case "inset":
            // Into the related view (a number is the same inset on every side), as SnapKit computes it.
            let insets = Self.fields(first)
            guard insets != nil || first.number != nil else { return description }
            let every = SwiftScope()
            if let number = first.number { for side in ["top", "left", "bottom", "right"] { every[side] = .double(number) } }
            change { attribute, constraint in
                constraint["constant"] = .double(Self.insetConstant(attribute, insets ?? every))
            }
        case "multipliedBy", "dividedBy":
            guard let factor = first.number, factor != 0 else { return description }
            change { _, constraint in constraint["multiplier"] = .double(name == "dividedBy" ? 1 / factor : factor) }
        case "priority", "priorityHigh", "priorityMedium", "priorityLow", "priorityRequired":
            let named: [String: Double] = ["high": 750, "medium": 500, "low": 250, "required": 1000, "defaultHigh": 750,
                                            "defaultLow": 250]
            let given = name == "priority" ? first : .member(String(name.dropFirst("priority".count)).lowercased())
            let level: Double? = switch given {
            case .member(let level), .symbol(let level): named[String(level.lastComponent)]
            case let other: Self.fields(other)?["rawValue"]?.number ?? other.number
            }
            if let level { change { _, constraint in constraint["priority"] = .double(level) } }
        case "labeled", "identifier":
            break
        default:
            noteOnce("snp." + name, "SnapKit's `\(name)` is not modelled: the constraints it makes are not read",
                     at: evaluator.file.position(call))
        }
        return description
    }

    /// One constraint for each attribute: the item's attribute related to the target's.
    /// What insets move an attribute by, as SnapKit computes it: into the related view (the bottom and right edges up
    /// and left), a size less both sides, a centre by half their difference.
    static func insetConstant(_ attribute: String, _ insets: SwiftScope) -> Double {
        func side(_ name: String) -> Double {
            let named = insets[name] ?? insets[name == "left" ? "leading" : name == "right" ? "trailing" : name]
            return named?.number ?? 0
        }
        return switch attribute.replacingSuffix("Margin").replacingSuffix("WithinMargins") {
        case "top", "firstBaseline": side("top")
        case "left", "leading": side("left")
        case "bottom", "lastBaseline": -side("bottom")
        case "right", "trailing": -side("right")
        case "width": -(side("left") + side("right"))
        case "height": -(side("top") + side("bottom"))
        case "centerX": (side("left") - side("right")) / 2
        case "centerY": (side("top") - side("bottom")) / 2
        default: 0
        }
    }

    private func relate(_ fields: SwiftScope, relation: String, target: SwiftValue, attributes: [String],
                        at call: FunctionCallExprSyntax, evaluator: SwiftEvaluator) {
        let item = fields["#item"] ?? .none
        let node = Syntax(call)
        let superview = Self.fields(item)?["#superview"] ?? .none
        let targetFields = Self.fields(target)
        let targetBase = targetFields?[Self.uikitKey]?.string ?? ""
        var made: [SwiftValue] = []
        var related: [String] = []
        for (index, attribute) in attributes.enumerated() {
            var to = attribute
            let firstAnchor = anchor(attribute, of: item, at: node, evaluator: evaluator)
            var values: [(label: String, value: SwiftValue)] = []
            let dimension = attribute == "width" || attribute == "height"
            if targetBase == Self.snapItem, let targetFields {
                // `other.snp.bottom`: that attribute of the other view (paired in order when both are several).
                let named = Self.attributes(of: targetFields)
                let other = named.count == attributes.count ? named[index] : named.first ?? attribute
                to = other
                values = [(relation, anchor(other, of: targetFields["#item"] ?? .none, at: node, evaluator: evaluator))]
            } else if targetBase == "NSLayoutAnchor" {
                values = [(relation, target)]
            } else if let number = target.number {
                // A number: a width or height itself; an edge's offset from the same edge of the superview.
                values = dimension ? [(relation + "Constant", .double(number))]
                    : [(relation, anchor(attribute, of: superview, at: node, evaluator: evaluator)),
                       ("constant", .double(number))]
            } else if targetBase == "CGSize", let targetFields, dimension {
                values = [(relation + "Constant", targetFields[attribute] ?? .int(0))]
            } else if targetBase == "UIEdgeInsets" || targetBase == "NSDirectionalEdgeInsets", let targetFields {
                // Insets (`make.top.equalTo(view.safeAreaInsets)`): the superview's same attribute, moved in by them.
                values = [(relation, anchor(attribute, of: superview, at: node, evaluator: evaluator)),
                          ("constant", .double(Self.insetConstant(attribute, targetFields)))]
            } else if case .object = target {
                // A view or layout guide: its same attribute.
                values = [(relation, anchor(attribute, of: target, at: node, evaluator: evaluator))]
            } else {
                if case .unknown(let what, let place) = target {
                    note("what SnapKit's constraint is related to is \(what): it is not made", at: place)
                }
                continue
            }
            made.append(constraint(from: firstAnchor, values: values, at: call, evaluator: evaluator))
            related.append(to)
        }
        fields["#constraints"] = .array(Self.array(fields["#constraints"]) + made)
        fields["#to"] = .array(Self.array(fields["#to"]) + related.map { .string($0, localizable: false) })
        // The maker keeps every constraint it makes, for `makeConstraints` to activate.
        if let maker = Self.fields(fields["#maker"]) { maker["#constraints"] = .array(Self.array(maker["#constraints"]) + made) }
    }

    private func deactivate(_ constraints: [SwiftValue]) {
        for constraint in constraints { Self.fields(constraint)?["isActive"] = .bool(false) }
    }

    /// Whether two constraints constrain the same attribute of the same item with the same relation.
    private static func sameKind(_ a: SwiftValue, _ b: SwiftValue) -> Bool {
        guard let a = fields(a), let b = fields(b), let first = fields(a["first"]), let other = fields(b["first"]) else {
            return false
        }
        func relation(_ constraint: SwiftScope) -> String {
            if case .member(let name)? = constraint["relation"] { name } else { "equal" }
        }
        return first["attribute"]?.string == other["attribute"]?.string && first["guide"]?.string == other["guide"]?.string
            && relation(a) == relation(b)
            && fields(first["item"]).map { item in fields(other["item"]).map { $0 === item } ?? false } ?? false
    }
}

extension String {
    /// The text without `suffix` at its end.
    fileprivate func replacingSuffix(_ suffix: String) -> String { hasSuffix(suffix) ? String(dropLast(suffix.count)) : self }
}
