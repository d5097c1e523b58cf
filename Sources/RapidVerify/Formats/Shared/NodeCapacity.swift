/// How many nodes a reader reserves room for before it reads a file.
///
/// A tree's arrays that grow while the reader runs hold, for a moment, their old and their
/// new storage at once, beside the whole file, so a reserve guessed from the file's size
/// that falls short raises the peak by the tree's size. A reserve counted from the bytes
/// that open a node (`{` in JSON, `<` in XML, a line break in `debugDescription`) is never
/// short, so the arrays never grow; the part reserved and not used (closing tags, frames
/// written as objects, such bytes inside texts) is never written, so it costs address
/// space, not memory.
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
        // 32 bytes a step, each match adding one to its byte lane; the lanes are summed
        // before any can pass 255 (every 127 steps: two bytes may match a lane a step).
        // About 0.65 instructions a byte (callgrind), where a byte-by-byte loop took eight:
        // a fifth of the native JSON reader's time.
        let first = SIMD32<UInt8>(repeating: opening), second = SIMD32<UInt8>(repeating: other)
        let zero = SIMD32<UInt8>()
        let two = other != opening
        var lanes = zero
        var steps = 0
        var i = 0
        while i + 32 <= bytes.count {
            let chunk = bytes.loadUnaligned(fromByteOffset: i, as: SIMD32<UInt8>.self)
            // A lane of a comparison's mask is all ones (255, minus one) where it matched.
            lanes &-= SIMD32<UInt8>(truncatingIfNeeded: unsafeBitCast(chunk .== first, to: SIMD32<Int8>.self))
            if two { lanes &-= SIMD32<UInt8>(truncatingIfNeeded: unsafeBitCast(chunk .== second, to: SIMD32<Int8>.self)) }
            i += 32
            steps += 1
            if steps == 127 {
                count &+= Int(SIMD32<UInt16>(truncatingIfNeeded: lanes).wrappedSum())
                lanes = zero
                steps = 0
            }
        }
        count &+= Int(SIMD32<UInt16>(truncatingIfNeeded: lanes).wrappedSum())
        while i < bytes.count {
            if bytes[i] == opening || bytes[i] == other { count &+= 1 }
            i += 1
        }
        return min(count, bytes.count / fewestBytesPerNode + 1, largestReserve)
    }
}
