/// Identifiers numbered by their bytes: an open-addressing table with a cheap
/// multiply-mix hash, for the identifier keys that nearly every entry of a large map
/// has. Swift's `Dictionary` hashes a `String` with SipHash and compares with Unicode
/// canonical equivalence; here only texts whose bytes decide equality come in:
/// ASCII, and the few non-ASCII texts canonically equal to an ASCII one (see
/// ``asciiEquivalent(_:)``). Every other identifier stays with the dictionary.
///
/// The target: numbering a large map's identifiers costs less than a `[String: Int32]`
/// doing the same work, so verifying a matching map stays close to ordering it. The
/// benchmark prints both beside each other (BENCHMARKS.md has the figures); the isolated
/// step swings too much under load to be a checked target.
///
/// The verifier numbers a map's own identifiers with ``firstOccurrences(hashes:positions:positionCount:same:)``
/// (the same numbers, in cache-sized buckets), and then the elements that do not match the
/// entry in their place together with the map's, in one more such pass: a table looked up
/// once per element waited on a cache miss per lookup on a large map. The benchmark still
/// measures the table itself beside a `Dictionary` (`IdentifierNumbering`).
///
/// A slot holds an entry's position and the high half of its hash in one word, so a probe
/// decides on the slot alone, without reading the entry: the table is several times the
/// size of the caches for a large map, and each read elsewhere would be a miss of its own.
package struct IdentifierTable {
    /// Per slot: 0 when empty, else the entry's position plus one in the low half and the
    /// high half of its hash in the high half.
    private var slots: [UInt64]
    private var texts: [String] = []
    private var numbers: [Int32] = []
    private let mask: Int

    /// An empty table for at most `capacity` identifiers, kept at most half full (it never
    /// grows: the verifier inserts only the map's entries, counted before numbering).
    package init(capacity: Int) {
        var size = 16
        while size < 2 * capacity { size <<= 1 }
        slots = [UInt64](repeating: 0, count: size)
        mask = size - 1
        texts.reserveCapacity(capacity)
        numbers.reserveCapacity(capacity)
    }

    /// The hash of an ASCII text's bytes; nil when it is not ASCII.
    package static func hash(_ text: String) -> UInt64? {
        // The bytes in place when the string has them (a native string always does), else a
        // contiguous copy: `withUTF8` on a copy of the string cost as much as the hash.
        if let hash = text.utf8.withContiguousStorageIfAvailable({ hashBytes($0) }) { return hash }
        var copy = text
        return copy.withUTF8 { hashBytes($0) }
    }

    /// ``hash(_:)`` of UTF-8 bytes.
    @inline(__always)
    private static func hashBytes(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64? {
        var h: UInt64 = 0x243F_6A88_85A3_08D3 ^ UInt64(bytes.count)
        var high: UInt64 = 0
        var i = 0
        let raw = UnsafeRawBufferPointer(bytes)
        while i + 8 <= bytes.count {
            let w = raw.loadUnaligned(fromByteOffset: i, as: UInt64.self)
            high |= w
            h = (h ^ w) &* 0x9E37_79B9_7F4A_7C15
            h ^= h >> 29
            i += 8
        }
        var tail: UInt64 = 0
        var shift: UInt64 = 0
        while i < bytes.count {
            tail |= UInt64(bytes[i]) << shift
            shift += 8
            i += 1
        }
        high |= tail
        guard high & 0x8080_8080_8080_8080 == 0 else { return nil }
        h = (h ^ tail) &* 0x9E37_79B9_7F4A_7C15
        return h ^ (h >> 32)
    }

    /// The number of `text` (with hash `hash`), or nil.
    package func find(_ text: String, hash: UInt64) -> Int32? {
        let tag = hash & 0xFFFF_FFFF_0000_0000
        var slot = Int(truncatingIfNeeded: hash) & mask
        while true {
            let word = slots[slot]
            if word == 0 { return nil }
            if word & 0xFFFF_FFFF_0000_0000 == tag {
                let entry = Int(word & 0xFFFF_FFFF) - 1
                if texts[entry] == text { return numbers[entry] }
            }
            slot = (slot + 1) & mask
        }
    }

    /// Inserts `text` with `number` unless it is there; returns the number it has.
    package mutating func insert(_ text: String, hash: UInt64, number: Int32) -> Int32 {
        let tag = hash & 0xFFFF_FFFF_0000_0000
        var slot = Int(truncatingIfNeeded: hash) & mask
        var word = slots[slot]
        while true {
            if word == 0 { break }
            if word & 0xFFFF_FFFF_0000_0000 == tag {
                let entry = Int(word & 0xFFFF_FFFF) - 1
                if texts[entry] == text { return numbers[entry] }
            }
            slot = (slot + 1) & mask
            word = slots[slot]
        }
        slots[slot] = tag | UInt64(texts.count + 1)
        texts.append(text)
        numbers.append(number)
        return number
    }

    /// The text and hash `id` is kept under in the table, or nil when it belongs in a
    /// `Dictionary`: an ASCII identifier as it is, a non-ASCII one by its ASCII equivalent.
    package static func key(_ id: String) -> (text: String, hash: UInt64)? {
        if let hash = hash(id) { return (id, hash) }
        guard let ascii = asciiEquivalent(id), let hash = hash(ascii) else { return nil }
        return (ascii, hash)
    }

    /// The ASCII text canonically equal to `text`, when there is one: Unicode maps only
    /// three characters to ASCII by canonical decomposition (KELVIN SIGN to `K`, GREEK
    /// QUESTION MARK to `;`, GREEK VARIA to `` ` ``), so a non-ASCII text equals an
    /// ASCII one for `String`'s `==` only when it is made of ASCII and these.
    package static func asciiEquivalent(_ text: String) -> String? {
        var out = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0..<0x80: out.append(scalar)
            case 0x212A: out.append("K")
            case 0x037E: out.append(";")
            case 0x1FEF: out.append("`")
            default: return nil
            }
        }
        return String(out)
    }
}

extension IdentifierTable {
    /// The most identifiers of one bucket of ``firstOccurrences(hashes:positions:same:)``, on
    /// average: a bucket's table (twice as many slots) and its entries stay in the caches.
    static let bucketEntries = 512

    /// For identifiers given by their hashes and positions (`hashes[k]` is the hash of the
    /// identifier at `positions[k]`, positions increasing and below `positionCount`): the
    /// position of the first identifier equal to each, by position (itself when it is the
    /// first; -1 at a position not given). `same` says whether the identifiers at two
    /// positions are equal; it is asked only of identifiers with equal hashes.
    ///
    /// The answer inserting them one by one into a table gives, without its cost on a large
    /// map: there, each insert waits for a cache miss of its own (most of numbering's time at
    /// 800,000 identifiers). Here the identifiers are first spread, in order, into buckets by
    /// the high bits of their hash (passes that read and write in order), and each bucket is
    /// numbered in a table small enough for the caches.
    static func firstOccurrences(
        hashes: [UInt64], positions: [Int32], positionCount: Int, same: (Int32, Int32) -> Bool
    ) -> [Int32] {
        let count = hashes.count
        var bucketBits = 0
        while (1 << bucketBits) * bucketEntries < count { bucketBits += 1 }
        let buckets = 1 << bucketBits
        let shift = UInt64(64 - bucketBits)
        @inline(__always) func bucket(_ hash: UInt64) -> Int {
            bucketBits == 0 ? 0 : Int(truncatingIfNeeded: hash >> shift)
        }
        // Counting sort by bucket: stable, so each bucket keeps the positions' order.
        var starts = [Int](repeating: 0, count: buckets + 1)
        for hash in hashes { starts[bucket(hash) + 1] += 1 }
        var largest = 0
        for b in 0..<buckets {
            largest = max(largest, starts[b + 1])
            starts[b + 1] += starts[b]
        }
        var spreadHashes = [UInt64](repeating: 0, count: count)
        var spreadPositions = [Int32](repeating: 0, count: count)
        var next = starts
        for k in 0..<count {
            let b = bucket(hashes[k])
            spreadHashes[next[b]] = hashes[k]
            spreadPositions[next[b]] = positions[k]
            next[b] += 1
        }
        // Each bucket in a table of its own, emptied after it: a slot holds an entry's offset
        // in the bucket plus one.
        var size = 16
        while size < 2 * largest { size <<= 1 }
        let mask = size - 1
        var slots = [Int32](repeating: 0, count: size)
        var first = [Int32](repeating: -1, count: positionCount)
        for b in 0..<buckets where starts[b + 1] > starts[b] {
            let start = starts[b]
            for k in start..<starts[b + 1] {
                let hash = spreadHashes[k]
                var slot = Int(truncatingIfNeeded: hash) & mask
                var found: Int32 = -1
                while slots[slot] != 0 {
                    let other = start + Int(slots[slot]) - 1
                    if spreadHashes[other] == hash, same(spreadPositions[other], spreadPositions[k]) {
                        found = first[Int(spreadPositions[other])]
                        break
                    }
                    slot = (slot + 1) & mask
                }
                if found < 0 {
                    slots[slot] = Int32(k - start + 1)
                    found = spreadPositions[k]
                }
                first[Int(spreadPositions[k])] = found
            }
            // Emptied run by run: from each entry's first slot to the first empty one. Every
            // run starts at some entry's first slot, and a run emptied from a later slot
            // already reaches its end, so the whole table is empty again, in as many steps
            // as the bucket took.
            for k in start..<starts[b + 1] {
                var slot = Int(truncatingIfNeeded: spreadHashes[k]) & mask
                while slots[slot] != 0 {
                    slots[slot] = 0
                    slot = (slot + 1) & mask
                }
            }
        }
        return first
    }
}
