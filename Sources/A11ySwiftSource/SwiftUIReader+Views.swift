import A11yCore
import SwiftParser
import SwiftSyntax

/// SwiftUI's own views, by initializer (SwiftSourceReading.md, "Views").
extension SwiftUIReader {
    typealias Trailing = [(label: String?, closure: ClosureExprSyntax)]

    /// A call's trailing closures, the first unlabelled, in order.
    static func trailingClosures(of call: FunctionCallExprSyntax) -> Trailing {
        [call.trailingClosure].compactMap { $0 }.map { (label: String?.none, closure: $0) }
            + call.additionalTrailingClosures.map { (label: $0.label.text, closure: $0.closure) }
    }

    /// The names of the views `knownView` makes.
    static let viewNames: Set<String> = [
        "Text", "Label", "Button", "Toggle", "Slider", "Stepper", "TextField", "SecureField", "TextEditor", "Link",
        "NavigationLink", "Menu", "Picker", "DatePicker", "ColorPicker", "ProgressView", "Gauge", "Image", "VStack",
        "HStack", "ZStack", "LazyVStack", "LazyHStack", "ScrollView", "Group", "GroupBox", "List", "Form", "Section",
        "ForEach", "Spacer", "Divider", "NavigationStack", "NavigationView", "NavigationSplitView", "TabView",
        "DisclosureGroup", "Rectangle", "Circle", "Capsule", "RoundedRectangle", "Ellipse", "Color", "EmptyView", "AnyView",
        "LabeledContent",
        "ShareLink", "ControlGroup", "ViewThatFits", "Grid", "GridRow", "LazyVGrid", "LazyHGrid", "ContentUnavailableView",
        "ToolbarItem", "ToolbarItemGroup", "EditButton", "PasteButton", "GeometryReader",
    ]

    /// The views SwiftUI's `name` makes from `call`; nil when `name` is not one of SwiftUI's.
    func knownView(_ name: String, _ call: FunctionCallExprSyntax, trailing: Trailing, in scope: SwiftScope) -> [SwiftUINode]? {
        guard Self.viewNames.contains(name) else { return nil }
        let here = file.position(call)
        let arguments = Array(call.arguments)
        func content(_ label: String? = nil) -> [SwiftUINode] {
            if let closure = trailing.first(where: { $0.label == label })?.closure {
                return build(closure.statements, in: SwiftScope(parent: scope))
            }
            guard let given = arguments.first(where: { $0.label?.text == (label ?? "content") })?.expression else { return [] }
            if let closure = given.as(ClosureExprSyntax.self) { return build(closure.statements, in: SwiftScope(parent: scope)) }
            // A property holding the caller's views (`Button(action: action, label: label)` in a wrapper view).
            if case .opaque(let box)? = given.as(DeclReferenceExprSyntax.self).flatMap({ scope[$0.baseName.text] }),
               let views = box.value as? [SwiftUINode] {
                return views
            }
            return []
        }
        /// The first unlabeled argument as the view's title (a `LocalizedStringKey` literal is translated).
        func title() -> String? { arguments.first { $0.label == nil }.flatMap { text($0.expression, in: scope, use: name) } }
        func node(_ kind: SwiftUINode.Kind, text: String? = nil, children: [SwiftUINode] = []) -> [SwiftUINode] {
            [SwiftUINode(kind: kind, location: here, text: text, children: children)]
        }
        switch name {
        case "Text":
            if let verbatim = arguments.first(where: { $0.label?.text == "verbatim" }) {
                return node(.text, text: text(verbatim.expression, in: scope, use: "Text", translates: false))
            }
            if let made = projectTextInitializer(arguments, in: scope) { return node(.text, text: made) }
            // `Text("title", tableName: "Settings")`: the key's text in that table, as SwiftUI looks it up.
            if let table = arguments.first(where: { $0.label?.text == "tableName" })
                .flatMap({ evaluator(in: scope).evaluate($0.expression, in: scope).string }),
               let literal = arguments.first(where: { $0.label == nil })?.expression.as(StringLiteralExprSyntax.self),
               let key = literal.representedLiteralValue {
                return node(.text, text: types.localized(key, table: table).strippingMarkdown)
            }
            return node(.text, text: title())
        case "Label":
            // `Label { title } icon: { … }`: the title is the first trailing closure.
            let titled = content("title") + (trailing.first?.label == nil && trailing.count > 1 ? content() : [])
            var label = SwiftUINode(kind: .label, location: here, text: title() ?? titled.flatMap(\.spokenTexts).first)
            label.imageName = argument("systemImage", arguments, in: scope)?.string
                ?? argument("image", arguments, in: scope)?.string
            label.isSymbol = arguments.contains { $0.label?.text == "systemImage" }
            return [label]
        case "Button", "Link", "NavigationLink", "Menu", "ShareLink":
            let kind: SwiftUINode.Kind = switch name {
            case "Link": .link
            case "NavigationLink": .navigationLink
            case "Menu": .menu
            default: .button
            }
            // The label: a title; else the `label:` closure; else the trailing closure when the
            // action or destination is an argument (`Button(action:) { label }`).
            let counted = runTimeTexts.count
            let named = title()
            let given = arguments.contains { ["action", "destination", "value", "item"].contains($0.label?.text ?? "") }
            let hasLabel = trailing.contains { $0.label == "label" } || arguments.contains { $0.label?.text == "label" }
            let labelViews = named != nil ? [] : hasLabel ? content("label") : given ? content() : []
            var made = SwiftUINode(kind: kind, location: here, text: named, children: labelViews)
            if named == nil, runTimeTexts.count != counted { made.labelAtRunTime = runTimeTexts.last }
            if case .member(let role)? = argument("role", arguments, in: scope) { made.role = role }
            if name == "NavigationLink" {
                if let destination = arguments.first(where: { $0.label?.text == "destination" })?.expression {
                    made.destination = views(destination, in: SwiftScope(parent: scope))
                } else if !given || hasLabel {
                    made.destination = content("destination") + content()
                }
            }
            if name == "ShareLink", made.text == nil, made.children.isEmpty { made.text = translate("Share") }
            return [made]
        case "Toggle":
            let titled = title()
            // The title: a string, else the `label:` views (an argument or a trailing closure).
            var toggle = SwiftUINode(kind: .toggle, location: here, text: titled,
                                     children: titled == nil ? content("label") + content() : [])
            toggle.isOn = boolean("isOn", arguments, in: scope, use: "The toggle's state")
            return [toggle]
        case "Slider", "Stepper", "Gauge", "ProgressView":
            let kind: SwiftUINode.Kind = switch name {
            case "Slider": .slider
            case "Stepper": .stepper
            case "Gauge": .gauge
            default: .progress
            }
            var control = SwiftUINode(kind: kind, location: here, text: title(),
                                      children: title() == nil ? content("label") + content() : [])
            if let value = argument("value", arguments, in: scope) {
                control.number = value.number
                if value.number == nil { note(unknown: value, use: "The \(name.lowercased())'s value", at: call) }
            }
            switch argument("in", arguments, in: scope) {
            case .range(let low, let high)?: control.range = (Double(low), Double(high) - 1)
            case .array(let bounds)? where bounds.count == 2 && bounds.allSatisfy({ $0.number != nil }):
                control.range = (bounds[0].number!, bounds[1].number!)
            default:
                // A slider's range is 0 to 1 unless given (SwiftUI's `Slider(value:)`).
                if let total = argument("total", arguments, in: scope)?.number { control.range = (0, total) }
                else if name == "Slider" || name == "ProgressView" { control.range = (0, 1) }
            }
            control.step = argument("step", arguments, in: scope)?.number
            return [control]
        case "TextField", "SecureField", "TextEditor":
            let kind: SwiftUINode.Kind = name == "TextField" ? .textField : name == "SecureField" ? .secureField : .textEditor
            var field = SwiftUINode(kind: kind, location: here, text: title())
            if let value = argument("text", arguments, in: scope) {
                field.value = value.string
                if value.string == nil { note(unknown: value, use: "The field's text", at: call) }
            }
            if let prompt = arguments.first(where: { $0.label?.text == "prompt" }) {
                field.prompt = views(prompt.expression, in: scope).flatMap(\.spokenTexts).first
            }
            return [field]
        case "Picker":
            var picker = SwiftUINode(kind: .picker, location: here, text: title(), children: content())
            if picker.text == nil { picker.text = content("label").flatMap(\.spokenTexts).first }
            if let selection = argument("selection", arguments, in: scope) {
                let chosen = picker.children.first { $0.tag.map { equal($0, selection) } == true }
                picker.value = chosen?.spokenTexts.first
                if selection.isUnknown { note(unknown: selection, use: "The picker's selection", at: call) }
            }
            return [picker]
        case "DatePicker", "ColorPicker":
            var picker = SwiftUINode(kind: name == "DatePicker" ? .datePicker : .colorPicker, location: here, text: title(),
                                     children: title() == nil ? content("label") + content() : [])
            picker.value = nil
            return [picker]
        case "Image":
            var image = SwiftUINode(kind: .image, location: here)
            if let symbol = argument("systemName", arguments, in: scope) {
                image.imageName = symbol.string
                image.isSymbol = true
                if symbol.string == nil {
                    note(unknown: symbol, use: "The image", at: call)
                    image.labelAtRunTime = file.position(call)
                }
            } else if let decorative = argument("decorative", arguments, in: scope) {
                image.imageName = decorative.string
                image.isDecorative = true
            } else if let asset = arguments.first(where: { $0.label == nil }) {
                let value = evaluator(in: scope).evaluate(asset.expression, in: scope)
                // An asset's name is also a key of the app's strings (a translated label).
                image.imageName = value.string.map { translate($0) }
                if value.string == nil {
                    note(unknown: value, use: "The image", at: call)
                    image.labelAtRunTime = file.position(call)
                }
                if let label = arguments.first(where: { $0.label?.text == "label" }) {
                    image.accessibilityLabel = views(label.expression, in: scope).flatMap(\.spokenTexts).first
                }
            } else {
                image.isDecorative = true
            }
            return [image]
        case "VStack", "LazyVStack", "HStack", "LazyHStack", "ZStack", "Grid", "GridRow", "LazyVGrid", "LazyHGrid",
             "ViewThatFits", "ControlGroup":
            let kind: SwiftUINode.Kind = name.contains("H") && !name.contains("Grid") ? .hstack
                : name == "ZStack" ? .zstack : .vstack
            // ViewThatFits shows the first of its views that fits: the first, on a phone's width.
            let children = name == "ViewThatFits" ? Array(content().prefix(1)) : content()
            var stack = SwiftUINode(kind: kind, location: here, children: children)
            stack.spacing = argument("spacing", arguments, in: scope)?.number
            if case .member(let alignment)? = argument("alignment", arguments, in: scope) { stack.alignment = alignment }
            return [stack]
        case "GeometryReader":
            // Its content, at the top leading corner of the space it is offered; the proxy it is given (`proxy in`)
            // holds the size and frames the layout decides, which the source does not fix.
            guard let closure = trailing.first?.closure
                ?? arguments.first(where: { $0.label?.text == "content" })?.expression.as(ClosureExprSyntax.self)
            else { return [] }
            let inner = SwiftScope(parent: scope)
            for name in SwiftEvaluator.parameterNames(of: closure) where name != "_" {
                inner[name] = .unknown("the size the layout gives the GeometryReader", here)
            }
            var reader = SwiftUINode(kind: .zstack, location: here, children: build(closure.statements, in: inner))
            reader.alignment = "topLeading"
            return [reader]
        case "ScrollView":
            return node(.scroll, children: content())
        case "Group", "GroupBox", "LabeledContent", "ContentUnavailableView":
            let label = title().map { [SwiftUINode(kind: .text, location: here, text: $0)] } ?? content("label")
            return node(.group, children: label + content())
        case "List", "Form":
            // `List(items) { item in … }`: a row for each item.
            if let data = arguments.first(where: { $0.label == nil }), !trailing.isEmpty,
               data.expression.as(ClosureExprSyntax.self) == nil {
                let rows = forEach(data.expression, trailing.first?.closure, at: call, in: scope)
                return node(name == "List" ? .list : .form, children: rows)
            }
            return node(name == "List" ? .list : .form, children: content())
        case "Section":
            var section = SwiftUINode(kind: .section, location: here, children: content())
            if let header = title() {
                section.header = [SwiftUINode(kind: .text, location: here, text: header)]
            } else if let header = arguments.first(where: { $0.label?.text == "header" }) {
                section.header = views(header.expression, in: scope)
            } else {
                section.header = content("header")
            }
            if let footer = arguments.first(where: { $0.label?.text == "footer" }) {
                section.footer = views(footer.expression, in: scope)
            } else {
                section.footer = content("footer")
            }
            return [section]
        case "ForEach":
            guard let data = arguments.first else { return [] }
            return forEach(data.expression, trailing.first?.closure ?? arguments.last?.expression.as(ClosureExprSyntax.self),
                           at: call, in: scope)
        case "Spacer":
            return node(.spacer)
        case "Divider":
            return node(.divider)
        case "NavigationStack", "NavigationView":
            return node(.navigation, children: content())
        case "NavigationSplitView":
            // On iPhone the columns collapse into one stack that starts on the sidebar.
            return node(.navigation, children: content("sidebar") + content())
        case "TabView":
            return node(.tabView, children: content())
        case "DisclosureGroup":
            var group = SwiftUINode(kind: .disclosureGroup, location: here,
                                    text: title() ?? content("label").flatMap(\.spokenTexts).first)
            group.isOn = boolean("isExpanded", arguments, in: scope, use: "The group's state") ?? false
            if group.isOn == true { group.children = content() }
            return [group]
        case "Rectangle", "Circle", "Capsule", "RoundedRectangle", "Ellipse", "Color":
            var shape = SwiftUINode(kind: .shape, location: here)
            shape.isDecorative = true
            return [shape]
        case "ToolbarItem", "ToolbarItemGroup":
            var group = SwiftUINode(kind: .group, location: here, children: content())
            if case .member(let placement)? = argument("placement", arguments, in: scope) { group.toolbarPlacement = placement }
            group.toolbarPlacement = group.toolbarPlacement ?? "automatic"
            return [group]
        case "EditButton", "PasteButton":
            // SwiftUI's own buttons, titled by the system in the app's language (Localization.md, "UIKit's own words").
            return node(.button, text: UIKitWords.word(name == "EditButton" ? "Edit" : "Paste", in: types.appLocalization))
        case "EmptyView":
            return []
        case "AnyView":
            return arguments.first.map { views($0.expression, in: scope) } ?? []
        default:
            return nil
        }
    }

    /// `ForEach(data) { item in … }`: the content for each element of a literal array or range;
    /// data only run time gives is a note at the `ForEach`, and nothing is shown for it.
    func forEach(_ data: ExprSyntax, _ closure: ClosureExprSyntax?, at call: FunctionCallExprSyntax,
                 in scope: SwiftScope) -> [SwiftUINode] {
        guard let closure else { return [] }
        let value = evaluator(in: scope).evaluate(data, in: scope)
        let items: [SwiftValue]
        switch value {
        case .array(let elements): items = elements
        case .range(let low, let high):
            let (end, overflow) = low.addingReportingOverflow(Self.maximumViews)
            items = high > low ? (low..<(overflow ? high : min(high, end))).map { .int($0) } : []
        default:
            note(unknown: value.isUnknown ? value : .unknown("its data", file.position(data)), use: "This ForEach", at: call)
            return []
        }
        var views: [SwiftUINode] = []
        for item in items where built + views.count < Self.maximumViews {
            // (A tuple item given to a closure of as many parameters, `{ (text, tag) in … }`, taken apart.)
            views += build(closure.statements, in: SwiftEvaluator.closureScope(closure, with: [item], in: scope))
        }
        return views
    }

    // MARK: Arguments

    /// The value of the argument labelled `label`.
    func argument(_ label: String, _ arguments: [LabeledExprSyntax], in scope: SwiftScope) -> SwiftValue? {
        guard let argument = arguments.first(where: { $0.label?.text == label }) else { return nil }
        return evaluator(in: scope).evaluate(argument.expression, in: scope)
    }

    /// A binding's Boolean (`isOn: $on`, `.constant(true)`); nil, with a note, when run time gives it.
    func boolean(_ label: String, _ arguments: [LabeledExprSyntax], in scope: SwiftScope, use: String) -> Bool? {
        guard let value = argument(label, arguments, in: scope) else { return nil }
        if let flag = value.bool { return flag }
        if let argument = arguments.first(where: { $0.label?.text == label }) { note(unknown: value, use: use, at: argument) }
        return nil
    }

    func equal(_ tag: SwiftValue, _ selection: SwiftValue) -> Bool {
        switch (tag, selection) {
        case (.string(let a, _), .string(let b, _)): a == b
        case (.member(let a), .member(let b)), (.symbol(let a), .member(let b)), (.member(let a), .symbol(let b)),
             (.symbol(let a), .symbol(let b)):
            a.lastComponent == b.lastComponent
        default: tag.number != nil && tag.number == selection.number
        }
    }
}
