import Foundation
import Testing
@testable import RapidVerify
import RapidMapTestSupport

/// The JSON scanner's escape path on the strings Python's `json.dump` writes: every
/// non-ASCII character a `\u` escape, long runs, escapes at every offset of the 8-byte
/// scan, and the errors found after a first escape.
@Suite(.tags(.stress)) struct JSONEscapeScaleTests {
    /// `text` as `json.dump` writes it (`ensure_ascii`), with its quotes.
    static func pythonLiteral(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            default:
                if scalar.isASCII && scalar.value >= 0x20 { out.unicodeScalars.append(scalar); continue }
                for unit in String(scalar).utf16 { out += String(format: "\\u%04x", unit) }
            }
        }
        return out + "\""
    }

    static func label(read literal: String) throws -> String? {
        let json = #"{"format":"rapidmap-native-json","version":1,"root":{"type":"other","frame":[0,0,0,0],"label":\#(literal)}}"#
        return try NativeJSONReader.read(Data(json.utf8), path: "escaped.json")[0].label
    }

    @Test func pythonEscapedTextOfEveryScriptReadsBack() throws {
        for text in [
            "Björn Åkesson", "新しいカフェを見つけました。コーヒーがとても美味しい ☕", "Ngozi 🌍", "رحلة رائعة",
            "Renée \"Ren\" Dubois", "Tip: long-press \\ share", "two\nlines 😀😀😀",
        ] {
            #expect(try Self.label(read: Self.pythonLiteral(text)) == text, "\(text)")
        }
    }

    @Test func anEscapeAtEveryOffsetOfTheEightByteScanIsDecoded() throws {
        for offset in 0..<20 {
            let text = String(repeating: "a", count: offset) + "é" + String(repeating: "b", count: 19 - offset) + "\u{1F600}x"
            #expect(try Self.label(read: Self.pythonLiteral(text)) == text, "offset \(offset)")
        }
    }

    @Test func stringsLongerThanTheScratchBufferAndShorterOnesAfterThemReadBack() throws {
        let long = String(repeating: "Zoë O'Neil — 佐藤 健 ", count: 400)
        let json =
            #"{"format":"rapidmap-native-json","version":1,"root":{"type":"other","frame":[0,0,0,0],"label":\#(Self.pythonLiteral(long)),"children":[{"type":"button","frame":[0,0,1,1],"label":\#(Self.pythonLiteral("é"))}]}}"#
        let tree = try NativeJSONReader.read(Data(json.utf8), path: "long.json")
        #expect(tree[0].label == long)
        #expect(tree[1].label == "é")
    }

    @Test func errorsAfterAFirstEscapeAreStillFound() {
        let cases: [(String, String)] = [
            (#""\u00e9 a\#u{1}b""#, "must be escaped"),
            (#""\u00e9\u12"x"#, "four hexadecimal digits"),
            (#""\u00e9\q""#, "invalid escape"),
            (#""\u00e9\ud83d""#, "surrogate"),
        ]
        for (literal, message) in cases {
            let json = #"{"format":"rapidmap-native-json","version":1,"root":{"type":"other","frame":[0,0,0,0],"label":\#(literal)}}"#
            let error = readingError(NativeJSONReader.self, Data(json.utf8), path: "bad.json")
            #expect(error?.message.contains(message) == true, "\(literal): \(String(describing: error))")
        }
        // Invalid UTF-8 after an escape, and a string cut by the end of the input.
        let invalid = Data(
            Array(#"{"format":"rapidmap-native-json","version":1,"root":{"type":"other","frame":[0,0,0,0],"label":"\n"#.utf8) + [0xC3, 0x28]
                + Array(#""}}"#.utf8))
        #expect(readingError(NativeJSONReader.self, invalid, path: "bad.json")?.message.contains("UTF-8") == true)
        let cut = Data(#"{"format":"rapidmap-native-json","version":1,"root":{"type":"other","frame":[0,0,0,0],"label":"\u00e9abc"#.utf8)
        #expect(readingError(NativeJSONReader.self, cut, path: "bad.json")?.message.contains("unterminated") == true)
    }
}
