/// A small, fixed table from byte strings (UTF-8) to numbers, looked up straight from the
/// bytes of a recording (JSON keys, type and trait names in every format): no `String` is
/// created for a key, a type name or a trait name.
///
/// Keys are compared eight bytes at a time: each key is stored as little-endian 64-bit
/// words, zero-padded, and a lookup loads the same words from the input (masking the last,
/// partial one). The hash mixes the first and last words with the length; open addressing
/// over a power-of-two slot array resolves collisions.
///
/// The storage is plain memory that is never freed: tables are built once, held in
/// `static let`s for the life of the process, and never change, which keeps lookups free
/// of reference counting and bounds checks.
struct ByteNameTable: @unchecked Sendable {
    private struct Entry {
        /// The index of the key's first word in `words`.
        var word: Int32
        var length: Int32
        var value: Int32
    }

    private let slots: UnsafeMutablePointer<Int32>
    private let entries: UnsafeMutablePointer<Entry>
    private let words: UnsafeMutablePointer<UInt64>
    private let mask: Int

    /// Creates a table. A later entry with the same key as an earlier one is ignored.
    init(_ list: [(String, Int32)]) {
        var unique: [([UInt8], Int32)] = []
        var known = Set<[UInt8]>()
        for (key, value) in list where known.insert(Array(key.utf8)).inserted {
            unique.append((Array(key.utf8), value))
        }
        var size = 16
        while size < unique.count * 4 { size <<= 1 }
        mask = size - 1
        slots = .allocate(capacity: size)
        slots.initialize(repeating: -1, count: size)
        entries = .allocate(capacity: max(1, unique.count))
        let totalWords = unique.reduce(0) { $0 + ($1.0.count + 7) / 8 }
        words = .allocate(capacity: totalWords + 1)
        words.initialize(repeating: 0, count: totalWords + 1)
        var next = 0
        for (index, (key, value)) in unique.enumerated() {
            for (k, b) in key.enumerated() { words[next + k / 8] |= UInt64(b) << (8 * UInt64(k % 8)) }
            (entries + index).initialize(to: Entry(word: Int32(next), length: Int32(key.count), value: value))
            let last = key.isEmpty ? 0 : words[next + (key.count - 1) / 8]
            var slot = Self.hash(first: words[next], last: last, length: key.count) & mask
            while slots[slot] >= 0 { slot = (slot + 1) & mask }
            slots[slot] = Int32(index)
            next += (key.count + 7) / 8
        }
    }

    @inline(__always)
    private static func hash(first: UInt64, last: UInt64, length: Int) -> Int {
        let h = (first ^ (last &* 0x9E37_79B9) ^ UInt64(truncatingIfNeeded: length)) &* 0x9E37_79B9_7F4A_7C15
        return Int(truncatingIfNeeded: h >> 40)
    }

    /// The `k`-th little-endian word of the `n` bytes at `p` (zero-padded), reading whole
    /// words only below `limit`.
    @inline(__always)
    private static func word(_ p: UnsafePointer<UInt8>, _ n: Int, _ k: Int, _ limit: UnsafePointer<UInt8>) -> UInt64 {
        let start = p + 8 * k
        let available = n - 8 * k
        if start + 8 <= limit {
            let w = UInt64(littleEndian: UnsafeRawPointer(start).loadUnaligned(as: UInt64.self))
            return available >= 8 ? w : w & ((1 << (8 * UInt64(available))) &- 1)
        }
        var w: UInt64 = 0
        for i in 0..<min(available, 8) { w |= UInt64(start[i]) << (8 * UInt64(i)) }
        return w
    }

    /// The value for the `n` bytes at `p`, or nil. Bytes up to `limit` (exclusive) may be
    /// read past the key's end; they are masked out.
    @inline(__always)
    func lookup(_ p: UnsafePointer<UInt8>, _ n: Int, limit: UnsafePointer<UInt8>) -> Int32? {
        let wordCount = (n + 7) >> 3
        let first = n == 0 ? 0 : Self.word(p, n, 0, limit)
        let last = wordCount <= 1 ? first : Self.word(p, n, wordCount - 1, limit)
        var slot = Self.hash(first: first, last: last, length: n) & mask
        while true {
            let index = Int(slots[slot])
            if index < 0 { return nil }
            let entry = entries[index]
            if Int(entry.length) == n {
                let stored = words + Int(entry.word)
                if stored[0] == first && stored[wordCount &- 1 < 0 ? 0 : wordCount &- 1] == last {
                    var k = 1
                    while k < wordCount - 1, stored[k] == Self.word(p, n, k, limit) { k += 1 }
                    if k >= wordCount - 1 { return entry.value }
                }
            }
            slot = (slot + 1) & mask
        }
    }
}
