import SwiftSyntax

/// A controller whose view Interface Builder holds (SwiftSourceReading.md, "UIKit screens built in
/// code", "The screen"): UIKit loads its view from a nib or a storyboard, which the Swift reader does
/// not load, so a note names the file to describe instead of leaving an empty screen unexplained.
extension UIKitReader {
    /// Where UIKit's own `loadView` ran for `type` (the project declares none): the nib it loads when
    /// there is one, as `UIViewController.nibName`'s documentation has it (the name given to
    /// `init(nibName:bundle:)`, else the class's name without "Controller", else the class's name), said;
    /// else, for a class declaring outlets, that a storyboard connects them.
    func noteInterfaceBuilderView(of type: String, fields: SwiftScope) {
        guard let project, let declaration = types.declarations(of: type, from: file)
            .first(where: { !$0.group.is(ExtensionDeclSyntax.self) }) else { return }
        let place = declaration.file.position(declaration.group)
        let given = fields["nibName"]?.string
        let names = given.map { [$0] }
            ?? (type.hasSuffix("Controller") ? [String(type.dropLast("Controller".count)), type] : [type])
        for name in names {
            guard case .found(let path) = project.resource(named: name + ".xib") else { continue }
            let shown = path.hasPrefix(project.root + "/") ? String(path.dropFirst(project.root.count + 1)) : path
            noteOnce("nib", "\(type)'s view is loaded from \(shown), the nib UIKit finds "
                     + (given == nil ? "by the class's name" : "by the name it is given")
                     + ": voicenav does not load a nib into a controller read from its code, so its views are not shown; "
                     + "describe \(shown) to hear them", at: place)
            return
        }
        let outlets = lineage(of: type, from: file).contains { owner in
            types.declarations(of: owner, from: file).contains { declaration in
                declaration.group.memberBlock.members.contains { member in
                    member.decl.as(VariableDeclSyntax.self)?.attributes.contains {
                        $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "IBOutlet"
                    } ?? false
                }
            }
        }
        guard outlets else { return }
        noteOnce("nib", "\(type) has outlets (@IBOutlet), which a storyboard or nib connects when it loads the view: "
                 + "voicenav does not load one into a controller read from its code, so the views it holds are not "
                 + "shown; describe the storyboard that holds \(type) to hear them", at: place)
    }
}
