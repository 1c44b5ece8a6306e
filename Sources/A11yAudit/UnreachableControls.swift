import A11yCore

/// Finds the controls a window shows that VoiceOver cannot reach (the `unreachable-control`
/// rule's facts), walking the view tree as VoiceOverRules, "The element tree" does.
///
/// A control is a `Control` (button, switch, slider, stepper, segmented control, page control,
/// text field, search bar). It is shown when neither it nor an ancestor is hidden or
/// transparent and its frame is not 0 × 0 (a 0 × 0 view hides its subtree only when it is an
/// element, clips or lists its elements, as in the element tree, rule 2). It is reachable when it, or a view inside it, is an
/// element VoiceOver reads. Subtrees VoiceOver skips on purpose are not walked: the siblings of
/// a modal view (rule 5), which is how sheets and popovers shut out what they cover.
@MainActor
enum UnreachableControls {
    static func find(in window: Window, elements: [OrderedElement], locator: AuditLocator) -> [AuditHiddenControl] {
        let reachable = Set(elements.map { ObjectIdentifier($0.view) })
        var found: [AuditHiddenControl] = []
        var visited = 0
        /// Views some ancestor lists in its accessibilityElements: read even where their siblings are not.
        var listedViews = Set<ObjectIdentifier>()
        func name(of view: View) -> String {
            if let label = view.accessibilityLabel, !label.trimmedWhitespace.isEmpty { return label }
            if let id = view.accessibilityIdentifier { return id }
            return String(describing: type(of: view)).lowercased()
        }
        func ancestorName(_ view: View) -> String {
            if let id = view.accessibilityIdentifier { return "the view \(id)" }
            if let label = view.accessibilityLabel, !label.isEmpty { return "the view \"\(label)\"" }
            return "a \(String(describing: type(of: view))) view"
        }
        func containsReachable(_ view: View) -> Bool {
            if reachable.contains(ObjectIdentifier(view)) { return true }
            return view.subviews.contains(where: containsReachable)
        }
        func walk(_ view: View, blocker: AuditHiddenControl.Reason?) {
            visited += 1
            guard visited < 200_000, !view.isHidden, view.alpha > 0 else { return }
            let zeroSize = !(view is Window) && view.frame.width == 0 && view.frame.height == 0
            if zeroSize, view.isAccessibilityElement || view.clipsToBounds || view.accessibilityElements != nil { return }
            var blocker = blocker
            if case .leftOut? = blocker, listedViews.contains(ObjectIdentifier(view)) { blocker = nil }
            if blocker == nil, view.accessibilityElementsHidden { blocker = .elementsHidden(ancestorName(view)) }
            if view is Control, !zeroSize, !containsReachable(view) {
                var reason = blocker
                if reason == nil, !view.isAccessibilityElement, view.defaultIsAccessibilityElement { reason = .notAnElement }
                if let reason {
                    found.append(AuditHiddenControl(id: view.accessibilityIdentifier, name: name(of: view), reason: reason,
                                                    location: locator.location(of: view)))
                }
            }
            let subviews = view.subviews
            guard !subviews.isEmpty else { return }
            var childBlocker = blocker
            if childBlocker == nil, view.isAccessibilityElement, reachable.contains(ObjectIdentifier(view)),
               view.accessibilityCustomActions.isEmpty {
                childBlocker = .insideElement(ancestorName(view))
            }
            // Rule 5: only the last shown modal subview is read; its siblings are shut out on purpose.
            if let modal = view.modalSubview {
                walk(modal, blocker: childBlocker)
                return
            }
            // Rule 4: only the listed objects are read; every other subview is left out.
            if childBlocker == nil, let listed = view.accessibilityElements {
                for entry in listed { listedViews.insert(ObjectIdentifier(entry)) }
                childBlocker = .leftOut(ancestorName(view))
            }
            for child in subviews { walk(child, blocker: childBlocker) }
        }
        walk(window, blocker: nil)
        return found
    }
}
