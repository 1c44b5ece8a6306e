import SwiftSyntax

/// What a screen is given by the object whose code makes it (SwiftSourceReading.md, "Screens"): a
/// coordinator's `.init(deps: useCases)` gives what that coordinator holds, and the coordinator
/// holds what the one place of the project that makes it gives, and so on up to the app's (or a
/// scene's) delegate, which UIKit makes, or a `shared` instance its own type makes. Three objects
/// up at most; an object made in several places, by a call the reader cannot follow, or in no place
/// it finds, is not known, and the screen keeps what its own code fixes. Of such an object, only
/// what its making fixes for good is taken: its `let` properties, and `var` ones no method of its
/// type assigns (a `start()` or a callback may have changed those by the time the screen is made).
extension UIKitReader {
    /// The objects above the making code followed at most.
    static let ownerDepth = 3

    /// Whether the arguments of `call` (a screen made) take something from the object whose method makes it:
    /// `self`, or a property its type declares, not a local of the making code.
    func needsOwner(_ call: FunctionCallExprSyntax, in file: SwiftSourceFile) -> Bool {
        guard let (owner, isStatic) = Self.enclosingType(of: call), !isStatic else { return false }
        var names: Set<String> = []
        for argument in call.arguments where !argument.expression.is(ClosureExprSyntax.self) {
            for token in argument.expression.tokens(viewMode: .sourceAccurate)
            where token.previousToken(viewMode: .sourceAccurate)?.tokenKind != .period {
                switch token.tokenKind {
                case .keyword(.self): return true
                case .identifier(let name): names.insert(name)
                default: break
                }
            }
        }
        names.subtract(Self.localBindings(before: call).compactMap(\.name))
        names.subtract(Self.boundAround(call))
        guard !names.isEmpty else { return false }
        for type in lineage(of: owner, from: file) {
            for declaration in types.declarations(of: type, from: file) {
                for member in declaration.group.memberBlock.members {
                    guard let variable = member.decl.as(VariableDeclSyntax.self) else { continue }
                    if variable.bindings.contains(where: { $0.name.map(names.contains) == true }) { return true }
                }
            }
        }
        return false
    }

    /// A scope to evaluate code at `node` (in `file`) in as the app runs it: `self` the object whose method holds it,
    /// made as the project makes it; nil where that object is not known.
    func ownerScope(of node: some SyntaxProtocol, in file: SwiftSourceFile, depth: Int = 0, shown: String? = nil)
        -> SwiftScope? {
        guard depth < Self.ownerDepth, let (owner, isStatic) = Self.enclosingType(of: node), !isStatic,
              case .object(let type, let made)? = madeOwner(owner, from: file, depth: depth)
        else { return nil }
        // (A copy: what the screen's code does to it stays with this reading of it. Its `var`s a method assigns: unknown.)
        let fields = made.copy()
        for name in assignedByMethods(of: owner, from: file, shown: shown) where fields.holds(name) {
            fields[name] = .unknown("\(name), which \(owner)'s code may change before it makes the screen",
                                    file.position(node))
        }
        let object = SwiftValue.object(type, fields)
        let scope = SwiftScope(parent: Self.ownFields(of: fields, owner: owner))
        scope["self"] = object
        scope[Self.ownerKey] = .symbol(owner)
        // (The making code's parameters and the names its conditions and loops bind are its own, not the object's.)
        for name in Self.boundAround(node) { scope[name] = .unknown("\(name), which the app gives when it runs",
                                                                      file.position(node)) }
        return scope
    }

    /// The stored properties the methods of `type` (not its initializers) assign: `start()`'s `child = …`. (Not a
    /// method only the screen being made, `shown`, calls: a delegate's callback the screen makes once it is shown,
    /// `delegate?.themeDidChange(to:)`, runs after the screen is made.)
    private func assignedByMethods(of type: String, from file: SwiftSourceFile, shown: String? = nil) -> Set<String> {
        var names: Set<String> = []
        for declaration in types.declarations(of: type, from: file) {
            for member in declaration.group.memberBlock.members where !member.decl.is(InitializerDeclSyntax.self) {
                guard member.decl.is(FunctionDeclSyntax.self) || member.decl.is(VariableDeclSyntax.self) else { continue }
                if let shown, let function = member.decl.as(FunctionDeclSyntax.self),
                   calledOnly(function.name.text, by: shown, from: declaration.file) {
                    continue
                }
                let finder = OwnAssignments(viewMode: .sourceAccurate)
                finder.walk(member.decl)
                names.formUnion(finder.names)
            }
        }
        return names
    }

    /// Whether every place of the project that names the method `name`, other than its declarations, is in the code
    /// of `type` (one place at least; never as a `#selector`, which a control calls).
    private func calledOnly(_ name: String, by type: String, from file: SwiftSourceFile) -> Bool {
        let files = [file] + (project.map { Array($0.files(mentioning: [name], besides: file.path)) } ?? [])
        var called = false
        for source in files {
            for token in source.tree.tokens(viewMode: .sourceAccurate) where token.tokenKind == .identifier(name) {
                if token.parent?.is(FunctionDeclSyntax.self) == true { continue }
                var current = token.parent
                while let node = current, !node.is(MacroExpansionExprSyntax.self), !node.is(MemberBlockItemSyntax.self) {
                    current = node.parent
                }
                if current?.is(MacroExpansionExprSyntax.self) == true { return false }
                let own = type.split(separator: ".").last.map(String.init)
                guard let member = current, Self.enclosingNames(of: member).last == own else { return false }
                called = true
            }
        }
        return called
    }

    /// The names the code around `node` binds for itself: its function's or closure's parameters, and what an `if
    /// let`, a `guard let`, a `for` or a `case let` around it binds.
    static func boundAround(_ node: some SyntaxProtocol) -> Set<String> {
        var names: Set<String> = []
        func patterns(in syntax: some SyntaxProtocol) {
            for token in syntax.tokens(viewMode: .sourceAccurate) {
                if case .identifier(let name) = token.tokenKind, token.parent?.is(IdentifierPatternSyntax.self) == true {
                    names.insert(name)
                }
            }
        }
        var current = node.parent
        while let parent = current, !parent.is(MemberBlockItemSyntax.self) {
            if let function = parent.as(FunctionDeclSyntax.self) {
                names.formUnion(function.signature.parameterClause.parameters.map { ($0.secondName ?? $0.firstName).text })
            } else if let initializer = parent.as(InitializerDeclSyntax.self) {
                names.formUnion(initializer.signature.parameterClause.parameters.map { ($0.secondName ?? $0.firstName).text })
            } else if let closure = parent.as(ClosureExprSyntax.self), let signature = closure.signature {
                patterns(in: signature)
                for token in signature.tokens(viewMode: .sourceAccurate) {
                    if case .identifier(let name) = token.tokenKind { names.insert(name) }
                }
            } else if let condition = parent.as(IfExprSyntax.self) {
                patterns(in: condition.conditions)
            } else if let loop = parent.as(ForStmtSyntax.self) {
                patterns(in: loop.pattern)
            } else if let switchCase = parent.as(SwitchCaseSyntax.self) {
                patterns(in: switchCase.label)
            } else if let list = parent.as(CodeBlockItemListSyntax.self) {
                // A `guard let` before it in its block.
                for item in list where item.endPosition <= node.position {
                    if let guardStatement = item.item.as(GuardStmtSyntax.self) { patterns(in: guardStatement.conditions) }
                }
            }
            current = parent.parent
        }
        return names
    }

    /// The one instance of `type` the project makes, as it makes it (notes said on the way are not kept: the object is
    /// not on the screen); nil where it is made in several places or not known.
    private func madeOwner(_ type: String, from file: SwiftSourceFile, depth: Int) -> SwiftValue? {
        // (An object whose making needs itself, through the objects above it: not known.)
        guard makingOwners.insert(type).inserted else { return nil }
        defer { makingOwners.remove(type) }
        return quietly {
            let sites = sites(making: type).filter { !Self.isInside(type, $0.site.call) }
            guard let (caller, site) = sites.first else {
                // Made by UIKit (the app's delegate, a scene's) or by its own code only (a `shared` instance): as
                // `Type()` makes it. (Another class no place is found making, one a storyboard or a container makes:
                // not known.)
                guard let declaration = types.declarations(of: type, from: file).first(where: {
                    !$0.group.is(ExtensionDeclSyntax.self)
                }), Self.isMadeByUIKitOrItself(declaration.group, type) else { return nil }
                let evaluator = SwiftEvaluator(file: declaration.file, types: types)
                return makesObjects(of: type, from: declaration.file)
                    ? make(type, arguments: [], at: declaration.group, evaluator: evaluator, in: SwiftScope())
                    : types.make(type, arguments: [], at: declaration.group, caller: evaluator, in: SwiftScope())
            }
            guard sites.count == 1 else { return nil }
            let evaluator = SwiftEvaluator(file: caller, types: types)
            let outer = needsOwner(site.call, in: caller) ? ownerScope(of: site.call, in: caller, depth: depth + 1) : nil
            let made = evaluator.evaluate(ExprSyntax(site.call), in: localsBefore(site.call, evaluator: evaluator, in: outer))
            if case .object = made { return made }
            return nil
        }
    }

    /// Whether UIKit makes `group` itself (the app's delegate, `@main` or adopting `UIApplicationDelegate`; a scene's,
    /// adopting `UIWindowSceneDelegate`), or its own `static let shared = Type()` does.
    private static func isMadeByUIKitOrItself(_ group: some DeclGroupSyntax, _ type: String) -> Bool {
        let adopted = (group.inheritanceClause?.inheritedTypes ?? []).map { $0.type.trimmedDescription }
        if adopted.contains(where: { ["UIApplicationDelegate", "UIWindowSceneDelegate", "UISceneDelegate"].contains($0) })
            || group.attributes.contains(where: { ["main", "UIApplicationMain"].contains($0.as(AttributeSyntax.self)?
                .attributeName.trimmedDescription ?? "") }) {
            return true
        }
        let name = type.split(separator: ".").last.map(String.init) ?? type
        return group.memberBlock.members.contains { member in
            guard let variable = member.decl.as(VariableDeclSyntax.self),
                  variable.modifiers.contains(where: { $0.name.tokenKind == .keyword(.static) }) else { return false }
            return variable.bindings.contains { binding in
                guard let call = binding.initializer?.value.as(FunctionCallExprSyntax.self) else { return false }
                let callee = call.calledExpression.trimmedDescription
                return callee == name || callee == "Self" || callee == ".init" || callee == name + ".init"
            }
        }
    }

    /// The type whose member holds `node`, by its path (`Settings.Coordinator`), and whether that member is static.
    static func enclosingType(of node: some SyntaxProtocol) -> (name: String, isStatic: Bool)? {
        var current = node.parent
        while let parent = current, !parent.is(MemberBlockItemSyntax.self) { current = parent.parent }
        guard let member = current?.as(MemberBlockItemSyntax.self) else { return nil }
        let path = enclosingNames(of: member)
        guard !path.isEmpty else { return nil }
        let modifiers = member.decl.as(FunctionDeclSyntax.self)?.modifiers ?? member.decl.as(VariableDeclSyntax.self)?.modifiers
        let isStatic = modifiers?.contains { $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class) }
        return (path.joined(separator: "."), isStatic ?? false)
    }

    /// The names of the types (and extensions) enclosing `node`, outermost first.
    static func enclosingNames(of node: some SyntaxProtocol) -> [String] {
        var names: [String] = []
        var current = node.parent
        while let parent = current {
            if let group = parent.asProtocol(DeclGroupSyntax.self), let name = declaredName(of: group) {
                names.insert(name, at: 0)
            }
            current = parent.parent
        }
        return names
    }

    /// The name a type declaration gives (a class's, struct's, enum's, actor's), or the type an extension extends.
    static func declaredName(of group: some DeclGroupSyntax) -> String? {
        (group as? any NamedDeclSyntax)?.name.text ?? group.as(ExtensionDeclSyntax.self)?.extendedType.trimmedDescription
    }
}

/// The names a declaration's code assigns to (`x = …`, `self.x += …`, `rows[0] = …`), closures included.
private final class OwnAssignments: SyntaxVisitor {
    var names: Set<String> = []

    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        if SwiftEvaluator.isAssignment(ExprSyntax(node)), let target = node.elements.first {
            names.insert(AssignmentFinder.key(target))
        }
        return .visitChildren
    }
}
