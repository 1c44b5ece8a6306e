import A11yCore
import A11yLayout

/// Building views from specs and setting their properties (SceneFileReference, "Views").
extension SceneApp {
    /// A table's header or footer view: as wide as the window until the table lays it out,
    /// 44 pt high when the scene gives no frame.
    func tableEndView(_ spec: ViewSpec, context: @escaping @MainActor () -> ViewController?) -> View {
        let view = makeView(spec, context: context, parentWidth: window.bounds.width)
        if spec.frame == nil {
            let stacked = view.subviews.map(\.frame.maxY).max().map { $0 + 8 } ?? 44
            view.frame = Rect(x: 0, y: 0, width: window.bounds.width, height: stacked)
        }
        return view
    }

    /// A new view tree for `spec`. Subviews without a frame are stacked top to bottom.
    package func makeView(_ spec: ViewSpec, context: @escaping @MainActor () -> ViewController?, parentWidth: Double,
                  isRoot: Bool = false) -> View {
        let view: View
        switch spec.kind {
        case .view: view = View()
        case .label: view = Label(text: spec.text)
        case .button: view = Button(title: spec.title)
        case .switch: view = Switch(isOn: spec.on ?? false)
        case .slider:
            let minimum = spec.min ?? 0, maximum = spec.max ?? 100
            view = Slider(value: min(maximum, max(minimum, spec.number ?? minimum)), minimumValue: minimum,
                          maximumValue: maximum, step: spec.step)
        case .stepper:
            let minimum = spec.min ?? 0, maximum = spec.max ?? 100
            // SceneFileReference, "Views": two buttons stepping by `step`, default 1 (UIKit's default).
            view = Stepper(value: min(maximum, max(minimum, spec.number ?? minimum)), minimumValue: minimum,
                           maximumValue: maximum, step: spec.step ?? 1)
        case .segmented:
            let control = SegmentedControl(segments: spec.segments, selectedSegmentIndex: spec.selectedSegment)
            view = control
        case .textField:
            let field = TextField(text: spec.text ?? "", placeholder: spec.placeholder)
            field.isSecureTextEntry = spec.secure
            view = field
        case .image: view = ImageView(imageName: spec.imageName)
        case .scroll:
            let scroll = ScrollView()
            view = scroll
        case .table:
            let table = TableView(style: spec.tableStyle)
            view = table
        case .pageControl: view = PageControl(numberOfPages: spec.pages ?? 0, currentPage: spec.current ?? 0)
        case .activityIndicator:
            view = ActivityIndicatorView(isAnimating: spec.animating ?? false, hidesWhenStopped: spec.hidesWhenStopped ?? true)
        case .progress: view = ProgressView(progress: spec.progress ?? 0)
        case .searchBar: view = SearchBar(text: spec.text ?? "", placeholder: spec.placeholder)
        case .container: view = View()
        case .toolbar: view = Toolbar()
        case .navigationBar: view = NavigationBar()
        }
        view.accessibilityIdentifier = spec.id
        view.codeAction = spec.codeAction
        if let frame = spec.frame {
            view.frame = frame
        } else if !spec.subviews.isEmpty {
            // As wide as it will be stacked (its superview sets the rest), before its own
            // frameless subviews are pinned to its sides below.
            view.frame = Rect(x: 0, y: 0, width: max(0, parentWidth), height: 0)
        }
        if let mask = spec.autoresizing { view.autoresizingMask = mask }
        if let control = view as? SegmentedControl, spec.id != nil {
            control.segmentTitles = spec.segments   // rebuild so the segments get ids from the control's id
        }
        if let toolbar = view as? Toolbar {
            toolbar.setItems(spec.items.map { barItem($0, owner: nil, context: context) })
        }
        if let bar = view as? NavigationBar {
            bar.setItem(title: spec.title, leftItems: spec.leftItems.map { barItem($0, owner: nil, context: context) },
                        rightItems: spec.items.map { barItem($0, owner: nil, context: context) })
        }
        for property in spec.properties { apply(property, to: view) }
        // A declared data table and its cells (SceneParser+DataTables); a view with a data
        // table is read as one whatever its container type (ElementTreeBuilder.groupKind).
        if let table = spec.dataTable { view.accessibilityDataTable = table }
        if let cell = spec.cell { view.accessibilityDataTableCell = cell }
        if let frame = spec.accessibilityFrame { view.accessibilityFrame = frame }
        if let point = spec.activationPoint { view.accessibilityActivationPoint = point }
        view.accessibilityGestureHandlers = handlers(spec.handlers, context: context)
        view.accessibilityCustomActions = spec.customActions.map { action in
            let steps = action.actions
            return AccessibilityCustomAction(name: action.name) { [weak self] in self?.run(steps, context: context()) ?? false }
        }
        view.accessibilityCustomContent = spec.customContent
        // Subviews: frameless ones stacked below the previous sibling, 16 pt from the sides.
        // They are built for `parentWidth` (a controller's root view starts as wide as the
        // window's content) and pinned to both sides, so they follow the width their own
        // controller's view gets once its container lays it out: a split view's detail pane,
        // a popover, a page (autoresizing, as a nib's views follow their root view).
        var cursor = 8.0
        let width = spec.frame?.width ?? parentWidth
        for child in spec.subviews {
            let subview = makeView(child, context: context, parentWidth: width - 32)
            if child.frame == nil {
                let height: Double = switch child.kind {
                case .label: 22
                case .table: 400
                default: 44
                }
                subview.frame = Rect(x: 16, y: cursor, width: max(0, width - 32), height: height)
                if child.autoresizing == nil { subview.autoresizingMask.insert(.flexibleWidth) }
            }
            cursor = max(cursor, subview.frame.maxY + 8)
            view.addSubview(subview)
        }
        if let scroll = view as? ScrollView {
            // Without a given size the content scrolls only up and down (a width of 0 never
            // exceeds the view's, whatever width the view is given later).
            scroll.contentSize = spec.contentSize ?? Size(width: 0, height: cursor)
            if let behavior = spec.contentInsetAdjustment { scroll.contentInsetAdjustmentBehavior = behavior }
            if let inset = spec.contentInset { scroll.contentInset = inset }
        }
        if let table = view as? TableView {
            table.sections = sections(spec.sections, context: context)
            table.tableHeaderView = spec.tableHeaderView.map { tableEndView($0, context: context) }
            table.tableFooterView = spec.tableFooterView.map { tableEndView($0, context: context) }
        }
        if let ref = spec.embed, let parent = context() {
            // An embed segue: the child controller's view fills the container (CT-10).
            let child = makeController(ref)
            parent.addChild(child)
            child.view.frame = Rect(origin: .zero, size: view.frame.size)
            child.view.autoresizingMask = .flexibleSize
            view.addSubview(child.view)
            child.didMove(toParent: parent)
        }
        if let tree = spec.layout { attachLayout(tree, to: view, spec: spec) }
        if let elements = spec.elements {
            view.accessibilityElements = elements.compactMap { view.view(withIdentifier: $0.id) ?? self.view(id: $0.id) }
        }
        return view
    }

    /// Sets one property on `view`, by its scene-file key.
    package func apply(_ property: PropertySpec, to view: View) {
        // The keys every imported element has come first: a string switch compares in order.
        switch (property.key, property.value) {
        case ("isAccessibilityElement", .bool(let flag)): view.isAccessibilityElement = flag
        case ("label", .text(let text)): view.accessibilityLabel = text
        case ("traits", .traits(let names)):
            view.accessibilityTraits = view.defaultAccessibilityTraits
                .union(AccessibilityTraits(names.compactMap(AccessibilityTraits.trait(named:))))
        case ("hint", .text(let text)): view.accessibilityHint = text
        case ("accessibilityValue", .text(let text)): view.accessibilityValue = text
        case ("language", .text(let text)): view.accessibilityLanguage = text
        case ("value", let value):
            switch (view, value) {
            case (let adjustable as any AdjustableValue, .number(let number)):
                adjustable.value = min(adjustable.maximumValue, max(adjustable.minimumValue, number))
                view.setNeedsAccessibilityUpdate()
            case (_, .number(let number)): view.accessibilityValue = property.originalText ?? number.compact
            case (_, .text(let text)): view.accessibilityValue = text
            default: break
            }
        case ("text", .text(let text)):
            if let label = view as? Label { label.text = text }
            else if let field = view as? TextField { field.text = text ?? "" }
            else { view.accessibilityLabel = text }
        case ("title", .text(let text)):
            if let button = view as? Button { button.title = text } else { view.accessibilityLabel = text }
        case ("placeholder", .text(let text)): (view as? TextField)?.placeholder = text
        case ("on", .bool(let on)):
            if let toggle = view as? Switch { toggle.isOn = on }
            else if let cell = view as? TableViewCell { cell.isOn = on }
        case ("secure", .bool(let secure)): (view as? TextField)?.isSecureTextEntry = secure
        case ("momentary", .bool(let momentary)): (view as? SegmentedControl)?.isMomentary = momentary
        case ("hidden", .bool(let hidden)): view.isHidden = hidden
        case ("alpha", .number(let alpha)): view.alpha = alpha
        case ("enabled", .bool(let enabled)): view.isEnabled = enabled
        case ("selected", .bool(let selected)): view.isSelected = selected
        case ("selected", .number(let index)):
            if let control = view as? SegmentedControl {
                control.selectedSegmentIndex = Int(index)
            } else {
                view.isSelected = index != 0
            }
        case ("elementsHidden", .bool(let flag)): view.accessibilityElementsHidden = flag
        case ("tapGesture", .bool(let flag)): view.handlesTaps = flag
        case ("modal", .bool(let flag)): view.accessibilityViewIsModal = flag
        case ("clipsToBounds", .bool(let flag)): view.clipsToBounds = flag
        case ("groupChildren", .bool(let flag)): view.shouldGroupAccessibilityChildren = flag
        case ("containerType", .containerType(let type)): view.accessibilityContainerType = type
        case ("traits!", .traits(let names)):
            view.accessibilityTraits = AccessibilityTraits(names.compactMap(AccessibilityTraits.trait(named:)))
        case ("min", .number(let number)): (view as? Slider)?.minimumValue = number; (view as? Stepper)?.minimumValue = number
        case ("max", .number(let number)): (view as? Slider)?.maximumValue = number; (view as? Stepper)?.maximumValue = number
        case ("step", .number(let number)): (view as? Slider)?.step = number; (view as? Stepper)?.stepValue = number
        default:
            warn("cannot set \(property.key) on \(view.accessibilityIdentifier ?? "a view")")
        }
    }
}

extension SceneApp {
    /// Lets Auto Layout place `view`'s subtree: each node of `tree` found by its id among the
    /// views built from `spec` (built in the same order as the spec's subviews).
    package func attachLayout(_ tree: LayoutTree, to view: View, spec: ViewSpec) {
        var views: [String: View] = [:]
        Self.collect(spec, view, into: &views)
        view.constraintLayout = ModelConstraintLayout(tree: tree, views: views, textSize: self.spec.textSize,
                                                      memo: self.spec.layouts)
    }

    /// The views built from `spec` and its subviews, by their ids.
    package static func collect(_ spec: ViewSpec, _ view: View, into views: inout [String: View]) {
        if let id = spec.id { views[id] = view }
        for (child, subview) in zip(spec.subviews, view.subviews) { collect(child, subview, into: &views) }
    }
}

extension SceneApp {
    /// A custom cell with constraints: its views inside a content view that fills the cell
    /// (less the accessory's column and the separator), laid out by the cell's constraints
    /// whenever the table sizes it. A self-sizing row is as tall as that content needs at the
    /// table's width, plus the separator.
    package func layOutContent(_ row: inout TableRow, tree: LayoutTree, spec: RowSpec) {
        let designHeight = tree.nodes.first?.designFrame.height ?? 44
        let content = View(frame: Rect(x: 0, y: 0, width: max(0, window.bounds.width - spec.contentInsets.right),
                                       height: max(0, (spec.height ?? TableView.rowHeight) - spec.contentInsets.bottom)))
        content.autoresizingMask = .flexibleSize
        content.accessibilityIdentifier = tree.nodes.first?.id
        for view in row.contentViews { content.addSubview(view) }
        var views: [String: View] = [:]
        if let id = tree.nodes.first?.id { views[id] = content }
        for (child, view) in zip(spec.subviews, row.contentViews) { Self.collect(child, view, into: &views) }
        content.constraintLayout = ModelConstraintLayout(tree: tree, views: views, textSize: self.spec.textSize,
                                                         memo: self.spec.layouts)
        row.contentViews = [content]
        guard spec.fitsContent else { return }
        let memo = self.spec.layouts
        let textSize = self.spec.textSize
        let direction = self.spec.layoutDirection
        let screen = window.screen.device
        let margin = screen.systemMinimumMargin
        let insets = spec.contentInsets
        row.fittingHeight = { width in
            var environment = LayoutEnvironment(rootSize: Size(width: max(0, width - insets.right), height: designHeight),
                                                minimumMargin: margin, layoutDirection: direction, textSize: textSize)
            environment.fitsHeight = true
            let fitted = memo.result(of: tree, in: environment) { LayoutEngine(tree: tree).solve(environment) }
                .frames.first?.height ?? designHeight
            // UIKit puts the fitted height on the screen's pixel grid.
            return (fitted > 1 ? screen.ceilToPixels(fitted) : designHeight) + insets.bottom
        }
    }
}
