import Foundation
import Testing
import PropertyBased
@testable import A11yCore
@testable import TestSupport

/// Random apps, random users: property-based tests of the controller model and VoiceOver.
///
/// Each case builds a random controller hierarchy (content screens with labels, buttons,
/// switches, sliders and steppers; navigation stacks; tab bars of up to eight tabs, so
/// More too; page view controllers; split views and popovers on pad) from one list of
/// numbers, then applies a random sequence of actions, from another list, through the
/// public API and a `VoiceOverSession` on a `VirtualScheduler`: the VoiceOver gestures
/// (next, previous, first, last, activate, escape, Magic Tap, scroll, increment, decrement,
/// touch, read all), push, pop, pop to root, new stacks, present (all four styles),
/// dismiss, tab selection, taps and new tabs, rotation, popovers, page turns, memory
/// warnings (iOS 6 and the unloading era) and the app's notifications. After every step
/// it checks:
///
/// - the focused view is nil or one of `session.elements`;
/// - nothing behind a modal layer is read: with a pad sheet or a popover up, every element
///   is inside the topmost modal container (AX-41, PO-06); and every element belongs to a
///   controller that has appeared (what a full-screen presentation covers is not read);
/// - every viewWillAppear is followed by its viewDidAppear and every viewWillDisappear by
///   its viewDidDisappear, per controller, with no transition left half done; and a
///   controller is "appeared" exactly while its view is in the window (LC-30..35);
/// - the responder chain from every element and every controller ends at the application
///   delegate, without a cycle (RC-01..09);
/// - controllers that left the window (popped, dismissed, replaced) are released (LC-26);
/// - the session's element list equals a derivation from scratch (every view's kept walk
///   state forgotten): no change is missed by the generation or the walk-state cache.
///
/// Both lists shrink, so a failure is reported with a short hierarchy and a short
/// sequence of steps; the failing step and the trace are in the issue.
@Suite("Random sessions")
@MainActor
struct RandomSessionTests {
    @Test("Random hierarchies and actions keep the model's invariants")
    func randomSessions() async {
        await propertyCheck(count: 1_000, input: Gen.int(in: 0...9_999).array(of: 8...60),
                            Gen.int(in: 0...9_999).array(of: 1...40)) { hierarchy, steps in
            let world = RandomWorld(tape: Tape(hierarchy))
            if let failure = world.run(steps: steps) { Self.record(failure) }
        }
    }

    /// Records a broken invariant.
    static func record(_ failure: String) {
        Issue.record("\(failure)")
    }

    /// How many long sessions, and how many steps each: 30 of 150 to 250 steps in the normal
    /// run; `scripts/random-sessions` sets `VOICENAV_RANDOM_SESSIONS` and
    /// `VOICENAV_RANDOM_STEPS` for the big run (10,000 sessions of 200 steps).
    static let longSessionCount = ProcessInfo.processInfo.environment["VOICENAV_RANDOM_SESSIONS"].flatMap { Int($0) } ?? 30
    static let longSessionSteps: ClosedRange<Int> = ProcessInfo.processInfo.environment["VOICENAV_RANDOM_STEPS"]
        .flatMap { Int($0) }.map { $0...$0 } ?? 150...250

    /// Long sessions, for depth. Not shrunk (shrinking 250 steps takes minutes): rerun a
    /// failure with its `.fixedSeed` and the short test's shrinker on the trace. Each is also
    /// replayed from the start in a new world: the transcript must be the same, record for
    /// record (a silent session is deterministic).
    @Test("Long random sessions keep the model's invariants", .shrinking(false))
    func longSessions() async {
        await propertyCheck(count: Self.longSessionCount, input: Gen.int(in: 0...9_999).array(of: 40...80),
                            Gen.int(in: 0...9_999).array(of: Self.longSessionSteps)) { hierarchy, steps in
            let world = RandomWorld(tape: Tape(hierarchy))
            if let failure = world.run(steps: steps) {
                Self.record(failure)
                return
            }
            let replay = RandomWorld(tape: Tape(hierarchy))
            _ = replay.run(steps: steps)
            if replay.session.transcript != world.session.transcript {
                let before = world.session.transcript.lines.count, after = replay.session.transcript.lines.count
                Issue.record("replaying the session gave another transcript: \(before) lines, then \(after)")
            }
        }
    }
}

// MARK: - Choices

/// Choices read one at a time from a list of numbers; past its end every choice is the
/// first option, so a shrunk list gives a simpler app or a shorter session.
struct Tape {
    private let values: [Int]
    private var index = 0

    init(_ values: [Int]) { self.values = values }

    /// A number in 0..<count.
    mutating func next(_ count: Int) -> Int {
        guard count > 1 else { return 0 }
        defer { index += 1 }
        return index < values.count ? values[index] % count : 0
    }

    /// True with about `percent` per cent.
    mutating func chance(_ percent: Int) -> Bool { next(100) < percent }

    mutating func pick<T>(_ options: [T]) -> T? {
        options.isEmpty ? nil : options[next(options.count)]
    }
}

// MARK: - The app under test

/// One control on a random screen.
enum RandomControl {
    case label(String), button(String), toggle(String, Bool), slider(String, Double), stepper(String, Double)

    @MainActor
    func makeView(frame: Rect) -> View {
        switch self {
        case .label(let text): return Label(text: text, frame: frame)
        case .button(let title): return Button(title: title, frame: frame)
        case .toggle(let label, let on):
            let toggle = Switch(isOn: on, frame: frame)
            toggle.accessibilityLabel = label
            return toggle
        case .slider(let label, let value):
            let slider = Slider(value: value, minimumValue: 0, maximumValue: 100, step: 10, frame: frame)
            slider.accessibilityLabel = label
            return slider
        case .stepper(let label, let value):
            let stepper = Stepper(value: value, minimumValue: 0, maximumValue: 5, frame: frame)
            stepper.accessibilityLabel = label
            return stepper
        }
    }
}

/// A content screen whose view is built from a list of controls when first needed.
@MainActor
final class RandomContentController: ViewController {
    let controls: [RandomControl]

    init(title: String, controls: [RandomControl]) {
        self.controls = controls
        super.init(title: title)
    }

    override func loadView() {
        let root = View(frame: Rect(x: 0, y: 0, width: 402, height: 854))
        root.autoresizingMask = .flexibleSize
        for (index, control) in controls.enumerated() {
            let view = control.makeView(frame: Rect(x: 16, y: 60 + Double(index) * 52, width: 300, height: 44))
            view.accessibilityIdentifier = "\(identifier ?? "?").\(index)"
            root.addSubview(view)
        }
        view = root
    }
}

/// The appearance callbacks one controller received, checked as they arrive.
@MainActor
final class AppearanceTracker {
    let name: String
    private(set) var phase: AppearState
    private(set) var history: [String] = []
    private(set) var violation: String?

    init(name: String, phase: AppearState) {
        self.name = name
        self.phase = phase
    }

    func record(_ event: LifecycleEvent) {
        let expected: (from: AppearState, to: AppearState)
        switch event {
        case .viewWillAppear: expected = (.disappeared, .appearing)
        case .viewDidAppear: expected = (.appearing, .appeared)
        case .viewWillDisappear: expected = (.appeared, .disappearing)
        case .viewDidDisappear: expected = (.disappearing, .disappeared)
        default: return
        }
        history.append("\(event)")
        if history.count > 12 { history.removeFirst() }
        if phase != expected.from, violation == nil {
            violation = "\(name) got \(event) while \(phase.rawValue) (recent: \(history.joined(separator: ", ")))"
        }
        phase = expected.to
    }
}

/// A random app on a window with a screen reader, the actions a user or the app can take,
/// and the invariants checked after each of them.
@MainActor
final class RandomWorld {
    private var tape: Tape
    let delegate = ApplicationDelegate()
    let application: Application
    let window: Window
    let scheduler = VirtualScheduler()
    let session: VoiceOverSession
    private var serial = 0
    /// Every controller seen, weakly, with its appearance tracker.
    private var tracked: [(controller: WeakController, tracker: AppearanceTracker)] = []
    private var trackedIDs: Set<ObjectIdentifier> = []
    private var trace: [String] = []

    init(tape: Tape) {
        self.tape = tape
        application = Application(delegate: delegate)
        let idiom: DeviceIdiom = self.tape.chance(35) ? .pad : .phone
        let orientation = self.tape.pick(InterfaceOrientation.allCases) ?? .portrait
        let screenOrientation = idiom == .phone && orientation == .portraitUpsideDown ? .portrait : orientation
        window = Window(screen: Screen(idiom: idiom, orientation: screenOrientation,
                                       layoutDirection: self.tape.chance(15) ? .rightToLeft : .leftToRight),
                        application: application)
        session = VoiceOverSession(application: application, window: window,
                                   backend: VirtualSpeechBackend(scheduler: scheduler), scheduler: scheduler,
                                   settings: VoiceOverSettings(speakHints: self.tape.chance(50)))
        application.compatibility.unloadsViewsOnMemoryWarning = self.tape.chance(30)
        window.rootViewController = makeRoot()
        trace.append("\(idiom.rawValue) \(window.screen.orientation.rawValue): \(describeTree(window.rootViewController))")
    }

    // MARK: Building

    private func name(_ prefix: String) -> String {
        serial += 1
        return "\(prefix)\(serial)"
    }

    private func register<C: ViewController>(_ controller: C) -> C {
        if controller.identifier == nil { controller.identifier = name("c") }
        track(controller)
        return controller
    }

    /// Starts following a controller's appearance callbacks (also those the model makes:
    /// More, its list, the configuration screen).
    private func track(_ controller: ViewController) {
        guard trackedIDs.insert(ObjectIdentifier(controller)).inserted else { return }
        let tracker = AppearanceTracker(name: "\(controller.identifier ?? "?") (\(type(of: controller)))",
                                        phase: controller.appearState)
        controller.lifecycleObservers.append { _, event in tracker.record(event) }
        tracked.append((WeakController(controller), tracker))
    }

    private func makeContent() -> ViewController {
        let title = name("Screen ")
        var controls: [RandomControl] = []
        for index in 0..<tape.next(6) {
            let text = "\(title) item \(index)"
            switch tape.next(5) {
            case 0: controls.append(.label(text))
            case 1: controls.append(.button(text))
            case 2: controls.append(.toggle(text, tape.chance(50)))
            case 3: controls.append(.slider(text, Double(tape.next(11) * 10)))
            default: controls.append(.stepper(text, Double(tape.next(6))))
            }
        }
        let controller = register(RandomContentController(title: title, controls: controls))
        controller.definesPresentationContext = tape.chance(10)
        if tape.chance(10) { controller.supportedInterfaceOrientations = .portrait }
        return controller
    }

    private func makeNavigation(depth: Int = 1) -> NavigationController {
        let stack = (0..<(1 + tape.next(3))).map { _ in makeContent() }
        let nav = register(NavigationController(rootViewController: stack[0]))
        if stack.count > 1 { nav.setViewControllers(stack, animated: false) }
        if tape.chance(20) { nav.setToolbarHidden(false, animated: false) }
        return nav
    }

    private func makePages() -> PageViewController {
        let pages = (0..<(1 + tape.next(4))).map { _ in makeContent() }
        let spine: PageViewController.SpineLocation = pages.count >= 2 && tape.chance(25) ? .mid : .min
        let controller = register(PageViewController(navigationOrientation: tape.chance(30) ? .vertical : .horizontal,
                                                     spineLocation: spine))
        controller.ownedDataSource = PageList(pages: pages)
        controller.setViewControllers(Array(pages.prefix(controller.requiredPageCount)), direction: .forward, animated: false)
        return controller
    }

    private func makeTabs() -> TabBarController {
        let count = 1 + tape.next(8)
        let tabs = (0..<count).map { _ -> ViewController in
            switch tape.next(4) {
            case 0, 1: return makeContent()
            case 2: return makeNavigation()
            default: return makePages()
            }
        }
        return register(TabBarController(viewControllers: tabs, selectedIndex: tape.next(count)))
    }

    private func makeRoot() -> ViewController {
        switch tape.next(window.screen.idiom == .pad ? 6 : 5) {
        case 0: return makeContent()
        case 1: return makeNavigation()
        case 2, 3: return makeTabs()
        case 4: return makePages()
        default:
            let master = tape.chance(50) ? makeNavigation() : makeContent()
            return register(SplitViewController(master: master, detail: makeNavigation()))
        }
    }

    /// Something to present: a screen, a navigation stack or a tab bar controller.
    private func makePresentable() -> ViewController {
        let controller: ViewController
        switch tape.next(5) {
        case 0, 1: controller = makeContent()
        case 2, 3: controller = makeNavigation()
        default: controller = makeTabs()
        }
        controller.modalPresentationStyle = tape.pick(ModalPresentationStyle.allCases) ?? .fullScreen
        return controller
    }

    private func describeTree(_ controller: ViewController?) -> String {
        guard let controller else { return "-" }
        let name = "\(type(of: controller))(\(controller.identifier ?? "?"))"
        switch controller {
        case let tabs as TabBarController:
            return name + "[" + tabs.viewControllers.map(describeTree).joined(separator: ", ") + "]"
        case let nav as NavigationController:
            return name + "[" + nav.viewControllers.map(describeTree).joined(separator: ", ") + "]"
        case let split as SplitViewController:
            return name + "[" + split.viewControllers.map(describeTree).joined(separator: ", ") + "]"
        case let pages as PageViewController: return name + "[\(pages.viewControllers.count) shown]"
        default: return name
        }
    }

    // MARK: Finding things on screen

    private var onScreen: [ViewController] {
        window.allViewControllers.filter { $0.appearState == .appeared }
    }

    // MARK: Running

    /// Starts the session, runs `steps`, and returns the first invariant broken, with the trace.
    func run(steps: [Int]) -> String? {
        session.start()
        scheduler.runUntilIdle()
        if let broken = check(after: "launch") { return broken }
        for value in steps {
            // One number per step, so shrinking drops steps; its parts choose the details.
            var choices = Tape([value, value / 28, value / 784, value &* 31 % 9_973, value &* 131 % 9_967, value &* 7 % 997])
            let step = perform(&choices)
            trace.append(step)
            scheduler.runUntilIdle(limit: .seconds(600))
            if let broken = check(after: step) { return broken }
        }
        return nil
    }

    /// One action, chosen by `steps`; returns what it did.
    private func perform(_ steps: inout Tape) -> String {
        let kind = steps.next(32)
        switch kind {
        case 0, 1: session.next(); return "next"
        case 2: session.previous(); return "previous"
        case 3: session.first(); return "first"
        case 4: session.last(); return "last"
        case 5, 6, 7: session.activate(); return "activate \(focusName)"
        case 8: session.perform(.escape); return "escape"
        case 9: session.perform(.magicTap); return "magicTap"
        case 10:
            let direction = steps.pick(AccessibilityScrollDirection.allCases) ?? .down
            session.perform(.scroll(direction)); return "scroll \(direction.rawValue)"
        case 11: session.perform(.increment); return "increment"
        case 12: session.perform(.decrement); return "decrement"
        case 13:
            guard let element = steps.pick(session.elements) else { return "focus (nothing)" }
            session.focus(element.view)
            return "focus \(element.view.accessibilityIdentifier ?? element.view.accessibilityLabel ?? "?")"
        case 14, 15:
            guard let nav = pickOnScreen(NavigationController.self, &steps) else { return "push (no navigation controller)" }
            let pushed = steps.chance(80) ? makeContent() : makePages()
            nav.pushViewController(pushed, animated: true)
            return "push \(pushed.identifier ?? "?") onto \(nav.identifier ?? "?")"
        case 16:
            guard let nav = pickOnScreen(NavigationController.self, &steps) else { return "pop (no navigation controller)" }
            let popped = nav.popViewController(animated: true)
            return "pop \(popped?.identifier ?? "nothing") from \(nav.identifier ?? "?")"
        case 17:
            guard let nav = pickOnScreen(NavigationController.self, &steps) else { return "popToRoot (no navigation controller)" }
            let popped = nav.popToRootViewController(animated: true)
            return "popToRoot \(nav.identifier ?? "?") (\(popped.count))"
        case 18, 19:
            let presenter = steps.chance(50) ? window.topViewController : pickOnScreen(ViewController.self, &steps)
            guard let presenter else { return "present (no presenter)" }
            let presented = makePresentable()
            let done = presenter.present(presented, animated: true)
            return "present \(describeTree(presented)) \(presented.modalPresentationStyle.rawValue) "
                + "from \(presenter.identifier ?? "?")\(done ? "" : " (refused)")"
        case 20:
            let target = steps.chance(50) ? window.topViewController : pickOnScreen(ViewController.self, &steps)
            target?.dismiss(animated: true)
            return "dismiss from \(target?.identifier ?? "nothing")"
        case 21:
            guard let tabs = pickOnScreen(TabBarController.self, &steps) else { return "select tab (no tab bar)" }
            let index = steps.next(tabs.viewControllers.count + 1)
            if index == tabs.viewControllers.count { tabs.selectMore(); return "select More of \(tabs.identifier ?? "?")" }
            tabs.select(index: index)
            return "select tab \(index) of \(tabs.identifier ?? "?")"
        case 22:
            let orientation = steps.pick(InterfaceOrientation.allCases) ?? .portrait
            let rotated = session.rotate(to: orientation)
            return "rotate \(orientation.rawValue)\(rotated ? "" : " (refused)")"
        case 23:
            switch steps.next(5) {
            case 0: application.post(.screenChanged(nil)); return "post screenChanged"
            case 1:
                let view = steps.pick(session.elements)?.view
                application.post(.layoutChanged(view.map { .element($0) }))
                return "post layoutChanged \(view?.accessibilityIdentifier ?? "nil")"
            case 2: application.post(.announcement("Note", queued: steps.chance(50))); return "post announcement"
            case 3: application.post(.pageScrolled("Page \(steps.next(5) + 1) of 5")); return "post pageScrolled"
            default:
                let view = steps.pick(session.elements)?.view
                application.post(.screenChanged(view.map { .element($0) }))
                return "post screenChanged \(view?.accessibilityIdentifier ?? "nil")"
            }
        case 24:
            guard window.screen.idiom == .pad, let anchor = steps.pick(session.elements)?.view else {
                return "popover (not on pad)"
            }
            let content = steps.chance(70) ? makeContent() : makeNavigation()
            let popover = PopoverController(contentViewController: content)
            popover.present(from: anchor.bounds, in: anchor)
            return "popover \(content.identifier ?? "?") from \(anchor.accessibilityIdentifier ?? "?")"
        case 25:
            guard let popover = window.popovers.last else { return "dismiss popover (none)" }
            if steps.chance(50) { popover.dismiss(animated: true) } else { popover.userDismiss() }
            return "dismiss popover"
        case 26:
            guard let pages = pickOnScreen(PageViewController.self, &steps) else { return "turn page (no pages)" }
            let forward = steps.chance(50)
            pages.turnPage(toAfter: forward)
            return "turn page \(forward ? "forward" : "back") in \(pages.identifier ?? "?")"
        case 28:
            application.simulateMemoryWarning()
            return "memory warning\(application.compatibility.unloadsViewsOnMemoryWarning ? " (unloads views)" : "")"
        case 29:
            guard let nav = pickOnScreen(NavigationController.self, &steps), !(nav is MoreNavigationController) else {
                return "set stack (no navigation controller)"
            }
            // Keep some of the stack, in a new order, and add new screens.
            var stack = nav.viewControllers.filter { _ in steps.chance(60) }
            if steps.chance(50) { stack.reverse() }
            stack += (0..<steps.next(3)).map { _ in makeContent() }
            if stack.isEmpty { stack = [makeContent()] }
            nav.setViewControllers(stack, animated: steps.chance(50))
            return "set stack of \(nav.identifier ?? "?") to \(stack.map { $0.identifier ?? "?" })"
        case 30:
            guard let tabs = pickOnScreen(TabBarController.self, &steps) else { return "set tabs (no tab bar)" }
            var list = tabs.viewControllers.filter { _ in steps.chance(70) }
            list += (0..<steps.next(4)).map { _ in steps.chance(70) ? makeContent() : makeNavigation() }
            if list.isEmpty { list = [makeContent()] }
            tabs.setViewControllers(list, animated: false)
            return "set tabs of \(tabs.identifier ?? "?") to \(list.map { $0.identifier ?? "?" })"
        case 31:
            guard let tabs = pickOnScreen(TabBarController.self, &steps) else { return "tap tab (no tab bar)" }
            let index = steps.next(tabs.barViewControllers.count + 1)
            let controller = index < tabs.barViewControllers.count ? tabs.barViewControllers[index] : nil
            tabs.userDidTap(controller)
            return "tap tab \(controller?.identifier ?? "More") of \(tabs.identifier ?? "?")"
        default:
            session.readAll()
            scheduler.advance(by: .milliseconds(steps.next(4000)))
            session.stopSpeech()
            return "readAll, stop"
        }
    }

    private func pickOnScreen<T: ViewController>(_ type: T.Type, _ steps: inout Tape) -> T? {
        steps.pick(onScreen.compactMap { $0 as? T })
    }

    private var focusName: String {
        session.focusedView.map { $0.accessibilityIdentifier ?? $0.accessibilityLabel ?? "\(type(of: $0))" } ?? "nothing"
    }

    // MARK: Invariants

    /// The first broken invariant after `step`, with the trace; nil when all hold.
    private func check(after step: String) -> String? {
        var problems: [String] = []
        let elements = session.elements
        let controllers = window.allViewControllers
        for controller in controllers { track(controller) }

        // 1. The cursor is on an element of the screen, or nowhere.
        if let focused = session.focusedView, !elements.contains(where: { $0.view === focused }) {
            problems.append("the focused view \(describe(focused)) is not among the \(elements.count) elements")
        }

        // 2. Nothing behind a modal layer is read.
        if let modal = window.subviews.last(where: { $0.accessibilityViewIsModal && !$0.isHidden && $0.alpha > 0 }) {
            for element in elements where !element.view.isDescendant(of: modal) {
                problems.append("\(describe(element.view)) is read behind the modal \(modal.accessibilityIdentifier ?? "view")")
            }
        }
        for element in elements {
            if let owner = owningController(of: element.view), owner.appearState != .appeared {
                problems.append("\(describe(element.view)) is read but its controller \(owner.identifier ?? "?") "
                                + "is \(owner.appearState.rawValue)")
            }
        }

        // 3. Appearance callbacks in pairs; "appeared" exactly while the view is in the window.
        for entry in tracked {
            if let violation = entry.tracker.violation { problems.append(violation) }
            guard let controller = entry.controller.object else { continue }
            let phase = entry.tracker.phase
            if phase == .appearing || phase == .disappearing {
                problems.append("\(entry.tracker.name) is left \(phase.rawValue) "
                                + "(recent: \(entry.tracker.history.joined(separator: ", ")))")
            }
            let inWindow = controller.viewIfLoaded?.window === window
            if inWindow != (controller.appearState == .appeared) {
                problems.append("\(entry.tracker.name) is \(controller.appearState.rawValue) "
                                + "but its view is \(inWindow ? "" : "not ")in the window")
            }
        }

        // 4. Every responder chain ends at the app delegate, without a cycle.
        let starts: [Responder] = elements.map(\.view) + controllers
        for start in starts {
            let chain = start.responderChain
            if chain.last !== delegate || chain.last?.next != nil {
                let names = chain.suffix(4).map { "\(type(of: $0))" }.joined(separator: " → ")
                let cycle = chain.last?.next != nil ? " (a cycle)" : ""
                problems.append("the responder chain of \(describe(start)) ends at …\(names)\(cycle)")
            }
        }

        // 6. The list the session keeps is the one a derivation from scratch gives: no
        //    change went unnoticed (generation) and no view's kept walk state is stale.
        window.forgetWalkStates()
        let fresh = ReadingOrder.order(window: window)
        if fresh.map(ElementFingerprint.init) != elements.map(ElementFingerprint.init) {
            let kept = elements.map { describe($0.view) }.joined(separator: ", ")
            let expected = fresh.map { describe($0.view) }.joined(separator: ", ")
            problems.append("the session reads [\(kept)] but a derivation from scratch gives [\(expected)]")
        }

        // 5. Controllers that left the window are released.
        var reachable = Set(controllers.map(ObjectIdentifier.init))
        // Pages not on display are kept by their page list, with what they present.
        func keep(_ controller: ViewController) {
            guard reachable.insert(ObjectIdentifier(controller)).inserted || controllers.contains(where: { $0 === controller })
            else { return }
            controller.children.forEach(keep)
            if let presented = controller.presentedViewController { keep(presented) }
            if let pages = controller as? PageViewController { (pages.dataSource as? PageList)?.pages.forEach(keep) }
        }
        for case let pages as PageViewController in controllers {
            (pages.dataSource as? PageList)?.pages.forEach(keep)
        }
        for entry in tracked {
            guard let controller = entry.controller.object else { continue }
            if !reachable.contains(ObjectIdentifier(controller)) {
                problems.append("\(entry.tracker.name) left the window but is still alive")
            }
        }
        tracked.removeAll { $0.controller.object == nil }
        trackedIDs = Set(tracked.compactMap { $0.controller.object.map(ObjectIdentifier.init) })

        guard !problems.isEmpty else { return nil }
        let unique = problems.reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
        return "after \"\(step)\":\n  - " + unique.prefix(8).joined(separator: "\n  - ")
            + "\nsteps:\n  " + trace.suffix(25).joined(separator: "\n  ")
            + "\nnow: \(describeTree(window.rootViewController))"
            + (window.topViewController === window.rootViewController
                ? "" : " presenting \(describeTree(window.topViewController))")
    }

    /// The controller whose view holds `view` most closely.
    private func owningController(of view: View) -> ViewController? {
        var current: View? = view
        while let candidate = current {
            if let controller = candidate.viewController { return controller }
            current = candidate.superview
        }
        return nil
    }

    private func describe(_ responder: Responder) -> String {
        switch responder {
        case let view as View: "\(type(of: view)) \(view.accessibilityIdentifier ?? view.accessibilityLabel ?? "")"
        case let controller as ViewController: "\(type(of: controller)) \(controller.identifier ?? "")"
        default: "\(type(of: responder))"
        }
    }
}

/// A weak reference to a controller.
@MainActor
struct WeakController {
    weak var object: ViewController?
    init(_ object: ViewController) { self.object = object }
}

/// What identifies an element in a derived list: its view, frame, context and container.
@MainActor
struct ElementFingerprint: Equatable {
    let view: ObjectIdentifier
    let frame: Rect
    let context: ElementContext
    let container: ObjectIdentifier?

    init(_ element: OrderedElement) {
        view = ObjectIdentifier(element.view)
        frame = element.frame
        context = element.context
        container = element.container
    }
}
