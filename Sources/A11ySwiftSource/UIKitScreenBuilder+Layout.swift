import A11yCore
import A11yLayout
import A11ySceneModel

/// The layout of a screen built in code (SwiftSourceReading.md, "UIKit screens built in code",
/// "Layout"): the constraints the code activated and its stack views, as a layout tree the
/// engine solves on every device, orientation and text size; text and controls sized by the
/// model's estimates. A view no constraint places and no frame sizes (laid out by a library
/// the project does not contain, or from run-time values) keeps the order it was added in:
/// stacked down its superview, 16 pt from the sides, as the scene model stacks views without
/// frames (an estimate, so that reading order still follows the code).
extension UIKitScreenBuilder {
    /// One view of the tree: its object and its parent's index.
    private struct Entry {
        let fields: SwiftScope
        let type: String
        let base: String
        let parent: Int?
    }

    /// The layout tree of `root`'s views; nil when the code activated no constraint among them
    /// and made no stack view (their frames, given or stacked, are the layout), unless `always`
    /// (a controller's view under the bars, whose frames count from the screen's top).
    /// `standIn`: an object whose anchors are the root's (a cell's own, for its content view, which
    /// fills it but for the accessory's column).
    func layoutTree(for root: SwiftValue, spec: ViewSpec, always: Bool = false, standIn: SwiftScope? = nil) -> LayoutTree? {
        var entries: [Entry] = []
        var indices: [ObjectIdentifier: Int] = [:]
        func visit(_ value: SwiftValue, parent: Int?) {
            guard case .object(let type, let fields) = value, idsByObject[ObjectIdentifier(fields)] != nil,
                  indices[ObjectIdentifier(fields)] == nil else { return }
            indices[ObjectIdentifier(fields)] = entries.count
            let index = entries.count
            entries.append(Entry(fields: fields, type: type, base: fields[UIKitReader.uikitKey]?.string ?? type, parent: parent))
            for subview in UIKitReader.array(fields[UIKitReader.subviewsKey]) { visit(subview, parent: index) }
            // Its layout guides (`addLayoutGuide`): rectangles constraints place, with no view.
            for guide in UIKitReader.array(fields["#layoutGuides"]) {
                guard let guideFields = UIKitReader.fields(guide), indices[ObjectIdentifier(guideFields)] == nil else { continue }
                indices[ObjectIdentifier(guideFields)] = entries.count
                entries.append(Entry(fields: guideFields, type: "UILayoutGuide", base: "UILayoutGuide", parent: index))
            }
        }
        visit(root, parent: nil)
        guard !entries.isEmpty else { return nil }
        if let standIn, indices[ObjectIdentifier(standIn)] == nil { indices[ObjectIdentifier(standIn)] = 0 }
        func item(_ anchor: SwiftValue?) -> (item: LayoutItem, attribute: LayoutAttribute)? {
            guard let fields = UIKitReader.fields(anchor), let owner = UIKitReader.fields(fields["item"]),
                  let index = indices[ObjectIdentifier(owner)],
                  let attribute = fields["attribute"]?.string.flatMap(LayoutAttribute.init(rawValue:)) else { return nil }
            // The keyboard's guide while no keyboard is up (`keyboardLayoutGuide`): the strip below the
            // safe area, its top where the safe area ends.
            if fields["guide"]?.string == "keyboard" {
                switch attribute {
                case .top, .centerY, .firstBaseline, .lastBaseline: return (.safeArea(index), .bottom)
                case .bottom: return (.view(index), .bottom)
                default: return (.safeArea(index), attribute)
                }
            }
            let item: LayoutItem = switch fields["guide"]?.string {
            case "safeArea": .safeArea(index)
            case "margins": .margins(index)
            case "content": .contentGuide(index)
            case "frame": .frameGuide(index)
            default: .view(index)
            }
            return (item, attribute)
        }
        var constraints: [LayoutConstraint] = []
        var placed: Set<Int> = [0]
        for constraint in reader.constraints where constraint["isActive"]?.bool == true {
            guard let first = item(constraint["first"]) else { continue }
            let second = item(constraint["second"])
            if constraint["second"] != nil, second == nil { continue }   // to a view not on this screen
            let relation: LayoutConstraint.Relation = switch constraint["relation"] {
            case .member("greaterThanOrEqual")?: .greaterThanOrEqual
            case .member("lessThanOrEqual")?: .lessThanOrEqual
            default: .equal
            }
            let place = reader.madeAt[ObjectIdentifier(constraint)]
            // A constant or multiplier only run time gives (`isSmallScreen ? 8 : height * 0.08`): laid
            // out with UIKit's default (0, 1), said.
            for (key, fallback) in [("constant", "0"), ("multiplier", "1")] {
                if let reason = constraint[key]?.runTimeReason {
                    reader.note("this constraint's \(key) depends on \(reason.what): laid out with \(fallback)",
                                at: place ?? reason.place)
                }
            }
            constraints.append(LayoutConstraint(
                id: "code-\(constraints.count + 1)", first: first.item, firstAttribute: first.attribute, relation: relation,
                second: second?.item, secondAttribute: second?.attribute, multiplier: constraint["multiplier"]?.number ?? 1,
                constant: constraint["constant"]?.number ?? 0, priority: Self.priority(constraint["priority"]) ?? 1000,
                position: place.map { LayoutPosition(line: $0.line, column: $0.column) }))
            placed.insert(first.item.node)
            if let second { placed.insert(second.item.node) }
        }
        let arranged = Set(entries.indices.filter { index in
            guard let parent = entries[index].parent, entries[parent].base == "UIStackView" else { return false }
            return UIKitReader.array(entries[parent].fields[UIKitReader.arrangedKey]).contains {
                UIKitReader.same($0, entries[index].fields)
            }
        })
        guard always || !constraints.isEmpty || entries.contains(where: { $0.base == "UIStackView" }) else { return nil }
        var tree = LayoutTree(file: file, designSafeArea: device.safeArea(in: .portrait))
        tree.constraints = constraints
        var cursors: [Int: Double] = [:]
        var lastEstimate: Int?
        for (index, entry) in entries.enumerated() {
            let id = idsByObject[ObjectIdentifier(entry.fields)] ?? "guide-\(index)"
            let given = Self.rect(entry.fields["frame"])
            var node = LayoutNode(id: id, className: entry.type, parent: entry.parent,
                                  designFrame: given ?? Rect(x: 0, y: 0, width: 0, height: 0))
            if index == 0 { node.designFrame = Rect(origin: .zero, size: device.portraitSize) }
            if let place = reader.madeAt[ObjectIdentifier(entry.fields)] {
                node.position = LayoutPosition(line: place.line, column: place.column)
            }
            node.translatesMask = entry.base != "UILayoutGuide"
                && entry.fields["translatesAutoresizingMaskIntoConstraints"]?.bool ?? !arranged.contains(index)
            node.isHidden = entry.fields["isHidden"]?.bool == true
            intrinsicSize(of: &node, entry.base, entry.fields)
            // With no frame, a view's design size is its content's (a label's text on one line), so a
            // wrapping label is not flowed into no width before the engine places it.
            if index > 0, given == nil {
                node.isDesignPlaced = false
                node.designFrame.size = Size(width: node.intrinsicWidth ?? 0, height: node.intrinsicHeight ?? 0)
            }
            // A cell's (or header-footer view's) content view fills it, as UIKit sizes it by its mask.
            if index > 0, given == nil, let parent = entry.parent,
               entry.fields["translatesAutoresizingMaskIntoConstraints"] == nil,
               UIKitReader.same(entries[parent].fields["contentView"] ?? .none, entry.fields) {
                node.designFrame = Rect(origin: .zero, size: tree.nodes[parent].designFrame.size)
                node.translatesMask = true
                node.autoresizing = .flexibleSize
                stackArrangement(of: &node, entry.base, entry.fields)
                tree.nodes.append(node)
                continue
            }
            // A view nothing places, on a controller's view that goes under the bars: stacked down its
            // safe area (below the bars, as the views the code places there are), 16 points from the sides.
            if always, entry.parent == 0, given == nil, !placed.contains(index), !arranged.contains(index),
               entry.base != "UILayoutGuide" {
                node.translatesMask = false
                let id = "estimate-\(index)"
                let above: (LayoutItem, LayoutAttribute) = lastEstimate.map { (.view($0), .bottom) } ?? (.safeArea(0), .top)
                tree.constraints += [
                    LayoutConstraint(id: id + "-top", first: .view(index), firstAttribute: .top, second: above.0,
                                     secondAttribute: above.1, constant: 8),
                    LayoutConstraint(id: id + "-leading", first: .view(index), firstAttribute: .leading, second: .view(0),
                                     secondAttribute: .leading, constant: 16),
                    LayoutConstraint(id: id + "-trailing", first: .view(0), firstAttribute: .trailing, second: .view(index),
                                     secondAttribute: .trailing, constant: 16),
                ]
                if node.intrinsicHeight == nil {
                    tree.constraints.append(LayoutConstraint(id: id + "-height", first: .view(index), firstAttribute: .height,
                                                             constant: entry.base == "UILabel" ? 21 : 44))
                }
                lastEstimate = index
            } else if index > 0, given == nil, !placed.contains(index), !arranged.contains(index), entry.base != "UILayoutGuide",
               let parent = entry.parent {
                // A view nothing places: stacked down its superview, as the scene model stacks views without frames.
                let width = max(0, tree.nodes[parent].designFrame.width - 32)
                let y = cursors[parent] ?? 8
                let height = node.intrinsicHeight ?? (entry.base == "UILabel" ? 21 : 44)
                node.designFrame = Rect(x: 16, y: y, width: width, height: height)
                node.translatesMask = true
                node.autoresizing = AutoresizingMask.flexibleWidth
                cursors[parent] = y + height + 8
            }
            stackArrangement(of: &node, entry.base, entry.fields)
            node.isScrollView = ["UIScrollView", "UITableView", "UICollectionView", "UITextView"].contains(entry.base)
            tree.nodes.append(node)
        }
        return tree
    }

    /// What a view's content asks for: a text's estimate (re-measured for the text size), a
    /// control's fixed size, a symbol's; its hugging and compression resistance.
    private func intrinsicSize(of node: inout LayoutNode, _ base: String, _ fields: SwiftScope) {
        if let size = UIKitClasses.fixedSize(of: base) {
            node.intrinsicWidth = size.width
            node.intrinsicHeight = size.height
        }
        // A switch, a stepper and an activity indicator keep their size: UIKit gives them a high
        // hugging and compression resistance (750 both ways), so a label beside one stretches instead.
        if [.switch, .stepper, .activityIndicator].contains(UIKitClasses.kind(of: base)) {
            node.hugging = AxisPriorities(horizontal: 750, vertical: 750)
            node.compression = AxisPriorities(horizontal: 750, vertical: 750)
        }
        let font = UIKitReader.fields(fields["font"])
        // (A size of 0 keeps the descriptor's, `UIFont(descriptor: descriptor, size: 0)`: not a font of no size.)
        let pointSize = (font?["ofSize"]?.number ?? font?["size"]?.number ?? font?["pointSize"]?.number)
            .flatMap { $0 > 0 ? $0 : nil }
        let style: String? = if case .member(let name)? = font?["textStyle"] { name } else { nil }
        let size = pointSize ?? style.flatMap { ContentSizeCategory.designSize(of: $0) } ?? 17
        // A text view that does not scroll is as tall as its text in the width it gets, as a label of any
        // number of lines (UIKit's intrinsic size for it; its text container's insets aside).
        let sizedText = base == "UITextView" && fields["isScrollEnabled"]?.bool == false
        switch sizedText ? .label : UIKitClasses.kind(of: base) {
        case .label:
            // Its text, else its attributed text's (a text run time gives in part: the fixed pieces); an
            // empty text set first (`text = ""`, then `attributedText = …`) is replaced by the other.
            let shown = [fields["text"], fields["attributedText"]].lazy.compactMap { value -> String? in
                let value = value.map(UIKitReader.attributedText)
                if case .partial(let text, _, _)? = value { return text }
                return value?.string.flatMap { $0.isEmpty ? nil : $0 }
            }.first
            let text = shown ?? ""
            guard !text.isEmpty else {
                // A label always has a content size: none for no text (UIKit's 0 × 0), one line of no
                // known width for a text only run time gives (an estimate), never a free height.
                let later = fields["text"]?.isUnknown == true || fields["attributedText"]?.isUnknown == true
                node.intrinsicWidth = 0
                node.intrinsicHeight = later ? TextMeasure.lineHeight(pointSize: size) : 0
                break
            }
            let lines = sizedText ? 0 : Int(fields["numberOfLines"]?.number ?? 1)
            node.text = TextMetrics(pointSize: size, textStyle: style,
                                    adjustsToTextSize: fields["adjustsFontForContentSizeCategory"]?.bool ?? false,
                                    numberOfLines: lines, text: text, designText: "")
            node.intrinsicWidth = lines == 1 ? TextMeasure.width(of: text, pointSize: size)
                : TextMeasure.widestLine(of: text, pointSize: size)
            node.intrinsicHeight = TextMeasure.lineHeight(pointSize: size)
        case .button:
            let configuration = UIKitReader.fields(fields["configuration"])
            let configured = UIKitReader.fields(configuration?["attributedTitle"]).flatMap { $0["_"] ?? $0["string"] }
            let title = fields["title"]?.string ?? configured?.string ?? configuration?["title"]?.string ?? ""
            // A system button's title and its padding; a configuration's content insets (about 16 pt each side).
            let padding = configuration == nil ? 0.0 : 32
            node.intrinsicWidth = title.isEmpty ? 44 : TextMeasure.width(of: title, pointSize: size) + padding
            node.intrinsicHeight = configuration == nil ? 34 : 34.33
        case .image:
            if let image = UIKitReader.fields(fields["image"]), image["systemName"] != nil {
                node.intrinsicWidth = 24
                node.intrinsicHeight = 24
            }
        default:
            break
        }
        for axis in ["horizontal", "vertical"] {
            if let hugging = Self.priority(fields["#hugging.\(axis)"]) {
                if axis == "horizontal" { node.hugging.horizontal = hugging } else { node.hugging.vertical = hugging }
            }
            if let compression = Self.priority(fields["#compression.\(axis)"]) {
                if axis == "horizontal" {
                    node.compression.horizontal = compression
                } else {
                    node.compression.vertical = compression
                }
            }
        }
    }

    /// A stack view's arrangement (`axis`, `distribution`, `alignment`, `spacing`), and any view's
    /// layout margins.
    private func stackArrangement(of node: inout LayoutNode, _ base: String, _ fields: SwiftScope) {
        if let margins = UIKitReader.fields(fields["layoutMargins"]) {
            node.layoutMargins = EdgeInsets(top: margins["top"]?.number ?? 0, left: margins["left"]?.number ?? 0,
                                            bottom: margins["bottom"]?.number ?? 0, right: margins["right"]?.number ?? 0)
        } else if let margins = UIKitReader.fields(fields["directionalLayoutMargins"]) {
            node.layoutMargins = EdgeInsets(top: margins["top"]?.number ?? 0, left: margins["leading"]?.number ?? 0,
                                            bottom: margins["bottom"]?.number ?? 0, right: margins["trailing"]?.number ?? 0)
        }
        guard base == "UIStackView" else { return }
        func name(_ value: SwiftValue?) -> String? {
            switch value {
            case .member(let name)?, .symbol(let name)?: String(name.lastComponent)
            default: nil
            }
        }
        let spacing: Double
        switch fields["spacing"] {
        case .symbol(let name)? where name.hasSuffix("spacingUseSystem"): spacing = 8
        case .unknown(let what, let place)?:
            reader.note("this stack's spacing depends on \(what): voicenav lays it out with UIKit's default, 0", at: place)
            spacing = 0
        case let value?: spacing = value.number ?? 0
        case nil: spacing = 0
        }
        node.stack = StackArrangement(
            axis: name(fields["axis"]) == "vertical" ? .vertical : .horizontal,
            distribution: name(fields["distribution"]).flatMap(StackArrangement.Distribution.init(rawValue:)) ?? .fill,
            alignment: name(fields["alignment"]).flatMap(StackArrangement.Alignment.init(rawValue:)) ?? .fill,
            spacing: spacing, marginsRelative: fields["isLayoutMarginsRelativeArrangement"]?.bool ?? false,
            baselineRelative: fields["isBaselineRelativeArrangement"]?.bool ?? false)
        for pair in UIKitReader.array(fields["#customSpacing"]) {
            let parts = UIKitReader.array(pair)
            guard parts.count == 2, let view = UIKitReader.fields(parts[0]), let id = idsByObject[ObjectIdentifier(view)],
                  let value = parts[1].number else { continue }
            node.stack?.customSpacing[id] = value
        }
    }

    /// A layout priority: a number, UIKit's named ones, `UILayoutPriority(…)`.
    static func priority(_ value: SwiftValue?) -> Double? {
        switch value {
        case .int, .double: return value?.number
        case .member(let name)?, .symbol(let name)?:
            switch name.lastComponent {
            case "required": return 1000
            case "defaultHigh": return 750
            case "defaultLow": return 250
            case "dragThatCanResizeScene": return 510
            case "fittingSizeLevel": return 50
            default: return nil
            }
        case .object(_, let fields)?: return (fields["rawValue"] ?? fields["_"])?.number
        default: return nil
        }
    }
}
