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
    /// The views whose text the last layout cut off (see `LayoutEngine.truncatedTexts`).
    public private(set) var truncatedViews: [View] = []

    public init(tree: LayoutTree, views: [String: View], textSize: ContentSizeCategory = .large) {
        engine = LayoutEngine(tree: tree)
        self.views = tree.nodes.map { WeakView(views[$0.id]) }
        self.textSize = textSize
    }

    public func layoutSubviews(of view: View) {
        let screen = view.window?.screen
        // The system minimum margin follows the device's class, not the orientation.
        let deviceWidth = screen.map { $0.device.idiom == .pad ? 1024 : $0.device.portraitSize.width } ?? view.bounds.width
        let environment = LayoutEnvironment(
            rootSize: view.bounds.size, safeArea: view.safeAreaInsets,
            minimumMargin: LayoutEnvironment.systemMinimumMargin(screenWidth: deviceWidth),
            layoutDirection: screen?.layoutDirection ?? .leftToRight, textSize: textSize)
        guard environment != lastEnvironment else { return }
        let result = engine.solve(environment)
        lastResult = result
        lastEnvironment = environment
        let tree = engine.tree
        for index in tree.nodes.indices.dropFirst() {
            guard let subview = views[index].view, subview !== view else { continue }
            subview.frame = result.frame(of: index, in: tree)
            if let size = result.contentSizes[index], let scroll = subview as? ScrollView { scroll.contentSize = size }
        }
        truncatedViews = engine.truncatedTexts().compactMap { views[$0].view }
    }

    /// The model's view for node `index`.
    public func view(of index: Int) -> View? { views[index].view }
}

private struct WeakView {
    weak var view: View?
    init(_ view: View?) { self.view = view }
}
