import SwiftSyntax

/// Screens whose superclass another file of the project declares under a name that does not say
/// what it is (`class GeneralScreen: BaseList`, `BaseList` a `UITableViewController` in
/// `BaseList.swift`): SwiftSourceReading.md, "Screens".
extension SwiftSourceFile {
    /// The file's screens with its classes whose superclass chain runs through the project's other
    /// files to one of UIKit's controllers or views; the file's own screens without a project.
    package func screens(in project: SwiftProject?) -> [Screen] {
        guard let project else { return screens }
        if let known = projectScreens { return known }
        let found = Set(screens.compactMap(\.typeName))
        let superclasses = Self.superclassNames(of: classes)
        // A class another class of the file inherits from is a base of screens, not one.
        let inherited = Set(superclasses.values)
        var added: [Screen] = []
        for declaration in classes where !found.contains(declaration.name.text) && !inherited.contains(declaration.name.text) {
            guard let superclass = superclasses[declaration.name.text],
                  let kind = Self.kind(ofProjectClass: superclass, in: project, besides: path) else { continue }
            added.append(Screen(name: declaration.name.text, kind: kind, position: position(declaration.name), statements: nil,
                                typeName: declaration.name.text))
        }
        let all = Self.inFileOrder(screens + added)
        projectScreens = all
        return all
    }

    /// Each class's superclass by name (the first type it inherits), for the classes that name one.
    static func superclassNames(of classes: [ClassDeclSyntax]) -> [String: String] {
        var superclasses: [String: String] = [:]
        for declaration in classes {
            if let first = declaration.inheritanceClause?.inheritedTypes.first?.type, let name = SwiftEvaluator.namedType(first) {
                superclasses[declaration.name.text] = name
            }
        }
        return superclasses
    }

    /// What the class `name` of the project's other files is, by the superclass it declares, followed
    /// up to 16 classes deep: a UIKit controller or view, else nil.
    private static func kind(ofProjectClass name: String, in project: SwiftProject, besides current: String) -> Screen.Kind? {
        var name = name
        for _ in 0..<16 {
            if UIKitClasses.isController(name) { return .uiKitController }
            if UIKitClasses.isView(name) { return .uiKitView }
            let declaration = project.files(declaring: name, besides: current).lazy.compactMap { file in
                file.classes.first { $0.name.text == name }
            }.first
            guard let first = declaration?.inheritanceClause?.inheritedTypes.first?.type,
                  let superclass = SwiftEvaluator.namedType(first) else { return nil }
            name = superclass
        }
        return nil
    }
}
