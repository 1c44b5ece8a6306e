// Finding audio sinks by name, and the first one that works.

/// Finding and naming audio sinks.
public enum AudioSinks {
    /// Names accepted by `named(_:)`, for help texts.
    public static let knownNames = ["pulse", "alsa", "player", "null", "null-unpaced", "wav:PATH", "player:COMMAND"]

    /// The names `named(_:)` takes as they are (besides the `wav:` and `player:` forms).
    static let plainNames: Set<String> = ["auto", "pulse", "pulseaudio", "alsa", "player", "afplay", "null", "null-unpaced"]

    /// Whether `named(_:)` knows `name` (case-insensitive), without opening anything: for
    /// checking a command line before speech starts.
    public static func isKnownName(_ name: String) -> Bool {
        let key = name.lowercased()
        return plainNames.contains(key) || key.hasSuffix(".wav")
            || ["wav:", "player:"].contains { key.hasPrefix($0) && key.count > $0.count }
    }

    /// The names, for help texts and messages: `auto, pulse, alsa, player, …`.
    public static var namesForHelp: String { "auto, " + knownNames.joined(separator: ", ") }

    /// The first sink that can be opened right now: `preferring` (a name for `named(_:)`)
    /// if given and working, else PulseAudio, then ALSA, then the system's player (macOS's
    /// `afplay`: `PlayerSink`); nil when none works.
    ///
    /// Each candidate is probed by opening and closing it, which fails fast and prints nothing.
    public static func firstAvailable(preferring: String? = nil) -> (any AudioSink)? {
        var candidates: [() throws -> any AudioSink] = []
        if let preferring { candidates.append { try named(preferring) } }
        candidates.append { PulseAudioSink() }
        candidates.append { AlsaSink() }
        for player in PlayerSink.systemPlayers { candidates.append { PlayerSink(command: player) } }
        return firstAvailable(of: candidates)
    }

    /// The first of `candidates` that makes a sink and opens.
    static func firstAvailable(of candidates: [() throws -> any AudioSink]) -> (any AudioSink)? {
        for make in candidates {
            guard let sink = try? make() else { continue }
            if sink is NullSink || sink is WavFileSink { return sink }
            do {
                try sink.open(sampleRate: 22050)
                sink.close()
                return sink
            } catch {
                continue
            }
        }
        return nil
    }

    /// The sink with the given name (case-insensitive), not yet opened.
    ///
    /// Names: "pulse"/"pulseaudio", "alsa", "player" (the system's player, `afplay`),
    /// "player:COMMAND" (a command that plays the WAV file named last on its command line),
    /// "null" (paced like a device), "null-unpaced", "wav:PATH" (or any name ending in
    /// ".wav"), and "auto" (same as `firstAvailable()`).
    /// - Throws: `SpeechError` `.libraryUnavailable` when the audio library is not installed,
    ///   `.audioUnavailable` for an unknown name or when "auto" finds nothing.
    public static func named(_ name: String) throws -> any AudioSink {
        let key = name.lowercased()
        switch key {
        case "pulse", "pulseaudio":
            _ = try PulseSimpleLibrary.load()
            return PulseAudioSink()
        case "alsa":
            _ = try AlsaLibrary.load()
            return AlsaSink()
        case "player", "afplay":
            guard let player = PlayerSink.systemPlayer() else {
                throw SpeechError(.audioUnavailable, "no system player (afplay) on this machine")
            }
            return player
        case "null":
            return NullSink(paced: true)
        case "null-unpaced":
            return NullSink(paced: false)
        case "auto":
            guard let sink = firstAvailable() else {
                throw SpeechError(.audioUnavailable, "No PulseAudio server, ALSA device or system player could be opened")
            }
            return sink
        default:
            if key.hasPrefix("wav:") { return WavFileSink(path: String(name.dropFirst(4))) }
            if key.hasPrefix("player:") {
                let command = name.dropFirst("player:".count).split(separator: " ").map(String.init)
                guard !command.isEmpty else { throw SpeechError(.audioUnavailable, "player: names no command") }
                return PlayerSink(command: command)
            }
            if key.hasSuffix(".wav") { return WavFileSink(path: name) }
            throw SpeechError(.audioUnavailable, "Unknown audio sink \"\(name)\" (use one of: "
                + knownNames.joined(separator: ", ") + ", auto)")
        }
    }
}
