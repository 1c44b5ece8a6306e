import A11yCore
import LayoutSolver

/// What the layout is solved for: the root's size and safe area, the direction, the text size.
public struct LayoutEnvironment: Sendable, Hashable {
    /// The root view's size (a controller's view: what its container gives it).
    public var rootSize: Size
    /// The root view's safe-area insets (the status bar, bars, the home indicator and rounded
    /// corners that overlap it).
    public var safeArea: EdgeInsets
    /// The root view's horizontal system-minimum layout margins (UIKit's
    /// `systemMinimumLayoutMargins`: 16 pt on phones narrower than 414 pt, 20 pt on wider
    /// phones and on pads).
    public var minimumMargin: Double
    public var layoutDirection: LayoutDirection
    /// The user's text size: text that follows it (`adjustsFontForContentSizeCategory`)
    /// grows or shrinks from its design size, which is Large's.
    public var textSize: ContentSizeCategory

    /// Whether this is Interface Builder's canvas rather than a device: the canvas lays out
    /// a stack view's hidden arranged subviews as if shown (UIKit takes them out).
    public var isDesignCanvas = false
    /// The bars above and below the root view that its design extended under (UIKit's
    /// `edgesForExtendedLayout`) while the model places it between them: the layout is solved
    /// for a root that reaches under them, with them in its safe area, and the root's frame
    /// in the result is the part between them (its children placed as UIKit places them).
    public var coveredTop: Double = 0
    public var coveredBottom: Double = 0
    /// Whether the root's height is what its content needs rather than given (a self-sizing
    /// table cell: UIKit's `systemLayoutSizeFitting` with the fitting-size priority, 50, on
    /// the height): the solved root height is as small as the required constraints and the
    /// content's compression resistance allow.
    public var fitsHeight = false

    public init(rootSize: Size, safeArea: EdgeInsets = EdgeInsets(), minimumMargin: Double? = nil,
                layoutDirection: LayoutDirection = .leftToRight, textSize: ContentSizeCategory = .large) {
        self.rootSize = rootSize
        self.safeArea = safeArea
        self.minimumMargin = minimumMargin ?? LayoutEnvironment.systemMinimumMargin(screenWidth: rootSize.width)
        self.layoutDirection = layoutDirection
        self.textSize = textSize
    }

    /// UIKit's system-minimum horizontal margin of a controller's view on a screen this wide.
    public static func systemMinimumMargin(screenWidth: Double) -> Double { Device.systemMinimumMargin(screenWidth: screenWidth) }
}

/// A constraint the solver could not satisfy and dropped, as UIKit's "Unable to
/// simultaneously satisfy constraints … Will attempt to recover by breaking" does.
public struct BrokenConstraint: Sendable, Hashable {
    public var id: String
    public var position: LayoutPosition?
    /// The constraint written out (`label.leading == superview.leading + 16`).
    public var summary: String
}

/// A view whose frame the constraints do not decide on an axis; it keeps its design frame there.
public struct AmbiguousView: Sendable, Hashable {
    public var node: Int
    public var horizontal: Bool
    public var vertical: Bool
}

/// The frames a solve gives.
public struct LayoutResult: Sendable {
    /// Each node's frame in the root's coordinates (index as in the tree).
    public var frames: [Rect]
    /// Each scroll view's content size (index → size).
    public var contentSizes: [Int: Size]
    /// The required constraints dropped to make the others hold.
    public var broken: [BrokenConstraint]

    /// The frame of node `index` in its parent's coordinates.
    public func frame(of index: Int, in tree: LayoutTree) -> Rect {
        let frame = frames[index]
        guard let parent = tree.nodes[index].parent else { return frame }
        return frame.offsetBy(dx: -frames[parent].minX, dy: -frames[parent].minY)
    }
}

/// Auto Layout: turns a `LayoutTree` into a `LayoutSolver` system and solves it for an
/// environment, as UIKit's engine does for a window's views.
///
/// The system (each node has variables for its offset from its parent, left and top, and its
/// width and height; a constraint's edges are measured from the common ancestor of what it
/// ties, summing the offsets from there down):
/// - the file's constraints (`placeholder` ones are never in the tree); a required one that
///   contradicts those before it is dropped and reported (`BrokenConstraint`);
/// - views that translate their autoresizing mask: the mask as constraints on the design
///   frame, flexible parts sharing the parent's change in proportion to their design sizes;
/// - intrinsic sizes with their hugging (≤) and compression resistance (≥) priorities, one
///   two-sided constraint per axis whose constant is the size;
/// - stack views' arrangements (`StackArrangement`), scroll views' content and frame guides,
///   safe-area and layout-margins guides;
/// - at the lowest weight, below priority 1, each view's design frame relative to its parent:
///   what the constraints leave open keeps its design value (an ambiguous axis stays put).
///
/// Re-solving for another environment moves only what it changes (the root's size, its safe
/// area and margins through edit variables; intrinsic sizes' constants on a text-size change),
/// so a rotation is a few pivots of the solver.
public final class LayoutEngine {
    public let tree: LayoutTree
    var solver = Solver()
    var boxes: [Box] = []
    var environment: LayoutEnvironment?
    /// Whether the environment is held by required constraints (after a required constraint
    /// of the file fought the root's size, so the file's constraint is the one broken).
    var hardEnvironment = false
    var environmentConstraints: [Constraint] = []
    /// Each node's intrinsic-size constraints, where it has an intrinsic size.
    var intrinsic: [Int: IntrinsicConstraints] = [:]
    /// The values suggested to each edit variable.
    var suggested: [Variable: Double] = [:]
    var stayConstraints: [Constraint] = []
    /// The quantities that have a design-frame stay (see `ensureStays`).
    var stayKeys: [StayKey] = []
    /// The same, a bit for each quantity of each node.
    var stayMask: [UInt8] = []
    /// The solver's change count when `ensureStays` last looked (-1 before it has).
    var stayCheck = -1
    var broken: [BrokenConstraint] = []
    /// The root's safe-area insets and margins as variables the environment fixes.
    let safeTop = Variable("safeTop"), safeLeft = Variable("safeLeft")
    let safeBottom = Variable("safeBottom"), safeRight = Variable("safeRight")
    let rootMargin = Variable("rootMargin")
    var contentWidth: [Int: Variable] = [:], contentHeight: [Int: Variable] = [:]
    var children: [[Int]] = []
    /// Each node's depth in the tree (the root's 0).
    var depths: [Int] = []
    /// The node edges are measured from while a constraint is built (see `viewEdges`).
    var origin = 0
    /// Safe-area and margins guides' edges made so far in this build, by node, origin and guide.
    var guideEdges: [Int: Edges] = [:]
    var isBuilt = false
    /// Set when the solver's incremental re-solve failed: the next solve builds anew.
    var needsRebuild = false
    /// The views no design places whose safe area or margins guide was taken to be inside the root's safe
    /// area, and where the solve that took them so placed every view (`safeAreaEdges`).
    var guessedPlaces: Set<Int> = []
    var guessedSides: [Int: Set<Bool>] = [:]   // (by whether the side is horizontal)
    var solvedPlacement: [Rect]?
    /// The environment `solvedPlacement` was solved in (its frames are in that root's coordinates).
    var placementEnvironment: LayoutEnvironment?
    /// The direction the file's constraints were added for (leading and trailing depend on it).
    var builtDirection: LayoutDirection = .leftToRight
    var builtForCanvas = false
    var builtFitting = false

    /// The most constraints a tree may have before it is not solved (its design frames kept):
    /// far above any real screen, and a bound on the time and memory a hostile file can take.
    public static let constraintLimit = 20_000

    public init(tree: LayoutTree) {
        self.tree = tree
    }

    /// The solver's counts so far (adds, pivots), for `bench layout`.
    package var solverStatistics: String {
        let s = solver.statistics
        let size = solver.tableauSize
        return "\(s.adds) constraints added (\(s.artificialAdds) through an artificial variable), \(s.definitions) kept as "
            + "definitions (\(s.materialized) of them later put in the tableau), \(s.pivots) pivots, "
            + "\(s.dualPivots) dual pivots, "
            + "\(s.substitutedRows) row substitutions; a tableau of \(size.rows) rows, \(size.terms) terms; "
            + "\(stayKeys.count) design-frame stays"
    }

    /// Whether the tree is small enough to solve (see `constraintLimit`).
    public var isSolvable: Bool {
        tree.constraints.count <= Self.constraintLimit && tree.nodes.count <= Self.constraintLimit
    }

    /// Solves the layout for `environment`, re-using the last solve's system.
    public func solve(_ environment: LayoutEnvironment) -> LayoutResult {
        guard isSolvable, !tree.nodes.isEmpty else { return designResult() }
        if !isBuilt || environment.layoutDirection != builtDirection || environment.isDesignCanvas != builtForCanvas
            || environment.fitsHeight != builtFitting || hardEnvironment {
            build(environment, hard: false)
        } else if environment != self.environment {
            update(environment)
            // The incremental re-solve could not keep the tableau (LayoutSolver.md, "When the
            // tableau breaks"), or a required constraint of the file that the new environment
            // contradicts made an edit variable give way (a view pinned to the safe area and to a
            // constant): solve from scratch for this environment, which holds it while building.
            if needsRebuild || environmentGaveWay { build(environment, hard: false) }
        }
        var result = self.result()
        // A view made in code without a frame has no place on a design canvas to tell which of its guides' edges
        // reach past the root's safe area: a solve's places tell it, and the layout is solved once more. (Only where
        // that solve put a view past the safe area of the environment solved for, or no longer past it, on a side
        // its guides' constraints use: inside it, the first guess was right. A root laid out between the bars and
        // then under them moves the safe area, so each environment's places are checked.)
        if !guessedPlaces.isEmpty, placesMoved(result.frames, in: environment) {
            solvedPlacement = result.frames
            placementEnvironment = environment
            build(environment, hard: false)
            result = self.result()
        }
        // The root must get the size it is given: if a required constraint of the file held it
        // elsewhere, solve again holding the size, so the file's constraint is broken instead.
        if abs(result.frames[0].width - environment.rootSize.width) > 0.5
            || (!environment.fitsHeight && abs(result.frames[0].height - environment.rootSize.height) > 0.5) {
            build(environment, hard: true)
            result = self.result()
        }
        return result
    }

    /// Whether an environment value other than a fitting height is more than half a point from
    /// the value suggested for it.
    var environmentGaveWay: Bool {
        solver.updateVariables()
        return environmentVariables.contains { variable in
            guard let wanted = suggested[variable], !(builtFitting && variable === boxes[0].height) else { return false }
            return abs(variable.value - wanted) > 0.5
        }
    }

    /// The views whose frame the constraints leave open, found by moving every design frame
    /// and solving again: what moves with them was decided by nothing else.
    public func ambiguousViews(_ environment: LayoutEnvironment) -> [AmbiguousView] {
        let before = solve(environment).frames
        setStays(offset: 97)
        let after = result().frames
        setStays(offset: 0)
        solver.updateVariables()
        // Frames relative to the parent: a view that moves only because its parent moved is not
        // ambiguous itself.
        var views: [AmbiguousView] = []
        for (index, node) in tree.nodes.enumerated() {
            guard let parent = node.parent else { continue }
            // A hidden arranged subview is out of its stack's arrangement (UIKit lays out only the
            // shown ones): where it would be is nobody's question (AutoLayoutRules.md, "Stack views").
            if node.isHidden, !builtForCanvas, tree.nodes[parent].stack != nil { continue }
            let a = before[index].offsetBy(dx: -before[parent].minX, dy: -before[parent].minY)
            let b = after[index].offsetBy(dx: -after[parent].minX, dy: -after[parent].minY)
            let horizontal = abs(a.minX - b.minX) > 0.5 || abs(a.width - b.width) > 0.5
            let vertical = abs(a.minY - b.minY) > 0.5 || abs(a.height - b.height) > 0.5
            if horizontal || vertical { views.append(AmbiguousView(node: index, horizontal: horizontal, vertical: vertical)) }
        }
        return views
    }

    // MARK: Results

    func result() -> LayoutResult {
        solver.updateVariables()
        var sizes: [Int: Size] = [:]
        for (index, width) in contentWidth {
            sizes[index] = Size(width: max(0, width.value), height: max(0, contentHeight[index]?.value ?? 0))
        }
        var frames = frames()
        // The root's own frame: the part between the bars it reaches under (see `coveredTop`).
        if let environment, !frames.isEmpty {
            frames[0] = Rect(x: frames[0].minX, y: frames[0].minY + environment.coveredTop, width: frames[0].width,
                             height: max(0, frames[0].height - environment.coveredTop - environment.coveredBottom))
        }
        return LayoutResult(frames: frames, contentSizes: sizes, broken: broken)
    }

    /// The frames: each solved alignment rectangle grown by the view's alignment insets.
    func frames() -> [Rect] {
        // Each view's alignment rectangle in the root's coordinates: its offset added to its
        // parent's (parents come first in the tree).
        var origins: [Point] = []
        origins.reserveCapacity(boxes.count)
        for (box, node) in zip(boxes, tree.nodes) {
            let parent = node.parent.map { origins[$0] } ?? .zero
            origins.append(Point(x: parent.x + box.left.value, y: parent.y + box.top.value))
        }
        return zip(zip(boxes, tree.nodes), origins).map { pair, origin in
            let (box, node) = pair
            let insets = node.alignmentInsets
            return Rect(x: clean(origin.x - insets.left), y: clean(origin.y - insets.top),
                        width: max(0, clean(box.width.value + insets.left + insets.right)),
                        height: max(0, clean(box.height.value + insets.top + insets.bottom)))
        }
    }

    /// Rounds away the solver's floating-point dust (1e-9) without moving real values.
    private func clean(_ value: Double) -> Double {
        let rounded = (value * 1000).rounded() / 1000
        return rounded == 0 ? 0 : rounded
    }

    /// The design frames, in the root's coordinates: the answer when the tree is not solved.
    public func designResult() -> LayoutResult {
        var frames: [Rect] = []
        for node in tree.nodes {
            var frame = node.designFrame
            if let parent = node.parent { frame = frame.offsetBy(dx: frames[parent].minX, dy: frames[parent].minY) }
            else { frame.origin = .zero }
            frames.append(frame)
        }
        return LayoutResult(frames: frames, contentSizes: [:], broken: [])
    }
}

/// A node's variables: its alignment rectangle's offset from its parent's, and its size.
struct Box {
    let left: Variable, top: Variable, width: Variable, height: Variable
    init(_ name: String) {
        left = Variable(name + ".x")
        top = Variable(name + ".y")
        width = Variable(name + ".w")
        height = Variable(name + ".h")
    }
}

/// An item's edges as expressions: a view's box, or a guide derived from one.
struct Edges {
    var left: LinearExpression, top: LinearExpression, width: LinearExpression, height: LinearExpression

    init(left: LinearExpression, top: LinearExpression, width: LinearExpression, height: LinearExpression) {
        self.left = left
        self.top = top
        self.width = width
        self.height = height
    }

    var right: LinearExpression { left + width }
    var bottom: LinearExpression { top + height }

    /// These edges moved in by `insets` (each an expression).
    func inset(top t: LinearExpression, left l: LinearExpression, bottom b: LinearExpression,
               right r: LinearExpression) -> Edges {
        Edges(left: left + l, top: top + t, width: width - l - r, height: height - t - b)
    }
}

/// UIKit's priorities as solver weights: each step of priority weighs a little more than the
/// one below (10^(p/200): 251 against 250 is 1% heavier, 750 against 250 is 316 times), so a
/// higher priority wins a conflict of the same size, as in Auto Layout. The top weight (999)
/// is about 10^5: far below the environment's and far above the design frames', within what
/// double precision keeps apart.
func strength(_ priority: Double) -> Strength {
    priority >= 1000 ? .required : .optional(pow10(max(1, priority) / 200))
}

/// The design frames' weight: below every priority.
let stayStrength = Strength.optional(0.001)

/// The environment's values (the root's size, safe area and margins) are edit variables at
/// this weight: above every priority, so they hold, yet changed through
/// the dual simplex in a few pivots (a rotation, a text size) rather than a new solve.
let editStrength = Strength.optional(1e8)

private func pow10(_ exponent: Double) -> Double {
    var result = 1.0, base = 10.0, whole = Int(exponent)
    while whole > 0 { if whole & 1 == 1 { result *= base }; base *= base; whole >>= 1 }
    // The fractional part by its series (exp of x·ln 10), exact enough for weights.
    let x = (exponent - exponent.rounded(.towardZero)) * 2.302585092994046
    var term = 1.0, sum = 1.0
    for k in 1...20 { term *= x / Double(k); sum += term }
    return result * sum
}
