import A11yCore

/// One thing a user does on a screen, as the explorer does it and as a path replays it.
///
/// Elements are named by their place in reading order, which is the same each time the
/// deterministic model is rebuilt and replayed; `name` is what the finding's `screen` shows.
struct AuditStep: Hashable, Sendable {
    enum Action: Hashable, Sendable {
        /// Focus the element at this reading-order index and double-tap it.
        case activate(element: Int)
        /// Focus the element and perform its custom action of this name (the Actions rotor).
        case customAction(element: Int, name: String)
        /// The two-finger Z.
        case escape
        /// A three-finger scroll, with the cursor first put on the element at this index (the
        /// screen's first element outside its bars, so the scroll reaches the content's
        /// scrollers and page view controllers), or where VoiceOver left it.
        case scroll(AccessibilityScrollDirection, from: Int?)
        /// Turning the device.
        case rotate(InterfaceOrientation)
    }

    var action: Action
    var name: String

    /// How a step on an element is named: its label, else its value, id or description;
    /// one line, at most 40 characters.
    static func elementName(_ element: ElementSnapshot) -> String {
        let candidates = [element.label, element.value, element.id, ElementDescriber.describe(element).text]
        let text = candidates.compactMap { $0 }.first { !$0.trimmedWhitespace.isEmpty } ?? "element"
        let line = text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        return line.count > 40 ? String(line.prefix(39)) + "…" : line
    }

    /// The name of the screen a path reaches: `Launch`, or the steps joined by ` > `.
    static func screenName(_ path: [AuditStep]) -> String {
        path.isEmpty ? "Launch" : path.map(\.name).joined(separator: " > ")
    }
}
