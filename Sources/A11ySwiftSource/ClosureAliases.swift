import SwiftSyntax

/// The project's type aliases that name a function type (`typealias TapHandler = () -> ()`), asked by name while a
/// file is read (SwiftSourceReading.md, "What is followed"): a parameter of such a type takes a closure, a trailing
/// one too (`linkItem(title: .faq) { … }` for `tapped: TapHandler? = nil`), as Swift sees through the alias.
final class ClosureAliases: @unchecked Sendable {
    /// The aliases of the project being read (set for the reading's duration).
    @TaskLocal static var current: ClosureAliases?

    private let file: SwiftSourceFile
    private let project: SwiftProject?
    private var known: [String: Bool] = [:]

    init(file: SwiftSourceFile, project: SwiftProject?) {
        self.file = file
        self.project = project
    }

    /// Whether `name` is an alias, declared in the file read or another of the project's, of a function type.
    func namesClosure(_ name: String) -> Bool {
        if let answer = known[name] { return answer }
        // (An alias naming itself, or aliases naming each other, is no closure.)
        known[name] = false
        let declared = (file.aliases[name] ?? [])
            + (project?.files(aliasing: name, besides: file.path) ?? []).flatMap { $0.aliases[name] ?? [] }
        let answer = declared.contains { SwiftTypes.takesClosure($0.initializer.value) }
        known[name] = answer
        return answer
    }
}
