import SwiftParser
import SwiftSyntax

/// Swinject's container (SwiftSourceReading.md, "What is followed"): a library the project does not
/// contain, whose `resolve` gives what the factory registered for the type makes. `resolver.resolve(
/// Service.self)` (also `name:`, and `argument:`/`arguments:` given to the factory's parameters after
/// the resolver) runs the closure of the project's `container.register(Service.self) { resolver in … }`
/// of that name and number of arguments (tests' registrations aside), anew at each resolve, as
/// Swinject's default object scope makes it; nil where the project registers none (the call is then
/// the app's at run time).
extension SwiftEvaluator {
    func swinjectResolve(_ call: FunctionCallExprSyntax, in scope: SwiftScope) -> SwiftValue? {
        guard let access = call.calledExpression.as(MemberAccessExprSyntax.self), access.declName.baseName.text == "resolve",
              let first = call.arguments.first, first.label == nil, let type = Self.metatypeName(first.expression),
              let types else { return nil }
        var name: String?
        var given: [SwiftValue] = []
        for argument in call.arguments.dropFirst() {
            let value = evaluate(argument.expression, in: scope)
            switch argument.label?.text {
            case "name":
                guard case .string(let text, _) = value else { return nil }
                name = text
            // `argument: a`, `arguments: a, b` (the unlabelled ones after it too).
            case "argument", "arguments": given.append(value)
            case nil where !given.isEmpty: given.append(value)
            default: return nil
            }
        }
        guard let (file, closure) = types.registration(of: type, name: name, arguments: given.count, from: file)
        else { return nil }
        // The factory's first parameter is the resolver (whose `resolve` calls come back here), the rest its arguments.
        let factory = SwiftEvaluator(file: file, types: types)
        return factory.runClosure(closure, with: [.unknown("Swinject's resolver", file.position(closure))] + given,
                                  in: SwiftScope())
    }

    /// `Service.self` (`Module.Service.self`): the type's name as written.
    static func metatypeName(_ expression: ExprSyntax) -> String? {
        guard let access = expression.as(MemberAccessExprSyntax.self), access.declName.baseName.tokenKind == .keyword(.self),
              let base = access.base else { return nil }
        return base.trimmedDescription
    }
}

extension SwiftTypes {
    /// The factory closure the project registers for `type` under `name` with Swinject
    /// (`container.register(Service.self, name: "x") { resolver in … }`), and its file; nil when there is none
    /// or several that differ (which one runs is the app's choice at run time).
    func registration(of type: String, name: String?, arguments: Int, from file: SwiftSourceFile)
        -> (file: SwiftSourceFile, closure: ClosureExprSyntax)? {
        let key = type + "\u{0}" + (name ?? "") + "\u{0}" + String(arguments)
        if let known = registrations[key] { return known }
        var found: [(file: SwiftSourceFile, closure: ClosureExprSyntax)] = []
        let text = "register(" + type + ".self"
        var candidates: [SwiftSourceFile] = file.mentions(text) ? [file] : []
        if let project { candidates += project.files(mentioning: [text], besides: file.path) }
        // (A test's registrations, of stand-ins, are not the app's.)
        for candidate in candidates where found.count < 8 && !UIKitReader.isTest(candidate) {
            let finder = RegistrationFinder(type: type, name: name, arguments: arguments)
            finder.walk(candidate.tree)
            found += finder.closures.map { (candidate, $0) }
        }
        // Several (another module's container too): the same code gives the same value.
        let only = found.count == 1 || found.count > 1 && Set(found.map { Self.made(by: $0.closure) }).count == 1 ? found[0] : nil
        registrations[key] = .some(only)
        return only
    }
}

extension SwiftTypes {
    /// What a factory closure's code is, `return` aside (`{ _ in return UserDefaults.standard }` and
    /// `{ _ in UserDefaults.standard }` make the same).
    fileprivate static func made(by closure: ClosureExprSyntax) -> String {
        if closure.statements.count == 1, let only = closure.statements.first,
           let returned = only.item.as(ReturnStmtSyntax.self)?.expression {
            return returned.trimmedDescription
        }
        return closure.statements.trimmedDescription
    }
}

/// The factory closures of `register(Type.self, name:) { … }` calls in a file.
private final class RegistrationFinder: SyntaxVisitor {
    let type: String
    let name: String?
    let arguments: Int
    var closures: [ClosureExprSyntax] = []

    init(type: String, name: String?, arguments: Int) {
        self.type = type
        self.name = name
        self.arguments = arguments
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        guard let access = node.calledExpression.as(MemberAccessExprSyntax.self), access.declName.baseName.text == "register",
              let first = node.arguments.first, first.label == nil,
              SwiftEvaluator.metatypeName(first.expression) == type else { return .visitChildren }
        let named = node.arguments.first { $0.label?.text == "name" }
        let nameText = named?.expression.as(StringLiteralExprSyntax.self)?.representedLiteralValue
        guard named == nil ? name == nil : nameText != nil && nameText == name else { return .visitChildren }
        let factory = node.trailingClosure
            ?? node.arguments.first { $0.label?.text == "factory" }?.expression.as(ClosureExprSyntax.self)
        // Swinject tells registrations apart by their factories' arguments too: the resolver, then those given.
        if let factory, Self.parameterCount(of: factory).map({ $0 == arguments + 1 }) ?? true { closures.append(factory) }
        return .visitChildren
    }

    /// How many parameters a closure names (`{ resolver, store in … }`); nil when it uses `$0`.
    private static func parameterCount(of closure: ClosureExprSyntax) -> Int? {
        switch closure.signature?.parameterClause {
        case .simpleInput(let names)?: names.count
        case .parameterClause(let clause)?: clause.parameters.count
        case nil: nil
        }
    }
}
