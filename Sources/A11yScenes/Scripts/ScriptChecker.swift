import A11yCore
import A11ySceneModel

/// The checks a script makes against a session: strict commands and `expect` lines.
///
/// Shared by silent runs (`ScriptRunner`) and spoken ones, so both hold a script to the
/// same rules.
@MainActor
public struct ScriptChecker {
    public let session: VoiceOverSession
    public let file: String
    public let isLenient: Bool

    public init(session: VoiceOverSession, file: String, isLenient: Bool = false) {
        self.session = session
        self.file = file
        self.isLenient = isLenient
    }

    func error(_ command: ScriptCommand, _ message: String) -> SceneError {
        SceneError(file: file, line: command.line, column: command.column, message: message)
    }

    /// The ids of the elements on screen, for messages.
    var idsOnScreen: String {
        let ids = session.elements.compactMap { $0.view.accessibilityIdentifier }
        return ids.isEmpty ? "no element has an id" : ids.joined(separator: ", ")
    }

    /// Strict scripts: a focus on an id that is not on screen, or an action the focused
    /// element does not have, is a mistake in the script, not a user's miss.
    public func check(_ action: VoiceOverAction, _ command: ScriptCommand) throws {
        switch action {
        case .focus(let id):
            guard session.elements.contains(where: { $0.view.accessibilityIdentifier == id }) else {
                throw error(command, "`focus \(id)`: no element \"\(id)\" is on the current screen; on screen: \(idsOnScreen)")
            }
        case .customAction(let name):
            let actions = session.focusedElement?.view.accessibilityCustomActions.map(\.name) ?? []
            guard actions.contains(name) else {
                let focused = session.focusedElement?.view.accessibilityIdentifier.map { "\"\($0)\"" } ?? "the focused element"
                throw error(command, "`action \(name)`: \(focused) has no custom action \"\(name)\"; "
                    + (actions.isEmpty ? "it has none" : "it has: \(actions.joined(separator: ", "))"))
            }
        default:
            break
        }
    }

    /// Checks an `expect` line against the speech since the previous command.
    public func verify(_ expectation: ScriptCommand.Expectation, _ command: ScriptCommand,
                       since windowStart: Int) throws -> ExpectationFailure? {
        let records = session.transcript.records[min(windowStart, session.transcript.records.count)...]
            .filter { $0.kind != .interrupt }
        let spoken = records.map(\.text)
        func fail(_ message: String) -> ExpectationFailure {
            ExpectationFailure(file: file, line: command.line, column: command.column, message: message)
        }
        let heard = spoken.isEmpty
            ? "nothing was spoken" : "spoken: " + spoken.map { "\"\(Transcript.oneLine($0))\"" }.joined(separator: ", ")
        switch expectation {
        case .text(let text):
            if !spoken.contains(text) && !spoken.contains(where: { Transcript.oneLine($0) == text }) {
                return fail("expected \"\(text)\" since the previous command; \(heard)")
            }
        case .regex(let pattern):
            guard let regex = try? Regex(pattern) else { return fail("not a valid regular expression: /\(pattern)/") }
            if !spoken.contains(where: { $0.firstMatch(of: regex) != nil }) {
                return fail("expected an utterance matching /\(pattern)/ since the previous command; \(heard)")
            }
        case .focus(let id):
            let focused = session.focusedElement?.view.accessibilityIdentifier
            guard isLenient || session.elements.contains(where: { $0.view.accessibilityIdentifier == id }) else {
                throw error(command, "`expect-focus \(id)`: no element \"\(id)\" is on the current screen; "
                            + "on screen: \(idsOnScreen)")
            }
            if focused != id {
                return fail("expected the focus on \"\(id)\"; it is on \(focused.map { "\"\($0)\"" } ?? "no element with an id")")
            }
        }
        return nil
    }
}
