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
        "asObservable", "asObserver", "asDriver", "asSignal", "asInfallible", "asSingle", "asMaybe", "share", "shareReplay",
        "observe",
        "observeOn", "subscribe(on:)", "subscribeOn", "receive", "eraseToAnyPublisher",
        "retry", "catchError", "catch", "catchAndReturn", "catchErrorJustReturn", "replaceError", "assertNoFailure",
        "setFailureType", "timeout", "materialize", "debug", "print", "handleEvents", "do", "asCompletable",
        "replaceEmpty", "makeConnectable", "autoconnect", "publish", "refCount", "multicast",
    ]

    /// A stream, relay, subject or section model the source makes (`BehaviorRelay(value: 1)`,
    /// `Observable.just(x)`, `Just(x)`, `SectionModel(model:items:)`); nil for any other call.
    func reactiveCall(_ call: FunctionCallExprSyntax, evaluator: SwiftEvaluator, in scope: SwiftScope) -> SwiftValue? {
        let callee = call.calledExpression.as(GenericSpecializationExprSyntax.self)?.expression ?? call.calledExpression
        guard callee.is(DeclReferenceExprSyntax.self) || callee.is(MemberAccessExprSyntax.self) else { return nil }
        if let reference = callee.as(DeclReferenceExprSyntax.self) {
            var name = reference.baseName.text
            // (A project's alias of a library type: `typealias TaskListSection = SectionModel<Void, Task>`.)
            if !Self.libraryNames.contains(name), name.namesType, let target = libraryAlias(name, from: evaluator.file) {
                name = target
            }
            // ReusableKit's `ReusableCell<TaskCell>()`: the cell class, which `register` and `dequeue` take.
            if name == "ReusableCell" || name == "ReusableView", scope[name] == nil, !evaluator.projectDeclaresType(name),
               let generic = call.calledExpression.as(GenericSpecializationExprSyntax.self)?.genericArgumentClause
                .arguments.first,
               case .type(let cell) = generic.argument, let cellType = SwiftEvaluator.namedType(cell) {
                return .symbol(evaluator.qualified(cellType, at: cell))
            }
            // (`BehaviorRelay<Sort>(value: .bestMatch)`: its first value of the type given.)
            let given = call.calledExpression.as(GenericSpecializationExprSyntax.self)?.genericArgumentClause.arguments.first
            let element: TypeSyntax? = if case .type(let type)? = given?.argument { type } else { nil }
            return reactiveObject(name, call: call, evaluator: evaluator, in: scope, element: element)
        }
        guard let access = callee.as(MemberAccessExprSyntax.self), let base = access.base else { return nil }
        return reactiveStatic(access, base: base, call: call, evaluator: evaluator, in: scope)
    }

    /// A relay, subject, data source, section model or stream of the library's type `name`
    /// made by `call` (`BehaviorRelay(value: 1)`, or `.init(value: 1)` where a `BehaviorRelay` is
    /// declared); nil for a type the project declares or a file that uses no reactive library.
    func reactiveObject(_ name: String, call: FunctionCallExprSyntax, evaluator: SwiftEvaluator,
                        in scope: SwiftScope, element: TypeSyntax? = nil) -> SwiftValue? {
        guard Self.libraryNames.contains(name), scope[name] == nil, !evaluator.projectDeclaresType(name),
              usesReactiveLibrary(evaluator.file) else { return nil }
        if let keeps = Self.subjectKinds[name] {
            // (Its first value is of the element type its declaration gives: `.init(value: .bestMatch)`.)
            let first = call.arguments.first.map { evaluator.evaluate($0.expression, as: element, in: scope) }
            return made(ReactiveSubject(keeping: keeps, first.map { [$0] } ?? []))
        }
        let values = Self.values(of: call, evaluator: evaluator, in: scope)
        if let base = Self.reactiveSources[name] { return reactiveSource(base, values: values) }
        // (`Just(x)`, `Empty()`; `Fail` gives nothing.)
        if Self.sectionModels.contains(name) {
            let fields = SwiftScope()
            for (label, value) in values { fields[label] = value }
            return .object(name, fields)
        }
        return .opaque(.init(ReactiveStream.of(name == "Just" ? values.prefix(1).map(\.value) : [])))
    }

    /// A stream made by a library type's static function (`Observable.just(x)`, `Driver.combineLatest(a, b)`).
    private func reactiveStatic(_ access: MemberAccessExprSyntax, base: ExprSyntax, call: FunctionCallExprSyntax,
                                evaluator: SwiftEvaluator, in scope: SwiftScope) -> SwiftValue? {
        let owner = (base.as(GenericSpecializationExprSyntax.self)?.expression ?? base).as(DeclReferenceExprSyntax.self)?
            .baseName.text ?? ""
        guard Self.streamTypes.contains(owner) || Self.subjectKinds[owner] != nil, scope[owner] == nil,
              !evaluator.projectDeclaresType(owner), usesReactiveLibrary(evaluator.file) else { return nil }
        let name = access.declName.baseName.text
        let values = Self.values(of: call, evaluator: evaluator, in: scope)
        let given = values.filter { $0.label == "_" }.map(\.value)
        switch name {
        case "create" where Self.subjectKinds[owner] != nil:
            // (`ReplaySubject.create(bufferSize: 2)`: as many as it is told to keep.)
            let size = values.first { $0.label == "bufferSize" }?.value.number.map { max(0, min(Int($0), 64)) }
            return made(ReactiveSubject(keeping: size ?? Self.subjectKinds[owner] ?? 0, []))
        case "create" where owner == "Observable":
            // `Observable.create { observer in observer.onNext(items); … }`: each subscription runs the closure with an
            // observer whose `onNext` gives its value to that subscriber.
            guard let body = closure(in: values, labels: ["_", "subscribe"]) else { return nil }
            return .opaque(.init(ReactiveStream { [unowned self] sink in
                let observer = ReactiveSubject(keeping: 0, [])
                observer.stream.subscribe(sink)
                _ = runClosure(body, with: [made(observer)])
            }))
        case "just", "of", "from", "empty", "never": return Self.literalStream(name, given: given)
        case "merge", "Merge", "Merge3", "Merge4":
            return .opaque(.init(merged(knownStreams(in: given))))
        case "concat", "Concatenate":
            return .opaque(.init(concatenated(knownStreams(in: given))))
        case "combineLatest", "CombineLatest", "CombineLatest3", "CombineLatest4":
            // (One only run time gives, a library's publisher, gives nothing the source fixes: nor does the combination.)
            guard let all = streams(in: given) else { return .opaque(.init(ReactiveStream.of([]))) }
            return .opaque(.init(combined(all, selector: closure(in: values, labels: ["resultSelector"]))))
        case "zip", "Zip", "Zip3", "Zip4":
            guard let all = streams(in: given) else { return .opaque(.init(ReactiveStream.of([]))) }
            return .opaque(.init(zipped(all, selector: closure(in: values, labels: ["resultSelector"]))))
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

    /// A method of a stream, a subject, or RxCocoa's reactive extension; nil for another value.
    func reactiveMethod(_ name: String, of base: SwiftValue, call: FunctionCallExprSyntax, evaluator: SwiftEvaluator,
                        in scope: SwiftScope) -> SwiftValue? {
        guard case .opaque(let box) = base else { return nil }
        if let extended = box.value as? ReactiveBase {
            let values = Self.values(of: call, evaluator: evaluator, in: scope)
            if name == "setDelegate" || name == "setDataSource", let fields = Self.fields(extended.object) {
                fields[name == "setDelegate" ? "delegate" : "dataSource"] = values.first?.value
                return .opaque(.init(ReactiveStream.of([])))   // (a disposable, disposed of by the code)
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
            case "onCompleted", "onError":
                return SwiftValue.none   // (an end: no value)
            case "send" where call.arguments.first?.label?.text == "completion":
                return SwiftValue.none
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
        // `label.rx.isHidden.asObserver()`: the same binder, as an observer what is bound to it sets.
        if box.value is ReactiveProperty, name == "asObserver" { return base }
        guard let stream = stream(of: base) else { return nil }
        return streamMethod(name, of: stream, call: call, evaluator: evaluator, in: scope)
    }

    /// A property of a stream, a subject or RxCocoa's extension (`relay.value`, `label.rx.text`,
    /// `textField.rx.text.orEmpty`); nil for another.
    func reactiveMember(_ name: String, of value: SwiftValue, evaluator: SwiftEvaluator) -> SwiftValue? {
        if case .object(let type, let fields) = value {
            // (The project's own `rx` or `$name` is read before the host is asked; a tuple, a case or an address has none.)
            if name == "rx" || name.hasPrefix("$") || ReactiveProperty.reactorNames.contains(name) {
                guard type.first?.isLetter == true, usesReactiveLibrary(evaluator.file) else { return nil }
                if name == "rx" { return .opaque(.init(ReactiveBase(object: value))) }
                if name.hasPrefix("$") { return published(name, of: value, evaluator: evaluator) }
                return reactorMember(name, of: value, evaluator: evaluator)
            }
            return Self.sectionModels.contains(type) ? fields[name] : nil
        }
        // The defaults' KVO (`UserDefaults.standard.rx.observe(String.self, "theme")`).
        if name == "rx", case .symbol("UserDefaults.standard") = value, usesReactiveLibrary(evaluator.file) {
            return .opaque(.init(ReactiveBase(object: value)))
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
        // The showing's methods (`rx.methodInvoked(#selector(viewWillAppear(_:)))`, RxViewController's `rx.viewDidLoad`)
        // once each has run; another method's, what a user does, nothing.
        let method = property.name == "methodInvoked" || property.name == "sentMessage"
            ? property.arguments.first?.value.string ?? "" : property.name
        if ReactiveProperty.showingMethods.contains(method) {
            return invokedSubject(method, of: property.object)?.stream ?? .of([])
        }
        if property.name == "methodInvoked" || property.name == "sentMessage" { return .of([]) }
        // KVO (`rx.observe(String.self, "text")`, `observeWeakly`): the value the key path holds now, first; a
        // defaults key's what the app stored or registered, else nil as on a fresh install.
        if property.name == "observe" || property.name == "observeWeakly", property.arguments.count >= 2,
           let key = property.arguments[1].value.string {
            if case .symbol("UserDefaults.standard") = property.object { return .of([types.defaultsValue(key)]) }
            if let fields = Self.fields(property.object) { return .of([fields[key] ?? SwiftValue.none]) }
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

    /// The streams among `values` (an array of them given as one argument too: `merge([a, b])`), closures aside; nil
    /// when one of them is no stream (a library's publisher, a value only run time gives).
    func streams(in values: [SwiftValue]) -> [ReactiveStream]? {
        var found: [ReactiveStream] = []
        for value in values {
            if case .opaque(let box) = value, box.value is ClosureValue { continue }
            let items: [SwiftValue] = if case .array(let items) = value { items } else { [value] }
            for item in items {
                guard let stream = stream(of: item) else { return nil }
                found.append(stream)
            }
        }
        return found
    }

    /// `just(x)`, `of(a, b)`, `from([…])`, `empty()`, `never()`: a stream of the values given.
    static func literalStream(_ name: String, given: [SwiftValue]) -> SwiftValue {
        let values: [SwiftValue] = switch name {
        case "just": Array(given.prefix(1))
        case "of": given
        case "from": array(given.first)
        default: []
        }
        return .opaque(.init(ReactiveStream.of(values)))
    }

    /// The streams among `values`, those only run time gives left out: what they would add is not the source's, the
    /// others' values are (`merge`, `concat`).
    func knownStreams(in values: [SwiftValue]) -> [ReactiveStream] {
        values.compactMap { streams(in: [$0]) }.flatMap { $0 }
    }

    /// The first closure among `values` with one of `labels` (`_` the unlabelled ones), else the trailing one.
    func closure(in values: [(label: String, value: SwiftValue)], labels: Set<String>) -> ClosureValue? {
        for (label, value) in values where labels.contains(label) || label == Self.trailingLabel {
            if case .opaque(let box) = value, let closure = box.value as? ClosureValue { return closure }
        }
        return nil
    }

    /// Whether the app imports a reactive library (RxSwift, RxCocoa, RxRelay, RxDataSources, Combine, ReactorKit) in
    /// `file` or another of its files (Swift gives an imported module's extensions, `rx`, to every file of the
    /// module): the names they give (`Observable`, `Just`, `rx`, `$name`) are theirs only then.
    func usesReactiveLibrary(_ file: SwiftSourceFile) -> Bool {
        if let known = reactiveFiles[ObjectIdentifier(file)] { return known }
        let imports = Self.reactiveLibraries.map { "import " + $0 }
        var uses = imports.contains { file.mentions($0) }
        if !uses, let project {
            // (The project's files read once for all.)
            let key = ObjectIdentifier(project)
            uses = reactiveFiles[key] ?? project.anyFileMentions(imports)
            reactiveFiles[key] = uses
        }
        reactiveFiles[ObjectIdentifier(file)] = uses
        return uses
    }

    static let reactiveLibraries = ["RxSwift", "RxCocoa", "RxRelay", "RxDataSources", "Combine", "ReactorKit"]

    /// A subject the code made.
    func made(_ subject: ReactiveSubject) -> SwiftValue {
        hasSubjects = true
        return .opaque(.init(subject))
    }

    /// The subject a controller's method named by the showing (`rx.methodInvoked(#selector(viewWillAppear(_:)))`,
    /// RxViewController's `rx.viewWillAppear`) sends to when it has run (`invoked`).
    func invokedSubject(_ method: String, of object: SwiftValue) -> ReactiveSubject? {
        guard let fields = Self.fields(object) else { return nil }
        if case .opaque(let box)? = fields[Self.invokedPrefix + method], let subject = box.value as? ReactiveSubject {
            return subject
        }
        let subject = ReactiveSubject(keeping: 0, [])
        fields[Self.invokedPrefix + method] = made(subject)
        return subject
    }

    /// A controller's method the showing calls has run: what subscribed to it is given a value.
    func invoked(_ method: String, on object: SwiftValue) {
        guard hasSubjects, case .opaque(let box)? = Self.fields(object)?[Self.invokedPrefix + method],
              let subject = box.value as? ReactiveSubject else { return }
        subject.send(method == "viewDidLoad" ? .array([]) : .bool(false))
    }

    static let invokedPrefix = "#invoked."
}

