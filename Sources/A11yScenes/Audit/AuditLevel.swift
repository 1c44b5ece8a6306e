/// How serious a finding is: `error`, `warning` or `note`, as SARIF and compilers name them.
///
/// The levels order findings for `--fail-on`: a run fails when a finding is at or above the
/// chosen level. Mirrors SARIF 2.1.0's `result.level` (GitHub code scanning shows errors,
/// warnings and notes) and the severities of Xcode's Accessibility Inspector audit.
public enum AuditLevel: String, Sendable, Hashable, CaseIterable, Comparable {
    /// Worth knowing; often a matter of style (VoiceOver copes, but less well).
    case note
    /// Something a VoiceOver user will likely stumble on.
    case warning
    /// Something a VoiceOver user cannot get past: a control without a name, one they
    /// cannot reach or cannot adjust.
    case error

    private var rank: Int {
        switch self {
        case .note: 0
        case .warning: 1
        case .error: 2
        }
    }

    public static func < (lhs: AuditLevel, rhs: AuditLevel) -> Bool { lhs.rank < rhs.rank }
}
