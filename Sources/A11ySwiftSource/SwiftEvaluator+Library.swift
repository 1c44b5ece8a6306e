import SwiftSyntax

/// The standard library's and Foundation's calls whose results the source fixes: texts filled
/// from a format, and the names of types (SwiftSourceReading.md, "Texts").
extension SwiftEvaluator {
    /// `String(format: "%d of %@", n, total)`, `String(format:locale:arguments:)`,
    /// `NSString(format:locale:arguments:)`: filled as Foundation fills it.
    func formatted(_ call: FunctionCallExprSyntax, arguments: [LabeledExprSyntax], in scope: SwiftScope) -> SwiftValue {
        let format = evaluate(arguments[0].expression, in: scope)
        guard case .string(let text, _) = format else {
            return format.isUnknown ? format.asUnknown : unknown("a formatted text", call)
        }
        var values: [SwiftValue] = []
        for argument in arguments.dropFirst() where argument.label?.text != "locale" {
            let value = evaluate(argument.expression, in: scope)
            if argument.label?.text == "arguments", case .array(let items) = value {
                values += items
            } else {
                values.append(value)
            }
        }
        if let first = values.first(where: \.isUnknown), let reason = first.runTimeReason {
            // Parts only run time gives (`"Device name: %@"` of a device's name): the rest of the text shows.
            guard let text = fill(text, values, runTime: Self.partialMark),
                  text.contains(where: { $0.isLetter || $0.isNumber }) else {
                return first.asUnknown
            }
            return .partial(text, reason.what, reason.place)
        }
        return fill(text, values).map { .string($0, localizable: false) }
            ?? unknown("a text formatted in a way voicenav does not follow", call)
    }

    /// `format` filled with `values`: the forms by count of a format the app's tables gave taken
    /// first (SwiftTypes+Texts.swift).
    func fill(_ format: String, _ values: [SwiftValue], runTime: String? = nil) -> String? {
        types?.fill(format, values, runTime: runTime) ?? StringFormat.format(format, values, runTime: runTime)
    }

    /// `String.localizedStringWithFormat("Version %@", version)` (also `NSString`'s): filled as
    /// `String(format:)` fills it, in the screen's language; nil for any other call.
    func localizedFormat(_ call: FunctionCallExprSyntax, in scope: SwiftScope) -> SwiftValue? {
        guard let access = call.calledExpression.as(MemberAccessExprSyntax.self),
              access.declName.baseName.text == "localizedStringWithFormat",
              ["String", "NSString"].contains(access.base?.as(DeclReferenceExprSyntax.self)?.baseName.text ?? ""),
              !call.arguments.isEmpty else { return nil }
        return formatted(call, arguments: Array(call.arguments), in: scope)
    }

    /// A number's or a Boolean's property the project's extension adds (`count.stringValue` of `extension Int`),
    /// run with the value as `self`; nil for another value or a name no extension adds.
    func addedProperty(_ name: String, of value: SwiftValue) -> SwiftValue? {
        switch value {
        case .int, .double, .bool: types?.property(name, of: value, from: file)
        default: nil
        }
    }

    /// `type(of: value)`: an enum case's type, an object's class, a text's `String`.
    func typeOf(_ value: SwiftValue) -> SwiftValue {
        switch value.caseName {
        case .symbol(let path):
            guard let dot = path.lastIndex(of: ".") else { return value }
            return .symbol(String(path[..<dot]))
        case .object(let type, _) where type != Self.caseType: return .symbol(type)
        case .string: return .symbol("String")
        case .int: return .symbol("Int")
        case .double: return .symbol("Double")
        case .bool: return .symbol("Bool")
        default: return value
        }
    }

    /// `String(reflecting:)` and `String(describing:)` of a type or an enum's case: the name Swift
    /// prints. Reflecting, the name is qualified by the types it is nested in and by its module,
    /// taken to be named as the project's folder (code that prints it usually drops that part).
    func described(_ value: SwiftValue, reflecting: Bool, at node: some SyntaxProtocol) -> SwiftValue {
        switch value {
        case .symbol(let path):
            guard reflecting else { return .string(String(path.lastComponent), localizable: false) }
            let first = String(path.prefix { $0 != "." })
            let outer = types.map { types in
                types.declarations(of: first, from: file).first { !$0.group.is(ExtensionDeclSyntax.self) }
                    .map { Self.enclosingTypes(of: $0.group) } ?? []
            } ?? []
            let module = types?.project.map { String($0.root.split(separator: "/").last ?? "App") } ?? "App"
            return .string(([module] + outer + [path]).joined(separator: "."), localizable: false)
        case .string(let text, _): return .string(text, localizable: false)
        case .member(let name): return .string(name, localizable: false)   // a case written `.name`
        case .int(let number): return .string(String(number), localizable: false)
        case .bool(let flag): return .string(String(flag), localizable: false)
        case .unknown: return value
        default: return unknown("a value's description", node)
        }
    }

    /// `Cell.description()` and `NSStringFromClass(Cell.self)` of a class (a metatype the code holds, `row.cellClass`):
    /// the name Objective-C gives it, NSObject's class description, qualified by the module for a class of the project
    /// (`App.SwitchCell`), UIKit's alone (`UITableViewCell`); nil for a call of another shape or on another value.
    func className(_ call: FunctionCallExprSyntax, in scope: SwiftScope) -> SwiftValue? {
        let access = call.calledExpression.as(MemberAccessExprSyntax.self)
        let target = access?.declName.baseName.text == "description" && call.arguments.isEmpty ? access?.base
            : call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "NSStringFromClass"
                && call.arguments.count == 1 ? call.arguments.first?.expression : nil
        // (A path only, which evaluating twice costs nothing and changes nothing: the call is evaluated again when this
        // is not a class's name.)
        guard let target, Self.isPath(target), case .symbol(let path) = evaluate(target, in: scope) else { return nil }
        if UIKitClasses.superclasses[path] != nil { return .string(path, localizable: false) }
        // (A class of the project's, not an enum's case, `mode.description()` of a case its enum's method describes.)
        guard let types, types.declarations(of: path, from: file).contains(where: { $0.group.is(ClassDeclSyntax.self) })
        else { return nil }
        return described(.symbol(path), reflecting: true, at: call)
    }

    /// A type's name as the code at `node` means it: a type nested in another (an `enum Text` in
    /// each controller) is the one nested in the nearest type enclosing the code, by its path
    /// (`SymptomsViewController.Text`), as Swift's lexical lookup finds it.
    func qualified(_ name: String, at node: some SyntaxProtocol) -> String {
        guard let types else { return name }
        // A path (`Text.Heading`, a case of the nested `Text`): its first name qualified as code at `node` means it.
        if let dot = name.firstIndex(of: ".") {
            let head = String(name[..<dot])
            let path = qualified(head, at: node)
            return path == head ? name : path + name[dot...]
        }
        // A name the file's `typealias` gives a type: that type.
        if let target = types.aliasName(name, from: file, at: node) { return target }
        let declared = types.declarations(of: name, from: file).filter { !$0.group.is(ExtensionDeclSyntax.self) }
        // (A top-level type needs no path; one nested in another is named by it even when the file
        // sees only one, as code running in other files must tell it from others of its name.)
        guard declared.contains(where: { SwiftTypes.outerName(of: $0.group) != nil }) else { return name }
        for enclosing in Self.enclosingTypes(of: node).reversed() {
            let last = String(enclosing.lastComponent)
            if declared.contains(where: { SwiftTypes.outerName(of: $0.group) == last }) { return enclosing + "." + name }
        }
        return name
    }

    /// The names of the types a declaration is nested in, outermost first (an extension of
    /// `A.B` counts as both).
    static func enclosingTypes(of group: some SyntaxProtocol) -> [String] {
        var names: [String] = []
        var node = group.parent
        while let current = node {
            if let outer = current.asProtocol((any DeclGroupSyntax).self) {
                if let type = outer.as(ExtensionDeclSyntax.self)?.extendedType {
                    names.insert(type.trimmedDescription, at: 0)
                } else if let named = outer as? any NamedDeclSyntax {
                    names.insert(named.name.text, at: 0)
                }
            }
            node = current.parent
        }
        return names
    }
}
