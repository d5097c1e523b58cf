import RapidMap

/// A screen declared inside a test type whose root identifier is its own name, not the
/// qualified `TestType.Screen` that ``RapidScreen/screenIdentifier`` defaults to for a nested
/// type: the navigation tests' trees name their roots `LoginScreen`, `SignIn`, as an app would.
protocol UnqualifiedTestScreen: RapidScreen {}

extension UnqualifiedTestScreen {
    static var screenIdentifier: String { String(describing: Self.self) }
}
