import A11yCore
import A11yLayout
import Foundation
import A11yInterfaceBuilder

/// Measures Auto Layout (issue 23's targets): a full solve of a 200-view screen (at most
/// 2 ms), and re-solving it after a rotation and after a text-size change (at most a quarter
/// of a full solve); with a file, the same for each of its screens on its design canvas.
public enum LayoutBenchmark {
    /// A settings-like screen of `rows` rows (a label and a switch in a horizontal stack, each
    /// row pinned below the one before inside the margins, the first under the safe area's
    /// top), `4 × rows + 1` views in all.
    public static func syntheticTree(rows: Int) -> LayoutTree {
        var tree = LayoutTree(designSafeArea: EdgeInsets(top: 62, bottom: 34))
        tree.nodes.append(LayoutNode(id: "root", className: "UIView", parent: nil,
                                     designFrame: Rect(x: 0, y: 0, width: 402, height: 874)))
        func add(_ id: String, _ className: String, parent: Int, _ frame: Rect) -> Int {
            var node = LayoutNode(id: id, className: className, parent: parent, designFrame: frame)
            node.translatesMask = false
            tree.nodes.append(node)
            return tree.nodes.count - 1
        }
        func tie(_ first: Int, _ a: LayoutAttribute, _ second: LayoutItem?, _ b: LayoutAttribute?, _ constant: Double = 0) {
            tree.constraints.append(LayoutConstraint(id: "c\(tree.constraints.count)", first: .view(first), firstAttribute: a,
                                                     second: second, secondAttribute: b, constant: constant))
        }
        var previous: Int?
        for row in 0..<rows {
            let y = 62 + Double(row) * 52
            let container = add("row\(row)", "UIView", parent: 0, Rect(x: 16, y: y, width: 370, height: 44))
            let stack = add("stack\(row)", "UIStackView", parent: container, Rect(x: 0, y: 0, width: 370, height: 44))
            tree.nodes[stack].stack = StackArrangement(axis: .horizontal, distribution: .fill, alignment: .center, spacing: 8)
            let label = add("label\(row)", "UILabel", parent: stack, Rect(x: 0, y: 11.75, width: 311, height: 20.5))
            tree.nodes[label].intrinsicWidth = 120
            tree.nodes[label].intrinsicHeight = 20.5
            tree.nodes[label].hugging = AxisPriorities(horizontal: 249, vertical: 251)
            tree.nodes[label].text = TextMetrics(pointSize: 17, textStyle: "body", adjustsToTextSize: true,
                                                 text: "Row \(row)")
            let toggle = add("switch\(row)", "UISwitch", parent: stack, Rect(x: 319, y: 6.5, width: 51, height: 31))
            tree.nodes[toggle].intrinsicWidth = 51
            tree.nodes[toggle].intrinsicHeight = 31
            tie(container, .leading, .view(0), .leadingMargin)
            tie(container, .trailing, .view(0), .trailingMargin)
            if let previous {
                tie(container, .top, .view(previous), .bottom, 8)
            } else {
                tie(container, .top, .safeArea(0), .top)
            }
            tie(container, .height, .view(stack), .height, 0)
            for attribute in [LayoutAttribute.leading, .trailing, .top] { tie(stack, attribute, .view(container), attribute) }
            previous = container
        }
        return tree
    }

    public static func run(path: String?, scene: String?, repetitions: Int) throws -> String {
        func median(_ body: () throws -> Void) rethrows -> Double {
            try BenchTiming.median(repetitions, body).seconds * 1000
        }
        let portrait = LayoutEnvironment(rootSize: Size(width: 402, height: 874), safeArea: EdgeInsets(top: 62, bottom: 34))
        let landscape = LayoutEnvironment(rootSize: Size(width: 874, height: 402),
                                          safeArea: EdgeInsets(left: 62, bottom: 21, right: 62), minimumMargin: 16)
        var larger = portrait
        larger.textSize = .accessibilityExtraExtraExtraLarge
        func measure(_ tree: LayoutTree, _ first: LayoutEnvironment, _ turned: LayoutEnvironment) -> (Double, Double, Double) {
            let full = median { _ = LayoutEngine(tree: tree).solve(first) }
            var engines: [LayoutEngine] = []
            for _ in 0..<max(3, repetitions) {
                let engine = LayoutEngine(tree: tree)
                _ = engine.solve(first)
                engines.append(engine)
            }
            var next = 0
            let rotate = median { _ = engines[next].solve(turned); next += 1 }
            next = 0
            var grown = first
            grown.textSize = .accessibilityExtraExtraExtraLarge
            let text = median { _ = engines[next].solve(grown); next += 1 }
            return (full, rotate, text)
        }
        let ms = { (value: Double) in String(format: "%.3f ms", value) }
        let synthetic = syntheticTree(rows: 50)
        let (full, rotate, text) = measure(synthetic, portrait, landscape)
        var lines = [
            "Auto Layout, median of \(max(3, repetitions)) runs",
            "  \(synthetic.nodes.count)-view screen, \(synthetic.constraints.count) constraints (50 rows: stack, label, switch)",
            "    full solve (build the system and solve)   \(ms(full))   (target ≤ 2 ms)",
            "    re-solve after a rotation                 \(ms(rotate))   \(String(format: "%.2f", rotate / full))×"
                + " the full solve (target ≤ 0.25×)",
            "    re-solve at the largest text size         \(ms(text))   \(String(format: "%.2f", text / full))×"
                + " the full solve (target ≤ 0.25×)",
        ]
        let probe = LayoutEngine(tree: synthetic)
        _ = probe.solve(portrait)
        lines.append("    one full solve: \(probe.solverStatistics)")
        if let path {
            let layouts = try StoryboardLoader.designLayouts(path: path, scene: scene)
            lines.append("  \((path as NSString).lastPathComponent): \(layouts.count) screens on their design canvas")
            var total = 0.0
            for layout in layouts where layout.tree.nodes.count > 1 {
                var turned = layout.environment
                turned.rootSize = Size(width: layout.environment.rootSize.height, height: layout.environment.rootSize.width)
                let (full, rotate, _) = measure(layout.tree, layout.environment, turned)
                total += full
                let name = layout.id.padding(toLength: 12, withPad: " ", startingAt: 0)
                let views = String(layout.tree.nodes.count).padding(toLength: 4, withPad: " ", startingAt: 0)
                lines.append("    \(name) \(views) views  full \(ms(full))  rotation \(ms(rotate))")
            }
            lines.append("    all screens: \(ms(total))")
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
