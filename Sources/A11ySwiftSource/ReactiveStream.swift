/// A reactive stream as the UIKit reader follows one (SwiftSourceReading.md, "Reactive bindings"):
/// RxSwift's observables, drivers and signals, Combine's publishers. Subscribing gives the sink
/// what the stream gives while the screen is first shown, in order (a `just`'s value, a behaviour
/// relay's current value), and later what reaches the subjects it comes from.
final class ReactiveStream {
    /// Subscribes a sink.
    private(set) var subscribe: (@escaping (SwiftValue) -> Void) -> Void
    /// Whether it ends once it has given what it gives at once (`just`, `of`, what is made of those): what waits
    /// for its end (a `debounce`) gives its last value then.
    let finite: Bool

    init(finite: Bool = false, _ subscribe: @escaping (@escaping (SwiftValue) -> Void) -> Void) {
        self.finite = finite
        self.subscribe = subscribe
        Self.registry?.streams.append(self)
    }

    /// The streams and subjects made while a screen is read (`SwiftSourceReader`), let go when its scene is built:
    /// what their closures hold (the screen's objects, the reader) is freed then.
    @TaskLocal static var registry: StreamRegistry?

    /// Lets go what it holds; it gives nothing after.
    func release() {
        subscribe = { _ in }
    }

    /// A stream giving `values` to each subscriber, then ending.
    static func of(_ values: [SwiftValue]) -> ReactiveStream {
        ReactiveStream(finite: true) { sink in values.forEach(sink) }
    }

    /// The values a subscriber is given now.
    var current: [SwiftValue] {
        var given: [SwiftValue] = []
        subscribe { given.append($0) }
        return given
    }
}

/// A relay or subject (`BehaviorRelay`, `PublishSubject`, `CurrentValueSubject`,
/// `PassthroughSubject`, a `@Published` property's publisher): what it keeps a new subscriber is
/// given, and what it is sent later reaches every subscriber.
final class ReactiveSubject {
    /// The values kept for a new subscriber (a behaviour subject's one, a replay subject's last few).
    private(set) var kept: [SwiftValue]
    /// How many it keeps: 1 for a behaviour subject, 0 for a publish subject.
    let keeps: Int
    private var sinks: [(SwiftValue) -> Void] = []
    /// The most subscribers one subject is followed for.
    static let maximumSinks = 64

    init(keeping keeps: Int, _ initial: [SwiftValue]) {
        self.keeps = keeps
        kept = Array(initial.suffix(keeps))
        ReactiveStream.registry?.subjects.append(self)
    }

    /// A value sent: kept, and given to each subscriber (not again while it is being given: a subject bound to
    /// itself, directly or through others, sends once).
    func send(_ value: SwiftValue) {
        guard !sending else { return }
        sending = true
        defer { sending = false }
        if keeps > 0 {
            kept.append(value)
            if kept.count > keeps { kept.removeFirst(kept.count - keeps) }
        }
        for sink in sinks { sink(value) }
    }

    private var sending = false

    /// Its subscribers and values let go (the reading of the screen is over: what they hold is freed).
    func release() {
        sinks = []
        kept = []
    }

    var stream: ReactiveStream {
        ReactiveStream { [self] sink in
            kept.forEach(sink)
            if sinks.count < Self.maximumSinks { sinks.append(sink) }
        }
    }
}

/// What a screen's reading made of streams and subjects, to let go once its scene is built.
final class StreamRegistry: @unchecked Sendable {
    var streams: [ReactiveStream] = []
    var subjects: [ReactiveSubject] = []

    func release() {
        for stream in streams { stream.release() }
        for subject in subjects { subject.release() }
        streams = []
        subjects = []
    }
}

/// `object.rx`: RxCocoa's reactive extension of a view or controller.
struct ReactiveBase {
    let object: SwiftValue
}

/// `object.rx.name` or `object.rx.name(…)`: one of RxCocoa's properties, events or binders.
struct ReactiveProperty {
    let object: SwiftValue
    let name: String
    var arguments: [(label: String, value: SwiftValue)] = []
    /// `.orEmpty`: a text's nil given as "".
    var orEmpty = false

    /// The properties whose current value a subscriber is given at once (RxCocoa's control properties).
    static let controlProperties: Set<String> = ["text", "attributedText", "isOn", "value", "selectedSegmentIndex", "date",
                                                 "isSelected", "isEnabled", "isHidden", "alpha", "title", "progress"]
    /// A ReactorKit reactor's own properties.
    static let reactorNames: Set<String> = ["action", "state", "currentState"]
    /// The controller methods a screen's first showing calls (`rx.methodInvoked(#selector(viewDidAppear(_:)))`).
    static let showingMethods: Set<String> = ["viewDidLoad", "viewWillAppear", "viewDidAppear", "viewWillLayoutSubviews",
                                              "viewDidLayoutSubviews"]
}
