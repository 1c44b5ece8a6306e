import SwiftSyntax

/// UIKit's animations (SwiftSourceReading.md, "What is followed"): `UIView.animate(withDuration:…)`,
/// `transition(with:duration:options:animations:completion:)`, `animateKeyframes` and its
/// `addKeyframe`s set the final values at once, as UIKit does (only what is drawn moves there
/// over time), and VoiceOver reads the screen once it settles: so the animations closure runs
/// now, and the completion closure after it, given `true` (the animation finished; one that
/// repeats never does, and its completion is not run). `performWithoutAnimation` runs its closure
/// now. `transition(from:to:…)`, which swaps two views, is not followed.
extension UIKitReader {
    static let animationMethods: Set<String> = ["animate", "transition", "animateKeyframes", "addKeyframe",
                                                "performWithoutAnimation"]

    /// The closures of a UIKit animation, run; nil for any other call.
    func animatedWork(_ name: String, on base: ExprSyntax, call: FunctionCallExprSyntax, evaluator: SwiftEvaluator,
                      in scope: SwiftScope) -> SwiftValue? {
        guard Self.animationMethods.contains(name), base.as(DeclReferenceExprSyntax.self)?.baseName.text == "UIView",
              scope["UIView"] == nil, !call.arguments.contains(where: { $0.label?.text == "from" }),
              types.declarations(of: "UIView", from: evaluator.file).allSatisfy({ declaration in
                  !declaration.group.memberBlock.members.contains { member in
                      member.decl.as(FunctionDeclSyntax.self)?.name.text == name
                  }
              }) else { return nil }
        let mainLabel = name == "performWithoutAnimation" ? "actionsWithoutAnimation" : "animations"
        let labelled = call.arguments.first { $0.label?.text == mainLabel }?.expression
        // A trailing closure is the animations, unless they are given by label (then it is the completion).
        let animations = labelled ?? call.trailingClosure.map(ExprSyntax.init)
        let completion = call.arguments.first { $0.label?.text == "completion" }?.expression
            ?? call.additionalTrailingClosures.first { $0.label.text == "completion" }.map { ExprSyntax($0.closure) }
            ?? (labelled != nil ? call.trailingClosure.map(ExprSyntax.init) : nil)
        if let animations { run(animations, with: [], evaluator: evaluator, in: scope) }
        let options = call.arguments.first { $0.label?.text == "options" }.map { evaluator.evaluate($0.expression, in: scope) }
        let given: [SwiftValue] = if case .array(let items)? = options { items } else { options.map { [$0] } ?? [] }
        let repeats = given.contains { option in
            switch option {
            case .member(let name), .symbol(let name): name.lastComponent == "repeat"
            default: false
            }
        }
        if let completion, !repeats { run(completion, with: [.bool(true)], evaluator: evaluator, in: scope) }
        return SwiftValue.none
    }

    /// A closure written there, or one held by a name (`animations: fadeIn`), run with `values`.
    private func run(_ expression: ExprSyntax, with values: [SwiftValue], evaluator: SwiftEvaluator, in scope: SwiftScope) {
        if let closure = expression.as(ClosureExprSyntax.self) {
            _ = runClosure(closure, with: values, evaluator: evaluator, in: scope)
        } else if case .opaque(let box) = evaluator.evaluate(expression, in: scope), let closure = box.value as? ClosureValue {
            _ = runClosure(closure, with: values)
        }
    }
}
