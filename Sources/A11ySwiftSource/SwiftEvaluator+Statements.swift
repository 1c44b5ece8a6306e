import SwiftSyntax

/// Statements the evaluator runs: a getter's or an initializer's body (SwiftSourceReading.md,
/// "Constants of the project"). Local constants, `return`, `if`, `guard`, `switch` and `for`
/// over known values, assignments; a branch that depends on a run-time value makes the result
/// unknown (a value is never guessed from a first branch).
extension SwiftEvaluator {
    /// How running statements ends: on to the next statement, a value returned, or a loop's turn
    /// left by `continue` or the loop (or a `switch`) by `break`, with the label they name.
    enum Flow {
        case next
        case returned(SwiftValue)
        case continued(String?)
        case broke(String?)

        /// Whether the statements after this one run (nothing left the block).
        var goesOn: Bool { if case .next = self { true } else { false } }
    }

    /// The scope entry that names the type whose members are being run (`#type`).
    package static let typeKey = "#type"
    /// The scope entry marking a static member's code, where `self` is the type (`#type`).
    static let staticKey = "#static"
    /// The type name of a tuple with labels, carried as an instance (no Swift type is named so).
    static let tupleType = "(tuple)"
    /// The field of a tuple with labels holding how many elements it has.
    static let tupleCount = "#count"

    /// The value `statements` give: a single expression is returned (a getter's or closure's
    /// implicit return), else what a `return` gives.
    func run(_ statements: CodeBlockItemListSyntax, in scope: SwiftScope) -> SwiftValue {
        if statements.count == 1, let only = statements.first {
            let expression: ExprSyntax? = switch only.item {
            case .expr(let expression): expression
            case .stmt(let statement): statement.as(ExpressionStmtSyntax.self)?.expression
            case .decl: nil
            }
            if let expression, !Self.isAssignment(expression), !isMutation(expression, in: scope) {
                let value = evaluate(expression, as: returnType, in: scope)
                // A lone `if` or `switch` that run time decides may assign as well as give a value.
                if value.isUnknown, expression.is(IfExprSyntax.self) || expression.is(SwitchExprSyntax.self) {
                    _ = undecided(expression, value, in: scope)
                }
                return value
            }
        }
        switch execute(statements, in: scope) {
        case .returned(let value): return value
        case .next, .continued, .broke: return .none
        }
    }

    /// Runs `statements` until one returns.
    func execute(_ statements: CodeBlockItemListSyntax, in scope: SwiftScope) -> Flow {
        // `defer` blocks run as the block is left, last first, after what it returns is worked out.
        var deferred: [CodeBlockItemListSyntax] = []
        defer { if !deferred.isEmpty { runDeferred(deferred, in: scope) } }
        // Functions declared in the body can be called above their declaration, as Swift allows
        // (`setupViews()` first, `func setupViews() { … }` at the end of `viewDidLoad`).
        if file.mayDeclareFunction(from: statements.position.utf8Offset, to: statements.endPosition.utf8Offset) {
            for item in statements {
                guard case .decl(let declaration) = item.item, let function = declaration.as(FunctionDeclSyntax.self)
                else { continue }
                scope[function.name.text] = .opaque(.init(LocalFunction(function: function, scope: scope, file: file)))
            }
        }
        for item in statements {
            guard types?.step() ?? true else { return .returned(spent(item)) }
            // A task waiting for what only the running app gives: nothing after it runs yet.
            if types?.suspended != nil { return .next }
            switch item.item {
            case .decl(let declaration):
                if let variable = declaration.as(VariableDeclSyntax.self) {
                    for binding in variable.bindings {
                        // `let (images, isEmpty) = pair`: each name its element of the tuple.
                        if let tuple = binding.pattern.as(TuplePatternSyntax.self), let initial = binding.initializer {
                            bind(tuple, to: evaluate(initial.value, in: scope), in: scope, at: binding)
                            continue
                        }
                        guard let name = binding.name else { continue }
                        if let initial = binding.initializer {
                            scope[name] = evaluate(initial.value, as: binding.declaredType, in: scope)
                        } else if variable.bindingSpecifier.tokenKind == .keyword(.var),
                                  Self.isOptional(binding.declaredType) {
                            // `var title: String?`: Swift starts an optional variable declared without a value at nil.
                            scope[name] = SwiftValue.none
                        } else {
                            scope[name] = unknown("\(name), a value only known when the app runs", binding)
                        }
                    }
                } else if let function = declaration.as(FunctionDeclSyntax.self) {
                    // A function declared in a body (`func titleLabel(_ text: String) -> UILabel`): kept
                    // by name with the scope it sees, run where it is called.
                    scope[function.name.text] = .opaque(.init(LocalFunction(function: function, scope: scope, file: file)))
                } else if let config = declaration.as(IfConfigDeclSyntax.self),
                          case .statements(let chosen)? = activeClause(config)?.elements {
                    let flow = execute(chosen, in: scope)
                    if !flow.goesOn { return flow }
                }
            case .stmt(let statement):
                if let later = statement.as(DeferStmtSyntax.self) {
                    deferred.append(later.body.statements)
                    continue
                }
                if let returned = statement.as(ReturnStmtSyntax.self) {
                    return .returned(returned.expression.map { evaluate($0, as: returnType, in: scope) } ?? .none)
                }
                if let guarded = statement.as(GuardStmtSyntax.self) {
                    switch test(guarded.conditions, in: scope) {
                    case .success(true): continue
                    case .success(false): return execute(guarded.body.statements, in: SwiftScope(parent: scope))
                    case .failure(let unknown):
                        // One whose `else` ends by leaving a loop's turn or the loop and returns nothing
                        // (`guard let image = … else { continue }`), or leaves a method that returns nothing
                        // (`guard let viewModel else { return }` in `viewDidLoad`: the app's usual run has the value):
                        // read as passing, with a note, so the rest runs.
                        let finder = AssignmentFinder(viewMode: .sourceAccurate)
                        finder.walk(guarded.body)
                        let last = guarded.body.statements.last?.item
                        let leavesTurn = !finder.returns
                            && (last?.is(ContinueStmtSyntax.self) == true || last?.is(BreakStmtSyntax.self) == true)
                        let returnsNothing = last?.as(ReturnStmtSyntax.self).map { $0.expression == nil } == true
                        guard types?.host != nil, let reason = unknown.value.runTimeReason, leavesTurn || returnsNothing else {
                            return .returned(unknown.value)
                        }
                        types?.host?.note("whether this guard passes depends on \(reason.what): read as passing",
                                          at: file.position(guarded))
                        if leavesTurn, let types { types.runTimeExit = (types.loopDepth, unknown.value) }
                        let flow = undecided(guarded.body, unknown.value, in: scope, notesLeaving: false, goesOn: returnsNothing)
                        if !flow.goesOn { return flow }
                        continue
                    }
                }
                // `continue` and `break` leave the block, up to the loop (or `switch`) they end.
                if let leaving = statement.as(ContinueStmtSyntax.self) { return .continued(leaving.label?.text) }
                if let leaving = statement.as(BreakStmtSyntax.self) { return .broke(leaving.label?.text) }
                let labelled = statement.as(LabeledStmtSyntax.self)
                if let loop = statement.as(ForStmtSyntax.self) ?? labelled?.statement.as(ForStmtSyntax.self) {
                    let flow = forLoop(loop, label: labelled?.label.text, in: scope)
                    if !flow.goesOn { return flow }
                } else if let flow = conditionalLoop(labelled?.statement ?? statement, label: labelled?.label.text,
                                                     in: scope) {
                    if !flow.goesOn { return flow }
                } else if let labelled, let flow = labelledBlock(labelled, in: scope) {
                    if !flow.goesOn { return flow }
                } else if let expression = statement.as(ExpressionStmtSyntax.self)?.expression {
                    let flow = perform(expression, in: scope)
                    if !flow.goesOn { return flow }
                } else if let block = statement.as(DoStmtSyntax.self) {
                    let flow = execute(block.body.statements, in: SwiftScope(parent: scope))
                    if !flow.goesOn { return flow }
                } else {
                    // `fallthrough`, `throw`: not followed, so what they may return or
                    // change is unknown.
                    if case .returned(let value) = undecided(statement, unknown("a statement voicenav does not run", statement),
                                                             in: scope) {
                        return .returned(value)
                    }
                }
            case .expr(let expression):
                let flow = perform(expression, in: scope)
                if !flow.goesOn { return flow }
            }
        }
        return .next
    }

    /// A labelled `switch`, `if` or `do` (`check: switch kind { … break check … }`): run, a `break`
    /// naming it ending it; nil for another labelled statement.
    private func labelledBlock(_ labelled: LabeledStmtSyntax, in scope: SwiftScope) -> Flow? {
        let flow: Flow
        if let expression = labelled.statement.as(ExpressionStmtSyntax.self)?.expression,
           expression.is(SwitchExprSyntax.self) || expression.is(IfExprSyntax.self) {
            flow = perform(expression, in: scope)
        } else if let block = labelled.statement.as(DoStmtSyntax.self) {
            flow = execute(block.body.statements, in: SwiftScope(parent: scope))
        } else {
            return nil
        }
        if case .broke(let named) = flow, named == labelled.label.text { return .next }
        return flow
    }

    /// The `defer` blocks of a block being left, last first (in an initializer, they call the
    /// properties' observers, as Swift does).
    private func runDeferred(_ blocks: [CodeBlockItemListSyntax], in scope: SwiftScope) {
        var later = self
        later.initializing = nil
        for block in blocks.reversed() { _ = later.execute(block, in: SwiftScope(parent: scope)) }
    }

    /// An expression run as a statement: `if` and `switch` run their branch, an assignment
    /// (`=`, `+=`) changes the scope that holds its name or `self`'s property, `append` adds to
    /// a known array; anything else changes nothing the evaluator follows.
    func perform(_ expression: ExprSyntax, in scope: SwiftScope) -> Flow {
        // Most statements are calls (`view.addSubview(label)`): their callee read once, the checks below by its name.
        let kind = expression.kind
        let call = kind == .functionCallExpr ? expression.as(FunctionCallExprSyntax.self) : nil
        let access = call?.calledExpression.as(MemberAccessExprSyntax.self)
        let method = access?.declName.baseName.text ?? ""
        if kind == .ifExpr, let branch = expression.as(IfExprSyntax.self) {
            switch chosenBranch(branch, in: scope) {
            case .success(let chosen?): return execute(chosen.statements, in: chosen.scope)
            case .success(nil): return .next
            case .failure(let unknown): return undecided(branch, unknown.value, in: scope)
            }
        }
        if kind == .switchExpr, let choice = expression.as(SwitchExprSyntax.self) {
            switch chosenCase(choice, in: scope) {
            case .success(let chosen?):
                // A `break` with no label ends the `switch` (as Swift's does), not a loop around it.
                let flow = execute(chosen.statements, in: chosen.scope)
                if case .broke(nil) = flow { return .next }
                return flow
            case .success(nil): return .next
            case .failure(let unknown): return undecided(choice, unknown.value, in: scope)
            }
        }
        // An assignment is the loosest operator: the target, `=` (or `+=` …), then the value.
        if kind == .sequenceExpr, let sequence = expression.as(SequenceExprSyntax.self), sequence.elements.count >= 3 {
            let elements = Array(sequence.elements)
            let compound = elements[1].as(BinaryOperatorExprSyntax.self).map { ["+=", "-=", "*="].contains($0.operator.text) }
            guard elements[1].is(AssignmentExprSyntax.self) || compound == true || Self.isAssignment(expression) else {
                // A comparison or a `?:` run for what it does (Cartography's `view.top == other.bottom + 8`,
                // `isOn ? show() : hide()`): once, its chosen branch only.
                if types?.host != nil { _ = self.sequence(elements, in: scope) }
                return .next
            }
            // The value's own nodes, never a sequence rebuilt from them: a rebuilt node is a tree of
            // its own, and a note about a part of it would point at the wrong line.
            // (A `??`'s fallback written without its type, `extra = settings?.extra ?? .init()`, is of the property's.)
            let last = elements[elements.count - 1]
            let fallback = elements[elements.count - 2].as(BinaryOperatorExprSyntax.self)?.operator.text == "??"
            var value = elements.count == 3
                ? evaluate(elements[2], as: propertyType(of: elements[0], given: elements[2], in: scope), in: scope)
                : self.sequence(Array(elements[2...]), as: fallback ? propertyType(of: elements[0], given: last, in: scope) : nil,
                                in: scope)
            if let op = elements[1].as(BinaryOperatorExprSyntax.self)?.operator.text, ["+=", "-=", "*="].contains(op) {
                value = apply(String(op.dropLast()), evaluate(elements[0], in: scope), value, at: elements[1])
            } else if !elements[1].is(AssignmentExprSyntax.self) {
                // `/=`, `%=`, `??=` …: not computed, so the target becomes unknown.
                value = unknown("\(elements[0].excerpt), a value voicenav does not compute", expression)
            }
            assign(elements[0], value, in: scope)
            return .next
        }
        // `insert(_:at:)` of a known array at a known index.
        if method == "insert", let call, let base = access?.base, call.arguments.count == 2,
           call.arguments.last?.label?.text == "at", let first = call.arguments.first, let last = call.arguments.last,
           case .array(var items) = evaluate(base, in: scope) {
            // `insert(contentsOf:at:)` puts each of an array's items in.
            let added = evaluate(first.expression, in: scope)
            let inserted: [SwiftValue]
            if first.label?.text == "contentsOf" {
                guard case .array(let more) = added else {
                    assign(base, unknown("\(base.excerpt), a value only known when the app runs", base), in: scope)
                    return .next
                }
                inserted = more
            } else {
                inserted = [added]
            }
            guard let index = evaluate(last.expression, in: scope).number.map({ Int($0) }), items.indices.contains(index)
                    || index == items.count else {
                assign(base, unknown("\(base.excerpt), a value only known when the app runs", base), in: scope)
                return .next
            }
            items.insert(contentsOf: inserted, at: index)
            assign(base, .array(items), in: scope)
            return .next
        }
        // `learned.insert(section)` of a set (carried as an array): added when not there yet; `remove(section)` taken out.
        if method == "insert" || method == "remove", let call, call.arguments.count == 1,
           call.arguments.first?.label == nil, let base = access?.base, Self.isPath(base),
           !Self.isTraits(base),
           !projectExtendsArray(with: method),
           case .array(let items) = evaluate(base, in: scope), let argument = call.arguments.first {
            let item = evaluate(argument.expression, in: scope)
            let matches = items.map { equal($0, item) }
            if matches.contains(where: { $0 == nil }) || item.isUnknown {
                assign(base, unknown("\(base.excerpt), a value only known when the app runs", base), in: scope)
            } else if method == "insert" {
                if !matches.contains(true) { assign(base, .array(items + [item]), in: scope) }
            } else {
                assign(base, .array(zip(items, matches).filter { !$0.1! }.map(\.0)), in: scope)
            }
            return .next
        }
        // `settings.removeValue(forKey: "a")`: a known dictionary changed in place; another change of it, run time's.
        if AssignmentFinder.mutating.contains(method), let call, let base = access?.base, Self.isPath(base),
           case .dictionary(let keys, let values) = evaluate(base, in: scope) {
            assign(base, changedDictionary(method, keys: keys, values: values, call: call, in: scope)
                   ?? unknown("\(base.excerpt), a value only known when the app runs", base), in: scope)
            return .next
        }
        // `items.sort { … }`: the array sorted in place.
        if method == "sort", let call, call.arguments.count <= 1, let base = access?.base,
           case .array(let items) = evaluate(base, in: scope) {
            assign(base, sorted(items, call: call, in: scope), in: scope)
            return .next
        }
        // `queue.removeFirst()`, `rows.remove(at: 0)`, `items.reverse()`: a known array changed in place; another
        // change of it (`shuffle()`, an index run time gives), run time's.
        if AssignmentFinder.mutating.contains(method), let call, let base = access?.base, Self.isPath(base),
           !Self.isTraits(base), !projectExtendsArray(with: method), case .array(let items) = evaluate(base, in: scope) {
            assign(base, changedArray(method, items: items, call: call, in: scope).map { .array($0.items) }
                   ?? unknown("\(base.excerpt), a value only known when the app runs", base), in: scope)
            return .next
        }
        if method == "append", let base = access?.base, let argument = call?.arguments.first {
            switch evaluate(base, in: scope) {
            case .array(let items):
                let added = evaluate(argument.expression, as: appendedType(argument, to: base, in: scope), in: scope)
                // `append(contentsOf:)` adds each of an array's items.
                if argument.label?.text == "contentsOf", case .array(let more) = added {
                    assign(base, .array(items + more), in: scope)
                } else {
                    assign(base, .array(items + [added]), in: scope)
                }
                return .next
            // An object's `append` (a stack view's arranged views through a project's helper) is a method.
            case .object where types?.host != nil: break
            default:
                assign(base, unknown("\(base.excerpt), a value only known when the app runs", base), in: scope)
                return .next
            }
        }
        // A call run for what it does (`view.addSubview(label)`, `setUpViews()`): the reader
        // that models the framework follows it.
        if types?.host != nil, kind == .functionCallExpr || kind == .tryExpr || kind == .awaitExpr
            || kind == .optionalChainingExpr {
            _ = evaluate(expression, in: scope)
        }
        return .next
    }

    /// `items.sort { … }`, `items.insert(x, at: 0)`, `set.insert(x)` of a known array: a call that changes it in
    /// place, run as a statement even as a body's only one.
    func isMutation(_ expression: ExprSyntax, in scope: SwiftScope) -> Bool {
        guard let call = expression.as(FunctionCallExprSyntax.self),
              let access = call.calledExpression.as(MemberAccessExprSyntax.self), let base = access.base, Self.isPath(base)
        else { return false }
        // (By the name first: evaluating the base of every one-statement body's call would run it twice.)
        let name = access.declName.baseName.text
        let changesArray = ["sort", "insert", "remove"].contains(name)
        guard changesArray || AssignmentFinder.mutating.contains(name) else { return false }
        switch evaluate(base, in: scope) {
        // (`{ items.removeAll() }`: changed in place as `perform` changes it; one that takes an element gives it.)
        case .array: return changesArray || !Self.takingMethods.contains(name) && !Self.isTraits(base)
        // (`{ settings.removeValue(forKey: "a") }`: the dictionary changed, as `perform` changes it.)
        case .dictionary: return AssignmentFinder.mutating.contains(name)
        default: return false
        }
    }

    /// Whether `base` is an `accessibilityTraits` (an option set the UIKit reader changes itself).
    static func isTraits(_ base: ExprSyntax) -> Bool {
        base.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "accessibilityTraits"
            || base.as(DeclReferenceExprSyntax.self)?.baseName.text == "accessibilityTraits"
    }

    /// Whether the project's own extension of `Array` declares a method `name` (which then runs instead).
    private func projectExtendsArray(with name: String) -> Bool {
        types?.declarations(of: "Array", from: file).contains { declaration in
            declaration.group.memberBlock.members.contains { $0.decl.as(FunctionDeclSyntax.self)?.name.text == name }
        } ?? false
    }

    static func isAssignment(_ expression: ExprSyntax) -> Bool {
        guard let sequence = expression.as(SequenceExprSyntax.self) else { return false }
        return sequence.elements.contains {
            $0.is(AssignmentExprSyntax.self) || ($0.as(BinaryOperatorExprSyntax.self)?.operator.text.hasSuffix("=") == true
                && !["==", "!=", "<=", ">=", "==="].contains($0.as(BinaryOperatorExprSyntax.self)?.operator.text ?? ""))
        }
    }
}

/// A function declared inside a body, with the scope it was declared in (its captures).
struct LocalFunction {
    let function: FunctionDeclSyntax
    let scope: SwiftScope
    let file: SwiftSourceFile
}
