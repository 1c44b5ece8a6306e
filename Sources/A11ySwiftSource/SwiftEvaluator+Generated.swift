import SwiftSyntax

/// Texts through code that a build tool generates from the app's tables (SwiftSourceReading.md,
/// "Texts"): the generated file is made when the app is built, so it is not in the project; the
/// tables it is made from are.
extension SwiftEvaluator {
    /// `R.string.localizable.key(…)` (R.swift): the text of the key of `Localizable` whose
    /// generated name is `key`, filled with the call's arguments where the text is a format (a
    /// `preferredLanguages:` argument aside). Nil when the call is not one.
    func generatedText(_ call: FunctionCallExprSyntax, in scope: SwiftScope) -> SwiftValue? {
        guard let access = call.calledExpression.as(MemberAccessExprSyntax.self),
              let table = access.base?.as(MemberAccessExprSyntax.self),
              let group = table.base?.as(MemberAccessExprSyntax.self), group.declName.baseName.text == "string",
              group.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "R", let types else { return nil }
        guard table.declName.baseName.text == "localizable" else {
            return unknown("a text of R.swift's \(table.declName.baseName.text) table, which voicenav does not read", call)
        }
        // A key that is a Swift keyword is written in backticks (`` R.string.localizable.`default`() ``).
        let name = String(access.declName.baseName.text.filter { $0 != "`" })
        guard let key = types.generatedKey(name) else {
            return unknown("R.string.localizable.\(name), a key voicenav does not find in the app's Localizable tables", call)
        }
        let values = call.arguments.filter { $0.label?.text != "preferredLanguages" }.map { evaluate($0.expression, in: scope) }
        // UIKit is given the text (as `NSLocalizedString` gives it); SwiftUI's `Text` looks its key up itself.
        if values.isEmpty {
            return types.host == nil ? .string(key, localizable: true) : .string(types.translate(key), localizable: false)
        }
        if let open = values.first(where: \.isUnknown) { return open.asUnknown }
        return StringFormat.format(types.translate(key), values).map { .string($0, localizable: false) }
            ?? unknown("a text formatted in a way voicenav does not follow", call)
    }
}
