import SwiftSyntax

/// What a file declares: its types, extensions, previews (bodies not walked).
final class SwiftFileIndexer: SyntaxVisitor {
    var views: [StructDeclSyntax] = []
    var providers: [StructDeclSyntax] = []
    var previews: [MacroExpansion] = []
    var groups: [(String, any DeclGroupSyntax)] = []
    var classes: [ClassDeclSyntax] = []
    var aliases: [(String, TypeAliasDeclSyntax)] = []
    /// The protocols, by name (for the protocols they inherit, whose extensions their adopters take methods from).
    var protocols: [(String, ProtocolDeclSyntax)] = []
    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
        protocols.append((node.name.text, node))
        return .skipChildren
    }
    override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind {
        aliases.append((node.name.text, node))
        return .skipChildren
    }
    // Classes, actors and enums are kept by name (structs below, for views and previews too).
    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        classes.append(node)
        return keep(node.name, node)
    }
    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind { keep(node.name, node) }
    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { keep(node.name, node) }
    private func keep(_ name: TokenSyntax, _ node: any DeclGroupSyntax) -> SyntaxVisitorContinueKind {
        groups.append((name.text, node))
        return .visitChildren
    }
    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        groups.append((node.name.text, node))
        let inherited = node.inheritanceClause?.inheritedTypes.map(\.type) ?? []
        if inherited.contains(where: { Self.isView($0) }) { views.append(node) }
        if inherited.contains(where: { $0.as(IdentifierTypeSyntax.self)?.name.text == "PreviewProvider" }) {
            providers.append(node)
        }
        return .visitChildren
    }
    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        // `extension Alias`, `extension Model.Kind`: by the extended type's own name.
        let type = node.extendedType
        if let name = type.as(IdentifierTypeSyntax.self)?.name.text ?? type.as(MemberTypeSyntax.self)?.name.text {
            groups.append((name, node))
        }
        return .visitChildren
    }
    override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
        if node.macroName.text == "Preview" {
            previews.append(MacroExpansion(node: Syntax(node), arguments: node.arguments,
                                           closure: node.trailingClosure))
        }
        return .skipChildren
    }
    override func visit(_ node: MacroExpansionDeclSyntax) -> SyntaxVisitorContinueKind {
        if node.macroName.text == "Preview" {
            previews.append(MacroExpansion(node: Syntax(node), arguments: node.arguments,
                                           closure: node.trailingClosure))
        }
        return .skipChildren
    }
    // Bodies (a view's `body`, functions, closures) declare no screens: not walked.
    override func visit(_ node: AccessorBlockSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: CodeBlockSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: InitializerClauseSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    static func isView(_ type: TypeSyntax) -> Bool {
        if let plain = type.as(IdentifierTypeSyntax.self) { return plain.name.text == "View" }
        if let member = type.as(MemberTypeSyntax.self) { return member.name.text == "View" }
        return false
    }
}
struct MacroExpansion {
    var node: Syntax
    var arguments: LabeledExprListSyntax
    var closure: ClosureExprSyntax?
}
