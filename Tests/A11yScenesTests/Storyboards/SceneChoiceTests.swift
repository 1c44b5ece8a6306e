import Foundation
import Testing
@testable import A11yCore
import ScenesTestSupport
@testable import A11ySceneModel
@testable import A11ySceneFiles
@testable import A11yInterfaceBuilder

/// Which controller a storyboard opens on: the initial one, the only one, or the one
/// `--scene` names (storyboard identifier, object id or scene id); otherwise the choice is
/// the command line's to make.
@Suite("Choosing a storyboard's scene")
@MainActor
struct SceneChoiceTests {
    @Test("a per-feature storyboard with one controller and no initial one opens it, with a note")
    func onlyController() throws {
        let privacy = #"<label text="Privacy" id="l"><rect key="frame" x="20" y="100" width="200" height="21"/></label>"#
        let result = try IB.load(IB.storyboard(IB.controller("a", storyboardID: "Settings", privacy)))
        #expect(result.notes.contains {
            $0.message.contains("no initial view controller: opened its only view controller \"Settings\"")
        })
        #expect(try IB.describe(IB.storyboard(IB.controller("a", privacy))) == ["Privacy"])
        // A storyboard reference beside it does not count as a second controller.
        let reference = #"<viewControllerPlaceholder storyboardName="Other" id="ref" sceneMemberID="viewController"/>"#
        let withReference = IB.storyboard(IB.controller("a"), reference)
        #expect(try IB.load(withReference).spec.controllers.contains { $0.id == "a" })
    }

    @Test("several controllers and no initial one: a choice error listing id, identifier, class and title")
    func severalControllers() throws {
        let file = IB.storyboard(IB.controller("a-1", title: "General", storyboardID: "General"),
                                 IB.controller("b-2", title: "Privacy", storyboardID: "Privacy"))
        let path = IB.write(file)
        #expect(throws: SceneChoiceError.self) { try StoryboardLoader.load(path: path) }
        do { _ = try StoryboardLoader.load(path: path) } catch let error as SceneChoiceError {
            #expect(error.requested == nil)
            #expect(error.choices.map(\.id) == ["a-1", "b-2"])
            #expect(error.description.contains("no initial view controller and 2 view controllers"))
            #expect(error.listing.contains("a-1  General  UIViewController  \"General\""))
        }
    }

    @Test("a wrong --scene names what was typed and the closest ids; a scene id is accepted")
    func wrongScene() throws {
        let tracking = #"<label text="Tracking" id="l"><rect key="frame" x="20" y="100" width="200" height="21"/></label>"#
        let file = IB.storyboard(initial: "a-1", IB.controller("a-1", storyboardID: "General"),
                                 IB.controller("b-2", title: "Privacy", storyboardID: "Privacy", tracking))
        let path = IB.write(file)
        do {
            _ = try StoryboardLoader.load(path: path, scene: "Privcy")
            Issue.record("expected a choice error")
        } catch let error as SceneChoiceError {
            #expect(error.message == "no view controller \"Privcy\" in Main.storyboard; did you mean \"Privacy\"?")
        }
        do {
            _ = try StoryboardLoader.load(path: path, scene: "zzz-zz-zzz")
            Issue.record("expected a choice error")
        } catch let error as SceneChoiceError {
            #expect(error.message.contains("the closest ids are"))
            #expect(!error.suggestionsAreClose)
        }
        // `<scene sceneID="s1">` holds b-2 (IB.storyboard numbers its scenes s0, s1, …).
        #expect(try IB.describe(file, scene: "s1") == ["Tracking"])
    }

    @Test("edit distance suggestions: slips and containment are close, unrelated names are not")
    func closest() {
        #expect(SceneChoiceError.closest(to: "setings", in: ["Settings", "Sharing", "abc-de-fgh"], within: true) == ["Settings"])
        #expect(SceneChoiceError.closest(to: "Keyboard", in: ["KeyboardSettings", "Other"], within: true) == ["KeyboardSettings"])
        #expect(SceneChoiceError.closest(to: "qqqqqq", in: ["Settings"], within: true).isEmpty)
        #expect(SceneChoiceError.closest(to: "qqqqqq", in: ["Settings", "a"], within: false).count == 2)
    }

    @Test("--scene on a controller a segue pushes shows it on its navigation stack, with a back button to the one before")
    func pushedScene() throws {
        let nav = """
            <navigationController id="nav" sceneMemberID="viewController">
                <navigationBar key="navigationBar" contentMode="scaleToFill" id="bar">
                    <rect key="frame" x="0.0" y="62" width="402" height="54"/>
                </navigationBar>
                <connections>
                    <segue destination="library" kind="relationship" relationship="rootViewController" id="root"/>
                </connections>
            </navigationController>
            """
        let push = #"<connections><segue destination="detail" kind="show" id="show"/></connections>"#
        let label = #"<label text="Moby Dick" id="name"><rect key="frame" x="20" y="130" width="200" height="21"/></label>"#
        let file = IB.storyboard(initial: "nav", nav, IB.controller("library", title: "Library", extra: push),
                                 IB.controller("detail", title: "Book", label))
        #expect(try IB.describe(file, scene: "detail") == ["Library. Back Button.", "Book. Heading.", "Moby Dick"])
        // A controller no segue pushes is still shown alone.
        #expect(try IB.describe(IB.storyboard(initial: "nav", nav, IB.controller("library", title: "Library"),
                                              IB.controller("detail", title: "Book", label)), scene: "detail")
            == ["Moby Dick"])
    }

    @Test("""
        --scene on a split view's detail, on a phone: the split collapsed with the detail pushed on its master; \
        on its master, on a pad in portrait: the master opened over the detail
        """)
    func splitDetailScene() throws {
        func navigation(_ id: String, root: String) -> String {
            """
            <navigationController id="\(id)" sceneMemberID="viewController">
                <connections>
                    <segue destination="\(root)" kind="relationship" relationship="rootViewController" id="\(id)-root"/>
                </connections>
            </navigationController>
            """
        }
        let split = """
            <splitViewController id="split" sceneMemberID="viewController">
                <connections>
                    <segue destination="master-nav" kind="relationship" relationship="masterViewController" id="m"/>
                    <segue destination="detail-nav" kind="relationship" relationship="detailViewController" id="d"/>
                </connections>
            </splitViewController>
            """
        let body = #"<label text="Chapter one" id="body"><rect key="frame" x="20" y="130" width="200" height="21"/></label>"#
        let file = IB.storyboard(initial: "split", split, navigation("master-nav", root: "list"),
                                 IB.controller("list", title: "Books"), navigation("detail-nav", root: "page"),
                                 IB.controller("page", title: "Moby Dick", body))
        #expect(try IB.describe(file, scene: "page") == ["Books. Back Button.", "Moby Dick. Heading.", "Chapter one"])
        // The split itself still opens on its master.
        #expect(try IB.describe(file) == ["Books. Heading."])
        // Opened for a pad (`--device` an iPad), the split is not collapsed: the detail shows its page.
        let pad = try StoryboardLoader.load(path: IB.write(file), scene: "page", idiom: .pad).spec
        #expect(pad.device == .pad)
        let app = SceneApp(spec: pad)
        app.window.makeKeyAndVisible()
        let read = ScreenDescription.describe(window: app.window, speakHints: false).map(\.description)
        #expect(read.contains("Chapter one") && !read.contains("Books. Back Button."), "\(read)")
        // A screen in the master, on a pad in portrait (where the master hides): opened over the
        // detail as its bar button opens it, not hidden behind it; a scene file keeps that.
        let master = try StoryboardLoader.load(path: IB.write(file), scene: "list", idiom: .pad).spec
        let shown = SceneApp(spec: master)
        shown.window.makeKeyAndVisible()
        let heard = ScreenDescription.describe(window: shown.window, speakHints: false).map(\.description)
        #expect(heard.first == "Books. Heading." && heard.last == "Dismiss popup. Button.", "\(heard)")
        let yaml = SceneWriter.yaml(master)
        #expect(yaml.contains("masterShown: true"))
        #expect(try SceneParser.parse(yaml, file: "t.yaml").controllers.contains { $0.showsMaster })
    }
}
