import SwiftSyntax

/// Dictionaries the source fixes (SwiftSourceReading.md, "What the source fixes"): literals,
/// `Dictionary(grouping:by:)` and `Dictionary(uniqueKeysWithValues:)`, a key's value, `keys`,
/// `values`, a key set, and the standard library's methods over their entries.
///
/// A dictionary keeps its entries in the order the code gave them. Swift's own order is its
/// hash's, which changes from one run of the app to the next, so code that shows a dictionary
/// in order sorts it first (`keys.sorted()`), and that order is Swift's.
extension SwiftEvaluator {
    /// `[key: value, …]` and `[:]`; one with a key twice is run time's (the app stops there: Swift's
    /// dictionary literal traps on a duplicate key).
    func dictionary(_ literal: DictionaryExprSyntax, in scope: SwiftScope) -> SwiftValue {
        guard case .elements(let elements) = literal.content else { return .dictionary([], []) }
        var keys: [SwiftValue] = [], values: [SwiftValue] = []
        for element in elements {
            let key = evaluate(element.key, in: scope)
            if key.isUnknown { return key.asUnknown }
            switch Self.index(of: key, in: keys) {
            case .some(nil): break
            case .some: return unknown("a dictionary literal with a key twice, where the app stops", element)
            case nil: return unknown("a dictionary whose keys only the app compares", element)
            }
            keys.append(key)
            values.append(evaluate(element.value, in: scope))
        }
        return .dictionary(keys, values)
    }

    /// Where `key` is among `keys`: `.some(nil)` where it is not, nil where a comparison only run
    /// time can make decides (a key of a kind the evaluator does not compare).
    static func index(of key: SwiftValue, in keys: [SwiftValue]) -> Int?? {
        var undecided = false
        for (position, candidate) in keys.enumerated() {
            switch sameKey(candidate, key) {
            case true?: return .some(position)
            case nil: undecided = true
            case false?: continue
            }
        }
        return undecided ? nil : .some(nil)
    }

    /// Whether two keys are equal as `Hashable` values are: texts, numbers, flags and enum cases
    /// (a case named without its type equal to the typed case of its name); nil for other kinds.
    static func sameKey(_ one: SwiftValue, _ other: SwiftValue) -> Bool? {
        switch (one, other) {
        case (.string(let a, _), .string(let b, _)): return a == b
        case (.int(let a), .int(let b)): return a == b
        case (.double(let a), .double(let b)): return a == b
        case (.int(let a), .double(let b)), (.double(let b), .int(let a)): return Double(a) == b
        case (.bool(let a), .bool(let b)): return a == b
        // `Outer.Kind.a` and `Kind.a`: one type's case, named by a longer or shorter path (as `==` finds).
        case (.symbol(let a), .symbol(let b)): return a == b || a.hasSuffix("." + b) || b.hasSuffix("." + a)
        case (.member(let a), .member(let b)): return a == b
        case (.member(let name), .symbol(let path)), (.symbol(let path), .member(let name)):
            return path.split(separator: ".").last.map { $0 == name } ?? false
        case (.string, .int), (.int, .string), (.string, .bool), (.bool, .string), (.int, .bool), (.bool, .int):
            return false
        default: return nil
        }
    }

    /// One entry as a loop or a closure gets it: the tuple `(key: …, value: …)`.
    static func entry(_ key: SwiftValue, _ value: SwiftValue) -> SwiftValue {
        let fields = SwiftScope()
        fields["key"] = key
        fields["value"] = value
        fields["0"] = key
        fields["1"] = value
        fields[tupleCount] = .int(2)
        return .object(tupleType, fields)
    }

    /// A dictionary's entries, in its order.
    static func entries(_ keys: [SwiftValue], _ values: [SwiftValue]) -> [SwiftValue] {
        zip(keys, values).map { entry($0, $1) }
    }

    /// `dictionary[key]`: the value (an optional: nil for a key it does not hold), or the
    /// `default:` given.
    func lookUp(_ key: SwiftValue, keys: [SwiftValue], values: [SwiftValue], default fallback: (() -> SwiftValue)?,
                at node: some SyntaxProtocol) -> SwiftValue {
        if key.isUnknown { return key.asUnknown }
        switch Self.index(of: key, in: keys) {
        case .some(let position?): return values[position]
        // (The default evaluated only for a key the dictionary lacks, as Swift's autoclosure is.)
        case .some(nil): return fallback?() ?? .none
        case nil: return unknown("the value of a key only known when the app runs", node)
        }
    }

    /// The dictionary with `key` set to `value` (removed for nil), as `dictionary[key] = value` leaves it.
    static func setting(_ key: SwiftValue, to value: SwiftValue, keys: [SwiftValue], values: [SwiftValue]) -> SwiftValue? {
        guard case .some(let found) = index(of: key, in: keys) else { return nil }
        var (keys, values) = (keys, values)
        switch (found, value) {
        case (let position?, .none):
            keys.remove(at: position)
            values.remove(at: position)
        case (let position?, _): values[position] = value
        case (nil, .none): break
        case (nil, _):
            keys.append(key)
            values.append(value)
        }
        return .dictionary(keys, values)
    }

    /// `removeValue(forKey:)`, `updateValue(_:forKey:)` and `removeAll()` of a known dictionary: the
    /// dictionary they leave; nil for another call (another method that changes it leaves it run time's).
    func changedDictionary(_ method: String, keys: [SwiftValue], values: [SwiftValue], call: FunctionCallExprSyntax,
                           in scope: SwiftScope) -> SwiftValue? {
        let arguments = Array(call.arguments)
        let labels = arguments.map { $0.label?.text ?? "_" }
        switch (method, labels) {
        case ("removeValue", ["forKey"]):
            return Self.setting(evaluate(arguments[0].expression, in: scope), to: .none, keys: keys, values: values)
        case ("updateValue", ["_", "forKey"]):
            let value = evaluate(arguments[0].expression, in: scope)
            return Self.setting(evaluate(arguments[1].expression, in: scope), to: value, keys: keys, values: values)
        case ("removeAll", []), ("removeAll", ["keepingCapacity"]):
            return .dictionary([], [])
        default:
            return nil
        }
    }

    /// `keys`, `values`, `count`, `isEmpty` of a known dictionary, and its `first` entry where it holds one at most
    /// (of more, which comes first is the hashing's choice at run time); nil for another member.
    static func dictionaryMember(_ name: String, keys: [SwiftValue], values: [SwiftValue]) -> SwiftValue? {
        switch name {
        case "keys": .array(keys)
        case "values": .array(values)
        case "count": .int(keys.count)
        case "isEmpty": .bool(keys.isEmpty)
        case "first" where keys.count <= 1: keys.first.map { entry($0, values[0]) } ?? SwiftValue.none
        default: nil
        }
    }

    /// `Dictionary(grouping: items) { … }` (or `by:`), `Dictionary(uniqueKeysWithValues: pairs)`,
    /// `Dictionary()`, `[String: Int]()`: the dictionary they make; nil for another call.
    func makeDictionary(_ call: FunctionCallExprSyntax, in scope: SwiftScope) -> SwiftValue? {
        let callee = call.calledExpression.as(GenericSpecializationExprSyntax.self)?.expression ?? call.calledExpression
        let named = callee.as(DeclReferenceExprSyntax.self)?.baseName.text == "Dictionary" && scope["Dictionary"] == nil
        guard named || callee.is(DictionaryExprSyntax.self) else { return nil }
        let arguments = Array(call.arguments)
        if arguments.isEmpty, call.trailingClosure == nil { return .dictionary([], []) }
        guard named, let first = arguments.first else { return nil }
        switch first.label?.text {
        case "grouping":
            guard let closure = Self.closure(of: call, label: "by") else { return nil }
            let source = evaluate(first.expression, in: scope)
            guard case .array(let items) = source else {
                return source.isUnknown ? source.asUnknown : unknown("the items a dictionary groups", call)
            }
            var keys: [SwiftValue] = [], groups: [[SwiftValue]] = []
            for item in items {
                guard types?.step() ?? true else { return unknown("more work than voicenav does for a value", call) }
                let key = runClosure(closure, with: [item], in: scope)
                if key.isUnknown { return key.asUnknown }
                guard case .some(let found) = Self.index(of: key, in: keys) else {
                    return unknown("a dictionary whose keys only the app compares", call)
                }
                if let found { groups[found].append(item) } else {
                    keys.append(key)
                    groups.append([item])
                }
            }
            return .dictionary(keys, groups.map { .array($0) })
        case "uniqueKeysWithValues":
            let source = evaluate(first.expression, in: scope)
            guard case .array(let pairs) = source else {
                return source.isUnknown ? source.asUnknown : unknown("the pairs of a dictionary", call)
            }
            var keys: [SwiftValue] = [], values: [SwiftValue] = []
            for pair in pairs {
                guard let (key, value) = Self.pair(pair), case .some(nil) = Self.index(of: key, in: keys) else {
                    return unknown("the pairs of a dictionary", call)
                }
                keys.append(key)
                values.append(value)
            }
            return .dictionary(keys, values)
        default:
            return nil
        }
    }

    /// A pair's two values (`(key, value)` as an array or a tuple with labels).
    static func pair(_ value: SwiftValue) -> (SwiftValue, SwiftValue)? {
        switch value {
        case .array(let parts) where parts.count == 2: (parts[0], parts[1])
        case .object(tupleType, let fields): fields["0"].flatMap { key in fields["1"].map { (key, $0) } }
        default: nil
        }
    }

    /// The standard library's methods of a known dictionary: `mapValues` and `filter` (a
    /// dictionary), `sorted`, `map`, `compactMap`, `forEach`, `first(where:)`, `contains(where:)`,
    /// `reduce(into:)` over its entries (as an array's), `index(forKey:)` aside; nil for another call.
    func dictionaryMethod(_ name: String, keys: [SwiftValue], values: [SwiftValue], call: FunctionCallExprSyntax,
                          in scope: SwiftScope) -> SwiftValue? {
        switch name {
        case "mapValues":
            guard let closure = Self.closure(of: call) else { return nil }
            var mapped: [SwiftValue] = []
            for value in values {
                guard types?.step() ?? true else { return unknown("more work than voicenav does for a value", call) }
                mapped.append(runClosure(closure, with: [value], in: scope))
            }
            return .dictionary(keys, mapped)
        case "filter":
            let result = arrayMethod(name, items: Self.entries(keys, values), call: call, in: scope)
            guard case .array(let kept)? = result else { return result.map { $0.isUnknown ? $0.asUnknown : $0 } }
            let pairs = kept.compactMap(Self.pair)
            return .dictionary(pairs.map(\.0), pairs.map(\.1))
        case "sorted", "map", "compactMap", "forEach", "first", "contains", "reduce", "allSatisfy":
            return arrayMethod(name, items: Self.entries(keys, values), call: call, in: scope)
        default:
            return nil
        }
    }
}
