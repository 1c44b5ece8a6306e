import SwiftSyntax

/// Loops the evaluator runs (SwiftSourceReading.md, "What the source fixes"): over a known array or
/// range, each pass with its names bound and its `where` clause applied.
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
        switch data {
        case .array(let elements): items = elements
        case .dictionary(let keys, let values): items = Self.entries(keys, values)
        case .range(let low, let high) where high > low && !high.subtractingReportingOverflow(low).overflow
            && high.subtractingReportingOverflow(low).partialValue <= 10_000:
            items = (low..<high).map { .int($0) }
        case .range: return .returned(unknown("a loop of more turns than voicenav runs (10,000)", loop))
        default:
            // Setting up a UIKit screen goes on past a loop over run-time data (its views are not made).
            if let host = types?.host {
                host.note("this loop runs over a value only known when the app runs: what it makes is not shown",
                          at: file.position(loop))
                return .next
            }
            return .returned(data.isUnknown ? data : unknown("a loop over a value only known when the app runs", loop))
        }
        for item in items {
            guard types?.step() ?? true else { return .returned(unknown("more work than voicenav does for a value", loop)) }
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

    /// A range's numbers (`0..<count`) as an array, when it has at most 10,000 (as a loop runs);
    /// nil for more.
    static func rangeItems(_ low: Int, _ high: Int) -> [SwiftValue]? {
        guard high > low else { return [] }
        let (count, overflow) = high.subtractingReportingOverflow(low)
        return overflow || count > 10_000 ? nil : (low..<high).map { .int($0) }
    }

    /// The items a loop runs over, when the source fixes them (an array, a range of at most
    /// 10,000); nil otherwise.
    func loopItems(_ loop: ForStmtSyntax, in scope: SwiftScope) -> [SwiftValue]? {
        switch evaluate(loop.sequence, in: scope) {
        case .array(let elements): elements
        case .dictionary(let keys, let values): Self.entries(keys, values)
        case .range(let low, let high) where high > low && high.subtractingReportingOverflow(low).partialValue <= 10_000
            && !high.subtractingReportingOverflow(low).overflow:
            (low..<high).map { .int($0) }
        default: nil
        }
    }

    /// The scope of one pass of a loop over `item`: its name bound (`for (index, item) in
    /// items.enumerated()`: each name to its part of the pair); nil when its `where` clause
    /// leaves the item out (or only run time decides it).
    func pass(of loop: ForStmtSyntax, with item: SwiftValue, in scope: SwiftScope) -> SwiftScope? {
        let inner = SwiftScope(parent: scope)
        if let name = loop.pattern.as(IdentifierPatternSyntax.self)?.identifier.text { inner[name] = item }
        if let parts = loop.pattern.as(TuplePatternSyntax.self)?.elements, let values = item.tupleParts,
           values.count == parts.count {
            for (part, value) in zip(parts, values) {
                if let name = part.pattern.as(IdentifierPatternSyntax.self)?.identifier.text { inner[name] = value }
            }
        }
        if let condition = loop.whereClause?.condition, evaluate(condition, in: inner).bool != true { return nil }
        return inner
    }
}
