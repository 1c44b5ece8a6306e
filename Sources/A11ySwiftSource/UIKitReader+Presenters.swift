import SwiftSyntax

/// What the code that shows a screen does to it first (SwiftSourceReading.md, "Screens"): a
/// coordinator that makes the controller (`let controller = WelcomeViewController(store: store)`)
/// and then configures it (`controller.configure()`, `controller.title = "Welcome"`) before it
/// pushes or presents it. Where the project's code (tests, previews and debug builds' code aside)
/// makes the screen's class in one place only, into a local, the calls of its methods and the
/// assignments to its properties the same block makes next are run, in order, on the screen
/// being read, up to the first whose values the source does not fix. Made in several places
/// written alike (the same arguments and statements), it is read as one of them configures it;
/// made in several places configured their own ways, it is read as its own code makes it, with a
/// note: which of them shows it is the app's choice at run time.
extension UIKitReader {
    /// Runs on `object` (a `type` just made) what the project's code that shows it does to it
    /// first; a note says where that code is.
    func runPresenter(of type: String, on object: SwiftValue) {
        let sites = sites(making: type)
        guard let (caller, site) = sites.first else { return }
        // (Several places written alike, the same arguments and the same statements on the same locals, configure it
        // the same: a flow's `push` and `showAsRoot` that each make the screen and give it its presenter.)
        let alike = sites.count < 8 && sites.allSatisfy { Self.configuredAlike($0.site, site) }
        guard sites.count == 1 || alike, let name = site.name else {
            // (The caller wiring itself in, `controller.delegate = self`, configures nothing of the screen.)
            if sites.count > 1, sites.contains(where: { $0.site.statements.contains { !Self.wiresCaller($0) } }) {
                note("\(type) is made in several places of the project, each configuring it its own way: it is read "
                     + "as its own code makes it", at: caller.position(site.call))
            }
            return
        }
        let evaluator = SwiftEvaluator(file: caller, types: types)
        let scope = SwiftScope()
        scope[name] = object
        // Only what the source fixes, and nothing after what it does not: a value the caller's other code
        // gives (`controller.tableView = tableView`, `controller.viewModel = model`) would replace what the
        // screen makes with nothing known, and a later `configure()` would read state the caller set. The
        // caller wiring itself in (`controller.delegate = self`) is passed over: it holds none of the screen's state.
        var statements: [ExprSyntax] = []
        // (The locals the statements name, and those these are made from, made and changed as the block does, before
        // the statement after them: no other code of the block runs.)
        var used = Set(site.statements.flatMap { $0.tokens(viewMode: .sourceAccurate).map(\.text) })
        for local in site.locals.reversed() where local.makes && used.contains(local.name) {
            used.formUnion(local.expression.tokens(viewMode: .sourceAccurate).map(\.text))
        }
        var locals = site.locals.filter { used.contains($0.name) }[...]
        var stopped = false
        for statement in site.statements {
            if Self.wiresCaller(statement) { continue }
            while let local = locals.first, local.expression.position < statement.position {
                if local.makes {
                    scope[local.name] = evaluator.evaluate(local.expression, in: scope)
                } else {
                    _ = evaluator.perform(local.expression, in: scope)
                }
                locals.removeFirst()
            }
            guard Self.givenValues(of: statement)?.allSatisfy({ Self.isFixed(evaluator.evaluate($0, in: scope)) }) == true
            else {
                stopped = true
                break
            }
            statements.append(statement)
        }
        guard let first = statements.first else { return }
        // (What the block does after them to the locals they gave the screen: a presenter given its view back,
        // `presenter.view = view`, as the screen's code reaches the presenter's.)
        if !stopped {
            for local in locals where !local.makes { _ = evaluator.perform(local.expression, in: scope) }
        }
        let done = statements.map(\.trimmedDescription.firstLine).joined(separator: "; ")
        note("\(type) is read as the code here makes and configures it before showing it: \(done)",
             at: caller.position(first))
        for statement in statements { _ = evaluator.perform(statement, in: scope) }
    }

    /// Whether two places make the screen and configure it written alike: the same arguments, into locals of one name,
    /// the same statements on it and the same locals made and changed, in the same order.
    private static func configuredAlike(_ one: MadeSite, _ other: MadeSite) -> Bool {
        one.name != nil && one.name == other.name && madeAlike(one.call, other.call)
            && one.statements.map(\.trimmedDescription) == other.statements.map(\.trimmedDescription)
            && one.locals.map { "\($0.name) \($0.makes) \($0.expression.trimmedDescription)" }
                == other.locals.map { "\($0.name) \($0.makes) \($0.expression.trimmedDescription)" }
    }

    /// Whether two calls make the screen written alike: the same arguments, no trailing closure.
    private static func madeAlike(_ one: FunctionCallExprSyntax, _ other: FunctionCallExprSyntax) -> Bool {
        one.trailingClosure == nil && other.trailingClosure == nil
            && one.arguments.trimmedDescription == other.arguments.trimmedDescription
    }

    /// The places the project's code (tests aside) makes `type`: eight at most outside the class's own
    /// code, which is enough to know whether they are written alike (the rest are not parsed).
    /// (A class nested in another type, `Controller` in `extension Onboarding`, is looked for by its path:
    /// `Onboarding.Controller(…)`, or `Controller(…)` in the code of `Onboarding`; another type's `Controller` is not
    /// it. `group`: the class's declaration, where the caller knows it.)
    func sites(making type: String, declaredBy group: (any DeclGroupSyntax)? = nil) -> [(file: SwiftSourceFile, site: MadeSite)] {
        let path = qualifiedPath(of: type, declaredBy: group)
        if let known = madeSites[path] { return known }
        let found = findSites(making: type, path: path)
        madeSites[path] = found
        return found
    }

    private func findSites(making type: String, path: String) -> [(file: SwiftSourceFile, site: MadeSite)] {
        guard let project else { return [] }
        // (The screen's own file walked only when its text makes one: `Type(`, `Type.init(`.)
        // (Up to eight places outside the class's own code: enough to tell one from several made alike, `argumentsShowing`.)
        let ownSites = file.mentions(type + "(") || file.mentions(type + ".init(") || path != type && file.mentions(path)
            ? Self.sites(making: path, in: file) : []
        var sites: [(file: SwiftSourceFile, site: MadeSite)] = ownSites.map { (file, $0) }
        for caller in project.files(making: path, besides: file.path) where !Self.isTest(caller)
            && sites.filter({ !Self.isInside(type, $0.site.call) }).count < 8 {
            sites += Self.sites(making: path, in: caller).map { (caller, $0) }
        }
        return sites
    }

    /// The path of the class `type` names from the screen's file, through the types it is nested in
    /// (`Onboarding.Controller`); `type` itself at the top level.
    private func qualifiedPath(of type: String, declaredBy group: (any DeclGroupSyntax)?) -> String {
        guard !type.contains(".") else { return type }
        let classes = group == nil
            ? types.declarations(of: type, from: file).filter { !$0.group.is(ExtensionDeclSyntax.self) } : []
        // (Several classes of the name and none known: by the name, as written.)
        guard let declared = group ?? (classes.count == 1 ? classes.first?.group : nil) else { return type }
        return (Self.enclosingNames(of: declared) + [type]).joined(separator: ".")
    }

    /// What the one place of the project that makes `type` gives its initializer, evaluated there
    /// (`SettingsViewController(mode: .edit, store: store)`: the mode; the store only run time
    /// gives); nil when the project makes it in no place or several, or gives it nothing the
    /// source fixes besides closures.
    func argumentsShowing(_ type: String, declaredBy group: (any DeclGroupSyntax)? = nil)
        -> (file: SwiftSourceFile, call: FunctionCallExprSyntax, values: [(label: String, value: SwiftValue)])? {
        // (A screen that makes more of itself, a folder's drilling down, is not shown by that code first: the class's
        // own code is left out, so one other place that makes it is the one that shows it.)
        let sites = sites(making: type, declaredBy: group).filter { !Self.isInside(type, $0.site.call) }
        // (Several places making it with the same arguments, written alike, make it the same: an iPad's and an iPhone's
        // screens built from one controller.)
        // (Written alike with a local each place declares its own way is not alike; nor are eight places, the most
        // looked for: one more may differ.)
        guard let (caller, site) = sites.first, !site.call.arguments.isEmpty,
              sites.count == 1 || sites.count < 8 && sites.allSatisfy({ Self.madeAlike($0.site.call, site.call)
                  && Self.localBindings(before: $0.site.call).isEmpty })
        else { return nil }
        var labels = site.call.arguments.map { $0.label?.text ?? "_" }
        if site.call.trailingClosure != nil { labels.append(Self.trailingLabel) }
        guard declaresInitializer(of: type, taking: labels) else { return nil }
        let evaluator = SwiftEvaluator(file: caller, types: types)
        // (What the making code takes from its own object, a coordinator's `useCases`: that object as the project makes it.)
        let outer = needsOwner(site.call, in: caller) ? ownerScope(of: site.call, in: caller, shown: type) : nil
        let locals = localsBefore(site.call, evaluator: evaluator, in: outer)
        var values = Self.values(of: site.call, evaluator: evaluator, in: locals)
        // (`.init(navigator: self)` given for `viewModel: SettingViewModel`: made as the parameter's type.)
        if let found = initializer(of: type, labels: values.map(\.label), from: file) {
            let parameters = Array(found.initializer.signature.parameterClause.parameters)
            for (index, argument) in site.call.arguments.enumerated() where index < values.count {
                guard SwiftEvaluator.implicitRoot(of: argument.expression) != nil,
                      let parameter = parameters.first(where: { $0.firstName.text == (argument.label?.text ?? "_") })
                else { continue }
                values[index].value = evaluator.evaluate(argument.expression, as: parameter.type, in: locals)
            }
        }
        guard values.contains(where: { value in
            if case .opaque = value.value { return false }
            return !value.value.isUnknown
        }) else { return nil }
        return (caller, site.call, values)
    }

    /// Whether one of the project's initializers of `type` (its own, or a superclass's the project
    /// declares) takes `labels`.
    private func declaresInitializer(of type: String, taking labels: [String]) -> Bool {
        lineage(of: type, from: file).contains { owner in
            UIKitClasses.superclasses[owner] == nil && types.declarations(of: owner, from: file).contains { declaration in
                declaration.group.memberBlock.members.contains { member in
                    guard let initializer = member.decl.as(InitializerDeclSyntax.self), initializer.body != nil
                    else { return false }
                    return Self.accepts(initializer.signature.parameterClause.parameters, labels)
                }
            }
        }
    }

    /// The arguments of `initializer` (of a generic class) typed with a generic parameter the class being made, `type`,
    /// gives a type of the project that makes with no arguments: each made so, as `T()` would, in parameter order. Empty
    /// when the first parameter is not one of them.
    func genericArguments(of initializer: InitializerDeclSyntax, for type: String, evaluator: SwiftEvaluator)
        -> [(label: String, type: String, value: SwiftValue)] {
        var current = initializer.parent
        while let parent = current, !parent.is(ClassDeclSyntax.self) { current = parent.parent }
        guard let owner = current?.as(ClassDeclSyntax.self), let clause = owner.genericParameterClause else { return [] }
        let names = clause.parameters.map(\.name.text)
        // The type arguments the nearest subclass naming the owner gives it (`SettingsController: Base<SettingsViewModel>`).
        var given: [String]?
        var name = type
        for _ in 0..<16 {
            guard given == nil, let inherited = types.declarations(of: name, from: evaluator.file).lazy
                .compactMap({ $0.group.as(ClassDeclSyntax.self)?.inheritanceClause?.inheritedTypes.first?.type
                    .as(IdentifierTypeSyntax.self) }).first else { break }
            if inherited.name.text == owner.name.text {
                given = inherited.genericArgumentClause?.arguments.compactMap { argument in
                    if case .type(let type) = argument.argument { SwiftEvaluator.namedType(type) } else { nil }
                }
            }
            name = inherited.name.text
        }
        guard let given, given.count == names.count else { return [] }
        var made: [(label: String, type: String, value: SwiftValue)] = []
        for parameter in initializer.signature.parameterClause.parameters {
            guard let index = parameter.type.as(IdentifierTypeSyntax.self).flatMap({ names.firstIndex(of: $0.name.text) }),
                  given[index].namesType else { break }
            let concrete = given[index]
            let value = makesObjects(of: concrete, from: evaluator.file)
                ? make(concrete, arguments: [], at: initializer, evaluator: evaluator, in: SwiftScope())
                : types.make(concrete, arguments: [], at: initializer, caller: evaluator, in: SwiftScope())
            guard let value, !value.isUnknown else { break }
            made.append((parameter.firstName.text, concrete, value))
        }
        return made
    }

    /// The locals the code making a screen declares before it in its function (`let viewModel = SettingsViewModel()`,
    /// then `SettingsViewController(viewModel: viewModel)`): those the call's arguments name, and those theirs name,
    /// bound as that code binds them (at most 16).
    func localsBefore(_ call: FunctionCallExprSyntax, evaluator: SwiftEvaluator, in outer: SwiftScope? = nil) -> SwiftScope {
        let scope = SwiftScope(parent: outer)
        for binding in Self.localBindings(before: call) {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                  let initial = binding.initializer?.value else { continue }
            scope[name] = evaluator.evaluate(initial, as: binding.declaredType, in: scope)
        }
        return scope
    }

    /// The declarations of `localsBefore`, in source order.
    static func localBindings(before call: FunctionCallExprSyntax) -> [PatternBindingSyntax] {
        var levels: [[PatternBindingSyntax]] = []
        var node = Syntax(call)
        while let parent = node.parent, !parent.is(FunctionDeclSyntax.self), !parent.is(InitializerDeclSyntax.self),
              !parent.is(AccessorDeclSyntax.self), !parent.is(MemberBlockItemListSyntax.self) {
            if let list = parent.as(CodeBlockItemListSyntax.self) {
                levels.append(list.filter { $0.endPosition <= node.position }
                    .compactMap { $0.item.as(VariableDeclSyntax.self) }.flatMap(\.bindings))
            }
            node = parent
        }
        func names(in syntax: some SyntaxProtocol) -> Set<String> {
            Set(syntax.tokens(viewMode: .sourceAccurate).compactMap { token in
                if case .identifier(let name) = token.tokenKind { name } else { nil }
            })
        }
        var needed = names(in: call.arguments)
        var chosen: [PatternBindingSyntax] = []
        // (Outer blocks' declarations come first in the source; within one, nearest last.)
        for binding in levels.reversed().flatMap({ $0 }).reversed() where chosen.count < 16 {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, needed.contains(name),
                  let initial = binding.initializer?.value else { continue }
            needed.remove(name)
            needed.formUnion(names(in: initial))
            chosen.append(binding)
        }
        return chosen.reversed()
    }

    /// Whether `node` is inside the declaration (or an extension) of `type`.
    static func isInside(_ type: String, _ node: some SyntaxProtocol) -> Bool {
        var current = node.parent
        while let parent = current {
            // (A nested class's path, `Onboarding.Controller`, ends in its declaration's name.)
            if let group = parent.asProtocol(DeclGroupSyntax.self), let name = Self.declaredName(of: group),
               name == type || type.hasSuffix("." + name) {
                return true
            }
            current = parent.parent
        }
        return false
    }

    /// `name.property = self`: the caller made the screen's delegate (or anything else of its).
    private static func wiresCaller(_ statement: ExprSyntax) -> Bool {
        guard let sequence = statement.as(SequenceExprSyntax.self), sequence.elements.count == 3 else { return false }
        return sequence.elements.last?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
    }

    /// Whether the source fixes `value` whole (an array's every item).
    private static func isFixed(_ value: SwiftValue) -> Bool {
        if case .array(let items) = value { return items.allSatisfy(isFixed) }
        return !value.isUnknown
    }

    /// Whether `file` is a test's (in a folder named `…Tests` or `…Specs`, importing a test framework or the
    /// app `@testable`): tests make screens of their own.
    static func isTest(_ file: SwiftSourceFile) -> Bool {
        if file.path.split(separator: "/").dropLast().contains(where: { $0.hasSuffix("Tests") || $0.hasSuffix("Specs") }) {
            return true
        }
        return file.tree.statements.contains { item in
            guard let declaration = item.item.as(ImportDeclSyntax.self), let name = declaration.path.first?.name.text
            else { return false }
            // (`@testable import App` is a test's helper's, as are the testing libraries.)
            return ["XCTest", "Testing", "Quick", "Nimble", "SnapshotTesting", "iOSSnapshotTestCase"].contains(name)
                || declaration.attributes.contains { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "testable" }
        }
    }

    /// The values a configuring statement gives: a call's arguments, a plain assignment's value;
    /// nil for an assignment of several operators (`a.count += 1`), not followed.
    private static func givenValues(of statement: ExprSyntax) -> [ExprSyntax]? {
        if let call = statement.as(FunctionCallExprSyntax.self) { return call.arguments.map(\.expression) }
        guard let sequence = statement.as(SequenceExprSyntax.self), sequence.elements.count == 3,
              sequence.elements.dropFirst().first?.is(AssignmentExprSyntax.self) == true else { return nil }
        return sequence.elements.last.map { [$0] }
    }
}

extension String {
    /// The first line, with `…` when there are more.
    fileprivate var firstLine: String {
        guard let end = firstIndex(of: "\n") else { return self }
        return String(self[..<end]) + "…"
    }
}
