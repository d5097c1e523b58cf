/// A way for a reader to give back the bytes of a recording it has read, lent by whoever
/// holds them.
///
/// A reader builds its tree in one pass, so the bytes behind it are never read again
/// while it succeeds. Given back as it goes, the whole file and the whole tree are not in
/// memory at the same time. The target: `rapidgen order`'s peak memory at most twice the
/// file's size (BENCHMARKS.md has the figures).
///
/// `rapidgen` lends one on Linux for a recording it reads into memory itself (see
/// `LocalFileSystem`); an app or a test reading a `Data` lends none. The JSON and Appium
/// XML readers use it; the others read small text and keep their input.
package protocol InputRelease: AnyObject {
    /// How many bytes a reader reads between two calls of ``release(before:)``
    /// (``ReleaseWindow/step`` unless set: a test sets a few bytes, to check that no
    /// reader reads back what it gave).
    var step: Int { get }
    /// The reader will not read the bytes before `offset` again, except after
    /// ``restore()``: their memory may go back to the system.
    func release(before offset: Int)
    /// Puts back every released byte as it is in the file, before a reader reads text it
    /// has passed: to count the lines up to an error, or to quote an earlier tag.
    func restore()
}

extension InputRelease {
    package var step: Int { ReleaseWindow.step }
}

/// A reader's side of an ``InputRelease``: it says how far it has read, and every
/// ``InputRelease/step`` bytes the bytes before go back.
///
/// A reader calls ``passed(_:)`` only where nothing it still needs lies before the offset
/// (between two tags, after a node's `}`), keeps what it compares later (an open tag's
/// name, a cache's keys) in memory of its own, and calls ``restore()`` before it reads
/// back (every error does, since its line and column are counted from the start).
package struct ReleaseWindow {
    /// How many bytes are read between two releases: large enough that the calls cost
    /// nothing beside the reading (a few per 100 MB), small against the recordings worth
    /// releasing (`rapidgen` lends from 8 MB).
    package static let step = 4 << 20

    private let input: (any InputRelease)?
    private let step: Int
    private var next: Int

    /// A window over `input`, or one that never releases when it is nil.
    package init(_ input: (any InputRelease)?) {
        self.input = input
        self.step = max(1, input?.step ?? Self.step)
        self.next = input == nil ? .max : step
    }

    /// The reader needs nothing before `offset` any more.
    @inline(__always)
    package mutating func passed(_ offset: Int) {
        if offset >= next { release(before: offset) }
    }

    @inline(never)
    private mutating func release(before offset: Int) {
        input?.release(before: offset)
        next = offset + step
    }

    /// Puts back what was released, before a reader reads text it has passed.
    package func restore() {
        input?.restore()
    }
}
