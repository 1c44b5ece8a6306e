import SwiftSyntax

/// What a screen is given by the object whose code makes it (SwiftSourceReading.md, "Screens"): a
/// coordinator's `.init(deps: useCases)` gives what that coordinator holds, and the coordinator
/// holds what the one place of the project that makes it gives, and so on up to an object UIKit
/// makes (the app's delegate) or that only its own code makes (a `shared` instance). Three objects
/// up at most; an object made in several places, or by a call the reader cannot follow, is not
/// known, and the screen keeps what its own code fixes.
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
    func ownerScope(of node: some SyntaxProtocol, in file: SwiftSourceFile, depth: Int = 0) -> SwiftScope? {
        guard depth < Self.ownerDepth, let (owner, isStatic) = Self.enclosingType(of: node), !isStatic,
              let object = madeOwner(owner, from: file, depth: depth), case .object(_, let fields) = object
        else { return nil }
        let scope = SwiftScope(parent: Self.ownFields(of: fields, owner: owner))
        scope["self"] = object
        scope[Self.ownerKey] = .symbol(owner)
        return scope
    }

    /// The one instance of `type` the project makes, as it makes it (notes said on the way are not kept: the object is
    /// not on the screen); nil where it is made in several places or not known.
    private func madeOwner(_ type: String, from file: SwiftSourceFile, depth: Int) -> SwiftValue? {
        if let known = owners[type] { return known }
        // (An object whose making needs itself, through the objects above it: not known.)
        guard makingOwners.insert(type).inserted else { return nil }
        defer { makingOwners.remove(type) }
        let made: SwiftValue? = quietly {
            let sites = sites(making: type).filter { !Self.isInside(type, $0.site.call) }
            guard let (caller, site) = sites.first else {
                // Made by UIKit (the app's delegate, a scene's) or by its own code only (a `shared` instance): as
                // `Type()` makes it.
                guard let declaration = types.declarations(of: type, from: file).first(where: {
                    !$0.group.is(ExtensionDeclSyntax.self)
                }) else { return nil }
                let evaluator = SwiftEvaluator(file: declaration.file, types: types)
                return makesObjects(of: type, from: declaration.file)
                    ? make(type, arguments: [], at: declaration.group, evaluator: evaluator, in: SwiftScope())
                    : types.make(type, arguments: [], at: declaration.group, caller: evaluator, in: SwiftScope())
            }
            guard sites.count == 1 else { return nil }
            let evaluator = SwiftEvaluator(file: caller, types: types)
            let outer = needsOwner(site.call, in: caller) ? ownerScope(of: site.call, in: caller, depth: depth + 1) : nil
            return evaluator.evaluate(ExprSyntax(site.call), in: localsBefore(site.call, evaluator: evaluator, in: outer))
        }
        let kept: SwiftValue? = if case .object? = made { made } else { nil }
        owners[type] = .some(kept)
        return kept
    }

    /// The type whose member holds `node`, by its path (`Settings.Coordinator`), and whether that member is static.
    static func enclosingType(of node: some SyntaxProtocol) -> (name: String, isStatic: Bool)? {
        var isStatic: Bool?
        var path: [String] = []
        var current = node.parent
        while let parent = current {
            if isStatic == nil, let member = parent.as(MemberBlockItemSyntax.self) {
                let modifiers = member.decl.as(FunctionDeclSyntax.self)?.modifiers
                    ?? member.decl.as(VariableDeclSyntax.self)?.modifiers
                isStatic = modifiers?.contains { $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class) }
                    ?? false
            }
            if let group = parent.asProtocol(DeclGroupSyntax.self), isStatic != nil {
                let name = group.as(ClassDeclSyntax.self)?.name.text ?? group.as(StructDeclSyntax.self)?.name.text
                    ?? group.as(ActorDeclSyntax.self)?.name.text ?? group.as(EnumDeclSyntax.self)?.name.text
                    ?? group.as(ExtensionDeclSyntax.self)?.extendedType.trimmedDescription
                if let name { path.insert(name, at: 0) }
            }
            current = parent.parent
        }
        guard let isStatic, !path.isEmpty else { return nil }
        return (path.joined(separator: "."), isStatic)
    }
}
