/// Options of ``Verifier``.
public struct VerificationOptions: Sendable, Hashable, CustomStringConvertible {
    /// When a tree without the screen's root view (no node whose identifier is the
    /// screen's `RapidScreen.screenIdentifier`) fails with
    /// ``MapDifference/screenRootNotFound(identifier:candidates:)``. The default,
    /// ``ScreenRootRequirement/whenMapIsScoped``, fails when the map's identifiers are
    /// scoped by the screen (`LoginScreen.email`): such a map was written for an app that
    /// marks the screen's root view, so a tree without it is another screen, or a screen
    /// whose root lost its identifier. Otherwise the whole tree is verified and the report
    /// says so. `true` and `false` stand for ``ScreenRootRequirement/always`` and
    /// ``ScreenRootRequirement/never``.
    public var requiresScreenRoot: ScreenRootRequirement
    /// The options of the traversal engine that orders the screen's elements.
    public var traversal: TraversalOptions
    /// How the corrected map is written (the same options `rapidgen generate` takes).
    public var mapSource: MapSourceOptions

    /// Creates options.
    public init(
        requiresScreenRoot: ScreenRootRequirement = .whenMapIsScoped, traversal: TraversalOptions = TraversalOptions(),
        mapSource: MapSourceOptions = MapSourceOptions()
    ) {
        self.requiresScreenRoot = requiresScreenRoot
        self.traversal = traversal
        self.mapSource = mapSource
    }

    /// `VerificationOptions(requiresScreenRoot: always)`, and the other options only when
    /// they differ from their defaults. Short, because a test framework prints the
    /// arguments of a failed expectation such as `#expect(verify(…, options: options))`.
    public var description: String {
        var parts = ["requiresScreenRoot: \(requiresScreenRoot)"]
        if traversal != TraversalOptions() { parts.append("traversal: custom") }
        if mapSource != MapSourceOptions() { parts.append("mapSource: custom") }
        return "VerificationOptions(" + parts.joined(separator: ", ") + ")"
    }
}

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
    public func requiresRoot(screenIdentifier: String, map: [ControlInformation]) -> Bool {
        switch self {
        case .always: return true
        case .never: return false
        case .whenMapIsScoped:
            return map.contains { entry in
                entry.identifier.flatMap(ControlIdentifier.split)?.screen == screenIdentifier
            }
        }
    }
}

extension VerificationOptions {
    /// The screen's corrections to ``ElementInferencePolicy`` (see ``InferenceOverrides``);
    /// the same value as `traversal.overrides`.
    public var inferenceOverrides: InferenceOverrides {
        get { traversal.overrides }
        set { traversal.overrides = newValue }
    }
}
