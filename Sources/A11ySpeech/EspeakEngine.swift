import A11yCore
// The process-wide eSpeak NG engine: voices, voice selection and synthesis on its owner thread.

import CEspeak
import Foundation

/// The single eSpeak NG engine of the process.
///
/// eSpeak NG keeps global state, so there is exactly one engine, created by `shared(dataPath:)`.
/// Every eSpeak call runs on the engine's own worker thread; the public methods block the
/// caller until their job has run there, so the engine can be used from any thread.
public final class EspeakEngine: @unchecked Sendable {
    /// Samples per second of all audio this engine produces.
    public let sampleRate: Int
    /// The espeak-ng-data directory in use.
    public let dataPath: String
    /// eSpeak NG's version string (e.g. "1.51").
    public let version: String
    /// The voice used when an utterance names neither a voice nor a language.
    public let defaultVoice: String

    private let worker: EspeakWorker
    /// The voice eSpeak has selected (`name:…`, `language:…`, or nil for `defaultVoice`),
    /// kept so that an utterance in the voice already selected costs no switch; only touched
    /// on the worker thread.
    private var selectedVoice: String?
    /// The eSpeak language for each language asked for (nil: eSpeak has none); worker thread only.
    private var languageVoices: [String: String?] = [:]
    private var voiceList: [Voice]?

    private static let instanceLock = NSLock()
    nonisolated(unsafe) private static var instance: Result<EspeakEngine, SpeechError>?

    private init(worker: EspeakWorker, info: EspeakInfo) {
        self.worker = worker
        self.sampleRate = info.sampleRate
        self.dataPath = info.dataPath
        self.version = info.version
        self.defaultVoice = info.defaultVoice
    }

    /// Returns the process's engine, initialising eSpeak NG on first use.
    ///
    /// `dataPath` (the espeak-ng-data directory or its parent) only matters on the first
    /// call; later calls return the same engine, or throw the same error if initialisation
    /// failed (eSpeak cannot be initialised twice).
    public static func shared(dataPath: String? = nil) throws -> EspeakEngine {
        instanceLock.lock()
        defer { instanceLock.unlock() }
        if let instance { return try instance.get() }
        // ESPEAK_DATA_PATH is checked here, because eSpeak itself silently falls back to its
        // built-in location when the variable names a directory that does not exist.
        let requestedPath = dataPath ?? ProcessInfo.processInfo.environment["ESPEAK_DATA_PATH"].flatMap { $0.isEmpty ? nil : $0 }
        let worker = EspeakWorker(name: "voicenav.espeak")
        let result: Result<EspeakEngine, SpeechError>
        do {
            let info = try worker.sync { try EspeakSetup.initialize(dataPath: requestedPath) }
            result = .success(EspeakEngine(worker: worker, info: info))
        } catch let error as SpeechError {
            result = .failure(error)
        } catch {
            result = .failure(SpeechError(.libraryUnavailable, "eSpeak NG failed to start: \(error)"))
        }
        instance = result
        return try result.get()
    }

    /// Lists the installed voices.
    public func voices() -> [Voice] {
        (try? worker.sync { Self.listVoices() }) ?? []
    }

    /// Synthesizes `text` completely without playing it.
    ///
    /// - Parameters:
    ///   - text: the text to say, as plain UTF-8.
    ///   - language: a language tag such as "de" or "en-us" used when `parameters.voice` is nil.
    ///   - parameters: voice, rate, pitch and volume.
    /// - Throws: `SpeechError` `.voiceNotFound` or `.synthesisFailed`.
    public func render(_ text: String, language: String? = nil,
                       parameters: SpeechParameters = SpeechParameters()) throws -> RenderedSpeech {
        let prepared = PreparedText(text)
        return try worker.sync { [self] in
            let collector = RenderCollector()
            _ = try synthesize(prepared, language: language, parameters: parameters) { buffer, marks in
                collector.samples.append(contentsOf: buffer)
                collector.words.append(contentsOf: marks)
                return true
            }
            return RenderedSpeech(samples: collector.samples, sampleRate: sampleRate, words: collector.words)
        }
    }

    /// Starts synthesizing into `stream` on the worker thread and returns at once.
    func startStreaming(_ text: String, language: String?, parameters: SpeechParameters, into stream: SpeechStream) {
        let prepared = PreparedText(text)
        worker.async { [self] in
            if stream.isAborted { return stream.finish(error: nil) }
            do {
                _ = try synthesize(prepared, language: language, parameters: parameters) { buffer, marks in
                    stream.append(buffer, words: marks)
                }
                stream.finish(error: nil)
            } catch {
                stream.finish(error: error as? SpeechError ?? SpeechError(.synthesisFailed, "\(error)"))
            }
        }
    }

    /// eSpeak's own latency: time from `espeak_Synth` to the first callback with samples.
    package func measureFirstAudioLatency(_ text: String, parameters: SpeechParameters = SpeechParameters()) throws -> Duration {
        let prepared = PreparedText(text)
        return try worker.sync { [self] in
            let context = try synthesize(prepared, language: nil, parameters: parameters) { buffer, _ in
                buffer.isEmpty
            }
            return context.firstAudioLatency ?? .zero
        }
    }

    /// The identifier of eSpeak's currently selected voice (for tests and diagnostics).
    func currentVoiceIdentifier() -> String? {
        try? worker.sync {
            espeak_GetCurrentVoice()?.pointee.identifier.map { String(cString: $0) }
        }
    }

    /// Runs one `espeak_Synth`; call only on the worker thread.
    private func synthesize(_ text: PreparedText, language: String?, parameters: SpeechParameters,
                            onAudio: @escaping SynthContext.AudioHandler) throws -> SynthContext {
        try selectVoice(name: parameters.voice, language: language)
        espeak_SetParameter(espeakRATE, Int32(parameters.rate), 0)
        espeak_SetParameter(espeakPITCH, Int32(parameters.pitch), 0)
        espeak_SetParameter(espeakVOLUME, Int32(parameters.volume), 0)
        let context = SynthContext(text: text, onAudio: onAudio)
        let userData = Unmanaged.passRetained(context)
        defer { userData.release() }
        context.startTime = .now
        let status = text.bytes.withUnsafeBufferPointer { bytes in
            espeak_Synth(bytes.baseAddress, bytes.count, 0, POS_CHARACTER, 0,
                         UInt32(espeakCHARS_UTF8), nil, userData.toOpaque())
        }
        if context.aborted { espeak_Cancel() }
        guard status == EE_OK else {
            throw SpeechError(.synthesisFailed, "eSpeak NG could not synthesize the text (error \(status.rawValue))")
        }
        return context
    }

    /// eSpeak NG's voice variants (`klatt`, `klatt2`, `m1`…`m7`, `f1`…`f5`, `whisper`…), which
    /// follow a voice after a `+` (`en-us+klatt2`): the files of `voices/!v` in the data.
    public func variants() -> [String] {
        let candidates = [dataPath + "/voices/!v", dataPath + "/espeak-ng-data/voices/!v"]
        for folder in candidates {
            if let names = try? FileManager.default.contentsOfDirectory(atPath: folder) {
                return names.filter { !$0.hasPrefix(".") }.sorted { $0.lowercased() < $1.lowercased() }
            }
        }
        return []
    }

    /// Whether `voice` names one of the voices (by name, identifier or language), with an
    /// optional `+variant` that is one of `variants()`.
    public func hasVoice(_ voice: String) -> Bool {
        let parts = voice.split(separator: "+", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
        let base = parts[0]
        let baseKnown = voices().contains { $0.name == base || $0.identifier == base || $0.languages.contains(base) }
        guard baseKnown else { return false }
        guard parts.count == 2 else { return true }
        return variants().contains(parts[1])
    }

    /// Selects the voice by name, else by language (`VoiceMatcher`; a language eSpeak has no
    /// voice for is spoken with the default voice), else the default; a voice already selected
    /// is kept. Call only on the worker thread.
    private func selectVoice(name: String?, language: String?) throws {
        if let name, !name.isEmpty {
            guard selectedVoice != "name:" + name else { return }
            selectedVoice = "unknown"   // until eSpeak says which voice it has
            guard espeak_SetVoiceByName(name) == EE_OK else {
                restoreDefaultVoice()
                throw SpeechError(.voiceNotFound, "No eSpeak NG voice named \"\(name)\"")
            }
            selectedVoice = "name:" + name
        } else if let language, !language.isEmpty, let tag = espeakLanguage(for: language) {
            guard selectedVoice != "language:" + tag else { return }
            selectedVoice = "unknown"   // until eSpeak says which voice it has
            let status = tag.withCString { languages in
                var spec = espeak_VOICE()
                spec.languages = languages
                return espeak_SetVoiceByProperties(&spec)
            }
            guard status == EE_OK else {
                restoreDefaultVoice()
                throw SpeechError(.voiceNotFound, "eSpeak NG could not select its voice for \"\(language)\" (\(tag))")
            }
            selectedVoice = "language:" + tag
        } else {
            restoreDefaultVoice()
        }
    }

    /// eSpeak's language tag for `language`, cached; call only on the worker thread.
    private func espeakLanguage(for language: String) -> String? {
        if let known = languageVoices[language] { return known }
        if voiceList == nil { voiceList = Self.listVoices() }
        let voice = VoiceMatcher.voice(for: language, in: voiceList ?? [])
        let tag = voice.flatMap { found in
            VoiceMatcher.candidates(for: language).first { tag in found.languages.contains { $0.lowercased() == tag } }
        }
        languageVoices[language] = tag
        return tag
    }

    /// The voice eSpeak speaks `language` with, or nil when it has none (speech then uses the
    /// default voice; transcripts are unaffected).
    public func voice(forLanguage language: String) -> Voice? {
        VoiceMatcher.voice(for: language, in: voices())
    }

    /// Switches back to the default voice if another one is selected.
    private func restoreDefaultVoice() {
        guard selectedVoice != nil else { return }
        _ = espeak_SetVoiceByName(defaultVoice)
        selectedVoice = nil
    }

    /// Reads eSpeak's voice list; call only on the worker thread.
    private static func listVoices() -> [Voice] {
        guard let list = espeak_ListVoices(nil) else { return [] }
        var voices: [Voice] = []
        var index = 0
        while let entry = list[index] {
            let voice = entry.pointee
            let gender: String? = voice.gender == 1 ? "male" : voice.gender == 2 ? "female" : nil
            voices.append(Voice(name: voice.name.map { String(cString: $0) } ?? "",
                                identifier: voice.identifier.map { String(cString: $0) } ?? "",
                                languages: parseLanguages(voice.languages),
                                gender: gender))
            index += 1
        }
        return voices
    }

    /// Parses eSpeak's language list: repeated (priority byte, NUL-terminated tag), ending with a 0 byte.
    private static func parseLanguages(_ pointer: UnsafePointer<CChar>?) -> [String] {
        guard var cursor = pointer else { return [] }
        var languages: [String] = []
        while cursor.pointee != 0 {
            cursor += 1
            let tag = String(cString: cursor)
            if !tag.isEmpty { languages.append(tag) }
            cursor += tag.utf8.count + 1
        }
        return languages
    }
}

/// Accumulates a render on the worker thread.
private final class RenderCollector: @unchecked Sendable {
    var samples: [Int16] = []
    var words: [WordMark] = []
}
