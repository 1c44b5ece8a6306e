import A11yCore

/// What an exploration found, kept so the same app can be audited in another language without
/// exploring it again: each screen reached, the steps that reach it, the shape of its element
/// list and what each of its elements and escape did.
///
/// A translation changes the texts of an app, not what it does: the same controllers, views
/// and actions, so the same steps reach the same screens. Where a language's screen has the
/// same shape as the base language's (the same views as elements, in the same reading order,
/// with the same traits and as many custom actions), activating its elements does what it did
/// there, and the audit takes the language's screens along the base's map: one replay from
/// launch a screen, where exploring tries every step. A screen whose shape differs (a longer
/// text that moves an element in the reading order) sends that language back to a full
/// exploration. AuditRuleReference, "Every language".
public struct AuditMap: Sendable, Codable {
    /// One screen the exploration reached.
    struct Node: Sendable, Codable {
        /// Each step's place among the steps of the screen it was taken on, from launch.
        var steps: [Int]
        var key: String
        var shape: [ElementShape]
        /// What activating each element did, in reading order.
        var activations: [AuditActivation?]
        /// What escape did, on a modal screen.
        var escape: AuditEscapeOutcome?
    }

    /// An element as the map compares it: which view it is (its place in the window's view
    /// tree), its traits and how many custom actions it has. Texts are left out.
    struct ElementShape: Hashable, Sendable, Codable {
        var viewPath: [Int]
        var traits: AccessibilityTraits
        var customActions: Int
    }

    var nodes: [Node]

    /// The shape of the element list `session` reads.
    @MainActor
    static func shape(of session: VoiceOverSession) -> [ElementShape] {
        session.elements.map { element in
            var path: [Int] = []
            var view = element.view
            while let parent = view.superview {
                path.append(parent.subviews.firstIndex { $0 === view } ?? -1)
                view = parent
            }
            return ElementShape(viewPath: path, traits: element.view.accessibilityTraits,
                                customActions: element.view.accessibilityCustomActions.count)
        }
    }
}

extension AuditExplorer {
    /// The screens of `map`, taken in this explorer's app (another language of the app that
    /// made the map): each reached from launch along the map's steps and captured, its
    /// elements given what they did there, in the map's order. Nil as soon as a screen differs
    /// from the map's (its key or its shape): then the app must be explored.
    ///
    /// The screens are visited depth first, so a screen one step beyond the one just captured
    /// (the same screen turned, a screen it opens) is reached by taking that step on the same
    /// app: launch, the steps and the capture run in the order a replay from launch would run them.
    func revisit(_ map: AuditMap) -> [AuditScreen]? {
        var screens = [AuditScreen?](repeating: nil, count: map.nodes.count)
        let order = map.nodes.indices.sorted { map.nodes[$0].steps.lexicographicallyPrecedes(map.nodes[$1].steps) }
        var current: (instance: Instance, steps: [Int], path: [AuditStep])?
        // The steps of each screen on the way, by the steps that reach it: the same for every
        // screen beyond it (the model is deterministic), so found once.
        var stepsAt: [[Int]: [AuditStep]] = [:]
        for index in order {
            let node = map.nodes[index]
            var (instance, taken, path) = current.flatMap { node.steps.starts(with: $0.steps) ? $0 : nil }
                ?? (launch(), [], [])
            for step in node.steps.dropFirst(taken.count) {
                let available = stepsAt[taken] ?? steps(on: instance)
                stepsAt[taken] = available
                guard available.indices.contains(step), apply(available[step], to: instance) != nil else { return nil }
                taken.append(step)
                path.append(available[step])
            }
            guard ScreenKey.key(of: instance.window) == node.key, AuditMap.shape(of: instance.session) == node.shape
            else { return nil }
            var screen = capture(instance, path: path, key: node.key)
            guard screen.elements.count == node.activations.count else { return nil }
            for element in screen.elements.indices { screen.elements[element].activation = node.activations[element] }
            screen.escape = node.escape
            screens[index] = screen
            current = (instance, taken, path)
        }
        return screens.compactMap { $0 }
    }
}
