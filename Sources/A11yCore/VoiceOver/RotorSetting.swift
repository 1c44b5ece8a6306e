/// A rotor setting (VoiceOverRules, issue: headings, links, form controls, containers, actions).
public enum RotorSetting: String, Sendable, Hashable, CaseIterable {
    case actions = "Actions"
    case headings = "Headings"
    case links = "Links"
    case formControls = "Form Controls"
    case containers = "Containers"
}
