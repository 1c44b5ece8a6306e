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
    /// The ordered elements of `nodes`, with contexts filled in.
    public static func order(_ nodes: [AccessibilityNode], tolerance: Double, rightToLeft: Bool) -> [OrderedElement] {
        var state = State()
        var order: [Int32] = []
        order.reserveCapacity(nodes.count)
        appendOrdered(nodes, tolerance: tolerance, rightToLeft: rightToLeft, state: &state, into: &order)
        // A plain loop: closures here would be main-actor closures, each call checking the executor.
        var result: [OrderedElement] = []
        result.reserveCapacity(order.count)
        for index in order {
            let i = Int(index)
            result.append(OrderedElement(view: state.views[i], frame: state.frames[i],
                                         context: state.contexts[index] ?? ElementContext(), container: state.containers[i]))
        }
        return result
    }

    /// Every element seen, by number, in hierarchy order.
    private struct State {
        var views: [View] = []
        var frames: [Rect] = []
        /// Contexts are rare (tab bars, lists, tables): kept sparse.
        var contexts: [Int32: ElementContext] = [:]
        var containers: [ObjectIdentifier?] = []

        mutating func add(_ view: View, _ frame: Rect) -> Int32 {
            views.append(view)
            frames.append(frame)
            containers.append(nil)
            return Int32(views.count - 1)
        }

        mutating func editContext(_ index: Int32, _ edit: (inout ElementContext) -> Void) {
            edit(&contexts[index, default: ElementContext()])
        }
    }

    /// Something to place: one element, or a group already ordered inside (a range of `scratch`).
    private struct Unit {
        var anchor: Rect
        var start: Int
        var count: Int
    }

    private static func appendOrdered(_ nodes: [AccessibilityNode], tolerance: Double, rightToLeft: Bool,
                                      state: inout State, into output: inout [Int32]) {
        var scratch: [Int32] = []
        scratch.reserveCapacity(nodes.count)
        var units: [Unit] = []
        units.reserveCapacity(nodes.count)
        for node in nodes {
            switch node {
            case .element(let view, let frame):
                units.append(Unit(anchor: frame, start: scratch.count, count: 1))
                scratch.append(state.add(view, frame))
            case .group(let group, let children):
                let start = scratch.count
                if group.kind == .explicit {
                    for child in children {
                        appendOrdered([child], tolerance: tolerance, rightToLeft: rightToLeft, state: &state, into: &scratch)
                    }
                } else {
                    appendOrdered(children, tolerance: tolerance, rightToLeft: rightToLeft, state: &state, into: &scratch)
                }
                let count = scratch.count - start
                guard count > 0 else { continue }
                applyContext(group.kind, to: scratch[start...], state: &state, tolerance: tolerance)
                if group.kind != .explicit && group.kind != .series {
                    let id = ObjectIdentifier(group.view)
                    for index in scratch[start...] where state.containers[Int(index)] == nil { state.containers[Int(index)] = id }
                }
                let anchor = group.placedByOwnFrame ? group.frame : state.frames[Int(scratch[start])]
                units.append(Unit(anchor: anchor, start: start, count: count))
            }
        }
        var anchors: [Rect] = []
        anchors.reserveCapacity(units.count)
        for unit in units { anchors.append(unit.anchor) }
        let order = sortedIndices(anchors, tolerance: tolerance, rightToLeft: rightToLeft)
        if units.count == scratch.count {
            // Only single elements: place the numbers directly.
            for index in order { output.append(scratch[index]) }
            return
        }
        for index in order {
            let unit = units[index]
            output.append(contentsOf: scratch[unit.start..<(unit.start + unit.count)])
        }
    }

    /// The indices of `frames` in reading order (the row walk described above). Nonisolated:
    /// a pure function, and its sort comparators must not pay for main-actor checks.
    nonisolated public static func sortedIndices(_ frames: [Rect], tolerance: Double, rightToLeft: Bool) -> [Int] {
        let count = frames.count
        guard count > 1 else { return Array(frames.indices) }
        // Sort by top edge; ties keep hierarchy order.
        var keys = [(y: Double, index: Int)]()
        keys.reserveCapacity(count)
        for index in 0..<count { keys.append((frames[index].minY, index)) }
        keys.sort { $0.y != $1.y ? $0.y < $1.y : $0.index < $1.index }
        var result = [Int]()
        result.reserveCapacity(count)
        var row = [(x: Double, index: Int)]()
        var previousTop = keys[0].y
        func flushRow() {
            if row.count > 1 {
                if rightToLeft {
                    row.sort { $0.x != $1.x ? $0.x > $1.x : $0.index < $1.index }
                } else {
                    row.sort { $0.x != $1.x ? $0.x < $1.x : $0.index < $1.index }
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

    /// Fills in the context words a container gives its elements (voiceover.md §3 rule 7).
    private static func applyContext(_ kind: AccessibilityGroup.Kind, to elements: ArraySlice<Int32>, state: inout State,
                                     tolerance: Double) {
        let count = elements.count
        guard let first = elements.first, let last = elements.last else { return }
        switch kind {
        case .tabBar, .series:
            for (offset, index) in elements.enumerated() {
                state.editContext(index) { context in
                    context.series = (offset + 1, count)
                    if kind == .tabBar { context.isTab = true }
                }
            }
        case .list:
            state.editContext(first) { $0.listStart = true }
            if count > 1 { state.editContext(last) { $0.listEnd = true } }
        case .landmark:
            state.editContext(first) { $0.landmarkStart = true }
            if count > 1 { state.editContext(last) { $0.landmarkEnd = true } }
        case .dataTable:
            var row = 0, column = 0
            var previousTop = -Double.infinity
            var headers: [Int: String] = [:]
            for index in elements {
                let top = state.frames[Int(index)].minY
                if top - previousTop >= tolerance { row += 1; column = 0 }
                previousTop = top
                column += 1
                let view = state.views[Int(index)]
                var header: String?
                if row == 1, view.accessibilityTraits.contains(.header), let label = view.accessibilityLabel {
                    headers[column] = label
                } else if row > 1 {
                    header = headers[column]
                }
                state.editContext(index) { [row, column] context in
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
