import Foundation
import A11ySceneModel
import A11yLocalization

/// Puts a translation table's texts into an Interface Builder document, as the system does
/// when it loads the file in that language: each `"<object id>.<property>"` key replaces that
/// text; a text with no key keeps the base text.
enum StoryboardLocalizer {
    /// One text of the file that a strings table can translate.
    struct LocalizableText {
        package var objectID: String
        package var property: String
        package var value: String
        package var set: (String) -> Void
    }


    /// Every translatable text of `document`: its objects' (every element with an id), each
    /// object's texts in a fixed order (the objects themselves in no particular order).
    package static func texts(of document: IBDocument) -> [LocalizableText] {
        var result: [LocalizableText] = []
        result.reserveCapacity(64)
        for (id, node) in document.objects { collect(node, id: id, into: &result) }
        return result
    }

    /// Whether `name` is an attribute that holds a translatable text on any object with an id
    /// (a switch: no hashing on the import's path).
    static func isTextAttribute(_ name: String) -> Bool {
        switch name {
        case "text", "title", "placeholder", "prompt", "headerTitle", "footerTitle", "backButtonTitle": true
        default: false
        }
    }

    private static func collect(_ node: XMLElementNode, id: String, into result: inout [LocalizableText]) {
        // Constraints, segues, outlets and actions have ids but never a text.
        switch node.name {
        case "constraint", "segue", "outlet", "action", "viewLayoutGuide", "layoutGuide": return
        default: break
        }
        let first = result.count
        for (attribute, value) in node.attributes where isTextAttribute(attribute) && !value.isEmpty {
            result.append(LocalizableText(objectID: id, property: attribute, value: value) {
                node.setAttribute(attribute, $0)
            })
        }
        if result.count - first > 1 { result[first...].sort { $0.property < $1.property } }   // the same order every run
        for child in node.children {
            switch child.name {
            case "string":
                if let key = child["key"], isTextAttribute(key), node[key] == nil, !child.text.isEmpty {
                    result.append(LocalizableText(objectID: id, property: key, value: child.text) { child.setText($0) })
                }
            case "state":
                if let state = child["key"], let title = child["title"], !title.isEmpty {
                    result.append(LocalizableText(objectID: id, property: state + "Title", value: title) {
                        child.setAttribute("title", $0)
                    })
                }
            case "segments":
                for (index, segment) in child.children("segment").enumerated() {
                    if let title = segment["title"], !title.isEmpty {
                        result.append(LocalizableText(objectID: id, property: "segmentTitles[\(index)]", value: title) {
                            segment.setAttribute("title", $0)
                        })
                    }
                }
            case "accessibility" where child["key"] == "accessibilityConfiguration":
                for (attribute, property) in [("label", "accessibilityLabel"), ("hint", "accessibilityHint")] {
                    if let value = child[attribute], !value.isEmpty {
                        result.append(LocalizableText(objectID: id, property: property, value: value) {
                            child.setAttribute(attribute, $0)
                        })
                    }
                }
            case "buttonConfiguration":
                for attribute in ["title", "subtitle"] {
                    if let value = child[attribute], !value.isEmpty {
                        result.append(LocalizableText(objectID: id, property: "configuration.\(attribute)", value: value) {
                            child.setAttribute(attribute, $0)
                        })
                    }
                }
            default:
                break
            }
        }
    }

    /// Applies `table` to `document`; returns each text's state and notes for keys that name
    /// nothing in the file.
    ///
    /// With `everyText`, every text of the file is looked at, so the report says which have no
    /// key (the audit's `missing-translation`); without, only the objects the table names are
    /// (what showing the screen needs, at a cost that follows the table, not the file).
    package static func apply(_ table: TranslationTable, to document: IBDocument,
                      everyText: Bool = true) -> (texts: [TranslatedText], notes: [ImportNote]) {
        var states: [TranslatedText] = []
        var used: Set<String> = []
        let candidates: [LocalizableText]
        if everyText {
            candidates = texts(of: document)
        } else {
            var named: [LocalizableText] = []
            var seen: Set<Substring> = []
            for key in table.entries.keys {
                let id = key.prefix { $0 != "." }
                guard seen.insert(id).inserted, let node = document.object(String(id)) else { continue }
                collect(node, id: String(id), into: &named)
            }
            candidates = named
        }
        for text in candidates {
            let key = text.objectID + "." + text.property
            if table.untranslatable.contains(key) {
                states.append(TranslatedText(objectID: text.objectID, property: text.property, base: text.value,
                                             shown: text.value, state: .notTranslatable))
                continue
            }
            guard let entry = table.entries[key] else {
                states.append(TranslatedText(objectID: text.objectID, property: text.property, base: text.value,
                                             shown: text.value, state: .missing))
                continue
            }
            used.insert(key)
            text.set(entry.value)
            var position = entry.position
            if position.file == nil { position.file = table.source.path }
            states.append(TranslatedText(objectID: text.objectID, property: text.property, base: text.value,
                                         shown: entry.value, state: entry.value == text.value ? .sameAsBase : .translated,
                                         position: position))
        }
        var notes: [ImportNote] = []
        let fileName = (document.path as NSString).lastPathComponent
        let unused = table.entries.values.filter { !used.contains($0.key) }
            .sorted { ($0.position.line, $0.position.column) < ($1.position.line, $1.position.column) }
        for entry in unused {
            let (id, property) = split(entry.key)
            let message: String
            if let node = document.object(id) {
                if let property, isTextAttribute(property) {
                    node.setAttribute(property, entry.value)   // a text the base leaves empty
                    used.insert(entry.key)
                    continue
                }
                message = "key \"\(entry.key)\": \(fileName) has no \(property ?? "text") on object \(id) for it to translate"
            } else {
                message = "key \"\(entry.key)\" names no object of \(fileName) (a translation left from a deleted view?)"
            }
            notes.append(ImportNote(file: table.source.path, line: entry.position.line, column: entry.position.column,
                                    message: message, severity: .note))
        }
        return (states, notes)
    }

    /// `"abc-12-xyz.normalTitle"` → (`abc-12-xyz`, `normalTitle`).
    package static func split(_ key: String) -> (String, String?) {
        guard let dot = key.firstIndex(of: ".") else { return (key, nil) }
        return (String(key[..<dot]), String(key[key.index(after: dot)...]))
    }
}
