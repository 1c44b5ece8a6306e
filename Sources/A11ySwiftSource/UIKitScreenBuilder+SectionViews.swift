import A11yCore
import A11yLayout
import A11ySceneModel

/// The views a table's delegate gives for its sections' headers and footers (SwiftSourceReading.md, "Tables"):
/// UIKit's own header-footer view showing a text is the section's title, read as a heading; a view of the app's own
/// is that view, across the table at its height, read as its views are (its labels are text, its buttons buttons).
extension UIKitScreenBuilder {
    /// What the delegate gives for a section's header or footer.
    enum SectionView {
        /// A title: UIKit's header-footer view showing only its text (nil: a view with no text, or one only run time gives).
        case title(String?)
        /// A view of the app's own.
        case view(ViewSpec)
    }

    /// What the delegate's `tableView(_:viewForHeaderInSection:)` (`part` "Header") or `…FooterInSection:` gives for
    /// `section`; nil when it gives none (or the delegate has no such method): the title is asked for.
    func sectionView(_ part: String, of table: SwiftValue, delegate: SwiftValue?, section: Int) -> SectionView? {
        guard let delegate, case .object(let owner, _) = delegate,
              let value = callDataSource(delegate, of: owner, "tableView", ["_", "viewFor\(part)InSection"],
                                         [table, .int(section)]) else { return nil }
        if case .none = value { return nil }
        if case .unknown(let what, let place) = value {
            reader.note("a section's header or footer view depends on \(what): it is not read", at: place)
            return .title(nil)
        }
        guard let fields = UIKitReader.fields(value) else { return .title(nil) }
        reader.showViews(in: value)
        let use = "a section's \(part.lowercased()) view"
        let isHeaderFooterView = fields[UIKitReader.uikitKey]?.string == "UITableViewHeaderFooterView"
        if isHeaderFooterView, Self.showsOnlyItsText(fields) { return .title(sectionViewText(value, use: use)) }
        // A header-footer view's own views are in its content view, which fills it.
        let content = isHeaderFooterView ? fields["contentView"] ?? value : value
        guard var spec = viewSpec(content) else { return .title(sectionViewText(value, use: use)) }
        let width = device.portraitSize.width
        // Its height: what the delegate answers (`tableView(_:heightForHeaderInSection:)`), else its frame's, else what
        // its constraints need at the table's width (UIKit's automatic height), else its views stacked.
        let asked = callDataSource(delegate, of: owner, "tableView", ["_", "heightFor\(part)InSection"], [table, .int(section)])
        var height = [asked?.number, UIKitReader.fields(value).flatMap { Self.rect($0["frame"])?.height }]
            .compactMap { $0 }.first { $0 > 0 }
        if var tree = layoutTree(for: content, spec: ViewSpec(kind: .view, location: spec.location), standIn: fields),
           !tree.constraints.isEmpty {
            tree.designSafeArea = EdgeInsets()
            tree.nodes[0].designFrame = Rect(x: 0, y: 0, width: width, height: height ?? 44)
            if height == nil {
                var environment = LayoutEnvironment(rootSize: Size(width: width, height: 44),
                                                    minimumMargin: device.systemMinimumMargin)
                environment.fitsHeight = true
                height = LayoutEngine(tree: tree).solve(environment).frames.first.map { device.ceilToPixels($0.height) }
                    .flatMap { $0 > 1 ? $0 : nil } ?? 44
                tree.nodes[0].designFrame.size.height = height ?? 44
            }
            spec.layout = tree
        }
        spec.frame = height.map { Rect(x: 0, y: 0, width: width, height: $0) }
        return .view(spec)
    }

    /// A view the code sets as the navigation bar's title (`navigationItem.titleView`): laid out by its own
    /// constraints at its frame's width (else the 200 points the bar gives a title view with none), as tall as they
    /// need (UIKit sizes a title view that uses Auto Layout to fit its content, then centres it on the bar's row).
    func titleViewSpec(_ value: SwiftValue) -> ViewSpec? {
        guard var spec = viewSpec(value) else { return nil }
        guard let fields = UIKitReader.fields(value),
              var tree = layoutTree(for: value, spec: ViewSpec(kind: .view, location: spec.location), standIn: fields),
              !tree.constraints.isEmpty else { return spec }
        let width = spec.frame.map { $0.width > 0 ? $0.width : 200 } ?? 200
        tree.designSafeArea = EdgeInsets()
        tree.nodes[0].designFrame = Rect(x: 0, y: 0, width: width, height: NavigationBar.height)
        var environment = LayoutEnvironment(rootSize: Size(width: width, height: NavigationBar.height),
                                            minimumMargin: device.systemMinimumMargin)
        environment.fitsHeight = true
        let fitted = LayoutEngine(tree: tree).solve(environment).frames.first.map { device.ceilToPixels($0.height) }
        let height = min(NavigationBar.height, fitted.flatMap { $0 > 1 ? $0 : nil } ?? NavigationBar.height - 8)
        tree.nodes[0].designFrame.size.height = height
        spec.layout = tree
        spec.frame = Rect(x: 0, y: 0, width: width, height: height)
        return spec
    }

    /// Whether a header-footer view shows only UIKit's text (its text label's, or its content configuration's): none
    /// of the views the code adds.
    private static func showsOnlyItsText(_ fields: SwiftScope) -> Bool {
        let content = UIKitReader.fields(fields["contentView"])
        let own = [fields["textLabel"], fields["detailTextLabel"]].compactMap(UIKitReader.fields)
        let added = UIKitReader.array(content?[UIKitReader.subviewsKey]).filter { view in
            !own.contains { $0 === UIKitReader.fields(view) }
        }
        let beside = UIKitReader.array(fields[UIKitReader.subviewsKey]).filter { UIKitReader.fields($0) !== content }
        return added.isEmpty && beside.isEmpty
    }

    /// The text of a section's header or footer view (shown already), as VoiceOver reads what it holds: each label's
    /// (or header-footer view's text label's, or an element's own label), in the order added, joined; nil for none (an
    /// empty view: the section has none).
    private func sectionViewText(_ view: SwiftValue, use: String) -> String? {
        guard UIKitReader.fields(view) != nil else { return nil }
        var texts: [String] = []
        var seen: Set<ObjectIdentifier> = []
        func visit(_ value: SwiftValue, depth: Int) {
            guard depth < 32, let fields = UIKitReader.fields(value), fields["isHidden"]?.bool != true,
                  seen.insert(ObjectIdentifier(fields)).inserted else { return }
            if let label = property("accessibilityLabel", of: value, fields: fields).flatMap({ text($0, use: use) }) {
                texts.append(label)
                return
            }
            let base = fields[UIKitReader.uikitKey]?.string ?? ""
            if ["UILabel", "UITextView"].contains(base),
               let shown = shownText(fields, use: use) {
                texts.append(shown)
            }
            for part in ["textLabel", "detailTextLabel"] { if let label = fields[part] { visit(label, depth: depth + 1) } }
            if let configured = UIKitReader.fields(fields["contentConfiguration"]),
               let shown = text(configured["text"], use: use) {
                texts.append(shown)
            }
            for child in UIKitReader.array(fields["contentView"].flatMap { UIKitReader.fields($0)?[UIKitReader.subviewsKey] })
                + UIKitReader.array(fields[UIKitReader.subviewsKey]) {
                visit(child, depth: depth + 1)
            }
        }
        visit(view, depth: 0)
        let shown = texts.filter { $0.contains { !$0.isWhitespace } }
        return shown.isEmpty ? nil : shown.joined(separator: ", ")
    }
}
