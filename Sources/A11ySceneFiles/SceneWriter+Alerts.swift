import A11ySceneModel
import A11yCore  // for its members (no type of it is named here)

/// `kind: alert` as scene-file YAML (an extension: README "Extensions to the contract"),
/// written so that it parses back to the same spec.
extension SceneWriter {
    /// An alert's own keys (its title is the controller's `title`).
    package static func alert(_ spec: ControllerSpec) -> [(String, Node)] {
        var fields: [(String, Node)] = []
        if let message = spec.message { fields.append(("message", .text(message))) }
        if spec.alertStyle != .alert { fields.append(("style", .raw(spec.alertStyle.rawValue))) }
        fields.append(("actions", .list(spec.alertActions.map(alertAction))))
        return fields
    }

    static func alertAction(_ action: AlertActionSpec) -> Node {
        var fields: [(String, Node)] = []
        if let id = action.id { fields.append(("id", .text(id))) }
        fields.append(("title", .text(action.title)))
        if action.style != .default { fields.append(("style", .raw(action.style.rawValue))) }
        if !action.then.isEmpty { fields.append(("then", actions(action.then))) }
        return .map(fields)
    }
}
