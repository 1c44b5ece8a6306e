import Foundation
import Testing
@testable import A11yCore
import ScenesTestSupport
@testable import A11ySceneModel
@testable import A11yInterfaceBuilder

/// A document read once and copied for each language, and the size-class variations found
/// once per document (issue 36: each file read once; `audit --all-languages` in a second).
@Suite("Interface Builder documents: copies and variations")
@MainActor
struct DocumentCopyTests {
    @Test("a copy has the same elements, attributes, texts, positions and indexes, in a tree of its own")
    func copies() throws {
        for path in IB.sharedFiles {
            let document = try IBDocument(path: path, data: try Data(contentsOf: URL(fileURLWithPath: path)))
            let copy = try document.copy()
            #expect(copy.kind == document.kind)
            #expect(copy.root !== document.root)
            #expect(Set(copy.objects.keys) == Set(document.objects.keys), "\(path)")
            for (id, node) in document.objects {
                let copied = try #require(copy.objects[id])
                #expect(copied !== node)
                #expect(copied.name == node.name && copied.attributes == node.attributes && copied.text == node.text)
                #expect(copied.position == node.position)
                #expect(copied.parent?.name == node.parent?.name && copied.children.count == node.children.count)
            }
            #expect(copy.segues.map(\.position) == document.segues.map(\.position))
            #expect(copy.constraints.map(\.position) == document.constraints.map(\.position))
            #expect(copy.variations.map(\.position) == document.variations.map(\.position))
            #expect(copy.controllers.map { $0["id"] } == document.controllers.map { $0["id"] })
            // A translation changes the copy's texts, not the document's.
            if let label = copy.objects.values.first(where: { $0.name == "label" && $0["text"] != nil }),
               let id = label["id"] {
                let before = document.objects[id]?["text"]
                label.setAttribute("text", "Übersetzt")
                #expect(document.objects[id]?["text"] == before)
                #expect(copy.objects[id]?["text"] == "Übersetzt")
            }
        }
    }

    /// A label placed by four constraints: `lead` and `top100` in every size class (no variation
    /// names them), `top200` the default excludes and the phone's classes (compact width, regular
    /// height) include, `top300` the default excludes and only a pad's classes include.
    static let varied = IB.storyboard(initial: "a", """
        <viewController id="a" sceneMemberID="viewController">
            <view key="view" contentMode="scaleToFill" id="root">
                <rect key="frame" x="0.0" y="0.0" width="402" height="874"/>
                <subviews>
                    <label text="Hello" id="hello"><rect key="frame" x="16" y="200" width="60" height="21"/></label>
                </subviews>
                <constraints>
                    <constraint firstItem="hello" firstAttribute="leading" secondItem="root" secondAttribute="leading"
                        constant="16" id="lead"/>
                    <constraint firstItem="hello" firstAttribute="top" secondItem="root" secondAttribute="top"
                        constant="100" id="top100"/>
                    <constraint firstItem="hello" firstAttribute="top" secondItem="root" secondAttribute="top"
                        constant="200" id="top200"/>
                    <constraint firstItem="hello" firstAttribute="top" secondItem="root" secondAttribute="top"
                        constant="300" id="top300"/>
                </constraints>
                <variation key="default">
                    <mask key="constraints">
                        <exclude reference="top200"/>
                        <exclude reference="top300"/>
                    </mask>
                </variation>
                <variation key="heightClass=regular-widthClass=compact">
                    <mask key="constraints">
                        <include reference="top200"/>
                    </mask>
                </variation>
                <variation key="heightClass=regular-widthClass=regular">
                    <mask key="constraints">
                        <include reference="top300"/>
                    </mask>
                </variation>
            </view>
        </viewController>
        """)

    @Test("size-class variations: the default's exclusions, less what the phone's classes include")
    func variations() throws {
        let result = try IB.load(Self.varied)
        let root = try #require(result.spec.controllers.first?.view)
        let ids = root.layout?.constraints.map(\.id) ?? []
        #expect(ids.contains("lead"))
        #expect(ids.contains("top100"))
        #expect(ids.contains("top200"))
        #expect(!ids.contains("top300"))
        let document = try IBDocument(path: "t.storyboard", data: Data(Self.varied.utf8))
        #expect(document.variations.compactMap { $0["key"] }
                    == ["default", "heightClass=regular-widthClass=compact", "heightClass=regular-widthClass=regular"])
    }
}
