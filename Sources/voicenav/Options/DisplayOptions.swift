import A11yCore
import A11yLayout
import A11yScenes
import ArgumentParser

/// `--device`, `--orientation`, `--text-size`: the device a screen is shown on. Shared by
/// every command that shows a screen (describe, run, audit, layout; `import` writes the
/// standard device's frames).
struct DisplayOptions: ParsableArguments {
    @Option(help: ArgumentHelp(
        "The device: a name from `voicenav devices` (iphone-se, iphone-16, ipad-pro-13 …), or `design` for the file's canvas.",
        valueName: "name"))
    var device: String?

    @Option(help: ArgumentHelp("portrait or landscape.", valueName: "orientation"))
    var orientation: Orientation?

    @Option(name: .customLong("text-size"), help: ArgumentHelp(
        "The user's text size: \(ContentSizeCategory.allCases.map(\.rawValue).joined(separator: ", ")) (default large).",
        valueName: "size"))
    var textSize: ContentSizeCategory?

    enum Orientation: String, ExpressibleByArgument, CaseIterable { case portrait, landscape }

    /// Whether any option was given.
    var isSet: Bool { device != nil || orientation != nil || textSize != nil }

    /// The display the options choose. Throws a usage error for an unknown device.
    func display() throws -> SceneDisplay {
        var display = SceneDisplay()
        if let name = device {
            if name.lowercased() == "design" {
                display.device = .design
            } else {
                guard let found = Device.named(name) else { throw ValidationError(Self.unknown(name)) }
                display.device = .named(found)
            }
        }
        display.orientation = orientation.map { $0 == .landscape ? .landscapeLeft : .portrait }
        display.textSize = textSize
        return display
    }

    /// `spec` shown as the options say.
    func apply(to spec: inout SceneSpec) throws {
        do {
            try display().apply(to: &spec)
        } catch let error as SceneDisplay.NoDesignDevice {
            throw ValidationError(error.description)
        }
    }

    /// The message for a device name nobody knows, with the closest names.
    static func unknown(_ name: String) -> String {
        let names = Device.all.map(\.name)
        let close = names.sorted { distance($0, name.lowercased()) < distance($1, name.lowercased()) }.prefix(3)
        return "unknown device \"\(name)\"; the closest are \(close.joined(separator: ", ")) (all: voicenav devices)"
    }

    private static func distance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        var row = Array(0...b.count)
        for i in 1...max(1, a.count) where !a.isEmpty {
            var previous = row[0]
            row[0] = i
            for j in stride(from: 1, through: b.count, by: 1) {
                let saved = row[j]
                row[j] = min(row[j] + 1, row[j - 1] + 1, previous + (a[i - 1] == b[j - 1] ? 0 : 1))
                previous = saved
            }
        }
        return row[b.count]
    }
}

extension ContentSizeCategory: ExpressibleByArgument {}
