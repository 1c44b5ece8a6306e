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

    @Test("a UIViewControllerRepresentable is a UIKit screen built in code: a note at its use, nothing shown")
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
        #expect(notes == ["12:9: MailView shows a UIKit view controller (UIViewControllerRepresentable): voicenav does not read "
                          + "view controllers built in code yet, so nothing is shown for it"])
    }
}
