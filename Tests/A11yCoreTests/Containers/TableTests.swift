import Testing
@testable import A11yCore
@testable import TestSupport

/// Accessory, whether the row has an action, and the traits VoiceOver reads (TV-05, TV-10).
private let traitExamples: [(accessory: TableAccessory, hasAction: Bool, expected: AccessibilityTraits)] = [
    (.disclosure, false, .button),
    (TableAccessory.none, true, .button),
    (TableAccessory.none, false, .staticText),
    (.checkmark, false, [.button, .selected]),
    (.toggle(isOn: true), false, [.button, .switchButton]),
]

/// Tables and the drill-down pattern (TV-02..06, TV-10, LC-64).
@MainActor
@Suite("Table views")
struct TableTests {
    @Test("each row is one element: its text the label, its detail the value (TV-03, TV-10)")
    func rowsAsElements() {
        let table = TableView(sections: [TableSection(header: "Accounts", rows: [
            TableRow(text: "Wi-Fi", detail: "Home"),
            TableRow(text: "Bluetooth", detail: "On"),
        ])], frame: Rect(x: 0, y: 0, width: 320, height: 400))
        let cells = table.cells.values.sorted { $0.indexPath.row < $1.indexPath.row }
        #expect(cells.map(\.accessibilityLabel) == ["Wi-Fi", "Bluetooth"])
        #expect(cells.map(\.accessibilityValue) == ["Home", "On"])
        #expect(cells.allSatisfy { $0.isAccessibilityElement })
        let header = table.subviews.first as? Label
        #expect(header?.text == "Accounts")
        #expect(header?.accessibilityTraits.contains(.header) == true)
        #expect(cells[0].frame.minY == TableView.headerHeight)
    }

    @Test("row traits follow the accessory (TV-05, TV-10)", arguments: traitExamples)
    func traits(_ example: (accessory: TableAccessory, hasAction: Bool, expected: AccessibilityTraits)) {
        var action: (@MainActor () -> Void)?
        if example.hasAction { action = {} }
        let row = TableRow(text: "Row", accessory: example.accessory, action: action)
        let table = TableView(sections: [TableSection(rows: [row])], frame: Rect(x: 0, y: 0, width: 320, height: 100))
        #expect(table.cells[IndexPath(row: 0, section: 0)]?.accessibilityTraits == example.expected)
    }

    @Test("selecting a row runs its action (TV-04)")
    func selectionRunsAction() {
        var chosen: [String] = []
        let table = TableView(sections: [TableSection(rows: [
            TableRow(text: "A") { chosen.append("A") },
            TableRow(text: "B") { chosen.append("B") },
        ])], frame: Rect(x: 0, y: 0, width: 320, height: 100))
        _ = table.cells[IndexPath(row: 1, section: 0)]?.performDefaultAction()
        table.selectRow(at: IndexPath(row: 0, section: 0))
        table.selectRow(at: IndexPath(row: 9, section: 0))          // no such row: ignored (TV-04 NSNotFound)
        #expect(chosen == ["B", "A"])
    }

    @Test("a toggle row flips its switch and reports the new value (TV-10 GAP, The element tree9.10 Settings)")
    func toggleRow() {
        let table = TableView(sections: [TableSection(rows: [TableRow(text: "Airplane Mode", accessory: .toggle(isOn: false))])],
                              frame: Rect(x: 0, y: 0, width: 320, height: 100))
        let cell = table.cells[IndexPath(row: 0, section: 0)]
        #expect(cell?.accessibilityValue == "0")
        _ = cell?.performDefaultAction()
        #expect(cell?.isOn == true)
        #expect(cell?.accessibilityValue == "1")
    }

    @Test("a table view controller owns its table as its view (TV-02)")
    func tableViewController() {
        let controller = TableViewController(style: .grouped, sections: [TableSection(rows: [TableRow(text: "One")])],
                                             title: "List")
        #expect(controller.isViewLoaded == false)
        #expect(controller.sections.first?.rows.first?.text == "One")
        #expect(controller.view === controller.tableView)
        #expect(controller.tableView.style == .grouped)
        controller.sections = [TableSection(rows: [TableRow(text: "Two"), TableRow(text: "Three")])]
        #expect(controller.tableView.cells.count == 2)
    }

    @Test("drill-down: selecting a row pushes the next level titled after the row (TV-01, TV-04, NC-20)")
    func drillDown() {
        let log = EventLog()
        let list = TableViewController(title: "Groups")
        list.identifier = "groups"
        let nav = NavigationController(rootViewController: list)
        list.sections = [TableSection(rows: ["Friends", "Work"].map { name in
            TableRow(text: name, accessory: .disclosure) { [weak list] in
                let next = Probe(name.lowercased(), title: name, log: log)
                list?.navigationController?.pushViewController(next, animated: true)
            }
        })]
        _ = Stage(nav)
        _ = list.tableView.cells[IndexPath(row: 1, section: 0)]?.performDefaultAction()
        #expect(nav.topViewController?.title == "Work")
        #expect(nav.navigationBar.backButton?.accessibilityLabel == "Groups")
        #expect(log.of("work").contains("work.viewDidAppear"))
    }

    @Test("setEditing on a table view controller switches its table's editing mode, loaded or not (LC-64, TV-06)")
    func editing() {
        let controller = TableViewController(title: "Notes")
        controller.setEditing(true, animated: false)
        #expect(controller.isEditing)
        #expect(controller.tableView.isEditing)                     // the view loads after the switch
        controller.navigationItem.rightBarButtonItem = controller.editButtonItem
        controller.editButtonItem.action?()
        #expect(controller.isEditing == false)
        #expect(controller.tableView.isEditing == false)
        #expect(controller.editButtonItem.title == "Edit")
    }

    @Test("reloading a table on screen is a layout change (AX-15)")
    func reloadIsLayoutChange() {
        let controller = TableViewController(sections: [TableSection(rows: [TableRow(text: "One")])], title: "List")
        let stage = Stage(controller)
        let reader = PostRecorder()
        stage.app.screenReader = reader
        controller.tableView.reloadData()
        #expect(reader.changes == [.layout(resetsFocus: false)])
    }
}

extension TableTests {
    @Test("a view the app adds to a table stays when the table reloads its rows (UITableView's own subviews)")
    func appSubviewsStay() {
        let table = TableView(sections: [TableSection(rows: [TableRow(text: "One")])],
                              frame: Rect(x: 0, y: 0, width: 320, height: 400))
        let empty = Label(text: "Nothing here yet", frame: Rect(x: 16, y: 200, width: 200, height: 20))
        table.addSubview(empty)
        table.sections = [TableSection(rows: [TableRow(text: "One"), TableRow(text: "Two")])]
        #expect(empty.superview === table)
        #expect(table.cells.count == 2)
        #expect(table.subviews.filter { $0 is TableViewCell }.count == 2)
    }
}
