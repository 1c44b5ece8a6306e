/// Decodes keys from terminal input: several keys in one read, escape sequences split
/// across reads, UTF-8 characters.
///
/// A lone ESC is ambiguous (it also starts sequences); it stays pending until more bytes
/// arrive or the caller, after a short quiet time, calls `flush()`.
public struct KeyParser: Sendable {
    private var pending: [UInt8] = []

    public init() {}

    /// Whether bytes are waiting for more input (a lone ESC or a partial sequence).
    public var hasPending: Bool { !pending.isEmpty }

    /// Decodes the keys in `bytes`, keeping an incomplete sequence for the next call.
    public mutating func feed(_ bytes: some Sequence<UInt8>) -> [Key] {
        pending.append(contentsOf: bytes)
        var keys: [Key] = []
        while !pending.isEmpty {
            switch decode(pending, final: false) {
            case .key(let key, let length):
                keys.append(key)
                pending.removeFirst(length)
            case .skip(let length):
                pending.removeFirst(length)
            case .incomplete, .incompleteLength:
                return keys
            }
        }
        return keys
    }

    /// Decodes what is pending as if no more bytes will come (a lone ESC becomes Esc).
    public mutating func flush() -> [Key] {
        var keys: [Key] = []
        while !pending.isEmpty {
            switch decode(pending, final: true) {
            case .key(let key, let length):
                keys.append(key)
                pending.removeFirst(length)
            case .skip(let length), .incompleteLength(let length):
                pending.removeFirst(max(1, length))
            case .incomplete:
                pending.removeFirst()
            }
        }
        return keys
    }

    private enum Decoded {
        case key(Key, Int)
        case skip(Int)
        case incomplete
        case incompleteLength(Int)
    }

    private func decode(_ bytes: [UInt8], final: Bool) -> Decoded {
        let first = bytes[0]
        switch first {
        case 0x1B:
            if bytes.count == 1 { return final ? .key(.escape, 1) : .incomplete }
            return decodeEscape(bytes, final: final)
        case 0x0D, 0x0A: return .key(.enter, 1)
        case 0x09: return .key(.tab, 1)
        case 0x7F, 0x08: return .key(.backspace, 1)
        case 0x20: return .key(.space, 1)
        case 0x01...0x1A: return .key(.control(Character(Unicode.Scalar(first + 0x60))), 1)
        case 0x00, 0x1C...0x1F: return .skip(1)
        case 0x21...0x7E: return .key(.character(Character(Unicode.Scalar(first))), 1)
        default:
            // UTF-8: the sequence length from the lead byte.
            let length = first >= 0xF0 ? 4 : first >= 0xE0 ? 3 : first >= 0xC0 ? 2 : 1
            if length == 1 { return .skip(1) }
            if bytes.count < length { return final ? .skip(bytes.count) : .incomplete }
            guard let text = String(validating: bytes[0..<length], as: UTF8.self), let character = text.first else {
                return .skip(1)
            }
            return .key(.character(character), length)
        }
    }

    private func decodeEscape(_ bytes: [UInt8], final: Bool) -> Decoded {
        let second = bytes[1]
        if second == UInt8(ascii: "[") || second == UInt8(ascii: "O") {
            // CSI or SS3: parameters, then a final byte in 0x40...0x7E.
            var index = 2
            while index < bytes.count {
                let byte = bytes[index]
                if (0x40...0x7E).contains(byte) {
                    let parameters = String(decoding: bytes[2..<index], as: UTF8.self)
                    return .key(key(forFinal: byte, parameters: parameters) ?? .unknown, index + 1)
                }
                if index > 16 { return .skip(index + 1) }
                index += 1
            }
            return final ? .incompleteLength(bytes.count) : .incomplete
        }
        if second == 0x1B { return .key(.escape, 1) }
        // ESC followed by another key (Alt+key): report Esc, the key follows.
        return .key(.escape, 1)
    }

    private func key(forFinal final: UInt8, parameters: String) -> Key? {
        switch final {
        case UInt8(ascii: "A"): return .up
        case UInt8(ascii: "B"): return .down
        case UInt8(ascii: "C"): return .right
        case UInt8(ascii: "D"): return .left
        case UInt8(ascii: "H"): return .home
        case UInt8(ascii: "F"): return .end
        case UInt8(ascii: "~"):
            let parts = parameters.split(separator: ";")
            let shifted = parts.count > 1 && parts[1] == "2"
            switch parts.first {
            case "1", "7": return .home
            case "4", "8": return .end
            case "5": return shifted ? .shiftPageUp : .pageUp
            case "6": return shifted ? .shiftPageDown : .pageDown
            case "3": return .backspace
            default: return nil
            }
        default: return nil
        }
    }
}
