import A11yCore
import A11yLayout
import A11ySceneModel

/// The device a scene is shown on, as `--device`, `--orientation` and `--text-size` choose it.
public struct SceneDisplay: Sendable, Hashable {
    /// Which device: a known one, or the file's design canvas.
    public enum DeviceChoice: Sendable, Hashable {
        case named(Device)
        case design
    }

    public var device: DeviceChoice?

    /// The kind of device a named device is (nil for none, or the file's own canvas): a file is
    /// opened for it, as what a phone and a pad show differs at import.
    public var idiom: DeviceIdiom? {
        if case .named(let chosen) = device { return chosen.idiom }
        return nil
    }
    public var orientation: InterfaceOrientation?
    public var textSize: ContentSizeCategory?

    public init(device: DeviceChoice? = nil, orientation: InterfaceOrientation? = nil, textSize: ContentSizeCategory? = nil) {
        self.device = device
        self.orientation = orientation
        self.textSize = textSize
    }

    /// The error for `--device design` on a file with no known canvas.
    public struct NoDesignDevice: Error, CustomStringConvertible, Sendable {
        public var file: String
        public var description: String {
            "\(file) names no Interface Builder canvas a device is known for (--device design);"
                + " choose one from `voicenav devices`"
        }
    }

    /// `spec` as this display shows it.
    public func apply(to spec: inout SceneSpec) throws {
        switch device {
        case .named(let chosen):
            spec.screenDevice = chosen
            spec.device = chosen.idiom
        case .design:
            guard let design = spec.designDevice else { throw NoDesignDevice(file: spec.file) }
            spec.screenDevice = design
            spec.device = design.idiom
            if orientation == nil, let drawn = spec.designOrientation { spec.orientation = drawn }
        case nil:
            break
        }
        if let orientation { spec.orientation = orientation }
        if let textSize { spec.textSize = textSize }
    }
}
