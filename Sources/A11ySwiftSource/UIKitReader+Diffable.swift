import SwiftSyntax

/// Diffable data sources (SwiftSourceReading.md, "UIKit screens built in code", "Tables"): a
/// `UITableViewDiffableDataSource` or `UICollectionViewDiffableDataSource` becomes its view's
/// data source when it is made (UIKit sets the view's `dataSource` in its initializer), keeps the
/// cell provider it is given, and shows the last snapshot applied to it. A snapshot
/// (`NSDiffableDataSourceSnapshot`) is the sections and items the code appends, inserts and
/// deletes; a section snapshot (`NSDiffableDataSourceSectionSnapshot`) the items of one section,
/// children shown under the parents the code expands, as an outline shows them. A collection
/// view's cell registration (`UICollectionView.CellRegistration`) makes its cell class and runs its
/// handler when a cell is dequeued with it.
extension UIKitReader {
    static let diffableSources: Set<String> = ["UITableViewDiffableDataSource", "UICollectionViewDiffableDataSource"]
    static let snapshotKey = "#snapshot"
    private static let itemsKey = "#items"
    private static let childrenKey = "#children"
    private static let expandedKey = "#expanded"

    /// Whether a value is one of UIKit's diffable data sources (or the project's subclass of one).
    static func isDiffable(_ value: SwiftValue?) -> Bool {
        diffableSources.contains(fields(value)?[uikitKey]?.string ?? "")
    }

    /// Whether a value is a diffable data source that shows no snapshot and has not said why.
    static func showsNoSnapshot(_ value: SwiftValue?) -> Bool {
        guard let fields = fields(value), let base = fields[uikitKey]?.string else { return false }
        return diffableSources.contains(base) && !fields.holds(snapshotKey)
    }

    /// What UIKit's diffable data source initializer does besides keeping its arguments: the
    /// view it is given takes it as its data source.
    func adoptDiffable(_ object: SwiftValue, fields: SwiftScope) {
        let view = fields["tableView"] ?? fields["collectionView"]
        Self.fields(view)?["dataSource"] = object
        if fields["cellProvider"] == nil, let handler = fields["#handler"] ?? fields[Self.trailingLabel] {
            fields["cellProvider"] = handler
        }
    }

    /// The sections of the snapshot a diffable data source shows, each its identifier and items;
    /// nil when none was applied.
    static func diffableSections(of source: SwiftValue) -> [(section: SwiftValue, items: [SwiftValue])]? {
        guard let snapshot = fields(fields(source)?[snapshotKey]) else { return nil }
        return zip(array(snapshot["sectionIdentifiers"]), array(snapshot[itemsKey])).map { ($0, array($1)) }
    }

    /// Whether a diffable data source has a cell provider the reader can run (a closure; a method
    /// given by name is not run).
    static func hasCellProvider(_ source: SwiftValue) -> Bool {
        guard case .opaque(let box)? = fields(source)?["cellProvider"] else { return false }
        return box.value is ClosureValue
    }

    /// The cell a diffable data source's provider makes for `item` at `path`; nil when it has no
    /// provider the reader can run.
    func diffableCell(of source: SwiftValue, view: SwiftValue, path: SwiftValue, item: SwiftValue) -> SwiftValue? {
        if let bound = reactiveCell(of: source, view: view, path: path, item: item) { return bound }
        guard case .opaque(let box)? = Self.fields(source)?["cellProvider"], let provider = box.value as? ClosureValue else {
            return nil
        }
        return runClosure(provider, with: [view, path, item])
    }

    /// A diffable data source's, a snapshot's or a cell registration's method; nil for another's.
    func diffableMethod(_ name: String, of object: SwiftValue, fields: SwiftScope, base: String,
                        values: [(label: String, value: SwiftValue)], call: FunctionCallExprSyntax,
                        evaluator: SwiftEvaluator) -> SwiftValue?? {
        let first = values.first?.value ?? .none
        func argument(_ label: String) -> SwiftValue? { values.first { $0.label == label }?.value }
        switch base {
        case "NSDiffableDataSourceSnapshot":
            return snapshotMethod(name, of: fields, first: first, argument: argument, evaluator: evaluator)
        case "NSDiffableDataSourceSectionSnapshot":
            return sectionSnapshotMethod(name, of: fields, first: first, argument: argument, evaluator: evaluator)
        case _ where Self.diffableSources.contains(base):
            switch name {
            case "apply" where Self.fields(first)?[Self.uikitKey]?.string == "NSDiffableDataSourceSectionSnapshot":
                // `apply(_:to:animatingDifferences:)`: one section's items, the section added when new.
                let snapshot = Self.fields(fields[Self.snapshotKey]).map(Self.copy)
                    ?? emptySnapshot(of: fields, at: call, evaluator)
                let section = typed(argument("to") ?? .none, as: fields["#sectionType"]?.string)
                var sections = Self.array(snapshot["sectionIdentifiers"])
                var items = Self.array(snapshot[Self.itemsKey])
                let shown = Self.fields(first).map(visibleItems) ?? []
                if let index = sections.firstIndex(where: { evaluator.equal($0, section) == true }) {
                    items[index] = .array(shown)
                } else {
                    sections.append(section)
                    items.append(.array(shown))
                }
                Self.store(sections: sections, items: items, in: snapshot)
                fields[Self.snapshotKey] = .object("NSDiffableDataSourceSnapshot", snapshot)
            case "apply", "applySnapshotUsingReloadData":
                if case .unknown(let what, let place) = first {
                    note("the snapshot this data source shows is \(what): its rows are not read", at: place)
                    fields[Self.snapshotKey] = SwiftValue.none   // (said here: not again where the view is shown)
                } else if let snapshot = Self.fields(first) {
                    fields[Self.snapshotKey] = .object("NSDiffableDataSourceSnapshot", Self.copy(snapshot))
                }
            case "snapshot":
                // A copy (a snapshot is a value): changing it changes nothing shown until it is applied.
                if let snapshot = Self.fields(fields[Self.snapshotKey]) {
                    return .object("NSDiffableDataSourceSnapshot", Self.copy(snapshot))
                }
                return .object("NSDiffableDataSourceSnapshot", emptySnapshot(of: fields, at: call, evaluator))
            case "itemIdentifier":
                guard let path = Self.fields(argument("for")), let row = (path["row"] ?? path["item"])?.number,
                      let section = path["section"]?.number, let sections = Self.diffableSections(of: object),
                      sections.indices.contains(Int(section)), sections[Int(section)].items.indices.contains(Int(row))
                else { return .some(SwiftValue.none) }
                return sections[Int(section)].items[Int(row)]
            case "sectionIdentifier":
                guard let index = first.number, let sections = Self.diffableSections(of: object),
                      sections.indices.contains(Int(index)) else { return .some(SwiftValue.none) }
                return sections[Int(index)].section
            default:
                return nil
            }
            // What UIKit calls once the snapshot is shown (`apply(_:animatingDifferences:completion:)`), run then.
            if name.hasPrefix("apply"), case .opaque(let box)? = argument("completion") ?? argument(Self.trailingLabel),
               let completion = box.value as? ClosureValue {
                _ = runClosure(completion, with: [])
            }
            return .some(nil)
        default:
            return nil
        }
    }

    private func snapshotMethod(_ name: String, of fields: SwiftScope, first: SwiftValue,
                                argument: (String) -> SwiftValue?, evaluator: SwiftEvaluator) -> SwiftValue?? {
        var sections = Self.array(fields["sectionIdentifiers"])
        var items = Self.array(fields[Self.itemsKey]).map(Self.array)
        let type = (name.contains("Section") ? fields["#sectionType"] : fields["#itemType"])?.string
        let given = Self.array(first).map { typed($0, as: type) }
        func sectionIndex(_ value: SwiftValue?) -> Int? {
            guard let value else { return nil }
            return sections.firstIndex { evaluator.equal($0, value) == true }
        }
        func place(of item: SwiftValue) -> (section: Int, row: Int)? {
            for (section, rows) in items.enumerated() {
                if let row = rows.firstIndex(where: { evaluator.equal($0, item) == true }) { return (section, row) }
            }
            return nil
        }
        switch name {
        case "appendSections":
            sections += given
            items += given.map { _ in [] }
        case "insertSections":
            let index = sectionIndex(argument("beforeSection")) ?? sectionIndex(argument("afterSection")).map { $0 + 1 }
                ?? sections.count
            sections.insert(contentsOf: given, at: index)
            items.insert(contentsOf: given.map { _ in [] }, at: index)
        case "deleteSections":
            for section in given {
                guard let index = sectionIndex(section) else { continue }
                sections.remove(at: index)
                items.remove(at: index)
            }
        case "appendItems":
            // To the section named, else the last one (UIKit stops the app when there is none).
            guard let index = sectionIndex(argument("toSection")) ?? (sections.isEmpty ? nil : sections.count - 1) else {
                return .some(nil)
            }
            items[index] += given
        case "insertItems":
            let anchor = argument("beforeItem") ?? argument("afterItem")
            guard let anchor, let found = place(of: anchor) else { return .some(nil) }
            items[found.section].insert(contentsOf: given, at: found.row + (argument("afterItem") != nil ? 1 : 0))
        case "deleteItems":
            for item in given { if let found = place(of: item) { items[found.section].remove(at: found.row) } }
        case "deleteAllItems":
            sections = []
            items = []
        case "itemIdentifiers":
            guard let index = sectionIndex(argument("inSection")) else { return .some(.array([])) }
            return .array(items[index])
        case "numberOfItems":
            guard let index = sectionIndex(argument("inSection")) else { return .some(.int(0)) }
            return .int(items[index].count)
        case "indexOfSection":
            return sectionIndex(first).map { .int($0) } ?? SwiftValue.none
        case "sectionIdentifier":
            return place(of: argument("containingItem") ?? first).map { sections[$0.section] } ?? SwiftValue.none
        case "reloadItems", "reconfigureItems", "reloadSections", "moveItem", "moveSection":
            return .some(nil)
        default:
            return nil
        }
        Self.store(sections: sections, items: items.map { .array($0) }, in: fields)
        return .some(nil)
    }

    private func sectionSnapshotMethod(_ name: String, of fields: SwiftScope, first: SwiftValue,
                                       argument: (String) -> SwiftValue?, evaluator: SwiftEvaluator) -> SwiftValue?? {
        let type = fields["#itemType"]?.string
        let first = Self.array(first).map { typed($0, as: type) }
        switch name {
        case "append":
            // Root items, or children of the item given `to` (shown when it is expanded).
            if let parent = argument("to"), !Self.isNil(parent) {
                append(.array([typed(parent, as: type), .array(first)]), to: Self.childrenKey, of: fields)
            } else {
                fields[Self.itemsKey] = .array(Self.array(fields[Self.itemsKey]) + first)
            }
        case "expand", "collapse":
            let given = first
            let kept = Self.array(fields[Self.expandedKey]).filter { item in
                !given.contains { evaluator.equal($0, item) == true }
            }
            fields[Self.expandedKey] = .array(name == "expand" ? kept + given : kept)
        case "deleteAll":
            fields[Self.itemsKey] = .array([])
            fields[Self.childrenKey] = nil
        default:
            return nil
        }
        fields["visibleItems"] = .array(visibleItems(of: fields))
        fields["items"] = fields["visibleItems"]
        fields["rootItems"] = fields[Self.itemsKey] ?? .array([])
        return .some(nil)
    }

    /// A section snapshot's items as an outline shows them: each root item, then the children of
    /// those expanded, depth first.
    private func visibleItems(of fields: SwiftScope) -> [SwiftValue] {
        let evaluator = SwiftEvaluator(file: file, types: types)
        let children = Self.array(fields[Self.childrenKey]).compactMap { pair -> (SwiftValue, [SwiftValue])? in
            guard case .array(let parts) = pair, parts.count == 2 else { return nil }
            return (parts[0], Self.array(parts[1]))
        }
        let expanded = Self.array(fields[Self.expandedKey])
        var shown: [SwiftValue] = []
        func visit(_ items: [SwiftValue], depth: Int) {
            guard depth < 16 else { return }
            for item in items {
                shown.append(item)
                guard expanded.contains(where: { evaluator.equal($0, item) == true }) else { continue }
                for (parent, under) in children where evaluator.equal(parent, item) == true { visit(under, depth: depth + 1) }
            }
        }
        visit(Self.array(fields[Self.itemsKey]), depth: 0)
        return shown
    }

    /// `NSDiffableDataSourceSnapshot<Section, Item>()`, `DataSource(tableView: …) { … }` with
    /// `typealias DataSource = UITableViewDiffableDataSource<Section, Item>`: a snapshot or data
    /// source, knowing the types its sections and items are of (so `.general` appended is
    /// `Section.general`); nil for another call.
    func diffableObject(_ call: FunctionCallExprSyntax, evaluator: SwiftEvaluator, in scope: SwiftScope) -> SwiftValue? {
        let callee = call.calledExpression
        var generic = callee.as(GenericSpecializationExprSyntax.self)?.genericArgumentClause.arguments
        // An alias another type declares, named by its path (`SupportViewModel.DataSource(tableView:cellProvider:)`
        // for `typealias DataSource = UITableViewDiffableDataSource<Section, Row>` in `SupportViewModel`).
        if let access = callee.as(MemberAccessExprSyntax.self), let base = access.base?.as(DeclReferenceExprSyntax.self),
           base.baseName.text.namesType, access.declName.baseName.text.namesType, scope[base.baseName.text] == nil,
           let (aliased, origin) = nestedAlias(access.declName.baseName.text, in: base.baseName.text, from: evaluator.file),
           Self.diffableTypes.contains(aliased.name.text) {
            let made = make(aliased.name.text, arguments: Array(call.arguments), at: call, evaluator: evaluator, in: scope,
                            trailing: call.trailingClosure)
            // (Its type arguments named as the alias's own file names them: `Section` is `SupportViewModel.Section`.)
            return typedDiffable(made, name: aliased.name.text, generic: aliased.genericArgumentClause?.arguments,
                                 evaluator: SwiftEvaluator(file: origin, types: types))
        }
        guard let reference = (callee.as(GenericSpecializationExprSyntax.self)?.expression ?? callee)
            .as(DeclReferenceExprSyntax.self), reference.baseName.text.namesType else { return nil }
        var name = reference.baseName.text
        if !Self.diffableTypes.contains(name) {
            // A type alias the controller or the file declares.
            guard generic == nil, scope[name] == nil, !makesObjects(of: name, from: evaluator.file),
                  let aliased = typeAlias(name, in: scope, file: evaluator.file)?.as(IdentifierTypeSyntax.self),
                  Self.diffableTypes.contains(aliased.name.text) else { return nil }
            name = aliased.name.text
            generic = aliased.genericArgumentClause?.arguments
        }
        let made = make(name, arguments: Array(call.arguments), at: call, evaluator: evaluator, in: scope,
                        trailing: call.trailingClosure)
        return typedDiffable(made, name: name, generic: generic, evaluator: evaluator)
    }

    /// A diffable data source or snapshot `made` with the section and item types its generic arguments give.
    private func typedDiffable(_ made: SwiftValue, name: String, generic: GenericArgumentListSyntax?,
                               evaluator: SwiftEvaluator) -> SwiftValue {
        if let fields = Self.fields(made), let generic {
            let named = generic.map { argument -> String? in
                guard case .type(let type) = argument.argument, let plain = SwiftEvaluator.namedType(type) else { return nil }
                return evaluator.qualified(plain, at: type)
            }
            // A section snapshot's one type is its items'; the others' are sections' and items'.
            let keys = name == "NSDiffableDataSourceSectionSnapshot" ? ["#itemType"] : ["#sectionType", "#itemType"]
            for (key, type) in zip(keys, named) { fields[key] = type.map { .string($0, localizable: false) } }
            if name == "UICollectionViewDiffableDataSource" || name == "UITableViewDiffableDataSource" {
                adoptDiffable(made, fields: fields)
            }
        }
        return made
    }

    static let diffableTypes: Set<String> = diffableSources.union(["NSDiffableDataSourceSnapshot",
                                                                   "NSDiffableDataSourceSectionSnapshot"])

    /// The type an alias `name` that the project's type `outer` declares names (its extensions' too).
    private func nestedAlias(_ name: String, in outer: String, from file: SwiftSourceFile)
        -> (IdentifierTypeSyntax, SwiftSourceFile)? {
        for declaration in types.declarations(of: outer, from: file) {
            for member in declaration.group.memberBlock.members {
                if let alias = member.decl.as(TypeAliasDeclSyntax.self), alias.name.text == name {
                    return alias.initializer.value.as(IdentifierTypeSyntax.self).map { ($0, declaration.file) }
                }
            }
        }
        return nil
    }

    /// The type a `typealias` of the owner type (or its file) names; the aliases are gathered once
    /// an owner and file (a call of any capitalised name asks).
    private func typeAlias(_ name: String, in scope: SwiftScope, file: SwiftSourceFile) -> TypeSyntax? {
        var owner = ""
        if case .symbol(let current)? = scope[Self.ownerKey] { owner = current }
        let key = AliasKey(file: ObjectIdentifier(file), owner: owner)
        if let known = typeAliases[key] { return known[name] }
        var found: [String: TypeSyntax] = [:]
        for item in file.tree.statements {
            if let alias = item.item.as(TypeAliasDeclSyntax.self) { found[alias.name.text] = alias.initializer.value }
        }
        if !owner.isEmpty {
            for type in lineage(of: owner, from: file).reversed() {
                for declaration in types.declarations(of: type, from: file) {
                    for member in declaration.group.memberBlock.members {
                        guard let alias = member.decl.as(TypeAliasDeclSyntax.self) else { continue }
                        found[alias.name.text] = alias.initializer.value
                    }
                }
            }
        }
        typeAliases[key] = found
        return found[name]
    }

    /// A value appended to a snapshot as the type the snapshot declares for it gives it
    /// (`.general` → `Section.general`; a case with associated values likewise).
    private func typed(_ value: SwiftValue, as type: String?) -> SwiftValue {
        guard let type else { return value }
        switch value {
        case .member(let name):
            return types.staticMember(name, of: type, from: file) ?? value
        case .object(SwiftEvaluator.caseType, let fields):
            guard case .member(let name)? = fields[SwiftEvaluator.caseKey],
                  types.cases(in: types.declarations(of: type, from: file)).contains(where: { $0.name == name }) else {
                return value
            }
            let copy = fields.copy()
            copy[SwiftEvaluator.caseKey] = .symbol(type + "." + name)
            return .object(SwiftEvaluator.caseType, copy)
        default:
            return value
        }
    }

    /// `UICollectionView.CellRegistration<Cell, Item> { cell, indexPath, item in … }`: the cell
    /// class it makes and the handler that configures each cell; nil for another call.
    func cellRegistration(_ call: FunctionCallExprSyntax, evaluator: SwiftEvaluator, in scope: SwiftScope) -> SwiftValue? {
        guard let generic = call.calledExpression.as(GenericSpecializationExprSyntax.self),
              let access = generic.expression.as(MemberAccessExprSyntax.self),
              access.declName.baseName.text == "CellRegistration",
              let closure = SwiftEvaluator.closure(of: call, label: "handler") else { return nil }
        var cellType = "UICollectionViewCell"
        if case .type(let type)? = generic.genericArgumentClause.arguments.first?.argument,
           let name = SwiftEvaluator.namedType(type), makesObjects(of: name, from: evaluator.file) {
            cellType = name
        }
        let fields = SwiftScope()
        fields[Self.uikitKey] = .string("UICollectionView.CellRegistration", localizable: false)
        fields["#cellType"] = .string(cellType, localizable: false)
        fields["#handler"] = .opaque(.init(ClosureValue(closure: closure, scope: scope, file: evaluator.file)))
        return .object("UICollectionView.CellRegistration", fields)
    }

    /// `dequeueConfiguredReusableCell(using:for:item:)`: a new cell of the registration's class,
    /// configured by its handler for the item.
    func configuredCell(_ values: [(label: String, value: SwiftValue)], at call: FunctionCallExprSyntax,
                        evaluator: SwiftEvaluator) -> SwiftValue {
        func argument(_ label: String) -> SwiftValue? { values.first { $0.label == label }?.value }
        let registration = Self.fields(argument("using"))
        let type = registration?["#cellType"]?.string ?? "UICollectionViewCell"
        let cell = make(type, arguments: [], at: call, evaluator: evaluator, in: SwiftScope())
        if case .opaque(let box)? = registration?["#handler"], let handler = box.value as? ClosureValue {
            _ = runClosure(handler, with: [cell, argument("for") ?? .none, argument("item") ?? .none])
        }
        return cell
    }

    /// An empty snapshot's sections and items, as one is made.
    static func startSnapshot(_ fields: SwiftScope, base: String) {
        if base == "NSDiffableDataSourceSnapshot" { store(sections: [], items: [], in: fields) }
        if base == "NSDiffableDataSourceSectionSnapshot" {
            for key in [itemsKey, "items", "visibleItems", "rootItems"] { fields[key] = .array([]) }
        }
    }

    /// Keeps a snapshot's sections and items, and the properties code reads of them.
    static func store(sections: [SwiftValue], items: [SwiftValue], in fields: SwiftScope) {
        fields["sectionIdentifiers"] = .array(sections)
        fields[itemsKey] = .array(items)
        let all = items.flatMap { array($0) }
        fields["itemIdentifiers"] = .array(all)
        fields["numberOfSections"] = .int(sections.count)
        fields["numberOfItems"] = .int(all.count)
    }

    private static func isNil(_ value: SwiftValue) -> Bool { if case .none = value { true } else { false } }

    /// A snapshot's copy (snapshots are values).
    private static func copy(_ fields: SwiftScope) -> SwiftScope { fields.copy() }

    /// A new snapshot of the data source's section and item types.
    private func emptySnapshot(of source: SwiftScope, at call: FunctionCallExprSyntax, _ evaluator: SwiftEvaluator)
        -> SwiftScope {
        let fields = Self.fields(make("NSDiffableDataSourceSnapshot", arguments: [], at: call, evaluator: evaluator,
                                      in: SwiftScope())) ?? SwiftScope()
        for key in ["#sectionType", "#itemType"] { fields[key] = source[key] }
        return fields
    }
}
