import A11ySceneModel
import SwiftSyntax

/// The standard library's calls the UIKit reader follows on known values (SwiftSourceReading.md,
/// "What is followed"): arrays' `forEach`, `map`, `reduce(into:)`, `append` and `joined`, texts'
/// tests and parts, and `withVaList`.
extension UIKitReader {
    /// The UIKit class of the property an implicit `.init(…)` is assigned to, directly or in an
    /// array literal (`navigationItem.rightBarButtonItems = [.init(barButtonSystemItem: .add, …)]`).
    static func assignedType(of call: FunctionCallExprSyntax) -> String? {
        var node = Syntax(call).parent
        for _ in 0..<4 {
            guard let current = node else { return nil }
            if let sequence = current.as(SequenceExprSyntax.self), sequence.elements.count == 3,
               sequence.elements.dropFirst().first?.is(AssignmentExprSyntax.self) == true,
               let target = sequence.elements.first {
                let name = target.as(MemberAccessExprSyntax.self)?.declName.baseName.text
                    ?? target.as(DeclReferenceExprSyntax.self)?.baseName.text
                return name.flatMap { typedProperties[$0] }
            }
            node = current.parent
        }
        return nil
    }

    /// UIKit's properties whose type an implicit `.init(…)` given to them makes.
    static let typedProperties = ["rightBarButtonItem": "UIBarButtonItem", "leftBarButtonItem": "UIBarButtonItem",
                                  "backBarButtonItem": "UIBarButtonItem", "rightBarButtonItems": "UIBarButtonItem",
                                  "leftBarButtonItems": "UIBarButtonItem", "toolbarItems": "UIBarButtonItem",
                                  "tabBarItem": "UITabBarItem"]

    /// `withVaList(arguments) { … }`: the closure run with the arguments as its list, which
    /// `String(format:arguments:)` and `NSString(format:locale:arguments:)` fill a format with.
    func withVaList(_ call: FunctionCallExprSyntax, evaluator: SwiftEvaluator, in scope: SwiftScope) -> SwiftValue? {
        let values = Self.values(of: call, evaluator: evaluator, in: scope)
        guard values.count == 2, case .array = values[0].value, case .opaque(let box) = values[1].value,
              let closure = box.value as? ClosureValue else { return nil }
        return runClosure(closure, with: [values[0].value])
    }

    /// The standard library's methods of a known array (SwiftEvaluator+Collections), and
    /// `append` and `forEach`/`map` given a method (`forEach(stack.addArrangedSubview)`).
    func arrayCall(_ name: String, items: [SwiftValue], call: FunctionCallExprSyntax, evaluator: SwiftEvaluator,
                           in scope: SwiftScope) -> SwiftValue? {
        if let value = evaluator.takenElement(call, items: items, in: scope)
            ?? evaluator.arrayMethod(name, items: items, call: call, in: scope) { return value }
        if name == "append", call.arguments.first?.label?.text == "contentsOf",
           let access = call.calledExpression.as(MemberAccessExprSyntax.self), let base = access.base,
           let argument = call.arguments.first, case .array(let more) = evaluator.evaluate(argument.expression,
               as: evaluator.appendedType(argument, to: base, in: scope), in: scope) {
            // `views.append(contentsOf: [a, b])`.
            assignArray(base, items + more, evaluator: evaluator, in: scope)
            return SwiftValue.none
        }
        if name == "append", call.arguments.count == 1, call.arguments.first?.label == nil,
           let access = call.calledExpression.as(MemberAccessExprSyntax.self), let base = access.base,
           let argument = call.arguments.first {
            // `views.append(view)` where it is a closure's only expression (a statement's is the evaluator's).
            let added = evaluator.evaluate(argument.expression, as: evaluator.appendedType(argument, to: base, in: scope),
                                           in: scope)
            assignArray(base, items + [added], evaluator: evaluator, in: scope)
            return SwiftValue.none
        }
        guard ["forEach", "map", "compactMap"].contains(name), let given = call.arguments.first?.expression,
              call.trailingClosure == nil else { return nil }
        var results: [SwiftValue] = []
        // The receiver of a method given by reference (`stack.addArrangedSubview`), evaluated once.
        let receiver = given.as(MemberAccessExprSyntax.self)?.base.map { evaluator.evaluate($0, in: scope) }
        for item in items {
            guard types.step() else { break }
            if let reference = given.as(MemberAccessExprSyntax.self), let object = receiver,
               case .object(let type, _) = object {
                results.append(method(reference.declName.baseName.text, of: object, type: type, values: [("_", item)],
                                      call: call, evaluator: evaluator, in: scope) ?? .none)
            } else if let reference = given.as(MemberAccessExprSyntax.self), reference.declName.baseName.text == "init",
                      let base = reference.base, let type = evaluator.typePath(base, in: scope) {
                // `tasks.map(TaskCellReactor.init)`: each made by the initializer taking one value.
                results.append(madeByReference(type, from: item, at: call, evaluator: evaluator) ?? .none)
            } else if let reference = given.as(DeclReferenceExprSyntax.self), let me = scope["self"],
                      case .object(let type, _) = me {
                results.append(method(reference.baseName.text, of: me, type: type, values: [("_", item)], call: call,
                                      evaluator: evaluator, in: scope) ?? .none)
            }
        }
        if name == "compactMap" { results.removeAll { if case .none = $0 { true } else { false } } }
        return name == "forEach" ? SwiftValue.none : .array(results)
    }

    /// `name = items` for a local or a property of `self` (a known array changed by a method).
    func assignArray(_ target: ExprSyntax, _ items: [SwiftValue], evaluator: SwiftEvaluator, in scope: SwiftScope) {
        if let reference = target.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.text
            var holder: SwiftScope? = scope
            while let current = holder, !current.holds(name) { holder = current.parent }
            (holder ?? scope)[name] = .array(items)
        } else if let access = target.as(MemberAccessExprSyntax.self), let base = access.base,
                  let fields = Self.fields(evaluator.evaluate(base, in: scope)) {
            fields[access.declName.baseName.text] = .array(items)
        }
    }

    /// The standard library's tests and parts of a known text (`hasPrefix`, `hasSuffix`,
    /// `contains`, `dropFirst`, `dropLast`, `prefix`, `suffix`, `drop(while:)`, `prefix(while:)`), else a
    /// method the project adds to `String` (`"key".localized()`), run with the string as `self`.
    func stringMethod(_ name: String, of value: SwiftValue, call: FunctionCallExprSyntax, evaluator: SwiftEvaluator,
                              in scope: SwiftScope) -> SwiftValue? {
        if let text = value.string, let parts = evaluator.textMethod(name, text: text, call: call, in: scope) { return parts }
        let values = Self.values(of: call, evaluator: evaluator, in: scope)
        if ["dropFirst", "dropLast", "prefix", "suffix"].contains(name), let text = value.string, values.count <= 1,
           values.first.map({ $0.label == "_" }) ?? true {
            let count = values.first.map { $0.value.number.map { max(0, Int($0)) } } ?? 1
            guard let count else { return values[0].value.isUnknown ? values[0].value : nil }
            let part = switch name {
            case "dropFirst": text.dropFirst(count)
            case "dropLast": text.dropLast(count)
            case "prefix": text.prefix(count)
            default: text.suffix(count)
            }
            return .string(String(part), localizable: false)
        }
        if ["drop", "prefix"].contains(name), values.count == 1, [Self.trailingLabel, "while"].contains(values[0].label),
           case .opaque(let box) = values[0].value, let test = box.value as? ClosureValue, let text = value.string {
            // `drop(while:)`, `prefix(while:)`: the characters the closure holds true for, one by one.
            var count = 0
            for character in text {
                guard types.step() else { return nil }
                let holds = runClosure(test, with: [.string(String(character), localizable: false)])
                guard case .bool(let yes) = holds else { return holds.isUnknown ? holds : nil }
                if !yes { break }
                count += 1
            }
            return .string(String(name == "drop" ? text.dropFirst(count) : text.prefix(count)), localizable: false)
        }
        if ["hasPrefix", "hasSuffix", "contains"].contains(name), values.count == 1, let text = value.string {
            guard let other = values[0].value.string else { return values[0].value.isUnknown ? values[0].value : nil }
            return .bool(name == "hasPrefix" ? text.hasPrefix(other) : name == "hasSuffix" ? text.hasSuffix(other)
                            : text.contains(other))
        }
        guard let found = method(name, of: "String", arguments: values.map(\.label), from: evaluator.file) else {
            return libraryLocalized(name, key: value, values: values, call: call, evaluator: evaluator)
        }
        return run(found.function, in: found.declaration.file, owner: "String", on: value, arguments: values)
    }

    /// A localization library's methods on a key (the project declares none of their name): Localize-Swift's
    /// `"key".localized()` and `localizedFormat(…)`, SwifterSwift's `localized(comment:)`. Each is the key's text in
    /// the app's tables as `NSLocalizedString` gives it (the device's language, on a fresh install where no language
    /// was chosen in the app), a format filled with the arguments; nil for any other call.
    private func libraryLocalized(_ name: String, key: SwiftValue, values: [(label: String, value: SwiftValue)],
                                  call: FunctionCallExprSyntax, evaluator: SwiftEvaluator) -> SwiftValue? {
        let localize = projectImports("Localize_Swift")
        switch name {
        case "localized" where localize && values.isEmpty,
             "localized" where projectImports("SwifterSwift") && values.map(\.label) == ["comment"]:
            guard let text = key.string else { return key.isUnknown ? key : nil }
            return .string(types.localized(text), localizable: false)
        case "localizedFormat" where localize:
            guard let text = key.string else { return key.isUnknown ? key : nil }
            if let open = values.first(where: { $0.value.isUnknown }) { return open.value }
            return types.fill(types.localized(text), values.map(\.value)).map { .string($0, localizable: false) }
                ?? evaluator.unknown("a text formatted in a way voicenav does not follow", call)
        default:
            return nil
        }
    }

    /// Where no project folder was found above the file, the first call of a method of `self` (as
    /// a statement) that no file read declares says so, once: the project's other files were
    /// likely not read. (It may be UIKit's own method; the note is about the folder.)
    func noteMissingMethod(_ name: String, call: FunctionCallExprSyntax, evaluator: SwiftEvaluator,
                                   in scope: SwiftScope) {
        // (In an extension of UIKit's own class, such a call is UIKit's method.)
        guard case .object(let type, _)? = scope["self"], type != SwiftEvaluator.caseType, !type.hasPrefix("("),
              UIKitClasses.superclasses[type] == nil, !UIKitReader.valueTypes.contains(type),
              call.parent?.is(CodeBlockItemSyntax.self) == true || call.parent?.is(ExpressionStmtSyntax.self) == true,
              !Self.globalFunctions.contains(name), !Self.uikitOwnMethods.contains(name), let project,
              !project.hasProjectFolder else { return }
        noteOnce("project folder", "no project folder was found above this file (one holding an .xcodeproj, a Package.swift "
                 + "or .git): only the Swift files under \(project.root) are read, so calls like \(name)(…) into code "
                 + "in other folders are not run", at: evaluator.file.position(call))
    }

    /// UIKit's methods of views and controllers that code calls on `self` and the reader does not
    /// model (they change nothing VoiceOver reads here): not missing methods of the project.
    static let uikitOwnMethods: Set<String> = [
        "addChild", "didMove", "willMove", "removeFromParent", "setNeedsStatusBarAppearanceUpdate",
        "setNeedsUpdateOfHomeIndicatorAutoHidden", "setNeedsUpdateOfScreenEdgesDeferringSystemGestures", "addKeyCommand",
        "setEditing", "updateViewConstraints", "setToolbarItems", "invalidateIntrinsicContentSize", "endEditing",
        "registerForTraitChanges", "traitCollectionDidChange", "viewWillTransition", "setNeedsFocusUpdate",
        "updateFocusIfNeeded", "setOverrideTraitCollection", "preferredContentSizeDidChange", "loadViewIfNeeded",
        "performSelector", "setValue", "value", "observeValue", "addObserver", "removeObserver",
    ]

    /// The standard library's and Foundation's functions code calls as statements.
    static let globalFunctions: Set<String> = ["print", "debugPrint", "dump", "assert", "assertionFailure", "precondition",
                                               "preconditionFailure", "fatalError", "NSLog", "os_log", "swap",
                                               "withExtendedLifetime", "autoreleasepool", "withAnimation"]

    /// `Type.init` given as a function of one value (`map(TaskCellReactor.init)`): an instance made by the project's
    /// initializer of `type` that takes one argument, given `value`; nil where it has none.
    private func madeByReference(_ type: String, from value: SwiftValue, at call: FunctionCallExprSyntax,
                                 evaluator: SwiftEvaluator) -> SwiftValue? {
        let initializers = types.declarations(of: type, from: evaluator.file).flatMap { declaration in
            declaration.group.memberBlock.members.compactMap { $0.decl.as(InitializerDeclSyntax.self) }
        }
        guard let one = initializers.first(where: { $0.signature.parameterClause.parameters.count == 1 }),
              let parameter = one.signature.parameterClause.parameters.first else { return nil }
        // The value bound to a name no code can write, given under the parameter's label.
        let scope = SwiftScope()
        scope[Self.referenceArgument] = value
        let label = parameter.firstName.text
        let argument = LabeledExprSyntax(label: label == "_" ? nil : .identifier(label),
                                         colon: label == "_" ? nil : .colonToken(trailingTrivia: .space),
                                         expression: DeclReferenceExprSyntax(baseName: .identifier(Self.referenceArgument)))
        if makesObjects(of: type, from: evaluator.file) {
            return make(type, arguments: [argument], at: call, evaluator: evaluator, in: scope)
        }
        return types.make(type, arguments: [argument], at: call, caller: evaluator, in: scope)
    }

    private static let referenceArgument = "#referenceArgument"

    /// SwifterSwift's `button.titleForNormal = …`, `imageForNormal`: the normal state's title and image, as its setters
    /// give them to `setTitle(_:for: .normal)` and `setImage(_:for: .normal)`.
    func swifterSwiftAssigned(_ name: String, of object: SwiftValue) {
        guard case .object(_, let fields) = object, UIKitClasses.kind(of: fields[Self.uikitKey]?.string ?? "") == .button,
              projectImports("SwifterSwift") else { return }
        fields[name == "titleForNormal" ? "title" : "image"] = fields[name] ?? SwiftValue.none
    }
}
