/// A controller whose view is a table it manages.
///
/// Mirrors `UITableViewController` (TV-02): it creates its table, is its delegate and data
/// source, and switches the table's editing mode with its own (LC-64). Selecting a row runs
/// the row's action, typically pushing the next level's controller (TV-04; the table drill-down, UIKitRules, TV-01).
@MainActor
open class TableViewController: ViewController {
    public let style: TableView.Style
    private var initialSections: [TableSection]

    public init(style: TableView.Style = .plain, sections: [TableSection] = [], title: String? = nil) {
        self.style = style
        self.initialSections = sections
        super.init(title: title)
    }

    /// The table (also the view).
    public var tableView: TableView { view as! TableView }

    /// The rows; setting them reloads the table. The controller keeps the latest rows
    /// too, so a table rebuilt after its view was unloaded shows them (LC-20..22), and
    /// rows replaced after loading are released with what their actions hold.
    public var sections: [TableSection] {
        get { isViewLoaded ? tableView.sections : initialSections }
        set {
            initialSections = newValue
            if isViewLoaded { tableView.sections = newValue }
        }
    }

    /// The table's header and footer views (`tableView.tableHeaderView`, `tableFooterView`),
    /// kept by the controller so a table rebuilt after its view was unloaded shows them.
    public var tableHeaderView: View? {
        didSet { if isViewLoaded { tableView.tableHeaderView = tableHeaderView } }
    }
    public var tableFooterView: View? {
        didSet { if isViewLoaded { tableView.tableFooterView = tableFooterView } }
    }

    open override func loadView() {
        let table = TableView(style: style, sections: initialSections,
                              frame: Rect(origin: .zero, size: DeviceIdiom.phone.portraitScreenSize))
        table.autoresizingMask = .flexibleSize
        table.didSelectRow = { [weak self] path in self?.didSelectRow(at: path) }
        table.isEditing = isEditing          // editing may have been switched before loading (LC-64)
        // Setting a header or footer lays the rows out again: only when there is one.
        if let tableHeaderView { table.tableHeaderView = tableHeaderView }
        if let tableFooterView { table.tableFooterView = tableFooterView }
        view = table
    }

    /// A row was selected; the default runs the row's action (TV-04).
    open func didSelectRow(at indexPath: IndexPath) {
        tableView.sections[indexPath.section].rows[indexPath.row].action?()
    }

    /// Switches the table's editing mode too (LC-64).
    open override func setEditing(_ editing: Bool, animated: Bool) {
        super.setEditing(editing, animated: animated)
        if isViewLoaded { tableView.isEditing = editing }
    }
}
