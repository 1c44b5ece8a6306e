import A11yCore
import A11ySceneModel

/// The values the UIKit screen builder turns into the scene model's: texts, images, frames,
/// bar items and ids (SwiftSourceReading.md, "UIKit screens built in code").
extension UIKitScreenBuilder {
    /// A label's, field's or text view's text: its `text`, else its `attributedText`'s. UIKit keeps the
    /// two as one, so an empty `text` set first (`text = ""`, then `attributedText = …`) is the other's.
    func shownText(_ fields: SwiftScope, use: String) -> String? {
        let plain = text(fields["text"], use: use)
        guard plain?.isEmpty != false, let attributed = text(fields["attributedText"], use: use) else { return plain }
        return attributed
    }

    /// A text the code gives: a string, a number, an attributed string's; nil with a note for
    /// one only run time knows.
    func text(_ value: SwiftValue?, use: String) -> String? {
        switch value {
        case .string(let text, _)?: return text
        case .int, .double: return value?.string
        case .object(_, let fields)?:
            // `AttributedString(markdown:)` shows its text without the marks.
            if case .string(let markdown, _)? = fields["markdown"] { return markdown.strippingMarkdown }
            return text(fields["string"] ?? fields["_"] ?? fields["markdown"], use: use)
        case .unknown(let what, let place)?:
            // (Said once where it is set: a controller's title is its navigation bar's and its tab's too.)
            reader.noteOnce(Self.noteKey(what, place, use), "\(use) depends on \(what): voicenav shows what the source fixes",
                            at: place)
            return nil
        case .partial(let text, let what, let place)?:
            reader.noteOnce(Self.noteKey(what, place, use), "part of \(use) depends on \(what): voicenav shows … in its place",
                            at: place)
            return text
        default: return nil
        }
    }

    /// A state or a number the code sets (`isOn`, a slider's `value`), with a note for one only
    /// run time knows.
    func known(_ value: SwiftValue?, use: String) -> SwiftValue? {
        if let (what, place) = value?.runTimeReason {
            reader.noteOnce(Self.noteKey(what, place, use), "\(use) depends on \(what): voicenav shows what the source fixes",
                            at: place)
        }
        return value
    }

    /// The key a run-time value's note is said once under: what it is, where it is set and what uses it.
    static func noteKey(_ what: String, _ place: FilePosition, _ use: String) -> String {
        "run time \(place.file ?? ""):\(place.line):\(place.column) \(what) \(use)"
    }

    /// What a run-time text is said to be used for: the screen's title where it is the controller's
    /// `title`, which UIKit shows in the bar and the tab too (one note for the three), else `own`.
    static func use(_ own: String, of value: SwiftValue?, screen title: SwiftValue?) -> String {
        guard let shown = value?.runTimeReason, let screen = title?.runTimeReason,
              shown.0 == screen.0, shown.1 == screen.1 else { return own }
        return "the screen's title"
    }

    /// Whether a controller's view goes under the top and the bottom bars: `edgesForExtendedLayout`
    /// as the code sets it (`[]`, `.top`, `[.top, .bottom]`, `.all`), all edges when it does not.
    static func extendedEdges(_ value: SwiftValue?) -> (top: Bool, bottom: Bool) {
        let names: [String]
        switch value {
        case nil: return (true, true)
        case .member(let name)?, .symbol(let name)?: names = [String(name.lastComponent)]
        case .array(let items)?:
            names = items.compactMap { if case .member(let name) = $0 { name } else if case .symbol(let name) = $0 {
                String(name.lastComponent) } else { nil } }
        default: return (true, true)
        }
        if names.contains("all") { return (true, true) }
        return (names.contains("top"), names.contains("bottom"))
    }

    /// UIKit's label of its own button types (`UIButton(type:)`): a close button's "Close"; an info or detail
    /// disclosure button's "More Info" when the code gives it no title (a title is the label instead, as
    /// Interface Builder's); nil for any other type.
    static func buttonTypeLabel(_ type: SwiftValue?, titled: Bool) -> String? {
        switch type {
        case .member("close")?: "Close"
        case .member("infoLight")?, .member("infoDark")?, .member("detailDisclosure")?: titled ? nil : "More Info"
        default: nil
        }
    }

    /// Where the first of `values` that only run time knows is set; nil when none is.
    static func runTimePlace(_ values: SwiftValue?...) -> FilePosition? {
        values.lazy.compactMap { $0?.runTimeReason?.place }.first
    }

    /// An image's name: a symbol's (`systemName:`) or an asset's (`named:`).
    static func imageName(_ value: SwiftValue) -> String? {
        guard let fields = UIKitReader.fields(value) else { return nil }
        return (fields["systemName"] ?? fields["named"] ?? fields["_"])?.string
    }

    /// What VoiceOver says for an image with no label: a symbol's word (SymbolLabels), else its name.
    func imageLabel(_ value: SwiftValue) -> String? {
        guard let fields = UIKitReader.fields(value) else { return nil }
        if let symbol = fields["systemName"]?.string { return SymbolLabels.word(for: symbol) ?? symbol }
        return (fields["named"] ?? fields["_"])?.string
    }

    static func rect(_ value: SwiftValue?) -> Rect? {
        guard let fields = UIKitReader.fields(value), let width = fields["width"]?.number, let height = fields["height"]?.number
        else { return nil }
        return Rect(x: fields["x"]?.number ?? 0, y: fields["y"]?.number ?? 0, width: width, height: height)
    }

    /// Bar button items: a title, a system item, an image's label.
    func barItems(_ value: SwiftValue?, owner: SwiftValue) -> [BarItemSpec] {
        let items: [SwiftValue] = if case .array(let list)? = value { list } else { value.map { [$0] } ?? [] }
        return items.compactMap { item in
            guard let fields = UIKitReader.fields(item) else { return nil }
            let location = reader.madeAt[ObjectIdentifier(fields)] ?? FilePosition(line: 1, column: 1, file: file)
            let system: String? = switch fields["barButtonSystemItem"] ?? fields["systemItem"] {
            case .member(let name)?, .symbol(let name)?: String(name.lastComponent)
            default: nil
            }
            var bar = BarItemSpec(id: "\(location.line):\(location.column)",
                                  title: text(fields["title"], use: "a bar item's title"),
                                  system: system.flatMap(BarButtonItem.SystemItem.init(rawValue:)),
                                  label: text(fields["accessibilityLabel"], use: "a bar item's label"), location: location)
            // A custom view (`UIBarButtonItem(customView: doneButton)`): VoiceOver reads the view, a
            // button by its title, its label or its image.
            let custom = UIKitReader.fields(fields["customView"])
            if bar.title == nil, bar.system == nil, let custom {
                // (A label's attributed text where it has no plain one: `label.attributedText = "Flippy " + "Learn"`.)
                bar.title = custom["title"].flatMap { text($0, use: "a bar item's title") }
                    ?? shownText(custom, use: "a bar item's title")
                bar.label = bar.label ?? text(custom["accessibilityLabel"], use: "a bar item's label")
                    ?? Self.buttonTypeLabel(custom["type"], titled: bar.title != nil)
            }
            // A custom view VoiceOver finds nothing in (a plain view with no subviews, a library's spinner read
            // as one, with no label and not an element): no item VoiceOver stops on.
            let customType: String? = if case .object(let type, _)? = fields["customView"] { type } else { nil }
            if bar.title == nil, bar.system == nil, bar.label == nil, let custom, custom["image"] == nil,
               // (UIKit's own view or a library's: a project's class may have more in it than its code here shows.)
               let customType, UIKitClasses.superclasses[customType] != nil
                || reader.types.declarations(of: customType, from: reader.file).isEmpty,
               UIKitClasses.kind(of: custom[UIKitReader.uikitKey]?.string ?? "UIView") == .view,
               custom["isAccessibilityElement"]?.bool != true, UIKitReader.array(custom[UIKitReader.subviewsKey]).isEmpty {
                return nil
            }
            if bar.title == nil, bar.system == nil, let image = fields["image"] ?? custom?["image"] {
                bar.image = imageLabel(image)
                bar.label = bar.label ?? bar.image
            } else if bar.system == nil, let title = bar.title, let image = fields["image"], let shown = imageLabel(image) {
                // An item with an image shows the image; a title set too is what VoiceOver reads.
                bar.image = shown
                bar.label = bar.label ?? title
                bar.title = nil
            }
            // `isEnabled = false` (a custom view's too): VoiceOver reads the item dimmed. One only run
            // time decides is enabled, as UIKit makes an item.
            bar.enabled = fields["isEnabled"]?.bool != false && custom?["isEnabled"]?.bool != false
            bar.codeAction = fields["action"]?.string ?? UIKitReader.array(fields["#targets"]).first?.string
            bar.onActivate = actions(of: item, owner: owner)
            return bar
        }
    }

    func uniqueID(at location: FilePosition) -> String {
        let base = "\(location.line):\(location.column)"
        let count = (ids[base] ?? 0) + 1
        ids[base] = count
        return count == 1 ? base : "\(base)#\(count)"
    }

    func set(_ key: String, _ value: PropertySpec.Value, on view: inout ViewSpec) {
        view.properties.removeAll { $0.key == key }
        view.properties.append(PropertySpec(key: key, value: value, location: view.location))
    }
}
