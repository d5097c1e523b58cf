/// The line-by-line difference between two texts, as `rapidgen check` reports it for a
/// stale map: hunks of removed and added lines between the lines of a longest common
/// subsequence (``SequenceAlignment``). Only `rapidgen check` uses it.
package struct LineDifference: Sendable, Hashable {
    /// One run of changed lines.
    package struct Hunk: Sendable, Hashable {
        /// The line in the old text where the hunk starts, from 0.
        package var oldStart: Int
        /// The lines removed from the old text.
        package var removed: [String]
        /// The lines added in the new text.
        package var added: [String]

        /// Creates a hunk.
        package init(oldStart: Int, removed: [String], added: [String]) {
            self.oldStart = oldStart
            self.removed = removed
            self.added = added
        }
    }

    /// The hunks, in order.
    package private(set) var hunks: [Hunk] = []

    /// Compares two texts line by line (CR LF and LF both end a line).
    package init(old: String, new: String) {
        let a = Self.lines(old)
        let b = Self.lines(new)
        // The one sequence alignment of the package (Myers, linear space) finds the
        // common lines; it matches a common start and end directly, so a small change in
        // a long file costs little.
        var i = 0, j = 0
        for m in SequenceAlignment.longestCommonSubsequence(a, b) + [SequenceAlignment.Match(first: a.count, second: b.count)] {
            if i < m.first || j < m.second {
                hunks.append(Hunk(oldStart: i, removed: Array(a[i..<m.first]), added: Array(b[j..<m.second])))
            }
            i = m.first + 1
            j = m.second + 1
        }
    }

    /// The number of changed lines: for each hunk, the larger of its removed and added
    /// line counts (a line changed in place counts once).
    package var changeCount: Int { hunks.reduce(0) { $0 + max($1.removed.count, $1.added.count) } }

    package static func lines(_ text: String) -> [String] {
        var result: [String] = []
        // Split the bytes: in a Swift `String`, CR LF is one `Character`, not an LF.
        for line in Array(text.utf8).split(separator: 0x0A, omittingEmptySubsequences: false) {
            result.append(String(decoding: line.last == 0x0D ? line.dropLast() : line, as: UTF8.self))
        }
        if result.last == "" { result.removeLast() }
        return result
    }
}
