import SwiftSyntax
/// The values a screen's reading took run-time values to be, where it chose a branch for one
/// (SwiftSourceReading.md, "What the source fixes"): a `switch` on one reads its first case, an
/// `if` on one its first branch, and later tests of the same value, written the same way, agree.
package final class Assumptions {
    private var values: [String: SwiftValue] = [:]

    package init() {}

    /// What `expression` was taken to be, if it was.
    func value(of expression: ExprSyntax) -> SwiftValue? {
        values.isEmpty ? nil : values[expression.trimmedDescription]
    }

    /// Takes `expression` to be `value` from now on (the first choice made for it stands).
    func assume(_ expression: ExprSyntax, is value: SwiftValue) {
        let key = expression.trimmedDescription
        if values[key] == nil { values[key] = value }
    }
}

