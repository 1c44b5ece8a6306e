import A11yCore
import Synchronization

/// The results of solving layout trees, kept for every app built from one scene: an audit
/// builds the scene again for every replay of a path from launch, and each build would solve
/// each screen's constraints, and each self-sizing row's, again for the same environment.
///
/// A solve is a function of the tree and the environment alone (`LayoutEngine.solve`: the
/// tree holds the texts, sizes and constraints; the environment the size, safe area, margins,
/// direction and text size), so its result can be shared. A tree is known by its storage:
/// copies of a scene share it, and an entry keeps the tree, so the storage cannot be freed and
/// reused by another tree while the entry lives. A tree changed after it was copied has new
/// storage, and is solved anew.
public final class LayoutMemo: Sendable {
    private struct Key: Hashable {
        var nodes: Int
        var constraints: Int
        var environment: LayoutEnvironment
    }

    private struct Entry {
        var tree: LayoutTree
        var result: LayoutResult
        /// The texts the layout cuts off (node, size needed), once asked.
        var truncations: [Truncation]?
    }

    /// A text the layout cuts off: its node and the size its text needs.
    public struct Truncation: Sendable, Hashable {
        public var node: Int
        public var needed: Size
    }

    private let entries = Mutex<[Key: Entry]>([:])

    public init() {}

    /// What `solve` gives for `tree` in `environment`, solved the first time only.
    public func result(of tree: LayoutTree, in environment: LayoutEnvironment, solve: () -> LayoutResult) -> LayoutResult {
        guard let key = Self.key(tree, environment) else { return solve() }
        if let known = entries.withLock({ $0[key]?.result }) { return known }
        let result = solve()
        entries.withLock { $0[key] = Entry(tree: tree, result: result) }
        return result
    }

    /// The texts `tree` cuts off in `environment` (`LayoutEngine.truncations`), measured the
    /// first time only; `measure` solves and measures when they are not known.
    public func truncations(of tree: LayoutTree, in environment: LayoutEnvironment,
                            measure: () -> [Truncation]) -> [Truncation] {
        guard let key = Self.key(tree, environment) else { return measure() }
        if let known = entries.withLock({ $0[key]?.truncations }) { return known }
        let truncations = measure()
        entries.withLock { $0[key]?.truncations = truncations }
        return truncations
    }

    /// `tree` known by its storage in `environment` (nil for a tree with no storage: no nodes).
    private static func key(_ tree: LayoutTree, _ environment: LayoutEnvironment) -> Key? {
        let nodes = tree.nodes.withUnsafeBufferPointer { Int(bitPattern: $0.baseAddress) }
        let constraints = tree.constraints.withUnsafeBufferPointer { Int(bitPattern: $0.baseAddress) }
        return nodes == 0 ? nil : Key(nodes: nodes, constraints: constraints, environment: environment)
    }

    /// How many results are kept (for tests).
    public var count: Int { entries.withLock { $0.count } }
}
