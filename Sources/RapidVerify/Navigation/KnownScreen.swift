/// A screen a test knows by name: its type's name and the identifier of its root view
/// (`RapidScreen.screenIdentifier`), the one a map's verification is scoped by, or, for a
/// map declared `MapScope.appWindow`, the element of its map that shows it (``marker``).
public struct KnownScreen: Sendable, Hashable, CustomStringConvertible {
    /// The screen type's name: `LoginScreen`.
    public var name: String
    /// The accessibility identifier of the screen's root view.
    public var identifier: String
    /// What shows the screen is up when its root view has no identifier: the query of an
    /// element of its map (``ControlQuery/screenMarker(of:)``, for a map declared
    /// `MapScope.appWindow`), or nil when the root view does.
    public var marker: ControlQuery?

    /// A screen with a name, a root identifier and, when its root view has none, a marker.
    public init(name: String, identifier: String, marker: ControlQuery? = nil) {
        self.name = name
        self.identifier = identifier
        self.marker = marker
    }

    /// The screen `screen` declares: `KnownScreen(LoginScreen.self)`.
    public init<S: RapidScreen>(_ screen: S.Type) {
        self.init(name: String(describing: screen), identifier: screen.screenIdentifier, marker: ControlQuery.screenMarker(of: screen))
    }

    /// The name.
    public var description: String { name }
}
