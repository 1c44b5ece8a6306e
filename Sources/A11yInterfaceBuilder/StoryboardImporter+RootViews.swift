import A11yCore
import A11yLayout
import A11ySceneModel

/// Root views: a content controller's view sized as the model shows it, its layout tree
/// attached and solved, and the design canvas's bars that covered it.
extension StoryboardImporter {
    /// A content controller's root view, laid out by its constraints: its layout tree goes
    /// with it (the model re-solves it for the device, orientation and text size it shows) and
    /// its views' frames are solved now for the area the model gives the controller on the
    /// standard device (what `import` writes out).
    func rootView(_ node: XMLElementNode, controller: XMLElementNode, in document: IBDocument) -> ViewSpec? {
        guard var spec = importView(node, parentSize: canvas.size, controller: controller, in: document, isRoot: true) else {
            return nil
        }
        let frame = rect(node) ?? Rect(origin: .zero, size: canvas.size)
        let id = controller["id"] ?? ""
        let insets = designInsets(controller: controller, id: id, rootFrame: frame, in: document)
        // The area the model gives a content controller on the standard device: the screen
        // below the status bar, less a navigation bar above and a tab bar or toolbar below
        // (which take the home indicator's area); without a bar below, the home indicator
        // is the view's bottom safe area.
        let screen = device.portraitScreenSize
        let home = device.homeIndicatorHeight(in: .portrait)
        var top = 0.0
        let startsAlone = id == startingController && context.relationParents[id] == nil && pushChain(to: id).isEmpty
        if context.navigation.contains(id), !context.underHiddenNavigationBar.contains(id), !startsAlone {
            let hasPrompt = controller.child("navigationItem", key: "navigationItem")?["prompt"] != nil
            top = NavigationBar.height + (hasPrompt ? NavigationBar.promptHeight : 0)
                + (showsLargeTitle(id, in: document) ? NavigationBar.largeTitleHeight : 0)
        }
        let bottomBar = context.tabs.contains(id) ? TabBar.height + home : controllerShowsToolbar(id) ? Toolbar.height + home : 0
        let height = max(0, screen.height - device.statusBarHeight(in: .portrait) - top - bottomBar)
        let modelBottom = bottomBar > 0 ? 0 : home
        spec.frame = Rect(x: 0, y: 0, width: screen.width, height: height)
        var tree = layoutTree(node, controller: controller,
                              designSafeArea: EdgeInsets(top: insets.top, bottom: insets.bottom), in: document)
        // Designed under the status bar and bars (translucent, extended edges), it is laid
        // out under them as UIKit does, though the model places it between them.
        tree.extendsUnderTopBars = insets.top > 0
        tree.extendsUnderBottomBars = insets.bottom > 0
        var environment = LayoutEnvironment(
            rootSize: spec.frame?.size ?? frame.size, safeArea: EdgeInsets(bottom: modelBottom),
            minimumMargin: LayoutEnvironment.systemMinimumMargin(screenWidth: device.portraitScreenSize.width))
        if tree.extendsUnderTopBars { environment.coveredTop = device.statusBarHeight(in: .portrait) + top }
        if tree.extendsUnderBottomBars { environment.coveredBottom = bottomBar }
        attachLayout(tree, to: &spec, environment: environment)
        return spec
    }

    /// Gives `spec` (a layout root) its tree, and its views the frames solved for
    /// `environment`; with `isForSceneFile`, also the autoresizing masks that reproduce how
    /// the solved layout follows a change of the root's size (found by solving again 100 pt
    /// wider and 100 pt taller): a scene file written from the import places its views as the
    /// constraints do.
    package func attachLayout(_ tree: LayoutTree, to spec: inout ViewSpec, environment: LayoutEnvironment) {
        guard tree.nodes.count > 1 else { return }
        let engine = LayoutEngine(tree: tree)
        if !engine.isSolvable {
            let position = tree.nodes[0].position
            diagnostics.note(file: tree.file ?? mainPath, line: position?.line ?? 1, column: position?.column ?? 1,
                             "this view has \(tree.constraints.count) constraints and \(tree.nodes.count) views, more than "
                                + "\(LayoutEngine.constraintLimit) (the most solved): its views keep their design frames")
        }
        let result = engine.solve(environment)
        for broken in result.broken {
            diagnostics.note(file: tree.file ?? mainPath, line: broken.position?.line ?? 1, column: broken.position?.column ?? 1,
                             "unable to satisfy constraint \(broken.id) together with the others (\(broken.summary)): "
                                + "it is broken, as UIKit breaks it")
        }
        spec.layout = tree
        guard isForSceneFile else {
            Self.apply(result, of: tree, to: &spec.subviews) { _ in nil }
            return
        }
        var wider = environment, taller = environment
        wider.rootSize.width += 100
        taller.rootSize.height += 100
        let widened = engine.solve(wider).frames, heightened = engine.solve(taller).frames
        func mask(_ node: Int) -> AutoresizingMask {
            guard let parent = tree.nodes[node].parent else { return .flexibleSize }
            var mask: AutoresizingMask = []
            func changes(_ frames: [Rect], horizontal: Bool) -> (Double, Double, Double) {
                let before = result.frames[node], after = frames[node]
                let parentBefore = result.frames[parent], parentAfter = frames[parent]
                let start = horizontal ? (after.minX - parentAfter.minX) - (before.minX - parentBefore.minX)
                    : (after.minY - parentAfter.minY) - (before.minY - parentBefore.minY)
                let size = horizontal ? after.width - before.width : after.height - before.height
                let parentSize = horizontal ? parentAfter.width - parentBefore.width : parentAfter.height - parentBefore.height
                return (start, size, parentSize - start - size)
            }
            let h = changes(widened, horizontal: true), v = changes(heightened, horizontal: false)
            if abs(h.0) > 0.01 { mask.insert(.flexibleLeftMargin) }
            if abs(h.1) > 0.01 { mask.insert(.flexibleWidth) }
            if abs(h.2) > 0.01, mask.isEmpty == false || abs(h.0) > 0.01 { mask.insert(.flexibleRightMargin) }
            if abs(v.0) > 0.01 { mask.insert(.flexibleTopMargin) }
            if abs(v.1) > 0.01 { mask.insert(.flexibleHeight) }
            if abs(v.2) > 0.01, abs(v.0) > 0.01 || abs(v.1) > 0.01 { mask.insert(.flexibleBottomMargin) }
            return mask
        }
        Self.apply(result, of: tree, to: &spec.subviews, mask: mask)
    }

    /// Gives each view of `views` (and their subviews) that is a node of `tree` its solved frame
    /// in its parent's coordinates and the mask `mask` says, and each scroll view its content size.
    package static func apply(_ result: LayoutResult, of tree: LayoutTree, to views: inout [ViewSpec],
                      mask: (Int) -> AutoresizingMask?) {
        var indices: [String: Int] = [:]
        for (index, node) in tree.nodes.enumerated() { indices[node.id] = index }
        func apply(_ views: inout [ViewSpec]) {
            for index in views.indices {
                if let id = views[index].id, let node = indices[id] {
                    views[index].frame = result.frame(of: node, in: tree)
                    views[index].autoresizing = mask(node)
                    if views[index].kind == .scroll, let size = result.contentSizes[node] { views[index].contentSize = size }
                }
                apply(&views[index].subviews)
            }
        }
        apply(&views)
    }

    private func controllerShowsToolbar(_ id: String) -> Bool {
        guard let parent = context.relationParents[id], parent.relationship == "rootViewController",
              let nav = table.homes[parent.parent]?.object(parent.parent) ?? main.object(parent.parent) else { return false }
        return nav["toolbarHidden"] == "NO"
    }

    /// Whether controller `id`, on its navigation controller's stack, shows its title large: the
    /// bar prefers large titles (`largeTitles`) and the first `largeTitleDisplayMode` from it
    /// down the stack that is not automatic says always (all automatic: large).
    package func showsLargeTitle(_ id: String, in document: IBDocument) -> Bool {
        let stack = pushChain(to: id) + [id]
        guard let root = stack.first, let parent = context.relationParents[root], parent.relationship == "rootViewController",
              let nav = document.object(parent.parent),
              nav.child("navigationBar", key: "navigationBar")?.flag("largeTitles") == true else { return false }
        return NavigationItem.LargeTitleDisplayMode.showsLarge(topFirst: stack.reversed().lazy.map { controller in
            document.object(controller)?.child("navigationItem", key: "navigationItem")?["largeTitleDisplayMode"]
                .flatMap(NavigationItem.LargeTitleDisplayMode.init(rawValue:)) ?? .automatic
        })
    }

    /// How much of the root view the design canvas's bars covered, top and bottom.
    func designInsets(controller: XMLElementNode, id: String, rootFrame: Rect,
                              in document: IBDocument) -> (top: Double, bottom: Double) {
        // An embedded controller is drawn at its container's size, under no bar.
        if context.embedded.contains(id) && context.relationParents[id] == nil { return (0, 0) }
        let metricsTop = controller.child(key: "simulatedTopBarMetrics")
        let metricsBottom = controller.child(key: "simulatedBottomBarMetrics")
        let formSheet = isFormSheet(controller)
        let statusHidden = controller.child(key: "simulatedStatusBarMetrics")?.name == "nil" || formSheet
        var top = statusHidden ? 0 : canvas.statusBar
        if let metricsTop {
            if metricsTop.name != "nil" { top += 44 + (metricsTop.flag("prompted") ? 30 : 0) }
        } else if context.navigation.contains(id), !context.underHiddenNavigationBar.contains(id) {
            top += 44
            if showsLargeTitle(id, in: document) { top += NavigationBar.largeTitleHeight }
        }
        var bottom = canvas.homeIndicator
        if let metricsBottom {
            if metricsBottom.name != "nil" { bottom += metricsBottom.name == "simulatedToolbarMetrics" ? 44 : 49 }
        } else {
            if context.tabs.contains(id) { bottom += 49 }
            if controllerShowsToolbar(id) { bottom += 44 }
        }
        let freeform = controller.child(key: "simulatedDestinationMetrics")?.name == "freeformSimulatedSizeMetrics"
        let canvasHeight = freeform || formSheet ? rootFrame.maxY : max(canvas.size.height, rootFrame.maxY)
        // Under an opaque bar (or with no extended edges) the root view starts below the
        // bars: nothing of it is covered, whatever origin the canvas recorded.
        let extended = controller.child("extendedEdge", key: "edgesForExtendedLayout")
        let opaqueTop = metricsTop?["translucent"] == "NO" || (extended != nil && !(extended?.flag("top") ?? false))
        let opaqueBottom = metricsBottom?["translucent"] == "NO" || (extended != nil && !(extended?.flag("bottom") ?? false))
        return (opaqueTop ? 0 : max(0, top - rootFrame.minY), opaqueBottom ? 0 : max(0, rootFrame.maxY - (canvasHeight - bottom)))
    }
}
