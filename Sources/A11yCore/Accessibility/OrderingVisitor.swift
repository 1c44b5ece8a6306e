/// The buffers of one ordering, kept by the window so the next derivation reuses them
/// instead of allocating (and page-faulting) a few megabytes on a large screen.
struct OrderingStorage {
    fileprivate var views: [Unmanaged<View>] = []
    fileprivate var frames: [Rect] = []
    fileprivate var units: [OrderingVisitor.Unit] = []
    fileprivate var runs: [Int32] = []
    fileprivate var keys: [RowWalk.Key] = []
    fileprivate var rowWalk = RowWalk.Scratch()

    /// The bytes the buffers hold on to.
    var byteCount: Int {
        func bytes<T>(_ array: [T]) -> Int { array.capacity * MemoryLayout<T>.stride }
        return bytes(views) + bytes(frames) + bytes(units) + bytes(runs) + bytes(keys) + rowWalk.byteCount
    }

    /// Empties the buffers, keeping their capacity (and no views).
    fileprivate mutating func clear() {
        views.removeAll(keepingCapacity: true)
        frames.removeAll(keepingCapacity: true)
        units.removeAll(keepingCapacity: true)
        runs.removeAll(keepingCapacity: true)
        keys.removeAll(keepingCapacity: true)
    }
}

/// Orders elements as the tree walk reports them. Elements are numbers into flat arrays
/// (views held as retained `Unmanaged` references until `finish` gives them to the result). The units of the
/// open levels (the screen and the groups being walked) sit on one stack: an element, or
/// a closed group standing for its ordered elements. A level is ordered when it closes;
/// `OrderedElement`s are built once, at the end.
struct OrderingVisitor: ElementTreeVisitor {
    let tolerance: Double
    let rightToLeft: Bool
    private(set) var storage: OrderingStorage
    /// Contexts and containers are rare (tab bars, lists, tables): kept sparse.
    private var contexts: [Int32: ElementContext] = [:]
    private var containers: [Int32: ObjectIdentifier] = [:]
    private var open: [OpenGroup] = []

    /// An element (`count == 0`: `first` is its number) or a closed group
    /// (`runs[first ..< first + count]`), placed at its anchor.
    fileprivate struct Unit {
        var y: Double
        var x: Double
        var first: Int32
        var count: Int32
    }

    private struct OpenGroup {
        var view: Unmanaged<View>
        var kind: AccessibilityGroup.Kind
        var frame: Rect
        var placedByOwnFrame: Bool
        var keepsOrder: Bool
        /// Where the group's units start on the stack.
        var firstUnit: Int
    }

    init(tolerance: Double, rightToLeft: Bool, storage: OrderingStorage = OrderingStorage()) {
        self.tolerance = tolerance
        self.rightToLeft = rightToLeft
        self.storage = storage
        self.storage.clear()
    }

    mutating func element(_ view: Unmanaged<View>, frame: Rect) {
        let number = Int32(storage.views.count)
        // Retained now, while the walk has the view's memory at hand; `finish` hands the
        // reference on to its `OrderedElement` (every element reaches the result once).
        storage.views.append(view.retain())
        storage.frames.append(frame)
        storage.units.append(Unit(y: frame.minY, x: rightToLeft ? -frame.maxX : frame.minX, first: number, count: 0))
    }

    mutating func beginGroup(_ view: Unmanaged<View>, kind: AccessibilityGroup.Kind, frame: Rect, placedByOwnFrame: Bool,
                             keepsOrder: Bool) {
        open.append(OpenGroup(view: view, kind: kind, frame: frame, placedByOwnFrame: placedByOwnFrame, keepsOrder: keepsOrder,
                              firstUnit: storage.units.count))
    }

    mutating func endGroup() {
        let group = open.removeLast()
        arrange(from: group.firstUnit, explicit: group.keepsOrder)
        let ordered = elements(from: group.firstUnit)
        // VoiceOverRules, "Reading order": the group takes the place of its first child *in reading order*.
        // Explicit elements are read in their own order, whose first need not come first
        // on screen, so that place is found by the row walk over the group's units.
        let readingFirst = group.keepsOrder && !group.placedByOwnFrame ? firstInReadingOrder(from: group.firstUnit) : nil
        storage.units.removeSubrange(group.firstUnit...)
        guard let first = ordered.first else { return }
        applyContext(group.kind, to: ordered, in: group.view)
        if group.kind != .explicit && group.kind != .series {
            let id = ObjectIdentifier(group.view.takeUnretainedValue())
            for index in ordered where containers[index] == nil { containers[index] = id }
        }
        let unit: Unit
        if let readingFirst {
            unit = Unit(y: readingFirst.y, x: readingFirst.x, first: Int32(storage.runs.count), count: Int32(ordered.count))
        } else {
            let anchor = group.placedByOwnFrame ? group.frame : storage.frames[Int(first)]
            unit = Unit(y: anchor.minY, x: rightToLeft ? -anchor.maxX : anchor.minX,
                        first: Int32(storage.runs.count), count: Int32(ordered.count))
        }
        storage.units.append(unit)
        storage.runs.append(contentsOf: ordered)
    }

    /// The unit from `start` on that the row walk puts first (nil when there is none).
    /// Only explicit groups need it, and they are rare and small: a plain sort will do.
    private func firstInReadingOrder(from start: Int) -> Unit? {
        guard start < storage.units.count else { return nil }
        var keys = storage.units[start...].enumerated().map { RowWalk.Key(y: $1.y, x: $1.x, index: Int32($0)) }
        RowWalk.arrangeBySorting(&keys, tolerance: tolerance)
        return storage.units[start + Int(keys[0].index)]
    }

    /// Puts the units from `start` on in order, as `storage.keys`: explicit elements as
    /// given, others by the row walk.
    private mutating func arrange(from start: Int, explicit: Bool) {
        let count = storage.units.count - start
        storage.keys.removeAll(keepingCapacity: true)
        storage.keys.reserveCapacity(count)
        for position in 0..<count {
            let unit = storage.units[start + position]
            storage.keys.append(RowWalk.Key(y: unit.y, x: unit.x, index: Int32(position)))
        }
        if !explicit { RowWalk.arrange(&storage.keys, tolerance: tolerance, scratch: &storage.rowWalk) }
    }

    /// Calls `body` with the element numbers of the arranged units from `start` on.
    @inline(__always)
    private func forEachElement(from start: Int, _ body: (Int32) -> Void) {
        for key in storage.keys {
            let unit = storage.units[start + Int(key.index)]
            if unit.count == 0 {
                body(unit.first)
            } else {
                for index in Int(unit.first)..<Int(unit.first + unit.count) { body(storage.runs[index]) }
            }
        }
    }

    /// The element numbers of the arranged units from `start` on.
    private func elements(from start: Int) -> [Int32] {
        var result: [Int32] = []
        forEachElement(from: start) { result.append($0) }
        return result
    }

    /// The ordered elements of the whole walk.
    @MainActor
    mutating func finish() -> [OrderedElement] {
        while !open.isEmpty { endGroup() }
        arrange(from: 0, explicit: false)
        var result: [OrderedElement] = []
        result.reserveCapacity(storage.views.count)
        // Most screens have no contexts or containers at all: skip the lookups then.
        let hasContexts = !contexts.isEmpty, hasContainers = !containers.isEmpty
        forEachElement(from: 0) { index in
            let i = Int(index)
            result.append(OrderedElement(view: storage.views[i].takeRetainedValue(), frame: storage.frames[i],
                                         context: hasContexts ? contexts[index] ?? ElementContext() : ElementContext(),
                                         container: hasContainers ? containers[index] : nil))
        }
        storage.clear()
        return result
    }

    private mutating func editContext(_ index: Int32, _ edit: (inout ElementContext) -> Void) {
        edit(&contexts[index, default: ElementContext()])
    }

    /// Fills in the context words a container gives its elements (VoiceOverRules, "What is said for an element" rule 7).
    private mutating func applyContext(_ kind: AccessibilityGroup.Kind, to elements: [Int32], in group: Unmanaged<View>) {
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
        case .dataTable where MainActor.assumeIsolated({ group.takeUnretainedValue().accessibilityDataTable != nil }):
            applyDeclaredTable(to: elements)
        case .dataTable:
            // No declaration: a table guessed from the layout (rows by top edge, the first
            // row's headings heading the columns).
            var row = 0, column = 0
            var previousTop = -Double.infinity
            var headers: [Int: String] = [:]
            for index in elements {
                let top = storage.frames[Int(index)].minY
                if top - previousTop >= tolerance { row += 1; column = 0 }
                previousTop = top
                column += 1
                let view = storage.views[Int(index)]
                let (isHeader, label) = MainActor.assumeIsolated {
                    let view = view.takeUnretainedValue()
                    return (view.accessibilityTraits.contains(.header), view.accessibilityLabel)
                }
                var header: String?
                if row == 1, isHeader, let label {
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

    /// A declared data table (`UIAccessibilityContainerDataTable`): each declared cell's
    /// headers, spans, row and column, as `DataTableReading` has VoiceOver say them.
    private mutating func applyDeclaredTable(to elements: [Int32]) {
        let views = elements.map { storage.views[Int($0)] }
        let cells = MainActor.assumeIsolated {
            views.map { unmanaged in
                let view = unmanaged.takeUnretainedValue()
                let cell = view.accessibilityDataTableCell
                let heads = cell.map { $0.isRowHeader || $0.isColumnHeader } ?? false
                return DataTableReading.Cell(declaration: cell, headerText: heads
                    ? DataTableReading.Cell.headerText(label: view.accessibilityLabel, value: view.accessibilityValue) : nil)
            }
        }
        for (index, reading) in zip(elements, DataTableReading.readings(cells)) {
            guard let reading else { continue }
            editContext(index) { reading.apply(to: &$0) }
        }
    }
}
