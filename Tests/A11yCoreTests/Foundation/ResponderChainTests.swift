import Testing
@testable import A11yCore
@testable import TestSupport

/// The responder chain: views, controllers, window, application, app delegate
/// (RC-01..06, RC-09).
@MainActor
@Suite("Responder chain")
struct ResponderChainTests {
    /// Names a chain for comparison: a controller or view by identifier, else its type.
    private func names(_ chain: [Responder]) -> [String] {
        chain.map { responder in
            switch responder {
            case let controller as ViewController: controller.identifier ?? "\(type(of: controller))"
            case is Window: "window"
            case let view as View: view.accessibilityIdentifier ?? "\(type(of: view))"
            case is Application: "application"
            case is ApplicationDelegate: "appDelegate"
            default: "\(type(of: responder))"
            }
        }
    }

    @Test("""
        a view passes to its superview, a root view to its controller, the controller to the window, \
        then application and delegate (RC-01, RC-02, RC-03, RC-06)
        """)
    func contentChain() {
        let content = Probe("content")
        let stage = Stage(content, delegate: ApplicationDelegate())
        let plain = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        plain.accessibilityIdentifier = "plain"
        let custom = Label(text: "Hi")
        custom.accessibilityIdentifier = "custom"
        content.view.accessibilityIdentifier = "root"
        content.view.addSubview(plain)
        plain.addSubview(custom)

        #expect(names(custom.responderChain) == ["custom", "plain", "root", "content", "window", "application", "appDelegate"])
        #expect(stage.window.next === stage.app)
        #expect(stage.app.next === stage.app.delegate)
        #expect(stage.app.delegate?.next == nil)
    }

    @Test("without an app delegate the chain ends at the application (RC-06)")
    func chainEndsAtApplication() {
        let content = Probe("content")
        let stage = Stage(content)
        #expect(names(content.view.responderChain) == ["View", "content", "window", "application"])
        #expect(stage.app.next == nil)
    }

    @Test("a child's root view leads to the child, then the container's view, then the container (RC-05)")
    func containerChain() {
        let child = Probe("child")
        let nav = NavigationController(rootViewController: child)
        nav.identifier = "nav"
        _ = Stage(nav)
        child.view.accessibilityIdentifier = "childRoot"
        nav.view.accessibilityIdentifier = "navRoot"

        #expect(names(child.view.responderChain) == ["childRoot", "child", "navRoot", "nav", "window", "application"])
    }

    @Test("a tab inside a tab bar: child → nav → tab bar → window (RC-05)")
    func nestedContainers() {
        let child = Probe("child")
        let nav = NavigationController(rootViewController: child)
        nav.identifier = "nav"
        let tabs = TabBarController(viewControllers: [nav, Probe("other")])
        tabs.identifier = "tabs"
        _ = Stage(tabs)

        let controllers = child.view.responderChain.compactMap { ($0 as? ViewController)?.identifier }
        #expect(controllers == ["child", "nav", "tabs"])
        #expect(child.view.responderChain.last is Application)
    }

    @Test("a presented controller's next responder is its presenter (RC-09)")
    func presentedChain() {
        let root = Probe("root")
        let stage = Stage(root)
        let sheet = Probe("sheet")
        #expect(root.present(sheet, animated: false))

        #expect(sheet.next === root)
        #expect(names(sheet.view.responderChain) == ["View", "sheet", "root", "window", "application"])
        _ = stage
    }

    @Test("a controller inside a presented navigation controller reaches the presenter through it (RC-05, RC-09)")
    func presentedNavigationChain() {
        let root = Probe("root")
        let stage = Stage(root)
        let inner = Probe("inner")
        let nav = NavigationController(rootViewController: inner)
        nav.identifier = "modalNav"
        root.present(nav, animated: false)

        let controllers = inner.view.responderChain.compactMap { ($0 as? ViewController)?.identifier }
        #expect(controllers == ["inner", "modalNav", "root"])
        _ = stage
    }

    @Test("after dismissal the presented controller is out of the presenter's chain (RC-09)")
    func dismissedLeavesChain() {
        let root = Probe("root")
        let stage = Stage(root)
        let sheet = Probe("sheet")
        root.present(sheet, animated: false)
        root.dismiss(animated: false)
        #expect(sheet.next == nil)
        _ = stage
    }

    @Test("first responder: a label cannot become it, a text field can, and resigning clears it (RC-07)")
    func firstResponder() {
        let content = Probe("content")
        let stage = Stage(content)
        let label = Label(text: "x")
        let field = TextField(placeholder: "Name")
        content.view.addSubview(label)
        content.view.addSubview(field)

        #expect(label.becomeFirstResponder() == false)
        #expect(stage.window.firstResponder == nil)
        #expect(field.becomeFirstResponder())
        #expect(field.isFirstResponder)
        #expect(field.resignFirstResponder())
        #expect(stage.window.firstResponder == nil)
    }
}
