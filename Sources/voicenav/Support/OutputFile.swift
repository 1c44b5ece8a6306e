import A11yFiles
import ArgumentParser
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Checks on a file a command is told to write, made before any work: it must not be one of
/// the command's inputs or an Interface Builder file, and its folder must be writable.
enum OutputFile {
    /// Exits 64 with a message when `path` may not be written.
    static func check(_ path: String, option: String, inputs: [String]) throws {
        let lower = path.lowercased()
        if lower.hasSuffix(".storyboard") || lower.hasSuffix(".xib") {
            printError("voicenav: \(option) \(path) is an Interface Builder file; voicenav never writes storyboards or xibs. "
                + "Give another path, e.g. app.yaml.")
            throw ExitCode(ExitStatus.usage)
        }
        for input in inputs where AtomicFile.sameFile(path, input) {
            printError("voicenav: \(option) \(path) is the file being read (\(input)); writing it would destroy it. "
                + "Give another path.")
            throw ExitCode(ExitStatus.usage)
        }
        let target = AtomicFile.destination(of: path)
        var info = stat()
        if stat(target, &info) == 0, (info.st_mode & S_IFMT) == S_IFDIR {
            printError("voicenav: \(option) \(path) is a folder; give a file path.")
            throw ExitCode(ExitStatus.usage)
        }
        let parts = target.split(separator: "/", omittingEmptySubsequences: false)
        let folder = parts.count > 1 ? parts.dropLast().joined(separator: "/") : "."
        if access(folder.isEmpty ? "/" : folder, W_OK) != 0 {
            printError("voicenav: cannot write \(option) \(path): \(String(cString: strerror(errno))) "
                + "(folder \(folder.isEmpty ? "/" : folder)). Give a path in a folder you can write to.")
            throw ExitCode(ExitStatus.usage)
        }
    }
}
