/// When verification fails because the tree has no node with the screen's identifier
/// (see ``VerificationOptions/requiresScreenRoot``).
public enum ScreenRootRequirement: String, Sendable, Hashable, CaseIterable, ExpressibleByBooleanLiteral, CustomStringConvertible {
    /// Always: a tree without the screen's root fails.
    case always
    /// Never: without the root, the whole tree is verified and the report notes it.
    case never
    /// When at least one of the map's identifiers is scoped by the screen
    /// (`ControlIdentifier.split(identifier)?.screen == screenIdentifier`, as
    /// `LoginScreen.id("email")` makes); otherwise as ``never`` (the default).
    case whenMapIsScoped

    /// `true` is ``always``, `false` is ``never``.
    public init(booleanLiteral value: Bool) { self = value ? .always : .never }

    /// The raw value: `always`, `never` or `whenMapIsScoped`.
    public var description: String { rawValue }

    /// Whether a tree without the root of the screen `screenIdentifier`, whose map is
    /// `map`, fails.
    package func requiresRoot(screenIdentifier: String, map: [ControlInformation]) -> Bool {
        switch self {
        case .always: return true
        case .never: return false
        case .whenMapIsScoped:
            // By position, each identifier read in place: a large map is asked entry by entry.
            return map.indices.contains { i in
                map[i].identifier.map { ControlIdentifier.screenPart(of: $0, is: screenIdentifier) } ?? false
            }
        }
    }
}
