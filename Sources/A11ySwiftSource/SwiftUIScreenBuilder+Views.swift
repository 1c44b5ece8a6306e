import A11yCore
import A11yLayout
import A11ySceneModel

/// Each SwiftUI view as the model's view, placed (SwiftSourceReading.md, "Layout").
extension SwiftUIScreenBuilder {
    /// The model's views for `node`, placed from `y` down in a column `width` wide at `x`;
    /// `y` ends below them.
    mutating func place(_ node: SwiftUINode, x: Double, y: inout Double, width: Double,
                        alignment: String = "center") -> [ViewSpec] {
        // `.environment(\.layoutDirection, …)` holds for the view and those inside it.
        let outerDirection = rightToLeft
        if let direction = node.rightToLeft { rightToLeft = direction }
        defer { rightToLeft = outerDirection }
        let padded = (x: x + node.padding.left, width: max(0, (node.width ?? width) - node.padding.left - node.padding.right))
        y += node.padding.top
        defer { y += node.padding.bottom }
        if let wrapped = node.wrapped {
            // A UIKit controller SwiftUI shows (`UIViewControllerRepresentable`): a view embedding it, as wide as it
            // is offered and as tall as its frame, else the screen (an estimate: it takes the space it is offered).
            var container = ViewSpec(kind: .container, location: node.location)
            container.id = uniqueID(node)
            container.embed = .inline(wrapped)
            let tall = node.height ?? height
            container.frame = Rect(x: padded.x, y: y, width: padded.width, height: tall)
            y += tall
            return [container]
        }
        switch node.kind {
        case .vstack, .zstack, .scroll, .group, .section, .list, .form, .navigation, .tabView, .hstack:
            if node.kind == .hstack, node.childBehavior == nil {
                return row(node, x: padded.x, y: &y, width: padded.width, alignment: alignment)
            }
            var container = ViewSpec(kind: node.kind == .scroll ? .scroll : .view, location: node.location)
            let top = y
            var inner = 0.0
            var children: [ViewSpec] = []
            let spacing = node.spacing ?? (node.kind == .vstack ? 8 : 0)
            if node.kind == .list || node.kind == .form {
                children = list(node, y: &inner)
            } else {
                // A section outside a list: its header, its views and its footer, stacked.
                var shown = node.children
                if node.kind == .section {
                    shown = node.header.map { header in
                        var heading = header
                        if heading.kind == .text || heading.kind == .label { heading.addedTraits.append("header") }
                        return heading
                    } + shown + node.footer
                }
                var tallest = 0.0
                // By index: each view is placed where it is, not copied.
                for index in shown.indices where !(shown[index].isHidden && shown[index].kind == .spacer) {
                    // A ZStack's views lie on each other: it is as tall as its tallest.
                    if node.kind == .zstack { inner = 0 }
                    if index > 0, node.kind != .zstack { inner += spacing }
                    children += place(shown[index], x: 0, y: &inner, width: padded.width, alignment: node.alignment ?? "center")
                    tallest = max(tallest, inner)
                }
                if node.kind == .zstack { inner = tallest }
            }
            let height = node.height ?? inner
            container.frame = Rect(x: padded.x, y: top, width: padded.width, height: height)
            container.subviews = children
            if node.kind == .scroll { container.contentSize = Size(width: padded.width, height: inner) }
            y = top + height
            apply(node, to: &container, combining: true)
            if node.childBehavior == .contain { orderByPriority(&container, always: node.sortPriority != nil) }
            if let priority = node.sortPriority, priority != 0, node.childBehavior != nil {
                if container.id == nil { container.id = uniqueID(node) }
                priorities[container.id!] = priority
            }
            // Each tap gesture is its own (the audit counts them by view).
            if node.handlesTaps, container.id == nil { container.id = uniqueID(node) }
            return [container]
        case .spacer:
            y += node.height ?? 8
            return []
        case .divider:
            y += 1
            return []
        default:
            var view = element(node)
            if view.id == nil { view.id = uniqueID(node) }
            if let priority = node.sortPriority, priority != 0 { priorities[view.id!] = priority }
            let size = self.size(of: node, width: padded.width)
            // A text or an image as wide as it needs, where its stack aligns it.
            let free = max(0, padded.width - size.width)
            let side = aligned(alignment)
            let left = [.text, .image, .label].contains(node.kind)
                ? padded.x + (side == "leading" ? 0 : side == "trailing" ? free : free / 2) : padded.x
            view.frame = Rect(x: left, y: y, width: node.kind == .text || node.kind == .image ? size.width : padded.width,
                              height: size.height)
            y += size.height
            return [view]
        }
    }

    /// An `HStack`: its views side by side, each as wide as it needs, spacers sharing what is
    /// left; as tall as its tallest. A row with no spacer and no view that takes the rest is as
    /// wide as its views, placed where its stack aligns it (`alignment`).
    mutating func row(_ node: SwiftUINode, x: Double, y: inout Double, width: Double,
                      alignment: String = "center") -> [ViewSpec] {
        let spacing = node.spacing ?? 8
        // The children as they are when none is hidden (most rows): no copy of each.
        let shown = node.children.contains(where: \.isHidden) ? node.children.filter { !$0.isHidden } : node.children
        let natural = shown.map { $0.kind == .spacer ? 0 : min(width, size(of: $0, width: width).width) }
        let spacers = shown.count { $0.kind == .spacer }
        let used = natural.reduce(0, +) + spacing * Double(max(0, shown.count - 1))
        let spare = max(0, width - used)
        var left = x
        var views: [ViewSpec] = []
        let top = y
        var bottom = y
        for index in shown.indices {
            if shown[index].kind == .spacer {
                left += spare / Double(spacers) + spacing
                continue
            }
            var childTop = y
            // With no spacer, the last view takes what is left of the row: all of it if it grows
            // (a stack, a field), what it needs if it hugs its content (a text wraps in the rest).
            let childWidth = natural[index]
            var fitted = childWidth
            if spacers == 0, index == shown.count - 1 {
                let rest = x + width - left
                let hugs = [.text, .image, .label].contains(shown[index].kind) && shown[index].width == nil
                fitted = hugs && rest > 0 ? min(childWidth, rest) : max(childWidth, rest)
            }
            views += place(shown[index], x: left, y: &childTop, width: fitted, alignment: "leading")
            bottom = max(bottom, childTop)
            left += fitted + spacing
        }
        y = bottom
        // As wide as its views, where its stack aligns it.
        let extent = shown.isEmpty ? 0 : left - spacing - x
        let shift = spacers > 0 || extent >= width ? 0 : alignment == "leading" ? 0 : alignment == "trailing" ? width - extent
            : (width - extent) / 2
        if shift > 0 {
            for index in views.indices {
                guard let frame = views[index].frame else { continue }
                views[index].frame = frame.offsetBy(dx: shift, dy: 0)
            }
        }
        // From the right: the row mirrored in its width, its first view rightmost.
        if rightToLeft {
            for index in views.indices {
                guard let frame = views[index].frame else { continue }
                views[index].frame = Rect(x: 2 * x + width - frame.maxX, y: frame.minY, width: frame.width, height: frame.height)
            }
        }
        let modified = node.isHidden || node.isAccessibilityHidden || node.handlesTaps || node.isDisabled
            || node.accessibilityIdentifier != nil || !node.customActions.isEmpty || !node.customContent.isEmpty
            || node.accessibilityHint != nil || !node.addedTraits.isEmpty || node.accessibilityLabel != nil
        guard modified else { return views }
        // The row's modifiers hold for its views: a container of its own carries them.
        var container = ViewSpec(kind: .view, location: node.location)
        container.frame = Rect(x: x, y: top, width: width, height: bottom - top)
        container.subviews = views.map { view in
            var view = view
            if let frame = view.frame { view.frame = frame.offsetBy(dx: -x, dy: -top) }
            return view
        }
        apply(node, to: &container, combining: true)
        if node.handlesTaps, container.id == nil { container.id = uniqueID(node) }
        return [container]
    }

    /// Where a view aligned to `alignment` lies, `leading` or `trailing` as seen from the left:
    /// `leading` is the right side in a right-to-left layout.
    func aligned(_ alignment: String) -> String {
        guard rightToLeft else { return alignment }
        return alignment == "leading" ? "trailing" : alignment == "trailing" ? "leading" : alignment
    }

    /// The size `node` takes in a column `width` wide.
    func size(of node: SwiftUINode, width: Double) -> Size {
        let style = node.textStyle ?? (node.kind == .navigationLink || node.kind == .button ? "body" : "body")
        let pointSize = self.textSize.pointSize(of: style)
        let line = TextMeasure.lineHeight(pointSize: pointSize)
        func measured(_ text: String, in available: Double) -> Size {
            let needed = TextMeasure.widestLine(of: text, pointSize: pointSize)
            let height = TextMeasure.lines(of: text, pointSize: pointSize, in: available) * line
            return Size(width: min(needed, available), height: height.rounded(.up))
        }
        let text = node.text ?? node.spokenTexts.joined(separator: " ")
        var size: Size
        switch node.kind {
        case .text, .label: size = measured(text, in: width)
        case .image: size = Size(width: node.width ?? pointSize * 1.3, height: node.height ?? pointSize * 1.3)
        case .toggle: size = Size(width: width, height: max(31, measured(text, in: width - 63).height))
        case .slider, .stepper, .progress, .gauge: size = Size(width: width, height: 32 + (text.isEmpty ? 0 : 0))
        case .textField, .secureField: size = Size(width: width, height: max(34, line + 12))
        case .textEditor: size = Size(width: width, height: 120)
        default:
            size = Size(width: width, height: max(line, measured(text, in: width).height))
            // A button's label drawn with padding (`Text("Next").padding()`) makes it that much taller.
            if let label = node.children.first, node.children.count == 1 {
                size.height += label.padding.top + label.padding.bottom
            }
        }
        if let fixed = node.height { size.height = fixed }
        if let fixed = node.width { size.width = fixed }
        return size
    }

    /// The model's view for a control, a text or an image, with what SwiftUI tells VoiceOver.
    mutating func element(_ node: SwiftUINode) -> ViewSpec {
        var view: ViewSpec
        let label = node.text ?? node.spokenTexts.joined(separator: ", ")
        switch node.kind {
        case .text, .label:
            view = ViewSpec(kind: .label, location: node.location)
            view.text = node.text ?? label
        case .picker where node.style == "segmented":
            // A segmented picker: one element per segment, the chosen one selected.
            view = ViewSpec(kind: .segmented, location: node.location)
            let options = node.children.filter { !$0.spokenTexts.isEmpty }
            view.segments = options.map { $0.spokenTexts.joined(separator: ", ") }
            view.selectedSegment = options.firstIndex { $0.spokenTexts.first == node.value }
        case .button, .link, .navigationLink, .menu, .picker, .datePicker, .colorPicker, .disclosureGroup:
            view = ViewSpec(kind: .button, location: node.location)
            view.title = label.isEmpty ? nil : label
            // A label that is only an image: the button shows it and is read by its label (the
            // symbol's word, else its name).
            if node.text == nil, let image = node.children.first(where: { $0.kind == .image && !$0.isDecorative }),
               node.children.allSatisfy({ $0.kind == .image || $0.spokenTexts.isEmpty }) {
                view.title = nil
                var picture = ViewSpec(kind: .image, location: image.location)
                picture.imageName = image.imageName
                picture.frame = Rect(x: 0, y: 0, width: 24, height: 24)
                view.subviews = [picture]
                if node.accessibilityLabel == nil { set("label", .text(image.imageLabel), on: &view, at: node) }
            }
            switch node.kind {
            // A link is a link, not a button (SwiftUI gives `Link` the link trait alone).
            case .link: set("traits!", .traits(["link"]), on: &view, at: node)
            case .picker:
                if let value = node.value { set("accessibilityValue", .text(value), on: &view, at: node) }
                // A wheel: swipe up or down to turn it (an adjustable element, not a button).
                if node.style == "wheel" { set("traits!", .traits(["adjustable"]), on: &view, at: node) }
            case .disclosureGroup:
                set("accessibilityValue", .text(node.isOn == true ? "expanded" : "collapsed"), on: &view, at: node)
            case .navigationLink:
                if let destination = node.destination {
                    pushed += 1
                    let id = "\(node.location.line):\(node.location.column)-\(pushed)"
                    let target = content(destination, id: id, at: node.location)
                    view.handlers.onActivate = [.push(.inline(target))]
                }
            default: break
            }
        case .toggle:
            view = ViewSpec(kind: .switch, location: node.location)
            view.on = node.isOn ?? false
            set("label", .text(label), on: &view, at: node)
            // A state only run time knows: no value is said.
            if node.isOn == nil { set("accessibilityValue", .text(""), on: &view, at: node) }
        case .slider, .stepper:
            view = ViewSpec(kind: node.kind == .slider ? .slider : .stepper, location: node.location)
            if let range = node.range {
                view.min = range.min
                view.max = range.max
            }
            if let step = node.step { view.step = step }
            if let number = node.number { set("value", .number(number), on: &view, at: node) }
            if !label.isEmpty { set("label", .text(label), on: &view, at: node) }
        case .textField, .secureField, .textEditor:
            view = ViewSpec(kind: .textField, location: node.location)
            // A field's title is its label (SwiftUI labels the field with it) and its placeholder
            // unless a prompt is given.
            view.placeholder = node.kind == .textEditor ? nil : node.prompt ?? node.text
            if let title = node.text, node.kind != .textEditor, node.accessibilityLabel == nil {
                set("label", .text(title), on: &view, at: node)
            }
            view.text = node.value
            view.secure = node.kind == .secureField
        case .progress, .gauge:
            view = ViewSpec(kind: node.number == nil ? .activityIndicator : .progress, location: node.location)
            // SwiftUI's indeterminate progress view spins while it is shown.
            if node.number == nil { view.animating = true }
            if let number = node.number {
                view.progress = node.range.map { $0.max > $0.min ? (number - $0.min) / ($0.max - $0.min) : 0 } ?? number
            }
            if !label.isEmpty { set("label", .text(label), on: &view, at: node) }
        case .image:
            view = ViewSpec(kind: .image, location: node.location)
            view.imageName = node.imageName
            if !node.isDecorative {
                set("isAccessibilityElement", .bool(true), on: &view, at: node)
                set("label", .text(node.imageLabel), on: &view, at: node)
                set("traits", .traits(["image"]), on: &view, at: node)
            }
        default:
            view = ViewSpec(kind: .view, location: node.location)
        }
        apply(node, to: &view, combining: false)
        // Nothing names it but what run time gives: the audit is not to call it unlabelled.
        let named = view.properties.contains { property in
            if property.key == "label", case .text(let words?) = property.value { !words.isEmpty } else { false }
        }
        if !named, view.title?.isEmpty ?? true, view.text?.isEmpty ?? true { view.labelAtRunTime = node.runTimeLabelPlace }
        return view
    }

    /// The accessibility modifiers of `node` on `view`; a container that combines its
    /// children is one element read by their texts, joined with ", ".
    func apply(_ node: SwiftUINode, to view: inout ViewSpec, combining: Bool) {
        let texts = node.childBehavior == .combine ? SwiftUINode.combinedTexts(node.children) : []
        // Combined views of which voicenav read nothing (views it could not find, with their
        // notes): not an element with no label, which would be the reader's error, not the app's.
        let readNothing = node.childBehavior == .combine && texts.isEmpty && node.accessibilityLabel == nil
            && !node.children.contains(where: Self.holdsElement)
        if combining, let behavior = node.childBehavior, behavior != .contain, !readNothing {
            set("isAccessibilityElement", .bool(true), on: &view, at: node)
            set("label", .text(node.accessibilityLabel ?? texts.joined(separator: ", ")), on: &view, at: node)
            if behavior == .combine, Self.containsControl(node) { set("traits", .traits(["button"]), on: &view, at: node) }
        } else if let label = node.accessibilityLabel {
            set("label", .text(label), on: &view, at: node)
        }
        if let value = node.accessibilityValue { set("accessibilityValue", .text(value), on: &view, at: node) }
        if let hint = node.accessibilityHint { set("hint", .text(hint), on: &view, at: node) }
        if let id = node.accessibilityIdentifier { view.id = id }
        if !node.addedTraits.isEmpty || !node.removedTraits.isEmpty {
            let base: [String] = switch node.kind {
            case .picker where node.style == "wheel": ["adjustable"]
            case .button, .navigationLink, .menu, .picker: ["button"]
            case .link: ["link"]
            case .image: ["image"]
            case .text, .label: ["staticText"]
            default: []
            }
            let traits = (base + node.addedTraits).filter { !node.removedTraits.contains($0) }
            set("traits!", .traits(traits), on: &view, at: node)
            if !node.addedTraits.isEmpty, view.kind == .view { set("isAccessibilityElement", .bool(true), on: &view, at: node) }
        }
        if !node.customActions.isEmpty { view.customActions = node.customActions.map { (name: $0, actions: []) } }
        if !node.customContent.isEmpty {
            view.customContent = node.customContent.map {
                AccessibilityCustomContent(label: $0.label, value: $0.value, importance: $0.isHighImportance ? .high : .default)
            }
        }
        if node.isAccessibilityHidden { set("elementsHidden", .bool(true), on: &view, at: node) }
        if node.handlesTaps { set("tapGesture", .bool(true), on: &view, at: node) }
        if node.isHidden { set("hidden", .bool(true), on: &view, at: node) }
        if node.isDisabled { set("enabled", .bool(false), on: &view, at: node) }
    }

    /// Whether `node` is or holds a view VoiceOver reads.
    static func holdsElement(_ node: SwiftUINode) -> Bool {
        node.isLeafElement || node.children.contains(where: holdsElement)
    }

    static func containsControl(_ node: SwiftUINode) -> Bool {
        node.children.contains { [.button, .link, .navigationLink].contains($0.kind) || containsControl($0) }
    }

    /// An element's id: its `accessibilityIdentifier`, else where it is written (`13:21`), the
    /// second view made at the same place (a `ForEach`'s) `13:21#2`, and so on.
    mutating func uniqueID(_ node: SwiftUINode) -> String { uniqueID(at: node.location) }

    mutating func uniqueID(at location: FilePosition) -> String {
        let base = "\(location.line):\(location.column)"
        let count = (ids[base] ?? 0) + 1
        ids[base] = count
        return count == 1 ? base : "\(base)#\(count)"
    }

    func set(_ key: String, _ value: PropertySpec.Value, on view: inout ViewSpec, at node: SwiftUINode) {
        view.properties.removeAll { $0.key == key }
        view.properties.append(PropertySpec(key: key, value: value, location: node.location))
    }
}
