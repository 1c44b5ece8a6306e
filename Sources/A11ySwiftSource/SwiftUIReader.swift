import A11ySceneModel
import SwiftSyntax

/// Evaluates SwiftUI view bodies statically (SwiftSourceReading.md): a preview's closure or a
/// view's `body`, through the view builders, the project's own view types and functions, with
/// the values the source fixes. What only run time knows is a note at the line that uses it.
/// Builds the controller a `UIViewControllerRepresentable` makes (its name, declaration and file, the properties the
/// SwiftUI code gave it, where it is used), and the notes of that reading.
typealias ControllerMaker = (String, StructDeclSyntax, SwiftSourceFile, SwiftScope, FilePosition)
    -> (controller: ControllerSpec?, notes: [Diagnostic])

package final class SwiftUIReader {
    /// The file being read: the screen's, or the project's file whose view type is being made.
    var file: SwiftSourceFile
    /// The project's other Swift files, for the view types the file uses from them.
    let project: SwiftProject?
    /// The text a `LocalizedStringKey` shows in the language asked for (the key itself when
    /// no table has it).
    let translate: (String) -> String
    private(set) var notes: [Diagnostic] = []
    private var notedModifiers: Set<String> = []
    private var notedPlaces: Set<Diagnostic> = []
    /// Texts run time gives, counted, and where the last one is (a view's title read as nil).
    var runTimeTexts = (count: 0, last: FilePosition(line: 1, column: 1))

    /// One note per modifier name a file uses that voicenav does not read.
    func noteOnce(_ name: String, _ message: String, at node: some SyntaxProtocol) {
        guard notedModifiers.insert(name).inserted else { return }
        note(message, at: node)
    }
    /// The view types and functions being evaluated, innermost last: a view that contains
    /// itself stops with a note, never a hang.
    var active: [String] = []
    /// How deep the evaluation is (nested views and closures); past the limit, a note.
    private var depth = 0
    static let maximumDepth = 400
    /// The most steps (view builders, expressions, `ForEach` turns) one screen takes: views that
    /// make nothing cost time too.
    static let maximumWork = 200_000
    private var work = 0

    /// One level deeper (the caller goes back up when it is done); false, with a note, past
    /// the deepest nesting read.
    func deeper(at node: some SyntaxProtocol) -> Bool {
        guard depth + 1 < Self.maximumDepth else {
            note("views nested deeper than \(Self.maximumDepth) levels: the rest is not read", at: node)
            return false
        }
        depth += 1
        return true
    }

    /// One step of work; false, with one note, once the screen has taken all it may.
    func spend(at node: some SyntaxProtocol) -> Bool {
        work += 1
        if work == Self.maximumWork {
            note("this screen takes more than \(Self.maximumWork) steps to read: the rest is not read", at: node)
        }
        return work < Self.maximumWork
    }
    /// The most views one screen builds (a `ForEach` over a large range).
    static let maximumViews = 5_000
    var built = 0

    /// The project's own types (enums, constants, models), for the values they fix.
    let types: SwiftTypes
    /// Builds the controller a `UIViewControllerRepresentable` of the project makes, with the UIKit reader (its
    /// name, declaration and file, the properties the SwiftUI code gave it, where it is used); its notes join these.
    var controllerMaker: ControllerMaker?
    /// What run-time values were taken to be where a branch was chosen for them.
    let assumptions = Assumptions()

    package init(file: SwiftSourceFile, project: SwiftProject? = nil, translate: @escaping (String) -> String = { $0 }) {
        self.file = file
        self.project = project
        self.translate = translate
        types = SwiftTypes(project: project)
        types.translate = translate
        types.buildFlags = project?.buildFlags(forFile: file.path) ?? []
        (types.screenPath, types.screenTargetFiles) = (file.path, project?.filesBuilt(with: file.path))
    }

    /// Whether `name` is a view type of the file or of the project.
    func isViewType(_ name: String) -> Bool {
        file.viewTypes[name] != nil || project?.viewType(name, besides: file.path) != nil
    }

    var evaluator: SwiftEvaluator { SwiftEvaluator(file: file) }

    /// The views a screen of the file shows: a preview's closure, or a view type made with no
    /// arguments (its properties' initial values).
    package func views(of screen: SwiftSourceFile.Screen) -> [SwiftUINode] {
        if let statements = screen.statements { return build(statements, in: SwiftScope()) }
        guard let name = screen.typeName else { return [] }
        return instantiate(name, arguments: [], trailing: [], at: Syntax(file.tree), in: SwiftScope())
    }

    /// A note at `node`, once: a view used several times (in a `ForEach`, by several callers)
    /// says what it cannot read once.
    func note(_ message: String, at node: some SyntaxProtocol) {
        let place = file.position(node)
        let note = Diagnostic(file: file.path, line: place.line, column: place.column, message: message, severity: .note)
        if notedPlaces.insert(note).inserted { notes.append(note) }
    }

    /// Notes another reader made (the UIKit reader's, for a controller SwiftUI shows), each once.
    func adopt(_ others: [Diagnostic]) {
        for note in others where notedPlaces.insert(note).inserted { notes.append(note) }
    }

    /// A note for a value only run time knows, at the line that uses it.
    func note(unknown value: SwiftValue, use: String, at node: some SyntaxProtocol) {
        guard let (what, _) = value.runTimeReason else { return }
        note("\(use) depends on \(what): voicenav shows what the source fixes", at: node)
    }

    // MARK: View builders

    /// The views a view builder's statements make, in order: expressions, `if`/`switch`,
    /// `#if`, and local constants bound for the statements after them.
    func build(_ statements: CodeBlockItemListSyntax, in scope: SwiftScope) -> [SwiftUINode] {
        guard spend(at: statements), deeper(at: statements) else { return [] }
        defer { depth -= 1 }
        var views: [SwiftUINode] = []
        for item in statements {
            switch item.item {
            case .expr(let expression):
                views += self.views(expression, in: scope)
            case .stmt(let statement):
                if let expression = statement.as(ExpressionStmtSyntax.self) {
                    views += self.views(expression.expression, in: scope)
                } else if let returned = statement.as(ReturnStmtSyntax.self), let expression = returned.expression {
                    views += self.views(expression, in: scope)
                    return views
                }
            case .decl(let declaration):
                if let config = declaration.as(IfConfigDeclSyntax.self) {
                    if case .statements(let chosen)? = activeClause(config)?.elements { views += build(chosen, in: scope) }
                } else if let variable = declaration.as(VariableDeclSyntax.self) {
                    bind(variable, in: scope)
                }
            }
        }
        return views
    }

    /// The clause of an `#if` an iPhone build compiles (the first whose condition holds;
    /// one the reader cannot decide is taken, with a note).
    func activeClause(_ config: IfConfigDeclSyntax) -> IfConfigClauseSyntax? {
        for clause in config.clauses {
            guard let condition = clause.condition else { return clause }
            switch evaluator.compilationCondition(condition) {
            case true?: return clause
            case false?: continue
            case nil:
                note("#if \(condition.excerpt): a condition voicenav cannot decide for an iPhone build; "
                     + "its branch is read", at: condition)
                return clause
            }
        }
        return nil
    }

    /// `let`/`var` in a builder or a view: the value bound by name (a view kept as views).
    func bind(_ variable: VariableDeclSyntax, in scope: SwiftScope) {
        for binding in variable.bindings {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
            guard let value = binding.initializer?.value else {
                scope[name] = .unknown("\(name), a value only known when the app runs", file.position(binding))
                continue
            }
            scope[name] = self.value(value, declaredAs: binding.declaredType, in: scope)
        }
    }

    /// The value of an initializer: a view expression becomes its views; a string is a
    /// `LocalizedStringKey` only when declared one (a `String` constant is shown verbatim).
    func value(_ expression: ExprSyntax, declaredAs type: TypeSyntax?, in scope: SwiftScope) -> SwiftValue {
        let typeName = type?.description.trimmedSwift
        if typeName?.hasPrefix("some View") == true || typeName == "AnyView" || looksLikeView(expression) {
            return .opaque(.init(views(expression, in: scope)))
        }
        let value = evaluator(in: scope).evaluate(expression, as: type, in: scope)
        if case .string(let text, _) = value, typeName != "LocalizedStringKey",
           !expression.is(FunctionCallExprSyntax.self) {
            return .string(text, localizable: false)
        }
        return value
    }

    /// Whether `expression` makes a view: a call of a known view or one of the project's.
    func looksLikeView(_ expression: ExprSyntax) -> Bool {
        var current = expression
        while let call = current.as(FunctionCallExprSyntax.self) {
            if let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text {
                return Self.viewNames.contains(name) || isViewType(name)
            }
            guard let base = call.calledExpression.as(MemberAccessExprSyntax.self)?.base else { return false }
            current = base
        }
        return false
    }

    /// An evaluator that finds, beyond the scope, what the view being read declares.
    func evaluator(in scope: SwiftScope) -> SwiftEvaluator {
        var evaluator = SwiftEvaluator(file: file, types: types)
        evaluator.assumed = assumptions
        evaluator.lookup = { name in
            // `$state` is the binding to `state`: its value is the state's.
            if name.hasPrefix("$") { return scope[String(name.dropFirst())] }
            return nil
        }
        return evaluator
    }

    // MARK: Expressions that make views

    /// The views `expression` makes.
    func views(_ expression: ExprSyntax, in scope: SwiftScope) -> [SwiftUINode] {
        guard built < Self.maximumViews else {
            noteOnce("#views", "this screen makes more than \(Self.maximumViews) views: the rest is not read", at: expression)
            return []
        }
        // A modifier chain recurses once a link: counted as nesting.
        guard spend(at: expression), deeper(at: expression) else { return [] }
        defer { depth -= 1 }
        if let call = expression.as(FunctionCallExprSyntax.self) { return self.call(call, in: scope) }
        if let postfix = expression.as(PostfixIfConfigExprSyntax.self) { return modifiersInIfConfig(postfix, in: scope) }
        if let branch = expression.as(IfExprSyntax.self) { return ifViews(branch, in: scope) }
        if let choice = expression.as(SwitchExprSyntax.self) { return switchViews(choice, in: scope) }
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.text
            if case .opaque(let box)? = scope[name], let views = box.value as? [SwiftUINode] { return views }
            if let views = member(name, of: scope, at: Syntax(reference)) { return views }
            if isViewType(name) {
                return instantiate(name, arguments: [], trailing: [], at: Syntax(reference), in: scope)
            }
            note("\(name) is not a view voicenav can find in this file", at: reference)
            return []
        }
        if let access = expression.as(MemberAccessExprSyntax.self) {
            if access.base == nil || access.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self),
               let views = member(access.declName.baseName.text, of: scope, at: Syntax(access)) {
                return views
            }
            if let base = access.base, access.declName.baseName.text == "body" { return views(base, in: scope) }
            if let type = access.base?.as(DeclReferenceExprSyntax.self)?.baseName.text, type.namesType {
                if let views = staticView(access.declName.baseName.text, of: type, at: Syntax(access)) { return views }
                // One of SwiftUI's colours (`Color.clear`, `Color.accentColor`): a view that fills its space, drawn only.
                if type == "Color", scope["Color"] == nil {
                    var color = SwiftUINode(kind: .shape, location: file.position(access))
                    color.isDecorative = true
                    return [color]
                }
            }
            note("\(access.excerpt) is not a view voicenav can find", at: access)
            return []
        }
        if let macro = expression.as(MacroExpansionExprSyntax.self) {
            note("#\(macro.macroName.text) is a macro voicenav does not expand", at: macro)
            return []
        }
        if let ternary = expression.as(TernaryExprSyntax.self) {
            let condition = evaluator(in: scope).evaluate(ternary.condition, in: scope)
            note(unknown: condition, use: "this choice of view", at: ternary.condition)
            return views(condition.bool == false ? ternary.elseExpression : ternary.thenExpression, in: scope)
        }
        if let joined = concatenatedText(expression, in: scope) { return joined }
        // The same as the parser leaves it: `flag ? Text("a") : Text("b")` unfolded.
        if let sequence = expression.as(SequenceExprSyntax.self), SwiftEvaluator.ternary(Array(sequence.elements)) != nil {
            return choice(Array(sequence.elements), in: scope)
        }
        // `content = AnyView(button)` in a branch, to a local declared before it (`let content: AnyView`):
        // the local holds the views from here on; the statement shows none itself.
        if let sequence = expression.as(SequenceExprSyntax.self), sequence.elements.count == 3,
           sequence.elements.dropFirst().first?.is(AssignmentExprSyntax.self) == true,
           let name = sequence.elements.first?.as(DeclReferenceExprSyntax.self)?.baseName.text,
           let assigned = sequence.elements.last {
            var holder: SwiftScope? = scope
            while let current = holder, !current.holds(name) { holder = current.parent }
            (holder ?? scope)[name] = value(assigned, declaredAs: nil, in: scope)
            return []
        }
        if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
            return views(only.expression, in: scope)
        }
        // A view builder given as an argument (`Section(content: { … }, header: { … })`).
        if let closure = expression.as(ClosureExprSyntax.self) { return build(closure.statements, in: SwiftScope(parent: scope)) }
        note("\(expression.excerpt) is not a view voicenav can read", at: expression)
        return []
    }

    /// A modifier chain with `#if` inside it: the base's views, then the modifiers of the
    /// clause an iPhone build compiles.
    func modifiersInIfConfig(_ postfix: PostfixIfConfigExprSyntax, in scope: SwiftScope) -> [SwiftUINode] {
        var views = postfix.base.map { self.views($0, in: scope) } ?? []
        guard case .postfixExpression(let chain)? = activeClause(postfix.config)?.elements else { return views }
        // The clause holds `.modifier(…)…` with no base: apply each call of it in order.
        var calls: [FunctionCallExprSyntax] = []
        var current: ExprSyntax? = chain
        while let expression = current {
            if let call = expression.as(FunctionCallExprSyntax.self),
               let access = call.calledExpression.as(MemberAccessExprSyntax.self) {
                calls.append(call)
                current = access.base
            } else {
                current = nil
            }
        }
        for call in calls.reversed() {
            guard let access = call.calledExpression.as(MemberAccessExprSyntax.self) else { continue }
            views = modify(views, access.declName.baseName.text, call, in: scope)
        }
        return views
    }

    /// The views of `a ? b : c` as the parser leaves it (its parts in a row): `b`'s when the
    /// condition holds or only run time knows it (a note), else `c`'s (itself a choice, maybe).
    private func choice(_ elements: [ExprSyntax], in scope: SwiftScope) -> [SwiftUINode] {
        guard let (condition, then, otherwise) = SwiftEvaluator.ternary(elements) else {
            if elements.count == 1 { return views(elements[0], in: scope) }
            note("\(elements[0].excerpt) … is not a view voicenav can read", at: elements[0])
            return []
        }
        let value = evaluator(in: scope).sequence(condition, in: scope)
        note(unknown: value, use: "this choice of view", at: condition[0])
        return value.bool == false ? choice(otherwise, in: scope) : views(then, in: scope)
    }

    /// Whether `access` names a type inside another (`UITemplates.IconLabel`, `SwiftUI.Text`):
    /// capitalised names all along, as types are named, where a modifier's name is not.
    static func isNestedType(_ access: MemberAccessExprSyntax) -> Bool {
        func isTypeName(_ name: String) -> Bool { name.namesType }
        guard isTypeName(access.declName.baseName.text) else { return false }
        var base = access.base
        while let expression = base {
            if let reference = expression.as(DeclReferenceExprSyntax.self) { return isTypeName(reference.baseName.text) }
            guard let inner = expression.as(MemberAccessExprSyntax.self), isTypeName(inner.declName.baseName.text) else {
                return false
            }
            base = inner.base
        }
        return false
    }

    /// A call: a modifier of the views before it, a view, one of the project's view types or
    /// one of the view's own functions.
    func call(_ call: FunctionCallExprSyntax, in scope: SwiftScope) -> [SwiftUINode] {
        if let access = call.calledExpression.as(MemberAccessExprSyntax.self), let base = access.base,
           base.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind != .keyword(.self)
            || access.declName.baseName.text.first?.isLowercase == true && Self.modifiedViews(in: scope) != nil,
           !Self.isNestedType(access) {
            return modify(views(base, in: scope), access.declName.baseName.text, call, in: scope)
        }
        // Inside a project's modifier, a modifier called by its name alone applies to `self`
        // (a function of the project of that name is that function).
        if let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text, name.first?.isLowercase == true,
           let modified = Self.modifiedViews(in: scope), scope[name] == nil, file.functions[name] == nil,
           project?.files(definingFunction: name, besides: file.path).isEmpty ?? true {
            return modify(modified, name, call, in: scope)
        }
        let name: String
        if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) {
            name = reference.baseName.text
        } else if let access = call.calledExpression.as(MemberAccessExprSyntax.self) {
            name = access.declName.baseName.text
        } else if let generic = call.calledExpression.as(GenericSpecializationExprSyntax.self),
                  let reference = generic.expression.as(DeclReferenceExprSyntax.self) {
            name = reference.baseName.text
        } else {
            note("\(call.calledExpression.excerpt) is not a view voicenav can read", at: call)
            return []
        }
        let trailing = Self.trailingClosures(of: call)
        if let made = knownView(name, call, trailing: trailing, in: scope) {
            built += made.count
            return made
        }
        if isViewType(name) {
            return instantiate(name, arguments: Array(call.arguments), trailing: trailing, at: Syntax(call), in: scope)
        }
        if let found = representable(name) { return representableView(name, found, call: call, in: scope) }
        if let found = representable(name, adopting: "UIViewControllerRepresentable") {
            return representedController(name, found, call: call, in: scope)
        }
        if let made = function(name, arguments: Array(call.arguments), at: Syntax(call), in: scope) { return made }
        // A view from another module: its content closures are still read.
        note("\(name) is not a view voicenav knows or can find in the project: its content is read as a group", at: call)
        var group = SwiftUINode(kind: .group, location: file.position(call))
        for (_, closure) in trailing { group.children += build(closure.statements, in: SwiftScope(parent: scope)) }
        for argument in call.arguments where argument.expression.is(ClosureExprSyntax.self) {
            group.children += build(argument.expression.cast(ClosureExprSyntax.self).statements, in: SwiftScope(parent: scope))
        }
        return group.children.isEmpty ? [] : [group]
    }
}
