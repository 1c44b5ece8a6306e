import SwiftSyntax

/// A branch only run time chooses (SwiftSourceReading.md, "What the source fixes"): what it assigns is unknown, but
/// for what every run has (a name it only adds to, a property it sets again to the object it holds) and, where it
/// sets elements of a collection whose size it leaves known, the other elements, which keep what the code gave them.
extension SwiftEvaluator {
    /// A branch run time chooses: what it may return is unknown, and so is every name any of
    /// its blocks assigns (an initializer's `if` on a device's abilities); the statements
    /// after it run. A name its blocks only add to keeps what every run has: a known array its
    /// items (`rows.append(…)`, `rows += […]`, `rows.insert(…, at: 0)`: the rows every run shows, as
    /// a count run time chooses is the fewer), an object what it holds (an attributed text's
    /// `append`), a known text appended to its words and a mark where run time may add more
    /// (`title += " beta"`: "Delta Chat…"; a text inserted into may not start with them: unknown).
    func undecided(_ statement: some SyntaxProtocol, _ value: SwiftValue, in scope: SwiftScope,
                   notesLeaving: Bool = true, goesOn: Bool = false) -> Flow {
        // (A task waiting at the condition's `await`: the branch comes later.)
        guard types?.suspended == nil else { return .next }
        let value = value.asUnknown
        let finder = AssignmentFinder(viewMode: .sourceAccurate)
        finder.walk(statement)
        if finder.returns, !goesOn { return .returned(value) }
        // (A `continue` or `break` in a branch run time chooses: the rest of the turn runs, as every run but that one has it.)
        if finder.leaves, value.runTimeReason != nil, let types { types.runTimeExit = (types.loopDepth, value) }
        if notesLeaving, finder.leaves, let reason = value.runTimeReason {
            types?.host?.note("whether the loop goes on past here depends on \(reason.what): read as going on",
                              at: file.position(statement))
        }
        // (Calls a branch makes, `showNotice(…)` adding the screen's views, are not run: said, in UIKit code.)
        if let host = types?.host, let reason = value.runTimeReason, let call = uncalledCall(in: statement, scope: scope) {
            host.note("which way this \(Syntax(statement).is(SwitchExprSyntax.self) ? "switch" : "if") goes depends on "
                      + "\(reason.what): what its branches call (`\(call)`) is not run", at: file.position(statement))
        }
        // By the name changed (`rows`, `self.rows` and `rows[0]` are one), every change counted.
        let keyed = finder.targets.map { (key: AssignmentFinder.key($0.target), change: $0) }
        var seen: Set<String> = []
        for (key, change) in keyed where seen.insert(key).inserted {
            // Elements set in place only (`toggles[section] = …` in each branch): those elements, not the whole.
            let changes = keyed.filter { $0.key == key }.map(\.change.target)
            if changes.allSatisfy({ $0.is(SubscriptCallExprSyntax.self) }),
               setsElementsOnly(changes, in: statement, assigned: Set(keyed.map(\.key)), scope: scope) {
                var done: Set<String> = []
                for element in changes where done.insert(element.trimmedDescription).inserted {
                    assign(element, value, in: scope)
                }
                continue
            }
            let target = AssignmentFinder.root(change.target)
            // Set by every way through the branch, to one value or to arrays of one length (`items = [1, 2, del]` or
            // `items = [1, 2, bio]`): what the ways agree on, the rest run time's.
            let ways = keyed.filter { $0.key == key }.map(\.change)
            if ways.allSatisfy({ !$0.adds && !$0.target.is(SubscriptCallExprSyntax.self) }),
               let agreed = valueEveryWay(of: key, targets: Set(ways.map(\.target.trimmedDescription)), in: statement,
                                          runTime: value, scope: scope) {
                assign(target, agreed, in: scope)
                continue
            }
            // Set again to the object it holds (`tableView.tableFooterView = footerView` after resizing that view, as
            // UIKit asks): the same whichever way the branch goes.
            if keyed.filter({ $0.key == key }).count == 1, case .object = evaluate(target, in: scope),
               let given = Self.assignedValue(to: [change.target.trimmedDescription], in: statement), Self.isPath(given),
               equal(evaluate(given, in: scope), evaluate(target, in: scope)) == true {
                continue
            }
            guard keyed.allSatisfy({ $0.key != key || $0.change.adds }), let reason = value.runTimeReason else {
                assign(target, value, in: scope)
                continue
            }
            let appendedOnly = !finder.inserted.contains(key)
            switch evaluate(target, in: scope) {
            case .array(let items):
                types?.host?.note("what \(target.excerpt) gains here depends on \(reason.what): read with the \(items.count) "
                                  + "items every run has", at: file.position(statement))
            case .object:
                // An object a call adds to (an attributed text's `append`): as every run has it, as
                // the branch's other calls are not run.
                types?.host?.note("what \(target.excerpt) gains here depends on \(reason.what): read as every run has it",
                                  at: file.position(statement))
            case .string(let text, _) where !text.isEmpty && appendedOnly:
                assign(target, .partial(text + Self.partialMark, reason.what, reason.place), in: scope)
            case .partial(let text, let what, let place) where appendedOnly:
                assign(target, .partial(text.hasSuffix(Self.partialMark) ? text : text + Self.partialMark, what, place),
                       in: scope)
            default:
                assign(target, value, in: scope)
            }
        }
        return .next
    }

    /// The bodies of `statement`'s ways: an `if … else if …` chain's, a `switch`'s cases'; and whether they are every
    /// way through it (an `if` chain ending in `else`, a `switch` of cases only).
    static func branches(of statement: some SyntaxProtocol) -> (bodies: [CodeBlockItemListSyntax], everyWay: Bool) {
        var bodies: [CodeBlockItemListSyntax] = []
        if var branch = Syntax(statement).as(IfExprSyntax.self) {
            while true {
                bodies.append(branch.body.statements)
                switch branch.elseBody {
                case .ifExpr(let chained)?: branch = chained
                case .codeBlock(let last)?: return (bodies + [last.statements], true)
                case nil: return (bodies, false)
                }
            }
        }
        guard let choice = Syntax(statement).as(SwitchExprSyntax.self) else { return ([], false) }
        bodies = choice.cases.compactMap { $0.as(SwitchCaseSyntax.self)?.statements }
        return (bodies, bodies.count == choice.cases.count)
    }

    /// The first call `statement` (an `if` or a `switch`) makes as a statement of one of its branches of a method of
    /// the object's own (`showNotice(…)`, `self.showInstructions()`) or adding a view (`addSubview(…)`), written as
    /// `name(…)`; nil where it makes none or is another statement.
    func uncalledCall(in statement: some SyntaxProtocol, scope: SwiftScope) -> String? {
        // (A method the object's class or a superclass of the project's declares, or a function the body declares: not
        // UIKit's own, `registerForPreviewing(with:sourceView:)`, nor a C function.)
        let reader = types?.host as? UIKitReader
        func isOwn(_ name: String) -> Bool {
            if case .opaque? = scope[name] { return true }
            guard name != "init", let reader, case .object(let type, _)? = scope["self"] else { return false }
            return reader.methods(of: type, from: file)[name] != nil
        }
        for item in Self.branches(of: statement).bodies.joined() {
            let expression = item.item.as(ExprSyntax.self) ?? item.item.as(ExpressionStmtSyntax.self)?.expression
            guard let call = expression?.as(FunctionCallExprSyntax.self) else { continue }
            // (The object's own methods, `showNotice(…)`, `self.showInstructions()`, and views added: what the screen
            // shows. Other calls, a library set up in a branch, say nothing of it.)
            let callee = call.calledExpression
            let access = callee.as(MemberAccessExprSyntax.self)
            let own = callee.as(DeclReferenceExprSyntax.self).map { isOwn($0.baseName.text) }
                ?? (access?.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
                    && isOwn(access?.declName.baseName.text ?? ""))
            let adds = ["addSubview", "addArrangedSubview", "insertSubview", "insertArrangedSubview"]
                .contains(access?.declName.baseName.text ?? "")
            guard own || adds else { continue }
            return callee.trimmedDescription + "(…)"
        }
        return nil
    }

    /// What `key` (written as one of `targets`) holds after `statement`, an `if … else` chain ending in `else` or a
    /// `switch`, when each way through it sets it once: the value they all give, or arrays of one length whose elements
    /// the ways agree on, the others `runTime`; nil where a way leaves it as it was or the ways give other values.
    func valueEveryWay(of key: String, targets: Set<String>, in statement: some SyntaxProtocol, runTime: SwiftValue,
                       scope: SwiftScope) -> SwiftValue? {
        let (bodies, everyWay) = Self.branches(of: statement)
        guard everyWay, bodies.count > 1 else { return nil }
        var values: [SwiftValue] = []
        for body in bodies {
            let finder = AssignmentFinder(viewMode: .sourceAccurate)
            finder.walk(body)
            // (Only values that run no code: a way not taken must not add views or change state.)
            guard finder.targets.filter({ AssignmentFinder.key($0.target) == key }).count == 1,
                  let given = Self.assignedValue(to: targets, in: body), !Self.runsCode(Syntax(given)) else { return nil }
            let value = evaluate(given, in: scope)
            guard !value.isUnknown else { return nil }
            values.append(value)
        }
        if values.dropFirst().allSatisfy({ equal($0, values[0]) == true }) { return values[0] }
        let arrays = values.compactMap { if case .array(let items) = $0 { items } else { nil } }
        guard arrays.count == values.count, arrays.allSatisfy({ $0.count == arrays[0].count }) else { return nil }
        return .array(arrays[0].indices.map { index in
            arrays.dropFirst().allSatisfy { equal($0[index], arrays[0][index]) == true } ? arrays[0][index] : runTime
        })
    }

    /// Whether `node` calls anything or holds a closure (a literal, a name or a member path does neither); a
    /// translation (`NSLocalizedString(key, tableName:, bundle:, comment:)`), which changes nothing, does not count, so
    /// `if let bundle = chosenBundle { NSLocalizedString(key, bundle: bundle, …) } else { NSLocalizedString(key, …) }`
    /// gives the text both ways agree on.
    static func runsCode(_ node: Syntax) -> Bool {
        if let call = node.as(FunctionCallExprSyntax.self), call.trailingClosure == nil,
           call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "NSLocalizedString" {
            return call.arguments.contains { runsCode(Syntax($0.expression)) }
        }
        if node.is(FunctionCallExprSyntax.self) || node.is(ClosureExprSyntax.self) || node.is(MacroExpansionExprSyntax.self) {
            return true
        }
        return node.children(viewMode: .sourceAccurate).contains { runsCode($0) }
    }

    /// The value the first `target = value` in `statement` (closures left out) gives a target written as one of
    /// `targets` (`reportView`, `self.reportView`); nil where it has no such assignment.
    static func assignedValue(to targets: Set<String>, in statement: some SyntaxProtocol) -> ExprSyntax? {
        for node in Syntax(statement).children(viewMode: .sourceAccurate) {
            // (`target = value`, as the parser leaves it: a sequence of three.)
            if let sequence = node.as(SequenceExprSyntax.self), sequence.elements.count == 3,
               let target = sequence.elements.first?.trimmedDescription, targets.contains(target),
               sequence.elements.dropFirst().first?.is(AssignmentExprSyntax.self) == true {
                return sequence.elements.last
            }
            if !node.is(ClosureExprSyntax.self), let found = assignedValue(to: targets, in: node) { return found }
        }
        return nil
    }

    /// Whether `elements` (subscripted targets of one collection set in `statement`, an `if` or a `switch`) leave the
    /// collection's size known: each of a known array or dictionary, its index fixed before the branch (no name the
    /// branch assigns), and the element there already or set by every way through an `if … else` chain.
    func setsElementsOnly(_ elements: [ExprSyntax], in statement: some SyntaxProtocol, assigned: Set<String>,
                          scope: SwiftScope) -> Bool {
        let node = Syntax(statement)
        guard node.is(IfExprSyntax.self) || node.is(SwitchExprSyntax.self) else { return false }
        let everyWay = node.as(IfExprSyntax.self).flatMap { Self.elementsSetEveryWay($0) } ?? []
        return elements.allSatisfy { element in
            guard let access = element.as(SubscriptCallExprSyntax.self), access.arguments.count == 1,
                  let index = access.arguments.first?.expression else { return false }
            let named = Set(index.tokens(viewMode: .sourceAccurate).compactMap { token -> String? in
                if case .identifier(let name) = token.tokenKind { name } else { nil }
            })
            guard named.isDisjoint(with: assigned) else { return false }
            let at = evaluate(index, in: scope)
            if at.isUnknown { return false }
            switch evaluate(access.calledExpression, in: scope) {
            case .dictionary(let keys, _):
                if case .some(.some) = Self.index(of: at, in: keys) { return true }
            case .array(let items):
                if case .int(let position) = at, items.indices.contains(position) { return true }
                return false
            default:
                return false
            }
            return everyWay.contains(element.trimmedDescription)
        }
    }

    /// The subscripted targets (as written) every branch of an `if … else if … else` chain assigns; nil without a
    /// final `else`.
    private static func elementsSetEveryWay(_ branch: IfExprSyntax) -> Set<String>? {
        func assigned(_ body: CodeBlockSyntax) -> Set<String> {
            let finder = AssignmentFinder(viewMode: .sourceAccurate)
            finder.walk(body)
            return Set(finder.targets.filter { $0.target.is(SubscriptCallExprSyntax.self) }.map(\.target.trimmedDescription))
        }
        switch branch.elseBody {
        case .codeBlock(let last)?: return assigned(branch.body).intersection(assigned(last))
        case .ifExpr(let next)?: return elementsSetEveryWay(next).map { assigned(branch.body).intersection($0) }
        case nil: return nil
        }
    }
}
