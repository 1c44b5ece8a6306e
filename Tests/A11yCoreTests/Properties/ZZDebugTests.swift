import Testing
@testable import A11yCore

@MainActor @Test func zzDebug() {
    let tabs = (0..<7).map { i in ViewController(title: "T\(i)") }
    for (i, t) in tabs.enumerated() { t.identifier = "t\(i)" }
    let tbc = TabBarController(viewControllers: tabs)
    let h = SessionHarness(root: tbc, idiom: .pad)
    h.start()
    tbc.select(index: 6)
    h.settle()
    print("more children:", tbc.moreNavigationController.viewControllers.map { $0.identifier ?? "?" })
    print("elements:", h.session.elements.map { $0.view.accessibilityIdentifier ?? $0.view.accessibilityLabel ?? "?" })
    print("focused:", h.session.focusedView?.accessibilityIdentifier ?? "nil")
    weak var t6 = tabs[6]
    _ = t6
    h.session.focus(identifier: "moreEdit")
    h.session.activate()
    h.settle()
    print("after: more children:", tbc.moreNavigationController.viewControllers.map { $0.identifier ?? "?" })
    print("t6 parent:", tabs[6].parent?.identifier ?? "nil", "in all:", h.window.allViewControllers.contains { $0 === tabs[6] })
    print("elements:", h.session.elements.map { $0.view.accessibilityIdentifier ?? $0.view.accessibilityLabel ?? "?" })
}
@MainActor @Test func zzDebug2() {
    let tabs = (0..<7).map { i in ViewController(title: "T\(i)") }
    for (i, t) in tabs.enumerated() { t.identifier = "t\(i)" }
    let tbc = TabBarController(viewControllers: tabs)
    let h = SessionHarness(root: tbc, idiom: .pad)
    h.start()
    print("mask before:", tbc.supportedInterfaceOrientations.rawValue)
    tbc.select(index: 6)
    h.settle()
    h.session.activate()   // Back to More's list
    h.settle()
    print("mask after:", tbc.supportedInterfaceOrientations.rawValue, "t6 parent:", tabs[6].parent.map { "\(type(of: $0))" } ?? "nil", "tbc:", tabs[6].tabBarController === tbc)
    print("rotate upside down:", h.session.rotate(to: .portraitUpsideDown))
}
