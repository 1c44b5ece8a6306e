import A11yCore
import SwiftSyntax

/// View modifiers (SwiftSourceReading.md, "Modifiers"): the accessibility ones, what hides or
/// dims a view, titles and tab items, and the layout the picture needs. A modifier applied to
/// several views (a `Group`'s, a `ForEach`'s) applies to each, as SwiftUI applies it.
extension SwiftUIReader {
    /// Modifiers that change only how a view looks or behaves at run time: passed through
    /// without a note.
    static let styleModifiers: Set<String> = [
        "foregroundColor", "foregroundStyle", "background", "tint", "accentColor", "cornerRadius", "clipShape", "clipped",
        "shadow", "buttonStyle", "toggleStyle", "listStyle", "textFieldStyle", "labelStyle", "multilineTextAlignment",
        "lineLimit", "fontWeight", "bold", "italic", "underline", "strikethrough", "monospacedDigit", "monospaced",
        "onAppear", "onDisappear", "task", "onChange", "onReceive", "onSubmit", "onLongPressGesture",
        "gesture", "simultaneousGesture",
        "navigationBarTitleDisplayMode", "navigationBarBackButtonHidden", "navigationDestination", "environment",
        "environmentObject", "id", "animation", "transition", "scaleEffect", "rotationEffect", "offset", "zIndex",
        "edgesIgnoringSafeArea", "ignoresSafeArea", "scrollContentBackground", "listRowBackground", "listRowInsets",
        "listRowSeparator", "listSectionSeparator", "textCase", "keyboardType", "textContentType", "autocapitalization",
        "textInputAutocapitalization", "disableAutocorrection", "autocorrectionDisabled", "submitLabel", "focused",
        "refreshable", "contentShape", "fixedSize", "layoutPriority", "aspectRatio", "resizable", "scaledToFit",
        "scaledToFill", "imageScale", "symbolRenderingMode", "symbolVariant", "renderingMode", "badge", "contextMenu",
        "preferredColorScheme", "presentationDetents", "interactiveDismissDisabled", "pickerStyle", "datePickerStyle",
        "progressViewStyle", "gaugeStyle", "tabViewStyle", "indexViewStyle", "navigationViewStyle", "controlSize",
        "buttonBorderShape", "border", "mask", "blur", "saturation", "brightness", "contrast", "grayscale", "colorMultiply",
        "compositingGroup", "drawingGroup", "allowsHitTesting", "help", "minimumScaleFactor", "truncationMode",
        "kerning", "tracking", "baselineOffset", "lineSpacing", "dynamicTypeSize", "symbolEffect", "contentTransition",
        "sensoryFeedback", "scrollDismissesKeyboard", "scrollIndicators", "scrollTargetBehavior", "scrollTargetLayout",
        "safeAreaInset", "containerRelativeFrame", "matchedGeometryEffect", "navigationSplitViewStyle", "menuStyle",
        "formStyle", "labelsHidden", "environmentValue", "onOpenURL", "userActivity", "onDrag", "onDrop", "draggable",
        "dropDestination", "swipeActions", "toolbarBackground", "toolbarColorScheme", "toolbarRole", "statusBarHidden",
        "persistentSystemOverlays", "presentationDragIndicator", "presentationBackground", "headerProminence",
        "fill", "stroke", "strokeBorder", "style", "onDelete", "onMove", "blendMode", "redacted", "position",
        "textSelection", "previewLayout", "previewDisplayName", "previewDevice", "onHover", "focusable", "fileImporter",
        "fileExporter", "trim", "rotation", "insetGroupedListStyle", "actionSheet", "alignmentGuide", "coordinateSpace",
        "onPreferenceChange", "preference", "anchorPreference", "onGeometryChange", "onContinuousHover", "hoverEffect",
        "keyboardShortcut", "defaultFocus", "focusScope", "prefersDefaultFocus", "scrollPosition", "scrollBounceBehavior",
        "frame", "toolbarTitleDisplayMode", "listRowSpacing", "listSectionSpacing", "privacySensitive",
    ]

    func modify(_ views: [SwiftUINode], _ name: String, _ call: FunctionCallExprSyntax, in scope: SwiftScope) -> [SwiftUINode] {
        let arguments = Array(call.arguments)
        let first = arguments.first.map { evaluator(in: scope).evaluate($0.expression, in: scope) }
        func text() -> String? {
            guard let expression = arguments.first?.expression else { return nil }
            return self.text(expression, in: scope, use: ".\(name)")
        }
        func each(_ change: (inout SwiftUINode) -> Void) -> [SwiftUINode] {
            views.map { view in
                var view = view
                change(&view)
                return view
            }
        }
        func traits(_ value: SwiftValue?) -> [String] {
            Self.memberNames(value).compactMap { Self.traitNames[$0] }
        }
        if let modified = accessibilityModifier(views, name, call, in: scope) { return modified }
        switch name {
        case "accessibilityLabel": return each { $0.accessibilityLabel = text() }
        case "accessibilityValue": return each { $0.accessibilityValue = text() }
        case "accessibilityHint": return each { $0.accessibilityHint = text() }
        case "accessibilityIdentifier": return each { $0.accessibilityIdentifier = first?.string }
        case "accessibilityAddTraits": return each { $0.addedTraits += traits(first) }
        case "accessibilityRemoveTraits": return each { $0.removedTraits += traits(first) }
        case "accessibilityHeading": return each { $0.addedTraits.append("header") }
        case "accessibilityHidden": return each { $0.isAccessibilityHidden = flag(first, call, "Whether the view is hidden") }
        case "accessibilitySortPriority": return each { $0.sortPriority = first?.number }
        case "accessibilityElement":
            let behavior: SwiftUINode.Children = switch argument("children", arguments, in: scope) {
            case .member("combine")?: .combine
            case .member("contain")?: .contain
            default: .ignore
            }
            return [wrap(views, at: call) { $0.childBehavior = behavior }]
        case "accessibility":
            // The older forms: `.accessibility(label: Text("…"))`, `(hint:)`, `(value:)`, `(hidden:)`, `(addTraits:)`.
            guard let argument = arguments.first, let label = argument.label?.text else { return views }
            let said = self.text(argument.expression, in: scope, use: ".accessibility(\(label):)")
            let value = evaluator(in: scope).evaluate(argument.expression, in: scope)
            return each { view in
                switch label {
                case "label": view.accessibilityLabel = said
                case "value": view.accessibilityValue = said
                case "hint": view.accessibilityHint = said
                case "identifier": view.accessibilityIdentifier = value.string
                case "hidden": view.isAccessibilityHidden = value.bool ?? true
                case "addTraits": view.addedTraits += traits(value)
                case "removeTraits": view.removedTraits += traits(value)
                default: break
                }
            }
        case "disabled":
            // SwiftUI disables every control inside the view (its environment), not the view alone.
            let off = flag(first, call, "Whether the view is dimmed")
            return each { Self.disable(&$0, off) }
        case "hidden": return each { $0.isHidden = true }
        case "onTapGesture": return each { $0.handlesTaps = true }
        case "sheet", "fullScreenCover", "popover", "alert", "confirmationDialog":
            // Shown over the screen when its state is true on the first render; from the first view.
            guard let shown = presentation(name, call, in: scope), var first = views.first else { return views }
            first.presentations.append(shown)
            return [first] + views.dropFirst()
        case "opacity":
            // `.opacity(0)` written so hides the view; an opacity that state gives (`start ? 1 : 0`)
            // is an animation's, which runs as the screen appears: the view is read.
            let literal = arguments.first.map { $0.expression.is(IntegerLiteralExprSyntax.self)
                || $0.expression.is(FloatLiteralExprSyntax.self) } ?? false
            return literal && first?.number == 0 ? each { $0.isHidden = true } : views
        case "navigationTitle", "navigationBarTitle": return each { $0.navigationTitle = text() }
        case "tag": return each { $0.tag = first }
        case "pickerStyle":
            // `.segmented` or `SegmentedPickerStyle()`: segments VoiceOver reads one by one.
            var chosen: String?
            if case .member(let name)? = first { chosen = name }
            if arguments.first?.expression.excerpt.hasPrefix("SegmentedPickerStyle") == true { chosen = "segmented" }
            if arguments.first?.expression.excerpt.hasPrefix("InlinePickerStyle") == true { chosen = "inline" }
            if arguments.first?.expression.excerpt.hasPrefix("WheelPickerStyle") == true { chosen = "wheel" }
            return views.map { view in
                guard view.kind == .picker else { return view }
                var picker = view
                picker.style = chosen
                return chosen == "inline" || chosen == "radioGroup" ? Self.inlineOptions(picker) : picker
            }
        case "navigationBarItems":
            // The older bar items: `leading:` on the bar's left, `trailing:` on its right.
            let items = navigationBarItems(arguments, in: scope)
            return each { $0.toolbar += items }
        case "font":
            guard case .member(let style)? = first else { return views }
            return each { $0.textStyle = style == "title" ? "title1" : style }
        case "padding":
            var amount = 16.0
            var edges = "all"
            for argument in arguments {
                let value = evaluator(in: scope).evaluate(argument.expression, in: scope)
                if let number = value.number { amount = number }
                if case .member(let edge) = value { edges = edge }
            }
            return each { view in
                if ["all", "horizontal", "leading"].contains(edges) { view.padding.left += amount }
                if ["all", "horizontal", "trailing"].contains(edges) { view.padding.right += amount }
                if ["all", "vertical", "top"].contains(edges) { view.padding.top += amount }
                if ["all", "vertical", "bottom"].contains(edges) { view.padding.bottom += amount }
            }
        case "frame":
            let width = argument("width", arguments, in: scope)?.number ?? argument("minWidth", arguments, in: scope)?.number
            let height = argument("height", arguments, in: scope)?.number ?? argument("minHeight", arguments, in: scope)?.number
            return each { view in
                if let width { view.width = width }
                if let height { view.height = height }
            }
        case "tabItem":
            let item = trailingViews(call, in: scope)
            let title = item.first { $0.kind == .text || $0.kind == .label }?.text
            let image = item.first { $0.imageName != nil }?.imageName
            return each { $0.tabItem = (title, image) }
        case "overlay" where true, "background" where call.trailingClosure != nil:
            // What an overlay or a background view shows is read too: after the view, or before it.
            let extra = trailingViews(call, in: scope)
            return name == "overlay" ? [wrap(views + extra, at: call) { _ in }] : [wrap(extra + views, at: call) { _ in }]
        case "navigationBarHidden":
            return each { $0.hidesNavigationBar = flag(first, call, "Whether the navigation bar is hidden") }
        case "toolbar" where call.trailingClosure == nil && arguments.count >= 1:
            // `.toolbar(.hidden, for: .navigationBar)` (or with no bar named: the navigation bar
            // on iPhone); `.visible` and `.automatic` leave it shown.
            let bars = arguments.dropFirst().flatMap { Self.memberNames(evaluator(in: scope).evaluate($0.expression, in: scope)) }
            guard case .member("hidden")? = first, bars.isEmpty || bars.contains("navigationBar") else { return views }
            return each { $0.hidesNavigationBar = true }
        case "toolbar":
            // The items of the toolbar (ToolbarItem, ToolbarItemGroup, or views: the primary action's place).
            var items: [ToolbarEntry] = []
            for view in trailingViews(call, in: scope) {
                if let placement = view.toolbarPlacement {
                    items += view.children.map { ToolbarEntry(placement: placement, item: $0) }
                } else {
                    items.append(ToolbarEntry(placement: "automatic", item: view))
                }
            }
            return each { $0.toolbar += items }
        case "searchable":
            // A search field in the navigation bar, read after the title (SwiftUI's prompt:
            // "Search" when none is given); its suggestions and scopes are run time's.
            let prompt = arguments.first { $0.label?.text == "prompt" }
                .flatMap { self.text($0.expression, in: scope, use: "prompt") }
            let text = argument("text", arguments, in: scope)?.string
            return each { $0.search = (prompt ?? "Search", text) }
        default:
            if Self.styleModifiers.contains(name) { return views }
            if let modified = projectModifier(views, name, call, in: scope) { return modified }
            noteOnce(name, "voicenav does not know the modifier .\(name): the view is read as it is", at: call)
            return views
        }
    }

    /// An inline picker (`.pickerStyle(.inline)`): its title, then each option a button, the
    /// chosen one selected, as iOS lists them (rows with a checkmark in a form).
    static func inlineOptions(_ picker: SwiftUINode) -> SwiftUINode {
        var group = SwiftUINode(kind: .group, location: picker.location)
        if let title = picker.text { group.children.append(SwiftUINode(kind: .text, location: picker.location, text: title)) }
        for option in picker.children where !option.spokenTexts.isEmpty {
            var button = SwiftUINode(kind: .button, location: option.location, text: option.spokenTexts.joined(separator: ", "))
            if option.spokenTexts.first == picker.value { button.addedTraits.append("selected") }
            button.isDisabled = picker.isDisabled
            group.children.append(button)
        }
        return group
    }

    /// `node` dimmed with every view inside it when `off`; `.disabled(false)` leaves a view
    /// dimmed by its own modifier as it is (SwiftUI: the outer value only adds).
    static func disable(_ node: inout SwiftUINode, _ off: Bool) {
        guard off else { return }
        node.isDisabled = true
        for index in node.children.indices { disable(&node.children[index], true) }
        for index in node.header.indices { disable(&node.header[index], true) }
        for index in node.footer.indices { disable(&node.footer[index], true) }
    }

    /// A Boolean modifier's argument (true when none is given); a run-time value is taken as
    /// false (the view stays), with a note at the modifier.
    func flag(_ value: SwiftValue?, _ call: FunctionCallExprSyntax, _ use: String) -> Bool {
        guard let value else { return true }
        if let flag = value.bool { return flag }
        note(unknown: value.isUnknown ? value : .unknown("an expression", file.position(call)), use: use, at: call)
        return false
    }

    /// SwiftUI's trait names (`.isHeader`) as the model's.
    /// The member names a value gives: `.a` or an option set literal `[.a, .b]`.
    static func memberNames(_ value: SwiftValue?) -> [String] {
        switch value {
        case .member(let name)?: [name]
        case .array(let items)?: items.flatMap { memberNames($0) }
        default: []
        }
    }

    static let traitNames: [String: String] = [
        "isButton": "button", "isHeader": "header", "isLink": "link", "isImage": "image", "isSelected": "selected",
        "isStaticText": "staticText", "isSearchField": "searchField", "isSummaryElement": "summaryElement",
        "playsSound": "playsSound", "isKeyboardKey": "keyboardKey", "updatesFrequently": "updatesFrequently",
        "startsMediaSession": "startsMediaSession", "allowsDirectInteraction": "allowsDirectInteraction",
        "causesPageTurn": "causesPageTurn", "isModal": "modal", "isToggle": "toggle", "isTabBar": "tabBar",
    ]

    /// Views as one: the view itself when there is one, else a group holding them.
    func wrap(_ views: [SwiftUINode], at call: FunctionCallExprSyntax, _ change: (inout SwiftUINode) -> Void) -> SwiftUINode {
        var node = views.count == 1 ? views[0] : SwiftUINode(kind: .group, location: file.position(call), children: views)
        change(&node)
        return node
    }

    /// `.navigationBarItems(leading:trailing:)`'s views, each with its place on the bar.
    func navigationBarItems(_ arguments: [LabeledExprSyntax], in scope: SwiftScope) -> [ToolbarEntry] {
        var items: [ToolbarEntry] = []
        for argument in arguments {
            let placement = argument.label?.text == "leading" ? "navigationBarLeading" : "navigationBarTrailing"
            for view in views(argument.expression, in: scope) { items.append(ToolbarEntry(placement: placement, item: view)) }
        }
        return items
    }

    /// The views of a modifier's trailing closure (`.tabItem { … }`, `.overlay { … }`).
    func trailingViews(_ call: FunctionCallExprSyntax, in scope: SwiftScope) -> [SwiftUINode] {
        if let closure = call.trailingClosure { return build(closure.statements, in: SwiftScope(parent: scope)) }
        return call.arguments.first.map { views($0.expression, in: scope) } ?? []
    }
}
