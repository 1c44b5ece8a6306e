import A11yCore
import LayoutSolver

extension LayoutEngine {
    // MARK: Building the system

    func build(_ environment: LayoutEnvironment) {
        solver = Solver()
        broken = []
        builtDirection = environment.layoutDirection
        builtForCanvas = environment.isDesignCanvas
        boxes = tree.nodes.map { Box($0.id) }
        children = Array(repeating: [], count: tree.nodes.count)
        for (index, node) in tree.nodes.enumerated() { if let parent = node.parent { children[parent].append(index) } }
        contentWidth = [:]
        contentHeight = [:]
        for (index, node) in tree.nodes.enumerated() where node.isScrollView {
            contentWidth[index] = Variable(node.id + ".contentWidth")
            contentHeight[index] = Variable(node.id + ".contentHeight")
        }
        let root = boxes[0]
        add(root.left == 0)
        add(root.top == 0)
        environmentConstraints = environmentSystem(environment)
        for constraint in environmentConstraints { add(constraint) }
        stayConstraints = stays(offset: 0)
        for constraint in stayConstraints { add(constraint) }
        for index in tree.nodes.indices.dropFirst() where translatesMask(index) {
            for constraint in maskConstraints(index) { add(constraint) }
        }
        for (index, node) in tree.nodes.enumerated() where node.stack != nil {
            for constraint in stackConstraints(index) { add(constraint) }
        }
        intrinsicConstraints = intrinsicSystem(environment, widths: nil)
        for constraint in intrinsicConstraints { add(constraint) }
        for constraint in tree.constraints {
            guard let solverConstraint = self.constraint(for: constraint) else { continue }
            do {
                try solver.add(solverConstraint)
            } catch {
                broken.append(BrokenConstraint(id: constraint.id, position: constraint.position, summary: summary(constraint)))
            }
        }
        self.environment = environment
        isBuilt = true
        refitText(environment)
    }

    /// Changes the environment in place; false when a required constraint now conflicts (the
    /// caller rebuilds, so the file's constraint is the one broken, not the environment).
    func update(_ environment: LayoutEnvironment) -> Bool {
        do {
            for constraint in environmentConstraints { try solver.remove(constraint) }
            environmentConstraints = environmentSystem(environment)
            for constraint in environmentConstraints { try solver.add(constraint) }
            if environment.textSize != self.environment?.textSize {
                for constraint in intrinsicConstraints { try solver.remove(constraint) }
                intrinsicConstraints = intrinsicSystem(environment, widths: nil)
                for constraint in intrinsicConstraints { try solver.add(constraint) }
            }
        } catch {
            return false
        }
        self.environment = environment
        refitText(environment)
        return true
    }

    /// Wrapping text's height follows its width: once the widths are solved, the heights of
    /// multi-line texts whose width changed are measured again and the layout re-solved
    /// (UIKit's two-pass layout of labels with a preferred width).
    func refitText(_ environment: LayoutEnvironment) {
        guard tree.nodes.contains(where: { ($0.text?.numberOfLines ?? 1) != 1 }) else { return }
        solver.updateVariables()
        let widths = boxes.map(\.width.value)
        let refitted = intrinsicSystem(environment, widths: widths)
        do {
            for constraint in intrinsicConstraints { try solver.remove(constraint) }
            intrinsicConstraints = refitted
            for constraint in intrinsicConstraints { try solver.add(constraint) }
        } catch {
            // Optional constraints never conflict; a required compression resistance may:
            // keep the first pass's answer.
        }
    }

    private func add(_ constraint: Constraint) {
        do { try solver.add(constraint) } catch {
            broken.append(BrokenConstraint(id: constraint.name, position: nil, summary: constraint.description))
        }
    }

    private func environmentSystem(_ environment: LayoutEnvironment) -> [Constraint] {
        let root = boxes[0]
        let insets = environment.safeArea
        return [
            root.width == environment.rootSize.width, root.height == environment.rootSize.height,
            safeTop == insets.top, safeLeft == insets.left, safeBottom == insets.bottom, safeRight == insets.right,
            rootMargin == environment.minimumMargin,
        ]
    }

    /// Each view's design frame relative to its parent, at the lowest weight, moved by `offset`.
    func stays(offset: Double) -> [Constraint] {
        var result: [Constraint] = []
        result.reserveCapacity(tree.nodes.count * 4)
        for (index, node) in tree.nodes.enumerated() {
            let box = boxes[index]
            let frame = alignmentRect(index)
            if let parent = node.parent {
                let parentInsets = tree.nodes[parent].alignmentInsets
                result.append((box.left - boxes[parent].left == frame.minX - parentInsets.left + offset).with(stayStrength))
                result.append((box.top - boxes[parent].top == frame.minY - parentInsets.top + offset).with(stayStrength))
                result.append((LinearExpression(box.width) == frame.width + offset).with(stayStrength))
                result.append((LinearExpression(box.height) == frame.height + offset).with(stayStrength))
            }
            if let width = contentWidth[index], let height = contentHeight[index] {
                result.append((LinearExpression(width) == frame.width + offset).with(stayStrength))
                result.append((LinearExpression(height) == frame.height + offset).with(stayStrength))
            }
        }
        return result
    }

    /// Node `index`'s design alignment rectangle, in its parent's coordinates.
    func alignmentRect(_ index: Int) -> Rect {
        let node = tree.nodes[index]
        return node.designFrame.inset(by: node.alignmentInsets)
    }

    func setStays(offset: Double) {
        for constraint in stayConstraints { try? solver.remove(constraint) }
        stayConstraints = stays(offset: offset)
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
            box.left - parent.left - h[0] * parent.width == frame.minX - h[0] * parentSize.width,
            box.width - h[1] * parent.width == frame.width - h[1] * parentSize.width,
            box.top - parent.top - v[0] * parent.height == frame.minY - v[0] * parentSize.height,
            box.height - v[1] * parent.height == frame.height - v[1] * parentSize.height,
        ]
        for index in result.indices { result[index].name = "\(node.id) autoresizing" }
        return result
    }

    // MARK: Intrinsic sizes

    /// Hugging (≤) and compression resistance (≥) on each axis with an intrinsic size; text
    /// that follows the text size scales with it, wrapping text is re-measured for `widths`.
    func intrinsicSystem(_ environment: LayoutEnvironment, widths: [Double]?) -> [Constraint] {
        var result: [Constraint] = []
        for (index, node) in tree.nodes.enumerated() {
            let box = boxes[index]
            let size = intrinsicSize(index, environment: environment, solvedWidth: widths?[index])
            if let width = size.width {
                result.append((LinearExpression(box.width) >= width).with(strength(node.compression.horizontal)))
                result.append((LinearExpression(box.width) <= width).with(strength(node.hugging.horizontal)))
            }
            if let height = size.height {
                result.append((LinearExpression(box.height) >= height).with(strength(node.compression.vertical)))
                result.append((LinearExpression(box.height) <= height).with(strength(node.hugging.vertical)))
            }
        }
        return result
    }

    /// A node's intrinsic size in `environment`: the design measurement, scaled for text.
    func intrinsicSize(_ index: Int, environment: LayoutEnvironment, solvedWidth: Double?) -> (width: Double?, height: Double?) {
        let node = tree.nodes[index]
        var width = node.intrinsicWidth, height = node.intrinsicHeight
        guard let text = node.text else { return (width, height) }
        let scale = text.adjustsToTextSize ? environment.textSize.scale(of: text.textStyle) : 1
        let lineHeight = TextMeasure.lineHeight(pointSize: text.pointSize)
        let wraps = text.numberOfLines != 1
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
        if scale != 1 || abs(available - designWidth) > 0.5 {
            let textLength = designLines * designWidth * scale
            lines = max(1, (textLength / available).rounded(.up))
            if designLines == 1, available >= designWidth * scale { lines = 1 }
        }
        if text.numberOfLines > 1 { lines = min(lines, Double(text.numberOfLines)) }
        width = width.map { min($0 * scale, max($0, available)) }
        height = designHeight + lineHeight * (lines * scale - designLines)
        return (width, height)
    }
}

/// Text metrics of the system font (SF Pro), per point of font size: line height, ascender
/// and descender as its font tables give them (UIFont's `lineHeight`, `ascender`,
/// `descender` for the system font are these times the point size).
enum TextMeasure {
    static func lineHeight(pointSize: Double) -> Double { pointSize * 1.1934 }
    static func ascender(pointSize: Double) -> Double { pointSize * 0.9521 }
    static func descender(pointSize: Double) -> Double { pointSize * 0.2412 }
}
