import RapidVerify
/// An unknown name for a ``NamedOptionValue``.
package struct NamedOptionValueError: Error, Sendable, Hashable {
    /// `unknown mode 'strict' (expected exact, ordered or present)`.
    package var message: String
}
