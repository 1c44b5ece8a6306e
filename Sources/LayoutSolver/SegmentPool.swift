import Synchronization

/// Many short lists, one for each id, in a few blocks of memory: the tableau's rows and
/// columns without an array each. Allocating, growing and freeing a thousand small arrays
/// for every solve was a fifth of it.
///
/// Each list has a place in a block, its capacity a power of two. A list that outgrows its
/// place moves (its elements copied) to a larger one: twice its capacity when one element is
/// appended, the next power of two above what it must hold when it is replaced whole. The
/// place it leaves goes on a free list for its size, and a new place is taken from there
/// before a block is cut. Ordinary blocks are of one size and come from `BlockCache`, which
/// keeps those a pool gave back for the next solve, so a solve reuses memory the last one
/// touched (one buffer growing by doubling was copied whole as it grew, and faulted in afresh
/// after the allocator gave the last solve's back to the system, every time). A list longer
/// than an ordinary block has a block of its own, allocated and freed with the pool.
///
/// `Element` is a plain value (`BitwiseCopyable`): blocks are raw memory, copied as bytes.
/// The pool is a class (it gives its blocks back); whoever holds it must not share it. As the
/// solver's own state, it is used from one thread and unchecked for exclusive access.
final class SegmentPool<Element: BitwiseCopyable> {
    private struct Segment {
        /// The block's index in the high half, the offset in it in the low half.
        var start = 0, count = 0, capacity = 0
    }

    /// Elements in an ordinary block.
    private static var blockSize: Int { BlockCache.blockBytes / MemoryLayout<Element>.stride }

    @exclusivity(unchecked) private var blocks: [UnsafeMutablePointer<Element>] = []
    /// Where the next place is cut in the last ordinary block.
    @exclusivity(unchecked) private var cut = blockSize
    @exclusivity(unchecked) private var lastBlock = -1
    @exclusivity(unchecked) private var segments: [Segment] = []
    /// The starts of free places, by size class (capacity 4 << class).
    @exclusivity(unchecked) private var free: [[Int]] = []
    /// Whether each block is an ordinary one (from the cache, given back to it).
    @exclusivity(unchecked) private var ordinary: [Bool] = []

    init() {
        precondition(BlockCache.blockBytes % MemoryLayout<Element>.stride == 0
                     && MemoryLayout<Element>.alignment <= BlockCache.alignment, "a segment pool's elements fill a block")
    }

    deinit {
        for (block, ordinary) in zip(blocks, ordinary) {
            if ordinary { BlockCache.give(UnsafeMutableRawPointer(block)) } else { block.deallocate() }
        }
    }

    @inline(__always)
    private func address(_ start: Int) -> UnsafeMutablePointer<Element> { blocks[start >> 32] + (start & 0xFFFF_FFFF) }

    /// How many elements list `id` has.
    func count(_ id: Int) -> Int { id < segments.count ? segments[id].count : 0 }

    /// Element `index` of list `id`.
    subscript(_ id: Int, _ index: Int) -> Element {
        get {
            let segment = segments[id]
            precondition(index >= 0 && index < segment.count, "index out of range")
            return address(segment.start)[index]
        }
        set {
            let segment = segments[id]
            precondition(index >= 0 && index < segment.count, "index out of range")
            address(segment.start)[index] = newValue
        }
    }

    /// Calls `body` with list `id`'s elements in place. The buffer is valid only inside
    /// `body`, which must not change the pool.
    func withElements<R>(_ id: Int, _ body: (UnsafeBufferPointer<Element>) throws -> R) rethrows -> R {
        guard id < segments.count, segments[id].capacity > 0 else {
            return try body(UnsafeBufferPointer(start: nil, count: 0))
        }
        let segment = segments[id]
        return try body(UnsafeBufferPointer(start: address(segment.start), count: segment.count))
    }

    func append(_ element: Element, to id: Int) {
        reserve(id)
        if segments[id].count == segments[id].capacity { move(id, capacity: max(4, segments[id].capacity * 2)) }
        address(segments[id].start)[segments[id].count] = element
        segments[id].count += 1
    }

    /// Removes element `index` of list `id`, the last element taking its place (order is lost).
    func swapRemove(at index: Int, from id: Int) {
        let segment = segments[id]
        precondition(index >= 0 && index < segment.count, "index out of range")
        let base = address(segment.start)
        base[index] = base[segment.count - 1]
        segments[id].count -= 1
    }

    /// Removes element `index` of list `id`, keeping the others in order.
    func remove(at index: Int, from id: Int) {
        let segment = segments[id]
        precondition(index >= 0 && index < segment.count, "index out of range")
        let base = address(segment.start)
        for position in index..<(segment.count - 1) { base[position] = base[position + 1] }
        segments[id].count -= 1
    }

    /// Empties list `id`, keeping its place for what comes next.
    func removeAll(_ id: Int) {
        if id < segments.count { segments[id].count = 0 }
    }

    /// Empties list `id` and gives its place up.
    func release(_ id: Int) {
        guard id < segments.count else { return }
        give(segments[id])
        segments[id] = Segment()
    }

    /// Makes list `id` hold `elements` (copied), moving it when its place is too small;
    /// `spare` is the room a new place keeps beyond them.
    func replace(_ id: Int, with elements: [Element], spare: Int) {
        reserve(id)
        if elements.count > segments[id].capacity {
            give(segments[id])
            segments[id] = Segment()
            move(id, capacity: elements.count + spare)
        }
        guard !elements.isEmpty else {
            segments[id].count = 0
            return
        }
        let base = address(segments[id].start)
        elements.withUnsafeBufferPointer { source in
            base.initialize(from: source.baseAddress!, count: source.count)
        }
        segments[id].count = elements.count
    }

    private func reserve(_ id: Int) {
        if id >= segments.count { segments.append(contentsOf: repeatElement(Segment(), count: id - segments.count + 1)) }
    }

    /// The size class of a place of `capacity` (a power of two, at least 4).
    private static func sizeClass(_ capacity: Int) -> Int { Int.bitWidth - 1 - capacity.leadingZeroBitCount - 2 }

    /// A place for at least `minimum` elements: a free one of its size, else one cut from the
    /// last block (or from a new one).
    private func take(_ minimum: Int) -> Segment {
        var capacity = 4
        while capacity < minimum { capacity *= 2 }
        let sizeClass = Self.sizeClass(capacity)
        if sizeClass < free.count, let start = free[sizeClass].popLast() {
            return Segment(start: start, count: 0, capacity: capacity)
        }
        if capacity > Self.blockSize {
            // A block of its own (the rest of the last ordinary block stays to be cut).
            return Segment(start: newBlock(capacity) << 32, count: 0, capacity: capacity)
        }
        if cut + capacity > Self.blockSize {
            // The rest of the block, in places of sizes it can hold, for the free lists.
            while Self.blockSize - cut >= 4 {
                var piece = 4
                while piece * 2 <= Self.blockSize - cut { piece *= 2 }
                give(Segment(start: lastBlock << 32 | cut, count: 0, capacity: piece))
                cut += piece
            }
            lastBlock = newBlock(Self.blockSize)
            cut = 0
        }
        defer { cut += capacity }
        return Segment(start: lastBlock << 32 | cut, count: 0, capacity: capacity)
    }

    /// A new block of `size` elements (from the cache, for an ordinary one); its index. Its
    /// elements are written before they are read (plain values need no initialising).
    private func newBlock(_ size: Int) -> Int {
        if size == Self.blockSize {
            blocks.append(BlockCache.take().bindMemory(to: Element.self, capacity: size))
            ordinary.append(true)
        } else {
            blocks.append(UnsafeMutablePointer<Element>.allocate(capacity: size))
            ordinary.append(false)
        }
        return blocks.count - 1
    }

    /// Puts `segment`'s place on the free list of its size.
    private func give(_ segment: Segment) {
        guard segment.capacity > 0 else { return }
        let sizeClass = Self.sizeClass(segment.capacity)
        if sizeClass >= free.count { free.append(contentsOf: repeatElement([], count: sizeClass - free.count + 1)) }
        free[sizeClass].append(segment.start)
    }

    /// Moves list `id` to a place of at least `capacity`, its elements with it.
    private func move(_ id: Int, capacity: Int) {
        let old = segments[id]
        var new = take(capacity)
        if old.count > 0 { address(new.start).initialize(from: address(old.start), count: old.count) }
        new.count = old.count
        give(old)
        segments[id] = new
    }
}

/// Blocks of memory segment pools gave back, kept (up to `limit`) for the next pool: a solve
/// after another reuses memory already touched instead of asking the system for more. Shared
/// by every solver in the process, behind a lock.
enum BlockCache {
    static let blockBytes = 65_536
    static let alignment = 16
    static let limit = 64

    private struct Blocks: @unchecked Sendable {
        var free: [UnsafeMutableRawPointer] = []
    }

    private struct Taken: @unchecked Sendable {
        var block: UnsafeMutableRawPointer?
    }

    private static let blocks = Mutex(Blocks())

    static func take() -> UnsafeMutableRawPointer {
        let taken = blocks.withLock { Taken(block: $0.free.popLast()) }
        return taken.block ?? UnsafeMutableRawPointer.allocate(byteCount: blockBytes, alignment: alignment)
    }

    static func give(_ block: UnsafeMutableRawPointer) {
        let returned = Taken(block: block)
        let kept = blocks.withLock { cache -> Bool in
            guard cache.free.count < limit, let block = returned.block else { return false }
            cache.free.append(block)
            return true
        }
        if !kept { block.deallocate() }
    }
}
