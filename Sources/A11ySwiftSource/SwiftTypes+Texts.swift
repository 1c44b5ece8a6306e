import A11yLocalization
import SwiftSyntax

/// Texts looked up in the app's tables by the code (SwiftSourceReading.md, "Texts"): a named
/// table's, and the forms by count a format keeps until it is filled.
extension SwiftTypes {
    /// Texts read from `strings` in `language` (nil: the development language's): the named
    /// tables' and the forms by count, beside `translate`.
    func readTables(_ strings: SwiftStrings, language: String?) {
        tableText = { strings.text(for: $0, table: $1, language: language) }
        pluralText = { strings.plural(for: $0, table: $1, language: language) }
        holdsText = { strings.lookUp($0, table: $1, language: language) != nil }
        catalogSymbolKey = { strings.key(catalogSymbol: $0, table: $1) }
    }

    /// `key`'s text in the table named `table` (nil or `Localizable`: the default one). A key
    /// whose text depends on a count (a `.stringsdict` entry, a catalog's plural variations) gives
    /// its format, and its forms are kept with that format, as Foundation's lookup keeps them with
    /// the string it returns, for `fill` to find when the format is filled.
    func localized(_ key: String, table: String? = nil) -> String {
        if let plural = pluralText(key, table) { pluralFormats[plural.format] = plural }
        guard let table, table != "Localizable" else { return translate(key) }
        return tableText(key, table)
    }

    /// Foundation's lookup with a `value:` (`localizedString(forKey:value:table:)`): the text of `key`, else that
    /// value (when not empty), else the key; a text the same as its key is a text found.
    func localized(_ key: String, table: String?, value: String?) -> String {
        if let value, !value.isEmpty, !holdsText(key, table) { return value }
        return localized(key, table: table)
    }

    /// `format` filled with `values` as `String(format:)` fills it (StringFormat), the forms of a
    /// format a lookup gave taken first for the counts among `values`, in the screen's language.
    func fill(_ format: String, _ values: [SwiftValue], runTime: String? = nil) -> String? {
        guard let plural: PluralText = pluralFormats[format] else { return StringFormat.format(format, values, runTime: runTime) }
        let resolved = plural.resolved(language: device.language,
                                       count: { values.indices.contains($0 - 1) ? values[$0 - 1].number : nil },
                                       firstNumber: values.firstIndex { $0.number != nil }.map { $0 + 1 })
        return StringFormat.format(resolved ?? format, values, runTime: runTime)
    }
}

extension SwiftEvaluator {
    /// What Foundation's lookup gives `key` where a call names its table (`tableName:`, `table:`) and the text for a
    /// key no table holds (`value:`), as `NSLocalizedString` and `String(localized:)` take them.
    func lookedUp(_ key: String, arguments: some Collection<LabeledExprSyntax>, in scope: SwiftScope) -> String {
        func given(_ labels: Set<String>) -> String? {
            arguments.first { labels.contains($0.label?.text ?? "_") }.flatMap { evaluate($0.expression, in: scope).string }
        }
        return types?.localized(key, table: given(["tableName", "table"]), value: given(["value"])) ?? key
    }

    /// What `NSLocalizedString` and `String(localized:)` give: the text of the key their first argument gives (a
    /// catalog symbol's key, `asLocalizationKey`) as `lookedUp` finds it; a generated resource's text as it is
    /// (`namesResource`); any other value as it is.
    func localizedText(_ arguments: some Collection<LabeledExprSyntax>, in scope: SwiftScope) -> SwiftValue {
        guard let first = arguments.first else { return SwiftValue.none }
        let given = asLocalizationKey(evaluate(first.expression, in: scope))
        guard case .string(let key, let localizable) = given else { return given }
        if !localizable && Self.namesResource(first.expression) { return given }
        return .string(lookedUp(key, arguments: arguments, in: scope), localizable: false)
    }
}
