/// One way two configurations of a screen differ (see ``ConfigurationComparison``).
public struct ConfigurationDifference: Sendable, Hashable, CustomStringConvertible {
    /// What kind of difference it is.
    public enum Kind: String, Sendable, Hashable {
        /// Two neighbouring elements are read the other way round.
        case swapped
        /// An element is read before another it followed.
        case moved
        /// Elements only the other recording has.
        case added
        /// Elements only the base has.
        case removed
        /// Elements of a right-to-left recording whose horizontal position is not the mirror of
        /// the left-to-right one.
        case notMirrored
    }

    /// The kind.
    public var kind: Kind
    /// The identifiers of the elements concerned.
    public var identifiers: [String]
    /// The explanation, a sentence without a final full stop.
    public var message: String

    /// Creates a difference.
    package init(kind: Kind, identifiers: [String], message: String) {
        self.kind = kind
        self.identifiers = identifiers
        self.message = message
    }

    /// The message.
    public var description: String { message }
}
