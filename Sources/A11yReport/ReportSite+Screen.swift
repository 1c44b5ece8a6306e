import A11yAudit  // for its members (no type of it is named here)
import A11ySceneModel

extension ReportSite {
    /// A screen's page: its picture, what VoiceOver says in order (with the braille line when
    /// asked and each item's findings), every finding, and the screens its controls open.
    func page(_ screen: ReportScreen) -> String {
        let e = ReportHTML.escape
        var main: [String] = []
        // The screen's own words are in its language; the report's are English.
        let language = screen.language.map { " lang=\"\(e($0))\"" } ?? ""
        main.append("<h1\(language)>\(e(screen.name))</h1>")
        main.append("<p class=\"meta\">\(e(screen.file)) · screen <code>\(e(screen.scene))</code>"
            + (screen.className.isEmpty ? "" : " (\(e(screen.className)))")
            + (screen.isStart ? ", where the file starts" : "")
            + " · language \(e(ReportHTML.language(screen.language))) · \(e(screen.deviceName))"
            + " · \(screen.items.count) element\(screen.items.count == 1 ? "" : "s") · \(ReportHTML.counts(screen.findings))"
            + (screen.notes.isEmpty ? "" : " · \(screen.notes.count) note\(screen.notes.count == 1 ? "" : "s") "
                + "on what code sets")
            + "</p>")
        main.append("<div class=\"columns\">")
        let width = screen.pictureWidth > 600 ? "44rem" : "22rem"
        main.append("<section class=\"picture\" style=\"flex-basis: \(width)\" aria-labelledby=\"picture-heading\">"
            + "<h2 id=\"picture-heading\">The screen</h2>")
        main.append(screen.picture)
        main.append("</section>")
        main.append("<section class=\"order\" aria-labelledby=\"order-heading\">"
            + "<h2 id=\"order-heading\">What VoiceOver says, in order</h2>")
        if screen.items.isEmpty {
            main.append("<p>(no elements)</p>")
        } else {
            main.append("<ol class=\"items\"\(language)>")
            for item in screen.items {
                let findings = screen.findings.filter { $0.element != nil && $0.element == item.id && !item.id.isEmpty }
                var parts = ["<span class=\"speech\" dir=\"auto\">\(e(item.description))</span>"]
                if let hint = item.hint { parts.append("<span class=\"hint\">Hint: \(e(hint))</span>") }
                if let audio = item.audio {
                    parts.append("<audio controls preload=\"none\" src=\"../\(audio)\" "
                        + "aria-label=\"Play item \(item.number), as eSpeak NG says it\"></audio>")
                }
                if let braille = item.braille {
                    parts.append("<span class=\"braille\">Braille: <span lang=\"\" class=\"cells\">\(e(braille))</span></span>")
                }
                if !findings.isEmpty {
                    parts.append("<ul class=\"item-findings\">" + findings.map {
                        "<li>\(ReportHTML.level($0.level)) \(e($0.message)) <code>\(e($0.rule))</code></li>"
                    }.joined() + "</ul>")
                }
                main.append("<li id=\"item-\(item.number)\" tabindex=\"0\" data-item=\"\(item.number)\""
                    + "\(findings.isEmpty ? "" : " class=\"flagged\"")>\(parts.joined(separator: " "))</li>")
            }
            main.append("</ol>")
        }
        main.append("</section></div>")
        main.append(findingsSection(screen))
        main.append(linksSection(screen))
        main.append(notesSection(screen))
        let title = "\(screen.name) — \(screen.file) — voicenav report"
        let attributes = " data-file=\"\(e(screen.file))\" data-scene=\"\(e(screen.scene))\""
            + " data-language=\"\(e(ReportHTML.language(screen.language)))\" data-device=\"\(e(screen.device))\""
        return ReportHTML.page(title: title, main: main.joined(separator: "\n"), mainAttributes: attributes, isIndex: false)
    }

    private func findingsSection(_ screen: ReportScreen) -> String {
        let e = ReportHTML.escape
        var out = ["<section aria-labelledby=\"findings-heading\"><h2 id=\"findings-heading\">Findings</h2>"]
        if screen.findings.isEmpty {
            out.append("<p>The audit finds nothing on this screen.</p>")
        } else {
            out.append("<table class=\"findings\" aria-labelledby=\"findings-heading\"><thead><tr><th scope=\"col\">Severity</th>"
                + "<th scope=\"col\">Rule</th><th scope=\"col\">Message</th><th scope=\"col\">Where</th>"
                + "<th scope=\"col\">Element</th></tr></thead><tbody>")
            for finding in screen.findings {
                let item = finding.element.flatMap { id in screen.items.first { $0.id == id && !id.isEmpty } }
                let element = item.map { "<a href=\"#item-\($0.number)\">\($0.number). \(e($0.description))</a>" }
                    ?? (finding.element.map { "<code>\(e($0))</code>" } ?? "the screen")
                out.append("<tr><td>\(ReportHTML.level(finding.level))</td><td><code>\(e(finding.rule))</code></td>"
                    + "<td>\(e(finding.message))</td><td><code>\(e(finding.location.description))</code></td>"
                    + "<td>\(element)</td></tr>")
            }
            out.append("</tbody></table>")
        }
        out.append("</section>")
        return out.joined(separator: "\n")
    }

    /// What the file leaves to code: a page that reads "(no elements)" or finds a control with
    /// no label may be one whose code fills it in.
    private func notesSection(_ screen: ReportScreen) -> String {
        let e = ReportHTML.escape
        return Self.listSection(
            id: "notes", heading: "What the file leaves to code", className: "notes",
            empty: "Nothing: the file fixes everything this screen shows.",
            intro: "What this page shows may differ where code sets it:",
            items: screen.notes.map { "<code>\(e($0.location.description))</code> \(e($0.message))" })
    }

    private func linksSection(_ screen: ReportScreen) -> String {
        let e = ReportHTML.escape
        return Self.listSection(
            id: "opens", heading: "Screens it opens", className: "opens",
            empty: "None of its controls opens another screen.", intro: nil,
            items: screen.links.map { link in
                if let target = target(of: link, from: screen) {
                    return "\(e(link.control)) → <a href=\"../\(target.page)\">\(e(target.name))</a>"
                }
                return "\(e(link.control)) → \(e(link.title)) <span class=\"scene\">(shown in place: no page of its own)</span>"
            })
    }

    /// A section of the page: its heading, then `items` (already HTML) as a list, or `empty`.
    private static func listSection(id: String, heading: String, className: String, empty: String, intro: String?,
                                    items: [String]) -> String {
        var out = ["<section aria-labelledby=\"\(id)-heading\"><h2 id=\"\(id)-heading\">\(heading)</h2>"]
        if items.isEmpty {
            out.append("<p>\(empty)</p>")
        } else {
            out.append((intro.map { "<p>\($0)</p>" } ?? "") + "<ul class=\"\(className)\">")
            out += items.map { "<li>\($0)</li>" }
            out.append("</ul>")
        }
        out.append("</section>")
        return out.joined(separator: "\n")
    }
}
