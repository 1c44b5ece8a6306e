import A11yCore
import A11yScenes
import Foundation
import ScenesTestSupport
import Testing

/// The Info.plist of an app whose project is an XcodeGen spec (SwiftSourceReading.md, "What the source
/// fixes"): no `.xcodeproj` is kept, so the keys come from `project.yml` as XcodeGen writes them; and the
/// `.xcconfig` files an Xcode project's configurations are based on, which fill in its `$(NAME)` values.
@Suite("UIKit code: the Info.plist of an XcodeGen project, build settings from configuration files")
@MainActor
struct UIKitXcodeGenTests {
    /// A screen of the app's framework reading the app's name, version, build and its own keys.
    static let screen = """
        import UIKit

        final class AboutViewController: UIViewController {
            private var config: [String: Any] { Bundle.main.infoDictionary?["AppConfig"] as? [String: Any] ?? [:] }

            override func viewDidLoad() {
                super.viewDidLoad()
                let stack = UIStackView()
                stack.axis = .vertical
                stack.frame = CGRect(x: 16, y: 100, width: 300, height: 400)
                view.addSubview(stack)
                let name = UILabel()
                name.text = Bundle.main.object(forInfoDictionaryKey: "CFBundleDisplayName") as? String
                stack.addArrangedSubview(name)
                let version = UILabel()
                let short = Bundle.main.infoDictionary?["CFBundleShortVersionString"] as? String ?? "?"
                let build = Bundle.main.infoDictionary?["CFBundleVersion"] as? String ?? "?"
                version.text = "Version \\(short) (\\(build))"
                stack.addArrangedSubview(version)
                let mail = UILabel()
                mail.text = config["SupportEmail"] as? String
                stack.addArrangedSubview(mail)
                if config["ShowDonations"] as? Bool == true {
                    let donate = UIButton(type: .system)
                    donate.setTitle("Donate", for: .normal)
                    stack.addArrangedSubview(donate)
                }
            }
        }
        """

    /// The app's spec at the root, including the framework's spec, whose paths are its own folder's.
    static func files(app: String = "Transit") -> [String: String] {
        [
            "project.yml": """
                name: \(app)
                include:
                  - Kit/project.yml
                options:
                  bundleIdPrefix: org.example
                settings:
                  base:
                    MARKETING_VERSION: 3.2.0
                  configs:
                    Debug:
                      CURRENT_PROJECT_VERSION: 0
                    Release:
                      CURRENT_PROJECT_VERSION: 412
                targets:
                  \(app):
                    type: application
                    platform: iOS
                    sources: [App]
                    dependencies:
                      - target: Kit
                    info:
                      path: App/Info.plist
                      properties:
                        CFBundleDisplayName: \(app)
                        CFBundleShortVersionString: "$(MARKETING_VERSION)"
                        CFBundleVersion: $(CURRENT_PROJECT_VERSION)
                        AppConfig:
                          SupportEmail: help@example.org
                          ShowDonations: true
                """,
            "Kit/project.yml": """
                targets:
                  Kit:
                    type: framework
                    platform: iOS
                    sources:
                      - path: .
                """,
            "App/AppDelegate.swift": "import UIKit\n\nfinal class AppDelegate: UIResponder, UIApplicationDelegate {}\n",
        ]
    }

    /// What `describe` says for the screen at `main` in a project of `files`.
    static func describe(_ files: [String: String], main: String) throws -> (elements: [String], notes: [String]) {
        let written = files.merging(TemporaryProject.packageManifest) { a, _ in a }
        let path = try TemporaryProject.write(written, prefix: "voicenav-xcodegen") + "/" + main
        let input = try InputDocument.open(path: path).load(screen: nil, language: nil)
        let app = SceneApp(spec: input.spec)
        app.window.makeKeyAndVisible()
        let elements = ScreenDescription.describe(window: app.window, speakHints: false).map(\.description)
        return (elements, input.diagnostics.map { "\($0.line):\($0.column): \($0.message)" })
    }

    @Test("""
        a framework's screen reads the Info.plist XcodeGen writes for the one app that links it: the spec's \
        properties over XcodeGen's default keys, $(NAME) from the Release settings, an included spec's own paths
        """)
    func frameworkOfOneApp() throws {
        let files = Self.files().merging(["Kit/About/AboutViewController.swift": Self.screen]) { a, _ in a }
        let (elements, notes) = try Self.describe(files, main: "Kit/About/AboutViewController.swift")
        #expect(elements == ["Transit", "Version 3.2.0 (412)", "help@example.org", "Donate. Button."], "\(notes)")
    }

    @Test("XcodeGen's own keys where the spec gives none: version 1.0, build 1, the target's name")
    func defaultKeys() throws {
        let spec = """
            name: Plain
            targets:
              Plain:
                type: application
                platform: iOS
                sources: App
                info:
                  path: App/Info.plist
            """
        let source = """
            import UIKit

            final class AboutViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let label = UILabel(frame: CGRect(x: 16, y: 100, width: 300, height: 40))
                    let info = Bundle.main.infoDictionary ?? [:]
                    let name = info["CFBundleName"] as? String ?? ""
                    label.text = "\\(name) \\(info["CFBundleShortVersionString"] as? String ?? "")"
                        + " (\\(info["CFBundleVersion"] as? String ?? ""))"
                    view.addSubview(label)
                }
            }
            """
        let (elements, notes) = try Self.describe(["project.yml": spec, "App/AboutViewController.swift": source],
                                                  main: "App/AboutViewController.swift")
        #expect(elements == ["Plain 1.0 (1)"], "\(notes)")
    }

    @Test("""
        code that two apps of one repository link (white-label specs, paths from the repository's root) is read \
        with neither app's keys; code in one app's own sources, with that app's
        """)
    func whiteLabelApps() throws {
        func spec(_ app: String) -> String {
            Self.files(app: app)["project.yml"]!
                .replacingOccurrences(of: "  - Kit/project.yml", with: "  - ../../Kit/project.yml")
                .replacingOccurrences(of: "sources: [App]", with: "sources: [Apps/\(app)]")
                .replacingOccurrences(of: "path: App/Info.plist", with: "path: Apps/\(app)/Info.plist")
        }
        let files: [String: String] = [
            "Apps/Transit/project.yml": spec("Transit"), "Apps/Rider/project.yml": spec("Rider"),
            "Kit/project.yml": Self.files()["Kit/project.yml"]!,
            "Kit/About/AboutViewController.swift": Self.screen,
            "Apps/Rider/AboutViewController.swift": Self.screen,
        ]
        let (shared, _) = try Self.describe(files, main: "Kit/About/AboutViewController.swift")
        #expect(!shared.contains("Transit") && !shared.contains("Rider"), "\(shared)")
        #expect(!shared.contains("Donate. Button."), "\(shared)")
        let (own, notes) = try Self.describe(files, main: "Apps/Rider/AboutViewController.swift")
        #expect(own == ["Rider", "Version 3.2.0 (412)", "help@example.org", "Donate. Button."], "\(notes)")
    }

    @Test("""
        INFOPLIST_FILE in the target's settings names the file the build uses, whose $(NAME) values come \
        from the spec's settings over the Release configuration file; settings groups and flags written YES
        """)
    func infoPlistFileSetting() throws {
        let spec = """
            name: Notes
            settingGroups:
              shared:
                PRODUCT_NAME: Field Notes
            targets:
              Notes:
                type: application
                platform: [iOS]
                sources: [Sources]
                configFiles:
                  Debug: Config/Debug.xcconfig
                  Release: Config/Release.xcconfig
                settings:
                  groups: [shared]
                  base:
                    INFOPLIST_FILE: Support/Info.plist
                    MARKETING_VERSION: 5.0
                    ENABLE_BITCODE: false
            """
        let plist = """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0">
            <dict>
                <key>CFBundleName</key><string>$(PRODUCT_NAME)</string>
                <key>CFBundleShortVersionString</key><string>$(MARKETING_VERSION)</string>
                <key>CFBundleVersion</key><string>$(BUILD_NUMBER)</string>
            </dict>
            </plist>
            """
        let source = """
            import UIKit

            final class AboutViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let label = UILabel(frame: CGRect(x: 16, y: 100, width: 300, height: 40))
                    let info = Bundle.main.infoDictionary ?? [:]
                    let name = info["CFBundleName"] as? String ?? ""
                    let version = info["CFBundleShortVersionString"] as? String ?? ""
                    label.text = "\\(name) \\(version) \\(info["CFBundleVersion"] ?? "")"
                    view.addSubview(label)
                }
            }
            """
        let (elements, notes) = try Self.describe(
            ["project.yml": spec, "Support/Info.plist": plist, "Sources/AboutViewController.swift": source,
             "Config/Release.xcconfig": "BUILD_NUMBER = 88\nMARKETING_VERSION = 4.0\n",
             "Config/Debug.xcconfig": "BUILD_NUMBER = 0\n"],
            main: "Sources/AboutViewController.swift")
        #expect(elements == ["Field Notes 5.0 88"], "\(notes)")
    }
    @Test("""
        the project's extension of Bundle called on the main bundle reads the Info.plist through self: \
        infoDictionary and object(forInfoDictionaryKey:) alone, and a generic helper over them
        """)
    func bundleExtension() throws {
        let source = """
            import UIKit

            extension Bundle {
                var appVersion: String { infoDictionary?["CFBundleShortVersionString"] as? String ?? "?" }
                var buildNumber: String { object(forInfoDictionaryKey: "CFBundleVersion") as? String ?? "?" }
                func value<T>(for key: String, type: T.Type) -> T? { object(forInfoDictionaryKey: key) as? T }
                var appName: String { value(for: "CFBundleDisplayName", type: String.self) ?? "" }
                var supportEmail: String? { (infoDictionary?["AppConfig"] as? [String: Any])?["SupportEmail"] as? String }
            }

            final class VersionViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let version = UILabel(frame: CGRect(x: 16, y: 100, width: 300, height: 40))
                    version.text = "\\(Bundle.main.appName) \\(Bundle.main.appVersion) (\\(Bundle.main.buildNumber))"
                    view.addSubview(version)
                    let mail = UILabel(frame: CGRect(x: 16, y: 150, width: 300, height: 40))
                    mail.text = Bundle.main.supportEmail
                    view.addSubview(mail)
                }
            }
            """
        let files = Self.files().merging(["App/VersionViewController.swift": source]) { a, _ in a }
        let (elements, notes) = try Self.describe(files, main: "App/VersionViewController.swift")
        #expect(elements == ["Transit 3.2.0 (412)", "help@example.org"], "\(notes)")
    }
    @Test("""
        an Xcode project's Release configurations based on .xcconfig files: their settings with includes, \
        conditions for the device's SDK and Release, $(inherited), under the configuration's own settings
        """)
    func configurationFiles() throws {
        let project = """
            // !$*UTF8*$!
            {
            \tobjects = {
            \t\tF1 /* Config.xcconfig */ = {isa = PBXFileReference; name = Config.xcconfig; path = Config/Config.xcconfig; \
            sourceTree = "<group>"; };
            \t\tA1 /* Release */ = {
            \t\t\tisa = XCBuildConfiguration;
            \t\t\tbaseConfigurationReference = F1 /* Config.xcconfig */;
            \t\t\tbuildSettings = {
            \t\t\t\tSWIFT_VERSION = 5.0;
            \t\t\t};
            \t\t\tname = Release;
            \t\t};
            \t\tA2 /* Release */ = {
            \t\t\tisa = XCBuildConfiguration;
            \t\t\tbuildSettings = {
            \t\t\t\tINFOPLIST_FILE = "Sources/App/Info.plist";
            \t\t\t\tPRODUCT_NAME = "$(TARGET_NAME)";
            \t\t\t\tAPP_SUFFIX = "$(inherited) Pro";
            \t\t\t};
            \t\t\tname = Release;
            \t\t};
            \t};
            }
            """
        let plist = """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0">
            <dict>
                <key>CFBundleShortVersionString</key><string>$(VERSION_NAME)</string>
                <key>CFBundleVersion</key><string>$(VERSION_ID)</string>
                <key>AppEdition</key><string>$(APP_SUFFIX)</string>
                <key>ServerHost</key><string>$(SERVER_HOST)</string>
            </dict>
            </plist>
            """
        let source = """
            import UIKit

            final class AboutViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let info = Bundle.main.infoDictionary ?? [:]
                    let version = UILabel(frame: CGRect(x: 16, y: 100, width: 300, height: 40))
                    let short = info["CFBundleShortVersionString"] as? String ?? ""
                    version.text = "\\(short) (\\(info["CFBundleVersion"] as? String ?? ""))"
                    view.addSubview(version)
                    let edition = UILabel(frame: CGRect(x: 16, y: 150, width: 300, height: 40))
                    edition.text = info["AppEdition"] as? String
                    view.addSubview(edition)
                    let host = UILabel(frame: CGRect(x: 16, y: 200, width: 300, height: 40))
                    host.text = info["ServerHost"] as? String
                    view.addSubview(host)
                }
            }
            """
        let files = [
            "App.xcodeproj/project.pbxproj": project, "Sources/App/Info.plist": plist,
            "Sources/App/Config/Config.xcconfig": """
                // The app's version, kept apart.
                #include "Version.xcconfig"
                #include? "Developer.xcconfig"
                APP_SUFFIX = Field Notes
                SERVER_HOST = https://debug.example.org
                SERVER_HOST[config=Release][sdk=iphoneos*] = https://example.org
                SERVER_HOST[sdk=iphonesimulator*] = http://localhost
                """,
            "Sources/App/Config/Version.xcconfig": "VERSION_NAME = 1.0.16\nVERSION_ID = 27 // the build\n",
            "Sources/App/AboutViewController.swift": source,
        ]
        let (elements, notes) = try Self.describe(files, main: "Sources/App/AboutViewController.swift")
        #expect(elements == ["1.0.16 (27)", "Field Notes Pro", "https://example.org"], "\(notes)")
    }
}
