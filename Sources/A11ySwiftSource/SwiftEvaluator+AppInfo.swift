import SwiftSyntax

/// What the code reads of the app's Info.plist (SwiftAppInfo; SwiftSourceReading.md, "What the
/// source fixes"): `Bundle.main.infoDictionary?["CFBundleShortVersionString"]` and
/// `Bundle.main.object(forInfoDictionaryKey: "CFBundleVersion")` as the built app has them, nil for a
/// key it does not have; unknown, as before, where the project has no Info.plist.
extension SwiftEvaluator {
    /// The app's Info.plist as the file's project has it; nil when there is none.
    var appInfo: SwiftAppInfo? {
        guard let info = types?.project?.appInfo(forFile: file.path), info.path != nil || !info.values.isEmpty
        else { return nil }
        return info
    }

    /// `Bundle.main.infoDictionary?["KEY"]` (also `!`): the value; nil for any other subscript.
    func infoDictionaryValue(_ access: SubscriptCallExprSyntax, in scope: SwiftScope) -> SwiftValue? {
        guard Self.isMainBundleMember(access.calledExpression, "infoDictionary"), let index = access.arguments.first,
              case .string(let key, _) = evaluate(index.expression, in: scope), let info = appInfo else { return nil }
        return value(key, in: info, at: access)
    }

    /// Core Foundation's names of the Info.plist's keys (`kCFBundleVersionKey as String`): the keys they stand for.
    static let bundleKeys: [String: String] = [
        "kCFBundleVersionKey": "CFBundleVersion", "kCFBundleNameKey": "CFBundleName",
        "kCFBundleIdentifierKey": "CFBundleIdentifier", "kCFBundleExecutableKey": "CFBundleExecutable",
        "kCFBundleInfoDictionaryVersionKey": "CFBundleInfoDictionaryVersion",
        "kCFBundleDevelopmentRegionKey": "CFBundleDevelopmentRegion", "kCFBundleLocalizationsKey": "CFBundleLocalizations",
    ]

    /// `Bundle.main.object(forInfoDictionaryKey: "KEY")`, also on a value that is the main bundle and,
    /// in the project's extension of `Bundle` called on the main bundle, on `self` (`object(forInfoDictionaryKey:)`
    /// alone): the value; nil for any other call.
    func infoDictionaryCall(_ call: FunctionCallExprSyntax, in scope: SwiftScope) -> SwiftValue? {
        guard call.arguments.count == 1, let argument = call.arguments.first,
              argument.label?.text == "forInfoDictionaryKey" else { return nil }
        let bundle: SwiftValue?
        if let access = call.calledExpression.as(MemberAccessExprSyntax.self), access.declName.baseName.text == "object",
           let base = access.base {
            bundle = Self.isMainBundle(base) ? .symbol("Bundle.main") : evaluate(base, in: scope)
        } else if call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "object" {
            bundle = scope["self"]
        } else {
            return nil
        }
        guard case .symbol("Bundle.main")? = bundle, case .string(let key, _) = evaluate(argument.expression, in: scope),
              let info = appInfo else { return nil }
        return value(key, in: info, at: call)
    }

    /// `infoDictionary` alone in the project's extension of `Bundle` called on the main bundle: the
    /// Info.plist as a whole; nil elsewhere.
    func implicitInfoDictionary(_ reference: DeclReferenceExprSyntax, in scope: SwiftScope) -> SwiftValue? {
        guard reference.baseName.text == "infoDictionary", case .symbol("Bundle.main")? = scope["self"],
              let info = appInfo else { return nil }
        return infoDictionary(info, at: reference)
    }

    /// `Bundle.main.infoDictionary` as a whole (`let info = Bundle.main.infoDictionary!`, then
    /// `info["CFBundleVersion"]`): each key's value as `value` gives it.
    func infoDictionary(_ info: SwiftAppInfo, at node: some SyntaxProtocol) -> SwiftValue {
        let keys = info.values.keys.sorted()
        return .dictionary(keys.map { .string($0, localizable: false) }, keys.map { value($0, in: info, at: node) })
    }

    /// The value at `key`: a text (a number as its text, as before); a flag, a list or a dictionary as
    /// itself (an app's own settings: `AppConfig` → `SupportEmail`); nil where the Info.plist has none;
    /// unknown where a build setting voicenav does not find gives it, or for a date or data.
    private func value(_ key: String, in info: SwiftAppInfo, at node: some SyntaxProtocol) -> SwiftValue {
        if info.unresolved.contains(key) {
            return unknown("the app's \(key), which a build setting voicenav does not find fills in", node)
        }
        if let text = info.string(key) { return .string(text, localizable: false) }
        guard let stored = info.values[key] else { return SwiftValue.none }
        return Self.plistValue(stored) ?? unknown("the app's \(key), which voicenav does not read", node)
    }

    /// A property list's value as the evaluator's: texts, numbers, flags, lists and dictionaries
    /// (keys in order); nil for anything else.
    private static func plistValue(_ stored: any Sendable) -> SwiftValue? {
        switch stored {
        case let text as String: .string(text, localizable: false)
        case let flag as Bool: .bool(flag)
        case let number as Int: .int(number)
        case let number as Double: .double(number)
        case let list as [any Sendable]:
            list.map(plistValue).contains { $0 == nil } ? nil : .array(list.compactMap(plistValue))
        case let map as [String: any Sendable]:
            dictionary(map)
        default: nil
        }
    }

    private static func dictionary(_ map: [String: any Sendable]) -> SwiftValue? {
        let keys = map.keys.sorted()
        let values = keys.compactMap { map[$0].flatMap(plistValue) }
        return values.count == keys.count ? .dictionary(keys.map { .string($0, localizable: false) }, values) : nil
    }

    /// Whether `expression` is `Bundle.main.name` (`?` or `!` after it aside).
    private static func isMainBundleMember(_ expression: ExprSyntax, _ name: String) -> Bool {
        guard let access = unwrapped(expression).as(MemberAccessExprSyntax.self), access.declName.baseName.text == name,
              let base = access.base else { return false }
        return isMainBundle(base)
    }

    private static func isMainBundle(_ expression: ExprSyntax) -> Bool {
        guard let access = expression.as(MemberAccessExprSyntax.self), access.declName.baseName.text == "main" else {
            return false
        }
        return access.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "Bundle"
    }
}
