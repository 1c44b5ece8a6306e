/// Rotation (RO-01..21).
extension ViewController {
    /// The current interface orientation (RO-17): the screen's, read-only, also while the
    /// controller is off screen.
    public var interfaceOrientation: InterfaceOrientation {
        owningWindow?.screen.orientation ?? .portrait
    }

    /// The default orientations: iOS 6's (all on pad, all but upside-down on phone, RO-03),
    /// or portrait only in the 2008 era (RO-01).
    ///
    /// A controller whose view is off screen (a tab never shown, a hidden split master)
    /// answers for the device its container is on (TB-40, SV-05).
    var defaultSupportedOrientations: InterfaceOrientationMask {
        let window = owningWindow
        let app = window?.app ?? lastApplication
        if app?.compatibility.portraitOnlyByDefault == true { return .portrait }
        return window?.screen.idiom == .pad ? .all : .allButUpsideDown
    }

    /// Sends a rotation callback on to the children on display (RO-10, CT-23/24).
    func forwardRotation(_ send: (ViewController) -> Void) {
        guard shouldAutomaticallyForwardRotationMethods else { return }
        for child in childrenForAppearanceForwarding.map(\.shownInPlace) where child.appearState == .appeared {
            send(child)
        }
    }
}
