import SwiftSyntax

/// Branches in a view builder (SwiftSourceReading.md, "What the source fixes"): an `if` or a
/// `switch` on known values takes its branch; on a run-time value, the first, with a note, and
/// what it tests is taken to hold from there on.
extension SwiftUIReader {
    /// An `if` in a view builder: `if #available` is taken; a condition on known values is
    /// evaluated; one on a run-time value takes the first branch, with a note at the `if`.
    func ifViews(_ branch: IfExprSyntax, in scope: SwiftScope) -> [SwiftUINode] {
        let inner = SwiftScope(parent: scope)
        var holds = true
        for condition in branch.conditions {
            switch condition.condition {
            case .availability:
                continue
            case .expression(let expression):
                let value = evaluator(in: scope).evaluate(expression, in: scope)
                if let flag = value.bool {
                    holds = holds && flag
                } else {
                    note(unknown: value.isUnknown ? value : .unknown("an expression", file.position(expression)),
                         use: "this if", at: branch.ifKeyword)
                    // The first branch is read: what it tests is taken to hold from here on.
                    assumeHolds(expression, in: scope)
                }
            case .optionalBinding(let binding):
                let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text ?? ""
                let value = binding.initializer.map { evaluator(in: scope).evaluate($0.value, in: scope) } ?? scope[name] ?? .none
                if case .none = value { holds = false }
                note(unknown: value, use: "this if let", at: branch.ifKeyword)
                inner[name] = value
            default:
                note("this if tests a pattern voicenav does not evaluate: its first branch is read", at: branch.ifKeyword)
            }
        }
        if holds { return build(branch.body.statements, in: inner) }
        switch branch.elseBody {
        case .ifExpr(let next)?: return ifViews(next, in: scope)
        case .codeBlock(let block)?: return build(block.statements, in: scope)
        case nil: return []
        }
    }

    /// A `switch` on a known value takes its case; on a run-time value, the first case, noted.
    func switchViews(_ choice: SwitchExprSyntax, in scope: SwiftScope) -> [SwiftUINode] {
        let evaluator = self.evaluator(in: scope)
        let subject = evaluator.evaluate(choice.subject, in: scope)
        var fallback: CodeBlockItemListSyntax?
        // Undecided: the subject, or a part of a tuple a pattern tests, is only known at run time.
        var undecided = subject.isUnknown
        cases: for item in choice.cases where !undecided {
            guard let switchCase = item.as(SwitchCaseSyntax.self) else { continue }
            switch switchCase.label {
            case .default:
                return build(switchCase.statements, in: scope)
            case .case(let label):
                for caseItem in label.caseItems {
                    let bound = SwiftScope(parent: scope)
                    switch evaluator.matches(subject, caseItem.pattern, in: bound) {
                    case true?:
                        // `where` decides as well: false goes on; on a run-time condition this case is read, noted.
                        let condition = caseItem.whereClause.map { evaluator.evaluate($0.condition, in: bound) }
                        if condition?.bool == false { continue }
                        if let condition, condition.bool == nil {
                            note(unknown: condition.isUnknown ? condition : .unknown("a condition", file.position(caseItem)),
                                 use: "this case", at: caseItem)
                        }
                        return build(switchCase.statements, in: bound)
                    case false?: continue
                    case nil:
                        // A tuple holding a run-time value decides nothing: this case, the first not ruled
                        // out, is read; a pattern voicenav does not know goes on.
                        guard case .array(let parts) = subject, parts.contains(where: \.isUnknown) else { continue }
                        undecided = true
                        fallback = switchCase.statements
                        break cases
                    }
                }
            }
        }
        if subject.isUnknown { fallback = choice.cases.first?.as(SwitchCaseSyntax.self)?.statements }
        let open = if case .array(let parts) = subject, let part = parts.first(where: \.isUnknown) { part } else { subject }
        note(unknown: open, use: "this switch", at: choice.switchKeyword)
        guard undecided else { return [] }
        // The first case is read: the subject is taken to be its value from here on.
        if subject.isUnknown, let first = choice.cases.first?.as(SwitchCaseSyntax.self), case .case(let label) = first.label,
           label.caseItems.count == 1, let pattern = label.caseItems.first?.pattern.as(ExpressionPatternSyntax.self) {
            let value = evaluator.evaluate(pattern.expression, in: scope)
            if !value.isUnknown { assume(choice.subject, is: value) }
        }
        return build(fallback ?? [], in: scope)
    }

    /// Takes the run-time test `condition` to hold: `flag` true, `!flag` false, `kind == .list`
    /// `.list`, where the value tested is a name or a property (`viewModel.kind`).
    func assumeHolds(_ condition: ExprSyntax, in scope: SwiftScope) {
        if let prefix = condition.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "!" {
            assume(prefix.expression, is: .bool(false))
        } else if let sequence = condition.as(SequenceExprSyntax.self) {
            let parts = Array(sequence.elements)
            guard parts.count == 3, parts[1].as(BinaryOperatorExprSyntax.self)?.operator.text == "==" else { return }
            let value = evaluator(in: scope).evaluate(parts[2], in: scope)
            if !value.isUnknown { assume(parts[0], is: value) }
        } else {
            assume(condition, is: .bool(true))
        }
    }

    func assume(_ subject: ExprSyntax, is value: SwiftValue) {
        guard subject.is(DeclReferenceExprSyntax.self) || subject.is(MemberAccessExprSyntax.self) else { return }
        assumptions.assume(subject, is: value)
    }
}
