/// How every reader resolves a path it is given or finds (Localization.md, "Paths"): a file
/// named without a folder is in the current folder, `.` and `..` are resolved by hand (no
/// `stat` a component, as Foundation's helpers make), and what is shown keeps the user's
/// spelling: relative when the path was typed relative, absolute when it was absolute.
public enum FilePaths {
    /// The current folder, absolute.
    public static var currentFolder: String { DirectoryListing.currentFolder }

    /// `path` made absolute against the current folder, `.` and `..` resolved, no trailing `/`.
    ///
    /// ```swift
    /// // in /Users/me/App/Base.lproj
    /// FilePaths.absolute("Main.storyboard")      // "/Users/me/App/Base.lproj/Main.storyboard"
    /// FilePaths.absolute("../de.lproj/Main.strings") // "/Users/me/App/de.lproj/Main.strings"
    /// ```
    public static func absolute(_ path: String, from current: String? = nil) -> String {
        // Most paths the readers pass are absolute already (a project's files as its walk found them).
        if path.hasPrefix("/"), isNormal(path) { return path }
        var parts: [Substring] = []
        let full = path.hasPrefix("/") ? path : (current ?? currentFolder) + "/" + path
        for part in full.split(separator: "/") where part != "." {
            if part == ".." { if !parts.isEmpty { parts.removeLast() } } else { parts.append(part) }
        }
        return "/" + parts.joined(separator: "/")
    }

    /// Whether an absolute path has no `.` or `..` component, no empty one and no trailing `/`
    /// (what `absolute` makes), so that it is its own absolute form.
    static func isNormal(_ path: String) -> Bool {
        var component = 0   // the bytes of the current component so far
        var dots = 0        // how many of them are dots
        for byte in path.utf8.dropFirst() {
            if byte == 0x2F {
                if component == 0 || component == dots && dots <= 2 { return false }
                component = 0
                dots = 0
            } else {
                component += 1
                if byte == 0x2E { dots += 1 }
            }
        }
        return path == "/" || component > 0 && !(component == dots && dots <= 2)
    }

    /// The folder holding `path`, absolute (`/` for a file at the root).
    public static func folder(of path: String, from current: String = FilePaths.currentFolder) -> String {
        let file = absolute(path, from: current)
        guard let slash = file.lastIndex(of: "/"), slash != file.startIndex else { return "/" }
        return String(file[..<slash])
    }

    /// An absolute path spelled as the user spelled `typed`: itself when `typed` was absolute,
    /// else relative to the current folder (`..` where it lies above it, `.` for the folder itself).
    public static func spelled(_ absolutePath: String, like typed: String,
                               from current: String = FilePaths.currentFolder) -> String {
        typed.hasPrefix("/") ? absolutePath : relative(absolutePath, to: current)
    }

    /// `path` (absolute) relative to the folder `base` (absolute).
    public static func relative(_ path: String, to base: String) -> String {
        let target = path.split(separator: "/")
        let from = base.split(separator: "/")
        var common = 0
        while common < target.count, common < from.count, target[common] == from[common] { common += 1 }
        let parts = Array(repeating: "..", count: from.count - common) + target[common...].map(String.init)
        return parts.isEmpty ? "." : parts.joined(separator: "/")
    }
}
