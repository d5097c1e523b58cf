import Testing
import RapidMap
import RapidMapTestSupport

@testable import RapidVerify

/// Queries and waits of a screen whose map is declared `MapScope.appWindow`: its root view
/// has no identifier, so its label queries look in the app's window without system UI, and
/// `waitFor` looks for an element of its map.
@Suite("Navigation: the declared scope")
struct DeclaredScopeQueryTests {
    @Test("a label query of a screen declared appWindow finds its element, not the keyboard's of the same label")
    func aLabelQueryLooksInTheAppWindow() throws {
        let query = try ControlQuery.resolve(1, of: WindowLoginScreen.self).get()
        #expect(query.declaredScope == .appWindow)
        let result = query.evaluate(in: Trees.windowLogin)
        #expect(result.matches.count == 1 && result.scopeFound)
        let element = try #require(result.element)
        #expect(Trees.windowLogin[element].frame.y == 150, "the screen's Done, not the keyboard's")
        #expect(query.description == #"button label "Done" in "WindowLoginScreen", else the app's window"#)
    }

    @Test("a label query of a screen scoped to its root searches the whole tree when the root is missing, as before")
    func aRootScopedLabelQuerySearchesTheWholeTree() {
        var entry = ControlQuery(
            entry: ControlInformation(index: 1, type: .button, identifier: nil, label: "Done"), screen: "WindowLoginScreen",
            screenIdentifier: "WindowLoginScreen")
        #expect(entry.evaluate(in: Trees.windowLogin).matches.count == 2)
        #expect(!entry.evaluate(in: Trees.windowLogin).scopeFound)
        entry.declaredScope = .appWindow
        #expect(entry.evaluate(in: Trees.windowLogin).matches.count == 1)
    }

    @Test("waitFor looks for the map's first entry with an identifier, else its first label; the root view otherwise")
    func theScreenMarker() throws {
        let named = try #require(ControlQuery.screenMarker(of: WindowLoginScreen.self))
        #expect(named.identifier == "WindowLoginScreen.signIn" && named.entry.index == 2)
        #expect(named.evaluate(in: Trees.windowLogin).isUnique)
        let unnamed = try #require(ControlQuery.screenMarker(of: UnnamedWindowScreen.self))
        #expect(unnamed.identifier == nil && unnamed.label == "Welcome" && unnamed.elementType == .staticText)
        #expect(unnamed.evaluate(in: Trees.windowLogin).isUnique)
        #expect(ControlQuery.screenMarker(of: LoginScreen.self) == nil, "a map scoped to its root waits for the root")
        #expect(KnownScreen(WindowLoginScreen.self).marker == named)
        #expect(KnownScreen(LoginScreen.self).marker == nil)
    }

    @Test("a screen declared appWindow is found on screen by its marker, without its root identifier")
    func theRegistryFindsAnAppWindowScreenByItsMarker() {
        let registry = ScreenRegistry([LoginScreen.self, WindowLoginScreen.self, UnnamedWindowScreen.self])
        #expect(registry.screens(onScreenIn: Trees.windowLogin).map(\.name) == ["UnnamedWindowScreen", "WindowLoginScreen"])
        #expect(registry.screens(onScreenIn: Trees.matching).map(\.name) == ["LoginScreen"])
    }

    @Test("a wait for a screen declared appWindow names the element it waited for")
    func theWaitFailureNamesTheMarker() {
        let expected = KnownScreen(WindowLoginScreen.self)
        let failure = ScreenWaitFailure(
            expected: expected, timeout: 5, rootState: .notHittable, known: ScreenRegistry(known: [expected]), onScreen: .success([]))
        #expect(
            failure.description.hasPrefix(
                #"expected WindowLoginScreen within 5 s: its element button "WindowLoginScreen.signIn" is there but not hittable"#))
    }
}
