import A11yCore
import Yams
import A11ySceneModel
extension ParseContext {
    static let actionKeys = ["push", "pop", "popToRoot", "popTo", "present", "dismiss", "selectTab", "popover", "dismissPopover",
                             "announce", "post", "set", "toggle", "increment", "decrement", "rotate", "pass",
                             "setEditing", "turnPage", "focus", "if", "showDetail", "unwind"]

    /// A handler's list of actions (SceneFileReference, "Actions"); `pass` may only come last.
    package mutating func actions(_ value: YAMLValue) throws -> [ActionSpec] {
        depth += 1
        defer { depth -= 1 }
        if depth > SceneParser.maximumDepth { throw value.error("actions nest deeper than \(SceneParser.maximumDepth) levels") }
        let items = try value.list("a list of actions")
        var result: [ActionSpec] = []
        for (index, item) in items.enumerated() {
            let action = try self.action(item)
            if case .pass = action, index != items.count - 1 {
                throw item.error("`pass` declines the gesture, so it must be the last action of its list")
            }
            result.append(action)
        }
        return result
    }

    /// A view id used by an action, remembered with its place for the validator.
    mutating func viewReference(_ item: YAMLValue) throws -> String {
        let id = try item.string("a view id")
        viewReferences.append((id, item.location))
        return id
    }

    package mutating func action(_ value: YAMLValue) throws -> ActionSpec {
        let (key, item, _) = try value.singleEntry("action", allowed: Self.actionKeys)
        func flag() throws {
            guard try item.bool(key) else { throw item.error("`\(key)` takes `true`") }
        }
        switch key {
        case "push": return .push(try controllerRef(item, what: "the controller to push"))
        case "pop": try flag(); return .pop
        case "popToRoot": try flag(); return .popToRoot
        case "popTo":
            let id = try item.string("a controller id")
            controllerReferences.append((id, item.location))
            return .popTo(id)
        case "present":
            if case .mapping = item.node {
                let map = try item.mapping("present", allowed: ["controller", "style"])
                let ref = try controllerRef(try map.required("controller", in: "present"), what: "the controller to present")
                let style = try map["style"].map {
                    try $0.choice("presentation style", ModalPresentationStyle.allCases.map { ($0.rawValue, $0) })
                }
                return .present(ref, style)
            }
            return .present(try controllerRef(item, what: "the controller to present"), nil)
        case "dismiss": try flag(); return .dismiss
        case "unwind": try flag(); return .unwind
        case "showDetail": return .showDetail(try controllerRef(item, what: "the controller to show as the detail"))
        case "selectTab":
            let index = try item.int("a tab index")
            if index < 0 { throw item.error("a tab index cannot be negative") }
            tabReferences.append((index, item.location))
            return .selectTab(index)
        case "popover":
            let map = try item.mapping("popover", allowed: ["controller", "from"])
            let ref = try controllerRef(try map.required("controller", in: "popover"), what: "the popover's controller")
            let from = try map.required("from", in: "popover")
            return .popover(ref, from: try viewReference(from))
        case "dismissPopover": try flag(); return .dismissPopover
        case "announce":
            if case .mapping = item.node {
                let map = try item.mapping("announce", allowed: ["text", "queue"])
                return .announce(try map.required("text", in: "announce").string("the announcement"),
                                 queued: try map["queue"]?.bool("queue") ?? false)
            }
            return .announce(try item.string("the announcement"), queued: false)
        case "post":
            let map = try item.mapping("post", allowed: ["notification", "element", "text"])
            let name = try map.required("notification", in: "post")
                .choice("notification", [("screenChanged", "screenChanged"), ("layoutChanged", "layoutChanged"),
                                         ("pageScrolled", "pageScrolled")])
            let text = try map["text"]?.optionalString("the text")
            if name == "pageScrolled", text == nil {
                throw item.error("a pageScrolled notification needs `text` (e.g. \"Page 2 of 5\")")
            }
            return .post(notification: name, element: try map["element"].map { try viewReference($0) }, text: text)
        case "set":
            guard case .mapping = item.node else { throw item.error("expected set: {view: id, <key>: <value>, ...}") }
            let lists = ["elements", "customActions", "customContent"]
            let allowed = ["view"] + Self.accessibilityKeys.filter { !lists.contains($0) }
                + ["text", "title", "placeholder", "on", "min", "max", "step"]
            let map = try item.mapping("set", allowed: allowed)
            let target = try viewReference(try map.required("view", in: "set"))
            let properties = try map.entries.filter { $0.key != "view" }.map { try property($0.key, $0.value) }
            if properties.isEmpty { throw item.error("set needs at least one property to change besides `view`") }
            return .set(view: target, properties: properties)
        case "toggle": return .toggle(try viewReference(item))
        case "increment": return .increment(try viewReference(item))
        case "decrement": return .decrement(try viewReference(item))
        case "rotate": return .rotate(try item.choice("orientation", Self.orientations))
        case "pass": try flag(); return .pass
        case "setEditing": return .setEditing(try item.bool("setEditing"))
        case "turnPage": return .turnPage(forward: try item.choice("turnPage", [("forward", true), ("reverse", false)]))
        case "focus": return .focus(try viewReference(item))
        case "if":
            let conditionKeys = ["text", "label", "value", "on", "selected", "hidden", "enabled"]
            let map = try item.mapping("if", allowed: ["view", "then", "else"] + conditionKeys)
            let target = try viewReference(try map.required("view", in: "if"))
            let conditions = map.entries.filter { conditionKeys.contains($0.key) }
            guard conditions.count == 1, let condition = conditions.first else {
                throw item.error("`if` compares exactly one property of the view: one of "
                                 + "\(conditionKeys.joined(separator: ", "))")
            }
            let then = try map["then"].map { try actions($0) } ?? []
            let otherwise = try map["else"].map { try actions($0) } ?? []
            return .when(view: target, property: try property(condition.key, condition.value), then: then, otherwise: otherwise)
        default: throw item.error("unknown action \(key)")
        }
    }
}
