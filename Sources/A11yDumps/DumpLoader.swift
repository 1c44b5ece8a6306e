import A11yCore
import Foundation
import A11ySceneModel

/// Reads a dump of any of the three formats (InputDocument has told which).
package enum DumpLoader {
    package static func read(bytes: [UInt8], format: DumpFormat, path: String, scene: String?) throws -> AccessibilityDump {
        switch format {
        case .debugDescription:
            // A `--scene` that is no block number is block 0, which the reader refuses with the count.
            var dump = try DebugDescriptionReader.read(bytes, file: path, block: scene.map { Int($0) ?? 0 })
            if dump.blockCount > 1 {
                dump.notes.append(ImportNote(file: path, line: dump.root.position.line, column: dump.root.position.column,
                                             message: "the text has \(dump.blockCount) element subtrees; this is number "
                                                 + "\(dump.blockIndex) (--scene N reads another)", severity: .note))
            }
            return dump
        case .pageSource:
            if let scene { throw SceneChoiceError.dumpHasOneScreen(file: path, requested: scene) }
            return try PageSourceReader.read(bytes, file: path)
        case .accessibilityJSON:
            if let scene { throw SceneChoiceError.dumpHasOneScreen(file: path, requested: scene) }
            return try AccessibilityJSONReader.read(bytes, file: path)
        }
    }
}

/// What `voicenav scenes` says of a dump: the format, the app, the screen, what it cannot tell.
public struct DumpSummary: Sendable {
    public var format: DumpFormat
    public var app: String?
    public var screenSize: Size
    /// debugDescription: the blocks in the text and the one read.
    public var blockCount: Int
    public var blockIndex: Int
    /// The elements the screen has for VoiceOver: views made accessibility elements and controls
    /// (containers, scroll views and unlabelled images are not counted).
    public var elementCount: Int

    package init(_ dump: AccessibilityDump, spec: SceneSpec) {
        format = dump.format
        app = dump.root.text
        screenSize = spec.screenDevice.map { spec.orientation.isLandscape ? $0.bounds(in: .landscapeLeft).size : $0.portraitSize }
            ?? Size(width: 0, height: 0)
        blockCount = dump.blockCount
        blockIndex = dump.blockIndex
        // Read in place (a ViewSpec is large: copying each would cost more than the count).
        func elements(_ views: [ViewSpec]) -> Int {
            var total = 0
            for index in views.indices {
                switch views[index].kind {
                case .view, .scroll, .container, .image:
                    if views[index].properties.contains(where: { $0.key == "isAccessibilityElement" }) { total += 1 }
                default:
                    total += 1
                }
                total += elements(views[index].subviews)
            }
            return total
        }
        var count = 0
        for index in spec.controllers.indices { count += spec.controllers[index].view.map { elements($0.subviews) } ?? 0 }
        elementCount = count
    }
}

/// The import of a dump in its two stages, for `voicenav bench dump`'s breakdown: reading the
/// file's format into dump nodes, then building the screen spec from them.
public enum DumpImportStages {
    /// Times `read` (bytes → nodes) and `build` (nodes → spec) of the dump in `bytes` with
    /// `measure`, which runs its body several times and returns a figure. Each build is of a
    /// dump just read (the builder notes each node's kind on it), so `build` is the two
    /// together less the read.
    public static func measure(bytes: [UInt8], format: DumpFormat, path: String,
                               _ measure: (() throws -> Void) throws -> Duration) throws -> (read: Duration, build: Duration) {
        func read() throws -> AccessibilityDump { try DumpLoader.read(bytes: bytes, format: format, path: path, scene: nil) }
        let reading = try measure { _ = try read() }
        let both = try measure { _ = DumpScreenBuilder.build(try read()) }
        return (reading, both - reading)
    }
}
