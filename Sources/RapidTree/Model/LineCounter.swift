import RapidMap
/// The lines of increasing byte offsets in one pass over the text: each ``line(at:in:)``
/// continues counting from the previous offset, so numbering every entry of a long file
/// costs one pass, not one pass per entry. The same rules as ``SourceLocation`` (CR LF and
/// a lone CR are one line break). An offset before the previous one starts again from the
/// beginning (still correct, just not cheaper).
package struct LineCounter: Sendable {
    private var position = 0
    private var lastEnd = 0
    private var line = 1

    /// Creates a counter at the start of the text.
    package init() {}

    /// The line (from 1) of the byte at `offset`, as ``SourceLocation/init(offset:in:)`` gives it.
    package mutating func line(at offset: Int, in bytes: UnsafeRawBufferPointer) -> Int {
        let end = min(max(offset, 0), bytes.count)
        if end < lastEnd { self = LineCounter() }
        lastEnd = end
        var i = position
        while i < end {
            let b = bytes[i]
            if b == 0x0A {
                line += 1
            } else if b == 0x0D {
                if i + 1 < bytes.count, bytes[i + 1] == 0x0A { i += 1 }
                line += 1
            }
            i += 1
        }
        position = max(position, i)
        return line
    }
}
