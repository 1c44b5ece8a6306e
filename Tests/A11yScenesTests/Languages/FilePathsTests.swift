import Testing
import A11ySceneModel

/// How every reader resolves a path (Localization.md, "Paths"), with the current folder given.
@Suite("Paths: one way to resolve them")
struct FilePathsTests {
    let here = "/Users/me/App/Base.lproj"

    @Test("a name without a folder is in the current folder; . and .. resolve; absolute stays")
    func absolute() {
        #expect(FilePaths.absolute("Main.storyboard", from: here) == "/Users/me/App/Base.lproj/Main.storyboard")
        #expect(FilePaths.absolute("./Main.storyboard", from: here) == "/Users/me/App/Base.lproj/Main.storyboard")
        #expect(FilePaths.absolute("../de.lproj//Main.strings", from: here) == "/Users/me/App/de.lproj/Main.strings")
        #expect(FilePaths.absolute("/x/../y/Main.storyboard", from: here) == "/y/Main.storyboard")
        #expect(FilePaths.absolute("../../../../..", from: here) == "/")
        #expect(FilePaths.folder(of: "Main.storyboard", from: here) == here)
        #expect(FilePaths.folder(of: "/Main.storyboard", from: here) == "/")
    }

    @Test("an absolute path in its resolved form is returned as it is, any other resolved (every path of up to four parts)")
    func absoluteFastPath() {
        // The resolution spelled out: parts split at `/`, `.` and empty ones dropped, `..` going up.
        func resolved(_ path: String) -> String {
            var parts: [Substring] = []
            for part in path.split(separator: "/") where part != "." {
                if part == ".." { if !parts.isEmpty { parts.removeLast() } } else { parts.append(part) }
            }
            return "/" + parts.joined(separator: "/")
        }
        let pieces = ["a", ".", "..", "", "...", ".b", "a..", "b.c"]
        // (An empty part makes `//`, and a path ending in one a trailing `/`.)
        var paths = [""]
        for _ in 1...4 { paths = paths + paths.flatMap { path in pieces.map { path + "/" + $0 } } }
        for path in Set(paths) where !path.isEmpty {
            #expect(FilePaths.absolute(path, from: here) == resolved(path), "\(path)")
            #expect(FilePaths.absolute(path + "/", from: here) == resolved(path), "\(path)/")
        }
    }

    @Test("what is shown keeps the user's spelling: relative (with ..) when typed relative, else absolute")
    func spelled() {
        #expect(FilePaths.spelled("/Users/me/App/de.lproj/Main.strings", like: "Main.storyboard", from: here)
                == "../de.lproj/Main.strings")
        #expect(FilePaths.spelled("/Users/me/App/Base.lproj/Main.xcstrings", like: "Main.storyboard", from: here)
                == "Main.xcstrings")
        #expect(FilePaths.spelled("/Users/me/App", like: "x", from: "/Users/me/App") == ".")
        let typed = "/Users/me/App/Base.lproj/Main.storyboard"
        #expect(FilePaths.spelled("/Users/me/App/de.lproj/Main.strings", like: typed, from: here)
                == "/Users/me/App/de.lproj/Main.strings")
    }
}
