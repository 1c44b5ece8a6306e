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
    /// property of the project's types is declared to give (`var viewModel: ViewModel { ViewModel(title: "Info", …) }`
    /// in `struct InfoList`, for `init(viewModel: InfoList.ViewModel)`): that property's value, of the owner made
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

    /// The one property of the project's types declared with the type `path` names that has a value (computed, or
    /// stored with an initial value); nil when none or several do. A type nested in another (`InfoList.ViewModel`) is
    /// also written by its own name inside that other type and its extensions.
    func soleProducer(of path: String, from file: SwiftSourceFile) -> Producer? {
        let last = String(path.split(separator: ".").last ?? "")
        let outer = path.split(separator: ".").dropLast().last.map(String.init)
        // Read first, parsed only where a declaration may name the type: `name: Type`, `name: Outer.Type`.
        var files = [file]
        if let others = project?.files(mentioning: [": " + last, ":" + last, "." + last], besides: file.path,
                                       startingWord: false) {
            files += others.prefix(64)
        }
        var found: Producer?
        for candidate in files {
            for (owner, groups) in candidate.declarations {
                // (A view's or controller's property is not where the project makes its models.)
                for group in groups where uikitBase(of: owner, from: candidate) == nil {
                    for member in group.memberBlock.members {
                        guard let variable = member.decl.as(VariableDeclSyntax.self) else { continue }
                        for binding in variable.bindings {
                            guard binding.initializer != nil || binding.getter != nil,
                                  let declared = binding.typeAnnotation?.type,
                                  Self.names(declared, path: path, last: last, outer: outer, inside: owner, group: group)
                            else { continue }
                            // A second one: which the app gives is not the source's to say.
                            if found != nil { return nil }
                            let isStatic = variable.modifiers.contains { ["static", "class"].contains($0.name.text) }
                            found = Producer(owner: owner, file: candidate, binding: binding, isStatic: isStatic)
                        }
                    }
                }
            }
        }
        return found
    }

    /// Whether `declared`, written in `group` (of the type `owner`), names the type `path`: by that path, or by its
    /// last name inside the type the path nests it in or inside the type itself.
    private static func names(_ declared: TypeSyntax, path: String, last: String, outer: String?, inside owner: String,
                              group: any DeclGroupSyntax) -> Bool {
        if let written = SwiftEvaluator.memberPath(declared) { return written == path || path.hasSuffix("." + written) }
        guard let plain = declared.as(IdentifierTypeSyntax.self), plain.genericArgumentClause == nil,
              plain.name.text == last else { return false }
        guard let outer else { return true }
        return owner == outer || owner == last && SwiftTypes.outerName(of: group) == outer
    }

    /// The value `producer` gives: its owner's static property, or the property of an owner made with no arguments.
    private func produce(_ producer: Producer, at node: some SyntaxProtocol) -> SwiftValue? {
        guard let name = producer.binding.name else { return nil }
        if producer.isStatic { return types.staticMember(name, of: producer.owner, from: producer.file) }
        let evaluator = SwiftEvaluator(file: producer.file, types: types)
        let owner = makesObjects(of: producer.owner, from: producer.file)
            ? make(producer.owner, arguments: [], at: node, evaluator: evaluator, in: SwiftScope())
            : types.make(producer.owner, arguments: [], at: node, caller: evaluator, in: SwiftScope())
        guard let owner, case .object = owner else { return nil }
        return types.property(name, of: owner, from: producer.file)
    }
}
