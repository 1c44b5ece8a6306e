import A11yCore
import Foundation
import A11ySceneModel

/// Turns a dump's tree into a screen of the model: one content controller whose view holds
/// the app's views at the frames the dump gives, each element typed as the UIKit view it
/// stands for (DumpImport.md, "How a dump becomes a screen").
package struct DumpScreenBuilder {
    package let dump: AccessibilityDump
    package var notes: [ImportNote] = []
    var usedIDs: Set<String> = []
    package var generated: [String: Int] = [:]
    /// Each type's lower-cased name, the stem of generated ids.
    var stems: [String: String] = [:]
    private var hiddenCount = 0
    private var firstHidden: DumpNode?
    private var unknownFrameCount = 0
    private var firstUnknownFrame: DumpNode?
    /// Alerts and sheets, lifted to the screen's top level so that what they cover is not read.
    private var modals: [ViewSpec] = []
    var appPID: Int?
    private var navigationTitle: String?

    package init(dump: AccessibilityDump) {
        self.dump = dump
    }

    /// The screen and the notes.
    package static func build(_ dump: AccessibilityDump) -> (spec: SceneSpec, notes: [ImportNote]) {
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
        let screenFrame = view.frame
        for child in root.children {
            convert(child, parentOrigin: origin, parentFrame: screenFrame, context: Context(), into: &view.subviews)
        }
        view.subviews += modals
        if let first = firstHidden {
            note(first, "\(hiddenCount) element\(hiddenCount == 1 ? "" : "s") the dump marks not visible "
                 + "(covered, or off screen outside a scrolling list) \(hiddenCount == 1 ? "is" : "are") not read, as VoiceOver "
                 + "does not reach \(hiddenCount == 1 ? "it" : "them")")
        }
        if let first = firstUnknownFrame {
            note(first, "\(unknownFrameCount) element\(unknownFrameCount == 1 ? "" : "s") the dump gives no frame for "
                 + "(coordinates at the integer limit: not on screen) \(unknownFrameCount == 1 ? "is" : "are") not read")
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
    package struct Context {
        /// Inside a table, collection or scroll view: a node off screen is scrolled away, not gone.
        var inScroll = false
        var inNavigationBar: DumpNode?
        var inTabBar = false
    }

    // MARK: - Nodes

    /// Appends the views for `node` to `views` (none, one, or its children's when it is a
    /// wrapper with nothing of its own).
    private mutating func convert(_ node: DumpNode, parentOrigin: Point, parentFrame: Rect?, context: Context,
                                  into views: inout [ViewSpec]) {
        if let reason = skipReason(node) {
            note(node, reason)
            return
        }
        // Each node's visibility and frame are its own (DumpImport.md, "Visibility"): a node the
        // dump marks not visible, or whose frame it cannot give, is not read, but what it holds
        // that the dump marks visible is (iOS 26 marks some on-screen containers not visible).
        let offScreen = node.frameUnknown || (node.visible == false && !context.inScroll)
        if offScreen, !Self.holdsShownNode(node) {
            if node.frameUnknown {
                unknownFrameCount += 1
                if firstUnknownFrame == nil { firstUnknownFrame = node }
            } else if node.text != nil || node.value != nil || node.children.isEmpty {
                hiddenCount += 1
                if firstHidden == nil { firstHidden = node }
            }
            return
        }
        if isScrollIndicator(node) { return }
        var kind = Self.kind(of: node)
        if offScreen, kind != .container, kind != .scroll {
            // Not read itself; its shown children take its place.
            children(of: node, origin: parentOrigin, frame: parentFrame, context: context, into: &views)
            return
        }
        if node.accessible == true, node.text == nil, node.value?.isEmpty ?? true,
           dump.format != .accessibilityJSON, Self.soleLabelledControl(in: node) != nil {
            // A row marked accessible with nothing of its own around one labelled control (a
            // menu's row around its button) is read as that control, not from the control's image.
            children(of: node, origin: parentOrigin, frame: parentFrame, context: context, into: &views)
            return
        }
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
            for child in node.children {
                convert(child, parentOrigin: parentOrigin, parentFrame: parentFrame, context: context, into: &views)
            }
            return
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
            children(of: node, origin: origin, frame: absolute ?? parentFrame, context: inner, into: &view.subviews)
            if node.type == "Alert" || node.type == "Sheet" {
                view.properties.append(PropertySpec(key: "modal", value: .bool(true), location: node.position))
                if let absolute { view.frame = absolute }
                modals.append(view)
                return
            }
            views.append(view)
            return
        case .scroll:
            view.kind = .scroll
            inner.inScroll = true
            children(of: node, origin: origin, frame: absolute ?? parentFrame, context: inner, into: &view.subviews)
            var extent = Size(width: view.frame?.width ?? 0, height: view.frame?.height ?? 0)
            for child in view.subviews {
                guard let frame = child.frame else { continue }
                extent.width = max(extent.width, frame.maxX)
                extent.height = max(extent.height, frame.maxY)
            }
            view.contentSize = extent
            views.append(view)
            return
        case .skip:
            return
        default:
            break
        }
        // An element: what VoiceOver reads, and what is inside it is its own text.
        if !isElement(node, kind: kind) {
            // Not an element (WebDriverAgent says so, or nothing to read): its children may be.
            children(of: node, origin: origin, frame: absolute ?? parentFrame, context: inner, into: &view.subviews)
            if view.subviews.isEmpty, node.text == nil, node.frame == nil { return }
            views.append(view)
            return
        }
        if dump.format == .accessibilityJSON {
            // In idb/AXe JSON every node is an element (DumpImport.md, "idb and AXe JSON"): one
            // nested in another is read on its own, after it, and a parent never borrows a
            // child's label.
            views.append(elementView(node, kind: kind, view: view, context: context, label: spokenLabel(of: node, kind: kind)))
            children(of: node, origin: parentOrigin, frame: parentFrame, context: inner, into: &views)
            return
        }
        if kind == .cell, let control = onlyControl(in: node) {
            // A row holding one switch (or other control) is read as that control.
            views.append(convertCellControl(node, control: control, view: view))
            return
        }
        if kind == .cell, node.accessible != true, node.text == nil, hasControls(node) {
            // An unlabelled row with controls: each is its own element.
            children(of: node, origin: origin, frame: absolute ?? parentFrame, context: inner, into: &view.subviews)
            views.append(view)
            return
        }
        views.append(elementView(node, kind: kind, view: view, context: context,
                                 label: spokenLabel(of: node, kind: kind) ?? ownText(of: node)))
    }

    /// The view of an element: its kind's properties, label, value and traits.
    private mutating func elementView(_ node: DumpNode, kind: Kind, view: ViewSpec, context: Context,
                                      label: String?) -> ViewSpec {
        var view = view
        switch kind {
        case .button:
            view.kind = .button
            view.title = label
            if label == nil { note(node, "a button with no label: VoiceOver says only \"Button\"") }
            let tab = context.inTabBar || isTab(node)
            if tab {
                add("tabBarItem", to: &view)
            } else if let bar = context.inNavigationBar, isBackButton(node, in: bar) {
                add("backButton", to: &view)
            }
            common(&view, node, asTab: tab)
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
            if node.placeholder == nil, node.value != nil, node.value == node.label {
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
        return view
    }

    /// Appends the views of `node`'s children to `views`.
    private mutating func children(of node: DumpNode, origin: Point, frame: Rect?, context: Context,
                                   into views: inout [ViewSpec]) {
        views.reserveCapacity(views.count + node.children.count)   // a long list grows once, not by doubling
        for child in node.children { convert(child, parentOrigin: origin, parentFrame: frame, context: context, into: &views) }
    }

    /// A row read as its one control: the control's type, the row's frame and text.
    private mutating func convertCellControl(_ cell: DumpNode, control: DumpNode, view: ViewSpec) -> ViewSpec {
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
        return view
    }
}
