import A11yCore
import Foundation
import A11ySceneModel

/// What each dump node is: its kind, whether VoiceOver reads it, and the rules that find a
/// navigation bar's back button, a row's one control, a disclosure and an element's own text.
extension DumpScreenBuilder {
    package enum Kind {
        case container, wrapper, group, scroll, skip
        case button, text, image, link, cell, element, adjustable
        case `switch`, slider, textField, secureTextField, textView, searchField
    }

    /// What a dump type stands for (worked out once per node: the rules ask it often).
    package static func kind(of node: DumpNode) -> Kind {
        if let kind = node.kind { return kind }
        let kind = kind(type: node.type, subrole: node.subrole)
        node.kind = kind
        return kind
    }

    private static func kind(type: String, subrole: String?) -> Kind {
        if type == "TextField" { return subrole == "AXSearchField" ? .searchField : .textField }
        return kinds[type] ?? .element   // GenericElement, ProgressIndicator, ActivityIndicator, …
    }

    /// The kind of each type the formats name (one hash, rather than a string switch of many cases).
    private static let kinds: [String: Kind] = {
        var kinds: [String: Kind] = [:]
        for type in ["Application", "Window", "NavigationBar", "TabBar", "Toolbar", "Alert", "Sheet", "Dialog", "Popover",
                     "SegmentedControl", "Picker", "DatePicker", "Stepper", "Menu", "MenuBar", "WebView", "Map", "LayoutArea",
                     "LayoutItem", "Browser", "Grid", "Outline", "OutlineRow", "SplitGroup", "Splitter", "TouchBar"] {
            kinds[type] = .container
        }
        for type in ["Button", "MenuItem", "MenuButton", "PopUpButton", "DisclosureTriangle", "ToolbarButton", "Key", "Tab",
                     "RadioButton", "ColorWell"] {
            kinds[type] = .button
        }
        let others: [(Kind, [String])] = [
            (.wrapper, ["Other", "Any"]), (.group, ["Group", "ScrollArea"]), (.scroll, ["Table", "CollectionView", "ScrollView"]),
            (.skip, ["Keyboard", "Keyboards", "StatusBar", "StatusItem"]), (.image, ["Image", "Icon"]),
            (.switch, ["Switch", "Toggle", "CheckBox"]), (.text, ["StaticText", "Heading", "Text"]), (.link, ["Link"]),
            (.cell, ["Cell"]), (.slider, ["Slider"]), (.secureTextField, ["SecureTextField"]), (.searchField, ["SearchField"]),
            (.textView, ["TextView"]), (.adjustable, ["PickerWheel", "PageIndicator", "Incrementor", "ValueIndicator"]),
        ]
        for (kind, types) in others { for type in types { kinds[type] = kind } }
        return kinds
    }()

    func skipReason(_ node: DumpNode) -> String? {
        switch node.type {
        case "Keyboard", "Keyboards": return "the keyboard is not the app's screen: not read"
        case "StatusBar": return "the status bar is system UI, not the app's screen: not read"
        default: break
        }
        if let appPID, let pid = node.pid, pid != appPID {
            return "\"\(TerminalText.safe(node.text ?? node.type))\" belongs to another process (pid \(pid), the app's is "
                + "\(appPID)): system UI such as the status bar, not read"
        }
        return nil
    }

    /// Whether VoiceOver would land on `node` (it is an accessibility element).
    package func isElement(_ node: DumpNode, kind: Kind) -> Bool {
        if let accessible = node.accessible { return accessible }
        switch kind {
        case .image, .text: return node.text != nil || (kind == .text && node.value?.isEmpty == false)
        case .element: return node.text != nil || node.value != nil || dump.format == .accessibilityJSON
        default: return true
        }
    }

    /// `Other` leaves that are a scroll view's indicators (`Vertical scroll bar, 1 page`, value `0%`).
    func isScrollIndicator(_ node: DumpNode) -> Bool {
        guard node.type == "Other", node.children.isEmpty, let value = node.value, Self.percentage(value) != nil,
              let frame = node.frame else { return false }
        return min(frame.width, frame.height) <= 12 || node.label?.lowercased().contains("scroll bar") == true
    }

    package func isTab(_ node: DumpNode) -> Bool {
        node.subrole == "AXTabButton" || node.traits.contains("tabbaritem") || node.traits.contains("tab")
    }

    /// A JSON group that is a navigation bar: its identifier is the title a heading in it shows
    /// (UIKit names a navigation bar by its title), whatever language the role description is in.
    func isNavigationGroup(_ node: DumpNode) -> Bool {
        guard node.type == "Group", let id = node.identifier, !id.isEmpty else { return false }
        return node.children.contains { ($0.type == "Heading" || $0.type == "StaticText") && $0.label == id }
    }

    /// The title a navigation bar shows.
    package func title(ofBar bar: DumpNode) -> String? {
        let texts = bar.children.filter {
            $0.type == "StaticText" || $0.type == "Heading" || ($0.type == "Other" && $0.text != nil)
        }
        if let id = bar.identifier, let match = texts.first(where: { $0.label == id }) { return match.label }
        return texts.first?.text ?? bar.identifier
    }

    /// The back button: marked so (`BackButton` identifier or trait), else the first button at
    /// the bar's leading edge, before the title.
    mutating func isBackButton(_ node: DumpNode, in bar: DumpNode) -> Bool {
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

    /// Whether something inside `node` is shown although `node` is not: a descendant the dump
    /// marks visible, with a frame it can give (DumpImport.md, "Visibility").
    static func holdsShownNode(_ node: DumpNode) -> Bool {
        node.children.contains { child in
            (child.visible == true && !child.frameUnknown) || holdsShownNode(child)
        }
    }

    /// The one labelled control inside `node` when it is the only accessible element there
    /// (a menu row around its button), else nil.
    static func soleLabelledControl(in node: DumpNode) -> DumpNode? {
        var found: [DumpNode] = []
        func walk(_ node: DumpNode) {
            for child in node.children where found.count < 2 {
                if child.accessible == true {
                    found.append(child)
                } else if child.accessible == nil, Self.controlKinds.contains(Self.kind(of: child)) {
                    found.append(child)
                } else {
                    walk(child)
                }
            }
        }
        walk(node)
        guard found.count == 1, let control = found.first, control.text != nil,
              Self.controlKinds.contains(Self.kind(of: control)) else { return nil }
        return control
    }

    /// The kinds a user presses or changes.
    static let controlKinds: Set<Kind> = [.button, .link, .switch, .slider, .adjustable, .textField,
                                          .secureTextField, .searchField, .textView]

    /// A row's one control, when it has exactly one (and nothing else to press).
    func onlyControl(in cell: DumpNode) -> DumpNode? {
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

    func hasControls(_ cell: DumpNode) -> Bool {
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
    func hasDisclosure(_ cell: DumpNode) -> Bool {
        cell.children.contains(where: Self.isDisclosure)
    }

    /// UIKit's disclosure indicator: an image or (older UIKit) a disabled button named `chevron`.
    static func isDisclosure(_ node: DumpNode) -> Bool {
        guard node.type == "Image" || node.type == "Button", let name = node.identifier ?? node.label,
              (7...15).contains(name.utf8.count) else { return false }
        return ["chevron", "disclosure", "chevron.right", "chevron.forward"].contains(name.lowercased())
    }

    /// The node's label as iOS speaks it: an SF Symbol's name given as the label is read as
    /// the symbol's word; an unlabelled image or button whose identifier is a symbol's name takes
    /// the word (DumpImport.md, "SF Symbols"); a name the table does not know stays as it is.
    package func spokenLabel(of node: DumpNode, kind: Kind) -> String? {
        if let label = node.text { return SymbolLabels.word(for: label) ?? label }
        if kind == .image || kind == .button, let id = node.identifier { return SymbolLabels.word(for: id) }
        return nil
    }

    /// An unlabelled element's text: its descendants' texts joined as VoiceOver joins them;
    /// a text the dump marks not visible is not among them (iOS 26 keeps a row's hidden title
    /// beside the visible text that holds it again).
    func ownText(of node: DumpNode) -> String? {
        var parts: [String] = []
        func walk(_ node: DumpNode) {
            for child in node.children where child.visible != false && !child.frameUnknown {
                if child.type == "StaticText" || child.type == "Heading" || (child.type == "Image" && child.text != nil) {
                    if let found = child.text ?? child.value, !found.isEmpty {
                        let text = child.type == "Image" ? SymbolLabels.word(for: found) ?? found : found
                        if parts.last != text { parts.append(text) }
                    }
                } else {
                    walk(child)
                }
            }
        }
        walk(node)
        return parts.isEmpty ? nil : parts.joined(separator: ", ")
    }
}
