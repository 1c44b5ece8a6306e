import A11ySceneModel
import SwiftSyntax

/// UIKit controllers SwiftUI shows (SwiftSourceReading.md, "UIKit views in SwiftUI"): a
/// `UIViewControllerRepresentable` of the project is the controller its `makeUIViewController(context:)` makes, run
/// with the properties the SwiftUI code gave it, then shown as UIKit shows a controller.
extension UIKitReader {
    /// A controller made, shown as UIKit shows it: its view loaded (`loadView`, `viewDidLoad`), then the rest of its
    /// lifecycle run; the view it loaded.
    @discardableResult
    func appear(_ object: SwiftValue, type: String, at node: some SyntaxProtocol, evaluator: SwiftEvaluator) -> SwiftValue {
        let view = loadedView(of: object, at: node, evaluator: evaluator)
        for name in Self.controllerLifecycle.dropFirst() { runLifecycle(name, on: object, type: type) }
        return view
    }

    /// The controller the representable `name` (declared by `declaration`, its properties `properties`) makes,
    /// shown, and the view it shows; nil when its `makeUIViewController(context:)` makes no controller the reader
    /// can follow (a note says why).
    func represented(_ name: String, declaration: StructDeclSyntax, properties: SwiftScope, at place: FilePosition)
        -> (object: SwiftValue, view: SwiftValue)? {
        let make = declaration.memberBlock.members.lazy.compactMap { $0.decl.as(FunctionDeclSyntax.self) }
            .first { $0.name.text == "makeUIViewController" }
        guard let make, make.body != nil else {
            note("\(name) has no makeUIViewController(context:) voicenav can read: nothing is shown for it", at: place)
            return nil
        }
        let evaluator = SwiftEvaluator(file: file, types: types)
        let scope = SwiftScope(parent: properties)
        scope["self"] = .object(name, properties)
        // (What SwiftUI's context holds, its coordinator and environment, only the running app gives.)
        let context = evaluator.unknown("the context SwiftUI gives \(name)", make)
        let made = types.run(make, in: file, arguments: [(label: "context", value: context)], scope: scope)
        guard case .object(let type, _) = made, uikitBase(of: type, from: file).map(UIKitClasses.isController) == true
        else {
            // (A system controller voicenav does not model, `UIDocumentPickerViewController`, or one run time makes.)
            let declared = make.signature.returnClause.flatMap { SwiftEvaluator.namedType($0.type) }
            let what = if case .object(let type, _) = made { "\(type), a view controller voicenav does not model" }
                else if let declared, types.declarations(of: declared, from: file).isEmpty {
                    "\(declared), a view controller voicenav does not model"
                } else { "a view controller only known when the app runs" }
            note("\(name) shows \(what): nothing is shown for it", at: place)
            return nil
        }
        let view = appear(made, type: type, at: make, evaluator: evaluator)
        let shown = Self.fields(made)?["view"] ?? view
        showViews(in: shown)
        return (made, shown)
    }
}
