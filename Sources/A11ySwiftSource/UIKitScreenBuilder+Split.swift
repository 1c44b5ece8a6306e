import A11yCore
import A11ySceneModel

/// Split view controllers built in code (SwiftSourceReading.md, "Split view controllers"): the two
/// controllers `viewControllers` lists (`viewControllers = [master, detail]`, or a subclass setting them in
/// `viewDidLoad`), its master and detail panes, shown as the scene model shows a split (SplitViewController).
extension UIKitScreenBuilder {
    /// The split view controller `object` is, with its panes; nil when the code gives it other than two
    /// controllers voicenav builds (its own view is then shown, with the reader's note).
    func splitSpec(_ object: SwiftValue, id: String, at location: FilePosition) -> ControllerSpec? {
        guard let fields = UIKitReader.fields(object), fields[UIKitReader.uikitKey]?.string == "UISplitViewController"
        else { return nil }
        let children = UIKitReader.array(fields["viewControllers"])
        guard children.count == 2, let master = destinationSpec(children[0]), let detail = destinationSpec(children[1]) else {
            return nil
        }
        // On a phone, whose width is compact, UIKit collapses the split to one pane (iOS 8 and later, past the seeds' SV-02):
        // its delegate's `splitViewController(_:collapseSecondary:onto:)` answering true keeps the master alone.
        if reader.device.idiom != .pad, let delegate = fields["delegate"], case .object(let owner, _) = delegate,
           case .bool(true)? = callDataSource(delegate, of: owner, "splitViewController", ["_", "collapseSecondary", "onto"],
                                              [object, children[1], children[0]]) {
            return master
        }
        var spec = ControllerSpec(id: id, kind: .split, location: location)
        spec.master = .inline(master)
        spec.detail = .inline(detail)
        return spec
    }
}
