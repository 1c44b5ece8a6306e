import A11yNavigator
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The state a signal handler needs: async-signal-safe globals only. The saved settings
/// live in memory of their own, allocated once before any handler is installed: with a
/// global of the imported `termios` type, AddressSanitizer reports saving the settings as
/// a global-buffer-overflow (the debug build's copy lands just past the global).
nonisolated(unsafe) private let savedTermios: UnsafeMutablePointer<termios> = {
    let settings = UnsafeMutablePointer<termios>.allocate(capacity: 1)
    settings.initialize(to: termios())
    return settings
}()
nonisolated(unsafe) private var termiosSaved = false
nonisolated(unsafe) private var signalPipeWrite: Int32 = -1

/// Restores the terminal and re-raises a fatal signal (only async-signal-safe calls).
private func fatalSignalHandler(_ number: Int32) {
    if termiosSaved {
        _ = tcsetattr(1, TCSANOW, savedTermios)
        let reset: StaticString = "\u{1B}[0m\u{1B}[?25h\u{1B}[?1049l"   // no allocation in a handler
        _ = write(1, reset.utf8Start, reset.utf8CodeUnitCount)
    }
    signal(number, SIG_DFL)
    raise(number)
}

/// Forwards a signal to the main loop through a pipe.
private func forwardingSignalHandler(_ number: Int32) {
    var byte = UInt8(truncatingIfNeeded: number)
    _ = write(signalPipeWrite, &byte, 1)
}

/// The terminal in raw mode, restored on every way out: quit, Ctrl-C, SIGTERM, SIGHUP,
/// errors, and fatal signals.
final class Terminal {
    /// The descriptor the loop polls for forwarded signals (SIGWINCH, SIGTERM, SIGINT, SIGHUP).
    let signalDescriptor: Int32
    private(set) var isRaw = false
    let useColor: Bool

    init() throws {
        var fds: [Int32] = [0, 0]
        guard pipe(&fds) == 0 else { throw TerminalError("cannot create a pipe for signals") }
        signalDescriptor = fds[0]
        signalPipeWrite = fds[1]
        _ = fcntl(fds[0], F_SETFL, fcntl(fds[0], F_GETFL) | O_NONBLOCK)
        _ = fcntl(fds[1], F_SETFL, fcntl(fds[1], F_GETFL) | O_NONBLOCK)
        let noColor = getenv("NO_COLOR").map { String(cString: $0) } ?? ""
        useColor = noColor.isEmpty && (getenv("TERM").map { String(cString: $0) } ?? "") != "dumb"
    }

    /// Whether standard input and output are a terminal.
    static var isInteractive: Bool { isatty(0) == 1 && isatty(1) == 1 }

    /// Switches to raw mode and the alternate screen, and installs the signal handlers.
    func enterRawMode() throws {
        var attributes = termios()
        guard tcgetattr(0, &attributes) == 0 else { throw TerminalError("cannot read the terminal's settings") }
        savedTermios.pointee = attributes
        termiosSaved = true
        attributes.c_iflag &= ~tcflag_t(BRKINT | ICRNL | INPCK | ISTRIP | IXON)
        attributes.c_oflag &= ~tcflag_t(OPOST)
        attributes.c_cflag |= tcflag_t(CS8)
        attributes.c_lflag &= ~tcflag_t(ECHO | ICANON | IEXTEN | ISIG)
        withUnsafeMutableBytes(of: &attributes.c_cc) { cc in
            cc[Int(VMIN)] = 0
            cc[Int(VTIME)] = 0
        }
        guard tcsetattr(0, TCSAFLUSH, &attributes) == 0 else { throw TerminalError("cannot switch the terminal to raw mode") }
        isRaw = true
        for sig in [SIGWINCH, SIGTERM, SIGINT, SIGHUP, SIGQUIT] { signal(sig, forwardingSignalHandler) }
        // A parent may have started us with these signals blocked; we handle them, so unblock.
        var handled = sigset_t()
        sigemptyset(&handled)
        for sig in [SIGWINCH, SIGTERM, SIGINT, SIGHUP, SIGQUIT] { sigaddset(&handled, sig) }
        pthread_sigmask(SIG_UNBLOCK, &handled, nil)
        for sig in [SIGSEGV, SIGBUS, SIGILL, SIGABRT, SIGFPE, SIGTRAP] { signal(sig, fatalSignalHandler) }
        signal(SIGPIPE, SIG_IGN)
        write("\u{1B}[?1049h\u{1B}[?25l\u{1B}[H\u{1B}[2J")
    }

    /// Leaves raw mode and the alternate screen; safe to call more than once.
    func restore() {
        guard isRaw else { return }
        write("\u{1B}[0m\u{1B}[?25h\u{1B}[?1049l")
        _ = tcsetattr(0, TCSAFLUSH, savedTermios)
        isRaw = false
        termiosSaved = false
        for sig in [SIGWINCH, SIGTERM, SIGINT, SIGHUP, SIGQUIT, SIGSEGV, SIGBUS, SIGILL, SIGABRT, SIGFPE, SIGTRAP] {
            signal(sig, SIG_DFL)
        }
    }

    /// The window size in columns and rows (80 × 24 when unknown).
    func size() -> (columns: Int, rows: Int) {
        var size = winsize()
        if ioctl(1, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0, size.ws_row > 0 {
            return (Int(size.ws_col), Int(size.ws_row))
        }
        return (80, 24)
    }

    /// Writes `text` to the terminal; false when the terminal is gone.
    @discardableResult
    func write(_ text: String) -> Bool {
        var bytes = Array(text.utf8)
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeMutableBytes { posixWrite(1, $0.baseAddress! + offset, $0.count - offset) }
            if written < 0 && errno == EINTR { continue }
            if written <= 0 { return false }
            offset += written
        }
        return true
    }

    /// Reads what is available on standard input: nil when the terminal closed.
    func readAvailable() -> [UInt8]? {
        var buffer = [UInt8](repeating: 0, count: 1024)
        let count = buffer.withUnsafeMutableBytes { read(0, $0.baseAddress, $0.count) }
        if count < 0 { return errno == EAGAIN || errno == EINTR ? [] : nil }
        if count == 0 { return nil }
        return Array(buffer[0..<count])
    }

    /// The signals forwarded since the last call.
    func pendingSignals() -> [Int32] {
        var buffer = [UInt8](repeating: 0, count: 64)
        let count = buffer.withUnsafeMutableBytes { read(signalDescriptor, $0.baseAddress, $0.count) }
        return count > 0 ? buffer[0..<count].map { Int32($0) } : []
    }
}

/// `write(2)`, named so that methods called `write` do not hide it.
func posixWrite(_ fd: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
    write(fd, buffer, count)
}

struct TerminalError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}

extension Terminal: NavigatorTerminal {
    /// Keys come from standard input.
    var inputDescriptor: Int32 { 0 }
}
