import Testing

/// A page view controller of the app's that sets its own pages, and private stored properties of one name in a
/// class and its superclass (SwiftSourceReading.md, "Screens", "What is followed").
@Suite("UIKit code: page view controllers, private properties of one name")
@MainActor
struct UIKitPagesTests {
    static let onboarding = """
        import UIKit

        class OnboardingViewController: UIViewController {
            private let stackView = UIStackView()
            private let titleLabel = UILabel()
            private let heading: String
            let contentView = UIView()

            init(heading: String) {
                self.heading = heading
                super.init(nibName: nil, bundle: nil)
            }

            required init?(coder: NSCoder) { fatalError() }

            override func viewDidLoad() {
                super.viewDidLoad()
                stackView.axis = .vertical
                self.stackView.spacing = 20
                stackView.frame = CGRect(x: 0, y: 100, width: 390, height: 500)
                view.addSubview(self.stackView)
                titleLabel.text = heading
                stackView.addArrangedSubview(titleLabel)
                stackView.addArrangedSubview(contentView)
            }
        }

        final class InfoViewController: OnboardingViewController {
            // (The same name as the superclass's: a second stack, this class's own.)
            private let stackView = UIStackView()
            private let nextButton = UIButton(type: .system)

            override func viewDidLoad() {
                super.viewDidLoad()
                stackView.axis = .vertical
                stackView.frame = CGRect(x: 0, y: 0, width: 390, height: 100)
                contentView.addSubview(stackView)
                nextButton.setTitle("Next", for: .normal)
                stackView.addArrangedSubview(nextButton)
            }
        }

        final class OnboardingPagesViewController: UIPageViewController {
            private var pages: [UIViewController] = []
            private let pageControl = UIPageControl()

            override func viewDidLoad() {
                super.viewDidLoad()
                pages = [InfoViewController(heading: "Menus"), InfoViewController(heading: "Favorites")]
                setViewControllers([pages[0]], direction: .forward, animated: true, completion: nil)
                pageControl.numberOfPages = pages.count
                pageControl.frame = CGRect(x: 100, y: 780, width: 190, height: 26)
                view.addSubview(pageControl)
            }
        }
        """

    @Test("""
        a page view controller that sets its first page in viewDidLoad shows that page's screen over its own view \
        (its page control), with a note that later pages come when the app runs
        """)
    func pagesItSets() throws {
        let (elements, notes) = try SwiftUIReadingTests.describe(Self.onboarding, scene: "OnboardingPagesViewController")
        #expect(elements.first == "Menus", "\(elements) \(notes)")
        #expect(elements.contains("Next. Button."), "\(elements)")
        #expect(!elements.contains { $0.contains("Favorites") }, "\(elements)")
        #expect(elements.last?.hasPrefix("page 1 of 2") == true, "\(elements)")
        #expect(notes.contains { $0.contains("a page view controller's pages are read as its code sets them first") }, "\(notes)")
        #expect(!notes.contains { $0.contains("the controllers it shows are set when the app runs") }, "\(notes)")
    }

    @Test("""
        a subclass's private property of the superclass's private property's name is a second property: each class's \
        code uses its own (the superclass's stack holds the title, the subclass's the button inside the content view)
        """)
    func privatePropertiesOfOneName() throws {
        let (elements, notes) = try SwiftUIReadingTests.describe(Self.onboarding, scene: "InfoViewController")
        // (The heading is the initializer's argument, only known when the app runs.)
        #expect(elements == ["Next. Button."], "\(elements) \(notes)")
    }
}
