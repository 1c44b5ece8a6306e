import SwiftSyntax

/// The texts SwiftUI's views show (SwiftSourceReading.md, "Texts"): literals looked up as `LocalizedStringKey`s,
/// interpolations by their format keys, texts joined with `+` or interpolated in texts.
extension SwiftUIReader {
    /// The text `expression` shows: a literal (translated when it is a `LocalizedStringKey`), an
    /// interpolation of known values, a constant; nil, with a note, when run time gives it.
    func text(_ expression: ExprSyntax, in scope: SwiftScope, use: String, translates: Bool = true) -> String? {
        if looksLikeView(expression) { return views(expression, in: scope).flatMap(\.spokenTexts).first }
        if let literal = expression.as(StringLiteralExprSyntax.self),
           let shown = textWithTexts(literal, in: scope, translates: translates) {
            return shown
        }
        let evaluator = evaluator(in: scope)
        var value = evaluator.evaluate(expression, in: scope)
        // A catalog key's generated symbol (`Text(.settingsTitle)`).
        if case .member(let name) = value, let text = evaluator.catalogSymbolText(name) { value = text }
        switch value {
        case .string(let text, let localizable):
            // An interpolation is looked up by its format key (`%lld items`), its values put in the text found.
            if translates, let literal = expression.as(StringLiteralExprSyntax.self),
               literal.segments.contains(where: { if case .expressionSegment = $0 { true } else { false } }),
               let shown = translatedPartial(expression, in: scope) {
                return shown
            }
            // A LocalizedStringKey is Markdown: `[label](url)` shows its label, `**bold**` its words.
            return translates && localizable ? translate(text).strippingMarkdown : text
        case .unknown:
            note(unknown: value, use: "The text of this \(use)", at: expression)
            runTimeTexts = (runTimeTexts.count + 1, file.position(expression))
            return nil
        case .partial(let text, let what, _):
            note("Part of the text of this \(use) depends on \(what): voicenav shows \(SwiftEvaluator.partialMark) in its place",
                 at: expression)
            return (translates ? translatedPartial(expression, in: scope) : nil) ?? text.strippingMarkdown
        default:
            return value.string
        }
    }

    /// `Text("Read the ") + Text("terms").bold()`: one text, its parts' words joined, as SwiftUI
    /// joins them; nil when `expression` is not a sum of texts.
    func concatenatedText(_ expression: ExprSyntax, in scope: SwiftScope) -> [SwiftUINode]? {
        guard let sequence = expression.as(SequenceExprSyntax.self), sequence.elements.count >= 3,
              sequence.elements.count % 2 == 1 else { return nil }
        let elements = Array(sequence.elements)
        let operands = stride(from: 0, to: elements.count, by: 2).map { elements[$0] }
        guard stride(from: 1, to: elements.count, by: 2).allSatisfy({
            elements[$0].as(BinaryOperatorExprSyntax.self)?.operator.text == "+"
        }), operands.allSatisfy(looksLikeText) else { return nil }
        var parts: [SwiftUINode] = []
        for operand in operands {
            let made = views(operand, in: scope)
            guard made.count == 1, made[0].kind == .text else { return nil }
            parts.append(made[0])
        }
        // A part only run time gives (said where it is made) shows as `…` among the fixed ones.
        var joined = parts[0]
        joined.text = parts.contains { $0.text != nil }
            ? parts.map { $0.text ?? SwiftEvaluator.partialMark }.joined() : nil
        return [joined]
    }

    /// Whether `expression` is a `Text` (`Text("…")`, with modifiers, in parentheses, or a sum of them).
    private func looksLikeText(_ expression: ExprSyntax) -> Bool {
        var current = expression
        while true {
            if let tuple = current.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
                current = only.expression
            } else if let call = current.as(FunctionCallExprSyntax.self) {
                if call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "Text" { return true }
                guard let base = call.calledExpression.as(MemberAccessExprSyntax.self)?.base else { return false }
                current = base
            } else if let sequence = current.as(SequenceExprSyntax.self) {
                return sequence.elements.first.map(looksLikeText) ?? false
            } else {
                return false
            }
        }
    }

    /// A `LocalizedStringKey` with `Text`s interpolated (`"Replying to \(Text(name).bold())"`): each
    /// text's words in its place (SwiftUI's key has `%@` there, translated as such); nil when no
    /// `Text` is interpolated, or a part only run time gives.
    private func textWithTexts(_ literal: StringLiteralExprSyntax, in scope: SwiftScope, translates: Bool) -> String? {
        guard literal.segments.contains(where: {
            if case .expressionSegment(let piece) = $0, let first = piece.expressions.first {
                return looksLikeText(first.expression)
            }
            return false
        }) else { return nil }
        var key = ""
        var plain = ""
        var values: [SwiftValue] = []
        for segment in literal.segments {
            switch segment {
            case .stringSegment(let piece):
                key += piece.content.text.unescapedSwift
                plain += piece.content.text.unescapedSwift
            case .expressionSegment(let interpolation):
                guard let first = interpolation.expressions.first?.expression else { continue }
                let value: SwiftValue = if looksLikeText(first) {
                    views(first, in: scope).first.flatMap(\.text).map { .string($0, localizable: false) } ?? .none
                } else {
                    evaluator(in: scope).evaluate(first, in: scope)
                }
                guard let shown = value.string else { return nil }
                values.append(value)
                plain += shown
                // SwiftUI's key: `%@` for a text, `%lld` for an integer, `%lf` for another number.
                let specifier = switch value {
                case .int: "%lld"
                case .double: "%lf"
                default: "%@"
                }
                key += specifier
            }
        }
        let translated = translates ? types.localized(key) : key
        // (A key whose forms depend on a count may read as itself: `%lld items`'s `other` form.)
        guard translated != key || translates && types.pluralFormats[translated] != nil else { return plain.strippingMarkdown }
        return types.fill(translated, values, runTime: SwiftEvaluator.partialMark)?.strippingMarkdown
    }

    /// A `LocalizedStringKey` with interpolations (`"Hello \(name)"`) looked up as SwiftUI looks it
    /// up, by its format key (`Hello %@`, `%lld` for a number), its values put in the translation;
    /// nil when no table has the key.
    private func translatedPartial(_ expression: ExprSyntax, in scope: SwiftScope) -> String? {
        guard let literal = expression.as(StringLiteralExprSyntax.self) else { return nil }
        var values: [SwiftValue] = []
        var keys = ["", ""]
        for segment in literal.segments {
            switch segment {
            case .stringSegment(let piece):
                keys = keys.map { $0 + piece.content.text.unescapedSwift }
            case .expressionSegment(let interpolation):
                let value = interpolation.expressions.first.map { evaluator(in: scope).evaluate($0.expression, in: scope) }
                values.append(value ?? .none)
                let specifier = switch value {
                case .double?: "%lf"
                case let value? where value.string != nil && value.number == nil: "%@"
                default: "%lld"
                }
                keys = [keys[0] + "%@", keys[1] + specifier]
            }
        }
        // The keys in order (`%@` first), each translated once.
        for key in keys.first == keys.last ? [keys[0]] : keys {
            let translated = types.localized(key)
            guard translated != key || types.pluralFormats[translated] != nil else { continue }
            return types.fill(translated, values, runTime: SwiftEvaluator.partialMark)?.strippingMarkdown
        }
        return nil
    }
}
