import SwiftSyntax

/// A key path kept as a value (`\.safeAreaLayoutGuide.topAnchor`), with the file it is written in.
struct KeyPathValue {
    let keyPath: KeyPathExprSyntax
    let file: SwiftSourceFile
}

/// Key paths (SwiftSourceReading.md, "What is followed"): given for a closure (`items.map(\.title)`), kept as values
/// (`let anchor: KeyPath<UIView, NSLayoutYAxisAnchor> = \.topAnchor`) and applied (`view[keyPath: anchor]`).
extension SwiftEvaluator {
    /// A key path written as a value, or one applied with `value[keyPath:]`; nil for any other expression.
    func keyPathExpression(_ expression: ExprSyntax, in scope: SwiftScope) -> SwiftValue? {
        if let keyPath = expression.as(KeyPathExprSyntax.self), keyPath.root == nil {
            return .opaque(.init(KeyPathValue(keyPath: keyPath, file: file)))
        }
        guard let access = expression.as(SubscriptCallExprSyntax.self), access.arguments.first?.label?.text == "keyPath"
        else { return nil }
        return applied(access, in: scope)
    }

    /// `value[keyPath: path]` with a key path kept as a value: what its path reads of the value.
    func applied(_ access: SubscriptCallExprSyntax, in scope: SwiftScope) -> SwiftValue {
        guard access.arguments.count == 1, let index = access.arguments.first,
              case .opaque(let box) = evaluate(index.expression, in: scope), let path = box.value as? KeyPathValue else {
            return unknown("a key path voicenav does not follow", access)
        }
        let base = evaluate(access.calledExpression, in: scope)
        return SwiftEvaluator(file: path.file, types: types).keyPathValue(path.keyPath, of: base)
    }

    /// What the key path `\.a.b` reads of `value`, as `value.a.b` reads it (an optional's `?` passed over).
    func keyPathValue(_ keyPath: KeyPathExprSyntax, of value: SwiftValue) -> SwiftValue {
        var current = value
        for component in keyPath.components {
            switch component.component {
            case .optional: continue
            case .property(let property):
                let name = property.declName.baseName.text
                if current.isUnknown { return current.asUnknown }
                current = Self.collectionMember(name, of: current) ?? deviceMember(name, of: current)
                    ?? types?.property(name, of: current, from: file)
                    ?? types?.host?.member(name, of: current, at: Syntax(keyPath), evaluator: self)
                    ?? unknown("\(name), a value only known when the app runs", keyPath)
            default:
                return unknown("a key path voicenav does not follow", keyPath)
            }
        }
        return current
    }
}
