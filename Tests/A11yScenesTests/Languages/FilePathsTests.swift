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
