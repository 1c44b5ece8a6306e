import SwiftSyntax
import A11yCore  // for its members (the device's safe area)

/// A view's safe area as UIKit gives it while the screen is shown (SwiftSourceReading.md, "What the
/// source fixes"): zero until the view is in a window (a controller's `viewDidLoad`,
/// `viewWillAppear`), then the screen's insets, from `viewSafeAreaInsetsDidChange` (a view's
/// `safeAreaInsetsDidChange`) on, which UIKit calls as the view joins the window and before its
/// first layout. At the bottom that is the home indicator's area; at the top it depends on the bars
/// the containers show, which the screen's layout gives, not the code: not known there.
extension UIKitReader {
    /// The field marking a view UIKit has put in a window (its safe area known).
    static let inWindowKey = "#inWindow"

    /// Marks the view of `object` (a controller, or a view itself) as in a window as UIKit calls
    /// `name`, the lifecycle method that tells the safe area changed.
    func noteSafeArea(_ name: String, on object: SwiftValue) {
        guard name == "viewSafeAreaInsetsDidChange" || name == "safeAreaInsetsDidChange",
              case .object(_, let fields) = object else { return }
        let view = name == "safeAreaInsetsDidChange" ? fields : Self.fields(fields["view"])
        view?[Self.inWindowKey] = .bool(true)
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
        let screen = device.safeArea(in: .portrait)
        Self.fields(insets)?["left"] = .double(0)
        Self.fields(insets)?["right"] = .double(0)
        Self.fields(insets)?["bottom"] = .double(shown ? screen.bottom : 0)
        Self.fields(insets)?["top"] = shown
            ? evaluator.unknown("the safe area's top, which the bars shown above the screen give", node) : .double(0)
        return insets
    }
}
