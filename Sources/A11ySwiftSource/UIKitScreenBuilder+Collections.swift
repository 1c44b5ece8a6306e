import A11yCore
import A11ySceneModel

/// Collection views whose data source the source fixes (SwiftSourceReading.md, "UIKit screens
/// built in code", "Collections"): `numberOfSections(in:)`, `collectionView(_:numberOfItemsInSection:)`
/// and `collectionView(_:cellForItemAt:)` run as UIKit calls them, each cell a view of the
/// collection in index-path order (the order VoiceOver reads a collection's cells in), placed
/// by the flow layout's literal item size and spacing, and `collectionView(_:didSelectItemAt:)`
/// as what activating the cell does.
extension UIKitScreenBuilder {
    /// The cells of a collection view object, as its subviews; none (with a note) when they
    /// depend on run time.
    func collectionCells(of collection: SwiftValue, fields: SwiftScope, at location: FilePosition) -> [ViewSpec] {
        let controller = UIKitReader.fields(fields["#controller"])
        guard let source = fields["dataSource"] ?? fields["#controller"], case .object(let type, _) = source else {
            reader.noteOnce("collection", "this collection view's data source is not in the source: its cells are not read",
                            at: location)
            return []
        }
        func call(_ name: String, _ labels: [String], _ values: [SwiftValue]) -> SwiftValue? {
            callDataSource(source, of: type, name, labels, values)
        }
        func runTime(_ value: SwiftValue, _ what: String) -> [ViewSpec] {
            noteCount(value, what, of: "collection view", parts: "cells", at: location)
            return []
        }
        // A diffable data source shows the snapshot applied to it, each cell from its provider.
        let snapshot = UIKitReader.diffableSections(of: source)
        if UIKitReader.showsNoSnapshot(source) {
            reader.noteOnce("collection", "no snapshot the source applies to this collection view's diffable data source: "
                            + "its cells are not read", at: location)
        }
        if snapshot != nil, UIKitReader.isDiffable(source), !UIKitReader.hasCellProvider(source) {
            reader.noteOnce("collection provider", "this diffable data source's cell provider is not a closure voicenav runs (a "
                            + "method given by name): its cells are not read", at: location)
            return []
        }
        if snapshot == nil, UIKitReader.isDiffable(source) {
            return []
        }
        var sectionCount = 1
        if let snapshot {
            sectionCount = min(snapshot.count, Self.maximumRows)
        } else if let value = askCount(source, of: type, "numberOfSections", ["in"], [collection],
                                       what: "the number of sections", of: "collection view", at: location) {
            guard let count = value.number else { return runTime(value, "the number of sections") }
            sectionCount = max(0, min(Int(count), Self.maximumRows))
        }
        let layout = UIKitReader.fields(fields["collectionViewLayout"] ?? controller?["collectionViewLayout"])
        var flow = FlowPlacement(layout: layout, width: Self.rect(fields["frame"])?.width ?? device.portraitSize.width)
        var cells: [ViewSpec] = []
        for section in 0..<sectionCount {
            guard let value = snapshot.map({ .int($0[section].items.count) })
                ?? askCount(source, of: type, "collectionView", ["_", "numberOfItemsInSection"], [collection, .int(section)],
                            what: "the number of items in a section", of: "collection view", at: location) else { break }
            guard let count = value.number else { return cells + runTime(value, "the number of items") }
            let header = snapshot == nil ? sectionHeader(section, of: collection, source: source, type: type,
                                                         fields: fields, layout: layout, at: location) : nil
            if let frame = flow.startSection(header: header?.height ?? 0), var spec = header?.spec {
                spec.frame = frame
                cells.append(spec)
            }
            for item in 0..<max(0, Int(count)) {
                guard cells.count < Self.maximumRows else {
                    reader.noteOnce("items", "a collection of more than \(Self.maximumRows) cells: the rest are not read",
                                    at: location)
                    return cells
                }
                let path = SwiftScope()
                path["item"] = .int(item)
                path["row"] = .int(item)
                path["section"] = .int(section)
                let made = if let snapshot {
                    reader.diffableCell(of: source, view: collection, path: .object("IndexPath", path),
                                        item: snapshot[section].items[item])
                } else {
                    call("collectionView", ["_", "cellForItemAt"], [collection, .object("IndexPath", path)])
                }
                guard let cell = made else { continue }
                if let delegate = fields["delegate"] ?? fields["#controller"], case .object(let owner, _) = delegate {
                    _ = callDataSource(delegate, of: owner, "collectionView", ["_", "willDisplay", "forItemAt"],
                                       [collection, cell, .object("IndexPath", path)])
                }
                reader.showViews(in: cell)
                guard var spec = cellSpec(cell, at: location) else { continue }
                spec.frame = flow.next()
                let steps = reader.recording {
                    _ = call("collectionView", ["_", "didSelectItemAt"], [collection, .object("IndexPath", path)])
                }.compactMap(resolve)
                if !steps.isEmpty { spec.handlers.onActivate = steps }
                cells.append(spec)
            }
        }
        return cells
    }

    /// A flow layout's header of `section`, as UIKit shows one: where its height (the delegate's
    /// `referenceSizeForHeaderInSection`, else the layout's `headerReferenceSize`; one run time
    /// measures, estimated) is more than zero,
    /// the view the data source's `viewForSupplementaryElementOfKind` gives for a section header.
    private func sectionHeader(_ section: Int, of collection: SwiftValue, source: SwiftValue, type: String,
                               fields: SwiftScope, layout: SwiftScope?, at location: FilePosition)
        -> (spec: ViewSpec, height: Double)? {
        guard reader.method("collectionView", of: type, arguments: ["_", "viewForSupplementaryElementOfKind", "at"],
                            from: reader.file) != nil else { return nil }
        var height = UIKitReader.fields(layout?["headerReferenceSize"])?["height"]?.number ?? 0
        if let delegate = fields["delegate"] ?? fields["#controller"], case .object(let owner, _) = delegate,
           let size = callDataSource(delegate, of: owner, "collectionView", ["_", "layout", "referenceSizeForHeaderInSection"],
                                     [collection, fields["collectionViewLayout"] ?? .none, .int(section)]) {
            if let given = UIKitReader.fields(size)?["height"]?.number {
                height = given
            } else if case .member("zero") = size {
                height = 0
            } else if case .symbol("CGSize.zero") = size {
                height = 0
            } else {
                // (A height the app measures from its texts: the header is there, at a height estimated.)
                reader.noteOnce("collection header", "the height of this collection view's section headers is only known when "
                                + "the app runs: they are read \(Int(Self.estimatedHeaderHeight)) points high", at: location)
                height = Self.estimatedHeaderHeight
            }
        }
        guard height > 0 else { return nil }
        let path = SwiftScope()
        path["item"] = .int(0)
        path["section"] = .int(section)
        guard let view = callDataSource(source, of: type, "collectionView", ["_", "viewForSupplementaryElementOfKind", "at"],
                                        [collection, .symbol(Self.headerKind), .object("IndexPath", path)]) else { return nil }
        reader.showViews(in: view)
        guard var spec = viewSpec(view) else { return nil }
        spec.layout = layoutTree(for: view, spec: spec)
        return (spec, height)
    }

    /// The height of a section header only run time sizes (UIKit's default row height).
    static let estimatedHeaderHeight = 44.0

    /// What `UICollectionView.elementKindSectionHeader` is to the evaluator.
    static let headerKind = "UICollectionView.elementKindSectionHeader"

    /// A cell as a view of the collection: its own views, laid out by its constraints; a list
    /// cell's content configuration read as its label (its text, then its secondary text).
    private func cellSpec(_ cell: SwiftValue, at location: FilePosition) -> ViewSpec? {
        guard var spec = viewSpec(cell), let fields = UIKitReader.fields(cell) else { return nil }
        if let content = UIKitReader.fields(fields["contentConfiguration"]) {
            let parts = [text(content["text"], use: "a cell's text"), text(content["secondaryText"], use: "a cell's text")]
            let words = parts.compactMap { $0 }.filter { !$0.isEmpty }.joined(separator: ", ")
            if !words.isEmpty, !spec.properties.contains(where: { $0.key == "label" }) {
                set("isAccessibilityElement", .bool(true), on: &spec)
                set("label", .text(words), on: &spec)
            }
        }
        spec.layout = layoutTree(for: cell, spec: spec)
        return spec
    }
}

/// Where a flow layout puts each next cell: its literal `itemSize`, `minimumInteritemSpacing`,
/// `minimumLineSpacing` and `sectionInset`, cells left to right and wrapped at the
/// collection's width; with no size the code fixes (a compositional layout, self-sizing
/// cells), a row the collection's width and 44 points high, one under the other (an estimate).
struct FlowPlacement {
    var itemWidth: Double?, itemHeight: Double
    var interitem: Double, line: Double
    var inset: EdgeInsets
    let width: Double
    var x = 0.0, y = 0.0, rowHeight = 0.0

    init(layout: SwiftScope?, width: Double) {
        self.width = width
        let size = UIKitReader.fields(layout?["itemSize"])
        itemWidth = size?["width"]?.number
        itemHeight = size?["height"]?.number ?? 44
        if itemWidth == nil { itemHeight = 44 }
        interitem = layout?["minimumInteritemSpacing"]?.number ?? (layout == nil ? 0 : 10)
        line = layout?["minimumLineSpacing"]?.number ?? (layout == nil ? 0 : 10)
        let sectionInset = UIKitReader.fields(layout?["sectionInset"])
        inset = EdgeInsets(top: sectionInset?["top"]?.number ?? 0, left: sectionInset?["left"]?.number ?? 0,
                           bottom: sectionInset?["bottom"]?.number ?? 0, right: sectionInset?["right"]?.number ?? 0)
    }

    /// A new section: on a new row, below the last, its header (of `header` points, the collection's
    /// width: its frame) above its inset.
    @discardableResult
    mutating func startSection(header: Double = 0) -> Rect? {
        y += rowHeight + (y > 0 ? inset.bottom : 0)
        var frame: Rect?
        if header > 0 {
            frame = Rect(x: 0, y: y, width: width, height: header)
            y += header
        }
        y += inset.top
        x = inset.left
        rowHeight = 0
        return frame
    }

    /// The frame of the next cell.
    mutating func next() -> Rect {
        let available = max(0, width - inset.left - inset.right)
        let cellWidth = min(itemWidth ?? available, available)
        if x > inset.left, x + cellWidth > width - inset.right + 0.5 {
            x = inset.left
            y += rowHeight + line
            rowHeight = 0
        }
        let frame = Rect(x: x, y: y, width: cellWidth, height: itemHeight)
        x += cellWidth + interitem
        rowHeight = max(rowHeight, itemHeight)
        return frame
    }
}
