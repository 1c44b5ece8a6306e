import A11ySceneModel
import SwiftSyntax

/// A SwiftUI view a UIKit screen shows through a `UIHostingController` (SwiftSourceReading.md,
/// "UIKit screens built in code", "SwiftUI inside UIKit"): the controller is made as UIKit makes
/// it, a controller whose view hosts the root view; its view, wherever the code puts it (a
/// child's view added and pinned, a controller pushed or presented), embeds a child controller
/// that the SwiftUI reader builds from the root view expression, read where it was written and
/// with what that code's scope held, exactly as a SwiftUI screen of the project is read.
struct HostedView {
    /// The root view as the code writes it (`IntroductionCloudInfoView(action: …)`, modifiers included).
    let expression: ExprSyntax
    let scope: SwiftScope
    let file: SwiftSourceFile
}

extension UIKitReader {
    /// The field of a hosting controller (and of its view) holding the root view it shows.
    static let hostedKey = "#hosted"

    /// `UIHostingController(rootView: …)`, a generic one included (`UIHostingController<Root>(rootView:)`), and
    /// the project's subclasses of it (`HostingController(rootView: …)`, made with the initializer they inherit):
    /// a view controller holding its root view; nil for any other call.
    func hostingController(_ call: FunctionCallExprSyntax, arguments: [LabeledExprSyntax], evaluator: SwiftEvaluator,
                           in scope: SwiftScope) -> SwiftValue? {
        guard let root = arguments.first(where: { $0.label?.text == "rootView" }) else { return nil }
        let callee = call.calledExpression.as(GenericSpecializationExprSyntax.self)?.expression ?? call.calledExpression
        guard let type = callee.as(DeclReferenceExprSyntax.self)?.baseName.text, scope[type] == nil,
              type == "UIHostingController"
                || type.namesType && lineage(of: type, from: evaluator.file).contains("UIHostingController")
        else { return nil }
        let controller = make("UIViewController", arguments: [], at: call, evaluator: evaluator, in: scope)
        // A root view held by a local (`let content = AdviceView()`, then `rootView: content`): the view it was made as.
        // One a stored property holds (`rootView: reportView`, made in the initializer): the view it was made as.
        let expression = root.expression.as(DeclReferenceExprSyntax.self).flatMap { Self.initialValue(of: $0) }
            ?? propertyView(root.expression, in: scope, file: evaluator.file)
            ?? root.expression
        Self.fields(controller)?[Self.hostedKey] = .opaque(.init(HostedView(expression: expression, scope: scope,
                                                                             file: evaluator.file)))
        return controller
    }

    /// The view a property of `self`'s class (`reportView`, `self.reportView`) is made as: its initial value, what
    /// its getter returns, else what an initializer of the class assigns it (`reportView = ReportView(model: model)`),
    /// when that is a call of a type's initializer; nil otherwise (a local or parameter of that name is not the
    /// property).
    func propertyView(_ expression: ExprSyntax, in scope: SwiftScope, file: SwiftSourceFile) -> ExprSyntax? {
        let name: String
        if let reference = expression.as(DeclReferenceExprSyntax.self),
           scope[reference.baseName.text] == nil || scope.holdsAsProperty(reference.baseName.text, of: scope["self"]) {
            name = reference.baseName.text
        } else if let access = expression.as(MemberAccessExprSyntax.self),
                  access.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) {
            name = access.declName.baseName.text
        } else {
            return nil
        }
        guard case .object(let owner, _)? = scope["self"] else { return nil }
        func made(_ value: ExprSyntax?) -> ExprSyntax? {
            guard let call = value?.as(FunctionCallExprSyntax.self),
                  let type = (call.calledExpression.as(GenericSpecializationExprSyntax.self)?.expression ?? call.calledExpression)
                    .as(DeclReferenceExprSyntax.self)?.baseName.text, type.namesType else { return nil }
            return value
        }
        let declarations = types.declarations(of: owner, from: file)
        if let (_, binding) = types.variable(name, isStatic: false, in: declarations) {
            if let value = binding.initializer?.value { return made(value) }
            // A computed property (`var mainView: SearchView { SearchView(…) }`): the view its getter makes.
            if let getter = binding.getter, getter.count == 1, let only = getter.first?.item {
                return made(only.as(ExprSyntax.self) ?? only.as(ReturnStmtSyntax.self)?.expression)
            }
        }
        for declaration in declarations {
            for member in declaration.group.memberBlock.members {
                guard let body = member.decl.as(InitializerDeclSyntax.self)?.body,
                      let value = SwiftEvaluator.assignedValue(to: [name, "self." + name], in: body) else { continue }
                return made(value)
            }
        }
        return nil
    }

    /// The value a local `let` or `var` declared before `reference` in an enclosing block was
    /// given; nil for another name.
    static func initialValue(of reference: DeclReferenceExprSyntax) -> ExprSyntax? {
        let name = reference.baseName.text
        var node = Syntax(reference).parent
        while let current = node {
            if let block = current.as(CodeBlockItemListSyntax.self) {
                for item in block where item.position < reference.position {
                    guard let variable = item.item.as(VariableDeclSyntax.self) else { continue }
                    for binding in variable.bindings where binding.name == name {
                        if let value = binding.initializer?.value { return value }
                    }
                }
            }
            if current.is(FunctionDeclSyntax.self) || current.is(InitializerDeclSyntax.self) { return nil }
            node = current.parent
        }
        return nil
    }
}

extension UIKitScreenBuilder {
    /// The controller a hosting controller's view embeds: its root view's views, as the SwiftUI
    /// reader reads them (their notes join the screen's); nil for any other view.
    func hostedController(_ fields: SwiftScope, id: String, at location: FilePosition) -> ControllerSpec? {
        guard case .opaque(let box)? = fields[UIKitReader.hostedKey], let hosted = box.value as? HostedView else { return nil }
        let swiftUI = SwiftUIReader(file: hosted.file, project: reader.project, translate: reader.translate)
        swiftUI.types.generatedKey = reader.types.generatedKey
        swiftUI.types.swiftGenKey = reader.types.swiftGenKey
        swiftUI.types.device = reader.types.device
        swiftUI.types.tableText = reader.types.tableText
        swiftUI.types.pluralText = reader.types.pluralText
        swiftUI.types.holdsText = reader.types.holdsText
        swiftUI.types.catalogSymbolKey = reader.types.catalogSymbolKey
        swiftUI.controllerMaker = reader.controllerMaker
        let views = swiftUI.views(hosted.expression, in: SwiftScope(parent: hosted.scope))
        reader.adopt(swiftUI.notes)
        var builder = SwiftUIScreenBuilder(file: hosted.file.path, device: device)
        builder.isHosted = true
        return builder.controller(for: views, id: id + "-hosted", at: location, isScreen: false)
    }
}
