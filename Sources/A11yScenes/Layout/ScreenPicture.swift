import A11yCore

/// A screen drawn as one self-contained SVG file (`describe --format svg`, `layout --format
/// svg`): every view's outline, each element's frame filled in its own colour with its number
/// in reading order, and beside the screen a legend listing, in that order, the number, what
/// VoiceOver says and the hint. No fonts, scripts or images are referenced: it opens in a
/// browser and in a pull request as it is. Every text is escaped for XML.
@MainActor
public enum ScreenPicture {
    /// The picture of `window`'s screen with `elements` (in reading order) on it.
    public static func svg(window: Window, elements: [DescribedElement], title: String? = nil) -> String {
        let screen = window.bounds
        let margin = 16.0, legendWidth = 460.0, lineHeight = 16.0
        let legend = legendLines(elements, width: legendWidth - 40)
        let legendHeight = 40 + Double(legend.count) * lineHeight
        let width = margin * 3 + screen.width + legendWidth
        let height = max(screen.height, legendHeight) + margin * 2 + 24
        var out: [String] = []
        out.append("<?xml version=\"1.0\" encoding=\"UTF-8\"?>")
        out.append("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(n(width))\" height=\"\(n(height))\" "
            + "viewBox=\"0 0 \(n(width)) \(n(height))\" "
            + "font-family=\"-apple-system, 'Helvetica Neue', Helvetica, Arial, sans-serif\">")
        out.append("<title>\(escape(title ?? "Screen as VoiceOver reads it"))</title>")
        out.append("<rect width=\"100%\" height=\"100%\" fill=\"#ffffff\"/>")
        let heading = "\(title ?? "Screen") — \(n(screen.width)) × \(n(screen.height)) pt, \(elements.count) elements"
        let fits = max(20, Int((width - margin * 2) / 7))
        out.append("<text x=\"\(n(margin))\" y=\"\(n(margin + 4))\" font-size=\"13\" fill=\"#333\">"
            + "\(escape(heading.count > fits ? String(heading.prefix(fits - 1)) + "…" : heading))</text>")
        out.append("<g transform=\"translate(\(n(margin)) \(n(margin + 24)))\">")
        out.append("<rect x=\"0\" y=\"0\" width=\"\(n(screen.width))\" height=\"\(n(screen.height))\" fill=\"#f7f7f8\" "
            + "stroke=\"#222\" stroke-width=\"1.5\" rx=\"12\"/>")
        // Every view's outline, back to front.
        out.append("<g fill=\"none\" stroke=\"#9aa0a6\" stroke-width=\"0.5\">")
        out += outlines(of: window)
        out.append("</g>")
        // The elements, each in its colour, numbered in reading order.
        for (index, element) in elements.enumerated() {
            let frame = element.snapshot.frame
            let colour = Self.colour(index)
            out.append("<g><title>\(index + 1). \(escape(Self.isolatingRightToLeft(element.description)))</title>")
            out.append("<rect x=\"\(n(frame.minX))\" y=\"\(n(frame.minY))\" width=\"\(n(max(frame.width, 1)))\" "
                + "height=\"\(n(max(frame.height, 1)))\" fill=\"\(colour)\" fill-opacity=\"0.28\" "
                + "stroke=\"\(colour)\" stroke-width=\"1.5\"/>")
            let x = max(0, min(frame.minX, screen.width - 20))
            let y = max(0, min(frame.minY, screen.height - 16))
            out.append("<rect x=\"\(n(x))\" y=\"\(n(y))\" width=\"\(index >= 9 ? 22 : 15)\" "
                + "height=\"15\" rx=\"3\" fill=\"\(colour)\"/>")
            out.append("<text x=\"\(n(x + 3))\" y=\"\(n(y + 11.5))\" font-size=\"11\" "
                + "font-weight=\"bold\" fill=\"#fff\">\(index + 1)</text>")
            out.append("</g>")
        }
        out.append("</g>")
        // The legend.
        let legendX = margin * 2 + screen.width
        out.append("<g transform=\"translate(\(n(legendX)) \(n(margin + 24)))\" font-size=\"12\">")
        out.append("<text x=\"0\" y=\"14\" font-size=\"13\" font-weight=\"bold\" fill=\"#222\">Reading order</text>")
        var y = 40.0
        for line in legend {
            if let number = line.number {
                out.append("<rect x=\"0\" y=\"\(n(y - 11))\" width=\"\(number >= 10 ? 22 : 15)\" "
                    + "height=\"14\" rx=\"3\" fill=\"\(Self.colour(number - 1))\"/>")
                out.append("<text x=\"3\" y=\"\(n(y))\" font-size=\"11\" font-weight=\"bold\" fill=\"#fff\">\(number)</text>")
            }
            out.append("<text x=\"30\" y=\"\(n(y))\" fill=\"\(line.isHint ? "#666" : "#111")\""
                + "\(line.isHint ? " font-style=\"italic\"" : "")>"
                + "\(escape(Self.isolatingRightToLeft(line.text)))</text>")
            y += lineHeight
        }
        out.append("</g>")
        out.append("</svg>")
        return out.joined(separator: "\n") + "\n"
    }

    /// Every visible view's outline on `window`'s screen, back to front, as SVG rectangles in
    /// screen points (the window itself, hidden and transparent views, and empty frames left out).
    public static func outlines(of window: Window) -> [String] {
        var out: [String] = []
        func outline(_ view: View) {
            guard !view.isHidden, view.alpha > 0 else { return }
            if !(view is Window) {
                let frame = view.convert(view.bounds, to: nil)
                if frame.width > 0, frame.height > 0 {
                    out.append("<rect x=\"\(n(frame.minX))\" y=\"\(n(frame.minY))\" width=\"\(n(frame.width))\" "
                        + "height=\"\(n(frame.height))\"/>")
                }
            }
            for subview in view.subviews { outline(subview) }
        }
        outline(window)
        return out
    }

    /// One line of the legend: a description (with its number on its first line) or a hint.
    struct LegendLine {
        var number: Int?
        var text: String
        var isHint: Bool
    }

    /// The legend's lines: each element's description, then its hint, wrapped to `width` points
    /// (at about 6.5 pt a character of 12-point text).
    static func legendLines(_ elements: [DescribedElement], width: Double) -> [LegendLine] {
        let columns = max(20, Int(width / 6.5))
        var lines: [LegendLine] = []
        for (index, element) in elements.enumerated() {
            for (part, text) in wrap(element.description, columns: columns).enumerated() {
                lines.append(LegendLine(number: part == 0 ? index + 1 : nil, text: text, isHint: false))
            }
            if let hint = element.hint, !hint.isEmpty {
                for text in wrap(hint, columns: columns) { lines.append(LegendLine(number: nil, text: text, isHint: true)) }
            }
        }
        return lines
    }

    /// `text` in lines of at most `columns` characters, broken at spaces where it can be.
    public static func wrap(_ text: String, columns: Int) -> [String] {
        var lines: [String] = [], current = ""
        for word in text.split(separator: " ", omittingEmptySubsequences: false) {
            var word = String(word)
            while word.count > columns {
                if !current.isEmpty { lines.append(current); current = "" }
                lines.append(String(word.prefix(columns)))
                word = String(word.dropFirst(columns))
            }
            if current.isEmpty {
                current = word
            } else if current.count + 1 + word.count <= columns {
                current += " " + word
            } else {
                lines.append(current)
                current = word
            }
        }
        if !current.isEmpty || lines.isEmpty { lines.append(current) }
        return lines
    }

    /// `text` with each right-to-left run isolated (FIRST STRONG ISOLATE … POP DIRECTIONAL
    /// ISOLATE), its punctuation and digits inside it: in a left-to-right line, the period
    /// after an Arabic or Hebrew label stays at the label's end (its left) instead of moving
    /// to the other side (Unicode's bidirectional algorithm, isolates).
    public nonisolated static func isolatingRightToLeft(_ text: String) -> String {
        func isRightToLeft(_ character: Character) -> Bool {
            guard let value = character.unicodeScalars.first?.value else { return false }
            return (0x0590...0x08FF).contains(value) || (0xFB1D...0xFDFF).contains(value) || (0xFE70...0xFEFF).contains(value)
        }
        guard text.contains(where: isRightToLeft) else { return text }
        var result = ""
        var run = ""
        func close() {
            let trailing = run.reversed().prefix { $0 == " " }.count
            result += "\u{2068}" + run.dropLast(trailing) + "\u{2069}" + String(repeating: " ", count: trailing)
            run = ""
        }
        for character in text {
            if isRightToLeft(character) || (!run.isEmpty && !character.isLetter) {
                run.append(character)
            } else {
                if !run.isEmpty { close() }
                result.append(character)
            }
        }
        if !run.isEmpty { close() }
        return result
    }

    /// A colour for element `index`: hues a golden angle apart, so neighbours differ.
    public static func colour(_ index: Int) -> String {
        let hue = (Double(index) * 137.508).truncatingRemainder(dividingBy: 360)
        return "hsl(\(Int(hue)), 70%, 42%)"
    }

    /// `text` safe inside a one-line SVG text or attribute (`XMLText`, line breaks as spaces).
    static func escape(_ text: String) -> String { XMLText.escape(text, keepingLineBreaks: false) }

    /// A number for an attribute: at most two decimals.
    static func n(_ value: Double) -> String { value.short }
}
