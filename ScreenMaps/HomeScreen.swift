// Example screen of the ScreenMaps module. Only the part between the rapidgen markers is
// generated (`swift run rapidgen`); the rest is hand-written and kept when the map is regenerated.
import RapidMap

/// A tab-bar home screen: navigation bar, search field, a feed of recipe cards and
/// four tabs. The cards change with the content, so the map is generated in `ordered`
/// mode (see rapidmap.json): it lists only the controls that carry an identifier.
/// The navigation bar gives its own element order (title, then the Profile button), as
/// UINavigationBar does, so the recording carries it as the bar's `explicitOrder`.
nonisolated public enum HomeScreen: RapidScreen {
    // rapidgen:begin HomeScreen
    // Generated from ScreenMaps/Recordings/HomeScreen.json by rapidgen. Regenerate: swift run rapidgen
    // Edits between the rapidgen markers are replaced when the map is regenerated.
    /// ordered: only elements with an identifier, in VoiceOver order.
    nonisolated public static var verificationMode: VerificationMode { .ordered }

    nonisolated public static func controlsInformation() -> [ControlInformation] {
        var controls: [ControlInformation] = []
        controls.reserveCapacity(6)
        controls.append(ControlInformation(index: 0, type: .button, identifier: "HomeScreen.profile", label: "Profile"))
        controls.append(ControlInformation(index: 1, type: .searchField, identifier: "HomeScreen.search", label: "Search recipes"))
        controls.append(ControlInformation(index: 2, type: .button, identifier: "HomeScreen.tab.home", label: "Home"))
        controls.append(ControlInformation(index: 3, type: .button, identifier: "HomeScreen.tab.search", label: "Search"))
        controls.append(ControlInformation(index: 4, type: .button, identifier: "HomeScreen.tab.saved", label: "Saved"))
        controls.append(ControlInformation(index: 5, type: .button, identifier: "HomeScreen.tab.settings", label: "Settings"))
        return controls
    }
    // rapidgen:end
}
