import A11yCore
import A11yLayout
import A11ySceneModel

/// Auto Layout input: a view element, its subviews and their constraints as a `LayoutTree`,
/// which `A11yLayout`'s engine solves for the device the model shows (and re-solves when it
/// rotates or the text size changes).
extension StoryboardImporter {
    /// Elements whose content has a size of its own: their design frame is taken as what
    /// Interface Builder measured with the real fonts and images (their intrinsic size).
    static let intrinsicKinds: Set<String> = [
        "label", "button", "switch", "imageView", "activityIndicatorView", "pageControl", "stepper",
        "segmentedControl", "textField", "datePicker",
    ]
    /// Elements with an intrinsic height only (a bar's is its standard height: 44 pt for a
    /// toolbar or navigation bar, 49 for a tab bar, as the file saved it).
    static let intrinsicHeightKinds: Set<String> = ["slider", "progressView", "searchBar", "toolbar", "navigationBar", "tabBar"]
    /// The controls whose frame is larger than their alignment rectangle, as Interface
    /// Builder lays them out (measured from the shared files: a switch's frame reaches 2 pt
    /// past its trailing alignment edge, a slider's 2 pt past each side and half a point above and
    /// below).
    package static let alignmentInsets: [String: EdgeInsets] = [
        "switch": EdgeInsets(right: 2),
        "slider": EdgeInsets(top: 0.5, left: 2, bottom: 0.5, right: 2),
    ]
    /// Elements that scroll their subviews.
    static let scrollingKinds: Set<String> = ["scrollView", "tableView", "collectionView", "textView"]

    /// The layout tree of the view element `root` (a controller's view, a xib's top-level
    /// view or a cell's content view), with the design canvas's safe area.
    func layoutTree(_ root: XMLElementNode, controller: XMLElementNode?, designSafeArea: EdgeInsets,
                    in document: IBDocument) -> LayoutTree {
        var tree = LayoutTree(file: document.path, designSafeArea: designSafeArea)
        let excluded = excludedConstraints(in: document)
        var items: [String: LayoutItem] = [:]
        var owners: [(node: XMLElementNode, index: Int)] = []
        func visit(_ element: XMLElementNode, parent: Int?) {
            guard let node = layoutNode(element, parent: parent) else { return }
            let index = tree.nodes.count
            tree.nodes.append(node)
            items[node.id] = .view(index)
            if let id = node.safeAreaGuideID { items[id] = .safeArea(index) }
            if let id = node.contentGuideID { items[id] = .contentGuide(index) }
            if let id = node.frameGuideID { items[id] = .frameGuide(index) }
            if element.child("constraints") != nil { owners.append((element, index)) }
            let subviews = element.name == "tableViewCell" || element.name == "collectionViewCell"
                ? [element.child("tableViewCellContentView", key: "contentView") ?? element.child("view", key: "contentView")]
                    .compactMap { $0 } + (element.child("subviews")?.children ?? [])
                : element.child("subviews")?.children ?? []
            for child in subviews { visit(child, parent: index) }
        }
        visit(root, parent: nil)
        guard !tree.nodes.isEmpty else { return tree }
        tree.nodes[0].parent = nil
        for guide in controller?.child("layoutGuides")?.children ?? [] {
            guard let id = guide["id"] else { continue }
            items[id] = guide["type"] == "bottom" ? .bottomLayoutGuide : .topLayoutGuide
        }
        for (owner, ownerIndex) in owners {
            for element in owner.child("constraints")?.children("constraint") ?? [] {
                if let id = element["id"], excluded.contains(id) { continue }
                if let constraint = layoutConstraint(element, owner: ownerIndex, items: items, in: document) {
                    tree.constraints.append(constraint)
                }
            }
        }
        tree.designSafeArea = tree.designSafeArea(fallback: designSafeArea)
        return tree
    }

    /// The constraints size-class variations leave out on the modelled device in portrait, in
    /// the whole document (constraint ids are the document's): `<variation key="default">`
    /// excludes what only other size classes install; a variation for this device's classes —
    /// compact width and regular height on a phone, regular both ways on a pad — includes its
    /// own. Found once per document and kind of device.
    private func excludedConstraints(in document: IBDocument) -> Set<String> {
        if let known = document.excludedConstraints[device] { return known }
        var excluded: Set<String> = []
        var included: Set<String> = []
        for variation in document.variations {
            guard let key = variation["key"] else { continue }
            let isDefault = key == "default"
            guard isDefault || matchesSizeClasses(key) else { continue }
            for mask in variation.children("mask") where mask["key"] == "constraints" {
                for item in mask.children(isDefault ? "exclude" : "include") {
                    guard let id = item["reference"] else { continue }
                    if isDefault { excluded.insert(id) } else { included.insert(id) }
                }
            }
        }
        let result = excluded.subtracting(included)
        document.excludedConstraints[device] = result
        return result
    }

    /// Whether a variation's key (`widthClass=compact`, `heightClass=regular-widthClass=compact`)
    /// names the size classes of the modelled device in portrait: compact width and regular
    /// height on a phone, regular both ways on a pad.
    func matchesSizeClasses(_ key: String) -> Bool {
        let traits: [String: String] = device == .pad
            ? ["widthClass": "regular", "heightClass": "regular"] : ["widthClass": "compact", "heightClass": "regular"]
        return key.split(separator: "-").allSatisfy { pair in
            let parts = pair.split(separator: "=")
            return parts.count == 2 && traits[String(parts[0])] == String(parts[1])
        }
    }

    /// One view element as a layout node; nil for elements that are not views.
    private func layoutNode(_ element: XMLElementNode, parent: Int?) -> LayoutNode? {
        if Self.nonViews.contains(element.name) && element.name != "tableViewCellContentView" { return nil }
        if element["key"] == "backgroundView" || element["key"] == "selectedBackgroundView" { return nil }
        guard let id = element["id"] else { return nil }
        let frame = rect(element) ?? Rect(origin: .zero, size: canvas.size)
        let className = element["customClass"] ?? Self.uiKitClass(element.name)
        var node = LayoutNode(id: id, className: className, parent: parent, designFrame: frame)
        node.position = LayoutPosition(line: element.position.line, column: element.position.column)
        node.isHidden = element.flag("hidden")
        node.isMisplaced = element.flag("misplaced")
        node.translatesMask = element["translatesAutoresizingMaskIntoConstraints"] != "NO"
        node.autoresizing = autoresizingMask(element)
        if element.name == "tableViewCellContentView" { node.role = .cellContent }
        node.alignmentInsets = Self.alignmentInsets[element.name] ?? EdgeInsets()
        let aligned = frame.inset(by: node.alignmentInsets)
        if Self.intrinsicKinds.contains(element.name) {
            if element.name != "textField" { node.intrinsicWidth = aligned.width }
            node.intrinsicHeight = aligned.height
        } else if Self.intrinsicHeightKinds.contains(element.name) {
            node.intrinsicHeight = aligned.height
        } else if element.name == "textView", element["scrollEnabled"] == "NO" {
            // A text view that does not scroll sizes itself to its text, as a label does.
            node.intrinsicWidth = aligned.width
            node.intrinsicHeight = aligned.height
        }
        if element.name == "imageView", element["image"] == nil, element.child("imageReference") == nil {
            node.intrinsicWidth = nil
            node.intrinsicHeight = nil
        }
        node.hugging = AxisPriorities(horizontal: element.number("horizontalHuggingPriority") ?? 250,
                                      vertical: element.number("verticalHuggingPriority") ?? 250)
        node.compression = AxisPriorities(horizontal: element.number("horizontalCompressionResistancePriority") ?? 750,
                                          vertical: element.number("verticalCompressionResistancePriority") ?? 750)
        if let insets = element.child("edgeInsets", key: "layoutMargins") {
            node.layoutMargins = EdgeInsets(top: insets.number("top") ?? 0, left: insets.number("left") ?? 0,
                                            bottom: insets.number("bottom") ?? 0, right: insets.number("right") ?? 0)
        } else if let insets = element.child("directionalEdgeInsets", key: "directionalLayoutMargins") {
            node.layoutMargins = EdgeInsets(top: insets.number("top") ?? 0, left: insets.number("leading") ?? 0,
                                            bottom: insets.number("bottom") ?? 0, right: insets.number("trailing") ?? 0)
        }
        node.insetsMarginsFromSafeArea = element["insetsLayoutMarginsFromSafeArea"] != "NO"
        node.preservesSuperviewMargins = element.flag("preservesSuperviewLayoutMargins")
        if element.name == "stackView" {
            node.stack = StackArrangement(
                axis: element["axis"] == "vertical" ? .vertical : .horizontal,
                distribution: element["distribution"].flatMap(StackArrangement.Distribution.init(rawValue:)) ?? .fill,
                alignment: element["alignment"].flatMap(StackArrangement.Alignment.init(rawValue:)) ?? .fill,
                // `spacingType="standard"` is UIStackView.spacingUseSystem: the system's 8 pt
                // between siblings (AutoLayoutRules.md, "Stack views").
                spacing: element.number("spacing") ?? (element["spacingType"] == "standard" ? 8 : 0),
                // Interface Builder saves a stack's margins only when it arranges inside them
                // (its "Layout Margins" setting): every such stack of real files does.
                marginsRelative: element.flag("layoutMarginsRelativeArrangement")
                    || element.children.contains { ["layoutMargins", "directionalLayoutMargins"].contains($0["key"] ?? "") },
                baselineRelative: element["axis"] == "vertical" && element.flag("baselineRelativeArrangement"))
        }
        node.isScrollView = Self.scrollingKinds.contains(element.name)
        for guide in element.children("viewLayoutGuide") {
            switch guide["key"] {
            case "safeArea": node.safeAreaGuideID = guide["id"]
            case "contentLayoutGuide": node.contentGuideID = guide["id"]
            case "frameLayoutGuide": node.frameGuideID = guide["id"]
            default: break
            }
        }
        node.text = textMetrics(element)
        return node
    }

    /// The font of a text-showing element, when it has one.
    private func textMetrics(_ element: XMLElementNode) -> TextMetrics? {
        guard ["label", "button", "textField"].contains(element.name) else { return nil }
        let font = element.child("fontDescription", key: "fontDescription")
            ?? element.child("buttonConfiguration")?.child("fontDescription")
        let style = font?["style"].map { Self.textStyleName($0) }
        let size = font?.number("pointSize") ?? style.flatMap { ContentSizeCategory.designSize(of: $0) } ?? 17
        let lines = element.name == "label" ? Int(element.number("numberOfLines") ?? 1) : 1
        let normal = element.children("state").first { $0["key"] == "normal" }
        let text = element["text"] ?? normal?["title"] ?? ""
        // A translated text: the design frame measured the base text (the Localization article).
        let base = element["text"] != nil ? element.baseAttributes["text"] : normal?.baseAttributes["title"]
        return TextMetrics(pointSize: size, textStyle: style,
                           adjustsToTextSize: element.flag("adjustsFontForContentSizeCategory"), numberOfLines: lines, text: text,
                           designText: base)
    }

    /// `UICTFontTextStyleBody` → `body`.
    static func textStyleName(_ raw: String) -> String {
        guard raw.hasPrefix("UICTFontTextStyle") else { return raw }
        let name = raw.dropFirst("UICTFontTextStyle".count)
        return name.prefix(1).lowercased() + name.dropFirst()
    }

    /// The UIKit class an element stands for (`imageView` → `UIImageView`).
    static func uiKitClass(_ element: String) -> String {
        switch element {
        case "tableViewCellContentView": return "UITableViewCellContentView"
        case "view": return "UIView"
        default: return "UI" + element.prefix(1).uppercased() + element.dropFirst()
        }
    }

    /// The element's recorded autoresizing mask.
    package func autoresizingMask(_ element: XMLElementNode) -> AutoresizingMask {
        guard let mask = element.child("autoresizingMask", key: "autoresizingMask") else { return [] }
        var result: AutoresizingMask = []
        if mask.flag("flexibleMinX") { result.insert(.flexibleLeftMargin) }
        if mask.flag("widthSizable") { result.insert(.flexibleWidth) }
        if mask.flag("flexibleMaxX") { result.insert(.flexibleRightMargin) }
        if mask.flag("flexibleMinY") { result.insert(.flexibleTopMargin) }
        if mask.flag("heightSizable") { result.insert(.flexibleHeight) }
        if mask.flag("flexibleMaxY") { result.insert(.flexibleBottomMargin) }
        return result
    }

    /// One `<constraint>`; nil (with a note) when it cannot be used, and for placeholder
    /// constraints, which Interface Builder removes at build time.
    private func layoutConstraint(_ element: XMLElementNode, owner: Int, items: [String: LayoutItem],
                                  in document: IBDocument) -> LayoutConstraint? {
        guard !element.flag("placeholder") else { return nil }
        let id = element["id"] ?? "?"
        func item(_ key: String) -> LayoutItem?? {
            guard let reference = element[key] else { return .some(nil) }
            guard let item = items[reference] else {
                note(element, in: document, "constraint \(id) ties \(reference), which is not a view of this screen: ignored")
                return nil
            }
            return .some(item)
        }
        guard let firstItem = item("firstItem"), let secondItem = item("secondItem") else { return nil }
        guard let firstName = element["firstAttribute"], let firstAttribute = LayoutAttribute(fileName: firstName) else {
            note(element, in: document, "constraint \(id) has no attribute UIKit knows "
                 + "(\(element["firstAttribute"] ?? "none")): ignored")
            return nil
        }
        var secondAttribute: LayoutAttribute?
        if let name = element["secondAttribute"] {
            guard let attribute = LayoutAttribute(fileName: name) else {
                note(element, in: document, "constraint \(id) has no attribute UIKit knows (\(name)): ignored")
                return nil
            }
            secondAttribute = attribute
        }
        let second = secondItem ?? (secondAttribute != nil ? .view(owner) : nil)
        if second == nil, !firstAttribute.isSize {
            note(element, in: document, "constraint \(id) fixes a position (\(firstName)) to a constant: ignored")
            return nil
        }
        let relation: LayoutConstraint.Relation = switch element["relation"] {
        case "lessThanOrEqual": .lessThanOrEqual
        case "greaterThanOrEqual": .greaterThanOrEqual
        default: .equal
        }
        let multiplier = Self.multiplier(element["multiplier"])
        // A size class of the device can give the constraint another constant
        // (`<variation key="widthClass=compact" constant="180"/>`).
        let variation = element.children("variation").last { $0["key"].map(matchesSizeClasses) ?? false }
        let constant = variation?.number("constant") ?? element.number("constant") ?? 0
        let priority = element.number("priority") ?? 1000
        guard let multiplier, multiplier.isFinite, constant.isFinite, priority.isFinite, priority > 0 else {
            note(element, in: document, "constraint \(id) has a multiplier, constant or priority "
                 + "that is not a finite number: ignored")
            return nil
        }
        return LayoutConstraint(id: id, first: firstItem ?? .view(owner), firstAttribute: firstAttribute, relation: relation,
                                second: second, secondAttribute: second == nil ? nil : (secondAttribute ?? firstAttribute),
                                multiplier: multiplier, constant: constant, priority: min(1000, priority),
                                position: LayoutPosition(line: element.position.line, column: element.position.column))
    }

    /// A multiplier as Interface Builder writes it: `0.5` or a ratio `16:9`.
    package static func multiplier(_ text: String?) -> Double? {
        guard let text else { return 1 }
        let parts = text.split(separator: ":")
        if parts.count == 2, let a = Double(parts[0]), let b = Double(parts[1]), b != 0 { return a / b }
        return Double(text)
    }
}

/// A view's layout as Interface Builder's canvas shows it: the tree, and the environment of
/// its design canvas (its size, the bars and home indicator that cover it, the canvas
/// device's margins). Solving the tree for this environment must give back the frames the
/// file saved, for every view not marked misplaced: Interface Builder is the reference solver.
public struct DesignLayout: Sendable {
    /// The controller's id (a xib: the top-level view's).
    public var id: String
    public var tree: LayoutTree
    public var environment: LayoutEnvironment
}

extension StoryboardImporter {
    /// `designLayouts()`, or only the one `scene` picks as `--scene` picks a scene (storyboard
    /// identifier, object id or scene id; a xib's top-level view id); an id the file does not
    /// have throws `SceneChoiceError`, naming the closest.
    package func designLayouts(scene: String?) throws -> [DesignLayout] {
        let layouts = designLayouts()
        guard let scene else { return layouts }
        let id = main.kind == .storyboard ? controllerNode(named: scene)?["id"] : scene
        let chosen = layouts.filter { $0.id == id }
        guard chosen.isEmpty else { return chosen }
        throw SceneChoiceError(file: mainPath, requested: scene, choices: catalog(),
                               sceneIDs: main.kind == .storyboard ? sceneIDs() : [:])
    }

    /// Every controller view and xib top-level view of the main file, on its design canvas.
    package func designLayouts() -> [DesignLayout] {
        var layouts: [DesignLayout] = []
        let margin = LayoutEnvironment.systemMinimumMargin(screenWidth: canvas.isPad ? 1024 : canvas.size.width)
        for controller in main.controllers {
            guard let view = controller.child(key: "view") ?? controller.child("tableView", key: "view"),
                  let id = controller["id"] else { continue }
            let frame = rect(view) ?? Rect(origin: .zero, size: canvas.size)
            let insets = designInsets(controller: controller, id: id, rootFrame: frame, in: main)
            let tree = layoutTree(view, controller: controller,
                                  designSafeArea: EdgeInsets(top: insets.top, bottom: insets.bottom), in: main)
            let safe = tree.designSafeArea
            var environment = LayoutEnvironment(rootSize: frame.size, safeArea: safe, minimumMargin: margin)
            environment.isDesignCanvas = true
            layouts.append(DesignLayout(id: id, tree: tree.withDesignMargins(environment), environment: environment))
        }
        if main.kind == .xib {
            for view in xibTopLevel.views {
                guard let id = view["id"] else { continue }
                let frame = rect(view) ?? Rect(origin: .zero, size: canvas.size)
                // A view as large as the canvas is a screen, under its status bar and above its
                // home indicator; a smaller one (a cell, a piece of a screen) has no safe area.
                let fullScreen = frame.size == canvas.size
                let fallback = fullScreen ? EdgeInsets(top: canvas.statusBar, bottom: canvas.homeIndicator) : EdgeInsets()
                let tree = layoutTree(view, controller: nil, designSafeArea: fallback, in: main)
                let safe = tree.designSafeArea
                var environment = LayoutEnvironment(rootSize: frame.size, safeArea: safe, minimumMargin: margin)
                environment.isDesignCanvas = true
                layouts.append(DesignLayout(id: id, tree: tree.withDesignMargins(environment), environment: environment))
            }
        }
        return layouts
    }
}
