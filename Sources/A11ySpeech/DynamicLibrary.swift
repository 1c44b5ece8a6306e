// Loading optional C libraries at run time (dlopen), so the binary does not link them.

import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A shared library opened with `dlopen`, kept open for the life of the process.
package final class DynamicLibrary: @unchecked Sendable {
    /// The file name that was loaded.
    let loadedName: String
    private let handle: UnsafeMutableRawPointer

    /// Opens the first of `names` that loads; throws `.libraryUnavailable` naming `what`.
    package init(names: [String], what: String) throws {
        for name in names {
            if let handle = dlopen(name, RTLD_NOW | RTLD_LOCAL) {
                self.handle = handle
                self.loadedName = name
                return
            }
        }
        throw SpeechError(.libraryUnavailable, "\(what) is not installed (could not load \(names.joined(separator: " or ")))")
    }

    /// Looks up a function and casts it to the given `@convention(c)` type.
    package func function<T>(_ symbol: String, as type: T.Type = T.self) throws -> T {
        guard let pointer = dlsym(handle, symbol) else {
            throw SpeechError(.libraryUnavailable, "\(loadedName) lacks \(symbol)")
        }
        return unsafeBitCast(pointer, to: type)
    }
}
