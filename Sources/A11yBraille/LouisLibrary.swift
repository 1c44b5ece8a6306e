// swift-format-ignore-file: AlwaysUseLowerCamelCase
// liblouis loaded at run time, so that voicenav starts (and says clearly what to install) on a
// machine without it. liblouis keeps global state (its table cache) and is not thread-safe:
// `LouisLibrary.shared` serialises every call.

import A11ySpeech
import CLouis
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Why braille cannot be shown.
public struct BrailleError: Error, CustomStringConvertible, Sendable {
    public enum Kind: Sendable {
        /// liblouis is not installed (exit 69).
        case libraryUnavailable
        /// No table of that name (exit 64, with the closest names).
        case unknownTable
        /// A table file that liblouis cannot compile (exit 69: the installation is broken).
        case badTable
    }

    public var kind: Kind
    public var message: String
    /// For an unknown table: the closest table names.
    public var suggestions: [String] = []

    /// The message, with the closest table names for an unknown one.
    public var description: String {
        suggestions.isEmpty ? message : message + "; the closest are " + suggestions.joined(separator: ", ")
    }
}

/// The liblouis functions voicenav uses.
final class LouisLibrary: @unchecked Sendable {
    typealias Version = @convention(c) () -> UnsafePointer<CChar>?
    typealias CharSize = @convention(c) () -> Int32
    typealias Translate = @convention(c) (UnsafePointer<CChar>?, UnsafeRawPointer?, UnsafeMutablePointer<Int32>?,
                                          UnsafeMutableRawPointer?, UnsafeMutablePointer<Int32>?,
                                          UnsafeMutablePointer<UInt16>?, UnsafeMutablePointer<CChar>?,
                                          UnsafeMutablePointer<Int32>?, UnsafeMutablePointer<Int32>?,
                                          UnsafeMutablePointer<Int32>?, Int32) -> Int32
    typealias GetTable = @convention(c) (UnsafePointer<CChar>?) -> UnsafeRawPointer?
    typealias FindTables = @convention(c) (UnsafePointer<CChar>?) -> UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?
    typealias GetTableInfo = @convention(c) (UnsafePointer<CChar>?, UnsafePointer<CChar>?) -> UnsafeMutablePointer<CChar>?
    typealias SetLogLevel = @convention(c) (Int32) -> Void

    let version: String
    /// The size of liblouis's `widechar` in bytes: 2 or 4, by how it was built.
    let charSize: Int
    private let translateWithPositions: Translate
    private let getTable: GetTable
    private let findTables: FindTables
    private let getTableInfo: GetTableInfo
    private let lock = NSLock()

    /// The library's file names, most specific first (`VOICENAV_LOUIS_LIBRARY` when set).
    static var searchNames: [String] {
        if let path = getenv("VOICENAV_LOUIS_LIBRARY").map({ String(cString: $0) }), !path.isEmpty { return [path] }
        return ["liblouis.so.20", "liblouis.so", "liblouis.20.dylib", "liblouis.dylib",
                "/opt/homebrew/lib/liblouis.dylib", "/usr/local/lib/liblouis.dylib"]
    }

    private static let loaded: Result<LouisLibrary, BrailleError> = {
        do {
            return .success(try LouisLibrary(library: DynamicLibrary(names: searchNames, what: "liblouis")))
        } catch {
            let reason = (error as? SpeechError)?.message ?? "\(error)"
            return .failure(BrailleError(kind: .libraryUnavailable,
                                         message: "\(reason); install it (apt-get install liblouis20 liblouis-data) "
                                             + "or set VOICENAV_LOUIS_LIBRARY to its path"))
        }
    }()

    /// The process's library (loaded once).
    static func shared() throws -> LouisLibrary { try loaded.get() }

    private init(library: DynamicLibrary) throws {
        let versionFunction = try library.function("lou_version", as: Version.self)
        let charSizeFunction = try library.function("lou_charSize", as: CharSize.self)
        translateWithPositions = try library.function("lou_translate", as: Translate.self)
        getTable = try library.function("lou_getTable", as: GetTable.self)
        findTables = try library.function("lou_findTables", as: FindTables.self)
        getTableInfo = try library.function("lou_getTableInfo", as: GetTableInfo.self)
        let setLogLevel = try library.function("lou_setLogLevel", as: SetLogLevel.self)
        setLogLevel(Int32(LOU_LOG_OFF.rawValue))   // voicenav says what went wrong itself
        version = versionFunction().map { String(cString: $0) } ?? "?"
        charSize = Int(charSizeFunction())
    }

    /// Whether liblouis can compile `tableList`.
    func canCompile(_ tableList: String) -> Bool {
        lock.withLock { tableList.withCString { getTable($0) != nil } }
    }

    /// The tables matching a metadata query (`language:de contraction:no`), best first, with
    /// each one's `language` field.
    func tables(matching query: String) -> [(table: String, language: String?)] {
        lock.withLock {
            guard let list = query.withCString({ findTables($0) }) else { return [] }
            defer { free(list) }
            var result: [(String, String?)] = []
            var index = 0
            while let entry = list[index] {
                let language = "language".withCString { key in getTableInfo(entry, key) }
                result.append((String(cString: entry), language.map { String(cString: $0) }))
                free(language)
                free(entry)
                index += 1
            }
            return result
        }
    }

    /// `text` translated by `tableList` (which names its display table first), as liblouis
    /// gives it, with the input position (in UTF-32 or UTF-16 units, by `charSize`) each
    /// output cell comes from; nil when liblouis refuses. The output buffer grows until the
    /// whole input is consumed.
    func translateWithInputPositions(_ text: String, tableList: String) -> (cells: [UInt32], inputPositions: [Int])? {
        lock.withLock {
            let units: [UInt32] = charSize == 4 ? text.unicodeScalars.map(\.value) : text.utf16.map(UInt32.init)
            guard !units.isEmpty else { return ([], []) }
            var capacity = units.count * 4 + 64
            for _ in 0..<3 {
                var inputLength = Int32(units.count)
                var outputLength = Int32(capacity)
                var positions = [Int32](repeating: 0, count: capacity)
                var output = [UInt32](repeating: 0, count: capacity)
                let ok: Int32 = tableList.withCString { tables in
                    positions.withUnsafeMutableBufferPointer { inputPos in
                        if charSize == 4 {
                            return units.withUnsafeBytes { input in
                                output.withUnsafeMutableBytes { buffer in
                                    translateWithPositions(tables, input.baseAddress, &inputLength, buffer.baseAddress,
                                                           &outputLength, nil, nil, nil, inputPos.baseAddress, nil, 0)
                                }
                            }
                        }
                        let narrow = units.map { UInt16(truncatingIfNeeded: $0) }
                        var out = [UInt16](repeating: 0, count: capacity)
                        let status = narrow.withUnsafeBytes { input in
                            out.withUnsafeMutableBytes { buffer in
                                translateWithPositions(tables, input.baseAddress, &inputLength, buffer.baseAddress,
                                                       &outputLength, nil, nil, nil, inputPos.baseAddress, nil, 0)
                            }
                        }
                        for index in 0..<Int(max(0, outputLength)) { output[index] = UInt32(out[index]) }
                        return status
                    }
                }
                guard ok == 1 else { return nil }
                if Int(inputLength) >= units.count {
                    let count = Int(max(0, outputLength))
                    return (Array(output.prefix(count)), positions.prefix(count).map(Int.init))
                }
                capacity *= 4
            }
            return nil
        }
    }
}
