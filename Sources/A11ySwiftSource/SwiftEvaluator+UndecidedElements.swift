import SwiftSyntax

/// A branch only run time chooses that sets elements of a collection (SwiftSourceReading.md, "What the source
/// fixes"): where the collection has each element whichever way the branch goes, only those elements are unknown and
/// the others keep what the code gave them.
extension SwiftEvaluator {
    /// Whether `elements` (subscripted targets of one collection set in `statement`, an `if` or a `switch`) leave the
    /// collection's size known: each of a known array or dictionary, its index fixed before the branch (no name the
    /// branch assigns), and the element there already or set by every way through an `if … else` chain.
    func setsElementsOnly(_ elements: [ExprSyntax], in statement: some SyntaxProtocol, assigned: Set<String>,
                          scope: SwiftScope) -> Bool {
        let node = Syntax(statement)
        guard node.is(IfExprSyntax.self) || node.is(SwitchExprSyntax.self) else { return false }
        let everyWay = node.as(IfExprSyntax.self).flatMap { Self.elementsSetEveryWay($0) } ?? []
        return elements.allSatisfy { element in
            guard let access = element.as(SubscriptCallExprSyntax.self), access.arguments.count == 1,
                  let index = access.arguments.first?.expression else { return false }
            let named = Set(index.tokens(viewMode: .sourceAccurate).compactMap { token -> String? in
                if case .identifier(let name) = token.tokenKind { name } else { nil }
            })
            guard named.isDisjoint(with: assigned) else { return false }
            let at = evaluate(index, in: scope)
            if at.isUnknown { return false }
            switch evaluate(access.calledExpression, in: scope) {
            case .dictionary(let keys, _):
                if case .some(.some) = Self.index(of: at, in: keys) { return true }
            case .array(let items):
                if case .int(let position) = at, items.indices.contains(position) { return true }
                return false
            default:
                return false
            }
            return everyWay.contains(element.trimmedDescription)
        }
    }

    /// The subscripted targets (as written) every branch of an `if … else if … else` chain assigns; nil without a
    /// final `else`.
    private static func elementsSetEveryWay(_ branch: IfExprSyntax) -> Set<String>? {
        func assigned(_ body: CodeBlockSyntax) -> Set<String> {
            let finder = AssignmentFinder(viewMode: .sourceAccurate)
            finder.walk(body)
            return Set(finder.targets.filter { $0.target.is(SubscriptCallExprSyntax.self) }.map(\.target.trimmedDescription))
        }
        switch branch.elseBody {
        case .codeBlock(let last)?: return assigned(branch.body).intersection(assigned(last))
        case .ifExpr(let next)?: return elementsSetEveryWay(next).map { assigned(branch.body).intersection($0) }
        case nil: return nil
        }
    }
}
