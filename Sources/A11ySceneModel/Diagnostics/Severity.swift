/// How serious a diagnostic is: `error`, `warning` or `note`, as SARIF and compilers name them.
///
/// A load error is an `error`, an import note a `note`, an audit finding has its rule's level.
/// The levels order findings for `--fail-on`: a run fails when a finding is at or above the
/// chosen level. Mirrors SARIF 2.1.0's `result.level` (GitHub code scanning shows errors,
/// warnings and notes) and the severities of Xcode's Accessibility Inspector audit.
public enum Severity: String, Sendable, Hashable, Codable, CaseIterable, Comparable {
    /// Worth knowing; often a matter of style (VoiceOver copes, but less well), or what a file
    /// leaves to code.
    case note
    /// Something a VoiceOver user will likely stumble on.
    case warning
    /// Something a VoiceOver user cannot get past (a control without a name, one they cannot
    /// reach or cannot adjust), or a file that cannot be read.
    case error

    private var rank: Int {
        switch self {
        case .note: 0
        case .warning: 1
        case .error: 2
        }
    }

    public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }
}

/// An audit finding's level (the audit's name for `Severity`).
public typealias AuditLevel = Severity
