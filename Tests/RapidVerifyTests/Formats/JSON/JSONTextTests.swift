import Foundation
import Testing
@testable import RapidVerify
import RapidMapTestSupport

@Suite struct JSONTextTests {
    @Test func quotesBackslashesAndShortEscapesUseABackslash() {
        #expect(JSONText.stringLiteral("a\"b\\c\n\r\t\u{8}\u{C}") == #""a\"b\\c\n\r\t\b\f""#)
    }

    @Test func otherControlCharactersDELAndLineSeparatorsBecomeUnicodeEscapes() {
        #expect(JSONText.stringLiteral("\u{0}\u{1F}\u{7F}\u{2028}\u{2029}") == #""\u0000\u001f\u007f\u2028\u2029""#)
    }

    @Test func otherTextIncludingNearbyThreeByteCharactersIsWrittenAsIs() {
        // U+2020, U+20AC and U+2030 share the lead byte of U+2028 in UTF-8.
        let text = "/é😀日本 †€‰" + "\u{E2}"
        #expect(JSONText.stringLiteral(text) == "\"" + text + "\"")
        #expect(JSONText.stringLiteral("") == "\"\"")
    }

    @Test func everyLiteralReadsBackToItsText() throws {
        var random = SeededRandom(seed: 5)
        let alphabet: [Unicode.Scalar] = ["a", "\"", "\\", "\u{0}", "\u{1F}", "\u{7F}", "\u{2028}", "\u{2029}", "\u{2020}", "é", "😀", "\n"]
        for _ in 0..<200 {
            var text = ""
            for _ in 0..<random.below(12) { text.unicodeScalars.append(alphabet[random.below(alphabet.count)]) }
            let literal = JSONText.stringLiteral(text)
            let decoded = try JSONSerialization.jsonObject(with: Data(literal.utf8), options: .fragmentsAllowed) as? String
            #expect(decoded == text)
        }
    }
}
