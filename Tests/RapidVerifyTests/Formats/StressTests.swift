import Foundation
import RapidMap
import Testing
@testable import RapidVerify
@testable import RapidScreenReader
@testable import RapidTree
@testable import RapidProject
import RapidMapTestSupport

/// How big the stress documents are: 1,000,000 levels and 1,000,000 siblings when
/// `RAPIDMAP_STRESS=1`, else 10,000 of each (the always-on version `.ci/run` runs).
/// The readers' own deep-tree tests (`aVeryDeep…` in their suites,
/// `StressRun.deepTreeLevels`) go deeper by default; these take every format through the
/// whole pipeline after reading.
enum StressScale {
    /// Whether the full-size cases run.
    static let isFull = StressRun.isFull
    /// Levels of the deep documents.
    static let depth = isFull ? 1_000_000 : 10_000
    /// Children of the wide documents' screen.
    static let siblings = isFull ? 1_000_000 : 10_000
    /// Levels of the deep debugDescription dump. Its depth is its indentation, so a dump
    /// `n` levels deep has about n²/2 bytes: 1,000,000 levels would be 500 GB. 20,000
    /// levels (200 MB) is the deepest it tests; the depth-independent parts (ordering,
    /// verifying, generating, writing) get 1,000,000 levels from the other formats.
    static let debugDescriptionDepth = isFull ? 20_000 : 2_000
}

/// Stress documents written directly as bytes in each format (not through the writer),
/// with a screen container `StressScreen` and buttons whose identifiers are `b0`, `b1`, …
enum StressDocument {
    static let screen = "StressScreen"

    /// A chain of `depth` containers (the second is the screen) around one button `b0`.
    static func deep(_ format: RecordingFormat, depth: Int) -> Data {
        var out: [UInt8] = []
        func add(_ s: String) { out.append(contentsOf: s.utf8) }
        func id(_ level: Int) -> String { level == 1 ? screen : "level\(level)" }
        switch format {
        case .nativeJSON:
            add(#"{"format":"rapidmap-native-json","version":1,"root":"#)
            for level in 0..<depth { add(#"{"type":"other","identifier":"\#(id(level))","frame":[0,0,390,844],"children":["#) }
            add(#"{"type":"button","identifier":"b0","label":"Deep","frame":[10,10,44,44]}"#)
            for _ in 0..<depth { add("]}") }
            add("}")
        case .webDriverAgentJSON:
            add(#"{"value":{"tree":"#)
            for level in 0..<depth { add(#"{"type":"Other","name":"\#(id(level))","frame":"{{0, 0}, {390, 844}}","children":["#) }
            add(#"{"type":"Button","name":"b0","label":"Deep","frame":"{{10, 10}, {44, 44}}"}"#)
            for _ in 0..<depth { add("]}") }
            add(#"},"status":0}"#)
        case .appiumXML:
            add("<AppiumAUT>")
            for level in 0..<depth { add(#"<XCUIElementTypeOther name="\#(id(level))" x="0" y="0" width="390" height="844">"#) }
            add(#"<XCUIElementTypeButton name="b0" label="Deep" x="10" y="10" width="44" height="44"/>"#)
            for _ in 0..<depth { add("</XCUIElementTypeOther>") }
            add("</AppiumAUT>")
        case .debugDescription:
            out.reserveCapacity(depth * depth / 2 + depth * 60)
            for level in 0..<depth {
                out.append(contentsOf: repeatElement(UInt8(ascii: " "), count: level))
                add("Other, {{0.0, 0.0}, {390.0, 844.0}}, identifier: '\(id(level))'\n")
            }
            out.append(contentsOf: repeatElement(UInt8(ascii: " "), count: depth))
            add("Button, {{10.0, 10.0}, {44.0, 44.0}}, identifier: 'b0', label: 'Deep'\n")
        }
        return Data(out)
    }

    /// A window holding the screen, which holds `count` buttons `b0`… in a column.
    static func wide(_ format: RecordingFormat, count: Int) -> Data {
        var out: [UInt8] = []
        out.reserveCapacity(count * 110 + 400)
        func add(_ s: String) { out.append(contentsOf: s.utf8) }
        let height = count * 50
        switch format {
        case .nativeJSON:
            add(#"{"format":"rapidmap-native-json","version":1,"root":{"type":"window","frame":[0,0,390,\#(height)],"children":["#)
            add(#"{"type":"other","identifier":"\#(screen)","frame":[0,0,390,\#(height)],"children":["#)
            for k in 0..<count { add(#"\#(k == 0 ? "" : ","){"type":"button","identifier":"b\#(k)","label":"Row \#(k)","frame":[0,\#(k * 50),390,44]}"#) }
            add("]}]}}")
        case .webDriverAgentJSON:
            add(#"{"value":{"tree":{"type":"Window","frame":"{{0, 0}, {390, \#(height)}}","children":["#)
            add(#"{"type":"Other","name":"\#(screen)","frame":"{{0, 0}, {390, \#(height)}}","children":["#)
            for k in 0..<count { add(#"\#(k == 0 ? "" : ","){"type":"Button","name":"b\#(k)","label":"Row \#(k)","frame":"{{0, \#(k * 50)}, {390, 44}}"}"#) }
            add(#"]}]}},"status":0}"#)
        case .appiumXML:
            add(#"<AppiumAUT><XCUIElementTypeWindow x="0" y="0" width="390" height="\#(height)">"#)
            add(#"<XCUIElementTypeOther name="\#(screen)" x="0" y="0" width="390" height="\#(height)">"#)
            for k in 0..<count { add(#"<XCUIElementTypeButton name="b\#(k)" label="Row \#(k)" x="0" y="\#(k * 50)" width="390" height="44"/>"#) }
            add("</XCUIElementTypeOther></XCUIElementTypeWindow></AppiumAUT>")
        case .debugDescription:
            add("Window, {{0.0, 0.0}, {390.0, \(height).0}}\n")
            add("  Other, {{0.0, 0.0}, {390.0, \(height).0}}, identifier: '\(screen)'\n")
            for k in 0..<count { add("    Button, {{0.0, \(k * 50).0}, {390.0, 44.0}}, identifier: 'b\(k)', label: 'Row \(k)'\n") }
        }
        return Data(out)
    }
}

/// Every format, 1,000,000 levels deep and 1,000,000 siblings wide (10,000 without
/// `RAPIDMAP_STRESS=1`), through the whole pipeline: reading, ordering, generating map
/// source, verifying (a matching map and a map with a difference, with its report),
/// writing native JSON and reading it back. No stack overflow, no crash, complete output.
/// The wide screen is read and ordered in every format and taken through the later
/// stages once.
@Suite("Stress: huge trees through the whole pipeline", .serialized, .tags(.stress))
struct StressTests {
    /// Runs every stage on `tree`, whose screen `StressScreen` holds buttons `b0`…`b{count-1}`.
    func exercise(_ tree: AccessibilityTree, buttons count: Int, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
        let screen = StressDocument.screen
        let controls = MapGeneration.controls(screen: screen, tree: tree, options: MapSourceOptions())
        #expect(controls.count == count, sourceLocation: sourceLocation)
        #expect(controls.first?.identifier == "b0" && controls.last?.identifier == "b\(count - 1)", sourceLocation: sourceLocation)

        let source = MapSourceWriter.file(screen: screen, controls: controls)
        let regions = try MapRegion.scan(Array(source.utf8), file: "StressScreen.swift")
        #expect(regions.map(\.screen) == [screen], sourceLocation: sourceLocation)
        #expect(source.hasSuffix("// rapidgen:end\n}\n"), sourceLocation: sourceLocation)
        #expect(source.components(separatedBy: "ControlInformation(index:").count == count + 1, sourceLocation: sourceLocation)

        let passing = Verifier.verify(screen: screen, screenIdentifier: screen, map: controls, tree: tree)
        #expect(passing.passed, sourceLocation: sourceLocation)
        #expect(passing.report().contains(screen), sourceLocation: sourceLocation)

        // The last control is missing from the map: one difference, named in the report.
        let failing = Verifier.verify(screen: screen, screenIdentifier: screen, map: Array(controls.dropLast()), tree: tree)
        #expect(failing.differences.count == 1, sourceLocation: sourceLocation)
        #expect(failing.report().contains("b\(count - 1)"), sourceLocation: sourceLocation)

        let written = NativeJSONWriter.write(tree, pretty: false)
        let back = try NativeJSONReader.read(written, path: nil)
        #expect(back.count == tree.count && back.height == tree.height, sourceLocation: sourceLocation)
        #expect(written.last == UInt8(ascii: "}"), sourceLocation: sourceLocation)
    }

    @Test(
        "a very deep tree in every format is read, ordered, verified, generated and written",
        arguments: RecordingFormat.allCases)
    func deepTreeInEveryFormat(format: RecordingFormat) throws {
        let depth = format == .debugDescription ? StressScale.debugDescriptionDepth : StressScale.depth
        var data: Data? = StressDocument.deep(format, depth: depth)
        #expect(RecordingFormat.detect(data!) == format)
        let tree = try AccessibilityTree(reading: data!, format: format)
        data = nil
        #expect(tree.count == depth + 1)
        #expect(tree.height == depth)
        #expect(tree[depth].identifier == "b0")
        try exercise(tree, buttons: 1)
        // The screen found halfway down the chain scopes the map to the button below it.
        let half = "level\(depth / 2)"
        #expect(MapGeneration.controls(screen: half, tree: tree, options: MapSourceOptions()).map(\.identifier) == ["b0"])
    }

    @Test("a very wide screen in every format is read and ordered", arguments: RecordingFormat.allCases)
    func wideScreenInEveryFormat(format: RecordingFormat) throws {
        let count = StressScale.siblings
        let tree = try AccessibilityTree(reading: StressDocument.wide(format, count: count), format: format)
        #expect(tree.count == count + 2)
        #expect(tree[count + 1].identifier == "b\(count - 1)" && tree[count + 1].label == "Row \(count - 1)")
        let order = TraversalEngine().order(tree)
        #expect(order.count == count)
        #expect(order.first?.node.identifier == "b0" && order.last?.node.identifier == "b\(count - 1)")
    }

    @Test("a very wide screen is verified, reported, generated and written")
    func wideScreenThroughEveryStage() throws {
        // What follows reading does not depend on the format, so it runs once (at full
        // size the report of 1,000,000 rows is the slowest stage).
        let count = StressScale.siblings
        try exercise(try AccessibilityTree(reading: StressDocument.wide(.nativeJSON, count: count)), buttons: count)
    }

    @Test(
        "the deep and wide documents cut short are a RecordingError, not a partial tree",
        arguments: RecordingFormat.allCases.filter { $0 != .debugDescription })
    func truncatedHugeDocumentsAreErrors(format: RecordingFormat) {
        // A debugDescription dump cut at a line break is a complete smaller dump, so it
        // is not in this list; its cut-anywhere behaviour has its own tests.
        for data in [StressDocument.deep(format, depth: StressScale.depth), StressDocument.wide(format, count: StressScale.siblings)] {
            let cut = data.prefix(data.count - 3)
            #expect(readingError(format.reader, Data(cut), path: "cut") != nil, "\(format), \(data.count) bytes")
        }
    }
}
