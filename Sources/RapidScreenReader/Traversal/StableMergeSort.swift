import RapidMap
import RapidTree
/// A stable sort that stays well defined when the comparison is not a strict weak
/// ordering.
///
/// VoiceOver's sibling comparison ("the smaller y first when the rows are at least 8 pt
/// apart, otherwise the smaller x") is not transitive: with `a` at (20, 0), `b` at (10, 5)
/// and `c` at (0, 10), `b` precedes `a` and `c` precedes `b` (same row, smaller x), yet `a`
/// precedes `c` (10 pt lower). The standard library's `sort` requires a strict weak
/// ordering and promises nothing otherwise, so the traversal uses this algorithm instead:
///
/// - runs of 16 are sorted by insertion: an item moves left only while it strictly
///   precedes the item before it;
/// - runs are then merged bottom-up: the right run's head is taken only when it strictly
///   precedes the left run's head; two runs already in order (the right run's first item
///   does not precede the left run's last) are left as they are.
///
/// Every step only ever moves an item before another item that it strictly precedes, so
/// the result is a permutation of the input that is deterministic for any comparison,
/// equal items keep their input order, and the cost is O(n log n) comparisons
/// (O(n) when the input is already in order).
enum StableMergeSort {
    /// The length of the runs sorted by insertion before merging.
    static let runLength = 16

    /// Sorts `items` stably; `precedes(a, b)` says `a` must come before `b`.
    static func sort<T>(_ items: inout [T], by precedes: (T, T) -> Bool) {
        let n = items.count
        guard n > 1 else { return }
        // Insertion-sort each run.
        var runStart = 0
        while runStart < n {
            let runEnd = min(runStart + runLength, n)
            var i = runStart + 1
            while i < runEnd {
                let item = items[i]
                var j = i
                while j > runStart, precedes(item, items[j - 1]) {
                    items[j] = items[j - 1]
                    j -= 1
                }
                if j != i { items[j] = item }
                i += 1
            }
            runStart = runEnd
        }
        guard n > runLength else { return }
        // Merge runs of doubling width, ping-ponging between `items` and one buffer.
        var buffer = items
        items.withUnsafeMutableBufferPointer { a in
            buffer.withUnsafeMutableBufferPointer { b in
                var inItems = true
                var width = runLength
                while width < n {
                    let from = inItems ? a : b
                    let to = inItems ? b : a
                    var left = 0
                    while left < n {
                        let mid = min(left + width, n)
                        let end = min(left + 2 * width, n)
                        merge(from, left, mid, end, into: to, by: precedes)
                        left = end
                    }
                    inItems.toggle()
                    width *= 2
                }
                if !inItems {
                    var k = 0
                    while k < n { a[k] = b[k]; k += 1 }
                }
            }
        }
    }

    /// Merges `from[lo..<mid]` and `from[mid..<hi]` into `to[lo..<hi]`.
    private static func merge<T>(
        _ from: UnsafeMutableBufferPointer<T>, _ lo: Int, _ mid: Int, _ hi: Int,
        into to: UnsafeMutableBufferPointer<T>, by precedes: (T, T) -> Bool
    ) {
        // Already in order (or one side empty): copy.
        if mid >= hi || mid <= lo || !precedes(from[mid], from[mid - 1]) {
            var k = lo
            while k < hi { to[k] = from[k]; k += 1 }
            return
        }
        var i = lo, j = mid, k = lo
        while i < mid, j < hi {
            if precedes(from[j], from[i]) {
                to[k] = from[j]; j += 1
            } else {
                to[k] = from[i]; i += 1
            }
            k += 1
        }
        while i < mid { to[k] = from[i]; i += 1; k += 1 }
        while j < hi { to[k] = from[j]; j += 1; k += 1 }
    }
}
