import A11yCore

/// A view tree with its Auto Layout constraints, as a file describes it: the input of
/// `LayoutEngine`.
///
/// Independent of where it comes from: the storyboard importer builds one per controller
/// view, xib top-level view and table cell. Node 0 is the root (its frame is given from
/// outside, as a controller gives its view's); every other node names its parent.
public struct LayoutTree: Sendable {
    /// The views, parents before children (tree order).
    public var nodes: [LayoutNode]
    /// The constraints, in file order.
    public var constraints: [LayoutConstraint]
    /// The file the tree was read from, for messages.
    public var file: String?
    /// The root's safe-area insets on the design canvas (which views reach into the bars
    /// decides how their own safe areas follow the root's).
    public var designSafeArea: EdgeInsets
    /// Whether the root extended under the bars above and below it on the design canvas (a
    /// controller's view under translucent bars; see `LayoutEnvironment.coveredTop`).
    public var extendsUnderTopBars = false
    public var extendsUnderBottomBars = false

    public init(nodes: [LayoutNode] = [], constraints: [LayoutConstraint] = [], file: String? = nil,
                designSafeArea: EdgeInsets = EdgeInsets()) {
        self.nodes = nodes
        self.constraints = constraints
        self.file = file
        self.designSafeArea = designSafeArea
    }

    /// The index of the node with `id`, if any.
    public func index(of id: String) -> Int? { nodes.firstIndex { $0.id == id } }
}

/// Where something is in its file (1-based line and column).
public struct LayoutPosition: Sendable, Hashable {
    public var line: Int
    public var column: Int
    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }
}

/// One view of a layout tree.
public struct LayoutNode: Sendable {
    /// The file's id for the view (Interface Builder's object id).
    public var id: String
    /// The class shown to users (`UILabel`, or the custom class).
    public var className: String
    /// The parent's index; nil for the root.
    public var parent: Int?
    /// The frame the file saved, in the parent's coordinates.
    public var designFrame: Rect
    /// Whether `designFrame`'s origin is where the design put the view: false for a view made in code
    /// with no frame (its size is its content's, its place unknown until the solve).
    public var isDesignPlaced = true
    public var isHidden = false
    /// Whether the file marks the frame as not matching the constraints (Interface Builder's
    /// `misplaced`): its frame is no reference and no measurement.
    public var isMisplaced = false
    /// Whether the autoresizing mask becomes constraints (UIKit's
    /// `translatesAutoresizingMaskIntoConstraints`).
    public var translatesMask = true
    public var autoresizing: AutoresizingMask = []
    /// How far the frame extends past the alignment rectangle that constraints place
    /// (UIKit's `alignmentRectInsets`: a switch's and a slider's frames are larger than
    /// what lines up).
    public var alignmentInsets = EdgeInsets()
    /// The content's own size on each axis, of the alignment rectangle (nil: none on that axis).
    public var intrinsicWidth: Double?
    public var intrinsicHeight: Double?
    /// Content hugging and compression resistance priorities (UIKit's defaults 250 and 750).
    public var hugging = AxisPriorities(horizontal: 250, vertical: 250)
    public var compression = AxisPriorities(horizontal: 750, vertical: 750)
    /// The layout margins; nil: UIKit's default for the view (see `LayoutEngine`).
    public var layoutMargins: EdgeInsets?
    /// Whether the margins are measured from the safe area (UIKit's default) or the bounds.
    public var insetsMarginsFromSafeArea = true
    /// Whether the view's margins are at least its superview's where they reach into it
    /// (`preservesSuperviewLayoutMargins`).
    public var preservesSuperviewMargins = false
    /// Set for a stack view: how it arranges its subviews (its children, in order).
    public var stack: StackArrangement?
    /// Whether the view scrolls its subviews (a scroll view, table or collection view).
    public var isScrollView = false
    /// The id of the view's safe-area guide, its content and frame layout guides (scroll
    /// views), when the file names them.
    public var safeAreaGuideID: String?
    public var contentGuideID: String?
    public var frameGuideID: String?
    /// Set for a text-showing view: what its size depends on.
    public var text: TextMetrics?
    public var position: LayoutPosition?
    /// What the view is to its container, where that changes its defaults.
    public var role = Role.plain

    /// Views whose defaults differ from a plain view's.
    public enum Role: Sendable, Hashable {
        case plain
        /// A table or collection cell's content view: the cell's margins.
        case cellContent
    }

    public init(id: String, className: String, parent: Int?, designFrame: Rect) {
        self.id = id
        self.className = className
        self.parent = parent
        self.designFrame = designFrame
    }
}

/// A priority for each axis.
public struct AxisPriorities: Sendable, Hashable {
    public var horizontal: Double
    public var vertical: Double
    public init(horizontal: Double, vertical: Double) {
        self.horizontal = horizontal
        self.vertical = vertical
    }
}

/// How a stack view arranges its subviews (mirrors `UIStackView`).
public struct StackArrangement: Sendable, Hashable {
    public enum Axis: String, Sendable { case horizontal, vertical }
    public enum Distribution: String, Sendable {
        case fill, fillEqually, fillProportionally, equalSpacing, equalCentering
    }
    public enum Alignment: String, Sendable {
        case fill, leading, top, firstBaseline, center, trailing, bottom, lastBaseline
    }
    public var axis: Axis
    public var distribution: Distribution
    public var alignment: Alignment
    public var spacing: Double
    /// Whether the arrangement is inside the stack's layout margins.
    public var marginsRelative: Bool
    /// `isBaselineRelativeArrangement` (vertical stacks only): the gap between two views is
    /// measured from the last baseline of the one above to the first baseline of the one below.
    public var baselineRelative: Bool
    /// `setCustomSpacing(_:after:)`: the spacing after an arranged view (by its node's id), in
    /// place of `spacing`.
    public var customSpacing: [String: Double] = [:]

    public init(axis: Axis = .horizontal, distribution: Distribution = .fill, alignment: Alignment = .fill,
                spacing: Double = 0, marginsRelative: Bool = false, baselineRelative: Bool = false) {
        self.axis = axis
        self.distribution = distribution
        self.alignment = alignment
        self.spacing = spacing
        self.marginsRelative = marginsRelative
        self.baselineRelative = baselineRelative
    }
}

/// What a text's size depends on: the font, whether it follows the user's text size, the
/// lines it may take and the text itself.
public struct TextMetrics: Sendable, Hashable {
    /// The font's size in points at the design text size.
    public var pointSize: Double
    /// The Dynamic Type text style (`body`, `headline` …), if the font is one.
    public var textStyle: String?
    /// Whether the font follows the user's text size (`adjustsFontForContentSizeCategory`).
    public var adjustsToTextSize: Bool
    /// The most lines (0: as many as needed).
    public var numberOfLines: Int
    public var text: String
    /// The text the design frame was measured for, when `text` replaced it (a translation):
    /// the measurement is scaled by their estimated widths.
    public var designText: String?

    public init(pointSize: Double, textStyle: String? = nil, adjustsToTextSize: Bool = false, numberOfLines: Int = 1,
                text: String = "", designText: String? = nil) {
        self.pointSize = pointSize
        self.textStyle = textStyle
        self.adjustsToTextSize = adjustsToTextSize
        self.numberOfLines = numberOfLines
        self.text = text
        self.designText = designText
    }

    /// How much wider `text` is than `designText` (by SF Pro's advances): 1 when it was not replaced.
    var translationRatio: Double {
        guard let designText, designText != text else { return 1 }
        let before = TextMeasure.width(of: designText, pointSize: pointSize)
        guard before > 0 else { return 1 }
        return TextMeasure.width(of: text, pointSize: pointSize) / before
    }
}

/// What a constraint ties: a view, or one of its layout guides.
public enum LayoutItem: Sendable, Hashable {
    case view(Int)
    case safeArea(Int)
    case margins(Int)
    case contentGuide(Int)
    case frameGuide(Int)
    /// A controller's top and bottom layout guides (before safe areas): the bars' edges.
    case topLayoutGuide
    case bottomLayoutGuide

    /// The view the item belongs to (the root for the controller's guides).
    public var node: Int {
        switch self {
        case .view(let index), .safeArea(let index), .margins(let index), .contentGuide(let index),
             .frameGuide(let index): index
        case .topLayoutGuide, .bottomLayoutGuide: 0
        }
    }
}

/// An attribute of an item (mirrors `NSLayoutConstraint.Attribute`).
public enum LayoutAttribute: String, Sendable, CaseIterable {
    case left, right, top, bottom, leading, trailing, width, height, centerX, centerY
    case firstBaseline, lastBaseline
    case leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin
    case centerXWithinMargins, centerYWithinMargins

    /// The attribute a file names (Interface Builder writes `baseline` for the last baseline).
    public init?(fileName: String) {
        if fileName == "baseline" { self = .lastBaseline; return }
        self.init(rawValue: fileName)
    }

    /// Whether the attribute is horizontal.
    public var isHorizontal: Bool {
        switch self {
        case .left, .right, .leading, .trailing, .width, .centerX, .leftMargin, .rightMargin, .leadingMargin,
             .trailingMargin, .centerXWithinMargins: true
        default: false
        }
    }

    /// Whether the attribute is a size rather than a position.
    public var isSize: Bool { self == .width || self == .height }

    /// The same attribute measured on the item itself rather than its margins.
    var withoutMargins: LayoutAttribute {
        switch self {
        case .leftMargin: .left
        case .rightMargin: .right
        case .topMargin: .top
        case .bottomMargin: .bottom
        case .leadingMargin: .leading
        case .trailingMargin: .trailing
        case .centerXWithinMargins: .centerX
        case .centerYWithinMargins: .centerY
        default: self
        }
    }

    /// Whether the attribute is measured on the layout margins.
    public var isMargin: Bool { withoutMargins != self }
}

/// One constraint: `first.attribute relation second.attribute × multiplier + constant`.
public struct LayoutConstraint: Sendable {
    public enum Relation: String, Sendable { case equal, lessThanOrEqual, greaterThanOrEqual }
    public var id: String
    public var first: LayoutItem
    public var firstAttribute: LayoutAttribute
    public var relation: Relation
    /// nil for a constant size (`width = 44`).
    public var second: LayoutItem?
    public var secondAttribute: LayoutAttribute?
    public var multiplier: Double
    public var constant: Double
    /// 1 … 1000 (1000: required).
    public var priority: Double
    public var position: LayoutPosition?

    public init(id: String, first: LayoutItem, firstAttribute: LayoutAttribute, relation: Relation = .equal,
                second: LayoutItem? = nil, secondAttribute: LayoutAttribute? = nil, multiplier: Double = 1,
                constant: Double = 0, priority: Double = 1000, position: LayoutPosition? = nil) {
        self.id = id
        self.first = first
        self.firstAttribute = firstAttribute
        self.relation = relation
        self.second = second
        self.secondAttribute = secondAttribute
        self.multiplier = multiplier
        self.constant = constant
        self.priority = priority
        self.position = position
    }
}
