import A11ySceneModel
import A11yCore  // for its members (no type of it is named here)

/// Segues: what activating a button, cell or bar item with a segue does.
extension StoryboardImporter {
    /// The actions of the segue `trigger` fires (empty when it has none).
    ///
    /// `show` pushes onto the navigation controller the source is in, else presents;
    /// `showDetail` replaces a split view's detail; `presentation` and `modal` present with
    /// their style (automatic is a page sheet, over-full-screen full screen, over-current-
    /// context current context); `popoverPresentation` is a popover on pad and a page sheet
    /// on phone, where it adapts; `unwind` goes back.
    func segueActions(from trigger: XMLElementNode, controller: XMLElementNode, in document: IBDocument) -> [ActionSpec] {
        guard let segue = trigger.child("connections")?.children("segue").first(where: {
            $0["kind"] != "relationship" && $0["kind"] != "embed" && $0["key"] == nil
        }) else { return [] }
        let kind = segue["kind"] ?? "show"
        if kind == "unwind" { return [.unwind] }
        guard let (targetDocument, target) = destination(of: segue, in: document) ?? standIn(segue, in: document),
              let destinationID = importController(target, in: targetDocument) else {
            note(segue, in: document, "segue to a missing controller: activating its trigger does nothing here")
            return []
        }
        let ref = ControllerRef.id(destinationID, document.position(segue))
        let sourceID = controller["id"] ?? ""
        let isContainer = ["navigationController", "tabBarController", "splitViewController"].contains(target.name)
        let style = segue["modalPresentationStyle"].flatMap(presentationStyle)
        switch kind {
        case "show", "push", "custom":
            if kind == "custom" {
                note(segue, in: document, "custom segue \(segue["customClass"] ?? ""): performed as a show segue; "
                     + "its animation and any other behaviour are in code")
            }
            if !isContainer && context.navigation.contains(sourceID) { return [.push(ref)] }
            return [.present(ref, style)]
        case "showDetail":
            guard device == .phone else { return [.showDetail(ref)] }
            // On a phone the split view is collapsed into its master's navigation stack
            // (see `collapseSplitViews()`): showing a detail pushes it there, a detail
            // navigation controller's root in its stead.
            if context.navigation.contains(sourceID) {
                if target.name == "navigationController", let rootRef = table.specs[destinationID]?.stack.first {
                    return [.push(rootRef)]
                }
                if !isContainer { return [.push(ref)] }
            }
            return [.present(ref, style)]
        case "presentation", "modal":
            return [.present(ref, style)]
        case "popoverPresentation":
            if device == .pad {
                let anchor = segue["popoverAnchorView"] ?? segue["popoverAnchorBarButtonItem"] ?? trigger["id"] ?? ""
                return [.popover(ref, from: anchor)]
            }
            return [.present(ref, .pageSheet)]
        default:
            note(segue, in: document, "segue of kind \"\(kind)\" is not modelled: activating its trigger does nothing here")
            return []
        }
    }

    private func standIn(_ segue: XMLElementNode, in document: IBDocument) -> (IBDocument, XMLElementNode)? {
        guard let id = segue["destination"], let node = document.object(id) else { return nil }
        return (document, node)
    }
}
