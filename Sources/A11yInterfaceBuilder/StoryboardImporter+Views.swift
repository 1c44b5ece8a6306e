import A11yCore
import Foundation
import A11ySceneModel

/// Views: each Interface Builder view element as the control it is, with its accessibility.
extension StoryboardImporter {

    /// View elements that are not views of their own (layout and design data).
    static let nonViews: Set<String> = [
        "rect", "autoresizingMask", "subviews", "constraints", "constraint", "viewLayoutGuide", "accessibility", "connections",
        "color", "fontDescription", "nil", "state", "textInputTraits", "userDefinedRuntimeAttributes", "variation", "size",
        "point", "inset", "edgeInsets", "string", "attributedString", "segments", "date", "locale", "items", "prototypes",
        "sections", "buttonConfiguration", "imageReference", "preferredSymbolConfiguration", "gestureRecognizers",
        "integer", "real", "bool", "directionalEdgeInsets", "offsetWrapper", "mask", "array", "dictionary", "textAttributes",
        "navigationBarAppearance", "collectionViewFlowLayout", "refreshControl", "simulatedMetricsContainer",
        "tableViewCellContentView", "cells", "scrollViewContentInsetAdjustmentBehavior", "dataDetectorType",
        "contentInsetAdjustmentBehavior", "backgroundConfiguration", "behavior",
    ]

    // MARK: Views

    /// A scroll or table view's `contentInsetAdjustmentBehavior` (nil: automatic).
    static func contentInsetAdjustment(_ node: XMLElementNode) -> ScrollView.ContentInsetAdjustmentBehavior? {
        node["contentInsetAdjustmentBehavior"].flatMap { ScrollView.ContentInsetAdjustmentBehavior(rawValue: $0) }
    }

    /// One view and its subviews; nil for elements that are not views.
    func importView(_ node: XMLElementNode, parentSize: Size, controller: XMLElementNode, in document: IBDocument,
                    isRoot: Bool = false) -> ViewSpec? {
        if Self.nonViews.contains(node.name) || node["key"] == "backgroundView" || node["key"] == "selectedBackgroundView" {
            return nil
        }
        guard node.child("rect", key: "frame") != nil || node["id"] != nil else { return nil }
        var spec = ViewSpec(kind: .view, location: document.position(node))
        spec.id = node["id"]
        spec.frame = rect(node)
        // Views placed by constraints get their frames from the layout engine (attached to
        // the root); the others follow their recorded mask.
        if !isRoot, node["translatesAutoresizingMaskIntoConstraints"] != "NO" { spec.autoresizing = autoresizingMask(node) }
        let size = spec.frame?.size ?? parentSize
        reportCustomClass(node, in: document, what: node.name)
        var subviewNodes = node.child("subviews")?.children ?? []
        switch node.name {
        case "label":
            spec.kind = .label
            spec.text = text(of: node, key: "text") ?? attributedText(node.child("attributedString", key: "attributedText"))
            reportPlaceholder(spec.text, node, in: document)
        case "button":
            spec.kind = .button
            let normal = node.children("state").first { $0["key"] == "normal" }
            if let configuration = node.child("buttonConfiguration", key: "configuration") {
                // An iOS 15 configuration is what the button shows: its title and subtitle (read
                // one after the other), else its image; the legacy state title Interface Builder
                // still writes beside it ("Button") is not shown (InterfaceBuilderImport.md).
                let title = configuration["title"]
                    ?? attributedText(configuration.child("attributedString", key: "attributedTitle"))
                let subtitle = configuration["subtitle"]
                    ?? attributedText(configuration.child("attributedString", key: "attributedSubtitle"))
                spec.title = [title, subtitle].compactMap { $0?.isEmpty == false ? $0 : nil }.joined(separator: ", ")
                if spec.title?.isEmpty == true { spec.title = nil }
                reportPlaceholder(spec.title, node, in: document)
                if spec.title == nil {
                    spec.imageName = configuration["image"] ?? configuration.child("imageReference", key: "image")?["image"]
                        ?? node.child("imageReference", key: "image")?["image"]
                }
            } else {
                spec.title = normal?["title"] ?? attributedText(normal?.child("attributedString", key: "attributedTitle"))
                    ?? text(of: node, key: "title")
                if spec.title?.isEmpty == true { spec.title = nil }
                reportPlaceholder(spec.title, node, in: document)
                if spec.title == nil {
                    spec.imageName = normal?["image"] ?? node.child("imageReference", key: "image")?["image"]
                }
            }
        case "switch":
            spec.kind = .switch
            spec.on = node.flag("on")
        case "slider":
            spec.kind = .slider
            spec.min = node.number("minValue") ?? 0
            spec.max = max(spec.min ?? 0, node.number("maxValue") ?? 1)
            spec.number = node.number("value") ?? spec.min
        case "stepper":
            spec.kind = .stepper
            spec.min = node.number("minimumValue") ?? 0
            spec.max = max(spec.min ?? 0, node.number("maximumValue") ?? 100)
            spec.step = node.number("stepValue").flatMap { $0 > 0 ? $0 : nil } ?? 1
            spec.number = node.number("value") ?? spec.min
        case "segmentedControl":
            spec.kind = .segmented
            spec.segments = node.child("segments")?.children("segment").map { $0["title"] ?? $0["image"] ?? "" } ?? []
            if let index = node.number("selectedSegmentIndex").map({ Int($0) }), spec.segments.indices.contains(index) {
                spec.selectedSegment = index
            }
            if node.flag("momentary") {
                spec.properties.append(PropertySpec(key: "momentary", value: .bool(true), location: spec.location))
            }
        case "textField":
            spec.kind = .textField
            spec.text = text(of: node, key: "text") ?? attributedText(node.child("attributedString", key: "attributedText"))
            spec.placeholder = node["placeholder"] ?? text(of: node, key: "placeholder")
            spec.secure = node.child("textInputTraits", key: "textInputTraits")?.flag("secureTextEntry") == true
        case "textView":
            let body = text(of: node, key: "text") ?? attributedText(node.child("attributedString", key: "attributedText"))
            if node["editable"] == "NO" {
                spec.kind = .label
                spec.text = body
            } else {
                spec.kind = .textField
                spec.text = body
            }
            subviewNodes = []
        case "imageView":
            spec.kind = .image
            spec.imageName = node["image"] ?? node.child("imageReference", key: "image")?["image"]
        case "scrollView":
            spec.kind = .scroll
            spec.contentInsetAdjustment = Self.contentInsetAdjustment(node)
        case "tableView":
            spec.kind = .table
            spec.contentInsetAdjustment = Self.contentInsetAdjustment(node)
            spec.tableStyle = node["style"].flatMap(TableView.Style.init(rawValue:)) ?? .plain
            spec.sections = tableSections(node, controller: controller, in: document)
            (spec.tableHeaderView, spec.tableFooterView) = tableEndViews(node, controller: controller, in: document)
            subviewNodes = []
        case "pageControl":
            spec.kind = .pageControl
            spec.pages = max(0, Int(node.number("numberOfPages") ?? 3))
            spec.current = min(max(0, Int(node.number("currentPage") ?? 0)), max(0, (spec.pages ?? 1) - 1))
        case "activityIndicatorView":
            spec.kind = .activityIndicator
            spec.animating = node.flag("animating")
            spec.hidesWhenStopped = node["hidesWhenStopped"] != "NO"
        case "progressView":
            spec.kind = .progress
            spec.progress = min(1, max(0, node.number("progress") ?? 0))
        case "searchBar":
            spec.kind = .searchBar
            spec.text = node["text"]
            spec.placeholder = node["placeholder"]
        case "collectionViewCell", "collectionReusableView", "tableViewCell":
            // A cell's content is in its content view, not among its subviews.
            if let content = node.children.first(where: { $0["key"] == "contentView" }) {
                subviewNodes = content.name == "tableViewCellContentView"
                    ? (content.child("subviews")?.children ?? []) + subviewNodes : [content] + subviewNodes
            }
        case "visualEffectView":
            subviewNodes = node.child("view", key: "contentView")?.child("subviews")?.children ?? []
        case "containerView":
            if let segue = node.child("connections")?.children("segue").first(where: { $0["kind"] == "embed" }),
               let (targetDocument, target) = destination(of: segue, in: document),
               let child = containedController(target, in: targetDocument, from: segue, of: controller["id"] ?? "",
                                               document: document) {
                spec.kind = .container
                spec.embed = .id(child, document.position(segue))
            } else {
                note(node, in: document, "container view without an embed segue: imported as an empty view")
            }
        case "datePicker":
            datePicker(node, into: &spec, in: document)
            subviewNodes = []
        case "pickerView":
            note(node, in: document, "picker view: its rows come from code, so it is imported empty")
        case "collectionView":
            note(node, in: document, "collection view: its cells come from code, so it is imported empty")
            subviewNodes = []
        case "mapView", "wkWebView", "webView", "glkView", "arscnView", "arskView", "sceneKitView", "skView", "mtkView":
            note(node, in: document, "<\(node.name)> is not modelled: imported as a plain view, so what it shows is not read")
            subviewNodes = []
        case "toolbar" where !isRoot:
            // A stand-alone UIToolbar: its items, each read by its title or image, and the
            // screens their segues open (InterfaceBuilderImport.md, "Bars").
            spec.kind = .toolbar
            spec.items = node.child("items")?.children("barButtonItem")
                .map { barItem($0, controller: controller, in: document) } ?? []
            subviewNodes = []
        case "navigationBar" where !isRoot:
            // A stand-alone UINavigationBar (a modal screen's, often): its one navigation item's
            // left items, title (a heading) and right items (InterfaceBuilderImport.md, "Bars").
            spec.kind = .navigationBar
            if let item = node.child("items")?.children("navigationItem").last {
                let read = navigationItem(item, controller: controller, in: document)
                spec.title = read.title
                spec.leftItems = read.leftItems
                spec.items = read.rightItems
                if read.titleView != nil {
                    note(item, in: document, "a stand-alone navigation bar's title view is not read; its title and items are")
                }
            }
            subviewNodes = []
        case "navigationBar", "toolbar", "tabBar":
            if !isRoot {
                note(node, in: document, "a stand-alone <\(node.name)>: imported as a plain view; its items are not read")
            }
            subviewNodes = []
        default:
            break   // view, stackView, custom views: plain views
        }
        accessibility(node, into: &spec, in: document)
        if let actions = Optional(segueActions(from: node, controller: controller, in: document)), !actions.isEmpty {
            spec.handlers.onActivate = actions
        } else if let action = node.child("connections")?.child("action"), spec.kind != .view {
            spec.codeAction = action["selector"] ?? "an action"
            note(action, in: document, "\(describeKind(spec)) calls \(action["selector"] ?? "code") in code: "
                 + "here activating it does only what the control itself does")
        }
        let isVerticalStack = node.name == "stackView" && node["axis"] == "vertical"
        for child in subviewNodes {
            guard var subview = importView(child, parentSize: size, controller: controller, in: document) else { continue }
            if isVerticalStack, subview.autoresizing?.isEmpty ?? true { subview.autoresizing = .flexibleWidth }
            spec.subviews.append(subview)
        }
        if spec.kind == .scroll {
            let extent = spec.subviews.compactMap(\.frame).reduce(Size(width: size.width, height: size.height)) {
                Size(width: max($0.width, $1.maxX), height: max($0.height, $1.maxY))
            }
            spec.contentSize = extent
        }
        return spec
    }

    private func describeKind(_ spec: ViewSpec) -> String {
        let name = spec.title ?? spec.text ?? spec.placeholder ?? spec.id ?? ""
        return "the \(spec.kind.rawValue) \"\(name)\""
    }

    private func reportPlaceholder(_ text: String?, _ node: XMLElementNode, in document: IBDocument) {
        guard let text, DesignTimeText.matches(text) else { return }
        let shown = text.count > 20 ? String(text.prefix(20)) + "…" : text
        note(node, in: document, "\"\(shown)\" is design-time placeholder text: the app probably sets the real text in code")
    }

    /// A text attribute, or the same key as a `<string key=…>` child (multi-line text).
    package func text(of node: XMLElementNode, key: String) -> String? {
        node[key] ?? node.child("string", key: key)?.text
    }

    /// The text of an `<attributedString>`: its fragments joined.
    package func attributedText(_ node: XMLElementNode?) -> String? {
        guard let node else { return nil }
        let parts = node.children("fragment").map { $0["content"] ?? $0.child("string", key: "content")?.text ?? "" }
        let joined = parts.joined()
        return joined.isEmpty ? nil : joined
    }

    package func rect(_ node: XMLElementNode) -> Rect? {
        if let frame = node.child("rect", key: "frame") {
            return Rect(x: frame.number("x") ?? 0, y: frame.number("y") ?? 0,
                        width: max(0, frame.number("width") ?? 0), height: max(0, frame.number("height") ?? 0))
        }
        // Xcode 8 saved a frame as insets from the superview (`<frame key="frameInset" minX="8"
        // minY="12" width="75" height="20"/>`, or `maxX`/`maxY` from the far edges).
        guard let inset = node.child("frame", key: "frameInset") else { return nil }
        var superview = node.parent
        if superview?.name == "subviews" { superview = superview?.parent }
        let parent = superview.flatMap(rect)?.size ?? Size(width: 0, height: 0)
        func axis(_ low: String, _ high: String, _ length: String, _ total: Double) -> (Double, Double) {
            let start = inset.number(low), end = inset.number(high), size = inset.number(length)
            let resolved = max(0, size ?? (total - (start ?? 0) - (end ?? 0)))
            return (start ?? (total - (end ?? 0) - resolved), resolved)
        }
        let (x, width) = axis("minX", "maxX", "width", parent.width)
        let (y, height) = axis("minY", "maxY", "height", parent.height)
        return Rect(x: x, y: y, width: width, height: height)
    }

    /// A date picker as iOS 14's compact style shows it: a button for the date and one for
    /// the time, each labelled with the design-time value.
    private func datePicker(_ node: XMLElementNode, into spec: inout ViewSpec, in document: IBDocument) {
        let mode = node["datePickerMode"] ?? "dateAndTime"
        let reference = node.child("date", key: "date")?.number("timeIntervalSinceReferenceDate")
        let date = reference.map { Date(timeIntervalSinceReferenceDate: $0) }
        func formatted(_ format: String) -> String? {
            guard let date else { return nil }
            let formatter = DateFormatter()
            formatter.locale = Locale(identifier: "en_US_POSIX")
            formatter.timeZone = TimeZone(identifier: "UTC")
            formatter.dateFormat = format
            return formatter.string(from: date)
        }
        if node["style"] == "wheels" || mode == "countDownTimer" {
            wheels(node, mode: mode, formatted: formatted, into: &spec, in: document)
            return
        }
        var parts: [(String, String)] = []
        if mode == "date" || mode == "dateAndTime" { parts.append(("date", formatted("MMM d, yyyy") ?? "Date")) }
        if mode == "time" || mode == "dateAndTime" { parts.append(("time", formatted("h:mm a") ?? "Time")) }
        if mode == "countDownTimer" { parts.append(("timer", "Timer")) }
        let frame = spec.frame ?? Rect(x: 0, y: 0, width: 200, height: 34)
        let width = parts.isEmpty ? frame.width : frame.width / Double(parts.count)
        spec.subviews = parts.enumerated().map { index, part in
            var button = ViewSpec(kind: .button, location: spec.location)
            button.id = "\(spec.id ?? "datePicker").\(part.0)"
            button.title = part.1
            button.frame = Rect(x: Double(index) * width, y: 0, width: width, height: frame.height)
            return button
        }
        note(node, in: document, date == nil
             ? "date picker: its date is set at run time, so its buttons read \"Date\" and \"Time\""
             : "date picker: read as iOS's compact style with its design-time date (in UTC); "
                 + "the app usually sets the date in code")
    }

    /// A wheel-style date picker (and every countdown timer) as UIKit exposes it: one adjustable
    /// element per column, its value the column's row (`November`, `28`, `2026`), its id the
    /// picker's and the column's (`picker.month`) (InterfaceBuilderImport.md, "Date pickers").
    private func wheels(_ node: XMLElementNode, mode: String, formatted: (String) -> String?, into spec: inout ViewSpec,
                        in document: IBDocument) {
        var columns: [(id: String, value: String)]
        switch mode {
        case "date":
            columns = [("month", formatted("MMMM") ?? "Month"), ("day", formatted("d") ?? "Day"),
                       ("year", formatted("yyyy") ?? "Year")]
        case "time":
            columns = [("hour", formatted("h") ?? "Hour"), ("minute", formatted("mm") ?? "Minute"),
                       ("period", formatted("a") ?? "AM")]
        case "countDownTimer":
            let seconds = max(0, node.number("countDownDuration") ?? 60)
            let hours = Int(seconds) / 3600, minutes = Int(seconds) % 3600 / 60
            columns = [("hours", "\(hours) \(hours == 1 ? "hour" : "hours")"), ("minutes", "\(minutes) min")]
        default:
            columns = [("date", formatted("EEE MMM d") ?? "Date"), ("hour", formatted("h") ?? "Hour"),
                       ("minute", formatted("mm") ?? "Minute"), ("period", formatted("a") ?? "AM")]
        }
        let frame = spec.frame ?? Rect(x: 0, y: 0, width: 320, height: 216)
        let width = frame.width / Double(columns.count)
        spec.subviews = columns.enumerated().map { index, column in
            var wheel = ViewSpec(kind: .view, location: spec.location)
            wheel.id = "\(spec.id ?? "datePicker").\(column.id)"
            wheel.frame = Rect(x: Double(index) * width, y: 0, width: width, height: frame.height)
            wheel.properties = [
                PropertySpec(key: "isAccessibilityElement", value: .bool(true), location: spec.location),
                PropertySpec(key: "accessibilityValue", value: .text(column.value), location: spec.location),
                PropertySpec(key: "traits", value: .traits(["adjustable"]), location: spec.location),
            ]
            return wheel
        }
        let known = mode == "countDownTimer" ? node.number("countDownDuration") != nil : node.child("date", key: "date") != nil
        note(node, in: document, known
             ? "date picker (wheels): each column is read as an adjustable element with its design-time value (in UTC); "
                 + "the app usually sets the date in code"
             : "date picker (wheels): its date is set at run time, so each column reads its name (Month, Day, …)")
    }

    // MARK: Accessibility

    /// The trait names Interface Builder writes, which are the model's.
    package static let traitNames: Set<String> = [
        "button", "link", "image", "selected", "playsSound", "keyboardKey", "staticText", "summaryElement", "notEnabled",
        "updatesFrequently", "searchField", "startsMediaSession", "adjustable", "allowsDirectInteraction", "causesPageTurn",
        "header", "tabBar",
    ]

    /// The accessibility configuration, state attributes and runtime attributes of a view.
    package func accessibility(_ node: XMLElementNode, into spec: inout ViewSpec, in document: IBDocument) {
        let position = spec.location
        func set(_ key: String, _ value: PropertySpec.Value) {
            spec.properties.removeAll { $0.key == key }
            spec.properties.append(PropertySpec(key: key, value: value, location: position))
        }
        if node.flag("hidden") { set("hidden", .bool(true)) }
        if let alpha = node.number("alpha"), alpha < 1 { set("alpha", .number(min(1, max(0, alpha)))) }
        if node["enabled"] == "NO" { set("enabled", .bool(false)) }
        if node.flag("selected"), spec.kind != .segmented { set("selected", .bool(true)) }
        if node.flag("clipsSubviews"), spec.kind == .view { set("clipsToBounds", .bool(true)) }
        // A tap gesture recognizer attached to the view (its `gestureRecognizers` outlet collection).
        let recognizers = node.child("connections")?.children("outletCollection")
            .filter { $0["property"] == "gestureRecognizers" }
        if recognizers?.contains(where: { document.object($0["destination"] ?? "")?.name == "tapGestureRecognizer" }) == true {
            set("tapGesture", .bool(true))
        }
        if let configuration = node.child("accessibility", key: "accessibilityConfiguration") {
            if let label = configuration["label"] { set("label", .text(label)) }
            if let hint = configuration["hint"] { set("hint", .text(hint)) }
            if let value = configuration["value"] { set("accessibilityValue", .text(value)) }
            if let traits = configuration.child("accessibilityTraits", key: "traits") {
                let names = traits.attributes.filter { $0.value == "YES" && Self.traitNames.contains($0.key) }.map(\.key).sorted()
                set("traits!", .traits(names))
            }
            if let element = configuration.child("bool", key: "isElement") {
                set("isAccessibilityElement", .bool(element["value"] == "YES"))
            }
        }
        for attribute in node.child("userDefinedRuntimeAttributes")?.children("userDefinedRuntimeAttribute") ?? [] {
            let value = attribute["value"] ?? attribute.children.first?["value"]
            switch attribute["keyPath"] {
            case "accessibilityLabel": set("label", .text(value))
            case "accessibilityHint": set("hint", .text(value))
            case "accessibilityValue": set("accessibilityValue", .text(value))
            case "accessibilityLanguage": set("language", .text(value))
            case "isAccessibilityElement": set("isAccessibilityElement", .bool(value == "YES"))
            case "accessibilityElementsHidden": set("elementsHidden", .bool(value == "YES"))
            case "accessibilityViewIsModal": set("modal", .bool(value == "YES"))
            case "shouldGroupAccessibilityChildren": set("groupChildren", .bool(value == "YES"))
            case "accessibilityIdentifier", nil: break
            case let keyPath?:
                if keyPath.lowercased().contains("accessib") || keyPath.lowercased().hasPrefix("acc") {
                    note(attribute, in: document,
                         "runtime attribute \"\(keyPath)\" is the app's own key: its effect on accessibility is in code")
                }
            }
        }
        // UIKit's label of its info and detail disclosure buttons.
        if spec.kind == .button, spec.title == nil, !spec.properties.contains(where: { $0.key == "label" }),
           ["infoLight", "infoDark", "detailDisclosure"].contains(node["buttonType"] ?? "") {
            set("label", .text("More Info"))
        }
        if spec.kind == .button, spec.title == nil, !spec.properties.contains(where: { $0.key == "label" }),
           let image = spec.imageName {
            // VoiceOver reads an unlabelled image button by its image's name, a system
            // symbol's by the word iOS gives it where it is known (SymbolLabels).
            set("label", .text(SymbolLabels.word(for: image) ?? image))
        }
        if spec.kind == .image,
           spec.properties.contains(where: {
               $0.key == "isAccessibilityElement" && { if case .bool(true) = $0.value { true } else { false } }($0)
           }),
           !spec.properties.contains(where: { $0.key == "label" }), let image = spec.imageName {
            set("label", .text(SymbolLabels.word(for: image) ?? image))
        }
    }
}
