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
}

/// Property observers and setters (`didSet`, `willSet`, a computed property's `set`).
