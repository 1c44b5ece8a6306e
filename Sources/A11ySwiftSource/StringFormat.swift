import Foundation

/// `String(format:)` with values the source fixes (SwiftSourceReading.md, "What the source
/// fixes"): the conversions apps put texts and numbers into (`%@`, `%d`, `%ld`, `%i`, `%u`,
/// `%s`, `%f` with a precision, `%%`, positional `%1$@`) filled as Foundation fills them.
enum StringFormat {
    /// `format` with `values` put in; nil for a conversion this does not fill or a value of the
    /// wrong kind (the caller reports the text as run time's). With `runTime`, a value only run
    /// time gives is put in as that mark (a text it gives in part, as its text), whatever the conversion.
    static func format(_ format: String, _ values: [SwiftValue], runTime: String? = nil) -> String? {
        var result = ""
        var next = 0
        var characters = format.makeIterator()
        while let character = characters.next() {
            guard character == "%" else {
                result.append(character)
                continue
            }
            // %[position$][flags][width][.precision][length]conversion
            var spec = ""
            var conversion: Character?
            while let part = characters.next() {
                if part.isLetter && !"hlqLjzt".contains(part) || part == "@" || part == "%" {
                    conversion = part
                    break
                }
                spec.append(part)
            }
            guard let conversion else { return nil }
            if conversion == "%" {
                result.append("%")
                continue
            }
            var index = next
            if let dollar = spec.firstIndex(of: "$") {
                guard let position = Int(spec[..<dollar]), position >= 1 else { return nil }
                index = position - 1
                spec = String(spec[spec.index(after: dollar)...])
            } else {
                next += 1
            }
            guard values.indices.contains(index) else { return nil }
            if let runTime, values[index].isUnknown {
                if case .partial(let part, _, _) = values[index] { result += part } else { result += runTime }
                continue
            }
            guard let text = fill(conversion, spec, values[index]) else { return nil }
            result += text
        }
        return result
    }

    /// One conversion of `value`; `spec` holds its flags, width, precision and length.
    private static func fill(_ conversion: Character, _ spec: String, _ value: SwiftValue) -> String? {
        let flags = spec.filter { !"hlqLjzt".contains($0) }
        switch conversion {
        case "@", "s":
            return value.string
        case "d", "i", "u":
            guard let number = value.number, number.isFinite, abs(number) < 1e18 else { return nil }
            return String(format: "%" + flags + "lld", Int64(number))
        case "f", "g", "e":
            guard let number = value.number else { return nil }
            return String(format: "%" + flags + String(conversion), number)
        default:
            return nil
        }
    }
}
