import Foundation
import Testing
@testable import RapidVerify
@testable import RapidTree
import RapidMap
import RapidMapTestSupport

@Suite struct AppiumSourceErrorTests {
    typealias F = AppiumSourceFixtures

    /// A small document touching every construct: BOM, prolog, comment, wrapper,
    /// CR LF, entities, both quote kinds, self-closing and explicit close tags.
    static let small =
        "\u{FEFF}<?xml version=\"1.0\" encoding=\"UTF-8\"?><!-- c -->\r\n<AppiumAUT>\r\n"
        + "<XCUIElementTypeApplication type=\"XCUIElementTypeApplication\" name='App' label=\"A&amp;B&#x263A;\" x=\"0\" y=\"-1.5\" width=\"390\" height=\"844\">\r\n"
        + "  <XCUIElementTypeButton name=\"ok\" label=\"日本\" enabled=\"false\" visible=\"true\" accessible=\"true\" traits=\"Button\"/>\r\n"
        + "  <XCUIElementTypeOther><?pi x?></XCUIElementTypeOther>\r\n"
        + "</XCUIElementTypeApplication>\r\n</AppiumAUT>\r\n"

    @Test func everyTruncationOfASmallDocumentIsAnErrorNeverAPartialTree() throws {
        let bytes = Array(Self.small.utf8)
        let full = try F.tree(xml: Self.small)
        #expect(full.count == 3)
        // The document is complete once the wrapper's close tag has been read.
        let complete = bytes.count - 2
        var errors = 0
        for length in 0...bytes.count {
            let prefix = Data(bytes[0..<length])
            if length < complete {
                let error = F.error(prefix)
                #expect(error != nil, "prefix of \(length) bytes")
                #expect((error?.line ?? 0) >= 1)
                if error != nil { errors += 1 }
            } else {
                #expect(try AppiumXMLReader.read(prefix, path: nil) == full, "prefix of \(length) bytes")
            }
        }
        #expect(errors == complete)
    }

    @Test func everySingleByteCorruptionReadsOrThrowsARecordingError() throws {
        let bytes = Array(Self.small.utf8)
        let replacements: [UInt8] = [0x00, 0x22, 0x26, 0x3C, 0x3E, 0x2F, 0x3D, 0xFF, 0x80, 0x20]
        var thrown = 0
        for offset in bytes.indices {
            for r in replacements where bytes[offset] != r {
                var copy = bytes
                copy[offset] = r
                do {
                    _ = try AppiumXMLReader.read(Data(copy), path: nil)
                } catch is RecordingError {
                    thrown += 1
                } catch {
                    Issue.record("offset \(offset): not a RecordingError: \(error)")
                }
            }
        }
        #expect(thrown > bytes.count)
    }

    @Test func emptyAndBlankFilesAreErrors() throws {
        let empty = try #require(F.error(Data()))
        #expect(empty.message == "the file is empty")
        #expect(empty.line == 1 && empty.column == 1)
        #expect(empty.format == .appiumXML && empty.file == "inline.xml")
        #expect(F.error(xml: " \n\t ")?.message == "the file holds no XML element")
        #expect(F.error(xml: "<?xml version=\"1.0\"?><!-- only a comment -->")?.message == "the file holds no XML element")
        #expect(F.error(xml: "<AppiumAUT></AppiumAUT>")?.message == "`<AppiumAUT>` holds no element")
        #expect(F.error(xml: "<AppiumAUT/>")?.message == "`<AppiumAUT>` holds no element")
    }

    @Test func mismatchedCloseTagNamesBothTagsAndTheOpenLine() throws {
        let xml = "<AppiumAUT>\n<XCUIElementTypeWindow>\n  <XCUIElementTypeButton>\n  </XCUIElementTypeWindow>\n</AppiumAUT>"
        let error = try #require(F.error(xml: xml))
        #expect(error.message == "close tag `</XCUIElementTypeWindow>` does not match `<XCUIElementTypeButton>` opened at line 3")
        #expect(error.line == 4 && error.column == 3)
        #expect(error.description.hasPrefix("inline.xml:4:3: error: close tag"))
        #expect(error.description.hasSuffix("(Appium XML)"))
    }

    @Test func unbalancedTagsAreErrors() throws {
        let unclosed = try #require(F.error(xml: "<AppiumAUT>\n<XCUIElementTypeWindow>\n<XCUIElementTypeButton/>\n"))
        #expect(unclosed.message == "the file ends inside `<XCUIElementTypeWindow>` opened at line 2 (1 element not closed)")
        #expect(unclosed.line == 4)
        let stray = try #require(F.error(xml: "<XCUIElementTypeButton/></XCUIElementTypeButton>"))
        #expect(stray.message == "close tag `</XCUIElementTypeButton>` has no matching open tag")
        #expect(stray.column == 25)
    }

    @Test func twoRootsAreErrors() throws {
        let bare = try #require(F.error(xml: "<XCUIElementTypeWindow/>\n<XCUIElementTypeWindow/>"))
        #expect(bare.message.contains("a second root element"))
        #expect(bare.line == 2)
        let wrapped = try #require(F.error(xml: "<AppiumAUT><XCUIElementTypeWindow/><XCUIElementTypeWindow/></AppiumAUT>"))
        #expect(wrapped.message.contains("inside `<AppiumAUT>`"))
        #expect(wrapped.column == 36)
        #expect(F.error(xml: "<AppiumAUT><XCUIElementTypeWindow/></AppiumAUT><AppiumAUT/>")?.message.contains("second root") == true)
    }

    @Test func badEscapesAreErrorsWithLocation() throws {
        let cases: [(String, String)] = [
            ("&nbsp;", "unknown entity `&nbsp;`"),
            ("a & b", "`&` starts no reference"),
            ("&amp", "`&` starts no reference"),
            ("&#;", "empty character reference"),
            ("&#X42;", "bad character reference"),
            ("&#x;", "empty character reference"),
            ("&#xD800;", "XML does not allow"),
            ("&#0;", "XML does not allow"),
            ("&#x110000;", "beyond Unicode"),
            ("&#12a;", "bad character reference"),
        ]
        for (text, expected) in cases {
            let error = try #require(F.error(xml: "<XCUIElementTypeButton\n label=\"ok \(text)\"/>"), "\(text)")
            #expect(error.message.contains(expected), "\(text): \(error.message)")
            let ampersand = text.utf8.firstIndex(of: UInt8(ascii: "&")).map { text.utf8.distance(from: text.utf8.startIndex, to: $0) } ?? 0
            #expect(error.line == 2 && error.column == 12 + ampersand, "\(text)")
        }
    }

    @Test func binaryGarbageIsAnError() throws {
        var state: UInt64 = 0x9E3779B97F4A7C15
        for round in 0..<200 {
            var bytes: [UInt8] = []
            for _ in 0..<(1 + round % 64) {
                state = state &* 6364136223846793005 &+ 1442695040888963407
                bytes.append(UInt8(truncatingIfNeeded: state >> 33))
            }
            // Also with a plausible start.
            #expect(F.error(Data(bytes)) != nil)
            #expect(F.error(Data(Array("<XCUIElementTypeButton ".utf8) + bytes)) != nil)
        }
        let binary = try #require(F.error(Data([0x00, 0x01, 0x02, 0xFE])))
        #expect(binary.message.hasPrefix("this is not XML"))
    }

    @Test func invalidUTF8InAValueIsAnError() throws {
        let bytes = Array("<XCUIElementTypeButton label=\"ab".utf8) + [0xC3, 0x28] + Array("\"/>".utf8)
        let error = try #require(F.error(Data(bytes)))
        #expect(error.message == "the value is not valid UTF-8")
        #expect(error.column == 33)
        // Names are checked too, also those of attributes that are otherwise ignored.
        let tag = try #require(F.error(Data(Array("<XCUIElementTypeButton".utf8) + [0xFF] + Array(" type=\"XCUIElementTypeButton\"/>".utf8))))
        #expect(tag.message == "a tag or attribute name is not valid UTF-8")
        #expect(tag.column == 23)
        let attribute = try #require(F.error(Data(Array("<XCUIElementTypeButton d".utf8) + [0xE2, 0x82] + Array("=\"1\"/>".utf8))))
        #expect(attribute.message == "a tag or attribute name is not valid UTF-8")
        #expect(attribute.column == 25)
    }

    @Test func attributesWithoutQuotesOrWhitespaceAreErrors() throws {
        let unquoted = try #require(F.error(xml: "<XCUIElementTypeButton x=10/>"))
        #expect(unquoted.message == "the value of attribute `x` must be in quotes")
        #expect(unquoted.column == 26)
        #expect(F.error(xml: "<XCUIElementTypeButton enabled/>")?.message == "expected `=` after attribute `enabled`")
        #expect(F.error(xml: "<XCUIElementTypeButton x=\"1\"y=\"2\"/>")?.message.contains("expected whitespace") == true)
        #expect(F.error(xml: "<XCUIElementTypeButton label=\"a<b\"/>")?.message.contains("`&lt;`") == true)
        #expect(F.error(xml: "<XCUIElementTypeButton label=\"a\u{01}\"/>")?.message.contains("control character") == true)
    }

    @Test func duplicateAttributesAreErrors() throws {
        let error = try #require(F.error(xml: "<XCUIElementTypeButton label=\"a\" name=\"n\" label=\"b\"/>"))
        #expect(error.message == "attribute `label` appears twice in `<XCUIElementTypeButton>`")
        #expect(error.column == 43)
    }

    @Test("a tag with thousands of distinct unknown attributes reads; a repeat among them, before or after they are hashed, is an error at the repeat")
    func manyUnknownAttributesAreCheckedForRepeats() throws {
        let threshold = AppiumXMLAttributes.hashedOtherNamesThreshold
        let names = (0..<(threshold * 200)).map { "attribute\($0)" }
        let many = names.map { "\($0)=\"1\"" }.joined(separator: " ")
        let tree = try F.tree(xml: "<XCUIElementTypeButton name=\"ok\" \(many)/>")
        #expect(tree.count == 1 && tree[0].identifier == "ok")
        // Same-length names that differ only in their last byte stay distinct when hashed.
        let sameLength = (0..<(threshold * 4)).map { "a\(String(format: "%04d", $0))=\"1\"" }.joined(separator: " ")
        #expect(try F.tree(xml: "<XCUIElementTypeButton \(sameLength)/>").count == 1)
        // The table grows many times on the way to thousands of names: the first and the
        // last name are still found after every move.
        let repeats = [
            (names[2], threshold / 2), (names[2], threshold * 3), (names[threshold * 2], threshold * 3), (names[0], names.count),
            (names[names.count - 1], names.count),
        ]
        for (repeated, count) in repeats {
            let prefix = "<XCUIElementTypeButton " + names.prefix(count).map { "\($0)=\"1\"" }.joined(separator: " ") + " "
            let error = try #require(F.error(xml: prefix + "\(repeated)=\"2\"/>"), "\(repeated) after \(count)")
            #expect(error.message == "attribute `\(repeated)` appears twice in `<XCUIElementTypeButton>`")
            #expect(error.column == prefix.count + 1)
        }
    }

    @Test func textContentIsAnError() throws {
        let inside = try #require(F.error(xml: "<AppiumAUT><XCUIElementTypeButton>Sign In</XCUIElementTypeButton></AppiumAUT>"))
        #expect(inside.message.hasPrefix("unexpected text `Sign In</XCUIEle…`"))
        #expect(inside.column == 35)
        let after = try #require(F.error(xml: "<XCUIElementTypeButton/>\ntrailing junk"))
        #expect(after.line == 2 && after.column == 1)
        #expect(F.error(xml: "<XCUIElementTypeButton><![CDATA[text]]></XCUIElementTypeButton>")?.message.contains("CDATA section with text") == true)
        #expect(F.error(xml: "<![CDATA[ ]]><XCUIElementTypeButton/>")?.message.contains("outside the root") == true)
    }

    @Test func badNumbersAndBooleansAreErrors() throws {
        let number = try #require(F.error(xml: "<XCUIElementTypeButton x=\"12px\"/>"))
        #expect(number.message == "attribute `x` is not a number: `12px`")
        #expect(number.column == 27)
        #expect(F.error(xml: "<XCUIElementTypeButton width=\"\"/>")?.message.contains("`width` is not a number") == true)
        #expect(F.error(xml: "<XCUIElementTypeButton enabled=\"yes\"/>")?.message == "attribute `enabled` must be `true` or `false`, not `yes`")
        #expect(try F.tree(xml: "<XCUIElementTypeButton enabled=\"0\" visible=\"1\"/>")[0].enabled == false)
    }

    @Test func unterminatedMarkupIsAnError() throws {
        #expect(F.error(xml: "<XCUIElementTypeButton/><!-- open")?.message == "the comment is not closed with `-->`")
        #expect(F.error(xml: "<?xml version=\"1.0\"")?.message == "the processing instruction is not closed with `?>`")
        #expect(F.error(xml: "<XCUIElementTypeButton label=\"open/>")?.message.contains("ends inside the value") == true)
        #expect(F.error(xml: "<XCUIElementTypeButton")?.message == "the file ends inside the tag `<XCUIElementTypeButton`")
        #expect(F.error(xml: "<!ELEMENT x ANY><XCUIElementTypeButton/>")?.message.hasPrefix("unexpected `<!ELEMENT") == true)
    }

    @Test func otherEncodingsAreRefused() throws {
        let utf16 = try #require(F.error(Data([0xFF, 0xFE, 0x3C, 0x00])))
        #expect(utf16.message.contains("UTF-16"))
        let latin1 = try #require(F.error(xml: "<?xml version=\"1.0\" encoding=\"ISO-8859-1\"?><XCUIElementTypeButton/>"))
        #expect(latin1.message.contains("encoding `ISO-8859-1`"))
        #expect(try F.tree(xml: "<?xml version='1.0' encoding='utf-8'?><XCUIElementTypeButton/>").count == 1)
    }

    @Test func jsonGivenAsAppiumXMLSaysItIsNotXML() throws {
        let error = try #require(F.error(xml: "{\"value\": {\"tree\": {}}}"))
        #expect(error.message.hasPrefix("this is not XML: expected `<`, found `{"))
    }

    @Test func androidDumpIsRecognised() throws {
        let xml =
            "<?xml version='1.0' encoding='UTF-8' standalone='yes' ?><hierarchy rotation=\"0\"><node index=\"0\" class=\"android.widget.FrameLayout\" bounds=\"[0,0][720,1280]\"/></hierarchy>"
        let error = try #require(F.error(xml: xml))
        #expect(error.message.contains("Android uiautomator dump"))
        #expect(error.column == 57)
    }

    @Test func aVeryDeepDocumentIsReadWithoutRecursion() throws {
        let depth = StressRun.deepTreeLevels
        let open = Array("<XCUIElementTypeOther>".utf8)
        let close = Array("</XCUIElementTypeOther>".utf8)
        var bytes: [UInt8] = []
        bytes.reserveCapacity(depth * (open.count + close.count) + 64)
        for _ in 0..<depth { bytes.append(contentsOf: open) }
        bytes.append(contentsOf: Array("<XCUIElementTypeButton name=\"leaf\"/>".utf8))
        for _ in 0..<depth { bytes.append(contentsOf: close) }
        var tree: AccessibilityTree? = try AppiumXMLReader.read(Data(bytes), path: nil)
        #expect(tree?.count == depth + 1)
        #expect(tree?.height == depth)
        #expect(tree?[depth].identifier == "leaf")
        tree = nil
        // Truncated by one byte, the same document is an error naming the innermost open tag.
        let error = try #require(F.error(Data(bytes.dropLast())))
        #expect(error.message.hasPrefix("the file ends inside the close tag") || error.message.contains("not closed"))
    }
}
