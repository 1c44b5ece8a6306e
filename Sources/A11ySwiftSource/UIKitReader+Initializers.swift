import SwiftSyntax

/// The project's initializers the UIKit reader finds for an object (SwiftSourceReading.md, "UIKit screens
/// built in code"): a class's own or inherited, those its extensions add to UIKit's classes, and `self.init(…)`.
extension UIKitReader {
    /// An initializer the project's extensions add to UIKit's class `base` or its superclasses
    /// that takes `labels`.
    func extensionInitializer(of base: String, labels: [String], from file: SwiftSourceFile)
        -> (declaration: SwiftTypes.Declaration, initializer: InitializerDeclSyntax)? {
        let fileKey = ObjectIdentifier(file)
        let found: [(SwiftTypes.Declaration, InitializerDeclSyntax)]
        if let known = extensionInitializers[fileKey]?[base] {
            found = known
        } else {
            // Every UIKit object made asks: the extensions are searched once a class (a
            // declaration keeps its file, so the file's identity is not reused meanwhile).
            var all: [(SwiftTypes.Declaration, InitializerDeclSyntax)] = []
            for owner in lineage(of: base, from: file) {
                for declaration in types.declarations(of: owner, from: file)
                where declaration.group.is(ExtensionDeclSyntax.self) {
                    for member in declaration.group.memberBlock.members {
                        if let initializer = member.decl.as(InitializerDeclSyntax.self), initializer.body != nil {
                            all.append((declaration, initializer))
                        }
                    }
                }
            }
            extensionInitializers[fileKey, default: [:]][base] = all
            found = all
        }
        return found.first { Self.accepts($0.1.signature.parameterClause.parameters, labels) }
            .map { (declaration: $0.0, initializer: $0.1) }
    }

    /// `self.init(…)` inside an initializer: the project's initializer the arguments match (of
    /// the class or an extension of UIKit's), else UIKit's, whose arguments the object keeps.
    func initializeAgain(_ object: SwiftValue, with values: [(label: String, value: SwiftValue)], at node: some SyntaxProtocol,
                         evaluator: SwiftEvaluator) {
        guard case .object(let type, let fields) = object else { return }
        let labels = values.map(\.label)
        guard let base = fields[Self.uikitKey]?.string else {
            // An object of the project's own classes (a model): its initializer the values fit.
            if let found = initializer(of: type, labels: labels, from: evaluator.file, values: values.map(\.value)) {
                runInitializer(found.initializer, in: found.declaration, owner: found.owner, object: object, arguments: values)
            }
            return
        }
        if type != base, let found = initializer(of: type, labels: labels, from: evaluator.file,
                                                  values: values.map(\.value)) {
            runInitializer(found.initializer, in: found.declaration, owner: found.owner, object: object, arguments: values)
        } else if let found = extensionInitializer(of: base, labels: labels, from: evaluator.file),
                  !runningInitializers.contains(found.initializer.id) {
            // (One handing over to UIKit's of the same labels, `self.init(top: top ?? 0, …)` in `init(top: CGFloat? = nil,
            // …)`, reaches UIKit's: Swift's overload of non-optional parameters, not itself again.)
            runInitializer(found.initializer, in: found.declaration, owner: base, object: object, arguments: values)
        } else {
            adopt(values, into: fields, object: object, base: base)
        }
    }

    /// The initializer of `type` (or the project superclass it inherits from) whose parameters take
    /// `labels` (those with default values may be left out); of overloads with those labels, the
    /// one `values` fit (SwiftTypes.fits).
    func initializer(of type: String, labels: [String], from file: SwiftSourceFile, values: [SwiftValue]? = nil)
        -> (declaration: SwiftTypes.Declaration, initializer: InitializerDeclSyntax, owner: String)? {
        for owner in lineage(of: type, from: file) where UIKitClasses.superclasses[owner] == nil {
            var first: (declaration: SwiftTypes.Declaration, initializer: InitializerDeclSyntax, owner: String)?
            for declaration in types.declarations(of: owner, from: file) {
                for member in declaration.group.memberBlock.members {
                    // (Parameters with default values may be left out, as Swift allows.)
                    guard let initializer = member.decl.as(InitializerDeclSyntax.self), initializer.body != nil,
                          Self.accepts(initializer.signature.parameterClause.parameters, labels) else { continue }
                    guard let values else { return (declaration, initializer, owner) }
                    if types.fits(values, initializer.signature.parameterClause.parameters,
                                  generics: initializer.genericParameterClause, from: file, labels: labels) {
                        return (declaration, initializer, owner)
                    }
                    first = first ?? (declaration, initializer, owner)
                }
            }
            if let first { return first }
        }
        return nil
    }
}
