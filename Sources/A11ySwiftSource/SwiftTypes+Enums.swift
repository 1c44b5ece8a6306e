import SwiftSyntax

/// The project's enums, for the values the source fixes through them (SwiftSourceReading.md,
/// "Constants of the project"): their cases in order, whether they are `CaseIterable`, and a
/// case's raw value as Swift gives it.
extension SwiftTypes {
    /// The cases of the enum `declarations` declare, in order, with their raw values as written.
    func cases(in declarations: [Declaration]) -> [(name: String, raw: ExprSyntax?)] {
        declarations.lazy.compactMap { $0.group.as(EnumDeclSyntax.self) }.flatMap { $0.memberBlock.members }
            .compactMap { $0.decl.as(EnumCaseDeclSyntax.self) }.flatMap(\.elements)
            .map { (name: $0.name.text.trimmingBackticks, raw: $0.rawValue?.value) }
    }

    func isCaseIterable(_ declarations: [Declaration]) -> Bool {
        declarations.contains { declaration in
            declaration.group.inheritanceClause?.inheritedTypes.contains { $0.type.description.trimmedSwift == "CaseIterable" }
                ?? false
        }
    }

    /// A case's `rawValue`: as written, else its name for a `String` enum and the next number
    /// for an `Int` one (Swift's implicit raw values).
    func rawValue(of name: String, in declarations: [Declaration]) -> SwiftValue? {
        guard let declaration = declarations.first(where: { $0.group.is(EnumDeclSyntax.self) }),
              let rawType = declaration.group.inheritanceClause?.inheritedTypes.first?.type.description.trimmedSwift
        else { return nil }
        let evaluator = SwiftEvaluator(file: declaration.file, types: self)
        var next = 0
        for item in cases(in: declarations) {
            var value: SwiftValue
            if let raw = item.raw {
                // Swift takes only literals as raw values: anything else is not followed.
                guard raw.is(StringLiteralExprSyntax.self) || raw.is(IntegerLiteralExprSyntax.self)
                    || raw.is(FloatLiteralExprSyntax.self) || raw.is(PrefixOperatorExprSyntax.self) else { return nil }
                value = evaluator.evaluate(raw, in: SwiftScope())
            } else if rawType == "String" {
                value = .string(item.name, localizable: false)
            } else if rawType == "Int" {
                value = .int(next)
            } else {
                return nil
            }
            if case .string(let text, _) = value { value = .string(text, localizable: false) }
            if case .int(let number) = value { next = number &+ 1 }
            if item.name == name { return value }
        }
        return nil
    }
}
