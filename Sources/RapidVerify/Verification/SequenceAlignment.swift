/// A longest common subsequence of two sequences, found with Myers' O(ND) difference
/// algorithm in linear space (E. W. Myers, "An O(ND) Difference Algorithm and Its
/// Variations", Algorithmica 1986, section 4b: the "middle snake" bisection).
///
/// Cost, for sequences of lengths N and M whose shortest edit script has D insertions
/// and deletions: O((N + M) · D) time and O(N + M) memory. Three steps keep the common
/// cases far below the worst case:
/// - elements that occur in only one sequence can never be common, so they are dropped
///   first (a map whose elements were all renamed costs O(N + M));
/// - the common prefix and suffix of every sub-problem are matched directly;
/// - the bisection splits each sub-problem at the middle of an optimal path, and the
///   halves are solved from an explicit stack (no recursion).
///
/// With 10,000 entries against 10,000 elements that differ by a handful of edits the
/// work is a few hundred thousand comparisons. When every element occurs at most once in
/// each sequence (a map of distinct identifiers: the common case), the search has a budget
/// of ``searchStepsPerElement`` steps per element; past it (a map reversed, or shuffled),
/// the common subsequence is found instead as the longest increasing subsequence of the
/// partners' positions (patience sorting), O((N + M) log(N + M)), so no input costs
/// quadratic time there. With repeated elements the worst case stays about (N + M)² / 2
/// comparisons.
package enum SequenceAlignment {
    /// One common element: its position in the first and in the second sequence.
    package struct Match: Sendable, Hashable {
        /// The position in the first sequence.
        package var first: Int
        /// The position in the second sequence.
        package var second: Int

        /// Creates a match.
        package init(first: Int, second: Int) {
            self.first = first
            self.second = second
        }
    }

    /// The matches of a longest common subsequence of `a` and `b`, increasing in both
    /// positions.
    package static func longestCommonSubsequence<Element: Hashable>(_ a: [Element], _ b: [Element]) -> [Match] {
        // Number the distinct elements.
        var numbers: [Element: Int32] = [:]
        numbers.reserveCapacity(a.count)
        let numberedA = a.map { e -> Int32 in
            if let n = numbers[e] { return n }
            let n = Int32(numbers.count)
            numbers[e] = n
            return n
        }
        let numberedB = b.map { numbers[$0] ?? -1 }
        return longestCommonSubsequence(numbers: numberedA, numberedB, distinct: numbers.count)
    }

    /// The steps Myers' search may take per element of the two sequences, when their
    /// elements are unique, before the longest-increasing-subsequence method takes over.
    /// A handful of differences costs a few steps per element; a budget of 64 keeps every
    /// such case on Myers' path (its choice among equally long subsequences reads best in
    /// a report) while a reversed or shuffled map of 100,000 entries costs milliseconds,
    /// not minutes.
    static let searchStepsPerElement = 64

    /// ``longestCommonSubsequence(_:_:)`` of sequences already numbered: equal elements
    /// have equal numbers in `0..<distinct`; a negative number is an element found in no
    /// other place and is never common. Elements that occur in only one sequence are
    /// dropped before the search.
    static func longestCommonSubsequence(numbers a: [Int32], _ b: [Int32], distinct: Int) -> [Match] {
        var inB = [Bool](repeating: false, count: distinct)
        for n in b where n >= 0 { inB[Int(n)] = true }
        var inA = [Bool](repeating: false, count: distinct)
        var keptA: [Int32] = [], positionsA: [Int] = []
        keptA.reserveCapacity(a.count)
        positionsA.reserveCapacity(a.count)
        for (i, n) in a.enumerated() where n >= 0 && inB[Int(n)] {
            keptA.append(n)
            positionsA.append(i)
            inA[Int(n)] = true
        }
        var keptB: [Int32] = [], positionsB: [Int] = []
        keptB.reserveCapacity(b.count)
        positionsB.reserveCapacity(b.count)
        for (j, n) in b.enumerated() where n >= 0 && inA[Int(n)] {
            keptB.append(n)
            positionsB.append(j)
        }

        // Unique elements: each number kept once in each sequence.
        var unique = true
        var seen = [UInt8](repeating: 0, count: distinct)
        for n in keptA { if seen[Int(n)] & 1 != 0 { unique = false; break }; seen[Int(n)] |= 1 }
        if unique { for n in keptB { if seen[Int(n)] & 2 != 0 { unique = false; break }; seen[Int(n)] |= 2 } }
        let budget = unique ? searchStepsPerElement * (keptA.count + keptB.count) : Int.max
        let pairs =
            commonPairs(keptA, keptB, budget: budget)
            ?? increasingPairs(keptA, keptB, distinct: distinct)
        return pairs.map { Match(first: positionsA[$0.0], second: positionsB[$0.1]) }
    }

    /// The LCS of two sequences of unique numbers (each number once in each, every number
    /// of one in the other) as position pairs: the longest increasing subsequence of the
    /// positions in `b` of `a`'s elements, by patience sorting. O(n log n).
    static func increasingPairs(_ a: [Int32], _ b: [Int32], distinct: Int) -> [(Int, Int)] {
        var positionInB = [Int32](repeating: -1, count: distinct)
        for (j, n) in b.enumerated() { positionInB[Int(n)] = Int32(j) }
        // tails[l]: the index in `a` ending the best increasing run of length l + 1 found so far.
        var tails: [Int32] = []
        var previous = [Int32](repeating: -1, count: a.count)
        for (i, n) in a.enumerated() {
            let p = positionInB[Int(n)]
            guard p >= 0 else { continue }
            var lo = 0, hi = tails.count
            while lo < hi {
                let mid = (lo + hi) / 2
                if positionInB[Int(a[Int(tails[mid])])] < p { lo = mid + 1 } else { hi = mid }
            }
            if lo > 0 { previous[i] = tails[lo - 1] }
            if lo == tails.count { tails.append(Int32(i)) } else { tails[lo] = Int32(i) }
        }
        var result: [(Int, Int)] = []
        result.reserveCapacity(tails.count)
        var i = tails.last ?? -1
        while i >= 0 {
            result.append((Int(i), Int(positionInB[Int(a[Int(i)])])))
            i = previous[Int(i)]
        }
        return result.reversed()
    }

    /// The LCS of two number sequences as position pairs, increasing; nil when the search
    /// takes more than `budget` steps.
    static func commonPairs(_ a: [Int32], _ b: [Int32], budget: Int = .max) -> [(Int, Int)]? {
        let n = a.count, m = b.count
        guard n > 0, m > 0 else { return [] }
        var steps = 0
        var exhausted = false
        var partner = [Int](repeating: -1, count: n)
        let size = n + m + 4
        var forward = [Int](repeating: -1, count: size)
        var backward = [Int](repeating: -1, count: size)
        var stack: [(Int, Int, Int, Int)] = [(0, n, 0, m)]
        a.withUnsafeBufferPointer { a in
            b.withUnsafeBufferPointer { b in
                while let (lo0, hi0, blo0, bhi0) = stack.popLast() {
                    var lo = lo0, hi = hi0, blo = blo0, bhi = bhi0
                    while lo < hi, blo < bhi, a[lo] == b[blo] { partner[lo] = blo; lo += 1; blo += 1 }
                    while lo < hi, blo < bhi, a[hi - 1] == b[bhi - 1] { hi -= 1; bhi -= 1; partner[hi] = bhi }
                    guard lo < hi, blo < bhi else { continue }
                    guard let (x, y) = middleSplit(a, lo, hi, b, blo, bhi, &forward, &backward, steps: &steps, budget: budget) else {
                        if steps > budget { exhausted = true; break }
                        continue
                    }
                    // A split at a corner would not make progress; the bisection never
                    // returns one after the prefix and suffix were matched, but an
                    // endless loop must be impossible whatever happens.
                    if (x == lo && y == blo) || (x == hi && y == bhi) { continue }
                    stack.append((x, hi, y, bhi))
                    stack.append((lo, x, blo, y))
                }
            }
        }
        if exhausted { return nil }
        var result: [(Int, Int)] = []
        for i in 0..<n where partner[i] >= 0 { result.append((i, partner[i])) }
        return result
    }

    /// A point on an optimal edit path through `a[lo..<hi]` × `b[blo..<bhi]`, found by
    /// searching forward from the start and backward from the end until the two
    /// furthest-reaching paths overlap; nil when the two ranges have nothing in common.
    ///
    /// `forward[k]` is how far (in `a`) the best forward path on diagonal `k = x - y`
    /// reaches; `backward[k]` is how many elements from the end the best backward path on
    /// the reversed diagonal `k` has consumed (so it searches the reversed sequences).
    private static func middleSplit(
        _ a: UnsafeBufferPointer<Int32>, _ lo: Int, _ hi: Int,
        _ b: UnsafeBufferPointer<Int32>, _ blo: Int, _ bhi: Int,
        _ forward: inout [Int], _ backward: inout [Int],
        steps: inout Int, budget: Int
    ) -> (Int, Int)? {
        let n = hi - lo, m = bhi - blo
        let maxD = (n + m + 1) / 2
        let offset = maxD
        let length = 2 * maxD + 2
        for i in 0..<length { forward[i] = -1; backward[i] = -1 }
        forward[offset + 1] = 0
        backward[offset + 1] = 0
        let delta = n - m
        let frontChecks = delta & 1 != 0
        // Diagonals that ran off the grid are trimmed from further steps.
        var forwardStart = 0, forwardEnd = 0, backwardStart = 0, backwardEnd = 0
        var d = 0
        while d < maxD {
            // Each round visits about 2d diagonals: the budget counts them (the snakes
            // along them are bounded by the same count over a whole search).
            steps += 2 * d + 2
            if steps > budget { return nil }
            var k = -d + forwardStart
            while k <= d - forwardEnd {
                let ko = offset + k
                var x = (k == -d || (k != d && forward[ko - 1] < forward[ko + 1])) ? forward[ko + 1] : forward[ko - 1] + 1
                var y = x - k
                while x < n, y < m, a[lo + x] == b[blo + y] { x += 1; y += 1 }
                forward[ko] = x
                if x > n {
                    forwardEnd += 2
                } else if y > m {
                    forwardStart += 2
                } else if frontChecks {
                    let mirrored = offset + delta - k
                    if mirrored >= 0, mirrored < length, backward[mirrored] != -1, x >= n - backward[mirrored] {
                        return (lo + x, blo + y)
                    }
                }
                k += 2
            }
            k = -d + backwardStart
            while k <= d - backwardEnd {
                let ko = offset + k
                var x = (k == -d || (k != d && backward[ko - 1] < backward[ko + 1])) ? backward[ko + 1] : backward[ko - 1] + 1
                var y = x - k
                while x < n, y < m, a[hi - 1 - x] == b[bhi - 1 - y] { x += 1; y += 1 }
                backward[ko] = x
                if x > n {
                    backwardEnd += 2
                } else if y > m {
                    backwardStart += 2
                } else if !frontChecks {
                    let mirrored = offset + delta - k
                    if mirrored >= 0, mirrored < length, forward[mirrored] != -1 {
                        let fx = forward[mirrored]
                        let fy = fx - (mirrored - offset)
                        if fx >= n - x { return (lo + fx, blo + fy) }
                    }
                }
                k += 2
            }
            d += 1
        }
        return nil
    }
}
