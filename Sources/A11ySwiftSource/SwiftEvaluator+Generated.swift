import SwiftSyntax

/// Texts through code that a build tool generates from the app's tables (SwiftSourceReading.md,
/// "Texts"): the generated file is made when the app is built, so it is not in the project; the
/// tables it is made from are.
extension SwiftEvaluator {
    /// `R.string.localizable.key(…)` (R.swift): the text of the key of `Localizable` whose
    /// generated name is `key`, filled with the call's arguments where the text is a format (a
    /// `preferredLanguages:` argument aside). Nil when the call is not one.
    func generatedText(_ call: FunctionCallExprSyntax, in scope: SwiftScope) -> SwiftValue? {
        guard let access = call.calledExpression.as(MemberAccessExprSyntax.self) else { return nil }
        if let text = swiftGenCall(call, access: access, in: scope) { return text }
        // (A key that is a Swift keyword is written in backticks: `` R.string.localizable.`default`() ``.)
        guard let path = Self.rswiftPath(ExprSyntax(access), depth: 3), path.count == 3, path[0] == "string",
              let types else { return nil }
        guard path[1] == "localizable" else {
            return unknown("a text of R.swift's \(path[1]) table, which voicenav does not read", call)
        }
        let name = path[2]
        guard let key = types.generatedKey(name) else {
            return unknown("R.string.localizable.\(name), a key voicenav does not find in the app's Localizable tables", call)
        }
        let values = call.arguments.filter { $0.label?.text != "preferredLanguages" }.map { evaluate($0.expression, in: scope) }
        // UIKit is given the text (as `NSLocalizedString` gives it); SwiftUI's `Text` looks its key up itself.
        if values.isEmpty {
            return types.host == nil ? .string(key, localizable: true) : .string(types.localized(key), localizable: false)
        }
        if let open = values.first(where: \.isUnknown) { return open.asUnknown }
        return types.fill(types.localized(key), values).map { .string($0, localizable: false) }
            ?? unknown("a text formatted in a way voicenav does not follow", call)
    }

    /// The names after `R` of an R.swift path (`R.string.localizable.title` is `string`, `localizable`, `title`; a name
    /// written in backticks without them), up to `depth` members deep; nil for any other expression.
    static func rswiftPath(_ expression: ExprSyntax?, depth: Int) -> [String]? {
        // (Asked of most calls and members: the root is found before any name is made.)
        var accesses: [MemberAccessExprSyntax] = []
        var current = expression
        while let access = current?.as(MemberAccessExprSyntax.self), accesses.count < depth {
            accesses.append(access)
            current = access.base
        }
        guard current?.as(DeclReferenceExprSyntax.self)?.baseName.text == "R" else { return nil }
        return accesses.reversed().map { String($0.declName.baseName.text.filter { $0 != "`" }) }
    }

    /// R.swift's resources not called: `R.string.localizable.title.key` is the key itself, as its `key` gives it
    /// (`.key.localized()` then looks it up); `R.nib.coinViewCell.name` the nib's name. Nil for any other member access.
    func generatedKey(_ access: MemberAccessExprSyntax) -> SwiftValue? {
        // (Asked of every member of a member: the cheap test first.)
        let member = access.declName.baseName.text
        guard member == "key" || member == "name", let types,
              let path = Self.rswiftPath(access.base.map(ExprSyntax.init), depth: 3) else { return nil }
        switch (member, path.count, path.first) {
        case ("name", 2, "nib"):
            return types.project?.generatedResource(.nib, named: path[1]).map { .string($0, localizable: false) }
        case ("key", 3, "string") where path[1] == "localizable":
            guard let key = types.generatedKey(path[2]) else {
                return unknown("R.string.localizable.\(path[2]), a key voicenav does not find in the app's Localizable "
                               + "tables", access)
            }
            return .string(key, localizable: false)
        default:
            return nil
        }
    }

    /// Xcode's symbol of a String Catalog key (`.settingsTitle`, `LocalizedStringResource.settingsTitle`, made from
    /// the key "Settings.Title" when the app's build generates them): the key's text, as the generated resource
    /// gives it; nil when no catalog key has that symbol.
    func catalogSymbolText(_ name: String) -> SwiftValue? {
        guard let types, let key = types.catalogSymbolKey(name, nil) else { return nil }
        // UIKit is given the text; SwiftUI's `Text` looks its key up itself.
        return types.host == nil ? .string(key, localizable: true) : .string(types.localized(key), localizable: false)
    }

    /// Xcode's symbol of a key of another String Catalog than `Localizable`, nested under the table's name
    /// (`.GameSetup.title`, `LocalizedStringResource.GameSetup.title`: the key "Title" of `GameSetup.xcstrings`): the
    /// key's text in that table; nil for any other member access.
    func tableSymbolText(_ access: MemberAccessExprSyntax) -> SwiftValue? {
        // (Asked of every member of a member: the cheap test first.)
        guard let table = access.base?.as(MemberAccessExprSyntax.self),
              table.base == nil || table.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "LocalizedStringResource",
              table.declName.baseName.text.namesType, let types else { return nil }
        let name = table.declName.baseName.text
        guard let key = types.catalogSymbolKey(access.declName.baseName.text, name) else { return nil }
        return .string(types.localized(key, table: name), localizable: false)
    }

    /// Whether `expression` names a generated resource (`.GameSetup.title`, `LocalizedStringResource.title`): what it
    /// gives is its text already, not a key to look up again.
    static func namesResource(_ expression: ExprSyntax) -> Bool {
        guard let access = expression.as(MemberAccessExprSyntax.self) else { return false }
        guard let base = access.base else { return true }
        return base.is(MemberAccessExprSyntax.self)
            || base.as(DeclReferenceExprSyntax.self)?.baseName.text == "LocalizedStringResource"
    }

    /// A value given as a key (`String(localized:)`'s): a catalog key's generated symbol is its key
    /// (`.settingsTitle` → "Settings.Title"); any other value as it is.
    func asLocalizationKey(_ value: SwiftValue) -> SwiftValue {
        guard case .member(let name) = value, let key = types?.catalogSymbolKey(name, nil) else { return value }
        return .string(key, localizable: true)
    }

    /// SwiftGen's `L10n.Pdf.Locked.locked` (its default `structured-swift5` template): the text of
    /// the key whose path that is ("pdf.locked.locked"), translated, as the generated accessor
    /// gives it. Nil for another path, a nested enum of it (a capitalised name), or when the
    /// project declares `L10n` itself (its generated file committed: that code runs instead).
    func swiftGenText(_ path: String, at node: some SyntaxProtocol) -> SwiftValue? {
        guard file.mentionsL10n, path.hasPrefix("L10n."), let types, types.declarations(of: "L10n", from: file).isEmpty
        else { return nil }
        let rest = String(path.dropFirst(5))
        guard let key = types.swiftGenKey(rest) else {
            if rest.split(separator: ".").last?.namesType == true { return nil }
            return unknown("\(path), a key voicenav does not find in the app's Localizable tables", node)
        }
        return .string(types.localized(key), localizable: false)
    }

    /// SwiftGen's accessor of a text with arguments (`L10n.Items.count(3)` for "items.count" =
    /// "%d items"): the translation filled with them.
    private func swiftGenCall(_ call: FunctionCallExprSyntax, access: MemberAccessExprSyntax,
                              in scope: SwiftScope) -> SwiftValue? {
        guard file.mentionsL10n, let base = access.base,
              var root = base.as(MemberAccessExprSyntax.self)?.base ?? Optional(base) else { return nil }
        while let inner = root.as(MemberAccessExprSyntax.self)?.base { root = inner }
        guard root.as(DeclReferenceExprSyntax.self)?.baseName.text == "L10n", let path = typePath(base, in: scope),
              let text = swiftGenText(path + "." + access.declName.baseName.text, at: call) else { return nil }
        guard case .string(let format, _) = text else { return text }
        let values = call.arguments.map { evaluate($0.expression, in: scope) }
        if let open = values.first(where: \.isUnknown) { return open.asUnknown }
        return (types?.fill(format, values) ?? StringFormat.format(format, values)).map { .string($0, localizable: false) }
            ?? unknown("a text formatted in a way voicenav does not follow", call)
    }
}
