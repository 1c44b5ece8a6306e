import Foundation
import Testing
@testable import A11yCore
import ScenesTestSupport
@testable import A11ySceneModel
@testable import A11yInterfaceBuilder

/// The storyboard importer, rule by rule, on small hand-made files (issue 11; FORMAT-NOTES).
@Suite("Storyboard import: documents, controllers and containers")
@MainActor
struct StoryboardDocumentTests {
    @Test("a macOS, tvOS or watchOS document, other XML and broken XML exit as bad files with where and why")
    func badDocuments() {
        let mac = IB.storyboard("").replacingOccurrences(of: "iOS.CocoaTouch", with: "MacOSX.Cocoa")
            .replacingOccurrences(of: "CocoaTouch.Storyboard.XIB", with: "Cocoa.Storyboard.XIB")
        #expect(IB.error(mac)?.message.contains("macOS") == true)
        let tv = IB.storyboard("").replacingOccurrences(of: "iOS.CocoaTouch", with: "AppleTV")
        #expect(IB.error(tv)?.message.contains("tvOS") == true)
        let other = IB.error("<?xml version=\"1.0\"?>\n<plist version=\"1.0\"><dict/></plist>")
        #expect(other?.message.contains("expected an Interface Builder document") == true)
        #expect(other?.line == 2)
        let truncated = IB.error(String(IB.storyboard(IB.controller("a")).prefix(400)))
        #expect(truncated?.message.contains("not well-formed XML") == true)
        #expect(IB.error("\u{0}\u{1}binary") != nil)
        // Text that is not XML is named so; only a file of blanks is "empty".
        #expect(IB.error("# Read me\n\nSome prose, not a storyboard.\n")?.message.contains("this is not XML") == true)
        #expect(IB.error("  \n\n")?.message.contains("the file is empty") == true)
        #expect(IB.error("")?.message.contains("the file is empty") == true)
    }

    @Test("a processing instruction is a bad file with its place (once a crash in Foundation's parser, found by FuzzStoryboard)")
    func processingInstructions() {
        let file = IB.storyboard(initial: "a", IB.controller("a"))
        let withInstruction = file.replacingOccurrences(of: "<scenes>", with: "<?target?>\n<scenes>")
        let error = IB.error(withInstruction)
        #expect(error?.message.contains("processing instruction") == true)
        #expect(error?.line ?? 0 > 1)
        #expect(IB.error("<?stylesheet?>" + file.drop { $0 != "\n" })?.message.contains("processing instruction") == true)
        #expect(IB.error("\n" + file)?.message.contains("not at the very start") == true)
        #expect(IB.error("<?xmlother?>" + file.drop { $0 != "\n" })?.message.contains("processing instruction") == true)
        // The XML declaration itself, after a byte order mark or not, is no such thing, nor is a "?" in text.
        #expect(IB.error(file) == nil)
        #expect(IB.error("\u{FEFF}" + file) == nil)
        #expect(IB.error(file.replacingOccurrences(of: "<scenes>", with: "<scenes>Sure?")) == nil)
    }

    @Test("the declaration check finds <!DOCTYPE and <!ENTITY anywhere, and nothing in a real file")
    func declarations() {
        #expect(XMLBytes.firstDeclaration(in: Data("<a><!-- ! --><b>!</b></a>".utf8)) == nil)
        #expect(XMLBytes.firstDeclaration(in: Data("<?xml?>\n<!DOCTYPE x>".utf8)) == 8)
        #expect(XMLBytes.firstDeclaration(in: Data("!<!ENTITY".utf8)) == 1)
        #expect(XMLBytes.firstDeclaration(in: Data("<!ENTIT".utf8)) == nil)
        #expect(XMLBytes.firstDeclaration(in: Data()) == nil)
        #expect(XMLBytes.firstDeclaration(in: Data(IB.storyboard(IB.controller("a")).utf8)) == nil)
    }

    @Test("invalid UTF-8 is a bad file with its place, not a crash in the XML parser (found by FuzzStoryboard)")
    func invalidUTF8() throws {
        var bytes = Array(IB.storyboard(IB.controller("a")).utf8)
        bytes.insert(contentsOf: [0xCD, 0xCD, 0xCD], at: 0)
        let path = IB.folder() + "/Bad.storyboard"
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        #expect(throws: SceneError.self) { try StoryboardLoader.load(path: path) }
        do { _ = try StoryboardLoader.load(path: path) } catch let error as SceneError {
            #expect(error.message.contains("not UTF-8"))
            #expect(error.line == 1 && error.column == 1)
        }
        let declaration = "<?xml version=\"1.0\"?><document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\" "
            + "targetRuntime=\"iOS.CocoaTouch\"><objects><p"
        let nameBytes = Array(declaration.utf8)
            + [0xCD] + Array("x id=\"1\"/></objects></document>".utf8)
        let xib = IB.folder() + "/Bad.xib"
        try Data(nameBytes).write(to: URL(fileURLWithPath: xib))
        #expect(throws: SceneError.self) { try StoryboardLoader.load(path: xib) }
    }

    @Test("a controller that would contain itself is an empty screen with a note, not endless recursion")
    func containmentCycles() throws {
        let file = IB.storyboard(initial: "n", """
            <navigationController id="n" sceneMemberID="viewController"><connections>
                <segue destination="n" kind="relationship" relationship="rootViewController" id="r1"/></connections></navigationController>
        """, IB.controller("b", """
            <containerView id="c"><rect key="frame" x="0" y="100" width="100" height="100"/>
                <connections><segue destination="b" kind="embed" id="e1"/></connections></containerView>
        """))
        let result = try IB.load(file)
        #expect(result.notes.contains { $0.message.contains("would contain itself") })
        _ = try IB.describe(file)
        _ = try IB.describe(file, scene: "b")
    }

    @Test("entity declarations are refused, never expanded; nesting is bounded")
    func hostileDocuments() {
        let bomb = """
        <?xml version="1.0"?>
        <!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;">]>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" targetRuntime="iOS.CocoaTouch">&lol2;</document>
        """
        let error = IB.error(bomb)
        #expect(error?.message.contains("document type") == true)
        #expect(error?.line == 2)
        let deep = IB.storyboard(String(repeating: "<view id=\"x\">", count: 300) + String(repeating: "</view>", count: 300))
        #expect(IB.error(deep)?.message.contains("nest deeper") == true)
    }

    @Test("""
        the initial view controller is the root; --scene picks by storyboard identifier or object id; \
        a wrong one is a choice error
        """)
    func choosingTheScene() throws {
        let file = IB.storyboard(initial: "a", IB.controller("a", title: "A", """
            <label text="First screen" id="l1"><rect key="frame" x="16" y="80" width="200" height="21"/></label>
        """), IB.controller("b", storyboardID: "second", """
            <label text="Second screen" id="l2"><rect key="frame" x="16" y="80" width="200" height="21"/></label>
        """))
        #expect(try IB.describe(file) == ["First screen"])
        #expect(try IB.describe(file, scene: "second") == ["Second screen"])
        #expect(try IB.describe(file, scene: "b") == ["Second screen"])
        #expect(throws: SceneChoiceError.self) { try IB.load(file, scene: "nope") }
        let noInitial = IB.storyboard(IB.controller("a"), IB.controller("b", storyboardID: "second"))
        #expect(throws: SceneChoiceError.self) { try IB.load(noInitial) }
    }

    static let navigationAndTabs = IB.storyboard(initial: "tabs", """
        <tabBarController id="tabs" sceneMemberID="viewController">
            <connections>
                <segue destination="nav" kind="relationship" relationship="viewControllers" id="t1"/>
                <segue destination="plain" kind="relationship" relationship="viewControllers" id="t2"/>
                <segue destination="hist" kind="relationship" relationship="viewControllers" id="t3"/>
            </connections>
        </tabBarController>
        """, """
        <navigationController id="nav" sceneMemberID="viewController">
            <tabBarItem key="tabBarItem" title="Inbox" badgeValue="3" id="ti1"/>
            <navigationBar key="navigationBar" id="nb"><rect key="frame" x="0.0" y="62" width="402" height="44"/></navigationBar>
            <connections><segue destination="list" kind="relationship" relationship="rootViewController" id="r1"/></connections>
        </navigationController>
        """, IB.controller("list", title: "Mail", extra: """
            <navigationItem key="navigationItem" title="Mailboxes" id="ni">
                <barButtonItem key="rightBarButtonItem" systemItem="add" id="addItem"/>
            </navigationItem>
        """, """
            <button opaque="NO" contentMode="scaleToFill" id="open">
                <rect key="frame" x="16" y="130" width="120" height="44"/>
                <state key="normal" title="Open"/>
                <connections><segue destination="detail" kind="show" id="sg"/></connections>
            </button>
        """), IB.controller("detail", title: "Message", """
            <label text="Hello" id="hello"><rect key="frame" x="16" y="130" width="200" height="21"/></label>
        """), IB.controller("plain", storyboardID: "settings", extra: """
            <tabBarItem key="tabBarItem" title="Settings" enabled="NO" id="ti2"/>
        """), IB.controller("hist", extra: "<tabBarItem key=\"tabBarItem\" systemItem=\"history\" id=\"ti3\"/>"))

    @Test("""
        tabs in segue order with the direct child's item (title, badge, enabled, system item); \
        a navigation root's title is read first
        """)
    func tabsAndNavigation() throws {
        let lines = try IB.describe(Self.navigationAndTabs)
        #expect(lines.first == "Mailboxes. Heading.")
        #expect(lines.contains("Add. Button."))
        #expect(lines.contains("Open. Button."))
        #expect(lines.contains("Selected: Inbox: 3 items. Tab. 1 of 3."))
        #expect(lines.contains { $0.hasPrefix("Settings.") && $0.contains("Tab. 2 of 3.") })
        #expect(lines.contains("History. Tab. 3 of 3."))
    }

    @Test("a controller named with --scene is shown inside the containers that hold it by relationship")
    func sceneInItsContainers() throws {
        let lines = try IB.describe(Self.navigationAndTabs, scene: "list")
        #expect(lines.first == "Mailboxes. Heading.")
        #expect(lines.contains("Selected: Inbox: 3 items. Tab. 1 of 3."))
        let settings = try IB.describe(Self.navigationAndTabs, scene: "settings")
        #expect(settings.contains { $0.hasPrefix("Selected: Settings.") })
    }

    @Test("a show segue pushes in a navigation controller: the detail's title, then Back")
    func showPushes() throws {
        let lines = try IB.run(Self.navigationAndTabs, "focus open\nactivate\nnext\n")
        #expect(lines.contains("Message. Heading.") || lines.contains("Hello"))
        #expect(lines.contains("Mailboxes. Back Button."))
        let back = try IB.run(Self.navigationAndTabs, "focus open\nactivate\nescape\n")
        #expect(back.last == "Open. Button." || back.contains("Mailboxes. Heading."))
    }

    @Test("presentation segues present with their style, unwind goes back, manual segues and control actions are reported")
    func presentationAndUnwind() throws {
        let later = "<connections><segue destination=\"a\" kind=\"show\" identifier=\"later\" id=\"m1\"/></connections>"
        let file = IB.storyboard(initial: "a", IB.controller("a", """
            <button id="go"><rect key="frame" x="16" y="100" width="100" height="44"/><state key="normal" title="Compose"/>
                <connections><segue destination="sheet" kind="presentation" id="p1"/></connections></button>
            <button id="act"><rect key="frame" x="16" y="200" width="100" height="44"/><state key="normal" title="Save"/>
                <connections><action selector="save:" destination="a" eventType="touchUpInside" id="x1"/></connections></button>
        """), IB.controller("sheet", extra: later, """
            <button id="close"><rect key="frame" x="16" y="100" width="100" height="44"/><state key="normal" title="Close"/>
                <connections><segue destination="a" kind="unwind" unwindAction="done:" id="u1"/></connections></button>
        """))
        let lines = try IB.run(file, "activate\nactivate\n")
        #expect(lines.contains("Close. Button."))
        let spec = try IB.load(file).spec
        #expect(spec.controller("a")?.view?.subviews.first?.handlers.onActivate?.count == 1)
        #expect(spec.controller("sheet")?.modalPresentationStyle == .pageSheet)
        let back = try IB.run(file, "activate\nactivate\nactivate\n")
        #expect(back.filter { $0 == "Compose. Button." }.count >= 2)
        let notes = try IB.load(file).notes.map(\.message)
        #expect(notes.contains { $0.contains("manual segue \"later\" (show) to viewController a is performed from code") },
                "\(notes)")
        #expect(notes.contains { $0.contains("save:") })
    }

    @Test("a container view embeds its child controller's view in place (embed segue)")
    func embedSegue() throws {
        let file = IB.storyboard(initial: "a", IB.controller("a", """
            <label text="Above" id="above"><rect key="frame" x="16" y="80" width="200" height="21"/></label>
            <containerView id="box"><rect key="frame" x="0.0" y="120" width="402" height="200"/>
                <connections><segue destination="child" kind="embed" id="e1"/></connections></containerView>
            <label text="Below" id="below"><rect key="frame" x="16" y="400" width="200" height="21"/></label>
        """), IB.controller("child", width: 402, height: 200, """
            <label text="Inside" id="inside"><rect key="frame" x="16" y="20" width="200" height="21"/></label>
        """))
        #expect(try IB.describe(file) == ["Above", "Inside", "Below"])
    }

    @Test("unsupported controllers are empty screens with a note; one unsupported part never fails the file")
    func unsupportedControllers() throws {
        let file = IB.storyboard(initial: "h", """
        <hostingController id="h" sceneMemberID="viewController"/>
        """, """
        <pageViewController id="p" transitionStyle="scroll" navigationOrientation="horizontal" spineLocation="none" sceneMemberID="viewController"/>
        """, """
        <collectionViewController id="c" sceneMemberID="viewController"/>
        """)
        let result = try IB.load(file)
        #expect(result.notes.contains { $0.message.contains("SwiftUI") })
        #expect(try IB.describe(file).isEmpty)
        #expect(try IB.describe(file, scene: "p").isEmpty)
        #expect(try IB.load(file, scene: "p").notes.contains { $0.message.contains("page view controller") })
        let catalog = result.controllers.map(\.kind)
        #expect(catalog == [.unsupported, .page, .collection])
    }

    @Test("a storyboard reference opens the named storyboard in the same folder, or reports it missing")
    func storyboardReferences() throws {
        let folder = IB.folder()
        IB.write(IB.storyboard(initial: "other", IB.controller("other", """
            <label text="From the other file" id="o1"><rect key="frame" x="16" y="80" width="250" height="21"/></label>
        """)), name: "Other.storyboard", in: folder)
        let main = IB.write(IB.storyboard(initial: "tabs", """
            <tabBarController id="tabs" sceneMemberID="viewController"><connections>
                <segue destination="ref" kind="relationship" relationship="viewControllers" id="t1"/>
                <segue destination="gone" kind="relationship" relationship="viewControllers" id="t2"/>
            </connections></tabBarController>
        """, """
            <viewControllerPlaceholder storyboardName="Other" id="ref" sceneMemberID="viewController"/>
        """, """
            <viewControllerPlaceholder storyboardName="Missing" id="gone" sceneMemberID="viewController"/>
        """, """
            <viewControllerPlaceholder storyboardName="../etc/passwd" id="escape" sceneMemberID="viewController"/>
        """), in: folder)
        let result = try StoryboardLoader.load(path: main)
        let app = SceneApp(spec: result.spec)
        app.window.makeKeyAndVisible()
        let lines = ScreenDescription.describe(window: app.window).map(\.description)
        #expect(lines.contains("From the other file"))
        #expect(result.notes.contains { $0.message.contains("Missing.storyboard") })
        #expect(try StoryboardLoader.controllers(path: main).notes.contains { $0.message.contains("names a path") })
    }
}
