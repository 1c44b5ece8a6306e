import SwiftSyntax

/// Tables and collections bound to streams (SwiftSourceReading.md, "Reactive bindings"):
/// RxCocoa's `rx.items(cellIdentifier:cellType:)` and `rx.items` with a cell factory, and
/// RxDataSources' sectioned data sources. Each is read as a diffable data source showing what the
/// stream gives (one section of its elements, or its section models' items), its cells made by
/// the closure the code gives, as RxCocoa makes them.
extension UIKitReader {
    private static let reactiveKindKey = "#rxKind"

    /// An RxDataSources data source (`RxTableViewSectionedReloadDataSource(configureCell: …)`):
    /// its cell closure and section titles kept; the view it is bound to shows it.
    func reactiveSource(_ base: String, values: [(label: String, value: SwiftValue)]) -> SwiftValue {
        let fields = SwiftScope()
        fields[Self.uikitKey] = .string(base, localizable: false)
        fields[Self.reactiveKindKey] = .string("configureCell", localizable: false)
        for (label, value) in values {
            fields[label == "_" || label == Self.trailingLabel ? "configureCell" : label] = value
        }
        fields["cellProvider"] = fields["configureCell"]
        return .object(base == "UITableViewDiffableDataSource" ? "RxTableViewSectionedReloadDataSource"
                       : "RxCollectionViewSectionedReloadDataSource", fields)
    }

    /// What a stream gives `tableView.rx.items(…)` (or a collection view's): the view's rows.
    func bindItems(_ value: SwiftValue, to property: ReactiveProperty, cells: ClosureValue?, at call: FunctionCallExprSyntax,
                   evaluator: SwiftEvaluator) {
        guard let viewFields = Self.fields(property.object), let viewBase = viewFields[Self.uikitKey]?.string else { return }
        let isCollection = viewBase == "UICollectionView"
        if case .unknown(let what, let place) = value {
            note("the rows bound to this \(isCollection ? "collection" : "table") depend on \(what): they are not read",
                 at: place)
            return
        }
        let elements = Self.array(value)
        let source: SwiftValue
        let sections: [SwiftValue]
        let items: [SwiftValue]
        if let given = property.arguments.first(where: { $0.label == "dataSource" })?.value, let fields = Self.fields(given) {
            // Sections: each section model's items (RxDataSources' `SectionModel`, or the project's `SectionModelType`).
            source = given
            sections = elements
            items = elements.map { section in
                types.property("items", of: section, from: evaluator.file) ?? Self.fields(section)?["items"] ?? .array([])
            }
            fields["sectionModels"] = .array(elements)
        } else {
            guard let cells else {
                noteOnce("rx items", "the cells of the rows bound here are made by code voicenav does not follow: they are "
                         + "not read", at: evaluator.file.position(call))
                return
            }
            let fields = SwiftScope()
            fields[Self.uikitKey] = .string(isCollection ? "UICollectionViewDiffableDataSource"
                                            : "UITableViewDiffableDataSource", localizable: false)
            fields["cellProvider"] = .opaque(.init(cells))
            if let identifier = property.arguments.first(where: { $0.label == "cellIdentifier" })?.value.string {
                fields[Self.reactiveKindKey] = .string("identifier", localizable: false)
                fields["#identifier"] = .string(identifier, localizable: false)
                if case .symbol(let type)? = property.arguments.first(where: { $0.label == "cellType" })?.value {
                    fields["#cellType"] = .string(type, localizable: false)
                }
            } else {
                fields[Self.reactiveKindKey] = .string("factory", localizable: false)
            }
            source = .object("RxItems", fields)
            sections = [.int(0)]
            items = [.array(elements)]
        }
        guard let sourceFields = Self.fields(source) else { return }
        let snapshot = SwiftScope()
        Self.store(sections: sections, items: items, in: snapshot)
        sourceFields[Self.snapshotKey] = .object("NSDiffableDataSourceSnapshot", snapshot)
        sourceFields[isCollection ? "collectionView" : "tableView"] = property.object
        viewFields["dataSource"] = source
    }

    /// The cell a bound source makes for `item` at `path`, as RxCocoa calls the code's closure; nil
    /// for a source no binding made.
    func reactiveCell(of source: SwiftValue, view: SwiftValue, path: SwiftValue, item: SwiftValue) -> SwiftValue?? {
        guard let fields = Self.fields(source), let kind = fields[Self.reactiveKindKey]?.string else { return nil }
        // (RxDataSources' `configureCell` set after the data source is made counts too.)
        guard case .opaque(let box)? = kind == "configureCell" ? fields["configureCell"] ?? fields["cellProvider"]
                : fields["cellProvider"], let provider = box.value as? ClosureValue else {
            return .some(nil)
        }
        let row = Self.fields(path)?["row"] ?? Self.fields(path)?["item"] ?? .int(0)
        switch kind {
        case "configureCell":
            return runClosure(provider, with: [source, view, path, item])
        case "factory":
            return runClosure(provider, with: [view, row, item])
        default:
            // Dequeued by its identifier: the class registered under it, else the one the binding names.
            let identifier = fields["#identifier"]?.string ?? ""
            let evaluator = SwiftEvaluator(file: provider.file, types: types)
            let plain = Self.fields(view)?[Self.uikitKey]?.string == "UICollectionView" ? "UICollectionViewCell"
                : "UITableViewCell"
            let named = Self.fields(view)?["#cell." + identifier]?.string ?? fields["#cellType"]?.string ?? plain
            let type = makesObjects(of: named, from: evaluator.file) ? named : plain
            let cell = make(type, arguments: [], at: provider.closure, evaluator: evaluator, in: SwiftScope())
            _ = runClosure(provider, with: [row, item, cell])
            return cell
        }
    }

    /// A section's title an RxDataSources data source gives (`titleForHeaderInSection`,
    /// `titleForFooterInSection` closures); nil where it has none.
    func reactiveTitle(of source: SwiftValue, _ name: String, section: Int) -> SwiftValue? {
        guard case .opaque(let box)? = Self.fields(source)?[name], let closure = box.value as? ClosureValue else { return nil }
        return runClosure(closure, with: [source, .int(section)])
    }

    /// `dataSource[section]` and `dataSource[indexPath]` of an RxDataSources data source bound to a view (in its
    /// `titleForHeaderInSection` closure, `{ dataSource, index in dataSource[index].model }`): the section model
    /// at that index, and the item at that path, as its subscripts give them; nil for any other subscript.
    static func reactiveSection(of source: SwiftValue, at index: SwiftValue) -> SwiftValue? {
        guard case .object(let type, let fields) = source, type.hasPrefix("Rx"), type.hasSuffix("DataSource"),
              case .array(let sections)? = fields["sectionModels"] else { return nil }
        if case .int(let section) = index { return sections.indices.contains(section) ? sections[section] : nil }
        guard let path = Self.fields(index), case .int(let section)? = path["section"],
              case .int(let row)? = path["row"] ?? path["item"], sections.indices.contains(section),
              case .array(let items)? = Self.fields(sections[section])?["items"], items.indices.contains(row) else { return nil }
        return items[row]
    }

    /// `$name` of an object's `@Published` property: a subject holding its value, sent each value
    /// the property is set to later (`UIKitReader.assigned`).
    func published(_ name: String, of object: SwiftValue, evaluator: SwiftEvaluator) -> SwiftValue? {
        guard case .object(let type, let fields) = object else { return nil }
        let property = String(name.dropFirst())
        let key = Self.publishedPrefix + property
        if let known = fields[key] { return known }
        // (Only a property marked `@Published` has a publisher.)
        guard lineage(of: type, from: evaluator.file).contains(where: { owner in
            guard let (_, binding) = types.variable(property, isStatic: false,
                                                    in: types.declarations(of: owner, from: evaluator.file)),
                  let variable = binding.parent?.parent?.as(VariableDeclSyntax.self) else { return false }
            return variable.attributes.contains { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "Published" }
        }) else { return nil }
        let current = fields[property] ?? types.property(property, of: object, from: evaluator.file) ?? SwiftValue.none
        let subject = made(ReactiveSubject(keeping: 1, [current]))
        fields[key] = subject
        publishes = true
        return subject
    }

    static let publishedPrefix = "#published."

    /// A property set on an object whose `$property` publisher the code subscribed to: its subscribers given the value.
    func publish(_ name: String, of fields: SwiftScope) {
        guard case .opaque(let box)? = fields[Self.publishedPrefix + name], let subject = box.value as? ReactiveSubject,
              types.step() else { return }
        subject.send(fields[name] ?? SwiftValue.none)
    }
}
