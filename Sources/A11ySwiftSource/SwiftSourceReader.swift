import A11yCore
import A11ySceneModel
import Foundation
import SwiftSyntax

/// The Swift source reader (SwiftSourceReading.md): a SwiftUI file's screens (its previews
/// and view types) and the scene of any of them, in any language its app is translated into.
package enum SwiftSourceReader {
    /// The file's screens, in file order: each `#Preview` and each `View` type.
    package static func screens(_ file: SwiftSourceFile, project: SwiftProject? = nil) -> [InputScreen] {
        file.screens(in: project).map { screen in
            let kind: ScreenKind = switch screen.kind {
            case .preview: .preview
            case .view: .swiftUIView
            case .component: .swiftUIComponent
            case .uiKitController: .uiKitController
            case .uiKitView: .uiKitView
            }
            return InputScreen(id: screen.name, kind: kind,
                        className: screen.typeName ?? "Preview", title: nil, location: screen.position)
        }
    }

    /// The screen `name` picks (nil: the first preview, or the file's UIKit class it makes, else the type the file is
    /// named after, else the only view, a view that shows what its callers pass in counting only when the file has no
    /// other); a name the file
    /// does not have, or no name where there are several views and no preview, is the
    /// command line's mistake (exit 64, the choices listed).
    package static func screen(_ file: SwiftSourceFile, named name: String?,
                               project: SwiftProject? = nil) throws -> SwiftSourceFile.Screen {
        let all = file.screens(in: project)
        if let name {
            if let found = all.first(where: { $0.name == name }) { return found }
            // A nested class by its own name, where no other screen of the file has it (`Controller` for `Settings.Controller`).
            let nested = all.filter { $0.name.hasSuffix("." + name) }
            if nested.count == 1, !name.contains(".") { return nested[0] }
            throw SceneChoiceError.swiftSource(file: file.path, requested: name, choices: screens(file, project: project))
        }
        if let preview = all.first(where: { $0.kind == .preview }) {
            // A preview of the file's own UIKit class (`AddVaultViewController().toPreview()`, wrapped for Xcode's
            // canvas): that class, read as UIKit shows it.
            let names = Set(preview.statements?.tokens(viewMode: .sourceAccurate).map(\.text) ?? [])
            return all.first { screen in
                (screen.kind == .uiKitController || screen.kind == .uiKitView)
                    && names.contains(String(screen.name.split(separator: ".").last ?? ""))
            } ?? preview
        }
        // The type the file is named after (`PrivacyViewController.swift`), as Xcode's templates name files, over the
        // helpers it declares beside it (a private SwiftUI view the controller hosts).
        let stem = ((file.path as NSString).lastPathComponent as NSString).deletingPathExtension
        if all.count > 1, let named = all.first(where: { $0.name == stem && $0.kind != .component }) { return named }
        // SwiftUI views, else UIKit controllers, else UIKit views, else views made of their callers' views.
        let groups: [SwiftSourceFile.Screen.Kind] = [.view, .uiKitController, .uiKitView, .component]
        let views = groups.lazy.map { kind in all.filter { $0.kind == kind } }.first { !$0.isEmpty } ?? []
        if views.count == 1 { return views[0] }
        if views.isEmpty {
            throw SceneError(file: file.path, line: 1, column: 1,
                             message: "no #Preview, no View type and no UIKit view controller or view class in this file: "
                                 + "nothing to show")
        }
        throw SceneChoiceError.swiftSource(file: file.path, requested: nil, choices: screens(file, project: project))
    }

    /// The scene of `screen` shown in `language` (nil: the app's development language) on
    /// `device`, and the notes on what only run time knows.
    package static func load(_ file: SwiftSourceFile, screen name: String?, language: String?, strings: SwiftStrings,
                             project: SwiftProject? = nil, device: Device) throws -> (spec: SceneSpec, notes: [Diagnostic]) {
        let screen = try screen(file, named: name, project: project)
        // (Bound on the thread that reads: the large stack's.)
        let aliases = ClosureAliases(file: file, project: project)
        func uiKitReader(of file: SwiftSourceFile) -> UIKitReader {
            let reader = UIKitReader(file: file, project: project, device: device) { key in
                strings.text(for: key, language: language)
            }
            reader.language = language
            reader.types.generatedKey = { strings.key(generated: $0) }
            reader.types.swiftGenKey = { strings.key(swiftGen: $0) }
            reader.types.readTables(strings, language: language)
            reader.types.device = (language ?? strings.developmentLanguage, strings.localizations, strings.developmentLanguage)
            return reader
        }
        // A UIKit controller SwiftUI code shows (`UIViewControllerRepresentable`), in the screen or in SwiftUI a UIKit
        // screen hosts: made and built by a UIKit reader of the file declaring it (nested four deep at most).
        var made = 0, depth = 0
        func makeController(_ name: String, declaration: StructDeclSyntax, declaringFile: SwiftSourceFile,
                            properties: SwiftScope, place: FilePosition) -> (controller: ControllerSpec?, notes: [Diagnostic]) {
            guard depth < 4 else {
                return (nil, [Diagnostic(file: place.file ?? file.path, line: place.line, column: place.column,
                                         message: "\(name) shows controllers inside each other more than 4 deep: it is not read",
                                         severity: .note)])
            }
            depth += 1
            defer { depth -= 1 }
            let uikit = uiKitReader(of: declaringFile)
            uikit.controllerMaker = makeController
            guard let shown = uikit.represented(name, declaration: declaration, properties: properties, at: place) else {
                return (nil, uikit.notes)
            }
            made += 1
            let builder = UIKitScreenBuilder(reader: uikit, file: declaringFile.path, device: device)
            return (builder.controller(shown.object, view: shown.view, id: "represented\(made)-\(name)", at: place),
                    uikit.notes)
        }
        if screen.kind == .uiKitController || screen.kind == .uiKitView, let type = screen.typeName {
            let reader = uiKitReader(of: file)
            reader.controllerMaker = makeController
            var spec = try withLargeStack {
                // (The streams' closures hold the objects they feed and the reader: let go once the scene is built.)
                let streams = StreamRegistry()
                defer { streams.release() }
                return ReactiveStream.$registry.withValue(streams) {
                    ClosureAliases.$current.withValue(aliases) {
                        // Made at the class's declaration: the place its view and notes point to.
                        let declaration = file.declarations[type]?.lazy.compactMap { $0.as(ClassDeclSyntax.self) }.first
                        let shown = declaration.map { reader.show(type, at: $0.name) } ?? reader.show(type, at: file.tree)
                        let builder = UIKitScreenBuilder(reader: reader, file: file.path, device: device)
                        return builder.scene(shown.object, view: shown.view, name: screen.name, at: screen.position)
                    }
                }
            }
            spec.appLocalization = strings.appLocalization(for: language)
            return (spec, strings.notes + reader.notes)
        }
        let reader = SwiftUIReader(file: file, project: project) { key in strings.text(for: key, language: language) }
        reader.types.generatedKey = { strings.key(generated: $0) }
        reader.types.swiftGenKey = { strings.key(swiftGen: $0) }
        reader.types.readTables(strings, language: language)
        reader.types.device = (language ?? strings.developmentLanguage, strings.localizations, strings.developmentLanguage)
        reader.controllerMaker = makeController
        var builder = SwiftUIScreenBuilder(file: file.path, device: device)
        var spec = try withLargeStack {
            ClosureAliases.$current.withValue(aliases) {
                builder.scene(reader.views(of: screen), name: screen.name, at: screen.position)
            }
        }
        spec.device = device.idiom
        spec.appLocalization = strings.appLocalization(for: language)
        return (spec, strings.notes + reader.notes)
    }
}

