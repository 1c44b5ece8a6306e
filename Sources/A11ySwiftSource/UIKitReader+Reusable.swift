import SwiftSyntax

/// Dequeued cells and views (SwiftSourceReading.md, "Tables"): UIKit's dequeue by identifier makes
/// the class registered for it (else UIKit's own); one that names the class (the Reusable
/// library's `tableView.dequeueReusableCell(for: indexPath, cellType: SwitchCell.self)`,
/// `dequeueReusableHeaderFooterView(HeaderView.self)`, `dequeueReusableSupplementaryView(ofKind:
/// for:viewType:)`, which register and dequeue by the class's name) makes that class, from the nib of its name for
/// its `NibReusable` ones; a dequeue the code itself
/// falls back from (`… ?? Cell(…)`) gives nil for an identifier nothing is registered under; a cast of a cell whose
/// registration the reader could not follow makes the class the code casts to.
extension UIKitReader {
    /// The view a dequeue by class makes; nil for UIKit's own dequeues by identifier.
    func reusableTypeDequeue(_ name: String, values: [(label: String, value: SwiftValue)], at call: FunctionCallExprSyntax,
                             evaluator: SwiftEvaluator) -> SwiftValue? {
        let given: SwiftValue? = switch name {
        case "dequeueReusableCell": values.first { $0.label == "cellType" }?.value
        case "dequeueReusableSupplementaryView": values.first { $0.label == "viewType" }?.value
        default: values.count == 1 && values[0].label == "_" ? values[0].value : nil
        }
        guard let type = given.flatMap(Self.className), makesObjects(of: type, from: evaluator.file) else { return nil }
        // (The library's `NibReusable` and `NibLoadable` classes are registered with the nib of their name.)
        if ["NibReusable", "NibLoadable", "Reusable.NibReusable", "Reusable.NibLoadable"].contains(where: {
            adopts(type, $0, from: evaluator.file)
        }), let content = nib(named: String(type.lastComponent)),
           let view = instantiate(content, owner: nil, at: call, evaluator: evaluator).first {
            return view
        }
        return make(type, arguments: [], at: call, evaluator: evaluator, in: SwiftScope())
    }

    /// The class a metatype argument names (`SwitchCell.self`).
    static func className(_ value: SwiftValue) -> String? {
        switch value {
        case .symbol(let name): name.hasSuffix(".self") ? String(name.dropLast(5)) : name
        case .string(let name, _) where name.hasSuffix(".self"): String(name.dropLast(5))
        default: nil
        }
    }

    /// UIKit's dequeue by identifier: a view of the class registered for it, else UIKit's own.
    ///
    /// The dequeues that return an optional (`dequeueReusableCell(withIdentifier:)` with no index path,
    /// `dequeueReusableHeaderFooterView(withIdentifier:)`) give nil on a new table for an identifier nothing is
    /// registered under: when the code makes the view itself in that case (`… ?? SettingsCell(style: …)`) and the
    /// reader saw no registration of that identifier or of one only run time knows, nil, so the code's own view
    /// is the one shown.
    func dequeue(_ name: String, fields: SwiftScope, values: [(label: String, value: SwiftValue)],
                 at call: FunctionCallExprSyntax, evaluator: SwiftEvaluator) -> SwiftValue {
        func argument(_ label: String) -> SwiftValue? { values.first { $0.label == label }?.value }
        let given = argument("withIdentifier") ?? argument("withReuseIdentifier")
        let identifier = given?.string ?? (given?.isUnknown == true ? Self.runTimeIdentifier : "")
        if name != "dequeueReusableSupplementaryView", argument("for") == nil, given?.string != nil,
           fields["#cell." + identifier] == nil, fields["#cell." + Self.runTimeIdentifier] == nil,
           Self.hasFallback(call) {
            return .none
        }
        // UIKit's own cell class when none is registered (a collection view's, a table's, a header's).
        let plain = name == "dequeueReusableHeaderFooterView" ? "UITableViewHeaderFooterView"
            : name == "dequeueReusableSupplementaryView" ? "UICollectionReusableView"
            : argument("withReuseIdentifier") != nil ? "UICollectionViewCell" : "UITableViewCell"
        let type = fields[(name == "dequeueReusableSupplementaryView" ? "#view." : "#cell.") + identifier]?.string ?? plain
        // A nib's: its first top-level view, made as the nib makes it (UIKitReader+Nibs).
        if type.hasPrefix(Self.nibPrefix), let content = nib(named: String(type.dropFirst(Self.nibPrefix.count))),
           let cell = instantiate(content, owner: nil, at: call, evaluator: evaluator).first {
            return cell
        }
        let known = makesObjects(of: type, from: evaluator.file)
        let cell = make(known ? type : plain, arguments: [], at: call, evaluator: evaluator, in: SwiftScope())
        // A class the reader could not follow to its registration: the cast that follows says it.
        if !known || type == plain { Self.fields(cell)?[Self.dequeuedKey] = .string(plain, localizable: false) }
        return cell
    }

    /// A cell dequeued by an identifier whose class the reader could not follow (registered
    /// in a storyboard, through a helper, by a name made at run time) is of the class the code
    /// says it is (`as! KeyCell`, `let cell: KeyCell = …`): a forced cast to any other would stop
    /// the app. Made again as that class, when the project declares it and it descends from the
    /// plain cell's (UIKit's own `dequeueReusableCell` returns the registered class).
    package func cast(_ value: SwiftValue, to type: String, at node: Syntax, evaluator: SwiftEvaluator) -> SwiftValue? {
        guard let plain = Self.fields(value)?[Self.dequeuedKey]?.string, type != plain,
              makesObjects(of: type, from: evaluator.file), uikitBase(of: type, from: evaluator.file) == plain
        else { return nil }
        return make(type, arguments: [], at: node, evaluator: evaluator, in: SwiftScope())
    }

    /// Whether `call` is the left side of a `??` (`tableView.dequeueReusableCell(withIdentifier: id) ?? Cell(…)`).
    static func hasFallback(_ call: FunctionCallExprSyntax) -> Bool {
        guard let list = call.parent?.as(ExprListSyntax.self) else { return false }
        var isNext = false
        for element in list {
            if isNext { return element.as(BinaryOperatorExprSyntax.self)?.operator.text == "??" }
            isNext = element.id == call.id
        }
        return false
    }
}
