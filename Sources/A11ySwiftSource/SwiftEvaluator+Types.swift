import SwiftSyntax

/// Values given where a type is expected (SwiftSourceReading.md, "Constants of the project"):
/// an implicit member is a member of that type, and an array literal's elements are its
/// element type's.
extension SwiftEvaluator {
    /// A call's callee by name where the evaluator knows it by name (`String`, `NSLocalizedString`,
    /// `.constant`, `Binding.constant`), else empty: read from the tree (the expression's text,
    /// built for every call, was a sixth of the evaluator's time).
    static func calleeName(_ expression: ExprSyntax) -> String {
        if let reference = expression.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        guard let access = expression.as(MemberAccessExprSyntax.self), access.declName.baseName.text == "constant" else {
            return ""
        }
        guard let base = access.base else { return ".constant" }
        return base.as(DeclReferenceExprSyntax.self)?.baseName.text == "Binding" ? "Binding.constant" : ""
    }

    /// `expression` given where `type` is expected: `.name`, `.init(…)` and `.name(…)` are
    /// members of that type (an enum's case, a static constant, an instance).
    package func evaluate(_ expression: ExprSyntax, as type: TypeSyntax?, in scope: SwiftScope) -> SwiftValue {
        // `[.numbers, .colors]` declared `[Item]`: each element as the element type gives it.
        if let element = type.flatMap(Self.elementType), let literal = expression.as(ArrayExprSyntax.self) {
            return .array(literal.elements.map { evaluate($0.expression, as: element, in: scope) })
        }
        // `flag ? self[index] : .none` where an optional is expected: the branch taken, given the type too.
        if type != nil, let sequence = expression.as(SequenceExprSyntax.self),
           sequence.elements.contains(where: { $0.is(UnresolvedTernaryExprSyntax.self)
               || $0.as(BinaryOperatorExprSyntax.self)?.operator.text == "??" }) {
            return self.sequence(Array(sequence.elements), as: type, in: scope)
        }
        if let type, Self.hasLabelledTuple(type) { return Self.relabelled(evaluate(expression, in: scope), as: type) }
        // An integer literal (or literals added, subtracted or multiplied) where a floating-point number is declared is
        // one, as Swift types it (`static var strength: CGFloat = 10` shows as "10.0"); a division of them is left as
        // the evaluator divides integers.
        if let type, let named = Self.namedType(type), Self.floatingTypes.contains(named),
           Self.implicitRoot(of: expression) == nil {
            let value = evaluate(expression, in: scope)
            let divides = expression.as(SequenceExprSyntax.self)?.elements
                .contains { $0.as(BinaryOperatorExprSyntax.self)?.operator.text == "/" } ?? false
            if case .int(let number) = value, !divides { return .double(Double(number)) }
            return value
        }
        guard let types, let type, let named = Self.namedType(type) else {
            // An array made otherwise (`[.header("Top")] + rows`): its cases named by the element type.
            let value = evaluate(expression, in: scope)
            if let type, case .array = value { return typed(value, as: type) }
            return value
        }
        // A nested type named as the declaration names it (`Row` in the controller that declares one);
        // `Self`, the type whose code runs.
        // (A nested type named by its path, `ItemView.Model`, is that type, not another `Model` nearer the code.)
        var typeName = Self.memberPath(type) ?? qualified(named, at: type)
        if named == "Self" {
            if case .symbol(let current)? = scope[Self.typeKey] {
                typeName = current
            } else if let me = scope["self"], case .symbol(let current) = typeOf(me) {
                typeName = current
            }
        }
        if let access = expression.as(MemberAccessExprSyntax.self), access.base == nil {
            let name = access.declName.baseName.text
            // An optional's `.none` is nil, whatever the wrapped type.
            if name == "none", type.is(OptionalTypeSyntax.self) { return .none }
            // A case of a UIKit enumeration compared or counted by number (`[UIUserInterfaceStyle]`): kept with its type.
            if UIKitClasses.namedCases.contains(typeName), UIKitClasses.rawValues[typeName]?[name] != nil {
                return .symbol(typeName + "." + name)
            }
            return types.staticMember(name, of: typeName, from: file) ?? .member(name)
        }
        if let call = expression.as(FunctionCallExprSyntax.self),
           let access = call.calledExpression.as(MemberAccessExprSyntax.self), access.base == nil {
            let name = access.declName.baseName.text
            if name == "init" {
                // (A class the host models, a view of the project's, is the host's to make:
                // `lazy var empty: EmptyView = .init()`.)
                if let host = types.host, host.models(typeName, from: file), let made = host.make(typeName, call: call,
                                                                                                   evaluator: self, in: scope) {
                    return made
                }
                return types.make(typeName, arguments: Array(call.arguments), at: call, caller: self, in: scope)
                    ?? types.host?.make(typeName, call: call, evaluator: self, in: scope)
                    ?? unknown("an instance of \(typeName), a type voicenav does not find in the project", call)
            }
            if types.cases(in: types.declarations(of: typeName, from: file)).contains(where: { $0.name == name }) {
                // With its associated values (`.text(title: "On")`), which patterns take apart.
                guard !call.arguments.isEmpty else { return .symbol(typeName + "." + name) }
                // Each associated value given where its type is declared (`.inApp(.follows, [.followed])`).
                let associated = types.associatedTypes(of: name, in: types.declarations(of: typeName, from: file))
                return caseValue(.symbol(typeName + "." + name), arguments: call.arguments.enumerated().map { index, argument in
                    (label: argument.label?.text ?? "_",
                     value: evaluate(argument.expression, as: associated.indices.contains(index) ? associated[index] : nil,
                                     in: scope))
                })
            }
            // A static function of the type (`.all()`, `.make(title:)`), or a factory of a type the host makes.
            if let made = types.runStatic(name, of: typeName, call: call, caller: self, in: scope)
                ?? types.host?.make(typeName, call: call, evaluator: self, in: scope) { return made }
        }
        // A chain that starts with an implicit member (`.all(24).excluding(.top)`): its start is
        // the type's member, the rest runs on it.
        if let root = Self.implicitRoot(of: expression), root.id != expression.id {
            let inner = SwiftScope(parent: scope)
            inner[Self.implicitRootKey] = .opaque(.init(ImplicitRoot(id: root.id, type: typeName)))
            return evaluate(expression, in: inner)
        }
        let value = evaluate(expression, in: scope)
        guard case .object = value else { return value }
        return types.host?.cast(value, to: typeName, at: Syntax(type), evaluator: self) ?? value
    }

    /// The type `self`'s stored property `target` (`name` or `self.name`) is declared of, where
    /// the value needs it (`sections = [.init(entries: …)]`, `.general`, `.init(…)` written
    /// without their type); nil otherwise.
    func propertyType(of target: ExprSyntax, given value: ExprSyntax, in scope: SwiftScope) -> TypeSyntax? {
        let implicit = { (expression: ExprSyntax) -> Bool in
            expression.as(MemberAccessExprSyntax.self)?.base == nil && expression.is(MemberAccessExprSyntax.self)
                || expression.as(FunctionCallExprSyntax.self)?.calledExpression.as(MemberAccessExprSyntax.self)
                .map { $0.base == nil } ?? false
        }
        guard let types, value.is(ArrayExprSyntax.self) || implicit(value) else { return nil }
        // A local declared with its type before (`var config: UIListContentConfiguration`, then `config = .cell()`).
        if let reference = target.as(DeclReferenceExprSyntax.self), scope[reference.baseName.text] != nil,
           !scope.holdsAsProperty(reference.baseName.text, of: scope["self"]),
           let declared = declaredType(of: target, in: scope) {
            return declared
        }
        let name: String
        if let reference = target.as(DeclReferenceExprSyntax.self), scope[reference.baseName.text] == nil
            || scope.holdsAsProperty(reference.baseName.text, of: scope["self"]) {
            name = reference.baseName.text
        } else if let access = target.as(MemberAccessExprSyntax.self),
                  (access.base?.as(OptionalChainingExprSyntax.self)?.expression ?? access.base)?
                    .as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) {
            name = access.declName.baseName.text
        } else {
            return nil
        }
        guard case .object(let type, _)? = scope["self"], type != Self.caseType,
              let (_, binding) = types.variable(name, isStatic: false, in: types.declarations(of: type, from: file)) else {
            return nil
        }
        return binding.declaredType
    }

    /// The type `expression` names (`Texts`, `Texts.Onboarding`, `Self`, `Row<Int>`, `self` in a static
    /// member): capitalised names that are not values in scope; nil for anything else.
    func typePath(_ expression: ExprSyntax, in scope: SwiftScope) -> String? {
        // A generic type given its type arguments (`Row<Int>(frame: …)`): the type.
        if let generic = expression.as(GenericSpecializationExprSyntax.self) { return typePath(generic.expression, in: scope) }
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            // `self` in a static member's code is its type (`self.loadPurchase()` in a `static var`).
            if reference.baseName.tokenKind == .keyword(.self), scope["self"] == nil,
               case .symbol(let type)? = scope[Self.typeKey] { return type }
            let name = reference.baseName.text
            guard scope[name] == nil else { return nil }
            // A type named in lower case (`enum functional {}` nested in a view model, as `functional.sections(…)` calls
            // it), where the project declares one of that name and no property of `self` has it.
            if !name.namesType {
                guard let types, name.first?.isLetter == true,
                      types.declarations(of: name, from: file).contains(where: { !$0.group.is(ExtensionDeclSyntax.self) }),
                      !(scope["self"].map { me in
                          guard case .object(let type, _) = me else { return false }
                          return types.variable(name, isStatic: false, in: types.declarations(of: type, from: file)) != nil
                      } ?? false) else { return nil }
                return qualified(name, at: reference)
            }
            // A type parameter of the object whose code runs, given a type (a generic property wrapper's `T`).
            if case .object(_, let fields)? = scope["self"], fields.holds(Self.typeArgumentsKey),
               case .symbol(let given)? = fields[Self.typeArgumentsKey + "." + name] { return given }
            // A property of the object whose code runs named with a capital (`lazy var VStack`) is no type.
            if case .object(let type, _)? = scope["self"], let types,
               types.variable(name, isStatic: false, in: types.declarations(of: type, from: file)) != nil { return nil }
            if name == "Self" {
                // A static member's type, else the type of the instance whose method runs.
                if case .symbol(let current)? = scope[Self.typeKey] { return current }
                if let me = scope["self"], case .symbol(let current) = typeOf(me) { return current }
            }
            return types?.aliasName(name, from: file, at: reference) ?? name
        }
        // `type(of: viewModel)`: the type of the value (`type(of: viewModel).Input(…)`).
        if let call = expression.as(FunctionCallExprSyntax.self), call.arguments.count == 1,
           call.arguments.first?.label?.text == "of", call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
            == "type", case .symbol(let type) = typeOf(evaluate(call.arguments.first!.expression, in: scope)),
           type.lastComponent.first?.isUppercase == true {
            return type
        }
        guard let access = expression.as(MemberAccessExprSyntax.self), let base = access.base,
              access.declName.baseName.text.namesType, let path = typePath(base, in: scope) else { return nil }
        return path + "." + access.declName.baseName.text
    }

    /// The scope entry naming the type of the implicit member a chain starts with.
    static let implicitRootKey = "#implicitRoot"

    /// The implicit member (`.all(24)`, `.zero`) a chain of calls and member accesses starts
    /// with; nil for a chain that starts otherwise.
    static func implicitRoot(of expression: ExprSyntax) -> ExprSyntax? {
        var current = expression
        while true {
            if let call = current.as(FunctionCallExprSyntax.self) {
                guard let access = call.calledExpression.as(MemberAccessExprSyntax.self) else { return nil }
                guard let base = access.base else { return current }
                current = base
            } else if let access = current.as(MemberAccessExprSyntax.self) {
                guard let base = access.base else { return current }
                current = base
            } else {
                return nil
            }
        }
    }

    /// The type the implicit member `node` starts a chain of, where the chain is given for a
    /// declared type (`evaluate(_:as:in:)`); nil elsewhere.
    func implicitRootType(of node: some SyntaxProtocol, in scope: SwiftScope) -> String? {
        guard case .opaque(let box)? = scope[Self.implicitRootKey], let root = box.value as? ImplicitRoot,
              root.id == node.id else { return nil }
        return root.type
    }

    /// Whether a type is a tuple with labels, or an array or optional of one.
    static func hasLabelledTuple(_ type: TypeSyntax) -> Bool {
        if let array = type.as(ArrayTypeSyntax.self) { return hasLabelledTuple(array.element) }
        if let optional = type.as(OptionalTypeSyntax.self) { return hasLabelledTuple(optional.wrappedType) }
        return type.as(TupleTypeSyntax.self)?.elements.contains { $0.firstName != nil } ?? false
    }

    /// A tuple given where a tuple type with labels is declared (`let rows: [(view: UIView,
    /// spacing: Bool)] = …` of `(view, true)`): the labels the type gives, as Swift converts it.
    static func relabelled(_ value: SwiftValue, as type: TypeSyntax) -> SwiftValue {
        if let array = type.as(ArrayTypeSyntax.self), case .array(let items) = value {
            return .array(items.map { relabelled($0, as: array.element) })
        }
        if let optional = type.as(OptionalTypeSyntax.self) { return relabelled(value, as: optional.wrappedType) }
        guard let tuple = type.as(TupleTypeSyntax.self), let parts = value.tupleParts, parts.count == tuple.elements.count
        else { return value }
        let fields = SwiftScope()
        for (index, (element, part)) in zip(tuple.elements, parts).enumerated() {
            if let label = element.firstName, label.tokenKind != .wildcard { fields[label.text] = part }
            fields[String(index)] = part
        }
        fields[tupleCount] = .int(parts.count)
        return .object(tupleType, fields)
    }

    /// The type a declaration names, without `?`, `!` or generic arguments (`Tip?` → `Tip`).
    /// Whether `type` is an optional (`String?`, `UILabel!`): a `var` of it declared without a
    /// value starts nil, as Swift starts it.
    static func isOptional(_ type: TypeSyntax?) -> Bool {
        type.map { $0.is(OptionalTypeSyntax.self) || $0.is(ImplicitlyUnwrappedOptionalTypeSyntax.self) } ?? false
    }

    /// The element type of an array or set type (`[Row]`, `[Row]?`, `Set<Edge>`, `Array<Row>`).
    static func elementType(_ type: TypeSyntax) -> TypeSyntax? {
        let plain = unwrapped(type)
        if let array = plain.as(ArrayTypeSyntax.self) { return array.element }
        guard let named = plain.as(IdentifierTypeSyntax.self), ["Set", "Array", "ContiguousArray"].contains(named.name.text),
              let arguments = named.genericArgumentClause?.arguments, arguments.count == 1,
              case .type(let element) = arguments.first!.argument else { return nil }
        return element
    }

    /// The type an optional wraps (`[Row]?` → `[Row]`), else the type itself.
    static func unwrapped(_ type: TypeSyntax) -> TypeSyntax {
        if let optional = type.as(OptionalTypeSyntax.self) { return unwrapped(optional.wrappedType) }
        if let forced = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) { return unwrapped(forced.wrappedType) }
        return type
    }

    /// `A.B` of a type named by its path (an optional's too); nil for any other type.
    static func memberPath(_ type: TypeSyntax) -> String? {
        if let optional = type.as(OptionalTypeSyntax.self) { return memberPath(optional.wrappedType) }
        if let forced = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) { return memberPath(forced.wrappedType) }
        guard let member = type.as(MemberTypeSyntax.self), member.genericArgumentClause == nil else { return nil }
        if let base = member.baseType.as(IdentifierTypeSyntax.self), base.genericArgumentClause == nil {
            return base.name.text + "." + member.name.text
        }
        return memberPath(member.baseType).map { $0 + "." + member.name.text }
    }

    static func namedType(_ type: TypeSyntax) -> String? {
        if let optional = type.as(OptionalTypeSyntax.self) { return namedType(optional.wrappedType) }
        if let forced = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) { return namedType(forced.wrappedType) }
        if let plain = type.as(IdentifierTypeSyntax.self) { return plain.name.text }
        if let member = type.as(MemberTypeSyntax.self) { return member.name.text }
        return nil
    }

    /// Whether the type whose code holds `node` (or one of its extensions) declares a method
    /// `name`, which a call of `name` alone there means instead of a free function.
    func enclosingTypeDeclares(_ name: String, at node: some SyntaxProtocol) -> Bool {
        var current = node.parent
        while let parent = current {
            let typeName = parent.as(StructDeclSyntax.self)?.name.text ?? parent.as(ClassDeclSyntax.self)?.name.text
                ?? parent.as(EnumDeclSyntax.self)?.name.text
                ?? parent.as(ExtensionDeclSyntax.self).flatMap { SwiftEvaluator.namedType($0.extendedType) }
            if let typeName {
                return types?.declarations(of: typeName, from: file).contains { declaration in
                    declaration.group.memberBlock.members.contains { $0.decl.as(FunctionDeclSyntax.self)?.name.text == name }
                } ?? false
            }
            current = parent.parent
        }
        return false
    }

    /// A name used without `self.` inside a member of a type: a property of `self` (an enum's
    /// case, an instance), or a computed property of the view being read.
    /// (`outer`: also a static member of a type `self`'s type is nested in, which `self.name` never is.)
    func implicitSelf(_ name: String, in scope: SwiftScope, outer: Bool = true) -> SwiftValue? {
        guard let types else { return nil }
        if let me = scope["self"] {
            // In the project's extension of arrays or texts, their own properties (`endIndex`, `count`).
            if let own = Self.collectionMember(name, of: me) { return own }
            if let value = deviceMember(name, of: me) ?? types.property(name, of: me, from: file)
                ?? types.host?.member(name, of: me, at: Syntax(file.tree), evaluator: self) {
                return value
            }
            // (A static member of a type this one is nested in, as Swift's lookup finds it; not for a UIKit class, whose
            // own members, which the reader may not know, come first.)
            guard outer, case .object(let type, _) = me, types.host?.models(type, from: file) != true else { return nil }
            return outerStatic(name, of: type)
        }
        // In a static member's code, a bare name is another of the type's static members (`shared` in `static var sounds`).
        // (An enum's own case too, `integration` in its `static func all() -> [Section]`, as Swift's lookup finds it.)
        if case .symbol(let type)? = scope[Self.typeKey] {
            return types.property(name, ofType: type, fields: scope, from: file) ?? types.staticMember(name, of: type, from: file)
                ?? ownCase(name, of: type) ?? outerStatic(name, of: type)
        }
        return nil
    }

    /// `Globals.isTesting` where `Globals` is no type of the project but its global variable named with a capital
    /// (`var Globals = GlobalFactory()`): the member of that variable's value; nil otherwise.
    func globalMember(_ name: String, of global: String, at access: MemberAccessExprSyntax) -> SwiftValue? {
        guard let types, global != "Self", !types.notGlobals.contains(global) else { return nil }
        guard types.declarations(of: global, from: file).isEmpty, let value = types.globalValue(global, from: file) else {
            // (Most such names are UIKit's types, `UIColor.label`: asked once.)
            types.notGlobals.insert(global)
            return nil
        }
        if value.isUnknown { return value.asUnknown }
        return Self.collectionMember(name, of: value) ?? types.property(name, of: value, from: file)
            ?? unknown("\(access.excerpt), a value only known when the app runs", access)
    }

    /// The static member `name` (or case) of a type `type` is nested in, the innermost first: `shadowRadius` in `enum
    /// Field` nested in `enum Metric { static let shadowRadius … }`.
    private func outerStatic(_ name: String, of type: String) -> SwiftValue? {
        guard let types, name.first?.isLowercase == true else { return nil }
        var outers: [String] = []
        if type.contains(".") {
            var parts = type.split(separator: ".").map(String.init)
            while parts.count > 1 {
                parts.removeLast()
                outers.append(parts.joined(separator: "."))
            }
        } else if let group = types.declarations(of: type, from: file)
                    .first(where: { !$0.group.is(ExtensionDeclSyntax.self) })?.group {
            let enclosing = Self.enclosingTypes(of: group)
            outers = enclosing.indices.reversed().map { enclosing[...$0].joined(separator: ".") }
        }
        for outer in outers {
            if let value = types.staticMember(name, of: outer, from: file) ?? ownCase(name, of: outer) { return value }
        }
        return nil
    }

    /// `.symbol("Type.name")` where `type` is an enum of the project declaring the case `name`.
    private func ownCase(_ name: String, of type: String) -> SwiftValue? {
        guard let types else { return nil }
        let declarations = types.declarations(of: type, from: file)
        guard types.cases(in: declarations).contains(where: { $0.name == name }) else { return nil }
        return .symbol(type + "." + name)
    }
}

/// The start of a chain given for a declared type: the node and the type.
struct ImplicitRoot {
    let id: SyntaxIdentifier
    let type: String
}

/// The values of declarations: a property's, as its declared type makes it.
extension SwiftEvaluator {
    /// The value a property holds: its initial value, or what its getter returns, as its
    /// declared type makes it (a `String` is shown as written, a `LocalizedStringKey` translated).
    func value(of binding: PatternBindingSyntax, in scope: SwiftScope) -> SwiftValue {
        let declared = binding.declaredType
        if let initial = binding.initializer?.value { return Self.typed(evaluate(initial, as: declared, in: scope), declared) }
        if let statements = binding.getter {
            var getter = self
            getter.returnType = declared
            return Self.typed(getter.run(statements, in: scope), declared)
        }
        if let wrapped = wrappedValue(of: binding, in: scope) { return wrapped }
        return unknown("\(binding.name ?? "a property"), a value only known when the app runs", binding)
    }

    /// A string as its declared type shows it: `String` as written, `LocalizedStringKey`
    /// through the tables.
    static func typed(_ value: SwiftValue, _ type: TypeSyntax?) -> SwiftValue {
        guard let name = type?.description.trimmedSwift else { return value }
        switch value {
        case .string(let text, _) where ["String", "String?", "String!"].contains(name):
            return .string(text, localizable: false)
        case .string(let text, _) where name.hasPrefix("LocalizedString"):
            return .string(text, localizable: true)
        default:
            return value
        }
    }
}

extension PatternBindingSyntax {
    /// The type a binding is declared with: its own annotation, else, for one with no value, the next annotation of
    /// its declaration, as Swift gives `let title, text: Translation` one type for both names.
    var declaredType: TypeSyntax? {
        if let typeAnnotation { return typeAnnotation.type }
        guard initializer == nil, let list = parent?.as(PatternBindingListSyntax.self) else { return nil }
        return list.drop { $0.id != id }.dropFirst().lazy.compactMap(\.typeAnnotation).first?.type
    }
}
