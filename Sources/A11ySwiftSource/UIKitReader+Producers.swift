import SwiftSyntax

/// A screen's arguments the project gives in one place (SwiftSourceReading.md, "Screens").
extension UIKitReader {
    /// A member of the project's types that gives a value of a type: its owner, its file and its binding.
    struct Producer {
        let owner: String
        let file: SwiftSourceFile
        let binding: PatternBindingSyntax
        let isStatic: Bool
    }

    /// The arguments of `initializer` whose type is one of the project's structs, classes or enums that exactly one
    /// computed property of the project's types is declared to give (`var viewModel: ViewModel { ViewModel(title:
    /// "Info", …) }` in `struct InfoList`, for `init(viewModel: InfoList.ViewModel)`): that property's value, of the owner made
    /// with no arguments (or the type's own, for a static one), in parameter order. Used where no code of the project
    /// that makes the screen could be read (a generic function making it from a type parameter).
    func producedArguments(of initializer: InitializerDeclSyntax, from file: SwiftSourceFile)
        -> [(label: String, producer: String, value: SwiftValue)] {
        var made: [(label: String, producer: String, value: SwiftValue)] = []
        for parameter in initializer.signature.parameterClause.parameters where parameter.defaultValue == nil {
            let type = SwiftEvaluator.unwrapped(parameter.type)
            guard let path = SwiftEvaluator.memberPath(type) ?? type.as(IdentifierTypeSyntax.self)
                    .flatMap({ $0.genericArgumentClause == nil ? $0.name.text : nil }),
                  types.declarations(of: path, from: file).contains(where: { declaration in
                      declaration.group.is(StructDeclSyntax.self) || declaration.group.is(ClassDeclSyntax.self)
                          || declaration.group.is(EnumDeclSyntax.self)
                  }),
                  let producer = soleProducer(of: path, from: file),
                  let value = produce(producer, at: initializer), !value.isUnknown
            else { continue }
            made.append((parameter.firstName.text, producer.owner + (producer.isStatic ? "." : "().")
                          + (producer.binding.name ?? ""), value))
        }
        return made
    }

    /// The one computed property of the project's types declared with the type `path` names; nil when none or
    /// several are, or when too many files may declare one to read them all. A type nested in another
    /// (`InfoList.ViewModel`) is also written by its own name inside that other type and its extensions. Tests,
    /// previews and SwiftUI views make values of their own and do not count. Kept by file and path.
    func soleProducer(of path: String, from file: SwiftSourceFile) -> Producer? {
        let key = file.path + "\u{0}" + path
        if let known = producers[key] { return known }
        let found = findProducer(of: path, from: file)
        producers[key] = .some(found)
        return found
    }

    private func findProducer(of path: String, from file: SwiftSourceFile) -> Producer? {
        let last = String(path.split(separator: ".").last ?? "")
        let outer = path.split(separator: ".").dropLast().last.map(String.init)
        // Read first, parsed only where a computed property may give the type: `name: Type {`, `name: Outer.Type {`.
        var files = [file]
        var written: [String] = []
        for name in [last, path] {
            written += [": \(name) {", ":\(name) {", ": \(name){", ": \(name)\n"]
        }
        if let others = project?.files(mentioning: written, besides: file.path, startingWord: false) {
            let listed = Array(others.prefix(65))
            // (Past 64 files, one unread could hold a second: which the app gives is not known.)
            if listed.count > 64 { return nil }
            files += listed
        }
        var found: Producer?
        for candidate in files where !Self.isTest(candidate) {
            for (owner, groups) in candidate.declarations {
                // (A view's or controller's property is not where the project makes its models.)
                for group in groups where uikitBase(of: owner, from: candidate) == nil && !Self.isSwiftUI(group) {
                    for member in group.memberBlock.members {
                        guard let variable = member.decl.as(VariableDeclSyntax.self) else { continue }
                        for binding in variable.bindings {
                            // (A stored property's initial value is a default the app replaces, as a state
                            // container's `var detail = Detail()`: not what it gives the screen.)
                            guard binding.getter != nil,
                                  let declared = binding.declaredType,
                                  Self.names(declared, path: path, last: last, outer: outer, inside: owner, group: group)
                            else { continue }
                            // A second one: which the app gives is not the source's to say.
                            if found != nil { return nil }
                            let isStatic = variable.modifiers.contains { ["static", "class"].contains($0.name.text) }
                            let enclosing = SwiftEvaluator.enclosingTypes(of: group)
                            let full = group.is(ExtensionDeclSyntax.self) || enclosing.isEmpty
                                ? owner : (enclosing + [owner]).joined(separator: ".")
                            // (An owner the source cannot make without arguments has no value to give; its declaration
                            // and extensions wherever they are.)
                            let owners = types.declarations(of: full, from: candidate).map(\.group)
                            guard isStatic || Self.madeWithoutArguments(owners.isEmpty ? groups : owners) else { return nil }
                            found = Producer(owner: full, file: candidate, binding: binding, isStatic: isStatic)
                        }
                    }
                }
            }
        }
        return found
    }

    /// Whether a group is a SwiftUI view's or preview's (`View`, `PreviewProvider`), which make values of their own.
    private static func isSwiftUI(_ group: some DeclGroupSyntax) -> Bool {
        group.inheritanceClause?.inheritedTypes.contains { ["View", "PreviewProvider", "SwiftUI.View"]
            .contains($0.type.trimmedDescription) } ?? false
    }

    /// Whether a type, by its declaration and extensions, is made with no arguments: an initializer whose
    /// parameters all have defaults, else (none declared in the type itself) every stored property with an initial
    /// value or optional, as the implicit initializer needs; an enum never is.
    static func madeWithoutArguments(_ groups: [any DeclGroupSyntax]) -> Bool {
        var declared = false
        for group in groups {
            if group.is(EnumDeclSyntax.self) || group.is(ProtocolDeclSyntax.self) { return false }
            for member in group.memberBlock.members {
                guard let initializer = member.decl.as(InitializerDeclSyntax.self) else { continue }
                if initializer.signature.parameterClause.parameters.allSatisfy({ $0.defaultValue != nil }) { return true }
                if !group.is(ExtensionDeclSyntax.self) { declared = true }
            }
        }
        if declared { return false }
        return groups.filter { !$0.is(ExtensionDeclSyntax.self) }.allSatisfy { group in
            group.memberBlock.members.allSatisfy { member in
                guard let variable = member.decl.as(VariableDeclSyntax.self),
                      !variable.modifiers.contains(where: { ["static", "class"].contains($0.name.text) })
                else { return true }
                return variable.bindings.allSatisfy { binding in
                    binding.initializer != nil || binding.getter != nil
                        || variable.bindingSpecifier.text == "var" && binding.declaredType.map({
                            $0.is(OptionalTypeSyntax.self) || $0.is(ImplicitlyUnwrappedOptionalTypeSyntax.self)
                        }) == true
                }
            }
        }
    }

    /// Whether `declared`, written in `group` (of the type `owner`), names the type `path`: by that path, or by its
    /// last name inside the type the path nests it in or inside the type itself.
    private static func names(_ declared: TypeSyntax, path: String, last: String, outer: String?, inside owner: String,
                              group: any DeclGroupSyntax) -> Bool {
        if let written = SwiftEvaluator.memberPath(declared) { return written == path || path.hasSuffix("." + written) }
        guard let plain = declared.as(IdentifierTypeSyntax.self), plain.genericArgumentClause == nil,
              plain.name.text == last else { return false }
        // (Inside a type that declares a type of that name, the name is that one.)
        guard let outer else { return !declaresType(named: last, around: group) }
        return owner == outer || owner == last && SwiftTypes.outerName(of: group) == outer
    }

    /// Whether `group` or a type it is nested in declares a type named `name`.
    private static func declaresType(named name: String, around group: some DeclGroupSyntax) -> Bool {
        var node: Syntax? = Syntax(group)
        while let current = node {
            if let outer = current.asProtocol((any DeclGroupSyntax).self), outer.memberBlock.members.contains(where: {
                ($0.decl.asProtocol((any NamedDeclSyntax).self)?.name.text == name)
                    && !$0.decl.is(VariableDeclSyntax.self) && !$0.decl.is(FunctionDeclSyntax.self)
            }) {
                return true
            }
            node = current.parent
        }
        return false
    }

    /// The value `producer` gives: its owner's static property, or the property of an owner made with no arguments.
    /// (One whose making needs itself, an owner made from the type being produced, is not known.)
    private func produce(_ producer: Producer, at node: some SyntaxProtocol) -> SwiftValue? {
        guard let name = producer.binding.name, makingOwners.insert("produce " + producer.owner + "." + name).inserted
        else { return nil }
        defer { makingOwners.remove("produce " + producer.owner + "." + name) }
        if producer.isStatic { return types.staticMember(name, of: producer.owner, from: producer.file) }
        let evaluator = SwiftEvaluator(file: producer.file, types: types)
        let owner = makesObjects(of: producer.owner, from: producer.file)
            ? make(producer.owner, arguments: [], at: node, evaluator: evaluator, in: SwiftScope())
            : types.make(producer.owner, arguments: [], at: node, caller: evaluator, in: SwiftScope())
        guard let owner, case .object = owner else { return nil }
        return types.property(name, of: owner, from: producer.file)
    }
}
