import Foundation

/// A report as the files it is made of (Reports.md): `index.html`, a page for every screen,
/// the style sheet and the script, by their names in the report's folder.
public struct ReportSite: Sendable {
    public private(set) var screens: [ReportScreen]
    public var files: [ReportFile]
    /// Files written as they are (`--audio`'s recordings), by their path in the report.
    public private(set) var recordings: [(path: String, bytes: [UInt8])] = []

    public init(screens: [ReportScreen], files: [ReportFile]) {
        self.screens = screens
        self.files = files
        var used: Set<String> = ["index"]
        for index in self.screens.indices {
            let screen = self.screens[index]
            let stem = Self.slug([screen.file, screen.scene, ReportHTML.language(screen.language), screen.device]
                .joined(separator: "-"))
            var name = stem, counter = 2
            while !used.insert(name.lowercased()).inserted {
                name = "\(stem)-\(counter)"
                counter += 1
            }
            self.screens[index].page = "screens/\(name).html"
        }
    }

    /// A file name made of letters, digits, dots and dashes (at most 100 characters).
    static func slug(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            let keeps = scalar.properties.isAlphabetic || ("0"..."9").contains(String(scalar)) || scalar == "."
            out += keeps && scalar.isASCII ? String(scalar) : (out.hasSuffix("-") ? "" : "-")
        }
        let trimmed = out.trimmingCharacters(in: ["-", "."])
        return trimmed.isEmpty ? "screen" : String(trimmed.prefix(100))
    }

    /// Every file of the report by its path inside the report's folder.
    public func pages() -> [(path: String, text: String)] {
        var out: [(String, String)] = [
            ("index.html", index()), ("report.css", ReportAssets.css), ("report.js", ReportAssets.script),
        ]
        for screen in screens { out.append((screen.page, page(screen))) }
        return out
    }

    /// Gives each item a recording: `record` makes the bytes of a WAV file from what is said
    /// (the description, then the hint) in the screen's language; nil leaves the item without.
    public mutating func record(_ record: (_ text: String, _ language: String?) throws -> [UInt8]?) rethrows {
        for index in screens.indices {
            let stem = String(screens[index].page.dropFirst("screens/".count).dropLast(".html".count))
            for item in screens[index].items.indices {
                let entry = screens[index].items[item]
                let text = entry.description + (entry.hint.map { ". " + $0 } ?? "")
                guard let bytes = try record(text, screens[index].language) else { continue }
                let path = "audio/\(stem)-\(entry.number).wav"
                recordings.append((path, bytes))
                screens[index].items[item].audio = path
            }
        }
    }

    /// The page that shows `scene` of `screen`'s file in its language on its device.
    func target(of link: ReportLink, from screen: ReportScreen) -> ReportScreen? {
        screens.first {
            $0.file == screen.file && $0.scene == link.scene && $0.language == screen.language && $0.device == screen.device
        }
    }
}

extension Array where Element == String {
    /// The distinct values, in first-seen order.
    var distinct: [String] {
        var seen: Set<String> = []
        return filter { seen.insert($0).inserted }
    }
}
