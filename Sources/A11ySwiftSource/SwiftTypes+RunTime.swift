import SwiftSyntax

/// Values only run time gives, made as far as the source fixes them (SwiftSourceReading.md, "What is followed").
extension SwiftTypes {
    /// An instance of the project's struct or class `type` that only run time gives (a parameter no
    /// caller fills, or given a value only run time knows): its stored properties unknown, so what
    /// its computed properties fix still reads (`viewModel.title` of `var title: String { "Crash
    /// reports" }`) and what depends on its state stays a note; a `let` given its value where it is
    /// declared has that value, as nothing can change it (`private let defaults = UserDefaults.standard`),
    /// and a property of the project's type is such an instance in turn (two levels deep).
    /// For a protocol, the one type of the app's code (its tests aside) that adopts it, where there
    /// is one (`settingsService: SettingsServiceProtocol`, adopted by `SettingsService` alone). Nil for
    /// any other type (UIKit's classes and the project's subclasses of them are the host's).
    func runTimeInstance(of type: TypeSyntax, name: String, evaluator: SwiftEvaluator,
                         at node: some SyntaxProtocol) -> SwiftValue? {
        // An optional may be nil when the app runs: that stays unknown (`tunnel == nil` decides nothing).
        // (`any Service` is its protocol's.)
        let type = type.as(SomeOrAnyTypeSyntax.self)?.constraint ?? type
        guard !type.is(OptionalTypeSyntax.self), !type.is(ImplicitlyUnwrappedOptionalTypeSyntax.self), runTimeDepth < 3,
              var named = SwiftEvaluator.namedType(type), named.namesType, named != "Self"
        else { return nil }
        // (A type nested in the project's own by its path, `InfoList.ViewModel`; a module's, `Foundation.Date`, by name.)
        if let path = SwiftEvaluator.memberPath(type), !self.declarations(of: path, from: evaluator.file).isEmpty {
            named = path
        }
        var declarations = self.declarations(of: named, from: evaluator.file)
        // (The project's protocols are not among the types it declares, their extensions are: a name with no struct or
        // class may be one.)
        if !declarations.contains(where: { $0.group.is(StructDeclSyntax.self) || $0.group.is(ClassDeclSyntax.self) }),
           let adopter = soleAdopter(of: named, from: evaluator.file) {
            named = adopter
            declarations = self.declarations(of: adopter, from: evaluator.file)
        }
        guard let main = declarations.first(where: { $0.group.is(StructDeclSyntax.self) || $0.group.is(ClassDeclSyntax.self) }),
              host?.models(named, from: evaluator.file) != true else { return nil }
        let fields = SwiftScope()
        for variable in main.group.memberBlock.members.compactMap({ $0.decl.as(VariableDeclSyntax.self) })
        where !variable.modifiers.contains(where: { ["static", "class"].contains($0.name.text) }) {
            let isConstant = variable.bindingSpecifier.tokenKind == .keyword(.let)
            for binding in variable.bindings where binding.getter == nil {
                guard let property = binding.name else { continue }
                let inner = SwiftEvaluator(file: main.file, types: self)
                if isConstant, let initial = binding.initializer?.value {
                    // (What it makes may make run-time instances in turn, one level further in.)
                    fields[property] = oneLevelIn {
                        nested { inner.evaluate(initial, as: binding.declaredType, in: fields) }
                    } ?? evaluator.unknown("\(name).\(property), defined through itself or nested too deep to follow", node)
                } else if let declared = binding.declaredType, let instance = oneLevelIn({
                    runTimeInstance(of: declared, name: name + "." + property, evaluator: inner, at: node)
                }) {
                    // A dependency it holds is one too, as far as its type tells (`viewModel.settingsService`).
                    fields[property] = instance
                } else {
                    fields[property] = evaluator.unknown("\(name).\(property), a value only known when the app runs", node)
                }
            }
        }
        return .object(named, fields)
    }

    /// `body` one level further into run-time instances (`runTimeInstance` makes none past the third: types may hold
    /// each other).
    private func oneLevelIn<T>(_ body: () -> T) -> T {
        runTimeDepth += 1
        defer { runTimeDepth -= 1 }
        return body()
    }

    /// The one type of the app's code that adopts the protocol `name` (declared or extended so),
    /// the tests' files aside (their mocks adopt it too); nil when none or several do, or when the
    /// project declares no such protocol at the top level of a file.
    func soleAdopter(of name: String, from file: SwiftSourceFile) -> String? {
        if let known = adopters[name] { return known }
        // (Swift's, Foundation's and UIKit's types are no protocol of the project: the project is not searched for them.)
        if name.count == 1 || Self.libraryTypes.contains(name) || UIKitClasses.superclasses[name] != nil
            || Self.rawValueTypes.contains(name) {
            adopters[name] = .some(nil)
            return nil
        }
        let declaring = project.map { Array($0.files(mentioning: ["protocol " + name], besides: file.path)) } ?? []
        guard ([file] + declaring).contains(where: { candidate in
            candidate.tree.statements.contains { $0.item.as(ProtocolDeclSyntax.self)?.name.text == name }
        }) else {
            adopters[name] = .some(nil)
            return nil
        }
        let others = project.map { Array($0.files(mentioning: [name], besides: file.path)) } ?? []
        var found: Set<String> = []
        for candidate in [file] + others.filter({ !UIKitReader.isTest($0) }) {
            for (type, groups) in candidate.declarations where type != name {
                let adopts = groups.contains { group in
                    !group.is(ProtocolDeclSyntax.self) && group.inheritanceClause?.inheritedTypes.contains {
                        $0.type.as(IdentifierTypeSyntax.self)?.name.text == name
                    } == true
                }
                if adopts { found.insert(type) }
            }
        }
        let adopter = found.count == 1 ? found.first : nil
        adopters[name] = .some(adopter)
        return adopter
    }

    /// Types of Swift and Foundation a parameter often has, never a protocol of the project.
    static let libraryTypes: Set<String> = ["Bool", "Date", "URL", "Data", "UUID", "IndexPath", "IndexSet", "Notification",
                                            "CGRect", "CGSize", "CGPoint", "Array", "Dictionary", "Set", "Optional",
                                            "Result", "Error", "NSObject", "Any", "AnyObject", "Decimal", "Locale",
                                            "TimeInterval", "NSAttributedString", "AttributedString", "Substring"]

    /// Structs of Foundation and Core Graphics the reader makes values of: one is never another, nor a subclass.
    static let libraryStructs: Set<String> = ["CGRect", "CGSize", "CGPoint", "CGVector", "UIEdgeInsets",
                                              "NSDirectionalEdgeInsets", "IndexPath", "IndexSet", "Date", "URL",
                                              "UUID", "Locale", "Data", "Decimal", "DateComponents", "NSRange"]
}
