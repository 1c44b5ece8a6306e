import SwiftSyntax

/// The protocols the project's types adopt, for the members their extensions give (SwiftSourceReading.md, "The
/// project's types as Swift finds them").
extension SwiftTypes {
    /// The project's extensions of the protocols a type adopts (`enum Translation: String,
    /// Localizable` finds `localized` in `extension Localizable`), where a type finds the members
    /// it does not declare itself; an enum's raw value type is not one of them. The protocols those
    /// inherit count too (`protocol Stored: Decodable, Retrievable`), and the parts of an alias of
    /// several (`typealias Storable = Stored & Saved`), nearest first (16 at most).
    func adopted(by declarations: [Declaration], from file: SwiftSourceFile) -> [Declaration] {
        var names: [String] = []
        func add(_ types: some Sequence<TypeSyntax>) {
            for type in types where names.count < 16 {
                guard let name = type.as(IdentifierTypeSyntax.self)?.name.text, !Self.rawValueTypes.contains(name),
                      !names.contains(name) else { continue }
                names.append(name)
            }
        }
        for declaration in declarations { add((declaration.group.inheritanceClause?.inheritedTypes ?? []).map(\.type)) }
        var index = 0
        while index < names.count {
            let name = names[index]
            index += 1
            // The protocols a protocol of the project inherits (`protocol LabelContaining: FooterContaining`), in its
            // file or another: their extensions' methods are its adopters' too.
            let declaredProtocols = (file.protocols[name] ?? [])
                + (project?.files(declaringProtocol: name, besides: file.path).flatMap { $0.protocols[name] ?? [] } ?? [])
            for declared in declaredProtocols { add((declared.inheritanceClause?.inheritedTypes ?? []).map(\.type)) }
            guard self.declarations(of: name, from: file).isEmpty,
                  file.aliases[name] != nil || project?.declaresAlias(name) == true else { continue }
            let aliases = (file.aliases[name] ?? []) + (project?.files(aliasing: name, besides: file.path) ?? [])
                .flatMap { $0.aliases[name] ?? [] }
            for alias in aliases {
                if let composition = alias.initializer.value.as(CompositionTypeSyntax.self) {
                    add(composition.elements.map(\.type))
                }
            }
        }
        return names.flatMap { self.declarations(of: $0, from: file).filter { $0.group.is(ExtensionDeclSyntax.self) } }
    }
}
