import Foundation
import Testing
@testable import RapidVerify
@testable import RapidTree
import RapidMapTestSupport

/// The reserve a reader makes before reading is never short of the nodes it reads (so the
/// tree's arrays never grow beside the whole file) and stays bounded on hostile input.
@Suite struct NodeCapacityTests {
    @Test func theReserveCountsTheBytesThatOpenANode() {
        let json = Array(#"{"root":{"type":"window","children":[{"type":"button"},{"type":"cell"}]}}"#.utf8)
        let reserve = json.withUnsafeBytes { NodeCapacity.reserve(opening: UInt8(ascii: "{"), in: $0) }
        // Four objects (the document and three nodes), plus one.
        #expect(reserve == 5)
    }

    @Test func everyOccurrenceCountsWhereverItFallsInAWord() {
        // Each length from 0 to 40 (whole words and tails), the opening byte at every
        // position, beside bytes that differ from it in one bit (0x7B, 0xFB) and high bytes.
        for length in 0...40 {
            for position in 0..<max(1, length) {
                var bytes = [UInt8](repeating: 0x7A, count: length)
                for k in stride(from: 1, to: length, by: 3) { bytes[k] = 0xFB }
                var expected = 1
                if length > 0 {
                    bytes[position] = UInt8(ascii: "{")
                    expected = 2
                }
                let reserve = bytes.withUnsafeBytes { NodeCapacity.reserve(opening: UInt8(ascii: "{"), in: $0) }
                #expect(reserve == min(expected, length / NodeCapacity.fewestBytesPerNode + 1), "length \(length), at \(position)")
            }
        }
        // Four line breaks (a CR LF counts twice: a reserve may be high, never low).
        let lines = Array("line\r\nline\rline\nline".utf8)
        #expect(lines.withUnsafeBytes { NodeCapacity.reserve(opening: UInt8(ascii: "\n"), or: UInt8(ascii: "\r"), in: $0) } == 5)
        // Past 127 and 255 steps of 32 bytes, where the lanes are summed.
        let many = Array(String(repeating: "<a/>\n", count: 2000).utf8)
        #expect(many.withUnsafeBytes { NodeCapacity.reserve(opening: UInt8(ascii: "<"), in: $0) } == 2001)
        let crlf = Array(String(repeating: "line line\r\n", count: 3000).utf8)
        #expect(crlf.withUnsafeBytes { NodeCapacity.reserve(opening: UInt8(ascii: "\n"), or: UInt8(ascii: "\r"), in: $0) } == 6001)
    }

    @Test func aFileOfOpeningBytesReservesNoMoreThanItsSizeAllows() {
        let hostile = [UInt8](repeating: UInt8(ascii: "{"), count: 1000)
        let reserve = hostile.withUnsafeBytes { NodeCapacity.reserve(opening: UInt8(ascii: "{"), in: $0) }
        #expect(reserve == 1000 / NodeCapacity.fewestBytesPerNode + 1)
        let empty = [UInt8]()
        #expect(empty.withUnsafeBytes { NodeCapacity.reserve(opening: UInt8(ascii: "<"), in: $0) } == 1)
    }

    @Test(arguments: [
        ("NativeJSON", RecordingFormat.nativeJSON, UInt8(ascii: "{")), ("AppiumXML", .appiumXML, UInt8(ascii: "<")),
        ("DebugDescription", .debugDescription, UInt8(ascii: "\n")), ("WebDriverAgentJSON", .webDriverAgentJSON, UInt8(ascii: "{")),
    ])
    func everyReaderReservesAtLeastTheNodesOfEachFixture(_ folder: String, _ format: RecordingFormat, _ opening: UInt8) throws {
        let files = try FileManager.default.contentsOfDirectory(at: PackagePaths.fixtures(folder), includingPropertiesForKeys: nil)
        var read = 0
        for file in files.sorted(by: { $0.path < $1.path }) {
            let data = try Data(contentsOf: file)
            guard let tree = try? AccessibilityTree(reading: data, format: format, path: file.path) else { continue }  // a fixture of bad input
            // A `po` string's lines are `\n` escapes: its reader counts the unquoted text.
            let counted = format == .debugDescription ? Data(String(decoding: data, as: UTF8.self).replacingOccurrences(of: "\\n", with: "\n").utf8) : data
            let reserve = counted.withUnsafeBytes {
                NodeCapacity.reserve(opening: opening, or: format == .debugDescription ? UInt8(ascii: "\r") : nil, in: $0)
            }
            #expect(reserve >= tree.count, "\(file.lastPathComponent): \(reserve) reserved for \(tree.count) nodes")
            read += 1
        }
        #expect(read >= 3, "\(folder) has fixtures that read")
    }
}
