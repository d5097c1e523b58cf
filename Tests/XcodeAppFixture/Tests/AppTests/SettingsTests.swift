// Swift Testing: a plain (nonisolated) suite and a @MainActor one, each with sync and async
// tests, calling the maps of AppScreens.
import AppScreens
import RapidTesting
import Testing

@Suite struct SettingsTests {
    @Test func settingsMatchesItsMap() {
        #expect(verify(SettingsScreen.self, recording: "SettingsScreen.json"))
    }

    @Test func settingsMatchesItsMapAfterLoading() async throws {
        let tree = try AccessibilityTree(recording: "SettingsScreen.json")
        #expect(verify(SettingsScreen.self, tree))
    }

    @Test func voiceOverReadsSettingsAsBefore() throws {
        #expect(assertExperience(of: try AccessibilityTree(recording: "SettingsScreen.json"), matches: "SettingsScreen"))
    }

    @Test func eachEntryFindsOneElementAsUITestsWould() async throws {
        let tree = try AccessibilityTree(recording: "SettingsScreen.json")
        for entry in SettingsScreen.controlsInformation() {
            let query = try ControlQuery.resolve(entry.index, of: SettingsScreen.self).get()
            #expect(query.evaluate(in: tree).isUnique, "\(query)")
        }
    }
}

@Suite @MainActor struct SettingsOnTheMainActorTests {
    @Test func settingsMatchesItsMap() throws {
        #expect(verify(SettingsScreen.self, try AccessibilityTree(recording: "SettingsScreen.json")))
    }

    @Test func settingsMatchesItsMapAfterLoading() async {
        #expect(verify(SettingsScreen.self, recording: "SettingsScreen.json"))
    }

    @Test func settingsPassesTheAudit() async throws {
        #expect(audit(try AccessibilityTree(recording: "SettingsScreen.json")))
    }

    @Test func theRecordingShowsWhichScreenIsOnScreen() throws {
        let tree = try AccessibilityTree(recording: "SettingsScreen.json")
        ScreenRegistry.declare(LoginScreen.self, SettingsScreen.self)
        #expect(ScreenRegistry.declared.screens(onScreenIn: tree).map(\.name) == ["SettingsScreen"])
        #expect(recordTree(tree, named: "SettingsScreen"))
    }
}
