/// How a presented controller covers the screen (MP-20).
///
/// Mirrors `UIModalPresentationStyle`. On phone every style covers its context; on pad a
/// page sheet is portrait-width and full height and a form sheet a centred 540 × 620 box,
/// with the rest dimmed and unreachable (MP-21, AX-41).
public enum ModalPresentationStyle: String, Sendable, Hashable, CaseIterable {
    case fullScreen, pageSheet, formSheet, currentContext

    /// Whether the presented view replaces what it covers (so the covered controllers
    /// disappear, MP-50) rather than floating over a dimmed presenter.
    public func coversScreen(on idiom: DeviceIdiom) -> Bool {
        switch self {
        case .fullScreen, .currentContext: true
        case .pageSheet, .formSheet: idiom == .phone
        }
    }
}

/// How a presented controller animates in and out (MP-10..13).
public enum ModalTransitionStyle: String, Sendable, Hashable, CaseIterable {
    case coverVertical, flipHorizontal, crossDissolve, partialCurl
}
