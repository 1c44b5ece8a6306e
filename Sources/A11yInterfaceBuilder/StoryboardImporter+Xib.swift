import A11yCore
import A11yLayout
import A11ySceneModel

/// Xibs: one top-level view, shown as UIKit would show it.
///
/// - The File's Owner's `view` (a controller's nib): fills the screen, as a controller's
///   view does.
/// - A table view cell: the one row of a plain table as wide as the screen, at the cell's
///   own height, read as UIKit reads a cell (one element when it holds labels and at most one
///   switch; otherwise its views one by one).
/// - A collection view cell (or supplementary view): the one cell of a collection view, at its
///   own size; UIKit's collection view cell is not an element, so its views are read one by one.
/// - Any other view: at its own size at the top of the safe area (code adds it somewhere; the
///   file does not say where), not stretched to the screen.
extension StoryboardImporter {
    /// A xib's top-level views: its objects that have a frame (not placeholders, gesture
    /// recognizers or other objects), and its controllers.
    var xibTopLevel: (views: [XMLElementNode], controllers: [XMLElementNode]) {
        let objects = main.root.child("objects")?.children ?? []
        let controllers = objects.filter { IBDocument.controllerNames.contains($0.name) }
        let views = objects.filter {
            $0.name != "placeholder" && !IBDocument.controllerNames.contains($0.name)
                && ($0.child("rect", key: "frame") != nil || $0.child("frame", key: "frameInset") != nil)
        }
        return (views, controllers)
    }

    /// The File's Owner and the id of the view its `view` outlet names.
    private var xibOwner: (node: XMLElementNode?, view: String?) {
        let owner = main.root.child("objects")?.children.first {
            $0.name == "placeholder" && $0["placeholderIdentifier"] == "IBFilesOwner"
        }
        let outlet = owner?.child("connections")?.children("outlet").first { $0["property"] == "view" }?["destination"]
        return (owner, outlet)
    }

    func importXibScene(_ requested: String?) throws -> String {
        guard main.root.child("objects") != nil else {
            throw SceneError(file: mainPath, line: main.root.position.line, column: main.root.position.column,
                             message: "the xib has no <objects>")
        }
        let (views, controllers) = xibTopLevel
        if let controller = controllers.first(where: { requested == nil || $0["id"] == requested }),
           requested != nil || views.isEmpty, let id = importController(controller, in: main) {
            return enclosingContainer(of: id)
        }
        let (owner, outlet) = xibOwner
        let chosen: XMLElementNode?
        if let requested {
            chosen = views.first { $0["id"] == requested }
        } else {
            chosen = outlet.flatMap { id in views.first { $0["id"] == id } } ?? views.first
        }
        guard let view = chosen else {
            if requested != nil { throw SceneChoiceError(file: mainPath, requested: requested, choices: catalog()) }
            throw SceneError(file: mainPath, line: main.root.position.line, column: main.root.position.column,
                             message: "the xib has no top-level view")
        }
        if let owner { reportCustomClass(owner, in: main, what: "File's Owner") }
        // A view that is not the owner's, or an owner's view designed freeform at a size of its
        // own, is drawn alone at that size.
        let freeformOwnSize = view.child(key: "simulatedDestinationMetrics")?.name == "freeformSimulatedSizeMetrics"
            && rect(view).map { $0.size != canvas.size } == true
        if !(outlet == view["id"] && owner != nil) || freeformOwnSize, let size = rect(view)?.size { xibViewSize = size }
        if freeformOwnSize, view.child(key: "simulatedStatusBarMetrics")?.name != "nil" {
            // A controller's view keeps the canvas's status bar at its own size (not its home
            // indicator: the view does not reach the screen's bottom).
            xibViewSafeArea = EdgeInsets(top: canvas.statusBar)
        }
        // The owner stands in as the controller whose constraints and segues the view uses.
        let host = owner ?? view
        var spec = ControllerSpec(id: "xib", location: main.position(view))
        spec.title = owner?["customClass"]
        let screenWidth = device.portraitScreenSize.width
        switch view.name {
        case "tableViewCell":
            // The one row of a plain table filling the screen (UIKit's table view cell).
            guard var row = cell(view, controller: host, in: main) else {
                throw SceneError(file: mainPath, line: view.position.line, column: view.position.column,
                                 message: "the table view cell has no frame")
            }
            row.height = rect(view)?.height ?? 44
            spec.kind = .table
            spec.sections = [SectionSpec(rows: [row])]
            note(view, in: main, "table view cell: shown as the one row of a plain table as wide as the screen, "
                 + "at its own height (\(Size(width: screenWidth, height: row.height ?? 44)) pt)")
        case "collectionViewCell", "collectionReusableView":
            guard var cellView = importView(view, parentSize: canvas.size, controller: host, in: main) else {
                throw SceneError(file: mainPath, line: view.position.line, column: view.position.column,
                                 message: "the collection view cell has no frame")
            }
            let size = cellView.frame?.size ?? Size(width: 50, height: 50)
            cellView.frame = Rect(origin: .zero, size: size)
            cellView.autoresizing = []
            var collection = ViewSpec(kind: .scroll, location: main.position(view))
            collection.frame = Rect(x: 0, y: 0, width: screenWidth, height: max(size.height, 1))
            collection.autoresizing = .flexibleSize
            collection.contentSize = Size(width: screenWidth, height: size.height)
            collection.subviews = [cellView]
            var root = ViewSpec(kind: .view, location: main.position(view))
            root.subviews = [collection]
            spec.view = root
            let cellKind = view.name == "collectionViewCell" ? "collection view cell" : "collection view supplementary view"
            note(view, in: main, "\(cellKind): shown as the one cell of a collection view, at its own size (\(size) pt); "
                 + "its views are read one by one, as UIKit's collection view cell is not an element")
        default:
            var root = importView(view, parentSize: canvas.size, controller: host, in: main, isRoot: true)
                ?? ViewSpec(kind: .view, location: main.position(view))
            let isControllerView = outlet == view["id"] && owner != nil
            let size = root.frame?.size ?? canvas.size
            // Its constraints, solved whenever the model sizes it: a screen-sized view under
            // the canvas's status bar and above its home indicator, a smaller one with no safe area.
            let fullScreen = size == canvas.size
            var tree = layoutTree(view, controller: nil, designSafeArea: fullScreen
                ? EdgeInsets(top: canvas.statusBar, bottom: canvas.homeIndicator) : EdgeInsets(), in: main)
            tree.extendsUnderTopBars = isControllerView && fullScreen && canvas.statusBar > 0
            if root.kind == .view {
                let home = device.homeIndicatorHeight(in: .portrait)
                // Solved at the size the spec records (the model resizes it and solves again;
                // a scene file written from the import follows by the masks solved with it).
                var environment = LayoutEnvironment(rootSize: size, safeArea: EdgeInsets(bottom: isControllerView ? home : 0))
                if tree.extendsUnderTopBars { environment.coveredTop = device.statusBarHeight(in: .portrait) }
                attachLayout(tree, to: &root, environment: environment)
            }
            if isControllerView || root.frame == nil {
                // A controller's view: it fills the screen.
                root.frame = Rect(origin: .zero, size: size)
                if root.kind != .view {
                    // A control at the top level: it fills a plain view, as code adding it would place it.
                    var wrapper = ViewSpec(kind: .view, location: root.location)
                    wrapper.frame = root.frame
                    root.autoresizing = .flexibleSize
                    wrapper.subviews = [root]
                    root = wrapper
                }
                spec.view = root
            } else {
                // A view code adds somewhere: at its own size at the top of the safe area. One
                // designed wider than the screen is narrowed to it, its subviews following their
                // autoresizing (the holder starts at the design width and the screen narrows it).
                root.frame = Rect(origin: .zero, size: size)
                root.autoresizing = size.width > screenWidth ? .flexibleWidth : []
                var holder = ViewSpec(kind: .view, location: root.location)
                if size.width > screenWidth { holder.frame = Rect(origin: .zero, size: size) }
                holder.subviews = [root]
                spec.view = holder
                let shown = size.width > screenWidth
                    ? "as wide as the screen at its own height (\(Size(width: screenWidth, height: size.height)) pt; "
                        + "designed \(size) pt)"
                    : "at its own size (\(size) pt)"
                note(view, in: main, "top-level \(view.name == "view" ? "view" : "<\(view.name)>") that is not "
                     + "the File's Owner's view: shown \(shown) at the top of the safe area; code decides where it goes")
            }
        }
        table.insert(spec)
        return spec.id
    }

    /// A xib's catalog: each top-level view (id, class, size, what it is) and controller.
    func xibCatalog() -> [InputScreen] {
        let (views, controllers) = xibTopLevel
        let outlet = xibOwner.view
        var result: [InputScreen] = views.map { node in
            let (kind, uikit): (ScreenKind, String) = switch node.name {
            case "tableViewCell": (.tableCell, "UITableViewCell")
            case "collectionViewCell": (.collectionCell, "UICollectionViewCell")
            case "collectionReusableView": (.reusableView, "UICollectionReusableView")
            case "view": (node["id"] == outlet && outlet != nil ? .ownerView : .view, "UIView")
            default: (.view, "UI" + node.name.prefix(1).uppercased() + node.name.dropFirst())
            }
            var entry = InputScreen(id: node["id"] ?? "", storyboardIdentifier: nil, kind: kind,
                                             className: node["customClass"] ?? uikit, title: node["userLabel"],
                                             location: main.position(node))
            entry.size = rect(node)?.size
            return entry
        }
        result += controllers.map { node in
            InputScreen(id: node["id"] ?? "", storyboardIdentifier: node["storyboardIdentifier"], kind: .controller,
                                 className: node["customClass"] ?? "UIViewController", title: node["title"],
                                 location: main.position(node))
        }
        return result
    }
}
