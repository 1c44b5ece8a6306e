import A11yCore
import Foundation
import A11ySceneModel

/// Turns Interface Builder documents into a `SceneSpec` (see `StoryboardLoader`).
///
/// One importer reads one file and, on demand, the storyboards it references (found as Xcode's
/// build finds them). Controllers keep their Interface Builder ids, and so do views, cells and
/// bar items, so `describe --format json` names what the developer sees in Xcode. The work is
/// split by concern across extensions — controllers, views, tables, segues, layout, xibs — and
/// the state they share is four values (DocumentIndex, ImportDiagnostics, ControllerTable,
/// ContainmentContext), each changed through its own methods.
package final class StoryboardImporter {
    let mainPath: String
    /// The folder references are looked up from (see `referencePath(_:)`).
    package let folder: String
    package let main: IBDocument
    /// The modelled device: pad when the design canvas is an iPad.
    package let device: DeviceIdiom
    package let canvas: CanvasDevice
    /// The documents, translations and files every import of the command shares.
    package let cache: InterfaceBuilderCache
    /// The import's state, by concern: the open documents (DocumentIndex), the notes
    /// (ImportDiagnostics), the controllers imported (ControllerTable), and which controllers
    /// sit in which containers (ContainmentContext).
    package var index = DocumentIndex()
    package var diagnostics = ImportDiagnostics()
    package var table = ControllerTable()
    package var context = ContainmentContext()
    /// The id of the controller the scene starts on (see `importScene`).
    var startingController: String?
    /// A scene started in a split view's detail (see `pushDetailOnCollapsedMaster`).
    var detailShown: (split: String, controllers: [ControllerRef])?
    /// A xib shown from a top-level view that is not a controller's (a cell, a custom view):
    /// its own size, the size of its design canvas (`--device design` shows it as saved).
    var xibViewSize: Size?
    /// The safe area Interface Builder draws inside such a view: none, but for a File's Owner's
    /// view designed freeform, which keeps the canvas's status bar.
    var xibViewSafeArea = EdgeInsets()
    /// The controller the scene starts on, as the file designs it (its canvas: see
    /// StoryboardImporter+Canvas).
    var designedController: XMLElementNode?

    /// How a note ends for what the importer shows as an empty screen.
    package static let emptyScreen = "imported as an empty screen"

    /// The device language the texts are shown in (`--language`), and what translating found
    /// (StoryboardImporter+Languages).
    package let language: String?
    package var translation: TranslationReport?
    /// Whether translating looks at every text (for the audit's language rules), not only the
    /// objects the table names.
    package let checksEveryText: Bool
    /// Whether the import is for a scene file (`import -o`), which needs what the model would
    /// otherwise solve itself: each root view's autoresizing masks (found by solving its layout
    /// again wider and taller), so the file places its views as the constraints do, and each
    /// self-sizing cell's height and content frames on the standard device. Loading a screen
    /// to show it leaves both out: the model solves the constraints for the device it shows.
    package var isForSceneFile = false

    /// What the import noted so far.
    package var notes: [ImportNote] { diagnostics.notes }

    /// The document a node of any open file belongs to.
    package func document(of node: XMLElementNode) -> IBDocument { index.document(of: node, fallback: main) }

    /// `idiom`: the kind of device the screen is shown on (`--device`), when not the file's
    /// canvas's: what a phone and a pad show differs at import (a split view collapses on a phone).
    /// `cache`: what the imports of one command share (each file read and each document
    /// translated once: InputDocument).
    package init(path: String, data: Data? = nil, language: String? = nil, checksEveryText: Bool = false,
         idiom: DeviceIdiom? = nil, cache: InterfaceBuilderCache = InterfaceBuilderCache()) throws {
        mainPath = path
        folder = (path as NSString).deletingLastPathComponent
        self.language = language
        self.checksEveryText = checksEveryText
        self.cache = cache
        if let data { cache.files.keep([UInt8](data), path: path) }
        let source = try language.flatMap { try cache.source(forFile: path, language: $0) }
        var file = path
        if case .wholeFile(let whole, _)? = source { file = whole }
        let opened = try cache.document(path: file, language: language, everyText: checksEveryText, idiom: idiom) {
            tree, language in
            try cache.translate(tree, source: source, language: language, idiom: idiom ?? Self.canvas(of: tree).idiom,
                                everyText: checksEveryText)
        }
        main = opened.document
        index.add(main)
        canvas = Self.canvas(of: main)
        device = idiom ?? canvas.idiom
        if let language {
            translation = TranslationReport(language: language, source: source)
            translation?.coversEveryText = checksEveryText
        }
        take(opened)
        analyse(main)
    }

    /// The canvas `document` is designed on: the device it names, else the one its saved root
    /// views fill (StoryboardImporter+Canvas).
    package static func canvas(of document: IBDocument) -> CanvasDevice {
        CanvasDevice.named(document.canvasDevice, toolsVersion: document.root["toolsVersion"],
                           savedRootSizes: document.canvasDevice == nil ? document.savedRootSizes : [])
    }

    // MARK: Notes

    package func note(_ node: XMLElementNode, in document: IBDocument, _ message: String) {
        diagnostics.note(node, in: document, message)
    }

    package func documentNotes() -> [ImportNote] {
        // The catalog's notes: what every scene of the file shares.
        for node in main.controllers { _ = importController(node, in: main) }
        if main.kind == .xib {
            for view in xibTopLevel.views { _ = try? importXibScene(view["id"]) }
        }
        return notes
    }

    // MARK: The scene

    package func importScene(_ requested: String?) throws -> StoryboardImport {
        let rootID: String
        switch main.kind {
        case .storyboard:
            let node: XMLElementNode
            if let requested {
                guard let found = controllerNode(named: requested) else {
                    throw SceneChoiceError(file: mainPath, requested: requested, choices: catalog(), sceneIDs: sceneIDs())
                }
                node = found
            } else if let initial = main.initialViewController {
                guard let found = main.object(initial) else {
                    throw SceneError(file: mainPath, line: main.root.position.line, column: main.root.position.column,
                                     message: "the initial view controller \"\(initial)\" is not in the file; "
                                         + "choose one with --scene ID: \(identifierList())")
                }
                node = found
            } else {
                // Per-feature storyboards have no initial controller: code instantiates one by
                // its identifier. With one controller there is nothing to choose.
                let candidates = main.controllers.filter { $0.name != "viewControllerPlaceholder" }
                let only = candidates.count == 1
                    ? candidates[0] : (candidates.isEmpty && main.controllers.count == 1 ? main.controllers[0] : nil)
                if let only {
                    node = only
                    let named = only["storyboardIdentifier"].map { " \"\($0)\"" } ?? ""
                    note(only, in: main, "the storyboard has no initial view controller: "
                         + "opened its only view controller\(named), as code instantiating it by identifier would")
                } else if candidates.isEmpty {
                    throw SceneError(file: mainPath, line: main.root.position.line, column: main.root.position.column,
                                     message: "the storyboard has no view controllers")
                } else {
                    throw SceneChoiceError(file: mainPath, requested: nil, choices: catalog())
                }
            }
            guard let (document, controller) = resolve(node, in: main) else {
                var reason = notes.last { $0.line == node.position.line }?.message ?? "the storyboard reference cannot be opened"
                if reason.hasSuffix(Self.emptyScreen) {
                    // Asked for by itself, the stand-in is no screen: say so, not how it is imported.
                    reason = String(reason.dropLast(Self.emptyScreen.count)) + "there is no screen to show for it"
                }
                throw SceneError(file: mainPath, line: node.position.line, column: node.position.column, message: reason)
            }
            designedController = controller
            if freeformSize(of: controller) == nil, let id = controller["id"], context.embedded.contains(id),
               let size = controller.children.first(where: { $0["key"] == "view" }).flatMap(rect)?.size {
                // Interface Builder draws an embedded controller at its container's size, with
                // no bars and its layout guides at its edges: alone, as a xib's view.
                xibViewSize = size
            }
            // The controller the scene starts on is shown as the window's root unless a
            // relationship puts it in a container: not in a navigation controller a segue
            // would push it onto.
            startingController = controller["id"]
            guard let id = importController(controller, in: document) else {
                throw SceneError(file: mainPath, line: node.position.line, column: node.position.column,
                                 message: "not a view controller")
            }
            rootID = enclosingContainer(of: shownOnItsStack(id))
            detailShown = splitDetail(holding: id)
            if device == .pad, let split = splitMaster(holding: id) {
                // A screen in a split's master is what the user asked for: in portrait, where the
                // master hides, it opens over the detail as its bar button opens it.
                table.specs[split]?.showsMaster = true
            }
        case .xib:
            rootID = try importXibScene(requested)
        }
        collapseSplitViews()
        pushDetailOnCollapsedMaster()
        var spec = SceneSpec(file: mainPath, root: .id(collapsed[rootID] ?? rootID, FilePosition(line: 1, column: 1)))
        spec.name = (mainPath as NSString).lastPathComponent
        spec.isLaunchScreen = main.root["launchScreen"] == "YES"
        spec.shownAs = collapsed
        spec.device = device
        (spec.designDevice, spec.designOrientation) = designCanvas()
        spec.controllers = table.ordered
        applyLanguage(to: &spec)
        return StoryboardImport(spec: spec, notes: notes, controllers: catalog(), translation: translation)
    }

    /// A split view's detail side holding `id` (a scene started in it): the split, and the
    /// controllers the detail shows (a navigation controller's stack, else the detail itself).
    private func splitDetail(holding id: String) -> (split: String, controllers: [ControllerRef])? {
        var current = id
        var seen: Set<String> = [id]
        while let (parent, relationship) = context.relationParents[current], seen.insert(parent).inserted {
            if relationship == "detailViewController", table.specs[parent]?.kind == .split {
                guard let detail = table.specs[current] else { return nil }
                let shown = detail.kind == .navigation ? detail.stack : [ControllerRef.id(current, detail.location)]
                return (parent, shown)
            }
            current = parent
        }
        return nil
    }

    /// The split view whose master holds `id` (by relationship segues), if any.
    private func splitMaster(holding id: String) -> String? {
        var current = id
        var seen: Set<String> = [id]
        while let (parent, relationship) = context.relationParents[current], seen.insert(parent).inserted {
            if relationship == "masterViewController", table.specs[parent]?.kind == .split { return parent }
            current = parent
        }
        return nil
    }

    /// A scene started in a split view's detail, on a phone: UIKit collapses the split onto its
    /// master's navigation stack and pushes the detail's controllers on it, so the screen asked
    /// for is the one shown, with a back button to the master.
    private func pushDetailOnCollapsedMaster() {
        guard let (split, controllers) = detailShown, let master = collapsed[split],
              var stack = table.specs[master], stack.kind == .navigation else { return }
        stack.stack += controllers
        table.specs[master] = stack
    }

    /// Split view controllers shown as their master on a phone, by id.
    private var collapsed: [String: String] {
        guard device == .phone else { return [:] }
        var result: [String: String] = [:]
        for (id, spec) in table.specs where spec.kind == .split {
            if case .id(let master, _)? = spec.master { result[id] = master }
        }
        return result
    }

    /// On a phone a split view controller is collapsed, as UIKit collapses it in a compact
    /// width: the app shows its master (the primary column's navigation stack) and a
    /// detail is pushed onto it (Apple's master–detail template keeps the master on top at
    /// launch). Every reference to the split becomes a reference to its master.
    private func collapseSplitViews() {
        let map = collapsed
        guard !map.isEmpty else { return }
        func replace(_ ref: ControllerRef) -> ControllerRef {
            if case .id(let id, let position) = ref, let master = map[id] { return .id(master, position) }
            return ref
        }
        for id in table.order {
            guard var spec = table.specs[id] else { continue }
            spec.stack = spec.stack.map(replace)
            spec.tabs = spec.tabs.map(replace)
            table.specs[id] = spec
        }
        for (split, _) in map {
            if let node = table.homes[split].flatMap({ $0.object(split) }), let document = table.homes[split] {
                note(node, in: document, "split view controller on a phone: shown collapsed, as its master view controller "
                     + "(as Apple's master–detail template does); showing a detail pushes it")
            }
        }
    }

    /// The controller `name` picks: by storyboard identifier, object id, or the `sceneID` of
    /// the `<scene>` that holds it.
    func controllerNode(named name: String) -> XMLElementNode? {
        main.controllers.first { $0["storyboardIdentifier"] == name }
            ?? main.controllers.first { $0["id"] == name }
            ?? main.controllers.first { $0.parent?.parent?.name == "scene" && $0.parent?.parent?["sceneID"] == name }
            ?? onlyController(ofClass: name)
    }

    /// The one controller whose custom class is `name` (`--scene SettingsViewController`), nil
    /// when none or several are.
    private func onlyController(ofClass name: String) -> XMLElementNode? {
        let matches = main.controllers.filter { $0["customClass"] == name }
        return matches.count == 1 ? matches[0] : nil
    }

    /// Each scene's `sceneID`, with the controller it holds.
    package func sceneIDs() -> [String: String] {
        var result: [String: String] = [:]
        for node in main.controllers {
            if let scene = node.parent?.parent, scene.name == "scene", let sceneID = scene["sceneID"] {
                result[sceneID] = node["id"] ?? ""
            }
        }
        return result
    }

    /// "a (storyboard id), b (…)" for messages.
    private func identifierList() -> String {
        let names = main.controllers.prefix(40).map { node -> String in
            let id = node["id"] ?? "?"
            return node["storyboardIdentifier"].map { "\($0) (\(id))" } ?? id
        }
        return names.isEmpty ? "no view controllers" : names.joined(separator: ", ")
    }

    /// The outermost controller that holds `id` by relationship segues, with each tab bar
    /// controller on the way showing the tab that leads to it (the app shows it so).
    /// The controllers segues push, from a navigation controller's root to `id` (the root
    /// first, `id` not included); empty for a controller no push reaches.
    func pushChain(to id: String) -> [String] {
        var chain: [String] = []
        var seen: Set<String> = [id]
        var current = id
        while let source = context.pushedFrom[current], seen.insert(source).inserted {
            chain.insert(source, at: 0)
            current = source
        }
        guard let root = chain.first, context.relationParents[root]?.relationship == "rootViewController" else { return [] }
        return chain
    }

    /// A scene started on a controller a segue pushes is shown as the app shows it: on top of
    /// its navigation controller's stack, the controllers that push it below it (so it has its
    /// navigation bar and a back button to the screen before). Returns the stack's root, whose
    /// containers then hold the scene; `id` itself when no push reaches it.
    private func shownOnItsStack(_ id: String) -> String {
        let chain = pushChain(to: id)
        guard let root = chain.first, let navigation = context.relationParents[root]?.parent else { return id }
        for member in chain where table.specs[member] == nil {
            guard let document = index.document(holding: member), let node = document.object(member) else { return id }
            importController(node, in: document)
        }
        if table.specs[navigation] == nil, let document = index.document(holding: navigation),
           let node = document.object(navigation) {
            importController(node, in: document)
        }
        guard var stack = table.specs[navigation], stack.kind == .navigation else { return id }
        let position = table.specs[id]?.location ?? FilePosition(line: 1, column: 1)
        stack.stack += (chain.dropFirst() + [id]).map { ControllerRef.id($0, position) }
        table.specs[navigation] = stack
        return root
    }

    func enclosingContainer(of id: String) -> String {
        var current = id
        var seen: Set<String> = [id]
        while let (parent, relationship) = context.relationParents[current], seen.insert(parent).inserted {
            if table.specs[parent] == nil,
               let document = index.document(holding: parent), let node = document.object(parent) {
                importController(node, in: document)
            }
            if relationship == "viewControllers", var tabs = table.specs[parent] {
                if let index = tabs.tabs.firstIndex(where: { if case .id(let tab, _) = $0 { tab == current } else { false } }) {
                    tabs.selected = index
                    table.specs[parent] = tabs
                }
            }
            current = parent
        }
        return current
    }

    // MARK: Context: which controllers sit in navigation and tab bar controllers

    /// Records relationship parents and works out which controllers are shown inside a
    /// navigation controller or a tab bar controller (for bars at design time and for
    /// whether a `show` segue pushes or presents).
    func analyse(_ document: IBDocument) {
        var pushes: [String: [String]] = [:]
        var navigationRoots: [String] = []
        var tabs: [String] = []
        for controller in document.controllers {
            guard let id = controller["id"] else { continue }
            for segue in controller.child("connections")?.children("segue") ?? [] where segue["kind"] == "relationship" {
                guard let (_, child) = destination(of: segue, in: document), let childID = child["id"] else { continue }
                let relationship = segue["relationship"] ?? ""
                context.relationParents[childID] = (id, relationship)
                if relationship == "rootViewController" { navigationRoots.append(childID) }
                if relationship == "viewControllers" { tabs.append(childID) }
            }
        }
        for segue in document.segues where segue["kind"] == "embed" {
            if let target = segue["destination"] { context.embedded.insert(target) }
        }
        for segue in document.segues {
            guard let kind = segue["kind"], ["show", "push", "showDetail"].contains(kind), let target = segue["destination"],
                  let source = document.controller(containing: segue)?["id"] else { continue }
            pushes[source, default: []].append(target)
        }
        var pushedFrom: [String: String] = [:]
        let placed = context.relationParents
        func spread(from starts: [String], into set: inout Set<String>, recording: Bool = false) {
            var queue = starts
            while !queue.isEmpty {
                let id = queue.removeFirst()
                guard set.insert(id).inserted else { continue }
                if let node = document.object(id), node.name == "navigationController" || node.name == "tabBarController" {
                    continue
                }
                for next in pushes[id] ?? [] {
                    guard let node = document.object(next), node.name != "navigationController",
                          node.name != "tabBarController" else { continue }
                    // The first (shortest) way a segue pushes it: the stack it is shown on.
                    if recording, pushedFrom[next] == nil, !set.contains(next), placed[next] == nil {
                        pushedFrom[next] = id
                    }
                    queue.append(next)
                }
            }
        }
        spread(from: navigationRoots, into: &context.navigation, recording: true)
        context.pushedFrom.merge(pushedFrom) { old, _ in old }
        let hiddenBarRoots = navigationRoots.filter { root in
            context.relationParents[root].flatMap { document.object($0.parent) }?["navigationBarHidden"] == "YES"
        }
        var underHiddenBar: Set<String> = []
        spread(from: hiddenBarRoots, into: &underHiddenBar)
        context.underHiddenNavigationBar.formUnion(underHiddenBar)
        var tabStarts = tabs
        for tab in tabs where document.object(tab)?.name == "navigationController" {
            if let root = navigationRoots.first(where: { context.relationParents[$0]?.parent == tab }) { tabStarts.append(root) }
        }
        var inTabs: Set<String> = []
        spread(from: tabStarts, into: &inTabs)
        context.tabs.formUnion(inTabs.filter { document.object($0)?.flag("hidesBottomBarWhenPushed") != true })
    }
}
