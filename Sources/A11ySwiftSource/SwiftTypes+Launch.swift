import SwiftSyntax

/// Static properties the app's launch sets (SwiftSourceReading.md, "What the source fixes"): a
/// stored static property declared without a value (`static var current: User!`) that the app
/// delegate's `application(_:didFinishLaunchingWithOptions:)` (or `willFinishLaunching…`, or a
/// scene delegate's `scene(_:willConnectTo:options:)`) assigns in its own statements, not under a
/// condition (`User.current = User.load() ?? User()`), holds what that assignment makes, as it does
/// by the time any screen shows: made once, the assignment read where it is, its names the launch
/// method's parameters and locals only run time gives.
extension SwiftTypes {
    /// The value the app's launch gives `type`'s static property `name`; nil when no launch method
    /// assigns it so.
    func launchValue(_ name: String, of type: String, declaredIn file: SwiftSourceFile) -> SwiftValue? {
        let key = GlobalKey(file: ObjectIdentifier(file), name: "#launch." + type + "." + name)
        if let made = globals[key] { return made }
        let target = type + "." + name
        var candidates: [SwiftSourceFile] = file.mentions(target) ? [file] : []
        if let project { candidates += project.files(mentioning: [target + " ="], besides: file.path) }
        for candidate in candidates {
            for function in Self.launchMethods(in: candidate) {
                guard let statements = function.body?.statements else { continue }
                for item in statements {
                    guard case .expr(let expression) = item.item, let sequence = expression.as(SequenceExprSyntax.self),
                          case let elements = Array(sequence.elements), elements.count >= 3,
                          elements[0].trimmedDescription == target, elements[1].is(AssignmentExprSyntax.self)
                    else { continue }
                    let evaluator = SwiftEvaluator(file: candidate, types: self)
                    host?.note("\(target) is read as the app's launch sets it here", at: candidate.position(elements[0]))
                    let made = nested { evaluator.sequence(Array(elements[2...]), in: SwiftScope()) }
                        ?? evaluator.unknown("\(target), made more deeply than voicenav follows", elements[2])
                    globals[key] = made
                    return made
                }
            }
        }
        return nil
    }

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
