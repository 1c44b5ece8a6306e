import SwiftSyntax

/// Types declared inside a body (SwiftSourceReading.md, "What is followed"): `struct Step` in a
/// function that makes its steps, a class in a closure. The file's index leaves bodies out, so
/// these are found when a name the file does not otherwise declare is asked for and the file
/// spells `struct Name`, `class Name` or `enum Name` somewhere: then the bodies are walked once.
extension SwiftSourceFile {
    /// The types of `name` declared inside bodies of the file, in file order; empty for none.
    func localTypes(named name: String) -> [any DeclGroupSyntax] {
        guard ["struct ", "class ", "enum "].contains(where: { mentions($0 + name) }) else { return [] }
        let index = localTypeIndex ?? {
            let finder = LocalTypeFinder(viewMode: .sourceAccurate)
            finder.walk(tree)
            localTypeIndex = finder.found
            return finder.found
        }()
        return index[name] ?? []
    }
}

/// The type declarations inside code blocks and closures, by name (those nested in them too).
private final class LocalTypeFinder: SyntaxVisitor {
    var found: [String: [any DeclGroupSyntax]] = [:]
    private var depth = 0

    override func visit(_ node: CodeBlockSyntax) -> SyntaxVisitorContinueKind { depth += 1; return .visitChildren }
    override func visitPost(_ node: CodeBlockSyntax) { depth -= 1 }
    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { depth += 1; return .visitChildren }
    override func visitPost(_ node: ClosureExprSyntax) { depth -= 1 }
    override func visit(_ node: AccessorBlockSyntax) -> SyntaxVisitorContinueKind { depth += 1; return .visitChildren }
    override func visitPost(_ node: AccessorBlockSyntax) { depth -= 1 }
    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { keep(node.name, node) }
    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { keep(node.name, node) }
    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { keep(node.name, node) }

    private func keep(_ name: TokenSyntax, _ node: any DeclGroupSyntax) -> SyntaxVisitorContinueKind {
        if depth > 0 { found[name.text, default: []].append(node) }
        return .visitChildren
    }
}
