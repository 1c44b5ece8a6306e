import A11yAudit  // for its members (no type of it is named here)
import A11yCore
import A11yScenes

/// A report screen's picture: inline SVG of the screen alone (the page lists what is said),
/// every view outlined, each element filled and numbered in reading order, those with
/// findings outlined in red and dashed. It is an image with a title and a description for
/// assistive technology; each element's group carries its number (`data-item`) so the page
/// can highlight it when its item is focused.
@MainActor
enum ReportPicture {
    static func svg(window: Window, screen: ReportScreen) -> String {
        let bounds = window.bounds
        let flagged = Set(screen.findings.compactMap(\.element))
        let titleID = "picture-title", descriptionID = "picture-description"
        var out: [String] = []
        out.append("<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"screen\" role=\"img\" "
            + "aria-labelledby=\"\(titleID) \(descriptionID)\" viewBox=\"-2 -2 \(n(bounds.width + 4)) \(n(bounds.height + 4))\" "
            + "width=\"\(n(bounds.width + 4))\" height=\"\(n(bounds.height + 4))\">")
        out.append("<title id=\"\(titleID)\">\(escape(screen.name)) on \(escape(screen.deviceName))</title>")
        let flaggedCount = screen.items.filter { flagged.contains($0.id) }.count
        out.append("<desc id=\"\(descriptionID)\">The screen, \(n(bounds.width)) by \(n(bounds.height)) points, with its "
            + "\(screen.items.count) elements numbered in the order VoiceOver reads them"
            + (flaggedCount > 0 ? "; \(flaggedCount) with findings outlined in red and dashed" : "") + ".</desc>")
        out.append("<rect class=\"device\" x=\"0\" y=\"0\" width=\"\(n(bounds.width))\" "
            + "height=\"\(n(bounds.height))\" rx=\"12\"/>")
        out.append("<g class=\"views\">")
        out += ScreenPicture.outlines(of: window)
        out.append("</g>")
        for item in screen.items {
            let frame = item.frame
            let colour = ScreenPicture.colour(item.number - 1)
            let isFlagged = flagged.contains(item.id)
            out.append("<g class=\"element\(isFlagged ? " flagged" : "")\" data-item=\"\(item.number)\">")
            out.append("<rect class=\"area\" x=\"\(n(frame.minX))\" y=\"\(n(frame.minY))\" width=\"\(n(max(frame.width, 1)))\" "
                + "height=\"\(n(max(frame.height, 1)))\" fill=\"\(colour)\" stroke=\"\(colour)\"/>")
            let x = max(0, min(frame.minX, bounds.width - 22)), y = max(0, min(frame.minY, bounds.height - 16))
            out.append("<rect class=\"badge\" x=\"\(n(x))\" y=\"\(n(y))\" width=\"\(item.number >= 10 ? 22 : 15)\" height=\"15\" "
                + "rx=\"3\" fill=\"\(colour)\"/>")
            out.append("<text x=\"\(n(x + 3))\" y=\"\(n(y + 11.5))\">\(item.number)</text>")
            // The words VoiceOver starts with, as far as they fit beside the number (about
            // 5.5 pt a character of 10-point text), so the drawing reads without the list.
            let room = Int((frame.maxX - x - 24) / 5.5)
            if frame.height >= 14, room >= 4 {
                let words = item.description.split(separator: ".", maxSplits: 1).first.map(String.init) ?? ""
                let shown = words.count > room ? String(words.prefix(room - 1)) + "…" : words
                out.append("<text class=\"words\" x=\"\(n(x + (item.number >= 10 ? 26 : 19)))\" y=\"\(n(y + 11.5))\">"
                    + "\(escape(ScreenPicture.isolatingRightToLeft(shown)))</text>")
            }
            out.append("</g>")
        }
        out.append("</svg>")
        return out.joined(separator: "\n")
    }

    static func escape(_ text: String) -> String { ReportHTML.escape(text) }
    static func n(_ value: Double) -> String { value.short }
}
