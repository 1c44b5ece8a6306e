import Testing
@testable import A11yCore
@testable import A11yAudit
@testable import A11ySceneModel

/// Each rule of the audit on a tiny scene: what it reports, and what it leaves alone.
@Suite("Audit rules")
@MainActor
struct AuditRuleTests {
    @Test("missing-label: a control or an image element without a label; not a decorative image")
    func missingLabel() throws {
        let yaml = AuditHarness.screen("""
                - { type: label, id: heading, text: Home, traits: [header] }
                - { type: button, id: unnamed, frame: [16, 100, 100, 44], onActivate: [announce: Hi] }
                - { type: button, id: named, title: Play, frame: [16, 160, 100, 44], onActivate: [announce: Hi] }
                - { type: image, id: photo, image: cat, isAccessibilityElement: true, frame: [16, 220, 100, 100] }
                - { type: image, id: divider, image: line, frame: [16, 330, 100, 2] }
                - { type: pageControl, id: pager, pages: 3, frame: [16, 340, 200, 44] }
        """)
        let findings = try AuditHarness.findings(yaml, rule: "missing-label")
        #expect(findings.map(\.element) == ["unnamed", "photo"])
        #expect(findings[0].level == .error)
        #expect(findings[0].message.contains("VoiceOver says only \"Button.\""))
        #expect(findings[1].message.contains("\"Image.\""))
    }

    @Test("missing-label: a title of direction marks only is no label, as VoiceOver speaks none")
    func marksOnlyLabel() throws {
        let yaml = AuditHarness.screen("""
                - { type: button, id: marked, title: "\\u200E", frame: [16, 100, 100, 44], onActivate: [announce: Hi] }
                - { type: button, id: named, title: "\\u200FPlay", frame: [16, 160, 100, 44], onActivate: [announce: Hi] }
        """)
        #expect(try AuditHarness.findings(yaml, rule: "missing-label").map(\.element) == ["marked"])
    }

    @Test("label-has-trait: the trait's word at the start or end of the label", arguments: [
        ("{ type: button, id: e, title: Play button, frame: [16, 100, 200, 44], onActivate: [announce: Hi] }", true),
        // Interface Builder's placeholder title is placeholder-text's, not this rule's.
        ("{ type: button, id: e, title: Button, frame: [16, 100, 200, 44], onActivate: [announce: Hi] }", false),
        ("{ type: image, id: e, image: logo, label: Company logo image, frame: [16, 100, 200, 44] }", true),
        ("{ type: image, id: e, image: logo, label: Icon of a cat, frame: [16, 100, 200, 44] }", true),
        ("{ type: label, id: e, text: Heading Settings, traits: [header], frame: [16, 100, 200, 44] }", true),
        ("{ type: slider, id: e, label: Volume slider, value: 5, frame: [16, 100, 200, 44] }", true),
        ("{ type: label, id: e, text: Privacy link, traits: [link], frame: [16, 100, 200, 44], onActivate: [announce: Hi] }",
         true),
        ("{ type: button, id: e, title: Play, frame: [16, 100, 200, 44], onActivate: [announce: Hi] }", false),
        ("{ type: label, id: e, text: Button mushrooms, frame: [16, 100, 200, 44] }", false),
        ("{ type: button, id: e, title: Buttons of the world, frame: [16, 100, 200, 44], onActivate: [announce: Hi] }", false),
    ])
    func labelHasTrait(view: String, reported: Bool) throws {
        let yaml = AuditHarness.screen("        - " + view)
        #expect(try AuditHarness.elements(yaml, rule: "label-has-trait") == (reported ? ["e"] : []))
    }

    @Test("label-has-trait: \"tab\" on a tab")
    func tabLabelledTab() throws {
        let yaml = """
        scene: 1
        root: tabs
        controllers:
          tabs: { kind: tabBar, tabs: [a, b] }
          a: { title: Home, view: { subviews: [{ type: label, text: Home, traits: [header] }] } }
          b: { title: Settings, tabBarItem: { title: Settings tab }, view: { subviews: [{ type: label, text: Settings, traits: [header] }] } }
        """
        #expect(try AuditHarness.elements(yaml, rule: "label-has-trait") == ["tab.b"])
    }

    @Test("image-name-label: asset, symbol and file names, and the image's own name", arguments: [
        ("icon_settings_2x", true), ("chevron.down", true), ("square.and.arrow.up", true), ("photo.png", true),
        ("logo@2x", true), ("icSettings", true), ("btn-close", true), ("cat", true),
        ("Settings", false), ("Wi-Fi", false), ("apple.com", false), ("6.0", false), ("iCloud", false), ("e.g.", false),
        ("ICU", false), ("Show more", false),
    ])
    func imageNameLabel(label: String, reported: Bool) throws {
        let yaml = AuditHarness.screen("""
                - { type: image, id: e, image: cat, label: "\(label)", frame: [16, 100, 200, 44] }
        """)
        #expect(try AuditHarness.elements(yaml, rule: "image-name-label") == (reported ? ["e"] : []))
    }

    @Test("conflicting-traits: GTXiLib's exclusive sets; a switch (button and switch) is fine")
    func conflictingTraits() throws {
        let yaml = AuditHarness.screen("""
                - { type: label, id: both, text: Terms, traits: [button, link], frame: [16, 100, 200, 44], onActivate: [announce: Hi] }
                - { type: slider, id: pressable, label: Speed, value: 5, traits: [button], frame: [16, 160, 200, 44] }
                - { type: switch, id: toggle, label: Wi-Fi, frame: [16, 220, 200, 44] }
                - { type: button, id: plain, title: Go, frame: [16, 280, 200, 44], onActivate: [announce: Hi] }
        """)
        let findings = try AuditHarness.findings(yaml, rule: "conflicting-traits")
        #expect(findings.map(\.element) == ["both", "pressable"])
        #expect(findings[0].message.contains("button and link"))
        #expect(findings[1].message.contains("button and adjustable"))
    }

    @Test("small-hit-region: controls under 44 × 44 pt; not the buttons of a navigation bar")
    func smallHitRegion() throws {
        let yaml = """
        scene: 1
        root: nav
        controllers:
          nav: { kind: navigation, stack: [home] }
          home:
            title: Home
            navigationItem: { rightItems: [{ id: edit, title: Edit, onActivate: [announce: Editing] }] }
            view:
              subviews:
                - { type: button, id: tiny, title: X, frame: [16, 100, 30, 30], onActivate: [announce: Hi] }
                - { type: switch, id: toggle, label: Wi-Fi, frame: [16, 160, 51, 31] }
                - { type: button, id: big, title: Go, frame: [16, 220, 100, 44], onActivate: [announce: Hi] }
                - { type: label, id: text, text: Small text, frame: [16, 280, 100, 20] }
        """
        let findings = try AuditHarness.findings(yaml, rule: "small-hit-region")
        #expect(findings.map(\.element) == ["tiny", "toggle"])
        #expect(findings[0].message.contains("30 × 30 pt"))
    }

    @Test("overlapping-controls: frames that run into each other; not ones that touch or meet by a point")
    func overlappingControls() throws {
        let yaml = AuditHarness.screen("""
                - { type: button, id: a, title: A, frame: [16, 100, 100, 44], onActivate: [announce: A] }
                - { type: button, id: b, title: B, frame: [96, 110, 100, 44], onActivate: [announce: B] }
                - { type: button, id: c, title: C, frame: [16, 200, 100, 44], onActivate: [announce: C] }
                - { type: button, id: d, title: D, frame: [116, 200, 100, 44], onActivate: [announce: D] }
                - { type: button, id: e, title: E, frame: [16, 243, 100, 44], onActivate: [announce: E] }
        """)
        let findings = try AuditHarness.findings(yaml, rule: "overlapping-controls")
        #expect(findings.map(\.element) == ["b"])
        #expect(findings[0].message.contains("\"A\" (a) by 20 × 34 pt"))
    }

    @Test("offscreen-element: outside the screen; not inside a scroll view")
    func offscreenElement() throws {
        let yaml = AuditHarness.screen("""
                - { type: label, id: heading, text: Home, traits: [header], frame: [16, 20, 370, 30] }
                - { type: label, id: below, text: Far below, frame: [16, 900, 370, 30] }
                - { type: label, id: half, text: Half out, frame: [300, 100, 200, 30] }
                - type: scroll
                  frame: [0, 200, 402, 300]
                  subviews:
                    - { type: label, id: scrolled, text: Further down, frame: [16, 800, 370, 30] }
        """)
        let findings = try AuditHarness.findings(yaml, rule: "offscreen-element")
        #expect(findings.map(\.element) == ["half", "below"])
        #expect(findings[1].message.contains("entirely outside"))
        #expect(findings[0].message.contains("49% of it is outside"))
    }

    @Test("offscreen-element: a fixed layout that does not fit a landscape screen")
    func offscreenInLandscape() throws {
        let yaml = AuditHarness.screen("""
                - { type: label, id: heading, text: Home, traits: [header], frame: [16, 20, 370, 30] }
                - { type: label, id: low, text: Low, frame: [16, 600, 370, 30] }
        """)
        let findings = try AuditHarness.findings(yaml, rule: "offscreen-element", rotation: true)
        #expect(findings.map(\.element) == ["low"])
        #expect(findings[0].screen == "Rotate to landscapeLeft")
    }

    @Test("duplicate-label: alike controls that lead to different screens; not ones that lead to the same")
    func duplicateLabel() throws {
        let yaml = """
        scene: 1
        root: nav
        controllers:
          nav: { kind: navigation, stack: [home] }
          home:
            title: Home
            view:
              subviews:
                - { type: button, id: first, title: Open, onActivate: [push: a] }
                - { type: button, id: second, title: Open, onActivate: [push: b] }
                - { type: button, id: third, title: More, onActivate: [push: a] }
                - { type: button, id: fourth, title: More, onActivate: [push: a] }
          a: { title: A, view: { subviews: [{ type: label, text: A }] } }
          b: { title: B, view: { subviews: [{ type: label, text: B }] } }
        """
        let findings = try AuditHarness.findings(yaml, rule: "duplicate-label")
        #expect(findings.map(\.element) == ["second"])
        #expect(findings[0].message.contains("\"Open\" (first)"))
    }

    @Test("duplicate-label: two switches that switch different settings")
    func duplicateSwitches() throws {
        let yaml = AuditHarness.screen("""
                - { type: label, text: Settings, traits: [header] }
                - { type: switch, id: wifi, label: Enabled }
                - { type: switch, id: bluetooth, label: Enabled }
        """)
        #expect(try AuditHarness.elements(yaml, rule: "duplicate-label") == ["bluetooth"])
    }

    @Test("unreachable-control: inside an element, under elementsHidden, isAccessibilityElement off, left out of elements")
    func unreachableControl() throws {
        let yaml = AuditHarness.screen("""
                - type: view
                  id: card
                  isAccessibilityElement: true
                  label: Card
                  frame: [16, 20, 370, 60]
                  subviews:
                    - { type: button, id: cardButton, title: Like, frame: [0, 0, 100, 44] }
                - type: view
                  id: shade
                  elementsHidden: true
                  frame: [16, 90, 370, 60]
                  subviews:
                    - { type: switch, id: shadedSwitch, label: Sound, frame: [0, 0, 100, 44] }
                - { type: button, id: silent, title: Mute, isAccessibilityElement: false, frame: [16, 160, 100, 44] }
                - type: view
                  id: ordered
                  elements: [shown]
                  frame: [16, 220, 370, 60]
                  subviews:
                    - { type: button, id: shown, title: Shown, frame: [0, 0, 100, 44] }
                    - { type: button, id: leftOut, title: Left out, frame: [120, 0, 100, 44] }
                - { type: button, id: hiddenButton, title: Hidden, hidden: true, frame: [16, 300, 100, 44] }
        """)
        let findings = try AuditHarness.findings(yaml, rule: "unreachable-control")
        #expect(findings.map(\.element) == ["cardButton", "shadedSwitch", "silent", "leftOut"])
        #expect(findings[0].message.contains("inside the view card, which is itself an element"))
        #expect(findings[1].message.contains("accessibilityElementsHidden on the view shade"))
        #expect(findings[2].message.contains("isAccessibilityElement is turned off"))
        #expect(findings[3].message.contains("the view ordered lists its accessibilityElements and leaves it out"))
        #expect(findings.allSatisfy { $0.level == .error })
    }

    @Test("""
        unreachable-control: a 0 × 0 view that does not clip still shows its subviews, as in the element tree \
        (VoiceOverRules: The element tree rule 2)
        """)
    func unreachableInsideZeroSizeContainer() throws {
        let yaml = AuditHarness.screen("""
                - type: view
                  id: holder
                  frame: [16, 20, 0, 0]
                  subviews:
                    - { type: button, id: reached, title: Reached, frame: [0, 0, 100, 44] }
                    - { type: button, id: notElement, title: Mute, isAccessibilityElement: false, frame: [0, 60, 100, 44] }
                - type: view
                  id: clipped
                  frame: [16, 200, 0, 0]
                  clipsToBounds: true
                  subviews:
                    - { type: button, id: clippedAway, title: Away, isAccessibilityElement: false, frame: [0, 0, 100, 44] }
        """)
        #expect(try AuditHarness.elements(yaml, rule: "unreachable-control") == ["notElement"])
    }

    @Test("unreachable-control: controls shut out by a modal view, or inside an element with custom actions, are not reported")
    func reachableEnough() throws {
        let yaml = AuditHarness.screen("""
                - { type: button, id: behind, title: Behind, frame: [16, 20, 100, 44] }
                - type: view
                  id: dialog
                  modal: true
                  frame: [16, 100, 370, 100]
                  subviews:
                    - { type: label, text: Dialog, traits: [header], frame: [0, 0, 200, 30] }
                    - type: view
                      id: row
                      isAccessibilityElement: true
                      label: Message
                      customActions: [{ name: Delete, actions: [announce: Deleted] }]
                      frame: [0, 40, 370, 44]
                      subviews:
                        - { type: button, id: delete, title: Delete, frame: [300, 0, 60, 44] }
        """)
        #expect(try AuditHarness.elements(yaml, rule: "unreachable-control") == [])
    }

    @Test("placeholder-only: a text field named only by its placeholder; not one with a label, nor a search field")
    func placeholderOnly() throws {
        let yaml = AuditHarness.screen("""
                - { type: label, text: Sign in, traits: [header] }
                - { type: textField, id: email, placeholder: Email }
                - { type: textField, id: name, label: Name, placeholder: Anna Haro }
                - { type: textField, id: same, label: Password, placeholder: Password }
                - { type: searchBar, id: search }
        """)
        let findings = try AuditHarness.findings(yaml, rule: "placeholder-only")
        #expect(findings.map(\.element) == ["email"])
        #expect(findings[0].message.contains("\"Email\""))
    }

    @Test("adjustable-without-value: an adjustable element with no value; a slider has one")
    func adjustableWithoutValue() throws {
        let yaml = AuditHarness.screen("""
                - { type: view, id: speed, isAccessibilityElement: true, label: Speed, traits: [adjustable], frame: [16, 20, 370, 44] }
                - { type: slider, id: volume, label: Volume, value: 50, frame: [16, 80, 370, 44] }
        """)
        let findings = try AuditHarness.findings(yaml, rule: "adjustable-without-value")
        #expect(findings.map(\.element) == ["speed"])
        #expect(findings[0].level == .error)
    }

    @Test("no-heading: five elements or more and no heading, as a note about the screen")
    func noHeading() throws {
        let five = (1...5).map { "        - { type: label, text: Line \($0) }" }.joined(separator: "\n")
        let findings = try AuditHarness.findings(AuditHarness.screen(five), rule: "no-heading")
        #expect(findings.count == 1)
        #expect(findings[0].level == .note)
        #expect(findings[0].element == nil)
        #expect(findings[0].location == AuditLocation(file: "t.yaml", line: 5, column: 5))
        let four = (1...4).map { "        - { type: label, text: Line \($0) }" }.joined(separator: "\n")
        #expect(try AuditHarness.findings(AuditHarness.screen(four), rule: "no-heading").isEmpty)
        let headed = "        - { type: label, text: Title, traits: [header] }\n" + five
        #expect(try AuditHarness.findings(AuditHarness.screen(headed), rule: "no-heading").isEmpty)
    }

    @Test("label-ends-with-period: a control's label; not static text, an ellipsis or a lone period")
    func labelEndsWithPeriod() throws {
        let yaml = AuditHarness.screen("""
                - { type: label, text: Compose, traits: [header] }
                - { type: button, id: send, title: Send., onActivate: [announce: Sent] }
                - { type: label, id: sentence, text: Your message was sent. }
                - { type: button, id: more, title: More..., onActivate: [announce: More] }
                - { type: button, id: point, title: ".", onActivate: [announce: Point] }
        """)
        let findings = try AuditHarness.findings(yaml, rule: "label-ends-with-period")
        #expect(findings.map(\.element) == ["send"])
        #expect(findings[0].level == .note)
    }

    @Test("dead-control: a button or link that does nothing; not a dimmed one, nor one that speaks or navigates")
    func deadControl() throws {
        let yaml = AuditHarness.screen("""
                - { type: label, text: Home, traits: [header] }
                - { type: button, id: dead, title: Refresh }
                - { type: button, id: dimmed, title: Lap, enabled: false }
                - { type: button, id: speaks, title: Hello, onActivate: [announce: Hello] }
                - { type: label, id: deadLink, text: Terms, traits: [link] }
                - { type: button, id: changes, title: Hide, onActivate: [set: { view: dead, hidden: true }] }
        """)
        let findings = try AuditHarness.findings(yaml, rule: "dead-control")
        #expect(findings.map(\.element) == ["dead", "deadLink"])
        #expect(findings[0].message.contains("nothing changes"))
        #expect(findings[1].message.contains("no-action sound"))
        // Where actions live in code (a storyboard), the rule cannot judge.
        #expect(try AuditHarness.findings(yaml, rule: "dead-control") { $0.actionsAreKnown = false }.isEmpty)
    }

    @Test("unhandled-escape: a sheet that does not close on escape; not one that does, nor a popover")
    func unhandledEscape() throws {
        let yaml = """
        scene: 1
        device: pad
        root: home
        controllers:
          home:
            view:
              subviews:
                - { type: label, text: Home, traits: [header] }
                - { type: button, id: stuck, title: Stuck, onActivate: [present: { controller: stuckSheet, style: formSheet }] }
                - { type: button, id: closable, title: Closable, onActivate: [present: { controller: goodSheet, style: formSheet }] }
                - { type: button, id: pop, title: Pop, onActivate: [popover: { controller: list, from: pop }] }
          stuckSheet: { view: { subviews: [{ type: label, text: Stuck, traits: [header] }] } }
          goodSheet:
            escape: [dismiss: true]
            view: { subviews: [{ type: label, text: Good, traits: [header] }] }
          list: { view: { subviews: [{ type: label, text: List, traits: [header] }] } }
        """
        let findings = try AuditHarness.findings(yaml, rule: "unhandled-escape")
        #expect(findings.map(\.screen) == ["Stuck"])
        #expect(findings[0].element == nil)
        #expect(findings[0].location == AuditLocation(file: "t.yaml", line: 12, column: 15))
    }

    @Test("unhandled-escape: escape on a sheet that pops the navigation controller under it")
    func escapeActsUnderneath() throws {
        let yaml = """
        scene: 1
        root: nav
        controllers:
          nav: { kind: navigation, stack: [a] }
          a: { title: A, view: { subviews: [{ type: button, id: toB, title: Open B, onActivate: [push: b] }] } }
          b: { title: B, view: { subviews: [{ type: button, id: edit, title: Edit, onActivate: [present: sheet] }] } }
          sheet: { view: { subviews: [{ type: label, text: Editing, traits: [header] }, { type: button, id: close, title: Close, onActivate: [dismiss: true] }] } }
        """
        let findings = try AuditHarness.findings(yaml, rule: "unhandled-escape")
        #expect(findings.map(\.screen) == ["Open B > Edit"])
        #expect(findings.first?.message.contains("changes the screen underneath it") == true)
    }

    @Test("reading-order-jump: an explicit order that goes back up; not the next column of a grouped layout")
    func readingOrderJump() throws {
        let yaml = AuditHarness.screen("""
                - type: view
                  id: form
                  elements: [low, high]
                  frame: [16, 20, 370, 200]
                  subviews:
                    - { type: label, id: high, text: High, frame: [0, 0, 200, 30] }
                    - { type: label, id: low, text: Low, frame: [0, 100, 200, 30] }
                - type: view
                  frame: [16, 300, 370, 100]
                  subviews:
                    - type: view
                      groupChildren: true
                      frame: [0, 0, 180, 100]
                      subviews:
                        - { type: label, id: leftTop, text: Monday, frame: [0, 0, 180, 30] }
                        - { type: label, id: leftBottom, text: Sunny, frame: [0, 60, 180, 30] }
                    - type: view
                      groupChildren: true
                      frame: [190, 0, 180, 100]
                      subviews:
                        - { type: label, id: rightTop, text: Tuesday, frame: [0, 0, 180, 30] }
                        - { type: label, id: rightBottom, text: Rain, frame: [0, 60, 180, 30] }
        """)
        let findings = try AuditHarness.findings(yaml, rule: "reading-order-jump")
        #expect(findings.map(\.element) == ["high"])
        #expect(findings[0].message.contains("After \"Low\" (low)"))
    }

    @Test("Every rule has an id, a level, a summary, an explanation, help and a source; ids are unique")
    func ruleTable() {
        let ids = AuditRules.all.map(\.id)
        #expect(Set(ids).count == ids.count)
        #expect(ids.count == 24)
        for id in ["missing-label", "label-has-trait", "image-name-label", "conflicting-traits", "small-hit-region",
                   "overlapping-controls", "offscreen-element", "duplicate-label", "unreachable-control", "placeholder-only",
                   "adjustable-without-value", "no-heading", "label-ends-with-period", "tap-without-trait"] {
            #expect(AuditRules.rule(id) != nil, "\(id)")
        }
        #expect(AuditRules.rule("no-heading")?.level == .note)
        #expect(AuditRules.rule("label-ends-with-period")?.level == .note)
        for rule in AuditRules.all {
            #expect(!rule.summary.isEmpty && !rule.explanation.isEmpty && !rule.help.isEmpty && !rule.source.isEmpty,
                    "\(rule.id)")
        }
    }
}
