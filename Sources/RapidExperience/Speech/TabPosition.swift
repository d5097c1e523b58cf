import RapidMap
import RapidVerify

/// The position of a stop among the stops of the tab bar that contains it.
public struct TabPosition: Sendable, Hashable {
    /// From 1.
    public var index: Int
    /// The number of stops in the tab bar.
    public var count: Int

    /// Creates a position.
    public init(index: Int, count: Int) {
        self.index = index
        self.count = count
    }
}
