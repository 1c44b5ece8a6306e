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

    /// `Bundle.main.object(forInfoDictionaryKey: "KEY")`: the value; nil for any other call.
    func infoDictionaryCall(_ call: FunctionCallExprSyntax, in scope: SwiftScope) -> SwiftValue? {
        guard let access = call.calledExpression.as(MemberAccessExprSyntax.self),
              access.declName.baseName.text == "object", call.arguments.first?.label?.text == "forInfoDictionaryKey",
              let base = access.base, Self.isMainBundle(base), let argument = call.arguments.first,
              case .string(let key, _) = evaluate(argument.expression, in: scope), let info = appInfo else { return nil }
        return value(key, in: info, at: call)
    }

    /// `Bundle.main.infoDictionary` as a whole (`let info = Bundle.main.infoDictionary!`, then
    /// `info["CFBundleVersion"]`): its texts, numbers and flags as texts, as `value` gives them; a
    /// list or a dictionary in it, and a value a build setting voicenav does not find fills in, run time's.
    func infoDictionary(_ info: SwiftAppInfo, at node: some SyntaxProtocol) -> SwiftValue {
        let keys = info.values.keys.sorted()
        return .dictionary(keys.map { .string($0, localizable: false) }, keys.map { key in
            info.string(key) == nil && !info.unresolved.contains(key)
                ? unknown("the app's \(key), which voicenav does not read", node) : value(key, in: info, at: node)
        })
    }

    /// The text at `key`; nil where the Info.plist has none; unknown where a build setting voicenav
    /// does not find gives it.
    private func value(_ key: String, in info: SwiftAppInfo, at node: some SyntaxProtocol) -> SwiftValue {
        if info.unresolved.contains(key) {
            return unknown("the app's \(key), which a build setting voicenav does not find fills in", node)
        }
        return info.string(key).map { .string($0, localizable: false) } ?? SwiftValue.none
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
