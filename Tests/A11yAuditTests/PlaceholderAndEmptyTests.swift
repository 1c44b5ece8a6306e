import Testing
@testable import A11yCore
@testable import A11yAudit
import ScenesTestSupport
@testable import A11ySceneModel
@testable import A11yInterfaceBuilder

/// Design-time text and silent elements (issue 20, item 6).
@Suite("Audit: placeholder text and empty labels")
@MainActor
struct PlaceholderAndEmptyTests {
    @Test(
        "design-time text: Interface Builder's titles, part names and filler; not real words that merely contain them",
        arguments: [
            ("Label", true), ("Button", true), ("button title", true), ("  Title Label. ", true),
            ("Lorem ipsum dolor sit amet", true), ("This is the title text.", true), ("Item", true),
            ("Labels", false), ("Sign in", false), ("Button mushrooms", false), ("Title of the book", false), ("", false),
        ]
    )
    func detection(text: String, matches: Bool) {
        #expect(DesignTimeText.matches(text) == matches)
    }

    @Test("placeholder-text warns once, and label-has-trait, label-ends-with-period and duplicate-label leave the element to it")
    func placeholderText() throws {
        let yaml = AuditHarness.screen("""
                - { type: label, id: heading, text: Home, traits: [header] }
                - { type: button, id: ib, title: Button, frame: [16, 100, 200, 44], onActivate: [announce: Hi] }
                - { type: button, id: ib2, title: Button, frame: [16, 160, 200, 44], onActivate: [announce: Hi] }
                - { type: label, id: filler, text: "Lorem ipsum dolor sit amet.", frame: [16, 220, 300, 44] }
                - { type: button, id: real, title: Play button, frame: [16, 280, 200, 44], onActivate: [announce: Hi] }
        """)
        let result = try AuditHarness.run(yaml)
        let placeholder = result.findings.filter { $0.rule == "placeholder-text" }
        #expect(placeholder.map(\.element) == ["ib", "ib2", "filler"])
        #expect(placeholder.allSatisfy { $0.level == .warning })
        #expect(placeholder[0].message.contains("\"Button\""))
        let others = result.findings.filter { PlaceholderTextRule.supersedes.contains($0.rule) }
        #expect(others.map(\.element) == ["real"])
    }

    @Test("a label of blanks is not an element; an element with nothing to say is an empty-label error")
    func emptyLabel() throws {
        let yaml = AuditHarness.screen("""
                - { type: label, id: heading, text: Home, traits: [header] }
                - { type: label, id: blank, text: "   ", frame: [16, 100, 200, 44] }
                - { type: view, id: silent, isAccessibilityElement: true, frame: [16, 160, 200, 44] }
        """)
        let result = try AuditHarness.run(yaml)
        #expect(!result.screens[0].elements.contains { $0.id == "blank" })
        let empty = result.findings.filter { $0.rule == "empty-label" }
        #expect(empty.map(\.element) == ["silent"])
        #expect(empty.first?.level == .error)
        #expect(empty.first?.message.hasPrefix("This view is an accessibility element, but VoiceOver says nothing") == true)
    }
}

/// The audit on xibs (issue 20, item 4): a cell's content is audited, not dropped.
@Suite("Audit: xib cells")
@MainActor
struct XibAuditTests {
    @Test("a cell xib with an unlabelled slider audits with missing-label")
    func cellWithSlider() throws {
        let path = IB.write(IB.volumeCellXib, name: "VolumeCell.xib")
        let result = AccessibilityAudit.run(spec: try StoryboardLoader.load(path: path).spec,
                                            options: AuditOptions(forFile: path))
        #expect(result.findings.contains { $0.rule == "missing-label" && $0.element == "level" })
    }
}

@Suite("Audit: numbers in messages")
struct AuditNumberTests {
    @Test("frames in findings have at most two decimals")
    func frames() {
        #expect(AuditText.frame(Rect(x: 0.125, y: 10, width: 1 / 3, height: 44)) == "0.13, 10, 0.33 × 44")
    }
}
