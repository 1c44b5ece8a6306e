import A11yCore
import A11ySceneModel

/// The design canvas a scene is shown on with `--device design` (InterfaceBuilderImport.md,
/// "The design canvas"): the file's device, or the size the controller was designed at, with
/// the bars and safe area Interface Builder drew.
extension StoryboardImporter {
    /// The size of a form sheet on a pad (UIKit's default `preferredContentSize` for it).
    static let formSheetSize = Size(width: 540, height: 620)

    /// A controller's own canvas size, nil for the file's device canvas: a freeform
    /// `simulatedDestinationMetrics` (its `freeformSize`, else its view's saved frame); a
    /// `freeformSize` with no metrics when its view was saved at that size (as Interface Builder
    /// draws it); a form sheet on a pad canvas, UIKit's 540 × 620 form sheet.
    package func freeformSize(of controller: XMLElementNode) -> Size? {
        let metric = controller.child(key: "simulatedDestinationMetrics")?.name
        let saved = controller.children.first { $0["key"] == "view" }.flatMap(rect)?.size
        var declared: Size?
        if let size = controller.child("size", key: "freeformSize"), let width = size.number("width"),
           let height = size.number("height") { declared = Size(width: width, height: height) }
        switch metric {
        case "freeformSimulatedSizeMetrics": return declared ?? saved
        case "modalFormSheetSimulatedSizeMetrics" where canvas.isPad: return Self.formSheetSize
        case nil where declared != nil && declared == saved: return declared
        default: return nil
        }
    }

    /// Whether `controller` is designed as a form sheet on a pad canvas: drawn alone at the
    /// form sheet's size, under no status bar.
    func isFormSheet(_ controller: XMLElementNode) -> Bool {
        canvas.isPad && controller.child(key: "simulatedDestinationMetrics")?.name == "modalFormSheetSimulatedSizeMetrics"
    }

    /// The scene's design canvas and the orientation it is drawn in (nil: portrait): a xib's
    /// view or an embedded controller alone at its own size; a controller designed at a size of
    /// its own (freeform, a form sheet); else the file's device, turned when the file draws it
    /// in landscape. A controller designed with no status bar has none.
    package func designCanvas() -> (device: Device, orientation: InterfaceOrientation?) {
        if let size = xibViewSize, size.width > 0, size.height > 0 {
            // Interface Builder draws such a view alone, at its own size, with no bars.
            let safe = xibViewSafeArea
            return (Device(name: "design", displayName: "the view at its own size on the design canvas",
                           idiom: canvas.device.idiom, portraitSize: size, portraitSafeArea: safe,
                           landscapeSafeArea: EdgeInsets(), portraitStatusBar: safe.top, landscapeStatusBar: 0,
                           canvasIDs: canvas.device.canvasIDs, scale: canvas.device.scale), nil)
        }
        var design = canvas.device
        var orientation: InterfaceOrientation?
        let controller = designedController
        if let controller, let size = freeformSize(of: controller), size.width > 0, size.height > 0 {
            design.portraitSize = size
            if isFormSheet(controller) {
                // A form sheet sits in the middle of the screen, under no status bar.
                design.displayName = "\(canvas.device.displayName) canvas, form sheet \(size) pt"
                design.portraitStatusBar = 0
                design.portraitSafeArea = EdgeInsets()
            } else {
                design.displayName = "\(canvas.device.displayName) canvas, freeform \(size) pt"
            }
        } else if main.root.child("device")?["orientation"] == "landscape" {
            // Drawn in landscape: `--device design` turns the device as the canvas is.
            orientation = .landscapeLeft
        }
        if controller?.child(key: "simulatedStatusBarMetrics")?.name == "nil" {
            // Designed with no status bar: nothing covers the top of the canvas.
            design.portraitStatusBar = 0
            design.portraitSafeArea.top = 0
        }
        return (design, orientation)
    }
}
