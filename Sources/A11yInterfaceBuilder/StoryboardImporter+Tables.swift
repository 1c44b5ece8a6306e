import A11yCore
import A11yLayout
import A11ySceneModel

/// Static table views: sections, and each cell as the row VoiceOver reads.
extension StoryboardImporter {
    func tableSections(_ table: XMLElementNode, controller: XMLElementNode, in document: IBDocument) -> [SectionSpec] {
        if table["dataMode"] != "static" {
            if table.child("prototypes") != nil || table["dataMode"] == "prototypes" {
                note(table, in: document,
                     "table view with prototype cells: its rows come from a data source in code, so it is imported empty")
            }
            return []
        }
        let sectionNodes = table.child("sections")?.children("tableViewSection") ?? []
        let spaces = designSpaces(table, sections: sectionNodes)
        return sectionNodes.enumerated().map { index, section in
            var spec = SectionSpec()
            spec.header = section["headerTitle"]
            spec.footer = section["footerTitle"]
            spec.rows = (section.child("cells")?.children("tableViewCell") ?? [])
                .compactMap { cell($0, controller: controller, in: document) }
            spec.spaceAbove = spaces[index]
            return spec
        }
    }

    /// The space Interface Builder left above each section's first row, from the frames it
    /// saved: a header's height depends on its font, the title's wrapping, the table's
    /// `sectionHeaderHeight` (applied to untitled sections too) and the release (iOS 15 adds
    /// 22 pt of `sectionHeaderTopPadding` in plain tables), so the design's is kept, as a
    /// label's measured size is. None where the saved frames disagree with a table (rows out of
    /// order or overlapping: frames Interface Builder did not update), nor for a section with
    /// no visible row.
    private func designSpaces(_ table: XMLElementNode, sections: [XMLElementNode]) -> [Double?] {
        let none = [Double?](repeating: nil, count: sections.count)
        var spaces = none
        let header = table.children.first { $0["key"] == "tableHeaderView" }.flatMap { rect($0)?.height } ?? 0
        var previousEnd: Double? = header
        for (index, section) in sections.enumerated() {
            let frames = (section.child("cells")?.children("tableViewCell") ?? [])
                .filter { !$0.flag("hidden") }.compactMap { rect($0) }
            guard let first = frames.first else { previousEnd = nil; continue }
            for (above, below) in zip(frames, frames.dropFirst()) where abs(below.minY - above.maxY) > 0.01 {
                return none
            }
            if let end = previousEnd {
                guard first.minY >= end - 0.01 else { return none }
                spaces[index] = max(0, first.minY - end)
            }
            previousEnd = frames.last?.maxY
        }
        return spaces
    }

    /// The table's `tableHeaderView` and `tableFooterView` (`<view key="tableHeaderView">`):
    /// imported with their subviews, at their own height; the table puts them above the first
    /// section and below the last, as wide as itself (UIKit's table header and footer).
    func tableEndViews(_ table: XMLElementNode, controller: XMLElementNode, in document: IBDocument) -> (ViewSpec?, ViewSpec?) {
        let width = rect(table)?.width ?? canvas.size.width
        func end(_ key: String) -> ViewSpec? {
            guard let node = table.children.first(where: { $0["key"] == key }),
                  var view = importView(node, parentSize: Size(width: width, height: 44), controller: controller, in: document)
            else { return nil }
            let height = view.frame?.height ?? 44
            view.frame = Rect(x: 0, y: 0, width: width, height: height)
            view.autoresizing = .flexibleWidth
            return view
        }
        return (end("tableHeaderView"), end("tableFooterView"))
    }

    /// One static cell. A styled cell (Default, Value1, Value2, Subtitle) reads its text and
    /// detail; a custom cell whose content is labels (and at most one switch) reads as one
    /// element, as UIKit's cell does; one with other controls exposes them one by one.
    package func cell(_ node: XMLElementNode, controller: XMLElementNode, in document: IBDocument) -> RowSpec? {
        guard node.child("rect", key: "frame") != nil || node["id"] != nil else { return nil }
        if node.flag("hidden") { return nil }
        var row = RowSpec(text: "", location: document.position(node))
        row.id = node["id"]
        reportCustomClass(node, in: document, what: "table view cell")
        let content = node.child("tableViewCellContentView", key: "contentView")
        func label(_ id: String?) -> String? {
            guard let id, let found = document.object(id) else { return nil }
            return text(of: found, key: "text") ?? attributedText(found.child("attributedString", key: "attributedText"))
        }
        switch node["accessoryType"] {
        case "disclosureIndicator", "detailDisclosureButton": row.accessory = .disclosure
        case "checkmark": row.accessory = .checkmark
        default: break
        }
        let frame = rect(node) ?? Rect(x: 0, y: 0, width: 320, height: 44)
        // The height the design gave the row (a self-sizing cell's is solved below).
        if abs(frame.height - 44) > 0.01 { row.height = frame.height }
        if node["style"] != nil || node["textLabel"] != nil {
            row.text = label(node["textLabel"]) ?? ""
            row.detail = label(node["detailTextLabel"])
        } else if let content {
            let size = rect(content)?.size ?? frame.size
            let views = (content.child("subviews")?.children ?? []).compactMap {
                importView($0, parentSize: size, controller: controller, in: document)
            }
            let leaves = CellContent.visibleLeaves(views)
            let switches = leaves.filter { $0.view.kind == .switch }
            // The labels in the order VoiceOver reads a screen (rows by top edge with the row
            // tolerance, then left to right), in the cell's own coordinates: labels nested in
            // stack views are placed where they show, not read parent by parent.
            let labels = leaves.filter { $0.view.kind == .label }
            let order = ReadingOrder.sortedIndices(labels.map(\.frame), tolerance: device.rowTolerance, rightToLeft: false)
            let texts = order.compactMap { CellContent.labelText(labels[$0].view) }.filter { !$0.isEmpty }
            if CellContent.isOneElement(leaves.map(\.view)) {
                row.text = texts.joined(separator: ", ")
                if let toggle = switches.first { row.accessory = .toggle(isOn: toggle.view.on ?? false) }
                // Its views stay, drawn and laid out, under the one element the cell is.
                row.oneElement = !views.isEmpty
            } else {
                row.text = texts.first ?? ""
            }
            row.subviews = views
            if let contentFrame = rect(content) {
                row.contentInsets = EdgeInsets(bottom: max(0, frame.height - contentFrame.maxY),
                                               right: max(0, frame.width - contentFrame.maxX))
            }
            layOutContent(&row, cell: node, content: content, cellFrame: frame, controller: controller, in: document)
        }
        if let configuration = node.child("accessibility", key: "accessibilityConfiguration") {
            row.label = configuration["label"]
            row.hint = configuration["hint"]
            if let traits = configuration.child("accessibilityTraits", key: "traits") {
                row.traits = traits.attributes.filter { $0.value == "YES" && Self.traitNames.contains($0.key) }
                    .map(\.key).sorted()
                row.replacesTraits = true
            }
        }
        row.onActivate = segueActions(from: node, controller: controller, in: document)
        if row.text.isEmpty && row.label == nil && (row.subviews.isEmpty || row.oneElement) {
            note(node, in: document,
                 "table cell with no text: its content is set in code, so VoiceOver reads only its traits here")
        }
        return row
    }

    /// A custom cell's content laid out by its constraints whenever the model's table sizes
    /// the row. A self-sizing cell (its table's row height automatic, the cell giving none of
    /// its own) is as tall as that content needs at the table's width (UIKit's
    /// `systemLayoutSizeFitting` on the content view, plus the separator the design kept below
    /// it); a content without constraints from top to bottom keeps the design height. The model
    /// solves the content for the device it shows; for a scene file (`import -o`) a self-sizing
    /// one is solved here, once, on the standard device, for the height and frames the file
    /// writes (a fixed-height one keeps the design's).
    private func layOutContent(_ row: inout RowSpec, cell: XMLElementNode, content: XMLElementNode, cellFrame: Rect,
                               controller: XMLElementNode, in document: IBDocument) {
        var tree = layoutTree(content, controller: controller, designSafeArea: EdgeInsets(), in: document)
        guard tree.nodes.count > 1, !tree.constraints.isEmpty else { return }
        if content.flag("preservesSuperviewLayoutMargins"), tree.nodes[0].layoutMargins == nil,
           let cellMargins = cell.child("edgeInsets", key: "layoutMargins") {
            // The content view keeps the cell's own margins where they are larger than its
            // defaults (11 pt above and below; at the sides, the table's, at most 20 pt).
            func side(_ name: String, least: Double) -> Double? {
                cellMargins.number(name).flatMap { $0 > least ? $0 : nil }
            }
            if let left = side("left", least: 20), let right = side("right", least: 20) {
                tree.nodes[0].layoutMargins = EdgeInsets(top: max(11, cellMargins.number("top") ?? 0), left: left,
                                                         bottom: max(11, cellMargins.number("bottom") ?? 0), right: right)
            }
        }
        let table = cell.parent?.parent?.parent?.parent
        row.fitsContent = table?.name == "tableView" && cell["rowHeight"] == nil
            && (table?["rowHeight"] == "-1" || table?["rowHeight"] == nil)
        row.layout = tree
        guard row.fitsContent, isForSceneFile else { return }
        let contentHeight = rect(content)?.height ?? cellFrame.height
        var environment = LayoutEnvironment(rootSize: Size(width: device.portraitScreenSize.width - row.contentInsets.right,
                                                           height: contentHeight),
                                            minimumMargin: LayoutEnvironment.systemMinimumMargin(
                                                screenWidth: device.portraitScreenSize.width))
        environment.fitsHeight = true
        let result = LayoutEngine(tree: tree).solve(environment)
        let fitted = result.frames[0].height
        guard fitted > 1 else { return }
        row.height = Device.standard(for: device).ceilToPixels(fitted) + row.contentInsets.bottom
        Self.apply(result, of: tree, to: &row.subviews) { _ in nil }
    }
}
