import RapidMap
/// A line and column in a text, both from 1; the column counts Unicode characters
/// (scalars), not bytes, so it matches what an editor shows.
package struct SourceLocation: Sendable, Hashable {
    /// The line, from 1.
    package var line: Int
    /// The column, from 1.
    package var column: Int

    /// Creates a location.
    package init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    /// The location of a byte offset. An offset past the end is the end of the text.
    /// CR LF and a lone CR count as one line break.
    package init(offset: Int, in bytes: UnsafeRawBufferPointer) {
        let end = min(max(offset, 0), bytes.count)
        var line = 1
        var column = 1
        var i = 0
        while i < end {
            let b = bytes[i]
            if b == 0x0A {
                line += 1; column = 1
            } else if b == 0x0D {
                if i + 1 < bytes.count, bytes[i + 1] == 0x0A { i += 1 }
                line += 1; column = 1
            } else if b & 0xC0 != 0x80 {
                column += 1
            }
            i += 1
        }
        // A UTF-8 BOM at the start is not a character an editor shows.
        if line == 1, end >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { column -= 1 }
        self.init(line: line, column: column)
    }
}
