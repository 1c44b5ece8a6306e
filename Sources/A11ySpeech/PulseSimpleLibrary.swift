// The functions of libpulse-simple, PulseAudio's blocking client API, loaded at run time.

/// The functions of libpulse-simple, loaded once per process.
struct PulseSimpleLibrary: @unchecked Sendable {
    typealias New = @convention(c) (UnsafePointer<CChar>?, UnsafePointer<CChar>?, Int32, UnsafePointer<CChar>?,
                                    UnsafePointer<CChar>?, UnsafeRawPointer?, UnsafeRawPointer?, UnsafeRawPointer?,
                                    UnsafeMutablePointer<Int32>?) -> OpaquePointer?
    typealias Write = @convention(c) (OpaquePointer, UnsafeRawPointer, Int, UnsafeMutablePointer<Int32>?) -> Int32
    typealias Control = @convention(c) (OpaquePointer, UnsafeMutablePointer<Int32>?) -> Int32
    typealias Latency = @convention(c) (OpaquePointer, UnsafeMutablePointer<Int32>?) -> UInt64
    typealias Free = @convention(c) (OpaquePointer) -> Void
    typealias StrError = @convention(c) (Int32) -> UnsafePointer<CChar>?

    let new: New
    let write: Write
    let drain: Control
    let flush: Control
    let latency: Latency
    let free: Free
    let strerror: StrError?

    private static let shared: Result<PulseSimpleLibrary, SpeechError> = {
        do {
            #if os(macOS)
            let names = ["libpulse-simple.0.dylib", "/opt/homebrew/lib/libpulse-simple.0.dylib"]
            #else
            let names = ["libpulse-simple.so.0"]
            #endif
            let library = try DynamicLibrary(names: names, what: "PulseAudio's libpulse-simple")
            return .success(PulseSimpleLibrary(
                new: try library.function("pa_simple_new"), write: try library.function("pa_simple_write"),
                drain: try library.function("pa_simple_drain"), flush: try library.function("pa_simple_flush"),
                latency: try library.function("pa_simple_get_latency"), free: try library.function("pa_simple_free"),
                strerror: try? library.function("pa_strerror")))
        } catch {
            return .failure(error as? SpeechError ?? SpeechError(.libraryUnavailable, "\(error)"))
        }
    }()

    /// The loaded library, or `.libraryUnavailable`.
    static func load() throws -> PulseSimpleLibrary { try shared.get() }

    /// Text for a PulseAudio error code.
    func describe(_ code: Int32) -> String {
        strerror?(code).map { String(cString: $0) } ?? "error \(code)"
    }
}
