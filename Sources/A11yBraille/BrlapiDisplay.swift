// swift-format-ignore-file: AlwaysUseLowerCamelCase
import A11yCore
// A real braille display through BRLTTY's BrlAPI, loaded at run time (libbrlapi.so.0.8, from
// Debian's libbrlapi0.8 that brltty brings): the navigator's panel is written as dots, and the
// display's panning keys come back as commands.

import A11ySpeech
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The braille display BRLTTY drives, through BrlAPI (`--braille-display`).
///
/// Connects with libbrlapi's defaults (`BRLAPI_HOST`, `BRLAPI_AUTH`, else BRLTTY's local
/// socket), takes the display in tty mode, writes cells as dot patterns (a Unicode braille
/// pattern's offset from U+2800 is BrlAPI's dot bits) and reads the display's "window left"
/// and "window right" commands, which pan the navigator's panel.
@MainActor
public final class BrlapiDisplay: BrailleOutput {
    typealias OpenConnection = @convention(c) (UnsafeRawPointer?, UnsafeMutableRawPointer?) -> Int32
    typealias GetDisplaySize = @convention(c) (UnsafeMutablePointer<UInt32>?, UnsafeMutablePointer<UInt32>?) -> Int32
    typealias EnterTtyModeWithPath = @convention(c) (UnsafeMutablePointer<Int32>?, Int32, UnsafePointer<CChar>?) -> Int32
    typealias WriteDots = @convention(c) (UnsafePointer<UInt8>?) -> Int32
    typealias ReadKey = @convention(c) (Int32, UnsafeMutablePointer<UInt64>?) -> Int32
    typealias Close = @convention(c) () -> Void
    typealias StrError = @convention(c) (UnsafeRawPointer?) -> UnsafePointer<CChar>?
    typealias ErrorLocation = @convention(c) () -> UnsafeMutableRawPointer?

    public let cellCount: Int
    public let fileDescriptor: Int32
    private let writeDots: WriteDots
    private let readKey: ReadKey
    private let close: Close
    private var lastWritten: [UInt8] = []

    /// BRLTTY's "window left" and "window right" commands (brlapi_constants.h).
    static let windowLeft: UInt64 = 23, windowRight: UInt64 = 24
    static let typeMask: UInt64 = 0xE000_0000, typeCommand: UInt64 = 0x2000_0000, codeMask: UInt64 = 0x1FFF_FFFF

    /// Connects to BRLTTY; throws `BrailleError` (`.libraryUnavailable`) saying why not.
    public init() throws {
        let library: DynamicLibrary
        do {
            library = try DynamicLibrary(names: ["libbrlapi.so.0.8", "libbrlapi.so", "libbrlapi.dylib"], what: "BrlAPI")
        } catch {
            throw BrailleError(kind: .libraryUnavailable,
                               message: "BrlAPI is not installed: apt-get install brltty (it brings libbrlapi0.8)")
        }
        let open = try library.function("brlapi_openConnection", as: OpenConnection.self)
        let size = try library.function("brlapi_getDisplaySize", as: GetDisplaySize.self)
        let enter = try library.function("brlapi_enterTtyModeWithPath", as: EnterTtyModeWithPath.self)
        writeDots = try library.function("brlapi_writeDots", as: WriteDots.self)
        readKey = try library.function("brlapi_readKey", as: ReadKey.self)
        close = try library.function("brlapi_closeConnection", as: Close.self)
        let strerror = try library.function("brlapi_strerror", as: StrError.self)
        let errorLocation = try library.function("brlapi_error_location", as: ErrorLocation.self)
        func failure(_ what: String) -> BrailleError {
            let reason = strerror(errorLocation()).map { String(cString: $0) } ?? "unknown error"
            return BrailleError(kind: .libraryUnavailable, message: "\(what): \(reason)")
        }
        let descriptor = open(nil, nil)
        guard descriptor >= 0 else {
            throw failure("no braille display: BRLTTY is not running or refuses the connection (start brltty, "
                          + "or set BRLAPI_HOST and BRLAPI_AUTH)")
        }
        var width: UInt32 = 0, height: UInt32 = 0
        guard size(&width, &height) == 0, width > 0 else {
            close()
            throw failure("BRLTTY has no display (its braille driver found none)")
        }
        guard enter(nil, 0, nil) >= 0 else {
            close()
            throw failure("BRLTTY would not give voicenav the display")
        }
        fileDescriptor = descriptor
        cellCount = Int(width)
    }

    /// Shows `cells`: each braille pattern as its dots, the rest of the display blank; the
    /// same cells again are not resent.
    public func write(_ cells: String) {
        var dots = [UInt8](repeating: 0, count: cellCount)
        for (index, scalar) in cells.unicodeScalars.prefix(cellCount).enumerated()
            where (0x2800...0x28FF).contains(scalar.value) {
            dots[index] = UInt8(scalar.value - 0x2800)
        }
        guard dots != lastWritten else { return }
        lastWritten = dots
        _ = dots.withUnsafeBufferPointer { writeDots($0.baseAddress) }
    }

    /// The panning commands the display sent (without waiting); nil when the connection is
    /// gone (BRLTTY stopped), so that a closed descriptor is not polled again and again.
    public func readPans() -> [Bool]? {
        var pans: [Bool] = []
        var code: UInt64 = 0
        while true {
            let status = readKey(0, &code)
            if status < 0 { return nil }
            if status == 0 { break }
            guard code & Self.typeMask == Self.typeCommand else { continue }
            switch code & Self.codeMask {
            case Self.windowLeft: pans.append(false)
            case Self.windowRight: pans.append(true)
            default: break
            }
        }
        return pans
    }

    /// Gives the display back to BRLTTY (the navigator calls it when it ends).
    public func disconnect() {
        close()
    }
}
