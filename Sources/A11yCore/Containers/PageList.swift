/// A fixed list of pages, in reading order: the data source a scene's `pages:` builds.
///
/// For right-to-left content it swaps before and after, so "before" returns the logically
/// next page (PV-12).
@MainActor
public final class PageList: PageViewControllerDataSource {
    public let pages: [ViewController]
    public let isRightToLeft: Bool

    public init(pages: [ViewController], isRightToLeft: Bool = false) {
        self.pages = pages
        self.isRightToLeft = isRightToLeft
    }

    public func pageViewController(_ pageViewController: PageViewController,
                                   viewControllerBefore viewController: ViewController) -> ViewController? {
        neighbour(of: viewController, step: isRightToLeft ? 1 : -1)
    }

    public func pageViewController(_ pageViewController: PageViewController,
                                   viewControllerAfter viewController: ViewController) -> ViewController? {
        neighbour(of: viewController, step: isRightToLeft ? -1 : 1)
    }

    public func pageViewController(_ pageViewController: PageViewController,
                                   positionOf viewController: ViewController) -> String? {
        guard let index = pages.firstIndex(where: { $0 === viewController }) else { return nil }
        return "Page \(index + 1) of \(pages.count)"
    }

    private func neighbour(of controller: ViewController, step: Int) -> ViewController? {
        guard let index = pages.firstIndex(where: { $0 === controller }), pages.indices.contains(index + step) else { return nil }
        return pages[index + step]
    }
}
