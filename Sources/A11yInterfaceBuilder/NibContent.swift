import A11yCore
import A11ySceneModel

/// What a nib gives the code that loads it (InterfaceBuilderImport.md, "Nibs loaded by code"): its top-level
/// views with their subviews, classes, outlets and constraints, each view read as the importer reads it
/// (texts, titles, images, controls' states, accessibility), for a reader of Swift that makes the objects
/// UIKit's `loadNibNamed` or a nib-registered cell would (a controller's view from its nib, a table's cells).
package struct NibContent: Sendable {
    /// A view of the nib and its subviews (a cell's: its content view's).
    package struct View: Sendable {
        package var id: String
        /// The class the nib names (`customClass`), else UIKit's for its element (`UILabel` for `<label>`).
        package var className: String
        package var uikitClass: String
        /// Its own properties as the importer reads them (its `subviews` are not used: see `subviews`).
        package var spec: ViewSpec
        /// The element's attributes (a stack view's `axis`, `spacing`, `alignment`, `distribution`;
        /// `translatesAutoresizingMaskIntoConstraints`).
        package var attributes: [String: String]
        package var subviews: [View]
        /// A cell's content view's id (its subviews are this view's `subviews`).
        package var contentViewID: String?
        /// Its outlets: property name and the id of the object connected.
        package var outlets: [Outlet]
        /// Its layout guides by id (`safeArea`, a `layoutGuide` of its own).
        package var guides: [String: String]
        /// Its actions (`<action selector="save:" destination="…" eventType="touchUpInside"/>`), in the file's order.
        package var actions: [Action] = []
    }

    /// A control's or bar button item's action: the selector sent and the id of the object it is sent to.
    package struct Action: Sendable {
        package var selector: String
        package var destination: String?
    }

    /// A storyboard scene's bar button item: what the importer reads of it, and its action.
    package struct BarItem: Sendable {
        package var spec: BarItemSpec
        package var action: Action?
    }

    package struct Outlet: Sendable {
        package var property: String
        package var destination: String
    }

    /// A constraint between two items of the nib, by id (an item may be a view's layout guide).
    package struct Constraint: Sendable {
        package var first: String
        package var firstAttribute: String
        package var relation: String?
        package var second: String?
        package var secondAttribute: String?
        package var multiplier: Double
        package var constant: Double
        package var priority: Double
    }

    package var path: String
    package var views: [View]
    /// The File's Owner's outlets (`view`, the controller's own).
    package var ownerOutlets: [Outlet]
    package var constraints: [Constraint]
    /// A storyboard scene's navigation item's title (`sceneContent`); nil for a nib.
    package var navigationTitle: String?
    /// A storyboard scene's navigation item's left and right bar button items (`sceneContent`).
    package var leftItems: [BarItem] = []
    package var rightItems: [BarItem] = []
}

extension StoryboardImporter {
    /// The nib at `path` in `language` as code loading it gets it (see `NibContent`).
    package static func nibContent(path: String, language: String?, cache: InterfaceBuilderCache) throws -> NibContent {
        let importer = try StoryboardImporter(path: path, language: language, cache: cache)
        return importer.nibContent()
    }

    private func nibContent() -> NibContent {
        let objects = main.root.child("objects")?.children ?? []
        let owner = objects.first { $0.name == "placeholder" && $0["placeholderIdentifier"] == "IBFilesOwner" }
        var constraints: [NibContent.Constraint] = []
        let views = xibTopLevel.views.compactMap { nibView($0, controller: owner ?? $0, constraints: &constraints) }
        return NibContent(path: mainPath, views: views, ownerOutlets: Self.outlets(of: owner), constraints: constraints)
    }

    /// The scene of the storyboard at `path` whose view controller is of class `controllerClass`, as a controller of
    /// that class read from its code gets it when a storyboard makes it (InterfaceBuilderImport.md, "Storyboard scenes
    /// loaded into code"): the controller's root view as a nib's one top-level view, the controller's outlets as the
    /// File's Owner's (its `view` included), the scene's constraints (the old top and bottom layout guides as the root
    /// view's safe area, which took their place), and its navigation item's title. Nil when no scene has that class.
    package static func sceneContent(path: String, controllerClass: String, language: String?,
                                     cache: InterfaceBuilderCache) throws -> NibContent? {
        let importer = try StoryboardImporter(path: path, language: language, cache: cache)
        return importer.sceneContent(controllerClass)
    }

    private func sceneContent(_ controllerClass: String) -> NibContent? {
        guard let controller = main.controllers.first(where: { $0["customClass"] == controllerClass }),
              let root = controller.children.first(where: { $0["key"] == "view" }), let rootID = root["id"] else { return nil }
        var constraints: [NibContent.Constraint] = []
        guard var view = nibView(root, controller: controller, constraints: &constraints) else { return nil }
        var outlets = Self.outlets(of: controller)
        if !outlets.contains(where: { $0.property == "view" }) {
            outlets.append(NibContent.Outlet(property: "view", destination: rootID))
        }
        // `topLayoutGuide.bottom` is where the safe area's top is, `bottomLayoutGuide.top` its bottom.
        let safeArea = view.guides.first { $0.value == "safeArea" }?.key ?? rootID + "#safeArea"
        view.guides[safeArea] = "safeArea"
        var oldGuides: [String: String] = [:]
        for guide in controller.child("layoutGuides")?.children ?? [] {
            if let id = guide["id"] { oldGuides[id] = guide["type"] == "bottom" ? "bottom" : "top" }
        }
        constraints = constraints.map { constraint in
            var moved = constraint
            if let side = oldGuides[constraint.first] { (moved.first, moved.firstAttribute) = (safeArea, side) }
            if let second = constraint.second, let side = oldGuides[second] {
                (moved.second, moved.secondAttribute) = (safeArea, side)
            }
            return moved
        }
        let navigationItem = controller.child("navigationItem", key: "navigationItem")
        let title = navigationItem.flatMap { text(of: $0, key: "title") }
        var content = NibContent(path: mainPath, views: [view], ownerOutlets: outlets, constraints: constraints,
                                 navigationTitle: title)
        if let navigationItem {
            func items(_ single: String, _ list: String) -> [NibContent.BarItem] {
                let nodes = navigationItem.children.filter { $0.name == "barButtonItem" && $0["key"] == single }
                    + (navigationItem.child(list)?.children("barButtonItem") ?? [])
                return nodes.compactMap { node in
                    let spec = barItem(node, controller: controller, in: main)
                    if spec.system == .flexibleSpace || spec.system == .fixedSpace { return nil }
                    return NibContent.BarItem(spec: spec, action: Self.actions(of: node).first)
                }
            }
            content.leftItems = items("leftBarButtonItem", "leftBarButtonItems")
            content.rightItems = items("rightBarButtonItem", "rightBarButtonItems")
        }
        return content
    }

    /// The actions an object's `connections` send (a bar button item's may be its `action` attribute).
    private static func actions(of node: XMLElementNode) -> [NibContent.Action] {
        var found = (node.child("connections")?.children("action") ?? []).compactMap { action in
            action["selector"].map { NibContent.Action(selector: $0, destination: action["destination"]) }
        }
        if found.isEmpty, let selector = node["action"] { found.append(NibContent.Action(selector: selector, destination: nil)) }
        return found
    }

    private static func outlets(of node: XMLElementNode?) -> [NibContent.Outlet] {
        (node?.child("connections")?.children("outlet") ?? []).compactMap { outlet in
            guard let property = outlet["property"], let destination = outlet["destination"] else { return nil }
            return NibContent.Outlet(property: property, destination: destination)
        }
    }

    /// UIKit's class for an Interface Builder element (`<label>` is `UILabel`, `<tableViewCellContentView>` a view).
    static func uikitClass(of element: String) -> String {
        switch element {
        case "view", "tableViewCellContentView", "collectionViewCellContentView": "UIView"
        case "wkWebView": "WKWebView"
        default: "UI" + element.prefix(1).uppercased() + element.dropFirst()
        }
    }

    private func nibView(_ node: XMLElementNode, controller: XMLElementNode,
                         constraints: inout [NibContent.Constraint]) -> NibContent.View? {
        guard let id = node["id"], !Self.nonViews.contains(node.name),
              var spec = importView(node, parentSize: canvas.size, controller: controller, in: main) else { return nil }
        spec.subviews = []
        var children = node.child("subviews")?.children ?? []
        var contentViewID: String?
        if ["tableViewCell", "collectionViewCell", "collectionReusableView"].contains(node.name),
           let content = node.children.first(where: { $0["key"] == "contentView" }) {
            contentViewID = content["id"]
            children = (content.child("subviews")?.children ?? []) + children
            readConstraints(of: content, into: &constraints)
        }
        if node.name == "visualEffectView" {
            children = node.child("view", key: "contentView")?.child("subviews")?.children ?? []
        }
        readConstraints(of: node, into: &constraints)
        var guides: [String: String] = [:]
        for guide in node.children("viewLayoutGuide") {
            if let guideID = guide["id"] { guides[guideID] = guide["key"] ?? "safeArea" }
        }
        let uikit = Self.uikitClass(of: node.name)
        return NibContent.View(
            id: id, className: node["customClass"] ?? uikit, uikitClass: uikit, spec: spec, attributes: node.attributes,
            subviews: children.compactMap { nibView($0, controller: controller, constraints: &constraints) },
            contentViewID: contentViewID, outlets: Self.outlets(of: node), guides: guides, actions: Self.actions(of: node))
    }

    private func readConstraints(of node: XMLElementNode, into constraints: inout [NibContent.Constraint]) {
        guard let holder = node["id"] else { return }
        for constraint in node.child("constraints")?.children("constraint") ?? [] {
            guard let attribute = constraint["firstAttribute"] else { continue }
            constraints.append(NibContent.Constraint(
                first: constraint["firstItem"] ?? holder, firstAttribute: attribute, relation: constraint["relation"],
                second: constraint["secondItem"] ?? (constraint["secondAttribute"] == nil ? nil : holder),
                secondAttribute: constraint["secondAttribute"],
                multiplier: Self.multiplier(constraint["multiplier"]) ?? 1, constant: constraint.number("constant") ?? 0,
                priority: constraint.number("priority") ?? 1000))
        }
    }
}
