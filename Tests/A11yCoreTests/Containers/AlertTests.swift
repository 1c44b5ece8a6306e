import Testing
@testable import A11yCore
@testable import TestSupport

/// Issue 15, alerts and action sheets (`AlertController`): announced and focused on their
/// title, modal to VoiceOver, buttons in UIKit's order, dismissed by a button or Escape.
@Suite("Alerts and action sheets")
@MainActor
struct AlertTests {
    /// A navigation controller whose root has a "Delete All" button that presents `alert`,
    /// and a label behind it. The session has started.
    static func screen(_ alert: @escaping @MainActor () -> AlertController, idiom: DeviceIdiom = .phone)
        -> (SessionHarness, NavigationController, ContentController) {
        let list = ContentController(title: "Drafts")
        list.lifecycleObservers.append { controller, event in
            guard event == .viewDidLoad else { return }
            let button = Button(title: "Delete All", frame: Rect(x: 16, y: 100, width: 200, height: 44)) { [weak controller] _ in
                controller?.present(alert())
            }
            button.accessibilityIdentifier = "deleteAll"
            controller.view.addSubview(button)
            controller.view.addSubview(label("3 drafts", 16, 160, id: "count"))
        }
        let nav = NavigationController(rootViewController: list)
        let harness = SessionHarness(root: nav, idiom: idiom, hints: false)
        harness.start()
        return (harness, nav, list)
    }

    static func confirm(_ log: Log) -> AlertController {
        let alert = AlertController(title: "Delete all drafts?", message: "This cannot be undone.", preferredStyle: .alert)
        alert.identifier = "confirm"
        alert.addAction(AlertAction(title: "Delete", style: .destructive) { [weak alert] _ in
            log.lines.append("delete, presented: \(alert?.presentingViewController != nil)")
        })
        alert.addAction(AlertAction(title: "Cancel", style: .cancel) { _ in log.lines.append("cancel") })
        return alert
    }

    final class Log { var lines: [String] = [] }

    func open(_ harness: SessionHarness) -> [String] {
        harness.session.focus(identifier: "deleteAll")
        return harness.said { harness.session.activate() }
    }

    @Test("""
        an alert is announced and focused on its title; the message and the buttons follow, \
        two buttons side by side with Cancel first
        """)
    func announcedAndRead() {
        let log = Log()
        let (harness, _, list) = Self.screen { Self.confirm(log) }
        #expect(open(harness) == ["[screen changed]", "Alert. Delete all drafts?"])
        #expect(harness.descriptions == ["Delete all drafts?", "This cannot be undone.", "Cancel. Button.", "Delete. Button."])
        #expect(harness.session.elements.map(\.view.accessibilityIdentifier)
                == ["confirm.title", "confirm.message", "confirm.1", "confirm.0"])
        #expect(harness.said { harness.session.next(); harness.session.next(); harness.session.next(); harness.session.next() }
                == ["This cannot be undone.", "Cancel. Button.", "Delete. Button.", "[boundary]"])
        // The presenter stays on screen under the alert (no disappear), but cannot be reached.
        #expect(list.appearState == .appeared)
        #expect(!harness.session.elements.contains { $0.view.accessibilityIdentifier == "count" })
        #expect(harness.said { harness.session.focus(identifier: "count") } == ["[no action]"])
    }

    @Test("activating a button dismisses the alert, then runs its handler; the screen behind comes back")
    func buttonDismissesThenRuns() {
        let log = Log()
        let (harness, nav, list) = Self.screen { Self.confirm(log) }
        _ = open(harness)
        harness.session.focus(identifier: "confirm.0")
        #expect(harness.said { harness.session.activate() } == ["[screen changed]", "Drafts. Heading."])
        #expect(log.lines == ["delete, presented: false"])
        #expect(list.presentedViewController == nil && nav.presentedViewController == nil)
        #expect(harness.descriptions == ["Drafts. Heading.", "Delete All. Button.", "3 drafts"])
    }

    @Test("Escape runs the cancel action (AX-26)")
    func escapeCancels() {
        let log = Log()
        let (harness, nav, _) = Self.screen { Self.confirm(log) }
        _ = open(harness)
        #expect(harness.said { harness.session.perform(.gesture(.escape)) } == ["[screen changed]", "Drafts. Heading."])
        #expect(log.lines == ["cancel"])
        #expect(nav.presentedViewController == nil)
    }

    @Test("without a cancel action Escape does nothing ([no action]): the alert stays, and the screen behind never gets it")
    func escapeWithoutCancel() {
        let (harness, nav, _) = Self.screen {
            let alert = AlertController(title: "Saved", message: nil)
            alert.addAction(AlertAction(title: "OK"))
            return alert
        }
        nav.pushViewController(ContentController(title: "Second") { root in
            let button = Button(title: "Delete All", frame: Rect(x: 16, y: 100, width: 200, height: 44)) { [weak nav] _ in
                let alert = AlertController(title: "Saved", message: nil)
                alert.addAction(AlertAction(title: "OK"))
                nav?.topViewController?.present(alert)
            }
            button.accessibilityIdentifier = "deleteAll"
            root.addSubview(button)
        }, animated: false)
        harness.settle()
        #expect(open(harness) == ["[screen changed]", "Alert. Saved"])
        #expect(harness.said { harness.session.perform(.gesture(.escape)) } == ["[no action]"])
        #expect(nav.viewControllers.count == 2 && nav.presentedViewController != nil)
        #expect(harness.descriptions == ["Saved", "OK. Button."])
    }

    @Test("three or more buttons are stacked, the cancel action last; a disabled action is dimmed and does nothing")
    func stackedButtons() {
        let (harness, _, _) = Self.screen {
            let alert = AlertController(title: "Photo", message: nil)
            alert.addAction(AlertAction(title: "Cancel", style: .cancel))
            alert.addAction(AlertAction(title: "Take Photo"))
            let library = AlertAction(title: "Choose from Library")
            library.isEnabled = false
            alert.addAction(library)
            return alert
        }
        _ = open(harness)
        #expect(harness.descriptions
                == ["Photo", "Take Photo. Button.", "Choose from Library. Dimmed. Button.", "Cancel. Button."])
        harness.session.focus(identifier: "alert.2")
        #expect(harness.said { harness.session.activate() } == ["[no action]"])
    }

    @Test("an action sheet on a phone lies at the bottom, its cancel action last; it is read from its title, without \"Alert.\"")
    func actionSheetOnPhone() {
        let (harness, _, _) = Self.screen {
            let sheet = AlertController(title: "Share photo", message: nil, preferredStyle: .actionSheet)
            sheet.addAction(AlertAction(title: "Cancel", style: .cancel))
            sheet.addAction(AlertAction(title: "Messages"))
            sheet.addAction(AlertAction(title: "Mail"))
            return sheet
        }
        #expect(open(harness) == ["[screen changed]", "Share photo"])
        #expect(harness.descriptions == ["Share photo", "Messages. Button.", "Mail. Button.", "Cancel. Button."])
        let cancel = harness.session.elements.last!.frame
        #expect(cancel.maxY == harness.window.bounds.height - 34)
    }

    @Test("an action sheet on a pad shows no cancel button, as UIKit's popover; Escape still cancels")
    func actionSheetOnPad() {
        let log = Log()
        let (harness, nav, _) = Self.screen({
            let sheet = AlertController(title: "Share photo", message: nil, preferredStyle: .actionSheet)
            sheet.addAction(AlertAction(title: "Cancel", style: .cancel) { _ in log.lines.append("cancel") })
            sheet.addAction(AlertAction(title: "Mail"))
            return sheet
        }, idiom: .pad)
        _ = open(harness)
        #expect(harness.descriptions == ["Share photo", "Mail. Button."])
        harness.said { harness.session.perform(.gesture(.escape)) }
        #expect(log.lines == ["cancel"] && nav.presentedViewController == nil)
    }

    @Test("an alert does not decide the orientation and follows a rotation, still centred")
    func rotation() {
        let (harness, _, _) = Self.screen { Self.confirm(Log()) }
        _ = open(harness)
        #expect(harness.window.orientationDecidingController is NavigationController)
        harness.said { harness.session.perform(.rotate(.landscapeLeft)) }
        let title = harness.session.elements[0].frame
        #expect(abs(title.midX - harness.window.bounds.width / 2) < 1)
    }
}
