import SwiftSyntax

/// Closures the UIKit reader keeps and runs (SwiftSourceReading.md, "UIKit screens built in
/// code"): a closure held as a value run where it is called, a result builder's closure collecting
/// its values, and values kept until the parameter they are bound to gives their type.
extension UIKitReader {
    /// Runs a closure kept as a value, in the scope it was written in; a result builder's
    /// collects its expressions' values.
    func runClosure(_ value: ClosureValue, with values: [SwiftValue]) -> SwiftValue {
        let evaluator = SwiftEvaluator(file: value.file, types: types)
        guard value.builds else { return runClosure(value.closure, with: values, evaluator: evaluator, in: value.scope) }
        return .array(build(value.closure.statements, evaluator: evaluator, in: SwiftScope(parent: value.scope), depth: 0))
    }

    /// A result builder's values of `statements`, in order: each expression's (an array's
    /// elements each), the chosen branch's of an `if` (a condition only run time decides: its
    /// `else`, as the statements that run under the same condition are not run), each pass's
    /// of a `for` over a known array; declarations are bound.
    private func build(_ statements: CodeBlockItemListSyntax, evaluator: SwiftEvaluator, in scope: SwiftScope,
                       depth: Int) -> [SwiftValue] {
        guard depth < 16 else { return [] }
        var built: [SwiftValue] = []
        for item in statements {
            guard types.step() else { break }
            let expression: ExprSyntax?
            switch item.item {
            case .expr(let found): expression = found
            case .stmt(let statement):
                if let loop = statement.as(ForStmtSyntax.self) {
                    guard let items = evaluator.loopItems(loop, in: scope) else {
                        note("this loop runs over a value only known when the app runs: what it builds is not read",
                             at: evaluator.file.position(loop))
                        continue
                    }
                    for element in items {
                        guard let inner = evaluator.pass(of: loop, with: element, in: scope) else { continue }
                        built += build(loop.body.statements, evaluator: evaluator, in: inner, depth: depth + 1)
                    }
                    continue
                }
                expression = statement.as(ExpressionStmtSyntax.self)?.expression
            case .decl:
                _ = evaluator.run(CodeBlockItemListSyntax([item]), in: scope)
                continue
            }
            guard let expression else { continue }
            if let branch = expression.as(IfExprSyntax.self) {
                switch evaluator.chosenBranch(branch, in: scope) {
                case .success(let chosen?):
                    built += build(chosen.statements, evaluator: evaluator, in: chosen.scope, depth: depth + 1)
                case .success(nil):
                    break
                case .failure:
                    if case .codeBlock(let otherwise)? = branch.elseBody {
                        built += build(otherwise.statements, evaluator: evaluator, in: SwiftScope(parent: scope),
                                       depth: depth + 1)
                    }
                }
                continue
            }
            switch evaluator.evaluate(expression, in: scope) {
            case .array(let items): built += items
            case let value: built.append(value)
            }
        }
        return built
    }

    /// Work the code hands the main queue or the main actor: `DispatchQueue.main.async { … }` runs
    /// at the main queue's next turn, before the screen is first drawn, so it runs now
    /// (`asyncAfter` is later, and not run); `await MainActor.run { … }` runs its closure and gives
    /// what it returns; `Task.detached { … }` as a task. Nil for any other call.
    func scheduledWork(_ name: String, on base: ExprSyntax, call: FunctionCallExprSyntax, evaluator: SwiftEvaluator,
                       in scope: SwiftScope) -> SwiftValue? {
        let owner = base.as(DeclReferenceExprSyntax.self)?.baseName.text
        switch name {
        case "async":
            guard let queue = base.as(MemberAccessExprSyntax.self), queue.declName.baseName.text == "main",
                  queue.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "DispatchQueue",
                  let work = SwiftEvaluator.closure(of: call, label: "execute") else { return nil }
            _ = runClosure(work, with: [], evaluator: evaluator, in: scope)
            return SwiftValue.none
        case "run" where owner == "MainActor":
            guard let work = SwiftEvaluator.closure(of: call) else { return nil }
            return runClosure(work, with: [], evaluator: evaluator, in: scope)
        case "detached" where owner == "Task" && types.declarations(of: "Task", from: evaluator.file).isEmpty:
            return task(call, evaluator: evaluator, in: scope)
        default:
            return nil
        }
    }

    /// `Task { … }`: made where the screen is set up (the main actor's code), it starts at the main
    /// actor's next turn, before the screen is first drawn, and runs as far as its awaits are
    /// answered then: the app's own async functions run, and at the first `await` only the
    /// running app answers (a download, work on another queue, `Task.sleep`) it waits, and what it
    /// does after is not shown, with a note there.
    func task(_ call: FunctionCallExprSyntax, evaluator: SwiftEvaluator, in scope: SwiftScope) -> SwiftValue {
        guard let work = call.trailingClosure
                ?? call.arguments.first(where: { $0.label?.text == "operation" || $0.label == nil })?.expression
            .as(ClosureExprSyntax.self) else { return SwiftValue.none }
        let outer = types.suspended
        types.suspended = nil
        types.taskDepth += 1
        _ = runClosure(work, with: [], evaluator: evaluator, in: scope)
        types.taskDepth -= 1
        if let waiting = types.suspended {
            note("this task waits for \(waiting.what): what it does after is not shown", at: waiting.place)
        }
        types.suspended = outer
        return SwiftValue.none
    }

    /// Runs a closure with its parameters (`$0`, or named) bound to `values`; what it returns.
    func runClosure(_ closure: ClosureExprSyntax, with values: [SwiftValue], evaluator: SwiftEvaluator,
                    in scope: SwiftScope) -> SwiftValue {
        // A closure is not the initializer's own code: what it sets calls the observers, as in Swift.
        var inner = evaluator
        inner.initializing = nil
        return inner.runClosure(closure, with: values, in: scope)
    }

    /// A value held for the type of the parameter it would be bound to (`ImplicitInitializer`),
    /// given to UIKit instead: made as written, with no type (a `String` extension's constant, a
    /// UIKit factory); any other value as it is.
    func resolvedUntyped(_ value: SwiftValue) -> SwiftValue {
        guard case .opaque(let box) = value, let implicit = box.value as? ImplicitInitializer else { return value }
        let scope = SwiftScope(parent: implicit.scope)
        scope[Self.untypedKey] = .opaque(.init(implicit.call.id))
        return SwiftEvaluator(file: implicit.file, types: types).evaluate(ExprSyntax(implicit.call), in: scope)
    }

    /// The scope entry naming the call `resolvedUntyped` evaluates, which is not held again.
    static let untypedKey = "#untyped"

    /// Whether `call` is the one `resolvedUntyped` is evaluating.
    static func isUntyped(_ call: FunctionCallExprSyntax, in scope: SwiftScope) -> Bool {
        guard case .opaque(let box)? = scope[untypedKey], let id = box.value as? SyntaxIdentifier else { return false }
        return id == call.id
    }
}

/// A closure the code hands UIKit (a `UIAction`'s handler) or a method (a trailing closure),
/// kept with the scope it was written in.
struct ClosureValue {
    let closure: ClosureExprSyntax
    let scope: SwiftScope
    let file: SwiftSourceFile
    /// Given to a parameter marked with a result builder (`@AutoLayoutBuilder`): its expressions'
    /// values are collected into an array, as the builder would.
    var builds = false
}

/// The value given for an `@autoclosure` parameter, evaluated where the call gives it: calling the parameter gives it.
struct Autoclosure {
    let value: SwiftValue
}

/// An implicit `.init(…)`, or a chain starting with an implicit member, given as an argument,
/// kept until the parameter it is bound to gives its type (`pinEdges(.init([.top(8)]))`,
/// `pinEdges(.all().excluding(.top))`).
struct ImplicitInitializer {
    let call: FunctionCallExprSyntax
    let scope: SwiftScope
    let file: SwiftSourceFile
}

extension SwiftValue {
    /// An implicit member whose type the code leaves to the context (`.all`, `.all(24)`).
    var isUntypedMember: Bool {
        switch self {
        case .member: true
        case .object(SwiftEvaluator.caseType, let fields):
            if case .member? = fields[SwiftEvaluator.caseKey] { true } else { false }
        default: false
        }
    }
}
