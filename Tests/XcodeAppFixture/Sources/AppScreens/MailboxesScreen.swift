// Created by rapidgen. Code outside the rapidgen markers is yours and is kept when the map is regenerated.
import RapidMap

/// The VoiceOver map of the MailboxesScreen screen.
nonisolated public enum MailboxesScreen: RapidScreen {
    // rapidgen:begin MailboxesScreen
    // Generated from Tests/AppTests/Recordings/MailboxesScreen.json by rapidgen. Regenerate: swift run rapidgen
    // Edits between the rapidgen markers are replaced when the map is regenerated.
    nonisolated public static func controlsInformation() -> [ControlInformation] {
        var controls: [ControlInformation] = []
        controls.reserveCapacity(5)
        controls.append(ControlInformation(index: 0, type: .cell, identifier: "MailboxesScreen.inbox", label: "Inbox"))
        controls.append(ControlInformation(index: 1, type: .cell, identifier: "MailboxesScreen.drafts", label: "Drafts"))
        controls.append(ControlInformation(index: 2, type: .cell, identifier: "MailboxesScreen.sent", label: "Sent"))
        controls.append(ControlInformation(index: 3, type: .cell, identifier: "MailboxesScreen.junk", label: "Junk"))
        controls.append(ControlInformation(index: 4, type: .cell, identifier: "MailboxesScreen.trash", label: "Trash"))
        return controls
    }
    // rapidgen:end
}
