import SwiftSyntax

/// Operators and subscriptions of reactive streams (SwiftSourceReading.md, "Reactive bindings"):
/// each runs as RxSwift's and Combine's do for what the screen's first showing sees. What an
/// operator keeps (a count, the last value, a combination's latest values) is its subscription's
/// own, as the libraries keep it.
extension UIKitReader {
    /// An operator or a subscription on `source`.
    func streamMethod(_ name: String, of source: ReactiveStream, call: FunctionCallExprSyntax,
                      evaluator: SwiftEvaluator, in scope: SwiftScope) -> SwiftValue? {
        let sideEffect = name == "handleEvents" || name == "do"
        if Self.passingOperators.contains(name), !sideEffect { return .opaque(.init(source)) }
        let values = Self.values(of: call, evaluator: evaluator, in: scope)
        // A side effect on each value, the value handed on: Combine's `handleEvents(receiveOutput:)`,
        // RxSwift's `do(onNext:)` (`handleEvents(receiveOutput: { self.rows = $0 })`). Their other events' closures
        // (completion, subscription, errors) are not what the first showing sees.
        if sideEffect, let effect = closure(in: values, labels: [name == "do" ? "onNext" : "receiveOutput"]) {
            return .opaque(.init(ReactiveStream(finite: source.finite) { [unowned self] sink in
                source.subscribe { value in
                    guard self.types.step() else { return }
                    _ = self.runClosure(effect, with: [value])
                    sink(value)
                }
            }))
        }
        if sideEffect { return .opaque(.init(source)) }
        let transform = closure(in: values, labels: ["_", "transform"])
        // `map(\.title)`: the key path's value.
        let keyPath = call.arguments.first?.expression.as(KeyPathExprSyntax.self)
        func apply(_ value: SwiftValue) -> SwiftValue? {
            if let keyPath { return evaluator.keyPathValue(keyPath, of: value) }
            return transform.map { runClosure($0, with: [value]) }
        }
        /// A stream giving, for each subscription, what `operation` (made for that subscription) makes of the source's.
        func derived(_ operation: @escaping () -> (SwiftValue, @escaping (SwiftValue) -> Void) -> Void) -> SwiftValue {
            .opaque(.init(ReactiveStream(finite: source.finite) { [unowned self] sink in
                let body = operation()
                source.subscribe { value in if self.types.step() { body(value, sink) } }
            }))
        }
        let first = values.first?.value
        let empty = SwiftValue.opaque(.init(ReactiveStream.of([])))
        switch name {
        case "map", "tryMap", "mapAt":
            // (`map { _ in () }` and `map(to:)`/`mapTo` a constant.)
            return derived { { value, sink in sink(apply(value) ?? first ?? value) } }
        // (RxOptional's `filterNil()` and RxSwiftExt's `unwrap()`: the values that are not nil.)
        case "compactMap", "tryCompactMap", "filterMap", "filterNil", "ignoreNil", "unwrap":
            return derived {
                { value, sink in
                    let mapped = apply(value) ?? value
                    if case .none = mapped { return }
                    sink(mapped)
                }
            }
        case "filter":
            return derived { { value, sink in if apply(value)?.bool != false { sink(value) } } }
        case "flatMap", "flatMapFirst", "concatMap":
            return derived { { [unowned self] value, sink in stream(of: apply(value) ?? value)?.subscribe(sink) } }
        case "flatMapLatest", "switchToLatest", "switchMap":
            // Only the latest inner stream's values: an earlier one's later values are dropped.
            return derived {
                let latest = Counter()
                return { [unowned self] value, sink in
                    let generation = latest.next()
                    stream(of: name == "switchToLatest" ? value : (apply(value) ?? value))?.subscribe { inner in
                        if latest.count == generation { sink(inner) }
                    }
                }
            }
        case "startWith", "prepend":
            let given = values.filter { $0.label == "_" }.map(\.value)
            return .opaque(.init(ReactiveStream(finite: source.finite) { sink in
                given.forEach(sink)
                source.subscribe(sink)
            }))
        case "merge":
            return .opaque(.init(merged([source] + knownStreams(in: values.map(\.value)))))
        case "concat", "append":
            return .opaque(.init(concatenated([source] + knownStreams(in: values.map(\.value)))))
        case "combineLatest", "zip":
            guard let others = streams(in: values.filter { $0.label != Self.trailingLabel }.map(\.value)) else { return empty }
            let selector = closure(in: values, labels: ["resultSelector"])
            return .opaque(.init(name == "zip" ? zipped([source] + others, selector: selector)
                                 : combined([source] + others, selector: selector)))
        case "withLatestFrom":
            // What the trigger gives, with the other stream's latest value at that moment.
            guard let other = first.flatMap(stream(of:)) else { return empty }
            let selector = closure(in: values, labels: ["resultSelector"])
            return derived {
                let latest = Latest()
                other.subscribe { latest.value = $0 }
                return { [unowned self] value, sink in
                    guard let known = latest.value else { return }
                    sink(selector.map { runClosure($0, with: [value, known]) } ?? known)
                }
            }
        case "debounce", "throttle", "delay":
            // A wait under a second is within the first showing; a longer one is not: a throttle gives its first value
            // at once, a debounce the last value of a stream that ends (`just`) when it ends, the rest nothing yet.
            guard let seconds = Self.interval(of: first), seconds >= 1 else { return .opaque(.init(source)) }
            if name == "throttle" {
                return derived { let seen = Counter(); return { value, sink in if seen.next() == 1 { sink(value) } } }
            }
            guard name == "debounce", source.finite, let last = source.current.last else { return empty }
            return .opaque(.init(ReactiveStream.of([last])))
        case "skip", "dropFirst":
            let count = first?.number.map { Int($0) } ?? 1
            return derived { let seen = Counter(); return { value, sink in if seen.next() > count { sink(value) } } }
        case "take", "prefix", "first":
            let count = name == "first" ? 1 : first?.number.map { Int($0) } ?? 1
            return derived { let seen = Counter(); return { value, sink in if seen.next() <= count { sink(value) } } }
        case "distinctUntilChanged", "removeDuplicates":
            // (By the closure given, `removeDuplicates(by:)`, else by equality.)
            let same = closure(in: values, labels: ["by", "_"])
            return derived {
                let last = Latest()
                return { [unowned self] value, sink in
                    if let previous = last.value,
                       (same.map { runClosure($0, with: [previous, value]).bool } ?? evaluator.equal(previous, value)) == true {
                        return
                    }
                    last.value = value
                    sink(value)
                }
            }
        case "scan":
            guard let accumulator = transform ?? closure(in: values, labels: ["accumulator"]) else { return empty }
            return derived {
                let state = Latest()
                state.value = first
                return { [unowned self] value, sink in
                    let next = runClosure(accumulator, with: [state.value ?? SwiftValue.none, value])
                    state.value = next
                    sink(next)
                }
            }
        case "replaceNil":
            return derived { { value, sink in if case .none = value { sink(first ?? SwiftValue.none) } else { sink(value) } } }
        case "subscribe", "drive", "emit", "bind", "sink", "assign", "subscribeNext":
            subscribe(name, to: source, values: values, call: call, evaluator: evaluator)
            return empty   // (a disposable)
        case "disposed", "store", "dispose", "cancel":
            return SwiftValue.none
        default:
            // The project's own operator (`extension ObservableType { func mapToVoid() … }`), run on the stream.
            if let result = projectOperator(name, on: source, values: values, evaluator: evaluator) { return result }
            noteOnce("stream \(name)", "voicenav does not follow a stream's \(name)(…): what it gives is not read",
                     at: evaluator.file.position(call))
            return empty
        }
    }

    /// The types the project's extensions add stream operators to (RxSwift's, RxCocoa's, Combine's).
    static let operatorTypes = ["ObservableType", "ObservableConvertibleType", "Observable", "SharedSequenceConvertibleType",
                              "SharedSequence", "Driver", "Signal", "PrimitiveSequenceType", "Single", "Maybe",
                              "Infallible", "ControlEvent", "ControlProperty", "Publisher", "AnyPublisher"]

    /// A method the project's extension of a stream type declares, run with the stream as `self` (its `map { _ in }`,
    /// `asDriver { _ in .empty() }` then the stream's); nil where none of that name takes `values`.
    private func projectOperator(_ name: String, on source: ReactiveStream, values: [(label: String, value: SwiftValue)],
                                 evaluator: SwiftEvaluator) -> SwiftValue? {
        let labels = values.map(\.label)
        for type in Self.operatorTypes {
            for declaration in types.declarations(of: type, from: evaluator.file)
            where declaration.group.is(ExtensionDeclSyntax.self) {
                for member in declaration.group.memberBlock.members {
                    guard let function = member.decl.as(FunctionDeclSyntax.self), function.name.text == name,
                          function.body != nil, Self.accepts(function.signature.parameterClause.parameters, labels)
                    else { continue }
                    return types.nested {
                        run(function, in: declaration.file, owner: "", on: .opaque(.init(source)), arguments: values)
                    }
                }
            }
        }
        return nil
    }

    func merged(_ streams: [ReactiveStream]) -> ReactiveStream {
        ReactiveStream(finite: streams.allSatisfy(\.finite)) { sink in streams.forEach { $0.subscribe(sink) } }
    }

    /// `concat`: each stream's values after the one before has ended (a stream that does not end, a relay, lets none
    /// after it through).
    func concatenated(_ streams: [ReactiveStream]) -> ReactiveStream {
        let through = streams.firstIndex { !$0.finite }.map { Array(streams[...$0]) } ?? streams
        return ReactiveStream(finite: through.allSatisfy(\.finite)) { sink in through.forEach { $0.subscribe(sink) } }
    }

    /// `combineLatest`: once every stream has given a value, the latest of each (as a tuple, or through the selector).
    func combined(_ streams: [ReactiveStream], selector: ClosureValue?) -> ReactiveStream {
        joined(streams, selector: selector) { LatestValues(count: $0).set }
    }

    /// `zip`: the first values of each together, then the second ones, as each stream gives them.
    func zipped(_ streams: [ReactiveStream], selector: ClosureValue?) -> ReactiveStream {
        joined(streams, selector: selector) { QueuedValues(count: $0).add }
    }

    /// Values of several streams given together (as a tuple, or through the selector) when `pairing`, made for each
    /// subscription, says which: it is told each stream's value by the stream's index.
    private func joined(_ streams: [ReactiveStream], selector: ClosureValue?,
                        pairing: @escaping (Int) -> (Int, SwiftValue) -> [SwiftValue]?) -> ReactiveStream {
        ReactiveStream(finite: streams.allSatisfy(\.finite)) { [unowned self] sink in
            let together = pairing(streams.count)
            for (index, stream) in streams.enumerated() {
                stream.subscribe { value in
                    guard let all = together(index, value) else { return }
                    sink(selector.map { self.runClosure($0, with: all) } ?? .array(all))
                }
            }
        }
    }

    /// A subscription: each value the stream gives to the closure, the relay or subject, or the
    /// property the call names.
    private func subscribe(_ name: String, to source: ReactiveStream, values: [(label: String, value: SwiftValue)],
                           call: FunctionCallExprSyntax, evaluator: SwiftEvaluator) {
        let file = evaluator.file
        if name == "assign" {
            // `assign(to: \.text, on: label)`, `assign(to: \.titleLabel.text, on: button)`: the property the key path names.
            guard let path = call.arguments.first(where: { $0.label?.text == "to" })?.expression.as(KeyPathExprSyntax.self),
                  let object = values.first(where: { $0.label == "on" })?.value else { return }
            let names = path.components.compactMap { component -> String? in
                if case .property(let property) = component.component { property.declName.baseName.text } else { nil }
            }
            let parts = path.components.filter { !$0.component.is(KeyPathOptionalComponentSyntax.self) }
            guard let key = names.last, names.count == parts.count else { return }
            var target = object
            for part in names.dropLast() {
                target = Self.fields(target)?[part] ?? member(part, of: target, at: Syntax(path), evaluator: evaluator) ?? .none
            }
            source.subscribe { [unowned self] value in
                set(key, of: target, to: value, evaluator: SwiftEvaluator(file: file, types: types))
            }
            return
        }
        // `bind(to: relay, other)`, `drive(label.rx.text)`, `bind(to: tableView.rx.items(cellIdentifier:…)) { … }`.
        let targets = values.filter { label, value in
            guard label == "_" || label == "to", case .opaque(let box) = value else { return false }
            return box.value is ReactiveSubject || box.value is ReactiveProperty
        }
        // `subscribe(onNext:)`, `drive(onNext:)`, `sink(receiveValue:)`, or the closure alone (`sink { … }`); with
        // `with: owner` (RxSwift 6) it is given the owner first; Rx's `subscribe { event in … }` is given `.next(value)`.
        let owner = values.first { $0.label == "with" }?.value
        if targets.isEmpty, let body = closure(in: values, labels: ["onNext", "receiveValue", "next"])
            ?? (values.contains { $0.label == "receiveCompletion" } ? nil : closure(in: values, labels: ["_"])) {
            let events = name == "subscribe" && owner == nil && !values.contains { $0.label == "onNext" }
            source.subscribe { [unowned self] value in
                guard types.step() else { return }
                let given = events
                    ? SwiftEvaluator(file: file, types: types).caseValue(.member("next"), arguments: [("_", value)]) : value
                _ = runClosure(body, with: owner.map { [$0, given] } ?? [given])
            }
            return
        }
        let cellClosure = closure(in: values, labels: ["curriedArgument"])
        for (_, target) in targets {
            guard case .opaque(let box) = target else { continue }
            if let subject = box.value as? ReactiveSubject {
                source.subscribe { [unowned self] value in if types.step() { subject.send(value) } }
            } else if let property = box.value as? ReactiveProperty {
                source.subscribe { [unowned self] value in
                    guard types.step() else { return }
                    bind(value, to: property, cells: cellClosure, at: call, evaluator: SwiftEvaluator(file: file, types: types))
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

/// The values each of several streams gave that are not zipped yet.
private final class QueuedValues {
    private var queues: [[SwiftValue]]
    init(count: Int) { queues = Array(repeating: [], count: count) }
    /// Adds one; the first of each once each has one (taken off).
    func add(_ index: Int, _ value: SwiftValue) -> [SwiftValue]? {
        queues[index].append(value)
        guard queues.allSatisfy({ !$0.isEmpty }) else { return nil }
        defer { queues = queues.map { Array($0.dropFirst()) } }
        return queues.map { $0[0] }
    }
}

private final class Counter {
    private(set) var count = 0
    func next() -> Int {
        count += 1
        return count
    }
}

private final class Latest {
    var value: SwiftValue?
}
