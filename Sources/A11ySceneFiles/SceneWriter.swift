import A11yCore
import A11ySceneModel

/// Writes a `SceneSpec` as a scene file (SceneFileReference), so that an imported storyboard
/// can be saved, read by a person and touched up by hand (`voicenav import`).
///
/// The file parses back to a scene that `describe` reads the same way. Texts are always
/// double-quoted (YAML's JSON-compatible escapes), so no label can change the file's shape.
public enum SceneWriter {
    /// The scene file for `spec`, with `header` lines as comments at the top.
    public static func yaml(_ spec: SceneSpec, header: [String] = []) -> String {
        var top: [(String, Node)] = [("scene", .raw("1"))]
        if let name = spec.name { top.append(("name", .text(name))) }
        top.append(("device", .raw(spec.device.rawValue)))
        if spec.orientation != .portrait { top.append(("orientation", .raw(spec.orientation.rawValue))) }
        if spec.layoutDirection != .leftToRight { top.append(("layoutDirection", .raw(spec.layoutDirection.rawValue))) }
        if !spec.speakHints { top.append(("voiceOver", .map([("speakHints", .raw("false"))]))) }
        if spec.mediaPlaying { top.append(("nowPlaying", .raw("true"))) }
        var app = handlers(spec.app)
        if let orientations = spec.appOrientations {
            app.append(("supportedOrientations", .list(orientations.map { .raw($0.rawValue) })))
        }
        if let finished = spec.app.announcementFinished { app.append(("onAnnouncementFinished", actions(finished))) }
        if !app.isEmpty { top.append(("app", .map(app))) }
        top.append(("root", reference(spec.root)))
        top.append(("controllers", .map(spec.controllers.map { ($0.id, controller($0)) })))
        var out = header.map { "# " + $0 + "\n" }.joined()
        render(.map(top), indent: 0, into: &out)
        return out
    }

    /// A YAML value to render.
    package indirect enum Node {
        case raw(String)
        case text(String?)
        case map([(String, Node)])
        case list([Node])
    }

    // MARK: Rendering

    package static func render(_ node: Node, indent: Int, into out: inout String) {
        let pad = String(repeating: " ", count: indent)
        switch node {
        case .map(let entries):
            for (key, value) in entries {
                out += pad + quotedKey(key) + ":"
                renderValue(value, indent: indent, into: &out)
            }
        case .list(let items):
            for item in items {
                out += pad + "-"
                switch item {
                case .map(let entries) where !entries.isEmpty:
                    var first = true
                    for (key, value) in entries {
                        out += (first ? " " : pad + "  ") + quotedKey(key) + ":"
                        renderValue(value, indent: indent + 2, into: &out)
                        first = false
                    }
                default:
                    renderValue(item, indent: indent, into: &out)
                }
            }
        default:
            out += pad
            renderValue(node, indent: indent, into: &out)
        }
    }

    private static func renderValue(_ value: Node, indent: Int, into out: inout String) {
        switch value {
        case .raw(let text): out += " " + text + "\n"
        case .text(let text): out += " " + (text.map(quoted) ?? "null") + "\n"
        case .map(let entries) where entries.isEmpty: out += " {}\n"
        case .list(let items) where items.isEmpty: out += " []\n"
        case .list(let items) where items.allSatisfy(\.isScalar) && items.count <= 8:
            out += " [" + items.map(\.inline).joined(separator: ", ") + "]\n"
        case .map, .list:
            out += "\n"
            render(value, indent: indent + 2, into: &out)
        }
    }

    /// A double-quoted YAML string with JSON-style escapes.
    package static func quoted(_ text: String) -> String { JSONText.quote(text) }

    private static func quotedKey(_ key: String) -> String {
        let plain = key.unicodeScalars.allSatisfy {
            ($0.properties.isAlphabetic && $0.isASCII) || ("0"..."9").contains($0) || $0 == "_" || $0 == "!" || $0 == "-"
        }
        return plain && !key.isEmpty && key.first != "-" ? key : quoted(key)
    }

    package static func number(_ value: Double) -> Node { .raw(value.compact) }

    // MARK: Controllers

    package static func reference(_ ref: ControllerRef) -> Node {
        switch ref {
        case .id(let id, _): .text(id)
        case .inline(let spec): controller(spec, inline: true)
        }
    }

    package static func controller(_ spec: ControllerSpec, inline: Bool = false) -> Node {
        var entries: [(String, Node)] = []
        if inline { entries.append(("id", .text(spec.id))) }
        if spec.kind != .content { entries.append(("kind", .raw(spec.kind.rawValue))) }
        if let title = spec.title { entries.append(("title", .text(title))) }
        switch spec.kind {
        case .content:
            if let view = spec.view { entries.append(("view", self.view(view))) }
        case .navigation:
            entries.append(("stack", .list(spec.stack.map(reference))))
            if let shows = spec.showsToolbar { entries.append(("toolbarHidden", .raw(shows ? "false" : "true"))) }
            if spec.hidesNavigationBar { entries.append(("navigationBarHidden", .raw("true"))) }
            if spec.prefersLargeTitles { entries.append(("prefersLargeTitles", .raw("true"))) }
        case .tabBar:
            entries.append(("tabs", .list(spec.tabs.map(reference))))
            if spec.selected != 0 { entries.append(("selected", .raw(String(spec.selected)))) }
            if let customizable = spec.customizable { entries.append(("customizable", .list(customizable.map { .text($0) }))) }
        case .page:
            entries.append(("pages", .list(spec.pages.map(reference))))
            if spec.current != 0 { entries.append(("current", .raw(String(spec.current)))) }
            if spec.pageOrientation != .horizontal { entries.append(("orientation", .raw("vertical"))) }
            if spec.spine != .min { entries.append(("spine", .raw(spec.spine == .mid ? "mid" : "max"))) }
            if spec.doubleSided { entries.append(("doubleSided", .raw("true"))) }
            // (A page view controller subclass's own view: what it adds under or over its pages.)
            if let view = spec.view { entries.append(("view", self.view(view))) }
        case .split:
            if let master = spec.master { entries.append(("master", reference(master))) }
            if let detail = spec.detail { entries.append(("detail", reference(detail))) }
            if spec.showsMaster { entries.append(("masterShown", .raw("true"))) }
        case .table:
            if spec.tableStyle != .plain { entries.append(("style", .raw(spec.tableStyle.rawValue))) }
            entries.append(("sections", .list(spec.sections.map(section))))
            if let header = spec.tableHeaderView { entries.append(("tableHeaderView", view(header))) }
            if let footer = spec.tableFooterView { entries.append(("tableFooterView", view(footer))) }
        case .alert:
            entries += alert(spec)   // SceneWriter+Alerts
        }
        if let item = spec.navigationItem {
            var fields: [(String, Node)] = []
            if let title = item.title { fields.append(("title", .text(title))) }
            if let prompt = item.prompt { fields.append(("prompt", .text(prompt))) }
            if let back = item.backButtonTitle { fields.append(("backButtonTitle", .text(back))) }
            if !item.leftItems.isEmpty { fields.append(("leftItems", .list(item.leftItems.map(barItem)))) }
            if !item.rightItems.isEmpty { fields.append(("rightItems", .list(item.rightItems.map(barItem)))) }
            if let titleView = item.titleView { fields.append(("titleView", view(titleView))) }
            if let search = item.search { fields.append(("search", .text(search))) }
            if item.largeTitleDisplayMode != .automatic {
                fields.append(("largeTitleDisplayMode", .raw(item.largeTitleDisplayMode.rawValue)))
            }
            entries.append(("navigationItem", .map(fields)))
        }
        if let item = spec.tabBarItem {
            var fields: [(String, Node)] = []
            if let title = item.title { fields.append(("title", .text(title))) }
            if let badge = item.badge { fields.append(("badge", .text(badge))) }
            if !item.enabled { fields.append(("enabled", .raw("false"))) }
            if let label = item.label { fields.append(("label", .text(label))) }
            if let hint = item.hint { fields.append(("hint", .text(hint))) }
            entries.append(("tabBarItem", .map(fields)))
        }
        if !spec.toolbarItems.isEmpty { entries.append(("toolbarItems", .list(spec.toolbarItems.map(barItem)))) }
        if spec.hidesBottomBarWhenPushed { entries.append(("hidesBottomBarWhenPushed", .raw("true"))) }
        if let orientations = spec.supportedOrientations {
            entries.append(("supportedOrientations", .list(orientations.map { .raw($0.rawValue) })))
        }
        if spec.definesPresentationContext { entries.append(("definesPresentationContext", .raw("true"))) }
        if spec.modalPresentationStyle != .fullScreen {
            entries.append(("modalPresentationStyle", .raw(spec.modalPresentationStyle.rawValue)))
        }
        if spec.modalTransitionStyle != .coverVertical {
            entries.append(("modalTransitionStyle", .raw(spec.modalTransitionStyle.rawValue)))
        }
        entries += handlers(spec.handlers)
        if !spec.onAppear.isEmpty { entries.append(("onAppear", actions(spec.onAppear))) }
        if let finished = spec.handlers.announcementFinished { entries.append(("onAnnouncementFinished", actions(finished))) }
        return .map(entries)
    }

    package static func barItem(_ item: BarItemSpec) -> Node {
        var fields: [(String, Node)] = []
        if let id = item.id { fields.append(("id", .text(id))) }
        if let system = item.system { fields.append(("system", .raw(system.rawValue))) }
        if let title = item.title { fields.append(("title", .text(title))) }
        if let label = item.label { fields.append(("label", .text(label))) }
        if let hint = item.hint { fields.append(("hint", .text(hint))) }
        if let image = item.image { fields.append(("image", .text(image))) }
        if !item.enabled { fields.append(("enabled", .raw("false"))) }
        if !item.onActivate.isEmpty { fields.append(("onActivate", actions(item.onActivate))) }
        return .map(fields)
    }

    package static func section(_ section: SectionSpec) -> Node {
        var fields: [(String, Node)] = []
        if let header = section.header { fields.append(("header", .text(header))) }
        if let footer = section.footer { fields.append(("footer", .text(footer))) }
        if let space = section.spaceAbove { fields.append(("spaceAbove", number(space))) }
        if let header = section.headerView { fields.append(("headerView", view(header))) }
        if let footer = section.footerView { fields.append(("footerView", view(footer))) }
        fields.append(("rows", .list(section.rows.map(row))))
        return .map(fields)
    }

    package static func row(_ row: RowSpec) -> Node {
        var fields: [(String, Node)] = []
        if let id = row.id { fields.append(("id", .text(id))) }
        fields.append(("text", .text(row.text)))
        if let detail = row.detail { fields.append(("detail", .text(detail))) }
        switch row.accessory {
        case .none: break
        case .disclosure: fields.append(("accessory", .raw("disclosure")))
        case .checkmark: fields.append(("accessory", .raw("checkmark")))
        case .toggle(let isOn):
            fields.append(("accessory", .raw("switch")))
            if isOn { fields.append(("on", .raw("true"))) }
        }
        if let label = row.label { fields.append(("label", .text(label))) }
        if let value = row.value { fields.append(("value", .text(value))) }
        if let hint = row.hint { fields.append(("hint", .text(hint))) }
        if let traits = row.traits { fields.append((row.replacesTraits ? "traits!" : "traits", .list(traits.map { .raw($0) }))) }
        if let height = row.height { fields.append(("height", number(height))) }
        if !row.subviews.isEmpty { fields.append(("subviews", .list(row.subviews.map(view)))) }
        if row.oneElement && !row.subviews.isEmpty { fields.append(("oneElement", .raw("true"))) }
        if !row.onActivate.isEmpty { fields.append(("onActivate", actions(row.onActivate))) }
        return .map(fields)
    }
}

extension SceneWriter.Node {
    var isScalar: Bool {
        switch self {
        case .raw, .text: true
        case .map, .list: false
        }
    }

    package var inline: String {
        switch self {
        case .raw(let text): text
        case .text(let text): text.map(SceneWriter.quoted) ?? "null"
        case .map, .list: ""
        }
    }
}
