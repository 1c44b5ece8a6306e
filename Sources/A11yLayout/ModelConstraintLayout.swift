import A11yCore

/// Auto Layout for the model's views: solves a `LayoutTree` whenever its root view lays out
/// (its size changed, it entered a window, the screen rotated) and gives each view its frame,
/// each scroll view its content size.
@MainActor
public final class ModelConstraintLayout: ConstraintLayout {
    public let engine: LayoutEngine
    /// The model's view for each node of the tree (nil where the model has none).
    private let views: [WeakView]
    /// The user's text size.
    public var textSize: ContentSizeCategory
    /// The last solve's result, for `voicenav layout` and tests.
    public private(set) var lastResult: LayoutResult?
    public private(set) var lastEnvironment: LayoutEnvironment?
    /// Results shared by every app built from one scene (nil: solve every time).
    private let memo: LayoutMemo?
    /// The environment the engine itself last solved for (a result from the memo is not).
    private var solvedEnvironment: LayoutEnvironment?

    public init(tree: LayoutTree, views: [String: View], textSize: ContentSizeCategory = .large, memo: LayoutMemo? = nil) {
        engine = LayoutEngine(tree: tree)
        self.views = tree.nodes.map { WeakView(views[$0.id]) }
        self.textSize = textSize
        self.memo = memo
    }

    public func layoutSubviews(of view: View) {
        let screen = view.window?.screen
        // The system minimum margin follows the device's class, not the orientation.
        let margin = screen?.device.systemMinimumMargin ?? LayoutEnvironment.systemMinimumMargin(screenWidth: view.bounds.width)
        var environment = LayoutEnvironment(
            rootSize: view.bounds.size, safeArea: view.safeAreaInsets, minimumMargin: margin,
            layoutDirection: screen?.layoutDirection ?? .leftToRight, textSize: textSize)
        // The model places a controller's view between the status bar and the bars; a view
        // designed to extend under them is laid out as UIKit lays it out under them.
        if let window = view.window, view.sitsBetweenBars {
            let frame = view.convert(view.bounds, to: nil)
            if engine.tree.extendsUnderTopBars { environment.coveredTop = max(0, frame.minY) }
            if engine.tree.extendsUnderBottomBars { environment.coveredBottom = max(0, window.bounds.height - frame.maxY) }
        }
        guard environment != lastEnvironment else { return }
        let result = memo?.result(of: engine.tree, in: environment) { solveNow(environment) } ?? solveNow(environment)
        lastResult = result
        lastEnvironment = environment
        let tree = engine.tree
        for index in tree.nodes.indices.dropFirst() {
            guard let subview = views[index].view, subview !== view else { continue }
            subview.frame = result.frame(of: index, in: tree)
            if let size = result.contentSizes[index], let scroll = subview as? ScrollView { scroll.contentSize = size }
        }
    }

    private func solveNow(_ environment: LayoutEnvironment) -> LayoutResult {
        solvedEnvironment = environment
        return engine.solve(environment)
    }

    /// The views whose text the last layout cut off (see `LayoutEngine.truncatedTexts`):
    /// measured when asked (the audit asks), not on every layout.
    public var truncatedViews: [View] { truncations.map(\.view) }

    /// The views whose text the last layout cut off, each with the size its text needs.
    public var truncations: [(view: View, needed: Size)] {
        guard let lastEnvironment else { return [] }
        func measure() -> [LayoutMemo.Truncation] {
            if solvedEnvironment != lastEnvironment { _ = solveNow(lastEnvironment) }
            return engine.truncations().map { LayoutMemo.Truncation(node: $0.node, needed: $0.needed) }
        }
        let cuts = memo?.truncations(of: engine.tree, in: lastEnvironment, measure: measure) ?? measure()
        return cuts.compactMap { cut in views[cut.node].view.map { ($0, cut.needed) } }
    }

    /// The model's view for node `index`.
    public func view(of index: Int) -> View? { views[index].view }
}

private struct WeakView {
    weak var view: View?
    init(_ view: View?) { self.view = view }
}
