// Created by rapidgen. Code outside the rapidgen markers is yours and is kept when the map is regenerated.
import RapidMap

/// The VoiceOver map of the AlbumsScreen screen.
nonisolated public enum AlbumsScreen: RapidScreen {
    // rapidgen:begin AlbumsScreen
    // Generated from Tests/AppTests/Recordings/AlbumsScreen.json by rapidgen. Regenerate: swift run rapidgen
    // Edits between the rapidgen markers are replaced when the map is regenerated.
    nonisolated public static func controlsInformation() -> [ControlInformation] {
        var controls: [ControlInformation] = []
        controls.reserveCapacity(4)
        controls.append(ControlInformation(index: 0, type: .cell, identifier: "AlbumsScreen.recents", label: "Recents"))
        controls.append(ControlInformation(index: 1, type: .cell, identifier: "AlbumsScreen.favorites", label: "Favorites"))
        controls.append(ControlInformation(index: 2, type: .cell, identifier: "AlbumsScreen.screenshots", label: "Screenshots"))
        controls.append(ControlInformation(index: 3, type: .cell, identifier: "AlbumsScreen.selfies", label: "Selfies"))
        return controls
    }
    // rapidgen:end
}
