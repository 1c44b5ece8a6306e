import A11yCore
import A11ySceneModel

/// Sheets, covers, alerts and dialogs shown on the first render (SwiftSourceReading.md,
/// "Presentations"), presented over the screen as UIKit presents them.
extension SwiftUIScreenBuilder {
    /// The presentations `views` make, in order (not those of a navigation link's destination,
    /// which shows only when pushed).
    static func presentations(in views: [SwiftUINode]) -> [SwiftUIPresentation] {
        var found: [SwiftUIPresentation] = []
        func collect(_ views: [SwiftUINode]) {
            // By index: each view is looked at where it is, not copied.
            for index in views.indices {
                found += views[index].presentations
                collect(views[index].children)
                collect(views[index].header)
                collect(views[index].footer)
            }
        }
        collect(views)
        return found
    }

    /// The action that presents `shown` when the screen appears: a sheet as a page sheet, a
    /// cover full screen, an alert or a confirmation dialog as an alert controller (an action
    /// sheet), its buttons its actions.
    mutating func presenting(_ shown: SwiftUIPresentation) -> ActionSpec {
        switch shown.kind {
        case .sheet, .fullScreenCover:
            let presented = controller(for: shown.views, id: "screen-presented", at: shown.location, isScreen: false)
            return .present(.inline(presented), shown.kind == .sheet ? .pageSheet : .fullScreen)
        case .alert, .confirmationDialog:
            var alert = ControllerSpec(id: "screen-alert", kind: .alert, location: shown.location)
            alert.title = shown.title
            alert.message = shown.message
            alert.alertStyle = shown.kind == .alert ? .alert : .actionSheet
            var actions = Self.buttons(in: shown.views).map { button in
                AlertActionSpec(title: button.text ?? button.spokenTexts.first, style: Self.style(of: button.role),
                                location: button.location)
            }
            // SwiftUI gives an alert with no buttons an OK button, and a dialog on a phone its Cancel.
            if actions.isEmpty, shown.kind == .alert {
                actions.append(AlertActionSpec(title: "OK", style: .default, location: shown.location))
            }
            if shown.kind == .confirmationDialog, !actions.contains(where: { $0.style == .cancel }) {
                actions.append(AlertActionSpec(title: "Cancel", style: .cancel, location: shown.location))
            }
            alert.alertActions = actions
            return .present(.inline(alert), nil)
        }
    }

    /// The buttons among `views`, in order (a `ForEach`'s or a group's included).
    static func buttons(in views: [SwiftUINode]) -> [SwiftUINode] {
        views.flatMap { view in [.button, .link].contains(view.kind) ? [view] : buttons(in: view.children) }
    }

    static func style(of role: String?) -> AlertAction.Style {
        switch role {
        case "destructive": .destructive
        case "cancel": .cancel
        default: .default
        }
    }
}
