import A11yCore
import A11yAudit
import A11ySceneModel

/// The report's pages as HTML (Reports.md): plain HTML5 with landmarks and headings, one
/// style sheet and one small script that only enhances (filters, highlighting); everything
/// readable with neither.
enum ReportHTML {
    /// `text` safe in HTML text and in a double-quoted attribute (every attribute the report
    /// writes is), as the SVG pictures and the JUnit report escape it.
    static func escape(_ text: String) -> String { XMLText.escape(text) }

    /// A whole page: head, a skip link, the report's navigation, `main`, the script.
    static func page(title: String, main: String, mainAttributes: String = "", isIndex: Bool) -> String {
        let root = isIndex ? "" : "../"
        return """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <meta name="generator" content="voicenav report">
        <title>\(escape(title))</title>
        <link rel="stylesheet" href="\(root)report.css">
        </head>
        <body>
        <a class="skip" href="#main">Skip to the content</a>
        <header class="site"><nav aria-label="Report"><a href="\(root)index.html"\(isIndex ? " aria-current=\"page\"" : "")>\
        All screens</a></nav></header>
        <main id="main"\(mainAttributes)>
        \(main)
        </main>
        <footer class="site"><p>Written by voicenav: what VoiceOver says, estimated from the app's files.</p></footer>
        <script src="\(root)report.js"></script>
        </body>
        </html>

        """
    }

    /// The words for a language (nil: the base language).
    static func language(_ code: String?) -> String { code ?? "base" }

    /// A finding's level as a badge.
    static func level(_ level: AuditLevel) -> String {
        "<span class=\"level level-\(level.rawValue)\">\(level.rawValue)</span>"
    }

    /// "3 errors, 1 warning" (nothing: "no findings").
    static func counts(_ findings: [AuditFinding]) -> String {
        let parts = [AuditLevel.error, .warning, .note].compactMap { level -> String? in
            let count = findings.filter { $0.level == level }.count
            return count == 0 ? nil : "\(count) \(level.rawValue)\(count == 1 ? "" : "s")"
        }
        return parts.isEmpty ? "no findings" : parts.joined(separator: ", ")
    }
}
