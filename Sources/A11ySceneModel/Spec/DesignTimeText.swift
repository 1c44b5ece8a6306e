/// Text a designer leaves in Interface Builder for code to replace: the titles IB gives new
/// views ("Label", "Button"), names of the part ("Title Label"), filler ("Lorem ipsum…").
///
/// The import notes it and the audit reports it (`placeholder-text`): on a real screen the
/// app sets the text, so what voicenav reads there is not what a user hears. The whole list
/// is in the README ("Design-time text"). Matching ignores case, surrounding blanks and a
/// final period.
public enum DesignTimeText {
    /// Whole texts that are design-time text.
    public static let exact: Set<String> = [
        // What Interface Builder puts in a new view.
        "label", "button", "title", "subtitle", "detail", "text", "item", "first", "second",
        // The part's name typed in its place.
        "button title", "title label", "subtitle label", "detail label", "text label", "description label",
        "name label", "value label", "label text", "header label", "footer label",
        // Filler.
        "placeholder", "placeholder text", "sample text", "some text", "text here", "your text here",
        "title here", "this is the title text", "this is the subtitle text", "this is the description text",
        "this is a label", "this is a title", "title text", "subtitle text", "body text",
    ]
    /// Beginnings of filler text.
    public static let prefixes = ["lorem ipsum"]

    /// Whether `text` is design-time text.
    public static func matches(_ text: String) -> Bool {
        // Every label and button title of an imported file comes here: reject the usual real
        // text by its length before folding case (the longest entry is 32 bytes).
        let bytes = text.utf8
        if bytes.count > 48 {
            let start = bytes.drop { $0 == 32 || $0 == 9 || $0 == 10 }
            return start.count >= 11 && start.prefix(11).map { $0 | 0x20 }.elementsEqual("lorem ipsum".utf8)
        }
        var folded = text.lowercased()
        while let first = folded.first, first.isWhitespace { folded.removeFirst() }
        while let last = folded.last, last.isWhitespace || last == "." || last == "…" { folded.removeLast() }
        guard !folded.isEmpty else { return false }
        return exact.contains(folded) || prefixes.contains { folded.hasPrefix($0) }
    }

    /// Filler a designer or developer types in place of the real text (not the titles Interface
    /// Builder gives new views): "Lorem ipsum…", "Placeholder", "Text here".
    public static let filler: Set<String> = [
        "placeholder", "placeholder text", "sample text", "some text", "text here", "your text here", "title here",
        "this is the title text", "this is the subtitle text", "this is the description text", "this is a label",
        "this is a title",
    ]

    /// Whether `text` is filler (`filler`, `prefixes`).
    public static func isFiller(_ text: String) -> Bool {
        var folded = text.lowercased()
        while let first = folded.first, first.isWhitespace { folded.removeFirst() }
        while let last = folded.last, last.isWhitespace || last == "." || last == "…" { folded.removeLast() }
        return filler.contains(folded) || prefixes.contains { folded.hasPrefix($0) }
    }
}
