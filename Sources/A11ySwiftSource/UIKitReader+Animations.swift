import SwiftSyntax

/// UIKit's animations (SwiftSourceReading.md, "What is followed"): `UIView.animate(withDuration:…)`,
/// `transition(with:duration:options:animations:completion:)`, `animateKeyframes` and its
/// `addKeyframe`s set the final values at once, as UIKit does (only what is drawn moves there
/// over time), and VoiceOver reads the screen once it settles: so the animations closure runs
/// now, and the completion closure after it, given `true` (the animation finished).
/// `performWithoutAnimation` runs its closure now.
extension UIKitReader {
    static let animationMethods: Set<String> = ["animate", "transition", "animateKeyframes", "addKeyframe",
                                                "performWithoutAnimation"]

    /// The closures of a UIKit animation, run; nil for any other call.
    func animatedWork(_ name: String, on base: ExprSyntax, call: FunctionCallExprSyntax, evaluator: SwiftEvaluator,
                      in scope: SwiftScope) -> SwiftValue? {
        guard Self.animationMethods.contains(name), base.as(DeclReferenceExprSyntax.self)?.baseName.text == "UIView",
              scope["UIView"] == nil, types.declarations(of: "UIView", from: evaluator.file).allSatisfy({ declaration in
                  !declaration.group.memberBlock.members.contains { member in
                      member.decl.as(FunctionDeclSyntax.self)?.name.text == name
                  }
              }) else { return nil }
        func labelled(_ label: String) -> ClosureExprSyntax? {
            call.arguments.first { $0.label?.text == label }?.expression.as(ClosureExprSyntax.self)
                ?? call.additionalTrailingClosures.first { $0.label.text == label }?.closure
        }
        let mainLabel = name == "performWithoutAnimation" ? "actionsWithoutAnimation" : "animations"
        // A trailing closure is the animations, unless they are given by label (then it is the completion).
        let animations = labelled(mainLabel) ?? call.trailingClosure
        let completion = labelled("completion") ?? (labelled(mainLabel) != nil ? call.trailingClosure : nil)
        if let animations { _ = runClosure(animations, with: [], evaluator: evaluator, in: scope) }
        if let completion {
            let takes = completion.signature?.parameterClause != nil
            _ = runClosure(completion, with: takes ? [.bool(true)] : [], evaluator: evaluator, in: scope)
        }
        return SwiftValue.none
    }
}
