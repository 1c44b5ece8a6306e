/// What the navigator needs of a terminal: bytes in, text out, its size, and a way to hear
/// about signals while it waits.
///
/// The command line's raw-mode terminal implements it; tests give a recording one, so the
/// navigator's keys, panes and drawing are tested without a real terminal.
public protocol NavigatorTerminal: AnyObject {
    /// The descriptor that becomes readable when keys arrive.
    var inputDescriptor: Int32 { get }
    /// A descriptor that becomes readable when a signal arrived (-1 for none).
    var signalDescriptor: Int32 { get }
    /// Whether to draw with colours and inverse video (false with `NO_COLOR`).
    var useColor: Bool { get }
    /// The bytes typed since the last call; nil when input is closed (the terminal went away).
    func readAvailable() -> [UInt8]?
    /// Writes `text`; false when the terminal is gone.
    func write(_ text: String) -> Bool
    /// The size in character cells.
    func size() -> (columns: Int, rows: Int)
    /// The signals received since the last call (SIGWINCH, SIGTERM, ...).
    func pendingSignals() -> [Int32]
}
