/// A small, fixed table from byte strings (UTF-8) to numbers, looked up straight from the
/// bytes of a JSON document: no `String` is created for a key, a type name or a trait name.
///
/// Open addressing over a power-of-two slot array; the hash mixes the length with the
/// first, middle and last bytes, and every hit is confirmed by comparing all the bytes.
///
/// The storage is plain memory that is never freed: tables are built once, held in
/// `static let`s for the life of the process, and never change, which keeps lookups free
/// of reference counting and bounds checks.
struct JSONByteTable: @unchecked Sendable {
    private struct Entry {
        var offset: Int32
        var length: Int32
        var value: Int32
    }

    private let slots: UnsafeMutablePointer<Int32>
    private let entries: UnsafeMutablePointer<Entry>
    private let bytes: UnsafeMutablePointer<UInt8>
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
        let total = unique.reduce(0) { $0 + $1.0.count }
        bytes = .allocate(capacity: max(1, total))
        var offset = 0
        for (index, (key, value)) in unique.enumerated() {
            for (k, b) in key.enumerated() { bytes[offset + k] = b }
            (entries + index).initialize(to: Entry(offset: Int32(offset), length: Int32(key.count), value: value))
            var slot = Self.mix(bytes + offset, key.count) & mask
            while slots[slot] >= 0 { slot = (slot + 1) & mask }
            slots[slot] = Int32(index)
            offset += key.count
        }
    }

    @inline(__always)
    private static func mix(_ p: UnsafePointer<UInt8>, _ n: Int) -> Int {
        guard n > 0 else { return 0 }
        var h = n &* 0x9E37
        h = (h &* 31) ^ Int(p[0])
        h = (h &* 31) ^ Int(p[n >> 1])
        h = (h &* 31) ^ Int(p[n - 1])
        return h ^ (h >> 7)
    }

    /// The value for the `n` bytes at `p`, or nil.
    @inline(__always)
    func lookup(_ p: UnsafePointer<UInt8>, _ n: Int) -> Int32? {
        var slot = Self.mix(p, n) & mask
        while true {
            let index = Int(slots[slot])
            if index < 0 { return nil }
            let entry = entries[index]
            if Int(entry.length) == n {
                let candidate = bytes + Int(entry.offset)
                var i = 0
                while i < n, candidate[i] == p[i] { i += 1 }
                if i == n { return entry.value }
            }
            slot = (slot + 1) & mask
        }
    }
}
