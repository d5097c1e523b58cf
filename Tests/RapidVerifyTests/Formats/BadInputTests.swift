import Foundation
import RapidMap
import Testing
@testable import RapidVerify
@testable import RapidTree
@testable import RapidProject
import RapidMapTestSupport

/// Hostile bytes in every format: random bytes, NUL bytes, invalid UTF-8, an encoding
/// declaration that lies, and numbers such as `1e400`, `-0` and `nan`. Each gives a tree
/// or a ``RecordingError`` with a position, never a crash or a hang; a tree that is read
/// then goes through ordering, map generation, verification with its report, and a
/// native JSON write that reads back and writes again to the same bytes.
@Suite("Bad input in every format", .tags(.stress))
struct BadInputTests {
    /// One small document per format with a `@TEXT@` placeholder inside a label and
    /// `@NUMBER@` in the frame's x position.
    static let templates: [(RecordingFormat, String)] = [
        (
            .nativeJSON,
            #"{"format":"rapidmap-native-json","version":1,"root":{"type":"window","identifier":"S","frame":[0,0,390,844],"children":[{"type":"button","identifier":"go","label":"@TEXT@","frame":[@NUMBER@,10,44,44]}]}}"#
        ),
        (
            .webDriverAgentJSON,
            #"{"value":{"tree":{"type":"Window","name":"S","frame":"{{0, 0}, {390, 844}}","children":[{"type":"Button","name":"go","label":"@TEXT@","rect":{"x":@NUMBER@,"y":10,"width":44,"height":44}}]}},"status":0}"#
        ),
        (
            .appiumXML,
            #"<?xml version="1.0" encoding="UTF-8"?><AppiumAUT><XCUIElementTypeWindow name="S" x="0" y="0" width="390" height="844"><XCUIElementTypeButton name="go" label="@TEXT@" x="@NUMBER@" y="10" width="44" height="44"/></XCUIElementTypeWindow></AppiumAUT>"#
        ),
        (
            .debugDescription,
            "Window, {{0.0, 0.0}, {390.0, 844.0}}, identifier: 'S'\n  Button, {{@NUMBER@, 10.0}, {44.0, 44.0}}, identifier: 'go', label: '@TEXT@'\n"
        ),
    ]

    static func document(_ template: String, text: [UInt8] = Array("Go".utf8), number: String = "10") -> Data {
        var bytes = Array(template.replacingOccurrences(of: "@NUMBER@", with: number).utf8)
        let marker = Array("@TEXT@".utf8)
        if let at = bytes.indices.first(where: { bytes[$0...].starts(with: marker) }) {
            bytes.replaceSubrange(at..<(at + marker.count), with: text)
        }
        return Data(bytes)
    }

    @Test("the templates themselves read as a window around one button")
    func templatesAreValid() throws {
        for (format, template) in Self.templates {
            let tree = try #require(readThroughPipeline(Self.document(template), format: format, "\(format)"))
            #expect(tree.count == 2 && tree[1].identifier == "go" && tree[1].label == "Go" && tree[1].frame.x == 10, "\(format)")
        }
    }

    @Test("random bytes, alone or after each format's opening, are a tree or a RecordingError")
    func randomBytes() {
        var random = SeededRandom(seed: 1212)
        let openings: [(RecordingFormat?, [UInt8])] = [
            (nil, []), (.appiumXML, Array("<AppiumAUT><XCUIElementTypeOther ".utf8)),
            (.webDriverAgentJSON, Array(#"{"value":{"tree":{"type":"#.utf8)),
            (.nativeJSON, Array(#"{"format":"rapidmap-native-json","version":1,"root":{"#.utf8)),
            (.debugDescription, Array("Other, {{0.0, 0.0}, {1.0, 1.0}}\n  ".utf8)),
        ]
        for round in 0..<400 {
            let (format, opening) = openings[round % openings.count]
            let tail = (0..<random.below(2048)).map { _ in UInt8(truncatingIfNeeded: random.next()) }
            for f in format.map({ [$0] }) ?? [nil] + RecordingFormat.allCases.map(Optional.some) {
                readThroughPipeline(Data(opening + tail), format: f, "round \(round), \(String(describing: f))")
            }
        }
    }

    @Test("NUL bytes: a file of them, and one inside a label, in every format")
    func nulBytes() {
        for format in RecordingFormat.allCases {
            #expect(readThroughPipeline(Data(count: 65_536), format: format, "\(format): all NUL") == nil)
        }
        #expect(RecordingFormat.detect(Data(count: 16)) == .debugDescription)
        for (format, template) in Self.templates {
            // A raw NUL is a control character JSON and XML refuse; the debugDescription
            // reader may keep it in the label, since Xcode prints labels as they are.
            let tree = readThroughPipeline(Self.document(template, text: [0x41, 0x00, 0x42]), format: format, "\(format): NUL in a label")
            if let tree { #expect(tree[1].label == "A\u{0}B", "\(format)") }
        }
    }

    @Test(
        "invalid UTF-8 in a label: a RecordingError naming its line and column in every format (never replaced with U+FFFD)",
        arguments: [[0xFF], [0xC3, 0x28], [0xC0, 0xAF], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80], [0xE2, 0x82]] as [[UInt8]])
    func invalidUTF8(bytes: [UInt8]) throws {
        for (format, template) in Self.templates {
            let data = Self.document(template, text: Array("ab".utf8) + bytes + Array("cd".utf8))
            #expect(readThroughPipeline(data, format: format, "\(format), \(bytes)") == nil, "\(format) read invalid UTF-8 \(bytes)")
            // The debugDescription template has two lines; the label is on the second.
            let lines = String(decoding: Self.document(template), as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
            let lineIndex = try #require(lines.firstIndex { $0.contains("'Go'") || $0.contains("\"Go\"") })
            let line = lines[lineIndex]
            let error = try #require(readingError(format.reader, data, path: "bad.txt"), "\(format), \(bytes)")
            let expectedColumn = line.distance(from: line.startIndex, to: line.range(of: "Go")!.lowerBound) + 3
            #expect(error.line == lineIndex + 1, "\(format): \(error)")
            #expect(error.message.contains("UTF-8"), "\(format): \(error)")
            #expect(error.column == expectedColumn, "\(format): \(error)")
        }
    }

    @Test("the UTF-8 check finds the first invalid byte wherever it falls among the eight-byte ASCII steps, and passes every valid sequence")
    func firstInvalidUTF8() {
        let valid = Array("é佐🌍\u{7F}\u{80}\u{7FF}\u{800}\u{FFFF}\u{10000}\u{10FFFF}".utf8)
        for bad: [UInt8] in [[0xFF], [0x80], [0xC3, 0x28], [0xC0, 0xAF], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80], [0xE2, 0x82]] {
            for offset in 0..<20 {
                let bytes = [UInt8](repeating: UInt8(ascii: "a"), count: offset) + valid + bad + Array("tail".utf8)
                let found = bytes.withUnsafeBytes { TextEncoding.firstInvalidUTF8($0) }
                #expect(found == offset + valid.count, "\(bad) after \(offset) ASCII bytes")
            }
        }
        for offset in 0..<20 {
            let bytes = [UInt8](repeating: UInt8(ascii: "a"), count: offset) + valid
            #expect(bytes.withUnsafeBytes { TextEncoding.firstInvalidUTF8($0) } == nil)
        }
        // A sequence cut by the end of the text.
        #expect(([0x61, 0xF0, 0x9F] as [UInt8]).withUnsafeBytes { TextEncoding.firstInvalidUTF8($0) } == 1)
    }

    @Test("a debugDescription dump with invalid UTF-8 on a later line is refused at that line and column")
    func debugDescriptionRefusesInvalidUTF8() throws {
        let dump =
            Array("Window, {{0.0, 0.0}, {390.0, 844.0}}\n  Button, {{0.0, 0.0}, {1.0, 1.0}}, label: 'ok'\n  Button, {{0.0, 0.0}, {1.0, 1.0}}, label: 'x".utf8)
            + [0xFF] + Array("'\n".utf8)
        let error = try #require(readingError(DebugDescriptionReader.self, Data(dump), path: "dump.txt"))
        #expect(error.line == 3 && error.column == 46, "\(error)")
        #expect(error.message == "invalid UTF-8 byte 0xFF (the text must be UTF-8)")
    }

    @Test("a declared encoding that lies is read by the bytes, or refused with a position")
    func lyingEncodingDeclarations() throws {
        let xml = Self.templates.first { $0.0 == RecordingFormat.appiumXML }!.1
        // UTF-8 bytes declared as UTF-16 or Latin-1: the bytes are what counts.
        for declared in ["UTF-16", "ISO-8859-1", "Shift_JIS", "x-nonsense"] {
            let data = Self.document(xml.replacingOccurrences(of: "UTF-8", with: declared), text: Array("Café".utf8))
            if let tree = readThroughPipeline(data, format: .appiumXML, "declared \(declared)") {
                #expect(tree[1].label == "Café", "declared \(declared)")
            }
        }
        // Latin-1 bytes declared as UTF-8, and declared as Latin-1: é is 0xE9, not UTF-8.
        for declared in ["UTF-8", "ISO-8859-1"] {
            let data = Self.document(xml.replacingOccurrences(of: "UTF-8", with: declared), text: [0x43, 0x61, 0x66, 0xE9])
            #expect(readThroughPipeline(data, format: .appiumXML, "Latin-1 bytes declared \(declared)") == nil)
        }
        // UTF-16 text (with its byte order mark) in every format: converted by its mark and read
        // to the same tree as the UTF-8 document, never misread.
        for (format, template) in Self.templates {
            var utf16: [UInt8] = [0xFF, 0xFE]
            for unit in String(decoding: Self.document(template), as: UTF8.self).utf16 { utf16 += [UInt8(unit & 0xFF), UInt8(unit >> 8)] }
            let expected = readThroughPipeline(Self.document(template), format: format, "\(format) as UTF-8")
            #expect(expected != nil, "\(format)")
            #expect(readThroughPipeline(Data(utf16), format: format, "\(format) as UTF-16") == expected, "\(format)")
            #expect(readThroughPipeline(Data(utf16), format: nil, "\(format) as UTF-16, detected") == expected, "\(format)")
        }
    }

    @Test(
        "numbers out of range or not numbers are read as such or refused, then survive every stage",
        arguments: [
            "1e400", "-1e400", "1e-400", "-0", "-0.0", "nan", "NaN", "inf", "-inf", "Infinity",
            "99999999999999999999999999", "1e308", "4.9e-324", "0x10", "1_000", "", " ",
        ])
    func extremeNumbers(number: String) {
        for (format, template) in Self.templates {
            guard let tree = readThroughPipeline(Self.document(template, number: number), format: format, "\(format): x = \(number)") else { continue }
            let x = tree[1].frame.x
            // A number that is read keeps its value: 1e400 is too large, so infinite.
            switch number {
            case "-0", "-0.0": #expect(x == 0 && x.sign == .minus || x == 0, "\(format)")
            case "1e400": #expect(x == .infinity || x.isNaN, "\(format): \(x)")
            case "1e-400": #expect(x == 0, "\(format): \(x)")
            case "1e308": #expect(x == 1e308, "\(format): \(x)")
            default: break
            }
        }
    }
}

/// Reads `data` as `format` (detected when nil): nil for a ``RecordingError`` with a
/// position; a tree goes through every later stage. Any other error is an issue.
@discardableResult
func readThroughPipeline(
    _ data: Data, format: RecordingFormat?, _ what: String,
    sourceLocation: Testing.SourceLocation = #_sourceLocation
) -> AccessibilityTree? {
    let tree: AccessibilityTree
    do {
        tree = try AccessibilityTree(reading: data, format: format, path: "bad-input")
    } catch let error as RecordingError {
        #expect(error.file == "bad-input" && !error.message.isEmpty, "\(what): \(error)", sourceLocation: sourceLocation)
        return nil
    } catch {
        Issue.record("\(what): not a RecordingError: \(error)", sourceLocation: sourceLocation)
        return nil
    }
    #expect(tree.count > 0, sourceLocation: sourceLocation)
    let controls = MapGeneration.controls(screen: "S", tree: tree, options: MapSourceOptions(values: true, traits: true))
    let source = MapSourceWriter.file(screen: "S", controls: controls)
    #expect((try? MapRegion.scan(Array(source.utf8), file: nil))?.count == 1, "\(what)", sourceLocation: sourceLocation)
    let verification = Verifier.verify(screen: "S", screenIdentifier: "S", map: controls, tree: tree)
    #expect(!verification.report().isEmpty, sourceLocation: sourceLocation)
    let written = NativeJSONWriter.write(tree)
    do {
        let back = try NativeJSONReader.read(written, path: nil)
        #expect(NativeJSONWriter.write(back) == written, "\(what): written, read and written again differs", sourceLocation: sourceLocation)
    } catch {
        Issue.record("\(what): the writer wrote JSON the reader refuses: \(error)", sourceLocation: sourceLocation)
    }
    return tree
}
