import A11yCore
import LayoutSolver

/// The environment's edit variables (AutoLayoutRules, "The environment"): the root's size, the safe area and the
/// margin, suggested in place as the screen rotates or the text size changes.
extension LayoutEngine {
    /// The root's size, safe-area insets and margin: the environment's edit variables.
    var environmentVariables: [Variable] {
        [boxes[0].width, boxes[0].height, safeTop, safeLeft, safeBottom, safeRight, rootMargin]
    }

    /// The environment's values, in the order of `environmentVariables`.
    func environmentValues(_ environment: LayoutEnvironment) -> [Double] {
        let insets: EdgeInsets = environment.safeArea
        let top = environment.coveredTop, bottom = environment.coveredBottom
        return [environment.rootSize.width, environment.rootSize.height + top + bottom, insets.top + top, insets.left,
                insets.bottom + bottom, insets.right, environment.minimumMargin]
    }

    /// Suggests the environment's values (only those that changed).
    func suggestEnvironment(_ environment: LayoutEnvironment) {
        suggest(zip(environmentVariables, environmentValues(environment))
            .filter { !(environment.fitsHeight && $0.0 === boxes[0].height) })
    }

    /// Suggests each value to its edit variable, those that changed, in one dual simplex.
    func suggest(_ values: [(Variable, Double)]) {
        let changed = values.filter { suggested[$0.0] != $0.1 }
        guard !changed.isEmpty else { return }
        for (variable, value) in changed { suggested[variable] = value }
        do { try solver.suggestValues(changed) } catch is Solver.InconsistentTableau { needsRebuild = true } catch {}
    }

    /// Changes the environment in place through the edit variables.
    func update(_ environment: LayoutEnvironment) {
        suggestEnvironment(environment)
        if environment.textSize != self.environment?.textSize { suggestIntrinsicSizes(environment, widths: nil) }
        self.environment = environment
        refitText(environment)
        ensureStays()
    }
}
