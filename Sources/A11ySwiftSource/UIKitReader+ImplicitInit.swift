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
            let isInit = call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "init"
            return isInit ? reactiveObject(type, call: call, evaluator: evaluator, in: scope) : nil
        }
        // A factory of UIKit's where the type is declared (`var content: UIListContentConfiguration = .valueCell()`).
        if let access = call.calledExpression.as(MemberAccessExprSyntax.self), access.declName.baseName.text != "init" {
            return staticCall(access.declName.baseName.text, of: type, call: call, evaluator: evaluator, in: scope)
        }
        return make(type, arguments: Array(call.arguments), at: call, evaluator: evaluator, in: scope,
                    trailing: call.trailingClosure)
    }
}
