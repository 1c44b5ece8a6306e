import SwiftSyntax

/// What the code that shows a screen does to it first (SwiftSourceReading.md, "Screens"): a
/// coordinator that makes the controller (`let controller = WelcomeViewController(store: store)`)
/// and then configures it (`controller.configure()`, `controller.title = "Welcome"`) before it
/// pushes or presents it. The first place in the project's other files that makes the screen's
/// class into a local is followed: the calls of its methods and the assignments to its
/// properties the same block makes next, in order, on the screen being read, with what the
/// caller's other locals hold unknown.
extension UIKitReader {
    /// Runs on `object` (a `type` just made) what the project's code that shows it does to it
    /// first; a note says where that code is.
    func runPresenter(of type: String, on object: SwiftValue) {
        guard let project else { return }
        project.adopt(file)
        for caller in project.files(making: type, besides: file.path) {
            guard let (name, statements) = Self.configuration(of: type, in: caller), !statements.isEmpty else { continue }
            let evaluator = SwiftEvaluator(file: caller, types: types)
            let scope = SwiftScope()
            scope[name] = object
            let done = statements.map(\.trimmedDescription.firstLine).joined(separator: "; ")
            note("\(type) is read as the code here makes and configures it before showing it: \(done)",
                 at: caller.position(statements[0]))
            for statement in statements { _ = evaluator.perform(statement, in: scope) }
            return
        }
    }

    /// In `caller`, the first local made as an instance of `type` and the statements of its
    /// block after it that configure it: calls of its methods (`name.configure()`) and
    /// assignments to its properties (`name.title = …`).
    static func configuration(of type: String, in caller: SwiftSourceFile) -> (name: String, statements: [ExprSyntax])? {
        let finder = MadeLocalFinder(type: type)
        finder.walk(caller.tree)
        return finder.found
    }
}

/// Finds `let name = Type(…)` (or `Type.init(…)`) and the statements after it in its block that
/// call a method of `name` or assign to a property of it.
private final class MadeLocalFinder: SyntaxVisitor {
    let type: String
    var found: (name: String, statements: [ExprSyntax])?

    init(type: String) {
        self.type = type
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: CodeBlockItemListSyntax) -> SyntaxVisitorContinueKind {
        guard found == nil else { return .skipChildren }
        let items = Array(node)
        for (index, item) in items.enumerated() {
            guard let variable = item.item.as(VariableDeclSyntax.self), variable.bindings.count == 1,
                  let binding = variable.bindings.first,
                  let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                  let value = binding.initializer?.value, makes(value) else { continue }
            let statements = items[(index + 1)...].compactMap { later -> ExprSyntax? in
                guard let expression = later.item.as(ExprSyntax.self), Self.configures(expression, name) else { return nil }
                return expression
            }
            found = (name, statements)
            return .skipChildren
        }
        return .visitChildren
    }

    /// `Type(…)`, `Type.init(…)`.
    private func makes(_ value: ExprSyntax) -> Bool {
        guard let call = value.as(FunctionCallExprSyntax.self) else { return false }
        if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) { return reference.baseName.text == type }
        if let access = call.calledExpression.as(MemberAccessExprSyntax.self), access.declName.baseName.text == "init" {
            return access.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == type
        }
        return false
    }

    /// `name.method(…)` or `name.property = …`.
    private static func configures(_ expression: ExprSyntax, _ name: String) -> Bool {
        func isMember(_ expression: ExprSyntax?) -> Bool {
            guard let access = expression?.as(MemberAccessExprSyntax.self) else { return false }
            return access.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == name
        }
        if let call = expression.as(FunctionCallExprSyntax.self) { return isMember(call.calledExpression) }
        if let sequence = expression.as(SequenceExprSyntax.self), SwiftEvaluator.isAssignment(expression) {
            return isMember(sequence.elements.first)
        }
        return false
    }
}

extension String {
    /// The first line, with `…` when there are more.
    fileprivate var firstLine: String {
        guard let end = firstIndex(of: "\n") else { return self }
        return String(self[..<end]) + "…"
    }
}
