import Yams
import A11ySceneModel

/// A typed, located view of a YAML node, so every error names its line and column.
///
/// Scenes are read through this rather than decoded, because the contract requires unknown
/// keys to be errors that list the allowed keys, at the key's position.
package struct YAMLValue {
    package let node: Node
    package let file: String
    /// What reading the scene may still visit; shared by every value read from one file.
    package var budget: ReadBudget? = nil

    package init(node: Node, file: String, budget: ReadBudget? = nil) {
        self.node = node
        self.file = file
        self.budget = budget
    }

    /// A value inside this one, reading from the same budget.
    package func child(_ node: Node) -> YAMLValue {
        YAMLValue(node: node, file: file, budget: budget)
    }

    package var location: FilePosition {
        node.mark.map { FilePosition(line: $0.line, column: $0.column) } ?? .start
    }

    package func error(_ message: String) -> SceneError {
        SceneError(file: file, line: location.line, column: location.column, message: message)
    }

    /// What kind of YAML value this is, for messages.
    var kindName: String {
        switch node {
        case .scalar(let scalar): scalar.string.isEmpty ? "nothing" : "\"\(scalar.string)\""
        case .mapping: "a mapping"
        case .sequence: "a list"
        case .alias: "an alias"
        }
    }

    var isNull: Bool {
        if case .scalar(let scalar) = node {
            return scalar.style == .plain && ["", "~", "null", "Null", "NULL"].contains(scalar.string)
        }
        return false
    }

    // MARK: Scalars

    package func string(_ what: String) throws -> String {
        guard case .scalar(let scalar) = node, !isNull || scalar.style != .plain else {
            throw error("expected \(what) (text), found \(kindName)")
        }
        return scalar.string
    }

    package func optionalString(_ what: String) throws -> String? {
        isNull ? nil : try string(what)
    }

    package func bool(_ what: String) throws -> Bool {
        guard case .scalar(let scalar) = node, scalar.style == .plain else {
            throw error("expected \(what) (true or false), found \(kindName)")
        }
        switch scalar.string {
        case "true", "True", "TRUE", "yes", "Yes": return true
        case "false", "False", "FALSE", "no", "No": return false
        default: throw error("expected \(what) (true or false), found \(kindName)")
        }
    }

    /// A number, written plainly or quoted (`value: "50"` is a number to a scene author too).
    package func double(_ what: String) throws -> Double {
        guard case .scalar(let scalar) = node,
              let value = Double(scalar.string.trimmingSpaces), value.isFinite else {
            throw error("expected \(what) (a number), found \(kindName)")
        }
        return value
    }

    package func int(_ what: String) throws -> Int {
        guard case .scalar(let scalar) = node, let value = Int(scalar.string.trimmingSpaces) else {
            throw error("expected \(what) (a whole number), found \(kindName)")
        }
        return value
    }

    /// One of `choices`, by name.
    package func choice<T>(_ what: String, _ choices: [(String, T)]) throws -> T {
        let text = try string(what)
        guard let match = choices.first(where: { $0.0 == text }) else {
            let names = choices.map(\.0)
            let hint = KeySuggestion.nearest(to: text, in: names).map { " (did you mean `\($0)`?)" } ?? ""
            throw error("unknown \(what) \"\(text)\"\(hint); expected one of: \(names.joined(separator: ", "))")
        }
        return match.1
    }

    // MARK: Collections

    package func list(_ what: String) throws -> [YAMLValue] {
        guard case .sequence(let sequence) = node else {
            if isNull { return [] }
            throw error("expected \(what) (a list), found \(kindName)")
        }
        try budget?.spend(sequence.count, at: self)
        return sequence.map { child($0) }
    }

    /// The mapping's entries in file order; every key must be in `allowed`.
    package func mapping(_ what: String, allowed: [String]) throws -> YAMLMapping {
        guard case .mapping(let mapping) = node else {
            throw error("expected \(what) (a mapping), found \(kindName)")
        }
        try budget?.spend(mapping.count, at: self)
        var entries: [(key: String, keyValue: YAMLValue, value: YAMLValue)] = []
        for (keyNode, valueNode) in mapping {
            let key = child(keyNode)
            guard case .scalar(let scalar) = keyNode else { throw key.error("expected a key in \(what)") }
            if !allowed.contains(scalar.string) {
                let hint = KeySuggestion.nearest(to: scalar.string, in: allowed).map { " (did you mean `\($0)`?)" } ?? ""
                throw key.error("unknown key \"\(scalar.string)\" in \(what)\(hint); "
                                + "allowed keys: \(allowed.joined(separator: ", "))")
            }
            entries.append((scalar.string, key, child(valueNode)))
        }
        return YAMLMapping(value: self, entries: entries)
    }

    /// For one-key maps such as actions: the single key and its value.
    func singleEntry(_ what: String, allowed: [String]) throws -> (key: String, value: YAMLValue, keyValue: YAMLValue) {
        guard case .mapping(let mapping) = node, mapping.count == 1,
              let (keyNode, valueNode) = mapping.first(where: { _ in true }) else {
            throw error("expected \(what): a mapping with one key, one of: \(allowed.joined(separator: ", "))")
        }
        try budget?.spend(1, at: self)
        let key = child(keyNode)
        guard case .scalar(let scalar) = keyNode, allowed.contains(scalar.string) else {
            let name = key.kindName.trimmingQuotes
            let hint = KeySuggestion.nearest(to: name, in: allowed).map { " (did you mean `\($0)`?)" } ?? ""
            throw key.error("unknown \(what) \"\(name)\"\(hint); expected one of: \(allowed.joined(separator: ", "))")
        }
        return (scalar.string, child(valueNode), key)
    }
}

/// How many YAML values reading one scene may still visit.
///
/// YAML aliases (`*name`) repeat the anchored value wherever they are used without
/// copying it, so a small file can describe an exponentially large tree (the "billion
/// laughs"). Every list and mapping read spends its entry count; a file without aliases
/// never comes near the limit, which grows with the file's size.
package final class ReadBudget {
    package let limit: Int
    package private(set) var remaining: Int

    package init(limit: Int) {
        self.limit = limit
        remaining = limit
    }

    /// The budget for a file of `size` bytes: far more than the values it can hold.
    package convenience init(forFileOfSize size: Int) {
        self.init(limit: 4 * size + 10_000)
    }

    func spend(_ count: Int, at value: YAMLValue) throws {
        remaining -= count
        if remaining < 0 {
            throw value.error("the scene is too large once its aliases (*name) are expanded: more than \(limit) values")
        }
    }
}

/// A mapping's entries, looked up by key.
package struct YAMLMapping {
    package let value: YAMLValue
    package let entries: [(key: String, keyValue: YAMLValue, value: YAMLValue)]

    package subscript(key: String) -> YAMLValue? {
        entries.first { $0.key == key }?.value
    }

    package func has(_ key: String) -> Bool { entries.contains { $0.key == key } }

    package func required(_ key: String, in what: String) throws -> YAMLValue {
        guard let found = self[key] else { throw value.error("\(what) needs the key \"\(key)\"") }
        return found
    }
}

extension String {
    var trimmingQuotes: String {
        hasPrefix("\"") && hasSuffix("\"") && count >= 2 ? String(dropFirst().dropLast()) : self
    }
}

extension String {
    /// The string without leading and trailing spaces and tabs.
    var trimmingSpaces: Substring {
        var text = Substring(self)
        while let first = text.first, first == " " || first == "\t" { text.removeFirst() }
        while let last = text.last, last == " " || last == "\t" { text.removeLast() }
        return text
    }
}

