import A11yCore
import Yams
import A11ySceneModel
extension ParseContext {
    static let accessibilityKeys = ["label", "value", "accessibilityValue", "hint", "traits", "traits!", "isAccessibilityElement",
                                    "hidden", "alpha", "elementsHidden", "modal", "clipsToBounds", "groupChildren",
                                    "containerType", "elements", "language", "customActions", "customContent", "enabled",
                                    "selected", "tapGesture"]
    static let handlerKeys = ["escape", "magicTap", "scroll", "onActivate", "increment", "decrement"]
    static let typeKeys: [ViewSpec.Kind: [String]] = [
        .view: [], .label: ["text"], .button: ["title"], .switch: ["on"],
        .slider: ["min", "max", "step"], .stepper: ["min", "max", "step"],
        .segmented: ["segments", "momentary"], .textField: ["text", "placeholder", "secure"],
        .image: ["image"], .scroll: ["contentSize", "contentInsetAdjustment", "contentInset"],
        .table: ["style", "sections", "tableHeaderView", "tableFooterView", "contentInsetAdjustment", "contentInset"],
        .pageControl: ["pages", "current"], .activityIndicator: ["animating", "hidesWhenStopped"], .progress: ["progress"],
        .searchBar: ["text", "placeholder"], .container: ["embed"], .toolbar: ["items"],
        .navigationBar: ["title", "leftItems", "rightItems"],
    ]
    /// The names of `autoresizing:`, as UIViewAutoresizing names its options.
    static let autoresizingNames: [(String, AutoresizingMask)] = [
        ("flexibleLeftMargin", .flexibleLeftMargin), ("flexibleWidth", .flexibleWidth),
        ("flexibleRightMargin", .flexibleRightMargin), ("flexibleTopMargin", .flexibleTopMargin),
        ("flexibleHeight", .flexibleHeight), ("flexibleBottomMargin", .flexibleBottomMargin),
    ]

    /// Text-valued property keys, and the others by type, for `set:` and view declarations.
    static let textProperties: Set<String> = ["label", "hint", "accessibilityValue", "language", "text", "title", "placeholder"]
    static let boolProperties: Set<String> = ["isAccessibilityElement", "hidden", "elementsHidden", "modal", "clipsToBounds",
                                              "groupChildren", "enabled", "on", "secure", "tapGesture"]
    static let numberProperties: Set<String> = ["alpha", "min", "max", "step"]

    package mutating func view(_ value: YAMLValue, root: Bool) throws -> ViewSpec {
        guard case .mapping(let raw) = value.node else {
            throw value.error("expected a view (a mapping), found \(value.kindName)")
        }
        depth += 1
        defer { depth -= 1 }
        if depth > SceneParser.maximumDepth { throw value.error("views nest deeper than \(SceneParser.maximumDepth) levels") }
        var kind = ViewSpec.Kind.view
        if let typeNode = raw["type"] {
            kind = try value.child(typeNode).choice("view type", ViewSpec.Kind.allCases.map { ($0.rawValue, $0) })
        }
        let allowed = ["type", "id", "frame", "accessibilityFrame", "activationPoint", "autoresizing", "subviews"]
            + Self.accessibilityKeys + Self.dataTableKeys + Self.handlerKeys + (Self.typeKeys[kind] ?? [])
        let map = try value.mapping(kind == .view ? "a view" : "a \(kind.rawValue) view", allowed: allowed)
        var spec = ViewSpec(kind: kind, location: value.location)
        spec.id = try map["id"]?.string("the view id")
        if let id = spec.id { try declare(id, at: map["id"]) }
        if let frame = map["frame"] { spec.frame = try self.frame(frame) }
        if let frame = map["accessibilityFrame"] { spec.accessibilityFrame = try self.frame(frame) }
        if let point = map["activationPoint"] {
            let numbers = try point.list("activationPoint").map { try $0.double("a coordinate") }
            guard numbers.count == 2 else {
                throw point.error("expected activationPoint as [x, y], found \(numbers.count) numbers")
            }
            spec.activationPoint = Point(x: numbers[0], y: numbers[1])
        }
        if let subviews = map["subviews"] {
            spec.subviews = try subviews.list("subviews").map { try self.view($0, root: false) }
        }
        spec.handlers = try handlers(map, onViews: true)
        for entry in map.entries {
            let key = entry.key, item = entry.value
            switch key {
            case "type", "id", "frame", "accessibilityFrame", "activationPoint", "subviews", "escape", "magicTap", "scroll",
                 "onActivate", "increment", "decrement":
                continue
            case "text":
                if kind == .label {
                    spec.text = try item.optionalString("the text")
                } else {
                    spec.text = try item.string("the text")
                }
            case "title": spec.title = try item.optionalString("the title")
            case "placeholder": spec.placeholder = try item.optionalString("the placeholder")
            case "on": spec.on = try item.bool("on")
            case "secure": spec.secure = try item.bool("secure")
            case "momentary":
                spec.properties.append(PropertySpec(key: key, value: .bool(try item.bool(key)), location: item.location))
            case "min": spec.min = try item.double("min")
            case "max": spec.max = try item.double("max")
            case "step":
                spec.step = try item.double("step")
                if spec.step ?? 0 <= 0 { throw item.error("step must be more than 0") }
            case "image": spec.imageName = try item.string("the image name")
            case "autoresizing":
                var mask: AutoresizingMask = []
                for name in try item.list("autoresizing") {
                    mask.insert(try name.choice("autoresizing option", Self.autoresizingNames))
                }
                spec.autoresizing = mask
            case "pages":
                spec.pages = try item.int("the number of pages")
                if spec.pages ?? 0 < 0 { throw item.error("the number of pages cannot be negative") }
            case "current":
                spec.current = try item.int("the current page")
                if spec.current ?? 0 < 0 { throw item.error("the current page cannot be negative") }
            case "animating": spec.animating = try item.bool("animating")
            case "hidesWhenStopped": spec.hidesWhenStopped = try item.bool("hidesWhenStopped")
            case "progress":
                let progress = try item.double("the progress")
                guard (0...1).contains(progress) else { throw item.error("progress must be between 0 and 1") }
                spec.progress = progress
            case "embed": spec.embed = try controllerRef(item, what: "the controller to embed")
            case "items", "rightItems": spec.items = try item.list(key).map { try barItem($0) }
            case "leftItems": spec.leftItems = try item.list("leftItems").map { try barItem($0) }
            case "dataTable": spec.dataTable = try dataTable(item)   // SceneParser+DataTables
            case "cell": spec.cell = try cell(item)
            case "segments": spec.segments = try item.list("segments").map { try $0.string("a segment title") }
            case "style": spec.tableStyle = try item.choice("table style", [("plain", .plain), ("grouped", .grouped),
                                                                        ("insetGrouped", .insetGrouped)])
            case "sections": spec.sections = try item.list("sections").map { try section($0) }
            case "tableHeaderView": if !item.isNull { spec.tableHeaderView = try view(item, root: false) }
            case "tableFooterView": if !item.isNull { spec.tableFooterView = try view(item, root: false) }
            case "contentSize":
                let numbers = try item.list("contentSize").map { try $0.double("a size") }
                guard numbers.count == 2, numbers.allSatisfy({ $0 >= 0 }) else {
                    throw item.error("expected contentSize as [width, height]")
                }
                spec.contentSize = Size(width: numbers[0], height: numbers[1])
            case "contentInset":
                let numbers = try item.list("contentInset").map { try $0.double("an inset") }
                guard numbers.count == 4 else { throw item.error("expected contentInset as [top, left, bottom, right]") }
                spec.contentInset = EdgeInsets(top: numbers[0], left: numbers[1], bottom: numbers[2], right: numbers[3])
            case "contentInsetAdjustment":
                let behaviors = ScrollView.ContentInsetAdjustmentBehavior.allCases.map { ($0.rawValue, $0) }
                spec.contentInsetAdjustment = try item.choice("content inset adjustment", behaviors)
            case "value" where kind == .slider || kind == .stepper:
                spec.number = try item.double("the value")
            case "selected" where kind == .segmented:
                spec.selectedSegment = try item.int("the selected segment index")
            case "elements":
                spec.elements = try item.list("elements").map { (try $0.string("a view id"), $0.location) }
            case "customActions":
                spec.customActions = try item.list("customActions").map { action in
                    let actionMap = try action.mapping("a custom action", allowed: ["name", "actions"])
                    let name = try actionMap.required("name", in: "a custom action").string("the action name")
                    let steps = try actionMap["actions"].map { try self.actions($0) } ?? []
                    return (name, steps)
                }
            case "customContent":
                spec.customContent = try item.list("customContent").map { content in
                    let fields = try content.mapping("custom content", allowed: ["label", "value", "importance"])
                    let label = try fields.required("label", in: "custom content").string("the content's label")
                    let value = try fields.required("value", in: "custom content").string("the content's value")
                    let importance = try fields["importance"].map { node in
                        let name = try node.string("the content's importance")
                        guard let importance = AccessibilityCustomContent.Importance(rawValue: name) else {
                            throw node.error("unknown importance '\(name)'; use default or high")
                        }
                        return importance
                    } ?? .default
                    return AccessibilityCustomContent(label: label, value: value, importance: importance)
                }
            default:
                spec.properties.append(try property(key, item))
            }
        }
        if kind == .segmented, let selected = spec.selectedSegment, !spec.segments.indices.contains(selected) {
            throw (map["selected"] ?? value).error("selected segment \(selected) is out of range; "
                                                   + "there are \(spec.segments.count) segments")
        }
        if let min = spec.min, let max = spec.max, min > max { throw value.error("min (\(min)) is more than max (\(max))") }
        if let current = spec.current, current >= max(1, spec.pages ?? 0) {
            throw (map["current"] ?? value).error("current page \(current) is out of range; "
                                                  + "there are \(spec.pages ?? 0) pages (counted from 0)")
        }
        if kind == .container, spec.embed == nil { throw value.error("a container view needs `embed: <controller id>`") }
        if root { try checkDataTableCells(in: spec) }
        return spec
    }

    /// One property for a view or a `set:` action, typed by its key.
    package func property(_ key: String, _ item: YAMLValue) throws -> PropertySpec {
        let value: PropertySpec.Value
        switch key {
        case _ where Self.textProperties.contains(key): value = .text(try item.optionalString(key))
        case _ where Self.boolProperties.contains(key): value = .bool(try item.bool(key))
        case "alpha":
            let alpha = try item.double(key)
            guard (0...1).contains(alpha) else { throw item.error("alpha must be between 0 and 1") }
            value = .number(alpha)
        case _ where Self.numberProperties.contains(key): value = .number(try item.double(key))
        case "traits", "traits!": value = .traits(try traitNames(item))
        case "containerType":
            value = .containerType(try item.choice("containerType",
                                                   AccessibilityContainerType.allCases.map { ($0.rawValue, $0) }))
        case "value":
            if case .scalar(let scalar) = item.node, scalar.style == .plain, let number = Double(scalar.string) {
                value = .number(number)
                return PropertySpec(key: key, value: value, location: item.location).withText(scalar.string)
            }
            value = .text(try item.optionalString(key))
        case "selected":
            if case .scalar(let scalar) = item.node, let index = Int(scalar.string) { value = .number(Double(index)) }
            else { value = .bool(try item.bool(key)) }
        default:
            throw item.error("unknown property \"\(key)\"")
        }
        return PropertySpec(key: key, value: value, location: item.location)
    }

    package func frame(_ value: YAMLValue) throws -> Rect {
        let numbers = try value.list("frame").map { try $0.double("a frame number") }
        guard numbers.count == 4 else {
            throw value.error("expected frame as [x, y, width, height], found \(numbers.count) numbers")
        }
        guard numbers[2] >= 0, numbers[3] >= 0 else { throw value.error("a frame's width and height cannot be negative") }
        return Rect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
    }

}

extension PropertySpec {
    /// Keeps a number's original text, so `value: 07` is spoken as written where it is text.
    func withText(_ text: String) -> PropertySpec {
        var copy = self
        copy.originalText = text
        return copy
    }
}
