import SwiftSyntax

/// The names a statement assigns and whether it returns (closures inside it left out).
final class AssignmentFinder: SyntaxVisitor {
    var returns = false
    /// Whether a `continue` or `break` here leaves the loop around the block (not one of its own loops,
    /// nor, for a `break` without a label, a `switch` of its own).
    var leaves = false
    private var loops = 0, switches = 0
    /// What a block changes (the name: `rows[0] = …` changes `rows`), and whether only by adding
    /// to it (`+=`, `append`); a mutating call (`removeAll`, `insert`, `sort` …) changes it otherwise.
    var targets: [(target: ExprSyntax, adds: Bool)] = []
    /// The names an `insert` adds to: an array's elements all stay, but a text's known words may no longer start it.
    var inserted: Set<String> = []

    /// The methods that change an array or a text in place, other than adding to it (`append`, `insert`).
    static let mutating: Set<String> = [
        "remove", "removeAll", "removeFirst", "removeLast", "removeSubrange", "popLast", "popFirst",
        "replaceSubrange", "sort", "reverse", "shuffle", "swapAt", "merge", "updateValue",
        "removeValue", "formUnion", "subtract", "formIntersection",
    ]

    /// The name a target changes (`self.rows[0]` → `rows`).
    static func key(_ target: ExprSyntax) -> String {
        let name = root(target).trimmedDescription
        return name.hasPrefix("self.") ? String(name.dropFirst(5)) : name
    }

    /// The expression naming what a target changes: a subscript's base.
    static func root(_ target: ExprSyntax) -> ExprSyntax {
        guard let subscripted = target.as(SubscriptCallExprSyntax.self) else { return target }
        return root(subscripted.calledExpression)
    }
    override func visit(_ node: ForStmtSyntax) -> SyntaxVisitorContinueKind { loops += 1; return .visitChildren }
    override func visitPost(_ node: ForStmtSyntax) { loops -= 1 }
    override func visit(_ node: WhileStmtSyntax) -> SyntaxVisitorContinueKind { loops += 1; return .visitChildren }
    override func visitPost(_ node: WhileStmtSyntax) { loops -= 1 }
    override func visit(_ node: RepeatStmtSyntax) -> SyntaxVisitorContinueKind { loops += 1; return .visitChildren }
    override func visitPost(_ node: RepeatStmtSyntax) { loops -= 1 }
    override func visit(_ node: SwitchExprSyntax) -> SyntaxVisitorContinueKind { switches += 1; return .visitChildren }
    override func visitPost(_ node: SwitchExprSyntax) { switches -= 1 }
    override func visit(_ node: ContinueStmtSyntax) -> SyntaxVisitorContinueKind {
        if loops == 0 { leaves = true }
        return .skipChildren
    }
    override func visit(_ node: BreakStmtSyntax) -> SyntaxVisitorContinueKind {
        if loops == 0, node.label != nil || switches == 0 { leaves = true }
        return .skipChildren
    }
    override func visit(_ node: ReturnStmtSyntax) -> SyntaxVisitorContinueKind {
        returns = true
        return .skipChildren
    }
    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        if SwiftEvaluator.isAssignment(ExprSyntax(node)), let target = node.elements.first {
            let operation = node.elements.dropFirst().first?.as(BinaryOperatorExprSyntax.self)?.operator.text
            // (A subscript's element set is a change of the whole, not an addition.)
            let whole = !target.is(SubscriptCallExprSyntax.self)
            // (An element set with `=`, `toggles[section] = …`, is kept as that element: `key` still names the whole.)
            targets.append((whole || operation != nil ? Self.root(target) : target, operation == "+=" && whole))
        }
        return .visitChildren
    }
    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        // `rows.append(…)` adds to `rows`; `rows.removeAll()` changes it.
        if let access = node.calledExpression.as(MemberAccessExprSyntax.self), let base = access.base {
            let name = access.declName.baseName.text
            if name == "append" || name == "insert" {
                // (An insertion keeps every element there was: only where they are changes.)
                targets.append((Self.root(base), true))
                if name == "insert" { inserted.insert(Self.key(base)) }
            } else if Self.mutating.contains(name) {
                targets.append((Self.root(base), false))
            }
        }
        return .visitChildren
    }
}
