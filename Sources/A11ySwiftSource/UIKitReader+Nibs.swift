import A11yCore
import A11yInterfaceBuilder
import A11ySceneModel
import SwiftSyntax

/// Nibs the code loads (SwiftSourceReading.md, "UIKit screens built in code", "Nibs"): a controller's view from the
/// nib UIKit finds for it, a table's or collection's cells registered with a nib, `UINib.instantiate` and
/// `Bundle.loadNibNamed`. The nib's objects are made as UIKit's nib loading makes them: each with `init(coder:)`, its
/// properties as the nib sets them (read as the Interface Builder importer reads them), its subviews, the owner's
/// and the objects' outlets connected, the constraints active, then `awakeFromNib`.
extension UIKitReader {
    /// How a registration by a nib's name is kept (`#nib:CoinCell`).
    static let nibPrefix = "#nib:"

    /// The project's nib `name` (`name.xib`), read once; nil when the project has none or it cannot be read (a note).
    func nib(named name: String) -> NibContent? {
        if let known = nibs[name] { return known }
        var content: NibContent?
        if let project, case .found(let path) = project.resource(named: name + ".xib") {
            content = readInterfaceBuilder(path, named: name + ".xib") {
                try StoryboardImporter.nibContent(path: path, language: language, cache: nibCache)
            }
        }
        nibs[name] = content
        return content
    }

    /// What `read` reads of the Interface Builder file at `path`; nil, with a note where it fails, when it cannot be read.
    private func readInterfaceBuilder<Read>(_ path: String, named name: String, _ read: () throws -> Read) -> Read? {
        do {
            return try read()
        } catch let error as Diagnostic {
            note("\(name) cannot be loaded: \(error.message)", at: FilePosition(
                line: error.location.line, column: error.location.column, file: error.location.file))
        } catch {
            note("\(name) cannot be loaded: \(error)", at: FilePosition(line: 1, column: 1, file: path))
        }
        return nil
    }

    /// `Bundle.main.loadNibNamed("Header", owner: self, options: nil)` (of the app's bundle): the nib's top-level
    /// objects, the owner's outlets connected; nil for any other call.
    func loadedNib(_ call: FunctionCallExprSyntax, evaluator: SwiftEvaluator, in scope: SwiftScope) -> SwiftValue? {
        guard let access = call.calledExpression.as(MemberAccessExprSyntax.self),
              access.declName.baseName.text == "loadNibNamed", let base = access.base,
              base.trimmedDescription.hasPrefix("Bundle"), let first = call.arguments.first else { return nil }
        let name = evaluator.evaluate(first.expression, in: scope)
        guard let text = name.string, let content = nib(named: text) else {
            return name.isUnknown ? name : evaluator.unknown("the objects of a nib voicenav does not find in the project", call)
        }
        let owner = call.arguments.first { $0.label?.text == "owner" }.map { evaluator.evaluate($0.expression, in: scope) }
        return .array(instantiate(content, owner: owner, at: call, evaluator: evaluator))
    }

    /// The nib UIKit's `loadView` loads for a controller of `type` (the project declares no `loadView`): the one
    /// named by `init(nibName:bundle:)`, else by the class's name without "Controller", else by the class's name, as
    /// `UIViewController.nibName`'s documentation has it. Its objects are made with the controller as File's Owner
    /// (its `view` outlet the controller's view); true when it was found. A controller with outlets and no such nib
    /// gets a note: a storyboard holds its views.
    func loadNibView(of type: String, controller: SwiftValue, fields: SwiftScope, at node: some SyntaxProtocol,
                     evaluator: SwiftEvaluator) -> Bool {
        let given = fields["nibName"]?.string
        let names = given.map { [$0] }
            ?? (type.hasSuffix("Controller") ? [String(type.dropLast("Controller".count)), type] : [type])
        for name in names {
            guard let content = nib(named: name) else {
                // (One there that cannot be read was said where it fails.)
                if case .found? = project?.resource(named: name + ".xib") { return false }
                continue
            }
            _ = instantiate(content, owner: controller, at: node, evaluator: evaluator)
            if case .object? = fields["view"] { return true }
            note("\(name).xib connects no view to its File's Owner's `view` outlet: \(type) shows a plain view",
                 at: evaluator.file.position(node))
            return false
        }
        // A controller a storyboard makes (a scene has its class): its scene's views, outlets and title.
        if let scene = storyboardScene(of: type, at: evaluator.file.position(node)) {
            _ = instantiate(scene, owner: controller, at: node, evaluator: evaluator)
            if let item = Self.fields(fields["navigationItem"]) {
                if let title = scene.navigationTitle, case .none = item["title"] ?? .none {
                    item["title"] = .string(title, localizable: false)
                }
                func unset(_ key: String) -> Bool { if case .none = item[key] ?? .none { true } else { false } }
                // (What the code set before the view loads stays.)
                for (items, one, all) in [(scene.leftItems, "leftBarButtonItem", "leftBarButtonItems"),
                                          (scene.rightItems, "rightBarButtonItem", "rightBarButtonItems")]
                where !items.isEmpty && unset(one) && unset(all) {
                    let made = items.map { barButtonItem($0, target: controller, at: node, evaluator: evaluator) }
                    if made.count == 1 { item[one] = made[0] } else { item[all] = .array(made) }
                }
            }
            if case .object? = fields["view"] { return true }
        }
        guard let declaration = types.declarations(of: type, from: file)
            .first(where: { !$0.group.is(ExtensionDeclSyntax.self) }), hasOutlets(type) else { return false }
        noteOnce("nib", "\(type) has outlets (@IBOutlet), which a nib or a storyboard connects when it loads the view, "
                 + "and the project holds neither a nib UIKit would load for it nor a storyboard scene of that class: "
                 + "the views they connect are not shown", at: declaration.file.position(declaration.group))
        return false
    }

    /// A storyboard scene's bar button item, made as the storyboard makes it: its title, system item, image and
    /// accessibility, and its action sent to the scene's controller.
    private func barButtonItem(_ item: NibContent.BarItem, target: SwiftValue, at node: some SyntaxProtocol,
                               evaluator: SwiftEvaluator) -> SwiftValue {
        let made = make("UIBarButtonItem", arguments: [], at: node, evaluator: evaluator, in: SwiftScope(), decoded: true)
        guard let fields = Self.fields(made) else { return made }
        let spec = item.spec
        func text(_ value: String?) -> SwiftValue? { value.map { .string($0, localizable: false) } }
        let set: [(String, SwiftValue?)] = [
            ("title", text(spec.title)), ("barButtonSystemItem", spec.system.map { .member($0.rawValue) }),
            ("image", spec.image.map { namedImage(.string($0, localizable: false), at: node, evaluator: evaluator) }),
            ("accessibilityLabel", text(spec.label)), ("accessibilityHint", text(spec.hint)),
            ("isEnabled", spec.enabled ? nil : .bool(false))]
        for (key, value) in set { if let value { fields[key] = value } }
        if let action = item.action {
            fields["target"] = target
            fields["action"] = .string(Self.methodName(ofSelector: action.selector), localizable: false)
        }
        return made
    }

    /// The Swift method an Objective-C selector of an action names (`save:` → `save`).
    static func methodName(ofSelector selector: String) -> String {
        String(selector.prefix { $0 != ":" })
    }

    /// Whether `type` or one of its superclasses declares an outlet (`@IBOutlet`).
    private func hasOutlets(_ type: String) -> Bool {
        lineage(of: type, from: file).contains { owner in
            types.declarations(of: owner, from: file).contains { declaration in
                declaration.group.memberBlock.members.contains { member in
                    member.decl.as(VariableDeclSyntax.self).map(Self.isOutlet) ?? false
                }
            }
        }
    }

    /// Whether `variable` is an outlet (`@IBOutlet`), which a nib or storyboard connects.
    static func isOutlet(_ variable: VariableDeclSyntax) -> Bool {
        variable.attributes.contains { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "IBOutlet" }
    }

    /// The scene of the project's storyboards whose controller is of class `type` (the first storyboard in path order
    /// that has one; several: a note at `position`), read as code loading the controller gets it; nil when none has.
    /// (Read once a class.)
    func storyboardScene(of type: String, at position: FilePosition) -> NibContent? {
        if let known = scenes[type] { return known }
        scenes[type] = .some(nil)
        guard let project else { return nil }
        let paths = project.storyboards(naming: type)
        for path in paths {
            let name = path.split(separator: "/").last.map(String.init) ?? path
            guard let found = readInterfaceBuilder(path, named: name, {
                try StoryboardImporter.sceneContent(path: path, controllerClass: type, language: language, cache: nibCache)
            }), let scene = found else { continue }
            if paths.count > 1 {
                note("\(type) is the class of scenes in \(paths.count) storyboards: voicenav shows the one in \(name), the "
                     + "first by path", at: position)
            }
            scenes[type] = scene
            return scene
        }
        return nil
    }

    /// The top-level objects of `content`, made as UIKit's nib loading makes them (see the extension's comment), the
    /// File's Owner's outlets set on `owner`.
    func instantiate(_ content: NibContent, owner: SwiftValue?, at node: some SyntaxProtocol,
                     evaluator: SwiftEvaluator) -> [SwiftValue] {
        var byID: [String: SwiftValue] = [:]
        var made: [(view: NibContent.View, object: SwiftValue)] = []
        func build(_ view: NibContent.View, depth: Int) -> SwiftValue {
            let custom = view.className != view.uikitClass && makesObjects(of: view.className, from: evaluator.file)
            let object = make(custom ? view.className : view.uikitClass, arguments: [], at: node, evaluator: evaluator,
                              in: SwiftScope(), decoded: true)
            byID[view.id] = object
            guard let fields = Self.fields(object) else { return object }
            configure(fields, from: view, at: node, evaluator: evaluator)
            var parent = object
            if let content = view.contentViewID, let contentView = fields["contentView"] {
                byID[content] = contentView
                parent = contentView
            }
            for (id, guide) in view.guides { byID[id] = layoutGuide(guide, of: object, at: Syntax(node), evaluator: evaluator) }
            let stack = view.uikitClass == "UIStackView"
            for subview in view.subviews where depth < 64 {
                let child = build(subview, depth: depth + 1)
                addSubview(child, to: parent)
                if stack { append(child, to: Self.arrangedKey, of: fields) }
            }
            made.append((view, object))
            return object
        }
        let top = content.views.map { build($0, depth: 0) }
        for (view, object) in made {
            for outlet in view.outlets {
                if let target = byID[outlet.destination] { Self.fields(object)?[outlet.property] = target }
            }
        }
        if let ownerFields = Self.fields(owner) {
            for outlet in content.ownerOutlets {
                if let target = byID[outlet.destination] { ownerFields[outlet.property] = target }
            }
        }
        // Actions go to the object connected, else (the File's Owner, the scene's controller) to the owner.
        for (view, object) in made {
            guard let fields = Self.fields(object) else { continue }
            for action in view.actions {
                let target = action.destination.flatMap { byID[$0] } ?? owner ?? .none
                append(.array([target, .string(Self.methodName(ofSelector: action.selector), localizable: false)]),
                       to: "#targets", of: fields)
            }
        }
        for constraint in content.constraints {
            guard let first = byID[constraint.first] else { continue }
            var values: [(label: String, value: SwiftValue)] = []
            let relation = constraint.relation ?? "equal"
            if let secondID = constraint.second, let attribute = constraint.secondAttribute {
                guard let second = byID[secondID] else { continue }
                let label = relation == "equal" ? "equalTo" : relation + "To"
                values = [(label, anchor(Self.anchorName(attribute), of: second, at: node, evaluator: evaluator)),
                          ("multiplier", .double(constraint.multiplier)), ("constant", .double(constraint.constant))]
            } else {
                values = [(relation == "equal" ? "equalToConstant" : relation + "ToConstant", .double(constraint.constant))]
            }
            let firstAnchor = anchor(Self.anchorName(constraint.firstAttribute), of: first, at: node, evaluator: evaluator)
            let made = self.constraint(from: firstAnchor, values: values, at: node, evaluator: evaluator)
            Self.fields(made)?["priority"] = .double(constraint.priority)
            Self.fields(made)?["isActive"] = .bool(true)
        }
        // (UIKit sends `awakeFromNib` once every object is made and connected.)
        for (view, object) in made where view.className != view.uikitClass {
            if case .object(let type, _) = object { runLifecycle("awakeFromNib", on: object, type: type) }
        }
        return top
    }

    /// The sections of a storyboard table's static cells, as the importer reads them.
    static let staticSectionsKey = "#staticSections"

    /// Interface Builder's name of an attribute as an anchor's (`baseline` is the last baseline's).
    private static func anchorName(_ attribute: String) -> String { attribute == "baseline" ? "lastBaseline" : attribute }

    /// A nib object's properties, as the importer read them, set as the code would set them.
    private func configure(_ fields: SwiftScope, from view: NibContent.View, at node: some SyntaxProtocol,
                           evaluator: SwiftEvaluator) {
        let spec = view.spec
        func text(_ value: String?) -> SwiftValue? { value.map { .string($0, localizable: false) } }
        func image(_ name: String?) -> SwiftValue? {
            name.map { namedImage(.string($0, localizable: false), at: node, evaluator: evaluator) }
        }
        if let frame = spec.frame {
            let rect = make("CGRect", arguments: [], at: node, evaluator: evaluator, in: SwiftScope())
            for (key, value) in [("x", frame.minX), ("y", frame.minY), ("width", frame.width), ("height", frame.height)] {
                Self.fields(rect)?[key] = .double(value)
            }
            fields["frame"] = rect
        }
        if view.attributes["translatesAutoresizingMaskIntoConstraints"] == "NO" {
            fields["translatesAutoresizingMaskIntoConstraints"] = .bool(false)
        }
        var set: [String: SwiftValue?] = [:]
        switch spec.kind {
        case .label: set = ["text": text(spec.text)]
        case .button: set = ["title": text(spec.title), "image": image(spec.imageName)]
        case .textField:
            set = ["text": text(spec.text), "placeholder": text(spec.placeholder), "isSecureTextEntry": .bool(spec.secure)]
        case .image: set = ["image": image(spec.imageName)]
        case .switch: set = ["isOn": .bool(spec.on ?? false)]
        case .slider, .stepper:
            set = ["value": spec.number.map(SwiftValue.double), "minimumValue": spec.min.map(SwiftValue.double),
                   "maximumValue": spec.max.map(SwiftValue.double), "stepValue": spec.step.map(SwiftValue.double)]
        case .segmented:
            fields["#segments"] = .array(spec.segments.map { .string($0, localizable: false) })
            set = ["selectedSegmentIndex": spec.selectedSegment.map(SwiftValue.int)]
        case .pageControl:
            set = ["numberOfPages": spec.pages.map(SwiftValue.int), "currentPage": spec.current.map(SwiftValue.int)]
        case .searchBar: set = ["text": text(spec.text), "placeholder": text(spec.placeholder)]
        default: break
        }
        if view.uikitClass == "UITextView" { set["isEditable"] = .bool(view.attributes["editable"] != "NO") }
        // A table of static cells (`dataMode="static"`): its sections as the storyboard has them (UIKitScreenBuilder).
        if spec.kind == .table, view.attributes["dataMode"] == "static", !spec.sections.isEmpty {
            fields[Self.staticSectionsKey] = .opaque(.init(spec.sections))
        }
        for (key, value) in set { if let value { fields[key] = value } }
        for property in spec.properties {
            let key: String? = switch property.key {
            case "hidden": "isHidden"
            case "alpha": "alpha"
            case "enabled": "isEnabled"
            case "selected": "isSelected"
            case "label": "accessibilityLabel"
            case "hint": "accessibilityHint"
            case "accessibilityValue": "accessibilityValue"
            case "traits!": "accessibilityTraits"
            case "isAccessibilityElement": "isAccessibilityElement"
            case "elementsHidden": "accessibilityElementsHidden"
            case "modal": "accessibilityViewIsModal"
            case "groupChildren": "shouldGroupAccessibilityChildren"
            default: nil
            }
            guard let key else { continue }
            fields[key] = switch property.value {
            case .text(let value): value.map { SwiftValue.string($0, localizable: false) } ?? SwiftValue.none
            case .bool(let flag): .bool(flag)
            case .number(let number): .double(number)
            case .traits(let names): .array(names.map { .member($0) })
            case .containerType: SwiftValue.none
            }
        }
        if view.uikitClass == "UIStackView" {
            fields["axis"] = .member(view.attributes["axis"] ?? "horizontal")
            if let spacing = view.attributes["spacing"].flatMap(Double.init) { fields["spacing"] = .double(spacing) }
            if let alignment = view.attributes["alignment"] { fields["alignment"] = .member(alignment) }
            if let distribution = view.attributes["distribution"] { fields["distribution"] = .member(distribution) }
        }
    }
}
