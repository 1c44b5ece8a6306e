import A11yCore

/// How a view follows its superview when the model's screen differs from the design canvas.
///
/// Frame-placed views keep their recorded autoresizing mask. For views placed by auto
/// layout, a mask is inferred from what their constraints pin (the constraint system is not
/// solved): leading and trailing edges pinned make the width flexible, a trailing edge alone
/// a flexible left margin, a centre both margins; the same vertically with top and bottom.
extension StoryboardImporter {
    /// One end of a constraint, seen from a view: its attribute and what it is tied to.
    struct ConstraintEnd {
        var attribute: String
        var other: String?
    }

    /// Views whose own size is their content's (they do not stretch between siblings).
    static let intrinsicKinds: Set<String> = ["label", "button", "switch", "imageView", "activityIndicatorView", "pageControl", "stepper"]

    func autoresizing(_ node: XMLElementNode, controller: XMLElementNode) -> AutoresizingMask {
        let ends = document(of: node).constraintIndex[node["id"] ?? ""] ?? []
        if ends.isEmpty {
            guard let mask = node.child("autoresizingMask", key: "autoresizingMask") else { return [] }
            var result: AutoresizingMask = []
            if mask.flag("flexibleMinX") { result.insert(.flexibleLeftMargin) }
            if mask.flag("widthSizable") { result.insert(.flexibleWidth) }
            if mask.flag("flexibleMaxX") { result.insert(.flexibleRightMargin) }
            if mask.flag("flexibleMinY") { result.insert(.flexibleTopMargin) }
            if mask.flag("heightSizable") { result.insert(.flexibleHeight) }
            if mask.flag("flexibleMaxY") { result.insert(.flexibleBottomMargin) }
            return result
        }
        let containers = containerIDs(of: node.parent?.parent, controller: controller)
        func edge(_ names: Set<String>) -> (container: Bool, any: Bool) {
            let matching = ends.filter { names.contains($0.attribute) && $0.other != nil }
            return (matching.contains { containers.contains($0.other!) }, !matching.isEmpty)
        }
        let fixedWidth = ends.contains { $0.attribute == "width" && $0.other == nil }
        let fixedHeight = ends.contains { $0.attribute == "height" && $0.other == nil }
        let stretches = !Self.intrinsicKinds.contains(node.name)
        var mask: AutoresizingMask = []
        let leading = edge(["leading", "left", "leadingMargin", "leftMargin"])
        let trailing = edge(["trailing", "right", "trailingMargin", "rightMargin"])
        if edge(["centerX", "centerXWithinMargins"]).container {
            mask.formUnion([.flexibleLeftMargin, .flexibleRightMargin])
        } else if leading.any && trailing.any && !fixedWidth && (stretches || (leading.container && trailing.container)) {
            mask.insert(.flexibleWidth)
        } else if trailing.container && !leading.container {
            mask.insert(.flexibleLeftMargin)
        }
        let top = edge(["top", "topMargin", "firstBaseline"])
        let bottom = edge(["bottom", "bottomMargin", "lastBaseline", "baseline"])
        if edge(["centerY", "centerYWithinMargins"]).container {
            mask.formUnion([.flexibleTopMargin, .flexibleBottomMargin])
        } else if top.container && bottom.container && !fixedHeight {
            mask.insert(.flexibleHeight)
        } else if bottom.container && !top.any {
            mask.insert(.flexibleTopMargin)
        }
        return mask
    }

    /// The ids that stand for a superview in constraints: the view itself, its layout
    /// guides (safe area, margins) and, for a root view, the controller's layout guides.
    private func containerIDs(of superview: XMLElementNode?, controller: XMLElementNode) -> Set<String> {
        guard let superview else { return [] }
        var ids: Set<String> = []
        if let id = superview["id"] { ids.insert(id) }
        for guide in superview.children("viewLayoutGuide") { if let id = guide["id"] { ids.insert(id) } }
        if superview["key"] == "view" || superview.parent === controller {
            for guide in controller.child("layoutGuides")?.children ?? [] { if let id = guide["id"] { ids.insert(id) } }
        }
        if superview.name == "tableViewCellContentView", let cell = superview.parent, let id = cell["id"] { ids.insert(id) }
        return ids
    }
}
