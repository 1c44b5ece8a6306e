// Value types shared by the speech layer: voices, parameters, errors, rendered audio and events.

/// An error from the speech layer; its description tells the user what to do about it.
public struct SpeechError: Error, CustomStringConvertible, Sendable {
    /// What went wrong, broadly.
    public enum Kind: Sendable {
        /// The eSpeak NG library (or an audio library) cannot be used.
        case libraryUnavailable
        /// eSpeak NG's data directory (espeak-ng-data) was not found or is unusable.
        case dataMissing
        /// No voice matches the requested voice name or language.
        case voiceNotFound
        /// eSpeak NG rejected or failed the synthesis request.
        case synthesisFailed
        /// No audio server or device could be opened.
        case audioUnavailable
        /// Writing to an open audio server or device failed.
        case audioFailed
        /// Reading or writing a file failed.
        case fileFailed
    }

    /// The category of the failure.
    public var kind: Kind
    /// What failed, in words; `description` adds what to do.
    public var message: String

    /// Creates an error.
    public init(_ kind: Kind, _ message: String) {
        self.kind = kind
        self.message = message
    }

    /// The message followed by a hint on how to fix the problem.
    public var description: String {
        let hint: String
        switch kind {
        case .libraryUnavailable:
            hint = "Install eSpeak NG (Debian/Ubuntu: apt-get install libespeak-ng1 espeak-ng-data; "
                + "macOS: brew install espeak-ng)."
        case .dataMissing:
            hint = "Install espeak-ng-data (apt-get install espeak-ng-data) or set ESPEAK_DATA_PATH to the directory "
                + "that contains espeak-ng-data."
        case .voiceNotFound:
            hint = "Run the voice list to see installed voices, or pick another voice or language."
        case .synthesisFailed:
            hint = "Try shorter or different text; if it persists, reinstall espeak-ng-data."
        case .audioUnavailable:
            hint = "Start PulseAudio/PipeWire (or check ALSA devices with aplay -l), or use the WAV file or null sink."
        case .audioFailed:
            hint = "The audio server or device stopped working; restart it or choose another sink."
        case .fileFailed:
            hint = "Check that the path exists and is writable."
        }
        return "\(message). \(hint)"
    }
}
