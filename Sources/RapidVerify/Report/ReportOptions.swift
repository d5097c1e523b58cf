/// How a ``Verification`` report is rendered.
///
/// Colour is an explicit choice: the caller decides whether its output is a terminal
/// that wants it (RapidTesting and `rapidgen` use colour only on a terminal and never
/// when `NO_COLOR` is set).
public struct ReportOptions: Sendable, Hashable {
    /// Whether to use ANSI colour escapes.
    public var colour: Bool
    /// The widest a table cell may be, in terminal columns; longer cells end in `…`.
    public var maximumCellWidth: Int
    /// Whether a failing report ends with the corrected map as Swift source.
    public var includesCorrectedMap: Bool

    /// Creates options. By default: no colour, cells up to 48 columns, with the corrected map.
    public init(colour: Bool = false, maximumCellWidth: Int = 48, includesCorrectedMap: Bool = true) {
        self.colour = colour
        self.maximumCellWidth = maximumCellWidth
        self.includesCorrectedMap = includesCorrectedMap
    }
}
