import A11ySceneModel
import SwiftSyntax

/// A reader that models a framework's objects for the evaluator (SwiftSourceReading.md, "UIKit
/// screens built in code"): asked first about every call, and about the properties of values
/// the project does not declare. The SwiftUI reader has none (its views are values it builds
/// itself); the UIKit reader is one (views, controllers, constraints are objects the code
/// changes).
package protocol SwiftHost: AnyObject {
    /// The value of `call`, when the host knows it (a UIKit initializer, a method of an object
    /// it made, a method of the project's classes run on one); nil leaves it to the evaluator.
    func call(_ call: FunctionCallExprSyntax, evaluator: SwiftEvaluator, in scope: SwiftScope) -> SwiftValue?

    /// A new `type` the host models (`.init(title: "Done", style: .done, …)` returned where a
    /// `UIBarButtonItem` is declared, a factory `.valueCell()` where a `UIListContentConfiguration`
    /// is); nil for a type it does not make.
    func make(_ type: String, call: FunctionCallExprSyntax, evaluator: SwiftEvaluator, in scope: SwiftScope) -> SwiftValue?

    /// Whether the host makes the objects of `type` (a project class whose ancestor is UIKit's).
    func models(_ type: String, from file: SwiftSourceFile) -> Bool

    /// `value.name` for a value the project does not declare (`view.bounds`,
    /// `UIScreen.main.bounds.width`); nil leaves it unknown.
    func member(_ name: String, of value: SwiftValue, at node: Syntax, evaluator: SwiftEvaluator) -> SwiftValue?

    /// The code set the property `name` of `object` (its `didSet` and `willSet` observers, or a
    /// computed property's setter, run there).
    func assigned(_ name: String, of object: SwiftValue, evaluator: SwiftEvaluator)

    /// `value` where the code says it is a `type` (`as! KeyCell`, `let cell: KeyCell = …`):
    /// the host may know it better then (a cell dequeued by an identifier it could not follow
    /// is of the class the code casts it to); nil keeps the value.
    func cast(_ value: SwiftValue, to type: String, at node: Syntax, evaluator: SwiftEvaluator) -> SwiftValue?

    /// `left op right` for an object the host made (a layout library's expressions: Cartography's
    /// `view.top == other.bottom + 8`); nil leaves it to the evaluator.
    func apply(_ op: String, _ left: SwiftValue, _ right: SwiftValue, at node: ExprSyntax, evaluator: SwiftEvaluator)
        -> SwiftValue?

    /// A note for the user at `place` (a loop over a value only run time knows, skipped: the
    /// statements after it still run, as a screen's setup goes on past it).
    func note(_ message: String, at place: FilePosition)

    /// The object a literal of the framework's makes (`#imageLiteral(resourceName: "X")`, an image by its asset's
    /// name); nil leaves it to the evaluator.
    func literal(_ macro: MacroExpansionExprSyntax, evaluator: SwiftEvaluator, in scope: SwiftScope) -> SwiftValue?
}
