import Foundation
import SwiftSyntax

/// The standard library's methods on known arrays and texts, for both readers
/// (SwiftSourceReading.md, "What the source fixes"): closures run on each item as Swift runs
/// them, bounded by the screen's steps; an item a closure decides only at run time makes the
/// result a run-time value.
extension SwiftEvaluator {
    /// A text's, an array's or a dictionary's own property (`items.count`, `indices`, `endIndex`); nil
    /// for any other name or value.
    static func collectionMember(_ name: String, of value: SwiftValue) -> SwiftValue? {
        switch (value, name) {
        case (.string(let text, _), "count"): return .int(text.count)
        case (.string(let text, _), "isEmpty"): return .bool(text.isEmpty)
        // Foundation's case changes as properties (`L10n.donations.localizedUppercase`).
        // (A computed `String`, which SwiftUI's `Text` shows as it is.)
        case (.string(let text, _), "localizedUppercase"): return .string(text.uppercased(), localizable: false)
        case (.string(let text, _), "localizedLowercase"): return .string(text.lowercased(), localizable: false)
        case (.string(let text, _), "capitalized"), (.string(let text, _), "localizedCapitalized"):
            return .string(text.capitalized, localizable: false)
        // A number's or a flag's text, as Swift prints it (`pointSize.description`: "16.0").
        case (.int, "description"), (.double, "description"), (.bool, "description"):
            return value.string.map { .string($0, localizable: false) }
        case (.array(let items), "count"), (.array(let items), "endIndex"): return .int(items.count)
        case (.array, "startIndex"): return .int(0)
        case (.array(let items), "isEmpty"): return .bool(items.isEmpty)
        case (.array(let items), "indices"): return .range(0, items.count)
        case (.array(let items), "first"): return items.first ?? SwiftValue.none
        case (.array(let items), "last"): return items.last ?? SwiftValue.none
        case (.dictionary(let keys, let values), "keys"), (.dictionary(let keys, let values), "values"),
             (.dictionary(let keys, let values), "count"), (.dictionary(let keys, let values), "isEmpty"),
             (.dictionary(let keys, let values), "first"):
            return dictionaryMember(name, keys: keys, values: values)
        default: return nil
        }
    }

    /// The names a closure gives its parameters (none: `$0`, `$1`, …).
    static func parameterNames(of closure: ClosureExprSyntax) -> [String] {
        switch closure.signature?.parameterClause {
        case .simpleInput(let list)?: list.map(\.name.text)
        case .parameterClause(let clause)?: clause.parameters.map { ($0.secondName ?? $0.firstName).text }
        case nil: []
        }
    }

    /// The scope a closure's body runs in: its parameters (`$0`, or named) bound to `values`.
    static func closureScope(_ closure: ClosureExprSyntax, with values: [SwiftValue], in scope: SwiftScope) -> SwiftScope {
        let inner = SwiftScope(parent: scope)
        let names = Self.parameterNames(of: closure)
        // A tuple handed to a closure of as many parameters (`enumerated().map { (index, item) in … }`)
        // is taken apart, as Swift does.
        var values = values
        if values.count == 1, names.count > 1, let parts = values[0].tupleParts, parts.count == names.count { values = parts }
        // (`{ $0 || $1 }` given a pair: its two elements, as Swift passes a tuple to a closure of as many parameters.)
        if values.count == 1, names.isEmpty, let parts = values[0].tupleParts, parts.count > 1, usesSecondParameter(closure) {
            values = parts
        }
        for (index, value) in values.enumerated() {
            inner["$\(index)"] = value
            if index < names.count { inner[names[index]] = value }
        }
        return inner
    }

    /// Whether the closure's own code (not a closure inside it) names `$1`.
    static func usesSecondParameter(_ closure: ClosureExprSyntax) -> Bool {
        closure.statements.tokens(viewMode: .sourceAccurate).contains { token in
            guard token.tokenKind == .dollarIdentifier("$1") else { return false }
            var current = token.parent
            while let node = current, !node.is(ClosureExprSyntax.self) { current = node.parent }
            return current?.id == closure.id
        }
    }

    /// `closure` run with `values` for its parameters: its result.
    func runClosure(_ closure: ClosureExprSyntax, with values: [SwiftValue], in scope: SwiftScope) -> SwiftValue {
        let inner = Self.closureScope(closure, with: values, in: scope)
        return types?.nested { run(closure.statements, in: inner) }
            ?? unknown("a closure called more deeply than voicenav follows", closure)
    }

    /// `items.sorted()`, `sorted(by: <)` or `sorted { $0.name < $1.name }` (and `sort`'s): in the order the
    /// comparison gives, as the standard library sorts; unknown when a comparison only run time decides.
    func sorted(_ items: [SwiftValue], call: FunctionCallExprSyntax, in scope: SwiftScope) -> SwiftValue {
        let closure = Self.closure(of: call)
        let given = call.arguments.first
        // No argument: `<`; `by:` a closure or an operator (`sorted(by: >)`); anything else (a comparator, a
        // method given by name) is not followed.
        let op = given == nil ? "<"
            : given?.label?.text == "by" ? given?.expression.as(DeclReferenceExprSyntax.self)?.baseName.text : nil
        guard items.count <= 1_000, closure != nil && (given == nil || given?.label?.text == "by")
                || ["<", ">", "<=", ">="].contains(op ?? "") else {
            return unknown("an array sorted in a way voicenav does not follow", call)
        }
        var open: SwiftValue?
        let result = items.sorted { first, second in
            guard open == nil else { return false }
            guard types?.step() ?? true else {
                open = unknown("an array too long to sort", call)
                return false
            }
            let answer = closure.map { runClosure($0, with: [first, second], in: scope) }
                ?? apply(op ?? "<", first, second, at: ExprSyntax(call))
            if case .bool(let less) = answer { return less }
            open = answer.isUnknown ? answer : unknown("how the items compare", call)
            return false
        }
        return open?.asUnknown ?? .array(result)
    }

    /// The closure a call is given, trailing or as its only argument.
    /// Whether the collection `call` is made on counts its indices from 0 as its items' positions: an array, not a
    /// slice that keeps its base's (`dropFirst()`, `suffix(2)`, `items[2...]`) nor a range's numbers.
    static func keepsIndices(_ call: FunctionCallExprSyntax) -> Bool {
        guard let base = call.calledExpression.as(MemberAccessExprSyntax.self)?.base else { return true }
        if base.is(SubscriptCallExprSyntax.self) || base.is(SequenceExprSyntax.self) || base.is(TupleExprSyntax.self) {
            return false
        }
        let method = base.as(FunctionCallExprSyntax.self)?.calledExpression.as(MemberAccessExprSyntax.self)?.declName
        return !["dropFirst", "suffix", "drop"].contains(method?.baseName.text ?? "")
    }

    static func closure(of call: FunctionCallExprSyntax) -> ClosureExprSyntax? {
        call.trailingClosure ?? (call.arguments.count == 1 ? call.arguments.first?.expression.as(ClosureExprSyntax.self) : nil)
    }

    /// The closure a call is given trailing, else as its argument labelled `label` (`handler:`, `execute:`).
    static func closure(of call: FunctionCallExprSyntax, label: String) -> ClosureExprSyntax? {
        call.trailingClosure ?? call.arguments.first { $0.label?.text == label }?.expression.as(ClosureExprSyntax.self)
    }

    /// Option sets' members that stand for several (SwiftUI's `Edge.Set.horizontal` is `[.leading, .trailing]`,
    /// `UIRectEdge.all` every edge): `items` with those they stand for, so `edges.contains(.leading)` holds for
    /// `.horizontal`, as the option set's `contains` answers.
    static func withCompositeOptions(_ items: [SwiftValue]) -> [SwiftValue] {
        items + items.flatMap { item -> [SwiftValue] in
            guard case .member(let name) = item, let parts = compositeOptions[name] else { return [] }
            return parts.map { .member($0) }
        }
    }

    static let compositeOptions: [String: [String]] = [
        "horizontal": ["leading", "trailing"], "vertical": ["top", "bottom"],
        "all": ["top", "bottom", "leading", "trailing", "left", "right"],
        "allCorners": ["topLeft", "topRight", "bottomLeft", "bottomRight"],
    ]

    /// `joined(separator:)`, `contains(_:)`, `contains(where:)`, `first(where:)`, `filter`, `map`,
    /// `compactMap`, `forEach`, `reduce(into:)`, `sorted`, `max`, `min`, `dropFirst`, `dropLast`, `prefix` and `suffix`
    /// of a known array; nil for any other call.
    func arrayMethod(_ name: String, items: [SwiftValue], call: FunctionCallExprSyntax, in scope: SwiftScope) -> SwiftValue? {
        if let value = keyPathCall(name, items: items, call: call) { return value }
        switch name {
        case "sorted" where call.arguments.count <= 1:
            return sorted(items, call: call, in: scope)
        case "max" where call.arguments.count <= 1, "min" where call.arguments.count <= 1:
            // The greatest or least element (`by:` an order, a closure or an operator), nil for an empty array; of equal
            // ones the first, as the standard library keeps the one it holds unless another is strictly beyond it.
            let closure = Self.closure(of: call)
            let given = call.arguments.first
            guard given == nil || given?.label?.text == "by" else { return nil }
            let op = given == nil ? "<" : given?.expression.as(DeclReferenceExprSyntax.self)?.baseName.text
            guard closure != nil || ["<", ">", "<=", ">="].contains(op ?? "") else { return nil }
            guard var best = items.first else { return SwiftValue.none }
            for item in items.dropFirst() {
                guard types?.step() ?? true else { return unknown("an array too long to follow", call) }
                let (first, second) = name == "max" ? (best, item) : (item, best)
                let answer = closure.map { runClosure($0, with: [first, second], in: scope) }
                    ?? apply(op ?? "<", first, second, at: ExprSyntax(call))
                guard case .bool(let beyond) = answer else {
                    return answer.isUnknown ? answer.asUnknown : unknown("how the items compare", call)
                }
                if beyond { best = item }
            }
            return best
        case let part where ["dropFirst", "dropLast", "prefix", "suffix"].contains(part) && call.arguments.count <= 1
            && call.trailingClosure == nil && call.arguments.first?.label == nil:
            // `servers.dropFirst()`, `items.prefix(3)`: the elements kept, as an array.
            let count = call.arguments.first.map { evaluate($0.expression, in: scope) } ?? .int(1)
            guard case .int(let given) = count else { return count.isUnknown ? count.asUnknown : nil }
            let kept = max(0, given)
            let part = switch name {
            case "dropFirst": items.dropFirst(kept)
            case "dropLast": items.dropLast(kept)
            case "prefix": items.prefix(kept)
            default: items.suffix(kept)
            }
            return .array(Array(part))
        case "joined":
            return joined(items, separator: call.arguments.first.map { evaluate($0.expression, in: scope).string ?? "" } ?? "",
                          at: call)
        case "contains" where call.arguments.count == 1 && call.arguments.first?.label == nil,
             "firstIndex" where call.arguments.count == 1 && call.arguments.first?.label?.text == "of":
            // An array's (or option set's) element, compared as `==` compares; `firstIndex(of:)` its position.
            let wanted = evaluate(call.arguments[call.arguments.startIndex].expression, in: scope)
            let found = (name == "contains" ? Self.withCompositeOptions(items) : items).map { equal($0, wanted) }
            if name == "contains", found.contains(true) { return .bool(true) }
            // (The first match's position, where no item before it is unknown.)
            if name == "firstIndex", let index = found.firstIndex(of: true), !found[..<index].contains(where: { $0 == nil }) {
                return Self.keepsIndices(call) ? .int(index) : nil
            }
            guard !found.contains(where: { $0 == nil }) else {
                return wanted.isUnknown ? wanted.asUnknown : unknown("whether the items hold a value", call)
            }
            return name == "contains" ? .bool(false) : SwiftValue.none
        case "reduce" where call.arguments.first?.label == nil:
            // `reduce(0) { $0 + $1.count }`, `reduce(0, +)`: the closure's or operator's result is the next partial one.
            let given = call.arguments.dropFirst().first?.expression
            let op = given?.as(DeclReferenceExprSyntax.self)?.baseName.text
            guard let initial = call.arguments.first, call.arguments.count <= 2 else { return nil }
            let closure = call.trailingClosure ?? given?.as(ClosureExprSyntax.self)
            guard closure != nil || ["+", "*", "-"].contains(op ?? "") else { return nil }
            var result = evaluate(initial.expression, in: scope)
            for item in items {
                guard types?.step() ?? false else { return unknown("an array too long to follow", call) }
                result = closure.map { runClosure($0, with: [result, item], in: scope) }
                    ?? apply(op ?? "+", result, item, at: ExprSyntax(call))
                if result.isUnknown { return result.asUnknown }
            }
            return result
        case "reduce":
            guard call.arguments.first?.label?.text == "into", let initial = call.arguments.first,
                  let closure = call.trailingClosure ?? call.arguments.dropFirst().first?.expression.as(ClosureExprSyntax.self)
            else { return nil }
            // `reduce(into: []) { result, item in result.append(…) }`: the closure changes its first parameter.
            var result = evaluate(initial.expression, in: scope)
            for item in items {
                guard types?.step() ?? false else { break }
                let inner = Self.closureScope(closure, with: [result, item], in: scope)
                _ = types?.nested { run(closure.statements, in: inner) }
                result = inner[Self.parameterNames(of: closure).first ?? "$0"] ?? result
            }
            return result
        case "map" where call.arguments.first?.expression.trimmedDescription == "String.init",
             "compactMap" where call.arguments.first?.expression.trimmedDescription == "String.init":
            // `map(String.init)` of texts (parts a `split` gives): the same texts.
            guard items.allSatisfy({ $0.string != nil }) else { return nil }
            return .array(items.map { .string($0.string ?? "", localizable: false) })
        case "filter", "map", "compactMap", "flatMap", "forEach", "contains", "first", "firstIndex", "allSatisfy":
            guard let closure = Self.closure(of: call),
                  !["contains", "first", "firstIndex"].contains(name) || call.trailingClosure != nil
                    || call.arguments.first?.label?.text == "where"
            else { return nil }
            var results: [SwiftValue] = []
            for (index, item) in items.enumerated() {
                guard types?.step() ?? false else { break }
                let result = runClosure(closure, with: [item], in: scope)
                switch name {
                case "map", "compactMap", "flatMap", "forEach":
                    results.append(result)
                    continue
                default:
                    break
                }
                // A test: the items it holds true for, the first, whether any or all do.
                guard let holds = result.bool else {
                    return result.isUnknown ? result.asUnknown : unknown("the items this \(name) keeps", call)
                }
                switch name {
                case "filter": if holds { results.append(item) }
                case "contains": if holds { return .bool(true) }
                case "first": if holds { return item }
                case "firstIndex": if holds { return Self.keepsIndices(call) ? .int(index) : nil }
                default: if !holds { return .bool(false) }
                }
            }
            switch name {
            case "contains": return .bool(false)
            case "first", "firstIndex": return SwiftValue.none
            case "allSatisfy": return .bool(true)
            case "forEach": return SwiftValue.none
            case "compactMap": return .array(results.filter { if case .none = $0 { false } else { true } })
            case "flatMap":
                // Each item's array joined (`sections.flatMap { $0.rows }`); nil dropped, as the older `flatMap` of
                // optionals (now `compactMap`) does. An array only run time knows leaves the whole unknown.
                if let open = results.first(where: \.isUnknown) { return open.asUnknown }
                return .array(results.flatMap { result -> [SwiftValue] in
                    switch result {
                    case .array(let items): items
                    case .none: []
                    default: [result]
                    }
                })
            default: return .array(results)
            }
        default:
            return nil
        }
    }

    /// `items.map(\.title)`, `filter(\.isEnabled)`, `contains(where:)`-like calls given a key path for the closure:
    /// each item's property; nil for any other call.
    private func keyPathCall(_ name: String, items: [SwiftValue], call: FunctionCallExprSyntax) -> SwiftValue? {
        guard ["filter", "map", "compactMap", "contains", "first", "allSatisfy"].contains(name), call.trailingClosure == nil,
              call.arguments.count == 1, let keyPath = call.arguments.first?.expression.as(KeyPathExprSyntax.self)
        else { return nil }
        let results = items.map { keyPathValue(keyPath, of: $0) }
        switch name {
        case "map": return .array(results)
        case "compactMap": return .array(results.filter { if case .none = $0 { false } else { true } })
        default:
            guard results.allSatisfy({ $0.bool != nil }) else {
                return results.first(where: \.isUnknown)?.asUnknown ?? unknown("the items this \(name) keeps", call)
            }
            let holds = results.map { $0.bool ?? false }
            switch name {
            case "filter": return .array(zip(items, holds).filter(\.1).map(\.0))
            case "contains": return .bool(holds.contains(true))
            case "first": return zip(items, holds).first(where: \.1)?.0 ?? SwiftValue.none
            default: return .bool(!holds.contains(false))
            }
        }
    }

    /// `value.map { … }` and `flatMap` of an optional: nil stays nil, a value is given to the closure, as Swift's
    /// `Optional` does (`subtitle.map { "\($0) left" } ?? ""`). A text is read as an optional text, the common case in
    /// screen code, not as a collection of characters; nil for an array, a dictionary or a range (their own `map`).
    func optionalMap(_ name: String, of value: SwiftValue, call: FunctionCallExprSyntax, in scope: SwiftScope)
        -> SwiftValue? {
        guard name == "map" || name == "flatMap", let closure = Self.closure(of: call) else { return nil }
        switch value {
        case .none: return SwiftValue.none
        case .string, .partial, .int, .double, .bool, .symbol, .object, .opaque:
            return runClosure(closure, with: [value], in: scope)
        case .array, .dictionary, .range, .member, .unknown: return nil
        }
    }

    /// Known texts joined by `separator`; texts run time gives (or gives in part) among fixed
    /// ones each in its place.
    private func joined(_ items: [SwiftValue], separator: String, at call: FunctionCallExprSyntax) -> SwiftValue {
        let texts = items.map(\.string)
        guard texts.contains(where: { $0 == nil }) else {
            return .string(texts.compactMap { $0 }.joined(separator: separator), localizable: false)
        }
        guard items.allSatisfy({ $0.string != nil || $0.isUnknown }), !items.isEmpty else {
            return items.first(where: \.isUnknown)?.asUnknown ?? unknown("a text joined from other values", call)
        }
        let between = SwiftValue.string(separator, localizable: false)
        return Self.joined(Array(items.map { [between, $0] }.joined().dropFirst()))
    }

    /// `split(separator:)` (`omittingEmptySubsequences:` and `maxSplits:` too) and
    /// `components(separatedBy:)` of a known text: its parts; nil for any other call.
    /// What `range(of:)` of a known text gives: its `lowerBound` and `upperBound`, in characters.
    static let textRangeType = "#TextRange"

    func textMethod(_ name: String, text: String, call: FunctionCallExprSyntax, in scope: SwiftScope) -> SwiftValue? {
        // `text.data(using: .utf8)`: the text's bytes, which an attributed string made from them reads back.
        if name == "data", call.arguments.count == 1, call.arguments.first?.label?.text == "using",
           call.arguments.first?.expression.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "utf8" {
            return .opaque(.init(UTF8Text(text: text)))
        }
        // `replacingOccurrences(of: "Run", with: "-Run")`: every occurrence replaced, as Foundation does.
        if name == "replacingOccurrences", call.arguments.map({ $0.label?.text ?? "_" }) == ["of", "with"] {
            let parts = call.arguments.map { evaluate($0.expression, in: scope) }
            guard let target = parts[0].string, let replacement = parts[1].string else {
                return parts.first(where: \.isUnknown)?.asUnknown
            }
            return .string(target.isEmpty ? text : text.replacingOccurrences(of: target, with: replacement), localizable: false)
        }
        // `trimmingCharacters(in: .whitespaces)` (or `.whitespacesAndNewlines`, `.newlines`): the ends trimmed.
        if name == "trimmingCharacters", call.arguments.count == 1, call.arguments.first?.label?.text == "in",
           let set = call.arguments.first?.expression.as(MemberAccessExprSyntax.self)?.declName.baseName.text,
           ["whitespaces", "whitespacesAndNewlines", "newlines"].contains(set) {
            let trimmed: (Character) -> Bool = switch set {
            case "whitespaces": { $0.isWhitespace && !$0.isNewline }
            case "newlines": { $0.isNewline }
            default: { $0.isWhitespace }
            }
            return .string(String(text.drop(while: trimmed).reversed().drop(while: trimmed).reversed()), localizable: false)
        }
        // `range(of: "/")`: where the text first holds the other, in characters (nil where it does not).
        if name == "range", call.arguments.count == 1, call.arguments.first?.label?.text == "of",
           let argument = call.arguments.first {
            let wanted = evaluate(argument.expression, in: scope)
            guard let part = wanted.string else { return wanted.isUnknown ? wanted.asUnknown : nil }
            // (`NSString`'s is an `NSRange`, whose location is `NSNotFound` where the text does not hold the other.)
            let base = call.calledExpression.as(MemberAccessExprSyntax.self)?.base
            guard let found = text.range(of: part) else {
                return base.map { isNSString($0) } == true ? Self.textRange(location: Int.max, length: 0, bounds: 0..<0)
                    : SwiftValue.none
            }
            // (A range of a text's positions, kept apart from a range of numbers, whose `...` form is stored half-open.)
            return Self.textRange(location: text.utf16.distance(from: text.startIndex, to: found.lowerBound),
                                  length: text.utf16.distance(from: found.lowerBound, to: found.upperBound),
                                  bounds: text.distance(from: text.startIndex, to: found.lowerBound)
                                      ..< text.distance(from: text.startIndex, to: found.upperBound))
        }
        // `components(separatedBy: .newlines)`: the lines, as Foundation splits them at each line break.
        if name == "components", call.arguments.count == 1, call.arguments.first?.label?.text == "separatedBy",
           let argument = call.arguments.first, argument.expression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
            == "newlines" {
            // (At each line-break scalar, as Foundation splits: "\r\n" gives an empty line between.)
            let breaks: Set<UInt32> = [0x0A, 0x0B, 0x0C, 0x0D, 0x85, 0x2028, 0x2029]   // CharacterSet.newlines
            let lines = text.unicodeScalars.split(omittingEmptySubsequences: false) { breaks.contains($0.value) }
            return .array(lines.map { .string(String(String.UnicodeScalarView($0)), localizable: false) })
        }
        guard name == "split" || name == "components" else { return nil }
        var separator: String?
        var omitting = true
        var maximum = Int.max
        for argument in call.arguments {
            let value = evaluate(argument.expression, in: scope)
            switch (name, argument.label?.text) {
            case ("split", "separator"), ("components", "separatedBy"):
                guard let given = value.string else { return value.isUnknown ? value.asUnknown : nil }
                separator = given
            case ("split", "omittingEmptySubsequences"): omitting = value.bool ?? true
            case ("split", "maxSplits"): maximum = value.number.map { max(0, Int($0)) } ?? Int.max
            default: return nil
            }
        }
        guard let separator, !separator.isEmpty else { return nil }
        let parts: [String]
        if name == "split", separator.count == 1, let character = separator.first {
            parts = text.split(separator: character, maxSplits: maximum, omittingEmptySubsequences: omitting).map(String.init)
        } else if name == "components" {
            parts = text.components(separatedBy: separator)
        } else {
            return nil
        }
        return .array(parts.map { .string($0, localizable: false) })
    }
}
