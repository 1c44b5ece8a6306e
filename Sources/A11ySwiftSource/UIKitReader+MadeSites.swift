import SwiftSyntax

/// The places the project makes a screen's class (SwiftSourceReading.md, "Screens"): found by a syntax walk of a
/// caller's file, with what the same block does to the screen and to the locals it makes next (UIKitReader+Presenters).
extension UIKitReader {
    /// Every place in `caller` that makes a `type` (`Type(…)`, `Type.init(…)`), with the local it
    /// is made into and what the same block does to that local next.
    static func sites(making type: String, in caller: SwiftSourceFile) -> [MadeSite] {
        let finder = MadeSiteFinder(type: type, evaluator: SwiftEvaluator(file: caller, types: nil))
        finder.walk(caller.tree)
        return finder.sites
    }
}

/// A place that makes an instance of a screen's class: the call, the local it is made into
/// (`let name = Type(…)`; nil when the instance goes straight into a call), and the statements
/// after it in its block that call a method of that local or assign to a property of it.
struct MadeSite {
    let call: FunctionCallExprSyntax
    var name: String?
    var statements: [ExprSyntax] = []
    /// The block's locals made after the screen from what does not name it (`let faqButton = UIButton.faq()`), which
    /// the statements may give it, and what the block does to them next (`faqButton.accessibilityLabel = …`), in order:
    /// a local's value (`makes`), or a statement that changes it.
    var locals: [(name: String, expression: ExprSyntax, makes: Bool)] = []
    /// The controller class whose method pushes the screen made here onto its own navigation stack (UIKitReader+Pushers).
    var pushedBy: String?
    /// The method of the class making the screen here that it is handed to (`self.push(ThemeChooser())`, or the local
    /// passed to `show(detail)`), which may push it onto that class's own stack (UIKitReader+Pushers).
    var handedTo: String?
}

private final class MadeSiteFinder: SyntaxVisitor {
    let type: String
    let evaluator: SwiftEvaluator
    var sites: [MadeSite] = []

    /// The file's private methods only preview code calls.
    let previewOnly: Set<String>

    init(type: String, evaluator: SwiftEvaluator) {
        self.type = type
        self.evaluator = evaluator
        previewOnly = PreviewCode.mayHavePreviews(evaluator.file) ? PreviewCode.previewOnlyMethods(in: evaluator.file.tree) : []
        super.init(viewMode: .sourceAccurate)
    }

    // Previews and debug builds' code make screens with samples: not the code that shows them.
    override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
        node.macroName.text == "Preview" ? .skipChildren : .visitChildren
    }
    override func visit(_ node: MacroExpansionDeclSyntax) -> SyntaxVisitorContinueKind {
        node.macroName.text == "Preview" ? .skipChildren : .visitChildren
    }
    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        let previews = node.inheritanceClause?.inheritedTypes.contains { $0.type.trimmedDescription == "PreviewProvider" }
        return previews == true ? .skipChildren : .visitChildren
    }
    // A preview of a screen (a 3D Touch peek, a context menu's `previewProvider`, a private method only they call) is
    // not the screen shown (PreviewCode).
    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        PreviewCode.isPreview(Syntax(node)) || previewOnly.contains(node.name.text) ? .skipChildren : .visitChildren
    }
    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind {
        PreviewCode.isPreview(Syntax(node)) ? .skipChildren : .visitChildren
    }
    // (Nor does code an iPhone's release build leaves out: `#if DEBUG`, `#if SNAPSHOTS`, flags it does not set, `#if
    // os(macOS)`; the clause it keeps, an `#else` too, is walked.)
    override func visit(_ node: IfConfigDeclSyntax) -> SyntaxVisitorContinueKind {
        if let kept = evaluator.activeClause(node) { walk(kept) }
        return .skipChildren
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        guard makes(node) else { return .visitChildren }
        var site = MadeSite(call: node)
        // `let name = Type(…)` as an item of a block: the statements after it.
        if let binding = node.parent?.as(InitializerClauseSyntax.self)?.parent?.as(PatternBindingSyntax.self),
           let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
           let item = binding.parent?.parent?.as(VariableDeclSyntax.self)?.parent?.as(CodeBlockItemSyntax.self),
           let list = item.parent?.as(CodeBlockItemListSyntax.self),
           let index = list.firstIndex(where: { $0.id == item.id }) {
            site.name = name
            site.pushedBy = UIKitReader.pushingType(of: node, into: name, block: list)
            site.handedTo = site.pushedBy == nil ? UIKitReader.ownMethod(handed: node, into: name, block: list) : nil
            site.statements = list[list.index(after: index)...].compactMap { later -> ExprSyntax? in
                guard let expression = later.item.as(ExprSyntax.self), Self.configures(expression, name) else { return nil }
                return expression
            }
            var declared: Set<String> = []
            for later in list[list.index(after: index)...] {
                if let local = later.item.as(VariableDeclSyntax.self), local.bindings.count == 1,
                   let binding = local.bindings.first, let made = binding.pattern.as(IdentifierPatternSyntax.self),
                   let value = binding.initializer?.value,
                   !value.tokens(viewMode: .sourceAccurate).contains(where: { $0.text == name }) {
                    declared.insert(made.identifier.text)
                    site.locals.append((made.identifier.text, value, true))
                } else if let expression = later.item.as(ExprSyntax.self),
                          let changed = declared.first(where: { Self.configures(expression, $0) }),
                          Self.givesScreen(expression, name)
                            || !expression.tokens(viewMode: .sourceAccurate).contains(where: { $0.text == name }) {
                    site.locals.append((changed, expression, false))
                }
            }
        } else if let access = node.parent?.as(MemberAccessExprSyntax.self), access.base?.id == node.id,
                access.declName.baseName.text == "then", let then = access.parent?.as(FunctionCallExprSyntax.self),
                then.arguments.isEmpty, let closure = then.trailingClosure {
            // `Type(…).then { $0.configure() }` (the Then library's `then`, or the project's own of that shape): the
            // closure's statements that configure its parameter, which is the object just made.
            let name = SwiftEvaluator.parameterNames(of: closure).first ?? "$0"
            site.name = name
            site.statements = closure.statements.compactMap { item -> ExprSyntax? in
                guard let expression = item.item.as(ExprSyntax.self), Self.configures(expression, name) else { return nil }
                return expression
            }
        } else {
            site.pushedBy = UIKitReader.pushingType(of: node, into: nil, block: nil)
            site.handedTo = site.pushedBy == nil ? UIKitReader.ownMethod(handed: node, into: nil, block: nil) : nil
        }
        sites.append(site)
        return .visitChildren
    }

    /// `Type(…)`, `Type.init(…)`, and `.init(…)` where Swift infers the type from the declaration (a function or a
    /// computed property declared to give a `Type`, a `let` declared as one). A nested type (`Outer.Type`) by its
    /// path, or by its name in the code of the type it is nested in.
    private func makes(_ call: FunctionCallExprSyntax) -> Bool {
        let callee = call.calledExpression
        if let reference = callee.as(DeclReferenceExprSyntax.self) { return names(reference.baseName.text, at: call) }
        guard let access = callee.as(MemberAccessExprSyntax.self) else { return false }
        guard access.declName.baseName.text == "init" else { return type.contains(".") && access.trimmedDescription == type }
        guard let base = access.base else { return Self.declaredType(of: call).map { names($0, at: call) } == true }
        if let reference = base.as(DeclReferenceExprSyntax.self) { return names(reference.baseName.text, at: call) }
        return type.contains(".") && base.trimmedDescription == type
    }

    /// Whether `written` names the type being looked for at `node`: its path, or (nested) its name in its outer type's code.
    private func names(_ written: String, at node: some SyntaxProtocol) -> Bool {
        guard let dot = type.lastIndex(of: ".") else { return written == type }
        if written == type { return true }
        guard written == type[type.index(after: dot)...] else { return false }
        let outer = String(type[..<dot])
        return UIKitReader.enclosingType(of: node).map { $0.name == outer || $0.name.hasPrefix(outer + ".") } == true
    }

    /// The type declared for what `expression` gives: a local's or property's annotation (`let controller: Type = …`),
    /// the result of the function or computed property it is returned from (`return …`, or a body of that one expression).
    static func declaredType(of expression: some SyntaxProtocol) -> String? {
        // (Written as declared, its path kept: `Onboarding.Controller`; an optional's wrapped type.)
        func written(_ type: TypeSyntax) -> String {
            if let optional = type.as(OptionalTypeSyntax.self) { return written(optional.wrappedType) }
            if let forced = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) { return written(forced.wrappedType) }
            return type.trimmedDescription
        }
        if let binding = expression.parent?.as(InitializerClauseSyntax.self)?.parent?.as(PatternBindingSyntax.self) {
            return binding.declaredType.map { written($0) }
        }
        func declared(_ node: Syntax?) -> String? {
            if let function = node?.as(FunctionDeclSyntax.self) {
                return function.signature.returnClause.map { written($0.type) }
            }
            return node?.as(PatternBindingSyntax.self)?.typeAnnotation.map { written($0.type) }
        }
        guard expression.parent?.is(ReturnStmtSyntax.self) == true else {
            // The only statement of a function's or a getter's body.
            guard let list = expression.parent?.parent?.as(CodeBlockItemListSyntax.self), list.count == 1 else { return nil }
            if list.parent?.is(AccessorBlockSyntax.self) == true { return declared(list.parent?.parent) }
            guard let body = list.parent?.as(CodeBlockSyntax.self) else { return nil }
            if let accessor = body.parent?.as(AccessorDeclSyntax.self) {
                guard accessor.accessorSpecifier.tokenKind == .keyword(.get) else { return nil }
                return declared(accessor.parent?.parent?.parent)
            }
            return declared(body.parent)
        }
        var current = expression.parent
        while let node = current {
            if node.is(FunctionDeclSyntax.self) || node.is(PatternBindingSyntax.self) { return declared(node) }
            // (A closure's result: not known here.)
            if node.is(ClosureExprSyntax.self) || node.is(MemberBlockItemSyntax.self) { return nil }
            current = node.parent
        }
        return nil
    }

    /// `presenter.view = name`: the screen itself given to a local's property, as a presenter is wired to its view.
    private static func givesScreen(_ expression: ExprSyntax, _ name: String) -> Bool {
        guard let sequence = expression.as(SequenceExprSyntax.self), sequence.elements.count == 3,
              SwiftEvaluator.isAssignment(expression) else { return false }
        return sequence.elements.last?.as(DeclReferenceExprSyntax.self)?.baseName.text == name
    }

    /// `name.method(…)` or `name.property = …`, also through the screen's own objects, up to three deep
    /// (`name.navigationItem.title = …`, `name.navigationItem.setHidesBackButton(true, animated: false)`).
    private static func configures(_ expression: ExprSyntax, _ name: String) -> Bool {
        func isMember(_ expression: ExprSyntax?, depth: Int = 0) -> Bool {
            guard depth < 3, let access = expression?.as(MemberAccessExprSyntax.self) else { return false }
            return access.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == name
                || isMember(access.base, depth: depth + 1)
        }
        if let call = expression.as(FunctionCallExprSyntax.self) { return isMember(call.calledExpression) }
        if let sequence = expression.as(SequenceExprSyntax.self), SwiftEvaluator.isAssignment(expression) {
            return isMember(sequence.elements.first)
        }
        return false
    }
}
