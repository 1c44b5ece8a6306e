import A11yCore
import A11yLayout
import A11ySceneModel

/// Table views whose data source the source fixes (SwiftSourceReading.md, "UIKit screens built
/// in code", "Tables"): the data source's `numberOfSections(in:)`,
/// `tableView(_:numberOfRowsInSection:)`, `tableView(_:cellForRowAt:)` and section titles run as
/// UIKit calls them, each cell read as the table's row (its text label or content
/// configuration, detail, accessory, a switch as its accessory view, or its own subviews), and
/// `tableView(_:didSelectRowAt:)` as what selecting the row does.
extension UIKitScreenBuilder {
    /// The most rows a table is read with; past it, a note.
    static let maximumRows = 200

    /// The sections of a table view object, read through its data source; nil (with a note) when
    /// they depend on run time.
    func tableSections(of table: SwiftValue, fields: SwiftScope, at location: FilePosition) -> [SectionSpec]? {
        // A storyboard's static cells (UITableViewController's own data source gives them): as the storyboard has them.
        if case .opaque(let box)? = fields[UIKitReader.staticSectionsKey], let sections = box.value as? [SectionSpec] {
            reader.noteOnce("static cells", "this table's rows are the storyboard's static cells, as the storyboard has "
                            + "them: what the code changes in them is not read", at: location)
            return sections
        }
        // A table view controller is its table's data source; otherwise `tableView.dataSource = …`.
        guard let source = fields["dataSource"] ?? fields["#controller"], case .object(let type, _) = source else {
            reader.noteOnce("table", "this table view's data source is not in the source: its rows are not read",
                            at: location)
            return nil
        }
        func call(_ name: String, _ labels: [String], _ values: [SwiftValue]) -> SwiftValue? {
            callDataSource(source, of: type, name, labels, values)
        }
        func count(_ name: String, _ labels: [String], _ values: [SwiftValue], _ what: String) -> SwiftValue? {
            askCount(source, of: type, name, labels, values, what: what, of: "table", at: location)
        }
        // A diffable data source shows the snapshot applied to it, each cell from its provider.
        let snapshot = UIKitReader.diffableSections(of: source)
        if UIKitReader.showsNoSnapshot(source) {
            reader.noteOnce("table", "no snapshot the source applies to this table's diffable data source: its rows are not read",
                            at: location)
        }
        if snapshot != nil, UIKitReader.isDiffable(source), !UIKitReader.hasCellProvider(source) {
            reader.noteOnce("table provider", "this diffable data source's cell provider is not a closure voicenav runs (a "
                            + "method given by name): its rows are not read", at: location)
            return nil
        }
        if snapshot == nil, UIKitReader.isDiffable(source) {
            return nil
        }
        var sectionCount = 1
        if let snapshot {
            sectionCount = min(snapshot.count, Self.maximumRows)
        } else if let value = count("numberOfSections", ["in"], [table], "the number of sections") {
            guard let count = value.number else { return runTime(value, "the number of sections", at: location) }
            sectionCount = max(0, min(Int(count), Self.maximumRows))
        }
        var sections: [SectionSpec] = []
        var rowsRead = 0
        for section in 0..<sectionCount {
            guard let value = snapshot.map({ .int($0[section].items.count) })
                ?? count("tableView", ["_", "numberOfRowsInSection"], [table, .int(section)],
                         "the number of rows in a section") else { return nil }
            // A section whose rows only run time counts keeps its place and titles, with no rows;
            // the sections the source fixes are read.
            let count = value.number ?? 0
            if value.number == nil {
                noteCount(value, "the number of rows in a section", of: "table", parts: "rows", at: location)
            }
            var spec = SectionSpec()
            // A view the delegate gives for the header or footer (UIKit asks for it first); else the title.
            let delegate = fields["delegate"] ?? fields["#controller"]
            switch sectionView("Header", of: table, delegate: delegate, section: section) {
            case .title(let title)?: spec.header = title
            case .view(let view)?: spec.headerView = view
            case nil:
                spec.header = (call("tableView", ["_", "titleForHeaderInSection"], [table, .int(section)])
                    ?? reader.reactiveTitle(of: source, "titleForHeaderInSection", section: section))
                    .flatMap { text($0, use: "a section's title") }
            }
            switch sectionView("Footer", of: table, delegate: delegate, section: section) {
            case .title(let title)?: spec.footer = title
            case .view(let view)?: spec.footerView = view
            case nil:
                spec.footer = (call("tableView", ["_", "titleForFooterInSection"], [table, .int(section)])
                    ?? reader.reactiveTitle(of: source, "titleForFooterInSection", section: section))
                    .flatMap { text($0, use: "a section's footer") }
            }
            for row in 0..<max(0, min(Int(count), Self.maximumRows)) {
                rowsRead += 1
                guard rowsRead <= Self.maximumRows else {
                    reader.noteOnce("rows", "a table of more than \(Self.maximumRows) rows: the rest are not read", at: location)
                    break
                }
                let path = indexPath(row: row, section: section)
                let made = if let snapshot {
                    reader.diffableCell(of: source, view: table, path: path, item: snapshot[section].items[row])
                } else {
                    call("tableView", ["_", "cellForRowAt"], [table, path])
                }
                guard let cell = made else { continue }
                // UIKit asks the delegate to finish the cell just before it shows it (`willDisplay`).
                if let delegate = fields["delegate"] ?? fields["#controller"], case .object(let owner, _) = delegate {
                    _ = callDataSource(delegate, of: owner, "tableView", ["_", "willDisplay", "forRowAt"], [table, cell, path])
                }
                reader.showViews(in: cell)
                var rowSpec = self.rowSpec(cell, at: location)
                rowSpec.onActivate = reader.recording {
                    _ = call("tableView", ["_", "didSelectRowAt"], [table, path])
                }.compactMap(resolve)
                spec.rows.append(rowSpec)
            }
            sections.append(spec)
        }
        return sections
    }

    /// No sections, with a note that says which count only run time knows.
    private func runTime(_ value: SwiftValue, _ what: String, at location: FilePosition) -> [SectionSpec]? {
        noteCount(value, what, of: "table", parts: "rows", at: location)
        return nil
    }

    /// The data source's method `name` run with `values` for `labels` (a table's or a collection's,
    /// as UIKit calls it); nil when the source does not declare it.
    func callDataSource(_ source: SwiftValue, of type: String, _ name: String, _ labels: [String],
                        _ values: [SwiftValue]) -> SwiftValue? {
        guard let found = reader.method(name, of: type, arguments: labels, from: reader.file) else { return nil }
        return reader.run(found.function, in: found.declaration.file, owner: found.owner, on: source,
                          arguments: zip(labels, values).map { (label: $0.0, value: $0.1) })
    }

    /// A count the data source gives (of sections, rows, items). One a condition only run time knows
    /// decides between two numbers (`schemes.isEmpty ? 4 : 5`) is the fewer, the parts every run
    /// shows, with a note (SwiftSourceReading.md, "Tables").
    func askCount(_ source: SwiftValue, of type: String, _ name: String, _ labels: [String], _ values: [SwiftValue],
                  what: String, of container: String, at location: FilePosition) -> SwiftValue? {
        let choices = FewestChoices()
        reader.types.fewestChoices = choices
        defer { reader.types.fewestChoices = nil }
        let value = callDataSource(source, of: type, name, labels, values)
        if value?.number != nil, let choice = choices.made.first {
            reader.note("\(what) of this \(container) depends on \(choice.reason): read with \(choice.fewer), the fewer "
                        + "(\(choice.more) otherwise)", at: choice.place)
        }
        return value
    }

    /// A note that `what` of a table or collection (`container`) is a count only run time knows,
    /// so its `parts` are not read.
    func noteCount(_ value: SwiftValue, _ what: String, of container: String, parts: String, at location: FilePosition) {
        if case .unknown(let reason, let place) = value {
            reader.note("\(what) of this \(container) depends on \(reason): its \(parts) are not read", at: place)
        } else {
            reader.note("\(what) of this \(container) is not a number voicenav finds: its \(parts) are not read", at: location)
        }
    }

    /// `IndexPath(row:section:)`, as UIKit passes it.
    private func indexPath(row: Int, section: Int) -> SwiftValue {
        let fields = SwiftScope()
        fields["row"] = .int(row)
        fields["item"] = .int(row)
        fields["section"] = .int(section)
        return .object("IndexPath", fields)
    }

    /// A cell as the table's row: its text (the text label's, or its content configuration's),
    /// detail, accessory; a switch as its accessory view; a custom cell's own subviews.
    private func rowSpec(_ cell: SwiftValue, at location: FilePosition) -> RowSpec {
        guard let fields = UIKitReader.fields(cell) else { return RowSpec(text: "", location: location) }
        let place = reader.madeAt[ObjectIdentifier(fields)] ?? location
        let content = UIKitReader.fields(fields["contentConfiguration"])
        let label = UIKitReader.fields(fields["textLabel"]), detail = UIKitReader.fields(fields["detailTextLabel"])
        // A label's `text`, else its `attributedText` (as a label shows either).
        func shown(_ label: SwiftScope?, _ use: String) -> String? { label.flatMap { shownText($0, use: use) } }
        var row = RowSpec(text: text(content?["text"], use: "a row's text") ?? shown(label, "a row's text") ?? "",
                          detail: text(content?["secondaryText"], use: "a row's detail") ?? shown(detail, "a row's detail"),
                          location: place)
        row.id = uniqueID(at: place)
        // (`.checkmark`, or by its path: `UITableViewCell.AccessoryType.checkmark`.)
        let accessory: Substring? = switch fields["accessoryType"] {
        case .member(let name)?, .symbol(let name)?: name.lastComponent
        default: nil
        }
        switch accessory {
        case "disclosureIndicator"?, "detailDisclosureButton"?: row.accessory = .disclosure
        case "checkmark"?: row.accessory = .checkmark
        default: break
        }
        if let accessory = UIKitReader.fields(fields["accessoryView"]), accessory[UIKitReader.uikitKey]?.string == "UISwitch" {
            row.accessory = .toggle(isOn: known(accessory["isOn"], use: "a row's switch state (read as Off)")?.bool ?? false)
            // A disabled switch: the row is read dimmed, and tapping it changes nothing (TV-10).
            if case .bool(false)? = accessory["isEnabled"] { row.traits = (row.traits ?? []) + ["notEnabled"] }
        }
        if let words = property("accessibilityLabel", of: cell, fields: fields).flatMap({ text($0, use: "a row's label") }) {
            row.label = words
        } else if content == nil, let words = label?["accessibilityLabel"].flatMap({ text($0, use: "a row's label") }) {
            // The text label's own (`cell.textLabel?.accessibilityLabel = "Variables, not started"`): UIKit's cell
            // reads its labels' accessibility labels, the detail's after it (the texts shown stay the row's).
            row.label = words
        }
        let isSwitchRow = if case .toggle = row.accessory { true } else { false }
        if content == nil, !isSwitchRow, let words = detail?["accessibilityLabel"].flatMap({ text($0, use: "a row's detail") }) {
            row.value = words
        }
        // The cell's own value, hint and traits, as UIKit reads a cell that sets them (TV-10).
        if let words = property("accessibilityValue", of: cell, fields: fields).flatMap({ text($0, use: "a row's value") }) {
            row.value = words
        }
        if let words = property("accessibilityHint", of: cell, fields: fields).flatMap({ text($0, use: "a row's hint") }) {
            row.hint = words
        }
        // Traits set whole replace the row's own; those the code inserts into a cell's (or any of a switch's row,
        // which keeps being read as its switch) add to them.
        if let traits = UIKitReader.traitNames(property("accessibilityTraits", of: cell, fields: fields)) {
            row.traits = traits + (row.traits ?? []).filter { !traits.contains($0) }
            row.replacesTraits = !isSwitchRow && fields[UIKitReader.traitsChangedKey] == nil
        }
        // The views its code adds (a custom cell's, a control beside the text, an accessory view).
        readCellViews(of: &row, cell: fields, at: place)
        return row
    }

    /// A custom cell whose code pins its views with constraints: its content view's layout tree,
    /// solved whenever the table sizes the row; the row as tall as its content needs, as UIKit's
    /// self-sizing rows are (the table's default row height, `automaticDimension`).
    func layOutContent(of row: inout RowSpec, contentView: SwiftValue, cell: SwiftScope, at place: FilePosition) {
        guard !row.subviews.isEmpty, let content = UIKitReader.fields(contentView) else { return }
        idsByObject[ObjectIdentifier(content)] = (row.id ?? uniqueID(at: place)) + ".content"
        // Views pinned to the cell itself (`button.centerXAnchor.constraint(equalTo: cell.centerXAnchor)`) are
        // placed as if pinned to its content view.
        guard var tree: LayoutTree = layoutTree(for: contentView, spec: ViewSpec(kind: .view, location: place), standIn: cell),
              !tree.constraints.isEmpty else { return }
        tree.designSafeArea = EdgeInsets()
        tree.nodes[0].designFrame = Rect(x: 0, y: 0, width: device.portraitSize.width, height: row.height ?? 44)
        row.layout = tree
        row.fitsContent = row.height == nil
    }
}
