/// Views added and removed (SwiftSourceReading.md, "UIKit screens built in code"): a view's
/// subviews and a stack view's arranged views as the code changes them, and an object's fields.
extension UIKitReader {
    func addSubview(_ view: SwiftValue, to parent: SwiftValue, at index: Int? = nil) {
        guard case .object(_, let fields) = parent, case .object(_, let child) = view else { return }
        // (Added again to the same superview, it is only brought to the front: its constraints stay.)
        if case .object(_, let old)? = child["#superview"] { remove(view, from: old, keepingConstraints: old === fields) }
        // (Taken out of the fields first: the array, held once, grows in place instead of being copied at each view.)
        var subviews = Self.array(fields.take(Self.subviewsKey))
        subviews.insert(view, at: min(subviews.count, max(0, index ?? subviews.count)))
        fields[Self.subviewsKey] = .array(subviews)
        child["#superview"] = parent
    }

    func remove(_ view: SwiftValue, from parent: SwiftScope, keepingConstraints: Bool = false) {
        guard case .object(_, let child) = view else { return }
        for key in [Self.subviewsKey, Self.arrangedKey] {
            guard case .array(let items)? = parent[key] else { continue }
            parent[key] = .array(items.filter { !Self.same($0, child) })
        }
        child["#superview"] = SwiftValue.none
        guard !keepingConstraints else { return }
        // UIKit removes the constraints between the view's subtree and the views it leaves (those its old
        // superview or ancestors hold); the ones inside the subtree, or on one of its views alone, stay.
        func inside(_ anchor: SwiftValue?) -> Bool? {
            guard var item = Self.fields(Self.fields(anchor)?["item"]) else { return nil }
            for _ in 0..<256 {
                if item === child { return true }
                // (A layout guide is in its owning view's subtree.)
                guard let up = Self.fields(item["#superview"] ?? item["#owningView"]) else { return false }
                item = up
            }
            return false
        }
        for constraint in constraints where constraint["isActive"]?.bool == true {
            guard let first = inside(constraint["first"]), let second = inside(constraint["second"]) else { continue }
            if first != second { constraint["isActive"] = .bool(false) }
        }
    }

    func append(_ value: SwiftValue, to key: String, of fields: SwiftScope, at index: Int? = nil) {
        var items = Self.array(fields.take(key))
        items.insert(value, at: min(items.count, max(0, index ?? items.count)))
        fields[key] = .array(items)
    }

    static func same(_ value: SwiftValue, _ fields: SwiftScope) -> Bool {
        if case .object(_, let other) = value { other === fields } else { false }
    }

    /// The fields of an object value.
    static func fields(_ value: SwiftValue?) -> SwiftScope? {
        if case .object(_, let fields)? = value { fields } else { nil }
    }

    /// The text an attributed string holds (`NSAttributedString(string:)`'s, `AttributedString("…")`'s);
    /// any other value as it is.
    static func attributedText(_ value: SwiftValue) -> SwiftValue {
        fields(value).flatMap { $0["string"] ?? $0["_"] } ?? value
    }
}
