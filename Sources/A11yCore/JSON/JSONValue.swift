/// A JSON value whose objects keep their keys in the order they were written.
///
/// What ``JSONOutput`` encodes a `Codable` value into before printing it: the order a type
/// encodes its keys in is the order they are printed in, so every run prints the same bytes
/// (Foundation's `JSONEncoder` does not keep the order, and sorting would scatter the
/// documented shapes).
public indirect enum JSONValue: Sendable, Hashable {
    case null
    case bool(Bool)
    /// A number as it is printed (``JSONOutput`` writes whole numbers without `.0`).
    case number(String)
    case string(String)
    case array([JSONValue])
    case object([Member])

    /// One key of an object and its value.
    public struct Member: Sendable, Hashable {
        public var key: String
        public var value: JSONValue

        public init(_ key: String, _ value: JSONValue) {
            self.key = key
            self.value = value
        }
    }

    /// A number, printed as ``JSONOutput`` prints every `Double`: whole numbers without `.0`,
    /// `null` for a value JSON cannot hold (infinity, NaN).
    public static func number(_ value: Double) -> JSONValue {
        value.isFinite ? .number(value.compact) : .null
    }

    /// Whether the value is an array or an object.
    var isContainer: Bool {
        switch self {
        case .array, .object: true
        default: false
        }
    }

    /// Whether the value is an object.
    var isObject: Bool {
        if case .object = self { return true }
        return false
    }
}
