import A11ySceneModel

/// `accessibilitySortPriority` (SwiftSourceReading.md, "Modifiers"): SwiftUI reads the elements
/// of a container by their priority, higher first, those of equal priority in their order.
extension SwiftUIScreenBuilder {
    /// Gives `container` (the screen, or a view that keeps its children with
    /// `.accessibilityElement(children: .contain)`) its elements in that order, as UIKit's
    /// `accessibilityElements`; nothing changes when none of them has a priority. A container
    /// inside it that was ordered already is one item of the order.
    /// `always`: the container has a priority itself, so it is one item of the order around it
    /// and lists its elements even when none of them has one.
    mutating func orderByPriority(_ container: inout ViewSpec, always: Bool = false) {
        guard !priorities.isEmpty || always else { return }
        var found: [String] = []
        collectElements(&container.subviews, into: &found)
        guard always || found.contains(where: { priorities[$0] != nil }) else { return }
        let ordered = found.enumerated().sorted { a, b in
            let (first, second) = (priorities[a.element] ?? 0, priorities[b.element] ?? 0)
            return first != second ? first > second : a.offset < b.offset
        }
        container.elements = ordered.map { ($0.element, container.location) }
    }

    /// The ids of the elements among `views` (and of the containers ordered already), in
    /// order; one that has no id is given one.
    private mutating func collectElements(_ views: inout [ViewSpec], into found: inout [String]) {
        for index in views.indices {
            if views[index].elements != nil || Self.isElement(views[index]) {
                if views[index].id == nil { views[index].id = uniqueID(at: views[index].location) }
                found.append(views[index].id!)
            } else {
                collectElements(&views[index].subviews, into: &found)
            }
        }
    }

    /// Whether VoiceOver reads `view` as one element: a control, a text or an image the builder
    /// made, or a view made one (`isAccessibilityElement`).
    static func isElement(_ view: ViewSpec) -> Bool {
        if case .bool(let flag)? = view.properties.last(where: { $0.key == "isAccessibilityElement" })?.value { return flag }
        return ![.view, .scroll].contains(view.kind)
    }
}
