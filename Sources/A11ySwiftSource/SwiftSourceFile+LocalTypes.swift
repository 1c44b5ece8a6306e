import SwiftSyntax

/// Types declared inside a body (SwiftSourceReading.md, "What is followed"): `struct Step` in a
/// function that makes its steps, a class in a closure. The file's index leaves bodies out, so
/// these are found when a name the file does not otherwise declare is asked for and the file's
/// text spells `struct Name`, `class Name` or `enum Name` (found by one scan of its bytes): then
/// the bodies are walked once.
extension SwiftSourceFile {
    /// The types of `name` declared inside bodies of the file, in file order; empty for none.
    func localTypes(named name: String) -> [any DeclGroupSyntax] {
        let names = localTypeNames ?? {
            let found = spelledTypeNames().subtracting(declarations.keys)
            localTypeNames = found
            return found
        }()
        guard names.contains(name) else { return [] }
        let index = localTypeIndex ?? {
            let finder = LocalTypeFinder(viewMode: .sourceAccurate)
            finder.walk(tree)
            localTypeIndex = finder.found
            return finder.found
        }()
        return index[name] ?? []
    }

    /// The names that follow `struct`, `class` or `enum` as words in the file's text (comments and
    /// strings included: a name too many only costs a walk).
    private func spelledTypeNames() -> Set<String> {
        var names: Set<String> = []
        for keyword in ["struct", "class", "enum"] {
            for start in Self.words(keyword, in: bytes) {
                var index = start + keyword.utf8.count
                guard index < bytes.count, bytes[index] == 0x20 || bytes[index] == 0x09 else { continue }
                while index < bytes.count, bytes[index] == 0x20 || bytes[index] == 0x09 { index += 1 }
                let nameStart = index
                while index < bytes.count, ByteSearch.isWordByte(bytes[index]) { index += 1 }
                if index > nameStart { names.insert(String(decoding: bytes[nameStart..<index], as: UTF8.self)) }
            }
        }
        return names
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
