import Foundation
import Testing
@testable import A11yCore
import ScenesTestSupport
@testable import A11ySceneModel
@testable import A11yInterfaceBuilder

/// Storyboard references resolve as Xcode's build does: every storyboard of a target ends up
/// in one bundle, so a reference by name finds it in another folder of the project.
@Suite("Storyboard references across the project's folders")
@MainActor
struct StoryboardReferenceTests {
    @Test("""
        a reference finds a storyboard above the .lproj folder and in another feature's Base.lproj; \
        hidden and build folders are not searched
        """)
    func acrossFolders() throws {
        let root = IB.folder()
        let base = root + "/App/Base.lproj"
        try FileManager.default.createDirectory(atPath: base, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: root + "/App/Privacy/Base.lproj", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: root + "/App/.hidden", withIntermediateDirectories: true)
        let tab = IB.storyboard(initial: "a", IB.controller("a", """
            <containerView id="alert-box"><rect key="frame" x="0" y="100" width="402" height="200"/>
                <connections><segue destination="ref-alert" kind="embed" id="e1"/></connections></containerView>
            <containerView id="privacy-box"><rect key="frame" x="0" y="400" width="402" height="200"/>
                <connections><segue destination="ref-privacy" kind="embed" id="e2"/></connections></containerView>
            <containerView id="hidden-box"><rect key="frame" x="0" y="600" width="402" height="100"/>
                <connections><segue destination="ref-hidden" kind="embed" id="e3"/></connections></containerView>
            """), #"<viewControllerPlaceholder storyboardName="Alert" id="ref-alert" sceneMemberID="viewController"/>"#,
            #"<viewControllerPlaceholder storyboardName="Privacy" id="ref-privacy" sceneMemberID="viewController"/>"#,
            #"<viewControllerPlaceholder storyboardName="Secret" id="ref-hidden" sceneMemberID="viewController"/>"#)
        IB.write(tab, name: "Tab.storyboard", in: base)
        let alert = #"<label text="Alert text" id="l1"><rect key="frame" x="16" y="20" width="200" height="21"/></label>"#
        IB.write(IB.storyboard(initial: "x", IB.controller("x", alert)),
                 name: "Alert.storyboard", in: root + "/App")
        let privacy = #"<label text="Privacy text" id="l2"><rect key="frame" x="16" y="20" width="200" height="21"/></label>"#
        IB.write(IB.storyboard(initial: "y", IB.controller("y", privacy)),
                 name: "Privacy.storyboard", in: root + "/App/Privacy/Base.lproj")
        let secret = #"<label text="Secret text" id="l3"><rect key="frame" x="16" y="20" width="200" height="21"/></label>"#
        IB.write(IB.storyboard(initial: "z", IB.controller("z", secret)),
                 name: "Secret.storyboard", in: root + "/App/.hidden")
        let result = try StoryboardLoader.load(path: base + "/Tab.storyboard")
        let app = SceneApp(spec: result.spec)
        app.window.makeKeyAndVisible()
        let described = ScreenDescription.describe(window: app.window, speakHints: false).map(\.description)
        #expect(described.contains("Alert text"))
        #expect(described.contains("Privacy text"))
        #expect(!described.contains("Secret text"))
        #expect(result.notes.contains { $0.message.contains("\"Secret.storyboard\", which is not in") })
    }

    @Test("a reference into another bundle that is not found: named in the note; asked for alone, no screen to show")
    func missingFrameworkReference() throws {
        let box = """
            <containerView id="box"><rect key="frame" x="0" y="100" width="402" height="200"/>
                <connections><segue destination="ref" kind="embed" id="e1"/></connections></containerView>
            """
        let file = IB.storyboard(initial: "a", IB.controller("a", box), """
            <viewControllerPlaceholder storyboardName="InsulinKit" bundleIdentifier="com.example.Kit" id="ref" \
            sceneMemberID="viewController"/>
            """)
        let result = try IB.load(file)
        #expect(result.notes.contains { $0.message.contains("\"InsulinKit.storyboard\" in the bundle com.example.Kit") })
        #expect(result.controllers.first { $0.id == "ref" }?.title == "to InsulinKit.storyboard")
        let error = IB.error(file, scene: "ref")
        #expect(error?.message.hasSuffix("there is no screen to show for it") == true, "\(String(describing: error))")
    }
}
