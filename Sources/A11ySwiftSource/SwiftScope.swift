/// Names in scope: a preview's or closure's locals, a view's properties, a function's parameters.
package final class SwiftScope {
    // Names and values side by side, found by comparing names (short names compare as two words),
    // with an index by hash once a scope grows past `indexed`: most scopes hold a few names, and
    // a lookup walks several scopes, where hashing the name again at each was a tenth of the run.
    private var names: [String] = []
    private var values: [SwiftValue] = []
    private var index: [String: Int]?
    private static let indexed = 16
    let parent: SwiftScope?

    package init(parent: SwiftScope? = nil) { self.parent = parent }

    private func reindex() { index = Dictionary(uniqueKeysWithValues: names.enumerated().map { ($1, $0) }) }

    private func position(_ name: String) -> Int? {
        if let index { return index[name] }
        return names.firstIndex(of: name)
    }

    package subscript(name: String) -> SwiftValue? {
        get {
            var scope: SwiftScope? = self
            while let current = scope {
                if let found = current.position(name) { return current.values[found] }
                scope = current.parent
            }
            return nil
        }
        set {
            if let found = position(name) {
                if let newValue { values[found] = newValue; return }
                names.remove(at: found)
                values.remove(at: found)
                if index != nil { reindex() }
            } else if let newValue {
                index?[name] = names.count
                names.append(name)
                values.append(newValue)
                if index == nil, names.count > Self.indexed { reindex() }
            }
        }
    }

    /// This scope's own value of `name`, left as nil in its place: a caller that changes the value
    /// and puts it back holds it once, so an array grows in place rather than being copied.
    func take(_ name: String) -> SwiftValue? {
        guard let found = position(name) else { return nil }
        let value = values[found]
        values[found] = .none
        return value
    }

    /// A copy of this scope's own names and values (not its parents'), under the same parent.
    func copy() -> SwiftScope {
        let made = SwiftScope(parent: parent)
        made.names = names
        made.values = values
        made.index = index
        return made
    }

    /// Whether two scopes hold the same names with values `equal` finds equal (true), a name
    /// either lacks or a pair of values that differ (false), or values it cannot compare (nil).
    func sameValues(as other: SwiftScope, _ equal: (SwiftValue, SwiftValue) -> Bool?) -> Bool? {
        guard Set(names) == Set(other.names) else { return false }
        var known = true
        for (name, value) in zip(names, values) {
            guard let theirs = other.position(name).map({ other.values[$0] }) else { return false }
            switch equal(value, theirs) {
            case false?: return false
            case nil: known = false
            case true?: continue
            }
        }
        return known ? true : nil
    }

    /// Whether this scope itself (not a parent) holds `name`.
    func holds(_ name: String) -> Bool { position(name) != nil }

    /// Whether the scope that holds `name` is the fields of `object` (a property, not a local).
    func holdsAsProperty(_ name: String, of object: SwiftValue?) -> Bool {
        guard case .object(_, let fields)? = object else { return false }
        var scope: SwiftScope? = self
        while let current = scope {
            if current.holds(name) { return current === fields }
            scope = current.parent
        }
        return false
    }

    /// `name = value`: changes the scope that holds `name` (the innermost), else this one.
    func assign(_ name: String, _ value: SwiftValue) {
        var scope: SwiftScope? = self
        while let current = scope {
            if current.holds(name) {
                current[name] = value
                return
            }
            scope = current.parent
        }
        self[name] = value
    }
}
