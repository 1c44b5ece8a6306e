// swift-format-ignore-file: AlwaysUseLowerCamelCase
// eSpeak NG loaded at run time, so that voicenav starts (and says clearly what to install)
// on a machine without the library. The functions below shadow the C declarations of
// CEspeak inside this module, so the rest of the eSpeak code calls them unchanged; they are
// called only after `EspeakLibrary.load()` succeeded, on the engine's one thread. They keep
// the C names (espeak_Synth …), so swift-format's lowerCamelCase rule is off for this file
// (the directive is on the first line: swift-format reads it only before the first token).

import CEspeak
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The eSpeak NG functions voicenav uses, looked up in the shared library.
struct EspeakLibrary: @unchecked Sendable {
    typealias Initialize = @convention(c) (espeak_AUDIO_OUTPUT, Int32, UnsafePointer<CChar>?, Int32) -> Int32
    typealias Callback = @convention(c) (UnsafeMutablePointer<Int16>?, Int32, UnsafeMutablePointer<espeak_EVENT>?) -> Int32
    typealias SetSynthCallback = @convention(c) (Callback?) -> Void
    typealias Synth = @convention(c) (UnsafeRawPointer?, Int, UInt32, espeak_POSITION_TYPE, UInt32, UInt32,
                                      UnsafeMutablePointer<UInt32>?, UnsafeMutableRawPointer?) -> espeak_ERROR
    typealias SetParameter = @convention(c) (espeak_PARAMETER, Int32, Int32) -> espeak_ERROR
    typealias ListVoices = @convention(c) (UnsafeMutablePointer<espeak_VOICE>?)
        -> UnsafeMutablePointer<UnsafePointer<espeak_VOICE>?>?
    typealias SetVoiceByName = @convention(c) (UnsafePointer<CChar>?) -> espeak_ERROR
    typealias SetVoiceByProperties = @convention(c) (UnsafeMutablePointer<espeak_VOICE>?) -> espeak_ERROR
    typealias GetCurrentVoice = @convention(c) () -> UnsafeMutablePointer<espeak_VOICE>?
    typealias Cancel = @convention(c) () -> espeak_ERROR
    typealias Info = @convention(c) (UnsafeMutablePointer<UnsafePointer<CChar>?>?) -> UnsafePointer<CChar>?

    let initialize: Initialize
    let setSynthCallback: SetSynthCallback
    let synth: Synth
    let setParameter: SetParameter
    let listVoices: ListVoices
    let setVoiceByName: SetVoiceByName
    let setVoiceByProperties: SetVoiceByProperties
    let getCurrentVoice: GetCurrentVoice
    let cancel: Cancel
    let info: Info

    /// The library's file names, most specific first.
    static let names = ["libespeak-ng.so.1", "libespeak-ng.so", "libespeak-ng.1.dylib", "libespeak-ng.dylib",
                        "/opt/homebrew/lib/libespeak-ng.dylib", "/usr/local/lib/libespeak-ng.dylib"]

    /// Where to look: `VOICENAV_ESPEAK_LIBRARY` (a path) when set, else the usual names.
    static var searchNames: [String] {
        if let path = getenv("VOICENAV_ESPEAK_LIBRARY").map({ String(cString: $0) }), !path.isEmpty { return [path] }
        return names
    }

    private static let loaded: Result<EspeakLibrary, SpeechError> = {
        do {
            let library = try DynamicLibrary(names: searchNames, what: "eSpeak NG")
            return .success(EspeakLibrary(
                initialize: try library.function("espeak_Initialize", as: Initialize.self),
                setSynthCallback: try library.function("espeak_SetSynthCallback", as: SetSynthCallback.self),
                synth: try library.function("espeak_Synth", as: Synth.self),
                setParameter: try library.function("espeak_SetParameter", as: SetParameter.self),
                listVoices: try library.function("espeak_ListVoices", as: ListVoices.self),
                setVoiceByName: try library.function("espeak_SetVoiceByName", as: SetVoiceByName.self),
                setVoiceByProperties: try library.function("espeak_SetVoiceByProperties", as: SetVoiceByProperties.self),
                getCurrentVoice: try library.function("espeak_GetCurrentVoice", as: GetCurrentVoice.self),
                cancel: try library.function("espeak_Cancel", as: Cancel.self),
                info: try library.function("espeak_Info", as: Info.self)))
        } catch let error as SpeechError {
            return .failure(SpeechError(.libraryUnavailable, error.message
                + ". Install it: apt-get install libespeak-ng1 espeak-ng-data (or brew install espeak-ng)"))
        } catch {
            return .failure(SpeechError(.libraryUnavailable, "eSpeak NG could not be loaded: \(error)"))
        }
    }()

    /// Loads the library once; throws `.libraryUnavailable` saying what to install.
    static func load() throws -> EspeakLibrary { try loaded.get() }

    /// The loaded functions; only valid after `load()` succeeded (the engine checks first).
    static var functions: EspeakLibrary {
        guard case .success(let library) = loaded else {
            preconditionFailure("eSpeak NG functions used before EspeakLibrary.load() succeeded")
        }
        return library
    }
}

func espeak_Initialize(_ output: espeak_AUDIO_OUTPUT, _ buflength: Int32, _ path: UnsafePointer<CChar>?,
                       _ options: Int32) -> Int32 {
    EspeakLibrary.functions.initialize(output, buflength, path, options)
}

func espeak_SetSynthCallback(_ callback: EspeakLibrary.Callback?) {
    EspeakLibrary.functions.setSynthCallback(callback)
}

func espeak_Synth(_ text: UnsafeRawPointer?, _ size: Int, _ position: UInt32, _ positionType: espeak_POSITION_TYPE,
                  _ endPosition: UInt32, _ flags: UInt32, _ identifier: UnsafeMutablePointer<UInt32>?,
                  _ userData: UnsafeMutableRawPointer?) -> espeak_ERROR {
    EspeakLibrary.functions.synth(text, size, position, positionType, endPosition, flags, identifier, userData)
}

@discardableResult
func espeak_SetParameter(_ parameter: espeak_PARAMETER, _ value: Int32, _ relative: Int32) -> espeak_ERROR {
    EspeakLibrary.functions.setParameter(parameter, value, relative)
}

func espeak_ListVoices(_ spec: UnsafeMutablePointer<espeak_VOICE>?) -> UnsafeMutablePointer<UnsafePointer<espeak_VOICE>?>? {
    EspeakLibrary.functions.listVoices(spec)
}

func espeak_SetVoiceByName(_ name: UnsafePointer<CChar>?) -> espeak_ERROR {
    EspeakLibrary.functions.setVoiceByName(name)
}

func espeak_SetVoiceByProperties(_ spec: UnsafeMutablePointer<espeak_VOICE>?) -> espeak_ERROR {
    EspeakLibrary.functions.setVoiceByProperties(spec)
}

func espeak_GetCurrentVoice() -> UnsafeMutablePointer<espeak_VOICE>? {
    EspeakLibrary.functions.getCurrentVoice()
}

@discardableResult
func espeak_Cancel() -> espeak_ERROR {
    EspeakLibrary.functions.cancel()
}

func espeak_Info(_ path: UnsafeMutablePointer<UnsafePointer<CChar>?>?) -> UnsafePointer<CChar>? {
    EspeakLibrary.functions.info(path)
}
