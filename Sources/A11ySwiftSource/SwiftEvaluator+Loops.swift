import SwiftSyntax

/// Loops the evaluator runs (SwiftSourceReading.md, "What the source fixes"): `for` over a known array or
/// range, each pass with its names bound and its `where` clause applied; `while` and `repeat` while their
/// conditions hold on known values.
extension SwiftEvaluator {
    /// `for item in data { … }` over a known array or range.
    func forLoop(_ loop: ForStmtSyntax, label: String? = nil, in scope: SwiftScope) -> Flow {
        // `for await update in stream` in a task: it waits for the stream's first element, which the
        // running app gives.
        if loop.awaitKeyword != nil, let types, types.taskDepth > 0 {
            if types.suspended == nil { types.suspended = ("\(loop.sequence.excerpt)'s elements", file.position(loop)) }
            return .next
        }
        let data = evaluate(loop.sequence, in: scope)
        let items: [SwiftValue]
        switch (data, Self.loopItems(of: data)) {
        case (_, let known?): items = known
        case (.range, nil), (.string, nil): return .returned(unknown("a loop of more turns than voicenav runs (10,000)", loop))
        default:
            // Setting up a UIKit screen goes on past a loop over run-time data (its views are not made).
            if let host = types?.host {
                host.note("this loop runs over a value only known when the app runs: what it makes is not shown",
                          at: file.position(loop))
                return .next
            }
            return .returned(data.isUnknown ? data : unknown("a loop over a value only known when the app runs", loop))
        }
        // (Its turns one loop deeper: a way out only run time decides met in them is this loop's, not a `while`'s around it.)
        types?.loopDepth += 1
        defer { types?.loopDepth -= 1 }
        for item in items {
            guard types?.step() ?? true else { return .returned(spent(loop)) }
            guard let inner = pass(of: loop, with: item, in: scope) else { continue }
            switch execute(loop.body.statements, in: inner) {
            case .next: continue
            case .returned(let value): return .returned(value)
            // `continue` and `break` with no label, or this loop's: the next turn, or the loop left.
            case .continued(let named) where named == nil || named == label: continue
            case .broke(let named) where named == nil || named == label: return .next
            case let outer: return outer
            }
        }
        return .next
    }

    /// `while conditions { … }` and `repeat { … } while condition`: turns run while the conditions hold on
    /// known values (a `while let` binding each turn's value), `continue` and `break` as in a `for`. A
    /// condition run time decides ends the turns the source fixes: what the body changes is then unknown (a
    /// known array keeps what every run has) and, on a UIKit screen, a note says its views are not shown.
    /// More than 1,000 turns is treated alike (a loop only run time ends: `while true` left by a `break` run time
    /// decides, read as going on), so the rest of the screen still runs.
    func conditionalLoop(_ statement: StmtSyntax, label: String? = nil, in scope: SwiftScope) -> Flow? {
        let body: CodeBlockSyntax
        let conditions: ConditionElementListSyntax?
        let last: ExprSyntax?
        if let loop = statement.as(WhileStmtSyntax.self) {
            (body, conditions, last) = (loop.body, loop.conditions, nil)
        } else if let loop = statement.as(RepeatStmtSyntax.self) {
            (body, conditions, last) = (loop.body, nil, loop.condition)
        } else {
            return nil
        }
        var turns = 0
        types?.loopDepth += 1
        defer { types?.loopDepth -= 1 }
        let depth = types?.loopDepth ?? 0
        while true {
            let inner = SwiftScope(parent: scope)
            if let conditions {
                switch test(conditions, in: inner) {
                case .success(true): break
                case .success(false): return .next
                case .failure(let unknown): return runTimeTurns(statement, unknown.value, in: scope)
                }
            }
            turns += 1
            guard turns <= 1_000 else {
                types?.host?.note("this loop runs more turns than voicenav runs (1,000): what its further turns make is "
                                  + "not shown", at: file.position(statement))
                return undecided(statement, unknown("a loop of more turns than voicenav runs (1,000)", statement),
                                 in: scope, notesLeaving: false, goesOn: types?.host != nil)
            }
            guard types?.step() ?? true else { return .returned(spent(statement)) }
            types?.runTimeExit = nil
            switch execute(body.statements, in: inner) {
            case .next: break
            case .returned(let value): return .returned(value)
            case .continued(let named) where named == nil || named == label: break
            case .broke(let named) where named == nil || named == label: return .next
            case let outer: return outer
            }
            // A task waiting for the running app, or a way out only run time decides met in this turn (`while true {
            // guard let next = … else { break } … }`): the turns after it are run time's.
            if types?.suspended != nil { return .next }
            if let exit = types?.runTimeExit, exit.depth == depth {
                types?.runTimeExit = nil
                return runTimeTurns(statement, exit.reason, in: scope)
            }
            if let last {
                let value = evaluate(last, in: scope)
                guard let flag = value.bool else {
                    return runTimeTurns(statement, value.isUnknown ? value : unknown("a condition", last), in: scope)
                }
                if !flag { return .next }
            }
        }
    }

    /// The turns of a `while` or `repeat` that run time decides: noted on a UIKit screen, what they change unknown.
    private func runTimeTurns(_ statement: StmtSyntax, _ value: SwiftValue, in scope: SwiftScope) -> Flow {
        if let host = types?.host, let reason = value.asUnknown.runTimeReason {
            host.note("whether this loop runs another turn depends on \(reason.what): what its further turns make is not shown",
                      at: file.position(statement))
        }
        // (On a screen, as a `for` over run-time data: the setup goes on past it, a `return` in it not taken.)
        return undecided(statement, value, in: scope, notesLeaving: false, goesOn: types?.host != nil)
    }

    /// The work allowed for a screen spent (SwiftTypes.maximumSteps): said once on a UIKit screen, as what runs
    /// after it is not shown; the value is unknown.
    func spent(_ node: some SyntaxProtocol) -> SwiftValue {
        if let types, let host = types.host, !types.spentNoted {
            types.spentNoted = true
            host.note("the screen's code does more work than voicenav runs for a screen (20,000 "
                      + "statements): what it does from here is not shown", at: file.position(node))
        }
        return unknown("more work than voicenav does for a value", node)
    }

    /// A range's numbers (`0..<count`) as an array, when it has at most 10,000 (as a loop runs);
    /// nil for more.
    static func rangeItems(_ low: Int, _ high: Int) -> [SwiftValue]? {
        guard high > low else { return [] }
        let (count, overflow) = high.subtractingReportingOverflow(low)
        return overflow || count > 10_000 ? nil : (low..<high).map { .int($0) }
    }

    /// The items a loop runs over, when the source fixes them; nil otherwise.
    func loopItems(_ loop: ForStmtSyntax, in scope: SwiftScope) -> [SwiftValue]? {
        Self.loopItems(of: evaluate(loop.sequence, in: scope))
    }

    /// What a `for` over `value` goes through: an array's elements, a dictionary's entries, a range's
    /// numbers, a text's characters (each a text of one, as `"\(c)"` shows it), at most 10,000 of the
    /// last two; nil for any other value or more.
    static func loopItems(of value: SwiftValue) -> [SwiftValue]? {
        switch value {
        case .array(let elements): elements
        case .dictionary(let keys, let values): entries(keys, values)
        case .range(let low, let high): rangeItems(low, high)
        case .string(let text, _) where text.utf8.count <= 10_000: text.map { .string(String($0), localizable: false) }
        default: nil
        }
    }

    /// The scope of one pass of a loop over `item`: its name bound (`for (index, item) in
    /// items.enumerated()`: each name to its part of the pair); nil when its `where` clause
    /// leaves the item out (or only run time decides it).
    func pass(of loop: ForStmtSyntax, with item: SwiftValue, in scope: SwiftScope) -> SwiftScope? {
        let inner = SwiftScope(parent: scope)
        if let name = loop.pattern.as(IdentifierPatternSyntax.self)?.identifier.text { inner[name] = item }
        if let tuple = loop.pattern.as(TuplePatternSyntax.self) { bind(tuple, to: item, in: inner, at: loop) }
        if let condition = loop.whereClause?.condition, evaluate(condition, in: inner).bool != true { return nil }
        return inner
    }

    /// `(index, item)` of a loop or `let (images, isEmpty) = pair`: each name its part of the tuple; where the value has
    /// no such part, run time's.
    func bind(_ tuple: TuplePatternSyntax, to value: SwiftValue, in scope: SwiftScope, at node: some SyntaxProtocol) {
        let parts = value.tupleParts
        for (index, element) in tuple.elements.enumerated() {
            guard let name = element.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
            scope[name] = parts.flatMap { $0.indices.contains(index) ? $0[index] : nil }
                ?? (value.isUnknown ? value.asUnknown : unknown("\(name), a value only known when the app runs", node))
        }
    }
}
