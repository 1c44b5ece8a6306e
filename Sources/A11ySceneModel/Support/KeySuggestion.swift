/// The allowed name nearest to a misspelt one, for "did you mean" in messages.
package enum KeySuggestion {
    /// The name in `candidates` fewest edits (insertions, deletions, substitutions, and
    /// swaps of neighbouring letters, ignoring case) away from `word`, when that is close
    /// enough to be a slip: at most 1 edit for words up to 4 letters, 2 up to 8, 3 beyond.
    /// Ties go to the earlier candidate.
    package static func nearest(to word: String, in candidates: [String]) -> String? {
        guard !word.isEmpty else { return nil }
        let limit = word.count <= 4 ? 1 : word.count <= 8 ? 2 : 3
        var best: (name: String, distance: Int)?
        for candidate in candidates {
            let distance = editDistance(word.lowercased(), candidate.lowercased())
            if distance <= limit, distance < (best?.distance ?? .max) { best = (candidate, distance) }
        }
        return best?.name
    }

    /// The optimal string alignment distance between `a` and `b`.
    static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        if a.isEmpty || b.isEmpty { return max(a.count, b.count) }
        var previous2 = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    current[j] = min(current[j], previous2[j - 2] + 1)
                }
            }
            (previous2, previous, current) = (previous, current, previous2)
        }
        return previous[b.count]
    }
}
