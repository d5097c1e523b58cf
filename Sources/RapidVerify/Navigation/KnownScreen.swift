/// A screen a test knows by name: its type's name and the identifier of its root view
/// (`RapidScreen.screenIdentifier`), the one a map's verification is scoped by.
public struct KnownScreen: Sendable, Hashable, CustomStringConvertible {
    /// The screen type's name: `LoginScreen`.
    public var name: String
    /// The accessibility identifier of the screen's root view.
    public var identifier: String

    /// A screen with a name and a root identifier.
    public init(name: String, identifier: String) {
        self.name = name
        self.identifier = identifier
    }

    /// The screen `screen` declares: `KnownScreen(LoginScreen.self)`.
    public init<S: RapidScreen>(_ screen: S.Type) {
        self.init(name: String(describing: screen), identifier: screen.screenIdentifier)
    }

    /// The name.
    public var description: String { name }
}
