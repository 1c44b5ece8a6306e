#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Replays fuzz inputs from files (the build without libFuzzer).
public enum FuzzInputs {
    public static func replay(_ paths: some Sequence<String>, through body: (UnsafePointer<UInt8>, Int) -> CInt) {
        var count = 0
        for path in paths {
            guard let bytes = read(path) else {
                print("cannot read \(path)")
                exit(66)
            }
            bytes.withUnsafeBufferPointer { buffer in
                // A non-null pointer even for an empty input, as libFuzzer passes.
                withUnsafeTemporaryAllocation(of: UInt8.self, capacity: max(1, buffer.count)) { copy in
                    _ = copy.initialize(fromContentsOf: buffer)
                    _ = body(UnsafePointer(copy.baseAddress!), buffer.count)
                }
            }
            count += 1
        }
        print("ran \(count) input\(count == 1 ? "" : "s")")
    }

    public static func read(_ path: String) -> [UInt8]? {
        guard let file = fopen(path, "rb") else { return nil }
        defer { fclose(file) }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            let count = fread(&buffer, 1, buffer.count, file)
            if count <= 0 { break }
            bytes.append(contentsOf: buffer[0..<count])
        }
        return bytes
    }
}
