import SwiftSyntax

/// The calls the UIKit reader follows (SwiftSourceReading.md, "UIKit screens built in code"):
/// translations where they are asked for, closures run where they are called, UIKit's
/// initializers, the project's methods on its objects (`self`'s included, `super`'s), and
/// UIKit's own methods that change what VoiceOver finds.
extension UIKitReader {
    package func call(_ call: FunctionCallExprSyntax, evaluator: SwiftEvaluator, in scope: SwiftScope) -> SwiftValue? {
        // An optional method called if it is there (`source?.tableView?(…)`, a protocol's optional requirement):
        // the method of the object the code holds, run as any other.
        let callee = call.calledExpression.as(OptionalChainingExprSyntax.self)?.expression ?? call.calledExpression
        let arguments = Array(call.arguments)
        if let text = localized(call, arguments: arguments, evaluator: evaluator, in: scope) { return text }
        if let image = generatedImage(call, evaluator: evaluator, in: scope) { return image }
        if let objects = loadedNib(call, evaluator: evaluator, in: scope) { return objects }
        if let made = reactiveCall(call, evaluator: evaluator, in: scope) { return made }
        if let closure = callee.as(ClosureExprSyntax.self) {
            return runClosure(closure, with: [], evaluator: evaluator, in: scope)
        }
        // `[UIView]()`, `Array()`, `Array<UIView>()`, `Set<String>()`: an empty array (a set is carried as one).
        let collection = (callee.as(GenericSpecializationExprSyntax.self)?.expression ?? callee)
            .as(DeclReferenceExprSyntax.self)?.baseName.text
        if arguments.isEmpty, call.trailingClosure == nil, callee.is(ArrayExprSyntax.self)
            || collection.map({ ["Array", "Set"].contains($0) && scope[$0] == nil }) == true {
            return .array([])
        }
        // `[String: [Entry]]()`, `Dictionary(grouping: entries) { … }`.
        if collection == "Dictionary" || callee.is(DictionaryExprSyntax.self),
           let made = evaluator.makeDictionary(call, in: scope) {
            return made
        }
        if let hosting = hostingController(call, arguments: arguments, evaluator: evaluator, in: scope) { return hosting }
        if let registration = cellRegistration(call, evaluator: evaluator, in: scope) { return registration }
        if let made = diffableObject(call, evaluator: evaluator, in: scope) { return made }
        // A generic class given its type arguments (`Row<Int>(frame: …)`): made as the class is.
        if let generic = callee.as(GenericSpecializationExprSyntax.self),
           let name = generic.expression.as(DeclReferenceExprSyntax.self)?.baseName.text, name.namesType,
           scope[name] == nil, makesObjects(of: name, from: evaluator.file) {
            return make(name, arguments: arguments, at: call, evaluator: evaluator, in: scope, trailing: call.trailingClosure)
        }
        // A generic class nested in another type, given its type arguments
        // (`TokensViewController.ContainerView<SwitchView>(subview: …)`): made by its path.
        if let generic = callee.as(GenericSpecializationExprSyntax.self),
           let access = generic.expression.as(MemberAccessExprSyntax.self), let base = access.base,
           access.declName.baseName.text.namesType, let typeName = evaluator.typePath(base, in: scope) {
            return staticCall(access.declName.baseName.text, of: evaluator.qualified(typeName, at: base), call: call,
                              evaluator: evaluator, in: scope)
        }
        if let reference = callee.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.text
            if case .opaque(let box)? = scope[name], let closure = box.value as? ClosureValue {
                // A closure a parameter holds, called.
                let values = call.arguments.map { evaluator.evaluate($0.expression, in: scope) }
                return runClosure(closure, with: values)
            }
            if case .opaque(let box)? = scope[name], let given = box.value as? Autoclosure, call.arguments.isEmpty {
                // An `@autoclosure` parameter called: the value its caller gave.
                return given.value
            }
            if case .opaque(let box)? = scope[name], let local = box.value as? LocalFunction {
                // A function declared in the body that runs, with what it captured.
                let values = Self.values(of: call, evaluator: evaluator, in: scope)
                return types.run(local.function, in: local.file, arguments: values, scope: SwiftScope(parent: local.scope))
            }
            // A generic parameter a metatype argument gave (`Cell(style: .default, reuseIdentifier: id)` in `func
            // dequeue<Cell: UITableViewCell>(withClass: Cell.Type)` given `NameCell.self`): that class made.
            if name.namesType, case .symbol(let bound)? = scope[name], bound != name,
               makesObjects(of: bound, from: evaluator.file) {
                return make(bound, arguments: arguments, at: call, evaluator: evaluator, in: scope,
                            trailing: call.trailingClosure)
            }
            // (A value of the name is called only without argument labels, which a closure's call cannot have: with them,
            // `headerView(withTitle: …)` is the method beside a `lazy var headerView`.)
            guard scope[name] == nil || call.arguments.contains(where: { $0.label != nil }) else { return nil }
            // In the project's operator of a stream (`func mapToVoid() { map { _ in } }`), the stream's own.
            if case .opaque? = scope["self"], let me = scope["self"],
               let result = reactiveMethod(name, of: me, call: call, evaluator: evaluator, in: scope) {
                return result
            }
            // `NSNumber(value: 0.5)`: the number it boxes.
            if name == "NSNumber", arguments.count == 1, let first = arguments.first {
                return evaluator.evaluate(first.expression, in: scope)
            }
            if arguments.isEmpty, let setting = Self.accessibilityFunction(name),
               types.declarations(of: name, from: evaluator.file).isEmpty {
                return setting
            }
            if name == "Task", types.declarations(of: name, from: evaluator.file).isEmpty {
                return task(call, evaluator: evaluator, in: scope)
            }
            // A method of `self` named with a capital (`ConfigureScrollView()`), where no type has the name.
            if name.namesType, let me = scope["self"], case .object(let type, _) = me, type != SwiftEvaluator.caseType,
               types.declarations(of: name, from: evaluator.file).isEmpty, !makesObjects(of: name, from: evaluator.file),
               self.method(name, of: type, arguments: arguments.map { $0.label?.text ?? "_" }, from: evaluator.file) != nil {
                return method(name, of: me, type: type, values: Self.values(of: call, evaluator: evaluator, in: scope),
                              call: call, evaluator: evaluator, in: scope)
            }
            if name.namesType {
                // A name the file's `typealias` gives a type (`typealias View = AboutView`), or a type nested in
                // one enclosing the code (`ItemView` in `extension Settings`, beside another type's `ItemView`):
                // that type, by its path, as Swift's lexical lookup finds it.
                let target = evaluator.qualified(name, at: call)
                if target != name {
                    guard makesObjects(of: target, from: evaluator.file) else { return nil }
                    return make(target, arguments: arguments, at: call, evaluator: evaluator, in: scope,
                                trailing: call.trailingClosure)
                }
                if let group = cartographyGroup(name, evaluator: evaluator) { return group }
                // A top-level function named like a type (`OBALoc(…)`, a project's translation wrapper): run.
                if !makesObjects(of: name, from: evaluator.file), types.declarations(of: name, from: evaluator.file).isEmpty,
                   types.declaresFunction(name, from: evaluator.file) {
                    return function(name, values: Self.values(of: call, evaluator: evaluator, in: scope), from: evaluator.file)
                }
                guard makesObjects(of: name, from: evaluator.file) else { return nil }
                return make(name, arguments: arguments, at: call, evaluator: evaluator, in: scope, trailing: call.trailingClosure)
            }
            // The arguments, evaluated once for every place the name is looked up in (evaluated
            // again for each, nested calls would take time exponential in their depth).
            var evaluated: [(label: String, value: SwiftValue)]?
            func given() -> [(label: String, value: SwiftValue)] {
                if let evaluated { return evaluated }
                let values = Self.values(of: call, evaluator: evaluator, in: scope)
                evaluated = values
                return values
            }
            // A method of `self` called without `self.`, else a top-level function of the project.
            if let me = scope["self"], case .object(let type, let fields) = me, type == SwiftEvaluator.caseType {
                if case .symbol(let path)? = fields[SwiftEvaluator.caseKey],
                   let result = caseMethod(name, of: path, on: me, values: given(), evaluator: evaluator) {
                    return result
                }
            } else if let me = scope["self"], case .object(let type, _) = me {
                let values = given()   // (before the flag: UIKit calls among the arguments set it)
                handledUIKitCall = false
                if let result = method(name, of: me, type: type, values: values, call: call, evaluator: evaluator, in: scope) {
                    return result
                }
                // (`addSubview(label)` in a view's own code: UIKit's, done.)
                if handledUIKitCall { return nil }
            }
            // In a method of an enum's case (its own, or its protocols' extensions'), another of its methods.
            if case .symbol(let path)? = scope["self"], path.utf8.contains(0x2E),
               let result = caseMethod(name, of: path, values: given(), evaluator: evaluator) {
                return result
            }
            // In a method of the project's `String` extension, another of its methods (`apply(direction:)`).
            if let me = scope["self"], case .string = me,
               let result = stringMethod(name, of: me, call: call, evaluator: evaluator, in: scope) {
                return result
            }
            if name == "withVaList", let result = withVaList(call, evaluator: evaluator, in: scope) { return result }
            // In a static function, a sibling static function called by its name alone.
            // (The project's own static functions only: UIKit's factories a type extends are not its siblings.)
            let owner = scope[Self.ownerKey] ?? scope[SwiftEvaluator.typeKey]
            if scope["self"] == nil, case .symbol(let owner)? = owner, !owner.isEmpty {
                let values = given()
                if let found = method(name, of: owner, arguments: values.map(\.label), from: evaluator.file, isStatic: true,
                                      values: values.map(\.value)) {
                    return run(found.function, in: found.declaration.file, owner: found.owner, on: nil, arguments: values)
                }
            }
            // Cartography's `constrain(view) { … }`, `inset(edges, 20)`, `align`, `distribute` (the class's own first).
            if ["constrain", "inset", "align", "distribute"].contains(name),
               let made = cartographyConstrain(call, evaluator: evaluator, in: scope)
                ?? cartographyInset(call, evaluator: evaluator, in: scope)
                ?? cartographyArrangement(call, evaluator: evaluator, in: scope) {
                return made
            }
            if let result = function(name, values: given(), from: evaluator.file) { return result }
            noteMissingMethod(name, call: call, evaluator: evaluator, in: scope)
            return nil
        }
        guard let access = callee.as(MemberAccessExprSyntax.self) else { return nil }
        let name = access.declName.baseName.text
        guard let baseExpression = access.base else {
            // The start of a chain given for a declared type (`.all(24).excluding(.top)`): its static function or initializer.
            if let type = evaluator.implicitRootType(of: call, in: scope) {
                if name == "init" {
                    return types.make(type, arguments: Array(call.arguments), at: call, caller: evaluator, in: scope)
                }
                if let made = types.runStatic(name, of: type, call: call, caller: evaluator, in: scope) { return made }
            }
            // `.filled()`, `.systemFont(ofSize:)`: the factories whose type UIKit's parameter gives.
            if Self.configurationStyles.contains(name) {
                return staticCall(name, of: "UIButton.Configuration", call: call, evaluator: evaluator, in: scope)
            }
            if name.hasSuffix("Font") { return staticCall(name, of: "UIFont", call: call, evaluator: evaluator, in: scope) }
            // `.init(string:attributes:)` given as an attributed text.
            if name == "init", call.arguments.first?.label?.text == "string" {
                return make("NSAttributedString", arguments: Array(call.arguments), at: call, evaluator: evaluator, in: scope)
            }
            // `.init(…)` assigned to a property UIKit types (`navigationItem.rightBarButtonItem = .init(…)`).
            if name == "init" {
                guard let type = Self.assignedType(of: call) else {
                    // Given to a function of the project: made as its parameter's type when it is bound.
                    guard call.parent?.is(LabeledExprSyntax.self) == true, !Self.isUntyped(call, in: scope) else { return nil }
                    return .opaque(.init(ImplicitInitializer(call: call, scope: scope, file: evaluator.file)))
                }
                return make(type, arguments: Array(call.arguments), at: call, evaluator: evaluator, in: scope)
            }
            // A static function of the project's `String` extensions (`UIImage(systemName: .more())`).
            if let text = types.runStatic(name, of: "String", call: call, caller: evaluator, in: scope) { return text }
            // A factory the project's extension of a UIKit class declares (`self.faq = .buildFaqButton(…)`).
            for owner in UIKitClasses.extendable where !types.declarations(of: owner, from: evaluator.file).isEmpty {
                if let made = types.runStatic(name, of: owner, call: call, caller: evaluator, in: scope) { return made }
            }
            // A stream returned as `.just(tasks)` or `.empty()` (RxSwift's, where no enum of the project has such a case).
            if ["just", "empty", "never"].contains(name), types.enumDeclaring(case: name, from: evaluator.file) == nil,
               usesReactiveLibrary(evaluator.file) {
                return Self.literalStream(name, given: Self.values(of: call, evaluator: evaluator, in: scope).map(\.value))
            }
            // A case with associated values (`.text(title: "On")`): the case, with its values.
            guard !call.arguments.isEmpty || call.trailingClosure != nil else { return .member(name) }
            return evaluator.caseValue(.member(name), arguments: Self.values(of: call, evaluator: evaluator, in: scope))
        }
        if baseExpression.is(SuperExprSyntax.self) {
            return superMethod(name, call: call, evaluator: evaluator, in: scope)
        }
        if name == "init", baseExpression.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self),
           let me = scope["self"] {
            // `self.init(…)`: a convenience initializer handing over to another.
            initializeAgain(me, with: Self.values(of: call, evaluator: evaluator, in: scope), at: call, evaluator: evaluator)
            return nil
        }
        // `self.init(frame: .zero)` in a static factory: the class it was called on, made.
        if name == "init", scope["self"] == nil, case .symbol(let type)? = scope[SwiftEvaluator.typeKey],
           baseExpression.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self),
           makesObjects(of: type, from: evaluator.file) {
            return make(type, arguments: arguments, at: call, evaluator: evaluator, in: scope, trailing: call.trailingClosure)
        }
        if let done = scheduledWork(name, on: baseExpression, call: call, evaluator: evaluator, in: scope)
            ?? dispatchedWork(name, on: baseExpression, call: call, evaluator: evaluator, in: scope)
            ?? animatedWork(name, on: baseExpression, call: call, evaluator: evaluator, in: scope) { return done }
        if let typeName = evaluator.typePath(baseExpression, in: scope) {
            // A nested type by its path (`Row` in the controller that declares one).
            return staticCall(name, of: evaluator.qualified(typeName, at: baseExpression), call: call, evaluator: evaluator,
                              in: scope)
        }
        if let traits = changeTraits(name, of: baseExpression, call: call, evaluator: evaluator, in: scope) { return traits }
        let base = evaluator.evaluate(baseExpression, in: scope)
        if case .opaque = base, let result = reactiveMethod(name, of: base, call: call, evaluator: evaluator, in: scope) {
            return result
        }
        // A chain starting with an implicit member given to a function (`pin(.all(24).excluding(.top))`):
        // run when the parameter it is bound to gives the type.
        if call.parent?.is(LabeledExprSyntax.self) == true, base.isUntypedMember,
           SwiftEvaluator.implicitRoot(of: ExprSyntax(call)) != nil, !Self.isUntyped(call, in: scope) {
            return .opaque(.init(ImplicitInitializer(call: call, scope: scope, file: evaluator.file)))
        }
        // (An object's or a case's own `map` comes first: theirs is Optional's only when they have none.)
        switch base {
        case .object, .symbol: break
        default: if let result = evaluator.optionalMap(name, of: base, call: call, in: scope) { return result }
        }
        switch base {
        case .object(SwiftEvaluator.caseType, let fields):
            // A method of an enum's case with associated values, with `self` the case and its values.
            guard case .symbol(let path)? = fields[SwiftEvaluator.caseKey] else { return nil }
            return caseMethod(name, of: path, on: base, values: Self.values(of: call, evaluator: evaluator, in: scope),
                              evaluator: evaluator)
        case .object(let type, let fields):
            // A stored property holding a closure, called (`item.createdCell()`): the closure runs.
            if case .opaque(let box)? = fields[name], let closure = box.value as? ClosureValue {
                return runClosure(closure, with: call.arguments.map { evaluator.evaluate($0.expression, in: scope) })
            }
            if let result = method(name, of: base, type: type, call: call, evaluator: evaluator, in: scope)
                ?? evaluator.optionalMap(name, of: base, call: call, in: scope) {
                return result
            }
            // An RxDataSources data source asked for a section's title as UIKit asks it: its title closure's answer.
            if type.hasPrefix("Rx"), type.hasSuffix("DataSource"), name == "tableView", call.arguments.count == 2,
               let asked = call.arguments.last, let label = asked.label?.text, label.hasPrefix("titleFor"),
               case .int(let section) = evaluator.evaluate(asked.expression, in: scope) {
                return reactiveTitle(of: base, label, section: section) ?? SwiftValue.none
            }
            // An optional requirement the project's class does not implement: `?(…)` gives nil, as in Swift.
            if call.calledExpression.is(OptionalChainingExprSyntax.self),
               !types.declarations(of: type, from: evaluator.file).isEmpty {
                return SwiftValue.none
            }
            return nil
        case .array(let items):
            return arrayCall(name, items: items, call: call, evaluator: evaluator, in: scope)
                ?? collectionMethod(name, of: base, call: call, evaluator: evaluator, in: scope)
        case .dictionary(let keys, let values):
            return evaluator.dictionaryMethod(name, keys: keys, values: values, call: call, in: scope)
        // A range's numbers (`(0..<count).map { _ in UIButton() }`), as many as a loop runs.
        case .range(let low, let high):
            guard let items = SwiftEvaluator.rangeItems(low, high) else { return nil }
            return arrayCall(name, items: items, call: call, evaluator: evaluator, in: scope)
        case .string:
            return stringMethod(name, of: base, call: call, evaluator: evaluator, in: scope)
        case .int, .double:
            return numberMethod(name, of: base, call: call, evaluator: evaluator, in: scope)
        // `model.type.init(style:reuseIdentifier:)`: a class kept as a value, made.
        case .symbol(let path) where name == "init" && makesObjects(of: path, from: evaluator.file):
            return make(path, arguments: arguments, at: call, evaluator: evaluator, in: scope, trailing: call.trailingClosure)
        // `row.cellClass.nib()`: a class kept as a value, its static method (or one its protocols' extensions give).
        case .symbol(let path) where String(path.lastComponent).namesType
            && method(name, of: path, arguments: call.arguments.map { $0.label?.text ?? "_" }, from: evaluator.file,
                      isStatic: true) != nil:
            return staticCall(name, of: path, call: call, evaluator: evaluator, in: scope)
        case .symbol(let path):
            return caseMethod(name, of: path, values: Self.values(of: call, evaluator: evaluator, in: scope),
                              evaluator: evaluator) ?? evaluator.optionalMap(name, of: base, call: call, in: scope)
        case .member where name == "contains":
            // An option set of one option (`.top`): whether it is the one asked for.
            return arrayCall(name, items: [base], call: call, evaluator: evaluator, in: scope)
        default:
            return nil
        }
    }

    /// A method the project adds to arrays (`extension Array where Element == UIView { func
    /// asStackView(…) -> UIStackView }`, or to `Collection` or `Sequence`), run with `self` the array.
    private func collectionMethod(_ name: String, of array: SwiftValue, call: FunctionCallExprSyntax,
                                  evaluator: SwiftEvaluator, in scope: SwiftScope) -> SwiftValue? {
        for type in ["Array", "Collection", "Sequence"] where !types.declarations(of: type, from: evaluator.file).isEmpty {
            guard methods(of: type, from: evaluator.file)[name] != nil else { continue }
            let values = Self.values(of: call, evaluator: evaluator, in: scope)
            guard let found = method(name, of: type, arguments: values.map(\.label), from: evaluator.file,
                                     values: values.map(\.value)) else { continue }
            return run(found.function, in: found.declaration.file, owner: found.owner, on: array, arguments: values)
        }
        return nil
    }

    /// A method the project adds to a number type (`extension Double { func toTruncatedString() -> String }`),
    /// run with `self` the number: the value's own type's first (a literal's `Int` may stand for a `Double`).
    private func numberMethod(_ name: String, of number: SwiftValue, call: FunctionCallExprSyntax,
                              evaluator: SwiftEvaluator, in scope: SwiftScope) -> SwiftValue? {
        let order = if case .int = number { ["Int", "Double", "CGFloat", "Float"] } else { ["Double", "CGFloat", "Float", "Int"] }
        for type in order where !types.declarations(of: type, from: evaluator.file).isEmpty {
            guard methods(of: type, from: evaluator.file)[name] != nil else { continue }
            let values = Self.values(of: call, evaluator: evaluator, in: scope)
            guard let found = method(name, of: type, arguments: values.map(\.label), from: evaluator.file,
                                     values: values.map(\.value)) else { continue }
            return run(found.function, in: found.declaration.file, owner: found.owner, on: number, arguments: values)
        }
        return nil
    }

    /// A method of an enum's case (`sections[indexPath.section].configureCell(…)`, `Text.title.localized(with: n)`),
    /// its type's own or its protocols' extensions', run with `self` the case; of overloads, the one the values fit.
    func caseMethod(_ name: String, of path: String, on value: SwiftValue? = nil,
                            values: [(label: String, value: SwiftValue)], evaluator: SwiftEvaluator) -> SwiftValue? {
        guard let dot = path.lastIndex(of: ".") else { return nil }
        let type = String(path[..<dot])
        guard let found = method(name, of: type, arguments: values.map(\.label), from: evaluator.file,
                                 values: values.map(\.value)) else { return nil }
        return run(found.function, in: found.declaration.file, owner: found.owner, on: value ?? .symbol(path), arguments: values)
    }


    /// `UIButton.Configuration`'s styles.
    static let configurationStyles: Set<String> = ["plain", "filled", "tinted", "gray", "bordered", "borderless",
                                                   "borderedTinted", "borderedProminent"]

    /// `NSLocalizedString("key", comment: …)`, `String(localized: "key")`: the key's text in the
    /// language asked for, through the project's tables (as `--strings` or the project gives them).
    private func localized(_ call: FunctionCallExprSyntax, arguments: [LabeledExprSyntax], evaluator: SwiftEvaluator,
                           in scope: SwiftScope) -> SwiftValue? {
        // By the callee's name token (a description of the syntax would be built for every call).
        let callee = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
        let asks = callee == "NSLocalizedString" && !arguments.isEmpty
            || callee == "String" && arguments.first?.label?.text == "localized"
        guard asks, !arguments.isEmpty else { return nil }
        // The table named, else the default one; a key no table holds: the `value:` given, else the key.
        let text = evaluator.localizedText(arguments, in: scope)
        if case .string = text { return text }
        return text.asUnknown   // (a key run time gives in part is no key)
    }

    /// The labels of UIKit's parameters that take a string (`UIImage(systemName:)`,
    /// `setTitle(_:for:)`, `UIBarButtonItem(title:…)`).
    static let stringArguments: Set<String> = ["_", "systemName", "named", "title", "text", "string", "placeholder"]

    /// A call's arguments, evaluated, each with its label; a trailing closure kept as a closure
    /// (`trailingLabel`), for the parameter it falls on.
    static func values(of call: FunctionCallExprSyntax, evaluator: SwiftEvaluator, in scope: SwiftScope)
        -> [(label: String, value: SwiftValue)] {
        var values = call.arguments.map { argument -> (label: String, value: SwiftValue) in
            let value: SwiftValue = if let closure = argument.expression.as(ClosureExprSyntax.self) {
                .opaque(.init(ClosureValue(closure: closure, scope: scope, file: evaluator.file)))
            } else {
                evaluator.evaluate(argument.expression, in: scope)
            }
            let label = argument.label?.text ?? "_"
            // `.name` given where UIKit takes a string: the project's `String` extension's constant.
            if case .member(let name) = value, stringArguments.contains(label),
               let text = evaluator.types?.stringConstant(name, from: evaluator.file) {
                return (label, text)
            }
            return (label, value)
        }
        if let trailing = call.trailingClosure {
            values.append((trailingLabel, .opaque(.init(ClosureValue(closure: trailing, scope: scope, file: evaluator.file)))))
            // Closures after it, by their labels (`observe { $0.options } update: { … }`).
            for more in call.additionalTrailingClosures {
                values.append((more.label.text, .opaque(.init(ClosureValue(closure: more.closure, scope: scope,
                                                                            file: evaluator.file)))))
            }
        }
        return values
    }
}
