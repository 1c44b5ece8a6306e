import SwiftSyntax

/// Reactive bindings (SwiftSourceReading.md, "Reactive bindings"): RxSwift, RxCocoa and
/// RxDataSources, and Combine, which the project uses but does not contain. A stream gives its
/// subscribers what the source fixes while the screen is first shown (`Driver.just(sections)`, a
/// `BehaviorRelay`'s value, a `@Published` property's); operators run their closures on it; a
/// subscription's closure runs with each value, and a binding (`drive(label.rx.text)`,
/// `bind(to: tableView.rx.items(…))`, `assign(to:on:)`) sets what it names. Events only a user
/// or the network makes (`button.rx.tap`, a publish subject nobody sends to) give nothing.
extension UIKitReader {
    /// Types whose static functions make streams (`Observable.just`, `Driver.combineLatest`).
    static let streamTypes: Set<String> = ["Observable", "Driver", "Signal", "Single", "Maybe", "Infallible", "Completable",
                                           "SharedSequence", "Publishers", "AnyPublisher"]
    /// Relays and subjects, by how many values each keeps for a new subscriber.
    static let subjectKinds: [String: Int] = ["BehaviorRelay": 1, "BehaviorSubject": 1, "Variable": 1, "CurrentValueSubject": 1,
                                              "PublishRelay": 0, "PublishSubject": 0, "PassthroughSubject": 0,
                                              "ReplaySubject": 16, "ReplayRelay": 16]
    /// RxDataSources' data sources, by the diffable data source of UIKit that stands for each.
    static let reactiveSources: [String: String] = [
        "RxTableViewSectionedReloadDataSource": "UITableViewDiffableDataSource",
        "RxTableViewSectionedAnimatedDataSource": "UITableViewDiffableDataSource",
        "RxCollectionViewSectionedReloadDataSource": "UICollectionViewDiffableDataSource",
        "RxCollectionViewSectionedAnimatedDataSource": "UICollectionViewDiffableDataSource",
    ]
    /// RxDataSources' section models.
    static let sectionModels: Set<String> = ["SectionModel", "AnimatableSectionModel"]
    /// Operators that hand on what they are given (threads, timing, sharing, errors, types).
    static let passingOperators: Set<String> = [
        "asObservable", "asDriver", "asSignal", "asInfallible", "asSingle", "asMaybe", "share", "shareReplay", "observe",
        "observeOn", "subscribe(on:)", "subscribeOn", "receive", "eraseToAnyPublisher",
        "retry", "catchError", "catch", "catchAndReturn", "catchErrorJustReturn", "replaceError", "assertNoFailure",
        "setFailureType", "timeout", "materialize", "debug", "print", "handleEvents", "do", "asCompletable", "ignoreNil",
        "unwrap", "replaceEmpty", "makeConnectable", "autoconnect", "publish", "refCount", "multicast",
    ]

    /// A stream, relay, subject or section model the source makes (`BehaviorRelay(value: 1)`,
    /// `Observable.just(x)`, `Just(x)`, `SectionModel(model:items:)`); nil for any other call.
    func reactiveCall(_ call: FunctionCallExprSyntax, evaluator: SwiftEvaluator, in scope: SwiftScope) -> SwiftValue? {
        let callee = call.calledExpression.as(GenericSpecializationExprSyntax.self)?.expression ?? call.calledExpression
        if let reference = callee.as(DeclReferenceExprSyntax.self) {
            var name = reference.baseName.text
            // (A project's alias of a library type: `typealias TaskListSection = SectionModel<Void, Task>`.)
            if !Self.libraryNames.contains(name), name.namesType, let target = libraryAlias(name, from: evaluator.file) {
                name = target
            }
            // ReusableKit's `ReusableCell<TaskCell>()`: the cell class, which `register` and `dequeue` take.
            if name == "ReusableCell" || name == "ReusableView", scope[name] == nil, !declaresType(name, from: evaluator.file),
               let generic = call.calledExpression.as(GenericSpecializationExprSyntax.self)?.genericArgumentClause
                .arguments.first,
               case .type(let cell) = generic.argument, let cellType = SwiftEvaluator.namedType(cell) {
                return .symbol(evaluator.qualified(cellType, at: cell))
            }
            guard Self.subjectKinds[name] != nil || Self.reactiveSources[name] != nil || Self.sectionModels.contains(name)
                    || ["Just", "Empty", "Fail"].contains(name),
                  scope[name] == nil, !declaresType(name, from: evaluator.file) else { return nil }
            let values = Self.values(of: call, evaluator: evaluator, in: scope)
            if let keeps = Self.subjectKinds[name] {
                return .opaque(.init(ReactiveSubject(keeping: keeps, values.prefix(1).map(\.value))))
            }
            if let base = Self.reactiveSources[name] { return reactiveSource(base, values: values) }
            if Self.sectionModels.contains(name) {
                let fields = SwiftScope()
                for (label, value) in values { fields[label] = value }
                return .object(name, fields)
            }
            return .opaque(.init(ReactiveStream.of(name == "Just" ? values.prefix(1).map(\.value) : [])))
        }
        guard let access = callee.as(MemberAccessExprSyntax.self), let base = access.base else { return nil }
        let owner = (base.as(GenericSpecializationExprSyntax.self)?.expression ?? base).as(DeclReferenceExprSyntax.self)?
            .baseName.text ?? ""
        guard Self.streamTypes.contains(owner) || Self.subjectKinds[owner] != nil, scope[owner] == nil,
              !declaresType(owner, from: evaluator.file) else { return nil }
        let name = access.declName.baseName.text
        let values = Self.values(of: call, evaluator: evaluator, in: scope)
        let given = values.filter { $0.label == "_" }.map(\.value)
        switch name {
        case "create" where Self.subjectKinds[owner] != nil:
            return .opaque(.init(ReactiveSubject(keeping: Self.subjectKinds[owner] ?? 0, [])))
        case "just": return .opaque(.init(ReactiveStream.of(given.prefix(1).map { $0 })))
        case "of": return .opaque(.init(ReactiveStream.of(given)))
        case "from": return .opaque(.init(ReactiveStream.of(Self.array(given.first))))
        case "empty", "never": return .opaque(.init(ReactiveStream.of([])))
        case "merge", "concat", "Merge", "Merge3", "Merge4", "Concatenate":
            return .opaque(.init(merged(streams(in: given))))
        case "combineLatest", "zip", "CombineLatest", "CombineLatest3", "CombineLatest4", "Zip", "Zip3", "Zip4":
            // (One only run time gives, a library's publisher, gives nothing the source fixes: nor does the combination.)
            let operands = given.filter { if case .opaque(let box) = $0 { !(box.value is ClosureValue) } else { true } }
            let combinedStreams = streams(in: operands)
            guard combinedStreams.count == operands.count else { return .opaque(.init(ReactiveStream.of([]))) }
            return .opaque(.init(combined(combinedStreams, selector: closure(in: values, labels: ["resultSelector"]))))
        case "deferred", "Deferred":
            guard let body = closure(in: values, labels: ["_"]) else { return nil }
            return .opaque(.init(ReactiveStream { [unowned self] sink in
                stream(of: runClosure(body, with: []))?.subscribe(sink)
            }))
        default:
            return nil
        }
    }

    /// The library types whose instances the reader makes (relays, subjects, section models, data sources).
    static let libraryNames: Set<String> = Set(subjectKinds.keys).union(reactiveSources.keys).union(sectionModels)
        .union(["Just", "Empty", "Fail"])

    /// The library type the project's `typealias` names `name` for, when it is one the reader makes; nil otherwise.
    private func libraryAlias(_ name: String, from file: SwiftSourceFile) -> String? {
        guard file.aliases[name] != nil || types.project?.files(aliasing: name, besides: file.path).isEmpty == false
        else { return nil }
        for other in [file] + (types.project?.files(aliasing: name, besides: file.path) ?? []) {
            for alias in other.aliases[name] ?? [] {
                if let base = alias.initializer.value.as(IdentifierTypeSyntax.self)?.name.text,
                   Self.libraryNames.contains(base) { return base }
            }
        }
        return nil
    }

    /// Whether the project declares a type `name` (its extensions of the library's type aside).
    private func declaresType(_ name: String, from file: SwiftSourceFile) -> Bool {
        types.declarations(of: name, from: file).contains { !$0.group.is(ExtensionDeclSyntax.self) }
    }

    /// A method of a stream, a subject, or RxCocoa's reactive extension; nil for another value.
    func reactiveMethod(_ name: String, of base: SwiftValue, call: FunctionCallExprSyntax, evaluator: SwiftEvaluator,
                        in scope: SwiftScope) -> SwiftValue? {
        guard case .opaque(let box) = base else { return nil }
        if let extended = box.value as? ReactiveBase {
            let values = Self.values(of: call, evaluator: evaluator, in: scope)
            if name == "setDelegate" || name == "setDataSource", let fields = Self.fields(extended.object) {
                fields[name == "setDelegate" ? "delegate" : "dataSource"] = values.first?.value
                return SwiftValue.none
            }
            // `rx.methodInvoked(#selector(viewDidAppear(_:)))`: the method the selector names.
            var property = ReactiveProperty(object: extended.object, name: name, arguments: values)
            if name == "methodInvoked" || name == "sentMessage", let selector = call.arguments.first?.expression {
                property.arguments = [("_", .string(Self.selectorName(selector), localizable: false))]
            }
            return .opaque(.init(property))
        }
        if let subject = box.value as? ReactiveSubject {
            switch name {
            case "accept", "onNext", "send":
                guard let value = call.arguments.first.map({ evaluator.evaluate($0.expression, in: scope) }) else {
                    subject.send(.array([]))   // (`send()` of a `Void` subject)
                    return SwiftValue.none
                }
                if types.step() { subject.send(value) }
                return SwiftValue.none
            default:
                return streamMethod(name, of: subject.stream, call: call, evaluator: evaluator, in: scope)
            }
        }
        guard let stream = stream(of: base) else { return nil }
        return streamMethod(name, of: stream, call: call, evaluator: evaluator, in: scope)
    }

    /// A property of a stream, a subject or RxCocoa's extension (`relay.value`, `label.rx.text`,
    /// `textField.rx.text.orEmpty`); nil for another.
    func reactiveMember(_ name: String, of value: SwiftValue, evaluator: SwiftEvaluator) -> SwiftValue? {
        if case .object(let type, let fields) = value {
            // (The project's own `rx` or `$name` is read before the host is asked.)
            if name == "rx" { return .opaque(.init(ReactiveBase(object: value))) }
            if name.hasPrefix("$") { return published(name, of: value, evaluator: evaluator) }
            if let member = reactorMember(name, of: value, evaluator: evaluator) { return member }
            return Self.sectionModels.contains(type) ? fields[name] : nil
        }
        guard case .opaque(let box) = value else { return nil }
        if let extended = box.value as? ReactiveBase {
            return .opaque(.init(ReactiveProperty(object: extended.object, name: name)))
        }
        if var property = box.value as? ReactiveProperty, name == "orEmpty" {
            property.orEmpty = true
            return .opaque(.init(property))
        }
        if let subject = box.value as? ReactiveSubject, name == "value" {
            return subject.kept.last ?? SwiftValue.none
        }
        return nil
    }

    /// The stream a value gives when subscribed to; nil for a value that is none.
    func stream(of value: SwiftValue) -> ReactiveStream? {
        guard case .opaque(let box) = value else { return nil }
        if let stream = box.value as? ReactiveStream { return stream }
        if let subject = box.value as? ReactiveSubject { return subject.stream }
        guard let property = box.value as? ReactiveProperty else { return nil }
        // An event a user makes (a tap, a selection) gives nothing; a control's property its value; the showing's methods once.
        // (RxViewController's `rx.viewDidLoad`, `rx.viewWillAppear`: the showing's methods, once.)
        if ReactiveProperty.showingMethods.contains(property.name) { return .of([.array([])]) }
        if property.name == "methodInvoked" || property.name == "sentMessage" {
            let method = property.arguments.first?.value.string ?? ""
            return .of(ReactiveProperty.showingMethods.contains(method) ? [.array([])] : [])
        }
        guard ReactiveProperty.controlProperties.contains(property.name), property.arguments.isEmpty,
              let fields = Self.fields(property.object) else { return .of([]) }
        var current = fields[property.name] ?? SwiftValue.none
        if property.orEmpty, case .none = current { current = .string("", localizable: false) }
        return .of([current])
    }

    /// A wait in seconds as RxSwift and Combine write one (`.seconds(2)`, `.milliseconds(300)`, `0.5`); nil for another.
    static func interval(of value: SwiftValue?) -> Double? {
        guard let value else { return nil }
        if let number = value.number { return number }
        guard case .object(SwiftEvaluator.caseType, let fields) = value, let amount = fields["0"]?.number else { return nil }
        let name: Substring
        switch fields[SwiftEvaluator.caseKey] {
        case .member(let path)?, .symbol(let path)?: name = path.lastComponent
        default: return nil
        }
        switch name {
        case "seconds": return amount
        case "milliseconds": return amount / 1_000
        case "microseconds": return amount / 1_000_000
        case "nanoseconds": return amount / 1_000_000_000
        default: return nil
        }
    }

    /// The streams among `values` (an array of them given as one argument too: `merge([a, b])`).
    private func streams(in values: [SwiftValue]) -> [ReactiveStream] {
        values.flatMap { value -> [ReactiveStream] in
            if case .array(let items) = value { return items.compactMap(stream(of:)) }
            return stream(of: value).map { [$0] } ?? []
        }
    }

    /// The first closure among `values` with one of `labels` (`_` the unlabelled ones), else the trailing one.
    private func closure(in values: [(label: String, value: SwiftValue)], labels: Set<String>) -> ClosureValue? {
        for (label, value) in values where labels.contains(label) || label == Self.trailingLabel {
            if case .opaque(let box) = value, let closure = box.value as? ClosureValue { return closure }
        }
        return nil
    }

    private func merged(_ streams: [ReactiveStream]) -> ReactiveStream {
        ReactiveStream { sink in streams.forEach { $0.subscribe(sink) } }
    }

    /// `combineLatest`: once every stream has given a value, the latest of each (as a tuple, or through the selector).
    private func combined(_ streams: [ReactiveStream], selector: ClosureValue?) -> ReactiveStream {
        ReactiveStream { [unowned self] sink in
            let latest = LatestValues(count: streams.count)
            for (index, stream) in streams.enumerated() {
                stream.subscribe { value in
                    guard let all = latest.set(index, value) else { return }
                    sink(selector.map { self.runClosure($0, with: all) } ?? .array(all))
                }
            }
        }
    }

    /// An operator or a subscription on `source`.
    private func streamMethod(_ name: String, of source: ReactiveStream, call: FunctionCallExprSyntax,
                              evaluator: SwiftEvaluator, in scope: SwiftScope) -> SwiftValue? {
        if Self.passingOperators.contains(name) { return .opaque(.init(source)) }
        let values = Self.values(of: call, evaluator: evaluator, in: scope)
        let transform = closure(in: values, labels: ["_", "transform"])
        // `map(\.title)`: the key path's value.
        let keyPath = call.arguments.first?.expression.as(KeyPathExprSyntax.self)
        func apply(_ value: SwiftValue) -> SwiftValue? {
            if let keyPath { return evaluator.keyPathValue(keyPath, of: value) }
            return transform.map { runClosure($0, with: [value]) }
        }
        func derived(_ body: @escaping (SwiftValue, @escaping (SwiftValue) -> Void) -> Void) -> SwiftValue {
            .opaque(.init(ReactiveStream { [unowned self] sink in
                source.subscribe { value in if self.types.step() { body(value, sink) } }
            }))
        }
        let first = values.first?.value
        switch name {
        case "map", "tryMap", "mapAt":
            // (`map { _ in () }` and `map(to:)`/`mapTo` a constant.)
            return derived { value, sink in sink(apply(value) ?? first ?? value) }
        case "compactMap", "tryCompactMap", "filterMap":
            return derived { value, sink in
                let mapped = apply(value) ?? value
                if case .none = mapped { return }
                sink(mapped)
            }
        case "filter":
            return derived { value, sink in if apply(value)?.bool != false { sink(value) } }
        case "flatMap", "flatMapLatest", "flatMapFirst", "concatMap", "switchToLatest":
            return derived { [unowned self] value, sink in
                let inner = name == "switchToLatest" ? value : (apply(value) ?? value)
                stream(of: inner)?.subscribe(sink)
            }
        case "startWith", "prepend":
            let given = values.filter { $0.label == "_" }.map(\.value)
            return .opaque(.init(ReactiveStream { sink in
                given.forEach(sink)
                source.subscribe(sink)
            }))
        case "merge":
            return .opaque(.init(merged([source] + streams(in: values.map(\.value)))))
        case "combineLatest", "zip":
            let operands = values.filter { label, value in
                if case .opaque(let box) = value, box.value is ClosureValue { return false }
                return label != Self.trailingLabel
            }.map(\.value)
            let others = streams(in: operands)
            guard others.count == operands.count else { return .opaque(.init(ReactiveStream.of([]))) }
            return .opaque(.init(combined([source] + others, selector: closure(in: values, labels: ["resultSelector"]))))
        case "withLatestFrom":
            // What the trigger gives, with the other stream's latest value.
            let other = first.flatMap(stream(of:))?.current.last
            let selector = closure(in: values, labels: ["resultSelector"])
            return derived { [unowned self] value, sink in
                guard let other else { return }
                sink(selector.map { runClosure($0, with: [value, other]) } ?? other)
            }
        case "debounce", "throttle", "delay":
            // What comes after a second or more comes after the screen is first shown: nothing yet; a shorter wait is
            // within its showing.
            if let seconds = Self.interval(of: values.first?.value), seconds >= 1 { return .opaque(.init(ReactiveStream.of([]))) }
            return .opaque(.init(source))
        case "skip", "dropFirst":
            let count = first?.number.map { Int($0) } ?? 1
            let seen = Counter()
            return derived { value, sink in if seen.next() > count { sink(value) } }
        case "take", "prefix", "first", "take(1)":
            let count = name == "first" ? 1 : first?.number.map { Int($0) } ?? 1
            let seen = Counter()
            return derived { value, sink in if seen.next() <= count { sink(value) } }
        case "distinctUntilChanged", "removeDuplicates":
            // (By the closure given, `removeDuplicates(by:)`, else by equality.)
            let last = Latest()
            let same = closure(in: values, labels: ["by", "_"])
            return derived { [unowned self] value, sink in
                if let previous = last.value,
                   (same.map { runClosure($0, with: [previous, value]).bool } ?? evaluator.equal(previous, value)) == true {
                    return
                }
                last.value = value
                sink(value)
            }
        case "scan":
            let state = Latest()
            state.value = first
            return derived { [unowned self] value, sink in
                guard let accumulator = transform ?? closure(in: values, labels: ["accumulator"]) else { return }
                let next = runClosure(accumulator, with: [state.value ?? SwiftValue.none, value])
                state.value = next
                sink(next)
            }
        case "replaceNil":
            return derived { value, sink in
                if case .none = value { sink(first ?? SwiftValue.none) } else { sink(value) }
            }
        case "subscribe", "drive", "emit", "bind", "sink", "assign", "subscribeNext":
            subscribe(name, to: source, values: values, call: call, evaluator: evaluator)
            return .opaque(.init(ReactiveStream.of([])))
        case "disposed", "store", "dispose", "cancel":
            return SwiftValue.none
        default:
            noteOnce("stream \(name)", "voicenav does not follow a stream's \(name)(…): what it gives is not read",
                     at: evaluator.file.position(call))
            return .opaque(.init(ReactiveStream.of([])))
        }
    }

    /// A subscription: each value the stream gives to the closure, the relay or subject, or the
    /// property the call names.
    private func subscribe(_ name: String, to source: ReactiveStream, values: [(label: String, value: SwiftValue)],
                           call: FunctionCallExprSyntax, evaluator: SwiftEvaluator) {
        if name == "assign" {
            // `assign(to: \.text, on: label)`: the property the key path names, set.
            guard let path = call.arguments.first(where: { $0.label?.text == "to" })?.expression.as(KeyPathExprSyntax.self),
                  case .property(let property)? = path.components.last?.component,
                  let object = values.first(where: { $0.label == "on" })?.value else { return }
            let key = property.declName.baseName.text
            source.subscribe { [unowned self] value in set(key, of: object, to: value, evaluator: evaluator) }
            return
        }
        // `subscribe(onNext:)`, `drive(onNext:)`, `sink(receiveValue:)`, or the closure alone (`sink { … }`); Rx's
        // `subscribe { event in … }` is given each value as `.next(value)`.
        let targets = values.filter { label, value in
            guard label == "_" || label == "to", case .opaque(let box) = value else { return false }
            return box.value is ReactiveSubject || box.value is ReactiveProperty
        }
        if targets.isEmpty, let body = closure(in: values, labels: ["onNext", "receiveValue", "next"])
            ?? (values.contains { $0.label == "receiveCompletion" } ? nil : closure(in: values, labels: ["_"])) {
            let events = name == "subscribe" && !values.contains { $0.label == "onNext" }
            source.subscribe { [unowned self] value in
                guard types.step() else { return }
                _ = runClosure(body, with: [events ? evaluator.caseValue(.member("next"), arguments: [("_", value)]) : value])
            }
            return
        }
        // `drive(label.rx.text)`, `bind(to: relay, other)`, `bind(to: tableView.rx.items(cellIdentifier:…)) { … }`.
        let cellClosure = closure(in: values, labels: ["curriedArgument"])
        for (_, target) in targets {
            guard case .opaque(let box) = target else { continue }
            if let subject = box.value as? ReactiveSubject {
                source.subscribe { [unowned self] value in if types.step() { subject.send(value) } }
            } else if let property = box.value as? ReactiveProperty {
                source.subscribe { [unowned self] value in
                    guard types.step() else { return }
                    bind(value, to: property, cells: cellClosure, at: call, evaluator: evaluator)
                }
            }
        }
    }

    /// A value a binding gives a property of RxCocoa's (`label.rx.text`, `tableView.rx.items(…)`).
    private func bind(_ value: SwiftValue, to property: ReactiveProperty, cells: ClosureValue?, at call: FunctionCallExprSyntax,
                      evaluator: SwiftEvaluator) {
        if property.name == "items" {
            bindItems(value, to: property, cells: cells, at: call, evaluator: evaluator)
        } else if property.name == "title", let state = property.arguments.first(where: { $0.label == "for" })?.value,
                  let fields = Self.fields(property.object) {
            // `button.rx.title(for: .normal)`: the state's title.
            if Self.isNormalState(state) { fields["title"] = value }
        } else {
            set(property.name, of: property.object, to: value, evaluator: evaluator)
        }
    }

    /// A property set as an assignment sets it (its observers and UIKit's setters run).
    private func set(_ name: String, of object: SwiftValue, to value: SwiftValue, evaluator: SwiftEvaluator) {
        guard let fields = Self.fields(object) else { return }
        fields[name] = value
        assigned(name, of: object, evaluator: evaluator)
    }
}

/// The latest value of each of several streams.
private final class LatestValues {
    private var values: [SwiftValue?]
    init(count: Int) { values = Array(repeating: nil, count: count) }
    /// Sets one; all of them once each has one.
    func set(_ index: Int, _ value: SwiftValue) -> [SwiftValue]? {
        values[index] = value
        let all = values.compactMap { $0 }
        return all.count == values.count ? all : nil
    }
}

private final class Counter {
    private var count = 0
    func next() -> Int {
        count += 1
        return count
    }
}

private final class Latest {
    var value: SwiftValue?
}
