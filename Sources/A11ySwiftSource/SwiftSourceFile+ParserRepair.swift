import SwiftSyntax

/// A closure swift-syntax's parser misreads (SwiftSourceReading.md, "Bad input"): one whose body starts with a
/// parenthesised expression (`($0 as? Themeable)?.updateTheme()`) and holds a `for … in` before its `}`. Looking
/// ahead for a closure signature (`(a, b) in`), the parser takes the loop's `in` for the signature's and rejects the
/// file, which the compiler accepts. Such a closure is read as the compiler reads it: five blanks of indentation
/// before that parenthesis become `_=();`, an empty statement that ends the look-ahead, so no line or column moves.
extension SwiftSourceFile {
    /// `bytes` with the first misread closure that can be so repaired repaired; nil when there is none.
    static func repairingClosureStart(_ bytes: [UInt8], tree: SourceFileSyntax) -> [UInt8]? {
        final class Finder: SyntaxVisitor {
            var start: Int?
            override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind {
                guard start == nil, node.hasError, let signature = node.signature,
                      let first = signature.firstToken(viewMode: .sourceAccurate), first.tokenKind == .leftParen
                else { return .visitChildren }
                start = first.positionAfterSkippingLeadingTrivia.utf8Offset
                return .skipChildren
            }
        }
        let finder = Finder(viewMode: .sourceAccurate)
        finder.walk(tree)
        guard let start = finder.start, start >= 5, bytes[(start - 5)..<start].allSatisfy({ $0 == 0x20 }) else { return nil }
        var repaired = bytes
        repaired.replaceSubrange((start - 5)..<start, with: Array("_=();".utf8))
        return repaired
    }
}
