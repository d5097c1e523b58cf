// Swift Testing: the table and collection-view screens' recordings (captured from their view
// controllers as a unit test captures them: .ci/fixture-recordings.sh) verify against the maps
// the UI tests verify too.
import AppScreens
import RapidTesting
import Testing

@Suite struct ListTests {
    @Test func theMailboxesTableMatchesItsMap() {
        #expect(verify(MailboxesScreen.self, recording: "MailboxesScreen.json"))
    }

    @Test func theAlbumsGridMatchesItsMap() {
        #expect(verify(AlbumsScreen.self, recording: "AlbumsScreen.json"))
    }

    @Test func everyRowAndItemIsACell() {
        let entries = MailboxesScreen.controlsInformation() + AlbumsScreen.controlsInformation()
        #expect(entries.count == 9)
        #expect(entries.allSatisfy { $0.type == .cell })
    }
}
