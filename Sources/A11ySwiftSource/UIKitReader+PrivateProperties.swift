import SwiftSyntax

/// Private stored properties of the same name in a class and its superclass (SwiftSourceReading.md, "What is
/// followed"): two properties, as in Swift. The most derived class's is the object's field, as any property;
/// a superclass's is held apart, over the fields, and its own methods and initializers see it there.
extension UIKitReader {
    /// `Owner.name` of each private stored property of a superclass whose name a class below it in `lineage` (most
    /// derived first) declares too.
    func privatelyShadowed(in lineage: [String], from file: SwiftSourceFile) -> Set<String> {
        guard lineage.count > 1 else { return [] }
        var owners: [String: [(owner: String, isPrivate: Bool)]] = [:]
        for owner in lineage {
            for declaration in types.declarations(of: owner, from: file) {
                for member in declaration.group.memberBlock.members {
                    guard let variable = member.decl.as(VariableDeclSyntax.self),
                          !variable.modifiers.contains(where: { ["static", "class"].contains($0.name.text) }) else { continue }
                    for binding in variable.bindings where binding.getter == nil {
                        if let name = binding.name { owners[name, default: []].append((owner, Self.isPrivate(variable))) }
                    }
                }
            }
        }
        var shadowed: Set<String> = []
        for (name, declared) in owners where Set(declared.map(\.owner)).count > 1 {
            let lowest = declared[0].owner
            for entry in declared where entry.isPrivate && entry.owner != lowest { shadowed.insert(entry.owner + "." + name) }
        }
        return shadowed
    }

    static func isPrivate(_ variable: VariableDeclSyntax) -> Bool {
        variable.modifiers.contains { ["private", "fileprivate"].contains($0.name.text) }
    }

    /// The scope `owner`'s private properties of shadowed names live in, over the object's fields (made once).
    static func privateFields(of fields: SwiftScope, owner: String) -> SwiftScope {
        if case .object(_, let own)? = fields["#private." + owner] { return own }
        let own = SwiftScope(parent: fields)
        fields["#private." + owner] = .object("#private", own)
        fields["#private"] = .bool(true)
        return own
    }

    /// The scope that holds `self.name` for the code running in `scope`: the running class's own private property
    /// of a shadowed name, else the object's fields.
    static func holder(of name: String, in fields: SwiftScope, from scope: SwiftScope) -> SwiftScope {
        // (Most objects have none: one lookup says so.)
        guard fields.holds("#private"), case .symbol(let owner)? = scope[ownerKey],
              case .object(_, let own)? = fields["#private." + owner], own.holds(name) else { return fields }
        return own
    }

    /// The scope `owner`'s code sees the object through: its private properties of shadowed names first.
    static func ownFields(of fields: SwiftScope, owner: String) -> SwiftScope {
        if !owner.isEmpty, fields.holds("#private"), case .object(_, let own)? = fields["#private." + owner] { return own }
        return fields
    }
}
