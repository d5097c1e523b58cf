/// One way two configurations of a screen differ (see ``ConfigurationComparison``).
public struct ConfigurationDifference: Sendable, Hashable, CustomStringConvertible {
    /// What kind of difference it is.
    public enum Kind: String, Sendable, Hashable {
        /// Two neighbouring stops are read the other way round.
        case swapped
        /// A stop is read before another it followed.
        case moved
        /// Stops only the variant has.
        case added
        /// Stops only the base has.
        case removed
        /// Stops of a right-to-left recording whose horizontal position is not the mirror of
        /// the left-to-right one.
        case notMirrored
    }

    /// The kind.
    public var kind: Kind
    /// The identifiers of the stops concerned.
    public var identifiers: [String]
    /// The explanation, a sentence without a final full stop.
    public var message: String

    /// Creates a difference.
    public init(kind: Kind, identifiers: [String], message: String) {
        self.kind = kind
        self.identifiers = identifiers
        self.message = message
    }

    /// The message.
    public var description: String { message }
}
