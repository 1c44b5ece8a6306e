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
@MainActor
public enum ReadingOrder {
    /// The ordered elements of `nodes`, with contexts filled in.
    public static func order(_ nodes: [AccessibilityNode], tolerance: Double, rightToLeft: Bool) -> [OrderedElement] {
        var output: [OrderedElement] = []
        output.reserveCapacity(nodes.count)
        appendOrdered(nodes, tolerance: tolerance, rightToLeft: rightToLeft, into: &output)
        return output
    }

    /// A thing to place: one element, or a group already ordered inside (a range of `buffer`).
    private struct Unit {
        var anchor: Rect
        var start: Int
        var count: Int
    }

    private static func appendOrdered(_ nodes: [AccessibilityNode], tolerance: Double, rightToLeft: Bool,
                                      into output: inout [OrderedElement]) {
        // Lay every unit's elements out in a scratch buffer, then copy them out in order.
        var buffer: [OrderedElement] = []
        buffer.reserveCapacity(nodes.count)
        var units: [Unit] = []
        units.reserveCapacity(nodes.count)
        for node in nodes {
            switch node {
            case .element(let view, let frame):
                units.append(Unit(anchor: frame, start: buffer.count, count: 1))
                buffer.append(OrderedElement(view: view, frame: frame, context: ElementContext(), container: nil))
            case .group(let group, let children):
                let start = buffer.count
                if group.kind == .explicit {
                    for child in children {
                        appendOrdered([child], tolerance: tolerance, rightToLeft: rightToLeft, into: &buffer)
                    }
                } else {
                    appendOrdered(children, tolerance: tolerance, rightToLeft: rightToLeft, into: &buffer)
                }
                let count = buffer.count - start
                guard count > 0 else { continue }
                applyContext(group.kind, to: &buffer[start..<buffer.count], tolerance: tolerance)
                if group.kind != .explicit && group.kind != .series {
                    let id = ObjectIdentifier(group.view)
                    for index in start..<buffer.count where buffer[index].container == nil { buffer[index].container = id }
                }
                let anchor = group.placedByOwnFrame ? group.frame : buffer[start].frame
                units.append(Unit(anchor: anchor, start: start, count: count))
            }
        }
        for index in sortedIndices(units.map(\.anchor), tolerance: tolerance, rightToLeft: rightToLeft) {
            let unit = units[index]
            output.append(contentsOf: buffer[unit.start..<(unit.start + unit.count)])
        }
    }

    /// The indices of `frames` in reading order (the row walk described above).
    public static func sortedIndices(_ frames: [Rect], tolerance: Double, rightToLeft: Bool) -> [Int] {
        var indices = Array(frames.indices)
        guard frames.count > 1 else { return indices }
        indices.sort { a, b in
            let ya = frames[a].minY, yb = frames[b].minY
            return ya != yb ? ya < yb : a < b
        }
        var result: [Int] = []
        result.reserveCapacity(indices.count)
        var rowStart = 0
        func flushRow(_ end: Int) {
            if end - rowStart > 1 {
                var row = Array(indices[rowStart..<end])
                if rightToLeft {
                    row.sort { a, b in
                        let xa = frames[a].maxX, xb = frames[b].maxX
                        return xa != xb ? xa > xb : a < b
                    }
                } else {
                    row.sort { a, b in
                        let xa = frames[a].minX, xb = frames[b].minX
                        return xa != xb ? xa < xb : a < b
                    }
                }
                result.append(contentsOf: row)
            } else if end > rowStart {
                result.append(indices[rowStart])
            }
            rowStart = end
        }
        for position in 1..<indices.count {
            let previousTop = frames[indices[position - 1]].minY
            if frames[indices[position]].minY - previousTop >= tolerance { flushRow(position) }
        }
        flushRow(indices.count)
        return result
    }

    /// Fills in the context words a container gives its elements (voiceover.md §3 rule 7).
    private static func applyContext(_ kind: AccessibilityGroup.Kind, to elements: inout ArraySlice<OrderedElement>,
                                     tolerance: Double) {
        let count = elements.count
        let first = elements.startIndex
        switch kind {
        case .tabBar, .series:
            for (offset, index) in elements.indices.enumerated() {
                elements[index].context.series = (offset + 1, count)
                if kind == .tabBar { elements[index].context.isTab = true }
            }
        case .list:
            elements[first].context.listStart = true
            if count > 1 { elements[elements.index(before: elements.endIndex)].context.listEnd = true }
        case .landmark:
            elements[first].context.landmarkStart = true
            if count > 1 { elements[elements.index(before: elements.endIndex)].context.landmarkEnd = true }
        case .dataTable:
            var row = 0, column = 0
            var previousTop = -Double.infinity
            var headers: [Int: String] = [:]
            for index in elements.indices {
                let top = elements[index].frame.minY
                if top - previousTop >= tolerance { row += 1; column = 0 }
                previousTop = top
                column += 1
                elements[index].context.tableRow = row
                elements[index].context.tableColumn = column
                let view = elements[index].view
                if row == 1, view.accessibilityTraits.contains(.header), let label = view.accessibilityLabel {
                    headers[column] = label
                } else if row > 1, let header = headers[column] {
                    elements[index].context.tableHeaders = [header]
                }
            }
        case .grouped, .explicit:
            break
        }
    }
}
