import A11ySceneModel
import SwiftSyntax

/// What an action does, as the reader records it while it runs.
extension UIKitReader {
    enum Step {
        /// A controller pushed onto the navigation stack.
        case push(SwiftValue)
        /// A controller (or alert) presented.
        case present(SwiftValue)
        /// Anything else the model runs (dismiss, pop).
        case plain(ActionSpec)
    }

    /// The steps `body` records (pushes, presentations, dismissals) as it runs.
    func recording(_ body: () -> Void) -> [Step] {
        let outer = recorded
        recorded = []
        body()
        let steps = recorded ?? []
        recorded = outer
        return steps
    }

    /// Runs the method a selector names on its target (the controller when the target is
    /// `self` or not known), with the control as its sender.
    func perform(_ selector: String, on target: SwiftValue, sender: SwiftValue, fallback: SwiftValue) {
        let receiver: SwiftValue = if case .object = target { target } else { fallback }
        guard case .object(let type, _) = receiver else { return }
        let found = method(selector, of: type, arguments: [], from: file)
            ?? method(selector, of: type, arguments: ["_"], from: file)
        guard let found else { return }
        let values: [(label: String, value: SwiftValue)] = found.function.signature.parameterClause.parameters.isEmpty
            ? [] : [("_", sender)]
        _ = run(found.function, in: found.declaration.file, owner: found.owner, on: receiver, arguments: values)
    }

    /// Runs a `UIAction`'s handler (its trailing closure or `handler:`).
    func runHandler(of action: SwiftValue) {
        guard let fields = Self.fields(action) else { return }
        if case .opaque(let box)? = fields["#handler"] ?? fields["handler"], let closure = box.value as? ClosureValue {
            _ = runClosure(closure, with: [action])
        }
    }

    /// A destination controller's view loaded and shown (`viewDidLoad` … `viewDidAppear`).
    func appear(_ controller: SwiftValue) -> SwiftValue {
        guard case .object(let type, let fields) = controller else { return .none }
        let node = file.tree
        let view = loadedView(of: controller, at: node, evaluator: SwiftEvaluator(file: file, types: types))
        for name in Self.controllerLifecycle.dropFirst() { runLifecycle(name, on: controller, type: type) }
        let shown = fields["view"] ?? view
        return shown
    }

    /// The controller's key under which the field it shows with the keyboard up is kept.
    static let firstResponderKey = "#firstResponder"

    /// `field.becomeFirstResponder()`, `resignFirstResponder()`: a text field, text view or search bar asked while its
    /// controller appears (`viewWillAppear`, `viewIsAppearing`, `viewDidAppear`, when UIKit has put the view in the
    /// window) becomes the one the screen opens editing; asked earlier (`viewDidLoad`, a cell being configured), it is
    /// in no window yet and UIKit says no. Whether it became (or gave up) first responder.
    func changeFirstResponder(_ object: SwiftValue, fields: SwiftScope, becomes: Bool) -> Bool {
        guard let controller = appearing.last else { return !becomes }
        let base = fields[Self.uikitKey]?.string ?? ""
        if becomes {
            guard base == "UITextField" || base == "UISearchBar" || base == "UITextView" && fields["isEditable"]?.bool != false
            else { return false }
            controller[Self.firstResponderKey] = object
            return true
        }
        if case .object(_, let current)? = controller[Self.firstResponderKey], current === fields {
            controller[Self.firstResponderKey] = nil
        }
        return true
    }
}

/// Property observers and setters (`didSet`, `willSet`, a computed property's `set`).

/// Child controllers (SwiftSourceReading.md, "UIKit screens built in code"): `addChild(_:)` makes one a child of
/// the controller, and the steps of the parent's showing after `viewDidLoad` (`viewWillAppear`, the layout's,
/// `viewDidAppear`) are forwarded to each child whose view is loaded, as UIKit forwards appearance by default.
extension UIKitReader {
    static let childControllersKey = "#childControllers"
    /// The steps each object has been given, so that a child shown on its own as well is not given one twice.
    private static let stepsKey = "#lifecycleSteps"

    /// `addChild(child)` and `child.removeFromParent()` on a controller; false for any other call.
    func containment(_ name: String, of object: SwiftValue, fields: SwiftScope, child: SwiftValue) -> Bool {
        guard name == "addChild" || name == "removeFromParent",
              fields[Self.uikitKey]?.string.map(UIKitClasses.isController) == true else { return false }
        handledUIKitCall = true
        if name == "addChild", let childFields = Self.fields(child) {
            let children = Self.array(fields[Self.childControllersKey])
            if !children.contains(where: { Self.same($0, childFields) }) {
                append(child, to: Self.childControllersKey, of: fields)
            }
            childFields["#parentController"] = object
        } else if name == "removeFromParent", let parent = Self.fields(fields["#parentController"]) {
            let others = Self.array(parent[Self.childControllersKey]).filter { !Self.same($0, fields) }
            parent[Self.childControllersKey] = .array(others)
            fields["#parentController"] = nil
        }
        return true
    }

    /// Gives each child controller of `object` whose view is loaded the showing's step `name`, once.
    func forwardLifecycle(_ name: String, from object: SwiftValue) {
        guard let fields = Self.fields(object) else { return }
        append(.string(name, localizable: false), to: Self.stepsKey, of: fields)
        guard Self.controllerLifecycle.dropFirst().contains(name) else { return }
        for child in Self.array(fields[Self.childControllersKey]) {
            guard case .object(let type, let childFields) = child, childFields["view"] != nil,
                  !Self.array(childFields[Self.stepsKey]).contains(where: { $0.string == name }) else { continue }
            runLifecycle(name, on: child, type: type)
        }
    }

    /// What a controller's UIKit setter does besides holding the value: `title` gives its
    /// navigation item and tab bar item the title too; a table or collection view controller given
    /// a table of its own (`tableView = UITableView(frame:style:)` in its `loadView`) shows it as its
    /// view, the controller its data source.
    func controllerSetter(_ name: String, of object: SwiftValue, fields: SwiftScope, base: String) {
        switch name {
        case "title":
            Self.fields(fields["navigationItem"])?["title"] = fields["title"]
            Self.fields(fields["tabBarItem"])?["title"] = fields["title"]
        case "tableView" where base == "UITableViewController", "collectionView" where base == "UICollectionViewController":
            guard let table = Self.fields(fields[name]) else { return }
            table["#controller"] = object
            fields["view"] = fields[name]
        default:
            break
        }
    }
}
