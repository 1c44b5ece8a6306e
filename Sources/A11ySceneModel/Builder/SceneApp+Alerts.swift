import A11yCore

/// Building `kind: alert` controllers: an `AlertController` whose actions run their `then`
/// actions once the alert is dismissed, in the context of the screen it was presented over.
extension SceneApp {
    func makeAlert(_ spec: ControllerSpec) -> AlertController {
        let alert = AlertController(title: spec.title, message: spec.message, preferredStyle: spec.alertStyle)
        // The identifier is set with the other common keys, but the buttons' ids derive from
        // it when the view loads, which is later (at presentation).
        alert.identifier = spec.id
        for actionSpec in spec.alertActions {
            let then = actionSpec.then
            let action = AlertAction(title: actionSpec.title, style: actionSpec.style) { [weak self] _ in
                guard let self, !then.isEmpty else { return }
                // UIKit calls the handler after the alert is gone: the actions belong to the
                // screen that is on top again.
                self.run(then, context: self.window.topViewController)
            }
            action.identifier = actionSpec.id
            alert.addAction(action)
        }
        return alert
    }
}
