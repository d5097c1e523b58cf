/// How many nodes a reader reserves room for before it reads: the number of bytes that can
/// open a node (`{` in JSON, `<` in XML), at most one node every ``bytesPerNode`` bytes.
///
/// A reader appends about a million nodes to its ``AccessibilityTree/Builder``. Reserving too
/// few is costly: each time the arrays grow they are copied whole, and while they are copied
/// the old and the new copy are both in memory. Reserved and unused room is address space
/// the system never backs with memory until a node is written there, so an upper bound of
/// the count is the right reservation. Counting one byte value runs 32 bytes a step; on the
/// dense feed's 122.6 MB of JSON it takes about 15 ms, where growing the arrays once more
/// (from a guess of one node every 128 bytes, to 1,000,000 nodes) copied 240 MB and touched
/// as much again.
enum NodeCapacity {
    /// The fewest bytes a node takes in a real recording, with its type and frame: an Appium
    /// element `<XCUIElementTypeOther type="XCUIElementTypeOther" x="0" y="0" width="1"
    /// height="1"/>` is 90, a native JSON node `{"type": "other", "frame": [0, 0, 1, 1]}` 42
    /// (the feeds have 150 to 250). A file with smaller nodes still reads, its arrays growing
    /// as they fill; the cap keeps a file of nothing but `<` (an error a few bytes in) from
    /// reserving room for a node a byte.
    static let bytesPerNode = 40

    /// The room to reserve for the nodes of `bytes`, whose nodes each start with `opener`.
    static func estimate(_ bytes: UnsafeRawBufferPointer, opener: UInt8) -> Int {
        min(count(opener, in: bytes), bytes.count / bytesPerNode) + 16
    }

    /// How many bytes of `bytes` equal `byte`: 32 bytes compared at once, the matches added
    /// up in byte lanes (each lane counts to at most 255 before the lanes are summed).
    static func count(_ byte: UInt8, in bytes: UnsafeRawBufferPointer) -> Int {
        let wanted = SIMD32<UInt8>(repeating: byte)
        var total = 0
        var lanes = SIMD32<UInt8>()
        var steps = 0
        var i = 0
        while i + 32 <= bytes.count {
            let chunk = bytes.loadUnaligned(fromByteOffset: i, as: SIMD32<UInt8>.self)
            // A mask lane is all ones (255, minus one) where the byte matched.
            lanes &-= SIMD32<UInt8>(truncatingIfNeeded: unsafeBitCast(chunk .== wanted, to: SIMD32<Int8>.self))
            i += 32
            steps += 1
            if steps == 255 {
                total += sum(lanes)
                lanes = SIMD32()
                steps = 0
            }
        }
        total += sum(lanes)
        while i < bytes.count {
            if bytes[i] == byte { total += 1 }
            i += 1
        }
        return total
    }

    /// The sum of the lanes, widened first (32 lanes of up to 255 overflow a byte).
    private static func sum(_ lanes: SIMD32<UInt8>) -> Int {
        Int(SIMD32<UInt16>(truncatingIfNeeded: lanes).wrappedSum())
    }
}
