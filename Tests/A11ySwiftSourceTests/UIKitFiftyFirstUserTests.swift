import ScenesTestSupport
import Testing

/// What a fifty-first user's apps needed (SwiftSourceReading.md, "UIKit screens built in code", "What the source
/// fixes"): a label subclass that turns its text into an attributed string made from the text's bytes (plain or
/// HTML), and a `String` initializer of the project's that translates through a bundle only run time picks.
@Suite("UIKit code: a fifty-first user's apps")
@MainActor
struct UIKitFiftyFirstUserTests {
    @Test("""
        an attributed string made from a text's UTF-8 bytes (`NSMutableAttributedString(data: text.data(using: \
        .utf8)!, options: [.documentType: …])`, in a label's `text` observer) holds that text, an HTML document's \
        without its tags and with its entities decoded
        """)
    func attributedFromBytes() throws {
        let label = """
            import UIKit

            class StyledLabel: UILabel {
                init() {
                    super.init(frame: .zero)
                    numberOfLines = 0
                }
                required init?(coder _: NSCoder) { fatalError() }

                override var text: String? {
                    didSet { update() }
                }

                var isHtmlContent: Bool = false {
                    didSet { update() }
                }

                private func update() {
                    guard let textContent = text else {
                        super.attributedText = nil
                        return
                    }
                    let textString: NSMutableAttributedString
                    do {
                        let options: [NSAttributedString.DocumentReadingOptionKey: Any] = [
                            .documentType: isHtmlContent
                                ? NSAttributedString.DocumentType.html : NSAttributedString.DocumentType.plain,
                            .characterEncoding: String.Encoding.utf8.rawValue,
                        ]
                        let bytes = textContent.data(using: .utf8)!
                        textString = try NSMutableAttributedString(data: bytes, options: options, documentAttributes: nil)
                    } catch {
                        textString = NSMutableAttributedString(string: textContent, attributes: [:])
                    }
                    super.attributedText = textString
                }
            }
            """
        let source = """
            import UIKit

            final class V: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let title = StyledLabel()
                    title.text = "Software update required"
                    title.accessibilityTraits = .header
                    title.frame = CGRect(x: 16, y: 120, width: 370, height: 30)
                    view.addSubview(title)
                    let body = StyledLabel()
                    body.isHtmlContent = true
                    body.text = "Install <b>iOS 14</b> &amp; later"
                    body.frame = CGRect(x: 16, y: 160, width: 370, height: 30)
                    view.addSubview(body)
                }
            }
            """
        let read = try SwiftUIReadingTests.describe(source, files: ["Sources/App/StyledLabel.swift": label])
        #expect(read.elements == ["Software update required. Heading.", "Install iOS 14 & later"], "\(read)")
    }

    @Test("""
        a `String` initializer the project's extension declares (`String(localizationKey:)`) is run, its `self = …` \
        the text; both ways of an `if let bundle = …` only run time decides translate the same key, so the text is \
        the app's table's
        """)
    func stringInitializerOfTheProject() throws {
        let language = """
            import Foundation
            import Evander

            extension String {
                init(localizationKey: String) {
                    if let bundle = LanguageHelper.shared.primaryBundle {
                        self = NSLocalizedString(localizationKey, tableName: nil, bundle: bundle, comment: "")
                    } else {
                        self = NSLocalizedString(localizationKey, tableName: nil, comment: "")
                    }
                }
            }
            """
        let source = """
            import UIKit

            final class SettingsViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    title = String(localizationKey: "Settings")
                    let label = UILabel(frame: CGRect(x: 16, y: 120, width: 300, height: 30))
                    let bundle = LanguageHelper.shared.primaryBundle!
                    label.text = NSLocalizedString("Done", tableName: nil, bundle: bundle, comment: "")
                    view.addSubview(label)
                }
            }
            """
        let read = try SwiftUIReadingTests.describe(source, files: [
            "Sources/App/Language.swift": language,
            "Sources/App/Base.lproj/Localizable.strings": "\"Settings\" = \"Settings\";\n\"Done\" = \"Done\";\n",
            "Sources/App/de.lproj/Localizable.strings": "\"Settings\" = \"Einstellungen\";\n\"Done\" = \"Fertig\";\n",
        ])
        #expect(read.elements == ["Settings. Heading.", "Done"], "\(read)")
        let german = try SwiftUIReadingTests.describe(source, language: "de", files: [
            "Sources/App/Language.swift": language,
            "Sources/App/Base.lproj/Localizable.strings": "\"Settings\" = \"Settings\";\n\"Done\" = \"Done\";\n",
            "Sources/App/de.lproj/Localizable.strings": "\"Settings\" = \"Einstellungen\";\n\"Done\" = \"Fertig\";\n",
        ])
        #expect(german.elements == ["Einstellungen. Heading.", "Fertig"], "\(german)")
    }
}
