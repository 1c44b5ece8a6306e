import A11yCore

/// What a table cell's own views make of it, the rule every reader follows (InterfaceBuilderImport.md,
/// "Static table cells"; SwiftSourceReading.md, "Tables"; TV-10): a cell whose views are labels,
/// images and at most one switch is one element; one with any other control is not.
package enum CellContent {
    /// The kinds a cell may hold and stay one element.
    private static let passive: Set<ViewSpec.Kind> = [.label, .switch, .view, .image, .activityIndicator, .progress]

    /// The views VoiceOver would look at inside a cell, each with its frame in the cell's
    /// coordinates (`offset` where `views` start): hidden ones and their subtrees left out.
    package static func visibleLeaves(_ views: [ViewSpec], offset: Point = .zero) -> [(view: ViewSpec, frame: Rect)] {
        views.flatMap { view -> [(view: ViewSpec, frame: Rect)] in
            if view.properties.contains(where: { $0.key == "hidden" }) { return [] }
            let local = view.frame ?? .zero
            let frame = Rect(x: local.minX + offset.x, y: local.minY + offset.y, width: local.width, height: local.height)
            return [(view, frame)] + visibleLeaves(view.subviews, offset: frame.origin)
        }
    }

    /// Whether a cell with these visible views reads as one element.
    package static func isOneElement(_ leaves: [ViewSpec]) -> Bool {
        leaves.allSatisfy { passive.contains($0.kind) } && leaves.filter { $0.kind == .switch }.count <= 1
    }

    /// What a label among a cell's views says: its accessibility label, else its text.
    package static func labelText(_ view: ViewSpec) -> String? {
        for property in view.properties where property.key == "label" {
            if case .text(let text) = property.value { return text }
        }
        return view.text
    }
}
