import A11yCore
import A11ySceneModel

/// Checks what can only be checked once the whole scene is read: references, cycles, and
/// the containment rules (CT-04/05, TB-14, SV-02/03).
///
/// Each controller reached by id is checked once, however many containers name it, and
/// the controllers one use of an id builds are counted (every use builds new instances,
/// so `pages: [a, a, a]` where `a` holds three pages again grows exponentially): a scene
/// whose root, or a controller an action builds, needs more than `maximumInstances`
/// controllers, or nests them deeper than `SceneParser.maximumDepth`, is an error.
struct SceneValidator {
    package let spec: SceneSpec
    let declaredViews: Set<String>
    let viewReferences: [(String, FilePosition)]
    let controllerReferences: [(String, FilePosition)]
    let tabReferences: [(Int, FilePosition)]
    let tabBarSizes: [Int]

    /// The most controllers one use of a controller may build.
    static let maximumInstances = 10_000

    /// The controllers by id (the first of duplicates, which are an error).
    private var byID: [String: ControllerSpec] = [:]
    /// Ids whose containment was checked completely.
    private var checkedIDs: Set<String> = []
    /// Controllers built by one use of each id (capped above the maximum), and how deep
    /// they nest, once known.
    private var builds: [String: (count: Int, depth: Int)] = [:]

    package init(spec: SceneSpec, declaredViews: Set<String>, viewReferences: [(String, FilePosition)],
         controllerReferences: [(String, FilePosition)], tabReferences: [(Int, FilePosition)] = [], tabBarSizes: [Int] = []) {
        self.spec = spec
        self.declaredViews = declaredViews
        self.viewReferences = viewReferences
        self.controllerReferences = controllerReferences
        self.tabReferences = tabReferences
        self.tabBarSizes = tabBarSizes
        for controller in spec.controllers where byID[controller.id] == nil { byID[controller.id] = controller }
    }
    /// Ids the system makes: the back button, the title, More, the popover's dismiss region …
    static let builtInViews: Set<String> = ["backButton", "navigationTitle", "navigationPrompt", "navigationBar", "toolbar",
                                            "tabBar", "tab.more", "moreEdit", "dismissPopup", "splitMasterButton", "editButton",
                                            "configureDone"]
    /// Built-in ids that a navigation bar after the screen's first puts its controller's id
    /// before (`detailNav.navigationTitle`, README "Ids").
    static let prefixedBuiltInViews: Set<String> = NavigationBar.generatedIDs.union(["navigationBar", "toolbar"])

    package func error(_ location: FilePosition, _ message: String) -> SceneError {
        SceneError(file: spec.file, line: location.line, column: location.column, message: message)
    }

    package mutating func validate() throws {
        var seen = Set<String>()
        for controller in spec.controllers {
            guard seen.insert(controller.id).inserted else {
                throw error(controller.location, "duplicate controller id \"\(controller.id)\"")
            }
        }
        try checkRef(spec.root, from: [], role: .root)
        for controller in spec.controllers { try checkController(controller, path: [controller.id]) }
        try checkActions(of: spec.app)
        for (id, location) in viewReferences { try checkViewID(id, location) }
        for (id, location) in controllerReferences where byID[id] == nil {
            throw error(location, "unknown controller \"\(id)\"")
        }
        try checkTabIndices()
        try checkElementCycles()
    }

    package enum Role { case root, navigationChild, tab, page, pane, presented, popover }

    private func resolve(_ ref: ControllerRef) throws -> ControllerSpec {
        switch ref {
        case .inline(let controller): return controller
        case .id(let id, let location):
            guard let controller = byID[id] else {
                let known = spec.controllers.map(\.id).joined(separator: ", ")
                throw error(location, "unknown controller \"\(id)\"; declared controllers: \(known.isEmpty ? "none" : known)")
            }
            return controller
        }
    }

    private func location(of ref: ControllerRef) -> FilePosition {
        switch ref {
        case .inline(let controller): controller.location
        case .id(_, let location): location
        }
    }

    /// Checks a reference in `role`, following containment to find cycles, then counts
    /// the controllers it builds.
    private mutating func checkRef(_ ref: ControllerRef, from path: [String], role: Role) throws {
        try checkContainment(ref, from: path, role: role)
        let built = build(of: ref)
        if built.count > Self.maximumInstances {
            let controller = try resolve(ref)
            throw error(location(of: ref),
                        "controller \"\(controller.id)\" builds more than \(Self.maximumInstances) controllers "
                            + "(each use of an id in a stack, tabs or pages builds it again)")
        }
        if path.count + built.depth > SceneParser.maximumDepth {
            throw error(location(of: ref), "controllers nest deeper than \(SceneParser.maximumDepth) levels")
        }
    }

    private mutating func checkContainment(_ ref: ControllerRef, from path: [String], role: Role) throws {
        let controller = try resolve(ref)
        let place = location(of: ref)
        if path.contains(controller.id) {
            throw error(place,
                        "controller \"\(controller.id)\" refers to itself: \((path + [controller.id]).joined(separator: " → "))")
        }
        if path.count >= SceneParser.maximumDepth {
            throw error(place, "controllers nest deeper than \(SceneParser.maximumDepth) levels")
        }
        switch (controller.kind, role) {
        case (.tabBar, .navigationChild):
            throw error(place, "a tab bar controller cannot go inside a navigation controller (TB-14, CT-05)")
        case (.navigation, .navigationChild):
            throw error(place, "a navigation controller cannot be pushed onto another navigation stack")
        case (.split, let role) where role != .root:
            throw error(place, "a split view controller must be the window's root and cannot be presented or contained (SV-03)")
        case (.tabBar, .tab), (.tabBar, .page), (.navigation, .page):
            throw error(place, "a \(controller.kind.rawValue) controller cannot be a \(role == .tab ? "tab" : "page") (CT-04)")
        default: break
        }
        if controller.kind == .split, spec.device != .pad {
            throw error(place, "split view controllers are iPad only (SV-02); set `device: pad`")
        }
        // The role rules above hold for every reference; what lies below an id is the same
        // wherever it is used, so it is checked once.
        if case .id = ref, checkedIDs.contains(controller.id) { return }
        let next = path + [controller.id]
        for child in controller.stack { try checkContainment(child, from: next, role: .navigationChild) }
        for child in controller.tabs { try checkContainment(child, from: next, role: .tab) }
        for child in controller.pages { try checkContainment(child, from: next, role: .page) }
        if let master = controller.master { try checkContainment(master, from: next, role: .pane) }
        if let detail = controller.detail { try checkContainment(detail, from: next, role: .pane) }
        if case .inline = ref { try checkController(controller, path: next) } else { checkedIDs.insert(controller.id) }
    }

    /// How many controllers one use of `ref` builds (capped just above the maximum) and
    /// how many levels they nest. Only called on references whose containment was
    /// checked, so it has no cycle to follow and recurses at most `maximumDepth` levels.
    private mutating func build(of ref: ControllerRef) -> (count: Int, depth: Int) {
        let controller: ControllerSpec
        switch ref {
        case .inline(let inline): controller = inline
        case .id(let id, _):
            if let known = builds[id] { return known }
            guard let found = byID[id] else { return (1, 1) }
            controller = found
        }
        var count = 1, depth = 1
        let children = controller.stack + controller.tabs + controller.pages
            + [controller.master, controller.detail].compactMap { $0 }
        for child in children {
            let built = build(of: child)
            count = min(Self.maximumInstances + 1, count + built.count)
            depth = max(depth, built.depth + 1)
        }
        if case .id(let id, _) = ref { builds[id] = (count, depth) }
        return (count, depth)
    }

    private mutating func checkController(_ controller: ControllerSpec, path: [String]) throws {
        try checkActions(of: controller.handlers)
        try checkActions(controller.onAppear)
        if let view = controller.view { try checkView(view) }
        for item in controller.toolbarItems { try checkActions(item.onActivate) }
        if let item = controller.navigationItem {
            for bar in item.leftItems + item.rightItems { try checkActions(bar.onActivate) }
            if let titleView = item.titleView { try checkView(titleView) }
        }
        for section in controller.sections { for row in section.rows { try checkActions(row.onActivate) } }
        for end in controller.tableEndViews { try checkView(end) }
        if let customizable = controller.customizable {
            let tabIDs = controller.tabs.compactMap { ref -> String? in if case .id(let id, _) = ref { id } else { nil } }
            for id in customizable where !tabIDs.contains(id) {
                throw error(controller.location, "customizable names \"\(id)\", which is not one of this tab bar's tabs")
            }
        }
        for child in controller.stack + controller.tabs + controller.pages
            + [controller.master, controller.detail].compactMap({ $0 }) {
            if case .inline(let inline) = child { try checkController(inline, path: path + [inline.id]) }
        }
    }

    private mutating func checkView(_ view: ViewSpec) throws {
        try checkActions(of: view.handlers)
        for action in view.customActions { try checkActions(action.actions) }
        for section in view.sections { for row in section.rows { try checkActions(row.onActivate) } }
        for item in view.items { try checkActions(item.onActivate) }
        if let elements = view.elements {
            for element in elements where !declaredViews.contains(element.id) {
                throw error(element.location, "unknown view \"\(element.id)\" in elements")
            }
        }
        for subview in view.subviews + view.tableEndViews { try checkView(subview) }
    }

    private mutating func checkActions(of handlers: HandlerSpec) throws {
        for list in [handlers.escape, handlers.magicTap, handlers.onActivate, handlers.increment, handlers.decrement,
                     handlers.announcementFinished].compactMap({ $0 }) {
            try checkActions(list)
        }
        for list in handlers.scroll.values { try checkActions(list) }
    }

    private func checkViewID(_ id: String, _ location: FilePosition) throws {
        if let dot = id.lastIndex(of: "."), dot != id.startIndex {
            let owner = String(id[..<dot]), part = String(id[id.index(after: dot)...])
            // A later navigation bar's generated ids, a stepper's buttons, a segment.
            if Self.prefixedBuiltInViews.contains(part), byID[owner] != nil || declaredViews.contains(owner) { return }
            if declaredViews.contains(owner), part == "decrement" || part == "increment" || Int(part) != nil { return }
        }
        guard declaredViews.contains(id) || Self.builtInViews.contains(id) else {
            throw error(location, "unknown view \"\(id)\"; no view, row or bar item has this id")
        }
    }

    private mutating func checkActions(_ actions: [ActionSpec]) throws {
        for action in actions {
            switch action {
            case .push(let ref): try checkRef(ref, from: [], role: .navigationChild)
            case .when(_, _, let then, let otherwise): try checkActions(then + otherwise)
            case .present(let ref, _): try checkRef(ref, from: [], role: .presented)
            case .popover(let ref, _):
                if spec.device != .pad { throw error(location(of: ref), "popovers are iPad only (PO-01); set `device: pad`") }
                try checkRef(ref, from: [], role: .popover)
            default: break
            }
        }
    }
}
