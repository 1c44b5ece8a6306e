import Foundation
import A11yCore
@testable import A11ySceneModel
@testable import A11yLocalization

/// Translated projects written to a temporary folder: files by relative path.
enum LanguageFixtures {
    /// A new project folder holding `files` (path → bytes); returns its path.
    static func project(_ files: [String: [UInt8]]) throws -> String {
        let root = NSTemporaryDirectory() + "voicenav-languages-" + UUID().uuidString
        for (relative, bytes) in files {
            let path = root + "/" + relative
            try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent,
                                                    withIntermediateDirectories: true)
            try Data(bytes).write(to: URL(fileURLWithPath: path))
        }
        return root
    }

    static func utf8(_ text: String) -> [UInt8] { Array(text.utf8) }

    /// `text` as UTF-16 little endian with a byte order mark, as Xcode long wrote strings files.
    static func utf16LE(_ text: String) -> [UInt8] {
        [0xFF, 0xFE] + text.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
    }

    /// `text` as UTF-16 big endian with a byte order mark.
    static func utf16BE(_ text: String) -> [UInt8] {
        [0xFE, 0xFF] + text.utf16.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }
    }

    /// The error reading `text` as a strings file, if any.
    static func stringsError(_ bytes: [UInt8]) -> SceneError? {
        do { _ = try StringsFileReader.read(bytes, file: "T.strings"); return nil } catch { return error as? SceneError }
    }

    /// A storyboard with a label, a button, a field, a switch with an accessibility label,
    /// a segmented control and a table section: every kind of text a strings table translates.
    static let storyboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="23504" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" initialViewController="vc">
            <device id="retina6_12" orientation="portrait" appearance="light"/>
            <scenes>
                <scene sceneID="s1">
                    <objects>
                        <viewController id="vc" title="Home" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="root">
                                <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                <subviews>
                                    <label text="Welcome" id="title"><rect key="frame" x="16" y="100" width="200" height="21"/></label>
                                    <button buttonType="system" id="go"><rect key="frame" x="16" y="140" width="200" height="44"/><state key="normal" title="Continue"/></button>
                                    <textField placeholder="Your name" borderStyle="roundedRect" id="name"><rect key="frame" x="16" y="200" width="300" height="34"/></textField>
                                    <switch on="YES" id="sound"><rect key="frame" x="16" y="250" width="51" height="31"/><accessibility key="accessibilityConfiguration" label="Sound" hint="Plays a chime."/></switch>
                                    <segmentedControl selectedSegmentIndex="0" id="size"><rect key="frame" x="16" y="300" width="300" height="32"/><segments><segment title="Small"/><segment title="Large"/></segments></segmentedControl>
                                    <label text="Keep" id="keep"><rect key="frame" x="16" y="350" width="200" height="21"/></label>
                                </subviews>
                            </view>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """

    /// The German strings table of `storyboard` (one key missing: `keep.text`).
    static let germanStrings = """
        /* Class = "UIViewController"; title = "Home"; ObjectID = "vc"; */
        "vc.title" = "Start";
        "title.text" = "Willkommen";
        "go.normalTitle" = "Weiter";
        "name.placeholder" = "Dein Name";
        "sound.accessibilityLabel" = "Ton";
        "sound.accessibilityHint" = "Spielt einen Gong.";
        "size.segmentTitles[0]" = "Klein";
        "size.segmentTitles[1]" = "Groß";
        """

    /// What `describe` prints for `spec`, one line per element (the description only).
    @MainActor
    static func descriptions(_ spec: SceneSpec) -> [String] {
        let app = SceneApp(spec: spec)
        app.window.makeKeyAndVisible()
        return ScreenDescription.describe(window: app.window, settings: app.settings).map(\.description)
    }
}
