import Foundation
import Testing
@testable import RapidVerify
@testable import RapidTree

@Suite("debugDescription reader: malformed input")
struct DebugDescriptionMalformedTests {
    /// Reads `text` and returns the error, failing the test when it reads.
    private func failure(_ text: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> RecordingError? {
        failure(Data(text.utf8), sourceLocation: sourceLocation)
    }

    private func failure(_ data: Data, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> RecordingError? {
        do {
            let tree = try DebugDescriptionReader.read(data, path: "dump.txt")
            Issue.record("expected an error, read \(tree)", sourceLocation: sourceLocation)
            return nil
        } catch let error as RecordingError {
            #expect(error.format == .debugDescription, sourceLocation: sourceLocation)
            #expect(error.file == "dump.txt", sourceLocation: sourceLocation)
            return error
        } catch {
            Issue.record("expected a RecordingError, got \(error)", sourceLocation: sourceLocation)
            return nil
        }
    }

    @Test("an unparsable frame is reported where the frame goes wrong")
    func badFrame() throws {
        let line = "    Button, 0x1, {{1, 2}, {3}}, label: 'x'"
        let error = try #require(failure("Application, 0x0, pid: 1\n" + line))
        #expect(error.line == 2)
        // The `}` right after `3`, where a `,` and the height should be.
        let column = line.utf8.distance(from: line.utf8.startIndex, to: line.utf8.firstIndex(of: UInt8(ascii: "3"))!) + 2
        #expect(error.column == column)
        #expect(error.message.contains("frame"))
    }

    @Test(
        "other broken frames",
        arguments: [
            "Other, {{1, 2}, {3, 4}", "Other, {{1, 2}, {3, }}", "Other, {1, 2, 3}", "Other, {{a, 2}, {3, 4}}",
            "Other, {{1, 2}, {3, 4}}, {{1, 2}, {3, 4}}", "Other, {{1e, 2}, {3, 4}}", "Other, {{-, 2}, {3, 4}}",
        ])
    func otherBadFrames(text: String) throws {
        let error = try #require(failure(text))
        #expect(error.line == 1)
        #expect(error.column > 7)
    }

    @Test("an unterminated quote is reported at its opening quote")
    func unterminatedQuote() throws {
        let error = try #require(failure("Other\n  Button, 0x1, label: 'Menu\n  Button, 0x2, label: 'Next'\n"))
        #expect(error.line == 2)
        #expect(error.column == 23)
        #expect(error.message.contains("unterminated"))
        // At the end of the text, too.
        let last = try #require(failure("Other\n  Button, label: 'Me"))
        #expect(last.line == 2 && last.column == 18)
    }

    @Test("an unknown element type is an error at the type")
    func unknownType() throws {
        let error = try #require(failure("Application, 0x1, pid: 1\n    Buttn, 0x2, {{0, 0}, {1, 1}}\n"))
        #expect(error.line == 2)
        #expect(error.column == 5)
        #expect(error.message.contains("Buttn"))
    }

    @Test(
        "an unknown flag, a trailing comma, junk after a field and a second root are errors",
        arguments: [
            ("Other\n  Button, label: 'a', Hidden", 2, 23),
            ("Other\n  Button, {{0, 0}, {1, 1}}, Hidden", 2, 29),
            ("Other\n  Button, label: 'a',", 2, 22),
            ("Other\n  Button, label: 'a' x", 2, 18),
            ("Other\n  Button, 0x", 2, 11),
            ("Other\n  Button, label 'a'", 2, 11),
            ("Other\n  Button, label: a", 2, 18),
            ("Other\n  Window (Main, {{0, 0}, {1, 1}}", 2, 10),
            ("Other, traits: 99999999999999999999", 1, 16),
            ("Other, pid: x", 1, 13),
            ("Other\nOther", 2, 1),
            ("Other\n  Button\nHello world", 3, 1),
        ] as [(String, Int, Int)])
    func lineErrors(text: String, line: Int, column: Int) throws {
        let error = try #require(failure(text))
        #expect(error.line == line)
        #expect(error.column == column)
    }

    @Test("empty text, blank text and text with no element lines are errors")
    func nothingToRead() throws {
        for text in [
            "", "\n\n   \n", "\u{FEFF}", "(lldb) po app\n    t =     0.52s Snapshot accessibility hierarchy\n",
            "Attributes: Application, 0x1, pid: 2, label: 'A'\nElement subtree:\n", "Path to element:\n →Application",
        ] {
            let error = try #require(failure(text))
            #expect(error.message.contains("no element lines"), "\(text.debugDescription)")
        }
        // Prose is not a dump either.
        let prose = try #require(failure("Hello world.\nThis is not a dump."))
        #expect(prose.line == 1 && prose.column == 1)
    }

    @Test("binary garbage is an error, and random bytes never crash the reader")
    func garbage() throws {
        let garbage = Data([0x00, 0xFF, 0xFE, 0x13, 0x88, 0x0A, 0x7B, 0x7B, 0xC3, 0x28])
        _ = try #require(failure(garbage))
        var state: UInt64 = 0x9E3779B97F4A7C15
        var errors = 0
        for length in 0..<400 {
            var bytes = [UInt8]()
            for _ in 0..<length {
                state = state &* 6364136223846793005 &+ 1442695040888963407
                bytes.append(UInt8(truncatingIfNeeded: state >> 56))
            }
            do {
                _ = try DebugDescriptionReader.read(Data(bytes), path: nil)
            } catch is RecordingError {
                errors += 1
            }
        }
        // Random bytes essentially never form an element line.
        #expect(errors >= 399)
    }

    @Test("an error inside an escaped po string points into its one line")
    func errorInEscapedString() throws {
        let text = #""Element subtree:\n →Application, 0x1, pid: 2\n    Buttn, {{0, 0}, {1, 1}}""#
        let error = try #require(failure(text))
        #expect(error.line == 1)
        let column = text.distance(from: text.startIndex, to: text.range(of: "Buttn")!.lowerBound) + 1
        #expect(error.column == column)
        #expect(error.message.contains("escaped"))
    }

    @Test("every prefix of a dump reads as its complete lines, or throws")
    func everyPrefix() throws {
        let data = try DebugDescriptionFixtures.data("full-dump.txt")
        try checkPrefixes(of: data)
    }

    @Test("every prefix of a CRLF dump with flags reads as its complete lines, or throws")
    func everyPrefixOfFlags() throws {
        var data = try DebugDescriptionFixtures.data("flags-fields.txt")
        data = Data(String(decoding: data, as: UTF8.self).replacingOccurrences(of: "\n", with: "\r\n").utf8)
        try checkPrefixes(of: data)
    }

    /// The rule the reader keeps for a text cut anywhere:
    /// - cut at a line end: it reads exactly the element lines before the cut, each as the full
    ///   text reads it, with the same parents; with no element line before the cut it throws;
    /// - cut inside any other line: it throws, or reads as at the line end before it;
    /// - cut inside an element line: it throws, or reads the complete lines as above plus one
    ///   node for the cut line (which may read as a shorter line: the format has no end marker).
    private func checkPrefixes(of data: Data, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
        let full = try DebugDescriptionReader.read(data, path: nil)
        let bytes = [UInt8](data)
        // Every line, and the element lines: between `Element subtree:` and `Path to element:`.
        var allLines: [(start: Int, end: Int)] = []
        var lines: [(start: Int, end: Int)] = []
        var start = 0
        var inTree = false
        while start < bytes.count {
            var end = start
            while end < bytes.count, bytes[end] != 0x0A, bytes[end] != 0x0D { end += 1 }
            let text = String(decoding: bytes[start..<end], as: UTF8.self)
            allLines.append((start, end))
            if text.hasPrefix("Element subtree:") {
                inTree = true
            } else if text.hasPrefix("Path to element:") {
                inTree = false
            } else if inTree {
                lines.append((start, end))
            }
            start = end
            if start < bytes.count, bytes[start] == 0x0D { start += 1 }
            if start < bytes.count, bytes[start] == 0x0A { start += 1 }
        }
        #expect(lines.count == full.count, sourceLocation: sourceLocation)

        for cut in 0...bytes.count {
            let complete = lines.filter { $0.end <= cut }.count
            let partial = lines.first { $0.start < cut && cut < $0.end }
            let prefix = Data(bytes[0..<cut])
            let tree: AccessibilityTree
            do {
                tree = try DebugDescriptionReader.read(prefix, path: nil)
            } catch is RecordingError {
                let insideLine = allLines.contains { $0.start < cut && cut < $0.end }
                #expect(complete == 0 || insideLine, "cut at \(cut) threw", sourceLocation: sourceLocation)
                continue
            }
            if let partial {
                let onlySpace = bytes[partial.start..<cut].allSatisfy { $0 == 0x20 }
                #expect(tree.count == complete + (onlySpace ? 0 : 1), "cut at \(cut)", sourceLocation: sourceLocation)
            } else {
                #expect(tree.count == complete, "cut at \(cut)", sourceLocation: sourceLocation)
            }
            for i in 0..<min(complete, tree.count) {
                #expect(tree[i] == full[i], "cut at \(cut), node \(i)", sourceLocation: sourceLocation)
                #expect(tree.parent(of: i) == full.parent(of: i), "cut at \(cut), node \(i)", sourceLocation: sourceLocation)
            }
            if tree.count > complete { #expect(tree.parent(of: complete) == full.parent(of: complete), sourceLocation: sourceLocation) }
        }
    }

    @Test("a very deep dump is read without recursion")
    func deepDump() throws {
        var text = ""
        let depth = 4_000
        text.reserveCapacity(depth * depth / 2)
        for level in 0..<depth {
            text += String(repeating: " ", count: level) + "Other\n"
        }
        let tree = try DebugDescriptionReader.read(Data(text.utf8), path: nil)
        #expect(tree.count == depth)
        #expect(tree.parent(of: depth - 1) == depth - 2)
    }

    @Test("a label that never closes does not swallow the element lines after it")
    func unterminatedLabelBeforeElements() throws {
        let error = try #require(
            failure(
                """
                Other
                  StaticText, label: 'It's
                  Button, label: 'Next'
                """))
        #expect(error.line == 2)
        #expect(error.message.contains("unterminated"))
    }
}
