/// A key the navigator understands, decoded from the terminal's byte stream.
public enum Key: Sendable, Hashable, CustomStringConvertible {
    case character(Character)
    case enter, space, escape, tab, backspace
    case up, down, left, right, home, end, pageUp, pageDown
    case shiftPageUp, shiftPageDown
    case control(Character)
    /// A well-formed escape sequence for a key the navigator has no name for (F1, Insert,
    /// Shift+Tab …): reported, so that the navigator can say the key does nothing.
    case unknown

    public var description: String {
        switch self {
        case .character(let c): String(c)
        case .enter: "Enter"
        case .space: "Space"
        case .escape: "Esc"
        case .tab: "Tab"
        case .backspace: "Backspace"
        case .up: "Up"
        case .down: "Down"
        case .left: "Left"
        case .right: "Right"
        case .home: "Home"
        case .end: "End"
        case .pageUp: "Page Up"
        case .pageDown: "Page Down"
        case .shiftPageUp: "Shift+Page Up"
        case .shiftPageDown: "Shift+Page Down"
        case .control(let c): "Ctrl-\(c.uppercased())"
        case .unknown: "unknown key"
        }
    }
}
