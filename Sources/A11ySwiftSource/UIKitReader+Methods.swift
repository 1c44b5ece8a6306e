import SwiftSyntax

/// The methods the UIKit reader runs (SwiftSourceReading.md, "UIKit screens built in code"): the
/// project's on its objects, its free functions, `super`'s, static factories and the calls that
/// change an element's traits; image literals and the methods `#selector(…)` names.
extension UIKitReader {
    /// `object.name(…)`: the project's method of the object's class (or of UIKit's classes it
    /// descends from, in the project's extensions), else UIKit's own.
    func method(_ name: String, of object: SwiftValue, type: String, call: FunctionCallExprSyntax, evaluator: SwiftEvaluator,
                in scope: SwiftScope) -> SwiftValue? {
        let values = Self.values(of: call, evaluator: evaluator, in: scope)
        return method(name, of: object, type: type, values: values, call: call, evaluator: evaluator, in: scope)
    }

    func method(_ name: String, of object: SwiftValue, type: String, values: [(label: String, value: SwiftValue)],
                call: FunctionCallExprSyntax, evaluator: SwiftEvaluator, in scope: SwiftScope) -> SwiftValue? {
        // A private method of the class whose code is running is that one, not a subclass's of the
        // same name (private methods are not overridden).
        if case .symbol(let owner)? = scope[Self.ownerKey], !owner.isEmpty, let me = Self.fields(scope["self"]),
           Self.same(object, me), let found = method(name, of: owner, arguments: values.map(\.label), from: evaluator.file),
           found.owner == owner, found.function.modifiers.contains(where: { ["private", "fileprivate"].contains($0.name.text) }) {
            return run(found.function, in: found.declaration.file, owner: found.owner, on: object, arguments: values)
        }
        if let found = method(name, of: type, arguments: values.map(\.label), from: evaluator.file, values: values.map(\.value)) {
            return run(found.function, in: found.declaration.file, owner: found.owner, on: object, arguments: values)
        }
        return uikitMethod(name, of: object, values: values, call: call, evaluator: evaluator, in: scope)
    }

    /// A top-level function of the file or the project (`tr("key")`), run; nil when there is none.
    func function(_ name: String, values: [(label: String, value: SwiftValue)], from file: SwiftSourceFile)
        -> SwiftValue? {
        let labels = values.map(\.label)
        let candidates = [file] + (project?.files(definingFunction: name, besides: file.path) ?? [])
        for candidate in candidates {
            guard let function = candidate.functions[name]?.first(where: {
                Self.accepts($0.signature.parameterClause.parameters, labels)
            }) else { continue }
            return run(function, in: candidate, owner: "", on: nil, arguments: values)
        }
        return nil
    }

    /// `super.name(…)`: the superclass's method when the project declares it; UIKit's do what
    /// the reader already does (a view loaded, a layout run).
    func superMethod(_ name: String, call: FunctionCallExprSyntax, evaluator: SwiftEvaluator,
                             in scope: SwiftScope) -> SwiftValue? {
        guard case .symbol(let owner)? = scope[Self.ownerKey], let me = scope["self"],
              let superclass = UIKitClasses.superclasses[owner] ?? superclass(of: owner, from: evaluator.file) else { return nil }
        if UIKitClasses.superclasses[superclass] != nil {
            // UIKit's own initializer: what it is given (`super.init(arrangedSubviews:)`) is kept.
            if name == "init", case .object(_, let fields) = me, let base = fields[Self.uikitKey]?.string {
                adopt(Self.values(of: call, evaluator: evaluator, in: scope), into: fields, object: me, base: base)
            }
            // (`super.loadView()` in an override: UIKit's makes the view, the table of a table view controller.)
            if name == "loadView" {
                if case .object(_, let fields) = me, case .none? = fields["view"] {
                    uikitLoadView(fields, at: call, evaluator: evaluator)
                }
                return nil
            }
            guard name != "init" else { return nil }
            // UIKit's method on `self`, past the project's override (`super.setAttributedTitle(text, for: .normal)` in a
            // button's own `setAttributedTitle(_:withKerning:)`, `super.setEditing(editing, animated: animated)`); a
            // step of the life cycle (`super.viewDidLoad()`) is one the reader takes itself.
            return uikitMethod(name, of: me, values: Self.values(of: call, evaluator: evaluator, in: scope), call: call,
                               evaluator: evaluator, in: scope)
        }
        let values = Self.values(of: call, evaluator: evaluator, in: scope)
        if name == "init" {
            // The project superclass's initializer (its subviews, its texts).
            if let found = initializer(of: superclass, labels: values.map(\.label), from: evaluator.file,
                                            values: values.map(\.value)) {
                runInitializer(found.initializer, in: found.declaration, owner: found.owner, object: me, arguments: values)
            }
            return SwiftValue.none
        }
        guard let found = method(name, of: superclass, arguments: values.map(\.label), from: evaluator.file) else { return nil }
        return run(found.function, in: found.declaration.file, owner: found.owner, on: me, arguments: values)
    }

    /// `Type.name(…)`: UIKit's factories (fonts, button configurations), constraints activated
    /// at once, and the project's static methods.
    func staticCall(_ name: String, of type: String, call: FunctionCallExprSyntax, evaluator: SwiftEvaluator,
                            in scope: SwiftScope) -> SwiftValue? {
        if let permission = permissionStaticCall(name, of: type, call: call, evaluator: evaluator, in: scope) {
            return permission
        }
        let values = Self.values(of: call, evaluator: evaluator, in: scope)
        switch (type, name) {
        case ("NSLayoutConstraint", "activate"), ("NSLayoutConstraint", "deactivate"):
            // (Arrays of constraints among them, `[pinned(to: view), height]`: a project's overload taking what
            // gives constraints, each array's flattened into the list, as that overload must do.)
            func set(_ value: SwiftValue?, depth: Int) {
                guard case .array(let items)? = value else { return }
                for item in items {
                    if case .array = item, depth < 4 { set(item, depth: depth + 1) }
                    Self.fields(item)?["isActive"] = .bool(name == "activate")
                }
            }
            set(values.first?.value, depth: 0)
            return nil
        case ("UIFont", _):
            let font = make("UIFont", arguments: [], at: call, evaluator: evaluator, in: scope)
            for (label, value) in values { Self.fields(font)?[label == "forTextStyle" ? "textStyle" : label] = value }
            if name.hasPrefix("bold") { Self.fields(font)?["weight"] = .member("bold") }
            return font
        case ("UIAccessibility", "convertToScreenCoordinates"):
            // A rectangle in a view's coordinates: kept so, the element it frames placed in that view
            // (a copy marked as converted: a view's own `accessibilityFrame` made so is left to UIKit's).
            guard let rect = Self.fields(values.first?.value) else { return values.first?.value }
            let converted = make("CGRect", arguments: [], at: call, evaluator: evaluator, in: scope)
            for key in ["x", "y", "width", "height"] { Self.fields(converted)?[key] = rect[key] ?? .int(0) }
            Self.fields(converted)?[Self.convertedKey] = .bool(true)
            return converted
        case ("UIListContentConfiguration", _) where values.isEmpty:
            // `.cell()`, `.subtitleCell()`, `.valueCell()`, `.groupedHeader()` …: a content configuration
            // of that style, as a cell's `defaultContentConfiguration()` gives one.
            return make("UIListContentConfiguration", arguments: [], at: call, evaluator: evaluator, in: scope)
        case ("NumberFormatter", "localizedString"):
            // `NumberFormatter.localizedString(from: 0.5, number: .percent)`: in the screen's language.
            let settings = SwiftScope()
            settings["numberStyle"] = values.first { $0.label == "number" }?.value
            guard let number = values.first(where: { $0.label == "from" })?.value.number,
                  let text = UIKitNumberFormat.string(number, settings: settings, language: language)
            else { return evaluator.unknown("the formatted number", call) }
            return .string(text, localizable: false)
        case ("UIButton.Configuration", _), ("UIImage", "init"), ("UIImage", _):
            let made = make(type == "UIImage" ? "UIImage" : "UIButton.Configuration", arguments: [], at: call,
                            evaluator: evaluator, in: scope)
            for (label, value) in values { Self.fields(made)?[label] = value }
            Self.fields(made)?["style"] = .member(name)
            return made
        default:
            break
        }
        if type.namesType, makesObjects(of: type, from: evaluator.file), name == "init" {
            return make(type, arguments: Array(call.arguments), at: call, evaluator: evaluator, in: scope)
        }
        // A view class nested in another type, made by its path (`Common.Views.ShrinkableLabel()`).
        if name.namesType, makesObjects(of: type + "." + name, from: evaluator.file) {
            return make(type + "." + name, arguments: Array(call.arguments), at: call, evaluator: evaluator, in: scope,
                        trailing: call.trailingClosure)
        }
        if let found = method(name, of: type, arguments: values.map(\.label), from: evaluator.file, isStatic: true,
                              values: values.map(\.value)) {
            // A factory returning `Self` that a superclass's extension declares makes the class it is called on
            // (`UISegmentedControl.autolayoutNew()` from `extension UIView`).
            let returnsSelf = found.function.signature.returnClause?.type.trimmedDescription == "Self"
            return run(found.function, in: found.declaration.file, owner: found.owner, on: nil, arguments: values,
                       calledOn: returnsSelf ? type : nil)
        }
        // `Translation.ButtonBack.localized(with: n)`: a case named in capitals, not a type.
        if let dot = type.lastIndex(of: "."), types.declarations(of: type, from: evaluator.file).isEmpty,
           types.cases(in: types.declarations(of: String(type[..<dot]), from: evaluator.file))
               .contains(where: { $0.name == type[type.index(after: dot)...] }) {
            return caseMethod(name, of: type, values: values, evaluator: evaluator)
        }
        // `Element.text(title: "On")`: a case with associated values, and its values.
        if !values.isEmpty,
           types.cases(in: types.declarations(of: type, from: evaluator.file)).contains(where: { $0.name == name }) {
            return evaluator.caseValue(.symbol(type + "." + name), arguments: values)
        }
        return nil
    }

    /// `view.accessibilityTraits.insert(.header)`, `.remove`, `.formUnion`: the object's traits,
    /// starting from what UIKit's getter gives its class, changed.
    func changeTraits(_ name: String, of base: ExprSyntax, call: FunctionCallExprSyntax, evaluator: SwiftEvaluator,
                              in scope: SwiftScope) -> SwiftValue? {
        guard ["insert", "remove", "formUnion", "subtract"].contains(name) else { return nil }
        let owner: SwiftValue?
        if let access = base.as(MemberAccessExprSyntax.self), access.declName.baseName.text == "accessibilityTraits" {
            owner = access.base.map { evaluator.evaluate($0, in: scope) }
        } else if base.as(DeclReferenceExprSyntax.self)?.baseName.text == "accessibilityTraits",
                  scope["accessibilityTraits"] == nil {
            owner = scope["self"]
        } else {
            return nil
        }
        guard let fields = Self.fields(owner) else { return nil }
        var traits = Self.traitNames(fields["accessibilityTraits"])
            ?? UIKitClasses.defaultTraits(of: fields[Self.uikitKey]?.string ?? "")
        let given = call.arguments.first.map { Self.traitNames(evaluator.evaluate($0.expression, in: scope)) ?? [] } ?? []
        if name == "insert" || name == "formUnion" {
            traits += given.filter { !traits.contains($0) }
        } else {
            traits.removeAll { given.contains($0) }
        }
        fields["accessibilityTraits"] = .array(traits.map { .member($0) })
        fields[Self.traitsChangedKey] = .bool(true)
        return nil
    }

    /// Marks traits the code changed (`insert`, `remove`) rather than set whole.
    static let traitsChangedKey = "#traitsChanged"

    /// The names of a traits value: `.header`, `[.button, .selected]`, `UIAccessibilityTraits.header`; UIKit's
    /// `.toggleButton` (iOS 17) is the model's `switchButton`.
    static func traitNames(_ value: SwiftValue?) -> [String]? {
        func named(_ name: String) -> String { name == "toggleButton" ? "switchButton" : name }
        return switch value {
        case .member(let name)?: name == "none" ? [] : [named(name)]
        case .symbol(let name)?: [named(String(name.lastComponent))]
        case .array(let items)?: items.flatMap { traitNames($0) ?? [] }
        case .none?: []
        default: nil
        }
    }

    // MARK: Literals and selectors

    /// The method a `#selector(…)` names (`#selector(save)`, `#selector(Self.save(_:))` → `save`).
    static func selectorName(_ expression: ExprSyntax) -> String {
        // Read from the tree (`#selector(save)`, `#selector(Self.save(_:))`): the text is the
        // fallback, as making it copies the tree.
        if let macro = expression.as(MacroExpansionExprSyntax.self), macro.macroName.text == "selector",
           let argument = macro.arguments.first?.expression {
            if let reference = argument.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
            if let member = argument.as(MemberAccessExprSyntax.self) { return member.declName.baseName.text }
        }
        var text = expression.trimmedDescription
        if text.hasPrefix("#selector("), text.hasSuffix(")") { text = String(text.dropFirst(10).dropLast()) }
        if let open = text.firstIndex(of: "(") { text = String(text[..<open]) }
        return String(text.split(separator: ".").last ?? Substring(text))
    }

    /// `#imageLiteral(resourceName: "X")`: the image of that asset, as `UIImage(named: "X")` makes it (an image-only
    /// button is read by the name, as VoiceOver reads it).
    package func literal(_ macro: MacroExpansionExprSyntax, evaluator: SwiftEvaluator, in scope: SwiftScope) -> SwiftValue? {
        guard macro.macroName.text == "imageLiteral",
              let name = macro.arguments.first(where: { $0.label?.text == "resourceName" })?.expression else { return nil }
        return namedImage(evaluator.evaluate(name, in: scope), at: macro, evaluator: evaluator)
    }

    /// `R.image.name()` (R.swift, whose generated file is not in the project): the image of the asset catalogs' image set
    /// whose generated name is `name` (as R.swift names a key), made as `UIImage(named:)` makes it; an image set the
    /// project does not hold is a run-time value with a note. Nil when the call is not one.
    func generatedImage(_ call: FunctionCallExprSyntax, evaluator: SwiftEvaluator, in scope: SwiftScope) -> SwiftValue? {
        guard call.arguments.isEmpty || call.arguments.allSatisfy({ $0.label?.text == "compatibleWith" }),
              let path = SwiftEvaluator.rswiftPath(call.calledExpression, depth: 2), path.count == 2,
              path[0] == "image" || path[0] == "nib", scope["R"] == nil, !evaluator.projectDeclaresType("R") else { return nil }
        // `R.nib.coinViewCell()`: the nib `CoinViewCell.xib`, as `UINib(nibName:bundle:)` makes it.
        let kind: SwiftProject.GeneratedResource = path[0] == "nib" ? .nib : .image
        guard let name = project?.generatedResource(kind, named: path[1]) else {
            return evaluator.unknown("R.\(path[0]).\(path[1]), " + (kind == .nib ? "a nib voicenav does not find in the app"
                                     : "an image voicenav does not find in the app's asset catalogs"), call)
        }
        guard kind == .nib else { return namedImage(.string(name, localizable: false), at: call, evaluator: evaluator) }
        let nib = make("UINib", arguments: [], at: call, evaluator: evaluator, in: scope)
        Self.fields(nib)?["nibName"] = .string(name, localizable: false)
        return nib
    }

    /// The image `UIImage(named:)` makes of the asset `name`.
    func namedImage(_ name: SwiftValue, at node: some SyntaxProtocol, evaluator: SwiftEvaluator) -> SwiftValue {
        let image = make("UIImage", arguments: [], at: node, evaluator: evaluator, in: SwiftScope())
        Self.fields(image)?["named"] = name
        return image
    }
}
