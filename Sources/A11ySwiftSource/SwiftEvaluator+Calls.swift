import SwiftSyntax

/// Calls: the framework's and the project's first, then those whose result the source fixes; optional chains, which a
/// nil ends (`x?.size.width` of a nil `x` is nil).
extension SwiftEvaluator {
    /// Calls whose result the source fixes: `String(localized:)`, `NSLocalizedString`,
    /// `.constant(x)` (a binding that never changes), `String(x)`, a string's
    /// `uppercased()`/`lowercased()`.
    func call(_ call: FunctionCallExprSyntax, in scope: SwiftScope) -> SwiftValue {
        // A framework the reader models (UIKit's views and controllers) and the project's methods
        // on its objects come first: `NSLocalizedString` there is translated where it is called.
        if let text = generatedText(call, in: scope) { return text }
        // `x?.method(…)` of a nil `x` (a name or a path of names, evaluated twice at no cost): nil,
        // and the method does not run.
        if let base = call.calledExpression.as(MemberAccessExprSyntax.self)?.base?.as(OptionalChainingExprSyntax.self),
           Self.isPath(base.expression), case .none = evaluate(ExprSyntax(base), in: scope) {
            return .none
        }
        // `handler?(…)` of a nil closure (a property or local the code never set, `var header: HeaderFooter?`): nil,
        // as Swift gives it.
        if let chained = call.calledExpression.as(OptionalChainingExprSyntax.self),
           chained.expression.is(DeclReferenceExprSyntax.self) || chained.expression.as(MemberAccessExprSyntax.self)?.base?
               .as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self),
           case .none = evaluate(chained.expression, in: scope) {
            return .none
        }
        // The calls the checks below follow, told apart by the callee's name first (most calls are none of them).
        let calleeName = call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
            ?? call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
            ?? call.calledExpression.as(GenericSpecializationExprSyntax.self)?.expression.as(DeclReferenceExprSyntax.self)?
                .baseName.text ?? ""
        if calleeName == "description" || calleeName == "NSStringFromClass", let name = className(call, in: scope) {
            return name
        }
        if let value = mathCall(call, named: calleeName, in: scope) ?? numberMethod(call, in: scope)
            ?? sequenceCall(call, named: calleeName, in: scope) ?? testClass(call, named: calleeName, in: scope) {
            return value
        }
        if Self.followedCalls.contains(calleeName) || Self.missingDefault(calleeName) != nil,
           let value = deviceCall(call, in: scope) ?? freshDefault(call, in: scope) ?? freshKeychain(call)
            ?? keychainLibrary(call, in: scope) ?? cacheCall(call, in: scope)
            ?? infoDictionaryCall(call, in: scope) ?? localizedFormat(call, in: scope) ?? swinjectResolve(call, in: scope)
            ?? resourceCall(call, in: scope) ?? bundleCall(call, in: scope) {
            return value
        }
        if Self.followedCalls.contains(calleeName), let value = defaultsKitRead(call) { return value }
        if Self.sandboxCalls.contains(calleeName), let value = sandboxCall(call, name: calleeName, in: scope) { return value }
        if let host = types?.host, let value = host.call(call, evaluator: self, in: scope) { return value }
        if let made = makeDictionary(call, in: scope) { return made }
        if calleeName == "URL", let address = webAddress(call, in: scope) { return address }
        let arguments = Array(call.arguments)
        // `bundle.localizedString(forKey:value:table:)` (as generated string constants look texts up):
        // the key's text, else the value given for a key no table has.
        if call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "localizedString",
           let first = arguments.first, first.label?.text == "forKey", let types {
            guard case .string(let key, _) = evaluate(first.expression, in: scope) else {
                return unknown("a text looked up by a key only known when the app runs", call)
            }
            // A language's folder the code picked (`Bundle(path: …/de.lproj)`): that folder's table; else the language shown's.
            let base = call.calledExpression.as(MemberAccessExprSyntax.self)?.base
            let table = arguments.first(where: { $0.label?.text == "table" }).map { evaluate($0.expression, in: scope) }
            let picked = base.flatMap { Self.isPath($0) ? folderText(key, in: evaluate($0, in: scope), table: table) : nil }
            let value = arguments.first { $0.label?.text == "value" }.flatMap { evaluate($0.expression, in: scope).string }
            if let picked { return .string(picked ?? (value.map { $0.isEmpty ? key : $0 } ?? key), localizable: false) }
            return .string(types.localized(key, table: table?.string, value: value), localizable: false)
        }
        switch Self.calleeName(call.calledExpression) {
        case "String" where arguments.first?.label?.text == "localized",
             "NSLocalizedString" where !arguments.isEmpty, "LocalizedStringKey" where arguments.count == 1,
             "LocalizedStringResource" where !arguments.isEmpty:
            // `NSLocalizedString` and `String(localized:)` give the translated `String` (a text made from it is made
            // from the translation), from the table named, else the `value:` for a key no table holds.
            if types != nil, Self.calleeName(call.calledExpression).hasPrefix("NS") || arguments[0].label != nil
                || arguments.contains(where: { $0.label?.text == "value" }) {
                return localizedText(arguments, in: scope)
            }
            // The two key types stay keys.
            let given = asLocalizationKey(evaluate(arguments[0].expression, in: scope))
            if case .string(let text, let localizable) = given, localizable || !Self.namesResource(arguments[0].expression) {
                return .string(text, localizable: true)
            }
            return given
        case "UserDefaults" where (arguments.isEmpty || arguments.count == 1 && arguments[0].label?.text == "suiteName")
            && scope["UserDefaults"] == nil:
            // A suite's defaults, as empty on a fresh install as the standard ones.
            return .symbol("UserDefaults.standard")
        case let type where Self.emptyOptionSets.contains(type) && arguments.isEmpty && call.trailingClosure == nil
            && scope[type] == nil:
            // `UIRectEdge()`: an option set made with nothing, as `[]` is.
            return .array([])
        case let type where Self.numberTypes.contains(type) && arguments.count == 1 && arguments[0].label == nil
            && scope[type] == nil:
            // A number converted (`CGFloat(multiplier)`): an integer drops the fraction, as Swift's does; one its type
            // cannot hold stops the app (not known). A number read from a text (`Int("42")`): nil where it is none.
            let value = evaluate(arguments[0].expression, in: scope)
            let bounds = Self.integerBounds(of: type)
            if case .string(let text, _) = value {
                guard let bounds else { return Double(text).map { .double($0) } ?? .none }
                return Int(text).flatMap { bounds.contains($0) ? SwiftValue.int($0) : nil } ?? .none
            }
            guard let bounds else {
                return value.number.map { .double($0) } ?? (value.isUnknown ? value : unknown("a number", call))
            }
            if case .int(let number) = value {
                return bounds.contains(number) ? value : unknown("a number its type cannot hold", call)
            }
            guard let number = value.number else { return value.isUnknown ? value : unknown("a number", call) }
            guard number.magnitude < 9e15, bounds.contains(Int(number)) else {
                return unknown("a number its type cannot hold", call)
            }
            return .int(Int(number))
        case "String" where arguments.count == 1 && arguments[0].label == nil:
            let value = evaluate(arguments[0].expression, in: scope)
            return value.string.map { .string($0, localizable: false) } ?? value
        case "String" where arguments.first?.label?.text == "format",
             "NSString" where arguments.first?.label?.text == "format":
            return formatted(call, arguments: arguments, in: scope)
        case "Array" where arguments.count == 1 && arguments[0].label == nil:
            // `Array(0..<sections.count)`: a range's numbers (at most 10,000), an array as it is.
            let value = evaluate(arguments[0].expression, in: scope)
            switch value {
            case .array: return value
            case .range(let low, let high):
                let (count, overflow) = high.subtractingReportingOverflow(low)
                guard !overflow, count <= 10_000 else { return unknown("an array too long to follow", call) }
                return .array(count > 0 ? (low..<high).map { .int($0) } : [])
            default: return value.isUnknown ? value.asUnknown : unknown("an array", call)
            }
        case "Set" where arguments.count == 1 && arguments[0].label == nil && scope["Set"] == nil:
            // `Set(items)`: its distinct elements (carried as an array, in the order first given; Swift's own order is
            // unspecified, so what shows them sorts them first).
            let value = evaluate(arguments[0].expression, in: scope)
            guard case .array(let items) = value else { return value.isUnknown ? value.asUnknown : unknown("a set", call) }
            var distinct: [SwiftValue] = []
            for item in items where !distinct.contains(where: { equal($0, item) == true }) {
                guard distinct.count < 10_000, types?.step() != false else { return unknown("a set too large to follow", call) }
                distinct.append(item)
            }
            return .array(distinct)
        case "type" where arguments.count == 1 && arguments[0].label?.text == "of":
            return typeOf(evaluate(arguments[0].expression, in: scope))
        case "String" where arguments.count == 1 && ["reflecting", "describing"].contains(arguments[0].label?.text):
            return described(evaluate(arguments[0].expression, in: scope), reflecting: arguments[0].label?.text == "reflecting",
                             at: call)
        case let callee where arguments.count == 1 && arguments[0].label?.text == "rawValue"
            && UIKitClasses.rawValues[callee.isEmpty ? call.calledExpression.trimmedDescription : callee] != nil
            && scope[callee] == nil:
            // A UIKit enumeration's case by its raw value (`UIUserInterfaceStyle(rawValue: 0)`, `UITableView.Style(rawValue:
            // 2)`). (An imported `NS_ENUM` takes any raw value: one no case has is a value of the type the code cannot
            // name, never nil.) A nested type's case keeps its type, as the code names it.
            let type = callee.isEmpty ? call.calledExpression.trimmedDescription : callee
            let raw = evaluate(arguments[0].expression, in: scope)
            guard let number = raw.number else { return raw.isUnknown ? raw.asUnknown : unknown("a raw value", call) }
            guard let name = UIKitClasses.rawValues[type]?.first(where: { Double($0.value) == number })?.key else {
                return unknown("\(type)(rawValue:) of a raw value no case of it has", call)
            }
            return UIKitClasses.namedCases.contains(type) || type.contains(".") ? .symbol(type + "." + name) : .member(name)
        case "withObservationTracking" where types?.declaresFunction("withObservationTracking", from: file) != true:
            // Observation's tracking runs `apply` now and gives what it returns; `onChange` runs only when a value it
            // read changes later, which the screen's first showing does not wait for.
            let given = arguments.first { $0.label == nil }?.expression.as(ClosureExprSyntax.self)
            guard let apply = given ?? (arguments.isEmpty ? call.trailingClosure : nil) else { break }
            return runClosure(apply, with: [], in: scope)
        case ".constant", "Binding.constant":
            return arguments.first.map { evaluate($0.expression, in: scope) } ?? .none
        default:
            break
        }
        // A binding animated or in a transaction (`$on.animation()`) holds the same value.
        if let access = call.calledExpression.as(MemberAccessExprSyntax.self), let base = access.base,
           ["animation", "transaction"].contains(access.declName.baseName.text), base.excerpt.hasPrefix("$") {
            return evaluate(base, in: scope)
        }
        // A static function of the project's types (`Texts.lookUp(…)`, `Texts.Onboarding.steps(3)`), run.
        if let access = call.calledExpression.as(MemberAccessExprSyntax.self), let base = access.base,
           let type = typePath(base, in: scope),
           let value = types?.runStatic(access.declName.baseName.text, of: type, call: call, caller: self, in: scope) {
            return value
        }
        // A top-level function of the project, or a method of `self`'s type called by its name
        // alone (the UIKit reader runs them as it runs methods).
        if types?.host == nil, let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
           !name.namesType || types?.declaresFunction(name, from: file) == true, scope[name] == nil {
            if enclosingTypeDeclares(name, at: call) {
                if let me = scope["self"], let value = types?.runMethod(name, of: me, call: call, caller: self, in: scope) {
                    return value
                }
            } else if let value = types?.runFunction(name, call: call, caller: self, in: scope) {
                return value
            }
        }
        // One of the project's structs or classes, made (a nested one by its path: `Container.Configuration(…)`).
        // A generic one given its type arguments (`Loader<Account>()`) is made as the type.
        let callee = call.calledExpression.as(GenericSpecializationExprSyntax.self)?.expression ?? call.calledExpression
        if let type = typePath(callee, in: scope) ?? callee.as(DeclReferenceExprSyntax.self)?.baseName.text, type.namesType,
           let made = types?.make(type, arguments: arguments, at: call, caller: self, in: scope) {
            return made
        }
        // (With a host, which evaluated the base already, only these or a base that runs no code.)
        if let access = call.calledExpression.as(MemberAccessExprSyntax.self), let base = access.base,
           types?.host == nil
            || arguments.isEmpty && (Self.valueMethods.contains(access.declName.baseName.text) || Self.isPath(base)) {
            let value = evaluate(base, in: scope)
            // A method of the project's types on one of their values (the host runs those itself).
            if types?.host == nil {
                let name = access.declName.baseName.text
                if let result = types?.runMethod(name, of: value, call: call, caller: self, in: scope) { return result }
                // The standard library's methods of a known array or text (the host has its own).
                if case .array(let items) = value,
                   let result = takenElement(call, items: items, in: scope)
                    ?? arrayMethod(name, items: items, call: call, in: scope) {
                    return result
                }
                if case .dictionary(let keys, let values) = value,
                   let result = dictionaryMethod(name, keys: keys, values: values, call: call, in: scope) {
                    return result
                }
                if case .string(let text, _) = value, let result = textMethod(name, text: text, call: call, in: scope) {
                    return result
                }
                if let result = optionalMap(name, of: value, call: call, in: scope)
                    ?? numberMethod(name, of: value, call: call, in: scope) {
                    return result
                }
            }
            guard arguments.isEmpty else { return unknown("the result of \(call.calledExpression.excerpt)(…)", call) }
            switch (value, access.declName.baseName.text) {
            case (.string(let text, let localizable), "uppercased"): return .string(text.uppercased(), localizable: localizable)
            case (.string(let text, let localizable), "lowercased"): return .string(text.lowercased(), localizable: localizable)
            // `(offset, element)` pairs, which a loop's `(index, item)` takes apart.
            case (.array(let items), "enumerated"):
                return .array(items.enumerated().map { .array([.int($0.offset), $0.element]) })
            case (.array(let items), "reversed"): return .array(items.reversed())
            case (.string(let text, _), "reversed"): return .string(String(text.reversed()), localizable: false)
            case (.unknown, _), (.partial, _): return value.asUnknown
            default: break
            }
        }
        return unknown("the result of \(call.calledExpression.excerpt)(…)", call)
    }

    // MARK: Optional chains

    /// Whether `expression` is, or ends a chain of members, calls and subscripts on, an optional chaining
    /// (`x?`, `x?.size`, `x?.first()`): where nil ends the whole chain.
    static func chainsOptionally(_ expression: ExprSyntax) -> Bool {
        var current = expression
        while true {
            if current.is(OptionalChainingExprSyntax.self) { return true }
            if let access = current.as(MemberAccessExprSyntax.self), let base = access.base {
                current = base
            } else if let call = current.as(FunctionCallExprSyntax.self) {
                current = call.calledExpression
            } else if let subscriptCall = current.as(SubscriptCallExprSyntax.self) {
                current = subscriptCall.calledExpression
            } else {
                return false
            }
        }
    }

    /// `expression` without the `?` and `!` after it (`self.defaults?`, `Bundle.main.infoDictionary!`).
    static func unwrapped(_ expression: ExprSyntax) -> ExprSyntax {
        if let chained = expression.as(OptionalChainingExprSyntax.self) { return unwrapped(chained.expression) }
        if let forced = expression.as(ForceUnwrapExprSyntax.self) { return unwrapped(forced.expression) }
        return expression
    }
}
