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
    static let intrinsicKinds: Set<String> = [
        "label", "button", "switch", "imageView", "activityIndicatorView", "pageControl", "stepper",
    ]

    func autoresizing(_ node: XMLElementNode, controller: XMLElementNode) -> AutoresizingMask {
        let ends = document(of: node).constraintEnds(of: node)
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
        // One pass over the ends: which edges are tied to anything, and which to the superview.
        var tied: Edge = [], toContainer: Edge = []
        var fixedWidth = false, fixedHeight = false
        for end in ends {
            guard let other = end.other else {
                if end.attribute == "width" { fixedWidth = true } else if end.attribute == "height" { fixedHeight = true }
                continue
            }
            guard let edge = Edge(attribute: end.attribute) else { continue }
            tied.insert(edge)
            if containers.contains(other) { toContainer.insert(edge) }
        }
        let stretches = !Self.intrinsicKinds.contains(node.name)
        var mask: AutoresizingMask = []
        if toContainer.contains(.centerX) {
            mask.formUnion([.flexibleLeftMargin, .flexibleRightMargin])
        } else if tied.contains(.leading) && tied.contains(.trailing) && !fixedWidth
                    && (stretches || (toContainer.contains(.leading) && toContainer.contains(.trailing))) {
            mask.insert(.flexibleWidth)
        } else if toContainer.contains(.trailing) && !toContainer.contains(.leading) {
            mask.insert(.flexibleLeftMargin)
        }
        if toContainer.contains(.centerY) {
            mask.formUnion([.flexibleTopMargin, .flexibleBottomMargin])
        } else if toContainer.contains(.top) && toContainer.contains(.bottom) && !fixedHeight {
            mask.insert(.flexibleHeight)
        } else if toContainer.contains(.bottom) && !tied.contains(.top) {
            mask.insert(.flexibleTopMargin)
        }
        return mask
    }

    /// The edges a constraint attribute ties, grouped as the mask inference reads them.
    struct Edge: OptionSet {
        let rawValue: UInt8
        static let leading = Edge(rawValue: 1), trailing = Edge(rawValue: 2), centerX = Edge(rawValue: 4)
        static let top = Edge(rawValue: 8), bottom = Edge(rawValue: 16), centerY = Edge(rawValue: 32)

        init(rawValue: UInt8) { self.rawValue = rawValue }

        /// The edge an attribute names (baselines count as top and bottom); nil for sizes and others.
        init?(attribute: String) {
            switch attribute {
            case "leading", "left", "leadingMargin", "leftMargin": self = .leading
            case "trailing", "right", "trailingMargin", "rightMargin": self = .trailing
            case "centerX", "centerXWithinMargins": self = .centerX
            case "top", "topMargin", "firstBaseline": self = .top
            case "bottom", "bottomMargin", "lastBaseline", "baseline": self = .bottom
            case "centerY", "centerYWithinMargins": self = .centerY
            default: return nil
            }
        }
    }

    /// The ids that stand for a superview in constraints: the view itself, its layout
    /// guides (safe area, margins) and, for a root view, the controller's layout guides.
    /// A short list: a linear search of a few small strings beats hashing them.
    private func containerIDs(of superview: XMLElementNode?, controller: XMLElementNode) -> [String] {
        guard let superview else { return [] }
        var ids: [String] = []
        if let id = superview["id"] { ids.append(id) }
        for guide in superview.children where guide.name == "viewLayoutGuide" { if let id = guide["id"] { ids.append(id) } }
        if superview["key"] == "view" || superview.parent === controller {
            for guide in controller.child("layoutGuides")?.children ?? [] { if let id = guide["id"] { ids.append(id) } }
        }
        if superview.name == "tableViewCellContentView", let cell = superview.parent, let id = cell["id"] { ids.append(id) }
        return ids
    }
}
