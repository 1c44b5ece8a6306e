/// A row of dots showing which page of several is on screen.
///
/// Mirrors `UIPageControl`: one adjustable element whose value is "page 2 of 3"; a swipe up
/// or down (VoiceOver's increment and decrement) moves to the next or previous page and runs
/// the control's actions (valueChanged), as a tap beside the current dot does.
@MainActor
open class PageControl: Control {
    /// How many pages there are.
    public var numberOfPages: Int { didSet { clampCurrentPage(); setNeedsAccessibilityUpdate() } }
    /// The page shown, from 0.
    public var currentPage: Int { didSet { clampCurrentPage(); if currentPage != oldValue { setNeedsAccessibilityUpdate() } } }
    /// Hides the control when there is only one page (`hidesForSinglePage`).
    public var hidesForSinglePage = false { didSet { setNeedsAccessibilityUpdate() } }

    public init(numberOfPages: Int = 0, currentPage: Int = 0, frame: Rect = .zero) {
        self.numberOfPages = max(0, numberOfPages)
        self.currentPage = max(0, min(currentPage, max(0, numberOfPages - 1)))
        super.init(frame: frame)
    }

    private func clampCurrentPage() {
        let clamped = max(0, min(currentPage, max(0, numberOfPages - 1)))
        if clamped != currentPage { currentPage = clamped }
    }

    open override var defaultIsAccessibilityElement: Bool {
        numberOfPages > 0 && !(hidesForSinglePage && numberOfPages == 1)
    }
    open override var defaultAccessibilityValue: String? {
        numberOfPages > 0 ? "page \(currentPage + 1) of \(numberOfPages)" : nil
    }
    open override var defaultAccessibilityTraits: AccessibilityTraits { .adjustable }

    open override func accessibilityIncrement() -> Bool { turn(by: 1, handler: accessibilityGestureHandlers.increment) }
    open override func accessibilityDecrement() -> Bool { turn(by: -1, handler: accessibilityGestureHandlers.decrement) }

    private func turn(by step: Int, handler: (@MainActor () -> Bool)?) -> Bool {
        if let handler { return handler() }
        let target = currentPage + step
        guard isEnabled, target >= 0, target < numberOfPages else { return false }
        currentPage = target
        sendActions()
        return true
    }
}
