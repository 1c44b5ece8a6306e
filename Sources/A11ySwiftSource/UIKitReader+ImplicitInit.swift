import SwiftSyntax

/// Objects made where the code declares their type (SwiftSourceReading.md, "What is followed"):
/// `.init(…)` or a factory of UIKit's written without the type's name, which the declaration gives
/// (`let item: UIBarButtonItem = .init(title: "Done", …)`, `var content: UIListContentConfiguration
/// = .valueCell()`, `let relay: BehaviorRelay<Int> = .init(value: 0)`).
extension UIKitReader {
    package func models(_ type: String, from file: SwiftSourceFile) -> Bool { makesObjects(of: type, from: file) }

    /// `.init(…)` where the code declares a type the reader makes (a factory's `return .init(title:
    /// …)` declared to return a `UIBarButtonItem`): made as `UIBarButtonItem(title: …)` is.
    package func make(_ type: String, call: FunctionCallExprSyntax, evaluator: SwiftEvaluator,
                      in scope: SwiftScope) -> SwiftValue? {
        guard makesObjects(of: type, from: evaluator.file) else {
            // A library's relay or data source where the code declares one (`let relay: BehaviorRelay<Int> = .init(value: 0)`).
            guard call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "init" else { return nil }
            // (The element type the declaration gives the relay, `BehaviorRelay<Sort>`, types its first value.)
            let declared = declaredType(of: call, evaluator: evaluator, in: scope)?.as(IdentifierTypeSyntax.self)?
                .genericArgumentClause?.arguments.first?.argument
            let element: TypeSyntax? = if case .type(let given)? = declared { given } else { nil }
            return reactiveObject(type, call: call, evaluator: evaluator, in: scope, element: element)
        }
        // A factory of UIKit's where the type is declared (`var content: UIListContentConfiguration = .valueCell()`).
        if let access = call.calledExpression.as(MemberAccessExprSyntax.self), access.declName.baseName.text != "init" {
            return staticCall(access.declName.baseName.text, of: type, call: call, evaluator: evaluator, in: scope)
        }
        return make(type, arguments: Array(call.arguments), at: call, evaluator: evaluator, in: scope,
                    trailing: call.trailingClosure)
    }

    /// The type declared for what `call` makes: the binding it initializes (`let relay: BehaviorRelay<Int> = .init(…)`),
    /// or the property of `self` it is assigned to (`sort = .init(value: .bestMatch)` in an initializer).
    private func declaredType(of call: FunctionCallExprSyntax, evaluator: SwiftEvaluator, in scope: SwiftScope)
        -> TypeSyntax? {
        if let binding = call.parent?.as(InitializerClauseSyntax.self)?.parent?.as(PatternBindingSyntax.self) {
            return binding.declaredType
        }
        guard let sequence = call.parent?.as(ExprListSyntax.self)?.parent?.as(SequenceExprSyntax.self),
              sequence.elements.count == 3, sequence.elements.last?.id == call.id,
              sequence.elements.dropFirst().first?.is(AssignmentExprSyntax.self) == true,
              let target = sequence.elements.first, case .object(let owner, _)? = scope["self"] else { return nil }
        let name = target.as(DeclReferenceExprSyntax.self)?.baseName.text
            ?? target.as(MemberAccessExprSyntax.self)?.declName.baseName.text
        guard let name else { return nil }
        for type in lineage(of: owner, from: evaluator.file) {
            let declarations = types.declarations(of: type, from: evaluator.file)
            if let (_, binding) = types.variable(name, isStatic: false, in: declarations) { return binding.declaredType }
        }
        return nil
    }
}
