import A11yCore
import A11yScenes
import Foundation
import ScenesTestSupport
import Testing

/// The fortieth user's screens (SwiftSourceReading.md, "Texts", "What is followed", "Layout"): a repository whose
/// Xcode projects XcodeGen generates, list rows configured through a local declared with its type, a collection
/// view's empty-state background, and a bold font made from a descriptor at size 0.
@Suite("UIKit code: the fortieth user's screens")
@MainActor
struct UIKitFortiethUserTests {
    @Test("""
        with no .xcodeproj, .xcworkspace, Package.swift or .git above the file, the project is the outermost folder \
        holding a generated project's marks (modules' project.yml below a root holding fastlane), so a sibling \
        module's code is read (Xcode: XcodeGen writes the project the app is built from)
        """)
    func generatedProjectRoot() throws {
        let screen = """
            import UIKit

            final class RoutePickerViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    title = Strings.routes
                }
            }
            """
        let strings = """
            import Foundation

            enum Strings {
                static let routes = "Pick a Route"
            }
            """
        let root = try TemporaryProject.write([
            "fastlane/Fastfile": "lane :test do\nend\n", "OBAKit/project.yml": "name: OBAKit\n",
            "OBAKitCore/project.yml": "name: OBAKitCore\n", "OBAKit/Routes/RoutePickerViewController.swift": screen,
            "OBAKitCore/Strings.swift": strings,
        ], prefix: "voicenav-generated")
        let input = try InputDocument.open(path: root + "/OBAKit/Routes/RoutePickerViewController.swift").load()
        let app = SceneApp(spec: input.spec)
        app.window.makeKeyAndVisible()
        let elements = ScreenDescription.describe(window: app.window, speakHints: false).map(\.description)
        #expect(elements == ["Pick a Route. Heading."], "\(input.diagnostics)")
    }

    @Test("""
        an implicit member assigned to a local declared with its type before (`var config: \
        UIListContentConfiguration`, then `config = .cell()`) is of that type (Swift: the variable's type is the \
        context the member is looked up in)
        """)
    func typedLocalImplicitMember() throws {
        let source = """
            import UIKit

            final class MoreViewController: UITableViewController {
                let titles = ["Alerts", "Agencies"]

                func configuration(for title: String, subtitle: Bool) -> UIListContentConfiguration {
                    var config: UIListContentConfiguration
                    switch subtitle {
                    case true: config = .subtitleCell()
                    case false: config = .cell()
                    }
                    config.text = title
                    return config
                }

                override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 2 }

                override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                    let cell = UITableViewCell()
                    cell.contentConfiguration = configuration(for: titles[indexPath.row], subtitle: indexPath.row == 1)
                    return cell
                }
            }
            """
        let read = try SwiftUIReadingTests.describe(source)
        #expect(read.elements == ["Alerts", "Agencies"], "\(read.notes)")
    }

    @Test("""
        a collection view's background view (an empty list's message) is read where no cell is; a label's bold font \
        made from a descriptor at size 0 keeps its size (UIKit: the background view fills the collection view \
        behind its cells; `UIFont(descriptor:size:)` with 0 keeps the descriptor's size)
        """)
    func emptyCollectionBackground() throws {
        let source = """
            import UIKit

            extension UIFont {
                var bold: UIFont {
                    let descriptor = fontDescriptor.withSymbolicTraits(.traitBold)
                    return UIFont(descriptor: descriptor!, size: 0)
                }
            }

            final class RecentStopsViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let layout = UICollectionViewFlowLayout()
                    let list = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
                    view.addSubview(list)
                    let empty = UIStackView()
                    empty.axis = .vertical
                    let title = UILabel()
                    title.font = UIFont.preferredFont(forTextStyle: .title2).bold
                    title.text = "No Recent Stops"
                    let body = UILabel()
                    body.text = "Stops you view appear here."
                    empty.addArrangedSubview(title)
                    empty.addArrangedSubview(body)
                    list.backgroundView = empty
                }
            }
            """
        let read = try SwiftUIReadingTests.describe(source)
        #expect(read.elements == ["No Recent Stops", "Stops you view appear here."], "\(read.notes)")
    }

    @Test("""
        of a method's overloads with the same labels, an implicit member (`.edges`) calls the one whose parameter's \
        type declares that case, and that one's call with a struct the other (Swift: overloads are told apart by \
        their parameters' types)
        """)
    func overloadByImplicitMember() throws {
        let source = """
            import UIKit

            public extension UIView {
                enum AutoLayoutPinTarget: Int {
                    case edges, safeArea
                }

                private func pinToSuperview(_ targets: DirectionalPinTargets) {
                    guard let superview = superview else { return }
                    translatesAutoresizingMaskIntoConstraints = false
                    let guide = targets.top == .edges ? superview : superview
                    NSLayoutConstraint.activate([
                        leadingAnchor.constraint(equalTo: guide.leadingAnchor),
                        trailingAnchor.constraint(equalTo: guide.trailingAnchor),
                        topAnchor.constraint(equalTo: guide.topAnchor),
                        bottomAnchor.constraint(equalTo: guide.bottomAnchor),
                    ])
                }

                func pinToSuperview(_ target: UIView.AutoLayoutPinTarget) {
                    pinToSuperview(DirectionalPinTargets(pinTarget: target))
                }
            }

            public struct DirectionalPinTargets {
                public let top: UIView.AutoLayoutPinTarget

                public init(pinTarget: UIView.AutoLayoutPinTarget) {
                    top = pinTarget
                }
            }

            final class RecentStopsViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let list = UIView()
                    view.addSubview(list)
                    list.pinToSuperview(.edges)
                    let footer = UILabel()
                    footer.text = "Find Stops on Maps"
                    footer.translatesAutoresizingMaskIntoConstraints = false
                    list.addSubview(footer)
                    footer.bottomAnchor.constraint(equalTo: list.bottomAnchor, constant: -40).isActive = true
                }
            }
            """
        let path = try SwiftUIReadingTests.project(["Sources/App/Screen.swift": source])
        let input = try InputDocument.open(path: path).load()
        let app = SceneApp(spec: input.spec)
        app.window.makeKeyAndVisible()
        let footer = try #require(ScreenDescription.describe(window: app.window, speakHints: false).first)
        // (Pinned to the screen's edges: the label sits 40 points above its bottom, not above its top.)
        #expect(footer.description == "Find Stops on Maps")
        #expect(footer.snapshot.frame.maxY == app.window.bounds.height - 40, "\(input.diagnostics)")
    }
}
