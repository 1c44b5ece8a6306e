import A11yCore
import A11yLayout
import A11ySceneModel

/// What `voicenav layout` prints: every view on screen with its frame in screen coordinates,
/// then the constraints the layout broke and the views it could not place on its own.
public struct LayoutReport: Sendable, Encodable {
    /// One view, in tree order.
    public struct Entry: Sendable, Encodable {
        /// The file's id for the view (Interface Builder's object id, a scene file's `id`), or
        /// a generated `view.N` (N: the view's place in tree order, from 0 for the window).
        public var id: String
        /// The UIKit class (a storyboard's custom class where it names one).
        public var className: String
        /// The frame in screen coordinates.
        public var frame: Rect
        public var hidden: Bool
        /// The superview's id (nil for the window).
        public var parent: String?
        public var depth: Int

        private enum CodingKeys: String, CodingKey { case id, className = "class", frame, hidden, parent }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(id, forKey: .id)
            try container.encode(className, forKey: .className)
            try container.encode(frame.coordinateObject, forKey: .frame)
            try container.encode(hidden, forKey: .hidden)
            try container.encode(parent, forKey: .parent)
        }
    }

    public var views: [Entry] = []
    /// Constraints broken to satisfy the others (warnings, located at the constraint).
    public var broken: [Diagnostic] = []
    /// Views their constraints do not place (notes, located at the view).
    public var ambiguous: [Diagnostic] = []

    @MainActor
    public init(window: Window) {
        var classes: [ObjectIdentifier: String] = [:]
        var layouts: [ModelConstraintLayout] = []
        func collect(_ view: View) {
            if let layout = view.constraintLayout as? ModelConstraintLayout {
                layouts.append(layout)
                for (index, node) in layout.engine.tree.nodes.enumerated() {
                    if let model = layout.view(of: index) { classes[ObjectIdentifier(model)] = node.className }
                }
            }
            for subview in view.subviews { collect(subview) }
        }
        collect(window)
        var counter = 0
        func visit(_ view: View, parent: String?, depth: Int) {
            let id = view.accessibilityIdentifier ?? "view.\(counter)"
            counter += 1
            let className = classes[ObjectIdentifier(view)] ?? Self.uiKitName(view)
            views.append(Entry(id: id, className: className, frame: view.convert(view.bounds, to: nil), hidden: view.isHidden,
                               parent: parent, depth: depth))
            for subview in view.subviews { visit(subview, parent: id, depth: depth + 1) }
        }
        visit(window, parent: nil, depth: 0)
        for layout in layouts {
            let tree = layout.engine.tree
            let file = tree.file ?? "-"
            for constraint in layout.lastResult?.broken ?? [] {
                let message = "constraint \(constraint.id) broken to satisfy the others: \(constraint.summary)"
                broken.append(Diagnostic(file: file, line: constraint.position?.line ?? 1,
                                         column: constraint.position?.column ?? 1, message: message, severity: .warning))
            }
            guard let environment = layout.lastEnvironment else { continue }
            for view in layout.engine.ambiguousViews(environment) {
                let node = tree.nodes[view.node]
                let axes = view.horizontal && view.vertical ? "horizontal and vertical position and size"
                    : view.horizontal ? "horizontal position or width" : "vertical position or height"
                let message = "\(node.className) \(node.id): its \(axes) are not decided by its constraints; "
                    + "it keeps its design frame there"
                ambiguous.append(Diagnostic(file: file, line: node.position?.line ?? 1, column: node.position?.column ?? 1,
                                            message: message, severity: .note))
            }
            // The ambiguity check moved the design frames; lay the views out as they were.
            _ = layout.engine.solve(environment)
        }
    }

    /// `Label` → `UILabel`: the UIKit class a model view stands for.
    @MainActor
    static func uiKitName(_ view: View) -> String {
        let name = String(describing: type(of: view))
        return name.hasPrefix("UI") ? name : "UI" + name
    }

    /// The report as text: the tree indented, frames as `[x, y, width, height]`, then the findings.
    public var text: String {
        var lines = views.map { entry in
            String(repeating: "  ", count: entry.depth) + TerminalText.safe("\(entry.className) \(entry.id) \(entry.frame)")
                + (entry.hidden ? " hidden" : "")
        }
        if !broken.isEmpty {
            lines.append("")
            lines.append("Broken constraints (\(broken.count)):")
            lines += broken.map { TerminalText.safe($0.description) }
        }
        if !ambiguous.isEmpty {
            lines.append("")
            lines.append("Ambiguous views (\(ambiguous.count)):")
            lines += ambiguous.map { TerminalText.safe($0.description) }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The report as JSON: `{"schemaVersion", "views": [{id, class, frame: {x, y, width,
    /// height}, hidden, parent}], "broken": [Diagnostic], "ambiguous": [Diagnostic]}`.
    public var json: String { JSONOutput.document(self) }

    private enum CodingKeys: String, CodingKey { case views, broken, ambiguous }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(views, forKey: .views)
        try container.encode(broken, forKey: .broken)
        try container.encode(ambiguous, forKey: .ambiguous)
    }
}
