import A11yCore
import Foundation

/// Turns a dump's tree into a screen of the model: one content controller whose view holds
/// the app's views at the frames the dump gives, each element typed as the UIKit view it
/// stands for (DumpImport.md, "How a dump becomes a screen").
struct DumpScreenBuilder {
    let dump: AccessibilityDump
    private(set) var notes: [ImportNote] = []
    private var usedIDs: Set<String> = []
    private var generated: [String: Int] = [:]
    private var hiddenCount = 0
    private var firstHidden: DumpNode?
    /// Alerts and sheets, lifted to the screen's top level so that what they cover is not read.
    private var modals: [ViewSpec] = []
    private var appPID: Int?
    private var navigationTitle: String?

    init(dump: AccessibilityDump) {
        self.dump = dump
    }

    /// The screen and the notes.
    static func build(_ dump: AccessibilityDump) -> (spec: SceneSpec, notes: [ImportNote]) {
        var builder = DumpScreenBuilder(dump: dump)
        let spec = builder.makeSpec()
        return (spec, builder.notes)
    }

    // MARK: - The screen

    private mutating func makeSpec() -> SceneSpec {
        let root = dump.root
        appPID = root.pid
        let windows = root.children.filter { $0.type == "Window" }
        let screen = windows.first?.frame ?? root.frame ?? union(of: root.children)
            ?? Rect(x: 0, y: 0, width: Device.standard(for: .phone).portraitSize.width,
                    height: Device.standard(for: .phone).portraitSize.height)
        if windows.first?.frame == nil, root.frame == nil {
            note(root, "the dump gives no window or application frame: the screen is taken as "
                 + "\(screen.width.compact) × \(screen.height.compact) points")
        }
        let origin = Point(x: 0, y: 0)
        var view = ViewSpec(location: root.position)
        view.id = "screen"
        usedIDs.insert("screen")
        view.frame = Rect(origin: origin, size: screen.size)
        for child in root.children {
            view.subviews += convert(child, parentOrigin: origin, parentFrame: view.frame, context: Context())
        }
        view.subviews += modals
        if let first = firstHidden {
            note(first, "\(hiddenCount) element\(hiddenCount == 1 ? "" : "s") the dump marks not visible "
                 + "(covered, or off screen outside a scrolling list) \(hiddenCount == 1 ? "is" : "are") not read, as VoiceOver "
                 + "does not reach \(hiddenCount == 1 ? "it" : "them")")
        }
        let size = screen.size
        let isLandscape = size.width > size.height
        let portrait = Size(width: min(size.width, size.height), height: max(size.width, size.height))
        let idiom: DeviceIdiom = portrait.width >= 600 ? .pad : .phone
        // The dump's frames are the screen's: the controller's view covers the whole screen,
        // status bar included (no bar pushes it down).
        var device = Device.all.first { $0.portraitSize == portrait } ?? Device(
            name: "dump", displayName: "\(portrait.width.compact) × \(portrait.height.compact) (from the dump)",
            idiom: idiom, portraitSize: portrait, portraitSafeArea: EdgeInsets(), landscapeSafeArea: EdgeInsets(),
            portraitStatusBar: 0, landscapeStatusBar: 0)
        device.portraitStatusBar = 0
        device.landscapeStatusBar = 0
        var controller = ControllerSpec(id: "dump", location: root.position)
        controller.title = navigationTitle
        controller.view = view
        var spec = SceneSpec(file: dump.file, root: .id(controller.id, root.position))
        spec.name = root.text
        spec.device = idiom
        spec.screenDevice = device
        spec.designDevice = device
        spec.orientation = isLandscape ? .landscapeLeft : .portrait
        spec.controllers = [controller]
        return spec
    }

    /// What a subtree is inside of.
    struct Context {
        /// Inside a table, collection or scroll view: a node off screen is scrolled away, not gone.
        var inScroll = false
        var inNavigationBar: DumpNode?
        var inTabBar = false
    }

    // MARK: - Nodes

    /// The views for `node` (none, one, or its children when it is a wrapper with nothing of its own).
    private mutating func convert(_ node: DumpNode, parentOrigin: Point, parentFrame: Rect?, context: Context) -> [ViewSpec] {
        if let reason = skipReason(node) {
            note(node, reason)
            return []
        }
        if node.visible == false, !context.inScroll {
            hiddenCount += 1
            if firstHidden == nil { firstHidden = node }
            return []
        }
        if isScrollIndicator(node) { return [] }
        var kind = Self.kind(of: node)
        if kind == .wrapper || kind == .group,
           node.accessible == true || (node.accessible == nil && node.text != nil && node.children.isEmpty) {
            // A labelled leaf (a section header, a SwiftUI text), or what WebDriverAgent marks an
            // element: read as it is.
            kind = .element
        }
        if kind == .wrapper || node.type == "Window", node.text == nil, node.identifier == nil,
           node.accessible != true, node.frame == nil || node.frame == parentFrame {
            // An anonymous wrapper (SwiftUI's, a plain UIView or a window filling its parent):
            // its children take its place.
            return node.children.flatMap {
                convert($0, parentOrigin: parentOrigin, parentFrame: parentFrame, context: context)
            }
        }
        var view = ViewSpec(location: node.position)
        let absolute = node.frame
        if let absolute {
            view.frame = absolute.offsetBy(dx: -parentOrigin.x, dy: -parentOrigin.y)
        }
        let origin = absolute?.origin ?? parentOrigin
        view.id = identifier(for: node, kind: kind)
        var inner = context
        switch kind {
        case .container, .wrapper, .group:
            if node.type == "NavigationBar" || isNavigationGroup(node) {
                inner.inNavigationBar = node
                if navigationTitle == nil { navigationTitle = title(ofBar: node) }
            }
            if node.type == "TabBar" || node.children.contains(where: isTab) {
                inner.inTabBar = true
                add("tabBar", to: &view)
            }
            view.subviews = children(of: node, origin: origin, frame: absolute ?? parentFrame, context: inner)
            if node.type == "Alert" || node.type == "Sheet" {
                view.properties.append(PropertySpec(key: "modal", value: .bool(true), location: node.position))
                if let absolute { view.frame = absolute }
                modals.append(view)
                return []
            }
            return [view]
        case .scroll:
            view.kind = .scroll
            inner.inScroll = true
            view.subviews = children(of: node, origin: origin, frame: absolute ?? parentFrame, context: inner)
            var extent = Size(width: view.frame?.width ?? 0, height: view.frame?.height ?? 0)
            for child in view.subviews {
                guard let frame = child.frame else { continue }
                extent.width = max(extent.width, frame.maxX)
                extent.height = max(extent.height, frame.maxY)
            }
            view.contentSize = extent
            return [view]
        case .skip:
            return []
        default:
            break
        }
        // An element: what VoiceOver reads, and what is inside it is its own text.
        if !isElement(node, kind: kind) {
            // Not an element (WebDriverAgent says so, or nothing to read): its children may be.
            view.subviews = children(of: node, origin: origin, frame: absolute ?? parentFrame, context: inner)
            if view.subviews.isEmpty, node.text == nil, node.frame == nil { return [] }
            return [view]
        }
        if kind == .cell, let control = onlyControl(in: node) {
            // A row holding one switch (or other control) is read as that control.
            return convertCellControl(node, control: control, view: view)
        }
        if kind == .cell, node.accessible != true, node.text == nil, hasControls(node) {
            // An unlabelled row with controls: each is its own element.
            view.subviews = children(of: node, origin: origin, frame: absolute ?? parentFrame, context: inner)
            return [view]
        }
        let label = node.text ?? ownText(of: node)
        switch kind {
        case .button:
            view.kind = .button
            view.title = label
            if label == nil { note(node, "a button with no label: VoiceOver says only \"Button\"") }
            if context.inTabBar || isTab(node) {
                add("tabBarItem", to: &view)
            } else if let bar = context.inNavigationBar, isBackButton(node, in: bar) {
                add("backButton", to: &view)
            }
            common(&view, node)
        case .text:
            view.kind = .label
            view.text = label ?? node.value
            if context.inNavigationBar != nil, label != nil, label == navigationTitle { add("header", to: &view) }
            if node.type == "Heading" { add("header", to: &view) }
            common(&view, node, valueIsText: true)
        case .image:
            view.kind = .image
            view.imageName = node.identifier
            element(&view, node, label: label)
            common(&view, node)
        case .switch:
            view.kind = .switch
            view.on = Self.isOn(node.value)
            element(&view, node, label: label)
            common(&view, node, valueIsText: true)
        case .slider:
            if let percent = node.value.flatMap(Self.percentage) {
                view.kind = .slider
                view.min = 0
                view.max = 100
                view.number = percent
                element(&view, node, label: label)
                common(&view, node, valueIsText: true)
            } else {
                element(&view, node, label: label)
                add("adjustable", to: &view)
                common(&view, node)
            }
        case .textField, .secureTextField, .textView:
            view.kind = .textField
            view.secure = kind == .secureTextField
            view.placeholder = node.placeholder
            let value = node.value.flatMap { $0.isEmpty || $0 == node.placeholder || $0 == node.label ? nil : $0 }
            view.text = value
            if node.placeholder == nil, node.value != nil, node.value == node.label, node.value != nil {
                view.placeholder = node.value   // UIKit's value is the placeholder while the field is empty
            }
            if let label, label != view.placeholder { element(&view, node, label: label) }
            common(&view, node, valueIsText: true)
        case .searchField:
            view.kind = .searchBar
            view.placeholder = node.placeholder ?? node.label
            let value = node.value.flatMap { $0.isEmpty || $0 == node.placeholder || $0 == node.label ? nil : $0 }
            view.text = value
            common(&view, node, valueIsText: true)
        case .link:
            element(&view, node, label: label)
            add("link", to: &view)
            common(&view, node)
        case .adjustable:
            element(&view, node, label: label)
            add("adjustable", to: &view)
            common(&view, node)
        case .cell, .element:
            element(&view, node, label: label)
            if kind == .cell, hasDisclosure(node) { add("button", to: &view) }
            if kind == .element, context.inNavigationBar != nil, label != nil, label == navigationTitle {
                add("header", to: &view)   // a title drawn as a plain labelled view is still the bar's title
            }
            common(&view, node)
        default:
            element(&view, node, label: label)
            common(&view, node)
        }
        return [view]
    }

    /// The views of `node`'s children.
    private mutating func children(of node: DumpNode, origin: Point, frame: Rect?, context: Context) -> [ViewSpec] {
        node.children.flatMap { convert($0, parentOrigin: origin, parentFrame: frame, context: context) }
    }

    /// A row read as its one control: the control's type, the row's frame and text.
    private mutating func convertCellControl(_ cell: DumpNode, control: DumpNode, view: ViewSpec) -> [ViewSpec] {
        var view = view
        let label = control.text ?? cell.text ?? ownText(of: cell)
        switch Self.kind(of: control) {
        case .switch:
            view.kind = .switch
            view.on = Self.isOn(control.value ?? cell.value)
        case .slider:
            add("adjustable", to: &view)
        default:
            view.kind = .button
            view.title = label
        }
        if view.kind != .button { element(&view, cell, label: label) }
        common(&view, control, valueIsText: true)
        if !cell.enabled { disable(&view) }
        return [view]
    }

    // MARK: - Kinds

    enum Kind {
        case container, wrapper, group, scroll, skip
        case button, text, image, link, cell, element, adjustable
        case `switch`, slider, textField, secureTextField, textView, searchField
    }

    /// What a dump type stands for.
    static func kind(of node: DumpNode) -> Kind {
        switch node.type {
        case "Application", "Window", "NavigationBar", "TabBar", "Toolbar", "Alert", "Sheet", "Dialog", "Popover",
             "SegmentedControl", "Picker", "DatePicker", "Stepper", "Menu", "MenuBar", "WebView", "Map", "LayoutArea",
             "LayoutItem", "Browser", "Grid", "Outline", "OutlineRow", "SplitGroup", "Splitter", "TouchBar":
            .container
        case "Other", "Any": .wrapper
        case "Group", "ScrollArea": .group
        case "Table", "CollectionView", "ScrollView": .scroll
        case "Keyboard", "Keyboards", "StatusBar", "StatusItem":
            .skip
        case "Button", "MenuItem", "MenuButton", "PopUpButton", "DisclosureTriangle", "ToolbarButton", "Key", "Tab",
             "RadioButton", "CheckBox", "ColorWell", "Icon":
            node.type == "Icon" ? .image : (node.type == "CheckBox" ? .switch : .button)
        case "StaticText", "Heading", "Text": .text
        case "Image": .image
        case "Link": .link
        case "Cell": .cell
        case "Switch", "Toggle": .switch
        case "Slider": .slider
        case "TextField": node.subrole == "AXSearchField" ? .searchField : .textField
        case "SecureTextField": .secureTextField
        case "SearchField": .searchField
        case "TextView": .textView
        case "PickerWheel", "PageIndicator", "Incrementor", "ValueIndicator": .adjustable
        default: .element   // GenericElement, ProgressIndicator, ActivityIndicator, …
        }
    }

    private func skipReason(_ node: DumpNode) -> String? {
        switch node.type {
        case "Keyboard", "Keyboards": return "the keyboard is not the app's screen: not read"
        case "StatusBar": return "the status bar is system UI, not the app's screen: not read"
        default: break
        }
        if let appPID, let pid = node.pid, pid != appPID {
            return "\"\(TerminalText.safe(node.text ?? node.type))\" belongs to another process (pid \(pid), the app's is "
                + "\(appPID)): system UI such as the status bar, not read"
        }
        if node.type == "Window", node.children.count == 1, node.children[0].type == "StatusBar" { return nil }
        return nil
    }

    /// Whether VoiceOver would land on `node` (it is an accessibility element).
    private func isElement(_ node: DumpNode, kind: Kind) -> Bool {
        if let accessible = node.accessible { return accessible }
        switch kind {
        case .image, .text: return node.text != nil || (kind == .text && node.value?.isEmpty == false)
        case .element: return node.text != nil || node.value != nil || dump.format == .accessibilityJSON
        default: return true
        }
    }

    /// `Other` leaves that are a scroll view's indicators (`Vertical scroll bar, 1 page`, value `0%`).
    private func isScrollIndicator(_ node: DumpNode) -> Bool {
        guard node.type == "Other", node.children.isEmpty, let value = node.value, Self.percentage(value) != nil,
              let frame = node.frame else { return false }
        return min(frame.width, frame.height) <= 12 || node.label?.lowercased().contains("scroll bar") == true
    }

    private func isTab(_ node: DumpNode) -> Bool {
        node.subrole == "AXTabButton" || node.traits.contains("tabbaritem") || node.traits.contains("tab")
    }

    /// A JSON group that is a navigation bar: its identifier is the title a heading in it shows
    /// (UIKit names a navigation bar by its title), whatever language the role description is in.
    private func isNavigationGroup(_ node: DumpNode) -> Bool {
        guard node.type == "Group", let id = node.identifier, !id.isEmpty else { return false }
        return node.children.contains { ($0.type == "Heading" || $0.type == "StaticText") && $0.label == id }
    }

    /// The title a navigation bar shows.
    private func title(ofBar bar: DumpNode) -> String? {
        let texts = bar.children.filter {
            $0.type == "StaticText" || $0.type == "Heading" || ($0.type == "Other" && $0.text != nil)
        }
        if let id = bar.identifier, let match = texts.first(where: { $0.label == id }) { return match.label }
        return texts.first?.text ?? bar.identifier
    }

    /// The back button: marked so (`BackButton` identifier or trait), else the first button at
    /// the bar's leading edge, before the title.
    private mutating func isBackButton(_ node: DumpNode, in bar: DumpNode) -> Bool {
        if node.identifier == "BackButton" || node.traits.contains("backbutton") { return true }
        guard let first = bar.children.first(where: { Self.kind(of: $0) == .button }), first === node,
              let frame = node.frame, let barFrame = bar.frame else { return false }
        let leading = frame.minX - barFrame.minX <= 20 && frame.maxX <= barFrame.minX + barFrame.width / 2
        if leading {
            note(node, "read as the back button: the first button at the navigation bar's leading edge "
                 + "(the dump does not mark back buttons)")
        }
        return leading
    }

    /// A row's one control, when it has exactly one (and nothing else to press).
    private func onlyControl(in cell: DumpNode) -> DumpNode? {
        var controls: [DumpNode] = []
        func walk(_ node: DumpNode) {
            for child in node.children where !Self.isDisclosure(child) {
                switch Self.kind(of: child) {
                case .switch, .slider: controls.append(child)
                case .button, .link, .textField, .secureTextField, .searchField, .textView: controls.append(child)
                default: walk(child)
                }
            }
        }
        walk(cell)
        guard controls.count == 1, let control = controls.first else { return nil }
        let kind = Self.kind(of: control)
        return kind == .switch || kind == .slider ? control : nil
    }

    private func hasControls(_ cell: DumpNode) -> Bool {
        func walk(_ node: DumpNode) -> Bool {
            node.children.contains { child in
                if Self.isDisclosure(child) { return false }
                return switch Self.kind(of: child) {
                case .button, .link, .switch, .slider, .textField, .secureTextField, .searchField, .textView: true
                default: walk(child)
                }
            }
        }
        return walk(cell)
    }

    /// A disclosure indicator in a row (`chevron`, UIKit's `disclosure` image): the row is a button.
    private func hasDisclosure(_ cell: DumpNode) -> Bool {
        cell.children.contains(where: Self.isDisclosure)
    }

    /// UIKit's disclosure indicator: an image or (older UIKit) a disabled button named `chevron`.
    static func isDisclosure(_ node: DumpNode) -> Bool {
        guard node.type == "Image" || node.type == "Button" else { return false }
        let name = (node.identifier ?? node.label ?? "").lowercased()
        return ["chevron", "disclosure", "chevron.right", "chevron.forward"].contains(name)
    }

    /// An unlabelled element's text: its descendants' texts joined as VoiceOver joins them.
    private func ownText(of node: DumpNode) -> String? {
        var parts: [String] = []
        func walk(_ node: DumpNode) {
            for child in node.children {
                if child.type == "StaticText" || child.type == "Heading" || (child.type == "Image" && child.text != nil) {
                    if let text = child.text ?? child.value, !text.isEmpty, parts.last != text { parts.append(text) }
                } else {
                    walk(child)
                }
            }
        }
        walk(node)
        return parts.isEmpty ? nil : parts.joined(separator: ", ")
    }

    // MARK: - Properties

    private mutating func element(_ view: inout ViewSpec, _ node: DumpNode, label: String?) {
        view.properties.append(PropertySpec(key: "isAccessibilityElement", value: .bool(true), location: node.position))
        if let label { view.properties.append(PropertySpec(key: "label", value: .text(label), location: node.position)) }
    }

    /// Value, hint, enabled, selected, format traits, custom actions.
    private mutating func common(_ view: inout ViewSpec, _ node: DumpNode, valueIsText: Bool = false) {
        if let hint = node.hint, !hint.isEmpty {
            view.properties.append(PropertySpec(key: "hint", value: .text(hint), location: node.position))
        }
        if !node.enabled { disable(&view) }
        let isTabState = isTab(node) && (node.value == "1" || node.value == "0")
        if !valueIsText, !isTabState, let value = node.value, !value.isEmpty, value != node.label {
            view.properties.append(PropertySpec(key: "accessibilityValue", value: .text(value), location: node.position))
        }
        if node.selected || (isTab(node) && node.value == "1") {
            if view.kind == .button {
                view.properties.append(PropertySpec(key: "selected", value: .bool(true), location: node.position))
            } else {
                add("selected", to: &view)
            }
        }
        for trait in node.traits {
            if let name = Self.traitNames[trait] { add(name, to: &view) }
        }
        view.customActions = node.customActions.map { (name: $0, actions: []) }
    }

    private mutating func disable(_ view: inout ViewSpec) {
        switch view.kind {
        case .button, .switch, .slider, .textField, .searchBar, .stepper, .segmented:
            view.properties.append(PropertySpec(key: "enabled", value: .bool(false), location: view.location))
        default:
            add("notEnabled", to: &view)
        }
    }

    /// Trait names as the formats write them (lower-cased) → the scene file's names.
    static let traitNames: [String: String] = [
        "button": "button", "link": "link", "image": "image", "selected": "selected", "playssound": "playsSound",
        "keyboardkey": "keyboardKey", "statictext": "staticText", "summaryelement": "summaryElement",
        "notenabled": "notEnabled", "updatesfrequently": "updatesFrequently", "searchfield": "searchField",
        "startsmediasession": "startsMediaSession", "adjustable": "adjustable",
        "allowsdirectinteraction": "allowsDirectInteraction", "causespageturn": "causesPageTurn", "header": "header",
        "heading": "header", "tabbar": "tabBar", "tabbaritem": "tabBarItem", "backbutton": "backButton",
        "toggle": "switchButton", "togglebutton": "switchButton", "switchbutton": "switchButton",
    ]

    /// Adds a trait by its scene-file name (`traits:` keeps the view's own ones).
    private func add(_ trait: String, to view: inout ViewSpec) {
        if let index = view.properties.firstIndex(where: { $0.key == "traits" }),
           case .traits(var names) = view.properties[index].value {
            if !names.contains(trait) { names.append(trait) }
            view.properties[index].value = .traits(names)
        } else {
            view.properties.append(PropertySpec(key: "traits", value: .traits([trait]), location: view.location))
        }
    }

    /// The accessibility identifier, else a generated one: the kind and its count in
    /// document order (`button-3`); a repeated identifier gets `-2`, `-3`.
    private mutating func identifier(for node: DumpNode, kind: Kind) -> String {
        let base: String
        if let id = node.identifier, !id.isEmpty, !id.contains(where: { $0.isNewline }) {
            base = id
        } else {
            let stem = Self.stem(node.type)
            let count = (generated[stem] ?? 0) + 1
            generated[stem] = count
            base = "\(stem)-\(count)"
        }
        var id = base
        var suffix = 1
        while usedIDs.contains(id) {
            suffix += 1
            id = "\(base)-\(suffix)"
        }
        usedIDs.insert(id)
        return id
    }

    /// `StaticText` → `statictext`.
    static func stem(_ type: String) -> String { type.lowercased() }

    static func isOn(_ value: String?) -> Bool {
        guard let value else { return false }
        return value == "1" || value.lowercased() == "on" || value.lowercased() == "true"
    }

    /// `50%` → 50.
    static func percentage(_ text: String) -> Double? {
        guard text.hasSuffix("%") else { return nil }
        return Double(text.dropLast().trimmingCharacters(in: .whitespaces))
    }

    private func union(of nodes: [DumpNode]) -> Rect? {
        let frames = nodes.compactMap(\.frame)
        guard let first = frames.first else { return nil }
        var minX = first.minX, minY = first.minY, maxX = first.maxX, maxY = first.maxY
        for frame in frames.dropFirst() {
            minX = min(minX, frame.minX); minY = min(minY, frame.minY)
            maxX = max(maxX, frame.maxX); maxY = max(maxY, frame.maxY)
        }
        return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    private mutating func note(_ node: DumpNode, _ message: String) {
        guard notes.count < 500 else { return }
        let text = node.jsonPath.map { "\($0): \(message)" } ?? message
        notes.append(ImportNote(file: dump.file, line: node.position.line, column: node.position.column,
                                message: text, severity: .note))
    }
}
