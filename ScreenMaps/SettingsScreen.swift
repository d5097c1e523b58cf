// Example screen of the ScreenMaps module. Only the part between the rapidgen markers is
// generated (`swift run rapidgen`); the rest is hand-written and kept when the map is regenerated.
import RapidMap

/// A grouped settings list: section headers, four switches (their values are the
/// recorded on/off states, not part of the map), two button cells and a version footer.
nonisolated public enum SettingsScreen: RapidScreen {
    // rapidgen:begin SettingsScreen
    // Generated from ScreenMaps/Recordings/SettingsScreen.json by rapidgen. Regenerate: swift run rapidgen
    // Edits between the rapidgen markers are replaced when the map is regenerated.
    nonisolated public static func controlsInformation() -> [ControlInformation] {
        var controls: [ControlInformation] = []
        controls.reserveCapacity(10)
        controls.append(ControlInformation(index: 0, type: .staticText, identifier: nil, label: "NOTIFICATIONS"))
        controls.append(ControlInformation(index: 1, type: .switch, identifier: "SettingsScreen.pushNotifications", label: "Push Notifications"))
        controls.append(ControlInformation(index: 2, type: .switch, identifier: "SettingsScreen.emailDigest", label: "Weekly Email Digest"))
        controls.append(ControlInformation(index: 3, type: .switch, identifier: "SettingsScreen.sounds", label: "Sounds"))
        controls.append(ControlInformation(index: 4, type: .staticText, identifier: nil, label: "PRIVACY"))
        controls.append(ControlInformation(index: 5, type: .switch, identifier: "SettingsScreen.shareAnalytics", label: "Share Analytics"))
        controls.append(ControlInformation(index: 6, type: .cell, identifier: "SettingsScreen.privacyPolicy", label: "Privacy Policy"))
        controls.append(ControlInformation(index: 7, type: .staticText, identifier: nil, label: "ACCOUNT"))
        controls.append(ControlInformation(index: 8, type: .cell, identifier: "SettingsScreen.signOut", label: "Sign Out"))
        controls.append(ControlInformation(index: 9, type: .staticText, identifier: nil, label: "Version 4.2.1 (1187)"))
        return controls
    }
    // rapidgen:end
}
