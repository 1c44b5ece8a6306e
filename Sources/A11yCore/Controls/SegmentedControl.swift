/// A row of segments, one of which is chosen.
///
/// Mirrors `UISegmentedControl`: VoiceOver reads each segment as its own button in a series
/// (`Segment A. Button. 1 of 3.`), the chosen one selected (SceneFileReference, "Views"). The control
/// itself is a group, not an element.
@MainActor
open class SegmentedControl: Control {
    /// The segments' titles, left to right.
    public var segmentTitles: [String] { didSet { rebuildSegments() } }
    /// The chosen segment's index, or nil when none is chosen.
    public var selectedSegmentIndex: Int? { didSet { updateSelection() } }
    /// Momentary controls don't keep a selection (the arrows of the seeds' NavBar sample, UIKitRules, NC-58).
    public var isMomentary = false

    public init(segments: [String], selectedSegmentIndex: Int? = nil, frame: Rect = .zero) {
        self.segmentTitles = segments
        self.selectedSegmentIndex = selectedSegmentIndex
        super.init(frame: frame)
        shouldGroupAccessibilityChildren = true
        rebuildSegments()
    }

    open override var defaultIsAccessibilityElement: Bool { false }
    override var isAccessibilitySeries: Bool { true }

    /// The segment views, left to right.
    public private(set) var segmentViews: [Segment] = []

    private func rebuildSegments() {
        segmentViews.forEach { $0.removeFromSuperview() }
        segmentViews = segmentTitles.enumerated().map { index, title in
            let segment = Segment(title: title, index: index)
            segment.accessibilityIdentifier = accessibilityIdentifier.map { "\($0).\(index)" }
            addSubview(segment)
            return segment
        }
        layoutSubviews()
        updateSelection()
    }

    private func updateSelection() {
        for segment in segmentViews { segment.isSelected = segment.index == selectedSegmentIndex }
    }

    open override func layoutSubviews() {
        guard !segmentViews.isEmpty else { return }
        let width = frame.width / Double(segmentViews.count)
        // Right to left, the first segment is at the right (UIKit mirrors the control).
        let mirrored = window?.screen.layoutDirection == .rightToLeft
        for (index, segment) in segmentViews.enumerated() {
            let slot = mirrored ? segmentViews.count - 1 - index : index
            segment.frame = Rect(x: Double(slot) * width, y: 0, width: width, height: frame.height)
        }
    }

    /// In a right-to-left window, the segments are laid out from the right.
    open override func didMoveToWindow() { layoutSubviews() }

    /// Chooses segment `index`, as a tap does, and runs the actions.
    public func selectSegment(_ index: Int) {
        guard segmentTitles.indices.contains(index) else { return }
        if !isMomentary { selectedSegmentIndex = index }
        sendActions()
    }

    /// One segment of a segmented control: a button in a series.
    @MainActor
    public final class Segment: View {
        public let title: String
        public let index: Int

        init(title: String, index: Int) {
            self.title = title
            self.index = index
            super.init()
        }

        public override var defaultIsAccessibilityElement: Bool { true }
        public override var defaultAccessibilityLabel: String? { title }
        public override var defaultAccessibilityTraits: AccessibilityTraits { .button }

        public override func performDefaultAction() -> Bool {
            guard let control = superview as? SegmentedControl, control.isEnabled, isEnabled else { return false }
            control.selectSegment(index)
            return true
        }
    }
}
