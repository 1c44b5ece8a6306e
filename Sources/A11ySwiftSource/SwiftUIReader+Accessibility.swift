import SwiftSyntax

/// The accessibility modifiers that give VoiceOver more than a label (SwiftSourceReading.md,
/// "Actions, custom content and representations"): named actions, custom content, an
/// adjustable action, a representation that stands for the view, and the layout direction
/// of the environment.
extension SwiftUIReader {
    /// Modifiers other assistive technologies use (Voice Control's input labels, the large
    /// content viewer, focus state): VoiceOver's speech does not change, so they pass without a note.
    static let unspokenModifiers: Set<String> = [
        "accessibilityInputLabels", "accessibilityShowsLargeContentViewer", "accessibilityFocused",
        "accessibilityTextContentType", "accessibilityRespondsToUserInteraction", "accessibilityDefaultFocus",
        "accessibilityLinkedGroup", "accessibilityChartDescriptor", "accessibilityDirectTouch",
    ]

    /// `views` with the accessibility modifier `name` applied, or nil when `name` is not one of
    /// those this file reads.
    func accessibilityModifier(_ views: [SwiftUINode], _ name: String, _ call: FunctionCallExprSyntax,
                               in scope: SwiftScope) -> [SwiftUINode]? {
        func each(_ change: (inout SwiftUINode) -> Void) -> [SwiftUINode] {
            views.map { view in
                var view = view
                change(&view)
                return view
            }
        }
        let arguments = Array(call.arguments)
        switch name {
        case "accessibilityAction":
            // A named action is offered in the Actions rotor; an unnamed one (`.default`), the
            // escape and magic tap gestures are what a gesture does, not something VoiceOver says.
            guard let action = actionName(arguments, call, in: scope) else { return views }
            return each { $0.customActions.append(action) }
        case "accessibilityActions":
            // `accessibilityActions { Button("Delete") { … } }`: each view a named action.
            let names = trailingViews(call, in: scope).compactMap { $0.spokenTexts.first }
            return each { $0.customActions += names }
        case "accessibilityAdjustableAction":
            // SwiftUI makes the view adjustable: swipes up and down change its value.
            return each { $0.addedTraits.append("adjustable") }
        case "accessibilityCustomContent":
            guard let content = customContent(arguments, call, in: scope) else { return views }
            return each { $0.customContent.append(content) }
        case "accessibilityRepresentation":
            // The representation's element stands for the view in the accessibility tree, in
            // the view's place: the view is drawn, the representation is read.
            let stand = trailingViews(call, in: scope)
            guard !stand.isEmpty else { return each { $0.isAccessibilityHidden = true } }
            return views.map { view in
                var node = stand.count == 1 ? stand[0] : SwiftUINode(kind: .group, location: file.position(call), children: stand)
                (node.padding, node.width, node.height) = (view.padding, view.width, view.height)
                return node
            }
        case "environment":
            // `.environment(\.layoutDirection, .rightToLeft)`: the views below it are laid out
            // from the right; other environment values change nothing VoiceOver reads.
            guard arguments.count == 2, arguments[0].expression.description.trimmedSwift == "\\.layoutDirection" else {
                return views
            }
            switch evaluator(in: scope).evaluate(arguments[1].expression, in: scope) {
            case .member("rightToLeft"): return each { $0.rightToLeft = true }
            case .member("leftToRight"): return each { $0.rightToLeft = false }
            case let value:
                note(unknown: value.isUnknown ? value : .unknown("an expression", file.position(arguments[1])),
                     use: "The layout direction", at: arguments[1])
                return views
            }
        default:
            return Self.unspokenModifiers.contains(name) ? views : nil
        }
    }

    /// The name of an `accessibilityAction`: `named: "Delete"` (a key, a `Text`, a string), or
    /// the text of its `label:` views; nil for an unnamed action or one whose name only run time knows.
    private func actionName(_ arguments: [LabeledExprSyntax], _ call: FunctionCallExprSyntax,
                            in scope: SwiftScope) -> String? {
        if let named = arguments.first(where: { $0.label?.text == "named" }) {
            return text(named.expression, in: scope, use: "action's name")
        }
        if let label = arguments.first(where: { $0.label?.text == "label" }) {
            return views(label.expression, in: scope).flatMap(\.spokenTexts).first
        }
        if call.arguments.contains(where: { $0.label?.text == "action" }),
           let label = call.additionalTrailingClosures.first(where: { $0.label.text == "label" }) {
            return build(label.closure.statements, in: SwiftScope(parent: scope)).flatMap(\.spokenTexts).first
        }
        return nil
    }

    /// `accessibilityCustomContent(_ label:, _ value:, importance:)`: the label a key, a `Text` or
    /// a string; the value a `Text`, a string or nil (the content is then not added, as SwiftUI does).
    private func customContent(_ arguments: [LabeledExprSyntax], _ call: FunctionCallExprSyntax,
                               in scope: SwiftScope) -> SwiftUINode.CustomContent? {
        let unlabelled = arguments.filter { $0.label == nil }
        guard unlabelled.count == 2 else { return nil }
        var labelExpression = unlabelled[0].expression
        // `AccessibilityCustomContentKey("Age")` and `.init("Age")`: the key's label.
        if let key = labelExpression.as(FunctionCallExprSyntax.self), key.calledExpression.description.trimmedSwift
            .hasSuffix("AccessibilityCustomContentKey") || key.calledExpression.description.trimmedSwift == ".init",
           let inner = key.arguments.first?.expression {
            labelExpression = inner
        }
        guard let label = text(labelExpression, in: scope, use: "custom content's label"),
              let value = text(unlabelled[1].expression, in: scope, use: "custom content's value") else { return nil }
        var isHigh = false
        if case .member("high")? = argument("importance", arguments, in: scope) { isHigh = true }
        return SwiftUINode.CustomContent(label: label, value: value, isHighImportance: isHigh)
    }
}
