/// A map entry asked for that the map does not have: it names the map's size.
public struct MissingMapEntry: Error, Sendable, Hashable, CustomStringConvertible {
    /// The screen's name.
    public var screen: String
    /// The index asked for.
    public var index: Int
    /// The indexes the map declares, in map order.
    public var indexes: [Int]

    /// `LoginScreen has no entry 12: its map has 10 entries (indexes 0...9)`.
    public var description: String {
        guard let low = indexes.min(), let high = indexes.max() else {
            return "\(screen) has no entry \(index): its map is empty"
        }
        let count = "\(indexes.count) entr\(indexes.count == 1 ? "y" : "ies")"
        let range = low == high ? "index \(low)" : "indexes \(low)...\(high)"
        return "\(screen) has no entry \(index): its map has \(count) (\(range))"
    }
}
