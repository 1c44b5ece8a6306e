import SwiftSyntax

/// Branches (SwiftSourceReading.md, "What the source fixes"): the conditions of an `if`, a
/// `guard` or a `while`, the block an `if` runs and the case a `switch` takes.
extension SwiftEvaluator {
    /// A value only run time gives, as the reason a branch cannot be chosen. Made and read on
    /// the reading thread only (`Result` asks its failure to be `Sendable`).
    struct Unknown: Error, @unchecked Sendable {
        let value: SwiftValue
        /// (A text run time gives in part decides nothing: it is unknown here.)
        init(value: SwiftValue) { self.value = value.asUnknown }
    }

    /// Whether conditions hold (`if`, `guard`): Boolean expressions, `if let` (bound in
    /// `scope`), `case` patterns, `#available` (taken); an unknown value when one depends on run time.
    func test(_ conditions: ConditionElementListSyntax, in scope: SwiftScope) -> Result<Bool, Unknown> {
        for condition in conditions {
            switch condition.condition {
            case .availability:
                continue
            case .expression(let expression):
                let value = evaluate(expression, in: scope)
                guard let flag = value.bool else {
                    return .failure(Unknown(value: value.isUnknown ? value : unknown("a condition", expression)))
                }
                if !flag { return .success(false) }
            case .optionalBinding(let binding):
                let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text ?? ""
                // `if let superview`: the name's value, `self`'s property included.
                let value = binding.initializer.map { evaluate($0.value, in: scope) } ?? scope[name]
                    ?? implicitSelf(name, in: scope) ?? .none
                if case .none = value { return .success(false) }
                if value.isUnknown { return .failure(Unknown(value: value)) }
                scope[name] = value
            case .matchingPattern(let pattern):
                let subject = evaluate(pattern.initializer.value, in: scope)
                switch matches(subject, pattern.pattern, in: scope) {
                case true?: continue
                case false?: return .success(false)
                case nil: return .failure(Unknown(value: subject.isUnknown ? subject : unknown("a pattern", pattern)))
                }
            }
        }
        return .success(true)
    }

    /// The block an `if` runs, and the scope its `if let`s bound; nil when none runs.
    func chosenBranch(_ branch: IfExprSyntax, in scope: SwiftScope)
        -> Result<(statements: CodeBlockItemListSyntax, scope: SwiftScope)?, Unknown> {
        let inner = SwiftScope(parent: scope)
        switch test(branch.conditions, in: inner) {
        case .success(true): return .success((branch.body.statements, inner))
        case .failure(let unknown): return .failure(unknown)
        case .success(false): break
        }
        switch branch.elseBody {
        case .ifExpr(let next)?: return chosenBranch(next, in: scope)
        case .codeBlock(let block)?: return .success((block.statements, SwiftScope(parent: scope)))
        case nil: return .success(nil)
        }
    }

    /// The statements of the case a `switch` takes, with the scope they run in (holding what
    /// its pattern binds); nil when none does.
    func chosenCase(_ choice: SwitchExprSyntax, in scope: SwiftScope)
        -> Result<(statements: CodeBlockItemListSyntax, scope: SwiftScope)?, Unknown> {
        let subject = evaluate(choice.subject, in: scope)
        if subject.isUnknown { return .failure(Unknown(value: subject)) }
        for item in choice.cases {
            guard let switchCase = item.as(SwitchCaseSyntax.self) else { continue }
            switch switchCase.label {
            case .default:
                return .success((switchCase.statements, SwiftScope(parent: scope)))
            case .case(let label):
                for caseItem in label.caseItems {
                    let inner = SwiftScope(parent: scope)
                    switch matches(subject, caseItem.pattern, in: inner) {
                    case true?:
                        if let clause = caseItem.whereClause {
                            let holds = evaluate(clause.condition, in: inner)
                            guard let flag = holds.bool else {
                                return .failure(Unknown(value: holds.isUnknown ? holds : unknown("a condition", clause)))
                            }
                            if !flag { continue }
                        }
                        return .success((switchCase.statements, inner))
                    case false?: continue
                    case nil:
                        // A tuple holding a value only run time knows (`(indexPath.section, model.kind)`).
                        if case .array(let items) = subject, let open = items.first(where: \.isUnknown) {
                            return .failure(Unknown(value: open))
                        }
                        return .failure(Unknown(value: unknown("a pattern voicenav does not match", caseItem)))
                    }
                }
            }
        }
        return .success(nil)
    }
}
