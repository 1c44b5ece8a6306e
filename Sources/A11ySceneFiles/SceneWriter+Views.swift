import A11yCore
import A11ySceneModel

/// Views, handlers and actions as scene-file YAML.
extension SceneWriter {
    package static func view(_ spec: ViewSpec) -> Node {
        var fields: [(String, Node)] = []
        if spec.kind != .view { fields.append(("type", .raw(spec.kind.rawValue))) }
        if let id = spec.id { fields.append(("id", .text(id))) }
        if let frame = spec.frame {
            fields.append(("frame", .list([frame.minX, frame.minY, frame.width, frame.height].map { .raw($0.coordinate) })))
        }
        if let frame = spec.accessibilityFrame {
            let numbers = [frame.minX, frame.minY, frame.width, frame.height]
            fields.append(("accessibilityFrame", .list(numbers.map { .raw($0.coordinate) })))
        }
        if let point = spec.activationPoint {
            fields.append(("activationPoint", .list([.raw(point.x.coordinate), .raw(point.y.coordinate)])))
        }
        if let mask = spec.autoresizing, !mask.isEmpty {
            let names = [("flexibleLeftMargin", AutoresizingMask.flexibleLeftMargin), ("flexibleWidth", .flexibleWidth),
                         ("flexibleRightMargin", .flexibleRightMargin), ("flexibleTopMargin", .flexibleTopMargin),
                         ("flexibleHeight", .flexibleHeight), ("flexibleBottomMargin", .flexibleBottomMargin)]
            fields.append(("autoresizing", .list(names.filter { mask.contains($0.1) }.map { .raw($0.0) })))
        }
        switch spec.kind {
        case .label: fields.append(("text", .text(spec.text)))
        case .button: if let title = spec.title { fields.append(("title", .text(title))) }
        case .switch: if spec.on == true { fields.append(("on", .raw("true"))) }
        case .slider, .stepper:
            if let value = spec.number { fields.append(("value", number(value))) }
            if let min = spec.min { fields.append(("min", number(min))) }
            if let max = spec.max { fields.append(("max", number(max))) }
            if let step = spec.step { fields.append(("step", number(step))) }
        case .segmented:
            fields.append(("segments", .list(spec.segments.map { .text($0) })))
            if let selected = spec.selectedSegment { fields.append(("selected", .raw(String(selected)))) }
        case .textField, .searchBar:
            if let text = spec.text { fields.append(("text", .text(text))) }
            if let placeholder = spec.placeholder { fields.append(("placeholder", .text(placeholder))) }
            if spec.secure { fields.append(("secure", .raw("true"))) }
        case .image: if let image = spec.imageName { fields.append(("image", .text(image))) }
        case .scroll:
            if let size = spec.contentSize {
                fields.append(("contentSize", .list([.raw(size.width.coordinate), .raw(size.height.coordinate)])))
            }
            scrollInsets(of: spec, into: &fields)
        case .table:
            if spec.tableStyle != .plain { fields.append(("style", .raw(spec.tableStyle.rawValue))) }
            fields.append(("sections", .list(spec.sections.map(section))))
            if let header = spec.tableHeaderView { fields.append(("tableHeaderView", view(header))) }
            if let footer = spec.tableFooterView { fields.append(("tableFooterView", view(footer))) }
            scrollInsets(of: spec, into: &fields)
        case .pageControl:
            if let pages = spec.pages { fields.append(("pages", .raw(String(pages)))) }
            if let current = spec.current { fields.append(("current", .raw(String(current)))) }
        case .activityIndicator:
            if let animating = spec.animating { fields.append(("animating", .raw(String(animating)))) }
            if let hides = spec.hidesWhenStopped { fields.append(("hidesWhenStopped", .raw(String(hides)))) }
        case .progress: if let progress = spec.progress { fields.append(("progress", number(progress))) }
        case .container: if let embed = spec.embed { fields.append(("embed", reference(embed))) }
        case .toolbar: fields.append(("items", .list(spec.items.map(barItem))))
        case .navigationBar:
            if let title = spec.title { fields.append(("title", .text(title))) }
            if !spec.leftItems.isEmpty { fields.append(("leftItems", .list(spec.leftItems.map(barItem)))) }
            if !spec.items.isEmpty { fields.append(("rightItems", .list(spec.items.map(barItem)))) }
        case .view: break
        }
        for property in spec.properties { fields.append((property.key, value(property))) }
        fields += dataTable(spec)   // SceneWriter+DataTables
        if let elements = spec.elements { fields.append(("elements", .list(elements.map { .text($0.id) }))) }
        if !spec.customActions.isEmpty {
            fields.append(("customActions", .list(spec.customActions.map {
                .map([("name", .text($0.name)), ("actions", actions($0.actions))])
            })))
        }
        if !spec.customContent.isEmpty {
            fields.append(("customContent", .list(spec.customContent.map { content in
                var entry: [(String, Node)] = [("label", .text(content.label)), ("value", .text(content.value))]
                if content.importance != .default { entry.append(("importance", .text(content.importance.rawValue))) }
                return .map(entry)
            })))
        }
        fields += handlers(spec.handlers)
        if !spec.subviews.isEmpty { fields.append(("subviews", .list(spec.subviews.map(view)))) }
        return .map(fields)
    }

    package static func value(_ property: PropertySpec) -> Node {
        switch property.value {
        case .text(let text): .text(text)
        case .bool(let flag): .raw(flag ? "true" : "false")
        case .number(let number): property.originalText.map { .raw($0) } ?? self.number(number)
        case .traits(let names): .list(names.map { .raw($0) })
        case .containerType(let type): .raw(type.rawValue)
        }
    }

    package static func handlers(_ spec: HandlerSpec) -> [(String, Node)] {
        var fields: [(String, Node)] = []
        if let escape = spec.escape { fields.append(("escape", actions(escape))) }
        if let magicTap = spec.magicTap { fields.append(("magicTap", actions(magicTap))) }
        if !spec.scroll.isEmpty {
            let order: [AccessibilityScrollDirection] = [.up, .down, .left, .right, .next, .previous]
            fields.append(("scroll", .map(order.compactMap { direction in
                spec.scroll[direction].map { (direction.rawValue, actions($0)) }
            })))
        }
        if let activate = spec.onActivate { fields.append(("onActivate", actions(activate))) }
        if let increment = spec.increment { fields.append(("increment", actions(increment))) }
        if let decrement = spec.decrement { fields.append(("decrement", actions(decrement))) }
        return fields
    }

    package static func actions(_ list: [ActionSpec]) -> Node { .list(list.map(action)) }

    package static func action(_ action: ActionSpec) -> Node {
        switch action {
        case .push(let ref): .map([("push", reference(ref))])
        case .pop: .map([("pop", .raw("true"))])
        case .popToRoot: .map([("popToRoot", .raw("true"))])
        case .popTo(let id): .map([("popTo", .text(id))])
        case .present(let ref, let style):
            if let style { .map([("present", .map([("controller", reference(ref)), ("style", .raw(style.rawValue))]))]) }
            else { .map([("present", reference(ref))]) }
        case .dismiss: .map([("dismiss", .raw("true"))])
        case .selectTab(let index): .map([("selectTab", .raw(String(index)))])
        case .popover(let ref, let from): .map([("popover", .map([("controller", reference(ref)), ("from", .text(from))]))])
        case .dismissPopover: .map([("dismissPopover", .raw("true"))])
        case .announce(let text, let queued):
            queued
                ? .map([("announce", .map([("text", .text(text)), ("queue", .raw("true"))]))])
                : .map([("announce", .text(text))])
        case .post(let notification, let element, let text):
            .map([("post", .map([("notification", .raw(notification))] + (element.map { [("element", .text($0))] } ?? [])
                                 + (text.map { [("text", .text($0))] } ?? [])))])
        case .set(let view, let properties):
            .map([("set", .map([("view", .text(view))] + properties.map { ($0.key, value($0)) }))])
        case .toggle(let id): .map([("toggle", .text(id))])
        case .increment(let id): .map([("increment", .text(id))])
        case .decrement(let id): .map([("decrement", .text(id))])
        case .rotate(let orientation): .map([("rotate", .raw(orientation.rawValue))])
        case .pass: .map([("pass", .raw("true"))])
        case .setEditing(let editing): .map([("setEditing", .raw(editing ? "true" : "false"))])
        case .turnPage(let forward): .map([("turnPage", .raw(forward ? "forward" : "reverse"))])
        case .focus(let id): .map([("focus", .text(id))])
        case .showDetail(let ref): .map([("showDetail", reference(ref))])
        case .unwind: .map([("unwind", .raw("true"))])
        case .when(let view, let property, let then, let otherwise):
            .map([("if", .map([("view", .text(view)), (property.key, value(property)),
                               ("then", actions(then)), ("else", actions(otherwise))]))])
        }
    }

    /// A scroll or table view's `contentInsetAdjustment` and `contentInset`, where the file sets them.
    private static func scrollInsets(of spec: ViewSpec, into fields: inout [(String, Node)]) {
        if let behavior = spec.contentInsetAdjustment { fields.append(("contentInsetAdjustment", .raw(behavior.rawValue))) }
        if let inset = spec.contentInset {
            fields.append(("contentInset", .list([inset.top, inset.left, inset.bottom, inset.right].map { .raw($0.coordinate) })))
        }
    }
}
