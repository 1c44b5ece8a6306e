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
            if !line.isEmpty, apart || !token.leadingTrivia.isEmpty { line += " " }
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
    var namesType: Bool { first(where: { $0 != "_" })?.isUppercase == true }
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
