import SwiftSyntax

/// ReactorKit (SwiftSourceReading.md, "Reactive bindings"), a library the project uses but does
/// not contain: a view's `reactor` set runs its `bind(reactor:)`, as ReactorKit's `View` does; a
/// reactor's `state` starts with its `initialState`, and each action sent to its `action` runs
/// `mutate(action:)`, each mutation that gives `reduce(state:mutation:)`, the state it returns the
/// next (`currentState` the last). ReusableKit's cells (`ReusableCell<TaskCell>()`) are registered
/// and dequeued as their class.
extension UIKitReader {
    private static let stateKey = "#reactorState"
    private static let actionKey = "#reactorAction"

    /// Whether the project's class `type` (or a superclass) adopts `protocolName` by name.
    func adopts(_ type: String, _ protocolName: String, from file: SwiftSourceFile) -> Bool {
        lineage(of: type, from: file).contains { owner in
            types.declarations(of: owner, from: file).contains { declaration in
                declaration.group.inheritanceClause?.inheritedTypes.contains {
                    let name = $0.type.trimmedDescription
                    return name == protocolName || name == "ReactorKit." + protocolName
                } ?? false
            }
        }
    }

    /// `view.reactor = reactor` of a ReactorKit view: its `bind(reactor:)` run with it.
    func reactorSet(on object: SwiftValue, evaluator: SwiftEvaluator) {
        guard case .object(let type, let fields) = object, let reactor = fields["reactor"], case .object = reactor,
              adopts(type, "View", from: evaluator.file) || adopts(type, "StoryboardView", from: evaluator.file),
              let found = method("bind", of: type, arguments: ["reactor"], from: evaluator.file) else { return }
        _ = run(found.function, in: found.declaration.file, owner: found.owner, on: object, arguments: [("reactor", reactor)])
    }

    /// A reactor's `action`, `state` and `currentState`; nil for another object or name.
    func reactorMember(_ name: String, of object: SwiftValue, evaluator: SwiftEvaluator) -> SwiftValue? {
        guard ReactiveProperty.reactorNames.contains(name), case .object(let type, let fields) = object,
              adopts(type, "Reactor", from: evaluator.file) else { return nil }
        if fields[Self.stateKey] == nil { startReactor(object, type: type, fields: fields, evaluator: evaluator) }
        guard case .opaque(let box)? = fields[Self.stateKey], let state = box.value as? ReactiveSubject else { return nil }
        switch name {
        case "action": return fields[Self.actionKey]
        case "state": return fields[Self.stateKey]
        default: return state.kept.last ?? SwiftValue.none
        }
    }

    /// The reactor's state (from `initialState`) and action subjects, an action's mutations reduced into the state.
    private func startReactor(_ object: SwiftValue, type: String, fields: SwiftScope, evaluator: SwiftEvaluator) {
        let initial = fields["initialState"] ?? types.property("initialState", of: object, from: evaluator.file)
            ?? evaluator.unknown("the reactor's initial state, a value only known when the app runs", Syntax(evaluator.file.tree))
        let state = ReactiveSubject(keeping: 1, [initial])
        let action = ReactiveSubject(keeping: 0, [])
        fields[Self.stateKey] = made(state)
        fields[Self.actionKey] = made(action)
        let mutate = method("mutate", of: type, arguments: ["action"], from: evaluator.file)
        let reduce = method("reduce", of: type, arguments: ["state", "mutation"], from: evaluator.file)
        action.stream.subscribe { [unowned self] sent in
            guard let mutate, types.step(),
                  let mutations = stream(of: run(mutate.function, in: mutate.declaration.file, owner: mutate.owner, on: object,
                                                 arguments: [("action", sent)])) else { return }
            mutations.subscribe { [unowned self] mutation in
                guard let reduce, types.step(), let current = state.kept.last else { return }
                let next = run(reduce.function, in: reduce.declaration.file, owner: reduce.owner, on: object,
                               arguments: [("state", current), ("mutation", mutation)])
                state.send(next)
            }
        }
    }
}
