import A11yCore
import A11ySceneModel
import A11yInterfaceBuilder
import SwiftSyntax

/// Runs a UIKit view controller or view class as UIKit would show it (SwiftSourceReading.md,
/// "UIKit screens built in code"): the class made with no arguments, its view loaded and
/// shown (`loadView`, `viewDidLoad`, `viewWillAppear`, `viewDidLayoutSubviews`), every view,
/// constraint and accessibility property the code makes or sets on the way kept as objects
/// (`SwiftValue.object`: the class's name and its fields), which `UIKitScreenBuilder` turns
/// into the scene model.
///
/// It is the evaluator's host (`SwiftHost`): the evaluator runs the statements and asks it
/// about calls, so expressions, branches, loops and the project's constants are the SwiftUI
/// reader's, one interpreter for both.
package final class UIKitReader: SwiftHost {
    let file: SwiftSourceFile
    let project: SwiftProject?
    /// The text a key shows in the language asked for (`NSLocalizedString`, `String(localized:)`).
    let translate: (String) -> String
    let device: Device
    /// The language the screen is shown in (nil: the development language): the device's
    /// locale, for numbers a formatter writes.
    var language: String?
    /// What builds the UIKit controllers the SwiftUI views this screen hosts show (SwiftUIReader.controllerMaker).
    var controllerMaker: ControllerMaker?
    let types: SwiftTypes
    private(set) var notes: [Diagnostic] = []
    private var notedPlaces: Set<Diagnostic> = []
    /// The project's methods run so far (by their declarations).
    var ranMethods: Set<SyntaxIdentifier> = []
    private var notedOnce: Set<String> = []
    /// Where each object was made, by its fields' identity: the place its element is found at.
    var madeAt: [ObjectIdentifier: FilePosition] = [:]
    /// Every constraint made, in the order made (`isActive` decides which hold).
    var constraints: [SwiftScope] = []
    /// The observers running, by object and property: one does not call itself again.
    var observing: Set<String> = []
    /// The steps an action records while it runs (`recording`); nil outside one.
    var recorded: [Step]?
    /// Whether the last of UIKit's methods called was one the reader models (one that gives no
    /// value returns nil either way): a method of `self` it runs is no missing method.
    var handledUIKitCall = false
    /// Whether the code subscribed to a `@Published` property's publisher (UIKitReader+ReactiveTables).
    var publishes = false
    /// Whether the code made a relay or subject (UIKitReader+Reactive).
    var hasSubjects = false
    /// Whether a file imports a reactive library (RxSwift, RxCocoa, RxRelay, Combine, ReactorKit), by file.
    var reactiveFiles: [ObjectIdentifier: Bool] = [:]
    /// The type aliases an owner type (its lineage's members) and its file declare, by file and owner.
    var typeAliases: [AliasKey: [String: TypeSyntax]] = [:]
    struct AliasKey: Hashable {
        let file: ObjectIdentifier
        let owner: String
    }
    /// Each class's lineage, by the file asked from (kept, so its identity is not reused) and class.
    private var lineages: [ObjectIdentifier: (file: SwiftSourceFile, chains: [String: [String]])] = [:]
    /// Each type's methods with bodies by name, along its lineage (most derived first), by the
    /// file it is looked up from: a call finds its candidates without walking the members again.
    private var methodIndex: [ObjectIdentifier: (file: SwiftSourceFile, types: [String: [String: [Method]]])] = [:]
    typealias Method = (declaration: SwiftTypes.Declaration, function: FunctionDeclSyntax, owner: String, isStatic: Bool)
    /// The project's nibs read so far, by name (nil: none of that name, or one that could not be read).
    var nibs: [String: NibContent?] = [:]
    /// The storyboard scenes of controller classes, by class (`UIKitReader+Nibs`).
    var scenes: [String: NibContent?] = [:]
    /// The controllers whose `viewWillAppear` or `viewDidAppear` is running, innermost last: a field that becomes first
    /// responder then is the one the screen opens with the keyboard up for.
    var appearing: [SwiftScope] = []
    let nibCache = InterfaceBuilderCache()
    /// The properties with observers or setters (`didSet`, `willSet`, `set`) each class and its
    /// superclasses declare, by the file asked from and class: most assignments have none.
    var observedNames: [ObjectIdentifier: [String: Set<String>]] = [:]
    /// The initializers the project's extensions give each UIKit class and its superclasses, by
    /// the file asked from and class (`extensionInitializer`).
    var extensionInitializers: [ObjectIdentifier: [String: [(SwiftTypes.Declaration, InitializerDeclSyntax)]]] = [:]
    /// Each class's superclasses' private stored properties its own shadow (`privatelyShadowed`), by class.
    var shadowedByType: [String: Set<String>] = [:]
    /// The UIKit class each project class descends from (nil: not a UIKit class).
    private var bases: [String: String?] = [:]
    /// The places the project makes each screen class (`sites(making:)`).
    var madeSites: [String: [(file: SwiftSourceFile, site: MadeSite)]] = [:]
    /// The initializers running, innermost last: one that hands over to an initializer of the same labels
    /// (`self.init(…)`) reaches UIKit's, not itself.
    var runningInitializers: Set<SyntaxIdentifier> = []
    /// The controller the screen shown is pushed from, shown below it on its navigation stack (UIKitReader+Pushers).
    var pushedFrom: SwiftValue?
    /// The tab bar controller the screen shown is a tab of, made by the project's code (UIKitReader+TabHosts).
    var tabHostObject: SwiftValue?
    /// The objects being made as the project makes them, to give a screen what its maker holds (UIKitReader+Owners;
    /// one whose making needs itself is not known); the one member giving each type, by file and type (+Producers).
    var makingOwners: Set<String> = [], producers: [String: Producer?] = [:]
    /// Whether a file of the project imports a module, by name (`projectImports`).
    var importedModules: [String: Bool] = [:]

    /// The methods UIKit calls as a controller's view is loaded and shown, in order.
    /// (The first layout pass updates constraints before it lays out.)
    static let controllerLifecycle = ["viewDidLoad", "viewWillAppear", "viewSafeAreaInsetsDidChange", "viewIsAppearing",
                                      "updateViewConstraints", "viewWillLayoutSubviews", "viewDidLayoutSubviews", "viewDidAppear"]
    /// The methods UIKit calls as a view joins a window and is laid out, in order.
    static let viewLifecycle = ["didMoveToSuperview", "didMoveToWindow", "safeAreaInsetsDidChange", "updateConstraints",
                                "layoutSubviews"]

    package init(file: SwiftSourceFile, project: SwiftProject?, device: Device, translate: @escaping (String) -> String) {
        self.file = file
        self.project = project
        self.device = device
        self.translate = translate
        types = SwiftTypes(project: project)
        types.host = self
        types.buildFlags = project?.buildFlags(forFile: file.path) ?? []
        (types.screenPath, types.screenTargetFiles) = (file.path, project?.filesBuilt(with: file.path))
        types.translate = translate
        // Another file's code that reaches this one finds these declarations, not a second parse's.
        project?.adopt(file)
    }

    // MARK: Notes

    package func note(_ message: String, at place: FilePosition) {
        let note = Diagnostic(file: place.file ?? file.path, line: place.line, column: place.column, message: message,
                              severity: .note)
        if notedPlaces.insert(note).inserted { notes.append(note) }
    }

    /// Runs `body` keeping none of the notes it makes: work done only to learn a value (an object
    /// whose code makes the screen), not the screen's own.
    func quietly<T>(_ body: () -> T) -> T {
        let kept = (notes, notedPlaces, notedOnce)
        defer { (notes, notedPlaces, notedOnce) = kept }
        return body()
    }

    /// Notes another reader made on the way (the SwiftUI reader's, for a hosted view).
    func adopt(_ others: [Diagnostic]) {
        for note in others where notedPlaces.insert(note).inserted { notes.append(note) }
    }

    func note(_ message: String, at node: some SyntaxProtocol, in evaluator: SwiftEvaluator) {
        note(message, at: evaluator.file.position(node))
    }

    /// A note said once a screen for `key` (a library voicenav cannot run, a kind of view it does not model).
    func noteOnce(_ key: String, _ message: String, at place: FilePosition) {
        guard notedOnce.insert(key).inserted else { return }
        note(message, at: place)
    }

    // MARK: Classes

    /// The UIKit class `type` is or descends from, through the project's classes; nil when it is
    /// not one (a model, a type of another module).
    func uikitBase(of type: String, from file: SwiftSourceFile) -> String? {
        if UIKitClasses.superclasses[type] != nil { return type }
        if let known = bases[type] { return known }
        bases[type] = .some(nil)   // a class that inherits from itself ends here
        var found: String?
        if let superclass = superclass(of: type, from: file) {
            // (A library's superclass is said once, at the class that inherits from it.)
            found = (isLibraryClass(superclass, from: file) ? nil : uikitBase(of: superclass, from: file))
                ?? libraryStandIn(for: superclass, of: type, from: file)
        } else if isLibraryClass(type, from: file) {
            // A library's class made directly (`MDCFlatButton()`): the UIKit class its name ends with.
            found = Self.standInSuffixes.first { type.hasSuffix($0.suffix) }?.base
        }
        bases[type] = found
        return found
    }

    /// The superclass a project class names first in its inheritance clause.
    func superclass(of type: String, from file: SwiftSourceFile) -> String? {
        for declaration in types.declarations(of: type, from: file) {
            guard let declared = declaration.group.as(ClassDeclSyntax.self),
                  let first = declared.inheritanceClause?.inheritedTypes.first?.type else { continue }
            return SwiftEvaluator.namedType(first)
        }
        return nil
    }

    /// The type and its superclasses, most derived first: the project's classes, then UIKit's
    /// (whose extensions in the project declare methods too).
    func lineage(of type: String, from file: SwiftSourceFile) -> [String] {
        let fileKey = ObjectIdentifier(file)
        if let known = lineages[fileKey]?.chains[type] { return known }
        var chain: [String] = []
        var current: String? = type
        while let name = current, chain.count < 24, !chain.contains(name) {
            chain.append(name)
            current = UIKitClasses.superclasses[name] ?? superclass(of: name, from: file)
        }
        lineages[fileKey, default: (file, [:])].chains[type] = chain
        return chain
    }

    /// The method `name` of `type` or the nearest superclass declaring it (the project's
    /// extensions of UIKit's classes included), with the type that declares it; of overloads
    /// whose labels match, the first whose parameter types `values` fit.
    func method(_ name: String, of type: String, arguments: [String], from file: SwiftSourceFile, isStatic: Bool = false,
                values: [SwiftValue]? = nil)
        -> (declaration: SwiftTypes.Declaration, function: FunctionDeclSyntax, owner: String)? {
        let candidates = (methods(of: type, from: file)[name] ?? []).filter {
            $0.isStatic == isStatic && Self.accepts($0.function.signature.parameterClause.parameters, arguments)
        }
        // Overloads of one name and labels: the one whose parameters' types the values fit.
        let chosen = values.flatMap { given in
            candidates.first { types.fits(given, $0.function, from: file, labels: arguments) }
        }
            ?? candidates.first
        return chosen.map { ($0.declaration, $0.function, $0.owner) }
    }

    /// The methods with bodies `type` and its superclasses declare, by name, in the order
    /// `method` takes them.
    func methods(of type: String, from file: SwiftSourceFile) -> [String: [Method]] {
        let fileKey = ObjectIdentifier(file)
        if let known = methodIndex[fileKey]?.types[type] { return known }
        var index: [String: [Method]] = [:]
        var adopting: [SwiftTypes.Declaration] = []
        for owner in lineage(of: type, from: file) {
            let declarations = types.declarations(of: owner, from: file)
            adopting += declarations
            for declaration in declarations {
                for member in declaration.group.memberBlock.members {
                    guard let function = member.decl.as(FunctionDeclSyntax.self), function.body != nil else { continue }
                    let isStatic = function.modifiers.contains { ["static", "class"].contains($0.name.text) }
                    index[function.name.text, default: []].append((declaration, function, owner, isStatic))
                }
            }
        }
        // Then the project's extensions of the protocols the type and its superclasses adopt
        // (`extension Localizable { func localized(with:) }`): a type's own methods come first.
        for declaration in types.adopted(by: adopting, from: file) {
            for member in declaration.group.memberBlock.members {
                guard let function = member.decl.as(FunctionDeclSyntax.self), function.body != nil else { continue }
                let isStatic = function.modifiers.contains { ["static", "class"].contains($0.name.text) }
                index[function.name.text, default: []].append((declaration, function, type, isStatic))
            }
        }
        methodIndex[fileKey, default: (file, [:])].types[type] = index
        return index
    }

    /// The label a trailing closure is given under: it goes to the parameter it falls on.
    static let trailingLabel = SwiftTypes.trailingLabel

    /// Whether parameters take arguments with `labels` in order (SwiftTypes' rule); a trailing
    /// closure takes a closure parameter (the closures labelled after it, theirs).
    static func accepts(_ parameters: FunctionParameterListSyntax, _ labels: [String]) -> Bool {
        if let trailing = labels.firstIndex(of: trailingLabel) {
            let rest = Array(labels[..<trailing] + labels[(trailing + 1)...])
            return parameters.contains { SwiftTypes.takesClosure($0.type) }
                && (0..<parameters.count).contains { drop in
                    let kept = parameters.enumerated().filter { $0.offset != drop }.map(\.element)
                    return kept.count == parameters.count - 1 && SwiftTypes.accepts(kept, rest)
                }
        }
        return SwiftTypes.accepts(parameters, labels)
    }

    // MARK: Running methods

    /// Runs `function` with `self` the object (nil: a static method) and the arguments bound; its result.
    func run(_ function: FunctionDeclSyntax, in file: SwiftSourceFile, owner: String, on object: SwiftValue?,
             arguments: [(label: String, value: SwiftValue)], given: [String: SwiftValue] = [:],
             calledOn: String? = nil) -> SwiftValue {
        // (A case's associated values are not names in its methods: only `self` is.)
        let fields = object?.associatedValues == nil ? Self.fields(object) : nil
        let scope = SwiftScope(parent: fields.map { Self.ownFields(of: $0, owner: owner) })
        if let object {
            scope["self"] = object
        } else if !owner.isEmpty {
            scope[SwiftEvaluator.typeKey] = .symbol(calledOn ?? owner)
            scope[SwiftEvaluator.staticKey] = .bool(true)
        }
        scope[Self.ownerKey] = .symbol(owner)
        ranMethods.insert(function.id)
        return types.run(function, in: file, arguments: arguments, scope: scope, given: given)
    }

    /// The scope entry naming the class whose method is running (for `super`).
    static let ownerKey = "#owner"

    /// Runs the lifecycle method `name` the object's class declares (or inherits from the project).
    func runLifecycle(_ name: String, on object: SwiftValue, type: String) {
        // (What subscribed to the method's running, `rx.methodInvoked`, is given a value once it has run; a child
        // controller's view shown in this one's is given the step too, as UIKit forwards appearance to children.)
        defer {
            invoked(name, on: object)
            forwardLifecycle(name, from: object)
        }
        noteSafeArea(name, on: object)
        let appears = ["viewWillAppear", "viewIsAppearing", "viewDidAppear"].contains(name)
        if appears, let fields = Self.fields(object) { appearing.append(fields) }
        defer { if appears, !appearing.isEmpty { appearing.removeLast() } }
        guard let found = method(name, of: type, arguments: [], from: file)
                ?? method(name, of: type, arguments: ["_"], from: file) else { return }
        _ = run(found.function, in: found.declaration.file, owner: found.owner, on: object, arguments: [],
                given: ["animated": .bool(false)])
    }

    // MARK: Screens

    /// The object a screen of the file is: the class made as UIKit would make it with no
    /// arguments, its view loaded and shown; and the view shown (a controller's view).
    func show(_ type: String, at node: some SyntaxProtocol) -> (object: SwiftValue, view: SwiftValue) {
        let evaluator = SwiftEvaluator(file: file, types: types)
        // A controller the project's code never makes, whose class a storyboard scene has: the storyboard makes it,
        // with `init(coder:)`.
        let decoded = uikitBase(of: type, from: file).map(UIKitClasses.isController) == true && sites(making: type).isEmpty
            && storyboardScene(of: type, at: file.position(node)) != nil
        // (The controller it is pushed from first: it is made and shown before the screen, as in the app.)
        pushedFrom = pusher(of: type)
        // (The tab bar controller whose tabs make it, else: shown with its tab selected, as in the app.)
        if pushedFrom == nil, let hosted = tabHost(of: type) { return hosted }
        let object = make(type, arguments: [], at: node, evaluator: evaluator, in: SwiftScope(), showing: true,
                          decoded: decoded)
        if let below = pushedFrom { push(object, above: below, at: node, evaluator: evaluator) }
        runPresenter(of: type, on: object)
        guard uikitBase(of: type, from: file).map(UIKitClasses.isController) == true else {
            showViews(in: object)
            return (object, object)
        }
        // A navigation controller of the project's that sets its own stack: its top controller is
        // shown in it, loaded and shown as UIKit shows it.
        let isNavigation = uikitBase(of: type, from: file) == "UINavigationController"
        func showTop() -> SwiftValue? {
            guard isNavigation, let top = Self.topController(of: object), case .object(let topType, let topFields) = top
            else { return nil }
            topFields["#navigationController"] = object
            let view = appear(top, type: topType, at: node, evaluator: evaluator)
            let shown = topFields["view"] ?? view
            showViews(in: shown)
            return shown
        }
        if let shown = showTop() { return (object, shown) }
        let view = appear(object, type: type, at: node, evaluator: evaluator)
        // One that sets its stack as its own view loads (`pushViewController` of its first step in `viewDidLoad`): its
        // top controller, loaded and shown in it.
        if let shown = showTop() { return (object, shown) }
        // (A page view controller that sets its pages itself, `setViewControllers([first], …)`, shows them.)
        if let base = uikitBase(of: type, from: file), base != "UIViewController", base != "UITableViewController",
           base != "UICollectionViewController", base != "UITabBarController",
           base != "UIPageViewController" || Self.array(Self.fields(object)?["viewControllers"]).isEmpty,
           base != "UISplitViewController" || Self.array(Self.fields(object)?["viewControllers"]).count != 2 {
            noteOnce("container", "\(type) is a \(base): the controllers it shows are set when the app runs and are not "
                     + "read; its own view is shown", at: file.position(node))
        }
        let shown = Self.fields(object)?["view"] ?? view
        showViews(in: shown)
        noteConfiguredElsewhere(type)
        return (object, shown)
    }

    /// The controller a navigation controller shows on top: the last of its `viewControllers`
    /// (`viewControllers = [content]`, `setViewControllers(_:animated:)`), else the root it was
    /// made with (`super.init(rootViewController:)`); nil when the code sets neither.
    static func topController(of navigation: SwiftValue) -> SwiftValue? {
        guard let fields = fields(navigation) else { return nil }
        if let last = array(fields["viewControllers"]).last, Self.fields(last) != nil { return last }
        if let root = fields["rootViewController"], Self.fields(root) != nil { return root }
        return nil
    }

    /// Runs the view lifecycle of every view of the project's classes in the tree, parents first
    /// (also a cell's, when its table or collection shows it).
    func showViews(in root: SwiftValue) {
        var queue = [root]
        var seen: Set<ObjectIdentifier> = []
        while !queue.isEmpty, seen.count < 5_000 {
            let value = queue.removeFirst()
            guard case .object(let type, let fields) = value, seen.insert(ObjectIdentifier(fields)).inserted else { continue }
            if UIKitClasses.superclasses[type] == nil {
                for name in Self.viewLifecycle { runLifecycle(name, on: value, type: type) }
            }
            if case .array(let subviews)? = fields[Self.subviewsKey] { queue += subviews }
        }
    }

    /// The field holding a view's subviews, in order.
    static let subviewsKey = "#subviews"
    /// The field holding a stack view's arranged subviews.
    static let arrangedKey = "#arranged"
    /// The field marking a rectangle `UIAccessibility.convertToScreenCoordinates(_:in:)` made.
    static let convertedKey = "#converted"
    /// The field naming the UIKit class an object is or descends from.
    static let uikitKey = "#uikit"
    /// UIKit's properties that hold a string, as the code may set them from a `String` extension.
    static let stringProperties: Set<String> = ["text", "title", "placeholder", "accessibilityLabel", "accessibilityValue",
                                                "accessibilityHint", "accessibilityIdentifier", "prompt"]
    /// The properties whose value is a text shown or spoken (the string properties and `attributedText`).
    package static let textProperties = stringProperties.union(["attributedText", "attributedPlaceholder"])
    /// The field marking a plain cell dequeued by an identifier the reader could not follow.
    static let dequeuedKey = "#dequeued"
    /// The identifier a cell class registered under an identifier only run time knows is kept under.
    static let runTimeIdentifier = "#runTime"
}
