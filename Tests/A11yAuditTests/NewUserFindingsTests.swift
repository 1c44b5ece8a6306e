import Foundation
import Testing
import A11yAudit
import A11yCore
import ScenesTestSupport
import A11ySceneModel

/// What a new user found on a real app's storyboards (issue 35, item 4), each in a small file.
@Suite("What a new user found")
@MainActor
struct NewUserFindingsTests {
    static let label = """
        <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Loading" id="lbl">
            <rect key="frame" x="20" y="100" width="200" height="21"/>
        </label>
        """

    @Test("a folder audit skips a launch screen with a note and locates no finding in it (InterfaceBuilderImport.md)")
    func launchScreen() throws {
        let folder = IB.folder()
        let text = IB.storyboard(initial: "launch", IB.controller("launch", Self.label))
            .replacingOccurrences(of: "useAutolayout=\"YES\"", with: "launchScreen=\"YES\" useAutolayout=\"YES\"")
        let path = IB.write(text, name: "LaunchScreen.storyboard", in: folder)
        var options = AuditOptions(forFile: path)
        options.skipsLaunchScreens = true
        let skipped = AppAudit.audit(file: path, options: options)
        #expect(skipped.skipped?.contains("launch screen") == true)
        #expect(skipped.result == nil)
        // Named on its own, it is audited as any file.
        let audited = AppAudit.audit(file: path)
        #expect(audited.skipped == nil && audited.result != nil)
    }

    @Test("a folder audit skips a whole-file translation (fr.lproj beside Base.lproj) with a note; one with no base is audited")
    func translatedCopy() throws {
        let app = IB.folder()
        for folder in ["Base.lproj", "fr.lproj", "de.lproj"] {
            try FileManager.default.createDirectory(atPath: app + "/" + folder, withIntermediateDirectories: true)
        }
        let text = IB.storyboard(initial: "home", IB.controller("home", Self.label))
        let base = IB.write(text, in: app + "/Base.lproj")
        let french = IB.write(text, in: app + "/fr.lproj")
        let alone = IB.write(text, name: "Only.storyboard", in: app + "/de.lproj")   // localized without a base
        #expect(AppAudit.baseFile(translatedBy: french) == base)
        #expect(AppAudit.baseFile(translatedBy: base) == nil && AppAudit.baseFile(translatedBy: alone) == nil)
        var options = AuditOptions(forFile: french)
        options.skipsTranslatedCopies = true
        let skipped = AppAudit.audit(file: french, options: options)
        #expect(skipped.skipped?.contains("the fr translation of Main.storyboard") == true, "\(skipped.skipped ?? "")")
        #expect(skipped.skipped?.contains("--language fr") == true)
        #expect(skipped.result == nil)
        #expect(AppAudit.audit(file: alone, options: options).result != nil)
        #expect(AppAudit.audit(file: base, options: options).result != nil)
        // Named on its own, it is audited as any file.
        #expect(AppAudit.audit(file: french).result != nil)
    }

    @Test("a silent table row is named a cell in the empty-label finding, not text")
    func silentCell() throws {
        let table = """
            <tableViewController id="t" sceneMemberID="viewController">
                <tableView key="view" dataMode="static" style="plain" id="tv">
                    <rect key="frame" x="0.0" y="0.0" width="402" height="874"/>
                    <sections>
                        <tableViewSection id="s">
                            <cells>
                                <tableViewCell id="row">
                                    <rect key="frame" x="0.0" y="0.0" width="402" height="44"/>
                                    <tableViewCellContentView key="contentView" id="row-content">
                                        <rect key="frame" x="0.0" y="0.0" width="402" height="44"/>
                                        <subviews>
                                            <label text="" id="name">
                                                <rect key="frame" x="20" y="12" width="200" height="20"/>
                                            </label>
                                        </subviews>
                                    </tableViewCellContentView>
                                </tableViewCell>
                            </cells>
                        </tableViewSection>
                    </sections>
                </tableView>
            </tableViewController>
            """
        let path = IB.write(IB.storyboard(initial: "t", table))
        let result = try #require(AppAudit.audit(file: path).result)
        let finding = try #require(result.findings.first { $0.rule == "empty-label" })
        #expect(finding.message.hasPrefix("This cell is an accessibility element"), "\(finding.message)")
    }

    @Test("--scene accepts a controller's custom class when one controller has it")
    func customClass() throws {
        let first = IB.controller("a1", title: "First", Self.label)
            .replacingOccurrences(of: "<viewController id=\"a1\"",
                                  with: "<viewController id=\"a1\" customClass=\"FirstViewController\"")
        let second = IB.controller("b2", title: "Second", Self.label.replacingOccurrences(of: "Loading", with: "Other"))
            .replacingOccurrences(of: "<viewController id=\"b2\"",
                                  with: "<viewController id=\"b2\" customClass=\"SecondViewController\"")
        let text = IB.storyboard(first, second)
        #expect(try IB.describe(text, scene: "SecondViewController") == ["Other"])
        #expect(try IB.describe(text, scene: "FirstViewController") == ["Loading"])
        #expect(IB.error(text, scene: "ThirdViewController") == nil)   // a choice error, not a file error
        #expect(throws: SceneChoiceError.self) { try IB.load(text, scene: "ThirdViewController") }
    }

    @Test("frames are printed with at most three decimals, in JSON too")
    func rounding() {
        #expect((400.0 / 3).coordinate == "133.333")
        #expect((16.0).coordinate == "16")
        #expect((-0.0001).coordinate == "0")
        #expect((2.0 / 3).coordinate == "0.667")
        let frame = Rect(x: 1.0 / 3, y: 0, width: 100.0 / 3, height: 20)
        let entries = [DescribedElement(snapshot: ElementSnapshot(label: "A", frame: frame),
                                        description: "A", hint: nil)]
        #expect(ScreenDescription.json(entries).contains("\"frame\": [0.333, 0, 33.333, 20]"))
    }

    @Test("an empty screen says (no elements)")
    func emptyScreen() {
        #expect(ScreenDescription.text([]) == "(no elements)\n")
    }

    @Test("controllers no screen leads to are audited from themselves, containers first, and named on one summary line")
    func openedByCode() throws {
        let home = IB.controller("home", title: "Home", Self.label)
        let orphan = IB.controller("orphan", title: "Orphan", Self.label.replacingOccurrences(of: "Loading", with: "Label"))
            .replacingOccurrences(of: "<viewController id=\"orphan\"",
                                  with: "<viewController id=\"orphan\" customClass=\"OrphanViewController\"")
        let tabs = """
            <tabBarController id="tabs" sceneMemberID="viewController">
                <tabBar key="tabBar" contentMode="scaleToFill" id="tabs-bar">
                    <rect key="frame" x="0.0" y="0.0" width="402" height="49"/>
                </tabBar>
            </tabBarController>
            """
        let path = IB.write(IB.storyboard(initial: "home", home, orphan, tabs), in: IB.folder())
        let audit = AppAudit.audit(file: path)
        let result = try #require(audit.result)
        #expect(result.openedByCode.map(\.id) == ["orphan", "tabs"])   // in file order
        #expect(result.unreachedControllers.isEmpty)
        // The orphan's design-time text is found, on a screen named by its start.
        #expect(result.findings.contains { $0.rule == "placeholder-text" && $0.screen.hasPrefix("orphan: ") })
        let summary = AuditReport(result: result).summary
        #expect(summary.contains("2 controllers no screen leads to (code, or a row code fills, opens them), "
                                 + "audited from themselves: OrphanViewController (orphan), tabs (UITabBarController)"),
                "\(summary)")
    }
}
