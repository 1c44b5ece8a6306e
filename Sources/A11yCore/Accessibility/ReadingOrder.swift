/// One element in VoiceOver's reading order: the live view, its frame and its context.
@MainActor
public struct OrderedElement {
    public let view: View
    /// The frame in window coordinates.
    public let frame: Rect
    /// Its place among neighbours (series, list, landmark, table).
    public var context: ElementContext
    /// The innermost meaningful container it belongs to (the Containers rotor).
    public var container: ObjectIdentifier?

    /// A value copy of the element for descriptions and tests.
    public var snapshot: ElementSnapshot {
        ElementSnapshot(id: view.accessibilityIdentifier, label: view.accessibilityLabel, value: view.accessibilityValue,
                        hint: view.accessibilityHint, traits: view.accessibilityTraits, frame: frame,
                        language: view.accessibilityLanguage,
                        customActions: view.accessibilityCustomActions.map(\.name), context: context)
    }
}

/// VoiceOver's reading order (voiceover.md §2).
///
/// Elements are ordered by the top-left corners of their frames, in rows: sort by top edge
/// (ties keep hierarchy order); walk down the list, an element joining the previous
/// element's row when its top is less than the tolerance below that element's top (8 pt
/// phone, 13 pt pad); within a row order by left edge, or by right edge descending in
/// right-to-left layouts (ties keep hierarchy order). This costs one sort plus the row
/// sorts and is a strict weak ordering, unlike a pairwise "same row" comparison.
///
/// A group takes the position of its first child and is read contiguously; a group
/// directly under a tab bar is placed by its own frame; explicit `accessibilityElements`
/// keep their order.
///
/// The ordering works on element numbers (plain integers) and builds each
/// `OrderedElement` once at the end, so large screens are cheap to order.
@MainActor
public enum ReadingOrder {
    /// The elements of `window` in reading order, with contexts filled in: one walk of the
    /// view tree (voiceover.md §1) feeding the ordering directly.
    public static func order(window: Window) -> [OrderedElement] {
        var visitor = OrderingVisitor(tolerance: window.screen.idiom.rowTolerance,
                                      rightToLeft: window.screen.layoutDirection == .rightToLeft)
        ElementTreeBuilder.walk(window, visitor: &visitor)
        return visitor.finish()
    }

    /// The ordered elements of `nodes`, with contexts filled in.
    public static func order(_ nodes: [AccessibilityNode], tolerance: Double, rightToLeft: Bool) -> [OrderedElement] {
        var visitor = OrderingVisitor(tolerance: tolerance, rightToLeft: rightToLeft)
        func replay(_ nodes: [AccessibilityNode]) {
            for node in nodes {
                switch node {
                case .element(let view, let frame): visitor.element(view, frame: frame)
                case .group(let group, let children):
                    visitor.beginGroup(group)
                    replay(children)
                    visitor.endGroup()
                }
            }
        }
        replay(nodes)
        return visitor.finish()
    }

    /// The indices of `frames` in reading order (the row walk described above). Nonisolated:
    /// a pure function, and its sort comparators must not pay for main-actor checks.
    nonisolated public static func sortedIndices(_ frames: [Rect], tolerance: Double, rightToLeft: Bool) -> [Int] {
        let count = frames.count
        guard count > 1 else { return Array(frames.indices) }
        // Sort by top edge; ties keep hierarchy order. Screens usually list their views
        // roughly top to bottom already, so check for that before sorting.
        var keys = [(y: Double, index: Int)]()
        keys.reserveCapacity(count)
        var sorted = true
        var last = -Double.infinity
        for index in 0..<count {
            let y = frames[index].minY
            if y < last { sorted = false }
            last = y
            keys.append((y, index))
        }
        if !sorted { keys.sort { $0.y != $1.y ? $0.y < $1.y : $0.index < $1.index } }
        var result = [Int]()
        result.reserveCapacity(count)
        var row = [(x: Double, index: Int)]()
        var previousTop = keys[0].y
        func precedes(_ a: (x: Double, index: Int), _ b: (x: Double, index: Int)) -> Bool {
            if a.x != b.x { return rightToLeft ? a.x > b.x : a.x < b.x }
            return a.index < b.index
        }
        func flushRow() {
            if row.count > 1 {
                if row.count <= 32 {
                    // Insertion sort: rows are short and often in order already.
                    for i in 1..<row.count {
                        let item = row[i]
                        var j = i - 1
                        while j >= 0 && precedes(item, row[j]) {
                            row[j + 1] = row[j]
                            j -= 1
                        }
                        row[j + 1] = item
                    }
                } else {
                    row.sort(by: precedes)
                }
            }
            for entry in row { result.append(entry.index) }
            row.removeAll(keepingCapacity: true)
        }
        for key in keys {
            if key.y - previousTop >= tolerance { flushRow() }
            previousTop = key.y
            let frame = frames[key.index]
            row.append((rightToLeft ? frame.maxX : frame.minX, key.index))
        }
        flushRow()
        return result
    }
}

/// Orders elements as the tree walk reports them. Elements are numbers into flat arrays
/// (views held unretained: the window keeps them alive during the walk); each level
/// (the screen, or a group) collects units — single elements or ordered groups — and sorts
/// them when it closes. `OrderedElement`s are built once, at the end.
@MainActor
struct OrderingVisitor: ElementTreeVisitor {
    let tolerance: Double
    let rightToLeft: Bool
    private var views: [Unmanaged<View>] = []
    private var frames: [Rect] = []
    /// Contexts and containers are rare (tab bars, lists, tables): kept sparse.
    private var contexts: [Int32: ElementContext] = [:]
    private var containers: [Int32: ObjectIdentifier] = [:]
    private var levels: [Level] = [Level(group: nil)]

    /// A unit to place: one element, or an ordered group (a range of the level's `scratch`).
    private struct Unit {
        var anchor: Rect
        var start: Int32
        var count: Int32
    }

    private struct Level {
        var group: AccessibilityGroup?
        var units: [Unit] = []
        var scratch: [Int32] = []
    }

    init(tolerance: Double, rightToLeft: Bool) {
        self.tolerance = tolerance
        self.rightToLeft = rightToLeft
    }

    mutating func element(_ view: View, frame: Rect) {
        let index = Int32(views.count)
        views.append(Unmanaged.passUnretained(view))
        frames.append(frame)
        let last = levels.count - 1
        levels[last].units.append(Unit(anchor: frame, start: Int32(levels[last].scratch.count), count: 1))
        levels[last].scratch.append(index)
    }

    mutating func beginGroup(_ group: AccessibilityGroup) {
        levels.append(Level(group: group))
    }

    mutating func endGroup() {
        let level = levels.removeLast()
        guard let group = level.group else { return }
        let ordered = arrange(level)
        guard let first = ordered.first else { return }
        applyContext(group.kind, to: ordered)
        if group.kind != .explicit && group.kind != .series {
            let id = ObjectIdentifier(group.view)
            for index in ordered where containers[index] == nil { containers[index] = id }
        }
        let anchor = group.placedByOwnFrame ? group.frame : frames[Int(first)]
        let last = levels.count - 1
        levels[last].units.append(Unit(anchor: anchor, start: Int32(levels[last].scratch.count), count: Int32(ordered.count)))
        levels[last].scratch.append(contentsOf: ordered)
    }

    /// The elements of a level in order: explicit elements as given, others by the row walk.
    private func arrange(_ level: Level) -> [Int32] {
        if level.group?.kind == .explicit { return level.scratch }
        var anchors: [Rect] = []
        anchors.reserveCapacity(level.units.count)
        for unit in level.units { anchors.append(unit.anchor) }
        let order = ReadingOrder.sortedIndices(anchors, tolerance: tolerance, rightToLeft: rightToLeft)
        var result: [Int32] = []
        result.reserveCapacity(level.scratch.count)
        if level.units.count == level.scratch.count {
            for index in order { result.append(level.scratch[index]) }
        } else {
            for index in order {
                let unit = level.units[index]
                result.append(contentsOf: level.scratch[Int(unit.start)..<Int(unit.start + unit.count)])
            }
        }
        return result
    }

    /// The ordered elements of the whole walk.
    mutating func finish() -> [OrderedElement] {
        while levels.count > 1 { endGroup() }
        let order = arrange(levels[0])
        var result: [OrderedElement] = []
        result.reserveCapacity(order.count)
        // Most screens have no contexts or containers at all: skip the lookups then.
        let hasContexts = !contexts.isEmpty, hasContainers = !containers.isEmpty
        for index in order {
            let i = Int(index)
            result.append(OrderedElement(view: views[i].takeUnretainedValue(), frame: frames[i],
                                         context: hasContexts ? contexts[index] ?? ElementContext() : ElementContext(),
                                         container: hasContainers ? containers[index] : nil))
        }
        return result
    }

    private mutating func editContext(_ index: Int32, _ edit: (inout ElementContext) -> Void) {
        edit(&contexts[index, default: ElementContext()])
    }

    /// Fills in the context words a container gives its elements (voiceover.md §3 rule 7).
    private mutating func applyContext(_ kind: AccessibilityGroup.Kind, to elements: [Int32]) {
        let count = elements.count
        guard let first = elements.first, let last = elements.last else { return }
        switch kind {
        case .tabBar, .series:
            for (offset, index) in elements.enumerated() {
                editContext(index) { context in
                    context.series = (offset + 1, count)
                    if kind == .tabBar { context.isTab = true }
                }
            }
        case .list:
            editContext(first) { $0.listStart = true }
            if count > 1 { editContext(last) { $0.listEnd = true } }
        case .landmark:
            editContext(first) { $0.landmarkStart = true }
            if count > 1 { editContext(last) { $0.landmarkEnd = true } }
        case .dataTable:
            var row = 0, column = 0
            var previousTop = -Double.infinity
            var headers: [Int: String] = [:]
            for index in elements {
                let top = frames[Int(index)].minY
                if top - previousTop >= tolerance { row += 1; column = 0 }
                previousTop = top
                column += 1
                let view = views[Int(index)].takeUnretainedValue()
                var header: String?
                if row == 1, view.accessibilityTraits.contains(.header), let label = view.accessibilityLabel {
                    headers[column] = label
                } else if row > 1 {
                    header = headers[column]
                }
                editContext(index) { [row, column] context in
                    context.tableRow = row
                    context.tableColumn = column
                    if let header { context.tableHeaders = [header] }
                }
            }
        case .grouped, .explicit:
            break
        }
    }
}
