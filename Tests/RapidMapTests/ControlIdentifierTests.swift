import Testing
import RapidMap

@Suite struct ControlIdentifierTests {
    @Test func anEmptyIdentifierCountsAsNone() {
        #expect(ControlIdentifier.meaningful(nil) == nil)
        #expect(ControlIdentifier.meaningful("") == nil)
        #expect(ControlIdentifier.meaningful(" ") == " ")
        #expect(ControlIdentifier.meaningful("Login.signIn") == "Login.signIn")
    }
}
