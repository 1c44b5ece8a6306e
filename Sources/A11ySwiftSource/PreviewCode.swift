import SwiftSyntax

/// Code that shows a preview of a screen rather than the screen (SwiftSourceReading.md, "Screens"): a 3D Touch peek
/// (`previewingContext(_:viewControllerForLocation:)`), a context menu's `previewProvider` closure, and the file's
/// private methods only they (or a context menu's function, outside its actions) call (`getNavControllerForText(_:)`
/// giving both their controllers).
enum PreviewCode {
    /// Whether `node` is a peek's function or a `previewProvider:` closure.
    static func isPreview(_ node: Syntax) -> Bool {
        if let function = node.as(FunctionDeclSyntax.self) {
            return function.name.text == "previewingContext"
                && function.signature.parameterClause.parameters.last?.firstName.text == "viewControllerForLocation"
        }
        if node.is(ClosureExprSyntax.self), node.parent?.as(LabeledExprSyntax.self)?.label?.text == "previewProvider" {
            return true
        }
        return false
    }

    /// Whether `node` is a delegate's context menu function (`tableView(_:contextMenuConfigurationForRowAt:point:)`,
    /// the collection view's, `contextMenuInteraction(_:configurationForMenuAtLocation:)`): what it makes outside its
    /// menu's actions is for the preview.
    static func isContextMenu(_ node: FunctionDeclSyntax) -> Bool {
        let labels = node.signature.parameterClause.parameters.map(\.firstName.text)
        return labels.contains { ["contextMenuConfigurationForRowAt", "contextMenuConfigurationForItemAt",
                                  "contextMenuConfigurationForItemsAt", "configurationForMenuAtLocation"].contains($0) }
    }

    /// Whether `node` is a closure a context menu's action runs (`actionProvider:`, `UIAction(…) { _ in … }`).
    static func isMenuAction(_ node: ClosureExprSyntax) -> Bool {
        if node.parent?.as(LabeledExprSyntax.self)?.label?.text == "actionProvider" { return true }
        // (A trailing closure's parent is the call; an argument's, its labelled expression in the call's list.)
        guard let call = node.parent?.as(FunctionCallExprSyntax.self)
            ?? node.parent?.parent?.parent?.as(FunctionCallExprSyntax.self) else { return false }
        return ["UIAction", "UIMenu"].contains(call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text ?? "")
    }

    /// Whether `file`'s text names preview code at all (most files do not: their walk for it is skipped).
    static func mayHavePreviews(_ file: SwiftSourceFile) -> Bool {
        ["previewingContext", "previewProvider", "contextMenuConfiguration", "configurationForMenuAtLocation"]
            .contains { file.mentions($0) }
    }

    /// The names of `file`'s private and fileprivate methods that only preview code calls.
    static func previewOnlyMethods(in tree: some SyntaxProtocol) -> Set<String> {
        let finder = PreviewCallFinder(viewMode: .sourceAccurate)
        finder.walk(tree)
        return finder.inPreview.subtracting(finder.elsewhere).intersection(finder.privateMethods)
    }
}

/// The names called inside preview code and elsewhere (a call with no base, or on `self`), and the private methods.
private final class PreviewCallFinder: SyntaxVisitor {
    var inPreview: Set<String> = [], elsewhere: Set<String> = [], privateMethods: Set<String> = []
    /// How deep in preview code the walk is, and in a context menu's actions inside it (which show screens).
    private var depth = 0, actions = 0

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        if node.modifiers.contains(where: { ["private", "fileprivate"].contains($0.name.text) }) {
            privateMethods.insert(node.name.text)
        }
        if PreviewCode.isPreview(Syntax(node)) || PreviewCode.isContextMenu(node) { depth += 1 }
        return .visitChildren
    }
    override func visitPost(_ node: FunctionDeclSyntax) {
        if PreviewCode.isPreview(Syntax(node)) || PreviewCode.isContextMenu(node) { depth -= 1 }
    }
    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind {
        if PreviewCode.isPreview(Syntax(node)) { depth += 1 }
        if PreviewCode.isMenuAction(node) { actions += 1 }
        return .visitChildren
    }
    override func visitPost(_ node: ClosureExprSyntax) {
        if PreviewCode.isPreview(Syntax(node)) { depth -= 1 }
        if PreviewCode.isMenuAction(node) { actions -= 1 }
    }
    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        let callee = node.calledExpression
        let access = callee.as(MemberAccessExprSyntax.self)
        let name = callee.as(DeclReferenceExprSyntax.self)?.baseName.text
            ?? (access?.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
                ? access?.declName.baseName.text : nil)
        if let name {
            if depth > 0, actions == 0 { inPreview.insert(name) } else { elsewhere.insert(name) }
        }
        return .visitChildren
    }
}
