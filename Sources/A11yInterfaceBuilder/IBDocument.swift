import A11yCore
import Foundation
import A11ySceneModel

/// An Interface Builder document read into a tree, with its objects indexed by id.
///
/// Checks that the file is an iOS storyboard or xib (`CocoaTouch` type, `iOS.CocoaTouch`
/// runtime); macOS, tvOS and watchOS documents and other XML are refused with where and why.
package final class IBDocument {
    package enum Kind { case storyboard, xib }

    package let path: String
    package let kind: Kind
    /// What was read from the file: the tree and its indexes (kept whole for `copy()`).
    private let read: XMLTreeReader.Result
    package var root: XMLElementNode { read.root }
    /// Every element with an `id`, by id (the first, if a broken file repeats one).
    package var objects: [String: XMLElementNode] { read.objects }
    /// Every `<segue>` and `<constraint>`, in file order.
    package var segues: [XMLElementNode] { read.segues }
    package var constraints: [XMLElementNode] { read.constraints }
    /// The view controllers (scene members, or a xib's top-level controllers), in file order.
    package private(set) var controllers: [XMLElementNode] = []

    /// The element names of view controllers.
    static let controllerNames: Set<String> = [
        "viewController", "navigationController", "tabBarController", "tableViewController", "collectionViewController",
        "splitViewController", "pageViewController", "hostingController", "avPlayerViewController", "glkViewController",
        "viewControllerPlaceholder",
    ]

    /// The document in `data` (read as `init(path:bytes:)` reads the file's bytes).
    package convenience init(path: String, data: Data) throws {
        try self.init(path: path, bytes: [UInt8](data))
    }

    package convenience init(path: String, bytes: [UInt8]) throws {
        try self.init(path: path, read: XMLTreeReader.read(bytes, file: path))
    }

    /// Every size-class `<variation>`, in file order.
    var variations: [XMLElementNode] { read.variations }

    /// The constraints the variations leave out, by the kind of device (found once:
    /// StoryboardImporter+AutoLayout; a copy keeps them, as translating changes no variation).
    var excludedConstraints: [DeviceIdiom: Set<String>] = [:]

    /// The document again, in a tree of its own (for a translation, which changes texts in place).
    package func copy() throws -> IBDocument {
        let copy = try IBDocument(path: path, read: read.copied())
        copy.excludedConstraints = excludedConstraints
        return copy
    }

    private init(path: String, read: XMLTreeReader.Result) throws {
        self.path = path
        self.read = read
        let root = read.root
        func fail(_ node: XMLElementNode, _ message: String, leftOut: Bool = false) -> SceneError {
            SceneError(file: path, line: node.position.line, column: node.position.column, message: message,
                       isLeftOutOfFolders: leftOut)
        }
        if root.name == "archive", (root["type"] ?? "").hasPrefix("com.apple.InterfaceBuilder3") {
            throw fail(root, "a xib in the archive format of Xcode 3 and 4 (<archive type=\"\(root["type"] ?? "")\">), "
                       + "which voicenav does not read; opening and saving it in a current Xcode converts it", leftOut: true)
        }
        guard root.name == "document" else {
            throw fail(root, "expected an Interface Builder document "
                       + "(<document type=\"com.apple.InterfaceBuilder3.CocoaTouch…\">), found <\(root.name)>")
        }
        // Byte comparisons: Foundation's substring search costs microseconds a call.
        func has(_ text: String, _ part: String) -> Bool { text.utf8.firstRange(of: part.utf8) != nil }
        let type = root["type"] ?? ""
        let runtime = root["targetRuntime"] ?? ""
        if runtime.hasPrefix("MacOSX") || has(type, ".Cocoa.") && !has(type, "CocoaTouch") {
            throw fail(root, "this is a macOS Interface Builder document; voicenav models iOS (targetRuntime iOS.CocoaTouch)",
                       leftOut: true)
        }
        if has(runtime, "AppleTV") {
            throw fail(root, "this is a tvOS Interface Builder document; voicenav models iOS (targetRuntime iOS.CocoaTouch)",
                       leftOut: true)
        }
        if has(runtime.lowercased(), "watch") || has(type, "WatchKit") {
            throw fail(root, "this is a watchOS Interface Builder document; voicenav models iOS (targetRuntime iOS.CocoaTouch)",
                       leftOut: true)
        }
        guard has(type, "CocoaTouch") else {
            throw fail(root, "expected an iOS storyboard or xib (type com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB "
                       + "or ….CocoaTouch.XIB), found type \"\(type)\"")
        }
        kind = has(type, "Storyboard") ? .storyboard : .xib
        // Controllers are scene members (a storyboard) or top-level objects (a xib).
        let objectLists = kind == .storyboard
            ? (root.child("scenes")?.children("scene") ?? []).compactMap { $0.child("objects") }
            : [root.child("objects")].compactMap { $0 }
        for objects in objectLists {
            for node in objects.children where Self.controllerNames.contains(node.name) { controllers.append(node) }
        }
    }

    /// The controller an element belongs to (nil outside every controller).
    package func controller(containing node: XMLElementNode) -> XMLElementNode? {
        var current: XMLElementNode? = node
        while let candidate = current {
            if Self.controllerNames.contains(candidate.name), candidate.parent?.name == "objects" { return candidate }
            current = candidate.parent
        }
        return nil
    }

    /// The `initialViewController` id, if the document names one.
    package var initialViewController: String? { root["initialViewController"] }

    /// The object with `id`.
    package func object(_ id: String) -> XMLElementNode? { objects[id] }

    /// The design canvas: its device id, size and whether it is an iPad.
    var canvasDevice: String? { root.child("device")?["id"] }

    /// The sizes Interface Builder saved for the controllers' root views (a storyboard) or the
    /// top-level views (a xib), most frequent first: a file that names no canvas device was
    /// drawn on the one Xcode showed, and these sizes tell which.
    var savedRootSizes: [Size] {
        var counts: [Size: Int] = [:]
        var order: [Size] = []
        let views = kind == .storyboard
            ? controllers.compactMap { controller in controller.children.first { $0["key"] == "view" } }
            : (root.child("objects")?.children ?? []).filter { $0["id"] != nil && $0.child("rect") != nil }
        for view in views {
            guard let rect = view.children.first(where: { $0.name == "rect" && $0["key"] == "frame" }),
                  let width = rect["width"].flatMap(Double.init), let height = rect["height"].flatMap(Double.init)
            else { continue }
            let size = Size(width: width, height: height)
            if counts[size] == nil { order.append(size) }
            counts[size, default: 0] += 1
        }
        return order.enumerated().sorted { (counts[$0.element]!, -$0.offset) > (counts[$1.element]!, -$1.offset) }
            .map(\.element)
    }

    /// Where `node` is, for notes and spec locations.
    package func position(_ node: XMLElementNode) -> FilePosition {
        FilePosition(line: node.position.line, column: node.position.column, file: path)
    }
}

/// The canvas device Interface Builder designs on (a `Device` of the device table, found by
/// the file's `<device id=…>`): its size and bars, which the importer needs to place
/// design-time frames on the modelled devices.
package struct CanvasDevice {
    package let device: Device

    package var size: Size { device.portraitSize }
    var statusBar: Double { device.portraitStatusBar }
    var homeIndicator: Double { device.homeIndicatorHeight(in: .portrait) }
    var isPad: Bool { device.idiom == .pad }
    /// The kind of device the canvas is (phone or pad).
    package var idiom: DeviceIdiom { isPad ? .pad : .phone }

    /// The device for an IB `<device id=…>`; an unknown id by its name's family (an iPad
    /// id the standard pad, anything else the 4.7-inch phone Interface Builder long defaulted to).
    ///
    /// The canvas's top inset depends on the Xcode that saved the file (`toolsVersion`), as
    /// the frames it saved show (InterfaceBuilderImport.md, "The design canvas"): before Xcode
    /// 14 (tools version 21000) every phone with a sensor housing was drawn with the iPhone X's
    /// 44 pt; since, each with its own device's (and `retina5_9`, 375 × 812, is the iPhone 13
    /// mini's 50 pt, where it was the iPhone 11 Pro's 44).
    ///
    /// A file that names no device (Xcode saved none before version 8, and not always since)
    /// was drawn on the device Xcode showed: the first of `savedRootSizes` that is a canvas
    /// device's screen names it; with none, the 4.7-inch phone.
    package static func named(_ id: String?, toolsVersion: String? = nil, savedRootSizes: [Size] = []) -> CanvasDevice {
        if id == nil, let drawn = savedRootSizes.lazy.compactMap({ size in
            Device.all.first { !$0.canvasIDs.isEmpty && $0.portraitSize == size }
        }).first {
            return named(drawn.canvasIDs[0], toolsVersion: toolsVersion)
        }
        let tools = toolsVersion.flatMap { Int($0.prefix { $0.isNumber }) }
        let modern = tools.map { $0 >= xcode14ToolsVersion } ?? true
        if let id, var device = Device.canvas(id) {
            if id == "retina5_9", modern, let mini = Device.all.first(where: { $0.name == "iphone-13-mini" }) {
                device = mini
                device.canvasIDs = [id]
            } else if !modern, device.idiom == .phone, device.portraitStatusBar > 20 {
                device.portraitSafeArea.top = 44
                device.portraitStatusBar = 44
                if device.landscapeSafeArea.left > 0 { device.landscapeSafeArea.left = 44; device.landscapeSafeArea.right = 44 }
            }
            return CanvasDevice(device: device)
        }
        if id?.hasPrefix("ipad") == true { return CanvasDevice(device: .standard(for: .pad)) }
        return CanvasDevice(device: Device.canvas("retina4_7") ?? .standard(for: .phone))
    }

    /// The first tools version of Xcode 14, whose canvases draw each phone's own top inset.
    static let xcode14ToolsVersion = 21000
}
