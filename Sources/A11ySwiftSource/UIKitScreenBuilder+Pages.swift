import A11yCore
import A11ySceneModel

/// A page view controller of the project's (SwiftSourceReading.md, "UIKit screens built in code", "Screens"):
/// one that sets the pages it shows itself (`setViewControllers([pages[0]], direction: .forward, animated: true)`
/// in its `viewDidLoad`) shows them, each built as a screen of its own, over its own view (a page control it
/// adds), as UIKit shows them.
extension UIKitScreenBuilder {
    /// The page view controller `object` showing the pages its code set, with its own view (`view`), title and
    /// bar items; nil for another controller, or one whose pages the code does not set or voicenav cannot build.
    func pageSpec(_ object: SwiftValue, view: SwiftValue, id: String, at location: FilePosition) -> ControllerSpec? {
        guard let fields = UIKitReader.fields(object), fields[UIKitReader.uikitKey]?.string == "UIPageViewController"
        else { return nil }
        let shown = UIKitReader.array(fields["viewControllers"])
        guard !shown.isEmpty else { return nil }
        let pages = shown.compactMap(destinationSpec)
        guard pages.count == shown.count else {
            if case .object(let type, _) = object {
                reader.noteOnce("container", "\(type) is a UIPageViewController whose pages voicenav cannot build: its own "
                                + "view is shown", at: location)
            }
            return nil
        }
        reader.noteOnce("pages", "a page view controller's pages are read as its code sets them first: the pages it turns "
                        + "to as the user swipes come from its data source or its code when the app runs", at: location)
        // Its own view, title and bar items, as a content controller's (in a navigation controller when it has them).
        let own = controller(object, view: view, id: id + "-own", at: location)
        let content = own.kind == .navigation ? own.stack.first.flatMap(Self.inlined) ?? own : own
        // (Everything a content controller carries — title, bar items, presentation, its view — as a page controller.)
        var spec = content
        spec.id = id
        spec.kind = .page
        spec.pages = pages.map { .inline($0) }
        if case .member(let orientation)? = fields["navigationOrientation"], orientation.hasSuffix("vertical") {
            spec.pageOrientation = PageViewController.NavigationOrientation.vertical
        }
        guard own.kind == .navigation else { return spec }
        var stack = own
        stack.stack = [.inline(spec)]
        return stack
    }
}
