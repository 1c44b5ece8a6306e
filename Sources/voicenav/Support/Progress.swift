import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A progress line on standard error, rewritten in place, for long runs on a terminal. It is
/// shown only when standard error is a terminal and no CI is running (`CI` set): never in CI
/// logs or in a pipe.
final class Progress {
    let isShown: Bool
    private var lastLength = 0
    private var lastUpdate = ContinuousClock.now - .seconds(1)

    init(total: Int) {
        let environment = ProcessInfo.processInfo.environment
        isShown = total > 1 && isatty(2) == 1 && environment["CI"] == nil && environment["TERM"] != "dumb"
    }

    /// Shows `text` (at most ten times a second).
    func update(_ text: String) {
        guard isShown, ContinuousClock.now - lastUpdate > .milliseconds(100) else { return }
        lastUpdate = .now
        write("\r\u{1B}[K" + text)
        lastLength = text.count
    }

    /// Clears the line.
    func finish() {
        guard isShown, lastLength > 0 else { return }
        write("\r\u{1B}[K")
        lastLength = 0
    }

    private func write(_ text: String) {
        printError(text, newline: false)
    }
}
