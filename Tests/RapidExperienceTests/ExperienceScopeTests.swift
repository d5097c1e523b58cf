import Testing
import RapidVerify
import RapidExperience
import RapidMapTestSupport

/// `speak`, `render` and the report of a screen cover what its map declares: for a map
/// declared `MapScope.appWindow` whose root view has no identifier, the app's window without
/// the status bar, the keyboard and other windows.
@Suite("The declared scope: speak, render and report")
struct ExperienceScopeTests {
    static let screen = WindowLoginScreen.screenIdentifier

    @Test("a screen declared appWindow speaks its window alone: no status bar, keyboard or other window")
    func anAppWindowScreenSpeaksItsWindowAlone() {
        let spoken = Experience.speak(Trees.windowLogin, screen: Self.screen, recorded: .appWindow)
        #expect(spoken == "1. Welcome\n\n2. Done. Button.\n\n3. Sign In. Button.\n")
        // A screen with no map yet is scoped as its first recording is: the app's window too.
        #expect(Experience.speak(Trees.windowLogin, screen: Self.screen, recorded: nil) == spoken)
    }

    @Test("a map scoped to its root view, which is missing, covers the whole tree as it always did")
    func aRootScopedScreenWithoutItsRootCoversTheWholeTree() {
        let spoken = Experience.speak(Trees.windowLogin, screen: Self.screen, recorded: .screenRoot)
        for word in ["12:00", "Loading"] { #expect(spoken.contains(word), "\(word)") }
        #expect(spoken.components(separatedBy: "Done").count == 3, "the keyboard's Done and the screen's")
    }

    @Test("the picture and the report of a screen declared appWindow show its three elements")
    func anAppWindowScreenRendersItsWindowAlone() {
        let svg = Experience.render(Trees.windowLogin, name: "WindowLoginScreen", screen: Self.screen, recorded: .appWindow)
        #expect(svg.contains("WindowLoginScreen — VoiceOver order (3 elements)"))
        #expect(!svg.contains("12:00") && !svg.contains("Loading"))
        let report = Experience.report(
            [Experience.Recording(name: "window.json", tree: Trees.windowLogin, recorded: .appWindow)], screen: Self.screen)
        #expect(report.contains("VoiceOver order (3 elements)") && !report.contains("12:00"))
    }

    @Test("the root view wins over the declared scope once it has the identifier")
    func theRootViewWinsOnceItHasTheIdentifier() {
        let spoken = Experience.speak(Trees.matching, screen: "LoginScreen", recorded: .appWindow)
        #expect(spoken == Experience.speak(Trees.matching, screen: "LoginScreen"))
        #expect(spoken.hasPrefix("1. Email"))
    }
}
