import Foundation
import SwiftSyntax

/// Web addresses the source writes (SwiftSourceReading.md, "What the source fixes"): `URL(string:)`
/// of a known text is that address (nil where Foundation finds none in it), and its parts are what
/// Foundation's `URL` gives: `host`, `scheme`, `path`, `lastPathComponent`, `query`, `absoluteString`.
extension SwiftEvaluator {
    static let webAddressType = "#URL"
    private static let addressKey = "#address"

    /// `URL(string: text)`: the address, nil where the text is none; nil (not followed) for another call.
    func webAddress(_ call: FunctionCallExprSyntax, in scope: SwiftScope) -> SwiftValue? {
        guard call.arguments.count == 1, call.arguments.first?.label?.text == "string",
              call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "URL", scope["URL"] == nil,
              let argument = call.arguments.first else { return nil }
        let text = evaluate(argument.expression, in: scope)
        guard case .string(let address, _) = text else { return text.isUnknown ? text.asUnknown : nil }
        guard let url = URL(string: address) else { return SwiftValue.none }
        // A file in the app's own folders (`URL(string: documents.absoluteString + name)`): one of them.
        if url.isFileURL, url.path.hasPrefix(Self.sandboxRoot) || url.path.hasPrefix(Self.groupRoot) {
            return Self.sandboxURL(url.path)
        }
        let fields = SwiftScope()
        fields[Self.addressKey] = .string(address, localizable: false)
        return .object(Self.webAddressType, fields)
    }

    /// A part of an address `URL(string:)` made; nil for another value or name.
    func webAddressMember(_ name: String, of value: SwiftValue) -> SwiftValue? {
        guard case .object(Self.webAddressType, let fields) = value, let address = fields[Self.addressKey]?.string,
              let url = URL(string: address) else { return nil }
        let part: String?? = switch name {
        case "absoluteString", "description", "relativeString": .some(url.absoluteString)
        case "host": .some(url.host)
        case "scheme": .some(url.scheme)
        case "path", "relativePath": .some(url.path)
        case "lastPathComponent": .some(url.lastPathComponent)
        case "query": .some(url.query)
        case "fragment": .some(url.fragment)
        default: nil
        }
        guard let part else { return nil }
        return part.map { .string($0, localizable: false) } ?? SwiftValue.none
    }
}
