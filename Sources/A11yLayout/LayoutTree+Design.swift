import A11yCore

extension LayoutTree {
    /// The root's safe area on the design canvas as the file's own frames show it: a view
    /// tied by its top to the root's safe-area top (or top layout guide, or top margin) sits
    /// that constant below it; the same at the bottom. Canvases differ between Xcode versions
    /// (the same device id has had other status bars), so the saved frames are the better
    /// witness; `fallback` is used for an edge no constraint ties.
    public func designSafeArea(fallback: EdgeInsets) -> EdgeInsets {
        var result = fallback
        var foundTop = false, foundBottom = false
        let absolute = designAlignmentRects()
        let rootHeight = nodes.first?.designFrame.height ?? 0
        for constraint in constraints where constraint.priority >= 1000 && constraint.relation == .equal
            && constraint.multiplier == 1 {
            guard let second = constraint.second, let secondAttribute = constraint.secondAttribute else { continue }
            // Orient it as `view.attribute = guide.attribute + constant`.
            var view = constraint.first, viewAttribute = constraint.firstAttribute
            var guide = second, guideAttribute = secondAttribute, constant = constraint.constant
            if Self.isRootTopOrBottom(view, viewAttribute) {
                swap(&view, &guide)
                swap(&viewAttribute, &guideAttribute)
                constant = -constant
            }
            guard case .view(let index) = view, index != 0, !nodes[index].isMisplaced,
                  let edge = Self.rootEdge(guide, guideAttribute) else { continue }
            let frame = absolute[index]
            // The view's edge the constraint ties, whichever it is (a bar's bottom on the
            // safe area's top, a button's bottom on its bottom, a centre).
            let position: Double? = switch viewAttribute {
            case .top: frame.minY
            case .bottom, .lastBaseline: frame.maxY
            case .centerY: frame.midY
            default: nil
            }
            guard let position else { continue }
            switch edge {
            case .top where !foundTop:
                result.top = position - constant
                foundTop = true
            case .bottom where !foundBottom:
                result.bottom = rootHeight - (position - constant)
                foundBottom = true
            default: break
            }
        }
        return result
    }

    private enum RootEdge { case top, bottom }

    private static func isRootTopOrBottom(_ item: LayoutItem, _ attribute: LayoutAttribute) -> Bool {
        rootEdge(item, attribute) != nil
    }

    /// Whether `item.attribute` is the root's safe-area top or bottom edge.
    private static func rootEdge(_ item: LayoutItem, _ attribute: LayoutAttribute) -> RootEdge? {
        switch (item, attribute) {
        case (.safeArea(0), .top), (.topLayoutGuide, .bottom), (.view(0), .topMargin): .top
        case (.safeArea(0), .bottom), (.bottomLayoutGuide, .top), (.view(0), .bottomMargin): .bottom
        default: nil
        }
    }

    /// Every node's design alignment rectangle in the root's coordinates.
    func designAlignmentRects() -> [Rect] {
        var origins: [Point] = []
        var rects: [Rect] = []
        for node in nodes {
            let origin: Point
            if let parent = node.parent {
                origin = Point(x: origins[parent].x + node.designFrame.minX, y: origins[parent].y + node.designFrame.minY)
            } else {
                origin = .zero
            }
            origins.append(origin)
            rects.append(Rect(origin: origin, size: node.designFrame.size).inset(by: node.alignmentInsets))
        }
        return rects
    }
}

extension LayoutTree {
    /// The tree with the layout margins Interface Builder's canvas used, where the file's
    /// frames show them: a view tied to another's margin attribute sits at that margin plus
    /// the constant. Canvases have used other defaults than devices (a cell's content view in
    /// a xib of its own has had 8 pt margins, then 16; devices give the table's), so the design
    /// check measures them; edges no constraint ties keep UIKit's default for `environment`.
    public func withDesignMargins(_ environment: LayoutEnvironment) -> LayoutTree {
        var tree = self
        let absolute = designAlignmentRects()
        var found: [Int: [LayoutAttribute: Double]] = [:]
        for constraint in constraints where constraint.priority >= 1000 && constraint.relation == .equal
            && constraint.multiplier == 1 {
            guard let second = constraint.second, let secondAttribute = constraint.secondAttribute else { continue }
            var view = constraint.first, viewAttribute = constraint.firstAttribute
            var owner = second, ownerAttribute = secondAttribute, constant = constraint.constant
            if case .view = view, viewAttribute.isMargin {
                swap(&view, &owner)
                swap(&viewAttribute, &ownerAttribute)
                constant = -constant
            }
            guard case .view(let index) = view, case .view(let ownerIndex) = owner, ownerAttribute.isMargin,
                  !nodes[index].isMisplaced, nodes[ownerIndex].layoutMargins == nil else { continue }
            let frame = absolute[index]
            var base = absolute[ownerIndex]
            if ownerIndex == 0 { base = base.inset(by: designSafeArea) }
            // `view.attribute = owner.marginAttribute + constant`, solved for the margin.
            let margin: Double? = switch (ownerAttribute, viewAttribute) {
            case (.leadingMargin, .leading), (.leftMargin, .left): frame.minX - constant - base.minX
            case (.trailingMargin, .trailing), (.rightMargin, .right): base.maxX - (frame.maxX - constant)
            case (.topMargin, .top): frame.minY - constant - base.minY
            case (.bottomMargin, .bottom): base.maxY - (frame.maxY - constant)
            default: nil
            }
            if let margin, found[ownerIndex]?[ownerAttribute] == nil { found[ownerIndex, default: [:]][ownerAttribute] = margin }
        }
        for (index, margins) in found {
            let fallback: EdgeInsets = switch (index, nodes[index].role) {
            case (_, .cellContent):
                EdgeInsets(top: 11, left: environment.minimumMargin, bottom: 11, right: environment.minimumMargin)
            case (0, _): EdgeInsets(top: 0, left: environment.minimumMargin, bottom: 0, right: environment.minimumMargin)
            default: EdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
            }
            tree.nodes[index].layoutMargins = EdgeInsets(
                top: margins[.topMargin] ?? fallback.top,
                left: margins[.leadingMargin] ?? margins[.leftMargin] ?? fallback.left,
                bottom: margins[.bottomMargin] ?? fallback.bottom,
                right: margins[.trailingMargin] ?? margins[.rightMargin] ?? fallback.right)
        }
        return tree
    }
}
