/// The line-by-line difference between two texts, as `rapidgen check` reports it for a
/// stale map: hunks of removed and added lines, found with a longest common subsequence
/// after trimming the common start and end.
public struct LineDifference: Sendable, Hashable {
    /// One run of changed lines.
    public struct Hunk: Sendable, Hashable {
        /// The line in the old text where the hunk starts, from 0.
        public var oldStart: Int
        /// The lines removed from the old text.
        public var removed: [String]
        /// The lines added in the new text.
        public var added: [String]
    }

    /// The hunks, in order.
    public private(set) var hunks: [Hunk] = []

    /// Compares two texts line by line (CR LF and LF both end a line).
    public init(old: String, new: String) {
        let a = Self.lines(old)
        let b = Self.lines(new)
        var prefix = 0
        while prefix < a.count, prefix < b.count, a[prefix] == b[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < a.count - prefix, suffix < b.count - prefix,
              a[a.count - 1 - suffix] == b[b.count - 1 - suffix] { suffix += 1 }
        let x = Array(a[prefix..<(a.count - suffix)])
        let y = Array(b[prefix..<(b.count - suffix)])
        guard !x.isEmpty || !y.isEmpty else { return }
        // Lengths of the longest common subsequences of the suffixes x[i...] and y[j...].
        let width = y.count + 1
        var table = [Int32](repeating: 0, count: (x.count + 1) * width)
        if x.count > 0 && y.count > 0 {
            for i in stride(from: x.count - 1, through: 0, by: -1) {
                for j in stride(from: y.count - 1, through: 0, by: -1) {
                    table[i * width + j] = x[i] == y[j]
                        ? table[(i + 1) * width + j + 1] + 1
                        : max(table[(i + 1) * width + j], table[i * width + j + 1])
                }
            }
        }
        var i = 0, j = 0
        var current: Hunk?
        func flush() { if let h = current { hunks.append(h); current = nil } }
        while i < x.count || j < y.count {
            if i < x.count, j < y.count, x[i] == y[j] {
                flush(); i += 1; j += 1
            } else if j < y.count, i == x.count || table[i * width + j + 1] >= table[(i + 1) * width + j] {
                if current == nil { current = Hunk(oldStart: prefix + i, removed: [], added: []) }
                current?.added.append(y[j]); j += 1
            } else {
                if current == nil { current = Hunk(oldStart: prefix + i, removed: [], added: []) }
                current?.removed.append(x[i]); i += 1
            }
        }
        flush()
    }

    /// The number of changed lines: for each hunk, the larger of its removed and added
    /// line counts (a line changed in place counts once).
    public var changeCount: Int { hunks.reduce(0) { $0 + max($1.removed.count, $1.added.count) } }

    static func lines(_ text: String) -> [String] {
        var result: [String] = []
        // Split the bytes: in a Swift `String`, CR LF is one `Character`, not an LF.
        for line in Array(text.utf8).split(separator: 0x0A, omittingEmptySubsequences: false) {
            result.append(String(decoding: line.last == 0x0D ? line.dropLast() : line, as: UTF8.self))
        }
        if result.last == "" { result.removeLast() }
        return result
    }
}
