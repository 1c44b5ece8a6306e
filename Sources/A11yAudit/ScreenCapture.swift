import A11yCore
import A11yLayout

/// Takes the audit's value copy of the screen a session shows: its elements in reading order
/// with the facts the rules need, and the controls VoiceOver cannot reach.
@MainActor
enum ScreenCapture {
    /// The screen `session` shows now, called `name` (reached by `path`), its key `key`.
    static func capture(session: VoiceOverSession, locator: AuditLocator, name: String, path: [String], key: String,
                        actionsAreKnown: Bool) -> AuditScreen {
        let window = session.window
        let ordered = session.elements
        var elements: [AuditElement] = []
        var truncated: [ObjectIdentifier: Size] = [:]
        func collect(_ view: View) {
            if let layout = view.constraintLayout as? ModelConstraintLayout {
                for cut in layout.truncations { truncated[ObjectIdentifier(cut.view)] = cut.needed }
            }
            for subview in view.subviews { collect(subview) }
        }
        collect(window)
        elements.reserveCapacity(ordered.count)
        for entry in ordered {
            let snapshot = entry.snapshot
            let words = session.settings.words(for: snapshot.language)
            var element = AuditElement(snapshot: snapshot, description: ElementDescriber.describe(snapshot, in: words).text,
                                       location: locator.location(of: entry.view))
            if session.settings.language != nil { element.textSources = textSources(of: entry.view) }
            element.placement = placement(of: entry.view)
            element.hasOwnLabel = locator.hasOwnLabel(snapshot.id)
            element.labelAtRunTime = locator.labelAtRunTime(snapshot.id)
            if let field = entry.view as? TextField, !(field is SearchBar) { element.placeholder = field.placeholder }
            // An image view's image; a button's that shows only an image and is read by its name
            // (a SwiftUI `Button` whose label is an `Image`): what VoiceOver reads when nothing labels it.
            element.imageName = (entry.view as? ImageView)?.imageName
                ?? (entry.view as? Button).flatMap { button in
                    let image = button.subviews.count == 1 ? (button.subviews[0] as? ImageView)?.imageName : nil
                    return button.title == nil && image != nil && button.accessibilityLabel == image ? image : nil
                }
            element.isTableCell = entry.view is TableViewCell
            element.tapHandler = tapHandler(of: entry.view)
            element.valueIsName = entry.view is PageControl
            element.labelIsUIKits = labelIsUIKits(entry.view)
            element.neededSize = truncated[ObjectIdentifier(entry.view)]
            element.clipping = clipping(of: entry.view, frame: snapshot.frame)
            elements.append(element)
        }
        let leaf = ScreenKey.leafController(of: window)
        var screen = AuditScreen(name: name, path: path, key: key, elements: elements, bounds: window.bounds,
                                 rowTolerance: window.screen.idiom.rowTolerance, location: locator.location(of: leaf))
        screen.rightToLeft = window.screen.layoutDirection == .rightToLeft
        screen.isModal = ScreenKey.isModal(window)
        screen.actionsAreKnown = actionsAreKnown
        screen.hiddenControls = UnreachableControls.find(in: window, elements: ordered, locator: locator)
        screen.language = session.settings.language
        screen.controllers = controllerIDs(in: window)
        return screen
    }

    /// The ids of every controller `window` shows: its root, their children, what they present.
    static func controllerIDs(in window: Window) -> [String] {
        var ids: [String] = []
        var stack = window.rootViewController.map { [$0] } ?? []
        var visited = 0
        while let controller = stack.popLast(), visited < 10_000 {
            visited += 1
            if let id = controller.identifier { ids.append(id) }
            stack.append(contentsOf: controller.children)
            if let presented = controller.presentedViewController { stack.append(presented) }
        }
        return ids
    }

    /// Whether `view`'s label is a word UIKit supplies rather than the app's text (see
    /// `AuditElement.labelIsUIKits`).
    static func labelIsUIKits(_ view: View) -> Bool {
        if let bar = view as? BarButton {
            let item = bar.item
            guard item.accessibilityLabel == nil else { return false }
            if item.titleIsUIKits { return true }   // a system item's word, the Edit/Done item's
            if item.systemItem != nil { return false }   // a title the app set on it
            return bar.accessibilityTraits.contains(.backButton) && item.title == "Back"
        }
        if view is ActivityIndicatorView || view is ProgressView {
            return view.accessibilityLabel == view.defaultAccessibilityLabel
        }
        return false
    }

    /// The view whose tap gesture acts on `view`: itself or its nearest ancestor with one (a
    /// tap on a stack reaches every view drawn in it), named by its id, else its class.
    static func tapHandler(of view: View) -> String? {
        var current: View? = view
        var steps = 0
        while let candidate = current, !(candidate is Window), steps < 10_000 {
            steps += 1
            if candidate.handlesTaps {
                // A view with no id is told apart by its class and where it is.
                return candidate.accessibilityIdentifier
                    ?? "\(String(describing: type(of: candidate))) at \(candidate.convert(candidate.bounds, to: nil))"
            }
            current = candidate.superview
        }
        return nil
    }

    /// The ids of `view` and its subviews (at most 64), whose texts an element made of it reads.
    static func textSources(of view: View) -> [String] {
        var result: [String] = []
        var stack = [view]
        while let current = stack.popLast(), result.count < 64 {
            if let id = current.accessibilityIdentifier { result.append(id) }
            stack.append(contentsOf: current.subviews.reversed())
        }
        return result
    }

    /// The nearest ancestor that clips `view` (`clipsToBounds`, not a scroll view, which
    /// scrolls what it hides into view), with the part of `frame` (screen coordinates) it shows.
    static func clipping(of view: View, frame: Rect) -> AuditElement.Clipping? {
        var ancestor = view.superview
        var visible = frame
        var clipper: View?
        while let current = ancestor, !(current is Window) {
            if current is ScrollView { break }
            if current.clipsToBounds {
                let bounds = current.convert(current.bounds, to: nil)
                let inside = Rect(x: max(visible.minX, bounds.minX), y: max(visible.minY, bounds.minY),
                                  width: max(0, min(visible.maxX, bounds.maxX) - max(visible.minX, bounds.minX)),
                                  height: max(0, min(visible.maxY, bounds.maxY) - max(visible.minY, bounds.minY)))
                if inside.width < visible.width - 1 || inside.height < visible.height - 1 {
                    visible = inside
                    clipper = clipper ?? current
                }
            }
            ancestor = current.superview
        }
        guard let clipper else { return nil }
        return AuditElement.Clipping(ancestor: clipper.accessibilityIdentifier ?? String(describing: type(of: clipper)),
                                     visible: visible)
    }

    /// Where `view` sits: in a system bar, in a scroll view, made by the system (the popover's
    /// outside; the screens UIKit's tab bar controller makes for More and its Edit sheet).
    static func placement(of view: View) -> AuditElement.Placement {
        var placement: AuditElement.Placement = []
        if view.accessibilityIdentifier == "dismissPopup", view.superview?.accessibilityIdentifier == "popover" {
            placement.insert(.systemMade)
        }
        var ancestor = view.superview
        var steps = 0
        while let current = ancestor, steps < 10_000 {
            steps += 1
            if current is NavigationBar || current is Toolbar || current is TabBar { placement.insert(.inSystemBar) }
            if current is ScrollView { placement.insert(.inScrollView) }
            if let controller = current.viewController, controller is ConfigureTabsController
                || (controller.parent is MoreNavigationController && controller.parent?.children.first === controller) {
                placement.insert(.systemMade)
            }
            ancestor = current.superview
        }
        return placement
    }
}
