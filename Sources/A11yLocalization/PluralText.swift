import A11ySceneModel
import Foundation

/// A text whose words depend on a count (Localization.md, "Plurals"): a `.stringsdict` entry
/// (`NSStringLocalizedFormatKey` with `%#@name@` variables, each a form per plural category), or
/// a String Catalog's plural variations (`whole`: each form is the whole text).
public struct PluralText: Sendable, Hashable {
    /// One variable: its forms by plural category (`one`, `other`, …) and the conversion its
    /// count is written with (`d`, `ld`, `lu`, `f`).
    public struct Variable: Sendable, Hashable {
        public var valueType: String
        public var forms: [String: String]
        /// The argument it counts (1-based) where the table names one; nil: its place in the format.
        public var argument: Int?

        public init(valueType: String, forms: [String: String], argument: Int? = nil) {
            self.valueType = valueType
            self.forms = forms
            self.argument = argument
        }
    }

    /// The text a lookup of the key gives: the format before any count is known.
    public var format: String
    public var variables: [String: Variable]
    /// True when the one variable's forms are each the whole text (a catalog's plural
    /// variations), counted by the first number given.
    public var whole = false

    public init(format: String, variables: [String: Variable], whole: Bool = false) {
        self.format = format
        self.variables = variables
        self.whole = whole
    }

    /// The format `String(format:)` fills for these counts in `language`: each `%#@name@` replaced
    /// by its form for the count at its argument, every conversion given its argument's position
    /// (`%2$ld`). `count(k)` is argument k's number (1-based; nil: only run time knows it, and the
    /// `other` form is taken). Nil when the text names a variable it does not define.
    public func resolved(language: String, count: (Int) -> Double?, firstNumber: Int? = nil) -> String? {
        if whole {
            guard let variable = variables.values.first else { return format }
            let number = firstNumber.flatMap(count)
            return form(of: variable, number: number, language: language)
        }
        var sequence = 0
        return expand(Substring(format), inherited: nil, sequence: &sequence, language: language, count: count, depth: 0)
    }

    /// `text` with its variables replaced by their forms (a form's own variables too, four deep) and every
    /// conversion given its argument's position: a form's plain conversions write its variable's count
    /// (`inherited`), each variable takes the next argument unless it names one. Nil for a text naming a
    /// variable the entry does not define, or nested deeper.
    private func expand(_ text: Substring, inherited: Int?, sequence: inout Int, language: String,
                        count: (Int) -> Double?, depth: Int) -> String? {
        guard depth < 4 else { return nil }
        var result = ""
        var characters = text
        while let percent = characters.firstIndex(of: "%") {
            result += characters[..<percent]
            characters = characters[characters.index(after: percent)...]
            guard let spec = Self.conversion(at: characters) else {
                // (A form's stray `%` is written as one; the format's own makes the text unreadable.)
                guard inherited != nil else { return nil }
                result += "%%"
                continue
            }
            characters = characters.dropFirst(spec.length)
            if spec.isPercent {
                result += "%%"
                continue
            }
            let position = spec.position ?? (spec.variable == nil ? inherited : nil) ?? { sequence += 1; return sequence }()
            guard let name = spec.variable else {
                result += "%\(position)$" + spec.rest
                continue
            }
            guard let variable = variables[name] else { return nil }
            let argument = variable.argument ?? position
            let form = form(of: variable, number: count(argument), language: language)
            guard let expanded = expand(Substring(form), inherited: argument, sequence: &sequence, language: language,
                                        count: count, depth: depth + 1) else { return nil }
            result += expanded
        }
        return result + characters
    }

    /// The form of `variable` for `number`: `zero` for 0 where the table gives one (as Foundation
    /// takes it in every language), else the language's category, else `other`.
    private func form(of variable: PluralText.Variable, number: Double?, language: String) -> String {
        guard var number else { return variable.forms["other"] ?? "" }
        // A whole-number conversion (`d`, `ld`, `lu`) writes the count's whole part.
        let fractional = variable.valueType.contains { "fgeFGEaA".contains($0) }
        if !fractional, number.isFinite { number.round(.towardZero) }
        if number == 0, let zero = variable.forms["zero"] { return zero }
        let digits = fractional ? Self.precision(variable.valueType) : 0
        let category = PluralRules.category(of: number, fractionDigits: digits, language: language)
        return variable.forms[category.rawValue] ?? variable.forms["other"] ?? ""
    }

    /// `.2f` → 2; nil when no precision is written.
    private static func precision(_ type: String) -> Int? {
        guard let dot = type.firstIndex(of: ".") else { return nil }
        return Int(type[type.index(after: dot)...].prefix { $0.isNumber })
    }

    /// One conversion after a `%`: its position (`2$`), a variable's name (`#@name@`), the rest
    /// (flags, width, length and conversion), and how many characters it takes.
    private struct Conversion {
        var position: Int?
        var variable: String?
        var rest: String
        var length: Int
        var isPercent: Bool { rest == "%" }
    }

    private static func conversion(at text: Substring) -> Conversion? {
        var index = text.startIndex
        var position: Int?
        let digits = text.prefix { $0.isASCII && $0.isNumber }
        if !digits.isEmpty, text.dropFirst(digits.count).first == "$" {
            position = Int(digits)
            index = text.index(index, offsetBy: digits.count + 1)
        }
        let body = text[index...]
        if body.hasPrefix("#@") {
            let name = body.dropFirst(2).prefix { $0 != "@" }
            guard body.dropFirst(2 + name.count).first == "@" else { return nil }
            return Conversion(position: position, variable: String(name), rest: "",
                              length: text.distance(from: text.startIndex, to: index) + name.count + 3)
        }
        var rest = ""
        for character in body {
            rest.append(character)
            if character.isLetter && !"hlqLjzt".contains(character) || character == "@" || character == "%" {
                return Conversion(position: position, variable: nil, rest: rest,
                                  length: text.distance(from: text.startIndex, to: index) + rest.count)
            }
        }
        return nil
    }
}

/// Reads a `.stringsdict` table: a property list of keys, each a dictionary with the
/// `NSStringLocalizedFormatKey` format and its variables (`NSStringPluralRuleType`, and
/// `NSStringDeviceSpecificRuleType`, whose `iphone` or `other` text is taken).
public enum StringsDictReader {
    /// The entries of `bytes`; an error (at the file's start: property lists are read whole)
    /// when the file is no property list of dictionaries.
    public static func read(_ bytes: [UInt8], file: String) throws -> [String: PluralText] {
        let root: Any
        do {
            root = try PropertyListSerialization.propertyList(from: Data(bytes), format: nil)
        } catch {
            throw SceneError(file: file, line: 1, column: 1, message: "this .stringsdict is not a property list")
        }
        guard let keys = root as? [String: Any] else {
            throw SceneError(file: file, line: 1, column: 1,
                             message: "a .stringsdict is a dictionary of keys, each a dictionary with NSStringLocalizedFormatKey")
        }
        var result: [String: PluralText] = [:]
        for (key, value) in keys {
            guard let entry = value as? [String: Any] else { continue }
            if let device = entry["NSStringDeviceSpecificRuleType"] as? [String: Any] {
                // A text by device: the phone's.
                if let text = (device["iphone"] ?? device["other"]) as? String {
                    result[key] = PluralText(format: text, variables: [:])
                }
                continue
            }
            guard let format = entry["NSStringLocalizedFormatKey"] as? String else { continue }
            var variables: [String: PluralText.Variable] = [:]
            for (name, body) in entry where name != "NSStringLocalizedFormatKey" {
                guard let body = body as? [String: Any],
                      body["NSStringFormatSpecTypeKey"] as? String == "NSStringPluralRuleType" else { continue }
                var forms: [String: String] = [:]
                for category in PluralCategory.allCases {
                    if let form = body[category.rawValue] as? String { forms[category.rawValue] = form }
                }
                variables[name] = PluralText.Variable(valueType: body["NSStringFormatValueTypeKey"] as? String ?? "d",
                                                      forms: forms)
            }
            result[key] = PluralText(format: format, variables: variables)
        }
        return result
    }
}
