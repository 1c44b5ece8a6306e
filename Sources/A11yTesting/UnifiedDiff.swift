/// A unified diff of two lists of lines, as `diff -u` prints it.
///
/// The longest common subsequence of the two lists decides which lines were kept; each hunk
/// shows up to `context` unchanged lines around its changes and can carry a note of its own
/// (the script lines whose commands made it, in `voicenav test`).
public enum UnifiedDiff {
    /// One line of an edit script.
    enum Edit: Equatable {
        case keep(Int, Int), delete(Int), insert(Int)
    }

    /// The diff, or nil when the lists are equal. `note` gets the indices of the `actual`
    /// lines a hunk changes (for a hunk that only removes lines: the line after the removal)
    /// and returns text to print after its `@@` header.
    public static func make(expected: [String], actual: [String], expectedName: String = "expected",
                            actualName: String = "actual", context: Int = 3,
                            note: (([Int]) -> String?)? = nil) -> String? {
        guard expected != actual else { return nil }
        let edits = editScript(expected, actual)
        // Group changes with their context into hunks.
        var hunks: [Range<Int>] = []
        for (index, edit) in edits.enumerated() {
            if case .keep = edit { continue }
            let start = max(0, index - context), end = min(edits.count, index + context + 1)
            if let last = hunks.last, last.upperBound >= start {
                hunks[hunks.count - 1] = last.lowerBound..<max(last.upperBound, end)
            } else {
                hunks.append(start..<end)
            }
        }
        var out = "--- \(expectedName)\n+++ \(actualName)\n"
        for hunk in hunks {
            var oldStart = 0, newStart = 0
            // Positions before the hunk.
            for edit in edits[..<hunk.lowerBound] {
                switch edit {
                case .keep: oldStart += 1; newStart += 1
                case .delete: oldStart += 1
                case .insert: newStart += 1
                }
            }
            var oldCount = 0, newCount = 0
            var body = ""
            var changed: [Int] = []
            for edit in edits[hunk] {
                switch edit {
                case .keep(let old, _): body += " " + expected[old] + "\n"; oldCount += 1; newCount += 1
                case .delete(let old):
                    body += "-" + expected[old] + "\n"; oldCount += 1
                    changed.append(min(newStart + newCount, max(0, actual.count - 1)))
                case .insert(let new): body += "+" + actual[new] + "\n"; newCount += 1; changed.append(new)
                }
            }
            let oldFrom = oldCount == 0 ? oldStart : oldStart + 1, newFrom = newCount == 0 ? newStart : newStart + 1
            let header = "@@ -\(oldFrom),\(oldCount) +\(newFrom),\(newCount) @@"
            let extra = note?(Array(Set(changed)).sorted()).map { " " + $0 } ?? ""
            out += header + extra + "\n" + body
        }
        return out
    }

    /// The edit script from `a` to `b` by the longest common subsequence (quadratic, fine for
    /// transcripts; very long inputs are compared line by line past their common ends).
    static func editScript(_ a: [String], _ b: [String]) -> [Edit] {
        var prefix = 0
        while prefix < a.count, prefix < b.count, a[prefix] == b[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < a.count - prefix, suffix < b.count - prefix, a[a.count - 1 - suffix] == b[b.count - 1 - suffix] {
            suffix += 1
        }
        let aMid = Array(a[prefix..<(a.count - suffix)]), bMid = Array(b[prefix..<(b.count - suffix)])
        var edits: [Edit] = (0..<prefix).map { .keep($0, $0) }
        let n = aMid.count, m = bMid.count
        if n * m > 4_000_000 {
            edits += (0..<n).map { .delete(prefix + $0) } + (0..<m).map { .insert(prefix + $0) }
        } else {
            // lengths[i][j]: the LCS of aMid[i...] and bMid[j...].
            var lengths = [[Int]](repeating: [Int](repeating: 0, count: m + 1), count: n + 1)
            for i in stride(from: n - 1, through: 0, by: -1) {
                for j in stride(from: m - 1, through: 0, by: -1) {
                    lengths[i][j] = aMid[i] == bMid[j] ? lengths[i + 1][j + 1] + 1 : max(lengths[i + 1][j], lengths[i][j + 1])
                }
            }
            var i = 0, j = 0
            while i < n || j < m {
                if i < n, j < m, aMid[i] == bMid[j] {
                    edits.append(.keep(prefix + i, prefix + j)); i += 1; j += 1
                } else if i < n, j == m || lengths[i + 1][j] >= lengths[i][j + 1] {
                    edits.append(.delete(prefix + i)); i += 1      // deletions first, as diff -u prints them
                } else {
                    edits.append(.insert(prefix + j)); j += 1
                }
            }
        }
        edits += (0..<suffix).map { .keep(a.count - suffix + $0, b.count - suffix + $0) }
        return edits
    }
}
