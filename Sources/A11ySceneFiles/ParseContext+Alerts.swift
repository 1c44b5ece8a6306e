import A11yCore
import A11ySceneModel

/// `kind: alert` (an extension of SceneFileReference, "Controllers"): `title`, `message`,
/// `style: alert|actionSheet` and `actions: [{title, style: default|cancel|destructive,
/// then: [actions], id}]`, presented with `present:`.
extension ParseContext {
    static let alertStyles: [(String, AlertController.Style)] = AlertController.Style.allCases.map { ($0.rawValue, $0) }
    static let alertActionStyles: [(String, AlertAction.Style)] = AlertAction.Style.allCases.map { ($0.rawValue, $0) }

    package mutating func alert(_ map: YAMLMapping, into spec: inout ControllerSpec) throws {
        spec.message = try map["message"]?.optionalString("the message")
        if let style = map["style"] { spec.alertStyle = try style.choice("alert style", Self.alertStyles) }
        if let actions = map["actions"] {
            spec.alertActions = try actions.list("actions").map { try alertAction($0) }
        }
        let cancels = spec.alertActions.filter { $0.style == .cancel }
        if cancels.count > 1 {
            let second = cancels[1].location
            throw SceneError(file: file, line: second.line, column: second.column,
                             message: "an alert has at most one cancel action (UIKit refuses a second); "
                                + "the first is at line \(cancels[0].location.line)")
        }
    }

    mutating func alertAction(_ value: YAMLValue) throws -> AlertActionSpec {
        let map = try value.mapping("an alert action", allowed: ["id", "title", "style", "then"])
        var spec = AlertActionSpec(location: value.location)
        spec.id = try map["id"]?.string("the action's id")
        if let id = spec.id { try declare(id, at: map["id"]) }
        spec.title = try map.required("title", in: "an alert action").optionalString("the action's title")
        if let style = map["style"] { spec.style = try style.choice("alert action style", Self.alertActionStyles) }
        if let then = map["then"] { spec.then = try actions(then) }
        return spec
    }
}
