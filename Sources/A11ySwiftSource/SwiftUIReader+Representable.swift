import A11ySceneModel
import SwiftSyntax

/// A `UIViewRepresentable` of the project (SwiftSourceReading.md, "UIKit views in SwiftUI"): the
/// UIKit view its `makeUIView(context:)` makes, read from what it sets with literal values.
extension SwiftUIReader {
    /// The `UIViewRepresentable` struct `name` of the file or of the project (or the adopter of another protocol,
    /// `UIViewControllerRepresentable`), and its file.
    func representable(_ name: String, adopting adopted: String = "UIViewRepresentable")
        -> (file: SwiftSourceFile, type: StructDeclSyntax)? {
        for declaration in types.declarations(of: name, from: file) {
            guard let type = declaration.group.as(StructDeclSyntax.self),
                  type.inheritanceClause?.inheritedTypes.contains(where: {
                      $0.type.description.trimmedSwift.hasSuffix(adopted)
                  }) == true else { continue }
            return (declaration.file, type)
        }
        return nil
    }

    /// The UIKit controller a `UIViewControllerRepresentable` shows: its `makeUIViewController(context:)` run by
    /// the UIKit reader with the properties the call gives (and the others' initial values), the controller it
    /// makes shown as UIKit shows it, its view's elements where the representable is.
    func representedController(_ name: String, _ found: (file: SwiftSourceFile, type: StructDeclSyntax),
                               call: FunctionCallExprSyntax, in caller: SwiftScope) -> [SwiftUINode] {
        let here = file.position(call)
        guard let maker = controllerMaker else {
            note("\(name) shows a UIKit view controller (UIViewControllerRepresentable) that is not read here: nothing "
                 + "is shown for it", at: call)
            return []
        }
        guard enter(name, at: Syntax(call)) else { return [] }
        defer { leave() }
        let properties = SwiftScope()
        let given = Dictionary(call.arguments.compactMap { argument in
            argument.label.map { ($0.text, argument.expression) }
        }, uniquingKeysWith: { first, _ in first })
        for member in found.type.memberBlock.members {
            guard let variable = member.decl.as(VariableDeclSyntax.self),
                  !variable.modifiers.contains(where: { $0.name.text == "static" }) else { continue }
            for binding in variable.bindings where binding.getter == nil {
                guard let property = binding.name else { continue }
                if let argument = given[property] {
                    properties[property] = value(argument, declaredAs: binding.declaredType, in: caller)
                } else if let initial = binding.initializer?.value {
                    properties[property] = reading(found.file) {
                        value(initial, declaredAs: binding.declaredType, in: properties)
                    }
                } else {
                    properties[property] = .unknown("\(name).\(property), which SwiftUI's caller gives", here)
                }
            }
        }
        let made = maker(name, found.type, found.file, properties, here)
        adopt(made.notes)
        guard let controller = made.controller else { return [] }
        var node = SwiftUINode(kind: .group, location: here)
        node.wrapped = controller
        return [node]
    }

    /// The view `makeUIView` returns: a label, button, switch, slider, image view or text field
    /// as that control, any other view as an element when it is made one; with the
    /// accessibility label, value, hint and traits, `isAccessibilityElement`, a label's `text`,
    /// a button's `setTitle(_:for:)`, a switch's `isOn` it sets to values the source fixes.
    func representableView(_ name: String, _ found: (file: SwiftSourceFile, type: StructDeclSyntax),
                           call: FunctionCallExprSyntax, in caller: SwiftScope) -> [SwiftUINode] {
        let here = file.position(call)
        let instance = SwiftScope()
        instance[Self.typeKey] = .symbol(name)
        for argument in call.arguments {
            guard let label = argument.label?.text else { continue }
            instance[label] = evaluator(in: caller).evaluate(argument.expression, in: caller)
        }
        let make = found.type.memberBlock.members.lazy.compactMap { $0.decl.as(FunctionDeclSyntax.self) }
            .first { $0.name.text == "makeUIView" }
        guard let statements = make?.body?.statements else {
            note("\(name) has no makeUIView voicenav can read", at: call)
            return []
        }
        guard enter(name, at: Syntax(call)) else { return [] }
        defer { leave() }
        return reading(found.file) {
            var made = SwiftUINode(kind: .group, location: here)
            var classes: [String: String] = [:]
            var element: Bool?
            for item in statements {
                // The view returned is the one made: its class gives the control.
                if let returned = item.item.as(ReturnStmtSyntax.self)?.expression?.as(DeclReferenceExprSyntax.self),
                   let type = classes[returned.baseName.text] {
                    made.kind = Self.uiKitKinds[type] ?? .group
                }
                if let variable = item.item.as(VariableDeclSyntax.self) {
                    for binding in variable.bindings {
                        guard let local = binding.name,
                              let type = binding.initializer?.value.as(FunctionCallExprSyntax.self)?.calledExpression
                                  .as(DeclReferenceExprSyntax.self)?.baseName.text else { continue }
                        classes[local] = type
                        if made.kind == .group { made.kind = Self.uiKitKinds[type] ?? .group }
                    }
                    continue
                }
                let expression = item.item.as(ExprSyntax.self) ?? item.item.as(ExpressionStmtSyntax.self)?.expression
                if let sequence = expression?.as(SequenceExprSyntax.self), sequence.elements.count == 3,
                   Array(sequence.elements)[1].is(AssignmentExprSyntax.self),
                   let target = sequence.elements.first?.as(MemberAccessExprSyntax.self) {
                    let value = evaluator(in: instance).evaluate(Array(sequence.elements)[2], in: instance)
                    note(unknown: value, use: "The \(target.declName.baseName.text) of \(name)", at: sequence)
                    apply(target.declName.baseName.text, value, to: &made, element: &element)
                } else if let setter = expression?.as(FunctionCallExprSyntax.self),
                          setter.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "setTitle",
                          let title = setter.arguments.first {
                    made.text = evaluator(in: instance).evaluate(title.expression, in: instance).string
                }
            }
            if element == false {
                made.isAccessibilityHidden = true
            } else if made.kind == .group, element == true || made.accessibilityLabel != nil {
                made.childBehavior = .ignore
            }
            return made.kind == .group && made.childBehavior == nil ? [] : [made]
        }
    }

    /// The SwiftUI node kind of each UIKit class the model reads as that control.
    static let uiKitKinds: [String: SwiftUINode.Kind] = [
        "UILabel": .text, "UIButton": .button, "UISwitch": .toggle, "UISlider": .slider, "UIImageView": .image,
        "UITextField": .textField, "UIStepper": .stepper, "UIProgressView": .progress,
    ]

    private func apply(_ property: String, _ value: SwiftValue, to made: inout SwiftUINode, element: inout Bool?) {
        switch property {
        case "accessibilityLabel": made.accessibilityLabel = value.string
        case "accessibilityValue": made.accessibilityValue = value.string
        case "accessibilityHint": made.accessibilityHint = value.string
        case "isAccessibilityElement": element = value.bool
        case "accessibilityTraits":
            let names: [String] = switch value {
            case .member(let name): [name]
            case .array(let items): items.compactMap { if case .member(let name) = $0 { name } else { nil } }
            default: []
            }
            made.addedTraits += names
        case "text", "placeholder": made.text = value.string ?? made.text
        case "isOn": made.isOn = value.bool
        case "isEnabled": made.isDisabled = value.bool == false
        case "isHidden": made.isHidden = value.bool == true
        default: break
        }
    }
}
