import SwiftSyntax

/// The standard library's sequences and constants the evaluator makes (SwiftSourceReading.md, "What is followed"):
/// `zip`, `stride`, `String(repeating:count:)` and `Array(repeating:count:)`, a range's `count`, the `offset` and
/// `element` of what `enumerated()` gives, and the number types' `pi`, `max` and `min`; a test framework's class,
/// which the app as shipped does not load.
extension SwiftEvaluator {
    /// The longest sequence made this way (a longer one is not known).
    static let longestSequence = 10_000
    static let sequenceMakers: Set<String> = ["zip", "stride", "String", "Array"]

    /// `zip(a, b)` of two known arrays (pairs, as long as the shorter), `stride(from:to:by:)` and
    /// `stride(from:through:by:)` of known numbers, `String(repeating:count:)` and `Array(repeating:count:)`; nil for
    /// any other call, or a function of that name the code around it or the project declares.
    func sequenceCall(_ call: FunctionCallExprSyntax, named name: String, in scope: SwiftScope) -> SwiftValue? {
        guard Self.sequenceMakers.contains(name), call.trailingClosure == nil,
              call.calledExpression.is(DeclReferenceExprSyntax.self), scope[name] == nil else { return nil }
        let labels = call.arguments.map { $0.label?.text ?? "_" }
        switch name {
        case "String" where labels == ["repeating", "count"], "Array" where labels == ["repeating", "count"]:
            let values = call.arguments.map { evaluate($0.expression, in: scope) }
            guard case .int(let count) = values[1] else { return values[1].isUnknown ? values[1].asUnknown : nil }
            guard count >= 0, count <= Self.longestSequence else { return unknown("a sequence too long to follow", call) }
            if name == "Array" {
                return values[0].isUnknown ? values[0].asUnknown : .array(Array(repeating: values[0], count: count))
            }
            guard let text = values[0].string else { return values[0].isUnknown ? values[0].asUnknown : nil }
            guard text.count * count <= 100_000 else { return unknown("a text too long to follow", call) }
            return .string(String(repeating: text, count: count), localizable: false)
        case "zip" where labels == ["_", "_"],
             "stride" where labels == ["from", "to", "by"] || labels == ["from", "through", "by"]:
            guard types?.declaresFunction(name, from: file) != true, !enclosingTypeDeclares(name, at: call) else { return nil }
            let values = call.arguments.map { evaluate($0.expression, in: scope) }
            if let open = values.first(where: \.isUnknown) { return open.asUnknown }
            if name == "zip" {
                guard case .array(let first) = Self.elements(values[0]), case .array(let second) = Self.elements(values[1])
                else { return nil }
                return .array(zip(first, second).map { .array([$0, $1]) })
            }
            return strided(values, through: labels[1] == "through", at: call)
        default:
            return nil
        }
    }

    /// A known array's elements, or a range's numbers, as an array (nil for another value or one too long).
    private static func elements(_ value: SwiftValue) -> SwiftValue? {
        switch value {
        case .array: return value
        case .range(let low, let high):
            let (count, overflow) = high.subtractingReportingOverflow(low)
            guard !overflow, count <= longestSequence else { return nil }
            return .array(high > low ? (low..<high).map { .int($0) } : [])
        default: return nil
        }
    }

    /// The numbers `stride` gives from, to (or through) and by the three values: integers where all three are.
    private func strided(_ values: [SwiftValue], through: Bool, at call: FunctionCallExprSyntax) -> SwiftValue {
        // (Integers within 2^53 of 0, which a `Double` holds exactly; past that, not followed.)
        guard let start = values[0].number, let end = values[1].number, let step = values[2].number, step != 0,
              start.magnitude < 9e15, end.magnitude < 9e15, step.magnitude < 9e15,
              ((end - start) / step).magnitude <= Double(Self.longestSequence) else {
            return unknown("a sequence voicenav does not follow", call)
        }
        let integers = values.allSatisfy { if case .int = $0 { true } else { false } }
        var made: [SwiftValue] = []
        var index = 0.0
        while true {
            // (Each number from the start by whole steps, as Swift's floating-point stride counts them.)
            let current = start + index * step
            let beyond = step > 0 ? (through ? current > end : current >= end) : (through ? current < end : current <= end)
            if beyond { break }
            made.append(integers ? .int(Int(current)) : .double(current))
            index += 1
        }
        return .array(made)
    }

    /// A range's `count` and `isEmpty`, and the `offset` and `element` of a pair `enumerated()` gave; nil otherwise.
    static func sequenceMember(_ name: String, of value: SwiftValue) -> SwiftValue? {
        switch (value, name) {
        // (A range as wide as `Int` allows is not followed: its bounds may have wrapped.)
        case (.range(let low, let high), "count"), (.range(let low, let high), "isEmpty"):
            let (count, overflow) = high.subtractingReportingOverflow(low)
            guard !overflow, high != .min else { return nil }
            return name == "count" ? .int(max(0, count)) : .bool(count <= 0)
        case (.array(let pair), "offset") where pair.count == 2: if case .int = pair[0] { return pair[0] } else { return nil }
        case (.array(let pair), "element") where pair.count == 2: if case .int = pair[0] { return pair[1] } else { return nil }
        default: return nil
        }
    }

    /// The number types' own constants: `pi` of the floating-point types, `max` and `min` of `Int`; and
    /// `Thread.isMainThread`, true: a controller's code runs on the main thread, as UIKit runs it.
    static func standardConstant(_ name: String, of type: String) -> SwiftValue? {
        switch (type, name) {
        case ("Thread", "isMainThread"): .bool(true)
        case (let type, "pi") where floatingTypes.contains(type): .double(.pi)
        case ("Int", "max"): .int(.max)
        case ("Int", "min"): .int(.min)
        default: nil
        }
    }

    /// `NSClassFromString("XCTest")` of a test framework's class: nil, as the app a user runs loads none (an app's
    /// check whether tests are running it); nil for any other call.
    func testClass(_ call: FunctionCallExprSyntax, named name: String, in scope: SwiftScope) -> SwiftValue? {
        guard name == "NSClassFromString", call.arguments.count == 1, scope[name] == nil,
              let argument = call.arguments.first?.expression.as(StringLiteralExprSyntax.self),
              case .string(let named, _) = evaluate(ExprSyntax(argument), in: scope),
              named.hasPrefix("XCT") || ["QuickSpec", "KIFTestCase", "FBSnapshotTestCase"].contains(named)
        else { return nil }
        return SwiftValue.none
    }
}
