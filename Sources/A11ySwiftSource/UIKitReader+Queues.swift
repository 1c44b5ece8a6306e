import SwiftSyntax

/// Grand Central Dispatch's queues other than the main one (SwiftSourceReading.md, "What is
/// followed"): `queue.sync { … }` runs its closure before it returns, and gives what the closure
/// returns; `queue.async { … }` on a queue the app makes (`DispatchQueue(label:)`) or a global one
/// runs at once too, as the screen VoiceOver reads is the one shown once that work is done (a
/// moment after the first drawing; what it waits for that only the running app answers, a
/// download, stays run time's). `asyncAfter` is later, and not run.
extension UIKitReader {
    /// The closure a queue other than the main one runs now: `sync`'s result, `async`'s nil; nil
    /// for a call that is not one of these on a dispatch queue.
    func dispatchedWork(_ name: String, on base: ExprSyntax, call: FunctionCallExprSyntax, evaluator: SwiftEvaluator,
                        in scope: SwiftScope) -> SwiftValue? {
        guard name == "sync" || name == "async", isDispatchQueue(base, evaluator: evaluator, in: scope),
              let work = SwiftEvaluator.closure(of: call, label: "execute") else { return nil }
        let result = runClosure(work, with: [], evaluator: evaluator, in: scope)
        return name == "sync" ? result : SwiftValue.none
    }

    /// Whether `expression` is a dispatch queue: `DispatchQueue.global()`, `DispatchQueue(label:)`,
    /// or a name or property declared as one or made so (`private let queue = DispatchQueue(label: "state")`).
    func isDispatchQueue(_ expression: ExprSyntax, evaluator: SwiftEvaluator, in scope: SwiftScope) -> Bool {
        if expression.is(FunctionCallExprSyntax.self) { return Self.makesQueue(expression) }
        let name: String
        var ofSelf = false
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            name = reference.baseName.text
        } else if let access = expression.as(MemberAccessExprSyntax.self), let base = access.base.map(SwiftEvaluator.unwrapped),
                  ["self", "Self"].contains(base.as(DeclReferenceExprSyntax.self)?.baseName.text) {
            // (`self.queue`, `self?.queue` in a closure holding `self` weakly, `Self.queue`.)
            name = access.declName.baseName.text
            ofSelf = true
        } else {
            return false
        }
        if !ofSelf, let binding = SwiftEvaluator.localBinding(of: name, before: expression) {
            return Self.declaresQueue(binding)
        }
        return propertyIsQueue(name, evaluator: evaluator, in: scope)
    }

    private func propertyIsQueue(_ name: String, evaluator: SwiftEvaluator, in scope: SwiftScope) -> Bool {
        let type: String
        switch scope["self"] ?? scope[SwiftEvaluator.typeKey] {
        case .object(let named, _)?, .symbol(let named)?: type = named
        default: return false
        }
        for owner in lineage(of: type, from: evaluator.file) {
            let declarations = types.declarations(of: owner, from: evaluator.file)
            if let (_, binding) = types.variable(name, isStatic: false, in: declarations)
                ?? types.variable(name, isStatic: true, in: declarations) {
                return Self.declaresQueue(binding)
            }
        }
        return false
    }

    /// Whether a declaration says its value is a dispatch queue (by its type, or by what makes it).
    private static func declaresQueue(_ binding: PatternBindingSyntax) -> Bool {
        if let type = binding.typeAnnotation?.type { return SwiftEvaluator.namedType(type) == "DispatchQueue" }
        return binding.initializer.map { makesQueue($0.value) } ?? false
    }

    /// Whether `expression` makes or names a dispatch queue: `DispatchQueue(label:)`,
    /// `DispatchQueue.global(qos:)`, `DispatchQueue.main`.
    private static func makesQueue(_ expression: ExprSyntax) -> Bool {
        let call = expression.as(FunctionCallExprSyntax.self)
        let callee = call?.calledExpression ?? expression
        if call != nil, callee.as(DeclReferenceExprSyntax.self)?.baseName.text == "DispatchQueue" { return true }
        return callee.as(MemberAccessExprSyntax.self)?.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "DispatchQueue"
    }
}
