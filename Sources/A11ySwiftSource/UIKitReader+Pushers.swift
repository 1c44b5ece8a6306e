import SwiftSyntax

/// The screen a screen is pushed from (SwiftSourceReading.md, "Screens"): where every place the
/// project makes the screen's class is a controller's method pushing it onto that controller's own
/// navigation stack (`navigationController?.pushViewController(detail, animated: true)`,
/// `show(detail, sender: self)`), the screen is shown on top of that controller, as UIKit shows
/// it: under the bar, with a back button the controller below gives (its `backBarButtonItem`,
/// else its `backButtonTitle`, else its title, else "Back"), that controller having been shown
/// and told it disappears.
extension UIKitReader {
    /// The controller the project pushes `type` from, made as the project makes it and shown (its
    /// view loaded, its title and navigation item set); nil when it is made elsewhere, or in
    /// places pushing it from different controllers, or not pushed.
    func pusher(of type: String) -> SwiftValue? {
        let sites = sites(making: type).filter { !Self.isInside(type, $0.site.call) }
        // (A screen handed to a method of the class making it that pushes its parameter, `self.push(ThemeChooser())`
        // with `func push(_ viewController: UIViewController)` pushing it, is pushed by that class too.)
        guard sites.count < 8 else { return nil }
        let pushers = sites.map { $0.site.pushedBy ?? pushingThrough($0.site, in: $0.file) }
        guard let pusher = pushers.first ?? nil, pusher != type, pushers.allSatisfy({ $0 == pusher }),
              let (caller, site) = sites.first,
              uikitBase(of: pusher, from: caller).map(UIKitClasses.isController) == true,
              !makingOwners.contains(pusher) else { return nil }
        // (Made and shown as a screen of its own, keeping none of its notes: the screen read is the one pushed.)
        makingOwners.insert(pusher)
        defer { makingOwners.remove(pusher) }
        // (One that is itself a tab of the project's tab bar controller: the one that controller makes, in its tab.)
        let inTab = tabHost(of: pusher).flatMap { Self.tabController(of: pusher, in: $0.object) }
        return quietly {
            let evaluator = SwiftEvaluator(file: caller, types: types)
            let object = inTab
                ?? make(pusher, arguments: [], at: site.call, evaluator: evaluator, in: SwiftScope(), showing: true)
            _ = appear(object)
            // (It goes under the screen pushed on it: UIKit tells it so, and what it undoes then, a bar it hid, is undone.)
            if case .object(let made, _) = object {
                for name in ["viewWillDisappear", "viewDidDisappear"] { runLifecycle(name, on: object, type: made) }
            }
            return object
        }
    }

    /// The class whose method the screen made at `site` is handed to (`site.handedTo`), when that method (of the class
    /// or a superclass of the project's) pushes its first parameter onto the class's own stack; nil otherwise.
    private func pushingThrough(_ site: MadeSite, in file: SwiftSourceFile) -> String? {
        guard let name = site.handedTo, let owner = Self.enclosingType(of: site.call), !owner.isStatic,
              let method = methods(of: owner.name, from: file)[name]?.first(where: { !$0.isStatic }),
              let parameter = method.function.signature.parameterClause.parameters.first, let body = method.function.body
        else { return nil }
        let finder = PushFinder(name: (parameter.secondName ?? parameter.firstName).text)
        finder.walk(body)
        return finder.found ? owner.name : nil
    }

    /// The method of the enclosing class the value `call` makes is handed to as its first argument, with no label
    /// (`self.push(Detail())`, `show(detail)` for the local `name` it is made into, in a later statement of `block`);
    /// nil when it is handed to none.
    static func ownMethod(handed call: FunctionCallExprSyntax, into name: String?, block: CodeBlockItemListSyntax?)
        -> String? {
        func method(taking argument: LabeledExprSyntax) -> String? {
            guard argument.label == nil, let list = argument.parent?.as(LabeledExprListSyntax.self),
                  list.first?.id == argument.id, let handing = list.parent?.as(FunctionCallExprSyntax.self) else { return nil }
            if let reference = handing.calledExpression.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
            guard let access = handing.calledExpression.as(MemberAccessExprSyntax.self),
                  access.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) else { return nil }
            return access.declName.baseName.text
        }
        if let argument = call.parent?.as(LabeledExprSyntax.self) { return method(taking: argument) }
        guard let name, let block else { return nil }
        for item in block {
            for reference in item.tokens(viewMode: .sourceAccurate) where reference.text == name {
                if let argument = reference.parent?.as(DeclReferenceExprSyntax.self)?.parent?.as(LabeledExprSyntax.self),
                   let found = method(taking: argument) {
                    return found
                }
            }
        }
        return nil
    }

    /// Puts `object` on the navigation stack of `below`, the controller it is pushed from, above it: the one stack
    /// object that controller's code already set up (its bar's settings are the screen's too), else a new one.
    func push(_ object: SwiftValue, above below: SwiftValue, at node: some SyntaxProtocol, evaluator: SwiftEvaluator) {
        guard let fields = Self.fields(object), let belowFields = Self.fields(below) else { return }
        let stack = belowFields["#navigationController"]
            ?? make("UINavigationController", arguments: [], at: node, evaluator: evaluator, in: SwiftScope())
        Self.fields(stack)?["viewControllers"] = .array([below, object])
        (fields["#navigationController"], belowFields["#navigationController"]) = (stack, stack)
    }

    /// The class whose method pushes what `call` makes onto its own navigation stack: the call itself the
    /// pushed controller (`navigationController?.pushViewController(Detail(), animated: true)`), or the local
    /// `name` it is made into, pushed by a later statement of the same block (or of a closure there).
    static func pushingType(of call: FunctionCallExprSyntax, into name: String?, block: CodeBlockItemListSyntax?) -> String? {
        guard let owner = enclosingType(of: call), !owner.isStatic else { return nil }
        if let argument = call.parent?.as(LabeledExprSyntax.self), argument.label == nil,
           let list = argument.parent?.as(LabeledExprListSyntax.self), list.first?.id == argument.id,
           let push = list.parent?.as(FunctionCallExprSyntax.self), pushesOntoOwnStack(push) {
            return owner.name
        }
        guard let name, let block else { return nil }
        let pushes = block.contains { item in
            let finder = PushFinder(name: name)
            finder.walk(item)
            return finder.found
        }
        return pushes ? owner.name : nil
    }

    /// `navigationController?.pushViewController(_:animated:)` and `show(_:sender:)` on the controller itself:
    /// `self`, or a name bound from it (`guard let strongSelf = self`).
    static func pushesOntoOwnStack(_ call: FunctionCallExprSyntax) -> Bool {
        func unwrapped(_ expression: ExprSyntax?) -> ExprSyntax? {
            if let optional = expression?.as(OptionalChainingExprSyntax.self) { return unwrapped(optional.expression) }
            if let forced = expression?.as(ForceUnwrapExprSyntax.self) { return unwrapped(forced.expression) }
            return expression
        }
        func isOwner(_ expression: ExprSyntax?) -> Bool {
            guard let expression = unwrapped(expression) else { return true }
            guard let reference = expression.as(DeclReferenceExprSyntax.self) else { return false }
            let name = reference.baseName.text
            return name == "self" || bindsSelf(name, above: call)
        }
        let callee = call.calledExpression
        if let reference = callee.as(DeclReferenceExprSyntax.self) {
            return reference.baseName.text == "show" && call.arguments.last?.label?.text == "sender"
        }
        guard let access = callee.as(MemberAccessExprSyntax.self) else { return false }
        switch access.declName.baseName.text {
        case "pushViewController":
            let stack = unwrapped(access.base)
            if let reference = stack?.as(DeclReferenceExprSyntax.self) {
                return reference.baseName.text == "navigationController"
            }
            guard let member = stack?.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "navigationController"
            else { return false }
            return isOwner(member.base)
        case "show":
            return call.arguments.last?.label?.text == "sender" && isOwner(access.base)
        default:
            return false
        }
    }

    /// Whether a block around `node` binds `name` to `self` (`guard let strongSelf = self else { return }`,
    /// `if let this = self`).
    private static func bindsSelf(_ name: String, above node: some SyntaxProtocol) -> Bool {
        var current = node.parent
        while let parent = current, !parent.is(MemberBlockItemSyntax.self) {
            if let list = parent.as(CodeBlockItemListSyntax.self) {
                for item in list {
                    let conditions = item.item.as(GuardStmtSyntax.self)?.conditions
                        ?? item.item.as(ExpressionStmtSyntax.self)?.expression.as(IfExprSyntax.self)?.conditions
                    for condition in conditions ?? [] {
                        if let binding = condition.condition.as(OptionalBindingConditionSyntax.self),
                           binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name,
                           binding.initializer?.value.as(DeclReferenceExprSyntax.self)?.baseName.text == "self" {
                            return true
                        }
                    }
                }
            }
            current = parent.parent
        }
        return false
    }
}

/// Finds a push of the local `name` onto the controller's own stack.
private final class PushFinder: SyntaxVisitor {
    let name: String
    var found = false

    init(name: String) {
        self.name = name
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if !found, node.arguments.first?.label == nil,
           node.arguments.first?.expression.as(DeclReferenceExprSyntax.self)?.baseName.text == name,
           UIKitReader.pushesOntoOwnStack(node) {
            found = true
        }
        return found ? .skipChildren : .visitChildren
    }
}
