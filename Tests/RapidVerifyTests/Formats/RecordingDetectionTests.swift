import Foundation
import Testing
@testable import RapidVerify
@testable import RapidTree
import RapidMapTestSupport

/// What reading does before any reader sees the bytes: wide encodings converted, data that
/// is no recording named for what it looks like, control bytes escaped in messages, and a
/// debugDescription pasted as an escaped string among XCTest's console lines.
@Suite struct RecordingDetectionTests {
    static let xml = """
        <AppiumAUT>
          <XCUIElementTypeApplication name="Café" x="0" y="0" width="390" height="844">
            <XCUIElementTypeButton name="LoginScreen.signIn" label="Sign In ✓" x="20" y="300" width="350" height="44"/>
          </XCUIElementTypeApplication>
        </AppiumAUT>
        """

    static let dump = """
        Attributes: Application, 0x600003a1c000, pid: 5120, label: 'Sample'
        Element subtree:
         →Application, 0x600003a1c000, pid: 5120, label: 'Sample'
            Window (Main), 0x600003a1c0e0, {{0.0, 0.0}, {390.0, 844.0}}
              Button, 0x600003a1c7e0, {{20.0, 290.0}, {350.0, 50.0}}, identifier: 'signIn', label: 'Don't stop'
        Path to element:
         →Application, 0x600003a1c000, pid: 5120, label: 'Sample'
        """

    static func read(_ data: Data) throws -> AccessibilityTree { try AccessibilityTree(reading: data, path: "r") }

    static func error(_ data: Data, format: RecordingFormat? = nil) -> RecordingError? {
        readingError { _ = try AccessibilityTree(reading: data, format: format, path: "r") }
    }

    /// `text` in a wide encoding, with or without its byte-order mark.
    static func encode(_ text: String, _ encoding: String.Encoding, mark: [UInt8]) -> Data {
        Data(mark) + text.data(using: encoding)!
    }

    // MARK: - Wide encodings

    @Test(arguments: [
        (String.Encoding.utf16LittleEndian, [UInt8(0xFF), 0xFE]),
        (String.Encoding.utf16BigEndian, [UInt8(0xFE), 0xFF]),
        (String.Encoding.utf16LittleEndian, []),
        (String.Encoding.utf16BigEndian, []),
        (String.Encoding.utf32LittleEndian, [UInt8(0xFF), 0xFE, 0, 0]),
        (String.Encoding.utf32BigEndian, [UInt8(0), 0, 0xFE, 0xFF]),
        (String.Encoding.utf32LittleEndian, []),
        (String.Encoding.utf32BigEndian, []),
    ])
    func wideTextIsConvertedAndReadLikeUTF8(encoding: String.Encoding, mark: [UInt8]) throws {
        let utf8XML = try Self.read(Data(Self.xml.utf8))
        #expect(try Self.read(Self.encode(Self.xml, encoding, mark: mark)) == utf8XML)
        #expect(try Self.read(Self.encode(Self.xml, encoding, mark: mark))[1].label == "Sign In ✓")
        let utf8Dump = try Self.read(Data(Self.dump.utf8))
        #expect(try Self.read(Self.encode(Self.dump, encoding, mark: mark)) == utf8Dump)
    }

    @Test func anErrorInAUTF16FileHasTheLineAndColumnAnEditorShows() throws {
        let broken = "<AppiumAUT>\n  <XCUIElementTypeButton x=\"1\" y=\"2\" width=\"3\" height=\"four\"/>\n</AppiumAUT>"
        let error = try #require(Self.error(Self.encode(broken, .utf16LittleEndian, mark: [0xFF, 0xFE])))
        #expect(error.line == 2)
        #expect(error.message.contains("`height` is not a number"))
    }

    @Test func utf16DetectionWithoutAMarkNeedsTheZeroBytesOfText() {
        let ascii = Data("<XCUIElementTypeButton/>".utf8)
        #expect(ascii.withUnsafeBytes { TextEncoding.wide($0) } == nil)
        let le = "Button, 0x1".data(using: .utf16LittleEndian)!
        #expect(le.withUnsafeBytes { TextEncoding.wide($0)?.encoding } == .utf16LittleEndian)
        // A zero low byte is a NUL character, which text does not have: not UTF-16.
        #expect(Data([0x00, 0x00, 0x41, 0x00]).withUnsafeBytes { TextEncoding.wide($0)?.encoding } != .utf16LittleEndian)
    }

    @Test func anOddTrailingByteOfUTF16BecomesAReplacementCharacterNotSilence() {
        let bytes = Data([0xFF, 0xFE, 0x41, 0x00, 0x42])
        let text = bytes.withUnsafeBytes { String(decoding: TextEncoding.utf8($0, from: .utf16LittleEndian, markLength: 2), as: UTF8.self) }
        #expect(text == "A\u{FFFD}")
    }

    // MARK: - Not a recording

    @Test(arguments: [
        ([UInt8(0x89), 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13], "a PNG image"),
        (Array("%PDF-1.7\n%âãÏÓ\n1 0 obj".utf8), "a PDF document"),
        ([UInt8(0x50), 0x4B, 0x03, 0x04, 0x14, 0x00, 0x00, 0x00], "a ZIP archive"),
        ([UInt8(0x1F), 0x8B, 0x08, 0x00, 0x00, 0x00], "gzip-compressed data"),
        (Array("bplist00\u{D4}\u{01}".utf8), "a binary property list"),
        ([UInt8(0xFF), 0xD8, 0xFF, 0xE0, 0x00, 0x10], "a JPEG image"),
        ([UInt8(0x01), 0x02, 0x03, 0x41, 0x00, 0x07, 0x08, 0x41], "binary data"),
        ([UInt8](repeating: 0x02, count: 64) + Array("Button".utf8), "binary data"),
    ])
    func dataThatIsNoTextSaysWhatItLooksLike(bytes: [UInt8], what: String) throws {
        let error = try #require(Self.error(Data(bytes)))
        #expect(error.message.hasPrefix("not a recording: looks like \(what)"), "\(error.message)")
        #expect(error.message.hasSuffix("expected native JSON, Appium XML, XCUITest debugDescription or WebDriverAgent JSON"))
        #expect(error.file == "r")
        // Also when a format is given: no reader is asked to parse a picture.
        #expect(Self.error(Data(bytes), format: .nativeJSON)?.message.hasPrefix("not a recording") == true)
    }

    @Test func plainTextSaysItLooksLikePlainText() throws {
        let error = try #require(Self.error(Data("Shopping list\n- milk\n- eggs\n".utf8)))
        #expect(error.message.hasPrefix("not a recording: looks like plain text"))
        #expect(error.line == 1 && error.column == 1)
        #expect(error.format == .debugDescription)
    }

    @Test func aDumpWithOneMistypedLineIsStillReadAsADumpAndTheLineNamed() throws {
        let text = "Application, 0x1, pid: 1, label: 'A'\n  Buton, 0x2, {{0, 0}, {1, 1}}\n"
        let error = try #require(Self.error(Data(text.utf8)))
        #expect(error.message == "unknown element type `Buton`")
        #expect(error.line == 2)
    }

    @Test func textWithColourCodesIsNotBinary() {
        // A debugDescription copied from a coloured terminal: escape bytes are text.
        let coloured = Data("\u{1B}[1mApplication\u{1B}[0m, 0x1, pid: 1".utf8)
        #expect(coloured.withUnsafeBytes(ForeignContent.binary) == nil)
    }

    // MARK: - Control bytes in messages

    @Test func controlBytesQuotedFromAFileAreEscapedInTheMessage() throws {
        let xml = Data("<XCUIElementTypeButton/>\u{1B}[2J\u{07}".utf8)
        let error = try #require(Self.error(xml))
        #expect(!error.message.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7F })
        #expect(!error.description.unicodeScalars.contains { $0.value == 0x1B })
        let dump = Data("Application, 0x1, pid: 1\n  Button, 0x2, {{0, 0}, {1, 1}}, \u{08}\u{08}oops\n".utf8)
        let dumpError = try #require(Self.error(dump))
        #expect(dumpError.message.contains("\\u{8}\\u{8}oops"), "\(dumpError.message)")
    }

    @Test func recordingErrorEscapesEveryControlCharacterOnce() {
        let error = RecordingError(
            format: nil, file: "f", line: 1, column: 2,
            message: "tab\there\nnul\0esc\u{1B}del\u{7F}rlo\u{202E}nel\u{85}")
        #expect(error.message == #"tab\there\nnul\0esc\u{1B}del\u{7F}rlo\u{202E}nel\u{85}"#)
        #expect(RecordingError.escapingControlCharacters(#"a \ backslash and "quotes""#) == #"a \ backslash and "quotes""#)
        #expect(RecordingError.escapingControlCharacters("日本語 ✓") == "日本語 ✓")
    }

    // MARK: - A dump pasted as an escaped string

    /// `dump` as `po` or `print(String(reflecting:))` shows it: one line, quoted, escaped.
    static func escaped(_ text: String) -> String {
        "\""
            + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "'", with: "\\'")
            .replacingOccurrences(of: "\n", with: "\\n") + "\""
    }

    @Test func anEscapedDumpAmongXCTestActivityLinesReadsLikeTheRawDump() throws {
        let raw = try Self.read(Data(Self.dump.utf8))
        let console = """
                t =     0.00s Start Test at 2026-11-23 10:00:00.000
                t =     0.52s Set Up
            \(Self.escaped(Self.dump))
                t =     1.20s Tear Down

            """
        let pasted = try Self.read(Data(console.utf8))
        #expect(pasted == raw)
        #expect(pasted[2].label == "Don't stop")
        let lldb = "(lldb) po app.debugDescription\n(String) $R0 = \(Self.escaped(Self.dump))\n(lldb) "
        #expect(try Self.read(Data(lldb.utf8)) == raw)
    }

    @Test func anErrorInAnEscapedDumpAmongActivityLinesPointsIntoItsLine() throws {
        let broken = Self.dump.replacingOccurrences(of: "Button,", with: "Buton,")
        let console = "    t =     0.00s Start Test\n\(Self.escaped(broken))\n    t =     1.20s Tear Down\n"
        let error = try #require(Self.error(Data(console.utf8)))
        #expect(error.line == 2)
        #expect(error.message.hasPrefix("unknown element type `Buton`"))
    }

    @Test func twoEscapedLinesOrOtherTextAroundOneAreReadAsTheyAre() throws {
        // Another non-activity line beside the escaped one: not the pasted-string form.
        let console = "Some note\n\(Self.escaped(Self.dump))\n"
        #expect(Self.error(Data(console.utf8)) != nil)
    }
}
