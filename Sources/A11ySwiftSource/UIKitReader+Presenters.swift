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
        for caller in project.files(making: type, besides: file.path) where !Self.isTest(caller) {
            guard let (name, found) = Self.configuration(of: type, in: caller) else { continue }
            let evaluator = SwiftEvaluator(file: caller, types: types)
            let scope = SwiftScope()
            scope[name] = object
            // Only what the source fixes: a value the caller's other code gives (`controller.tableView =
            // tableView`, `update(with: viewModel)`) would replace what the screen makes with nothing known.
            let statements = found.filter { statement in
                Self.givenValues(of: statement)?.allSatisfy { !evaluator.evaluate($0, in: scope).isUnknown } ?? false
            }
            guard !statements.isEmpty else { continue }
            let done = statements.map(\.trimmedDescription.firstLine).joined(separator: "; ")
            note("\(type) is read as the code here makes and configures it before showing it: \(done)",
                 at: caller.position(statements[0]))
            for statement in statements { _ = evaluator.perform(statement, in: scope) }
            return
        }
    }

    /// Whether `file` is a test's (it imports XCTest or Testing): tests make screens of their own.
    static func isTest(_ file: SwiftSourceFile) -> Bool {
        file.tree.statements.contains { item in
            guard let name = item.item.as(ImportDeclSyntax.self)?.path.first?.name.text else { return false }
            return name == "XCTest" || name == "Testing"
        }
    }

    /// The values a configuring statement gives: a call's arguments, a plain assignment's value;
    /// nil for an assignment of several operators (`a.count += 1`), not followed.
    private static func givenValues(of statement: ExprSyntax) -> [ExprSyntax]? {
        if let call = statement.as(FunctionCallExprSyntax.self) { return call.arguments.map(\.expression) }
        guard let sequence = statement.as(SequenceExprSyntax.self), sequence.elements.count == 3,
              sequence.elements.dropFirst().first?.is(AssignmentExprSyntax.self) == true else { return nil }
        return sequence.elements.last.map { [$0] }
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
