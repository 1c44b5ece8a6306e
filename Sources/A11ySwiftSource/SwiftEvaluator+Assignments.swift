import SwiftSyntax

/// Assignments the evaluator runs (SwiftSourceReading.md, "What the source fixes"): to a local or a
/// property, to an object the UIKit reader made, to an element of a known array or dictionary, and
/// through `?` and `!`.
extension SwiftEvaluator {
    /// `name = value` or `self.name = value`.
    func assign(_ target: ExprSyntax, _ value: SwiftValue, in scope: SwiftScope) {
        // A task waiting for an answer (`items = await load()`): the assignment comes later.
        guard types?.suspended == nil else { return }
        if let reference = target.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.text
            let me = scope["self"]
            // Inside a class's method, a name no scope declares is a property of `self` that
            // UIKit declares (`title = …`, `accessibilityLabel = …`).
            if types?.host != nil, scope[name] == nil, case .object(_, let fields)? = me {
                fields[name] = value
                notify(name, of: me, in: scope)
            } else {
                scope.assign(name, value)
                // A property of `self` (the scope that holds it is the object's fields).
                if let me, case .object(_, let fields) = me, !Self.isLocal(name, in: scope, below: fields) {
                    notify(name, of: me, in: scope)
                }
            }
        } else if let access = target.as(MemberAccessExprSyntax.self),
                  access.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
                    || access.base?.is(SuperExprSyntax.self) == true {
            if case .object(_, let fields)? = scope["self"] {
                let name = access.declName.baseName.text
                UIKitReader.holder(of: name, in: fields, from: scope)[name] = value
                notify(access.declName.baseName.text, of: scope["self"], in: scope)
            } else {
                scope.assign(access.declName.baseName.text, value)
            }
        } else if types?.host != nil, let access = target.as(MemberAccessExprSyntax.self), let base = access.base,
                  case let object = evaluate(base, in: scope), case .object(_, let fields) = object {
            // `label.text = …`, `button.titleLabel?.font = …`: a property of an object the reader made;
            // a run-time value is said where it is set (the line a note about it points to).
            if case .unknown(let what, _) = value {
                fields[access.declName.baseName.text] = .unknown(what, file.position(target))
            } else if case .partial(let text, let what, _) = value {
                fields[access.declName.baseName.text] = .partial(text, what, file.position(target))
            } else if case .symbol(let path) = value, UIKitReader.textProperties.contains(access.declName.baseName.text),
                      path.utf8.first.map({ (0x41...0x5A).contains($0) }) == true {
                // `label.text = LocalizedString.slogan` of a type the project does not declare (another module's: its
                // texts are not in the project), which the evaluator keeps as a name: run time's.
                fields[access.declName.baseName.text] = unknown("\(path), from a type the project does not declare",
                                                                 target)
            } else {
                fields[access.declName.baseName.text] = value
            }
            notify(access.declName.baseName.text, of: object, in: scope)
        } else if types?.host != nil, let access = target.as(MemberAccessExprSyntax.self),
                  access.declName.baseName.text == "value", let base = access.base,
                  case .opaque(let box) = evaluate(base, in: scope),
                  let subject = box.value as? ReactiveSubject {
            // `variable.value = x` of RxSwift's `Variable`, Combine's `CurrentValueSubject`: the value sent.
            subject.send(value)
        } else if let inner = target.as(OptionalChainingExprSyntax.self)?.expression
                    ?? target.as(ForceUnwrapExprSyntax.self)?.expression {
            // `groups[key]?.append(x)`, `cache[key]! = …`: the value inside, set.
            assign(inner, value, in: scope)
        } else if let access = target.as(SubscriptCallExprSyntax.self), let index = access.arguments.first,
                  access.arguments.count == 1 || access.arguments.count == 2 && access.arguments.last?.label?.text == "default" {
            // `groups[key] = items`, `counts[key, default: 0] += 1`, `titles[0] = "On"`: the known collection with the
            // element set, assigned whole; one whose element only run time knows, run time's.
            let base = evaluate(access.calledExpression, in: scope), at = evaluate(index.expression, in: scope)
            switch (base, at) {
            case (.dictionary(let keys, let values), _):
                assign(access.calledExpression, Self.setting(at, to: value, keys: keys, values: values)
                       ?? unknown("\(access.calledExpression.excerpt), a value only known when the app runs", target),
                       in: scope)
            case (.array(var items), .int(let position)) where items.indices.contains(position):
                items[position] = value
                assign(access.calledExpression, .array(items), in: scope)
            case (.array, _):
                assign(access.calledExpression, unknown("\(access.calledExpression.excerpt), a value only known when the app "
                                                        + "runs", target), in: scope)
            default:
                break
            }
        }
    }

    /// Tells the host a property of an object changed (its observers and setters run there).
    func notify(_ name: String, of object: SwiftValue?, in scope: SwiftScope) {
        guard let host = types?.host, let object else { return }
        host.assigned(name, of: object, evaluator: self)
    }

    /// Whether `name` is held by a scope below `fields` (a local, a parameter), not by the object.
    private static func isLocal(_ name: String, in scope: SwiftScope, below fields: SwiftScope) -> Bool {
        var current: SwiftScope? = scope
        while let level = current, level !== fields {
            if level.holds(name) { return true }
            current = level.parent
        }
        return false
    }

    /// How a property its object's maker sets is said after its name (`viewModel, which the code that makes …`): a
    /// member of it read is said by its path (`viewModel.title, which …`).
    static let setByMaker = ", which the code that makes "

    /// A path read without its leading `self.`.
    static func withoutSelf(_ path: String) -> String { path.hasPrefix("self.") ? String(path.dropFirst(5)) : path }

    /// Whether `expression` is a name or names joined by dots (`overrider`, `self.delegate`), which
    /// evaluating runs no code.
    static func isPath(_ expression: ExprSyntax) -> Bool {
        if expression.is(DeclReferenceExprSyntax.self) { return true }
        guard let access = expression.as(MemberAccessExprSyntax.self), let base = access.base else { return false }
        return isPath(base)
    }
}
