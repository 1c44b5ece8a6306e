import A11yCore
import LayoutSolver

extension LayoutEngine {
    // MARK: Items and attributes

    /// The edges of `item`, as expressions in the solver's variables.
    func edges(_ item: LayoutItem) -> Edges {
        switch item {
        case .view(let index), .frameGuide(let index):
            return viewEdges(index)
        case .safeArea(let index):
            return cachedEdges(index, guide: 0) { safeAreaEdges(index) }
        case .margins(let index):
            return cachedEdges(index, guide: 1) { marginEdges(index) }
        case .contentGuide(let index):
            let view = viewEdges(index)
            guard let width = contentWidth[index], let height = contentHeight[index] else { return view }
            return Edges(left: view.left, top: view.top, width: LinearExpression(width), height: LinearExpression(height))
        case .topLayoutGuide:
            let root = viewEdges(0)
            return Edges(left: root.left, top: root.top, width: root.width, height: LinearExpression(safeTop))
        case .bottomLayoutGuide:
            let root = viewEdges(0)
            return Edges(left: root.left, top: root.bottom - safeBottom, width: root.width,
                         height: LinearExpression(safeBottom))
        }
    }

    /// A guide's edges measured from the current origin, made once for each (many constraints
    /// tie views to the root's margins).
    private func cachedEdges(_ index: Int, guide: Int, _ make: () -> Edges) -> Edges {
        let key = (index << 32 | origin) << 1 | guide
        if let edges = guideEdges[key] { return edges }
        let edges = make()
        guideEdges[key] = edges
        return edges
    }

    /// A view's safe area. The root's is its bounds less the environment's insets; another
    /// view's is the part of it inside the root's safe area, each edge taking the root's where
    /// the view reached past it on the design canvas (the choice is made once, from the
    /// design, so the guide stays linear). A view whose place no design gives (made in code
    /// without a frame, or inside one) is first taken to be inside the root's safe area, then
    /// placed where that solve put it (`solve`: the layout solved once more).
    func safeAreaEdges(_ index: Int) -> Edges {
        let view = viewEdges(index)
        guard index != 0 else {
            return view.inset(top: LinearExpression(safeTop), left: LinearExpression(safeLeft),
                              bottom: LinearExpression(safeBottom), right: LinearExpression(safeRight))
        }
        var design = designFrame(of: index)
        var ancestor: Int? = index
        var solved = false
        while let current = ancestor, current != 0 {
            if !tree.nodes[current].isDesignPlaced {
                guessedPlaces.insert(index)
                guard let placed = solvedPlacement, placed.indices.contains(index) else { return view }
                design = placed[index]
                solved = true
                break
            }
            ancestor = tree.nodes[current].parent
        }
        let root = viewEdges(0)
        let past = solved ? reachesPastSafeArea(design, in: placementEnvironment) : reachesPastSafeArea(design)
        let left = past.left ? root.left + safeLeft : view.left
        let top = past.top ? root.top + safeTop : view.top
        let right = past.right ? root.right - safeRight : view.right
        let bottom = past.bottom ? root.bottom - safeBottom : view.bottom
        return Edges(left: left, top: top, width: right - left, height: bottom - top)
    }

    /// Which edges of `frame` (in the root's coordinates) reach past the root's design safe area; of a place a
    /// solve gave, past the safe area of the environment it was solved in (a root laid out under the bars has the
    /// bars' part in its safe area insets; one between them none).
    func reachesPastSafeArea(_ frame: Rect, in environment: LayoutEnvironment? = nil)
        -> (left: Bool, top: Bool, right: Bool, bottom: Bool) {
        var size = tree.nodes[0].designFrame.size
        var safe = tree.designSafeArea
        if let environment {
            let top = environment.coveredTop, bottom = environment.coveredBottom
            size = Size(width: environment.rootSize.width, height: environment.rootSize.height + top + bottom)
            safe = EdgeInsets(top: environment.safeArea.top + top, left: environment.safeArea.left,
                              bottom: environment.safeArea.bottom + bottom, right: environment.safeArea.right)
        }
        return (frame.minX < safe.left, frame.minY < safe.top, frame.maxX > size.width - safe.right,
                frame.maxY > size.height - safe.bottom)
    }

    /// Whether a solve in `environment` put a view whose guide was placed by guess (`guessedPlaces`) on the other
    /// side of the safe area's edge than the places its guide was built from, on a side its constraints use (one
    /// built from no places was taken to be inside).
    func placesMoved(_ frames: [Rect], in environment: LayoutEnvironment) -> Bool {
        guessedPlaces.contains { (index: Int) -> Bool in
            guard frames.indices.contains(index) else { return false }
            let now = reachesPastSafeArea(frames[index], in: environment)
            var built = (left: false, top: false, right: false, bottom: false)
            if let placed = solvedPlacement, placed.indices.contains(index) {
                built = reachesPastSafeArea(placed[index], in: placementEnvironment)
            }
            let sides = guessedSides[index] ?? []
            return sides.contains(true) && (now.left != built.left || now.right != built.right)
                || sides.contains(false) && (now.top != built.top || now.bottom != built.bottom)
        }
    }

    /// A view's layout margins guide: its safe area (or bounds) inset by its margins.
    func marginEdges(_ index: Int) -> Edges {
        let node = tree.nodes[index]
        let base = node.insetsMarginsFromSafeArea ? safeAreaEdges(index) : viewEdges(index)
        let margins = marginInsets(index)
        return base.inset(top: margins.top, left: margins.left, bottom: margins.bottom, right: margins.right)
    }

    /// A view's layout margins, top, left, bottom and right: its own, else UIKit's defaults (a
    /// cell's content view: the table's side margins and 11 pt above and below; a controller's
    /// view: the system minimum at the sides, nothing above and below; any other view: 8 pt).
    /// A view that preserves its superview's margins (`preservesSuperviewLayoutMargins`) takes,
    /// on each side, the larger of its own and what of the superview's reaches into it.
    func marginInsets(_ index: Int) -> (top: LinearExpression, left: LinearExpression, bottom: LinearExpression,
                                        right: LinearExpression) {
        let node = tree.nodes[index]
        let own: (top: LinearExpression, left: LinearExpression, bottom: LinearExpression, right: LinearExpression)
        if let margins = node.layoutMargins {
            own = (LinearExpression(margins.top), LinearExpression(margins.left), LinearExpression(margins.bottom),
                   LinearExpression(margins.right))
        } else {
            switch (index, node.role) {
            case (_, .cellContent):
                own = (LinearExpression(11), LinearExpression(rootMargin), LinearExpression(11), LinearExpression(rootMargin))
            case (0, _):
                own = (LinearExpression(0), LinearExpression(rootMargin), LinearExpression(0), LinearExpression(rootMargin))
            default:
                own = (LinearExpression(8), LinearExpression(8), LinearExpression(8), LinearExpression(8))
            }
        }
        guard node.preservesSuperviewMargins, let parent = node.parent else { return own }
        let outer = marginInsets(parent)
        let frame = node.designFrame
        let bounds = tree.nodes[parent].designFrame.size
        // What of the superview's margin reaches past the view's edge, `distance` in from the
        // superview's; a margin that follows the device (the system minimum) is at least 16 pt.
        func larger(_ mine: LinearExpression, _ theirs: LinearExpression, distance: Double) -> LinearExpression {
            let reach = theirs - LinearExpression(distance)
            let least = theirs.terms.isEmpty ? theirs.constant : 16
            guard mine.terms.isEmpty else { return mine }
            return least - distance > mine.constant ? reach : mine
        }
        return (larger(own.top, outer.top, distance: frame.minY),
                larger(own.left, outer.left, distance: frame.minX),
                larger(own.bottom, outer.bottom, distance: bounds.height - frame.maxY),
                larger(own.right, outer.right, distance: bounds.width - frame.maxX))
    }

    /// Node `index`'s edges, measured from the alignment rectangle of `origin` (the lowest common
    /// ancestor of what a constraint ties, set around building it; the root otherwise). Each
    /// view's variables are its offset from its parent (and its size), as UIKit's engine keeps
    /// them: measured from the common ancestor, a constraint between a view and its parent or a
    /// sibling involves their own variables only, which keeps the solver's rows short.
    func viewEdges(_ index: Int) -> Edges {
        Edges(left: LinearExpression(offsetTerms(index, horizontal: true)),
              top: LinearExpression(offsetTerms(index, horizontal: false)),
              width: LinearExpression(boxes[index].width), height: LinearExpression(boxes[index].height))
    }

    /// The terms of node `index`'s left (or top) edge measured from `origin`: the offsets from
    /// the node up to it; for a node not inside it (only the root's edges are asked for so),
    /// the node's offset less the origin's, each from the root.
    func offsetTerms(_ index: Int, horizontal: Bool) -> [(variable: Variable, coefficient: Double)] {
        var terms: [(variable: Variable, coefficient: Double)] = []
        func offset(_ box: Box) -> Variable { horizontal ? box.left : box.top }
        if index == origin || isDescendant(index, of: origin) {
            terms.reserveCapacity(depths[index] - depths[origin])
            var current = index
            while current != origin {
                terms.append((offset(boxes[current]), 1))
                current = tree.nodes[current].parent ?? origin
            }
            return terms
        }
        for (node, sign) in [(index, 1.0), (origin, -1.0)] {
            var current = node
            while current != 0 {
                terms.append((offset(boxes[current]), sign))
                current = tree.nodes[current].parent ?? 0
            }
        }
        return terms
    }

    /// The lowest common ancestor of nodes `a` and `b` (one of them, if it holds the other).
    func commonAncestor(_ a: Int, _ b: Int) -> Int {
        var a = a, b = b
        while depths[a] > depths[b] { a = tree.nodes[a].parent ?? 0 }
        while depths[b] > depths[a] { b = tree.nodes[b].parent ?? 0 }
        while a != b {
            a = tree.nodes[a].parent ?? 0
            b = tree.nodes[b].parent ?? 0
        }
        return a
    }

    /// Node `index`'s design alignment rectangle in the root's coordinates.
    func designFrame(of index: Int) -> Rect {
        var frame = alignmentRect(index)
        var parent = tree.nodes[index].parent
        while let current = parent, current != 0 {
            frame = frame.offsetBy(dx: tree.nodes[current].designFrame.minX, dy: tree.nodes[current].designFrame.minY)
            parent = tree.nodes[current].parent
        }
        return index == 0 ? Rect(origin: .zero, size: frame.size) : frame
    }

    /// `attribute` of `item` as an expression. Leading and trailing follow the direction: in
    /// right-to-left they are the right and left edges, measured leftwards (negated), so a
    /// constant that insets from the leading edge insets from the right.
    func expression(_ item: LayoutItem, _ attribute: LayoutAttribute) -> LinearExpression {
        var item = item
        if attribute.isMargin, case .view(let index) = item { item = .margins(index) }
        let attribute = attribute.withoutMargins
        let rightToLeft = builtDirection == .rightToLeft
        if attribute == .firstBaseline || attribute == .lastBaseline {
            return baseline(item.node, first: attribute == .firstBaseline)
        }
        if case .view(let index) = item { return viewExpression(index, attribute, rightToLeft: rightToLeft) }
        if case .frameGuide(let index) = item { return viewExpression(index, attribute, rightToLeft: rightToLeft) }
        let edges = edges(item)
        // (Which sides of a guessed guide the constraints use: only those decide whether to solve once more.)
        if !guessedPlaces.isEmpty, case .safeArea(let index) = item, guessedPlaces.contains(index) {
            guessedSides[index, default: []].insert(attribute.isHorizontal)
        } else if !guessedPlaces.isEmpty, case .margins(let index) = item, guessedPlaces.contains(index) {
            guessedSides[index, default: []].insert(attribute.isHorizontal)
        }
        switch attribute {
        case .left: return edges.left
        case .right: return edges.right
        case .leading: return rightToLeft ? edges.right * -1 : edges.left
        case .trailing: return rightToLeft ? edges.left * -1 : edges.right
        case .width: return edges.width
        case .height: return edges.height
        case .centerX: return edges.left + edges.width * 0.5
        case .top: return edges.top
        case .bottom: return edges.bottom
        case .centerY: return edges.top + edges.height * 0.5
        default: return edges.bottom
        }
    }

    /// `attribute` of a view's own edges: `expression(_:_:)` for the common case, building only
    /// the offset and size it needs.
    private func viewExpression(_ index: Int, _ attribute: LayoutAttribute, rightToLeft: Bool) -> LinearExpression {
        let box = boxes[index]
        switch attribute {
        case .width: return LinearExpression(box.width)
        case .height: return LinearExpression(box.height)
        default: break
        }
        let horizontal = switch attribute {
        case .left, .right, .leading, .trailing, .centerX: true
        default: false
        }
        var terms = offsetTerms(index, horizontal: horizontal)
        let size = horizontal ? box.width : box.height
        switch attribute {
        case .left, .top: break
        case .right, .bottom: terms.append((size, 1))
        case .centerX, .centerY: terms.append((size, 0.5))
        case .leading:
            if rightToLeft {
                terms.append((size, 1))
                return LinearExpression(terms) * -1
            }
        case .trailing:
            if rightToLeft { return LinearExpression(terms) * -1 }
            terms.append((size, 1))
        default: terms.append((size, 1))
        }
        return LinearExpression(terms)
    }

    /// A view's first or last baseline: a text's, centred in its height as labels draw it;
    /// a stack view's first or last arranged view's; else the bottom edge (UIKit's default).
    func baseline(_ index: Int, first: Bool) -> LinearExpression {
        let node = tree.nodes[index]
        let box = viewEdges(index)
        if let text = node.text {
            let scale = text.adjustsToTextSize ? (environment?.textSize.scale(of: text.textStyle) ?? 1) : 1
            let size = text.pointSize * scale
            let lineHeight = TextMeasure.lineHeight(pointSize: size)
            let lines = text.numberOfLines == 1
                ? 1
                : max(1, ((node.intrinsicHeight ?? node.designFrame.height)
                    / TextMeasure.lineHeight(pointSize: text.pointSize)).rounded())
            let textHeight = lineHeight * lines
            let middle = box.top + box.height * 0.5
            return first ? middle + (TextMeasure.ascender(pointSize: size) - textHeight / 2)
                : middle + (textHeight / 2 - TextMeasure.descender(pointSize: size))
        }
        if node.stack != nil {
            let arranged = arrangedSubviews(index)
            if let edge = first ? arranged.first : arranged.last { return baseline(edge, first: first) }
        }
        return box.bottom
    }

    /// A stack view's arranged subviews: its children that are not hidden, in order (on the
    /// design canvas, all of them).
    func arrangedSubviews(_ index: Int) -> [Int] {
        builtForCanvas ? children[index] : children[index].filter { !tree.nodes[$0].isHidden }
    }

    /// Whether node `index` is inside node `ancestor`.
    func isDescendant(_ index: Int, of ancestor: Int) -> Bool {
        if ancestor == 0 { return index != 0 }
        guard depths.isEmpty || depths[index] > depths[ancestor] else { return false }
        var current = tree.nodes[index].parent
        while let node = current {
            if node == ancestor { return true }
            current = tree.nodes[node].parent
        }
        return false
    }

    // MARK: The file's constraints

    /// The solver's constraint for a file constraint; nil when it cannot be one (a missing
    /// attribute, a constant that is not finite).
    func constraint(for constraint: LayoutConstraint) -> Constraint? {
        guard constraint.constant.isFinite, constraint.multiplier.isFinite, constraint.priority.isFinite else { return nil }
        origin = constraint.second.map { commonAncestor(constraint.first.node, $0.node) } ?? constraint.first.node
        defer { origin = 0 }
        let first = scrollItem(constraint.first, constraint.firstAttribute, other: constraint.second)
        let lhs = expression(first, constraint.firstAttribute)
        var rhs = LinearExpression(constraint.constant)
        if let second = constraint.second, let attribute = constraint.secondAttribute {
            let item = scrollItem(second, attribute, other: constraint.first)
            rhs = expression(item, attribute) * constraint.multiplier + constraint.constant
        } else if !constraint.firstAttribute.isSize {
            return nil
        }
        let relation: Constraint.Relation = switch constraint.relation {
        case .equal: .equal
        case .lessThanOrEqual: .lessOrEqual
        case .greaterThanOrEqual: .greaterOrEqual
        }
        return Constraint(lhs - rhs, relation, strength: strength(constraint.priority), name: constraint.id)
    }

    /// A scroll view tied by an edge to something inside it means its content area (UIKit's
    /// rule before content layout guides, kept for files that use it); its size and its centre
    /// mean its frame, as the Auto Layout guide says for sizes and centres.
    private func scrollItem(_ item: LayoutItem, _ attribute: LayoutAttribute, other: LayoutItem?) -> LayoutItem {
        guard case .view(let index) = item, tree.nodes[index].isScrollView, !attribute.isSize,
              let other, isDescendant(other.node, of: index) else { return item }
        return attribute == .centerX || attribute == .centerY ? .frameGuide(index) : .contentGuide(index)
    }

    /// A constraint written out as UIKit's log writes it.
    func summary(_ constraint: LayoutConstraint) -> String {
        func name(_ item: LayoutItem) -> String {
            switch item {
            case .view(let index): "\(tree.nodes[index].className):\(tree.nodes[index].id)"
            case .safeArea(let index): "\(tree.nodes[index].id).safeAreaLayoutGuide"
            case .margins(let index): "\(tree.nodes[index].id).layoutMarginsGuide"
            case .contentGuide(let index): "\(tree.nodes[index].id).contentLayoutGuide"
            case .frameGuide(let index): "\(tree.nodes[index].id).frameLayoutGuide"
            case .topLayoutGuide: "topLayoutGuide"
            case .bottomLayoutGuide: "bottomLayoutGuide"
            }
        }
        let relation = switch constraint.relation {
        case .equal: "=="
        case .lessThanOrEqual: "<="
        case .greaterThanOrEqual: ">="
        }
        var text = "\(name(constraint.first)).\(constraint.firstAttribute.rawValue) \(relation) "
        if let second = constraint.second, let attribute = constraint.secondAttribute {
            text += "\(name(second)).\(attribute.rawValue)"
            if constraint.multiplier != 1 { text += " × \(constraint.multiplier.short)" }
            if constraint.constant != 0 {
                text += constraint.constant > 0 ? " + \(constraint.constant.short)" : " - \((-constraint.constant).short)"
            }
        } else {
            text += constraint.constant.short
        }
        if constraint.priority < 1000 { text += " (priority \(constraint.priority.short))" }
        return text
    }
}
