import A11yAudit
import A11yCore
import A11ySceneModel

extension ReportSite {
    /// `index.html`: the app at a glance, then every screen with a link to its page, with
    /// filters by language, device and severity.
    func index() -> String {
        let findings = screens.flatMap(\.findings)
        var main: [String] = []
        main.append("<h1>Accessibility report</h1>")
        main.append("<section aria-labelledby=\"glance\"><h2 id=\"glance\">At a glance</h2><dl class=\"glance\">")
        let languages = screens.map { ReportHTML.language($0.language) }.distinct
        let devices = screens.map(\.deviceName).distinct
        main.append("<dt>Files</dt><dd>\(files.count)</dd>")
        main.append("<dt>Screens</dt><dd>\(Set(screens.map { "\($0.file)#\($0.scene)" }).count) "
            + "(\(screens.count) pages: \(languages.count) language\(languages.count == 1 ? "" : "s"), "
            + "\(devices.count) device\(devices.count == 1 ? "" : "s"))</dd>")
        // A view shown on several pages (a tab bar on each tab, each language) has its findings
        // on each: counted once by rule and place.
        func distinct(_ list: [AuditFinding]) -> Int { Set(list.map { "\($0.rule) \($0.location) \($0.element ?? "")" }).count }
        main.append("<dt>Findings</dt><dd>\(ReportHTML.counts(findings)) on the pages; \(distinct(findings)) distinct "
            + "(one rule at one place in the files, counted once)</dd>")
        let byCode = files.filter { !$0.openedByCode.isEmpty }, unreached = files.filter { !$0.unreached.isEmpty }
        let counts = (byCode.map(\.openedByCode.count).reduce(0, +), unreached.map(\.unreached.count).reduce(0, +))
        main.append("<dt>Screens only code opens</dt><dd>\(counts.0 == 0 ? "none" : "\(counts.0)")</dd>")
        main.append("<dt>Controllers not reached</dt><dd>\(counts.1 == 0 ? "none" : "\(counts.1)")</dd>")
        main.append("</dl>")
        let lists: [(String, [ReportFile], KeyPath<ReportFile, [String]>)] = [
            ("Screens only code opens (no screen leads to them)", byCode, \.openedByCode),
            ("Controllers not reached, even started from themselves", unreached, \.unreached),
        ]
        for (heading, list, ids) in lists where !list.isEmpty {
            main.append("<h3>\(heading)</h3><ul class=\"unreached\">")
            for file in list {
                let names = file[keyPath: ids].map { scene in
                    screens.first { $0.file == file.file && $0.scene == scene }
                        .map { "<a href=\"\($0.page)\">\(ReportHTML.escape($0.name))</a>" } ?? ReportHTML.escape(scene)
                }
                main.append("<li>\(ReportHTML.escape(file.file)): \(names.joined(separator: ", "))</li>")
            }
            main.append("</ul>")
        }
        let bad = files.filter { $0.error != nil }
        if !bad.isEmpty {
            main.append("<h3>Files not read</h3><ul class=\"errors\">")
            for file in bad { main.append("<li>\(ReportHTML.escape(file.error ?? ""))</li>") }
            main.append("</ul>")
        }
        if !findings.isEmpty {
            main.append("<h3 id=\"by-rule\">Findings by rule</h3>")
            main.append("<table aria-labelledby=\"by-rule\"><thead><tr><th scope=\"col\">Rule</th><th scope=\"col\">Severity</th>"
                + "<th scope=\"col\">Findings</th><th scope=\"col\">Distinct</th><th scope=\"col\">Pages</th>"
                + "</tr></thead><tbody>")
            let rules = findings.map(\.rule).distinct
            for rule in rules.sorted() {
                let matching = findings.filter { $0.rule == rule }
                let pages = screens.filter { $0.findings.contains { $0.rule == rule } }.count
                main.append("<tr><td><code>\(ReportHTML.escape(rule))</code></td><td>\(ReportHTML.level(matching[0].level))</td>"
                    + "<td>\(matching.count)</td><td>\(distinct(matching))</td><td>\(pages)</td></tr>")
            }
            main.append("</tbody></table>")
        }
        main.append("</section>")
        main.append(screenTable(languages: languages, devices: devices))
        return ReportHTML.page(title: "Accessibility report — voicenav", main: main.joined(separator: "\n"), isIndex: true)
    }

    /// The table of every screen, with its filters.
    private func screenTable(languages: [String], devices: [String]) -> String {
        var out: [String] = []
        out.append("<section aria-labelledby=\"screens\"><h2 id=\"screens\">Screens</h2>")
        func select(_ id: String, _ label: String, _ options: [(String, String)]) -> String {
            "<label for=\"\(id)\">\(label)</label> <select id=\"\(id)\" data-filter=\"\(id.dropFirst(7))\">"
                + "<option value=\"\">All</option>"
                + options.map { "<option value=\"\(ReportHTML.escape($0.0))\">\(ReportHTML.escape($0.1))</option>" }.joined()
                + "</select>"
        }
        out.append("<form class=\"filters\" aria-label=\"Filter the screens\">")
        out.append(select("filter-language", "Language", languages.map { ($0, $0) }))
        out.append(select("filter-device", "Device", devices.map { ($0, $0) }))
        out.append(select("filter-level", "Findings", [("error", "With errors"), ("warning", "With warnings or worse"),
                                                       ("note", "With any finding"), ("none", "Without findings")]))
        out.append("<p class=\"shown\" role=\"status\" aria-live=\"polite\"></p></form>")
        out.append("<table class=\"screens\" aria-labelledby=\"screens\"><thead><tr><th scope=\"col\">File</th>"
            + "<th scope=\"col\">Screen</th><th scope=\"col\">Language</th><th scope=\"col\">Device</th>"
            + "<th scope=\"col\">Elements</th><th scope=\"col\">Findings</th></tr></thead><tbody>")
        for screen in screens {
            let level = screen.worstLevel?.rawValue ?? "none"
            out.append("<tr data-language=\"\(ReportHTML.escape(ReportHTML.language(screen.language)))\" "
                + "data-device=\"\(ReportHTML.escape(screen.deviceName))\" data-level=\"\(level)\">"
                + "<td>\(ReportHTML.escape(screen.file))</td>"
                + "<td><a href=\"\(screen.page)\">\(ReportHTML.escape(screen.name))</a>"
                + " <span class=\"scene\">\(ReportHTML.escape(screen.scene))"
                + "\(screen.isStart ? " · starts the file" : "")</span></td>"
                + "<td>\(ReportHTML.escape(ReportHTML.language(screen.language)))</td>"
                + "<td>\(ReportHTML.escape(screen.deviceName))</td><td>\(screen.items.count)</td>"
                + "<td>\(ReportHTML.counts(screen.findings))</td></tr>")
        }
        out.append("</tbody></table></section>")
        return out.joined(separator: "\n")
    }
}
