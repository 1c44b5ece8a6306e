import A11ySceneModel
import Foundation
import SwiftParser
import SwiftSyntax

/// A value the source fixes, as the evaluator knows it: what a literal, an interpolation of
/// known values, a constant, a state's initial value or a preview's argument gives. What only
/// run time knows is `unknown`, with where it came from, so that what uses it can say so.
///
/// The evaluator is the Swift half shared by the SwiftUI reader and, later, by UIKit screens
/// built in code: it knows expressions and scopes, not views.
package indirect enum SwiftValue {
    /// A string; `localizable` when Swift makes it a `LocalizedStringKey` (a literal given to a
    /// view) or the code asks for a translation (`String(localized:)`, `NSLocalizedString`).
    case string(String, localizable: Bool)
    case int(Int)
    case double(Double)
    case bool(Bool)
    case array([SwiftValue])
    /// `lower..<upper` (a closed range is stored half-open).
    case range(Int, Int)
    case none
    /// An implicit member (`.title`, `.isHeader`, `.combine`): its name, for the caller that
    /// knows the type.
    case member(String)
    /// Something else the evaluator knows by name: a case of an enum (`Tip.faceId`), a type's
    /// static member it does not evaluate (`Color.red`).
    case symbol(String)
    /// An instance of one of the project's structs or classes: its type's name and its stored
    /// properties.
    case object(String, SwiftScope)
    /// A value the reader built (a view, for the SwiftUI reader; a closure kept for later, for
    /// the UIKit reader).
    case opaque(AnyBox)
    /// A run-time value: what it is, and where.
    case unknown(String, FilePosition)
    /// A text run time gives in part (`"Name: \(name)"`): its text, marked where run time fills in, what and where.
    case partial(String, String, FilePosition)
    /// A dictionary: its keys and values in the order the code gave them.
    case dictionary([SwiftValue], [SwiftValue])

    /// A value the evaluator carries without knowing its type.
    package final class AnyBox {
        package let value: Any
        package init(_ value: Any) { self.value = value }
    }

    package var string: String? {
        switch self {
        case .string(let text, _): text
        case .int(let number): String(number)
        // As Swift shows a floating-point number: "10.0", "0.5", "1e+16".
        case .double(let number): String(number)
        case .bool(let flag): flag ? "true" : "false"
        default: nil
        }
    }

    package var bool: Bool? { if case .bool(let flag) = self { flag } else { nil } }
    package var number: Double? {
        switch self {
        case .int(let number): Double(number)
        case .double(let number): number
        default: nil
        }
    }

    package var isUnknown: Bool {
        switch self {
        case .unknown, .partial: true
        default: false
        }
    }
}

/// Evaluates expressions the source fixes (SwiftSourceReading.md, "What the source fixes").
package struct SwiftEvaluator {
    let file: SwiftSourceFile
    /// Looks a name up beyond the scope (a view's computed property, a constant of the file);
    /// nil when unknown.
    var lookup: (String) -> SwiftValue? = { _ in nil }
    /// The project's own types, for their cases, constants and properties; nil: none known.
    var types: SwiftTypes?
    /// The type the statements being run return (a getter's), for `.case` and `.init(…)`.
    var returnType: TypeSyntax?
    /// What the reader took a run-time value to be where it chose a branch for it, by the
    /// value's expression as written (`viewModel.kind`): later tests of it agree.
    var assumed: Assumptions?
    /// The object whose own initializer's body these statements are (its observers are not
    /// called for what they set, as in Swift; a `defer` there, a closure or a method it calls,
    /// calls them).
    var initializing: ObjectIdentifier?

    /// The most bytes a string the evaluator builds holds.
    static let maximumString = 1 << 16
    /// The most operands and operators one expression folds.
    static let maximumSequence = 257

    /// The value of `expression` in `scope`.
    package func evaluate(_ expression: ExprSyntax, in scope: SwiftScope) -> SwiftValue {
        // The kinds most expressions are, by the node's kind (one test, not a cast per kind).
        switch expression.kind {
        case .stringLiteralExpr: return string(expression.cast(StringLiteralExprSyntax.self), in: scope)
        case .memberAccessExpr:
            let value = member(expression.cast(MemberAccessExprSyntax.self), in: scope)
            return value.isUnknown ? assumed?.value(of: expression) ?? value : value
        case .functionCallExpr: return call(expression.cast(FunctionCallExprSyntax.self), in: scope)
        case .macroExpansionExpr:
            // `#function`: the name of the function or property the code is in; a framework's literal (`#imageLiteral`).
            let macro = expression.cast(MacroExpansionExprSyntax.self)
            if macro.macroName.text == "function", let name = functionName(at: macro) { return name }
            if let made = types?.host?.literal(macro, evaluator: self, in: scope) { return made }
        default: break
        }
        if let number = expression.as(IntegerLiteralExprSyntax.self) {
            return number.literal.text.integerLiteralValue.map { .int($0) } ?? unknown("a number", expression)
        }
        if let number = expression.as(FloatLiteralExprSyntax.self) {
            return Double(number.literal.text.replacingUnderscores).map { .double($0) } ?? unknown("a number", expression)
        }
        if let flag = expression.as(BooleanLiteralExprSyntax.self) { return .bool(flag.literal.tokenKind == .keyword(.true)) }
        if expression.is(NilLiteralExprSyntax.self) { return .none }
        if let array = expression.as(ArrayExprSyntax.self) {
            return .array(array.elements.map { evaluate($0.expression, in: scope) })
        }
        if let literal = expression.as(DictionaryExprSyntax.self) { return dictionary(literal, in: scope) }
        if let tuple = expression.as(TupleExprSyntax.self) {
            // `(a)` is `a`; a tuple `(section, row)` is carried as its elements, in order; one with
            // labels, `(title: "On", value: 1)`, as an instance whose properties are its labels.
            if tuple.elements.count == 1, let only = tuple.elements.first { return evaluate(only.expression, in: scope) }
            let values = tuple.elements.map { evaluate($0.expression, in: scope) }
            guard tuple.elements.contains(where: { $0.label != nil }) else { return .array(values) }
            let fields = SwiftScope()
            for (index, (element, value)) in zip(tuple.elements, values).enumerated() {
                if let label = element.label { fields[label.text] = value }
                fields[String(index)] = value   // `.0`, and taken apart by position
            }
            fields[Self.tupleCount] = .int(values.count)
            return .object(Self.tupleType, fields)
        }
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.text
            // `self` in a static member's code is its type (`String(describing: self)`).
            if name == "self", scope["self"] == nil, scope[Self.staticKey] != nil, let type = scope[Self.typeKey] { return type }
            if let known = scope[name] ?? lookup(name) ?? implicitInfoDictionary(reference, in: scope)
                ?? implicitSelf(name, in: scope)
                ?? types?.globalValue(name, from: file) ?? Self.foundationConstants[name].map(SwiftValue.int)
                ?? Self.bundleKeys[name].map({ SwiftValue.string($0, localizable: false) }) {
                return known.isUnknown ? assumed?.value(of: expression) ?? known : known
            }
            return assumed?.value(of: expression) ?? unknown("\(name), a value only known when the app runs", expression)
        }
        if let branch = expression.as(IfExprSyntax.self) {
            switch chosenBranch(branch, in: scope) {
            case .success(let chosen?): return run(chosen.statements, in: chosen.scope)
            case .success(nil): return .none
            case .failure(let unknown): return unknown.value
            }
        }
        if let choice = expression.as(SwitchExprSyntax.self) {
            switch chosenCase(choice, in: scope) {
            case .success(let chosen?): return run(chosen.statements, in: chosen.scope)
            case .success(nil): return .none
            case .failure(let unknown): return unknown.value
            }
        }
        if let member = expression.as(MemberAccessExprSyntax.self) { return self.member(member, in: scope) }
        if let prefix = expression.as(PrefixOperatorExprSyntax.self) {
            let value = evaluate(prefix.expression, in: scope)
            switch (prefix.operator.text, value) {
            case ("!", .bool(let flag)): return .bool(!flag)
            case ("-", .int(let number)): return .int(0 &- number)
            case ("-", .double(let number)): return .double(-number)
            default: return value.isUnknown ? value : unknown("an expression", expression)
            }
        }
        if let sequence = expression.as(SequenceExprSyntax.self) { return self.sequence(Array(sequence.elements), in: scope) }
        if let ternary = expression.as(TernaryExprSyntax.self) {
            switch evaluate(ternary.condition, in: scope) {
            case .bool(let flag): return evaluate(flag ? ternary.thenExpression : ternary.elseExpression, in: scope)
            case let condition:
                return fewest(of: condition, at: ternary.condition, { evaluate(ternary.thenExpression, in: scope) },
                              { evaluate(ternary.elseExpression, in: scope) }) ?? evaluate(ternary.thenExpression, in: scope)
            }
        }
        if let call = expression.as(FunctionCallExprSyntax.self) { return self.call(call, in: scope) }
        // A closure kept as a value (`let update = { (cell: Cell) in … }`): run where it is called, with
        // the scope it was made in.
        if let closure = expression.as(ClosureExprSyntax.self) {
            return .opaque(.init(ClosureValue(closure: closure, scope: scope, file: file)))
        }
        if let value = keyPathExpression(expression, in: scope) { return value }
        if let forced = expression.as(ForceUnwrapExprSyntax.self) { return evaluate(forced.expression, in: scope) }
        if let access = expression.as(SubscriptCallExprSyntax.self), let index = access.arguments.first,
           access.arguments.count == 1 || access.arguments.count == 2 && access.arguments.last?.label?.text == "default" {
            if let info = infoDictionaryValue(access, in: scope) { return info }
            // `items[indexPath.row]`: an element of a known array at a known index; `LS["Title"]`: a
            // project type's static subscript.
            let typeName = access.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
            let base: SwiftValue = if let typeName, typeName.namesType, scope[typeName] == nil, projectDeclaresType(typeName) {
                .symbol(typeName)
            } else {
                evaluate(access.calledExpression, in: scope)
            }
            // `line[..<range.lowerBound]`, `line[range.upperBound...]`: a known text's characters in a range.
            if case .string(let text, _) = base, let part = slice(text, index.expression, in: scope) { return part }
            if case .array(let items) = base, let part = arraySlice(items, index.expression, in: scope) { return part }
            let at = evaluate(index.expression, in: scope)
            // `groups[key]`, `counts[key, default: 0]`: a known dictionary's value.
            if case .dictionary(let keys, let values) = base {
                let given = access.arguments.count == 2 ? access.arguments.last?.expression : nil
                return lookUp(at, keys: keys, values: values, default: given.map { expression in
                    { evaluate(expression, in: scope) }
                }, at: access)
            }
            guard access.arguments.count == 1 else { return base.isUnknown ? base.asUnknown : unknown("a value", access) }
            // KeychainAccess's `keychain["token"]`, `keychain[string: "token"]`: nothing yet on a fresh install.
            if Self.isKeychain(base) {
                types?.host?.note("\(access.excerpt) is read as on a fresh install, where the keychain holds nothing yet: nil",
                                  at: file.position(access))
                return .none
            }
            if case .array(let items) = base, case .int(let position) = at {
                return items.indices.contains(position) ? items[position] : unknown("an element past the array's end", access)
            }
            if let section = UIKitReader.reactiveSection(of: base, at: at) { return section }
            // `C.padding[2]`: the subscript of the project's type, run.
            if !at.isUnknown, let value = types?.subscripted(base, at, from: file) { return value }
            return base.isUnknown ? base.asUnknown : at.isUnknown ? at.asUnknown : unknown("an element of a collection", access)
        }
        if let optional = expression.as(OptionalChainingExprSyntax.self) { return evaluate(optional.expression, in: scope) }
        if let marked = expression.as(AwaitExprSyntax.self) {
            let value = evaluate(marked.expression, in: scope)
            // In a task, an answer only the running app gives: the task waits here.
            if let types, types.taskDepth > 0, types.suspended == nil, value.isUnknown {
                types.suspended = value.runTimeReason ?? ("an answer", file.position(marked))
            }
            return value
        }
        if let marked = expression.as(TryExprSyntax.self) { return evaluate(marked.expression, in: scope) }
        return unknown("an expression", expression)
    }

    /// A string literal: its text with interpolations of known values (an unknown one makes
    /// the string unknown).
    func string(_ literal: StringLiteralExprSyntax, in scope: SwiftScope) -> SwiftValue {
        // A one-line literal with no interpolation and no `#` delimiters, the usual kind: its
        // text with its escapes applied, without building the value through the syntax tree.
        if literal.openingPounds == nil, literal.openingQuote.tokenKind == .stringQuote {
            var text = ""
            var plain = true
            for segment in literal.segments {
                guard case .stringSegment(let piece) = segment else {
                    plain = false
                    break
                }
                text += piece.content.text
            }
            if plain { return .string(text.unescapedSwift, localizable: true) }
        }
        if let plain = literal.representedLiteralValue { return .string(plain, localizable: true) }
        var text = ""
        var pieces: [SwiftValue] = []
        for segment in literal.segments {
            switch segment {
            case .stringSegment(let piece):
                text += piece.content.text.unescapedSwift
            case .expressionSegment(let interpolation):
                guard let first = interpolation.expressions.first else { continue }
                var value = evaluate(first.expression, in: scope)
                // A type itself (`"\(AddSoundCell.self)"`, a reuse identifier; `"\(type(of: self))"`): its name, as
                // `String(describing:)` gives it.
                if case .symbol(let type) = value, Self.namesType(first.expression) {
                    value = .string(String(type.lastComponent), localizable: false)
                }
                // A case (`"\(row)"`) or a value of the project's types: its `description` where its type declares one
                // (CustomStringConvertible), else a case's name, as `String(describing:)` gives them.
                if value.string == nil, Self.describable(value) {
                    value = types?.property("description", of: value, from: file)
                        ?? described(value, reflecting: false, at: interpolation)
                }
                guard let shown = value.string else {
                    // A part only run time gives: the rest of the text still shows (`"Device name: \(name)"`).
                    guard value.isUnknown else { return unknown("an interpolated value", interpolation) }
                    pieces += [.string(text, localizable: false), value]
                    text = ""
                    continue
                }
                text += shown
                if text.utf8.count > Self.maximumString { return unknown("a text too long to show", interpolation) }
            }
        }
        if !pieces.isEmpty { return Self.joined(pieces + [.string(text, localizable: false)]) }
        return .string(text, localizable: true)
    }

    /// Whether an expression gives a type: `Name.self`, `type(of: value)`.
    private static func namesType(_ expression: ExprSyntax) -> Bool {
        if expression.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "self" { return true }
        guard let call = expression.as(FunctionCallExprSyntax.self) else { return false }
        return call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "type"
            && call.arguments.count == 1 && call.arguments.first?.label?.text == "of"
    }

    /// Whether an interpolated value is one `String(describing:)` gives a text of here: a case, by its name
    /// or its type's `description`, or an object of the project's types whose `description` it declares.
    private static func describable(_ value: SwiftValue) -> Bool {
        switch value {
        case .member, .symbol, .object: true
        default: false
        }
    }

    /// `.member`, `Type.member`, `value.property` (a string's `count`, `uppercased()` is a call).
    func member(_ access: MemberAccessExprSyntax, in scope: SwiftScope) -> SwiftValue {
        let name = access.declName.baseName.text
        guard let base = access.base else {
            if let type = implicitRootType(of: access, in: scope) {
                return types?.staticMember(name, of: type, from: file)
                    ?? (type == "LocalizedStringResource" ? catalogSymbolText(name) : nil) ?? .member(name)
            }
            // A number the project names (`extension CGFloat { static let bigSpacing: CGFloat = 20 }`).
            return types?.numberConstant(name, from: file) ?? .member(name)
        }
        if let text = tableSymbolText(access) ?? generatedKey(access) { return text }
        // Built in portrait, then rotated: a scene's or the device's orientation asked while it is built is portrait.
        if name == "interfaceOrientation" || name == "orientation" && base.trimmedDescription == "UIDevice.current" {
            return .member("portrait")
        }
        if let type = base.as(DeclReferenceExprSyntax.self), type.baseName.text.namesType,
           scope[type.baseName.text] == nil {
            var typeName = type.baseName.text
            if typeName == "Self" {
                // A static member's type, else the type of the instance or case whose member runs.
                if case .symbol(let current)? = scope[Self.typeKey] {
                    typeName = current
                } else if let me = scope["self"], case .symbol(let current) = typeOf(me) {
                    typeName = current
                }
            }
            typeName = qualified(typeName, at: type)
            if name == "self" { return .symbol(typeName) }
            if typeName == "Locale" || typeName == "NSLocale", let value = deviceMember(name, of: .symbol(typeName)) {
                return value
            }
            // The system's accessibility settings while VoiceOver reads the screen (VoiceOver running).
            if typeName == "UIAccessibility", let setting = UIKitReader.accessibilitySetting(name) { return setting }
            return Self.standardConstant(name, of: typeName) ?? types?.staticMember(name, of: typeName, from: file)
                ?? swiftGenText(typeName + "." + name, at: access)
                ?? (typeName == "LocalizedStringResource" ? catalogSymbolText(name) : nil)
                ?? globalMember(name, of: type.baseName.text, at: access) ?? .symbol(typeName + "." + name)
        }
        // `[Chapter].self`: the array type, as a decoder is given it.
        if name == "self", let array = base.as(ArrayExprSyntax.self), array.elements.count == 1,
           let element = array.elements.first?.expression.as(DeclReferenceExprSyntax.self), element.baseName.text.namesType {
            return .symbol("[" + qualified(element.baseName.text, at: element) + "]")
        }
        // `super.sections`: the inherited stored property is the object's own (read as held: not
        // through the subclass's override, which may read `super` itself).
        if base.is(SuperExprSyntax.self), case .object(_, let fields)? = scope["self"], let value = fields[name] {
            return value
        }
        if base.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) || base.is(SuperExprSyntax.self) {
            // (The running class's own private property of a name its superclass or subclass declares too.)
            if case .object(_, let fields)? = scope["self"], fields.holds("#private"),
               case let holder = UIKitReader.holder(of: name, in: fields, from: scope), holder !== fields,
               let value = holder[name] {
                return value
            }
            if let me = scope["self"], let value = types?.property(name, of: me, from: file) { return value }
            // An object's property, not a local or parameter of the same name (`isEditing ?? self.isEditing`).
            if case .object(_, let fields)? = scope["self"] {
                return fields[name] ?? implicitSelf(name, in: scope, outer: false) ?? lookup(name)
                    ?? (Self.hostNamesOfSelf.contains(name) || name.hasPrefix("$")
                        ? types?.host?.member(name, of: scope["self"]!, at: Syntax(access), evaluator: self) : nil)
                    ?? unknown("\(name), a value only known when the app runs", access)
            }
            return scope[name] ?? lookup(name) ?? implicitSelf(name, in: scope)
                ?? unknown("\(name), a value only known when the app runs", access)
        }
        let value = evaluate(base, in: scope)
        if let known = Self.collectionMember(name, of: value) ?? Self.sequenceMember(name, of: value) { return known }
        switch (value, name) {
        // `pair.1` of a tuple without labels (carried as its elements).
        case (.array(let items), _) where name.first?.isNumber == true:
            return Int(name).flatMap { items.indices.contains($0) ? items[$0] : nil } ?? unknown("a tuple's element", access)
        // The raw value of a case whose type the code leaves to inference (`?? .rtl`): the one enum of the project declaring it.
        case (.member(let caseName), "rawValue") where types?.enumDeclaring(case: caseName, from: file) != nil:
            let type = types?.enumDeclaring(case: caseName, from: file) ?? ""
            return types?.property(name, of: .symbol(type + "." + caseName), from: file) ?? unknown("a case's raw value", access)
        // A UIKit enumeration's case by its number (`UIUserInterfaceStyle.dark.rawValue`: 2).
        case (.symbol(let path), "rawValue") where UIKitClasses.rawValue(of: path) != nil:
            return .int(UIKitClasses.rawValue(of: path) ?? 0)
        case (.member(let orientation), "isPortrait"),
             (.symbol(let orientation), "isPortrait") where orientation.hasPrefix("UIInterfaceOrientation."):
            return .bool(orientation.lastComponent.hasPrefix("portrait"))
        case (.member(let orientation), "isLandscape"),
             (.symbol(let orientation), "isLandscape") where orientation.hasPrefix("UIInterfaceOrientation."):
            return .bool(orientation.lastComponent.hasPrefix("landscape"))
        case (.member(let category), "isAccessibilityCategory"): return .bool(category.hasPrefix("accessibility"))
        // A property its object's maker sets, named by the path read (`viewModel.title, which the code that makes …`).
        case (.unknown(let what, _), _) where what.contains(Self.setByMaker)
            && what.hasPrefix(Self.withoutSelf(base.trimmedDescription) + Self.setByMaker):
            return unknown(Self.withoutSelf(access.trimmedDescription)
                           + what.dropFirst(Self.withoutSelf(base.trimmedDescription).count), access)
        case (.unknown, _), (.partial, _): return value.asUnknown
        // `T.self` of a type a generic parameter was given: that type.
        case (.symbol, "self"): return value
        // `x?.name` of a nil `x`: nil, as optional chaining gives, to the end of the chain (`x?.size.width`).
        case (.none, _) where Self.chainsOptionally(base): return .none
        // SwiftGen's generated `L10n` (`L10n.Pdf.Locked.locked`), not in the project.
        case (.symbol(let path), _) where path.hasPrefix("L10n.") && types?.declarations(of: "L10n", from: file).isEmpty == true:
            return swiftGenText(path + "." + name, at: access) ?? .symbol(path + "." + name)
        case (.symbol("Bundle.main"), "infoDictionary") where appInfo != nil:
            return appInfo.map { infoDictionary($0, at: access) } ?? .none
        case (.symbol, _), (.object, _):
            return deviceMember(name, of: value) ?? sandboxMember(name, of: value) ?? webAddressMember(name, of: value)
                ?? types?.property(name, of: value, from: file)
                ?? types?.host?.member(name, of: value, at: Syntax(access), evaluator: self)
                ?? unknown("\(access.excerpt), a value only known when the app runs", access)
        default:
            return addedProperty(name, of: value) ?? types?.host?.member(name, of: value, at: Syntax(access), evaluator: self)
                ?? unknown("\(access.excerpt), a value only known when the app runs", access)
        }
    }

    /// The methods without arguments the evaluator computes on known values itself.
    static let valueMethods: Set<String> = ["uppercased", "lowercased", "enumerated", "reversed"]

    static let numberTypes: Set<String> = floatingTypes.union(integerTypes)
    static let integerTypes: Set<String> = ["Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32",
                                            "UInt64", "NSInteger", "NSUInteger"]

    /// Properties of `self` a library the project uses gives it (RxCocoa's `rx`, ReactorKit's reactor's state).
    static let hostNamesOfSelf: Set<String> = ["rx", "currentState", "state", "action"]
    /// Swift's floating-point types (an integer literal given for one of them is a floating-point number).
    static let floatingTypes: Set<String> = ["CGFloat", "Double", "Float", "Float32", "Float64", "TimeInterval"]
    /// The callees' names `call` has checks for (the device's language, the keychain, the Info.plist, formats,
    /// Swinject, bundled resources, the keychain libraries, `NSCache`); the defaults' reads are told by `missingDefault`.
    static let followedCalls: Set<String> = Set(["characterDirection", "preferredLocalizations", "SecItemCopyMatching", "object",
                                             "localizedStringWithFormat", "resolve", "url", "path", "Data", "JSONDecoder",
                                             "decode", "Bundle", "URL", "components", "String", "NSString", "NSCache",
                                             "setObject", "removeObject", "has", "register", "set"])
        .union(keychainTypes).union(keychainReads).union(keychainSettings)
    /// UIKit's option sets the code may make empty by calling the type (`UIRectEdge()`).
    static let emptyOptionSets: Set<String> = ["UIRectEdge", "UIRectCorner", "UIAccessibilityTraits", "NSDirectionalRectEdge"]

    func unknown(_ what: String, _ node: some SyntaxProtocol) -> SwiftValue { .unknown(what, file.position(node)) }
}
