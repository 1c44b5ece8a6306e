import A11yCore
import Foundation
import A11ySceneModel

/// Opens Interface Builder files (`.storyboard`, `.xib`) as scenes: the reader behind
/// `InputDocument`, for the package's tests and benchmarks (commands open an `InputDocument`).
///
/// The importer reads the controllers, views, accessibility and segues of an iOS
/// storyboard or xib into a `SceneSpec`, the same model a scene file describes, so every
/// command that takes a scene takes a storyboard too. What only code knows (texts set at run
/// time, table rows from a data source, control actions) is reported as `ImportNote`s.
///
/// ```swift
/// let result = try StoryboardLoader.load(path: "Main.storyboard", scene: "settings")
/// let app = SceneApp(spec: result.spec)
/// ```
package enum StoryboardLoader {
    /// Whether `path` names an Interface Builder file, by its extension.
    package static func handles(_ path: String) -> Bool {
        let lower = path.lowercased()
        return lower.hasSuffix(".storyboard") || lower.hasSuffix(".xib")
    }

    /// Imports the file at `path`. `scene` picks a view controller by storyboard identifier
    /// or object id (a xib: a top-level view); nil takes the initial view controller (a xib:
    /// the File's Owner's view, else its first top-level view). `forSceneFile`: with the
    /// autoresizing masks a scene file needs (`StoryboardImporter.isForSceneFile`).
    package static func load(path: String, scene: String? = nil, language: String? = nil,
                            idiom: DeviceIdiom? = nil, forSceneFile: Bool = false) throws -> StoryboardImport {
        let importer = try StoryboardImporter(path: path, language: language, idiom: idiom)
        importer.isForSceneFile = forSceneFile
        return try importer.importScene(scene)
    }

    /// Imports a file already read: `data` is its content, `path` its name (storyboard
    /// references open beside it). Its size is checked as every Interface Builder file's is
    /// (`InterfaceBuilderCache`).
    package static func load(data: Data, path: String, scene: String? = nil, language: String? = nil,
                            checksEveryText: Bool = false, idiom: DeviceIdiom? = nil) throws -> StoryboardImport {
        let importer = try StoryboardImporter(path: path, data: data, language: language, checksEveryText: checksEveryText,
                                              idiom: idiom)
        return try importer.importScene(scene)
    }

    /// Every view controller of the file at `path`, with the file's notes.
    /// The file's view controllers (a xib: its top-level views), without importing them.
    package static func catalog(path: String) throws -> [InputScreen] {
        try StoryboardImporter(path: path).catalog()
    }

    /// With `language`, titles are the ones that language shows.
    package static func controllers(path: String, language: String? = nil)
        throws -> (controllers: [InputScreen], notes: [ImportNote]) {
        let importer = try StoryboardImporter(path: path, language: language)
        return (importer.catalog(), importer.documentNotes())
    }

    /// Every controller view (a xib: every top-level view) of the file at `path` as a layout
    /// tree on its design canvas (see `DesignLayout`). With `scene`, only the screen it picks
    /// (as `--scene` does); an id the file does not have throws `SceneChoiceError`.
    package static func designLayouts(path: String, scene: String? = nil) throws -> [DesignLayout] {
        try StoryboardImporter(path: path).designLayouts(scene: scene)
    }

    /// `designLayouts(path:)` for a file already read.
    package static func designLayouts(data: Data, path: String) throws -> [DesignLayout] {
        try StoryboardImporter(path: path, data: data).designLayouts()
    }

    /// Reads `data` into the importer's XML tree and checks it is an iOS Interface Builder
    /// document, without importing anything (for `bench import`'s breakdown).
    package static func readDocument(data: Data, path: String) throws {
        _ = try IBDocument(path: path, data: data)
    }

    /// Every translatable text of the file (`"<object id>.<property>"` keys and base texts, in
    /// file order): what `ibtool --export-strings-file` would list, for `bench import --language`.
    package static func translatableTexts(data: Data, path: String) throws -> [(key: String, value: String)] {
        let document = try IBDocument(path: path, data: data)
        return StoryboardLocalizer.texts(of: document).map { ($0.objectID + "." + $0.property, $0.value) }
    }
}
