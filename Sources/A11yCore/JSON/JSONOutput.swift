/// Every JSON the tool prints, from `Encodable` values, through one encoder.
///
/// A type says what it prints by encoding its keys in order (`JSONValueEncoder` keeps that
/// order); this prints the result in one of three layouts, so an output's shape lives in its
/// type and its layout here, not in hand-built strings. A document whose top level is an
/// object starts with `"schemaVersion"` (``schemaVersion``): a tool reading the output checks
/// it and knows which fields to expect; fields are only ever added within a version.
///
/// ```swift
/// struct Counts: Encodable { var screens: Int; var findings: Int }
/// JSONOutput.document(Counts(screens: 3, findings: 1))
/// // {
/// //   "schemaVersion": 1,
/// //   "screens": 3,
/// //   "findings": 1
/// // }
/// ```
public enum JSONOutput {
    /// The version of the shapes documented in the tool's articles (JSONOutput.md, A11yScenes).
    public static let schemaVersion = 1

    /// How a document is broken into lines.
    public enum Layout: Sendable {
        /// A record a line: the top level broken, an array of objects (or one directly in the
        /// top-level object) one item a line, every object inline. `describe`, `layout`,
        /// `scenes`, `devices`, `verify`.
        case records
        /// Indented: a container of scalars inline, an array of containers and an object
        /// holding an object or a broken array one member a line. The audit's JSON and SARIF.
        case pretty
        /// One line (a record of a JSON-lines stream).
        case line
    }

    /// `value` as a JSON document ending with a newline; an object gets `"schemaVersion"` first
    /// unless `versioned` is false (SARIF: a standard format with its own `version`).
    public static func document<T: Encodable>(_ value: T, layout: Layout = .records, versioned: Bool = true) -> String {
        var json = encode(value)
        if versioned, case .object(let members) = json {
            json = .object([JSONValue.Member("schemaVersion", .number(String(schemaVersion)))] + members)
        }
        return text(json, layout: layout) + "\n"
    }

    /// `value` on one line with a newline: a record of a JSON-lines stream (no version).
    public static func line<T: Encodable>(_ value: T) -> String {
        text(encode(value), layout: .line) + "\n"
    }

    /// `value` as a ``JSONValue``, its keys in the order it encoded them.
    public static func encode<T: Encodable>(_ value: T) -> JSONValue {
        do {
            return try JSONValueEncoder.encode(value)
        } catch {
            // The encoder never throws and the tool's output types encode plain values.
            preconditionFailure("\(T.self) could not be encoded as JSON: \(error)")
        }
    }

    /// `value` printed in `layout`, with no newline at the end.
    public static func text(_ value: JSONValue, layout: Layout) -> String {
        var out = ""
        write(value, into: &out, indent: 0, layout: layout, place: .top)
        return out
    }

    /// Where a value sits, for the layout rules.
    private enum Place { case top, inTopObject, nested }

    private static func breaks(_ value: JSONValue, layout: Layout, place: Place) -> Bool {
        switch (value, layout) {
        case (_, .line): return false
        case (.array(let items), .records):
            return !items.isEmpty && (place != .nested || items.contains(where: \.isContainer))
        case (.object(let members), .records):
            return !members.isEmpty && place == .top
        case (.array(let items), .pretty):
            return !items.isEmpty && (place == .top || items.contains(where: \.isContainer))
        case (.object(let members), .pretty):
            return !members.isEmpty && (place == .top || members.contains {
                $0.value.isObject || breaks($0.value, layout: .pretty, place: .nested)
            })
        default: return false
        }
    }

    private static func write(_ value: JSONValue, into out: inout String, indent: Int, layout: Layout, place: Place) {
        switch value {
        case .null: out += "null"
        case .bool(let bool): out += bool ? "true" : "false"
        case .number(let number): out += number
        case .string(let string): out += JSONText.quote(string)
        case .array(let items):
            let inner: Place = .nested
            writeContainer(open: "[", close: "]", count: items.count, broken: breaks(value, layout: layout, place: place),
                           indent: indent, into: &out) { index, indent, out in
                write(items[index], into: &out, indent: indent, layout: layout, place: inner)
            }
        case .object(let members):
            let inner: Place = place == .top ? .inTopObject : .nested
            writeContainer(open: "{", close: "}", count: members.count, broken: breaks(value, layout: layout, place: place),
                           indent: indent, into: &out) { index, indent, out in
                out += JSONText.quote(members[index].key) + ": "
                write(members[index].value, into: &out, indent: indent, layout: layout, place: inner)
            }
        }
    }

    /// A container: inline (`[1, 2]`), or one member a line indented two spaces deeper than
    /// the line it opens on.
    private static func writeContainer(open: String, close: String, count: Int, broken: Bool, indent: Int,
                                       into out: inout String, member: (Int, Int, inout String) -> Void) {
        out += open
        let inner = broken ? indent + 2 : indent
        for index in 0..<count {
            if index > 0 { out += broken ? "," : ", " }
            if broken { out += "\n" + String(repeating: " ", count: inner) }
            member(index, inner, &out)
        }
        if broken { out += "\n" + String(repeating: " ", count: indent) }
        out += close
    }
}

extension JSONValue: Encodable {
    /// Encodes the value as it is (an object's keys in their order).
    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .null:
            var container = encoder.singleValueContainer()
            try container.encodeNil()
        case .bool(let bool):
            var container = encoder.singleValueContainer()
            try container.encode(bool)
        case .number(let text):
            var container = encoder.singleValueContainer()
            if let int = Int(text) { try container.encode(int) } else { try container.encode(Double(text) ?? .nan) }
        case .string(let string):
            var container = encoder.singleValueContainer()
            try container.encode(string)
        case .array(let items):
            var container = encoder.unkeyedContainer()
            for item in items { try container.encode(item) }
        case .object(let members):
            var container = encoder.container(keyedBy: JSONKey.self)
            for member in members { try container.encode(member.value, forKey: JSONKey(member.key)) }
        }
    }
}

/// Any string as a coding key: the keys of a ``JSONValue`` object, or of a dictionary-like
/// output.
public struct JSONKey: CodingKey, Sendable {
    public var stringValue: String
    public var intValue: Int? { nil }
    public init(_ key: String) { stringValue = key }
    public init?(stringValue: String) { self.stringValue = stringValue }
    public init?(intValue: Int) { nil }
}
