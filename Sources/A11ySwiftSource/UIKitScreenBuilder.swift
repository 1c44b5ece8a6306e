import A11yCore
import A11yLayout
import A11ySceneModel

/// Turns what the UIKit reader ran into the scene model (SwiftSourceReading.md, "UIKit screens
/// built in code"): the controller with its title and navigation item (shown in a navigation
/// controller when it has either, as SwiftUI screens are), its view tree with each view's
/// element kind, state and accessibility properties, and the constraints the code activated,
/// solved by the layout engine on the device shown.
final class UIKitScreenBuilder {
    let reader: UIKitReader
    let file: String
    let device: Device
    /// How many views were made at each place in the source (for their ids).
    var ids: [String: Int] = [:]
    /// Each object's view id.
    var idsByObject: [ObjectIdentifier: String] = [:]
    /// What activating a view runs, by the view's id (found as the views are made, run once
    /// they all are: an action may change what later views show).
    var pendingActions: [(id: String, view: SwiftValue)] = []
    /// Stand-alone toolbars and navigation bars, by view id: their items are read once the views all are, as
    /// bar items' actions are run to record them.
    var pendingBars: [(id: String, view: SwiftValue)] = []
    /// The controller classes being built, outermost first: a screen that leads back to one of
    /// them is not built again.
    var building: Set<String> = []
    /// How many screens deep the destinations being built are.
    var depth = 0

    init(reader: UIKitReader, file: String, device: Device) {
        self.reader = reader
        self.file = file
        self.device = device
    }

    /// The scene of a screen: `object` (a controller or a view) showing `view`.
    func scene(_ object: SwiftValue, view: SwiftValue, name: String, at location: FilePosition) -> SceneSpec {
        if case .object(let type, _) = object { building.insert(type) }
        let tabs = UIKitReader.fields(object)?[UIKitReader.uikitKey]?.string == "UITabBarController"
            ? tabBarSpec(object, id: "screen", at: location) : nil
        let top = tabs ?? splitSpec(object, id: "screen", at: location) ?? navigation(object, view: view, at: location)
            ?? pageSpec(object, view: view, id: "screen", at: location)
            ?? controller(object, view: view, id: "screen", at: location)
        var root = pushed(top, at: location)
        // (Pushed from a tab of the project's tab bar controller: on that tab's stack, the tab bar below.)
        if tabs == nil, let host = reader.tabHostObject, let tabs = tabBarSpec(host, id: "screen", at: location, selected: root) {
            root = tabs
        }
        var spec = SceneSpec(file: file, name: name, root: .inline(root))
        spec.device = device.idiom
        return spec
    }

    /// A navigation controller of the project's that sets its own stack, showing its top
    /// controller (with `view`) under its bar as the code sets it up; nil for any other screen.
    func navigation(_ object: SwiftValue, view: SwiftValue, at location: FilePosition) -> ControllerSpec? {
        guard let fields = UIKitReader.fields(object), fields[UIKitReader.uikitKey]?.string == "UINavigationController",
              let top = UIKitReader.topController(of: object) else { return nil }
        let shown = controller(top, view: view, id: "screen-root", at: location)
        // The top controller's own estimate already put it in this navigation controller.
        if shown.kind == .navigation { return shown }
        var stack = ControllerSpec(id: "screen", kind: .navigation, location: location)
        stack.stack = [.inline(shown)]
        let bar = UIKitReader.fields(fields["navigationBar"])
        stack.hidesNavigationBar = fields["isNavigationBarHidden"]?.bool == true || bar?["isHidden"]?.bool == true
        stack.prefersLargeTitles = bar?["prefersLargeTitles"]?.bool == true
        return stack
    }

    /// A controller shown with `view`: its title and navigation item, its view's elements,
    /// laid out, and what its controls do (the screens they push or present); in a navigation
    /// controller when it has a title or bar items, or pushes a screen (an estimate: the code
    /// does not say which container shows it).
    func controller(_ object: SwiftValue, view: SwiftValue, id: String, at location: FilePosition) -> ControllerSpec {
        var controller = ControllerSpec(id: id, kind: .content, location: location)
        var root = viewSpec(view) ?? ViewSpec(kind: .view, location: location)
        root.frame = Rect(origin: .zero, size: device.portraitSize)
        root.autoresizing = .flexibleSize
        // UIKit's `edgesForExtendedLayout` (all edges by default): the view goes under the bars, which
        // its safe area leaves out; frames set in code count from the screen's top, as UIKit's do.
        // A view that scrolls (a table view controller's) insets its content by the bars instead, so what it
        // holds counts from below them.
        let scrolls = root.kind == .table || root.kind == .scroll
        var (top, bottom) = scrolls ? (false, false) : Self.extendedEdges(UIKitReader.fields(object)?["edgesForExtendedLayout"])
        // A navigation bar the code makes opaque (`navigationController?.navigationBar.isTranslucent = false`) is
        // not gone under, unless `extendedLayoutIncludesOpaqueBars` says so.
        let pushedOn = UIKitReader.fields(UIKitReader.fields(object)?["#navigationController"])
        if UIKitReader.fields(pushedOn?["navigationBar"])?["isTranslucent"]?.bool == false,
           UIKitReader.fields(object)?["extendedLayoutIncludesOpaqueBars"]?.bool != true {
            top = false
        }
        if var tree: LayoutTree = layoutTree(for: view, spec: root, always: top || bottom) {
            (tree.extendsUnderTopBars, tree.extendsUnderBottomBars) = (top, bottom)
            root.layout = tree
        }
        var navigation = false
        if let fields = UIKitReader.fields(object), fields[UIKitReader.uikitKey]?.string.map(UIKitClasses.isController) == true {
            controller.title = text(fields["title"], use: "the screen's title")
            let item = UIKitReader.fields(fields["navigationItem"])
            // A title view that is a label (`navigationItem.titleView = label`) is the bar's title as VoiceOver reads it.
            let titleView = UIKitReader.fields(item?["titleView"])
            let titleLabel = titleView?[UIKitReader.uikitKey]?.string == "UILabel" ? titleView?["text"] : nil
            let barUse = Self.use("the navigation bar's title", of: item?["title"], screen: fields["title"])
            let title = text(item?["title"], use: barUse)
                ?? text(titleLabel, use: "the navigation bar's title") ?? controller.title
            // Another view as the title (a segmented control choosing what the screen lists): shown in the bar.
            let shownTitleView = titleView != nil && titleLabel == nil
                ? item.flatMap { titleViewSpec($0["titleView"] ?? .none) } : nil
            // A title only run time knows still shows the bar (untitled here, with the text's note).
            let runTimeTitle = [fields["title"], item?["title"]].contains { $0?.isUnknown == true }
            // `navigationItem.searchController`: its search bar, on a row of the bar below the title.
            let searchBar = UIKitReader.fields(UIKitReader.fields(item?["searchController"])?["searchBar"])
            let search = searchBar.map { text($0["placeholder"], use: "the search bar's placeholder") ?? "" }
            if let tab = UIKitReader.fields(fields["tabBarItem"]),
               let title = text(tab["title"], use: Self.use("the tab's title", of: tab["title"], screen: fields["title"])) {
                controller.tabBarItem = TabBarItemSpec(title: title)
            }
            if let style = fields["modalPresentationStyle"], case .member(let name) = style {
                controller.modalPresentationStyle = ModalPresentationStyle(rawValue: name) ?? .fullScreen
            }
            // The bar's items last: what they do is run to record it, and it may change the bar (an item that
            // pushes a screen and sets `navigationItem.title = "Back"`), which shows as the code left it before.
            let left = barItems(item?["leftBarButtonItems"] ?? item?["leftBarButtonItem"], owner: object)
            let right = barItems(item?["rightBarButtonItems"] ?? item?["rightBarButtonItem"], owner: object)
            if title != nil || runTimeTitle || !left.isEmpty || !right.isEmpty || shownTitleView != nil || search != nil {
                controller.navigationItem = NavigationItemSpec(title: title, leftItems: left, rightItems: right,
                                                               titleView: shownTitleView)
                controller.navigationItem?.search = search
                if case .member(let mode)? = item?["largeTitleDisplayMode"],
                   let known = NavigationItem.LargeTitleDisplayMode(rawValue: String(mode.lastComponent)) {
                    controller.navigationItem?.largeTitleDisplayMode = known
                }
                navigation = true
            }
            // What the back button of a screen pushed on this one says: `navigationItem.backBarButtonItem`'s title (none:
            // the word "Back"), else `backButtonTitle`; else the bar's title, as UIKit's back button has it.
            let back = UIKitReader.fields(item?["backBarButtonItem"])
            if let back = back.map({ text($0["title"], use: "the back button's title") ?? "" })
                ?? text(item?["backButtonTitle"], use: "the back button's title") {
                if controller.navigationItem == nil { controller.navigationItem = NavigationItemSpec() }
                controller.navigationItem?.backButtonTitle = back
            }
            // `toolbarItems`: in the navigation controller's toolbar, once the code shows it (hidden by default).
            let toolbar = barItems(fields["toolbarItems"], owner: object)
            if !toolbar.isEmpty {
                controller.toolbarItems = toolbar
                let container = UIKitReader.fields(fields["#navigationController"])
                navigation = navigation || container?["isToolbarHidden"]?.bool == false
            }
        }
        attachBarItems(to: &root, owner: object)
        navigation = attachActions(to: &root, owner: object) || navigation
        // The field the screen opens editing (`becomeFirstResponder()` as it appears): first responder once shown.
        if case .object(_, let field)? = UIKitReader.fields(object)?[UIKitReader.firstResponderKey],
           let focused = idsByObject[ObjectIdentifier(field)] {
            controller.onAppear.append(.focus(focused))
        }
        controller.view = root
        guard navigation else { return controller }
        var stack = ControllerSpec(id: id + "-navigation", kind: .navigation, location: location)
        stack.stack = [.inline(controller)]
        // `navigationController?.setNavigationBarHidden(true, animated: …)`, `isNavigationBarHidden = true`.
        let container = UIKitReader.fields(UIKitReader.fields(object)?["#navigationController"])
        let bar = UIKitReader.fields(container?["navigationBar"])
        stack.hidesNavigationBar = container?["isNavigationBarHidden"]?.bool == true || bar?["isHidden"]?.bool == true
        if container?["isToolbarHidden"]?.bool == false, !controller.toolbarItems.isEmpty { stack.showsToolbar = true }
        stack.prefersLargeTitles = bar?["prefersLargeTitles"]?.bool == true
        return stack
    }

    // MARK: Views

    /// The element of one object the code made, with its subviews; nil for a value that is not a view.
    func viewSpec(_ value: SwiftValue) -> ViewSpec? {
        guard case .object(let type, let fields) = value,
              let base = fields[UIKitReader.uikitKey]?.string, UIKitClasses.isView(base) else { return nil }
        let location = reader.madeAt[ObjectIdentifier(fields)] ?? FilePosition(line: 1, column: 1, file: file)
        var view = ViewSpec(kind: UIKitClasses.kind(of: base), location: location)
        // A text view the user cannot edit is static text to VoiceOver, as a storyboard's is.
        if base == "UITextView", fields["isEditable"]?.bool == false { view.kind = .label }
        let id = uniqueID(at: location)
        view.id = id
        idsByObject[ObjectIdentifier(fields)] = id
        if UIKitClasses.unmodelled.contains(base) {
            reader.noteOnce(base, "\(base) is not modelled: shown as a plain view (what VoiceOver finds in it is not read)",
                            at: location)
        }
        let frame = Self.rect(fields["frame"])
        if let frame, frame.width > 0 || frame.height > 0 {
            view.frame = frame
        } else if let fixed = UIKitClasses.fixedSize(of: base), let width = fixed.width, let height = fixed.height {
            // A switch, a stepper, an activity indicator: UIKit gives one its own size however it
            // is made (`UISwitch()` is 51 × 31 at the origin until something moves it).
            view.frame = Rect(x: frame?.minX ?? 0, y: frame?.minY ?? 0, width: width, height: height)
        }
        configure(&view, base: base, fields: fields)
        accessibility(&view, type: type, base: base, object: value, fields: fields)
        if let hosted = hostedController(fields, id: id, at: location) {
            view.kind = .container
            view.embed = .inline(hosted)
        }
        if fields.holds("#targets") || fields.holds("#addAction") || fields.holds("primaryAction")
            || fields.holds("#addGestureRecognizer") {
            pendingActions.append((id, value))
        }
        if view.kind == .toolbar || view.kind == .navigationBar { pendingBars.append((id, value)) }
        for subview in UIKitReader.array(fields[UIKitReader.subviewsKey]) {
            if let child = viewSpec(subview) { view.subviews.append(child) }
        }
        if case .array(let elements)? = property("accessibilityElements", of: value, fields: fields) {
            view.elements = elements.compactMap { element in
                guard let elementFields = UIKitReader.fields(element) else { return nil }
                if let id = idsByObject[ObjectIdentifier(elementFields)] { return (id, location) }
                // A `UIAccessibilityElement`: an element of the container's own, no view of its own.
                guard elementFields[UIKitReader.uikitKey]?.string == "UIAccessibilityElement" else { return nil }
                let made = accessibilityElement(element, fields: elementFields)
                view.subviews.append(made)
                return made.id.map { ($0, made.location) }
            }
        }
        return view
    }

    /// A `UIAccessibilityElement` the container lists: an element placed by its frame in the
    /// container's space (`accessibilityFrameInContainerSpace`, or an `accessibilityFrame` made by
    /// `UIAccessibility.convertToScreenCoordinates(_:in:)` or written as a literal, taken in the
    /// container's coordinates), with the label, value, hint and traits the code gives it; an
    /// element unless the code says it is not, as UIKit's.
    func accessibilityElement(_ element: SwiftValue, fields: SwiftScope) -> ViewSpec {
        let location = reader.madeAt[ObjectIdentifier(fields)] ?? FilePosition(line: 1, column: 1, file: file)
        var spec = ViewSpec(kind: .view, location: location)
        spec.id = uniqueID(at: location)
        idsByObject[ObjectIdentifier(fields)] = spec.id
        let frame = Self.rect(fields["accessibilityFrameInContainerSpace"]) ?? Self.rect(fields["accessibilityFrame"])
        spec.frame = frame ?? Rect(x: 0, y: 0, width: 0, height: 0)
        set("isAccessibilityElement", .bool(true), on: &spec)
        accessibility(&spec, type: "UIAccessibilityElement", base: "UIAccessibilityElement", object: element, fields: fields)
        return spec
    }

    /// The state UIKit shows and VoiceOver reads: texts, titles, values, images.
    private func configure(_ view: inout ViewSpec, base: String, fields: SwiftScope) {
        switch view.kind {
        case .label:
            view.text = shownText(fields, use: "the label's text")
            // A text only run time gives under a label the code fixes: an element read by that label.
            if view.text == nil, Self.runTimePlace(fields["text"], fields["attributedText"]) != nil,
               fields["accessibilityLabel"]?.string != nil {
                view.text = SwiftEvaluator.partialMark
            }
        case .button:
            let configuration = UIKitReader.fields(fields["configuration"])
            let action = UIKitReader.fields(fields["primaryAction"])
            // A configuration's `attributedTitle` (an `AttributedString`) is its title where it has one.
            let configured = configuration?["attributedTitle"] ?? configuration?["title"]
            view.title = text(fields["title"], use: "the button's title")
                ?? text(configured, use: "the button's title") ?? text(action?["title"], use: "the button's title")
            if view.title == nil {
                view.labelAtRunTime = Self.runTimePlace(fields["title"], configured, action?["title"])
            }
            if view.title == nil, let image = fields["image"] ?? configuration?["image"] ?? action?["image"] {
                if let label = imageLabel(image) {
                    set("label", .text(label), on: &view)
                } else if let name = UIKitReader.fields(image)?["systemName"] ?? UIKitReader.fields(image)?["named"] {
                    // An image named at run time: what VoiceOver says for it is not known.
                    _ = text(name, use: "the button's image (and so what VoiceOver says for it)")
                    view.labelAtRunTime = view.labelAtRunTime ?? Self.runTimePlace(name)
                }
            }
            if let label = Self.buttonTypeLabel(fields["type"], titled: view.title != nil) {
                set("label", .text(label), on: &view)
            }
        case .switch:
            view.on = known(fields["isOn"], use: "the switch's state (read as Off)")?.bool ?? false
        case .slider:
            view.min = fields["minimumValue"]?.number ?? 0
            view.max = fields["maximumValue"]?.number ?? 1
            view.number = known(fields["value"], use: "the slider's value (read as its minimum)")?.number ?? view.min
        case .stepper:
            view.min = fields["minimumValue"]?.number ?? 0
            view.max = fields["maximumValue"]?.number ?? 100
            view.step = fields["stepValue"]?.number ?? 1
            view.number = known(fields["value"], use: "the stepper's value (read as its minimum)")?.number ?? view.min
        case .segmented:
            view.segments = UIKitReader.array(fields["#segments"]).map { text($0, use: "a segment's title") ?? "" }
            if let index = fields["selectedSegmentIndex"]?.number, index >= 0 { view.selectedSegment = Int(index) }
        case .textField:
            view.text = shownText(fields, use: "the field's text")
            view.placeholder = text(fields["placeholder"], use: "the field's placeholder")
                ?? text(fields["attributedPlaceholder"], use: "the field's placeholder")
            view.secure = fields["isSecureTextEntry"]?.bool ?? false
        case .image:
            if let image = fields["image"] { view.imageName = Self.imageName(image) }
            let image = UIKitReader.fields(fields["image"])
            view.labelAtRunTime = Self.runTimePlace(fields["image"], image?["systemName"], image?["named"], image?["_"])
        case .pageControl:
            view.pages = fields["numberOfPages"]?.number.map { Int($0) }
            view.current = fields["currentPage"]?.number.map { Int($0) }
        case .activityIndicator:
            view.animating = fields["isAnimating"]?.bool ?? false
            view.hidesWhenStopped = fields["hidesWhenStopped"]?.bool ?? true
        case .progress:
            view.progress = fields["progress"]?.number ?? 0
        case .searchBar:
            view.text = text(fields["text"], use: "the search field's text")
            view.placeholder = text(fields["placeholder"], use: "the search field's placeholder")
        case .table:
            // `UITableView(frame:style:)`, or the table view controller's `init(style:)`.
            // (A style the code names with its type, `UITableView.Style.insetGrouped`, by its case.)
            switch fields["style"] ?? UIKitReader.fields(fields["#controller"])?["style"] {
            case .member(let style)?, .symbol(let style)?:
                if let known = TableView.Style(rawValue: String(style.lastComponent)) { view.tableStyle = known }
            default: break
            }
            let read = tableSections(of: .object(base, fields), fields: fields, at: view.location)
            view.sections = read ?? []
            // Views above the first section and below the last, as wide as the table, at their own height:
            // none for a view made without a frame (`tableFooterView = UIView()`, which hides empty rows).
            func end(_ key: String) -> ViewSpec? {
                guard var end = fields[key].flatMap(viewSpec) else { return nil }
                end.frame = end.frame ?? Rect(x: 0, y: 0, width: device.portraitSize.width, height: 0)
                return end
            }
            view.tableHeaderView = end("tableHeaderView")
            view.tableFooterView = end("tableFooterView")
            // A background view (an empty list's message) fills the table behind its rows: read where no row covers it.
            if let read, read.allSatisfy({ $0.rows.isEmpty }), var background = fields["backgroundView"].flatMap(viewSpec) {
                // (UIKit sizes it to the table's bounds.)
                background.frame = view.frame.map { Rect(x: 0, y: 0, width: $0.width, height: $0.height) }
                view.subviews.append(background)
            }
        case .scroll where base == "UICollectionView":
            let cells = collectionCells(of: .object(base, fields), fields: fields, at: view.location)
            view.subviews += cells
            // A background view (an empty list's message), as a table's, where no cell is read over it.
            if cells.isEmpty, var background = fields["backgroundView"].flatMap(viewSpec) {
                background.frame = view.frame.map { Rect(x: 0, y: 0, width: $0.width, height: $0.height) }
                view.subviews.insert(background, at: 0)
            }
        default:
            break
        }
        // `contentInsetAdjustmentBehavior = .never`: the content starts under the bars (AutoLayoutRules, "Scroll views").
        if view.kind == .scroll || view.kind == .table, case .member(let name)? = fields["contentInsetAdjustmentBehavior"] {
            view.contentInsetAdjustment = ScrollView.ContentInsetAdjustmentBehavior(rawValue: name)
        }
        if view.kind == .scroll || view.kind == .table, let inset = UIKitReader.fields(fields["contentInset"]) {
            view.contentInset = EdgeInsets(top: inset["top"]?.number ?? 0, left: inset["left"]?.number ?? 0,
                                           bottom: inset["bottom"]?.number ?? 0, right: inset["right"]?.number ?? 0)
        }
        if fields["isHidden"]?.bool == true { set("hidden", .bool(true), on: &view) }
        if let alpha = fields["alpha"]?.number, alpha < 1 { set("alpha", .number(alpha), on: &view) }
        if fields["isEnabled"]?.bool == false { set("enabled", .bool(false), on: &view) }
        if fields["isSelected"]?.bool == true { set("selected", .bool(true), on: &view) }
    }

    /// The accessibility properties the code sets, or a subclass's overrides return.
    func accessibility(_ view: inout ViewSpec, type: String, base: String, object: SwiftValue,
                                        fields: SwiftScope) {
        if let flag = property("isAccessibilityElement", of: object, fields: fields)?.bool {
            set("isAccessibilityElement", .bool(flag), on: &view)
        }
        for (name, key) in [("accessibilityLabel", "label"), ("accessibilityHint", "hint"),
                            ("accessibilityValue", "accessibilityValue"),
                            ("accessibilityLanguage", "language")] {
            guard let value = property(name, of: object, fields: fields) else { continue }
            if case .none = value { continue }
            if let words = text(value, use: "its \(name)") { set(key, .text(words), on: &view) }
            if key == "label", let place = Self.runTimePlace(value) { view.labelAtRunTime = place }
        }
        if let traits = UIKitReader.traitNames(property("accessibilityTraits", of: object, fields: fields)) {
            set("traits!", .traits(traits), on: &view)
        }
        // `.list`, `.landmark`, `.semanticGroup`, `.dataTable`: what VoiceOver's rotor and the container's
        // first element say (A11yCore's AccessibilityContainerType).
        switch property("accessibilityContainerType", of: object, fields: fields) {
        case .member(let name)?, .symbol(let name)?:
            if let type = AccessibilityContainerType(rawValue: String(name.lastComponent)) {
                set("containerType", .containerType(type), on: &view)
            }
        default:
            break
        }
        for (name, key) in [("accessibilityElementsHidden", "elementsHidden"), ("accessibilityViewIsModal", "modal"),
                            ("shouldGroupAccessibilityChildren", "groupChildren")] {
            if let flag = property(name, of: object, fields: fields)?.bool { set(key, .bool(flag), on: &view) }
        }
        // `accessibilityFrame` and `accessibilityActivationPoint` written as literals: screen coordinates, as UIKit's
        // are (an element's frame in its container's space is `accessibilityElement`'s).
        let frame = property("accessibilityFrame", of: object, fields: fields)
        if base != "UIAccessibilityElement", UIKitReader.fields(frame)?.holds(UIKitReader.convertedKey) != true,
           let frame = Self.rect(frame) {
            view.accessibilityFrame = frame
        }
        if let point = UIKitReader.fields(property("accessibilityActivationPoint", of: object, fields: fields)),
           let x = point["x"]?.number, let y = point["y"]?.number {
            view.activationPoint = Point(x: x, y: y)
        }
        if case .array(let actions)? = property("accessibilityCustomActions", of: object, fields: fields) {
            view.customActions = actions.compactMap { action in
                text(UIKitReader.fields(action)?["name"], use: "a custom action's name").map { (name: $0, actions: []) }
            }
        }
    }

    /// What the object's class returns for `name` where it overrides it (a computed property of
    /// the project's class), else what the code set.
    func property(_ name: String, of object: SwiftValue, fields: SwiftScope) -> SwiftValue? {
        if case .object(let type, _) = object, UIKitClasses.superclasses[type] == nil,
           let (declaration, binding) = reader.types.variable(name, isStatic: false,
                                                                in: reader.types.declarations(of: type, from: reader.file)),
           binding.getter != nil {
            let scope = SwiftScope(parent: fields)
            scope["self"] = object
            let evaluator = SwiftEvaluator(file: declaration.file, types: reader.types)
            return reader.types.nested { evaluator.value(of: binding, in: scope) }
        }
        return fields.holds(name) ? fields[name] : nil
    }
}
