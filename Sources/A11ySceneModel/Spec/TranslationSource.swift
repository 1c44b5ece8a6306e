/// Where a language's texts for an Interface Builder file come from.
public enum TranslationSource: Sendable, Hashable {
    /// `CODE.lproj/NAME.strings` beside the file's `Base.lproj`.
    case stringsFile(path: String, language: String)
    /// A String Catalog `NAME.xcstrings` (in `mul.lproj/`, beside the file, or a folder above).
    case stringCatalog(path: String, language: String)
    /// A whole storyboard or xib for the language (`CODE.lproj/NAME.storyboard`, a file localized
    /// without a base).
    case wholeFile(path: String, language: String)

    /// The file the texts are read from.
    public var path: String {
        switch self {
        case .stringsFile(let path, _), .stringCatalog(let path, _), .wholeFile(let path, _): path
        }
    }

    /// The language as the project names it (the `.lproj` or the catalog's name).
    public var language: String {
        switch self {
        case .stringsFile(_, let language), .stringCatalog(_, let language), .wholeFile(_, let language): language
        }
    }
}
