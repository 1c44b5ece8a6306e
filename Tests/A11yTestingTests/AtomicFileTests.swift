import A11yFiles
import Foundation
import Testing

/// Files written whole or not at all: a temporary file beside the target, renamed over it.
@Suite("Atomic file writes")
struct AtomicFileTests {
    func folder() throws -> String {
        let path = NSTemporaryDirectory() + "voicenav-atomic-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    func leftovers(in folder: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.contains(".voicenav-") }
    }

    @Test("a new file, then a replacement that keeps the old file's permissions; no temporary file is left")
    func replaceKeepsMode() throws {
        let dir = try folder()
        let path = dir + "/out.yaml"
        try AtomicFile.write("first\n", to: path)
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "first\n")
        chmod(path, 0o640)
        try AtomicFile.write("second\n", to: path)
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "second\n")
        let mode = try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int
        #expect(mode == 0o640)
        #expect(try leftovers(in: dir).isEmpty)
    }

    @Test("writing through a symbolic link replaces the file it points to and keeps the link")
    func throughLink() throws {
        let dir = try folder()
        try AtomicFile.write("old\n", to: dir + "/real.txt")
        try FileManager.default.createSymbolicLink(atPath: dir + "/link.txt", withDestinationPath: "real.txt")
        try AtomicFile.write("new\n", to: dir + "/link.txt")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: dir + "/link.txt") == "real.txt")
        #expect(try String(contentsOfFile: dir + "/real.txt", encoding: .utf8) == "new\n")
        #expect(AtomicFile.sameFile(dir + "/link.txt", dir + "/real.txt"))
        #expect(!AtomicFile.sameFile(dir + "/link.txt", dir + "/missing.txt"))
    }

    @Test("a discarded write leaves the old file as it was; a folder is refused")
    func discardAndFolder() throws {
        let dir = try folder()
        let path = dir + "/keep.txt"
        try AtomicFile.write("precious\n", to: path)
        let pending = try AtomicFile.Pending(path: path)
        try pending.append(Array("half of a new".utf8))
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "precious\n")
        pending.discard()
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "precious\n")
        #expect(try leftovers(in: dir).isEmpty)
        #expect(throws: AtomicFileError.self) { try AtomicFile.write("x", to: dir) }
        #expect(throws: AtomicFileError.self) { try AtomicFile.write("x", to: dir + "/no/such/folder/file") }
    }
}
