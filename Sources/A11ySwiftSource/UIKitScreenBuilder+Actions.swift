import A11yCore
import A11ySceneModel

/// What a screen built in code does when its controls are activated (SwiftSourceReading.md,
/// "UIKit screens built in code", "Actions"): each target's method (`addTarget(_:action:for:)`,
/// a bar button item's `action:`, a tap gesture's) and each `UIAction`'s handler run once the
/// screen is built, recording the screens they push or present (built in turn, a few screens
/// deep), the alerts they show, and what they dismiss or pop, so that `run` and the audit reach them.
extension UIKitScreenBuilder {
    /// The most screens a chain of pushes and presentations is built to from the one shown.
    static let maximumDepth = 3

    /// Runs what activating each view of the tree does and attaches it; whether any pushes a
    /// screen (the controller is then in a navigation controller).
    func attachActions(to root: inout ViewSpec, owner: SwiftValue) -> Bool {
        let pending = pendingActions
        pendingActions = []
        var pushes = false
        for (id, view) in pending {
            let steps = actions(of: view, owner: owner)
            guard !steps.isEmpty else { continue }
            if steps.contains(where: { if case .push = $0 { true } else { false } }) { pushes = true }
            Self.attach(steps, to: id, in: &root)
        }
        return pushes
    }

    /// What activating `value` (a control, a bar button item, a view with a tap gesture) does.
    func actions(of value: SwiftValue, owner: SwiftValue) -> [ActionSpec] {
        guard let fields = UIKitReader.fields(value) else { return [] }
        var steps: [UIKitReader.Step] = []
        var sources: [(target: SwiftValue?, selector: String)] = []
        for entry in UIKitReader.array(fields["#targets"]) {
            if case .array(let pair) = entry, pair.count == 2, let selector = pair[1].string {
                sources.append((pair[0], selector))
            }
        }
        if let selector = fields["action"]?.string { sources.append((fields["target"], selector)) }
        var handlers = UIKitReader.array(fields["#addAction"])
        if let primary = fields["primaryAction"] { handlers.append(primary) }
        for gesture in UIKitReader.array(fields["#addGestureRecognizer"]) {
            guard let recognizer = UIKitReader.fields(gesture), case .object(let type, _) = gesture,
                  type.hasSuffix("TapGestureRecognizer") else { continue }
            if let selector = recognizer["action"]?.string { sources.append((recognizer["target"], selector)) }
        }
        for (target, selector) in sources {
            steps += reader.recording { reader.perform(selector, on: target ?? owner, sender: value, fallback: owner) }
        }
        for handler in handlers {
            steps += reader.recording { reader.runHandler(of: handler) }
        }
        return steps.compactMap(resolve)
    }

    /// A recorded step with its destination built: the controller a push or presentation shows.
    func resolve(_ step: UIKitReader.Step) -> ActionSpec? {
        switch step {
        case .push(let destination):
            return destinationSpec(destination).map { .push(.inline($0)) }
        case .present(let destination):
            guard let spec = destinationSpec(destination) else { return nil }
            return .present(.inline(spec), spec.modalPresentationStyle == .fullScreen ? nil : spec.modalPresentationStyle)
        case .plain(let action):
            return action
        }
    }

    /// The controller a destination object is, built as a screen of its own: a navigation
    /// controller with its root, an alert with its actions, a controller of the project with its
    /// view loaded and shown; nil past the deepest chain or for a screen already being built.
    func destinationSpec(_ value: SwiftValue) -> ControllerSpec? {
        guard case .object(let type, let fields) = value, let base = fields[UIKitReader.uikitKey]?.string else { return nil }
        let location = reader.madeAt[ObjectIdentifier(fields)] ?? FilePosition(line: 1, column: 1, file: file)
        let id = "\(type)-\(location.line):\(location.column)"
        switch base {
        case "UIAlertController":
            var alert = ControllerSpec(id: id, kind: .alert, location: location)
            alert.title = text(fields["title"], use: "the alert's title")
            alert.message = text(fields["message"], use: "the alert's message")
            if case .member("actionSheet")? = fields["preferredStyle"] { alert.alertStyle = .actionSheet }
            alert.alertActions = UIKitReader.array(fields["#addAction"]).compactMap { action in
                guard let action = UIKitReader.fields(action) else { return nil }
                let style: AlertAction.Style = switch action["style"] {
                case .member("cancel")?: .cancel
                case .member("destructive")?: .destructive
                default: .default
                }
                return AlertActionSpec(title: text(action["title"], use: "an alert action's title"), style: style,
                                       location: reader.madeAt[ObjectIdentifier(action)] ?? location)
            }
            return alert
        case "UINavigationController":
            guard let root = fields["rootViewController"], let child = destinationSpec(root) else { return nil }
            var stack = ControllerSpec(id: id, kind: .navigation, location: location)
            stack.stack = [.inline(child.kind == .navigation ? (child.stack.first.flatMap(Self.inlined) ?? child) : child)]
            return stack
        default:
            guard UIKitClasses.isController(base), depth < Self.maximumDepth, !building.contains(type) else {
                if building.contains(type) || depth >= Self.maximumDepth {
                    reader.noteOnce("deep-\(type)", "\(type) is shown again further along (or deeper than \(Self.maximumDepth) "
                                    + "screens): it is built once", at: location)
                }
                return nil
            }
            building.insert(type)
            depth += 1
            defer {
                building.remove(type)
                depth -= 1
            }
            let view = reader.appear(value)
            if base == "UITabBarController", let tabs = tabBarSpec(value, id: id, at: location) { return tabs }
            if base == "UISplitViewController", let split = splitSpec(value, id: id, at: location) { return split }
            if base == "UIPageViewController", let pages = pageSpec(value, view: view, id: id, at: location) { return pages }
            let saved = (pendingActions, pendingBars)
            (pendingActions, pendingBars) = ([], [])
            defer { (pendingActions, pendingBars) = saved }
            let built = controller(value, view: view, id: id, at: location)
            // A pushed screen is on its pusher's navigation stack: its own, not a second one.
            return built.kind == .navigation ? built.stack.first.flatMap(Self.inlined) ?? built : built
        }
    }

    /// `top` on the navigation stack of the controller the project pushes it from (UIKitReader+Pushers): that
    /// controller below it, built as a screen of its own (what its controls show is not built: the screen read is
    /// the one on top), so its back button shows; `top` as it is when it is not pushed.
    func pushed(_ top: ControllerSpec, at location: FilePosition) -> ControllerSpec {
        guard let below = reader.pushedFrom, case .object(let type, let fields) = below,
              top.kind == .content || top.kind == .navigation && top.stack.count == 1,
              let shown = top.kind == .navigation ? top.stack.first.flatMap(Self.inlined) : top else { return top }
        let view = fields["view"] ?? .none
        let saved = (pendingActions, pendingBars, depth)
        (pendingActions, pendingBars, depth) = ([], [], Self.maximumDepth)
        building.insert(type)
        defer {
            (pendingActions, pendingBars, depth) = saved
            building.remove(type)
        }
        let built = reader.quietly {
            controller(below, view: view, id: "screen-below", at: reader.madeAt[ObjectIdentifier(fields)] ?? location)
        }
        var stack = top.kind == .navigation ? top : ControllerSpec(id: "screen-navigation", kind: .navigation, location: location)
        stack.stack = [.inline(built.kind == .navigation ? built.stack.first.flatMap(Self.inlined) ?? built : built),
                       .inline(shown)]
        return stack
    }

    static func inlined(_ reference: ControllerRef) -> ControllerSpec? {
        if case .inline(let spec) = reference { spec } else { nil }
    }

    /// Gives each stand-alone toolbar its items and each stand-alone navigation bar its top item's title and
    /// items (`items = […]`, `setItems(_:animated:)`, `pushItem(_:animated:)`), with what the items do; an
    /// item's action with no target goes to `owner`, the screen's controller, as UIKit's responder chain takes it.
    func attachBarItems(to root: inout ViewSpec, owner: SwiftValue) {
        let pending = pendingBars
        pendingBars = []
        for (id, bar) in pending {
            guard let fields = UIKitReader.fields(bar) else { continue }
            if fields[UIKitReader.uikitKey]?.string == "UIToolbar" {
                let items = barItems(fields["items"], owner: owner)
                Self.update(id, in: &root) { $0.items = items }
                continue
            }
            guard let top = UIKitReader.fields(UIKitReader.array(fields["items"]).last) else { continue }
            let title = text(top["title"], use: "the navigation bar's title")
            let left = barItems(top["leftBarButtonItems"] ?? top["leftBarButtonItem"], owner: owner)
            let right = barItems(top["rightBarButtonItems"] ?? top["rightBarButtonItem"], owner: owner)
            Self.update(id, in: &root) { view in
                view.title = title
                view.leftItems = left
                view.items = right
            }
        }
    }

    /// Changes the view with `id` in the tree.
    @discardableResult
    static func update(_ id: String, in view: inout ViewSpec, _ change: (inout ViewSpec) -> Void) -> Bool {
        if view.id == id {
            change(&view)
            return true
        }
        for index in view.subviews.indices where update(id, in: &view.subviews[index], change) { return true }
        return false
    }

    /// Puts `steps` on the view with `id` in the tree.
    @discardableResult
    static func attach(_ steps: [ActionSpec], to id: String, in view: inout ViewSpec) -> Bool {
        if view.id == id {
            view.handlers.onActivate = (view.handlers.onActivate ?? []) + steps
            return true
        }
        for index in view.subviews.indices where attach(steps, to: id, in: &view.subviews[index]) { return true }
        return false
    }
}
