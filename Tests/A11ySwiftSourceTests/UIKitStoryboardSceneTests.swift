import A11yCore
import ScenesTestSupport
import Testing

/// Controllers a storyboard makes, read from their code (SwiftSourceReading.md, "Storyboard scenes"): the scene of
/// the controller's class gives its view, outlets and title, as UIKit's storyboard loading does before `viewDidLoad`;
/// texts of another module's types are run time's, and a label's `attributedText` replaces its `text`.
@Suite("UIKit code: storyboard scenes of code-read controllers")
@MainActor
struct UIKitStoryboardSceneTests {
    static let source = """
        import UIKit

        final class SignInViewController: UIViewController {
            @IBOutlet weak var heading: UILabel!
            @IBOutlet weak var go: UIButton!
            override func viewDidLoad() {
                super.viewDidLoad()
                heading.accessibilityTraits = .header
                go.setTitle(NSLocalizedString("Continue", comment: ""), for: .normal)
            }
        }
        """

    /// A storyboard whose second scene is `SignInViewController`'s: a label pinned 30 points below the old top layout
    /// guide (as storyboards made before iOS 11 pin it), a button 20 below the label; the navigation item titled.
    static let storyboard = IB.storyboard(
        IB.controller("other", "<label text=\"Elsewhere\" id=\"o1\"><rect key=\"frame\" width=\"100\" height=\"20\"/></label>"),
        """
        <viewController id="vc" customClass="SignInViewController" sceneMemberID="viewController">
            <layoutGuides>
                <viewControllerLayoutGuide type="top" id="top"/>
                <viewControllerLayoutGuide type="bottom" id="bottom"/>
            </layoutGuides>
            <view key="view" contentMode="scaleToFill" id="root">
                <rect key="frame" x="0.0" y="0.0" width="402" height="874"/>
                <subviews>
                    <label text="Sign in" translatesAutoresizingMaskIntoConstraints="NO" id="title">
                        <rect key="frame" x="16" y="100" width="200" height="20"/>
                    </label>
                    <button opaque="NO" contentMode="scaleToFill" buttonType="system"
                            translatesAutoresizingMaskIntoConstraints="NO" id="next">
                        <rect key="frame" x="16" y="140" width="100" height="30"/>
                        <state key="normal" title="Next"/>
                    </button>
                </subviews>
                <constraints>
                    <constraint firstItem="title" firstAttribute="top" secondItem="top" secondAttribute="bottom"
                                constant="30" id="c1"/>
                    <constraint firstItem="title" firstAttribute="leading" secondItem="root" secondAttribute="leading"
                                constant="16" id="c2"/>
                    <constraint firstItem="next" firstAttribute="top" secondItem="title" secondAttribute="bottom"
                                constant="20" id="c3"/>
                    <constraint firstItem="next" firstAttribute="leading" secondItem="title" secondAttribute="leading"
                                id="c4"/>
                </constraints>
            </view>
            <navigationItem key="navigationItem" title="Account" id="nav"/>
            <connections>
                <outlet property="heading" destination="title" id="o2"/>
                <outlet property="go" destination="next" id="o3"/>
            </connections>
        </viewController>
        """)

    @Test("""
        a controller with no nib whose class a storyboard scene has: its view, outlets and navigation \
        title are the scene's, the old top layout guide is the safe area's top, then `viewDidLoad` sets what the code \
        sets on the outlets; in a language, the storyboard's table translates its texts and the code's tables the code's
        """)
    func sceneOfTheClass() throws {
        let files = ["Sources/App/Base.lproj/Main.storyboard": Self.storyboard]
        let app = try UIKitReadingTests.app(Self.source, files: files)
        let frames = ScreenDescription.describe(window: app.window).map { ($0.description, $0.snapshot.frame) }
        #expect(frames.map(\.0) == ["Account. Heading.", "Sign in. Heading.", "Continue. Button."], "\(frames)")
        // Below the safe area's top (62 on the standard phone, and the navigation bar's 44 the title shows in) by the
        // 30 points the old guide's constraint gives.
        let title = try #require(frames.dropFirst().first?.1)
        #expect(title.minY == 62 + 44 + 30, "\(frames)")
        #expect(try #require(frames.last?.1).minY == title.maxY + 20)
        let german = try SwiftUIReadingTests.describe(Self.source, language: "de", files: files.merging([
            "Sources/App/de.lproj/Main.strings": "\"nav.title\" = \"Konto\";\n\"title.text\" = \"Anmelden\";\n",
            "Sources/App/de.lproj/Localizable.strings": "\"Continue\" = \"Weiter\";\n",
        ]) { a, _ in a })
        #expect(german.elements == ["Konto. Heading.", "Anmelden. Heading.", "Weiter. Button."], "\(german)")
        // A controller with no outlets whose class the scene has: the scene's views all the same.
        let plain = "import UIKit\nfinal class SignInViewController: UIViewController {\n    @IBAction func next() {}\n}\n"
        let read = try SwiftUIReadingTests.describe(plain, files: files)
        #expect(read.elements == ["Account. Heading.", "Sign in", "Next. Button."], "\(read)")
    }

    @Test("""
        the class in scenes of two storyboards: the first by path, with a note; a storyboard that cannot be read: a \
        note where it fails, and the note that no nib or scene holds the outlets' views
        """)
    func severalOrBroken() throws {
        let both = try SwiftUIReadingTests.describe(Self.source, files: [
            "Sources/App/Base.lproj/Main.storyboard": Self.storyboard,
            "Sources/App/Base.lproj/Other.storyboard": Self.storyboard.replacingOccurrences(of: "Sign in", with: "Other"),
        ])
        #expect(both.elements.contains("Sign in. Heading."), "\(both)")
        #expect(both.notes.contains {
            $0.contains("SignInViewController is the class of scenes in 2 storyboards: voicenav shows the one in "
                        + "Main.storyboard")
        }, "\(both.notes)")
        let broken = try SwiftUIReadingTests.describe(Self.source, files: [
            "Sources/App/Base.lproj/Main.storyboard": "<document customClass=\"SignInViewController\">\n<scenes>\n",
        ])
        #expect(broken.elements.isEmpty)
        #expect(broken.notes.contains { $0.hasPrefix("Main.storyboard:") && $0.contains("cannot be loaded") }, "\(broken)")
        #expect(broken.notes.contains { $0.contains("nor a storyboard scene of that class") }, "\(broken.notes)")
    }

    @Test("""
        a text from a type the project does not declare (another module's `LocalizedString.title`) is run time's, with \
        a note where it is set, and the storyboard's text is replaced; `attributedText` set after `text` replaces it, \
        as UIKit keeps the two as one (a field's placeholders too)
        """)
    func otherModulesTexts() throws {
        let source = """
            import UIKit
            import SharedStrings

            final class SignInViewController: UIViewController {
                @IBOutlet weak var heading: UILabel!
                @IBOutlet weak var go: UIButton!
                override func viewDidLoad() {
                    super.viewDidLoad()
                    heading.text = LocalizedString.signInTitle
                    let extra = UILabel()
                    extra.text = "Plain"
                    extra.attributedText = NSAttributedString(string: "Styled")
                    extra.frame = CGRect(x: 16, y: 400, width: 200, height: 20)
                    let field = UITextField(frame: CGRect(x: 16, y: 450, width: 200, height: 30))
                    field.placeholder = "Name"
                    field.attributedPlaceholder = NSAttributedString(string: "Full name")
                    view.addSubview(field)
                    view.addSubview(extra)
                }
            }
            """
        let read = try SwiftUIReadingTests.describe(source, files: ["Sources/App/Base.lproj/Main.storyboard": Self.storyboard])
        #expect(read.elements == ["Account. Heading.", "Next. Button.", "Styled", "Full name. Text Field."], "\(read)")
        #expect(read.notes.contains {
            $0.hasPrefix("9:9: the label's text depends on LocalizedString.signInTitle, from a type the project does "
                         + "not declare")
        }, "\(read.notes)")
    }

    @Test("""
        a property declared `!` with no value (`var viewModel: OptionsViewModel!`) is one the code making the controller \
        sets before it is used, as reading it nil would stop the app: run time's, so a `guard let` on it reads as \
        passing with a note, rather than as nil; an outlet declared so stays nil until a nib or storyboard connects it
        """)
    func implicitlyUnwrappedProperties() throws {
        let source = """
            import UIKit

            final class OptionsViewController: UIViewController {
                var viewModel: OptionsViewModel!
                @IBOutlet var missing: UILabel!
                override func viewDidLoad() {
                    super.viewDidLoad()
                    guard let viewModel = viewModel else { return }
                    let label = UILabel(frame: CGRect(x: 16, y: 100, width: 200, height: 20))
                    label.text = viewModel.title
                    view.addSubview(label)
                    let button = UIButton(type: .system)
                    button.frame = CGRect(x: 16, y: 140, width: 200, height: 30)
                    button.setTitle(missing == nil ? "Continue" : "Other", for: .normal)
                    view.addSubview(button)
                }
            }

            final class OptionsViewModel {
                let title: String
                init(title: String) { self.title = title }
            }
            """
        let read = try SwiftUIReadingTests.describe(source)
        #expect(read.elements == ["Continue. Button."], "\(read)")
        #expect(read.notes.contains {
            $0.hasPrefix("8:9: whether this guard passes depends on viewModel, which the code that makes "
                         + "OptionsViewController sets when the app runs: read as passing")
        }, "\(read.notes)")
    }

    @Test("""
        a controller the project's code never makes, whose class a storyboard scene has, is made as the storyboard \
        makes it, with `init(coder:)` (what that initializer sets is there in `viewDidLoad`); one the code makes is made \
        as that code makes it
        """)
    func madeWithCoder() throws {
        let source = """
            import UIKit

            final class SignInViewController: UIViewController {
                @IBOutlet weak var heading: UILabel!
                private var greeting = "Hello"
                required init?(coder: NSCoder) {
                    greeting = "Welcome back"
                    super.init(coder: coder)
                }
                override func viewDidLoad() {
                    super.viewDidLoad()
                    heading.text = greeting
                }
            }
            """
        let files = ["Sources/App/Base.lproj/Main.storyboard": Self.storyboard]
        let read = try SwiftUIReadingTests.describe(source, files: files)
        #expect(read.elements == ["Account. Heading.", "Welcome back", "Next. Button."], "\(read)")
        let made = try SwiftUIReadingTests.describe(source, files: files.merging([
            "Sources/App/Router.swift":
                "import UIKit\nfunc start() -> UIViewController { SignInViewController(nibName: nil, bundle: nil) }\n",
        ]) { a, _ in a })
        #expect(made.elements == ["Account. Heading.", "Hello", "Next. Button."], "\(made)")
    }

    @Test("""
        the scene's navigation item's bar button items are the controller's (a title, a system item), and their actions \
        and the scene's buttons' actions go to the controller, as the storyboard connects them: activating them runs \
        the controller's methods; items the code sets before the view loads stay
        """)
    func barItemsAndActions() throws {
        let source = """
            import UIKit

            final class SettingsViewController: UIViewController {
                @IBAction func close(_ sender: Any) {
                    present(UIAlertController(title: "Closed", message: nil, preferredStyle: .alert), animated: true)
                }
                @IBAction func help() {
                    navigationController?.pushViewController(HelpViewController(), animated: true)
                }
            }

            final class HelpViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    title = "Help"
                }
            }
            """
        let storyboard = IB.storyboard("""
            <viewController id="vc" customClass="SettingsViewController" sceneMemberID="viewController">
                <view key="view" contentMode="scaleToFill" id="root">
                    <rect key="frame" x="0.0" y="0.0" width="402" height="874"/>
                    <subviews>
                        <button opaque="NO" buttonType="system" id="helpButton">
                            <rect key="frame" x="16" y="200" width="100" height="30"/>
                            <state key="normal" title="Get help"/>
                            <connections>
                                <action selector="help" destination="vc" eventType="touchUpInside" id="a1"/>
                            </connections>
                        </button>
                    </subviews>
                </view>
                <navigationItem key="navigationItem" title="Settings" id="nav">
                    <barButtonItem key="leftBarButtonItem" systemItem="add" id="add"/>
                    <barButtonItem key="rightBarButtonItem" title="Done" style="done" id="done">
                        <connections>
                            <action selector="close:" destination="vc" id="a2"/>
                        </connections>
                    </barButtonItem>
                </navigationItem>
            </viewController>
            """)
        let files = ["Sources/App/Base.lproj/Main.storyboard": storyboard]
        let app = try UIKitReadingTests.app(source, scene: "SettingsViewController", files: files)
        let described = UIKitReadingTests.said(app)
        #expect(described == ["Add. Button.", "Settings. Heading.", "Done. Button.", "Get help. Button."], "\(described)")
        let scheduler = VirtualScheduler()
        let session = app.makeSession(backend: VirtualSpeechBackend(scheduler: scheduler), scheduler: scheduler)
        session.start()
        scheduler.runUntilIdle()
        #expect(session.focus(try #require(UIKitReadingTests.view(labeled: "Get help", in: app.window))))
        session.activate()
        scheduler.runUntilIdle()
        #expect(UIKitReadingTests.said(app).prefix(2) == ["Settings. Back Button.", "Help. Heading."],
                "\(UIKitReadingTests.said(app))")
        // The bar button item's action: `close(_:)` presents its alert.
        let again = try UIKitReadingTests.app(source, scene: "SettingsViewController", files: files)
        let second = again.makeSession(backend: VirtualSpeechBackend(scheduler: scheduler), scheduler: scheduler)
        second.start()
        scheduler.runUntilIdle()
        #expect(second.focus(try #require(UIKitReadingTests.view(labeled: "Done", in: again.window))))
        second.activate()
        scheduler.runUntilIdle()
        #expect(UIKitReadingTests.said(again).first == "Closed", "\(UIKitReadingTests.said(again))")
        // The code's own item, set in `init(coder:)` before the view loads, stays.
        let own = source.replacingOccurrences(of: "    @IBAction func help() {", with: """
                required init?(coder: NSCoder) {
                    super.init(coder: coder)
                    navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Save", style: .done, target: nil, action: nil)
                }
                @IBAction func help() {
            """)
        let kept = try SwiftUIReadingTests.describe(own, scene: "SettingsViewController", files: files)
        #expect(kept.elements == ["Add. Button.", "Settings. Heading.", "Save. Button.", "Get help. Button."], "\(kept)")
    }
}
