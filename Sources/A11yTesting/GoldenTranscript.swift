import A11yFiles
import Foundation

/// A golden file: the transcript a test expects, compared with what a run gave and written
/// as the record mode says.
public enum GoldenTranscript {
    /// What comparing with a golden file found.
    public struct Result: Sendable, Hashable {
        /// Whether the test passes.
        public var passed: Bool
        /// Whether the golden file was written (recorded) by this check.
        public var recorded: Bool
        /// Why it failed, for a person: a unified diff, or that the golden was missing.
        public var message: String?
    }

    /// Compares `actual` with the golden file at `path`, writing it as `mode` says.
    ///
    /// - Parameters:
    ///   - actual: the transcript this run gave.
    ///   - path: the golden file.
    ///   - mode: when to write the golden file.
    ///   - note: annotates each diff hunk from the indices of `actual`'s lines it changes.
    public static func check(_ actual: String, golden path: String, mode: RecordMode,
                             note: (([Int]) -> String?)? = nil) throws -> Result {
        let fileManager = FileManager.default
        guard fileManager.fileExists(atPath: path) else {
            if mode == .never {
                return Result(passed: false, recorded: false,
                              message: "no golden file \(path); record one with --record missing "
                                  + "(or VOICENAV_RECORD=missing) and commit it")
            }
            try write(actual, to: path)
            return Result(passed: false, recorded: true,
                          message: "recorded a new golden file \(path): check it and commit it; "
                              + "the test passes from the next run")
        }
        let expected: String
        do { expected = try String(contentsOfFile: path, encoding: .utf8) } catch {
            throw GoldenFileError(path: path, reason: "cannot be read: \(error.localizedDescription)")
        }
        let expectedLines = lines(expected), actualLines = lines(actual)
        let diff = UnifiedDiff.make(expected: expectedLines, actual: actualLines, expectedName: path, actualName: "this run",
                                    note: note)
        switch (diff, mode) {
        case (nil, .all):
            try write(actual, to: path)
            return Result(passed: false, recorded: true,
                          message: "re-recorded \(path) (record mode all): unchanged; run again without recording")
        case (nil, _):
            return Result(passed: true, recorded: false, message: nil)
        case (let diff?, .all), (let diff?, .failed):
            try write(actual, to: path)
            return Result(passed: false, recorded: true, message: diff + "re-recorded \(path): check the change and commit it")
        case (let diff?, _):
            return Result(passed: false, recorded: false, message: String(diff.dropLast()))
        }
    }

    static func lines(_ text: String) -> [String] {
        var result = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if result.last == "" { result.removeLast() }
        return result
    }

    static func write(_ text: String, to path: String) throws {
        do {
            let folder = (path as NSString).deletingLastPathComponent
            if !folder.isEmpty { try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true) }
            try AtomicFile.write(text, to: path)
        } catch {
            let reason = (error as? AtomicFileError)?.reason ?? error.localizedDescription
            throw GoldenFileError(path: path, reason: "cannot be written: \(reason)")
        }
    }
}

/// A golden file that cannot be read or written.
public struct GoldenFileError: Error, CustomStringConvertible, Sendable {
    public var path: String
    public var reason: String
    public var description: String { "golden file \(path) \(reason)" }
}
