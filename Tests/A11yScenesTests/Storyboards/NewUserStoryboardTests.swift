import Foundation
import Testing
import A11yCore
@testable import A11yScenes
import ScenesTestSupport
@testable import A11ySceneModel
@testable import A11ySceneFiles

/// What a new user found on a real app's storyboards (issue 35, item 4), each in a small file
/// (InterfaceBuilderImport.md).
@Suite("Storyboards: what a new user found")
@MainActor
struct NewUserStoryboardTests {
    /// A reader screen: a title, a text field with typed text, a wheel date picker, an image-only
    /// button configuration (a system symbol), a title-and-subtitle one, and a stand-alone
    /// toolbar whose Contents item presents a second screen.
    static let storyboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="23504" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="home">
            <device id="retina6_12" orientation="portrait" appearance="light"/>
            <scenes>
                <scene sceneID="s0">
                    <objects>
                        <viewController id="home" title="Reader" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="home-view">
                                <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
                                    <textField opaque="NO" contentMode="scaleToFill" text="jane@example.com" placeholder="Email" translatesAutoresizingMaskIntoConstraints="NO" id="email">
                                        <rect key="frame" x="20" y="120" width="353" height="34"/>
                                    </textField>
                                    <datePicker contentMode="scaleToFill" datePickerMode="date" style="wheels" translatesAutoresizingMaskIntoConstraints="NO" id="when">
                                        <rect key="frame" x="0.0" y="170" width="393" height="216"/>
                                        <date key="date" timeIntervalSinceReferenceDate="786000000"/>
                                    </datePicker>
                                    <button opaque="NO" contentMode="scaleToFill" buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="search">
                                        <rect key="frame" x="20" y="400" width="44" height="44"/>
                                        <state key="normal" title="Button"/>
                                        <buttonConfiguration key="configuration" style="plain" image="magnifyingglass" catalog="system"/>
                                    </button>
                                    <button opaque="NO" contentMode="scaleToFill" buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="plan">
                                        <rect key="frame" x="80" y="400" width="200" height="60"/>
                                        <state key="normal" title="Button"/>
                                        <buttonConfiguration key="configuration" style="filled" title="Pro plan" subtitle="$4.99 a month"/>
                                    </button>
                                    <toolbar opaque="NO" clearsContextBeforeDrawing="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="bar">
                                        <rect key="frame" x="0.0" y="769" width="393" height="49"/>
                                        <items>
                                            <barButtonItem title="Contents" id="contents">
                                                <connections>
                                                    <segue destination="toc" kind="presentation" id="seg1"/>
                                                </connections>
                                            </barButtonItem>
                                            <barButtonItem style="plain" systemItem="flexibleSpace" id="space"/>
                                            <barButtonItem image="bookmark" id="mark"/>
                                        </items>
                                    </toolbar>
                                </subviews>
                                <viewLayoutGuide key="safeArea" id="safe"/>
                                <constraints>
                                    <constraint firstItem="bar" firstAttribute="leading" secondItem="safe" secondAttribute="leading" id="c1"/>
                                    <constraint firstItem="bar" firstAttribute="trailing" secondItem="safe" secondAttribute="trailing" id="c2"/>
                                    <constraint firstItem="bar" firstAttribute="bottom" secondItem="safe" secondAttribute="bottom" id="c3"/>
                                </constraints>
                            </view>
                        </viewController>
                    </objects>
                </scene>
                <scene sceneID="s1">
                    <objects>
                        <viewController id="toc" title="Contents" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="toc-view">
                                <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                <subviews>
                                    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Table of Contents" id="toc-title">
                                        <rect key="frame" x="20" y="79" width="200" height="21"/>
                                    </label>
                                </subviews>
                                <viewLayoutGuide key="safeArea" id="toc-safe"/>
                            </view>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """

    @Test("the whole screen as VoiceOver reads it")
    func screen() throws {
        #expect(try IB.describe(Self.storyboard) == [
            "jane@example.com. Text Field.",
            "November. Adjustable.", "28. Adjustable.", "2025. Adjustable.",
            "Search. Button.", "Pro plan, $4.99 a month. Button.",
            "Contents. Button.", "bookmark. Button.",
        ])
    }

    @Test("a wheel date picker's columns are adjustable elements whose ids start with the picker's")
    func wheels() throws {
        let ids = try IB.elements(Self.storyboard).map(\.snapshot.id)
        #expect(ids.contains("when.month") && ids.contains("when.day") && ids.contains("when.year"))
    }

    @Test("a stand-alone toolbar's item opens the screen its segue names; the toolbar keeps its height on rotation")
    func toolbar() throws {
        let spoken = try IB.run(Self.storyboard, "next\nnext\nnext\nnext\nnext\nnext\nactivate\n")
        #expect(spoken.contains("Table of Contents"), "\(spoken)")
        let landscape = try IB.load(Self.storyboard)
        var spec = landscape.spec
        spec.orientation = .landscapeLeft
        let app = SceneApp(spec: spec)
        app.window.makeKeyAndVisible()
        let items = ScreenDescription.describe(window: app.window).filter { $0.snapshot.id == "contents" }
        let frame = try #require(items.first?.snapshot.frame)
        #expect(frame.maxY <= app.window.frame.height, "\(frame) in \(app.window.frame)")
    }

    @Test("an empty text field reads its placeholder; typed text replaces it")
    func textField() {
        let field = TextField(text: "", placeholder: "Email")
        #expect(field.accessibilityLabel == "Email")
        field.text = "jane@example.com"
        #expect(field.accessibilityLabel == nil && field.accessibilityValue == "jane@example.com")
    }

    @Test("a navigation item no navigation controller shows is a note, not a silent empty screen")
    func unshownNavigationItem() throws {
        let item = #"<navigationItem key="navigationItem" title="Edit Location" id="item">"#
            + #"<barButtonItem key="rightBarButtonItem" systemItem="save" id="save"/></navigationItem>"#
        let loaded = try IB.load(IB.storyboard(initial: "edit", IB.controller("edit", extra: item)))
        #expect(loaded.notes.contains {
            $0.message.hasPrefix("navigation item (\"Edit Location\", 1 bar item): no navigation controller holds")
        }, "\(loaded.notes)")
    }

    /// A modal comment screen whose stand-alone navigation bar holds Cancel, the title and Save.
    static let commentScreen = IB.storyboard(initial: "comment", IB.controller("comment", """
        <navigationBar contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="bar">
            <rect key="frame" x="0.0" y="62" width="402" height="44"/>
            <items>
                <navigationItem title="Add Comment" id="bar-item">
                    <barButtonItem key="leftBarButtonItem" systemItem="cancel" id="cancel"/>
                    <barButtonItem key="rightBarButtonItem" title="Save" style="done" id="save"/>
                </navigationItem>
            </items>
        </navigationBar>
        <textView clipsSubviews="YES" contentMode="scaleToFill" text="" translatesAutoresizingMaskIntoConstraints="NO" id="body">
            <rect key="frame" x="20" y="120" width="362" height="200"/>
        </textView>
        """))

    @Test("a stand-alone navigation bar reads its item: the left items, the title as a heading, the right items")
    func standaloneNavigationBar() throws {
        let described = try IB.describe(Self.commentScreen)
        #expect(Array(described.prefix(3)) == ["Cancel. Button.", "Add Comment. Heading.", "Save. Button."], "\(described)")
        // A scene file keeps it.
        let written = SceneWriter.yaml(try IB.load(Self.commentScreen).spec)
        #expect(written.contains("type: navigationBar"))
        let app = SceneApp(spec: try SceneParser.parse(written, file: "comment.yaml"))
        app.window.makeKeyAndVisible()
        #expect(Array(ScreenDescription.describe(window: app.window, speakHints: false).map(\.description).prefix(3))
            == ["Cancel. Button.", "Add Comment. Heading.", "Save. Button."])
    }

    @Test("a navigation bar saved with large titles shows them: the items' row, then the title, 52 pt more bar")
    func largeTitles() throws {
        let file = IB.storyboard(initial: "nav", """
            <navigationController id="nav" sceneMemberID="viewController">
                <navigationBar key="navigationBar" contentMode="scaleToFill" largeTitles="YES" id="bar">
                    <rect key="frame" x="0.0" y="62" width="402" height="96"/>
                </navigationBar>
                <connections><segue destination="home" kind="relationship" relationship="rootViewController" id="r1"/></connections>
            </navigationController>
            """, IB.controller("home", title: "Learn", extra: """
                <navigationItem key="navigationItem" title="Learn" id="item">
                    <barButtonItem key="rightBarButtonItem" title="Edit" id="edit"/>
                </navigationItem>
                """))
        #expect(try IB.describe(file) == ["Edit. Button.", "Learn. Heading."])
        let spec = try IB.load(file).spec
        let app = SceneApp(spec: spec)
        app.window.makeKeyAndVisible()
        let bar = LayoutReport(window: app.window).views.first { $0.id == "navigationBar" }
        #expect(bar?.frame.height == 96)
        let yaml = SceneWriter.yaml(spec)
        #expect(yaml.contains("prefersLargeTitles: true"))
        // An item that never shows a large title keeps the standard bar.
        let never = file.replacingOccurrences(of: #"title="Learn" id="item""#,
                                              with: #"title="Learn" largeTitleDisplayMode="never" id="item""#)
        #expect(try IB.describe(never) == ["Learn. Heading.", "Edit. Button."])
        #expect(SceneWriter.yaml(try IB.load(never).spec).contains("largeTitleDisplayMode: never"))
    }

    @Test("a navigation controller saved with navigationBarHidden shows no bar: its title is not read, content starts higher")
    func hiddenNavigationBar() throws {
        func file(hidden: Bool) -> String {
            let constraints = """
                <viewLayoutGuide key="safeArea" id="home-safe"/>
                <constraints>
                    <constraint firstItem="hello" firstAttribute="top" secondItem="home-safe" secondAttribute="top" constant="8" id="c1"/>
                    <constraint firstItem="hello" firstAttribute="leading" secondItem="home-safe" secondAttribute="leading" id="c2"/>
                </constraints>
                """
            return IB.storyboard(initial: "nav", """
                <navigationController id="nav"\(hidden ? " navigationBarHidden=\"YES\"" : "") sceneMemberID="viewController">
                    <connections><segue destination="home" kind="relationship" relationship="rootViewController" id="r1"/></connections>
                </navigationController>
                """, IB.controller("home", title: "Welcome", """
                    <label opaque="NO" text="Hello" translatesAutoresizingMaskIntoConstraints="NO" id="hello">
                        <rect key="frame" x="0" y="178" width="100" height="21"/>
                    </label>
                """))
                .replacingOccurrences(of: "<viewLayoutGuide key=\"safeArea\" id=\"home-safe\"/>", with: constraints)
        }
        let shown = try IB.describe(file(hidden: false))
        #expect(shown.contains { $0.hasPrefix("Welcome") }, "\(shown)")
        let hidden = try IB.describe(file(hidden: true))
        #expect(!hidden.contains { $0.hasPrefix("Welcome") }, "\(hidden)")
        #expect(hidden.contains { $0.hasPrefix("Hello") })
        // On the design canvas the label sits 8 pt below the status bar (62 pt on this canvas), not below a bar.
        var spec = try IB.load(file(hidden: true)).spec
        try SceneDisplay(device: .design).apply(to: &spec)
        let app = SceneApp(spec: spec)
        app.window.makeKeyAndVisible()
        #expect(LayoutReport(window: app.window).views.first { $0.id == "hello" }?.frame.minY == 70)
        // A scene file written from the import keeps the hidden bar.
        let yaml = SceneWriter.yaml(try IB.load(file(hidden: true)).spec)
        #expect(yaml.contains("navigationBarHidden: true"))
        #expect(try SceneParser.parse(yaml, file: "t.yaml").controllers.contains { $0.hidesNavigationBar })
    }

    @Test("an info or detail disclosure button with no label reads UIKit's own, More Info (InterfaceBuilderImport.md)")
    func infoButtons() throws {
        let button = { (id: String, type: String, y: Int, extra: String) in
            """
                <button opaque="NO" contentMode="scaleToFill" buttonType="\(type)" id="\(id)">
                    <rect key="frame" x="20" y="\(y)" width="44" height="44"/>
                    \(extra)
                </button>
            """
        }
        let file = IB.storyboard(IB.controller("info", button("light", "infoLight", 100, "")
            + button("disclosure", "detailDisclosure", 160, "")
            + button("labelled", "infoDark", 220, "<accessibility key=\"accessibilityConfiguration\" label=\"About\"/>")))
        #expect(try IB.describe(file) == ["More Info. Button.", "More Info. Button.", "About. Button."])
    }
}

/// Right-to-left text in pictures keeps its punctuation with it.
@Suite("Pictures: right-to-left text")
struct PictureBidiTests {
    @Test("each right-to-left run is isolated with its punctuation; left-to-right text is left as it is")
    func isolation() {
        #expect(ScreenPicture.isolatingRightToLeft("Help. Button.") == "Help. Button.")
        #expect(ScreenPicture.isolatingRightToLeft("مساعدة. Button.") == "\u{2068}مساعدة.\u{2069} Button.")
        #expect(ScreenPicture.isolatingRightToLeft("Selected: فاتح. Button. 1 of 2.")
                == "Selected: \u{2068}فاتح.\u{2069} Button. 1 of 2.")
        #expect(ScreenPicture.isolatingRightToLeft("שלום!") == "\u{2068}שלום!\u{2069}")
    }
}

/// A scroll view pinned to its controller's view, under a navigation bar (AutoLayoutRules, "Scroll views").
@Suite("Storyboards: scroll views under the bars")
@MainActor
struct StoryboardScrollInsetTests {
    func file(_ behavior: String?) -> String {
        let attribute = behavior.map { " contentInsetAdjustmentBehavior=\"\($0)\"" } ?? ""
        let constraints = """
            <viewLayoutGuide key="safeArea" id="home-safe"/>
            <constraints>
                <constraint firstItem="scroll" firstAttribute="top" secondItem="home-view" secondAttribute="top" id="c1"/>
                <constraint firstItem="scroll" firstAttribute="leading" secondItem="home-view" secondAttribute="leading" id="c2"/>
                <constraint firstItem="scroll" firstAttribute="trailing" secondItem="home-view" secondAttribute="trailing" id="c3"/>
                <constraint firstItem="scroll" firstAttribute="bottom" secondItem="home-view" secondAttribute="bottom" id="c4"/>
            </constraints>
            """
        return IB.storyboard(initial: "nav", """
            <navigationController id="nav" sceneMemberID="viewController">
                <connections><segue destination="home" kind="relationship" relationship="rootViewController" id="r1"/></connections>
            </navigationController>
            """, IB.controller("home", title: "Welcome", """
                <scrollView translatesAutoresizingMaskIntoConstraints="NO" id="scroll"\(attribute)>
                    <rect key="frame" x="0" y="0" width="402" height="874"/>
                    <subviews>
                        <label opaque="NO" text="Hello" translatesAutoresizingMaskIntoConstraints="NO" id="hello">
                            <rect key="frame" x="16" y="12" width="100" height="21"/>
                        </label>
                    </subviews>
                    <constraints>
                        <constraint firstItem="hello" firstAttribute="top" secondItem="scroll" secondAttribute="top" constant="12" id="c5"/>
                        <constraint firstItem="hello" firstAttribute="leading" secondItem="scroll" secondAttribute="leading" constant="16" id="c6"/>
                    </constraints>
                </scrollView>
            """))
            .replacingOccurrences(of: "<viewLayoutGuide key=\"safeArea\" id=\"home-safe\"/>", with: constraints)
    }

    @Test("the content starts below the bar, so the title is read first; contentInsetAdjustmentBehavior never leaves it under")
    func behaviors() throws {
        #expect(try IB.describe(file(nil)).prefix(2) == ["Welcome. Heading.", "Hello"])
        #expect(try IB.describe(file("never")).prefix(2) == ["Hello", "Welcome. Heading."])
        // A scene file written from the import keeps the behaviour.
        let yaml = SceneWriter.yaml(try IB.load(file("never")).spec)
        #expect(yaml.contains("contentInsetAdjustment: never"), "\(yaml)")
        let reread = try SceneParser.parse(yaml, file: "t.yaml")
        #expect(SceneWriter.yaml(reread) == yaml)
    }
}

/// A tab bar item's accessibility hint from Interface Builder.
@Suite("Storyboards: tab bar item hints")
@MainActor
struct StoryboardTabHintTests {
    @Test("the hint in a tab bar item's accessibility configuration is the tab's hint")
    func hint() throws {
        let file = IB.storyboard(initial: "tabs", """
            <tabBarController id="tabs" sceneMemberID="viewController">
                <connections><segue destination="home" kind="relationship" relationship="viewControllers" id="r1"/></connections>
            </tabBarController>
            """, IB.controller("home", extra: """
                <tabBarItem key="tabBarItem" title="Home" id="home-item">
                    <accessibility key="accessibilityConfiguration" hint="Shows today's plan"/>
                </tabBarItem>
                """))
        let spec = try IB.load(file).spec
        let app = SceneApp(spec: spec)
        app.window.makeKeyAndVisible()
        let described = ScreenDescription.describe(window: app.window, speakHints: true)
        #expect(described.first { $0.description == "Selected: Home. Tab. 1 of 1." }?.hint == "Shows today's plan")
    }
}
