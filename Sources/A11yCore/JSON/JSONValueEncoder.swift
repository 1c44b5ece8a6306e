/// An `Encoder` that turns an `Encodable` value into a ``JSONValue``, keeping the order of
/// its keys. Standard library only (A11yCore imports nothing); ``JSONOutput`` is its front.
///
/// It never fails on its own: an error comes only from a type's own `encode(to:)`.
struct JSONValueEncoder: Encoder {
    let node: JSONNode
    var codingPath: [any CodingKey]
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    init(node: JSONNode = JSONNode(), codingPath: [any CodingKey] = []) {
        self.node = node
        self.codingPath = codingPath
    }

    /// `value` as a JSON value.
    static func encode<T: Encodable>(_ value: T) throws -> JSONValue {
        try JSONNode.box(value, codingPath: [])
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        node.becomeObject()
        return KeyedEncodingContainer(KeyedContainer<Key>(node: node, codingPath: codingPath))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        node.becomeArray()
        return UnkeyedContainer(node: node, codingPath: codingPath)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer {
        SingleContainer(node: node, codingPath: codingPath)
    }
}

/// A value being encoded: filled in by the containers, read back as a ``JSONValue``.
final class JSONNode {
    private enum Content {
        case unset
        case value(JSONValue)
        case array([JSONNode])
        case object(keys: [String], nodes: [String: JSONNode])
    }

    private var content = Content.unset

    /// What was encoded (an encoder given nothing is `{}`, as Foundation's prints it).
    var value: JSONValue {
        switch content {
        case .unset: .object([])
        case .value(let value): value
        case .array(let nodes): .array(nodes.map(\.value))
        case .object(let keys, let nodes): .object(keys.map { JSONValue.Member($0, nodes[$0]?.value ?? .null) })
        }
    }

    func becomeObject() {
        if case .object = content { return }
        content = .object(keys: [], nodes: [:])
    }

    func becomeArray() {
        if case .array = content { return }
        content = .array([])
    }

    func set(_ value: JSONValue) { content = .value(value) }

    /// The node for `key` (a key written twice keeps its first place and its last value).
    func child(forKey key: String) -> JSONNode {
        becomeObject()
        guard case .object(var keys, var nodes) = content else { return JSONNode() }
        if let existing = nodes[key] { return existing }
        let node = JSONNode()
        keys.append(key)
        nodes[key] = node
        content = .object(keys: keys, nodes: nodes)
        return node
    }

    /// A new node at the end of the array.
    func appendChild() -> JSONNode {
        becomeArray()
        guard case .array(var nodes) = content else { return JSONNode() }
        let node = JSONNode()
        nodes.append(node)
        content = .array(nodes)
        return node
    }

    var count: Int {
        if case .array(let nodes) = content { return nodes.count }
        return 0
    }

    /// A scalar as its JSON value, or nil for a value that encodes itself.
    static func scalar(_ value: Any) -> JSONValue? {
        switch value {
        case let string as String: .string(string)
        case let bool as Bool: .bool(bool)
        case let double as Double: .number(double)
        case let float as Float: .number(Double(float))
        case let int as Int: .number(String(int))
        case let int as Int8: .number(String(int))
        case let int as Int16: .number(String(int))
        case let int as Int32: .number(String(int))
        case let int as Int64: .number(String(int))
        case let int as UInt: .number(String(int))
        case let int as UInt8: .number(String(int))
        case let int as UInt16: .number(String(int))
        case let int as UInt32: .number(String(int))
        case let int as UInt64: .number(String(int))
        default: nil
        }
    }

    /// `value` encoded into a new node.
    static func box<T: Encodable>(_ value: T, codingPath: [any CodingKey]) throws -> JSONValue {
        if let scalar = scalar(value) { return scalar }
        if let json = value as? JSONValue { return json }
        let node = JSONNode()
        try value.encode(to: JSONValueEncoder(node: node, codingPath: codingPath))
        return node.value
    }
}

/// A key for an array's place in the coding path.
private struct IndexKey: CodingKey {
    var stringValue: String { String(index) }
    var intValue: Int? { index }
    let index: Int
    init(_ index: Int) { self.index = index }
    init?(stringValue: String) { nil }
    init?(intValue: Int) { self.index = intValue }
}

private struct KeyedContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let node: JSONNode
    var codingPath: [any CodingKey]

    private func set(_ value: JSONValue, _ key: Key) { node.child(forKey: key.stringValue).set(value) }

    mutating func encodeNil(forKey key: Key) throws { set(.null, key) }
    mutating func encode(_ value: Bool, forKey key: Key) throws { set(.bool(value), key) }
    mutating func encode(_ value: String, forKey key: Key) throws { set(.string(value), key) }
    mutating func encode(_ value: Double, forKey key: Key) throws { set(.number(value), key) }
    mutating func encode(_ value: Float, forKey key: Key) throws { set(.number(Double(value)), key) }
    mutating func encode(_ value: Int, forKey key: Key) throws { set(.number(String(value)), key) }
    mutating func encode(_ value: Int8, forKey key: Key) throws { set(.number(String(value)), key) }
    mutating func encode(_ value: Int16, forKey key: Key) throws { set(.number(String(value)), key) }
    mutating func encode(_ value: Int32, forKey key: Key) throws { set(.number(String(value)), key) }
    mutating func encode(_ value: Int64, forKey key: Key) throws { set(.number(String(value)), key) }
    mutating func encode(_ value: UInt, forKey key: Key) throws { set(.number(String(value)), key) }
    mutating func encode(_ value: UInt8, forKey key: Key) throws { set(.number(String(value)), key) }
    mutating func encode(_ value: UInt16, forKey key: Key) throws { set(.number(String(value)), key) }
    mutating func encode(_ value: UInt32, forKey key: Key) throws { set(.number(String(value)), key) }
    mutating func encode(_ value: UInt64, forKey key: Key) throws { set(.number(String(value)), key) }

    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
        set(try JSONNode.box(value, codingPath: codingPath + [key]), key)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type,
                                                        forKey key: Key) -> KeyedEncodingContainer<NestedKey> {
        let child = node.child(forKey: key.stringValue)
        child.becomeObject()
        return KeyedEncodingContainer(KeyedContainer<NestedKey>(node: child, codingPath: codingPath + [key]))
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        let child = node.child(forKey: key.stringValue)
        child.becomeArray()
        return UnkeyedContainer(node: child, codingPath: codingPath + [key])
    }

    mutating func superEncoder() -> any Encoder {
        JSONValueEncoder(node: node.child(forKey: "super"), codingPath: codingPath)
    }

    mutating func superEncoder(forKey key: Key) -> any Encoder {
        JSONValueEncoder(node: node.child(forKey: key.stringValue), codingPath: codingPath + [key])
    }
}

private struct UnkeyedContainer: UnkeyedEncodingContainer {
    let node: JSONNode
    var codingPath: [any CodingKey]
    var count: Int { node.count }

    private func append(_ value: JSONValue) { node.appendChild().set(value) }

    mutating func encodeNil() throws { append(.null) }
    mutating func encode(_ value: Bool) throws { append(.bool(value)) }
    mutating func encode(_ value: String) throws { append(.string(value)) }
    mutating func encode(_ value: Double) throws { append(.number(value)) }
    mutating func encode(_ value: Float) throws { append(.number(Double(value))) }
    mutating func encode(_ value: Int) throws { append(.number(String(value))) }
    mutating func encode(_ value: Int8) throws { append(.number(String(value))) }
    mutating func encode(_ value: Int16) throws { append(.number(String(value))) }
    mutating func encode(_ value: Int32) throws { append(.number(String(value))) }
    mutating func encode(_ value: Int64) throws { append(.number(String(value))) }
    mutating func encode(_ value: UInt) throws { append(.number(String(value))) }
    mutating func encode(_ value: UInt8) throws { append(.number(String(value))) }
    mutating func encode(_ value: UInt16) throws { append(.number(String(value))) }
    mutating func encode(_ value: UInt32) throws { append(.number(String(value))) }
    mutating func encode(_ value: UInt64) throws { append(.number(String(value))) }

    mutating func encode<T: Encodable>(_ value: T) throws {
        append(try JSONNode.box(value, codingPath: codingPath + [IndexKey(count)]))
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
        let path = codingPath + [IndexKey(count)]
        let child = node.appendChild()
        child.becomeObject()
        return KeyedEncodingContainer(KeyedContainer<NestedKey>(node: child, codingPath: path))
    }

    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
        let path = codingPath + [IndexKey(count)]
        let child = node.appendChild()
        child.becomeArray()
        return UnkeyedContainer(node: child, codingPath: path)
    }

    mutating func superEncoder() -> any Encoder {
        let path = codingPath + [IndexKey(count)]
        return JSONValueEncoder(node: node.appendChild(), codingPath: path)
    }
}

private struct SingleContainer: SingleValueEncodingContainer {
    let node: JSONNode
    var codingPath: [any CodingKey]

    mutating func encodeNil() throws { node.set(.null) }
    mutating func encode(_ value: Bool) throws { node.set(.bool(value)) }
    mutating func encode(_ value: String) throws { node.set(.string(value)) }
    mutating func encode(_ value: Double) throws { node.set(.number(value)) }
    mutating func encode(_ value: Float) throws { node.set(.number(Double(value))) }
    mutating func encode(_ value: Int) throws { node.set(.number(String(value))) }
    mutating func encode(_ value: Int8) throws { node.set(.number(String(value))) }
    mutating func encode(_ value: Int16) throws { node.set(.number(String(value))) }
    mutating func encode(_ value: Int32) throws { node.set(.number(String(value))) }
    mutating func encode(_ value: Int64) throws { node.set(.number(String(value))) }
    mutating func encode(_ value: UInt) throws { node.set(.number(String(value))) }
    mutating func encode(_ value: UInt8) throws { node.set(.number(String(value))) }
    mutating func encode(_ value: UInt16) throws { node.set(.number(String(value))) }
    mutating func encode(_ value: UInt32) throws { node.set(.number(String(value))) }
    mutating func encode(_ value: UInt64) throws { node.set(.number(String(value))) }

    mutating func encode<T: Encodable>(_ value: T) throws {
        node.set(try JSONNode.box(value, codingPath: codingPath))
    }
}
