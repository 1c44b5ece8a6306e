import Foundation
import Testing
import A11yCore
import A11yScenes
import A11ySceneModel
import A11yInterfaceBuilder

/// Small Interface Builder files written to a temporary folder, imported and read.
@MainActor
public enum IB {
    /// A xib holding `objects`, with a File's Owner (of class `owner`, connected by `ownerOutlets`).
    public nonisolated static func xib(_ objects: String, owner: String? = nil, ownerOutlets: String = "") -> String {
        let connections = ownerOutlets.isEmpty ? "/>" : "><connections>\(ownerOutlets)</connections></placeholder>"
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="23504" \
            targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
                <device id="retina6_12" orientation="portrait" appearance="light"/>
                <objects>
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"\
            \(owner.map { " customClass=\"\($0)\"" } ?? "")\(connections)
                    <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
            \(objects)
                </objects>
            </document>
            """
    }

    /// A storyboard document around `scenes` (each a `<scene>` element's content).
    public static func storyboard(initial: String? = nil, device: String = "retina6_3", _ scenes: String...) -> String {
        let initialAttribute = initial.map { " initialViewController=\"\($0)\"" } ?? ""
        let body = scenes.enumerated().map { index, objects in
            "        <scene sceneID=\"s\(index)\">\n            <objects>\n\(objects)\n            </objects>\n        </scene>"
        }.joined(separator: "\n")
        return """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="23504" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES"\(initialAttribute)>
            <device id="\(device)" orientation="portrait" appearance="light"/>
            <scenes>
        \(body)
            </scenes>
        </document>
        """
    }

    /// A content controller with `subviews` in a root view of the canvas size.
    public static func controller(_ id: String, title: String? = nil, storyboardID: String? = nil, width: Int = 402,
                                  height: Int = 874, extra: String = "", _ subviews: String = "") -> String {
        let titleAttribute = title.map { " title=\"\($0)\"" } ?? ""
        let identifier = storyboardID.map { " storyboardIdentifier=\"\($0)\"" } ?? ""
        return """
        <viewController id="\(id)"\(titleAttribute)\(identifier) sceneMemberID="viewController">
            <view key="view" contentMode="scaleToFill" id="\(id)-view">
                <rect key="frame" x="0.0" y="0.0" width="\(width)" height="\(height)"/>
                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                <subviews>
        \(subviews)
                </subviews>
                <viewLayoutGuide key="safeArea" id="\(id)-safe"/>
            </view>
        \(extra)
        </viewController>
        """
    }

    /// A cell xib whose content is a label and an unlabelled slider: read view by view, and
    /// the audit finds the slider (issue 20).
    public nonisolated static let volumeCellXib = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="23504" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
            <device id="retina6_12" orientation="portrait" appearance="light"/>
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1"/>
                <tableViewCell contentMode="scaleToFill" id="cell">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="60"/>
                    <tableViewCellContentView key="contentView" id="content">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="60"/>
                        <subviews>
                            <label text="Volume" id="name"><rect key="frame" x="16" y="20" width="100" height="20"/></label>
                            <slider opaque="NO" value="0.5" minValue="0.0" maxValue="1" id="level"><rect key="frame" x="130" y="15" width="220" height="30"/></slider>
                        </subviews>
                    </tableViewCellContentView>
                </tableViewCell>
            </objects>
        </document>
        """

    /// A temporary folder for one test's files.
    public static func folder() -> String {
        // In a folder of its own: a storyboard reference not found beside a file is looked for
        // up to the folder above, which must not reach other tests' files.
        let path = NSTemporaryDirectory() + "voicenav-ib-" + UUID().uuidString + "/App"
        try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    /// Writes `text` as `name` in a new (or the given) folder and returns its path.
    @discardableResult
    public static func write(_ text: String, name: String = "Main.storyboard", in folder: String? = nil) -> String {
        let path = (folder ?? Self.folder()) + "/" + name
        try? text.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    public static func load(_ text: String, name: String = "Main.storyboard", scene: String? = nil) throws -> StoryboardImport {
        try StoryboardLoader.load(path: write(text, name: name), scene: scene)
    }

    /// What `describe` prints for the file's first screen, one entry per element.
    public static func describe(_ text: String, name: String = "Main.storyboard", scene: String? = nil) throws -> [String] {
        let spec = try load(text, name: name, scene: scene).spec
        let app = SceneApp(spec: spec)
        app.window.makeKeyAndVisible()
        return ScreenDescription.describe(window: app.window, speakHints: false).map(\.description)
    }

    /// The described elements themselves (ids, frames).
    public static func elements(_ text: String, name: String = "Main.storyboard",
                                scene: String? = nil) throws -> [DescribedElement] {
        let spec = try load(text, name: name, scene: scene).spec
        let app = SceneApp(spec: spec)
        app.window.makeKeyAndVisible()
        return ScreenDescription.describe(window: app.window, speakHints: false)
    }

    /// The silent transcript of `script` on the file.
    public static func run(_ text: String, _ script: String, scene: String? = nil) throws -> [String] {
        let spec = try load(text, scene: scene).spec
        return SilentRun.run(spec: spec, commands: try ScriptParser.parse(script, file: "t.script"), noHints: true)
            .session.transcript.lines
    }

    /// The error importing `text` throws.
    public static func error(_ text: String, name: String = "Main.storyboard", scene: String? = nil) -> SceneError? {
        do { _ = try load(text, name: name, scene: scene) } catch let error as SceneError { return error } catch { return nil }
        return nil
    }

    /// Tests/RealFiles/storyboards: real apps' storyboards and xibs, with their sources and
    /// licences (SOURCES.tsv, licences/).
    public nonisolated static let sharedFolder: String = {
        // Tests/ScenesTestSupport/IB.swift → Tests/RealFiles/storyboards.
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("RealFiles/storyboards").path
    }()

    /// The real storyboards and xibs of Tests/RealFiles/storyboards.
    public nonisolated static var sharedFiles: [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: sharedFolder)) ?? []
        return names.filter { StoryboardLoader.handles($0) }.sorted().map { sharedFolder + "/" + $0 }
    }
}
