/// A rotor setting (VoiceOverRules, issue: headings, links, form controls, containers, actions).
public enum RotorSetting: String, Sendable, Hashable, CaseIterable {
    case actions = "Actions"
    case headings = "Headings"
    case links = "Links"
    case formControls = "Form Controls"
    case containers = "Containers"

    /// The name VoiceOver says when the rotor turns to this setting, in `words`' language.
    public func spokenName(in words: PhraseTable) -> String {
        switch self {
        case .actions: words[.actionsRotor]
        case .headings: words[.headingsRotor]
        case .links: words[.linksRotor]
        case .formControls: words[.formControlsRotor]
        case .containers: words[.containersRotor]
        }
    }
}
