import A11yLayout
import Synchronization

/// The heights self-sizing rows were solved to, kept for every app built from one scene: an
/// audit builds the scene again for every replay, and each build would solve each row's layout
/// again for the same width (SceneApp+Views, `layOutContent`).
///
/// A row is known by its layout tree's storage: copies of a scene share it, and an entry keeps
/// the tree, so the storage cannot be freed and reused by another tree while the entry lives.
/// A tree changed after it was copied has new storage, and is solved anew.
public final class RowHeightMemo: Sendable {
    private struct Key: Hashable {
        var nodes: Int
        var constraints: Int
        var environment: LayoutEnvironment
    }

    private struct Entry {
        var tree: LayoutTree
        var height: Double
    }

    private let entries = Mutex<[Key: Entry]>([:])

    public init() {}

    /// The height `solve` gives for `tree` in `environment`, solved the first time only.
    func height(of tree: LayoutTree, in environment: LayoutEnvironment, solve: () -> Double) -> Double {
        let nodes = tree.nodes.withUnsafeBufferPointer { Int(bitPattern: $0.baseAddress) }
        let constraints = tree.constraints.withUnsafeBufferPointer { Int(bitPattern: $0.baseAddress) }
        guard nodes != 0 else { return solve() }
        let key = Key(nodes: nodes, constraints: constraints, environment: environment)
        if let known = entries.withLock({ $0[key]?.height }) { return known }
        let height = solve()
        entries.withLock { $0[key] = Entry(tree: tree, height: height) }
        return height
    }
}
