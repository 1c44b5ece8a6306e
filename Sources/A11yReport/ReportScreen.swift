import A11yAudit
import A11yCore
import A11ySceneModel

/// One screen of a report (Reports.md): a screen `describe --all-scenes` lists for a file, in
/// one language on one device, with what VoiceOver says on it, its picture, its findings and
/// the screens its controls open.
public struct ReportScreen: Sendable {
    /// The file's path relative to the path it was found under (a file given: its name).
    public var file: String
    /// The `scene` value `describe --all-scenes --format json` prints.
    public var scene: String
    public var className: String
    public var title: String?
    /// The device language (nil: the file's base language).
    public var language: String?
    /// The device's name (`iphone-16`) and its display name (`iPhone 16`).
    public var device: String
    public var deviceName: String
    /// The elements in reading order.
    public var items: [ReportItem]
    /// The screen drawn, as inline SVG, and the screen's width in points (a wide screen, a
    /// pad's or a phone's in landscape, is drawn larger).
    public var picture: String
    public var pictureWidth = 0.0
    /// What the audit finds on the screen itself.
    public var findings: [AuditFinding]
    /// What the file leaves to code on this screen (the reader's located notes: texts set at
    /// run time, rows a data source fills, classes it does not know).
    public var notes: [Diagnostic] = []
    /// The screens its controls open (found by activating each), by the page's scene id.
    public var links: [ReportLink]
    /// Whether the file starts on this screen (its initial controller, its first preview …).
    public var isStart: Bool
    /// The page's file name in the report.
    public var page = ""

    /// The name a person knows the screen by: its title, else its class, else its id.
    public var name: String { title.flatMap { $0.isEmpty ? nil : $0 } ?? (className.isEmpty ? scene : className) }

    /// The most serious level of its findings, if any.
    public var worstLevel: AuditLevel? { findings.map(\.level).max() }
}

/// One element of a report's screen: its number in reading order, what VoiceOver says, the
/// hint, the braille line when asked.
public struct ReportItem: Sendable {
    public var number: Int
    public var id: String
    public var description: String
    public var hint: String?
    public var braille: String?
    public var frame: Rect
    /// With `--audio`: the recording of what is said, by its path in the report.
    public var audio: String?
}

/// A control of a screen and the screen activating it opens.
public struct ReportLink: Sendable, Hashable {
    /// What VoiceOver calls the control.
    public var control: String
    /// The id of the controller it shows: a screen of the report when the file has a page for
    /// it (in the same language, on the same device); else one the file builds in place (a
    /// SwiftUI destination, an alert).
    public var scene: String
    /// The opened screen's heading (its first heading element), else its first element's words.
    public var title: String
}

/// A file of the report: its screens' scene ids, those no starting screen leads to, and why it
/// was not read when it could not be.
public struct ReportFile: Sendable {
    public var file: String
    public var screens: [String] = []
    /// The controllers no screen of the file leads to, which code opens (as `voicenav audit`
    /// finds them: exploring every screen from the file's starting screens).
    public var openedByCode: [String] = []
    /// The controllers no audit could show, even started from themselves.
    public var unreached: [String] = []
    /// Why the file could not be read (a bad file: exit 65), located.
    public var error: String?
}
