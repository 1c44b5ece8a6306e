import A11yCore
import Yams
import A11ySceneModel
/// The reading state of one scene file.
struct ParseContext {
    package let file: String
    /// Every view, bar item and row id declared, for checking references.
    var declaredViews: Set<String> = []
    /// Where each view id was declared, for the duplicate-id error.
    var declaredViewPlaces: [String: FilePosition] = [:]
    package var depth = 0
    /// View ids and controller ids named by actions, with where they are named.
    var viewReferences: [(String, FilePosition)] = []
    var controllerReferences: [(String, FilePosition)] = []
    /// `selectTab` indices, with where they are given, and how many tabs each tab bar
    /// controller declared in the file has.
    var tabReferences: [(Int, FilePosition)] = []
    var tabBarSizes: [Int] = []

    package init(file: String) { self.file = file }

    package static let orientations: [(String, InterfaceOrientation)] = InterfaceOrientation.allCases.map { ($0.rawValue, $0) }

    package mutating func scene(_ value: YAMLValue) throws -> SceneSpec {
        let map = try value.mapping("the scene", allowed: ["scene", "name", "device", "orientation", "layoutDirection",
                                                           "voiceOver", "app", "root", "controllers", "nowPlaying"])
        let version = try map.required("scene", in: "a scene file")
        guard try version.int("the format version") == 1 else {
            throw version.error("unsupported scene format version; this voicenav reads version 1 (`scene: 1`)")
        }
        let rootValue = try map.required("root", in: "a scene file")
        var spec = SceneSpec(file: file, root: .id("", .start))
        spec.name = try map["name"]?.optionalString("the name")
        if let device = map["device"] {
            spec.device = try device.choice("device", DeviceIdiom.allCases.map { ($0.rawValue, $0) })
        }
        if let orientation = map["orientation"] { spec.orientation = try orientation.choice("orientation", Self.orientations) }
        if let direction = map["layoutDirection"] {
            spec.layoutDirection = try direction.choice("layoutDirection",
                                                        [("leftToRight", .leftToRight), ("rightToLeft", .rightToLeft)])
        }
        if let voiceOver = map["voiceOver"] {
            let settings = try voiceOver.mapping("voiceOver", allowed: ["speakHints"])
            if let hints = settings["speakHints"] { spec.speakHints = try hints.bool("speakHints") }
        }
        if let playing = map["nowPlaying"] { spec.mediaPlaying = try playing.bool("nowPlaying") }
        if let app = map["app"] {
            let appMap = try app.mapping("app", allowed: ["magicTap", "escape", "scroll", "supportedOrientations",
                                                           "onAnnouncementFinished"])
            spec.app = try handlers(appMap, onViews: false)
            if let orientations = appMap["supportedOrientations"] {
                spec.appOrientations = try orientations.list("supportedOrientations")
                    .map { try $0.choice("orientation", Self.orientations) }
            }
        }
        if let controllers = map["controllers"] {
            guard case .mapping(let mapping) = controllers.node else {
                throw controllers.error("expected controllers (a mapping of id to controller), found \(controllers.kindName)")
            }
            try controllers.budget?.spend(mapping.count, at: controllers)
            for (keyNode, valueNode) in mapping {
                let key = controllers.child(keyNode)
                let id = try key.string("a controller id")
                spec.controllers.append(try controller(controllers.child(valueNode), id: id, inline: false))
            }
        }
        spec.root = try controllerRef(rootValue, what: "root")
        return spec
    }

    mutating func controllerRef(_ value: YAMLValue, what: String) throws -> ControllerRef {
        if case .scalar = value.node {
            return .id(try value.string("\(what) (a controller id)"), value.location)
        }
        return .inline(try controller(value, id: nil, inline: true))
    }

    static let commonControllerKeys = ["kind", "title", "navigationItem", "tabBarItem", "toolbarItems",
                                       "hidesBottomBarWhenPushed", "supportedOrientations", "definesPresentationContext",
                                       "modalPresentationStyle", "modalTransitionStyle", "escape", "magicTap", "scroll",
                                       "onAppear", "onAnnouncementFinished"]
    static let kindKeys: [ControllerSpec.Kind: [String]] = [
        .content: ["view"],
        .navigation: ["stack", "toolbarHidden", "navigationBarHidden", "prefersLargeTitles"],
        .tabBar: ["tabs", "selected", "customizable"],
        .page: ["pages", "current", "orientation", "spine", "doubleSided", "view"],
        .split: ["master", "detail", "masterShown"],
        .table: ["style", "sections", "tableHeaderView", "tableFooterView"],
        .alert: ["message", "style", "actions"],
    ]

    package mutating func controller(_ value: YAMLValue, id: String?, inline: Bool) throws -> ControllerSpec {
        depth += 1
        defer { depth -= 1 }
        if depth > SceneParser.maximumDepth {
            throw value.error("controllers nest deeper than \(SceneParser.maximumDepth) levels")
        }
        guard case .mapping = value.node else { throw value.error("expected a controller (a mapping), found \(value.kindName)") }
        var kind = ControllerSpec.Kind.content
        if case .mapping(let raw) = value.node, let kindNode = raw["kind"] {
            kind = try value.child(kindNode).choice("controller kind", ControllerSpec.Kind.allCases.map { ($0.rawValue, $0) })
        }
        let allowed = Self.commonControllerKeys + (kindKeys(kind)) + (inline ? ["id"] : [])
        let map = try value.mapping("a \(kind.rawValue) controller", allowed: allowed)
        let controllerID = try id ?? map["id"]?.string("the controller id")
            ?? "inline@\(value.location.line):\(value.location.column)"
        var spec = ControllerSpec(id: controllerID, kind: kind, location: value.location)
        spec.title = try map["title"]?.optionalString("the title")
        if let item = map["navigationItem"] { spec.navigationItem = try navigationItem(item) }
        if let item = map["tabBarItem"] { spec.tabBarItem = try tabBarItem(item) }
        if let items = map["toolbarItems"] { spec.toolbarItems = try items.list("toolbarItems").map { try barItem($0) } }
        if let hides = map["hidesBottomBarWhenPushed"] {
            spec.hidesBottomBarWhenPushed = try hides.bool("hidesBottomBarWhenPushed")
        }
        if let orientations = map["supportedOrientations"] {
            spec.supportedOrientations = try orientations.list("supportedOrientations")
                .map { try $0.choice("orientation", Self.orientations) }
        }
        if let defines = map["definesPresentationContext"] {
            spec.definesPresentationContext = try defines.bool("definesPresentationContext")
        }
        if let style = map["modalPresentationStyle"] {
            spec.modalPresentationStyle = try style.choice("modalPresentationStyle",
                                                           ModalPresentationStyle.allCases.map { ($0.rawValue, $0) })
        }
        if let style = map["modalTransitionStyle"] {
            spec.modalTransitionStyle = try style.choice("modalTransitionStyle",
                                                         ModalTransitionStyle.allCases.map { ($0.rawValue, $0) })
        }
        spec.handlers = try handlers(map, onViews: false)
        if let onAppear = map["onAppear"] { spec.onAppear = try actions(onAppear) }
        switch kind {
        case .content:
            if let view = map["view"] { spec.view = try self.view(view, root: true) }
        case .navigation:
            let stack = try map.required("stack", in: "a navigation controller")
            spec.stack = try stack.list("stack").map { try controllerRef($0, what: "a stack entry") }
            if spec.stack.isEmpty { throw stack.error("a navigation stack needs at least its root controller (NC-02)") }
            if let hidden = map["toolbarHidden"] { spec.showsToolbar = !(try hidden.bool("toolbarHidden")) }
            if let hidden = map["navigationBarHidden"] { spec.hidesNavigationBar = try hidden.bool("navigationBarHidden") }
            if let large = map["prefersLargeTitles"] { spec.prefersLargeTitles = try large.bool("prefersLargeTitles") }
        case .tabBar:
            let tabs = try map.required("tabs", in: "a tab bar controller")
            spec.tabs = try tabs.list("tabs").map { try controllerRef($0, what: "a tab") }
            if spec.tabs.isEmpty { throw tabs.error("a tab bar controller needs at least one tab") }
            tabBarSizes.append(spec.tabs.count)
            if let selected = map["selected"] {
                spec.selected = try selected.int("selected")
                if !spec.tabs.indices.contains(spec.selected) {
                    throw selected.error("selected tab \(spec.selected) is out of range; "
                                         + "there are \(spec.tabs.count) tabs (0 to \(spec.tabs.count - 1))")
                }
            }
            if let customizable = map["customizable"] {
                spec.customizable = try customizable.list("customizable").map { try $0.string("a controller id") }
            }
        case .page:
            let pages = try map.required("pages", in: "a page view controller")
            spec.pages = try pages.list("pages").map { try controllerRef($0, what: "a page") }
            if spec.pages.isEmpty { throw pages.error("a page view controller needs at least one page (PV-06)") }
            // (A subclass's own view, under and over its pages: SceneFileReference.md, the page controller's `view`.)
            if let view = map["view"] { spec.view = try self.view(view, root: true) }
            if let current = map["current"] {
                spec.current = try current.int("current")
                if !spec.pages.indices.contains(spec.current) {
                    throw current.error("current page \(spec.current) is out of range; there are \(spec.pages.count) pages")
                }
            }
            if let orientation = map["orientation"] {
                spec.pageOrientation = try orientation.choice("page orientation",
                                                              [("horizontal", .horizontal), ("vertical", .vertical)])
            }
            if let spine = map["spine"] { spec.spine = try spine.choice("spine", [("min", .min), ("mid", .mid), ("max", .max)]) }
            if let doubleSided = map["doubleSided"] { spec.doubleSided = try doubleSided.bool("doubleSided") }
            if (spec.spine == .mid || spec.doubleSided) && spec.pages.count < 2 {
                throw pages.error("a mid spine or double-sided page view controller shows two pages at once "
                                  + "and needs at least two (PV-15)")
            }
        case .split:
            spec.master = try controllerRef(try map.required("master", in: "a split view controller"), what: "master")
            spec.detail = try controllerRef(try map.required("detail", in: "a split view controller"), what: "detail")
            if let shown = map["masterShown"] { spec.showsMaster = try shown.bool("masterShown") }
        case .table:
            if let style = map["style"] {
                spec.tableStyle = try style.choice("table style", [("plain", .plain), ("grouped", .grouped),
                                                                        ("insetGrouped", .insetGrouped)])
            }
            if let sections = map["sections"] { spec.sections = try sections.list("sections").map { try section($0) } }
            if let header = map["tableHeaderView"], !header.isNull { spec.tableHeaderView = try view(header, root: false) }
            if let footer = map["tableFooterView"], !footer.isNull { spec.tableFooterView = try view(footer, root: false) }
        case .alert:
            try alert(map, into: &spec)   // SceneParser+Alerts
        }
        return spec
    }

    private func kindKeys(_ kind: ControllerSpec.Kind) -> [String] { Self.kindKeys[kind] ?? [] }

    package mutating func navigationItem(_ value: YAMLValue) throws -> NavigationItemSpec {
        let map = try value.mapping("navigationItem",
                                    allowed: ["title", "prompt", "backButtonTitle", "leftItems", "rightItems", "titleView",
                                              "largeTitleDisplayMode", "search"])
        var spec = NavigationItemSpec()
        spec.title = try map["title"]?.optionalString("the title")
        spec.prompt = try map["prompt"]?.optionalString("the prompt")
        spec.backButtonTitle = try map["backButtonTitle"]?.optionalString("backButtonTitle")
        if let items = map["leftItems"] { spec.leftItems = try items.list("leftItems").map { try barItem($0) } }
        if let items = map["rightItems"] { spec.rightItems = try items.list("rightItems").map { try barItem($0) } }
        if let titleView = map["titleView"], !titleView.isNull { spec.titleView = try view(titleView, root: true) }
        spec.search = try map["search"]?.optionalString("the search bar's placeholder")
        if let mode = map["largeTitleDisplayMode"] {
            spec.largeTitleDisplayMode = try mode.choice("large title display mode",
                                                         NavigationItem.LargeTitleDisplayMode.allCases.map { ($0.rawValue, $0) })
        }
        return spec
    }

    package func tabBarItem(_ value: YAMLValue) throws -> TabBarItemSpec {
        let map = try value.mapping("tabBarItem", allowed: ["title", "badge", "enabled", "label", "hint"])
        var spec = TabBarItemSpec()
        spec.title = try map["title"]?.optionalString("the title")
        if let badge = map["badge"], !badge.isNull {
            if case .scalar(let scalar) = badge.node {
                spec.badge = scalar.string
            } else {
                throw badge.error("expected the badge (text)")
            }
        }
        if let enabled = map["enabled"] { spec.enabled = try enabled.bool("enabled") }
        spec.label = try map["label"]?.optionalString("the label")
        spec.hint = try map["hint"]?.optionalString("the hint")
        return spec
    }

    static let systemItems: [(String, BarButtonItem.SystemItem)] = BarButtonItem.SystemItem.allCases.map { ($0.rawValue, $0) }

    /// Declares a view id (a view, row, bar item or alert action); a second declaration of
    /// the same id is a scene error: scripts, actions and transcripts name views by id.
    package mutating func declare(_ id: String, at value: YAMLValue?) throws {
        let place = value?.location ?? FilePosition(line: 1, column: 1)
        if let first = declaredViewPlaces[id] {
            throw SceneError(file: file, line: place.line, column: place.column,
                             message: "duplicate view id \"\(id)\" (first declared at line \(first.line)); "
                                 + "view ids must be unique in a scene")
        }
        declaredViewPlaces[id] = place
        declaredViews.insert(id)
    }

    package mutating func barItem(_ value: YAMLValue) throws -> BarItemSpec {
        let map = try value.mapping("a bar item", allowed: ["id", "title", "label", "hint", "image", "system", "enabled",
                                                            "onActivate"])
        var spec = BarItemSpec(location: value.location)
        spec.id = try map["id"]?.string("the item id")
        if let id = spec.id { try declare(id, at: map["id"]) }
        spec.title = try map["title"]?.optionalString("the title")
        spec.label = try map["label"]?.optionalString("the label")
        spec.hint = try map["hint"]?.optionalString("the hint")
        spec.image = try map["image"]?.optionalString("the image")
        if let system = map["system"] { spec.system = try system.choice("system item", Self.systemItems) }
        if let enabled = map["enabled"] { spec.enabled = try enabled.bool("enabled") }
        if let actions = map["onActivate"] { spec.onActivate = try self.actions(actions) }
        if spec.title == nil && spec.system == nil && spec.label == nil {
            if let image = spec.image { spec.label = image; return spec }
            throw value.error("a bar item needs a title, a label, an image or a system item")
        }
        return spec
    }

    package mutating func section(_ value: YAMLValue) throws -> SectionSpec {
        let map = try value.mapping("a table section", allowed: ["header", "footer", "rows", "spaceAbove", "headerView",
                                                                 "footerView"])
        var spec = SectionSpec()
        spec.header = try map["header"]?.optionalString("the header")
        spec.footer = try map["footer"]?.optionalString("the footer")
        if let rows = map["rows"] { spec.rows = try rows.list("rows").map { try row($0) } }
        if let space = map["spaceAbove"] {
            spec.spaceAbove = try space.double("the space above the section")
            if spec.spaceAbove ?? 0 < 0 { throw space.error("`spaceAbove` cannot be negative") }
        }
        if let header = map["headerView"], !header.isNull { spec.headerView = try view(header, root: false) }
        if let footer = map["footerView"], !footer.isNull { spec.footerView = try view(footer, root: false) }
        return spec
    }

    package mutating func row(_ value: YAMLValue) throws -> RowSpec {
        let map = try value.mapping("a table row", allowed: ["id", "text", "detail", "accessory", "on", "onActivate",
                                                             "label", "value", "hint", "traits", "traits!", "subviews", "height",
                                                             "oneElement"])
        var spec = RowSpec(text: try map.required("text", in: "a table row").string("the row text"), location: value.location)
        spec.id = try map["id"]?.string("the row id")
        if let id = spec.id { try declare(id, at: map["id"]) }
        spec.detail = try map["detail"]?.optionalString("the detail")
        if let accessory = map["accessory"] {
            let name = try accessory.choice("accessory", [("none", 0), ("disclosure", 1), ("checkmark", 2), ("switch", 3)])
            let on = try map["on"]?.bool("on") ?? false
            spec.accessory = [TableAccessory.none, .disclosure, .checkmark, .toggle(isOn: on)][name]
        } else if let on = map["on"] {
            throw on.error("`on` needs `accessory: switch`")
        }
        if let actions = map["onActivate"] { spec.onActivate = try self.actions(actions) }
        if let subviews = map["subviews"] { spec.subviews = try subviews.list("subviews").map { try view($0, root: false) } }
        if let oneElement = map["oneElement"] {
            spec.oneElement = try oneElement.bool("oneElement")
            if spec.oneElement && spec.subviews.isEmpty { throw oneElement.error("`oneElement` needs the row's `subviews`") }
        }
        if let height = map["height"] {
            spec.height = try height.double("the row height")
            if spec.height ?? 0 <= 0 { throw height.error("a row's height must be more than 0") }
        }
        spec.label = try map["label"]?.optionalString("the label")
        spec.value = try map["value"]?.optionalString("the value")
        spec.hint = try map["hint"]?.optionalString("the hint")
        if let traits = map["traits"] { spec.traits = try traitNames(traits) }
        if let traits = map["traits!"] {
            if map["traits"] != nil {
                throw traits.error("give `traits` (added to the row's own) or `traits!` (replacing them), not both")
            }
            spec.traits = try traitNames(traits)
            spec.replacesTraits = true
        }
        return spec
    }

    package func traitNames(_ value: YAMLValue) throws -> [String] {
        try value.list("traits").map { item in
            let name = try item.string("a trait")
            guard AccessibilityTraits.trait(named: name) != nil else {
                throw item.error("unknown trait \"\(name)\"; expected one of: "
                                 + "\(AccessibilityTraits.named.map(\.name).joined(separator: ", "))")
            }
            return name
        }
    }

    static let scrollDirections: [(String, AccessibilityScrollDirection)] =
        AccessibilityScrollDirection.allCases.map { ($0.rawValue, $0) }

    package mutating func handlers(_ map: YAMLMapping, onViews: Bool) throws -> HandlerSpec {
        var spec = HandlerSpec()
        if let escape = map["escape"] { spec.escape = try actions(escape) }
        if let magicTap = map["magicTap"] { spec.magicTap = try actions(magicTap) }
        if let finished = map["onAnnouncementFinished"] { spec.announcementFinished = try actions(finished) }
        if let scroll = map["scroll"] {
            let scrollMap = try scroll.mapping("scroll handlers", allowed: Self.scrollDirections.map(\.0))
            for entry in scrollMap.entries {
                spec.scroll[try entry.keyValue.choice("scroll direction", Self.scrollDirections)] = try actions(entry.value)
            }
        }
        if onViews {
            if let activate = map["onActivate"] { spec.onActivate = try actions(activate) }
            if let increment = map["increment"] { spec.increment = try actions(increment) }
            if let decrement = map["decrement"] { spec.decrement = try actions(decrement) }
        }
        return spec
    }
}
