import A11yCore
import A11ySceneModel

/// Finds where a view or controller on screen is defined in the scene file or storyboard.
///
/// Built once from the `SceneSpec` by walking every controller (declared and inline) with
/// its views, table rows, bar items, title view and embedded children, keyed by id. A
/// storyboard's ids are its Interface Builder object ids, so the same walk serves an
/// imported storyboard (a referenced storyboard's positions carry their own file). Elements
/// the model makes itself are traced to what they stand for: `tab.<id>` and `more.<id>` to
/// the tab's controller, a segment (`<id>.0`) or a stepper's half (`<id>.increment`) to its
/// control, a navigation bar's title and back button to the controller whose item they show.
@MainActor
public struct AuditLocator {
    /// The scene's own file.
    public let file: String
    private var views: [String: [(controller: String?, position: FilePosition)]] = [:]
    private var controllers: [String: FilePosition] = [:]
    /// Ids of views given a label of their own in the file (`label:`).
    private var ownLabels: Set<String> = []
    /// The views whose label the source gives from a run-time value, by id: where it does.
    private var runTimeLabels: [String: FilePosition] = [:]
    private let rootPosition: FilePosition

    public init(spec: SceneSpec) {
        file = spec.file
        switch spec.root {
        case .id(let id, let position): rootPosition = spec.controller(id)?.location ?? position
        case .inline(let controller): rootPosition = controller.location
        }
        for controller in spec.controllers { visit(controller) }
        if case .inline(let controller) = spec.root { visit(controller) }
        visit(spec.app, controller: nil)
    }

    // MARK: Walking the spec

    private mutating func visit(_ ref: ControllerRef) {
        if case .inline(let controller) = ref { visit(controller) }
    }

    private mutating func visit(_ controller: ControllerSpec) {
        if controllers[controller.id] == nil { controllers[controller.id] = controller.location }
        let id = controller.id
        if let item = controller.navigationItem {
            for barItem in item.leftItems + item.rightItems { visit(barItem, controller: id) }
            if let titleView = item.titleView { visit(titleView, controller: id) }
        }
        for barItem in controller.toolbarItems { visit(barItem, controller: id) }
        if let view = controller.view { visit(view, controller: id) }
        visit(controller.sections, controller: id)
        for end in controller.tableEndViews { visit(end, controller: id) }
        visit(controller.handlers, controller: id)
        visit(controller.onAppear, controller: id)
        for ref in controller.stack + controller.tabs + controller.pages { visit(ref) }
        if let master = controller.master { visit(master) }
        if let detail = controller.detail { visit(detail) }
    }

    private mutating func visit(_ view: ViewSpec, controller: String?) {
        if let id = view.id {
            views[id, default: []].append((controller, view.location))
            if view.properties.contains(where: { $0.key == "label" }) { ownLabels.insert(id) }
            if let place = view.labelAtRunTime { runTimeLabels[id] = place }
        }
        for subview in view.subviews + view.tableEndViews { visit(subview, controller: controller) }
        visit(view.sections, controller: controller)
        visit(view.handlers, controller: controller)
        for action in view.customActions { visit(action.actions, controller: controller) }
        if let embed = view.embed { visit(embed) }
    }

    private mutating func visit(_ item: BarItemSpec, controller: String?) {
        if let id = item.id { views[id, default: []].append((controller, item.location)) }
        visit(item.onActivate, controller: controller)
    }

    private mutating func visit(_ sections: [SectionSpec], controller: String?) {
        for row in sections.flatMap(\.rows) {
            if let id = row.id {
                views[id, default: []].append((controller, row.location))
                if row.label != nil { ownLabels.insert(id) }
            }
            for subview in row.subviews { visit(subview, controller: controller) }
            visit(row.onActivate, controller: controller)
        }
    }

    private mutating func visit(_ handlers: HandlerSpec, controller: String?) {
        for actions in [handlers.escape, handlers.magicTap, handlers.onActivate, handlers.increment, handlers.decrement,
                        handlers.announcementFinished].compactMap({ $0 }) {
            visit(actions, controller: controller)
        }
        for actions in handlers.scroll.values { visit(actions, controller: controller) }
    }

    private mutating func visit(_ actions: [ActionSpec], controller: String?) {
        for action in actions {
            switch action {
            case .push(let ref), .present(let ref, _), .popover(let ref, _), .showDetail(let ref): visit(ref)
            case .when(_, _, let then, let otherwise):
                visit(then, controller: controller)
                visit(otherwise, controller: controller)
            default: break
            }
        }
    }

    // MARK: Looking up

    /// Where `position` is, in the scene's file unless it names another.
    public func location(_ position: FilePosition) -> AuditLocation {
        AuditLocation(file: position.file ?? file, line: position.line, column: position.column)
    }

    /// Where the root controller is defined: the fallback for what cannot be traced.
    public var rootLocation: AuditLocation { location(rootPosition) }

    /// Whether the view with `id` has a label of its own in the file.
    public func hasOwnLabel(_ id: String?) -> Bool { id.map(ownLabels.contains) ?? false }

    /// Where the source gives the element `id` a label only the running app knows; nil: none.
    public func labelAtRunTime(_ id: String?) -> AuditLocation? {
        id.flatMap { runTimeLabels[$0] }.map(location)
    }

    /// Where `controller` is defined, or the nearest ancestor (parent, then presenter) that is.
    public func location(of controller: ViewController?) -> AuditLocation {
        var current = controller
        var steps = 0
        while let controller = current, steps < 1000 {
            steps += 1
            if let id = controller.identifier, let position = controllers[id] { return location(position) }
            current = controller.parent ?? controller.presentingViewController
        }
        return rootLocation
    }

    /// Where the view of an element is defined: its id (or what a generated id stands for),
    /// else the nearest ancestor view or controller that can be found.
    public func location(of view: View) -> AuditLocation {
        var current: View? = view
        var steps = 0
        while let candidate = current, steps < 10_000 {
            steps += 1
            if let found = generatedLocation(candidate) { return found }
            if let id = candidate.accessibilityIdentifier, let found = lookup(id, near: candidate) { return found }
            if let controller = candidate.viewController, controller.identifier.flatMap({ controllers[$0] }) != nil {
                return location(of: controller)
            }
            current = candidate.superview
        }
        return rootLocation
    }

    /// The definition behind an element the model makes: a tab's controller, a navigation
    /// bar's title, prompt and back button (the items of the controllers they come from).
    private func generatedLocation(_ view: View) -> AuditLocation? {
        if let tab = view as? TabBarButton, let controller = tab.controller { return location(of: controller) }
        guard let bar = view.superview as? NavigationBar,
              let nav = bar.superview?.viewController as? NavigationController else { return nil }
        let id = view.accessibilityIdentifier ?? ""
        if let own = view.accessibilityIdentifier, lookup(own, near: view) != nil, !id.hasSuffix("backButton") {
            return nil                      // a bar item with an id of its own
        }
        let stack = nav.viewControllers
        if id.hasSuffix("backButton"), stack.count > 1 { return location(of: stack[stack.count - 2]) }
        return location(of: nav.topViewController ?? nav)
    }

    /// The position for `id`: the candidate under a controller `view` is in when several
    /// views share the id; then what a generated id stands for.
    private func lookup(_ id: String, near view: View) -> AuditLocation? {
        for variant in Self.variants(of: id) {
            if let candidates = views[variant] {
                if candidates.count > 1 {
                    let owners = Set(Self.controllerIDs(above: view))
                    if let match = candidates.first(where: { $0.controller.map(owners.contains) ?? false }) {
                        return location(match.position)
                    }
                }
                return location(candidates[0].position)
            }
            if variant != id, let position = controllers[variant] { return location(position) }
        }
        return nil
    }

    /// `id`, then what it may stand for: without a `tab.`/`more.`/`configure.` or navigation
    /// prefix, without a segment's or stepper's suffix.
    static func variants(of id: String) -> [String] {
        var result = [id]
        let parts = id.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        guard parts.count > 1 else { return result }
        result.append(parts.dropLast().joined(separator: "."))
        result.append(parts.dropFirst().joined(separator: "."))
        if parts.count > 2 { result.append(contentsOf: parts) }
        return result
    }

    /// The identifiers of the controllers whose views hold `view`, innermost first.
    static func controllerIDs(above view: View) -> [String] {
        var ids: [String] = []
        var current: View? = view
        var steps = 0
        while let candidate = current, steps < 10_000 {
            steps += 1
            if let id = candidate.viewController?.identifier { ids.append(id) }
            current = candidate.superview
        }
        return ids
    }
}
