/// A small cache from byte strings of the input to decoded values, for the few values a
/// page source repeats on almost every element (type names, trait lists).
///
/// Keys are ranges of the input, compared byte for byte, so a hit costs no allocation.
/// It holds at most ``capacity`` entries; later misses are simply not cached.
struct XMLByteCache<Value> {
    /// The most entries kept.
    static var capacity: Int { 48 }
    private var starts: [Int] = []
    private var counts: [Int] = []
    private var values: [Value] = []

    /// Creates an empty cache.
    init() {}

    /// The value cached for the bytes at `start..<start+count` of the scanner's input.
    @inline(__always)
    func value(at start: Int, count: Int, in scanner: XMLByteScanner) -> Value? {
        var i = 0
        while i < counts.count {
            if counts[i] == count, scanner.bytesEqual(starts[i], start, count: count) { return values[i] }
            i += 1
        }
        return nil
    }

    /// Remembers a value for the bytes at `start..<start+count`.
    mutating func insert(_ value: Value, at start: Int, count: Int) {
        guard counts.count < Self.capacity else { return }
        starts.append(start)
        counts.append(count)
        values.append(value)
    }
}
