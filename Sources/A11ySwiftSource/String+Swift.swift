import SwiftSyntax

extension SyntaxProtocol {
    /// The node's source on one line (runs of blanks and line breaks as one space), at most 60
    /// characters: for a message, which is one line.
    /// Read token by token, as far as the message shows (notes are made for every value only
    /// known at run time, most never printed): tokens apart in the source are one space apart,
    /// comments left out.
    var excerpt: String {
        var line = ""
        var apart = false
        for token in tokens(viewMode: .sourceAccurate) {
            // (No blank inside brackets, as a signature written over several lines has.)
            if !line.isEmpty, apart || !token.leadingTrivia.isEmpty, !line.hasSuffix("("), !line.hasSuffix("["),
               token.text != ")", token.text != "]" {
                line += " "
            }
            line += token.text
            apart = !token.trailingTrivia.isEmpty
            if line.utf8.count > 64, line.count > 60 { break }
        }
        return line.count > 60 ? String(line.prefix(59)) + "…" : line
    }
}

extension StringProtocol {
    /// Whether the name is spelled as Swift's types are: a capital first, after any underscores
    /// (`Row`, `_DefaultCell`); a value's or a function's name starts with a small letter.
    var namesType: Bool {
        // ASCII letters decided by their byte (most names): Unicode's letter properties are slow to ask.
        for byte in utf8 where byte != UInt8(ascii: "_") {
            if byte < 0x80 { return (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) }
            break
        }
        return first(where: { $0 != "_" })?.isUppercase == true
    }
}

extension String {
    /// Without the blanks around it.
    var trimmedSwift: String {
        var text = Substring(self)
        while let first = text.first, first.isWhitespace { text.removeFirst() }
        while let last = text.last, last.isWhitespace { text.removeLast() }
        return String(text)
    }

    var replacingUnderscores: String { utf8.contains(0x5F) ? filter { $0 != "_" } : self }

    /// The value of a Swift integer literal: decimal, or hexadecimal, octal or binary by its
    /// prefix (`0x1F`, `0o17`, `0b101`), underscores between digits allowed; nil if it is none.
    var integerLiteralValue: Int? {
        let digits = replacingUnderscores
        let radix: Int? = switch digits.utf8.prefix(2).last {
        case UInt8(ascii: "x") where digits.hasPrefix("0x"): 16
        case UInt8(ascii: "o") where digits.hasPrefix("0o"): 8
        case UInt8(ascii: "b") where digits.hasPrefix("0b"): 2
        default: nil
        }
        guard let radix else { return Int(digits) }
        return Int(digits.dropFirst(2), radix: radix)
    }

    /// The last part of a dotted name (`Mode.list` → `list`).
    var lastComponent: Substring { split(separator: ".").last ?? self[...] }

    /// The text SwiftUI shows for Markdown in a `LocalizedStringKey`: a link's label without
    /// its address, emphasis and code without their marks.
    var strippingMarkdown: String {
        // Most texts have none of the marks: a scan of their bytes tells.
        guard utf8.contains(where: { $0 == 0x5B || $0 == 0x2A || $0 == 0x60 || $0 == 0x5F || $0 == 0x7E }) else { return self }
        var result = ""
        var rest = self[...]
        while let character = rest.first {
            if character == "[", let close = rest.firstIndex(of: "]"), rest[rest.index(after: close)...].first == "(",
               let end = rest[close...].firstIndex(of: ")") {
                result += rest[rest.index(after: rest.startIndex)..<close]
                rest = rest[rest.index(after: end)...]
            } else if "*`~".contains(character) || character == "_" && (result.last?.isWhitespace ?? true) {
                rest = rest.dropFirst()
            } else if character == "_", rest.dropFirst().first.map({ $0.isWhitespace || $0.isPunctuation }) ?? true {
                rest = rest.dropFirst()
            } else {
                result.append(character)
                rest = rest.dropFirst()
            }
        }
        return result
    }

    /// A string segment's text with Swift's escapes (`\n`, `\t`, `\"`, `\\`, `\u{…}`) applied.
    var unescapedSwift: String {
        guard utf8.contains(0x5C) else { return self }
        var result = ""
        var characters = self[...]
        while let character = characters.popFirst() {
            guard character == "\\", let next = characters.popFirst() else {
                result.append(character)
                continue
            }
            switch next {
            case "n": result.append("\n")
            case "t": result.append("\t")
            case "r": result.append("\r")
            case "0": result.append("\0")
            case "u":
                if characters.first == "{", let close = characters.firstIndex(of: "}") {
                    let hex = characters[characters.index(after: characters.startIndex)..<close]
                    if let code = UInt32(hex, radix: 16), let scalar = Unicode.Scalar(code) {
                        result.unicodeScalars.append(scalar)
                    }
                    characters = characters[characters.index(after: close)...]
                }
            default: result.append(next)
            }
        }
        return result
    }
}
