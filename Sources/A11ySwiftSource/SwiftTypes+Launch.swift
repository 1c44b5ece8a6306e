import SwiftSyntax

/// Static properties the app's launch sets (SwiftSourceReading.md, "What the source fixes"): a
/// stored static property declared without a value (`static var current: User!`) that the app
/// delegate's `application(_:didFinishLaunchingWithOptions:)` (or `willFinishLaunching…`, or a
/// scene delegate's `scene(_:willConnectTo:options:)`) assigns in its own statements, not under a
/// condition (`User.current = User.load() ?? User()`; the last such, of the first launch method that
/// has one, a test's delegate aside), holds what that assignment makes, as it does by the time any
/// screen shows: made once, the assignment read where it is.
extension SwiftTypes {
    /// The value the app's launch gives `type`'s static property `name`; nil when no launch method
    /// assigns it so.
    func launchValue(_ name: String, of type: String, declaredIn file: SwiftSourceFile) -> SwiftValue? {
        let key = GlobalKey(file: ObjectIdentifier(file), name: "#launch." + type + "." + name)
        if let made = globals[key] {
            if case .symbol(Self.notLaunchedMark) = made { return nil }
            return made
        }
        let target = type + "." + name
        var candidates: [SwiftSourceFile] = file.mentions(target) ? [file] : []
        if let project { candidates += project.files(mentioning: [target + " ="], besides: file.path) }
        // The last such assignment of the first launch method that has one (a test's delegate aside).
        var found: (file: SwiftSourceFile, elements: [ExprSyntax])?
        for candidate in candidates where found == nil && !UIKitReader.isTest(candidate) {
            for function in Self.launchMethods(in: candidate) {
                for item in function.body?.statements ?? [] {
                    guard case .expr(let expression) = item.item, let sequence = expression.as(SequenceExprSyntax.self),
                          case let elements = Array(sequence.elements), elements.count >= 3,
                          elements[0].trimmedDescription == target, elements[1].is(AssignmentExprSyntax.self)
                    else { continue }
                    found = (candidate, elements)
                }
                if found != nil { break }
            }
        }
        guard let (launcher, elements) = found else {
            globals[key] = .symbol(Self.notLaunchedMark)
            return nil
        }
        let evaluator = SwiftEvaluator(file: launcher, types: self)
        // (Read while it is made, as `User.current = User.current ?? User()` does: not followed.)
        globals[key] = evaluator.unknown("\(target), set at launch from itself", elements[0])
        let made = nested { evaluator.sequence(Array(elements[2...]), in: SwiftScope()) }
            ?? evaluator.unknown("\(target), made more deeply than voicenav follows", elements[2])
        if !made.isUnknown {
            host?.note("\(target) is read as the app's launch sets it here", at: launcher.position(elements[0]))
        }
        // (Made while a task waits: not kept, as it was not made whole.)
        globals[key] = suspended == nil ? made : nil
        return made
    }

    /// Marks a static property no launch method sets.
    private static let notLaunchedMark = "#notLaunched"

    /// The functions of a file an app runs at launch, before any screen shows.
    private static func launchMethods(in file: SwiftSourceFile) -> [FunctionDeclSyntax] {
        var found: [FunctionDeclSyntax] = []
        for item in file.tree.statements {
            guard case .decl(let declaration) = item.item, let group = declaration.asProtocol(DeclGroupSyntax.self)
            else { continue }
            for member in group.memberBlock.members {
                guard let function = member.decl.as(FunctionDeclSyntax.self) else { continue }
                let labels = function.signature.parameterClause.parameters.map(\.firstName.text)
                switch function.name.text {
                case "application" where labels.contains("didFinishLaunchingWithOptions")
                    || labels.contains("willFinishLaunchingWithOptions"):
                    found.append(function)
                case "scene" where labels.contains("willConnectTo"):
                    found.append(function)
                default:
                    break
                }
            }
        }
        return found
    }
}
