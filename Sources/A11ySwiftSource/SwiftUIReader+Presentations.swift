import A11ySceneModel
import SwiftSyntax

/// Something a view presents over the screen (SwiftSourceReading.md, "Presentations"): a sheet,
/// a full-screen cover, a popover, an alert or a confirmation dialog.
package struct SwiftUIPresentation {
    package enum Kind { case sheet, fullScreenCover, alert, confirmationDialog }
    package var kind: Kind
    package var location: FilePosition
    /// An alert's or dialog's title and message.
    package var title: String?
    package var message: String?
    /// A sheet's views; an alert's or dialog's buttons.
    package var views: [SwiftUINode]
}

extension SwiftUIReader {
    /// The presentation `.sheet`, `.fullScreenCover`, `.popover`, `.alert` or
    /// `.confirmationDialog` makes when its state is true on the first render (`isPresented:`
    /// holding true, `item:` holding a value); nil when it is false, with a note when only run
    /// time knows.
    func presentation(_ name: String, _ call: FunctionCallExprSyntax, in scope: SwiftScope) -> SwiftUIPresentation? {
        let arguments = Array(call.arguments)
        let trailing = Self.trailingClosures(of: call)
        guard let state = arguments.first(where: { ["isPresented", "item"].contains($0.label?.text ?? "") }) else { return nil }
        let value = evaluator(in: scope).evaluate(state.expression, in: scope)
        switch value {
        case .bool(false), .none: return nil
        case .unknown:
            note(unknown: value, use: "Whether this .\(name) shows", at: state)
            return nil
        case .bool(true): break
        default: if state.label?.text == "isPresented" { return nil }
        }
        func closure(_ label: String?) -> ClosureExprSyntax? {
            trailing.first { $0.label == label }?.closure
                ?? arguments.first { $0.label?.text == (label ?? "content") }?.expression.as(ClosureExprSyntax.self)
        }
        func built(_ label: String?) -> [SwiftUINode] {
            closure(label).map { build($0.statements, in: SwiftScope(parent: scope)) } ?? []
        }
        let here = file.position(call)
        guard name == "alert" || name == "confirmationDialog" else {
            let kind: SwiftUIPresentation.Kind = name == "fullScreenCover" ? .fullScreenCover : .sheet
            return SwiftUIPresentation(kind: kind, location: here, views: built(nil))
        }
        let kind: SwiftUIPresentation.Kind = name == "alert" ? .alert : .confirmationDialog
        // The older form: `.alert(isPresented:) { Alert(title: Text("…"), message: …, dismissButton: …) }`.
        if let older = closure(nil)?.statements.first?.item.as(ExprSyntax.self)?.as(FunctionCallExprSyntax.self),
           ["Alert", "ActionSheet"].contains(older.calledExpression.excerpt) {
            return olderAlert(older, kind: kind, at: here, in: scope)
        }
        // A confirmation dialog shows its title only when asked to (`titleVisibility: .visible`).
        let titleShown = name == "alert"
            || arguments.contains { $0.label?.text == "titleVisibility" && $0.expression.excerpt == ".visible" }
        let title = titleShown
            ? arguments.first { $0.label == nil }.flatMap { text($0.expression, in: scope, use: ".\(name)") } : nil
        let message = built("message").flatMap(\.spokenTexts).joined(separator: " ")
        let actions = closure("actions") != nil ? built("actions") : built(nil)
        return SwiftUIPresentation(kind: kind, location: here, title: title, message: message.isEmpty ? nil : message,
                                   views: actions)
    }

    /// `Alert(title:message:dismissButton:)`, `Alert(title:primaryButton:secondaryButton:)`,
    /// `ActionSheet(title:message:buttons:)`: their texts, and a button for each `.default(Text(…))`,
    /// `.destructive(Text(…))` and `.cancel()` (titled "Cancel", as SwiftUI titles it); none: "OK".
    private func olderAlert(_ call: FunctionCallExprSyntax, kind: SwiftUIPresentation.Kind, at here: FilePosition,
                            in scope: SwiftScope) -> SwiftUIPresentation {
        func said(_ label: String) -> String? {
            call.arguments.first { $0.label?.text == label }
                .flatMap { views($0.expression, in: scope).flatMap(\.spokenTexts).first }
        }
        var buttons: [SwiftUINode] = []
        let labels = ["dismissButton", "primaryButton", "secondaryButton", "buttons"]
        let given = call.arguments.filter { labels.contains($0.label?.text ?? "") }
        var expressions = given.map(\.expression)
        if let list = given.first(where: { $0.label?.text == "buttons" })?.expression.as(ArrayExprSyntax.self) {
            expressions = list.elements.map(\.expression)
        }
        for expression in expressions {
            guard let button = expression.as(FunctionCallExprSyntax.self),
                  let style = button.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text else { continue }
            let title = button.arguments.first.flatMap { views($0.expression, in: scope).flatMap(\.spokenTexts).first }
            var node = SwiftUINode(kind: .button, location: file.position(button),
                                   text: title ?? (style == "cancel" ? "Cancel" : nil))
            node.role = style == "default" ? nil : style
            buttons.append(node)
        }
        return SwiftUIPresentation(kind: kind, location: here, title: said("title"), message: said("message"), views: buttons)
    }
}
