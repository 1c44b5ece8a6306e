import A11ySceneModel
import SwiftParser
import SwiftSyntax

/// What `describe` of a SwiftUI file is measured against (`voicenav bench swiftui`, docs/Benchmarks.md):
/// swift-syntax's own parse of the file, and reading the String Catalogs and tables its project
/// holds. Here, in the reader's own target, so that no other target imports swift-syntax.
package enum SwiftSourceBaseline {
    /// swift-syntax's parse of `text` and nothing else (on the reader's large stack, as the
    /// reader parses); the number of top-level statements, so the work is not optimized away.
    package static func parse(_ text: String) -> Int {
        (try? withLargeStack { Parser.parse(source: text).statements.count }) ?? 0
    }

    /// The strings tables of the project that holds `path`, found and read; the number of
    /// languages they translate into.
    package static func readStrings(forFile path: String) -> Int {
        SwiftStrings(forFile: path, store: FileStore()).languages.count
    }
}
