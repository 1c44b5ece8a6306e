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
                let type = binding.typeAnnotation?.type
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

    /// A computed view property of the view being read (`var header: some View { … }`).
    func member(_ name: String, of scope: SwiftScope, at node: Syntax) -> [SwiftUINode]? {
        guard let type = currentType(scope), let body = computedBody(named: name, in: type) else { return nil }
        guard enter("\(type.name.text).\(name)", at: node) else { return [] }
        defer { leave() }
        return build(body, in: scope)
    }

    /// A function of the view being read (`@ViewBuilder func row(_ title: String) -> some
    /// View`), or a content closure it holds (`content()`), called with `arguments`.
    func function(_ name: String, arguments: [LabeledExprSyntax], at node: Syntax, in scope: SwiftScope) -> [SwiftUINode]? {
        if case .opaque(let box)? = scope[name], let views = box.value as? [SwiftUINode] { return views }
        let functions = (currentType(scope).map { Array($0.memberBlock.members.map(\.decl)) } ?? [])
            + file.tree.statements.compactMap { $0.item.as(DeclSyntax.self) }
        guard let function = functions.lazy.compactMap({ $0.as(FunctionDeclSyntax.self) }).first(where: { $0.name.text == name }),
              let body = function.body else { return nil }
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
                inner[local] = .unknown("\(local), an argument", file.position(parameter))
            }
        }
        return build(body.statements, in: inner)
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
        return file.viewTypes[name]
    }

    /// The statements of `type`'s computed property `name`.
    func computedBody(named name: String, in type: StructDeclSyntax) -> CodeBlockItemListSyntax? {
        for member in type.memberBlock.members {
            guard let variable = member.decl.as(VariableDeclSyntax.self) else { continue }
            for binding in variable.bindings where binding.name == name { return binding.getter }
        }
        return nil
    }

    private func isComputed(_ binding: PatternBindingSyntax) -> Bool { binding.getter != nil }

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
