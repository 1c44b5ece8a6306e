import A11yLocalization
import A11ySceneModel
import SwiftSyntax

/// The project's own types (enums, structs, classes and their extensions) for the values the
/// source fixes through them (SwiftSourceReading.md, "Constants of the project"): an enum's
/// cases, raw values, `allCases` and computed properties; a type's static constants; an
/// instance made by the memberwise initializer or an `init` of the type, and its properties.
///
/// Shared by the readers that evaluate Swift: what a getter or an initializer does is run by
/// the evaluator (SwiftEvaluator+Statements), bounded so that a property defined through
/// itself or an explosion of calls ends with an unknown value, never a hang.
package final class SwiftTypes {
    /// A declaration of a type, or an extension of it, and the file it is in.
    struct Declaration {
        let file: SwiftSourceFile
        let group: any DeclGroupSyntax
    }

    let project: SwiftProject?
    /// The build flags `#if NAME` tests for the app the screen's file is compiled in (XcodeBuildFlags).
    var buildFlags: Set<String> = []
    /// The screen's file, and the names of the files its Xcode targets build with it (nil where no target is known).
    var screenPath: String?, screenTargetFiles: Set<String>?
    /// Declarations found, by the file asked from (kept, so its identity is not reused) and type name.
    private var found: [ObjectIdentifier: (file: SwiftSourceFile, types: [String: [Declaration]])] = [:]
    /// How many aliases deep the type looked up now is (`typealias A = B` and `B = A` end).
    var aliasDepth = 0
    /// A variable looked up: its name and kind in the declarations whose first is at `offset` of
    /// `file` and whose last at `lastOffset` of `lastFile`, `count` in all (lists of extensions a
    /// type adopts may share their first).
    private struct VariableKey: Hashable {
        let name: String
        let isStatic: Bool
        let file: ObjectIdentifier
        let offset: Int
        let lastFile: ObjectIdentifier
        let lastOffset: Int
        let count: Int
    }
    /// Variables found by type, name and kind (nil: the type has none of that name).
    private var variables: [VariableKey: (declaration: Declaration, binding: PatternBindingSyntax)?] = [:]
    /// What an enum case's computed properties give: a case has no state but itself, so each
    /// is run once.
    private var caseProperties: [String: SwiftValue] = [:]
    /// The one enum of the project that declares a case of a name, by name (`enumDeclaring(case:from:)`).
    var enumsByCase: [String: String?] = [:]
    /// Swinject's factories found by type and name (`registration(of:name:from:)`).
    var registrations: [String: (file: SwiftSourceFile, closure: ClosureExprSyntax)?] = [:]
    /// The project's stored top-level variables and static properties made so far (`globalValue`, `staticMember`);
    /// the tasks being run, nested.
    var globals: [GlobalKey: SwiftValue] = [:], statics: [StaticKey: SwiftValue] = [:], taskDepth = 0
    /// Capitalised names no global variable of the project has (`SwiftEvaluator.globalMember`).
    var notGlobals: Set<String> = []
    /// The defaults the code registered so far (`UserDefaults.standard.register(defaults:)`), by key.
    var registeredDefaults: [String: SwiftValue] = [:]
    /// What the code stored in the defaults so far (`set(_:forKey:)`; a key removed holds `SwiftValue.none`), by key.
    var storedDefaults: [String: SwiftValue] = [:]

    /// What the defaults hold under `key` now: what the code stored, else registered, else nil (a fresh install's).
    func defaultsValue(_ key: String) -> SwiftValue {
        if let stored = storedDefaults[key] {
            if case .none = stored {} else { return stored }
        }
        return registeredDefaults[key] ?? SwiftValue.none
    }
    /// Set while a task waits at an `await` only the running app answers: nothing after it runs yet.
    var suspended: (what: String, place: FilePosition)?
    /// Getters and initializers being run, nested.
    private var depth = 0
    static let maximumDepth = 64
    /// Getters, initializers and statements run for one screen.
    private var steps = 0
    static let maximumSteps = 20_000
    /// Whether a UIKit screen was told the work allowed ran out (said once).
    var spentNoted = false
    /// The loops being run, nested, and the last way out of a loop only run time decides that was read as not
    /// taken (a `guard … else { break }` read as passing), with the loop depth it was met at: a `while` stops
    /// at the end of a turn that met one of its own.
    var loopDepth = 0
    var runTimeExit: (depth: Int, reason: SwiftValue)?

    /// The reader that models a framework's objects (UIKit's), asked about calls and properties
    /// the project does not declare; nil for SwiftUI, whose views are not objects.
    weak var host: (any SwiftHost)?
    /// The text a key of the app's strings tables shows in the language asked for (the key
    /// itself when no table has it), for lookups the code makes through the bundle.
    var translate: (String) -> String = { $0 }
    /// The same of another table by its name (`tableName: "Settings"`), and the forms by count of a
    /// key (nil: one text for every count), for `localized(_:table:)` (SwiftTypes+Texts.swift).
    var tableText: (String, String) -> String = { key, _ in key }
    var holdsText: (String, String?) -> Bool = { _, _ in false }
    var pluralText: (String, String?) -> PluralText? = { _, _ in nil }
    var pluralFormats: [String: PluralText] = [:]
    /// The device the screen is shown on, as Foundation tells the code about it: its language
    /// (the one the screen is shown in), the languages the app is localized into, and the app's
    /// development language.
    var device: (language: String, localizations: [String], development: String) = ("en", ["en"], "en")

    /// The localization the app runs in on that device (`Bundle.main.preferredLocalizations`'s
    /// first): what UIKit's and SwiftUI's own words follow.
    var appLocalization: String {
        SwiftEvaluator.preferred([device.language], from: device.localizations, development: device.development)
    }

    /// Whether the project declares a top-level function `name` (in `file` or another of its files).
    func declaresFunction(_ name: String, from file: SwiftSourceFile) -> Bool {
        file.functions[name] != nil || project?.files(definingFunction: name, besides: file.path).isEmpty == false
    }
    /// Set while a table asks for a count: a `?:` whose condition only run time knows and whose
    /// choices are numbers gives the fewer, recorded here (the rows every run shows).
    var fewestChoices: FewestChoices?
    /// The key of the app's tables a generated accessor names (R.swift's), nil when none.
    var generatedKey: (String) -> String? = { _ in nil }
    /// The number types the project extends, as seen from each file (`numberConstant`).
    private var numberTypesExtended: [ObjectIdentifier: (file: SwiftSourceFile, types: [String])] = [:]
    /// The key SwiftGen's `L10n` accessor at a path reads (`Pdf.Locked.enterPassword`).
    var swiftGenKey: (String) -> String? = { _ in nil }
    /// The key of a String Catalog whose symbol Xcode generates as a name (`.settingsTitle`).
    var catalogSymbolKey: (String, String?) -> String? = { _, _ in nil }
    /// The one type of the app's code adopting each protocol asked about (`soleAdopter`).
    var adopters: [String: String?] = [:]
    /// How many run-time instances are being made inside one another (`runTimeInstance`).
    var runTimeDepth = 0

    package init(project: SwiftProject?) { self.project = project }

    /// The declarations of the type `name`: `file`'s first, then the project's other files'. A
    /// dotted name (`CryptoScreen.Strings`) is its last part nested in the part before it, where
    /// the project nests one so; else any type of its last part's name.
    func declarations(of name: String, from file: SwiftSourceFile) -> [Declaration] {
        let fileKey = ObjectIdentifier(file)
        if let known = found[fileKey]?.types[name] { return known }
        // Split only when there is a dot: this runs for every lookup.
        if name.utf8.contains(0x2E) {
            let parts = name.split(separator: ".")
            let all = declarations(of: String(parts.last ?? ""), from: file)
            let outer = parts.count > 1 ? String(parts[parts.count - 2]) : ""
            var nested = all.filter { Self.outerName(of: $0.group) == outer }
            // Another file's nested type by its path (`StatusBar.Size` read in a file whose own `Size`
            // is nested in another type: the file's own hides the others' only when named alone).
            if nested.isEmpty, !outer.isEmpty, let last = parts.last {
                for other in project?.files(declaring: String(last), besides: file.path) ?? [] {
                    nested += (other.declarations[String(last)] ?? []).filter { Self.outerName(of: $0) == outer }
                        .map { Declaration(file: other, group: $0) }
                }
                // A type's own alias (`typealias ViewModel = TokenListViewModel` in `TokenList`), not another type's
                // `ViewModel`.
                if nested.isEmpty, let aliased = nestedAlias(String(last), in: outer, from: file) {
                    found[fileKey, default: (file, [:])].types[name] = aliased
                    return aliased
                }
            }
            // A longer path tells apart types nested in ones of the same name (`View.ItemView.Model` in
            // `extension Settings.View`, not `AboutView.ItemView.Model`).
            if parts.count > 2, nested.count > 1 {
                let wanted = parts.dropLast().map(String.init)
                let longer = nested.filter { declaration in
                    let path = SwiftEvaluator.enclosingTypes(of: declaration.group).flatMap { $0.split(separator: ".") }
                    return path.map(String.init).suffix(wanted.count).elementsEqual(wanted)
                }
                if !longer.isEmpty { nested = longer }
            }
            let result = nested.isEmpty ? all : nested
            found[fileKey, default: (file, [:])].types[name] = result
            return result
        }
        var result = (file.declarations[name] ?? []).map { Declaration(file: file, group: $0) }
        // A name the file's own `typealias` gives a type (`typealias View = AboutView` in a controller) hides
        // the other files' types of that name (SwiftTypes+Globals.swift).
        if result.isEmpty, file.aliases[name] != nil, let aliased = aliased(name, from: file, ownOnly: true) {
            found[fileKey, default: (file, [:])].types[name] = aliased
            return aliased
        }
        // A type the file declares itself (a nested `enum Mode` of one view, a private one) is
        // that one: other files' types of the same name are other types. A top-level type the
        // others may see takes their top-level extensions (its methods in `Controller+Views.swift`).
        let own = result.filter { !$0.group.is(ExtensionDeclSyntax.self) }
        let visible = own.allSatisfy { Self.outerName(of: $0.group) == nil
            && !$0.group.modifiers.contains { ["private", "fileprivate"].contains($0.name.text) } }
        for other in own.isEmpty || visible ? project?.files(declaring: name, besides: file.path) ?? [] : [] {
            result += (other.declarations[name] ?? []).filter { group in
                own.isEmpty || group.is(ExtensionDeclSyntax.self) && Self.outerName(of: group) == nil
            }.map { Declaration(file: other, group: $0) }
        }
        // Of types of the same name in several files, the phone's: a Mac or watch app's type of that name
        // (`TunnelsListTableViewController` in `UI/macOS/`, beside the phone's in `UI/iOS/`) is not the one
        // the phone's code makes.
        let types = result.filter { !$0.group.is(ExtensionDeclSyntax.self) }
        if types.count > 1, Set(types.map { ObjectIdentifier($0.file) }).count > 1 {
            let phone = result.filter { !Self.isOtherPlatforms($0.file) }
            if phone.contains(where: { !$0.group.is(ExtensionDeclSyntax.self) }) { result = phone }
        }
        result = ownTarget(of: result, from: file)
        // Another file's alias, where no file declares the name.
        if result.isEmpty, project?.declaresAlias(name) == true { result = aliased(name, from: file, ownOnly: false) ?? [] }
        // A type declared inside one of the file's bodies (`struct Step` in `buildSteps()`), where no other is.
        if result.isEmpty, name.namesType { result = file.localTypes(named: name).map { Declaration(file: file, group: $0) } }
        found[fileKey, default: (file, [:])].types[name] = result
        return result
    }

    /// The types an enum's raw values may have: never a protocol whose extensions it takes members from.
    static let rawValueTypes: Set<String> = ["String", "Int", "Double", "Float", "Character", "UInt", "Int8", "Int16",
                                             "Int32", "Int64", "UInt8", "UInt16", "UInt32", "UInt64", "CGFloat"]

    /// The name of the type `group` is nested in (an extension of `A.B`: `A`); nil at the top level.
    static func outerName(of group: any DeclGroupSyntax) -> String? {
        if let nested = group.as(ExtensionDeclSyntax.self)?.extendedType.as(MemberTypeSyntax.self) {
            let base = nested.baseType
            return base.as(IdentifierTypeSyntax.self)?.name.text ?? base.as(MemberTypeSyntax.self)?.name.text
        }
        var node = group.parent
        while let current = node {
            if let outer = current.asProtocol((any DeclGroupSyntax).self) {
                if let type = outer.as(ExtensionDeclSyntax.self)?.extendedType {
                    return type.as(IdentifierTypeSyntax.self)?.name.text ?? type.as(MemberTypeSyntax.self)?.name.text
                }
                return (outer as? any NamedDeclSyntax)?.name.text
            }
            node = current.parent
        }
        return nil
    }

    /// One statement's worth of work; false once the screen has spent what it may.
    func step() -> Bool {
        steps += 1
        return steps <= Self.maximumSteps
    }

    /// `body` run one getter or initializer deeper; nil past the deepest nesting or once the
    /// work allowed is spent.
    func nested(_ body: () -> SwiftValue) -> SwiftValue? {
        guard depth < Self.maximumDepth, step() else { return nil }
        depth += 1
        defer { depth -= 1 }
        return body()
    }

    // MARK: Members

    /// A variable of the declarations named `name`: a static one or an instance's.
    func variable(_ name: String, isStatic: Bool, in declarations: [Declaration])
        -> (declaration: Declaration, binding: PatternBindingSyntax)? {
        guard let first = declarations.first, let last = declarations.last else { return nil }
        // A declaration keeps its file, so the file's identity is not reused while this is cached.
        let key = VariableKey(name: name, isStatic: isStatic, file: ObjectIdentifier(first.file),
                              offset: first.group.position.utf8Offset, lastFile: ObjectIdentifier(last.file),
                              lastOffset: last.group.position.utf8Offset, count: declarations.count)
        if let known = variables[key] { return known }
        let found = findVariable(name, isStatic: isStatic, in: declarations)
        variables[key] = .some(found)
        return found
    }

    /// `.name` where a number is expected (`VStack(spacing: .standardSpacing)`, `.padding(.all,
    /// .bigSpacing)`): the static constant the project's extensions of `CGFloat`, `Double`, `Float`
    /// or `Int` declare with a number for its value; nil when none does.
    func numberConstant(_ name: String, from file: SwiftSourceFile) -> SwiftValue? {
        // Whether the project extends a number type at all, asked once a file (implicit members are many).
        let key = ObjectIdentifier(file)
        let extended: [String]
        if let known = numberTypesExtended[key]?.types {
            extended = known
        } else {
            extended = ["CGFloat", "Double", "Float", "Int"].filter { !declarations(of: $0, from: file).isEmpty }
            numberTypesExtended[key] = (file, extended)
        }
        for type in extended {
            if let value = staticMember(name, of: type, from: file), value.number != nil { return value }
        }
        return nil
    }

    /// `.name` where a `String` is expected (`label.text = .greeting`): the static constant or
    /// computed property the project's extensions of `String` declare; nil when they declare none.
    func stringConstant(_ name: String, from file: SwiftSourceFile) -> SwiftValue? {
        guard !declarations(of: "String", from: file).isEmpty else { return nil }
        return staticMember(name, of: "String", from: file)
    }

    /// `value.name` for an enum's case (`rawValue`, a computed property run with `self` the
    /// case) or an instance of the project's types (a stored property, a computed one); nil
    /// when the project does not declare it.
    func property(_ name: String, of value: SwiftValue, from file: SwiftSourceFile) -> SwiftValue? {
        let type: String
        var fields: SwiftScope?
        switch value {
        case .symbol(let symbol):
            // A type itself (`ReviewPractice.self` kept in an array of types): its static members.
            guard symbol.contains(".") else { return symbol.namesType ? staticMember(name, of: symbol, from: file) : nil }
            // A type nested in another (`L10n.Scene`, as generated string constants nest them; also
            // one named in lower case, `UIConstants.strings`): its static members and the types nested in it.
            // (A type of UIKit's nested in another that the project extends, `UITableView.Style`: its statics.)
            let declared = declarations(of: symbol, from: file)
            if declared.contains(where: { !$0.group.is(ExtensionDeclSyntax.self) })
                || !declared.isEmpty && String(symbol.lastComponent).namesType {
                if let member = staticMember(name, of: symbol, from: file) { return member }
                return declarations(of: symbol + "." + name, from: file).isEmpty ? nil : .symbol(symbol + "." + name)
            }
            // The case's type by its whole path (`SymptomsViewController.Text`, not any `Text`).
            type = String(symbol[..<(symbol.lastIndex(of: ".") ?? symbol.endIndex)])
            if name == "rawValue" { return rawValue(of: String(symbol.lastComponent), in: declarations(of: type, from: file)) }
        case .object(SwiftEvaluator.caseType, let stored):
            // A case with associated values: its type's computed properties, run with `self` the case.
            guard case .symbol(let path)? = stored[SwiftEvaluator.caseKey], let dot = path.lastIndex(of: ".") else { return nil }
            type = String(path[..<dot])
        case .object(let objectType, let stored):
            if stored.holds(name) { return stored[name] }
            type = objectType
            fields = stored
        // A number's or a Boolean's computed property the project's extension adds (`extension Int { var
        // stringValue: String { String(self) } }`), run with `self` the value.
        case .int: type = "Int"
        case .double: type = "Double"
        case .bool: type = "Bool"
        default:
            return nil
        }
        // The type's own, its protocols' extensions', then its project superclasses' (a lazy
        // `infoLabel` a base view declares, used in a subclass's initializer).
        var found: (Declaration, PatternBindingSyntax)?
        var current: String? = type
        var depth = 0
        while found == nil, let owner = current, depth < 16 {
            let declarations = self.declarations(of: owner, from: file)
            found = variable(name, isStatic: false, in: declarations)
                ?? variable(name, isStatic: false, in: adopted(by: declarations, from: file))
            current = declarations.lazy.compactMap { $0.group.as(ClassDeclSyntax.self)?.inheritanceClause?.inheritedTypes.first }
                .first.flatMap { SwiftEvaluator.namedType($0.type) }
            depth += 1
        }
        guard let (declaration, binding) = found else { return nil }
        // An override that only observes a superclass's property (`override var text: String? { didSet { … } }`) holds
        // no value of its own: the superclass's (UIKit's) is read.
        if binding.initializer == nil, case .accessors(let accessors)? = binding.accessorBlock?.accessors,
           accessors.allSatisfy({ ["didSet", "willSet"].contains($0.accessorSpecifier.text) }),
           let variable = binding.parent?.parent?.as(VariableDeclSyntax.self),
           variable.modifiers.contains(where: { $0.name.text == "override" }) {
            return nil
        }
        let place = "\(declaration.file.path)\u{0}\(binding.position.utf8Offset)"
        let memo: String? = if case .symbol(let symbol) = value { symbol + "\u{0}" + place } else { nil }
        if let memo, let known = caseProperties[memo] { return known }
        let scope = SwiftScope(parent: fields)
        scope["self"] = value
        let evaluator = SwiftEvaluator(file: declaration.file, types: self)
        guard let result = nested({ evaluator.value(of: binding, in: scope) }) else {
            return evaluator.unknown("\(type).\(name), defined through itself or nested too deep to follow", binding)
        }
        if let memo { caseProperties[memo] = result }
        // A `lazy var` of an instance: its initial value made on first use, then kept.
        if let fields, binding.getter == nil, binding.initializer != nil { fields[name] = result }
        return result
    }

    // MARK: Instances

    /// `Type(…)` or `.init(…)` of one of the project's structs or classes: an `init` of the
    /// type whose labels match the arguments, run; else the memberwise initializer (the stored
    /// properties by label, in order). Nil when the project does not declare the type.
    func make(_ type: String, arguments: [LabeledExprSyntax], at node: some SyntaxProtocol, caller: SwiftEvaluator,
              in callerScope: SwiftScope) -> SwiftValue? {
        let declarations = self.declarations(of: type, from: caller.file)
        // (An enum that declares its own `init(rawValue:)` runs it, below.)
        if arguments.count == 1, arguments.first?.label?.text == "rawValue",
           declarations.contains(where: { $0.group.is(EnumDeclSyntax.self) }),
           !Self.declaresInitializer("rawValue", in: declarations) {
            // `Section(rawValue: section)`: the case with that raw value, else nil (the failable initializer's).
            let raw = caller.evaluate(arguments[0].expression, in: callerScope)
            if raw.isUnknown { return raw }
            let found = cases(in: declarations).first { item in
                rawValue(of: item.name, in: declarations).flatMap { caller.equal($0, raw) } == true
            }
            return found.map { .symbol(type + "." + $0.name) } ?? SwiftValue.none
        }
        if declarations.contains(where: { $0.group.is(EnumDeclSyntax.self) }),
           let made = enumCase(type, declarations: declarations, arguments: arguments, caller: caller, in: callerScope) {
            return made
        }
        guard let main = declarations.first(where: { $0.group.is(StructDeclSyntax.self) || $0.group.is(ClassDeclSyntax.self) })
        else {
            // A standard type the project extends with an initializer (`String(localizationKey: "Settings")`).
            guard Self.extendedValueTypes.contains(type) else { return nil }
            return extensionInitializer(of: type, in: declarations, arguments: arguments, caller: caller, in: callerScope)
        }
        // A type whose properties make more of it (`var next = Node()`) ends at the limits.
        return nested {
            construct(type, main: main, declarations: declarations, arguments: arguments, at: node, caller: caller,
                      in: callerScope)
        } ?? caller.unknown("an instance of \(type), made of more instances than voicenav follows", node)
    }
}

extension PatternBindingSyntax {
    /// The name a binding declares (`let name = …`); nil for a tuple pattern.
    var name: String? { pattern.as(IdentifierPatternSyntax.self)?.identifier.text.trimmingBackticks }

    /// The statements of a computed property's getter; nil for a stored property (one with
    /// only observers included).
    var getter: CodeBlockItemListSyntax? {
        switch accessorBlock?.accessors {
        case .getter(let statements)?: statements
        case .accessors(let accessors)?: accessors.first { $0.accessorSpecifier.tokenKind == .keyword(.get) }?.body?.statements
        case nil: nil
        }
    }
}

extension String {
    /// Without the backticks that make a keyword a name (`` `default` ``).
    var trimmingBackticks: String { hasPrefix("`") && hasSuffix("`") && count > 1 ? String(dropFirst().dropLast()) : self }
}
