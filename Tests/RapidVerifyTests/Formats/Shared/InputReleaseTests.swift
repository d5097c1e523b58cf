import Foundation
import Testing
@testable import RapidVerify
@testable import RapidTree
import RapidMap
import RapidMapTestSupport

/// A lent input that overwrites what a reader gives back, as memory given back to the
/// system reads as zeros, so a reader that read back a byte it gave would read garbage.
/// `restore()` puts the original bytes back.
private final class OverwritingRelease: InputRelease {
    let original: [UInt8]
    let memory: UnsafeMutableRawBufferPointer
    let fill: UInt8
    let step: Int
    private(set) var released = 0
    private(set) var releases = 0
    private(set) var restores = 0

    init(_ bytes: [UInt8], fill: UInt8, step: Int) {
        original = bytes
        let memory = UnsafeMutableRawBufferPointer.allocate(byteCount: max(bytes.count, 1), alignment: 16)
        bytes.withUnsafeBytes { memory.copyMemory(from: $0) }
        self.memory = memory
        self.fill = fill
        self.step = step
    }

    deinit { memory.deallocate() }

    /// The input as the reader sees it.
    var data: Data { Data(bytesNoCopy: memory.baseAddress!, count: original.count, deallocator: .none) }

    func release(before offset: Int) {
        #expect(offset >= released, "a release goes forward")
        #expect(offset <= original.count)
        guard offset > released else { return }
        UnsafeMutableRawBufferPointer(rebasing: memory[released..<offset]).initializeMemory(as: UInt8.self, repeating: fill)
        released = offset
        releases += 1
    }

    func restore() {
        original.withUnsafeBytes { memory.copyMemory(from: $0) }
        released = 0
        restores += 1
    }
}

@Suite("Formats: a reader gives back the bytes it has read")
struct InputReleaseTests {
    /// Zeros (what memory given back reads as) and a byte that means something in both
    /// formats, so a read-back cannot pass for the end of a text by chance.
    static let fills: [UInt8] = [0, UInt8(ascii: "<")]

    /// Reads `text` with a release every `step` bytes, once per fill byte.
    private static func readReleasing(
        _ bytes: [UInt8], format: RecordingFormat?, step: Int, fill: UInt8
    ) throws -> (tree: AccessibilityTree, input: OverwritingRelease) {
        let input = OverwritingRelease(bytes, fill: fill, step: step)
        let tree = try AccessibilityTree(reading: input.data, format: format, path: "screen", release: input)
        return (tree, input)
    }

    static var recordings: [(name: String, format: RecordingFormat, bytes: [UInt8])] {
        var all = FormatParityTests.texts.filter { $0.0 != .debugDescription }.map { ("parity \($0.0)", $0.0, Array($0.1.utf8)) }
        if RealTrees.available {
            for name in (try? FileManager.default.contentsOfDirectory(atPath: RealTrees.directory.path)) ?? [] {
                guard name.hasPrefix("json_") || name.hasPrefix("xml_"), !name.contains("android") else { continue }
                guard let bytes = try? Data(contentsOf: RealTrees.url(name)) else { continue }
                let format = RecordingFormat.detect(bytes)
                all.append((name, format, Array(bytes)))
            }
        }
        return all
    }

    @Test("every reader that gives back its bytes reads the same tree, however often it gives")
    func sameTree() throws {
        let recordings = Self.recordings
        #expect(recordings.count >= 3)
        var formats = Set<RecordingFormat>()
        for recording in recordings {
            let whole = try AccessibilityTree(reading: Data(recording.bytes), format: recording.format, path: "screen")
            for step in [1, 7, 64, 4096] {
                for fill in Self.fills {
                    let (tree, input) = try Self.readReleasing(recording.bytes, format: recording.format, step: step, fill: fill)
                    #expect(tree == whole, "\(recording.name), a release every \(step) bytes, fill \(fill)")
                    #expect(input.restores == 0, "\(recording.name): nothing read back")
                    if step < recording.bytes.count / 4 {
                        #expect(input.releases > 0, "\(recording.name): bytes given back every \(step)")
                        formats.insert(recording.format)
                    }
                }
            }
        }
        #expect(formats == [.nativeJSON, .webDriverAgentJSON, .appiumXML])
    }

    @Test("an element type and a trait list seen before the bytes went back are still recognised")
    func cachesKeepTheirKeys() throws {
        var xml =
            #"<?xml version="1.0" encoding="UTF-8"?><AppiumAUT><XCUIElementTypeApplication type="XCUIElementTypeApplication" x="0" y="0" width="390" height="844">"#
        for n in 0..<200 {
            xml +=
                #"<XCUIElementTypeButton type="XCUIElementTypeButton" name="b\#(n)" label="B \#(n)" x="0" y="\#(n)" width="10" height="1" traits="Button, Selected"/>"#
        }
        xml += "</XCUIElementTypeApplication></AppiumAUT>"
        let (tree, input) = try Self.readReleasing(Array(xml.utf8), format: .appiumXML, step: 1, fill: 0)
        #expect(input.releases > 150)
        #expect(tree.count == 201)
        #expect(tree.nodes.dropFirst().allSatisfy { $0.type == .button && $0.traits == [.button, .selected] })
    }

    @Test("a close tag is matched against its open tag after the open tag's bytes went back")
    func closeTagAfterRelease() throws {
        var xml = "<XCUIElementTypeApplication x=\"0\" y=\"0\" width=\"1\" height=\"1\">\n<XCUIElementTypeOther x=\"0\" y=\"0\" width=\"1\" height=\"1\">\n"
        for _ in 0..<50 { xml += "<XCUIElementTypeButton x=\"0\" y=\"0\" width=\"1\" height=\"1\"/>\n" }
        let good = xml + "</XCUIElementTypeOther>\n</XCUIElementTypeApplication>\n"
        let (tree, _) = try Self.readReleasing(Array(good.utf8), format: .appiumXML, step: 1, fill: UInt8(ascii: "<"))
        #expect(tree.count == 52)

        let bad = xml + "</XCUIElementTypeApplication>\n"
        let expected = #expect(throws: RecordingError.self) {
            try AccessibilityTree(reading: Data(bad.utf8), format: .appiumXML, path: "screen")
        }
        let input = OverwritingRelease(Array(bad.utf8), fill: 0, step: 1)
        let error = #expect(throws: RecordingError.self) {
            try AccessibilityTree(reading: input.data, format: .appiumXML, path: "screen", release: input)
        }
        #expect(error?.description == expected?.description)
        #expect(error?.description.contains("does not match `<XCUIElementTypeOther>` opened at line 2") == true)
        #expect(error?.line == 53)
        #expect(input.releases > 0 && input.restores > 0)
    }

    @Test("an error after the bytes went back has the line and column a whole read gives")
    func errorsPointWhereTheyWould() throws {
        var refused = 0
        for (format, text) in FormatParityTests.texts where format != .debugDescription {
            let original = Array(text.utf8)
            var random = SeededRandom(seed: 29)
            for _ in 0..<400 {
                let damaged = DamagedInput.damaged(original, alphabet: Array(#"{}[]<>/"=, ax1\"#.utf8), random: &random)
                let whole = Result { try AccessibilityTree(reading: Data(damaged), format: format, path: "screen") }
                let input = OverwritingRelease(damaged, fill: 0, step: 3)
                let released = Result { try AccessibilityTree(reading: input.data, format: format, path: "screen", release: input) }
                switch (whole, released) {
                case (.success(let a), .success(let b)):
                    #expect(a == b)
                case (.failure(let a), .failure(let b)):
                    refused += 1
                    #expect(String(describing: a) == String(describing: b), "\(format)")
                default:
                    Issue.record("\(format): one read failed and the other did not: \(whole) / \(released)")
                }
            }
        }
        #expect(refused > 200)
    }

    @Test("a text converted from UTF-16, or a debugDescription, is read whole")
    func copiesAreNotReleased() throws {
        var utf16: [UInt8] = [0xFF, 0xFE]
        for unit in FormatParityTests.nativeJSON.utf16 { utf16 += [UInt8(unit & 0xFF), UInt8(unit >> 8)] }
        let (tree, input) = try Self.readReleasing(utf16, format: nil, step: 1, fill: 0)
        #expect(tree.count > 5)
        #expect(input.releases == 0)
        let (dump, dumpInput) = try Self.readReleasing(Array(FormatParityTests.debugDescription.utf8), format: nil, step: 1, fill: 0)
        #expect(dump.count > 5)
        #expect(dumpInput.releases == 0)
    }

    @Test("a JSON recording that names its format late is read again from the bytes put back")
    func aLateFormatNameIsReadFromTheRestoredBytes() throws {
        // The WebDriverAgent reader walks the nodes of `children` (giving bytes back) before
        // it finds no frame; the native JSON reader skips that key and reads `root`.
        let children = (0..<300).map { #"{"type":"Button","label":"B \#($0)","rect":{"x":0,"y":\#($0),"width":10,"height":1}}"# }
        let root = #"{"type":"window","frame":[0,0,390,844],"children":[{"type":"button","label":"OK","frame":[0,0,10,10]}]}"#
        let text = #"{"children":[\#(children.joined(separator: ","))],"format":"rapidmap-native-json","version":2,"root":\#(root)}"#
        let whole = try AccessibilityTree(reading: Data(text.utf8), path: "screen")
        #expect(whole.source.format == .nativeJSON)
        #expect(whole.count == 2)
        for fill in Self.fills {
            let (tree, input) = try Self.readReleasing(Array(text.utf8), format: nil, step: 7, fill: fill)
            #expect(tree == whole, "fill \(fill)")
            #expect(input.releases > 0, "the WebDriverAgent reader gave bytes back before it failed")
            #expect(input.restores > 0)
        }
    }
}
