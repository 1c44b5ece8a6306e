import A11yCore
import A11ySceneModel
import A11yScenes
import ScenesTestSupport
import Testing

/// What a fifty-second user's apps needed (SwiftSourceReading.md, "Screens"): a screen the project pushes from
/// another controller's method is shown on top of that controller, with the back button UIKit gives it.
@Suite("UIKit code: a fifty-second user's apps")
@MainActor
struct UIKitFiftySecondUserTests {
    /// The controller that pushes the book screen: its title, a way to set its navigation item, how it pushes.
    static func library(navigationItem: String = "", push: String) -> String {
        """
        import UIKit

        final class LibraryViewController: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                title = "Library"
                \(navigationItem)
                let open = UIButton(type: .system)
                open.setTitle("Open book", for: .normal)
                open.addTarget(self, action: #selector(openBook), for: .touchUpInside)
                open.frame = CGRect(x: 16, y: 200, width: 200, height: 44)
                view.addSubview(open)
            }

            @objc private func openBook() {
                \(push)
            }
        }
        """
    }

    static let book = """
        import UIKit

        final class BookViewController: UIViewController {
            var bookTitle = "Untitled"
            override func viewDidLoad() {
                super.viewDidLoad()
                let label = UILabel()
                label.text = bookTitle
                label.frame = CGRect(x: 16, y: 200, width: 300, height: 30)
                view.addSubview(label)
                // (A close button only as its stack's root: a screen presented in a navigation controller of its own.)
                if navigationController?.viewControllers.count == 1 {
                    navigationItem.leftBarButtonItem = UIBarButtonItem(title: "Close", style: .plain, target: self,
                                                                       action: #selector(close))
                }
            }

            @objc private func close() { dismiss(animated: true) }
        }
        """

    /// The book screen's elements, the app (to go back in), and the notes.
    static func read(_ library: String) throws -> (elements: [String], app: SceneApp, notes: [String]) {
        let path = try SwiftUIReadingTests.project(["Sources/App/Screen.swift": book,
                                                     "Sources/App/LibraryViewController.swift": library])
        let input = try InputDocument.open(path: path).load(screen: nil, language: nil)
        let app = SceneApp(spec: input.spec)
        app.window.makeKeyAndVisible()
        let elements = ScreenDescription.describe(window: app.window, speakHints: false).map(\.description)
        return (elements, app, input.diagnostics.map(\.message))
    }

    @Test("""
        a screen made into a local, configured and pushed by another controller's method \
        (`navigationController?.pushViewController(detail, animated: true)`) is on top of that controller: its back \
        button has the controller's title (UIKit's back button, NC-53..56), and going back shows the controller as its \
        code makes it
        """)
    func pushedFromAController() throws {
        let read = try Self.read(Self.library(push: """
            let detail = BookViewController()
            detail.bookTitle = "Moby Dick"
            navigationController?.pushViewController(detail, animated: true)
            """))
        #expect(read.elements == ["Library. Back Button.", "Moby Dick"], "\(read)")
        let stack = try #require(read.app.window.rootViewController as? NavigationController)
        #expect(stack.viewControllers.count == 2)
        stack.popViewController(animated: false)
        let below = ScreenDescription.describe(window: read.app.window, speakHints: false).map(\.description)
        #expect(below == ["Library. Heading.", "Open book. Button."], "\(below)")
    }

    @Test("""
        the back button says what the controller below sets: a `backBarButtonItem` with no title is "Back", \
        `backButtonTitle` its text; a bar it hides while it shows is shown again as it disappears; pushed straight \
        from the call that makes it, or from a closure through a name bound to `self` (`guard let strongSelf = self`), \
        or with `show(_:sender:)`
        """)
    func backButtonTitles() throws {
        let untitledItem = "navigationItem.backBarButtonItem = UIBarButtonItem(title: nil, style: .plain, target: nil, "
            + "action: nil)"
        let untitled = try Self.read(Self.library(
            navigationItem: untitledItem,
            push: "navigationController?.pushViewController(BookViewController(), animated: true)"))
        #expect(untitled.elements == ["Back Button.", "Untitled"], "\(untitled)")
        let titled = try Self.read(Self.library(navigationItem: "navigationItem.backButtonTitle = \"Books\"", push: """
            DispatchQueue.main.async { [weak self] in
                guard let strongSelf = self else { return }
                let detail = BookViewController()
                strongSelf.navigationController?.pushViewController(detail, animated: true)
            }
            """))
        #expect(titled.elements == ["Books. Back Button.", "Untitled"], "\(titled)")
        let shown = try Self.read(Self.library(push: "show(BookViewController(), sender: self)"))
        #expect(shown.elements == ["Library. Back Button.", "Untitled"], "\(shown)")
        // (The controller below is told it disappears: the bar it hides while it shows is shown again.)
        let hiding = try Self.read(Self.library(push: "show(BookViewController(), sender: self)")
            .replacingOccurrences(of: "    @objc private func openBook", with: """
                    override func viewWillAppear(_ animated: Bool) {
                        super.viewWillAppear(animated)
                        navigationController?.setNavigationBarHidden(true, animated: animated)
                    }

                    override func viewWillDisappear(_ animated: Bool) {
                        super.viewWillDisappear(animated)
                        navigationController?.setNavigationBarHidden(false, animated: animated)
                    }

                    @objc private func openBook
                """))
        #expect(hiding.elements == ["Library. Back Button.", "Untitled"], "\(hiding)")
    }

    @Test("""
        a screen presented, or pushed by a navigation controller the code does not get from the pushing controller \
        (a coordinator's), or pushed from two different controllers, is not shown on a stack it cannot know: it is its \
        stack's root, with no back button (`navigationController?.viewControllers.count` is 1); pushed, it is 2
        """)
    func notPushedFromOneController() throws {
        let presented = try Self.read(Self.library(push: "present(BookViewController(), animated: true)"))
        #expect(presented.elements == ["Close. Button.", "Untitled"], "\(presented)")
        let coordinator = try Self.read(Self.library(push: """
            let stack = UINavigationController()
            stack.pushViewController(BookViewController(), animated: true)
            """))
        #expect(coordinator.elements == ["Close. Button.", "Untitled"], "\(coordinator)")
        let path = try SwiftUIReadingTests.project([
            "Sources/App/Screen.swift": Self.book,
            "Sources/App/LibraryViewController.swift": Self.library(
                push: "navigationController?.pushViewController(BookViewController(), animated: true)"),
            "Sources/App/ShelfViewController.swift": """
                import UIKit

                final class ShelfViewController: UIViewController {
                    func open() {
                        navigationController?.pushViewController(BookViewController(), animated: true)
                    }
                }
                """,
        ])
        let input = try InputDocument.open(path: path).load(screen: nil, language: nil)
        let app = SceneApp(spec: input.spec)
        app.window.makeKeyAndVisible()
        #expect(ScreenDescription.describe(window: app.window, speakHints: false).map(\.description)
                == ["Close. Button.", "Untitled"])
    }

    @Test("""
        a section's header view of the app's own (`tableView(_:viewForHeaderInSection:)`) is read as its views are, \
        between the sections, at the height the delegate answers: its label is text, not a heading, and its button is \
        a button; UIKit's header-footer view showing only its text label is the section's title, a heading; a footer \
        view pinned with constraints is as tall as they need
        """)
    func sectionViews() throws {
        let source = """
            import UIKit

            final class SoundsViewController: UITableViewController {
                override func numberOfSections(in tableView: UITableView) -> Int { 2 }
                override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1 }
                override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                    let cell = UITableViewCell()
                    cell.textLabel?.text = indexPath.section == 0 ? "Chime" : "Bell"
                    return cell
                }
                override func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
                    if section == 0 {
                        let header = UITableViewHeaderFooterView(reuseIdentifier: nil)
                        header.textLabel?.text = "Custom Sounds"
                        return header
                    }
                    let header = UIView()
                    let title = UILabel(frame: CGRect(x: 16, y: 10, width: 200, height: 24))
                    title.text = "Default Sounds"
                    header.addSubview(title)
                    let reset = UIButton(type: .system)
                    reset.setTitle("Reset", for: .normal)
                    reset.frame = CGRect(x: 300, y: 6, width: 74, height: 32)
                    header.addSubview(reset)
                    return header
                }
                override func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat { 44 }
                override func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? {
                    guard section == 1 else { return nil }
                    let footer = UIView()
                    let note = UILabel()
                    note.numberOfLines = 0
                    note.text = "Played for new messages"
                    note.translatesAutoresizingMaskIntoConstraints = false
                    footer.addSubview(note)
                    NSLayoutConstraint.activate([
                        note.topAnchor.constraint(equalTo: footer.topAnchor, constant: 8),
                        note.leadingAnchor.constraint(equalTo: footer.leadingAnchor, constant: 16),
                        note.trailingAnchor.constraint(equalTo: footer.trailingAnchor, constant: -16),
                        note.bottomAnchor.constraint(equalTo: footer.bottomAnchor, constant: -8),
                    ])
                    return footer
                }
            }
            """
        let path = try SwiftUIReadingTests.project(["Sources/App/Screen.swift": source])
        let input = try InputDocument.open(path: path).load(screen: nil, language: nil)
        let app = SceneApp(spec: input.spec)
        app.window.makeKeyAndVisible()
        let read = ScreenDescription.describe(window: app.window, speakHints: false)
        #expect(read.map(\.description) == ["Custom Sounds. Heading.", "Chime", "Default Sounds", "Reset. Button.", "Bell",
                                            "Played for new messages"], "\(read.map(\.description))")
        func table(in view: View) -> TableView? {
            (view as? TableView) ?? view.subviews.lazy.compactMap(table).first
        }
        let shown = try #require(app.window.rootViewController.flatMap { table(in: $0.view) })
        #expect(shown.sections.last?.headerView?.frame.height == 44)
        // (8 points above and below one line of text.)
        let footer = try #require(shown.sections.last?.footerView)
        #expect(footer.frame.height > 30 && footer.frame.height < 45, "\(footer.frame)")
    }

    @Test("""
        a label subclass that only observes `text` (`override var text: String? { didSet { … } }`) and restyles it as \
        an attributed string (`super.attributedText = styled`) reads back `text` as UIKit's label does: the attributed \
        string's characters, so an element labelled from it has them
        """)
    func textReadBackThroughAttributedText() throws {
        let label = """
            import UIKit

            class StyledLabel: UILabel {
                var isUppercased = false
                override var text: String? {
                    didSet { restyle() }
                }
                private func restyle() {
                    guard var content = text else { return }
                    if isUppercased { content = content.uppercased() }
                    let styled = NSMutableAttributedString(string: content, attributes: [:])
                    styled.addAttribute(.kern, value: 1, range: NSRange(location: 0, length: styled.length))
                    super.attributedText = styled
                }
            }
            """
        let source = """
            import UIKit

            final class InfoViewController: UIViewController {
                private let titleLabel = StyledLabel()
                private let textLabel = StyledLabel()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    titleLabel.isUppercased = true
                    titleLabel.text = "Reports"
                    textLabel.text = "No reports yet"
                    let stack = UIStackView(arrangedSubviews: [titleLabel, textLabel])
                    stack.isAccessibilityElement = true
                    stack.accessibilityLabel = "\\(titleLabel.text ?? ""). \\(textLabel.text ?? "")"
                    stack.frame = CGRect(x: 16, y: 120, width: 300, height: 80)
                    view.addSubview(stack)
                }
            }
            """
        let read = try SwiftUIReadingTests.describe(source, files: ["Sources/App/StyledLabel.swift": label])
        #expect(read.elements == ["REPORTS. No reports yet"], "\(read)")
    }

    @Test("""
        a header-footer view of the app's own holding a stack of an image (whose size the source does not give) above \
        a label, pinned to its content view: as tall as they need, the image never less than nothing tall, so the \
        label is read between the bar's title and the first row, inside the header
        """)
    func headerFittedAroundAStack() throws {
        let source = """
            import UIKit

            final class BotHeaderView: UITableViewHeaderFooterView {
                private let infoLabel = UILabel()
                private let imageView = UIImageView(image: UIImage(named: "bot"))
                init(infoText: String) {
                    super.init(reuseIdentifier: nil)
                    infoLabel.numberOfLines = 0
                    infoLabel.text = infoText
                    let stack = UIStackView(arrangedSubviews: [imageView, infoLabel])
                    stack.spacing = 20
                    stack.axis = .vertical
                    stack.distribution = .fillProportionally
                    stack.translatesAutoresizingMaskIntoConstraints = false
                    contentView.addSubview(stack)
                    NSLayoutConstraint.activate([
                        stack.topAnchor.constraint(equalTo: contentView.layoutMarginsGuide.topAnchor, constant: 12),
                        stack.bottomAnchor.constraint(equalTo: contentView.layoutMarginsGuide.bottomAnchor, constant: -12),
                        stack.leadingAnchor.constraint(equalTo: contentView.readableContentGuide.leadingAnchor),
                        stack.trailingAnchor.constraint(equalTo: contentView.readableContentGuide.trailingAnchor),
                    ])
                }
                required init?(coder: NSCoder) { fatalError() }
            }

            final class OnboardingViewController: UITableViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    title = "Welcome"
                }
                override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1 }
                override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                    let cell = UITableViewCell()
                    cell.textLabel?.text = "Continue"
                    return cell
                }
                override func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
                    BotHeaderView(infoText: "Thanks for choosing us to protect your files. The key to your data is in "
                        + "your hands, and we encrypt it quickly and easily.")
                }
            }
            """
        let path = try SwiftUIReadingTests.project(["Sources/App/Screen.swift": source])
        let input = try InputDocument.open(path: path).load(screen: "OnboardingViewController", language: nil)
        let app = SceneApp(spec: input.spec)
        app.window.makeKeyAndVisible()
        let read = ScreenDescription.describe(window: app.window, speakHints: false)
        #expect(read.map(\.description) == ["Welcome. Heading.", "Thanks for choosing us to protect your files. The key to "
            + "your data is in your hands, and we encrypt it quickly and easily.", "Continue"], "\(read.map(\.description))")
        let frames = read.map(\.snapshot.frame)
        #expect(frames.count == 3 && frames[1].minY > frames[0].maxY && frames[1].maxY < frames[2].minY, "\(frames)")
    }
}
