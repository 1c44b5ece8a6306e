import A11yCore
import LayoutSolver

extension LayoutEngine {
    // MARK: Building the system

    func build(_ environment: LayoutEnvironment, hard: Bool) {
        solver = Solver()
        needsRebuild = false
        broken = []
        suggested = [:]
        guideEdges = [:]
        hardEnvironment = hard
        builtDirection = environment.layoutDirection
        builtForCanvas = environment.isDesignCanvas
        builtFitting = environment.fitsHeight
        boxes = tree.nodes.map { Box($0.id) }
        children = Array(repeating: [], count: tree.nodes.count)
        depths = Array(repeating: 0, count: tree.nodes.count)
        for (index, node) in tree.nodes.enumerated() {
            guard let parent = node.parent else { continue }
            children[parent].append(index)
            depths[index] = depths[parent] + 1
        }
        contentWidth = [:]
        contentHeight = [:]
        intrinsic = [:]
        for (index, node) in tree.nodes.enumerated() where node.isScrollView {
            contentWidth[index] = Variable(node.id + ".contentWidth")
            contentHeight[index] = Variable(node.id + ".contentHeight")
        }
        let root = boxes[0]
        add(root.left == 0)
        add(root.top == 0)
        // The environment is held by required constraints while the system is built, and handed
        // to edit variables once it is (so that a rotation or a text size re-solves in place):
        // built around edit variables from the start, each constraint pinned to the screen's
        // width re-balances the optional ones of every view before it (LayoutSolver.md, "Edit
        // variables"). A fitting height is a wish for none at all, at the fitting-size priority.
        environmentConstraints = []
        for (variable, value) in zip(environmentVariables, environmentValues(environment)) {
            if environment.fitsHeight && variable === boxes[0].height {
                try? solver.addEditVariable(variable, strength: strength(50), value: 0)
                suggested[variable] = 0
            } else {
                let constraint = variable == value
                environmentConstraints.append(constraint)
                add(constraint)
            }
        }
        // Required constraints first, so each can be solved for a variable not yet in the
        // tableau (the cheap path of the simplex); the optional ones after.
        for index in tree.nodes.indices.dropFirst() where translatesMask(index) {
            for constraint in maskConstraints(index) { add(constraint) }
        }
        for (index, node) in tree.nodes.enumerated() where node.stack != nil {
            for constraint in stackConstraints(index) { add(constraint) }
        }
        // Fitting a height shrinks whatever nothing holds up, but never below nothing: an image whose size is not
        // known, in a stack above a label, keeps its place rather than giving the label a place above the top.
        if environment.fitsHeight {
            for box in boxes.dropFirst() { add(box.height >= 0) }
        }
        for constraint in tree.constraints {
            guard let solverConstraint = self.constraint(for: constraint) else { continue }
            do {
                try solver.add(solverConstraint)
            } catch {
                broken.append(BrokenConstraint(id: constraint.id, position: constraint.position, summary: summary(constraint)))
            }
        }
        addIntrinsicSizes(environment)
        if !hard {
            for constraint in environmentConstraints {
                guard let variable = constraint.expression.terms.first?.variable else { continue }
                suggested[variable] = -constraint.expression.constant
                // Should one not convert, the next solve builds the system again.
                do { try solver.makeEditVariable(from: constraint, strength: editStrength) } catch { hardEnvironment = true }
            }
            environmentConstraints = []
        }
        stayKeys = []
        stayConstraints = []
        stayMask = []
        stayCheck = -1
        ensureStays()
        self.environment = environment
        isBuilt = true
        refitText(environment)
        ensureStays()
    }

    /// Wrapping text's height follows its width: once the widths are solved, the heights of
    /// multi-line texts whose width changed are measured again and the layout re-solved
    /// (UIKit's two-pass layout of labels with a preferred width).
    func refitText(_ environment: LayoutEnvironment) {
        guard tree.nodes.contains(where: { ($0.text?.numberOfLines ?? 1) != 1 }) else { return }
        solver.updateVariables()
        suggestIntrinsicSizes(environment, widths: boxes.map(\.width.value))
    }

    private func add(_ constraint: Constraint, at position: LayoutPosition? = nil) {
        do { try solver.add(constraint) } catch {
            broken.append(BrokenConstraint(id: constraint.name, position: position, summary: constraint.description))
        }
    }

    /// The quantity a design-frame stay holds (node, and 0 left, 1 top, 2 width, 3 height
    /// relative to the parent; 4, 5 a scroll view's content width and height), less its design
    /// value moved by `offset`.
    func stayExpression(_ key: StayKey, offset: Double) -> LinearExpression? {
        let node = tree.nodes[key.node]
        let box = boxes[key.node]
        let frame = alignmentRect(key.node)
        switch key.quantity {
        case 0, 1:
            guard let parent = node.parent else { return nil }
            let insets = tree.nodes[parent].alignmentInsets
            return key.quantity == 0 ? LinearExpression(box.left) - (frame.minX - insets.left + offset)
                : LinearExpression(box.top) - (frame.minY - insets.top + offset)
        case 2: return LinearExpression(box.width) - (frame.width + offset)
        case 3: return LinearExpression(box.height) - (frame.height + offset)
        case 4: return contentWidth[key.node].map { LinearExpression($0) - (frame.width + offset) }
        default: return contentHeight[key.node].map { LinearExpression($0) - (frame.height + offset) }
        }
    }

    /// Adds, at the lowest weight, the design frame of every quantity the constraints leave
    /// open (parents first: a parent's stay can fix its children), so an ambiguous view keeps
    /// its design frame. Quantities the constraints fix get none, which keeps the system small;
    /// run again after the environment changes, as an inequality that held a quantity may
    /// no longer. A container made in code with no frame has no design size to keep: its size is
    /// what its content makes it, so its size (and a scroll view's content size) comes after its
    /// subviews' (held first, at zero, a view of no size of its own in it, pinned between its
    /// edges, would take the difference: negative if need be); the places of views made in code
    /// after all their sizes; and an open size of a view made in code is kept from going negative,
    /// at priority 999.
    func ensureStays() {
        // Nothing changed since the last look: nothing new is open.
        guard solver.changeCount != stayCheck else { return }
        if stayMask.count != tree.nodes.count { stayMask = Array(repeating: 0, count: tree.nodes.count) }
        let nodes = tree.nodes.indices.dropFirst()
        let made = nodes.filter { !tree.nodes[$0].isDesignPlaced }
        let designed = nodes.filter { tree.nodes[$0].isDesignPlaced }.map { ($0, contentWidth[$0] != nil ? 0..<6 : 0..<4) }
        // (Tree order reversed puts every view before its parent.)
        let leaves = made.filter { children[$0].isEmpty }.map { ($0, 2..<4) }
        let containers = made.filter { !children[$0].isEmpty }.reversed().map { ($0, contentWidth[$0] != nil ? 2..<6 : 2..<4) }
        let places = made.map { ($0, 0..<2) }
        for (index, quantities) in designed + leaves + containers + places {
            for quantity in quantities where stayMask[index] & (1 << quantity) == 0 {
                let key = StayKey(node: index, quantity: quantity)
                guard let variable = stayVariable(key), !solver.isDetermined(variable),
                      let expression = stayExpression(key, offset: 0) else { continue }
                let constraint = Constraint(expression, .equal, strength: stayStrength,
                                            name: "\(tree.nodes[index].id) design frame")
                add(constraint)
                stayKeys.append(key)
                stayConstraints.append(constraint)
                stayMask[index] |= 1 << quantity
                // An open size of a view made in code is never negative: traded against other stays, it
                // would be (the views chained after it moved up over those before it).
                if (2..<4).contains(quantity), !tree.nodes[index].isDesignPlaced {
                    add(Constraint(LinearExpression(variable), .greaterOrEqual, strength: strength(999),
                                   name: "\(tree.nodes[index].id) size not negative"))
                }
            }
        }
        stayCheck = solver.changeCount
    }

    /// The variable a design-frame stay holds (see `stayExpression`).
    func stayVariable(_ key: StayKey) -> Variable? {
        let box = boxes[key.node]
        switch key.quantity {
        case 0: return tree.nodes[key.node].parent == nil ? nil : box.left
        case 1: return tree.nodes[key.node].parent == nil ? nil : box.top
        case 2: return box.width
        case 3: return box.height
        case 4: return contentWidth[key.node]
        default: return contentHeight[key.node]
        }
    }

    /// Node `index`'s design alignment rectangle, in its parent's coordinates.
    func alignmentRect(_ index: Int) -> Rect {
        let node = tree.nodes[index]
        return node.designFrame.inset(by: node.alignmentInsets)
    }

    func setStays(offset: Double) {
        for constraint in stayConstraints { try? solver.remove(constraint) }
        stayConstraints = stayKeys.compactMap { key in
            stayExpression(key, offset: offset).map { Constraint($0, .equal, strength: stayStrength, name: "design frame") }
        }
        for constraint in stayConstraints { try? solver.add(constraint) }
    }

    // MARK: Autoresizing masks

    func translatesMask(_ index: Int) -> Bool {
        let node = tree.nodes[index]
        guard node.translatesMask, let parent = node.parent else { return false }
        return tree.nodes[parent].stack == nil
    }

    /// The mask as UIKit applies it from the design frame: the parent's change in size is
    /// shared by the flexible margins and size in proportion to their design lengths.
    private func maskConstraints(_ index: Int) -> [Constraint] {
        let node = tree.nodes[index]
        guard let parentIndex = node.parent else { return [] }
        let box = boxes[index], parent = boxes[parentIndex]
        let parentSize = alignmentRect(parentIndex).size
        let parentInsets = tree.nodes[parentIndex].alignmentInsets
        let frame = alignmentRect(index).offsetBy(dx: -parentInsets.left, dy: -parentInsets.top)
        let mask = node.autoresizing
        func shares(_ flexible: [Bool], _ lengths: [Double]) -> [Double] {
            let total = zip(flexible, lengths).reduce(0.0) { $1.0 ? $0 + max(0, $1.1) : $0 }
            let count = Double(flexible.filter { $0 }.count)
            return zip(flexible, lengths).map { flag, length in
                guard flag else { return 0 }
                return total > 0 ? max(0, length) / total : 1 / count
            }
        }
        let h = shares([mask.contains(.flexibleLeftMargin), mask.contains(.flexibleWidth), mask.contains(.flexibleRightMargin)],
                       [frame.minX, frame.width, parentSize.width - frame.maxX])
        let v = shares([mask.contains(.flexibleTopMargin), mask.contains(.flexibleHeight), mask.contains(.flexibleBottomMargin)],
                       [frame.minY, frame.height, parentSize.height - frame.maxY])
        let result = [
            box.left - h[0] * parent.width == frame.minX - h[0] * parentSize.width,
            box.width - h[1] * parent.width == frame.width - h[1] * parentSize.width,
            box.top - v[0] * parent.height == frame.minY - v[0] * parentSize.height,
            box.height - v[1] * parent.height == frame.height - v[1] * parentSize.height,
        ]
        for index in result.indices { result[index].name = "\(node.id) autoresizing" }
        return result
    }

    // MARK: Intrinsic sizes

    /// Hugging (≤) and compression resistance (≥) on each axis with an intrinsic size, at their
    /// priorities, the intrinsic size their constant (changed in place by `suggestIntrinsicSizes`).
    /// When neither is required they are one optional equality whose excess costs the hugging
    /// priority and whose shortfall the compression resistance: the same cost in one row.
    func addIntrinsicSizes(_ environment: LayoutEnvironment) {
        for (index, node) in tree.nodes.enumerated() where node.intrinsicWidth != nil || node.intrinsicHeight != nil {
            let size = intrinsicSize(index, environment: environment, solvedWidth: nil)
            let box = boxes[index]
            func axis(_ variable: Variable, _ value: Double?, hugging: Double, compression: Double) -> IntrinsicAxis? {
                guard let value else { return nil }
                let expression = LinearExpression(variable) - value
                let constraints: [Constraint]
                if let single = Constraint(expression, excess: strength(hugging), shortfall: strength(compression),
                                           name: "\(node.id) intrinsic size") {
                    constraints = [single]
                } else {
                    let name = "\(node.id) intrinsic size"
                    constraints = [Constraint(expression, .greaterOrEqual, strength: strength(compression), name: name),
                                   Constraint(expression, .lessOrEqual, strength: strength(hugging), name: name)]
                }
                // A required side that cannot hold is broken where the view is.
                for constraint in constraints { add(constraint, at: node.position) }
                return IntrinsicAxis(constraints: constraints)
            }
            intrinsic[index] = IntrinsicConstraints(
                width: axis(box.width, size.width, hugging: node.hugging.horizontal, compression: node.compression.horizontal),
                height: axis(box.height, size.height, hugging: node.hugging.vertical, compression: node.compression.vertical))
        }
    }

    /// Moves each intrinsic size to its value in `environment` (text scaled for the text size,
    /// wrapping text re-measured for `widths`): the constants of its constraints, changed in
    /// place and re-solved in one dual simplex.
    func suggestIntrinsicSizes(_ environment: LayoutEnvironment, widths: [Double]?) {
        var changes: [(Constraint, Double)] = []
        /// `axis` moved to `value`: its constants changed in place; a pair with a required side
        /// (which no constant change may move) removed and added again at the new value.
        func move(_ axis: IntrinsicAxis?, to value: Double?) -> IntrinsicAxis? {
            guard let axis, let value, axis.value != value else { return axis }
            guard axis.constraints.contains(where: { $0.strength == .required }) else {
                changes += axis.constraints.map { ($0, -value) }
                return axis
            }
            return IntrinsicAxis(constraints: axis.constraints.map { old in
                try? solver.remove(old)
                var expression = old.expression
                expression.constant = -value
                let new = Constraint(expression, old.relation, strength: old.strength, name: old.name)
                add(new)
                return new
            })
        }
        // In node order, so the dual simplex pivots the same way on every run.
        for index in tree.nodes.indices {
            guard let sizes = intrinsic[index] else { continue }
            let size = intrinsicSize(index, environment: environment, solvedWidth: widths?[index])
            intrinsic[index] = IntrinsicConstraints(width: move(sizes.width, to: size.width),
                                                    height: move(sizes.height, to: size.height))
        }
        guard !changes.isEmpty else { return }
        // Optional constraints only, so no change is refused.
        do { try solver.changeConstants(changes) } catch is Solver.InconsistentTableau { needsRebuild = true } catch {}
    }

    /// A node's intrinsic size in `environment`: the design measurement, scaled for text.
    func intrinsicSize(_ index: Int, environment: LayoutEnvironment, solvedWidth: Double?) -> (width: Double?, height: Double?) {
        let node = tree.nodes[index]
        var width = node.intrinsicWidth, height = node.intrinsicHeight
        guard let text = node.text else { return (width, height) }
        let scale = text.adjustsToTextSize ? environment.textSize.scale(of: text.textStyle) : 1
        let lineHeight = TextMeasure.lineHeight(pointSize: text.pointSize)
        let wraps = text.numberOfLines != 1
        if text.designText?.isEmpty == true, !text.text.isEmpty {
            // A text the design did not have (its base text empty, its translation not): no
            // measurement to scale, so it is estimated, flowed into the width it gets.
            guard wraps else { return (TextMeasure.width(of: text.text, pointSize: text.pointSize) * scale, lineHeight * scale) }
            let estimate = TextMeasure.widestLine(of: text.text, pointSize: text.pointSize) * scale
            // With no width yet (a view made in code has no design frame), as wide as its widest line.
            let available = max(1, solvedWidth ?? (node.designFrame.width > 0 ? node.designFrame.width : estimate))
            // Each paragraph (between line breaks) starts a line of its own.
            var lines = TextMeasure.lines(of: text.text, pointSize: text.pointSize * scale, in: available)
            if text.numberOfLines > 1 { lines = min(lines, Double(text.numberOfLines)) }
            // A view made in code asks for its widest line (UIKit's first pass, before a width caps it);
            // one designed at a width keeps to it, as its preferred maximum width.
            return (node.designFrame.width > 0 ? min(estimate, available) : estimate, lines * lineHeight * scale)
        }
        // A translated text: the design measurement scaled by how much longer or shorter it is.
        let translation = text.translationRatio
        if translation != 1, !wraps { width = width.map { $0 * translation } }
        // At another text size, a frame much wider than its text (stretched by constraints) is
        // no measurement of the text's width: the estimate is the base that scales. A wrapping
        // text designed on one line is measured so at every size: its frame's width is not its
        // text's length, which decides how many lines it takes in another width.
        let oneLine = !wraps || (node.intrinsicHeight ?? 0) < lineHeight * 1.5
        var stretched = false
        if let designWidth = width, !text.text.isEmpty, oneLine, scale != 1 || wraps {
            let estimate = TextMeasure.width(of: text.text, pointSize: text.pointSize) * (wraps ? translation : 1)
            if estimate < designWidth * 0.8 { width = estimate; stretched = true }
        }
        if !wraps {
            width = width.map { $0 * scale }
            height = height.map { $0 + lineHeight * (scale - 1) }
            return (width, height)
        }
        // Wrapping text: its design lines, re-flowed for the solved width at the new size.
        guard let designHeight = node.intrinsicHeight else { return (width, height) }
        let designLines = max(1, (designHeight / lineHeight).rounded())
        let designWidth = max(1, node.designFrame.width)
        let available = max(1, solvedWidth ?? designWidth)
        var lines = designLines
        if scale != 1 || translation != 1 || abs(available - designWidth) > 0.5 {
            // A stretched one-line design: the text's own length, not the frame's.
            let textLength = stretched ? (width ?? designWidth) * scale : designLines * designWidth * scale * translation
            lines = max(1, (textLength / available).rounded(.up))
            if designLines == 1, available >= designWidth * scale { lines = 1 }
        }
        if text.numberOfLines > 1 { lines = min(lines, Double(text.numberOfLines)) }
        width = width.map { min($0 * scale, max($0, available)) }
        height = designHeight + lineHeight * (lines * scale - designLines)
        return (width, height)
    }
}

extension LayoutEngine {
    /// The texts the last solve cut off: a one-line text narrower than it needs, a wrapping
    /// text shorter than its lines need (at most its line limit). Node indices.
    public func truncatedTexts() -> [Int] { truncations().map(\.node) }

    /// The texts the last solve cut off, each with the size it needs (AuditRuleReference,
    /// "truncated-text"). A one-line text's need is its measured width, at this text size and
    /// in this language; where the design frame is much wider than the text (stretched by its
    /// constraints, so no measurement of it), the estimate of the text shown is its need: a
    /// stretched label that its constraints narrow on a smaller screen still fits its words.
    public func truncations() -> [(node: Int, needed: Size)] {
        guard let environment, isBuilt else { return [] }
        solver.updateVariables()
        var result: [(node: Int, needed: Size)] = []
        for (index, node) in tree.nodes.enumerated() where node.text != nil && node.stack == nil {
            guard let text = node.text, !text.text.isEmpty, !(builtForCanvas == false && node.isHidden) else { continue }
            let width = boxes[index].width.value, height = boxes[index].height.value
            let needed = intrinsicSize(index, environment: environment, solvedWidth: width)
            if text.numberOfLines == 1 {
                guard var neededWidth = needed.width else { continue }
                if let designWidth = node.intrinsicWidth,
                   TextMeasure.width(of: text.designText ?? text.text, pointSize: text.pointSize) < designWidth * 0.8 {
                    let scale = text.adjustsToTextSize ? environment.textSize.scale(of: text.textStyle) : 1
                    neededWidth = min(neededWidth, TextMeasure.width(of: text.text, pointSize: text.pointSize) * scale)
                }
                if width < neededWidth - 1 {
                    result.append((index, Size(width: neededWidth, height: needed.height ?? height)))
                }
            } else if let neededHeight = needed.height, height < neededHeight - 1 {
                result.append((index, Size(width: needed.width ?? width, height: neededHeight)))
            }
        }
        return result
    }
}

/// A node's intrinsic-size constraints on each axis that has one.
struct IntrinsicConstraints {
    var width: IntrinsicAxis?
    var height: IntrinsicAxis?
}

/// One axis's intrinsic size: its constraint (or its compression and hugging pair, when one
/// is required), each reading `variable - size relation 0`.
struct IntrinsicAxis {
    var constraints: [Constraint]
    /// The size their constants hold.
    var value: Double { -constraints[0].expression.constant }
}

/// A quantity a design-frame stay holds: a node and which of its quantities.
struct StayKey: Hashable {
    var node: Int
    var quantity: Int
}
