// The functions of ALSA's libasound, loaded at run time.

/// ALSA's error handler replacement: ignores every message. ALSA declares the handler
/// variadic; a function that takes the fixed arguments and ignores the rest is safe to
/// call that way on the C ABIs Swift supports on Linux.
private func alsaSilentErrorHandler(_ file: UnsafePointer<CChar>?, _ line: Int32, _ function: UnsafePointer<CChar>?,
                                    _ error: Int32, _ format: UnsafePointer<CChar>?) {}

/// The functions of libasound, loaded once per process (which also silences ALSA's errors).
struct AlsaLibrary: @unchecked Sendable {
    typealias Open = @convention(c) (UnsafeMutablePointer<OpaquePointer?>, UnsafePointer<CChar>, Int32, Int32) -> Int32
    typealias SetParams = @convention(c) (OpaquePointer, Int32, Int32, UInt32, UInt32, Int32, UInt32) -> Int32
    typealias WriteI = @convention(c) (OpaquePointer, UnsafeRawPointer, UInt) -> Int
    typealias Recover = @convention(c) (OpaquePointer, Int32, Int32) -> Int32
    typealias Simple = @convention(c) (OpaquePointer) -> Int32
    typealias Delay = @convention(c) (OpaquePointer, UnsafeMutablePointer<Int>) -> Int32
    typealias StrError = @convention(c) (Int32) -> UnsafePointer<CChar>?
    typealias Handler = @convention(c) (UnsafePointer<CChar>?, Int32, UnsafePointer<CChar>?, Int32, UnsafePointer<CChar>?) -> Void
    typealias SetHandler = @convention(c) (Handler?) -> Int32

    let open: Open
    let setParams: SetParams
    let writei: WriteI
    let recover: Recover
    let drop: Simple
    let prepare: Simple
    let start: Simple
    let state: Simple
    let close: Simple
    let delay: Delay
    let strerror: StrError?

    private static let shared: Result<AlsaLibrary, SpeechError> = {
        do {
            let library = try DynamicLibrary(names: ["libasound.so.2"], what: "ALSA's libasound")
            let setHandler: SetHandler = try library.function("snd_lib_error_set_handler")
            _ = setHandler(alsaSilentErrorHandler)
            return .success(AlsaLibrary(
                open: try library.function("snd_pcm_open"), setParams: try library.function("snd_pcm_set_params"),
                writei: try library.function("snd_pcm_writei"), recover: try library.function("snd_pcm_recover"),
                drop: try library.function("snd_pcm_drop"), prepare: try library.function("snd_pcm_prepare"),
                start: try library.function("snd_pcm_start"), state: try library.function("snd_pcm_state"),
                close: try library.function("snd_pcm_close"), delay: try library.function("snd_pcm_delay"),
                strerror: try? library.function("snd_strerror")))
        } catch {
            return .failure(error as? SpeechError ?? SpeechError(.libraryUnavailable, "\(error)"))
        }
    }()

    /// The loaded library, or `.libraryUnavailable`.
    static func load() throws -> AlsaLibrary { try shared.get() }

    /// Text for an ALSA error code.
    func describe(_ code: Int32) -> String {
        strerror?(code).map { String(cString: $0) } ?? "error \(code)"
    }
}
