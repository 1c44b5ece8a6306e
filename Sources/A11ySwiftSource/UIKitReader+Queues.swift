import SwiftSyntax

/// Grand Central Dispatch's queues other than the main one, and Foundation's locks (SwiftSourceReading.md, "What is
/// followed"): `queue.sync { … }` runs its closure before it returns, and gives what the closure returns;
/// `queue.async { … }` on a queue the app makes (`DispatchQueue(label:)`) or a global one runs at once too, as the
/// screen VoiceOver reads is the one shown once that work is done (a moment after the first drawing; what it waits
/// for that only the running app answers, a download, stays run time's). `asyncAfter` is later, and not run. A lock's
/// `withLock { … }` (`NSLock`, `NSRecursiveLock`: a property's thread-safe getter) runs its closure and gives what it
/// returns, as the lock only makes other threads wait.
extension UIKitReader {
    /// The closure a queue other than the main one or a lock runs now: `sync`'s and `withLock`'s result, `async`'s
    /// nil; nil for a call that is not one of these on a dispatch queue or a lock.
    func dispatchedWork(_ name: String, on base: ExprSyntax, call: FunctionCallExprSyntax, evaluator: SwiftEvaluator,
                        in scope: SwiftScope) -> SwiftValue? {
        let types: Set<String> = switch name {
        case "sync", "async": ["DispatchQueue"]
        case "withLock": ["NSLock", "NSRecursiveLock"]
        default: []
        }
        guard !types.isEmpty, let work = SwiftEvaluator.closure(of: call, label: "execute"),
              work.signature?.parameterClause == nil, holds(base, of: types, evaluator: evaluator, in: scope)
        else { return nil }
        let result = runClosure(work, with: [], evaluator: evaluator, in: scope)
        return name == "async" ? SwiftValue.none : result
    }

    /// Whether `expression` is an object of one of `types` (of Foundation or Dispatch, which the project does not
    /// declare): one made there (`DispatchQueue(label:)`, `DispatchQueue.global()`), or a name or property declared
    /// as one or made so (`private let lock = NSLock()`).
    func holds(_ expression: ExprSyntax, of types: Set<String>, evaluator: SwiftEvaluator, in scope: SwiftScope) -> Bool {
        if expression.is(FunctionCallExprSyntax.self) { return Self.makes(expression, of: types) }
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
            return Self.declares(binding, of: types)
        }
        return property(name, holds: types, evaluator: evaluator, in: scope)
    }

    private func property(_ name: String, holds types: Set<String>, evaluator: SwiftEvaluator, in scope: SwiftScope)
        -> Bool {
        let type: String
        switch scope["self"] ?? scope[SwiftEvaluator.typeKey] {
        case .object(let named, _)?, .symbol(let named)?: type = named
        default: return false
        }
        for owner in lineage(of: type, from: evaluator.file) {
            let declarations = self.types.declarations(of: owner, from: evaluator.file)
            if let (_, binding) = self.types.variable(name, isStatic: false, in: declarations)
                ?? self.types.variable(name, isStatic: true, in: declarations) {
                return Self.declares(binding, of: types)
            }
        }
        return false
    }

    /// Whether a declaration says its value is one of `types` (by its type, or by what makes it).
    private static func declares(_ binding: PatternBindingSyntax, of types: Set<String>) -> Bool {
        if let type = binding.declaredType { return SwiftEvaluator.namedType(type).map(types.contains) ?? false }
        return binding.initializer.map { makes($0.value, of: types) } ?? false
    }

    /// Whether `expression` makes or names an object of one of `types`: `DispatchQueue(label:)`, `NSLock()`,
    /// `DispatchQueue.global(qos:)`, `DispatchQueue.main`.
    private static func makes(_ expression: ExprSyntax, of types: Set<String>) -> Bool {
        let call = expression.as(FunctionCallExprSyntax.self)
        let callee = call?.calledExpression ?? expression
        if call != nil, let name = callee.as(DeclReferenceExprSyntax.self)?.baseName.text, types.contains(name) {
            return true
        }
        return callee.as(MemberAccessExprSyntax.self)?.base?.as(DeclReferenceExprSyntax.self)
            .map { types.contains($0.baseName.text) } ?? false
    }
}
