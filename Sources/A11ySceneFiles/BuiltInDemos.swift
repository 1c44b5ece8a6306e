import Foundation
import A11ySceneModel

/// The demo apps built into voicenav, so `voicenav demo` works without the examples folder.
///
/// Each demo is a scene file shipped as a resource of this target (`Sources/A11ySceneFiles/Demos`,
/// which `examples/demo.yaml` and `examples/demo-pad.yaml` link to): `phone` is `demo.yaml`,
/// `pad` is `demo-pad.yaml`. The first entry is the default demo. The files are found in the
/// resource bundle SwiftPM puts beside the binary (`voicenav_A11ySceneFiles.resources`), else in
/// the source tree the binary was built from.
///
/// ```swift
/// let demo = BuiltInDemos.named("pad") ?? BuiltInDemos.all[0]
/// let app = SceneApp(spec: try SceneParser.parse(try demo.yaml(), file: demo.fileName))
/// ```
public enum BuiltInDemos {
    /// One built-in demo: the name that picks it, a one-line summary and its scene file.
    public struct Demo: Sendable {
        /// The name that picks the demo (`phone`, `pad`).
        public let name: String
        /// One line saying what the demo shows, for help text and listings.
        public let summary: String
        /// The scene file's name among the resources (`demo.yaml`).
        public let fileName: String

        /// The scene file's text; a located error when the resources cannot be found (a
        /// binary copied without the bundle beside it).
        public func yaml() throws -> String {
            guard let url = BuiltInDemos.resource(fileName), let data = FileManager.default.contents(atPath: url.path),
                  let text = String(data: data, encoding: .utf8) else {
                throw Diagnostic(file: fileName, line: 1, column: 1, message: "the built-in demo's file is not found: keep "
                    + "\(BuiltInDemos.bundleName) beside the voicenav binary (swift build puts it there), "
                    + "or run examples/\(fileName)")
            }
            return text
        }
    }

    /// The resource bundle SwiftPM makes for this target, beside the binary.
    static let bundleName = "voicenav_A11ySceneFiles.resources"

    /// Where the demo file `name` is: the resource bundle beside the binary (Linux and macOS
    /// layouts), else the source tree this file was built from.
    package static func resource(_ name: String) -> URL? {
        var folders: [URL] = []
        for base in [Bundle.main.bundleURL, Bundle.main.executableURL?.deletingLastPathComponent()].compactMap({ $0 }) {
            folders.append(base.appendingPathComponent(bundleName).appendingPathComponent("Demos"))
            folders.append(base.appendingPathComponent("voicenav_A11ySceneFiles.bundle/Contents/Resources/Demos"))
            folders.append(base.appendingPathComponent("voicenav_A11ySceneFiles.bundle/Demos"))
        }
        let sourceTree = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        folders.append(sourceTree.appendingPathComponent("Demos"))
        return folders.map { $0.appendingPathComponent(name) }.first { FileManager.default.fileExists(atPath: $0.path) }
    }

    /// Every built-in demo; the first is the default.
    public static let all: [Demo] = [
        Demo(name: "phone",
             summary: "Phone: tabs with More, Magic Tap (music, stopwatch), Settings, a compose sheet, a book read aloud.",
             fileName: "demo.yaml"),
        Demo(name: "pad",
             summary: "Pad: a split view whose master opens in a popover, a popover and a form sheet.",
             fileName: "demo-pad.yaml"),
    ]

    /// The demo called `name` (any case), or nil when there is none.
    public static func named(_ name: String) -> Demo? {
        all.first { $0.name == name.lowercased() }
    }
}
