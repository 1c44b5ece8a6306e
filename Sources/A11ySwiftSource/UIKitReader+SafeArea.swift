import SwiftSyntax
import A11yCore  // for its members (the device's safe area)

/// A view's safe area as UIKit gives it while the screen is shown (SwiftSourceReading.md, "What the
/// source fixes"): zero until the view is in a window (a controller's `viewDidLoad`,
/// `viewWillAppear`), then, from `viewSafeAreaInsetsDidChange` on (which UIKit calls as the view
/// joins the window, before its first layout), a controller's view's insets: the home indicator's
/// area at the bottom for a controller shown on its own (a tab bar or a toolbar would add theirs),
/// none at the sides in portrait; at the top they depend on the bars the containers show, which the
/// screen's layout gives, not the code: not known there. A view inside it has only the part of
/// those its frame overlaps, which its layout decides: not known either.
extension UIKitReader {
    /// The field marking a view UIKit has put in a window (its safe area known).
    static let inWindowKey = "#inWindow"

    /// Marks the view of `object` (a controller, or a view itself) as in a window as UIKit calls
    /// `name`, the lifecycle method that tells the safe area changed.
    func noteSafeArea(_ name: String, on object: SwiftValue) {
        guard name == "viewSafeAreaInsetsDidChange" || name == "safeAreaInsetsDidChange",
              case .object(_, let fields) = object else { return }
        // (A controller's view: its insets known at the bottom; a view in the tree: in a window, its insets not known.)
        if name == "viewSafeAreaInsetsDidChange" {
            Self.fields(fields["view"])?[Self.inWindowKey] = .bool(true)
        } else if !fields.holds(Self.inWindowKey) {
            fields[Self.inWindowKey] = .bool(false)
        }
    }

    /// `view.safeAreaInsets`: zero before the view (or one it is inside) is in a window, the screen's
    /// portrait insets after (the top not known).
    func safeAreaInsets(of fields: SwiftScope, at node: Syntax, evaluator: SwiftEvaluator) -> SwiftValue {
        let insets = make("UIEdgeInsets", arguments: [], at: node, evaluator: evaluator, in: SwiftScope())
        var current: SwiftScope? = fields
        var shown = false
        for _ in 0..<64 {
            guard let view = current else { break }
            if view.holds(Self.inWindowKey) { shown = true; break }
            current = Self.fields(view["#superview"])
        }
        let root = fields[Self.inWindowKey]?.bool == true
        Self.fields(insets)?["left"] = .double(0)
        Self.fields(insets)?["right"] = .double(0)
        Self.fields(insets)?["bottom"] = !shown ? .double(0) : root ? .double(device.safeArea(in: .portrait).bottom)
            : evaluator.unknown("the part of the safe area this view's frame overlaps, which its layout gives", node)
        Self.fields(insets)?["top"] = !shown ? .double(0)
            : evaluator.unknown("the safe area's top, which the bars shown above the screen give", node)
        return insets
    }
}
