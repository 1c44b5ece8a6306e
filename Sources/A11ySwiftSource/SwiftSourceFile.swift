import A11ySceneModel
import SwiftParser
import SwiftSyntax

/// A Swift file parsed once by swift-syntax (the Swift project's own parser), with what the
/// readers look up in it: its `View` types, its previews, its functions, and where each node
/// is (`file:line:column`, the column in characters).
///
/// A file that does not parse is refused at its first error, located (SwiftSourceReading.md,
/// "Bad input"): voicenav reads source the compiler would accept, and an error means the file
/// is not Swift or not finished.
package final class SwiftSourceFile {
    package let path: String
    let tree: SourceFileSyntax
    /// The file's bytes, and where each line starts in them.
    let bytes: [UInt8]
    private let lineStarts: [Int]

    /// A screen the file declares: a `#Preview` (its name, else `Preview N` in file order) or a
    /// type conforming to `View`.
    package struct Screen {
        package enum Kind { case preview, view, component, uiKitController, uiKitView }
        package var name: String
        package var kind: Kind
        package var position: FilePosition
        /// A preview's body (a `#Preview`'s closure, a `PreviewProvider`'s `previews`), or nil
        /// for a view type (its `body` is read).
        var statements: CodeBlockItemListSyntax?
        var typeName: String?
    }

    /// The file's `View` types by name, in file order.
    private(set) var viewTypes: [String: StructDeclSyntax] = [:]
    /// The declarations of each type name the file declares or extends (structs, enums,
    /// classes, actors, extensions; nested ones by their own name), in file order: where the
    /// evaluator finds a type's cases, constants and properties.
    private(set) var declarations: [String: [any DeclGroupSyntax]] = [:]
    /// The `typealias` declarations by name (`typealias View = AboutView` in a controller).
    private(set) var aliases: [String: [TypeAliasDeclSyntax]] = [:]
    /// The protocols the file declares, by name.
    private(set) var protocols: [String: [ProtocolDeclSyntax]] = [:]
    /// The previews and view types, in file order.
    private(set) var screens: [Screen] = []
    /// The file's classes, in file order; and its screens once superclasses of other files are followed.
    private(set) var classes: [ClassDeclSyntax] = []
    var projectScreens: [Screen]?
    /// The file's top-level functions by name (`func tr(_ key: String) -> String`), in file order.
    private(set) var functions: [String: [FunctionDeclSyntax]] = [:]
    /// The file's top-level variables and constants by name (`let defaults = UserDefaults(…)`).
    private(set) var globals: [String: PatternBindingSyntax] = [:]
    /// The types declared inside bodies, by name, once asked for; and the names the text declares
    /// a type of that the index does not have (SwiftSourceFile+LocalTypes).
    var localTypeIndex: [String: [any DeclGroupSyntax]]?
    var localTypeNames: Set<String>?

    /// Whether the file names SwiftGen's `L10n` (`L10n.Pdf.Locked.locked`): most never do, and
    /// their calls skip the check for it.
    let mentionsL10n: Bool
    /// Where the word `func` starts in the file, in order: a block with none declares no function
    /// (`execute` looks for functions a body calls above their declaration only where one is).
    private let functionWords: [Int]

    /// The most bytes read (a view file is a few thousand lines at most).
    static let maximumSize = 1 << 20

    /// Parses `text`; `meanwhile` runs on the calling thread while the parse runs on its own
    /// (finding and reading the project's strings tables), and runs even when the file is refused.
    package init(path: String, text: String, meanwhile: () -> Void = {}) throws {
        var waiting = true
        defer { if waiting { meanwhile() } }
        self.path = path
        if text.utf8.count > Self.maximumSize {
            throw SceneError(file: path, line: 1, column: 1,
                             message: "the file is larger than \(Self.maximumSize >> 20) MB; Swift sources are limited to "
                                 + "\(Self.maximumSize >> 20) MB")
        }
        var bytes = Array(text.utf8)
        mentionsL10n = ByteSearch.contains(bytes, Array("L10n.".utf8))
        functionWords = Self.words("func", in: bytes)
        lineStarts = [0] + bytes.indices.filter { bytes[$0] == 0x0A }.map { $0 + 1 }
        if let deep = Self.deepBracket(in: bytes) {
            let line = lineStarts.lastIndex { $0 <= deep } ?? 0
            let column = String(decoding: bytes[lineStarts[line]..<deep], as: UTF8.self).count + 1
            throw SceneError(file: path, line: line + 1, column: column,
                             message: "square brackets are open more than \(Self.maximumBrackets) deep here; voicenav reads "
                                 + "no deeper (swift-syntax's parser takes time that doubles with each one left open)")
        }
        // One thread for the parse, its check and the index (each large-stack thread costs its start).
        waiting = false
        let (tree, firstError, indexer, read) = try withLargeStack({ [bytes] in
            // (The nesting release builds of the parser allow, in debug builds too: the stack is large.)
            var (read, tree) = (bytes, bytes.withUnsafeBufferPointer { Parser.parse(source: $0, maximumNestingLevel: 256) })
            var bad = Self.firstError(in: tree)
            // (A closure the parser misreads, read as the compiler reads it: SwiftSourceFile+ParserRepair.)
            for _ in 0..<16 {
                guard let found = bad, let repaired = Self.repairingClosureStart(read, tree: tree) else { break }
                let retried = repaired.withUnsafeBufferPointer { Parser.parse(source: $0, maximumNestingLevel: 256) }
                let after = Self.firstError(in: retried)
                // (Kept only where the first error goes away or moves on: else the file's own error is reported.)
                guard (after?.node.position.utf8Offset ?? .max) > found.node.position.utf8Offset else { break }
                (read, tree, bad) = (repaired, retried, after)
            }
            let indexer = SwiftFileIndexer(viewMode: .sourceAccurate)
            if bad == nil { indexer.walk(tree) }
            return (tree, bad, indexer, read)
        }, meanwhile: meanwhile)
        bytes = read
        self.bytes = bytes
        self.tree = tree
        if let bad = firstError {
            let place = position(bad.node)
            throw SceneError(file: path, line: place.line, column: place.column,
                             message: "this is not valid Swift: \(bad.what) (voicenav reads the source the compiler accepts)")
        }
        index(indexer)
    }

    /// The most `[` open at once (outside strings and comments) a file may have: swift-syntax
    /// 603's parser looks ahead through each one left open in a type, in time that doubles
    /// with each (a fuzzed file of 57 hung it), and code nests arrays a few levels deep.
    static let maximumBrackets = 12

    /// The byte offset of the first `[` past `maximumBrackets` open at once, skipping string
    /// literals and comments; nil when none is.
    static func deepBracket(in bytes: [UInt8]) -> Int? {
        var depth = 0
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 0x2F, index + 1 < bytes.count, bytes[index + 1] == 0x2F {  // `//` to the line's end
                while index < bytes.count, bytes[index] != 0x0A { index += 1 }
                continue
            }
            if byte == 0x2F, index + 1 < bytes.count, bytes[index + 1] == 0x2A {  // `/* … */`
                index += 2
                while index + 1 < bytes.count, !(bytes[index] == 0x2A && bytes[index + 1] == 0x2F) { index += 1 }
                index += 2
                continue
            }
            if byte == 0x22 {
                index = Self.endOfString(in: bytes, quote: index)
                continue
            }
            if byte == 0x5B {
                depth += 1
                if depth > maximumBrackets { return index }
            } else if byte == 0x5D {
                depth = max(0, depth - 1)
            }
            index += 1
        }
        return nil
    }

    /// Where the string literal whose (first) quote is at `quote` ends: a one-line string at its
    /// closing quote or the line's end, a `"""` string at its closing `"""`; with `#` before the
    /// quote (a raw string), at the quote followed by as many `#`, no escapes.
    static func endOfString(in bytes: [UInt8], quote: Int) -> Int {
        var pounds = 0
        while quote - pounds - 1 >= 0, bytes[quote - pounds - 1] == 0x23 { pounds += 1 }
        let multiline = quote + 2 < bytes.count && bytes[quote + 1] == 0x22 && bytes[quote + 2] == 0x22
        let closing = (multiline ? [0x22, 0x22, 0x22] : [0x22]) + [UInt8](repeating: 0x23, count: pounds)
        var index = quote + (multiline ? 3 : 1)
        while index < bytes.count {
            if !multiline, bytes[index] == 0x0A { return index }
            if pounds == 0, bytes[index] == 0x5C {
                index += 2
                continue
            }
            if bytes[index...].starts(with: closing) { return index + closing.count }
            index += 1
        }
        return index
    }

    /// Where `node` starts, past its leading trivia.
    package func position(_ node: some SyntaxProtocol) -> FilePosition {
        let offset = min(bytes.count, node.positionAfterSkippingLeadingTrivia.utf8Offset)
        // The last line starting at or before the offset (lines from 1; the column counts characters).
        var low = 0, high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        let prefix = bytes[lineStarts[low]..<offset]
        // Characters, not bytes: only a line with non-ASCII text before the node needs counting.
        let column = (prefix.allSatisfy { $0 < 0x80 } ? prefix.count : String(decoding: prefix, as: UTF8.self).count) + 1
        return FilePosition(line: low + 1, column: column, file: path)
    }

    /// The first place the parser could not read: a token it expected and did not find, or
    /// text it could not place.
    private static func firstError(in tree: SourceFileSyntax) -> (node: Syntax, what: String)? {
        guard tree.hasError else { return nil }
        final class Finder: SyntaxVisitor {
            var found: (node: Syntax, what: String)?
            override func visit(_ node: UnexpectedNodesSyntax) -> SyntaxVisitorContinueKind {
                if found == nil {
                    let text = node.description.split(whereSeparator: \.isWhitespace).joined(separator: " ")
                    found = (Syntax(node), "unexpected \"\(text.prefix(40))\"")
                }
                return .skipChildren
            }
            override func visit(_ token: TokenSyntax) -> SyntaxVisitorContinueKind {
                if found == nil, token.presence == .missing { found = (Syntax(token), "expected `\(token.text)`") }
                // The lexer's errors (an unterminated string, a character Swift does not allow);
                // not blanks around an attribute's name, which the compiler accepts.
                if found == nil, let problem = token.tokenDiagnostic, problem.severity == .error,
                   !"\(problem.kind)".contains("Whitespace") {
                    let words = "\(problem.kind)".replacing("Error", with: "").reduce(into: "") { text, character in
                        text += character.isUppercase ? " " + character.lowercased() : String(character)
                    }
                    found = (Syntax(token), words)
                }
                return .skipChildren
            }
        }
        let finder = Finder(viewMode: .all)
        finder.walk(tree)
        // A tree marked in error with no place that is (a warning of the lexer's) is read.
        return finder.found
    }

    /// The view types and previews the indexer found, at any depth of the file's declarations.
    private func index(_ indexer: SwiftFileIndexer) {
        for (name, group) in indexer.groups { declarations[name, default: []].append(group) }
        for (name, alias) in indexer.aliases { aliases[name, default: []].append(alias) }
        for (name, declared) in indexer.protocols { protocols[name, default: []].append(declared) }
        for item in tree.statements {
            guard case .decl(let declaration) = item.item else { continue }
            if let function = declaration.as(FunctionDeclSyntax.self) {
                functions[function.name.text, default: []].append(function)
            } else if let variable = declaration.as(VariableDeclSyntax.self) {
                for binding in variable.bindings {
                    if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text { globals[name] = binding }
                }
            }
        }
        var previewNumber = 0
        var found: [Screen] = []
        for preview in indexer.previews {
            previewNumber += 1
            let named = preview.arguments.first { $0.label == nil }?.expression.as(StringLiteralExprSyntax.self)?
                .representedLiteralValue
            found.append(Screen(name: named ?? "Preview \(previewNumber)", kind: .preview, position: position(preview.node),
                                statements: preview.closure?.statements, typeName: nil))
        }
        // The older previews: a `PreviewProvider`'s `static var previews`, named by its type.
        for provider in indexer.providers {
            let previews = provider.memberBlock.members.lazy.compactMap { $0.decl.as(VariableDeclSyntax.self) }
                .flatMap(\.bindings).first { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == "previews" }
            let statements: CodeBlockItemListSyntax? = switch previews?.accessorBlock?.accessors {
            case .getter(let statements)?: statements
            case .accessors(let accessors)?:
                accessors.first { $0.accessorSpecifier.tokenKind == .keyword(.get) }?.body?.statements
            case nil: nil
            }
            guard let statements else { continue }
            found.append(Screen(name: provider.name.text, kind: .preview, position: position(provider.name),
                                statements: statements, typeName: nil))
        }
        for view in indexer.views where viewTypes[view.name.text] == nil {
            viewTypes[view.name.text] = view
            found.append(Screen(name: view.name.text, kind: Self.takesViewsFromCallers(view) ? .component : .view,
                                position: position(view.name), statements: nil, typeName: view.name.text))
        }
        classes = indexer.classes
        for (declaration, kind) in Self.uiKitClasses(indexer.classes) {
            // (A class nested in a type is listed by its path: `Settings.Controller`.)
            let name = (SwiftEvaluator.enclosingTypes(of: declaration) + [declaration.name.text]).joined(separator: ".")
            found.append(Screen(name: name, kind: kind, position: position(declaration.name), statements: nil,
                                typeName: declaration.name.text))
        }
        screens = Self.inFileOrder(found)
    }

    /// Screens in the order the file declares them.
    static func inFileOrder(_ screens: [Screen]) -> [Screen] {
        screens.sorted { ($0.position.line, $0.position.column) < ($1.position.line, $1.position.column) }
    }

    /// The file's UIKit view controller and view classes (SwiftSourceReading.md, "UIKit screens
    /// built in code"): a class whose superclass is one of UIKit's the reader models, or a class
    /// of the file that is one; a superclass of another file counts by its name (`…Controller`
    /// a controller, `…View` or `…Cell` a view), the reader following it through the project.
    static func uiKitClasses(_ classes: [ClassDeclSyntax]) -> [(ClassDeclSyntax, Screen.Kind)] {
        let superclasses = superclassNames(of: classes)
        func kind(of name: String, depth: Int = 0) -> Screen.Kind? {
            if UIKitClasses.isController(name) { return .uiKitController }
            if UIKitClasses.isView(name) { return .uiKitView }
            if let superclass = superclasses[name], depth < 16 { return kind(of: superclass, depth: depth + 1) }
            guard depth > 0, UIKitClasses.superclasses[name] == nil, name != "NSObject" else { return nil }
            if name.hasSuffix("Controller") { return .uiKitController }
            if name.hasSuffix("View") || name.hasSuffix("Cell") { return .uiKitView }
            return nil
        }
        // A class another class of the file inherits from is a base of screens, not one.
        let inherited = Set(superclasses.values)
        return classes.compactMap { declaration in
            guard superclasses[declaration.name.text] != nil, !inherited.contains(declaration.name.text),
                  let found = kind(of: declaration.name.text) else { return nil }
            return (declaration, found)
        }
    }

    /// Whether a view type shows views its callers pass in (SwiftSourceReading.md, "Screens"):
    /// a generic parameter constrained to `View` (`struct Card<Content: View>`), or a stored
    /// property with no initial value marked `@ViewBuilder` or holding `AnyView` or a closure
    /// that makes a view.
    static func takesViewsFromCallers(_ view: StructDeclSyntax) -> Bool {
        func isView(_ type: some SyntaxProtocol) -> Bool {
            let text = type.trimmedDescription
            return text.contains("View") && !text.contains("ViewModel")
        }
        if view.genericParameterClause?.parameters.contains(where: { $0.inheritedType.map(isView) ?? false }) == true
            || view.genericWhereClause?.requirements.contains(where: { isView($0.requirement) }) == true {
            return true
        }
        return view.memberBlock.members.contains { member in
            guard let variable = member.decl.as(VariableDeclSyntax.self) else { return false }
            let builder = variable.attributes.contains { $0.trimmedDescription.hasPrefix("@ViewBuilder") }
            return variable.bindings.contains { binding in
                guard binding.initializer == nil, binding.accessorBlock == nil else { return false }
                guard let type = binding.declaredType else { return builder }
                return builder || type.trimmedDescription == "AnyView"
                    || type.is(FunctionTypeSyntax.self) && isView(type.as(FunctionTypeSyntax.self)!.returnClause)
            }
        }
    }

    /// Whether `text` reads as a Swift source file voicenav reads: it imports SwiftUI or UIKit,
    /// or declares a view type or a preview.
    package static func looksLikeSwiftUI(_ bytes: some Collection<UInt8>) -> Bool {
        let content = Array(bytes.prefix(1 << 20))
        // Searched as bytes: the standard library's `String.contains` is slow on a large file.
        // The imports first: near the top, they end the search early.
        for needle in ["import SwiftUI", "import UIKit", "#Preview", ": View {", ": PreviewProvider", "some View {"]
        where ByteSearch.contains(content, Array(needle.utf8)) {
            return true
        }
        return declaresSwiftTypes(String(decoding: content, as: UTF8.self))
    }

    /// Whether `node`'s text holds `needle`.
    func mentions(_ needle: String, in node: some SyntaxProtocol) -> Bool {
        let start = min(bytes.count, node.position.utf8Offset), end = min(bytes.count, node.endPosition.utf8Offset)
        return ByteSearch.contains(Array(bytes[start..<end]), Array(needle.utf8))
    }

    /// Whether the word `func` is in the file between the two offsets (a block's start and end).
    func mayDeclareFunction(from start: Int, to end: Int) -> Bool {
        var low = 0, high = functionWords.count
        while low < high {
            let middle = (low + high) / 2
            if functionWords[middle] < start { low = middle + 1 } else { high = middle }
        }
        return low < functionWords.count && functionWords[low] < end
    }

    /// Where `word` starts in `bytes` as a word of its own (no letter, digit or `_` touching it).
    static func words(_ word: String, in bytes: [UInt8]) -> [Int] {
        let needle = Array(word.utf8)
        guard let first = needle.first, bytes.count >= needle.count else { return [] }
        var found: [Int] = []
        var index = 0
        let last = bytes.count - needle.count
        while index <= last {
            if bytes[index] == first, bytes[index..<(index + needle.count)].elementsEqual(needle),
               index == 0 || !ByteSearch.isWordByte(bytes[index - 1]),
               index + needle.count == bytes.count || !ByteSearch.isWordByte(bytes[index + needle.count]) {
                found.append(index)
            }
            index += 1
        }
        return found
    }

    /// Whether the file's text has `word` where a name starts (`Screen(`, not `MyScreen(`): a
    /// cheap test before the tree is walked for it.
    func mentions(_ word: String) -> Bool { ByteSearch.contains(bytes, Array(word.utf8), startingWord: true) }

    /// Whether `text` has a Swift `import` line and a line declaring a type (`class Name: Base`,
    /// `final class`, `struct`, `extension`): Swift, where a scene file (YAML or JSON) has keys.
    static func declaresSwiftTypes(_ text: String) -> Bool {
        var imports = false, declares = false
        for line in text.split(separator: "\n", omittingEmptySubsequences: true) {
            if line.hasPrefix("import ") || line.hasPrefix("@testable import ") { imports = true }
            let words = line.split(separator: " ").prefix(4)
            if words.contains(where: { ["class", "struct", "extension", "enum", "protocol"].contains($0) }),
               !line.contains(": ") || line.contains("{") {
                declares = true
            }
            if imports && declares { return true }
        }
        return false
    }
}
