import LayoutSolver

extension LayoutEngine {
    // MARK: Stack views

    /// The constraints a stack view adds for its arranged subviews (UIStackView's): along the
    /// axis, each view after the one before, `spacing` apart, the first and last at the
    /// stack's edges, sized by the distribution; across it, placed by the alignment.
    func stackConstraints(_ index: Int) -> [Constraint] {
        guard let stack = tree.nodes[index].stack else { return [] }
        let views = arrangedSubviews(index)
        guard !views.isEmpty else { return [] }
        // Every edge measured from the stack view's: they are all inside it.
        origin = index
        defer { origin = 0 }
        let container: LayoutItem = stack.marginsRelative ? .margins(index) : .view(index)
        let horizontal = stack.axis == .horizontal
        let lead: LayoutAttribute = horizontal ? .leading : .top
        let trail: LayoutAttribute = horizontal ? .trailing : .bottom
        let size: LayoutAttribute = horizontal ? .width : .height
        let center: LayoutAttribute = horizontal ? .centerX : .centerY
        var result: [Constraint] = []
        let prefix = tree.nodes[index].id + " stack "
        func named(_ constraint: Constraint, _ what: String) -> Constraint {
            constraint.name = prefix + what
            return constraint
        }
        // Along the axis.
        result.append(named(expression(.view(views[0]), lead) == expression(container, lead), "first"))
        result.append(named(expression(.view(views[views.count - 1]), trail) == expression(container, trail), "last"))
        // The gap between two neighbours: edge to edge, or (a vertical stack arranged by its
        // baselines) from the upper one's last baseline to the lower one's first.
        func gap(_ previous: Int, _ view: Int) -> LinearExpression {
            stack.baselineRelative && !horizontal
                ? baseline(view, first: true) - baseline(previous, first: false)
                : expression(.view(view), lead) - expression(.view(previous), trail)
        }
        let firstGap = views.count > 1 ? gap(views[0], views[1]) : LinearExpression(0)
        let firstCentres = views.count > 1
            ? expression(.view(views[1]), center) - expression(.view(views[0]), center) : LinearExpression(0)
        for (position, view) in views.enumerated().dropFirst() {
            let previous = views[position - 1]
            let gap = gap(previous, view)
            let spacing = stack.customSpacing[tree.nodes[previous].id] ?? stack.spacing
            switch stack.distribution {
            case .fill, .fillEqually, .fillProportionally:
                result.append(named(gap == spacing, "spacing"))
            case .equalSpacing:
                result.append(named(gap >= spacing, "spacing"))
                if position > 1 { result.append(named(gap == firstGap, "equal spacing")) }
            case .equalCentering:
                result.append(named(gap >= spacing, "spacing"))
                let centres = expression(.view(view), center) - expression(.view(previous), center)
                if position > 1 { result.append(named(centres == firstCentres, "equal centering").with(strength(999))) }
            }
            switch stack.distribution {
            case .fillEqually:
                result.append(named(expression(.view(view), size) == expression(.view(views[0]), size), "equal size"))
            case .fillProportionally:
                let own = horizontal ? tree.nodes[view].intrinsicWidth : tree.nodes[view].intrinsicHeight
                let first = horizontal ? tree.nodes[views[0]].intrinsicWidth : tree.nodes[views[0]].intrinsicHeight
                if let own, let first, own > 0, first > 0 {
                    let proportional = expression(.view(view), size) * first - expression(.view(views[0]), size) * own
                    result.append(named(proportional == 0, "proportional size").with(strength(999)))
                }
            default: break
            }
        }
        // Across the axis.
        let crossLead: LayoutAttribute = horizontal ? .top : .leading
        let crossTrail: LayoutAttribute = horizontal ? .bottom : .trailing
        let crossCenter: LayoutAttribute = horizontal ? .centerY : .centerX
        let crossSize: LayoutAttribute = horizontal ? .height : .width
        // The container's side of each, made once for all the views.
        let containerLeading = expression(container, crossLead), containerTrailing = expression(container, crossTrail)
        let containerCenter = stack.alignment == .center ? expression(container, crossCenter) : LinearExpression(0)
        for view in views {
            let item = LayoutItem.view(view)
            let leading = expression(item, crossLead), trailing = expression(item, crossTrail)
            switch stack.alignment {
            case .fill:
                result.append(named(leading == containerLeading, "fill"))
                result.append(named(trailing == containerTrailing, "fill"))
            case .leading, .top:
                result.append(named(leading == containerLeading, "alignment"))
                result.append(named(trailing <= containerTrailing, "alignment"))
            case .trailing, .bottom:
                result.append(named(trailing == containerTrailing, "alignment"))
                result.append(named(leading >= containerLeading, "alignment"))
            case .center:
                result.append(named(expression(item, crossCenter) == containerCenter, "alignment"))
                result.append(named(leading >= containerLeading, "alignment"))
            case .firstBaseline, .lastBaseline:
                let attribute: LayoutAttribute = stack.alignment == .firstBaseline ? .firstBaseline : .lastBaseline
                if view != views[0] {
                    result.append(named(expression(item, attribute) == expression(.view(views[0]), attribute), "baseline"))
                }
                result.append(named(leading >= containerLeading, "alignment"))
                result.append(named(trailing <= containerTrailing, "alignment"))
            }
        }
        if stack.alignment != .fill {
            // As small across as its largest arranged view, when nothing else sizes it.
            result.append(named(expression(container, crossSize) == 0, "hug").with(strength(49)))
        }
        return result
    }
}
