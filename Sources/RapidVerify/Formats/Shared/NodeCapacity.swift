/// How many nodes a reader reserves room for before it reads a file.
///
/// A tree's arrays that grow while the reader runs hold, for a moment, their old and their
/// new storage at once, beside the whole file: reading a 110 MB native JSON file of
/// 1,000,000 short nodes peaked at 303 MB when the reserve, guessed at 128 bytes a node, fell
/// short and the arrays grew once. A reserve counted from the bytes that open a node (`{`
/// in JSON, `<` in XML, a line break in `debugDescription`) is never short, so the arrays
/// never grow; the part reserved and not used (closing tags, frames written as objects,
/// such bytes inside texts) is never written, so it costs address space, not memory.
enum NodeCapacity {
    /// The least number of bytes a node takes in any format (`<a/>` plus a line break; a
    /// native JSON node is at least `{"type":"x"}`). It bounds the reserve when a file is
    /// mostly opening bytes inside texts.
    static let fewestBytesPerNode = 5
    /// The most nodes reserved up front (16,777,216; about 1.7 GB of address space). A larger
    /// tree grows its arrays as it reads.
    static let largestReserve = 1 << 24

    /// The number of nodes to reserve for `bytes`: the times `opening` (or `alsoOpening`: a
    /// `debugDescription` may break its lines with `\r` alone) occurs in them, plus one,
    /// bounded by ``fewestBytesPerNode`` and ``largestReserve``.
    static func reserve(opening: UInt8, or alsoOpening: UInt8? = nil, in bytes: UnsafeRawBufferPointer) -> Int {
        let other = alsoOpening ?? opening
        var count = 1
        // Eight bytes a step: a byte of `word ^ pattern` is zero where the byte is the one
        // looked for, and `zeroBytes` sets the high bit of exactly those (about one
        // instruction a byte; a byte-by-byte loop took eight).
        let first = UInt64(opening) &* 0x0101_0101_0101_0101
        let second = UInt64(other) &* 0x0101_0101_0101_0101
        var i = 0
        while i + 8 <= bytes.count {
            let word = bytes.loadUnaligned(fromByteOffset: i, as: UInt64.self)
            var found = zeroBytes(word ^ first)
            if other != opening { found |= zeroBytes(word ^ second) }
            // The set high bits summed by one multiplication (the baseline x86-64 target
            // has no population-count instruction).
            if found != 0 { count &+= Int(truncatingIfNeeded: ((found >> 7) &* 0x0101_0101_0101_0101) >> 56) }
            i += 8
        }
        while i < bytes.count {
            if bytes[i] == opening || bytes[i] == other { count &+= 1 }
            i += 1
        }
        return min(count, bytes.count / fewestBytesPerNode + 1, largestReserve)
    }

    /// The high bit of each byte of `x` that is zero, and no other bit.
    @inline(__always)
    private static func zeroBytes(_ x: UInt64) -> UInt64 {
        let low7: UInt64 = 0x7F7F_7F7F_7F7F_7F7F
        return ~(((x & low7) &+ low7) | x | low7)
    }
}
