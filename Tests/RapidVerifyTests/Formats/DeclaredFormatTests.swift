import Foundation
import Testing
import RapidVerify
import RapidMapTestSupport

/// A JSON recording that names its format in a top-level `format` member is read as what it
/// names: native JSON wherever the name stands, and any other name reported as that format,
/// at the name, not as a WebDriverAgent source without a tree.
@Suite struct DeclaredFormatTests {
    static let root = #"{"type":"window","frame":[0,0,390,844],"children":[{"type":"button","label":"Sign In","frame":[20,300,350,44]}]}"#

    static func error(_ text: String, format: RecordingFormat? = nil) -> RecordingError? {
        readingError { _ = try AccessibilityTree(reading: Data(text.utf8), format: format, path: "Recordings/Login.json") }
    }

    @Test func aFormatRapidMapDoesNotReadIsNamedAtItsValueWithFileLineAndColumn() throws {
        let text = """
            {
              "version": 2,
              "format": "something-else",
              "root": \(Self.root)
            }
            """
        let error = try #require(Self.error(text))
        #expect(error.message.hasPrefix(#"unknown recording format "something-else": RapidMap reads "rapidmap-native-json" (native JSON)"#))
        #expect(error.message.contains("Appium XML"))
        #expect(error.file == "Recordings/Login.json")
        #expect(error.line == 3)
        #expect(error.column == 13)
        #expect(error.format == nil, "no format RapidMap reads is named as the one being read")
        #expect(!error.description.hasSuffix("(WebDriverAgent JSON)"))
        #expect(!error.description.contains("no accessibility tree found"))
    }

    @Test func aFormatNamedFirstOnOneLineIsPointedAtToo() throws {
        let error = try #require(Self.error(#"{"format":"appium","version":1,"root":\#(Self.root)}"#))
        #expect(error.message.hasPrefix(#"unknown recording format "appium""#))
        #expect((error.line, error.column) == (1, 11))
    }

    @Test func aFormatThatIsNoStringSaysWhatItFound() throws {
        let error = try #require(Self.error(#"{"format": 2, "version": 2, "root": \#(Self.root)}"#))
        #expect(error.message.hasPrefix("`format` must be a string naming the recording format, found"))
        #expect((error.line, error.column) == (1, 12))
    }

    @Test func aNativeRecordingThatNamesItsFormatPastTheFirstBytesIsReadAsNativeJSON() throws {
        let label = String(repeating: "a long label ", count: 400)
        let late = #"{"root": {"type":"window","label":"\#(label)","frame":[0,0,390,844]}, "version": 2, "format": "rapidmap-native-json"}"#
        let early = #"{"format": "rapidmap-native-json", "version": 2, "root": {"type":"window","label":"\#(label)","frame":[0,0,390,844]}}"#
        #expect(late.utf8.count > 4096, "past the bytes detection looks at")
        #expect(RecordingFormat.detect(Data(late.utf8)) == .webDriverAgentJSON)
        let tree = try AccessibilityTree(reading: Data(late.utf8), path: "late.json")
        #expect(tree.source.format == .nativeJSON)
        #expect(tree == (try AccessibilityTree(reading: Data(early.utf8), path: "late.json")))
    }

    @Test func aFormatNamedWhereDetectionLooksIsStillNamed() throws {
        // Detection sees no "rapidmap-native-json" and hands the document to the WebDriverAgent reader.
        #expect(RecordingFormat.detect(Data(#"{"format":"rapidmap-native-jsonl"}"#.utf8)) == .webDriverAgentJSON)
        let error = try #require(Self.error(#"{"format":"rapidmap-native-jsonl","version":2,"root":\#(Self.root)}"#))
        #expect(error.message.hasPrefix(#"unknown recording format "rapidmap-native-jsonl""#))
    }

    @Test func aFormatGivenByTheCallerIsReadAsGiven() throws {
        let text = #"{"format":"something-else","version":1,"root":\#(Self.root)}"#
        let wda = try #require(Self.error(text, format: .webDriverAgentJSON))
        #expect(wda.format == .webDriverAgentJSON)
        #expect(wda.message.hasPrefix("no accessibility tree found"))
        let native = try #require(Self.error(text, format: .nativeJSON))
        #expect(native.message.contains(#""something-else", not "rapidmap-native-json""#))
    }

    @Test func aWebDriverAgentSourceWithoutATreeOrAFormatKeepsItsOwnError() throws {
        let error = try #require(Self.error(#"{"value": {"sessionId": "1"}, "status": 0}"#))
        #expect(error.format == .webDriverAgentJSON)
        #expect(error.message.hasPrefix("no accessibility tree found"))
    }

    @Test func aBrokenDocumentBeforeAnyFormatKeepsTheReadersError() throws {
        let error = try #require(Self.error(#"{"value": {"type": "Button" "rect": 1}, "format": "x"}"#))
        #expect(error.format == .webDriverAgentJSON)
        #expect(error.message.contains("expected"))
    }

    @Test func aWebDriverAgentNodeWithAFormatAttributeReadsAsTheNodeItIs() throws {
        let text = #"{"type":"Button","label":"OK","format":"plain","rect":{"x":0,"y":0,"width":10,"height":10}}"#
        let tree = try AccessibilityTree(reading: Data(text.utf8), path: "node.json")
        #expect(tree.source.format == .webDriverAgentJSON)
        #expect(tree[0].label == "OK")
    }
}
