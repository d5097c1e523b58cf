import Foundation

/// A small cache from byte strings of the input to decoded values, for the few values a
/// page source repeats on almost every element (type names, trait lists).
///
/// Keys are copies of the bytes (the input behind the reader may have been given back,
/// see ``ReleaseWindow``), compared byte for byte with the input, so a hit costs no
/// allocation. It holds at most ``capacity`` entries; later misses are simply not cached.
struct XMLByteCache<Value> {
    /// The most entries kept.
    static var capacity: Int { 48 }
    /// The keys' bytes, one after the other.
    private var keys: [UInt8] = []
    private var starts: [Int] = []
    private var counts: [Int] = []
    private var values: [Value] = []

    /// Creates an empty cache.
    init() {}

    /// The value cached for the bytes at `start..<start+count` of the scanner's input.
    @inline(__always)
    func value(at start: Int, count: Int, in scanner: XMLByteScanner) -> Value? {
        keys.withUnsafeBufferPointer { keys -> Value? in
            var i = 0
            while i < counts.count {
                if counts[i] == count, count == 0 || memcmp(keys.baseAddress! + starts[i], scanner.base + start, count) == 0 {
                    return values[i]
                }
                i += 1
            }
            return nil
        }
    }

    /// Remembers a value for the bytes at `start..<start+count` of the scanner's input.
    mutating func insert(_ value: Value, at start: Int, count: Int, in scanner: XMLByteScanner) {
        guard counts.count < Self.capacity else { return }
        starts.append(keys.count)
        counts.append(count)
        keys.append(contentsOf: UnsafeBufferPointer(start: scanner.base + start, count: count))
        values.append(value)
    }
}
