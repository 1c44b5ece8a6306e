/// Rotation (RO-01..21).
extension ViewController {
    /// The current interface orientation (RO-17): the screen's, read-only.
    public var interfaceOrientation: InterfaceOrientation {
        responderWindow?.screen.orientation ?? .portrait
    }

    /// The default orientations: iOS 6's (all on pad, all but upside-down on phone, RO-03),
    /// or portrait only in the 2008 era (RO-01).
    var defaultSupportedOrientations: InterfaceOrientationMask {
        let app = responderWindow?.app ?? lastApplication
        if app?.compatibility.portraitOnlyByDefault == true { return .portrait }
        return responderWindow?.screen.idiom == .pad ? .all : .allButUpsideDown
    }

    /// Sends a rotation callback on to the children on display (RO-10, CT-23/24).
    func forwardRotation(_ send: (ViewController) -> Void) {
        guard shouldAutomaticallyForwardRotationMethods else { return }
        for child in childrenForAppearanceForwarding where child.appearState == .appeared {
            send(child)
        }
    }
}
