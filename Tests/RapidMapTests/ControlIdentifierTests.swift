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
