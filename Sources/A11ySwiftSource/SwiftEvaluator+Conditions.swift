import SwiftSyntax

/// Conditional compilation as an iPhone build sees it (SwiftSourceReading.md, "Conditional
/// compilation"): the clause of an `#if` that is compiled, and the conditions it decides.
extension SwiftEvaluator {
    /// The clause of an `#if` an iPhone build compiles; one whose condition cannot be decided
    /// is taken.
    func activeClause(_ config: IfConfigDeclSyntax) -> IfConfigClauseSyntax? {
        config.clauses.first { clause in clause.condition.map { compilationCondition($0) ?? true } ?? true }
    }

    // MARK: Conditional compilation

    /// An `#if` condition for an iPhone build (SwiftSourceReading.md, "Conditional
    /// compilation"): `os(iOS)` true, any other `os(…)` and `targetEnvironment(macCatalyst)`
    /// false, `canImport(UIKit)` and `canImport(SwiftUI)` true, `canImport(AppKit)` false,
    /// `swift(…)` and `compiler(…)` true; a build flag is set only where every release build of
    /// the app's target sets it (XcodeBuildFlags: `WALLET`, never `DEBUG`). Nil for what it
    /// cannot tell.
    func compilationCondition(_ condition: ExprSyntax) -> Bool? {
        if let flag = condition.as(BooleanLiteralExprSyntax.self) { return flag.literal.tokenKind == .keyword(.true) }
        if let prefix = condition.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "!" {
            return compilationCondition(prefix.expression).map { !$0 }
        }
        if let tuple = condition.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
            return compilationCondition(only.expression)
        }
        if let sequence = condition.as(SequenceExprSyntax.self) {
            let elements = Array(sequence.elements)
            guard elements.count <= Self.maximumSequence else { return nil }
            for op in ["||", "&&"] {
                if let index = elements.lastIndex(where: { $0.as(BinaryOperatorExprSyntax.self)?.operator.text == op }) {
                    let left = compilationCondition(elements[..<index])
                    let right = compilationCondition(elements[(index + 1)...])
                    if op == "||" {
                        return left == true || right == true ? true : (left == false && right == false ? false : nil)
                    }
                    return left == false || right == false ? false : (left == true && right == true ? true : nil)
                }
            }
            return nil
        }
        // A build flag: set where the app's build sets it (`#if WALLET`), never `DEBUG` (XcodeBuildFlags).
        if let flag = condition.as(DeclReferenceExprSyntax.self) {
            return types?.buildFlags.contains(flag.baseName.text) ?? false
        }
        guard let call = condition.as(FunctionCallExprSyntax.self),
              let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text else { return nil }
        let argument = call.arguments.first?.expression.description.trimmedSwift ?? ""
        switch name {
        case "os": return argument == "iOS"
        case "targetEnvironment": return argument == "macCatalyst" ? false : argument == "simulator"
        case "canImport": return !["AppKit", "WatchKit", "Cocoa"].contains(argument)
        case "swift", "compiler", "hasFeature", "hasAttribute": return true
        case "arch": return argument == "arm64"
        default: return nil
        }
    }

    private func compilationCondition(_ elements: ArraySlice<ExprSyntax>) -> Bool? {
        if elements.count == 1, let only = elements.first { return compilationCondition(only) }
        let rebuilt = SequenceExprSyntax(elements: ExprListSyntax(Array(elements)))
        return compilationCondition(ExprSyntax(rebuilt))
    }
}
