import A11yCore
import A11yLayout

/// What `voicenav layout` prints: every view on screen with its frame in screen coordinates,
/// then the constraints the layout broke and the views it could not place on its own.
@MainActor
public struct LayoutReport {
    /// One view, in tree order.
    public struct Entry: Sendable {
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
    }

    /// A located finding of the constraint layout.
    public struct Finding: Sendable {
        public var file: String
        public var line: Int
        public var column: Int
        public var message: String
        public var description: String { "\(file):\(line):\(column): \(message)" }
    }

    public var views: [Entry] = []
    public var broken: [Finding] = []
    public var ambiguous: [Finding] = []

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
                broken.append(Finding(file: file, line: constraint.position?.line ?? 1, column: constraint.position?.column ?? 1,
                                      message: "constraint \(constraint.id) broken to satisfy the others: \(constraint.summary)"))
            }
            guard let environment = layout.lastEnvironment else { continue }
            for view in layout.engine.ambiguousViews(environment) {
                let node = tree.nodes[view.node]
                let axes = view.horizontal && view.vertical ? "horizontal and vertical position and size"
                    : view.horizontal ? "horizontal position or width" : "vertical position or height"
                ambiguous.append(Finding(file: file, line: node.position?.line ?? 1, column: node.position?.column ?? 1,
                                         message: "\(node.className) \(node.id): its \(axes) are not decided by its constraints; "
                                            + "it keeps its design frame there"))
            }
            // The ambiguity check moved the design frames; lay the views out as they were.
            _ = layout.engine.solve(environment)
        }
    }

    /// `Label` → `UILabel`: the UIKit class a model view stands for.
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

    /// The report as JSON: `{"views": [{id, class, frame: {x, y, width, height}, hidden, parent}],
    /// "broken": [{file, line, column, message}], "ambiguous": [...]}`.
    public var json: String {
        func number(_ value: Double) -> String { value.coordinate }
        let viewLines = views.map { entry in
            "    {\"id\": \(JSONText.quote(entry.id)), \"class\": \(JSONText.quote(entry.className)), \"frame\": "
                + "{\"x\": \(number(entry.frame.minX)), \"y\": \(number(entry.frame.minY)), "
                + "\"width\": \(number(entry.frame.width)), \"height\": \(number(entry.frame.height))}, "
                + "\"hidden\": \(entry.hidden), \"parent\": \(entry.parent.map(JSONText.quote) ?? "null")}"
        }
        func findings(_ list: [Finding]) -> String {
            guard !list.isEmpty else { return "[]" }
            return "[\n" + list.map { finding in
                "    {\"file\": \(JSONText.quote(finding.file)), \"line\": \(finding.line), \"column\": \(finding.column), "
                    + "\"message\": \(JSONText.quote(finding.message))}"
            }.joined(separator: ",\n") + "\n  ]"
        }
        return "{\n  \"views\": [\n" + viewLines.joined(separator: ",\n") + "\n  ],\n  \"broken\": \(findings(broken)),\n"
            + "  \"ambiguous\": \(findings(ambiguous))\n}\n"
    }
}
