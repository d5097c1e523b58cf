/// How a ``VerificationResult`` report is rendered.
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
    /// Where the complete corrected map is written (a file path), named by a report whose
    /// corrected map is too long to print; nil when it is not written anywhere.
    public var correctedMapLocation: String?

    /// Creates options. By default: no colour, cells up to 48 columns, with the corrected map.
    public init(
        colour: Bool = false, maximumCellWidth: Int = 48, includesCorrectedMap: Bool = true,
        correctedMapLocation: String? = nil
    ) {
        self.colour = colour
        self.maximumCellWidth = maximumCellWidth
        self.includesCorrectedMap = includesCorrectedMap
        self.correctedMapLocation = correctedMapLocation
    }
}
