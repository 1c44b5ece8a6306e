import A11ySceneModel

/// The controllers imported so far (controllers).
package struct ControllerTable {
    /// The imported controllers, by id, in import order.
    package var specs: [String: ControllerSpec] = [:]
    package var order: [String] = []
    /// The controllers being imported now (a reference back to one finds its reserved slot).
    package var importing: Set<String> = []
    /// The controllers whose children are being imported (relationships and embeds), outermost
    /// first: a child already on it would contain itself.
    var containmentPath: [String] = []
    /// Which document each controller id was found in.
    var homes: [String: IBDocument] = [:]

    /// Adds `spec` at the end of the order (or replaces the one with its id in place).
    package mutating func insert(_ spec: ControllerSpec) {
        if specs[spec.id] == nil { order.append(spec.id) }
        specs[spec.id] = spec
    }

    /// The specs in import order.
    package var ordered: [ControllerSpec] { order.compactMap { specs[$0] } }
}
