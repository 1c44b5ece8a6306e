import SwiftSyntax

/// The project's top-level variables and constants (SwiftSourceReading.md, "What is followed"):
/// `let defaults = UserDefaults(suiteName: "group.app")!` in one file, read in another. A stored
/// one is made once, when first read, as Swift initializes a global lazily; a computed one runs
/// its getter at each read. Also a view type's computed property read by name.
extension SwiftTypes {
    /// The declaration of the top-level variable `name` seen from `file` (its own first, then the
    /// project's other files, where it is not private to its file), and the file it is in; nil
    /// when the project declares none.
    func global(_ name: String, from file: SwiftSourceFile) -> (file: SwiftSourceFile, binding: PatternBindingSyntax)? {
        if let binding = file.globals[name] { return (file, binding) }
        // Another file's, unless private to it.
        for other in project?.files(definingGlobal: name, besides: file.path) ?? [] {
            guard let binding = other.globals[name],
                  let variable = binding.parent?.parent?.as(VariableDeclSyntax.self),
                  !variable.modifiers.contains(where: { ["private", "fileprivate"].contains($0.name.text) }) else { continue }
            return (other, binding)
        }
        return nil
    }

    /// The value of the top-level variable `name` seen from `file`; nil when the project declares none.
    func globalValue(_ name: String, from file: SwiftSourceFile) -> SwiftValue? {
        guard let (declaring, binding) = global(name, from: file) else { return nil }
        let key = GlobalKey(file: ObjectIdentifier(declaring), name: name)
        if let made = globals[key] { return made }
        let evaluator = SwiftEvaluator(file: declaring, types: self)
        guard binding.initializer != nil else {
            return nested { evaluator.value(of: binding, in: SwiftScope()) }
                ?? evaluator.unknown("\(name), read more deeply than voicenav follows", binding)
        }
        // Marked while it is made: a constant defined through itself is not known.
        globals[key] = evaluator.unknown("\(name), which is defined through itself", binding)
        let value = nested { evaluator.value(of: binding, in: SwiftScope()) }
            ?? evaluator.unknown("\(name), read more deeply than voicenav follows", binding)
        // (Made while a task waits: not kept, as it was not made whole.)
        globals[key] = suspended == nil ? value : nil
        return value
    }
}

/// A type's static members (SwiftSourceReading.md, "What is followed"): a stored one made once, as Swift makes it.
extension SwiftTypes {
    /// `Type.name`: an enum's case, `allCases` of a `CaseIterable` enum, a static constant or
    /// computed static property; nil when the project does not declare it.
    func staticMember(_ name: String, of type: String, from file: SwiftSourceFile) -> SwiftValue? {
        let declarations = self.declarations(of: type, from: file)
        guard !declarations.isEmpty else { return nil }
        let cases = self.cases(in: declarations)
        // A case by its type's path as the code names it (`Kind.a`, `Outer.Kind.a`; a nested type's
        // own name inside its outer type is that path: `SwiftEvaluator.qualified`). The two are equal.
        if cases.contains(where: { $0.name == name }) { return .symbol(type + "." + name) }
        if name == "allCases", !cases.isEmpty, isCaseIterable(declarations) {
            return .array(cases.map { .symbol(type + "." + $0.name) })
        }
        let own = variable(name, isStatic: true, in: declarations)
        guard let (declaration, binding) = own ?? inheritedStatic(name, of: type, declarations: declarations, from: file)
        else { return nil }
        if binding.initializer == nil, binding.accessorBlock == nil,
           let launched = launchValue(name, of: type, declaredIn: declaration.file) {
            return launched
        }
        let scope = SwiftScope()
        // (A stored one a superclass declares is made once, as that class: `self` there is the declaring type.)
        let declaring = own == nil && binding.initializer != nil ? Self.declaredTypeName(of: declaration.group) : nil
        scope[SwiftEvaluator.typeKey] = .symbol(declaring ?? type)
        scope[SwiftEvaluator.staticKey] = .bool(true)
        let evaluator = SwiftEvaluator(file: declaration.file, types: self)
        // A stored one is made once, when first read, as Swift initializes a static lazily (`static let shared =
        // Connection()` read again is that connection, not another made).
        let key = StaticKey(file: ObjectIdentifier(declaration.file), offset: binding.position.utf8Offset)
        if binding.initializer != nil, let made = statics[key] { return made }
        let value = nested { evaluator.value(of: binding, in: scope) }
            ?? evaluator.unknown("\(type).\(name), defined through itself or nested too deep to follow", binding)
        // (A struct's value is copied where it is read: only a class's instance, or a value that cannot change, is kept.)
        if binding.initializer != nil, suspended == nil, !isValueObject(value, from: declaration.file) { statics[key] = value }
        return value
    }
}

extension SwiftTypes {
    /// A static property `type` does not declare itself: its superclasses' (the project's extensions of
    /// UIKit's included), nearest first, then the extensions of the protocols it and they adopt
    /// (`extension UITableViewCell: Reusable {}` gives every cell class `Reusable`'s `static var
    /// reuseIdentifier`), as Swift prefers a class's member to a protocol's default.
    func inheritedStatic(_ name: String, of type: String, declarations: [Declaration], from file: SwiftSourceFile)
        -> (declaration: Declaration, binding: PatternBindingSyntax)? {
        // The superclasses' own first (a class's member before a protocol's default), then the protocols' extensions.
        var levels = [declarations]
        var current = type
        var seen: Set<String> = [type]
        while levels.count < 16 {
            let declared = levels[levels.count - 1].lazy
                .compactMap { $0.group.as(ClassDeclSyntax.self)?.inheritanceClause?.inheritedTypes.first }
                .first.flatMap { SwiftEvaluator.namedType($0.type) }
            // The superclass a project class names, else UIKit's own (whose extensions in the project count too).
            guard let next = declared ?? UIKitClasses.superclasses[current], seen.insert(next).inserted else { break }
            current = next
            // (A protocol's requirement has no value: only the classes and their extensions.)
            let level = self.declarations(of: next, from: file).filter { !$0.group.is(ProtocolDeclSyntax.self) }
            if let found = variable(name, isStatic: true, in: level) { return found }
            levels.append(level)
        }
        for level in levels {
            if let found = variable(name, isStatic: true, in: adopted(by: level, from: file)) { return found }
        }
        return nil
    }
}

extension SwiftTypes {
    /// The name of the type a declaration declares or extends (`class Cell`, `extension UITableViewCell`).
    static func declaredTypeName(of group: any DeclGroupSyntax) -> String? {
        if let declared = group.as(ClassDeclSyntax.self) { return declared.name.text }
        if let declared = group.as(StructDeclSyntax.self) { return declared.name.text }
        if let declared = group.as(EnumDeclSyntax.self) { return declared.name.text }
        return group.as(ExtensionDeclSyntax.self).flatMap { SwiftEvaluator.namedType($0.extendedType) }
    }
}

/// A top-level variable made: the file that declares it, and its name.
struct GlobalKey: Hashable {
    let file: ObjectIdentifier
    let name: String
}

extension SwiftTypes {
    /// Whether `value` is an instance of a struct of the project's, or a tuple: a value Swift copies where it is read.
    func isValueObject(_ value: SwiftValue, from file: SwiftSourceFile) -> Bool {
        guard case .object(let type, _) = value else { return false }
        return type == SwiftEvaluator.tupleType
            || declarations(of: type, from: file).contains { $0.group.is(StructDeclSyntax.self) }
    }
}

/// A static stored property made: the file that declares it, and where.
struct StaticKey: Hashable {
    let file: ObjectIdentifier
    let offset: Int
}

extension SwiftTypes {
    /// `variable(_:isStatic:in:)`'s search, not cached.
    func findVariable(_ name: String, isStatic: Bool, in declarations: [Declaration])
        -> (declaration: Declaration, binding: PatternBindingSyntax)? {
        for declaration in declarations {
            var members = Array(declaration.group.memberBlock.members)
            var index = 0
            while index < members.count {
                let member = members[index]
                index += 1
                // Members under `#if` count where an iPhone build compiles them (`#if os(iOS)`).
                if let config = member.decl.as(IfConfigDeclSyntax.self),
                   case .decls(let active)? = SwiftEvaluator(file: declaration.file, types: self).activeClause(config)?.elements {
                    members.insert(contentsOf: active, at: index)
                    continue
                }
                guard let variable = member.decl.as(VariableDeclSyntax.self),
                      variable.modifiers.contains(where: { ["static", "class"].contains($0.name.text) }) == isStatic
                else { continue }
                for binding in variable.bindings where binding.name == name { return (declaration, binding) }
            }
        }
        return nil
    }

    /// A computed property of a view type read by name (`var title: String { … }`), run in the
    /// view's own scope.
    func property(_ name: String, ofType type: String, fields: SwiftScope, from file: SwiftSourceFile) -> SwiftValue? {
        let declarations = self.declarations(of: type, from: file)
        guard let (declaration, binding) = variable(name, isStatic: false, in: declarations), binding.getter != nil else {
            return nil
        }
        let evaluator = SwiftEvaluator(file: declaration.file, types: self)
        return nested { evaluator.value(of: binding, in: SwiftScope(parent: fields)) }
            ?? evaluator.unknown("\(type).\(name), defined through itself or nested too deep to follow", binding)
    }
}

/// Types named by `typealias` (SwiftSourceReading.md, "What is followed").
extension SwiftTypes {
    /// The declarations of the type `name` stands for where a top-level `typealias` names it: the file's own
    /// (`ownOnly`), else another file's; nil where no alias names a type.
    func aliased(_ name: String, from file: SwiftSourceFile, ownOnly: Bool) -> [Declaration]? {
        guard aliasDepth < 8, let (target, origin) = aliasTarget(of: name, from: file, ownOnly: ownOnly) else { return nil }
        aliasDepth += 1
        defer { aliasDepth -= 1 }
        return declarations(of: target, from: origin)
    }

    /// The type the file's own `typealias` names `name` for at `node` (`AboutView` for `View` in the controller
    /// declaring `typealias View = AboutView`): an alias at the file's top level, or in a type enclosing `node`.
    func aliasName(_ name: String, from file: SwiftSourceFile, at node: some SyntaxProtocol) -> String? {
        guard file.aliases[name] != nil, file.declarations[name] == nil else { return nil }
        return aliasTarget(of: name, from: file, ownOnly: true, at: Syntax(node))?.0
    }

    /// The type an alias of `name` names, with the file declaring it; an alias inside a type holds only for code
    /// inside that type (`at`), and one that is not a name or a path (`A & B`, a generic), or a module's type of
    /// the same name (`typealias Color = SwiftUI.Color`), names none of the project's.
    func aliasTarget(of name: String, from file: SwiftSourceFile, ownOnly: Bool, at node: Syntax? = nil)
        -> (String, SwiftSourceFile)? {
        let candidates = ownOnly ? (file.aliases[name] ?? []).map { ($0, file) }
            : (project?.files(aliasing: name, besides: file.path) ?? []).flatMap { other in
                (other.aliases[name] ?? []).map { ($0, other) }
            }
        for (alias, origin) in candidates {
            if let scope = Self.enclosingGroup(of: alias) {
                guard let node, origin === file, Self.isInside(node, scope) else { continue }
            }
            let type = alias.initializer.value
            guard type.is(IdentifierTypeSyntax.self) || type.is(MemberTypeSyntax.self) else { continue }
            let target = type.trimmedDescription.filter { !$0.isWhitespace }
            guard target != name, !target.contains("<") else { continue }
            if target.hasSuffix("." + name),
               declarations(of: String(target.dropLast(name.count + 1)), from: origin).isEmpty { continue }
            return (target, origin)
        }
        return nil
    }

    /// The types a `typealias` named `name` inside the type `outer` names (`TokenList.ViewModel` for `typealias
    /// ViewModel = TokenListViewModel` in `struct TokenList` or an extension of it), of this file or another; nil when
    /// no such alias names one of the project's types by a plain name or path (a generic one, a framework's type the
    /// project only extends, is left to the callers that read aliases of those).
    func nestedAlias(_ name: String, in outer: String, from file: SwiftSourceFile) -> [Declaration]? {
        guard aliasDepth < 8 else { return nil }
        let candidates = (file.aliases[name] ?? []).map { ($0, file) }
            + (project?.files(aliasing: name, besides: file.path) ?? []).flatMap { other in
                (other.aliases[name] ?? []).map { ($0, other) }
            }
        for (alias, origin) in candidates {
            guard let group = Self.enclosingGroup(of: alias)?.asProtocol((any DeclGroupSyntax).self),
                  (group as? any NamedDeclSyntax)?.name.text
                    ?? group.as(ExtensionDeclSyntax.self).flatMap({ SwiftEvaluator.namedType($0.extendedType) }) == outer,
                  let target = SwiftEvaluator.memberPath(alias.initializer.value)
                    ?? alias.initializer.value.as(IdentifierTypeSyntax.self)
                        .flatMap({ $0.genericArgumentClause == nil ? $0.name.text : nil }),
                  target != name else { continue }
            aliasDepth += 1
            defer { aliasDepth -= 1 }
            // (A framework's type the project only extends, `UITableViewDiffableDataSource`, is not one of its own.)
            let found = declarations(of: target, from: origin)
            if found.contains(where: { !$0.group.is(ExtensionDeclSyntax.self) }) { return found }
        }
        return nil
    }

    /// The type or extension a declaration is inside; nil at the top level.
    private static func enclosingGroup(of node: some SyntaxProtocol) -> Syntax? {
        var current = node.parent
        while let parent = current {
            if parent.isProtocol((any DeclGroupSyntax).self) { return parent }
            current = parent.parent
        }
        return nil
    }

    private static func isInside(_ node: Syntax, _ scope: Syntax) -> Bool {
        var current: Syntax? = node
        while let parent = current {
            if parent.id == scope.id { return true }
            current = parent.parent
        }
        return false
    }
}
