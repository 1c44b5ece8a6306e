import A11yCore

/// Xibs: one top-level view, shown in a plain content controller that fills the screen.
extension StoryboardImporter {
    func importXibScene(_ requested: String?) throws -> String {
        guard let objects = main.root.child("objects") else {
            throw SceneError(file: mainPath, line: main.root.position.line, column: main.root.position.column,
                             message: "the xib has no <objects>")
        }
        let topLevel = objects.children.filter { $0.name != "placeholder" && !Self.nonViews.contains($0.name) }
        let views = topLevel.filter { !IBDocument.controllerNames.contains($0.name) }
        if let controller = topLevel.first(where: { IBDocument.controllerNames.contains($0.name) && (requested == nil || $0["id"] == requested) }),
           requested != nil || views.isEmpty, let id = importController(controller, in: main) {
            return enclosingContainer(of: id)
        }
        let owner = objects.children.first { $0.name == "placeholder" && $0["placeholderIdentifier"] == "IBFilesOwner" }
        let outlet = owner?.child("connections")?.children("outlet").first { $0["property"] == "view" }?["destination"]
        let chosen: XMLElementNode?
        if let requested {
            chosen = views.first { $0["id"] == requested }
        } else {
            chosen = outlet.flatMap { id in views.first { $0["id"] == id } } ?? views.first
        }
        guard let view = chosen else {
            let ids = views.map { $0["id"] ?? "?" }.joined(separator: ", ")
            throw SceneError(file: mainPath, line: objects.position.line, column: objects.position.column,
                             message: requested.map { "no top-level view \"\($0)\"; the xib has: \(ids.isEmpty ? "none" : ids)" }
                                 ?? "the xib has no top-level view")
        }
        if let owner { reportCustomClass(owner, in: main, what: "File's Owner") }
        // The owner stands in as the controller whose constraints and segues the view uses.
        let host = owner ?? view
        var spec = ControllerSpec(id: "xib", location: main.position(view))
        spec.title = owner?["customClass"]
        var root = importView(view, parentSize: canvas.size, controller: host, in: main, isRoot: true)
            ?? ViewSpec(kind: .view, location: main.position(view))
        if root.frame == nil { root.frame = Rect(origin: .zero, size: canvas.size) }
        root.frame?.origin = .zero
        if root.kind != .view {
            // A control at the top level: it fills a plain view, as code adding it would place it.
            var wrapper = ViewSpec(kind: .view, location: root.location)
            wrapper.frame = root.frame
            root.autoresizing = .flexibleSize
            wrapper.subviews = [root]
            root = wrapper
        }
        spec.view = root
        controllerSpecs[spec.id] = spec
        controllerOrder.append(spec.id)
        return spec.id
    }
}
