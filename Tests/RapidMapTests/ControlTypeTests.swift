import Foundation
import Testing
import RapidMap

@Suite struct ControlTypeTests {
    @Test func rawValuesFollowXCUIElementType() {
        #expect(ControlType.allCases.count == 83)
        #expect(ControlType.any.rawValue == 0)
        #expect(ControlType.button.rawValue == 9)
        #expect(ControlType.staticText.rawValue == 48)
        #expect(ControlType.cell.rawValue == 75)
        #expect(ControlType.statusItem.rawValue == 82)
    }

    @Test(arguments: ["XCUIElementTypeButton", "Button", "button", "BUTTON", "9", " 9 "])
    func everySpellingOfButtonParses(_ text: String) {
        #expect(ControlType(parsing: text) == .button)
    }

    @Test func aliasesAndUnknownNames() {
        #expect(ControlType(parsing: "label") == .staticText)
        #expect(ControlType(parsing: "XCUIElementTypeStaticText") == .staticText)
        #expect(ControlType(parsing: "83") == nil)
        #expect(ControlType(parsing: "-1") == nil)
        #expect(ControlType(parsing: "Buttonx") == nil)
        #expect(ControlType(parsing: "") == nil)
    }

    @Test func namesRoundTrip() {
        for t in ControlType.allCases {
            #expect(ControlType(parsing: t.name) == t)
            #expect(ControlType(parsing: t.debugName) == t)
            #expect(ControlType(parsing: t.xcuiName) == t)
        }
        #expect(ControlType.switch.xcuiName == "XCUIElementTypeSwitch")
    }

    @Test func anyIsAWildcard() {
        #expect(ControlType.any.matches(.button))
        #expect(ControlType.button.matches(.any))
        #expect(!ControlType.button.matches(.link))
    }
}

@Suite struct AccessibilityTraitsTests {
    @Test func bitsMatchUIKit() {
        #expect(AccessibilityTraitSet.button.rawValue == 1)
        #expect(AccessibilityTraitSet.header.rawValue == 1 << 16)
        #expect(AccessibilityTraitSet.textEntry.rawValue == 1 << 18)
        #expect(AccessibilityTraitSet.tabBarItem.rawValue == 1 << 28)
        #expect(AccessibilityTraitSet.textArea.rawValue == 1 << 47)
        #expect(AccessibilityTraitSet.switchButton.rawValue == 1 << 53)
        #expect(AccessibilityTraitSet.named.count == 24)
    }

    @Test func namesRoundTripIncludingUnnamedBits() {
        let traits: AccessibilityTraitSet = [.button, .selected, AccessibilityTraitSet(rawValue: 1 << 33)]
        #expect(traits.names == ["button", "selected", "bit33"])
        #expect(AccessibilityTraitSet(names: traits.names) == traits)
        #expect(AccessibilityTraitSet(names: ["Button", "UIAccessibilityTraitHeader"]) == [.button, .header])
        #expect(AccessibilityTraitSet(names: ["nope"]) == nil)
        #expect(AccessibilityTraitSet(name: "bit64") == nil)
    }
}

@Suite struct ScreenIdentifierTests {
    enum NestedScreen: RapidScreen {
        static func controlsInformation() -> [ControlInformation] {
            [ControlInformation(index: 0, type: .button, identifier: id("signIn"))]
        }
    }
    enum ProfileScreen: RapidScreen {
        static let screenIdentifier = "profile"
        static func controlsInformation() -> [ControlInformation] {
            [ControlInformation(index: 0, type: .button, identifier: id("signIn"))]
        }
    }

    enum Onboarding { enum Screen: RapidScreen { static func controlsInformation() -> [ControlInformation] { [] } } }
    enum Settings { enum Screen: RapidScreen { static func controlsInformation() -> [ControlInformation] { [] } } }
    struct Generic<T>: RapidScreen { static func controlsInformation() -> [ControlInformation] { [] } }

    @Test func identifiersAreScopedByScreenSoTheyNeverCollide() {
        // A nested type's identifier is its qualified name (without the module).
        #expect(NestedScreen.screenIdentifier == "ScreenIdentifierTests.NestedScreen")
        #expect(NestedScreen.controlsInformation()[0].identifier == "ScreenIdentifierTests.NestedScreen.signIn")
        #expect(ProfileScreen.controlsInformation()[0].identifier == "profile.signIn")
        #expect(NestedScreen.id("ScreenIdentifierTests.NestedScreen.signIn") == "ScreenIdentifierTests.NestedScreen.signIn")
        #expect(ControlIdentifier.split("LoginScreen.sign.in")! == ("LoginScreen", "sign.in"))
        #expect(ControlIdentifier.split("plain") == nil)
        #expect(ControlIdentifier.split(".x") == nil)
    }

    @Test("a separator is a character: one a combining mark joins to its neighbour does not split, and the parts keep every character")
    func splittingFindsTheSeparatorCharacter() {
        #expect(ControlIdentifier.split("LoginScreen.") == nil)
        #expect(ControlIdentifier.split("Caf\u{E9}.sign")! == ("Caf\u{E9}", "sign"))
        #expect(ControlIdentifier.split("Cafe\u{301}.sign")! == ("Cafe\u{301}", "sign"))
        // A dot with an acute accent on it is another character, not the separator.
        #expect(ControlIdentifier.split("a.\u{301}b") == nil)
        #expect(ControlIdentifier.split("a.\u{301}b.c")! == ("a.\u{301}b", "c"))
        #expect(ControlIdentifier.split("\u{1F600}.\u{1F600}")! == ("\u{1F600}", "\u{1F600}"))
        #expect(ControlIdentifier.screenPart(of: "LoginScreen.email") == "LoginScreen")
        #expect(ControlIdentifier.screenPart(of: "no separator here") == nil)
    }

    @Test func nestedTypesWithTheSameNameGetDifferentIdentifiers() {
        #expect(Onboarding.Screen.screenTypeName == "ScreenIdentifierTests.Onboarding.Screen")
        #expect(Onboarding.Screen.screenIdentifier != Settings.Screen.screenIdentifier)
        #expect(Settings.Screen.id("save") == "ScreenIdentifierTests.Settings.Screen.save")
        // A generic type has no plain dotted name: its short name.
        #expect(Generic<Int>.screenTypeName == "Generic<Int>")
    }

    @Test func theModeDefaultsToExactAndAScreenCanDeclareAnother() {
        enum Feed: RapidScreen {
            static var verificationMode: VerificationMode { .ordered }
            static func controlsInformation() -> [ControlInformation] { [] }
        }
        #expect(NestedScreen.verificationMode == .exact)
        #expect(Feed.verificationMode == .ordered)
    }

    @Test func controlInformationIsCodable() throws {
        let c = ControlInformation(index: 2, type: .button, identifier: "a", label: "A", traits: [.button])
        let data = try JSONEncoder().encode(c)
        #expect(try JSONDecoder().decode(ControlInformation.self, from: data) == c)
    }
}
