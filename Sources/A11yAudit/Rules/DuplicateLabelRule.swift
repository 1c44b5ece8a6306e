import A11yCore
import A11ySceneModel

/// `duplicate-label`: two controls that VoiceOver describes alike but that do different things.
///
/// A VoiceOver user hears a control out of its visual context: two "Delete. Button." on one
/// screen that delete different things, or two "Enabled. Switch Button. Off." that switch
/// different settings, cannot be told apart. "Different things" is what the explorer saw when it
/// activated each: another screen, or a change to the element itself; two controls that lead
/// to the same screen are fine. Where the file leaves actions to code (a storyboard), controls
/// the explorer saw do nothing are not compared.
public struct DuplicateLabelRule: AuditRule {
    public init() {}
    public let id = "duplicate-label"
    public var judgesText: Bool { true }
    public let level = AuditLevel.warning
    public let summary = "Two controls on one screen sound the same but do different things."
    public let explanation = """
        VoiceOver reads a control without what surrounds it on screen, so two controls with the same \
        description ("Delete. Button.") that act on different things cannot be told apart by ear.
        """
    public let help = "Make each label say what it acts on (\"Delete Anna's message\"), or give each control a distinct label."
    public let source = "HIG Accessibility (labels are unique on a screen); WCAG 2.4.6 Headings and Labels; "
        + "axe-core identical-links-same-purpose"

    /// What activating an element did, comparable across elements.
    enum Effect: Hashable {
        case nothing
        case screen(String)
        case changedItself(Int)
    }

    public func check(_ screen: AuditScreen) -> [AuditFinding] {
        var byDescription: [String: [Int]] = [:]
        // Controls without a label sound alike too, but `missing-label` reports them.
        for (index, element) in screen.elements.enumerated()
            where element.isControl && element.label != nil && element.activation != nil {
            byDescription[element.description, default: []].append(index)
        }
        var findings: [AuditFinding] = []
        for index in screen.elements.indices {
            let element = screen.elements[index]
            guard let group = byDescription[element.description], group.count > 1, let first = group.first, first != index else {
                continue
            }
            let mine = effect(of: index, in: screen), theirs = effect(of: first, in: screen)
            guard mine != theirs else { continue }
            if !screen.actionsAreKnown, mine == .nothing || theirs == .nothing { continue }
            let other = screen.elements[first]
            findings.append(finding("""
                This \(element.kind) and \(other.name) both sound like \(AuditText.quoted(element.description)), but \
                they do different things: a VoiceOver user cannot tell them apart. Give each a label that says what \
                it acts on.
                """, on: screen, element: element))
        }
        return findings
    }

    func effect(of index: Int, in screen: AuditScreen) -> Effect {
        switch screen.elements[index].activation {
        case .newScreen(let key)?: .screen(key)
        case .changed?: .changedItself(index)
        case .noAction?, .nothing?, nil: .nothing
        }
    }
}
