import A11yCore
import A11ySceneModel

/// Visits every screen a user can reach from launch, breadth first, and takes each one's
/// `AuditScreen` once.
///
/// What a user can do on a screen: escape (the two-finger Z), a three-finger scroll each
/// way, turning the device, and double-tapping each element (buttons, rows, bar items, tabs
/// and More, segments …) or performing its custom actions. Each screen found is keyed by
/// `ScreenKey` and reached again by rebuilding the app from its `SceneSpec` and replaying the
/// steps from launch: the model is deterministic, so a replay lands on the same screen with
/// the same elements. Steps that change nothing are tried one after another on the same app;
/// after one that changed something the app is rebuilt. An app that a step took to a new screen
/// straight after it was rebuilt is that screen's replay already, and is kept for it. Speech
/// runs on a virtual clock.
@MainActor
final class AuditExplorer {
    @MainActor
    struct Instance {
        let app: SceneApp
        let session: VoiceOverSession
        let scheduler: VirtualScheduler
        var window: Window { session.window }
    }

    private struct Node {
        var path: [AuditStep]
        /// Each step's place among the steps of the screen it was taken on (`AuditMap`).
        var indices: [Int]
        var key: String
    }

    /// Virtual time one step may take to settle (speech, announcements and what they start).
    static let settleLimit: Duration = .seconds(600)
    /// How many apps already on a queued screen are kept for it (each holds a whole app).
    static let maximumSpares = 8

    let spec: SceneSpec
    let options: AuditOptions
    let locator: AuditLocator
    /// User actions performed so far, replays included.
    private(set) var actionsPerformed = 0
    /// Screens found but not audited because a bound was reached.
    private(set) var screensBeyondBound = 0
    /// Which bound stopped the exploration, if one did.
    private(set) var boundReached: String?
    /// Paths whose replay did not reach the screen first found (the model should make none).
    private(set) var replayFailures: [String] = []
    /// What `explore()` found, for `revisit(_:)` in another language: nil when a bound stopped
    /// it or a replay failed.
    private(set) var map: AuditMap?

    /// With a language: each text's translation state, by object id.
    let translationsByObject: [String: [TranslatedText]]

    init(spec: SceneSpec, options: AuditOptions) {
        self.spec = spec
        self.options = options
        self.locator = AuditLocator(spec: spec)
        translationsByObject = Dictionary(grouping: spec.translation?.texts ?? [], by: \.objectID)
    }

    /// The screens along `map` (`revisit`: the app in another language), else explored. An
    /// exploration after a revisit that met another screen counts its actions from none, as it
    /// would on its own (the bound on actions judges the exploration alone).
    func screens(following map: AuditMap?) -> [AuditScreen] {
        if let map {
            let before = actionsPerformed
            if let screens = revisit(map) { return screens }
            actionsPerformed = before
        }
        return explore()
    }

    /// Explores from launch and returns every screen reached, each once, in the order found.
    func explore() -> [AuditScreen] {
        let first = launch()
        let firstKey = ScreenKey.key(of: first.window)
        var seen: Set<String> = [firstKey]
        var queue = [Node(path: [], indices: [], key: firstKey)]
        var screens: [AuditScreen] = []
        var mapped: [AuditMap.Node] = []
        // Apps already on a queued screen, by its key: the launch, and an app a step took to a
        // new screen straight after it was replayed (launch and the steps in the order a replay
        // of the new screen's path takes them, so the same app).
        var spares: [String: Instance] = [firstKey: first]
        var index = 0
        while index < queue.count {
            let node = queue[index]
            index += 1
            guard let start = spares.removeValue(forKey: node.key) ?? replay(node.path),
                  ScreenKey.key(of: start.window) == node.key else {
                replayFailures.append(AuditStep.screenName(node.path))
                continue
            }
            var screen = capture(start, path: node.path, key: node.key)
            let shape = AuditMap.shape(of: start.session)
            var current: Instance? = start
            // Whether `current` is as launched and taken along the path, no step tried on it yet.
            var currentIsFresh = true
            var outOfActions = false
            for (stepIndex, step) in steps(on: start).enumerated() {
                guard actionsPerformed < options.maximumActions else {
                    boundReached = boundReached ?? "\(options.maximumActions) actions"
                    outOfActions = true
                    break
                }
                let isFresh = current == nil || currentIsFresh
                guard let instance = current ?? replay(node.path) else { break }
                current = instance
                currentIsFresh = false
                let modal = step.action == .escape && screen.isModal ? ScreenKey.modalController(of: instance.window) : nil
                let modalKey = modal.map(ScreenKey.key(of:))
                guard let (outcome, dirty) = perform(step, on: instance, from: node.key) else { continue }
                if let modal, let modalKey {
                    screen.escape = escapeOutcome(outcome, modal: modal, modalKey: modalKey, window: instance.window)
                }
                if case .activate(let element) = step.action { screen.elements[element].activation = outcome }
                if case .newScreen(let key) = outcome, seen.insert(key).inserted {
                    if node.path.count + 1 > options.maximumDepth {
                        boundReached = boundReached ?? "\(options.maximumDepth) steps from launch"
                        screensBeyondBound += 1
                    } else if queue.count >= options.maximumScreens {
                        boundReached = boundReached ?? "\(options.maximumScreens) screens"
                        screensBeyondBound += 1
                    } else {
                        queue.append(Node(path: node.path + [step], indices: node.indices + [stepIndex], key: key))
                        if isFresh, spares.count < Self.maximumSpares { spares[key] = instance }
                    }
                }
                if dirty { current = nil }
            }
            screens.append(screen)
            mapped.append(AuditMap.Node(steps: node.indices, key: node.key, shape: shape,
                                        activations: screen.elements.map(\.activation), escape: screen.escape))
            // With no action left, the screens still queued are not explored (nor audited as
            // if they had been): they count as beyond the bound.
            if outOfActions {
                screensBeyondBound += queue.count - index
                break
            }
        }
        if boundReached == nil, replayFailures.isEmpty { map = AuditMap(nodes: mapped) }
        return screens
    }

    /// The screen `instance` shows, as reached by `path` (under `key`), with its translations.
    func capture(_ instance: Instance, path: [AuditStep], key: String) -> AuditScreen {
        var screen = ScreenCapture.capture(session: instance.session, locator: locator, name: AuditStep.screenName(path),
                                           path: path.map(\.name), key: key, actionsAreKnown: options.actionsAreKnown)
        if let last = path.last {
            switch last.action {
            case .activate, .customAction: screen.isOpenedByControl = true
            case .escape, .scroll, .rotate: break
            }
        }
        if let translation = spec.translation {
            screen.translations = translationsByObject
            screen.isTranslated = translation.source != nil
        }
        return screen
    }

    // MARK: Building and replaying

    /// The app as launched, with VoiceOver on and its first screen spoken.
    func launch() -> Instance {
        let app = SceneApp(spec: spec)
        app.settings.speakHints = false
        let scheduler = VirtualScheduler()
        let session = app.makeSession(backend: VirtualSpeechBackend(scheduler: scheduler), scheduler: scheduler)
        session.start()
        scheduler.runUntilIdle(limit: Self.settleLimit)
        return Instance(app: app, session: session, scheduler: scheduler)
    }

    /// A new app, launched and taken through `path`; nil when a step's element is missing.
    func replay(_ path: [AuditStep]) -> Instance? {
        let instance = launch()
        for step in path where apply(step, to: instance) == nil { return nil }
        return instance
    }

    // MARK: Steps

    /// What a user can do on the screen `instance` shows, escape first (it starts from the
    /// element VoiceOver put the cursor on), then scrolls, rotation, activations, custom actions.
    func steps(on instance: Instance) -> [AuditStep] {
        var steps = [AuditStep(action: .escape, name: "Escape")]
        let ordered = instance.session.elements
        let content = ordered.firstIndex { !ScreenCapture.placement(of: $0.view).contains(.inSystemBar) }
        for direction in [AccessibilityScrollDirection.left, .right, .up, .down] {
            steps.append(AuditStep(action: .scroll(direction, from: content), name: "Scroll \(direction.rawValue)"))
        }
        if options.exploresRotation {
            let target: InterfaceOrientation = instance.window.screen.orientation.isPortrait ? .landscapeLeft : .portrait
            steps.append(AuditStep(action: .rotate(target), name: "Rotate to \(target.rawValue)"))
        }
        let snapshots = ordered.map(\.snapshot)
        let names = snapshots.map(AuditStep.elementName)
        var counts: [String: Int] = [:]
        for name in names { counts[name, default: 0] += 1 }
        var seenNames: [String: Int] = [:]
        var activations: [AuditStep] = []
        var customActions: [AuditStep] = []
        for (index, snapshot) in snapshots.enumerated() {
            var name = names[index]
            if counts[name, default: 0] > 1 {
                // Two elements read alike: tell their steps apart by id, else by position.
                seenNames[name, default: 0] += 1
                name += " (\(snapshot.id ?? "\(seenNames[name]!)"))"
            }
            activations.append(AuditStep(action: .activate(element: index), name: name))
            for action in snapshot.customActions {
                customActions.append(AuditStep(action: .customAction(element: index, name: action), name: "\(name): \(action)"))
            }
        }
        return steps + activations + customActions
    }

    /// Performs `step` on `instance` and lets it settle; returns where in the transcript what
    /// the step itself caused begins and the window's accessibility generation just before it
    /// (after putting the cursor on its element, which may scroll), or nil when the step's
    /// element is not there.
    @discardableResult
    func apply(_ step: AuditStep, to instance: Instance) -> (start: Int, generation: UInt64)? {
        actionsPerformed += 1
        let session = instance.session
        var start = session.transcript.records.count
        var generation = instance.window.accessibilityGeneration
        /// Puts the cursor on element `index` and lets it settle; what the step causes is
        /// measured from there.
        func focus(_ index: Int) -> Bool {
            let list = session.elements
            guard list.indices.contains(index) else { return false }
            session.focus(list[index].view)
            instance.scheduler.runUntilIdle(limit: Self.settleLimit)
            start = session.transcript.records.count
            generation = instance.window.accessibilityGeneration
            return true
        }
        switch step.action {
        case .activate(let index), .customAction(let index, _):
            guard focus(index) else { return nil }
            if case .customAction(_, let name) = step.action {
                session.performCustomAction(named: name)
            } else {
                session.activate()
            }
        case .escape: session.perform(.gesture(.escape))
        case .scroll(let direction, let index):
            if let index, !focus(index) { return nil }
            session.perform(.gesture(.scroll(direction)))
        case .rotate(let orientation): session.perform(.rotate(orientation))
        }
        instance.scheduler.runUntilIdle(limit: Self.settleLimit)
        return (start, generation)
    }

    /// Performs `step` and says what it did, and whether the app must be rebuilt before the
    /// next step (it changed something).
    private func perform(_ step: AuditStep, on instance: Instance, from key: String) -> (AuditActivation, Bool)? {
        let initial = instance.window.accessibilityGeneration
        guard let (start, generation) = apply(step, to: instance) else { return nil }
        let newKey = ScreenKey.key(of: instance.window)
        if newKey != key { return (.newScreen(newKey), true) }
        if instance.window.accessibilityGeneration != generation { return (.changed, true) }
        // Putting the cursor on the element may have scrolled it into view: not the step's
        // doing, but the app is no longer as launched and replayed.
        let moved = generation != initial
        let records = instance.session.transcript.records[start...]
        let noAction = Earcon.noAction.transcriptText
        if records.contains(where: { $0.kind == .sound && $0.text == noAction }) { return (.noAction, moved) }
        if records.contains(where: { $0.kind != .sound && $0.kind != .interrupt }) { return (.changed, true) }
        return (.nothing, moved)
    }

    /// What escape did on a modal screen whose modal controller was `modal` (its key `modalKey`).
    private func escapeOutcome(_ outcome: AuditActivation, modal: ViewController, modalKey: String,
                               window: Window) -> AuditEscapeOutcome {
        let stillShown = ScreenKey.modalController(of: window) === modal
        guard stillShown, ScreenKey.key(of: modal) == modalKey else { return .handled }
        if case .newScreen = outcome { return .changedUnderneath }
        return .nothing
    }
}
