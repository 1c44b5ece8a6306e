import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing
@testable import A11ySceneModel

/// The byte-level XML reader page source is read with: what it reports, what it refuses and
/// where, and agreement with `XMLParser` on generated documents.
@Suite("XML byte reader")
struct XMLByteReaderTests {
    /// What the reader reported: `<name a=value …>` at line:column, and `/` for each end;
    /// without positions, the attributes sorted by name (to compare with XMLParser's).
    struct Recorder: XMLByteReader.Handler {
        var positions = true
        var events: [String] = []

        mutating func start(_ reader: borrowing XMLByteReader, name: Range<Int>, attributes: [XMLByteReader.Attribute],
                            at position: FilePosition) throws {
            var pairs = attributes.map { (reader.string($0.name), reader.value($0)) }
            if !positions { pairs.sort { $0.0 < $1.0 } }
            let tag = "<\(([reader.string(name)] + pairs.map { "\($0)=\($1)" }).joined(separator: " "))>"
            events.append(positions ? tag + "@\(position.line):\(position.column)" : tag)
        }

        mutating func end() throws { events.append("/") }
    }

    static func events(_ text: String) throws -> [String] {
        var recorder = Recorder()
        try XMLByteReader.read(Array(text.utf8), file: "t.xml", into: &recorder)
        return recorder.events
    }

    static func error(_ text: String) -> SceneError? {
        do { _ = try events(text) } catch let error as SceneError { return error } catch { return nil }
        return nil
    }

    @Test("tags, attributes in either quote, references and blanks as XML reads them, at the `<` of each tag")
    func reads() throws {
        let text = "\u{FEFF}<?xml version=\"1.0\"?>\n<!-- a comment -->\n<a x='1 &amp; 2' y=\"&lt;&#65;&#x42;&quot;\">"
            + "\n  <b t=\"one\ttwo\nthree\r\nfour\"/><![CDATA[ <c> ]]>é <c/>\n</a >\n"
        #expect(try Self.events(text) == [
            "<a x=1 & 2 y=<AB\">@3:1", "<b t=one two three four>@4:3", "/", "<c>@6:27", "/", "/",
        ])
    }

    /// Broken documents, the words of their error and its line and column.
    static let broken: [(text: String, words: String, line: Int, column: Int)] = [
        ("<a>\n  <b></a>", "does not close <b>", 2, 6),
        ("<a>\n  <b>", "ends before <b>", 2, 6),
        ("<a>\n  <b x=\"1", "not closed", 2, 10),
        ("<a x=1/>", "in quotes", 1, 6),
        ("<a x=\"1\" x=\"2\"/>", "appears twice", 1, 10),
        ("<a x=\"1\"y=\"2\"/>", "separated by a blank", 1, 9),
        ("<a x=\"<\"/>", "\"<\" inside", 1, 7),
        ("<a x=\"&\"/>", "reference", 1, 7),
        ("<a x=\"&nbsp;\"/>", "reference", 1, 7),
        ("<a x=\"&#1;\"/>", "reference", 1, 7),
        ("<a x=\"\u{1}\"/>", "control character", 1, 7),
        ("<a>\u{1}</a>", "control character", 1, 4),
        ("<a>&</a>", "reference", 1, 4),
        ("<a/>\n<b/>", "second root", 2, 1),
        ("hello <a/>", "text before the root", 1, 1),
        ("<a/> bye", "text after the root", 1, 6),
        ("<!DOCTYPE a>\n<a/>", "document type", 1, 1),
        ("<a><?pi data?></a>", "processing instruction", 1, 4),
        ("\n<?xml version=\"1.0\"?><a/>", "not at the very start", 2, 1),
        ("<a><!-- x -- y --></a>", "inside a comment", 1, 11),
        ("<a><!-- x", "comment is not closed", 1, 10),
        ("<a></b>", "does not close <a>", 1, 4),
        ("<1a/>", "element name", 1, 2),
        ("  \n ", "no element", 2, 2),
        ("<a><!x></a>", "not a comment", 1, 4),
        ("</a>", "no element open", 1, 1),
    ]

    @Test("a document that is not well formed is an error at its line and column", arguments: broken.indices)
    func refuses(_ index: Int) throws {
        let (text, words, line, column) = Self.broken[index]
        let error = try #require(Self.error(text), "\(text.debugDescription) was read")
        #expect(error.message.contains(words), "\(error)")
        #expect(error.line == line && error.column == column, "\(error)")
    }

    @Test("nesting deeper than the limit is refused, not recursed into")
    func depth() throws {
        let deep = String(repeating: "<a>", count: XMLBytes.maximumDepth + 1)
            + String(repeating: "</a>", count: XMLBytes.maximumDepth + 1)
        #expect(Self.error(deep)?.message.contains("nest deeper") == true)
        let fine = String(repeating: "<a>", count: XMLBytes.maximumDepth)
            + String(repeating: "</a>", count: XMLBytes.maximumDepth)
        #expect(Self.error(fine) == nil)
    }

    @Test("every cut of a document is an error, never a crash")
    func truncations() throws {
        let text = "<?xml version=\"1.0\"?>\n<a k=\"v &amp; é\">\n  <b/><!-- c --><![CDATA[d]]>\n</a>"
        let bytes = Array(text.utf8)
        for cut in 0..<bytes.count - 1 {
            let prefix = Array(bytes[..<cut])
            var recorder = Recorder()
            // A cut inside `é` is not UTF-8: refused as such, also located.
            #expect(throws: SceneError.self, "cut at \(cut)") {
                try XMLByteReader.read(prefix, file: "t.xml", into: &recorder)
            }
        }
    }

    @Test("numbers: what Double reads (hexadecimal too), blanks around allowed, anything else nil")
    func numbers() throws {
        struct Numbers: XMLByteReader.Handler {
            var values: [Double?] = []
            mutating func start(_ reader: borrowing XMLByteReader, name: Range<Int>,
                                attributes: [XMLByteReader.Attribute], at position: FilePosition) throws {
                values = attributes.map { reader.number($0) }
            }
            mutating func end() throws {}
        }
        var numbers = Numbers()
        let text = "<a a=\"12.5\" b=\" -3 \" c=\"1e3\" d=\"x\" e=\"\" f=\"1 2\" g=\"&#52;2\" h=\"+7\" i=\" 0x10\" j=\"5px\"/>"
        try XMLByteReader.read(Array(text.utf8), file: "t.xml", into: &numbers)
        #expect(numbers.values.map { $0.map { "\($0)" } ?? "nil" }
                == ["12.5", "-3.0", "1000.0", "nil", "nil", "nil", "42.0", "7.0", "16.0", "nil"])
    }

    // MARK: - Agreement with XMLParser

    /// XMLParser's view of a document: the same events, without positions.
    final class ParserRecorder: NSObject, XMLParserDelegate {
        var events: [String] = []
        func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
                    qualifiedName: String?, attributes: [String: String] = [:]) {
            events.append("<" + ([elementName] + attributes.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" })
                .joined(separator: " ") + ">")
        }
        func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?) {
            events.append("/")
        }
    }

    /// A random document of nested elements whose attribute values mix plain text, blanks,
    /// references and non-ASCII text.
    static func document(_ random: inout some RandomNumberGenerator) -> String {
        let pieces = ["a", "Z", " ", "é", "漢", "&amp;", "&lt;", "&gt;", "&quot;", "&apos;", "&#10;", "&#x263A;", "\t", "\n",
                      "\r\n", "'", "0.5", "-"]
        var text = Bool.random(using: &random) ? "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n" : ""
        func element(_ depth: Int) {
            let name = ["XCUIElementTypeButton", "a", "b_c", "d-e.f"].randomElement(using: &random)!
            text += "<" + name
            for key in ["k", "label", "x"].shuffled(using: &random).prefix(Int.random(in: 0...3, using: &random)) {
                let value = (0..<Int.random(in: 0...5, using: &random)).map { _ in pieces.randomElement(using: &random)! }
                    .joined()
                text += " \(key)=\"\(value.replacingOccurrences(of: "\"", with: "&quot;"))\""
            }
            let children = depth < 3 ? Int.random(in: 0...3, using: &random) : 0
            if children == 0, Bool.random(using: &random) { text += "/>"; return }
            text += ">"
            for _ in 0..<children {
                text += ["", "\n  ", "<!-- note -->"].randomElement(using: &random)!
                element(depth + 1)
            }
            text += "</\(name)>"
        }
        element(0)
        return text + "\n"
    }

    @Test("on generated documents the reader reports what XMLParser reports")
    func agreesWithXMLParser() throws {
        var random = SystemRandomNumberGenerator()
        for _ in 0..<300 {
            let text = Self.document(&random)
            let parser = XMLParser(data: Data(text.utf8))
            let recorder = ParserRecorder()
            parser.delegate = recorder
            #expect(parser.parse(), "XMLParser refused \(text.debugDescription)")
            var ours = Recorder(positions: false)
            try XMLByteReader.read(Array(text.utf8), file: "t.xml", into: &ours)
            #expect(ours.events == recorder.events, "\(text.debugDescription)")
        }
    }
}
