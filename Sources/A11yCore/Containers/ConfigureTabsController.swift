/// The configuration screen where the user moves tabs onto the bar (TB-23, TB-24).
///
/// Every customizable controller is listed; its Actions rotor offers "Replace <tab>" for
/// each customizable tab on the bar, which swaps the two (VoiceOver users cannot drag).
/// Done closes the screen and tells the delegate whether the order changed (TB-33).
@MainActor
public final class ConfigureTabsController: ViewController {
    weak var owner: TabBarController?
    private var changed = false

    init(tabBarController: TabBarController) {
        self.owner = tabBarController
        super.init(title: "Configure")
        identifier = "configureTabs"
        modalPresentationStyle = .fullScreen
    }

    public override func loadView() {
        let root = View(frame: Rect(origin: .zero, size: DeviceIdiom.phone.portraitScreenSize))
        root.autoresizingMask = .flexibleSize
        view = root
        rebuild()
    }

    private func rebuild() {
        guard let owner, let root = viewIfLoaded else { return }
        root.subviews.forEach { $0.removeFromSuperview() }
        let title = Label(text: "Configure", frame: Rect(x: 16, y: 8, width: 200, height: 28))
        title.accessibilityTraits = [.staticText, .header]
        root.addSubview(title)
        let done = Button(title: "Done", frame: Rect(x: root.frame.width - 76, y: 8, width: 60, height: 28)) { [weak self] _ in
            self?.finish()
        }
        done.accessibilityIdentifier = "configureDone"
        done.autoresizingMask = .flexibleLeftMargin
        root.addSubview(done)
        let customizable = owner.customizableViewControllers ?? []
        let onBar = owner.barViewControllers
        for (index, controller) in customizable.enumerated() {
            let item = Button(title: controller.tabBarItem.title ?? controller.title,
                              frame: Rect(x: 16 + Double(index % 4) * 92, y: 60 + Double(index / 4) * 80, width: 84, height: 70))
            item.accessibilityIdentifier = controller.identifier.map { "configure.\($0)" }
            item.accessibilityCustomActions = onBar.filter { target in
                target !== controller && customizable.contains { $0 === target }
            }.map { target in
                AccessibilityCustomAction(name: "Replace \(target.tabBarItem.title ?? target.title ?? "tab")") { [weak self] in
                    self?.swap(controller, target) ?? false
                }
            }
            root.addSubview(item)
        }
    }

    private func swap(_ a: ViewController, _ b: ViewController) -> Bool {
        guard let owner, let i = owner.viewControllers.firstIndex(where: { $0 === a }),
              let j = owner.viewControllers.firstIndex(where: { $0 === b }) else { return false }
        owner.reorderTabs { $0.swapAt(i, j) }
        changed = true
        rebuild()
        application?.systemDidChange(.layout(resetsFocus: false))
        return true
    }

    private func finish() {
        guard let owner else { return }
        dismiss(animated: true)
        owner.delegate?.tabBarController(owner, didEndCustomizing: owner.viewControllers, changed: changed)
    }

    public override func accessibilityPerformEscape() -> Bool {
        if let handler = accessibilityGestureHandlers.escape { return handler() }
        finish()
        return true
    }
}
