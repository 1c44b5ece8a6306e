import A11ySceneModel

/// Texts only part of which run time gives (SwiftSourceReading.md, "What the source fixes"):
/// `"Device name: \(name)"`, `String(format: "%@ is on", name)`, `"Hello " + name` show their
/// fixed parts, with a mark where run time fills in. Such a text is unknown (`isUnknown`) to
/// everything but what shows a text: a comparison or a branch on it is still run time's.
extension SwiftValue {
    /// What a value only run time knows, or only in part, is, and where.
    package var runTimeReason: (what: String, place: FilePosition)? {
        switch self {
        case .unknown(let what, let place), .partial(_, let what, let place): (what, place)
        default: nil
        }
    }

    /// The value as anything but a shown text takes it: a text run time gives in part is
    /// unknown (a comparison, a branch, a key, a name is not decided by its fixed pieces).
    package var asUnknown: SwiftValue {
        if case .partial(_, let what, let place) = self { return .unknown(what, place) }
        return self
    }
}

extension SwiftEvaluator {
    /// What a text shows in place of a part only run time gives.
    static let partialMark = "…"

    /// A text of fixed pieces and run-time ones (unknown ones): the text when all are fixed, a
    /// partial text when fixed ones hold a letter or a digit, else the first run-time piece.
    static func joined(_ pieces: [SwiftValue]) -> SwiftValue {
        var text = ""
        var reason: (what: String, place: FilePosition)?
        var fixed = false
        for piece in pieces {
            switch piece {
            case .partial(let part, _, _):
                text += part
                fixed = true
            case let value where value.isUnknown:
                text += partialMark
            default:
                let part = piece.string ?? ""
                fixed = fixed || part.contains { $0.isLetter || $0.isNumber }
                text += part
            }
            reason = reason ?? piece.runTimeReason
            // A text longer than any screen shows is not built (a text doubled in a loop).
            if text.utf8.count > maximumString {
                return .unknown("a text too long to show", reason?.place ?? FilePosition(line: 1, column: 1))
            }
        }
        guard let reason else { return .string(text, localizable: false) }
        if fixed { return .partial(text, reason.what, reason.place) }
        return pieces.first { $0.isUnknown } ?? .unknown(reason.what, reason.place)
    }
}
