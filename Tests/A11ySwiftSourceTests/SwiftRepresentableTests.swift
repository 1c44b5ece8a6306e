import Testing

/// A `UIViewRepresentable` of the project (SwiftSourceReading.md, "UIKit views in SwiftUI"): read
/// from the literal accessibility properties its `makeUIView` sets.
@Suite("SwiftUI from its source: UIKit views")
@MainActor
struct SwiftRepresentableTests {
    @Test("makeUIView's label, value, traits and element flag; a UILabel's text; a plain view that sets nothing is not read")
    func representables() throws {
        let source = #"""
            import SwiftUI
            import UIKit

            struct Rating: UIViewRepresentable {
                let stars: Int
                func makeUIView(context: Context) -> UIView {
                    let view = UIView()
                    view.isAccessibilityElement = true
                    view.accessibilityLabel = "Rating"
                    view.accessibilityValue = "\(stars) of 5 stars"
                    view.accessibilityTraits = .adjustable
                    return view
                }
                func updateUIView(_ uiView: UIView, context: Context) {}
            }

            struct Title: UIViewRepresentable {
                func makeUIView(context: Context) -> UILabel {
                    let label = UILabel()
                    label.text = "Reviews"
                    label.accessibilityTraits = [.header]
                    return label
                }
                func updateUIView(_ uiView: UILabel, context: Context) {}
            }

            struct Hidden: UIViewRepresentable {
                func makeUIView(context: Context) -> UILabel {
                    let label = UILabel()
                    label.text = "Decoration"
                    label.isAccessibilityElement = false
                    return label
                }
                func updateUIView(_ uiView: UILabel, context: Context) {}
            }

            struct Decoration: UIViewRepresentable {
                func makeUIView(context: Context) -> UIView { UIView() }
                func updateUIView(_ uiView: UIView, context: Context) {}
            }

            #Preview {
                VStack {
                    Title()
                    Rating(stars: 4)
                    Hidden()
                    Decoration()
                    Text("Great app")
                }
            }
            """#
        let (elements, notes) = try SwiftUIReadingTests.describe(source)
        #expect(elements == ["Reviews. Heading.", "Rating: 4 of 5 stars. Adjustable.", "Great app"])
        #expect(notes.isEmpty, "\(notes)")
    }

    @Test("a UIViewControllerRepresentable of a system controller voicenav does not model: a note at its use, nothing shown")
    func controllerRepresentable() throws {
        let source = """
            import SwiftUI
            import MessageUI

            struct MailView: UIViewControllerRepresentable {
                func makeUIViewController(context: Context) -> MFMailComposeViewController { MFMailComposeViewController() }
                func updateUIViewController(_ controller: MFMailComposeViewController, context: Context) {}
            }

            #Preview {
                VStack {
                    Text("Contact us")
                    MailView()
                }
            }
            """
        let (elements, notes) = try SwiftUIReadingTests.describe(source)
        #expect(elements == ["Contact us"])
        #expect(notes == ["12:9: MailView shows MFMailComposeViewController, a view controller voicenav does not model: "
                          + "nothing is shown for it"])
    }

    @Test("""
        a UIViewControllerRepresentable of the project shows the controller its makeUIViewController(context:) makes, \
        run by the UIKit reader with the properties the SwiftUI code gives, loaded and shown as UIKit shows it, \
        where the representable is; also inside SwiftUI a UIKit screen hosts
        """)
    func projectControllerRepresentable() throws {
        let controller = """
            import SwiftUI
            import UIKit

            final class NotesViewController: UIViewController {
                var heading = "Notes"
                private let titleLabel = UILabel()
                private let addButton = UIButton(type: .system)

                override func viewDidLoad() {
                    super.viewDidLoad()
                    titleLabel.text = heading
                    titleLabel.accessibilityTraits = .header
                    addButton.setTitle("Add note", for: .normal)
                    let stack = UIStackView(arrangedSubviews: [titleLabel, addButton])
                    stack.axis = .vertical
                    stack.translatesAutoresizingMaskIntoConstraints = false
                    view.addSubview(stack)
                    NSLayoutConstraint.activate([
                        stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 16),
                        stack.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
                    ])
                }
            }

            struct NotesView: UIViewControllerRepresentable {
                let title: String
                var footnote = "Synced"

                func makeUIViewController(context: Context) -> NotesViewController {
                    let controller = NotesViewController()
                    controller.heading = title + " (" + footnote + ")"
                    return controller
                }

                func updateUIViewController(_ controller: NotesViewController, context: Context) {}
            }
            """
        let source = """
            import SwiftUI

            struct ContentView: View {
                var body: some View {
                    VStack {
                        Text("Welcome")
                        NotesView(title: "Shopping list")
                    }
                }
            }
            """
        let (elements, notes) = try SwiftUIReadingTests.describe(source, files: ["Sources/App/Notes.swift": controller])
        #expect(elements == ["Welcome", "Shopping list (Synced). Heading.", "Add note. Button."])
        #expect(notes.isEmpty, "\(notes)")

        let host = """
            import SwiftUI
            import UIKit

            final class HomeViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let hosting = UIHostingController(rootView: NotesView(title: "Errands"))
                    addChild(hosting)
                    view.addSubview(hosting.view)
                    hosting.view.frame = view.bounds
                    hosting.didMove(toParent: self)
                }
            }
            """
        let (hosted, hostedNotes) = try SwiftUIReadingTests.describe(host, files: ["Sources/App/Notes.swift": controller])
        #expect(hosted == ["Errands (Synced). Heading.", "Add note. Button."], "\(hostedNotes)")
    }
}
