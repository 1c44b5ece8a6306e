import A11yCore
import SwiftSyntax

/// Rectangles the UIKit reader gives (SwiftSourceReading.md, "Layout"): a view's `bounds` and `frame`, a
/// rectangle's parts.
extension UIKitReader {
    /// A view's `bounds` and `frame` (a controller's view fills the screen), and a rectangle's
    /// `width`, `height`, `midX` … `size` and `origin`.
    func rectangleMember(_ name: String, of value: SwiftValue, base: String, at node: Syntax,
                         evaluator: SwiftEvaluator) -> SwiftValue? {
        guard case .object(_, let fields) = value else { return nil }
        if base == "CGRect" || base == "CGSize" {
            let x = fields["x"]?.number ?? 0, y = fields["y"]?.number ?? 0
            let width = fields["width"]?.number, height = fields["height"]?.number
            switch name {
            case "minX": return .double(x)
            case "minY": return .double(y)
            case "midX": return width.map { .double(x + $0 / 2) }
            case "midY": return height.map { .double(y + $0 / 2) }
            case "maxX": return width.map { .double(x + $0) }
            case "maxY": return height.map { .double(y + $0) }
            // The rectangle's own fields hold its origin's and its size's (`frame.origin.y = 8`).
            case "size", "origin": return value
            default: return nil
            }
        }
        guard name == "bounds" || name == "frame", UIKitClasses.isView(base) else { return nil }
        if let frame = Self.fields(fields["frame"]), let width = frame["width"]?.number, let height = frame["height"]?.number {
            return rectangle(Size(width: width, height: height), at: node, evaluator: evaluator)
        }
        // A view no frame was given: the screen's when it is a controller's root view (no superview).
        guard fields["#superview"] == nil else { return nil }
        return rectangle(device.portraitSize, at: node, evaluator: evaluator)
    }

    func rectangle(_ size: Size, at node: Syntax, evaluator: SwiftEvaluator) -> SwiftValue {
        let made = make("CGRect", arguments: [], at: node, evaluator: evaluator, in: SwiftScope())
        Self.fields(made)?["x"] = .double(0)
        Self.fields(made)?["y"] = .double(0)
        Self.fields(made)?["width"] = .double(size.width)
        Self.fields(made)?["height"] = .double(size.height)
        return made
    }
}
