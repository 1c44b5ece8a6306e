import Foundation
import SwiftSyntax

/// Which of the project's types of one name the code means (SwiftSourceReading.md, "Types"): the phone's, and of
/// those, the one built with the screen (its Xcode targets, else the nearest folders).
extension SwiftTypes {
    /// Of top-level types of one name in several files (an app's `UserDefaultStore` and its extension's: two
    /// targets, as one module cannot hold both), the ones the screen's Xcode targets build, else the ones nearest the
    /// asking file's folder, then the screen's: built with it. Extensions and nested types are left as they are.
    func ownTarget(of result: [Declaration], from file: SwiftSourceFile) -> [Declaration] {
        let topLevel = result.filter { !$0.group.is(ExtensionDeclSyntax.self) && Self.outerName(of: $0.group) == nil }
        guard topLevel.count > 1, topLevel.count == result.filter({ !$0.group.is(ExtensionDeclSyntax.self) }).count,
              Set(topLevel.map { ObjectIdentifier($0.file) }).count > 1 else { return result }
        func keeping(_ kept: [Declaration]) -> [Declaration]? {
            guard !kept.isEmpty, kept.count < topLevel.count else { return nil }
            let files = Set(kept.map { ObjectIdentifier($0.file) })
            return result.filter { $0.group.is(ExtensionDeclSyntax.self) || files.contains(ObjectIdentifier($0.file)) }
        }
        if let built = screenTargetFiles,
           let kept = keeping(topLevel.filter { built.contains(($0.file.path as NSString).lastPathComponent) }) {
            return kept
        }
        for path in [file.path, screenPath].compactMap({ $0 }) {
            let shared = topLevel.map { Self.sharedFolders(path, $0.file.path) }
            if let nearest = shared.max(), let kept = keeping(zip(topLevel, shared).filter { $0.1 == nearest }.map(\.0)) {
                return kept
            }
        }
        return result
    }

    /// How many folders two files' paths share from their start.
    static func sharedFolders(_ one: String, _ other: String) -> Int {
        let (one, other) = (SwiftProject.standardized(one), SwiftProject.standardized(other))
        return zip(one.split(separator: "/").dropLast(), other.split(separator: "/").dropLast()).prefix { $0 == $1 }.count
    }

    /// Whether a file is another platform's code: it imports AppKit, Cocoa or WatchKit, and not UIKit.
    static func isOtherPlatforms(_ file: SwiftSourceFile) -> Bool {
        var other = false
        for statement in file.tree.statements {
            guard let module = statement.item.as(ImportDeclSyntax.self)?.path.first?.name.text else { continue }
            if module == "UIKit" { return false }
            if ["AppKit", "Cocoa", "WatchKit"].contains(module) { other = true }
        }
        return other
    }
}
