import RapidMap
import RapidTree

/// The position of an element among the elements of the tab bar that contains it.
public struct TabPosition: Sendable, Hashable {
    /// From 1.
    public var index: Int
    /// The number of elements in the tab bar.
    public var count: Int

    /// Creates a position.
    public init(index: Int, count: Int) {
        self.index = index
        self.count = count
    }
}
