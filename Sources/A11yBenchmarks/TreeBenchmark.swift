import A11yCore
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Measures deriving the element tree and moving the cursor (issue 3's targets):
/// a 10,000-element screen against a stable sort of the same frames, a 100,000-element
/// screen in absolute time, cursor steps on small and large screens, memory per element.
@MainActor
public enum TreeBenchmark {
    /// A result line: name, value, unit.
    public struct Figure: Sendable {
        public var name: String
        public var value: Double
        public var unit: String
    }

    /// A window holding `count` labels laid out in rows of 20 with a few pixels of jitter.
    static func makeWindow(count: Int, shuffled: Bool = false) -> Window {
        let window = Window(screen: Screen(idiom: .phone))
        let root = View(frame: Rect(x: 0, y: 0, width: 402, height: 874))
        var seed: UInt64 = 0x9E37_79B9_7F4A_7C15
        func random(_ range: Int) -> Double {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Double(Int(seed >> 33) % range)
        }
        // Groups of 20 (a row container each), so the tree has depth as real screens do.
        var row: View?
        for index in 0..<count {
            if index % 20 == 0 {
                let container = View(frame: Rect(x: 0, y: Double(index / 20) * 30, width: 402, height: 30))
                root.addSubview(container)
                row = container
            }
            let label = Label(text: "Item \(index)",
                              frame: Rect(x: Double(index % 20) * 20 + random(3), y: random(6), width: 18, height: 20))
            row?.addSubview(label)
        }
        if shuffled {
            // The same frames, added to the hierarchy in a random order.
            var rows = root.subviews
            for index in stride(from: rows.count - 1, to: 0, by: -1) {
                rows.swapAt(index, Int(random(index + 1)))
            }
            for row in rows {
                var labels = row.subviews
                for index in stride(from: labels.count - 1, to: 0, by: -1) { labels.swapAt(index, Int(random(index + 1))) }
                for label in labels { row.addSubview(label) }
                root.addSubview(row)
            }
        }
        window.addSubview(root)
        return window
    }

    /// The baseline: a stable sort of the frames by top, then left edge (nonisolated, so its
    /// comparator is a plain function, like the reading order's).
    nonisolated static func stableSort(_ frames: [Rect]) -> [Rect] {
        frames.sorted { a, b in a.minY != b.minY ? a.minY < b.minY : a.minX < b.minX }
    }

    /// The same sort on element numbers, ties broken by number.
    nonisolated static func stableIndexSort(_ frames: [Rect]) -> [Int] {
        frames.indices.sorted { a, b in
            let fa = frames[a], fb = frames[b]
            if fa.minY != fb.minY { return fa.minY < fb.minY }
            if fa.minX != fb.minX { return fa.minX < fb.minX }
            return a < b
        }
    }

    static func median(_ samples: [Duration]) -> Duration {
        samples.sorted()[samples.count / 2]
    }

    static func time(_ repetitions: Int, _ body: () -> Void) -> Duration {
        let clock = ContinuousClock()
        var samples: [Duration] = []
        for _ in 0..<repetitions {
            let start = clock.now
            body()
            samples.append(clock.now - start)
        }
        return median(samples)
    }

    static func derive(_ window: Window) -> [OrderedElement] {
        ReadingOrder.order(window: window)
    }

    /// The median time to derive `window`'s elements. Each list is freed after its clock
    /// stops, as a session frees its old list when it derives a new one: freeing is not
    /// deriving, and the allocator hands the next derivation warm memory.
    static func timeDerivation(_ window: Window, repetitions: Int) -> Duration {
        let clock = ContinuousClock()
        var samples: [Duration] = []
        for _ in 0..<repetitions {
            let start = clock.now
            let elements = derive(window)
            samples.append(clock.now - start)
            precondition(!elements.isEmpty)
        }
        return median(samples)
    }

    /// Resident memory in bytes, from /proc/self/statm (0 where there is no /proc).
    nonisolated static func heapInUse() -> Int {
        guard let file = fopen("/proc/self/statm", "r") else { return 0 }
        defer { fclose(file) }
        var size = 0, resident = 0
        guard withUnsafeMutablePointer(to: &size, { s in withUnsafeMutablePointer(to: &resident) { r in
            readStatm(file, s, r)
        } }) == 2 else { return 0 }
        return resident * Int(sysconf(Int32(_SC_PAGESIZE)))
    }

    /// Reads the first two fields of statm (size and resident pages); returns how many it read.
    nonisolated private static func readStatm(_ file: UnsafeMutablePointer<FILE>, _ size: UnsafeMutablePointer<Int>,
                                  _ resident: UnsafeMutablePointer<Int>) -> Int {
        var buffer = [CChar](repeating: 0, count: 128)
        guard fgets(&buffer, 128, file) != nil else { return 0 }
        let bytes = buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }
        let fields = String(decoding: bytes, as: UTF8.self).split(whereSeparator: { $0 == " " || $0 == "\n" })
            .compactMap { Int($0) }
        guard fields.count >= 2 else { return 0 }
        size.pointee = fields[0]
        resident.pointee = fields[1]
        return 2
    }

    /// Runs the measurements and returns them.
    public static func run(repetitions: Int = 21) -> [Figure] {
        var figures: [Figure] = []
        var elements: [OrderedElement] = []
        for shuffled in [false, true] {
            let window10k = makeWindow(count: 10_000, shuffled: shuffled)
            let frames = derive(window10k).map(\.frame)
            precondition(frames.count == 10_000)
            // The baseline sorts the frames in hierarchy order, as the derivation meets them.
            var hierarchyFrames: [Rect] = []
            ElementTreeBuilder.walkFrames(window10k) { hierarchyFrames.append($0) }
            let deriveTime = timeDerivation(window10k, repetitions: repetitions)
            elements = derive(window10k)
            let sortTime = time(repetitions) { precondition(stableSort(hierarchyFrames).count == hierarchyFrames.count) }
            let indexSortTime = time(repetitions) {
                precondition(stableIndexSort(hierarchyFrames).count == hierarchyFrames.count)
            }
            // Every view's walk state forgotten before each derivation, as after a change to
            // every view: the cost of resolving all of them again.
            var coldSamples: [Duration] = []
            for _ in 0..<repetitions {
                window10k.forgetWalkStates()
                coldSamples.append(timeDerivation(window10k, repetitions: 1))
            }
            let coldTime = median(coldSamples)
            let walkTime = time(repetitions) {
                var count = 0
                ElementTreeBuilder.walkFrames(window10k) { _ in count += 1 }
                precondition(count == 10_000)
            }
            let layout = shuffled ? "hierarchy shuffled" : "hierarchy in reading order"
            figures.append(Figure(name: "derive 10,000 elements (\(layout))", value: deriveTime.seconds * 1000, unit: "ms"))
            figures.append(Figure(name: "  stable sort of the same 10,000 frames", value: sortTime.seconds * 1000, unit: "ms"))
            figures.append(Figure(name: "  ratio derive / sort (target ≤ 3)", value: deriveTime.seconds / sortTime.seconds,
                                  unit: "×"))
            figures.append(Figure(name: "  (the same sort on element numbers)", value: indexSortTime.seconds * 1000, unit: "ms"))
            figures.append(Figure(name: "  of which the bare walk of the views", value: walkTime.seconds * 1000, unit: "ms"))
            figures.append(Figure(name: "  derive, every view changed since the last", value: coldTime.seconds * 1000,
                                  unit: "ms"))
        }

        let window100k = makeWindow(count: 100_000)
        // The first derivation resolves every view and sizes the window's buffers.
        let first100k = timeDerivation(window100k, repetitions: 1)
        let before = heapInUse()
        var kept = derive(window100k)
        let after = heapInUse()
        figures.append(Figure(name: "resident memory of the derived list, per element",
                              value: Double(after - before) / Double(kept.count), unit: "bytes"))
        figures.append(Figure(name: "OrderedElement stride", value: Double(MemoryLayout<OrderedElement>.stride), unit: "bytes"))
        figures.append(Figure(name: "window's reused ordering buffers, per element",
                              value: Double(window100k.orderingStorageByteCount) / Double(kept.count), unit: "bytes"))
        kept = []
        let derive100k = timeDerivation(window100k, repetitions: max(3, repetitions / 4))
        figures.append(Figure(name: "derive 100,000 elements (target < 100 ms)", value: derive100k.seconds * 1000, unit: "ms"))
        figures.append(Figure(name: "  the first time (every view resolved)", value: first100k.seconds * 1000, unit: "ms"))
        _ = elements

        for count in [1_000, 100_000] {
            let window = count == 100_000 ? window100k : makeWindow(count: count)
            let app = Application()
            let scheduler = VirtualScheduler()
            let session = VoiceOverSession(application: app, window: window, backend: VirtualSpeechBackend(scheduler: scheduler),
                                           scheduler: scheduler)
            session.first()
            _ = session.elements
            let derivations = session.treeDerivations
            let steps = 2_000
            let clock = ContinuousClock()
            let start = clock.now
            for _ in 0..<steps { session.next() }
            let perStep = (clock.now - start) / steps
            precondition(session.treeDerivations == derivations, "cursor moves must not derive the tree again")
            figures.append(Figure(name: "cursor step on a \(count)-element screen", value: perStep.seconds * 1_000_000,
                                  unit: "µs"))
        }
        return figures
    }

    /// The figures as aligned text.
    public static func report(_ figures: [Figure]) -> String {
        figures.map { figure in
            let value = figure.value >= 100 ? String(Int(figure.value.rounded())) : String(Double(Int(figure.value * 100)) / 100)
            return figure.name.padding(toLength: 54, withPad: " ", startingAt: 0) + " " + value + " " + figure.unit
        }.joined(separator: "\n") + "\n"
    }
}
