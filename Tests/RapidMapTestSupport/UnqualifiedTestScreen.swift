import RapidMap

/// A screen declared inside a test type whose root identifier is its own name, not the
/// qualified `TestType.Screen` that ``RapidScreen/screenIdentifier`` defaults to for a nested
/// type: the navigation tests' trees name their roots `LoginScreen`, `SignIn`, as an app would.
package protocol UnqualifiedTestScreen: RapidScreen {}

extension UnqualifiedTestScreen {
    package static var screenIdentifier: String { String(describing: Self.self) }
}
