import ScenesTestSupport
import Testing

/// The forty-first user's screens (SwiftSourceReading.md, "Views of the project"): an app keeping its Mac and
/// phone code side by side, with types of the same name in each.
@Suite("UIKit code: the forty-first user's screens")
@MainActor
struct UIKitFortyFirstUserTests {
    @Test("""
        of two types of one name in the project, the phone's is the one the phone's code makes: a file importing \
        Cocoa, AppKit or WatchKit (and not UIKit) is a Mac or watch app's (Xcode builds each in its own target)
        """)
    func phoneTypeOverMacType() throws {
        let mac = """
            import Cocoa

            class BannerView: NSView {
                let label = NSTextField(labelWithString: "Mac banner")
            }
            """
        let phone = """
            import UIKit

            class BannerView: UIView {
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    let label = UILabel(frame: CGRect(x: 0, y: 0, width: 300, height: 40))
                    label.text = "Phone banner"
                    addSubview(label)
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            """
        let source = """
            import UIKit

            final class HomeViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let banner = BannerView(frame: CGRect(x: 16, y: 100, width: 300, height: 40))
                    view.addSubview(banner)
                }
            }
            """
        let (elements, notes) = try SwiftUIReadingTests.describe(source, files: [
            "Sources/App/Mac/BannerView.swift": mac, "Sources/App/Phone/BannerView.swift": phone,
        ])
        #expect(elements == ["Phone banner"], "\(notes)")
    }
}
