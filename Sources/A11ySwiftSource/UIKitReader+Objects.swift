import SwiftSyntax

/// The objects the UIKit reader makes (SwiftSourceReading.md, "UIKit screens built in code"):
/// UIKit's views and controllers with the parts UIKit gives them (a button's title label, a
/// cell's content view, a controller's navigation item and lazily loaded view), the values
/// the code configures them with (fonts, images, rectangles, bar button items, actions), and
/// the project's subclasses, made with their stored properties and initializer.
extension UIKitReader {
    /// The types made as objects whose initializer's labelled arguments become their fields
    /// (`CGRect(x:y:width:height:)`, `UIBarButtonItem(title:style:target:action:)`), besides
    /// UIKit's views and controllers.
    static let valueTypes = Set<String>([
        "UIFont", "UIImage", "CGRect", "CGSize", "CGPoint", "UIEdgeInsets", "NSDirectionalEdgeInsets", "UIAction",
        "UIBarButtonItem", "UITabBarItem", "UIAccessibilityCustomAction", "UIAccessibilityElement", "UINavigationItem",
        "UIButton.Configuration", "NSAttributedString", "NSMutableAttributedString", "AttributedString", "UILayoutPriority",
        "NSLayoutConstraint", "UIMenu", "UIAlertController", "UIAlertAction", "UITapGestureRecognizer",
        "UIListContentConfiguration", "IndexPath", "UILayoutGuide", "NumberFormatter", "Locale",
        "UICollectionViewFlowLayout", "UICollectionViewCompositionalLayout", "UICollectionLayoutListConfiguration",
        "NSDiffableDataSourceSnapshot", "NSDiffableDataSourceSectionSnapshot", "LAContext", "UINib",
    ]).union(permissionObjects)

    /// Whether `name` is a type the reader makes objects of.
    func makesObjects(of name: String, from file: SwiftSourceFile) -> Bool {
        Self.valueTypes.contains(name) || uikitBase(of: name, from: file) != nil
    }

    /// A new object of `type`: UIKit's parts and defaults, the initializer's labelled arguments
    /// as fields; for a project class, its stored properties and the initializer the arguments
    /// match, run (one needing arguments the caller does not give runs with them unknown).
    func make(_ type: String, arguments: [LabeledExprSyntax], at node: some SyntaxProtocol, evaluator: SwiftEvaluator,
              in scope: SwiftScope, trailing: ClosureExprSyntax? = nil, showing: Bool = false,
              decoded: Bool = false) -> SwiftValue {
        let base = uikitBase(of: type, from: evaluator.file) ?? type
        let fields = SwiftScope()
        let object = SwiftValue.object(type, fields)
        madeAt[ObjectIdentifier(fields)] = evaluator.file.position(node)
        fields[Self.uikitKey] = .string(base, localizable: false)
        addParts(of: base, to: object, at: node, evaluator: evaluator)
        let values = arguments.map { argument in
            // `action: #selector(save)`: the method's name, for the element's code action (`#imageLiteral` is a value).
            (label: argument.label?.text ?? "_",
             value: argument.expression.as(MacroExpansionExprSyntax.self)?.macroName.text == "selector"
                ? SwiftValue.string(Self.selectorName(argument.expression), localizable: false)
                : argument.expression.as(ClosureExprSyntax.self).map {
                    .opaque(.init(ClosureValue(closure: $0, scope: scope, file: evaluator.file)))
                } ?? evaluator.evaluate(argument.expression, in: scope))
        }
        if let trailing {
            fields["#handler"] = .opaque(.init(ClosureValue(closure: trailing, scope: scope, file: evaluator.file)))
        }
        // A library's class made directly (`MDCFlatButton(type: .system)`): made as UIKit's class it stands for.
        let library = type != base && types.declarations(of: type, from: evaluator.file)
            .allSatisfy { $0.group.is(ExtensionDeclSyntax.self) }
        if library {
            noteOnce("library class \(type)", "\(type) comes from a library the project does not contain: it is read as a "
                     + "\(base); what \(type) adds is not shown", at: evaluator.file.position(node))
        }
        guard type != base && !library else {
            // UIKit's initializer: a value held for a parameter's type is made as written.
            let values = values.map { (label: $0.label, value: resolvedUntyped($0.value)) }
            // A convenience initializer the project adds to UIKit's class (`UIStackView(axis:_:)`), else UIKit's.
            if let found = extensionInitializer(of: base, labels: values.map(\.label), from: evaluator.file) {
                runInitializer(found.initializer, in: found.declaration, owner: base, object: object, arguments: values)
            } else if base == "NSLayoutConstraint", values.first?.label == "item" {
                return constraint(items: values, at: node, evaluator: evaluator)
            } else {
                adopt(values, into: fields, object: object, base: base)
            }
            return object
        }
        let lineage = lineage(of: type, from: evaluator.file).filter { UIKitClasses.superclasses[$0] == nil }
        let shadowed = shadowedByType[type] ?? privatelyShadowed(in: lineage, from: evaluator.file)
        shadowedByType[type] = shadowed
        // Stored properties, the base class's first; a lazy one is made when first used (SwiftTypes.property).
        for owner in lineage.reversed() {
            for declaration in types.declarations(of: owner, from: evaluator.file) {
                for member in declaration.group.memberBlock.members {
                    guard let variable = member.decl.as(VariableDeclSyntax.self),
                          !variable.modifiers.contains(where: { ["static", "class"].contains($0.name.text) }) else { continue }
                    guard !variable.modifiers.contains(where: { $0.name.text == "lazy" }) else { continue }
                    for binding in variable.bindings where binding.accessorBlock == nil || binding.getter == nil {
                        guard binding.getter == nil, let name = binding.name else { continue }
                        // A private one of a name another class of the lineage declares too: this class's own.
                        let holder = shadowed.contains(owner + "." + name) && Self.isPrivate(variable)
                            ? Self.privateFields(of: fields, owner: owner) : fields
                        if let initial = binding.initializer?.value {
                            // (In the type's context, as Swift has it: a class method by its name alone is the type's.)
                            let inner = SwiftEvaluator(file: declaration.file, types: types)
                            let type = binding.declaredType
                            let scope = SwiftScope(parent: holder)
                            scope[Self.ownerKey] = .symbol(owner)
                            holder[name] = inner.evaluate(initial, as: type, in: scope)
                        } else if binding.declaredType?.is(ImplicitlyUnwrappedOptionalTypeSyntax.self) == true,
                                  !Self.isOutlet(variable) {
                            // `var viewModel: SettingsViewModel!`: one whoever makes the object sets before it is
                            // used (reading it nil stops the app), which the presenter's code may show; else run time's.
                            holder[name] = evaluator.unknown("\(name)\(SwiftEvaluator.setByMaker)\(type) sets when the "
                                                             + "app runs", binding)
                        } else if let wrapped = SwiftEvaluator(file: declaration.file, types: types)
                            .wrappedValue(of: binding, in: holder) {
                            // (The project's own property wrapper: its value, as for a type's other properties.)
                            holder[name] = wrapped
                        } else if SwiftEvaluator.isOptional(binding.declaredType) {
                            holder[name] = SwiftValue.none
                        } else {
                            holder[name] = evaluator.unknown("\(type).\(name), which its initializer sets when the app runs",
                                                             binding)
                        }
                    }
                }
            }
        }
        // A trailing closure is the last closure parameter's argument (`LinkItemCard(title: t) { … }`).
        let given = trailing == nil ? values : values + [(label: Self.trailingLabel, value: fields["#handler"] ?? .none)]
        // (One a nib holds is decoded: UIKit makes it with `init(coder:)`.)
        initialize(type, object: object, arguments: decoded ? [(label: "coder", value: .none)] : given, at: node,
                   evaluator: evaluator, showing: showing)
        return object
    }

    /// Runs the initializer of `type` the arguments match; with none given and none taking no
    /// arguments, the one taking fewest (the first of those), its arguments unknown, with a note.
    @discardableResult
    private func initialize(_ type: String, object: SwiftValue, arguments: [(label: String, value: SwiftValue)],
                            at node: some SyntaxProtocol, evaluator: SwiftEvaluator, showing: Bool) -> Bool {
        let labels = arguments.map(\.label)
        var fallback: (SwiftTypes.Declaration, InitializerDeclSyntax)?
        var declared = false
        for owner in lineage(of: type, from: evaluator.file) where UIKitClasses.superclasses[owner] == nil {
            for declaration in types.declarations(of: owner, from: evaluator.file) {
                for member in declaration.group.memberBlock.members {
                    guard let initializer = member.decl.as(InitializerDeclSyntax.self), initializer.body != nil else { continue }
                    let parameters = initializer.signature.parameterClause.parameters
                    if Self.accepts(parameters, labels) {
                        runInitializer(initializer, in: declaration, owner: owner, object: object, arguments: arguments)
                        return true
                    }
                    // The one taking fewest (the first of those): the fewest values only run time gives
                    // (`init(manager:)` creating an item rather than `init(manager:item:)` editing one).
                    if !parameters.contains(where: { $0.firstName.text == "coder" }),
                       fallback.map({ parameters.count < $0.1.signature.parameterClause.parameters.count }) ?? true {
                        fallback = (declaration, initializer)
                    }
                }
            }
            // Swift inherits a superclass's designated initializers only when a class declares
            // none (convenience ones aside): the nearest class that declares one decides.
            if types.declarations(of: owner, from: evaluator.file).contains(where: { declaration in
                declaration.group.memberBlock.members.contains {
                    $0.decl.as(InitializerDeclSyntax.self).map { !$0.modifiers.contains { $0.name.text == "convenience" } }
                        ?? false
                }
            }) {
                declared = true
                break
            }
        }
        guard arguments.isEmpty else {
            // UIKit's initializer, inherited (`DataSource(tableView: table) { … }` of a subclass
            // of UIKit's data source that declares none): what it is given is kept.
            if let fields = Self.fields(object), let base = fields[Self.uikitKey]?.string, base != type {
                // (A class overriding its view's `init(frame:)` inherits UIKit's convenience initializers, which call it:
                // `StackView(arrangedSubviews:)` runs the subclass's `init(frame: .zero)`, then keeps its views.)
                if declared, UIKitClasses.isView(base),
                   let found = initializer(of: type, labels: ["frame"], from: evaluator.file) {
                    runInitializer(found.initializer, in: found.declaration, owner: found.owner, object: object,
                                   arguments: [("frame", .member("zero"))])
                    adopt(arguments, into: fields, object: object, base: base)
                } else if !declared {
                    adopt(arguments, into: fields, object: object, base: base)
                }
            }
            return false
        }
        // What UIKit calls to make one with no arguments: a view's `init(frame:)` (with the
        // screen's bounds, as a view filling it), a controller's `init(nibName:bundle:)`.
        if case .object(_, let fields) = object, let base = fields[Self.uikitKey]?.string {
            let plain: [(label: String, value: SwiftValue)]? = if UIKitClasses.isView(base) {
                [("frame", Self.fields(fields["frame"]) == nil ? .member("zero") : fields["frame"]!)]
            } else if UIKitClasses.isController(base) {
                [("nibName", .none), ("bundle", .none)]
            } else {
                nil
            }
            if let plain, labels.isEmpty, let found = initializer(of: type, labels: plain.map(\.label), from: evaluator.file) {
                runInitializer(found.initializer, in: found.declaration, owner: found.owner, object: object, arguments: plain)
                return true
            }
        }
        guard let (declaration, initializer) = fallback else { return false }
        // The screen as the one place of the project that makes it does, with what the source fixes of its arguments.
        // (The class's own declaration tells a nested class from others of its name.)
        let own = declaration.group.as(ClassDeclSyntax.self).flatMap { $0.name.text == type ? $0 : nil }
        if showing, let shown = argumentsShowing(type, declaredBy: own),
           initialize(type, object: object, arguments: shown.values, at: node, evaluator: evaluator, showing: false) {
            let open = shown.values.contains { $0.value.isUnknown }
            note("\(type) is read as made here" + (open ? ", with the arguments the source fixes (the others are only "
                 + "known when the app runs)" : ""), at: shown.file.position(shown.call))
            return true
        }
        // A generic class's parameter the subclass gives a type (`BaseViewController<SettingsViewModel>`'s `viewModel: T`):
        // one made as `SettingsViewModel()` makes it.
        var made = genericArguments(of: initializer, for: type, evaluator: SwiftEvaluator(file: declaration.file, types: types))
            .map { (label: $0.label, value: $0.value, written: $0.type + "()", only: false) }
        // (Else a value of the project's types only one of its properties gives: a view model its type makes.)
        if made.isEmpty {
            made = producedArguments(of: initializer, from: declaration.file)
                .map { (label: $0.label, value: $0.value, written: $0.producer, only: true) }
        }
        if showing {
            note("\(type) is made with \(initializer.signature.parameterClause.excerpt), whose arguments are only "
                 + "known when the app runs: voicenav shows what the source fixes"
                 + (made.isEmpty ? "" : ", with " + made.map { "\($0.label): \($0.written)" }.joined(separator: ", "))
                 + (made.contains(where: \.only) ? " (the only value of its type the project's code gives)" : ""),
                 at: declaration.file.position(initializer))
        }
        runInitializer(initializer, in: declaration, owner: initializer.parentClassName ?? type, object: object,
                       arguments: made.map { ($0.label, $0.value) })
        return true
    }

    func runInitializer(_ initializer: InitializerDeclSyntax, in declaration: SwiftTypes.Declaration, owner: String,
                                object: SwiftValue, arguments: [(label: String, value: SwiftValue)]) {
        guard let body = initializer.body, case .object(_, let fields) = object else { return }
        runningInitializers.insert(initializer.id)
        defer { runningInitializers.remove(initializer.id) }
        let scope = SwiftScope(parent: Self.ownFields(of: fields, owner: owner))
        scope["self"] = object
        scope[Self.ownerKey] = .symbol(owner)
        // Observers are not called while an object's own initializer sets its properties (they are
        // from a method it calls, or its `defer`).
        var evaluator = SwiftEvaluator(file: declaration.file, types: types)
        evaluator.initializing = ObjectIdentifier(fields)
        types.bind(initializer.signature.parameterClause.parameters, arguments, evaluator: evaluator, into: scope)
        _ = types.nested { evaluator.run(body.statements, in: SwiftScope(parent: scope)) }
    }

    /// The parts UIKit makes with a view or controller: subviews (none yet), a stack's arranged
    /// views, a button's title label, a cell's content view and labels, a controller's
    /// navigation and tab bar items (its view is loaded when first asked for).
    private func addParts(of base: String, to object: SwiftValue, at node: some SyntaxProtocol, evaluator: SwiftEvaluator) {
        guard case .object(_, let fields) = object else { return }
        if UIKitClasses.isView(base) { fields[Self.subviewsKey] = .array([]) }
        func part(_ type: String, _ name: String, addedTo parent: SwiftValue? = nil) {
            let made = make(type, arguments: [], at: node, evaluator: evaluator, in: SwiftScope())
            fields[name] = made
            if let parent { addSubview(made, to: parent) }
        }
        switch base {
        case "UIStackView": fields[Self.arrangedKey] = .array([])
        case "UIButton":
            part("UILabel", "titleLabel")
            part("UIImageView", "imageView")
        case "UITableViewCell", "UITableViewHeaderFooterView":
            part("UIView", "contentView", addedTo: object)
            if base == "UITableViewCell", let content = fields["contentView"] {
                part("UIImageView", "imageView", addedTo: content)
            }
            if let content = fields["contentView"] {
                part("UILabel", "textLabel", addedTo: content)
                part("UILabel", "detailTextLabel", addedTo: content)
            }
        case "UICollectionViewCell", "UICollectionViewListCell", "UIVisualEffectView":
            part("UIView", "contentView", addedTo: object)
        case "LAContext": fields["biometryType"] = .member("none")   // until `canEvaluatePolicy` is asked (UIKitReader+UIKit)
        default:
            guard UIKitClasses.isController(base) else { break }
            part("UINavigationItem", "navigationItem")
            part("UITabBarItem", "tabBarItem")
            fields["title"] = SwiftValue.none
            if base == "UITableViewController" {
                part("UITableView", "tableView")
                // The controller is its table's data source and delegate.
                Self.fields(fields["tableView"])?["#controller"] = object
            } else if base == "UICollectionViewController" {
                part("UICollectionView", "collectionView")
                Self.fields(fields["collectionView"])?["#controller"] = object
            } else if base == "UISearchController" {
                part("UISearchBar", "searchBar")
            }
        }
    }

    /// UIKit's initializer arguments an object keeps: each labelled one as a field by its label,
    /// and what some of them mean (a stack's arranged views, a segmented control's items).
    func adopt(_ values: [(label: String, value: SwiftValue)], into fields: SwiftScope, object: SwiftValue,
                       base: String) {
        for (label, value) in values { fields[label] = value }
        // PureLayout's `UILabel(forAutoLayout: ())`: a view ready for constraints.
        if values.contains(where: { $0.label == "forAutoLayout" }) {
            fields["translatesAutoresizingMaskIntoConstraints"] = .bool(false)
        }
        if base == "UIStackView", case .array(let views)? = fields["arrangedSubviews"] {
            for view in views {
                addSubview(view, to: object)
                append(view, to: Self.arrangedKey, of: fields)
            }
        }
        if base == "UISegmentedControl", let items = fields["items"] { fields["#segments"] = items }
        // `NSAttributedString(attributedString: other)`: a copy of the other's text.
        if base.hasSuffix("AttributedString"), let other = fields["attributedString"] {
            fields["string"] = Self.attributedText(other)
        }
        // `NSAttributedString(data: text.data(using: .utf8)!, options: [.documentType: …], documentAttributes: nil)`:
        // the text a plain or HTML document of those bytes shows.
        if base.hasSuffix("AttributedString"), case .opaque(let box)? = fields["data"], let bytes = box.value as? UTF8Text {
            let html: Bool = if case .dictionary(_, let options)? = fields["options"] {
                options.contains { value in
                    switch value {
                    case .member(let name), .symbol(let name): name.lastComponent == "html"
                    default: false
                    }
                }
            } else { false }
            fields["string"] = .string(bytes.read(asHTML: html), localizable: false)
        }
        if base == "UIImageView", let image = fields["image"] ?? fields["_"] { fields["image"] = image }
        if Self.diffableSources.contains(base) { adoptDiffable(object, fields: fields) }
        Self.startSnapshot(fields, base: base)
    }

    /// The controller's view, loaded the first time it is asked for, as UIKit loads it:
    /// the project's `loadView` (a table or collection view controller's own override too, its
    /// `super.loadView()` UIKit's), else UIKit's: a table or collection view controller's
    /// view is its table or collection view, any other's a plain view filling the screen; then
    /// `viewDidLoad`.
    func loadedView(of controller: SwiftValue, at node: some SyntaxProtocol, evaluator: SwiftEvaluator) -> SwiftValue {
        guard case .object(let type, let fields) = controller else { return .none }
        if let view = fields["view"] { return view }
        fields["view"] = SwiftValue.none   // asked for while loading: nil, as in `loadView`
        if method("loadView", of: type, arguments: [], from: evaluator.file) != nil {
            runLifecycle("loadView", on: controller, type: type)
        }
        if case .none? = fields["view"], !loadNibView(of: type, controller: controller, fields: fields, at: node,
                                                      evaluator: evaluator) {
            uikitLoadView(fields, at: node, evaluator: evaluator)
        }
        // A hosting controller's view shows its SwiftUI root view (UIKitScreenBuilder+Hosting).
        if let hosted = fields[Self.hostedKey] { Self.fields(fields["view"])?[Self.hostedKey] = hosted }
        runLifecycle("viewDidLoad", on: controller, type: type)
        return fields["view"] ?? .none
    }

    /// UIKit's `loadView` (`UIViewController.loadView()`): a table or collection view
    /// controller's view is its table or collection view, any other's a plain view.
    func uikitLoadView(_ fields: SwiftScope, at node: some SyntaxProtocol, evaluator: SwiftEvaluator) {
        if fields[Self.uikitKey]?.string == "UITableViewController", let table = fields["tableView"] {
            fields["view"] = table
        } else if fields[Self.uikitKey]?.string == "UICollectionViewController", let collection = fields["collectionView"] {
            fields["view"] = collection
        } else {
            fields["view"] = make("UIView", arguments: [], at: node, evaluator: evaluator, in: SwiftScope())
        }
    }

    /// A note at each method of the screen's classes that sets what the screen shows (a text, a
    /// title) but that nothing in its file calls, and that did not run: the code showing the screen
    /// calls it (`configure(viewModel:)` from a coordinator), so what it sets is not shown. Action
    /// handlers (`@objc`, `@IBAction`), UIKit's overrides, private methods and methods taking a
    /// framework's objects (a delegate's) are left out: UIKit or nobody calls those.
    func noteConfiguredElsewhere(_ type: String) {
        for owner in lineage(of: type, from: file) where UIKitClasses.superclasses[owner] == nil {
            for declaration in types.declarations(of: owner, from: file) {
                for member in declaration.group.memberBlock.members {
                    guard let function = member.decl.as(FunctionDeclSyntax.self), let body = function.body,
                          !ranMethods.contains(function.id), takesOnlyProjectValues(function, from: declaration.file),
                          !function.modifiers.contains(where: {
                              ["static", "class", "override", "private", "fileprivate"].contains($0.name.text)
                          }),
                          !function.attributes.contains(where: {
                              ["objc", "IBAction"].contains($0.as(AttributeSyntax.self)?.attributeName.trimmedDescription)
                          }),
                          ["setTitle(", ".text =", "title =", "attributedText ="].contains(where: {
                              declaration.file.mentions($0, in: body)
                          }),
                          Self.identifierCount(function.name.text, in: declaration.file) == 1 else { continue }
                    note("\(function.name.text)(…) sets what the screen shows, but nothing in its file calls it: the code "
                         + "that shows the screen does, which voicenav does not run; what it sets is not shown",
                         at: declaration.file.position(function.name))
                }
            }
        }
    }

    /// Whether `function` takes nothing or values of the project's types and the standard
    /// library's (`configure(viewModel:)`), not a framework's objects: a delegate's or data source's
    /// method (`searchBarCancelButtonClicked(_ searchBar: UISearchBar)`) is the framework's to call.
    func takesOnlyProjectValues(_ function: FunctionDeclSyntax, from file: SwiftSourceFile) -> Bool {
        function.signature.parameterClause.parameters.allSatisfy { parameter in
            guard let name = SwiftEvaluator.namedType(parameter.type) else { return false }
            return ["String", "Int", "Double", "CGFloat", "Float", "Bool", "URL", "Date"].contains(name)
                || (!types.declarations(of: name, from: file).isEmpty && !makesObjects(of: name, from: file))
        }
    }

    /// How many times the file's code (not its comments) names `name`.
    static func identifierCount(_ name: String, in file: SwiftSourceFile) -> Int {
        file.tree.tokens(viewMode: .sourceAccurate).count { $0.tokenKind == .identifier(name) }
    }
}


extension InitializerDeclSyntax {
    /// The name of the class the initializer is declared in, when it is in one.
    var parentClassName: String? {
        var node = parent
        while let current = node {
            if let type = current.as(ClassDeclSyntax.self) { return type.name.text }
            node = current.parent
        }
        return nil
    }
}
