import Testing
@testable import A11yCore
@testable import TestSupport

/// A scroll view that reaches under the bars: its content inset by the part they cover
/// (UIScrollView's contentInsetAdjustmentBehavior; AutoLayoutRules, "Scroll views").
@MainActor
@Suite("Scroll views under the bars")
struct ScrollInsetTests {
    /// A navigation controller's content whose view holds a scroll view reaching from the
    /// screen's top to its bottom (as a view laid out under translucent bars does), with a
    /// label at the top of its 2,000 pt content.
    private func stage(_ behavior: ScrollView.ContentInsetAdjustmentBehavior? = nil, contentHeight: Double = 2000)
        throws -> (Stage, ScrollView, Label, Rect) {
        let content = Probe("content", title: "Settings")
        let stage = Stage(NavigationController(rootViewController: content))
        let view = try #require(content.view)
        let between = view.convert(view.bounds, to: nil)
        let screen = stage.window.bounds
        let scroll = ScrollView(frame: Rect(x: 0, y: -between.minY, width: screen.width, height: screen.height))
        if let behavior { scroll.contentInsetAdjustmentBehavior = behavior }
        scroll.contentSize = Size(width: screen.width, height: contentHeight)
        let label = Label(text: "Section 1")
        label.frame = Rect(x: 16, y: 10, width: 200, height: 20)
        scroll.addSubview(label)
        view.addSubview(scroll)
        return (stage, scroll, label, between)
    }

    @Test("""
        automatic: the content starts below the navigation bar and ends above the home indicator, \
        so VoiceOver reads the title first; scrolling runs from there to the end
        """)
    func automatic() throws {
        let (stage, scroll, label, between) = try stage()
        let safeBottom = stage.window.screen.safeArea.bottom
        #expect(between.minY > 0 && safeBottom > 0)
        #expect(scroll.adjustedContentInset == EdgeInsets(top: between.minY, bottom: safeBottom))
        #expect(scroll.contentOffset == Point(x: 0, y: -between.minY))
        #expect(label.convert(label.bounds, to: nil).minY == between.minY + 10)
        let labels = ReadingOrder.order(ElementTreeBuilder.nodes(of: stage.window), tolerance: 8, rightToLeft: false)
            .compactMap(\.view.accessibilityLabel)
        #expect(labels.prefix(2) == ["Settings", "Section 1"])
        // The last page ends where the content's end shows above the home indicator.
        while scroll.accessibilityScroll(.up) {}
        #expect(scroll.contentOffset.y == 2000 + safeBottom - scroll.frame.height)
        while scroll.accessibilityScroll(.down) {}
        #expect(scroll.contentOffset.y == -between.minY)
    }

    @Test("never: the content starts under the bars, where the label is covered; the title is read after it")
    func never() throws {
        let (stage, scroll, label, _) = try stage(.never)
        #expect(scroll.adjustedContentInset == EdgeInsets())
        #expect(scroll.contentOffset == .zero)
        #expect(label.convert(label.bounds, to: nil).minY == 10)
        let labels = ReadingOrder.order(ElementTreeBuilder.nodes(of: stage.window), tolerance: 8, rightToLeft: false)
            .compactMap(\.view.accessibilityLabel)
        #expect(labels.prefix(2) == ["Section 1", "Settings"])
    }

    @Test("""
        scrollableAxes adjusts only an axis the content scrolls on; automatic adjusts a navigation \
        controller's content's first scroll view whether or not it scrolls; contentInset adds to both
        """)
    func axes() throws {
        let (_, short, _, between) = try stage(.scrollableAxes, contentHeight: 100)
        #expect(short.adjustedContentInset == EdgeInsets())
        let (_, automatic, _, _) = try stage(contentHeight: 100)
        #expect(automatic.adjustedContentInset.top == between.minY)
        automatic.contentInset = EdgeInsets(top: 8)
        #expect(automatic.adjustedContentInset.top == between.minY + 8)
        #expect(automatic.contentOffset.y == -between.minY - 8)
    }

    @Test("a scroll view between the bars is not adjusted at the top; outside a window, not at all")
    func betweenTheBars() throws {
        let content = Probe("content", title: "Settings")
        let stage = Stage(NavigationController(rootViewController: content))
        let view = try #require(content.view)
        let scroll = ScrollView(frame: view.bounds)
        scroll.contentSize = Size(width: scroll.frame.width, height: 3000)
        view.addSubview(scroll)
        #expect(scroll.adjustedContentInset.top == 0)
        #expect(scroll.contentOffset == .zero)
        #expect(scroll.adjustedContentInset.bottom == stage.window.screen.safeArea.bottom)
        scroll.removeFromSuperview()
        #expect(scroll.adjustedContentInset == EdgeInsets())
    }
}
