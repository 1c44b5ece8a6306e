import SwiftSyntax

/// `NSString`'s ranges (SwiftSourceReading.md, "What is followed"): `(text as NSString).range(of:)`
/// is an `NSRange`, its `location` and `length` counted in UTF-16 units as Foundation counts them,
/// and its location `NSNotFound` where the text does not hold the other (a Swift string's
/// `range(of:)` is nil there instead).
extension SwiftEvaluator {
    /// A found range: its `NSRange` parts and, for a Swift string's, its bounds in characters.
    static func textRange(location: Int, length: Int, bounds: Range<Int>) -> SwiftValue {
        let fields = SwiftScope()
        fields["location"] = .int(location)
        fields["length"] = .int(length)
        fields["lowerBound"] = .int(bounds.lowerBound)
        fields["upperBound"] = .int(bounds.upperBound)
        return .object(textRangeType, fields)
    }

    /// Whether `expression` is an `NSString`: cast to one (`text as NSString`), made as one, or a
    /// name the code around declares as one (`let string = self.string as NSString`).
    func isNSString(_ expression: ExprSyntax) -> Bool {
        var current = expression
        while let tuple = current.as(TupleExprSyntax.self), tuple.elements.count == 1, let inner = tuple.elements.first {
            current = inner.expression
        }
        if let cast = current.as(AsExprSyntax.self) { return Self.namedType(cast.type) == "NSString" }
        // (Unfolded, as the parser leaves it: `text`, `as`, `NSString`.)
        if let sequence = current.as(SequenceExprSyntax.self), sequence.elements.count == 3,
           sequence.elements.dropFirst().first?.is(UnresolvedAsExprSyntax.self) == true,
           let type = sequence.elements.last?.as(TypeExprSyntax.self)?.type {
            return Self.namedType(type) == "NSString"
        }
        if let call = current.as(FunctionCallExprSyntax.self) {
            return call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "NSString"
        }
        guard let reference = current.as(DeclReferenceExprSyntax.self),
              let binding = Self.localBinding(of: reference.baseName.text, before: reference) else { return false }
        if let annotated = binding.declaredType { return Self.namedType(annotated) == "NSString" }
        return binding.initializer.map { isNSString($0.value) } ?? false
    }

    /// The nearest declaration of `name` in the blocks around `node`, before it (`let string = text
    /// as NSString`); nil for a name no enclosing block declares (a property, a parameter).
    static func localBinding(of name: String, before node: some SyntaxProtocol) -> PatternBindingSyntax? {
        var current = Syntax(node)
        while let parent = current.parent {
            if let block = parent.as(CodeBlockItemListSyntax.self) {
                for item in block.reversed() where item.position < node.position {
                    guard let variable = item.item.as(VariableDeclSyntax.self) else { continue }
                    if let binding = variable.bindings.first(where: { $0.name == name }) { return binding }
                }
            }
            current = parent
        }
        return nil
    }
}
