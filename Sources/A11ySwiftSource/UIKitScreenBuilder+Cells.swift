import A11yCore
import A11yLayout
import A11ySceneModel

/// A table cell's own views, read as UIKit reads a cell (SwiftSourceReading.md, "Tables";
/// InterfaceBuilderImport.md's rule for custom cells, TV-10): a cell whose views are labels (and
/// at most one switch) is one element, its text followed by its labels' texts in reading order,
/// a switch its state; a cell with any other control (a button, a stepper, a text field) is not
/// an element, and VoiceOver reads its text and its views one by one.
extension UIKitScreenBuilder {
    /// Reads the views a cell's code adds beside UIKit's own labels: its content view's
    /// subviews, those it adds to the cell itself, and an accessory view that is not a switch (a
    /// switch is the row's toggle).
    func readCellViews(of row: inout RowSpec, cell fields: SwiftScope, at place: FilePosition) {
        let uikitLabels = [fields["textLabel"], fields["detailTextLabel"], fields["imageView"]].compactMap(UIKitReader.fields)
        var views: [ViewSpec] = []
        if let contentView = fields["contentView"] {
            views = UIKitReader.array(UIKitReader.fields(contentView)?[UIKitReader.subviewsKey]).filter { view in
                guard let subview = UIKitReader.fields(view) else { return false }
                return !uikitLabels.contains { $0 === subview }
            }.compactMap(viewSpec)
        }
        // Views the code adds to the cell itself rather than its content view (`addSubview(stack)` in a cell's
        // `init`): in the cell too, read with it, after the content view's.
        let contentFields = fields["contentView"].flatMap(UIKitReader.fields)
        views += UIKitReader.array(fields[UIKitReader.subviewsKey]).filter { view in
            guard let subview = UIKitReader.fields(view) else { return false }
            return subview !== contentFields && !uikitLabels.contains { $0 === subview }
        }.compactMap(viewSpec)
        let accessory = accessoryView(of: &row, cell: fields)
        guard !views.isEmpty || accessory != nil else { return }
        row.subviews = views
        if let contentView = fields["contentView"] { layOutContent(of: &row, contentView: contentView, cell: fields, at: place) }
        if let accessory { row.subviews.append(accessory) }

        let leaves = CellContent.visibleLeaves(row.subviews).map(\.view)
        let switches = leaves.filter { $0.kind == .switch }
        if CellContent.isOneElement(leaves) {
            // One element: its text, then its labels' as VoiceOver reads them; a switch's state.
            let texts = orderedTexts(of: leaves.filter { $0.kind == .label }, layout: row.layout)
            row.text = ([row.text] + texts).filter { !$0.isEmpty }.joined(separator: ", ")
            if let toggle = switches.first { row.accessory = .toggle(isOn: toggle.on ?? false) }
            row.oneElement = true
        } else if !row.text.isEmpty {
            // Not an element: the content configuration's (or text label's) text is a label of its
            // own at the leading margin, read before the views beside it. Its frame is an estimate.
            let width = device.portraitSize.width
            var label = ViewSpec(kind: .label, location: place)
            label.id = (row.id ?? uniqueID(at: place)) + ".text"
            label.text = row.text
            label.frame = Rect(x: 20, y: 0, width: max(0, width / 2 - 20), height: 44)
            row.subviews.insert(label, at: 0)
            if let detail = row.detail, !detail.isEmpty {
                var shown = label
                shown.id = label.id.map { $0 + ".detail" }
                shown.text = detail
                shown.frame = Rect(x: width / 2, y: 0, width: max(0, width / 2 - 20), height: 44)
                row.subviews.insert(shown, at: 1)
            }
        }
    }

    /// A view the code sets as the cell's `accessoryView` (not a switch): at the cell's trailing
    /// edge, 16 points in, centred on the row, as UIKit places it; the content view stops short
    /// of it by its width and that margin.
    private func accessoryView(of row: inout RowSpec, cell fields: SwiftScope) -> ViewSpec? {
        guard let value = fields["accessoryView"], let accessory = UIKitReader.fields(value),
              let base = accessory[UIKitReader.uikitKey]?.string, base != "UISwitch",
              var spec = viewSpec(value) else { return nil }
        let fixed = UIKitClasses.fixedSize(of: base)
        let size = Size(width: spec.frame?.width ?? fixed?.width ?? 44, height: spec.frame?.height ?? fixed?.height ?? 44)
        let width = device.portraitSize.width
        spec.frame = Rect(x: width - 16 - size.width, y: max(0, (44 - size.height) / 2), width: size.width, height: size.height)
        row.contentInsets.right = size.width + 16
        return spec
    }

    /// The labels' texts in reading order: by the frames the cell's constraints give them (rows by
    /// top edge, then leading to trailing), else in the order the code adds them.
    private func orderedTexts(of labels: [ViewSpec], layout: LayoutTree?) -> [String] {
        func shown(_ view: ViewSpec) -> String { CellContent.labelText(view) ?? "" }
        guard labels.count > 1, let tree = layout else { return labels.map(shown) }
        let width = device.portraitSize.width
        var environment = LayoutEnvironment(rootSize: Size(width: width, height: 44),
                                            minimumMargin: device.systemMinimumMargin)
        environment.fitsHeight = true
        let result = LayoutEngine(tree: tree).solve(environment)
        var index: [String: Int] = [:]
        for (position, node) in tree.nodes.enumerated() { index[node.id] = position }
        let frames = labels.map { label in label.id.flatMap { index[$0] }.map { result.frames[$0] } }
        guard frames.allSatisfy({ $0 != nil }) else { return labels.map(shown) }
        return ReadingOrder.sortedIndices(frames.compactMap { $0 }, tolerance: device.idiom.rowTolerance, rightToLeft: false)
            .map { shown(labels[$0]) }
    }
}
