import Foundation
import Testing
@testable import RapidVerify
@testable import RapidTree
import RapidMap
import RapidMapTestSupport

/// Reads the hand-written fixtures in `Tests/Fixtures/AppiumXML/` and inline documents.
enum AppiumSourceFixtures {
    static let directory = PackagePaths.fixtures("AppiumXML")

    static func data(_ name: String) throws -> Data {
        try Data(contentsOf: directory.appendingPathComponent(name))
    }

    static func tree(_ name: String) throws -> AccessibilityTree {
        try AppiumXMLReader.read(data(name), path: name)
    }

    static func tree(xml: String) throws -> AccessibilityTree {
        try AppiumXMLReader.read(Data(xml.utf8), path: "inline.xml")
    }

    /// The RecordingError reading `bytes` throws, or nil when it reads (or throws something else).
    static func error(_ bytes: Data) -> RecordingError? {
        do {
            _ = try AppiumXMLReader.read(bytes, path: "inline.xml")
            return nil
        } catch let error as RecordingError {
            return error
        } catch {
            return nil
        }
    }

    static func error(xml: String) -> RecordingError? { error(Data(xml.utf8)) }
}

extension AccessibilityTree {
    /// The first node whose identifier or label is `key`.
    func node(_ key: String) -> AccessibilityNode? {
        nodes.first { $0.identifier == key } ?? nodes.first { $0.label == key }
    }
}

@Suite struct AppiumSourceReaderTests {
    typealias F = AppiumSourceFixtures

    @Test func modernSourceMapsEveryAttribute() throws {
        let tree = try F.tree("modern-wda-login.xml")
        #expect(tree.count == 11)
        #expect(tree.source == RecordingSource(format: .appiumXML, path: "modern-wda-login.xml"))
        #expect(tree.idiom == .phone)
        #expect(tree[0].type == .application)
        #expect(tree[1].type == .window)
        #expect(Array(tree.children(of: 1)).count == 8)

        let title = try #require(tree.node("login.title"))
        #expect(title.type == .staticText)
        #expect(title.label == "Sign in to Café & Co")
        #expect(title.value == nil)  // it repeated the label: an echo, dropped (`RecordedEchoes`)
        #expect(title.traits == [.header, .staticText])
        #expect(title.isAccessibilityElement == .yes)
        #expect(title.frame == Frame(x: 20, y: 100, width: 350, height: 40))

        let email = try #require(tree.node("login.email"))
        #expect(email.type == .textField)
        #expect(email.label == nil, "an empty label counts as absent")
        #expect(email.value == nil)
        #expect(email.placeholder == "name@example.com")
        #expect(email.traits == [])

        let password = try #require(tree.node("login.password"))
        #expect(password.type == .secureTextField)
        #expect(password.placeholder == "At least 8 characters")
        #expect(password.label == "Password")
    }

    @Test func nameEqualToLabelMeansNoIdentifier() throws {
        let tree = try F.tree("modern-wda-login.xml")
        // name="Remember me" label="Remember me": WebDriverAgent fell back to the label.
        let toggle = try #require(tree.nodes.first { $0.type == .switch })
        #expect(toggle.identifier == nil)
        #expect(toggle.label == "Remember me")
        // name differs from label: it is the identifier, and the label is kept as read.
        let submit = try #require(tree.node("login.submit"))
        #expect(submit.identifier == "login.submit")
        #expect(submit.label == "Sign In")
        // name without label: an identifier (the root has name == label, so none).
        #expect(tree[0].identifier == nil)
        #expect(tree[0].label == "Login")
        let offscreen = try #require(tree.nodes.first { $0.identifier == "login.offscreen" })
        #expect(offscreen.label == nil)
    }

    @Test func nameEqualToLabelAfterDecodingStillMeansNoIdentifier() throws {
        let tree = try F.tree(xml: #"<XCUIElementTypeButton name="a&amp;b" label="a&#38;b" x="0" y="0" width="1" height="1"/>"#)
        #expect(tree[0].identifier == nil)
        #expect(tree[0].label == "a&b")
    }

    @Test func flagsFollowAttributesThenTraits() throws {
        let tree = try F.tree("modern-wda-login.xml")
        let toggle = try #require(tree.nodes.first { $0.type == .switch })
        #expect(toggle.selected)
        #expect(toggle.value == "1")
        // ToggleButton is the switch bit; SupportsZoom is not known and is skipped.
        #expect(toggle.traits == [.button, .switchButton])

        let submit = try #require(tree.node("login.submit"))
        #expect(!submit.enabled)
        #expect(submit.traits == [.button, .notEnabled])

        let help = try #require(tree.node("login.help"))
        #expect(!help.visible)
        #expect(help.label == "ヘルプ 🆘")
        #expect(help.traits == AccessibilityTraitSet(rawValue: 8193))
        #expect(help.traits == [.button, .allowsDirectInteraction])

        let offscreen = try #require(tree.node("login.offscreen"))
        #expect(!offscreen.visible)
        #expect(offscreen.isAccessibilityElement == .no)
        #expect(tree[0].isAccessibilityElement == .no)
    }

    @Test func traitsAloneSetSelectedAndDisabled() throws {
        let tree = try F.tree(xml: #"<XCUIElementTypeButton name="b" traits="Button, Selected, NotEnabled"/>"#)
        #expect(tree[0].selected)
        #expect(!tree[0].enabled)
        let explicit = try F.tree(xml: #"<XCUIElementTypeButton name="b" traits="Selected" selected="false" enabled="true"/>"#)
        #expect(!explicit[0].selected, "the attribute wins over the trait")
        #expect(explicit[0].enabled)
    }

    @Test func traitsAcceptNamesDecimalAndHexadecimalMasks() throws {
        let names = try F.tree(xml: #"<XCUIElementTypeButton traits=" link ,Image,, FutureTrait "/>"#)
        #expect(names[0].traits == [.link, .image])
        let hex = try F.tree(xml: #"<XCUIElementTypeButton traits="0x48"/>"#)
        #expect(hex[0].traits == [.selected, .staticText])
        let none = try F.tree(xml: #"<XCUIElementTypeButton traits="None"/>"#)
        #expect(none[0].traits == [])
        #expect(F.error(xml: #"<XCUIElementTypeButton traits="0xZZ"/>"#)?.message.contains("traits") == true)
    }

    @Test func entitiesAndCharacterReferencesAreDecoded() throws {
        let tree = try F.tree("modern-wda-login.xml")
        let terms = try #require(tree.nodes.first { $0.identifier?.hasPrefix("<b>") == true })
        #expect(terms.identifier == #"<b>Terms</b> "v2" 'final'"#)
        #expect(terms.label == "Line one\nline two")
        let astral = try F.tree(xml: #"<XCUIElementTypeButton label="&#x1F600;&#65;&#x42;&#x0063;"/>"#)
        #expect(astral[0].label == "😀ABc")
    }

    @Test func literalLineBreaksAndTabsInValuesBecomeSpaces() throws {
        let tree = try F.tree(xml: "<XCUIElementTypeButton label=\"a\r\nb\tc\nd\rе\"/>")
        #expect(tree[0].label == "a b c d е")
    }

    @Test func whitespaceOnlyNamesAreKeptEmptyOnesDropped() throws {
        let tree = try F.tree("modern-wda-login.xml")
        let blank = try #require(tree.nodes.last)
        #expect(blank.label == "   ")
        #expect(blank.identifier == nil, "name equals label")
        #expect(blank.traits == [.selected, .staticText])
        let empty = try F.tree(xml: #"<XCUIElementTypeButton name="" label="" value=""/>"#)
        #expect(empty[0].identifier == nil)
        #expect(empty[0].label == nil)
        #expect(empty[0].value == nil)
        let spaceName = try F.tree(xml: #"<XCUIElementTypeButton name=" " label="Go"/>"#)
        #expect(spaceName[0].identifier == " ")
    }

    @Test func prologOnTheFirstTagsLineWithoutWrapper() throws {
        let tree = try F.tree("prolog-same-line-no-wrapper.xml")
        #expect(tree.count == 2)
        #expect(tree[0].type == .application)
        #expect(tree[0].frame == Frame(x: 0, y: 0, width: 320, height: 568))
        #expect(tree[1].identifier == "go")
        #expect(tree[1].label == "Go")
    }

    @Test func crlfAndByteOrderMarkReadLikeTheLFFile() throws {
        let raw = try F.data("crlf-bom.xml")
        #expect(Array(raw.prefix(3)) == [0xEF, 0xBB, 0xBF])
        #expect(raw.contains(0x0D))
        #expect(try F.tree("crlf-bom.xml") == F.tree("prolog-same-line-no-wrapper.xml"))
        // Error locations count CR LF as one break and skip the BOM.
        let broken = Data([0xEF, 0xBB, 0xBF] + Array("<XCUIElementTypeApplication>\r\n  <XCUIElementTypeButton x=1/>".utf8))
        let error = try #require(F.error(broken))
        #expect(error.line == 2)
        #expect(error.column == 28)
    }

    @Test func legacy2017AttributeSetLeavesAccessibilityUnknown() throws {
        let tree = try F.tree("legacy-2017-attributes.xml")
        #expect(tree.count == 4)
        #expect(tree.nodes.allSatisfy { $0.isAccessibilityElement == .unknown && $0.visible })
        #expect(tree[2].label == "Back")
        #expect(tree[2].identifier == nil)
        #expect(tree[3].label == "Inbox")
        #expect(tree[3].value == nil)  // it repeated the label: an echo, dropped (`RecordedEchoes`)
        #expect(tree[3].frame == Frame(x: 130, y: 29, width: 60, height: 27))
    }

    @Test func commentsProcessingInstructionsAndBlankCDATAAreSkipped() throws {
        let tree = try F.tree("comments-pi-cdata.xml")
        #expect(tree.count == 2)
        #expect(tree[1].identifier == "notes.add")
        #expect(tree[1].label == "Add <!-- not a comment -->")
        #expect(!tree.nodes.contains { $0.identifier == "commented.out" })
    }

    @Test func oddCoordinatesAreKeptAndAnElementWithNoneHasTheZeroFrame() throws {
        let tree = try F.tree("odd-coordinates.xml")
        #expect(try #require(tree.node("negative")).frame == Frame(x: -20, y: -91, width: 430, height: 155))
        let fractional = try #require(tree.node("fractional")).frame
        #expect(fractional.x == 16.5 && fractional.y == 0.25 && fractional.width == 357.333)
        #expect(fractional.height == 0)
        let infinite = try #require(tree.node("infinite")).frame
        #expect(infinite.x == .infinity && infinite.y == -.infinity && infinite.width == .infinity)
        let nan = try #require(tree.node("notanumber")).frame
        #expect(nan.x.isNaN && nan.y.isNaN)
        #expect(nan.width == 1000 && nan.height == 0.25)
        #expect(try #require(tree.node("missing")).frame == .zero)
    }

    @Test func anElementWithSomeButNotAllCoordinatesIsAnErrorNamingTheMissingOnes() throws {
        let noHeight = try #require(F.error(xml: "<AppiumAUT>\n  <XCUIElementTypeButton x=\"1\" y=\"2\" width=\"3\"/>\n</AppiumAUT>"))
        #expect(noHeight.message.hasPrefix("`<XCUIElementTypeButton>` has no `height`: an element's frame needs all of"))
        #expect(noHeight.line == 2 && noHeight.column == 3)
        let partial = try #require(F.error(xml: #"<XCUIElementTypeOther x="7" height="9"/>"#))
        #expect(partial.message.hasPrefix("`<XCUIElementTypeOther>` has no `y`, `width`:"))
        // A bad number is reported as such before the missing coordinates.
        #expect(F.error(xml: #"<XCUIElementTypeButton x="12px"/>"#)?.message == "attribute `x` is not a number: `12px`")
    }

    @Test func typeAttributeWinsThenTagNameAndUnknownXCUITypesAreOther() throws {
        let tree = try F.tree("non-xcui-tags.xml")
        #expect(tree[0].type == .application)
        #expect(try #require(tree.node("type.wins")).type == .cell)
        #expect(try #require(tree.node("generic.tag")).type == .staticText)
        #expect(try #require(tree.node("short.tag")).type == .button)
        #expect(try #require(tree.node("future.type")).type == .other)
        #expect(try F.tree(xml: #"<XCUIElementTypeSlider type=""/>"#)[0].type == .slider, "an empty type falls back to the tag")
        let error = try #require(F.error(xml: #"<AppiumAUT><Gadget name="x"/></AppiumAUT>"#))
        #expect(error.message.contains("unknown element type `Gadget`"))
        #expect(error.column == 13)
    }

    @Test func quotesAttributeOrderAndExplicitCloseTags() throws {
        let tree = try F.tree("quotes-and-order.xml")
        #expect(tree.count == 4)
        #expect(tree[0].label == "Quotes")
        let button = try #require(tree.node(#"say "hi""#))
        #expect(button.type == .button)
        #expect(button.label == #"It's "here""#)
        #expect(button.frame == Frame(x: 5, y: 6, width: 7, height: 8))
        #expect(tree.parent(of: 3) == 2)
        #expect(tree[3].identifier == "explicit.child")
        #expect(tree[3].type == .image)
    }

    @Test func focusedAttributeMeansTVOS() throws {
        let tree = try F.tree("tvos-focused.xml")
        #expect(tree.idiom == .tv)
        #expect(tree[1].identifier == "tv.play")
        #expect(try F.tree("modern-wda-login.xml").idiom == .phone)
    }

    @Test func ignoredAttributesAreStillCheckedForDuplicates() throws {
        let tree = try F.tree(xml: #"<XCUIElementTypeButton index="0" hittable="true" rect="{}" uid="7"/>"#)
        #expect(tree.count == 1)
        let error = try #require(F.error(xml: #"<XCUIElementTypeButton index="0" hittable="true" index="1"/>"#))
        #expect(error.message.contains("`index` appears twice"))
        #expect(error.column == 50)
    }

    @Test func indentationPlaysNoPart() throws {
        // 200 levels where the indentation stops growing at 8 spaces, as in Appium Inspector exports.
        var xml = "<AppiumAUT>\n"
        for depth in 0..<200 { xml += String(repeating: " ", count: min(depth, 8)) + "<XCUIElementTypeOther name=\"n\(depth)\">\n" }
        for depth in (0..<200).reversed() { xml += String(repeating: " ", count: min(depth, 8)) + "</XCUIElementTypeOther>\n" }
        xml += "</AppiumAUT>"
        let tree = try F.tree(xml: xml)
        #expect(tree.count == 200)
        #expect(tree.height == 199)
        let flat = try F.tree(xml: xml.replacingOccurrences(of: "\n", with: "").replacingOccurrences(of: "  ", with: ""))
        #expect(flat == tree)
    }

    @Test func detectionAndEntryPointReadAppiumSources() throws {
        let data = try F.data("legacy-2017-attributes.xml")
        #expect(RecordingFormat.detect(data) == .appiumXML)
        let tree = try AccessibilityTree(reading: data, path: "legacy.xml")
        #expect(tree.source.format == .appiumXML)
        #expect(tree.count == 4)
    }
}
