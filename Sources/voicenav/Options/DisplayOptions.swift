import A11yCore
import A11yLayout
import A11yScenes
import ArgumentParser
import A11ySceneModel

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

    /// The kind of device `--device` names (nil for none, or the file's own canvas): a file is
    /// opened for it, as what a phone and a pad show differs (a split view collapses on a phone).
    var idiom: DeviceIdiom? { (try? display())?.idiom }

    /// An unknown device is refused while the command line is read, with the command's own usage.
    func validate() throws { _ = try display() }

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
            // A usage error about the file, not the command line: no usage text after it.
            printError("voicenav: \(error.description)")
            throw ExitCode(ExitStatus.usage)
        }
    }

    /// The message for a device name nobody knows, with the closest names.
    static func unknown(_ name: String) -> String {
        let close = SceneChoiceError.closest(to: name, in: Device.all.map(\.name), within: false)
        return "unknown device \"\(name)\"; the closest are \(close.joined(separator: ", ")) (all: voicenav devices)"
    }
}

extension ContentSizeCategory: ExpressibleByArgument {}
