import A11ySceneModel
/// Load-time checks of what a scene's actions and element lists refer to, beyond ids that
/// exist: tab indices that some tab bar has, `elements` lists that end (issue 15).
extension SceneValidator {
    /// `selectTab: i` needs a tab bar controller with more than i tabs somewhere in the scene
    /// (which one is nearest is only known when the action runs).
    func checkTabIndices() throws {
        guard let (first, location) = tabReferences.first else { return }
        guard let most = tabBarSizes.max() else {
            throw error(location, "selectTab \(first): the scene has no tab bar controller")
        }
        for (index, location) in tabReferences where index >= most {
            throw error(location, "selectTab \(index) is out of range: "
                        + "the scene's tab bar controllers have at most \(most) tabs (counted from 0)")
        }
    }

    /// VoiceOverRules, "The element tree" rule 4: VoiceOver visits a view's `elements` instead of its subviews.
    /// A list that leads back to a view on its own path (itself, an ancestor, or a view whose
    /// own list leads back) would be walked forever, so it is an error, reported at the
    /// entry that closes the cycle.
    func checkElementCycles() throws {
        // Each view tree on its own: ids are resolved in the tree first, as the app does.
        var trees: [ViewSpec] = []
        func collect(_ controller: ControllerSpec) {
            if let view = controller.view { trees.append(view) }
            if let titleView = controller.navigationItem?.titleView { trees.append(titleView) }
            trees += controller.tableEndViews
            for child in controller.stack + controller.tabs + controller.pages
                + [controller.master, controller.detail].compactMap({ $0 }) {
                if case .inline(let inline) = child { collect(inline) }
            }
        }
        spec.controllers.forEach(collect)
        if case .inline(let root) = spec.root { collect(root) }
        var everywhere: [String: ViewSpec] = [:]
        func index(_ view: ViewSpec, into table: inout [String: ViewSpec]) {
            if let id = view.id, table[id] == nil { table[id] = view }
            for subview in view.subviews + view.tableEndViews { index(subview, into: &table) }
        }
        for tree in trees { index(tree, into: &everywhere) }
        for tree in trees {
            var local: [String: ViewSpec] = [:]
            index(tree, into: &local)
            // The walk's next views: the listed elements (by id), else the subviews.
            func next(_ view: ViewSpec) -> [(view: ViewSpec, entry: FilePosition?)] {
                if let elements = view.elements {
                    return elements.compactMap { element in
                        (local[element.id] ?? everywhere[element.id]).map { ($0, element.location) }
                    }
                }
                return (view.subviews + view.tableEndViews).map { ($0, nil) }
            }
            var path: [ViewSpec] = []
            var done = Set<FilePosition>()
            func walk(_ view: ViewSpec) throws {
                if done.contains(view.location) { return }
                path.append(view)
                for (child, entry) in next(view) {
                    if let start = path.firstIndex(where: { $0.location == child.location }) {
                        let names = (path[start...].map { $0 } + [child]).map { $0.id ?? "a \($0.kind.rawValue)" }
                        throw error(entry ?? child.location,
                                    "`elements` make a cycle: \(names.joined(separator: " → ")); VoiceOver would walk it forever")
                    }
                    if path.count < SceneParser.maximumDepth * 4 { try walk(child) }
                }
                path.removeLast()
                done.insert(view.location)
            }
            try walk(tree)
        }
    }
}
