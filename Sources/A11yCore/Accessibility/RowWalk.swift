/// The row walk on sort keys: by top edge, then rows by leading edge, ties in index order.
enum RowWalk {
    /// One unit to place: its top, its leading edge (negated right edge in right-to-left
    /// layouts, so smaller always comes first) and its position in hierarchy order.
    struct Key {
        var y: Double
        var x: Double
        var index: Int32
    }

    /// Buffers the row walk reuses from one call to the next.
    struct Scratch {
        fileprivate var unordered: [Key] = []
        fileprivate var bandLowest: [Double] = []
        fileprivate var bandHighest: [Double] = []
        fileprivate var bandOfKey: [Int32] = []
        fileprivate var rowOfBand: [Int32] = []
        fileprivate var rowStarts: [Int] = []
        fileprivate var rowNext: [Int] = []

        /// The bytes the buffers hold on to.
        var byteCount: Int {
            func bytes<T>(_ array: [T]) -> Int { array.capacity * MemoryLayout<T>.stride }
            return bytes(unordered) + bytes(bandLowest) + bytes(bandHighest) + bytes(bandOfKey) + bytes(rowOfBand)
                + bytes(rowStarts) + bytes(rowNext)
        }
    }

    /// Puts `keys` (given in hierarchy order, `index` counting from 0) in reading order.
    static func arrange(_ keys: inout [Key], tolerance: Double, scratch: inout Scratch) {
        guard keys.count > 1 else { return }
        if keys.count < 24 || !arrangeByBands(&keys, tolerance: tolerance, scratch: &scratch) {
            arrangeBySorting(&keys, tolerance: tolerance)
        }
    }

    /// The row walk as written: a stable sort by top edge, then each row by leading edge.
    static func arrangeBySorting(_ keys: inout [Key], tolerance: Double) {
        keys.sort { $0.y != $1.y ? $0.y < $1.y : $0.index < $1.index }
        keys.withUnsafeMutableBufferPointer { buffer in
            var rowStart = 0
            var previousTop = buffer[0].y
            for position in 1..<buffer.count {
                let top = buffer[position].y
                if top - previousTop >= tolerance {
                    sortRow(UnsafeMutableBufferPointer(rebasing: buffer[rowStart..<position]))
                    rowStart = position
                }
                previousTop = top
            }
            sortRow(UnsafeMutableBufferPointer(rebasing: buffer[rowStart...]))
        }
    }

    /// The same result in linear time, without sorting by top edge. Tops are dropped into
    /// bands half the tolerance high: two tops in one band are less than the tolerance
    /// apart, so a band never splits a row, and a row ends between two neighbouring bands
    /// exactly when the lower band's highest top is the tolerance or more above the next
    /// band's lowest — the row walk's own test on those two consecutive tops. Each key then
    /// goes to its row in hierarchy order (a counting sort, stable) and rows are ordered by
    /// leading edge, which screens mostly list in order already.
    ///
    /// Returns false, leaving `keys` alone, when the tops are not finite or span too many
    /// bands for the count (a few far-flung elements); the caller sorts instead.
    private static func arrangeByBands(_ keys: inout [Key], tolerance: Double, scratch: inout Scratch) -> Bool {
        let count = keys.count
        guard tolerance > 0 else { return false }
        var lowest = Double.infinity, highest = -Double.infinity
        for key in keys {
            lowest = min(lowest, key.y)
            highest = max(highest, key.y)
        }
        let height = tolerance / 2
        guard lowest.isFinite, highest.isFinite, (highest - lowest) / height < Double(4 * count) else { return false }
        let bandCount = Int((highest - lowest) / height) + 1
        scratch.bandLowest.removeAll(keepingCapacity: true)
        scratch.bandLowest.append(contentsOf: repeatElement(.infinity, count: bandCount))
        scratch.bandHighest.removeAll(keepingCapacity: true)
        scratch.bandHighest.append(contentsOf: repeatElement(-.infinity, count: bandCount))
        scratch.bandOfKey.removeAll(keepingCapacity: true)
        scratch.bandOfKey.append(contentsOf: repeatElement(0, count: count))
        scratch.rowOfBand.removeAll(keepingCapacity: true)
        scratch.rowOfBand.append(contentsOf: repeatElement(0, count: bandCount))
        scratch.rowStarts.removeAll(keepingCapacity: true)
        var rows = 0
        var inOrder = true
        keys.withUnsafeBufferPointer { keys in
            scratch.bandLowest.withUnsafeMutableBufferPointer { bandLowest in
                scratch.bandHighest.withUnsafeMutableBufferPointer { bandHighest in
                    scratch.bandOfKey.withUnsafeMutableBufferPointer { bandOfKey in
                        scratch.rowOfBand.withUnsafeMutableBufferPointer { rowOfBand in
                            for position in 0..<count {
                                let y = keys[position].y
                                let band = min(Int((y - lowest) / height), bandCount - 1)
                                bandOfKey[position] = Int32(band)
                                if y < bandLowest[band] { bandLowest[band] = y }
                                if y > bandHighest[band] { bandHighest[band] = y }
                            }
                            // Number the rows band by band.
                            var previousHighest = -Double.infinity
                            for band in 0..<bandCount where bandLowest[band] <= bandHighest[band] {
                                if rows == 0 || bandLowest[band] - previousHighest >= tolerance { rows += 1 }
                                rowOfBand[band] = Int32(rows - 1)
                                previousHighest = bandHighest[band]
                            }
                            // Each row's size; whether the hierarchy lists the rows in order.
                            scratch.rowStarts.append(contentsOf: repeatElement(0, count: rows + 1))
                            scratch.rowStarts.withUnsafeMutableBufferPointer { rowStarts in
                                var previousRow: Int32 = 0
                                for band in bandOfKey {
                                    let row = rowOfBand[Int(band)]
                                    if row < previousRow { inOrder = false }
                                    previousRow = row
                                    rowStarts[Int(row) + 1] += 1
                                }
                                for row in 0..<rows { rowStarts[row + 1] += rowStarts[row] }
                            }
                            // Bands are no longer needed: keep each key's row there instead.
                            if !inOrder {
                                for position in 0..<count { bandOfKey[position] = rowOfBand[Int(bandOfKey[position])] }
                            }
                        }
                    }
                }
            }
        }
        if !inOrder {
            // Each key to its row, in hierarchy order (stable).
            scratch.rowNext.removeAll(keepingCapacity: true)
            scratch.rowNext.append(contentsOf: scratch.rowStarts)
            scratch.unordered.removeAll(keepingCapacity: true)
            scratch.unordered.append(contentsOf: repeatElement(Key(y: 0, x: 0, index: 0), count: count))
            keys.withUnsafeBufferPointer { keys in
                scratch.unordered.withUnsafeMutableBufferPointer { result in
                    scratch.rowNext.withUnsafeMutableBufferPointer { next in
                        for position in 0..<count {
                            let row = Int(scratch.bandOfKey[position])
                            result[next[row]] = keys[position]
                            next[row] += 1
                        }
                    }
                }
            }
            swap(&keys, &scratch.unordered)
        }
        keys.withUnsafeMutableBufferPointer { result in
            scratch.rowStarts.withUnsafeBufferPointer { rowStarts in
                for row in 0..<rows {
                    sortRow(UnsafeMutableBufferPointer(rebasing: result[rowStarts[row]..<rowStarts[row + 1]]))
                }
            }
        }
        return true
    }

    /// Orders one row by leading edge (ties in hierarchy order).
    private static func sortRow(_ row: UnsafeMutableBufferPointer<Key>) {
        guard row.count > 1 else { return }
        if row.count > 32 {
            var row = row
            row.sort { $0.x != $1.x ? $0.x < $1.x : $0.index < $1.index }
            return
        }
        // Insertion sort: rows are short and often in order already.
        for position in 1..<row.count {
            let item = row[position]
            var hole = position
            while hole > 0 && (row[hole - 1].x > item.x || (row[hole - 1].x == item.x && row[hole - 1].index > item.index)) {
                row[hole] = row[hole - 1]
                hole -= 1
            }
            row[hole] = item
        }
    }
}
