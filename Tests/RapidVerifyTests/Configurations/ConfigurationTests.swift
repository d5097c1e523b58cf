import Foundation
import RapidMap
@testable import RapidVerify
@testable import RapidScreenReader
@testable import RapidTree
import Testing
import RapidMapTestSupport

/// The sign-up screen's map, generated from the English recording (labels in English).
enum SignUp: RapidScreen {
    static var labelLanguage: String? { "en" }
    static func controlsInformation() -> [ControlInformation] {
        [
            ControlInformation(index: 0, type: .staticText, identifier: "SignUp.title", label: "Create account"),
            ControlInformation(index: 1, type: .textField, identifier: "SignUp.email", label: "Email"),
            ControlInformation(index: 2, type: .button, identifier: "SignUp.emailHelp", label: "Email help"),
            ControlInformation(index: 3, type: .secureTextField, identifier: "SignUp.password", label: "Password"),
            ControlInformation(index: 4, type: .link, identifier: "SignUp.forgotPassword", label: "Forgot password?"),
            ControlInformation(index: 5, type: .button, identifier: "SignUp.signIn", label: "Sign In"),
        ]
    }
}

/// The sign-up map with the iPad layout declared as a deliberate difference.
enum SignUpWithPad: RapidScreen {
    static var screenIdentifier: String { "SignUp" }
    static var labelLanguage: String? { "en" }
    static func controlsInformation() -> [ControlInformation] { SignUp.controlsInformation() }
    static func variants() -> [MapVariant] {
        var pad = SignUp.controlsInformation().map { c -> ControlInformation in
            var c = c
            if c.index > 0 { c.index += 1 }
            return c
        }
        pad.append(ControlInformation(index: 1, type: .staticText, identifier: "SignUp.promo", label: "Join 10,000 teams"))
        return [
            MapVariant(idiom: .pad, controls: pad),
            MapVariant(language: "en", idiom: .pad, orientation: .landscape, controls: []),
        ]
    }
}

/// The same map without a declared label language: labels checked in every language.
enum SignUpAnyLanguage: RapidScreen {
    static var screenIdentifier: String { "SignUp" }
    static func controlsInformation() -> [ControlInformation] { SignUp.controlsInformation() }
}

@Suite("Recording configurations: the model and the native format")
struct RecordingConfigurationTests {
    @Test("a configuration's name is file-safe and leaves out defaults; its description says each known field")
    func names() {
        #expect(RecordingConfiguration().name == "default")
        #expect(
            RecordingConfiguration(
                language: "en", layoutDirection: .leftToRight, contentSizeCategory: .large, idiom: .phone,
                orientation: .portrait
            ).name == "en")
        let arabic = RecordingConfiguration(language: "ar", layoutDirection: .rightToLeft)
        #expect(arabic.name == "ar-rtl")
        #expect(arabic.description == "ar (right-to-left)")
        let big = RecordingConfiguration(language: "pt-BR", contentSizeCategory: .accessibilityExtraExtraExtraLarge, idiom: .pad, orientation: .landscape)
        #expect(big.name == "pt-BR-accessibility-XXXL-pad-landscape")
        #expect(big.description == "pt-BR, accessibility-XXXL, pad, landscape")
        #expect(RecordingConfiguration(language: "x/../y").name == "x----y")
    }

    @Test("the phrase of a configuration names only what differs from the base")
    func phrases() {
        let base = RecordingConfiguration(language: "en", layoutDirection: .leftToRight, idiom: .phone)
        #expect(RecordingConfiguration(language: "ar", layoutDirection: .rightToLeft, idiom: .phone).phrase(comparedWith: base) == "in ar (right-to-left)")
        #expect(
            RecordingConfiguration(language: "en", layoutDirection: .leftToRight, contentSizeCategory: .accessibilityExtraExtraExtraLarge, idiom: .phone)
                .phrase(comparedWith: base) == "at accessibility-XXXL")
        #expect(RecordingConfiguration(language: "en", layoutDirection: .leftToRight, idiom: .pad).phrase(comparedWith: base) == "on pad")
        #expect(base.phrase(comparedWith: base) == "in this configuration")
    }

    @Test("compatibility: unknown fields match anything, languages by primary subtag, no size is the default size")
    func compatibility() {
        let en = RecordingConfiguration(language: "en", layoutDirection: .leftToRight, idiom: .phone)
        #expect(en.isCompatible(with: RecordingConfiguration()))
        #expect(en.isCompatible(with: RecordingConfiguration(language: "en-GB")))
        #expect(en.isCompatible(with: RecordingConfiguration(contentSizeCategory: .large)))
        #expect(!en.isCompatible(with: RecordingConfiguration(contentSizeCategory: .accessibilityMedium)))
        #expect(!en.isCompatible(with: RecordingConfiguration(language: "ar")))
        #expect(!en.isCompatible(with: RecordingConfiguration(idiom: .pad)))
    }

    @Test("stated fields win over found ones; orientation follows the screen size when unknown")
    func merging() {
        let found = RecordingConfiguration(
            language: "en", layoutDirection: .leftToRight, idiom: .phone,
            screenSize: ScreenSize(width: 844, height: 390))
        let merged = found.merging(RecordingConfiguration(contentSizeCategory: .accessibilityLarge, idiom: .pad))
        #expect(
            merged
                == RecordingConfiguration(
                    language: "en", layoutDirection: .leftToRight, contentSizeCategory: .accessibilityLarge,
                    idiom: .pad, screenSize: ScreenSize(width: 844, height: 390), orientation: .landscape))
    }

    @Test("content size categories parse from raw values, short names and UIKit launch-argument constants")
    func contentSizes() {
        #expect(InterfaceContentSizeCategory(parsing: "accessibilityExtraExtraExtraLarge") == .accessibilityExtraExtraExtraLarge)
        #expect(InterfaceContentSizeCategory(parsing: "UICTContentSizeCategoryAccessibilityXXXL") == .accessibilityExtraExtraExtraLarge)
        #expect(InterfaceContentSizeCategory(parsing: "UICTContentSizeCategoryAccessibilityM") == .accessibilityMedium)
        #expect(InterfaceContentSizeCategory(parsing: "UICTContentSizeCategoryL") == .large)
        #expect(InterfaceContentSizeCategory(parsing: "accessibility-XL") == .accessibilityExtraLarge)
        #expect(InterfaceContentSizeCategory(parsing: "XS") == .extraSmall)
        #expect(InterfaceContentSizeCategory(parsing: "accessibility-XS") == nil)
        #expect(InterfaceContentSizeCategory(parsing: "huge") == nil)
        for size in InterfaceContentSizeCategory.allCases {
            #expect(InterfaceContentSizeCategory(parsing: size.shortName) == size)
        }
        #expect(InterfaceContentSizeCategory.accessibilityMedium.isAccessibilitySize)
        #expect(!InterfaceContentSizeCategory.extraExtraExtraLarge.isAccessibilitySize)
    }

    @Test("a configuration round-trips through the native format as version 2; a tree without one stays version 1")
    func nativeRoundTrip() throws {
        let tree = try ConfigurationFixtures.largeText
        #expect(
            tree.configuration
                == RecordingConfiguration(
                    language: "en", layoutDirection: .leftToRight, contentSizeCategory: .accessibilityExtraExtraExtraLarge, idiom: .phone,
                    screenSize: ScreenSize(width: 390, height: 844), orientation: .portrait))
        let written = NativeJSONWriter.write(tree)
        let text = String(decoding: written, as: UTF8.self)
        #expect(text.contains("\"version\": 2"))
        #expect(text.contains("\"contentSizeCategory\": \"accessibilityExtraExtraExtraLarge\""))
        #expect(text.contains("\"screenSize\": [390, 844]"))
        #expect(try AccessibilityTree(reading: written) == tree)

        var plain = tree
        plain.configuration = RecordingConfiguration(layoutDirection: .rightToLeft, idiom: .pad)
        let plainText = String(decoding: NativeJSONWriter.write(plain), as: UTF8.self)
        #expect(plainText.contains("\"version\": 1"))
        #expect(!plainText.contains("language"))
        #expect(try AccessibilityTree(reading: Data(plainText.utf8)) == plain)
        #expect(try AccessibilityTree(reading: Data(plainText.utf8)) != tree)
    }

    @Test("a version 1 recording reads with an unknown language and text size")
    func versionOne() throws {
        let text = #"{"format": "rapidmap-native-json", "version": 1, "root": {"type": "window", "frame": [0, 0, 390, 844]}}"#
        let tree = try AccessibilityTree(reading: Data(text.utf8))
        #expect(tree.configuration.language == nil)
        #expect(tree.configuration.contentSizeCategory == nil)
        #expect(tree.configuration.screenSize == nil)
        #expect(tree.idiom == .phone && tree.layoutDirection == .leftToRight)
    }

    @Test("bad configuration values are errors with their line and column; version 3 is refused")
    func badValues() {
        func error(_ member: String) -> String {
            let text = "{\"format\": \"rapidmap-native-json\", \"version\": 2,\n \(member),\n \"root\": {\"type\": \"window\", \"frame\": [0, 0, 1, 1]}}"
            do {
                _ = try AccessibilityTree(reading: Data(text.utf8), path: "t.json")
                return "no error"
            } catch {
                return "\(error)"
            }
        }
        #expect(error(#""contentSizeCategory": "huge""#).hasPrefix("t.json:2:25: error: unknown contentSizeCategory \"huge\""))
        #expect(error(#""screenSize": [390]"#).contains("t.json:2:16: error: `screenSize` must be [width, height]"))
        #expect(error(#""screenSize": [390, 844, 1]"#).contains("`screenSize` must be [width, height]"))
        #expect(error(#""language": "en us""#).contains("t.json:2:14: error: `language` must be a language tag"))
        #expect(error(#""orientation": "sideways""#).contains("unknown orientation \"sideways\""))
        #expect(error(#""language": null"#) == "no error")
        let newer = #"{"format": "rapidmap-native-json", "version": 3, "root": {"type": "window", "frame": [0, 0, 1, 1]}}"#
        #expect(throws: RecordingError.self) { try AccessibilityTree(reading: Data(newer.utf8)) }
    }

    @Test("other formats: the screen size and orientation come from the root's frame, the language stays unknown")
    func inferredSize() throws {
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <XCUIElementTypeApplication type="XCUIElementTypeApplication" name="Shop" label="Shop" x="0" y="0" width="844" height="390">
              <XCUIElementTypeButton type="XCUIElementTypeButton" name="ok" label="OK" x="20" y="20" width="80" height="44"/>
            </XCUIElementTypeApplication>
            """
        let tree = try AccessibilityTree(reading: Data(xml.utf8))
        #expect(tree.configuration.screenSize == ScreenSize(width: 844, height: 390))
        #expect(tree.configuration.orientation == .landscape)
        #expect(tree.configuration.language == nil)
        #expect(tree.layoutDirection == .leftToRight)
    }

    @Test("other formats: a back button at the navigation bar's right edge shows a mirrored layout")
    func inferredMirroring() throws {
        func xml(backX: Int) -> String {
            """
            <XCUIElementTypeApplication type="XCUIElementTypeApplication" name="Shop" x="0" y="0" width="390" height="844">
              <XCUIElementTypeNavigationBar type="XCUIElementTypeNavigationBar" name="Settings" x="0" y="47" width="390" height="44" traits="Header">
                <XCUIElementTypeButton type="XCUIElementTypeButton" name="Back" label="Back" x="\(backX)" y="47" width="60" height="44" traits="Button,BackButton"/>
              </XCUIElementTypeNavigationBar>
            </XCUIElementTypeApplication>
            """
        }
        #expect(try AccessibilityTree(reading: Data(xml(backX: 322).utf8)).layoutDirection == .rightToLeft)
        #expect(try AccessibilityTree(reading: Data(xml(backX: 8).utf8)).layoutDirection == .leftToRight)
        #expect(try AccessibilityTree(reading: Data(xml(backX: 165).utf8)).layoutDirection == .leftToRight)
    }
}

@Suite("Launch arguments tell the configuration")
struct LaunchConfigurationTests {
    @Test("a test plan's language, the right-to-left pseudo-language and the text size")
    func testPlan() {
        let c = LaunchConfiguration.configuration(arguments: [
            "-AppleLanguages", "(ar)", "-AppleLocale", "ar_SA",
            "-UIPreferredContentSizeCategoryName", "UICTContentSizeCategoryAccessibilityXXXL",
        ])
        #expect(c == RecordingConfiguration(language: "ar", layoutDirection: .rightToLeft, contentSizeCategory: .accessibilityExtraExtraExtraLarge))
        let pseudo = LaunchConfiguration.configuration(arguments: [
            "-AppleLanguages", "(\"en-GB\", fr)", "-AppleTextDirection", "YES",
            "-NSForceRightToLeftWritingDirection", "YES",
        ])
        #expect(pseudo == RecordingConfiguration(language: "en-GB", layoutDirection: .rightToLeft))
        #expect(LaunchConfiguration.configuration(arguments: ["-AppleLocale", "he_IL@calendar=hebrew"]).language == "he")
        #expect(LaunchConfiguration.configuration(arguments: ["-UIPreferredContentSizeCategoryName", "bogus"]) == RecordingConfiguration())
        #expect(LaunchConfiguration.configuration(arguments: []) == RecordingConfiguration())
        #expect(LaunchConfiguration.configuration(arguments: ["-AppleLanguages"]) == RecordingConfiguration())
    }

    @Test("a UI test forwards only the configuration flags of its runner's arguments to the app")
    func forwarding() {
        let runner = [
            "/path/xctest", "-XCTest", "All", "-AppleLanguages", "(ar)", "-NSDocumentRevisionsDebugMode", "YES",
            "-UIPreferredContentSizeCategoryName", "UICTContentSizeCategoryAccessibilityXXXL", "-AppleLocale",
        ]
        #expect(
            LaunchConfiguration.forwarded(runner) == [
                "-AppleLanguages", "(ar)",
                "-UIPreferredContentSizeCategoryName", "UICTContentSizeCategoryAccessibilityXXXL",
            ])
        #expect(LaunchConfiguration.forwarded([]) == [])
    }

    @Test("the app's own launch arguments win over the runner's; the preferred language fills in")
    func appOverRunner() {
        let c = LaunchConfiguration.configuration(
            appArguments: ["-AppleLanguages", "(he)"],
            runnerArguments: ["-AppleLanguages", "(en)", "-UIPreferredContentSizeCategoryName", "UICTContentSizeCategoryXL"],
            preferredLanguage: "fr", idiom: .pad)
        #expect(c == RecordingConfiguration(language: "he", layoutDirection: .rightToLeft, contentSizeCategory: .extraLarge, idiom: .pad))
        let fallback = LaunchConfiguration.configuration(appArguments: [], runnerArguments: [], preferredLanguage: "ar-EG", idiom: .phone)
        #expect(fallback == RecordingConfiguration(language: "ar-EG", layoutDirection: .rightToLeft, idiom: .phone))
    }
}

@Suite("One map verified across configurations")
struct VariantVerificationTests {
    @Test("the English map passes the mirrored Arabic recording: labels are not checked in another language")
    func mirroredArabicPasses() throws {
        let result = Verifier.verify(SignUp.self, try ConfigurationFixtures.arabic)
        #expect(result.passed, "\(result)")
        #expect(result.notes == ["labels not checked: the map's labels are in en, this recording is in ar"])
        #expect(result.description.contains("note: labels not checked"))
        #expect(result.configuration.name == "ar-rtl")
    }

    @Test("without a declared label language, the Arabic labels fail the English map")
    func labelsCheckedEverywhereByDefault() throws {
        let result = Verifier.verify(SignUpAnyLanguage.self, try ConfigurationFixtures.arabic)
        #expect(result.counts[.wrongLabel] == 6)
    }

    @Test("labels are checked in the map's language, whatever the region")
    func sameLanguageChecksLabels() throws {
        var english = try ConfigurationFixtures.english
        english.configuration.language = "en-GB"
        english[english.firstIndex(identifier: "SignUp.signIn")!].label = "Log in"
        #expect(Verifier.verify(SignUp.self, english).counts[.wrongLabel] == 1)
    }

    @Test("entries without an identifier are matched by type alone in another language")
    func unidentifiedEntries() throws {
        let map = SignUp.controlsInformation().map { c -> ControlInformation in
            var c = c
            if c.index == 0 { c.identifier = nil }
            return c
        }
        var arabic = try ConfigurationFixtures.arabic
        arabic[arabic.firstIndex(identifier: "SignUp.title")!].identifier = nil
        let passes = Verifier.verify(screen: "SignUp", screenIdentifier: "SignUp", map: map, tree: arabic, labelLanguage: "en")
        #expect(passes.passed, "\(passes)")
        let fails = Verifier.verify(screen: "SignUp", screenIdentifier: "SignUp", map: map, tree: arabic, labelLanguage: nil)
        #expect(!fails.passed)
    }

    @Test("a declared variant is the map in its configuration; the others still use the main map")
    func declaredVariants() throws {
        let pad = Verifier.verify(SignUpWithPad.self, try ConfigurationFixtures.pad)
        #expect(pad.passed, "\(pad)")
        #expect(pad.notes == ["verified against the map's variant for pad"])
        #expect(Verifier.verify(SignUpWithPad.self, try ConfigurationFixtures.english).passed)
        #expect(Verifier.verify(SignUpWithPad.self, try ConfigurationFixtures.arabic).passed)
        // The most specific matching variant wins: in landscape the empty one is chosen.
        var landscape = try ConfigurationFixtures.pad
        landscape.configuration.orientation = .landscape
        #expect(Verifier.verify(SignUpWithPad.self, landscape).counts[.unexpected] == 7)
    }

    @Test("variant conditions: every stated field must be known and equal")
    func variantMatching() {
        let c = RecordingConfiguration(language: "en-GB", layoutDirection: .leftToRight, contentSizeCategory: .accessibilityExtraExtraExtraLarge, idiom: .pad)
        #expect(c.matches(MapVariant(language: "en", controls: [])))
        #expect(c.matches(MapVariant(contentSizeCategory: .accessibilityExtraExtraExtraLarge, idiom: .pad, controls: [])))
        #expect(c.matches(MapVariant(contentSizeCategory: .accessibilityExtraExtraExtraLarge, controls: [])))
        #expect(!c.matches(MapVariant(orientation: .portrait, controls: [])))
        #expect(!c.matches(MapVariant(layoutDirection: .rightToLeft, controls: [])))
        #expect(!RecordingConfiguration().matches(MapVariant(idiom: .pad, controls: [])))
        #expect(RecordingConfiguration().matches(MapVariant(controls: [])))
        let base = RecordingConfiguration(language: "en", layoutDirection: .leftToRight, idiom: .phone)
        #expect(
            c.variant(comparedWith: base, controls: [])
                == MapVariant(language: "en-GB", contentSizeCategory: .accessibilityExtraExtraExtraLarge, idiom: .pad, controls: []))
    }

    @Test("the map fails the not-mirrored Arabic recording, the wrapped row and the tablet layout")
    func failures() throws {
        #expect(Verifier.verify(SignUp.self, try ConfigurationFixtures.arabicNotMirrored).counts[.moved] == 1)
        #expect(Verifier.verify(SignUp.self, try ConfigurationFixtures.largeText).counts[.moved] == 1)
        #expect(Verifier.verify(SignUp.self, try ConfigurationFixtures.pad).counts[.unexpected] == 1)
    }
}

@Suite("Differences between configurations, explained")
struct ConfigurationComparisonTests {
    @Test("a mirrored right-to-left recording agrees with the left-to-right one")
    func mirroredAgrees() throws {
        let comparison = ConfigurationComparison(
            base: try ConfigurationFixtures.english, other: try ConfigurationFixtures.arabic,
            screenIdentifier: "SignUp")
        #expect(comparison.agrees, "\(comparison.differences)")
    }

    @Test("a row that is not mirrored: its two elements are swapped, and the reason is named")
    func notMirrored() throws {
        let comparison = ConfigurationComparison(
            base: try ConfigurationFixtures.english, other: try ConfigurationFixtures.arabicNotMirrored,
            screenIdentifier: "SignUp")
        #expect(
            comparison.differences.map(\.message) == [
                "in ar (right-to-left), elements 1 and 2 are swapped: the row `email`/`emailHelp` is not mirrored"
            ])
        #expect(comparison.differences.first?.kind == .swapped)
    }

    @Test("at accessibility-XXXL, the wrapped row puts signIn before forgotPassword")
    func wrapped() throws {
        let comparison = ConfigurationComparison(
            base: try ConfigurationFixtures.english, other: try ConfigurationFixtures.largeText,
            screenIdentifier: "SignUp")
        #expect(
            comparison.differences.map(\.message) == [
                "at accessibility-XXXL, `signIn` moves before `forgotPassword`: the row wrapped"
            ])
    }

    @Test("on a tablet, an element only the tablet has is named")
    func tablet() throws {
        let comparison = ConfigurationComparison(
            base: try ConfigurationFixtures.english, other: try ConfigurationFixtures.pad,
            screenIdentifier: "SignUp")
        #expect(comparison.differences.map(\.message) == ["on pad, the screen also has `promo`"])
        let back = ConfigurationComparison(
            base: try ConfigurationFixtures.pad, other: try ConfigurationFixtures.english,
            screenIdentifier: "SignUp")
        #expect(back.differences.map(\.message) == ["on phone, the screen has no `promo`"])
    }

    @Test("the reasons: a row not mirrored only when the two elements share a row on both sides")
    func reasons() {
        let a = Frame(x: 20, y: 200, width: 100, height: 44), b = Frame(x: 200, y: 200, width: 100, height: 44)
        let below = Frame(x: 20, y: 300, width: 100, height: 44)
        func reason(_ before: Frame, _ after: Frame, _ first: Frame, _ second: Frame, rtl: Bool) -> String {
            ConfigurationComparison.reason(
                before: before, after: after, otherFirst: first, otherSecond: second,
                rightToLeft: rtl, row: ["a", "b"])
        }
        #expect(reason(a, b, a, b, rtl: true) == "the row `a`/`b` is not mirrored")
        #expect(reason(a, below, b, a, rtl: true) == "the rows merged")
        #expect(reason(a, b, a, below, rtl: false) == "the row wrapped")
        #expect(reason(a, b, a, below, rtl: true) == "the row wrapped")
        #expect(reason(a, below, below, a, rtl: false) == "the layout moved them")
    }

    @Test("the same recording agrees with itself")
    func identical() throws {
        let english = try ConfigurationFixtures.english
        #expect(ConfigurationComparison(base: english, other: english).agrees)
    }
}

@Suite("Mirroring, checked without a map")
struct MirroringCheckTests {
    func order(_ tree: AccessibilityTree) -> [OrderedElement] { TraversalEngine().order(tree) }

    @Test("a mirrored recording has no problem; a row left in place is reported as a row")
    func rows() throws {
        let english = order(try ConfigurationFixtures.english)
        #expect(MirroringCheck.problems(leftToRight: english, rightToLeft: order(try ConfigurationFixtures.arabic), width: 390).isEmpty)
        let problems = MirroringCheck.problems(
            leftToRight: english, rightToLeft: order(try ConfigurationFixtures.arabicNotMirrored),
            width: 390, context: "in ar (right-to-left)")
        #expect(problems.map(\.message) == ["in ar (right-to-left), the row `emailHelp`/`email` is not mirrored"])
        #expect(problems.first?.kind == .notMirrored)
    }

    @Test("a single element left at its left-to-right place is reported with where it should be, even when the order agrees")
    func singleStop() throws {
        var arabic = try ConfigurationFixtures.arabic
        arabic[arabic.firstIndex(identifier: "SignUp.title")!].frame = Frame(x: 20, y: 100, width: 200, height: 40)
        let comparison = ConfigurationComparison(base: try ConfigurationFixtures.english, other: arabic, screenIdentifier: "SignUp")
        #expect(
            comparison.differences.map(\.message) == [
                "in ar (right-to-left), `title` is not mirrored: it is at x = 20, the mirror of its left-to-right place is x = 170"
            ])
        #expect(Verifier.verify(SignUp.self, arabic).passed)
    }

    @Test("a text that grew in another language still counts as mirrored when it keeps its leading edge")
    func grownText() {
        let before = Frame(x: 20, y: 100, width: 200, height: 40)
        #expect(MirroringCheck.isMirrored(before, Frame(x: 120, y: 100, width: 250, height: 40), width: 390))
        #expect(MirroringCheck.isMirrored(before, Frame(x: 170, y: 100, width: 200, height: 40), width: 390))
        #expect(!MirroringCheck.isMirrored(before, Frame(x: 20, y: 100, width: 200, height: 40), width: 390))
        #expect(MirroringCheck.isMirrored(Frame(x: 0, y: 0, width: 390, height: 40), Frame(x: 0, y: 0, width: 390, height: 40), width: 390))
    }
}
