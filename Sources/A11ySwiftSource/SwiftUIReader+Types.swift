import A11ySceneModel
import SwiftSyntax

/// The project's own view types and their members (SwiftSourceReading.md, "Views of the
/// project"): a view made with arguments holds them in its properties, the others hold their
/// initial values (`@State` with a literal: the first render), and its `body` is read.
extension SwiftUIReader {
    /// The views `name` makes with `arguments` (its memberwise initializer) and trailing
    /// closures (its content), from the caller's `scope`.
    func instantiate(_ name: String, arguments: [LabeledExprSyntax], trailing: [(label: String?, closure: ClosureExprSyntax)],
                     at node: Syntax, in caller: SwiftScope) -> [SwiftUINode] {
        let callerFile = file
        // A view type of another file of the project: read in its file (its positions are there).
        if file.viewTypes[name] == nil, let other = project?.viewType(name, besides: file.path) { file = other }
        defer { file = callerFile }
        guard let type = file.viewTypes[name] else { return [] }
        guard enter(name, at: node) else { return [] }
        defer { leave() }
        let instance = SwiftScope()
        instance[Self.typeKey] = .symbol(name)
        var unlabeled = arguments.filter { $0.label == nil }[...]
        var closures = trailing[...]
        let viewParameters = Set((type.genericParameterClause?.parameters ?? []).filter {
            $0.inheritedType?.description.contains("View") == true
        }.map(\.name.text))
        for member in type.memberBlock.members {
            guard let variable = member.decl.as(VariableDeclSyntax.self),
                  !variable.modifiers.contains(where: { $0.name.text == "static" }) else { continue }
            let wrapper = variable.attributes.lazy
                .compactMap { $0.as(AttributeSyntax.self)?.attributeName.description.trimmedSwift }.first
            for binding in variable.bindings where !isComputed(binding) {
                guard let property = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
                let type = binding.declaredType
                let typeName = type?.description.trimmedSwift ?? ""
                // What the caller gives is read in the caller's file.
                if let closure = arguments.first(where: { $0.label?.text == property })?.expression.as(ClosureExprSyntax.self),
                   isContent(typeName, generics: viewParameters) {
                    // Views given as a labelled closure (`Card(action: { … }, label: { Text("1") })`).
                    instance[property] = .opaque(.init(reading(callerFile) {
                        build(closure.statements, in: SwiftScope(parent: caller))
                    }))
                } else if let argument = arguments.first(where: { $0.label?.text == property }) {
                    instance[property] = reading(callerFile) { value(argument.expression, declaredAs: type, in: caller) }
                } else if !closures.isEmpty, isContent(typeName, generics: viewParameters),
                          let closure = closures.popFirst()?.closure {
                    instance[property] = .opaque(.init(reading(callerFile) {
                        build(closure.statements, in: SwiftScope(parent: caller))
                    }))
                } else if binding.initializer == nil, !unlabeled.isEmpty, isContent(typeName, generics: viewParameters),
                          let argument = unlabeled.popFirst() {
                    instance[property] = reading(callerFile) { value(argument.expression, declaredAs: type, in: caller) }
                } else if binding.initializer == nil, wrapper == nil, !typeName.hasSuffix("Void"), !typeName.hasSuffix("?"),
                          let argument = unlabeled.popFirst() {
                    // A custom `init(_ title: String)` that stores its argument: by position.
                    instance[property] = reading(callerFile) { value(argument.expression, declaredAs: type, in: caller) }
                } else if let initial = binding.initializer?.value {
                    instance[property] = value(initial, declaredAs: type, in: instance)
                } else if wrapper == "Environment", let setting = Self.environmentSetting(of: variable) {
                    // What the system's accessibility settings say while VoiceOver reads the screen.
                    instance[property] = setting
                } else if let wrapper, ["Environment", "EnvironmentObject", "ObservedObject", "StateObject", "Query",
                                        "FetchRequest", "Bindable", "FocusState", "Namespace"].contains(wrapper) {
                    instance[property] = .unknown("\(property) (@\(wrapper)), which the app gives when it runs",
                                                  file.position(binding))
                } else if typeName.hasSuffix("?") {
                    instance[property] = SwiftValue.none
                } else {
                    instance[property] = .unknown("\(property), which the code that shows \(name) gives", file.position(binding))
                }
            }
        }
        guard let body = computedBody(named: "body", in: type) else {
            note("\(name) has no body voicenav can read", at: node)
            return []
        }
        return build(body, in: instance)
    }

    /// A computed view property of the view being read (`var header: some View { … }`), declared
    /// in the type or in an extension of it (in any of the project's files: read in its own).
    func member(_ name: String, of scope: SwiftScope, at node: Syntax) -> [SwiftUINode]? {
        guard let type = currentType(scope) else { return nil }
        let found: (file: SwiftSourceFile, body: CodeBlockItemListSyntax)?
            = computedBody(named: name, in: type).map { (file, $0) }
            ?? extensions(of: type).lazy.compactMap { declaration in
                self.computedBody(named: name, in: declaration.group.memberBlock).map { (declaration.file, $0) }
            }.first
        guard let found else { return nil }
        guard enter("\(type.name.text).\(name)", at: node) else { return [] }
        defer { leave() }
        return reading(found.file) { build(found.body, in: scope) }
    }

    /// The project's extensions of the view type `type` (its own file's first).
    func extensions(of type: StructDeclSyntax) -> [SwiftTypes.Declaration] {
        types.declarations(of: type.name.text, from: file).filter { $0.group.is(ExtensionDeclSyntax.self) }
    }

    /// A function of the view being read (`@ViewBuilder func row(_ title: String) -> some
    /// View`), or a content closure it holds (`content()`), called with `arguments`.
    func function(_ name: String, arguments: [LabeledExprSyntax], at node: Syntax, in scope: SwiftScope) -> [SwiftUINode]? {
        if case .opaque(let box)? = scope[name], let views = box.value as? [SwiftUINode] { return views }
        let type = currentType(scope)
        // The type's own functions, its extensions' (read in their files), then the file's top-level ones.
        var declared: [(file: SwiftSourceFile, decls: [DeclSyntax])] = []
        if let type {
            declared.append((file, type.memberBlock.members.map(\.decl)))
            for declaration in extensions(of: type) {
                declared.append((declaration.file, declaration.group.memberBlock.members.map(\.decl)))
            }
        }
        declared.append((file, file.tree.statements.compactMap { $0.item.as(DeclSyntax.self) }))
        guard let (source, function) = declared.lazy.compactMap({ entry in
            entry.decls.lazy.compactMap { $0.as(FunctionDeclSyntax.self) }.first { $0.name.text == name }.map { (entry.file, $0) }
        }).first, let body = function.body else { return nil }
        guard enter("\(currentType(scope)?.name.text ?? file.path).\(name)()", at: node) else { return [] }
        defer { leave() }
        let inner = SwiftScope(parent: scope)
        var unlabeled = arguments.filter { $0.label == nil }[...]
        for parameter in function.signature.parameterClause.parameters {
            let local = (parameter.secondName ?? parameter.firstName).text
            let given = parameter.firstName.tokenKind == .wildcard
                ? unlabeled.popFirst() : arguments.first { $0.label?.text == parameter.firstName.text }
            if let given {
                inner[local] = value(given.expression, declaredAs: parameter.type, in: scope)
            } else if let initial = parameter.defaultValue?.value {
                inner[local] = value(initial, declaredAs: parameter.type, in: scope)
            } else {
                inner[local] = .unknown("\(local), an argument", source.position(parameter))
            }
        }
        return reading(source) { build(body.statements, in: inner) }
    }

    /// A view a type of the project gives as a static property (`extension Label { static var
    /// copy: Label { Label("Copy", systemImage: "doc.on.doc") } }`, used as `Label.copy`).
    func staticView(_ name: String, of type: String, at node: Syntax) -> [SwiftUINode]? {
        guard let (declaration, binding) = types.variable(name, isStatic: true, in: types.declarations(of: type, from: file))
        else { return nil }
        guard enter("\(type).\(name)", at: node) else { return [] }
        defer { leave() }
        return reading(declaration.file) {
            if let statements = binding.getter { return build(statements, in: SwiftScope()) }
            return binding.initializer.map { views($0.value, in: SwiftScope()) } ?? []
        }
    }

    // MARK: Helpers

    /// The scope entry that names the view type a scope belongs to.
    static let typeKey = SwiftEvaluator.typeKey

    func currentType(_ scope: SwiftScope) -> StructDeclSyntax? {
        guard case .symbol(let name)? = scope[Self.typeKey] else { return nil }
        // (While an extension in another file is read, the type is in the file that declares it.)
        if let own = file.viewTypes[name] { return own }
        return project?.viewType(name, besides: file.path)?.viewTypes[name]
    }

    /// The statements of `type`'s computed property `name`.
    func computedBody(named name: String, in type: StructDeclSyntax) -> CodeBlockItemListSyntax? {
        computedBody(named: name, in: type.memberBlock)
    }

    /// A computed property `name` of the members of `block`: its getter's statements.
    func computedBody(named name: String, in block: MemberBlockSyntax) -> CodeBlockItemListSyntax? {
        for member in block.members {
            guard let variable = member.decl.as(VariableDeclSyntax.self) else { continue }
            for binding in variable.bindings where binding.name == name { return binding.getter }
        }
        return nil
    }

    private func isComputed(_ binding: PatternBindingSyntax) -> Bool { binding.getter != nil }

    /// `@Environment(\.accessibilityVoiceOverEnabled)`: the accessibility setting the key path names (UIKitReader's
    /// `accessibilityEnvironment`); nil for another environment value.
    static func environmentSetting(of variable: VariableDeclSyntax) -> SwiftValue? {
        for attribute in variable.attributes {
            guard let attribute = attribute.as(AttributeSyntax.self), attribute.attributeName.trimmedDescription == "Environment",
                  case .argumentList(let arguments)? = attribute.arguments,
                  let path = arguments.first?.expression.as(KeyPathExprSyntax.self), path.components.count == 1,
                  case .property(let component)? = path.components.first?.component else { continue }
            return UIKitReader.accessibilityEnvironment(component.declName.baseName.text)
        }
        return nil
    }

    /// A property that holds views given by the caller: `Content`, `some View`, a view builder
    /// closure (`() -> Content`); not an action (`() -> Void`) nor a model.
    /// The type's generic parameters that stand for views (`struct Card<Label: View>`): a
    /// property of such a type holds the caller's views, whatever the parameter is called.
    private func isContent(_ typeName: String, generics: Set<String>) -> Bool {
        if typeName.hasSuffix("Void") || typeName.hasSuffix("()") || typeName.contains("Model") { return false }
        if generics.contains(where: { typeName == $0 || typeName.hasSuffix("-> " + $0) }) { return true }
        return typeName == "Content" || typeName.hasSuffix("-> Content") || typeName.contains("View")
            || typeName.hasPrefix("()") && (typeName.contains("Content") || typeName.contains("View"))
    }

    /// Enters a view type or function; false (with a note) when it is already being read: a
    /// view that contains itself would never end.
    func enter(_ name: String, at node: Syntax) -> Bool {
        if active.contains(name) {
            note("\(name) contains itself: voicenav reads it once", at: node)
            return false
        }
        active.append(name)
        return true
    }

    func leave() { active.removeLast() }

    /// `body` read in `source` (positions and notes there), then back in the file being read.
    func reading<Value>(_ source: SwiftSourceFile, _ body: () -> Value) -> Value {
        let current = file
        file = source
        defer { file = current }
        return body()
    }
}

extension SwiftUIReader {
    /// The types SwiftUI's own `Text` initializers take a text as.
    private static let textTypes: Set<String> = [
        "String", "LocalizedStringKey", "LocalizedStringResource", "Substring", "AttributedString", "StringProtocol", "S",
    ]

    /// `Text(.greetingTitle)` where the project extends `Text` with an initializer of one
    /// unlabeled parameter of its own type (`init(_ key: StringLocalizationKey)`) that the value
    /// fits: the text that initializer's `self.init(verbatim: …)` or `self.init(…)` makes, run
    /// with the parameter bound. Nil when the project declares none the value fits (SwiftUI's
    /// own initializers then read it); `.some(nil)` for one whose text run time gives (a note).
    func projectTextInitializer(_ arguments: [LabeledExprSyntax], in scope: SwiftScope) -> String?? {
        guard arguments.count == 1, let argument = arguments.first, argument.label == nil,
              !argument.expression.is(StringLiteralExprSyntax.self) else { return nil }
        let initializers = types.declarations(of: "Text", from: file).lazy
            .filter { $0.group.is(ExtensionDeclSyntax.self) }
            .flatMap { declaration in
                declaration.group.memberBlock.members.compactMap { member -> (SwiftTypes.Declaration, InitializerDeclSyntax)? in
                    guard let made = member.decl.as(InitializerDeclSyntax.self), made.body != nil,
                          made.signature.parameterClause.parameters.count == 1,
                          let parameter = made.signature.parameterClause.parameters.first, parameter.firstName.text == "_",
                          let type = SwiftEvaluator.namedType(parameter.type), !Self.textTypes.contains(type)
                    else { return nil }
                    return (declaration, made)
                }
            }
        for (declaration, made) in initializers {
            guard let parameter = made.signature.parameterClause.parameters.first,
                  let type = SwiftEvaluator.namedType(parameter.type) else { continue }
            let value = evaluator(in: scope).evaluate(argument.expression, as: parameter.type, in: scope)
            let fits = switch value {
            case .symbol(let path): path.split(separator: ".").dropLast().last.map(String.init) == type
            case .object(let made, _): made.split(separator: ".").last.map(String.init) == type
            default: false
            }
            guard fits, let body = made.body else { continue }
            // The first `self.init(…)` the body makes, with the parameter bound.
            let inner = SwiftScope()
            inner[(parameter.secondName ?? parameter.firstName).text] = value
            guard let delegated = body.statements.lazy.compactMap({ $0.item.as(FunctionCallExprSyntax.self) }).first(where: {
                $0.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "init"
            }), let given = delegated.arguments.first else {
                note("the text this Text is made with by the project's initializer is not read: its initializer does more "
                     + "than hand a text to another", at: argument.expression)
                return .some(nil)
            }
            let text = SwiftEvaluator(file: declaration.file, types: types).evaluate(given.expression, in: inner)
            switch text {
            case .string(let shown, let localizable):
                return given.label?.text != "verbatim" && localizable ? translate(shown).strippingMarkdown : shown
            case .partial(let shown, let what, _):
                note("Part of the text of this Text depends on \(what): voicenav shows "
                        + "\(SwiftEvaluator.partialMark) in its place", at: argument.expression)
                return shown
            default:
                note(unknown: text.isUnknown ? text : evaluator(in: scope).unknown("a text", argument.expression),
                     use: "The text of this Text", at: argument.expression)
                return .some(nil)
            }
        }
        return nil
    }
}

extension SwiftUIReader {
    /// The scope entry holding the views a project's modifier is applied to: its `self`.
    static let modifiedKey = "#modified"

    /// The types whose extensions declare modifiers apps write (`extension View`, `Text`, `Image`).
    private static let modifiedTypes = ["View", "Text", "Image"]

    /// A modifier the project declares in an extension of `View`, `Text` or `Image`
    /// (`func styleAsHeading() -> some View { font(.headline).accessibility(addTraits: .isHeader) }`):
    /// its body read with `self` the views it is applied to (named or implicit) and its
    /// parameters bound to the call's arguments. Nil when the project declares none.
    func projectModifier(_ views: [SwiftUINode], _ name: String, _ call: FunctionCallExprSyntax,
                         in scope: SwiftScope) -> [SwiftUINode]? {
        let labels = call.arguments.map { $0.label?.text ?? "_" }
        for type in Self.modifiedTypes {
            for declaration in types.declarations(of: type, from: file) where declaration.group.is(ExtensionDeclSyntax.self) {
                for member in declaration.group.memberBlock.members {
                    guard let function = member.decl.as(FunctionDeclSyntax.self), function.name.text == name,
                          let body = function.body, !function.modifiers.contains(where: { $0.name.text == "static" }),
                          SwiftTypes.accepts(function.signature.parameterClause.parameters.dropLast(
                              call.trailingClosure == nil ? 0 : 1), labels)
                    else { continue }
                    guard enter("\(type).\(name)()", at: Syntax(call)) else { return views }
                    defer { leave() }
                    let inner = SwiftScope()
                    var unlabeled = call.arguments.filter { $0.label == nil }[...]
                    let parameters = function.signature.parameterClause.parameters
                    for (index, parameter) in parameters.enumerated() {
                        let local = (parameter.secondName ?? parameter.firstName).text
                        let given = parameter.firstName.tokenKind == .wildcard
                            ? unlabeled.popFirst() : call.arguments.first { $0.label?.text == parameter.firstName.text }
                        // A view builder given (`card { Text("Header") }`): its views, which `header()` shows. An
                        // action (a parameter of a function type returning nothing, `onSizeChange: (CGSize) -> Void`)
                        // is a closure, not views.
                        let closure = given?.expression.as(ClosureExprSyntax.self)
                            ?? (index == parameters.count - 1 ? call.trailingClosure : nil)
                        if let closure, Self.isAction(parameter.type) {
                            inner[local] = value(ExprSyntax(closure), declaredAs: parameter.type, in: scope)
                        } else if let closure, given == nil || given?.expression.is(ClosureExprSyntax.self) == true {
                            inner[local] = .opaque(.init(build(closure.statements, in: SwiftScope(parent: scope))))
                        } else if let given {
                            inner[local] = value(given.expression, declaredAs: parameter.type, in: scope)
                        } else if let initial = parameter.defaultValue?.value {
                            inner[local] = reading(declaration.file) { value(initial, declaredAs: parameter.type, in: inner) }
                        } else {
                            inner[local] = .unknown("\(local), an argument", file.position(call))
                        }
                    }
                    inner["self"] = .opaque(.init(views))
                    inner[Self.modifiedKey] = .opaque(.init(views))
                    let noted = notes.count
                    let made = reading(declaration.file) { build(body.statements, in: inner) }
                    // A body the reader cannot make views of (its note says why) leaves the views as they were;
                    // one that makes none (`if hide { EmptyView() }`) hides them.
                    return made.isEmpty && notes.count > noted ? views : made
                }
            }
        }
        return nil
    }

    /// Whether a parameter's type is a function that returns nothing (`@escaping (CGSize) -> Void`, `() -> ()`).
    static func isAction(_ type: TypeSyntax) -> Bool {
        var type = type
        while true {
            if let attributed = type.as(AttributedTypeSyntax.self) {
                type = attributed.baseType
            } else if let tuple = type.as(TupleTypeSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
                type = only.type
            } else if let optional = type.as(OptionalTypeSyntax.self) {
                type = optional.wrappedType
            } else {
                break
            }
        }
        guard let function = type.as(FunctionTypeSyntax.self) else { return false }
        let result = function.returnClause.type
        return result.as(IdentifierTypeSyntax.self)?.name.text == "Void"
            || result.as(TupleTypeSyntax.self)?.elements.isEmpty == true
    }

    /// The views a project's modifier is applied to, when `scope` is inside one.
    static func modifiedViews(in scope: SwiftScope) -> [SwiftUINode]? {
        // (Looked up through the scopes: asked only for a call that may be a modifier.)
        guard case .opaque(let box)? = scope[modifiedKey] else { return nil }
        return box.value as? [SwiftUINode]
    }
}
