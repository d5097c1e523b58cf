import Testing
import RapidMap

@Suite struct ControlIdentifierTests {
    @Test func anEmptyIdentifierCountsAsNone() {
        #expect(ControlIdentifier.meaningful(nil) == nil)
        #expect(ControlIdentifier.meaningful("") == nil)
        #expect(ControlIdentifier.meaningful(" ") == " ")
        #expect(ControlIdentifier.meaningful("Login.signIn") == "Login.signIn")
    }

    /// Identifiers and screens where the bytes and the characters could disagree.
    static let scopeSamples: [(identifier: String, screen: String, scoped: Bool)] = [
        ("Login.signIn", "Login", true),
        ("Login.signIn.more", "Login", true),
        ("Login", "Login", false),
        ("Login.", "Login", false),
        (".signIn", "", false),
        ("Logins.signIn", "Login", false),
        ("Log.signIn", "Login", false),
        ("login.signIn", "Login", false),
        ("A.B.c", "A.B", false),
        ("Caf\u{E9}.pay", "Caf\u{E9}", true),
        ("Cafe\u{301}.pay", "Caf\u{E9}", true),  // canonically equal: the same screen
        ("Caf\u{E9}.pay", "Cafe\u{301}", true),
        ("Caf\u{E9}.pay", "Cafe", false),
        ("Login.\u{301}signIn", "Login", false),  // the mark joins the dot: no separator
        ("Login.\u{301}.signIn", "Login.\u{301}", true),
        ("\u{4E2D}\u{6587}.\u{6309}\u{94AE}", "\u{4E2D}\u{6587}", true),
        ("\u{4E2D}\u{6587}.\u{6309}\u{94AE}", "\u{4E2D}", false),
        ("\u{1F600}.x", "\u{1F600}", true),
    ]

    @Test(arguments: scopeSamples.indices)
    func theScreenPartIsComparedAsCharactersEvenWhenDecidedOnBytes(_ k: Int) {
        let (identifier, screen, scoped) = Self.scopeSamples[k]
        #expect(ControlIdentifier.screenPart(of: identifier, is: screen) == scoped, "\(identifier) in \(screen)")
        #expect(scoped == (ControlIdentifier.screenPart(of: identifier) == screen[...]), "the sample agrees with split")
    }
}

@Suite struct ControlInformationSummaryTests {
    @Test func plainIdentifiersShowAsTheyAreAndOthersAsLiterals() {
        #expect(ControlInformation.summary(type: .button, identifier: "Login.signIn", label: "Sign In") == #"button Login.signIn "Sign In""#)
        #expect(ControlInformation.summary(type: .button, identifier: "two words", label: nil) == #"button id:"two words""#)
        #expect(ControlInformation.summary(type: .staticText, identifier: nil, label: "line\nbreak") == #"staticText "line\nbreak""#)
        #expect(ControlInformation.summary(type: .other, identifier: "", label: nil) == #"other id:"""#)
    }

    @Test func theDescriptionIsTheIndexTheSummaryThenValueAndTraits() {
        let control = ControlInformation(
            index: 2, type: .switch, identifier: "Settings.wifi", label: "Wi-Fi", value: "1", traits: [.selected])
        #expect(control.description == #"#2 switch Settings.wifi "Wi-Fi" value: "1" traits: [selected]"#)
    }
}
