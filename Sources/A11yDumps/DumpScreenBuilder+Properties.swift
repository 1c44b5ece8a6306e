import A11yCore
import Foundation
import A11ySceneModel

/// The properties a dump node gives its view (label, value, hint, flags, traits, custom
/// actions), its id, and the import notes.
extension DumpScreenBuilder {
    package mutating func element(_ view: inout ViewSpec, _ node: DumpNode, label: String?) {
        view.properties.append(PropertySpec(key: "isAccessibilityElement", value: .bool(true), location: node.position))
        if let label { view.properties.append(PropertySpec(key: "label", value: .text(label), location: node.position)) }
    }

    /// Value, hint, enabled, selected, format traits, custom actions.
    /// `asTab`: the node is a tab bar's button (its value `1`/`0` is the selected state, not text).
    package mutating func common(_ view: inout ViewSpec, _ node: DumpNode, valueIsText: Bool = false, asTab: Bool = false) {
        if let hint = node.hint, !hint.isEmpty {
            view.properties.append(PropertySpec(key: "hint", value: .text(hint), location: node.position))
        }
        if !node.enabled { disable(&view) }
        let tab = asTab || isTab(node)
        let isTabState = tab && (node.value == "1" || node.value == "0")
        if !valueIsText, !isTabState, let value = node.value, !value.isEmpty, value != node.label {
            view.properties.append(PropertySpec(key: "accessibilityValue", value: .text(value), location: node.position))
        }
        if node.selected || (tab && node.value == "1") {
            if view.kind == .button {
                view.properties.append(PropertySpec(key: "selected", value: .bool(true), location: node.position))
            } else {
                add("selected", to: &view)
            }
        }
        for trait in node.traits {
            if let name = Self.traitNames[trait] { add(name, to: &view) }
        }
        if !node.customActions.isEmpty { view.customActions = node.customActions.map { (name: $0, actions: []) } }
    }

    package mutating func disable(_ view: inout ViewSpec) {
        switch view.kind {
        case .button, .switch, .slider, .textField, .searchBar, .stepper, .segmented:
            view.properties.append(PropertySpec(key: "enabled", value: .bool(false), location: view.location))
        default:
            add("notEnabled", to: &view)
        }
    }

    /// Trait names as the formats write them (lower-cased) → the scene file's names.
    package static let traitNames: [String: String] = [
        "button": "button", "link": "link", "image": "image", "selected": "selected", "playssound": "playsSound",
        "keyboardkey": "keyboardKey", "statictext": "staticText", "summaryelement": "summaryElement",
        "notenabled": "notEnabled", "updatesfrequently": "updatesFrequently", "searchfield": "searchField",
        "startsmediasession": "startsMediaSession", "adjustable": "adjustable",
        "allowsdirectinteraction": "allowsDirectInteraction", "causespageturn": "causesPageTurn", "header": "header",
        "heading": "header", "tabbar": "tabBar", "tabbaritem": "tabBarItem", "backbutton": "backButton",
        "toggle": "switchButton", "togglebutton": "switchButton", "switchbutton": "switchButton",
    ]

    /// Adds a trait by its scene-file name (`traits:` keeps the view's own ones).
    package func add(_ trait: String, to view: inout ViewSpec) {
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
    package mutating func identifier(for node: DumpNode, kind: Kind) -> String {
        let base: String
        if let id = node.identifier, !id.isEmpty, !id.hasLineBreak {
            base = id
        } else {
            let stem: String
            if let known = stems[node.type] { stem = known } else {
                stem = node.type.lowercased()
                stems[node.type] = stem
            }
            generated[stem, default: 0] += 1
            base = "\(stem)-\(generated[stem]!)"
        }
        var id = base
        var suffix = 1
        while !usedIDs.insert(id).inserted {
            suffix += 1
            id = "\(base)-\(suffix)"
        }
        return id
    }

    package static func isOn(_ value: String?) -> Bool {
        guard let value else { return false }
        return value == "1" || value.lowercased() == "on" || value.lowercased() == "true"
    }

    /// `50%` → 50.
    package static func percentage(_ text: String) -> Double? {
        guard text.hasSuffix("%") else { return nil }
        return Double(text.dropLast().trimmingCharacters(in: .whitespaces))
    }

    package func union(of nodes: [DumpNode]) -> Rect? {
        let frames = nodes.compactMap(\.frame)
        guard let first = frames.first else { return nil }
        var minX = first.minX, minY = first.minY, maxX = first.maxX, maxY = first.maxY
        for frame in frames.dropFirst() {
            minX = min(minX, frame.minX); minY = min(minY, frame.minY)
            maxX = max(maxX, frame.maxX); maxY = max(maxY, frame.maxY)
        }
        return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    package mutating func note(_ node: DumpNode, _ message: String) {
        guard notes.count < 500 else { return }
        let text = node.jsonPath.map { "\($0): \(message)" } ?? message
        notes.append(ImportNote(file: dump.file, line: node.position.line, column: node.position.column,
                                message: text, severity: .note))
    }
}
