import Foundation
import Testing
@testable import RapidVerify
@testable import RapidTree
import RapidMap
import RapidMapTestSupport

private func wdaFixture(_ name: String) throws -> Data {
    let url = PackagePaths.fixtures("WebDriverAgentJSON").appendingPathComponent(name)
    return try Data(contentsOf: url)
}

private func read(_ text: String) throws -> AccessibilityTree {
    try WebDriverAgentJSONReader.read(Data(text.utf8), path: "source.json")
}

private func readingError(_ text: String) -> RecordingError? { readingError(Data(text.utf8)) }

private func readingError(_ data: Data) -> RecordingError? {
    readingError(WebDriverAgentJSONReader.self, data, path: "source.json")
}

/// A bare node with a frame and extra members.
private func node(_ members: String) -> String {
    #"{"type":"Button","frame":"{{0, 0}, {10, 10}}"\#(members.isEmpty ? "" : ",")\#(members)}"#
}

@Suite struct WebDriverAgentJSONReaderTests {
    // MARK: Real and hand-written recordings

    @Test(.enabled(if: RealTrees.available), .tags(.realTrees))
    func theKazuCocoa2016SourceIsRead() throws {
        let data = try Data(contentsOf: RealTrees.url("json_wda_2016_source_tree_kazucocoa.json"))
        #expect(RecordingFormat.detect(data) == .webDriverAgentJSON)
        let tree = try AccessibilityTree(reading: data, path: "kazucocoa.json")
        #expect(tree.count == 5)
        #expect(tree.height == 4)
        #expect(tree.nodes.allSatisfy { $0.frame == Frame(x: 0, y: 0, width: 320, height: 568) })
        // The first three nodes have no `type` (old WebDriverAgent): they are `other`.
        #expect(tree.nodes.map(\.type) == [.other, .other, .other, .other, .image])
        #expect(tree.nodes.map(\.visible) == [true, false, false, false, false])
        #expect(tree.nodes.allSatisfy { $0.enabled && $0.identifier == nil && $0.label == nil && $0.value == nil })
        #expect(tree.nodes.allSatisfy { $0.isAccessibilityElement == .unknown })
        #expect(tree.source == RecordingSource(format: .webDriverAgentJSON, path: "kazucocoa.json"))
    }

    @Test func aFullResponseWithStringFlagsIsRead() throws {
        let tree = try WebDriverAgentJSONReader.read(try wdaFixture("full-response-strings.json"), path: nil)
        #expect(tree.count == 3)
        #expect(
            tree[0]
                == AccessibilityNode(
                    type: .application, label: "Weather", frame: Frame(x: 0, y: 0, width: 390, height: 844),
                    isAccessibilityElement: .no))
        #expect(
            tree[1]
                == AccessibilityNode(
                    type: .button, identifier: "forecast.refresh", label: "Refresh",
                    frame: Frame(x: 16.5, y: 60, width: 44, height: 44), traits: [.button, .notEnabled],
                    enabled: false, isAccessibilityElement: .yes))
        // The static text's value only echoes its label (WebDriverAgent's `wdValue` falls back
        // to the label): the reader drops it (`RecordedEchoes`).
        #expect(
            tree[2]
                == AccessibilityNode(
                    type: .staticText, label: "Genève, 12 °C",
                    frame: Frame(x: 20, y: 120, width: 350, height: 21), isAccessibilityElement: .yes, visible: false))
    }

    @Test func aBareNodeWithBooleansFullTypeNamesAndRectsIsRead() throws {
        let tree = try WebDriverAgentJSONReader.read(try wdaFixture("bare-node-booleans-rect-only.json"), path: nil)
        #expect(tree.nodes.map(\.type) == [.window, .navigationBar, .switch])
        #expect(tree[0].frame == Frame(x: 0, y: 0, width: 390, height: 844))
        // No rawIdentifier, name differs from the (null) label: name is the identifier.
        #expect(tree[1].identifier == "Settings")
        #expect(tree[1].isAccessibilityElement == .no)
        let wifi = tree[2]
        #expect(wifi.identifier == "settings.wifi")
        #expect(wifi.label == "Wi-Fi")
        #expect(wifi.value == "1")
        #expect(wifi.visible == false)
        #expect(wifi.selected)
        #expect(wifi.isAccessibilityElement == .yes)
        #expect(wifi.frame == Frame(x: 320.5, y: 52, width: 51, height: 31))
        #expect(wifi.traits == .selected)
    }

    @Test func aValueWrapperWithoutTreeAndFrameStringsIsRead() throws {
        let tree = try WebDriverAgentJSONReader.read(try wdaFixture("value-wrapper-frame-only.json"), path: nil)
        #expect(tree.nodes.map(\.type) == [.other, .textField, .slider, .button])
        // Empty strings are absent.
        #expect(tree[0].label == nil && tree[0].identifier == nil && tree[0].value == nil)
        let email = tree[1]
        #expect(email.identifier == "login.email")  // from the rawIndentifier misspelling
        #expect(email.value == "0.5")
        #expect(email.placeholder == "you@example.com")
        #expect(email.enabled && email.visible)
        #expect(email.frame == Frame(x: 20, y: 200, width: 280, height: 44))
        #expect(tree[2].identifier == "volume")
        #expect(tree[2].value == "-3")
        #expect(tree[2].traits == [.adjustable, .updatesFrequently])  // the unknown name is skipped
        // name == label: the label fallback, not an identifier; rect wins over frame.
        #expect(tree[3].identifier == nil)
        #expect(tree[3].value == "0")
        #expect(tree[3].frame == Frame(x: 20.25, y: 320.5, width: 280, height: 44))
    }

    @Test func fixturesAreDetectedAsWebDriverAgentJSON() throws {
        for name in ["full-response-strings.json", "bare-node-booleans-rect-only.json", "value-wrapper-frame-only.json"] {
            let data = try wdaFixture(name)
            #expect(RecordingFormat.detect(data) == .webDriverAgentJSON, "\(name)")
            #expect(try AccessibilityTree(reading: data).source.format == .webDriverAgentJSON)
        }
    }

    // MARK: Mapping rules

    @Test func anEmptyStringIsAnUnsetAttributeLikeNull() throws {
        // The format's empty-string rule (`WebDriverAgentJSONReader.emptyString`): WebDriverAgent
        // writes `""` for every attribute that is not set, so `""` reads as absent.
        #expect(WebDriverAgentJSONReader.emptyString == .absent)
        for text in [#""""#, "null"] {
            let members = ["name", "label", "value", "placeholderValue"].map { #""\#($0)":\#(text)"# }.joined(separator: ",")
            let element = try read(node(members))[0]
            #expect(element.identifier == nil && element.label == nil && element.value == nil && element.placeholder == nil, "\(text)")
            let raw = try read(node(#""name":"login.ok","rawIdentifier":\#(text)"#))[0]
            #expect(raw.identifier == nil, "rawIdentifier \(text) says there is no identifier")
        }
    }

    @Test func rawIdentifierDecidesTheIdentifierWhenPresent() throws {
        #expect(try read(node(#""name":"a","label":"b","rawIdentifier":"id""#))[0].identifier == "id")
        #expect(try read(node(#""name":"a","label":"b","rawIdentifier":null"#))[0].identifier == nil)
        #expect(try read(node(#""name":"a","label":"b","rawIdentifier":"""#))[0].identifier == nil)
        #expect(try read(node(#""name":"a","label":"a","rawIdentifier":"a""#))[0].identifier == "a")
        #expect(try read(node(#""name":"a","label":"b","rawIndentifier":"typo""#))[0].identifier == "typo")
        #expect(try read(node(#""rawIndentifier":"typo","rawIdentifier":"right""#))[0].identifier == "right")
    }

    @Test func withoutRawIdentifierNameCountsOnlyWhenItDiffersFromTheLabel() throws {
        #expect(try read(node(#""name":"login.ok","label":"OK""#))[0].identifier == "login.ok")
        #expect(try read(node(#""name":"OK","label":"OK""#))[0].identifier == nil)
        #expect(try read(node(#""name":"only.name""#))[0].identifier == "only.name")
        #expect(try read(node(#""name":"","label":"x""#))[0].identifier == nil)
        #expect(try read(node(#""name":null,"label":"x""#))[0].identifier == nil)
    }

    @Test func flagsAcceptStringsBooleansAndNumbers() throws {
        for (text, expected) in [
            (#""1""#, true), (#""0""#, false), ("true", true), ("false", false), ("1", true), ("0", false),
            (#""true""#, true), (#""false""#, false),
        ] {
            let tree = try read(node(#""isEnabled":\#(text),"isVisible":\#(text),"isAccessible":\#(text)"#))
            #expect(tree[0].enabled == expected, "\(text)")
            #expect(tree[0].visible == expected, "\(text)")
            #expect(tree[0].isAccessibilityElement == (expected ? .yes : .no), "\(text)")
        }
        let unknown = try read(node(#""isAccessible":null"#))
        #expect(unknown[0].isAccessibilityElement == .unknown)
        #expect(readingError(node(#""isVisible":"maybe""#))?.message.contains("isVisible") == true)
        #expect(readingError(node(#""isEnabled":2"#))?.message.contains("isEnabled") == true)
        #expect(readingError(node(#""isEnabled":[]"#)) != nil)
    }

    @Test func valuesMayBeStringsNumbersBooleansOrNull() throws {
        #expect(try read(node(#""value":"5 %""#))[0].value == "5 %")
        #expect(try read(node(#""value":12"#))[0].value == "12")
        #expect(try read(node(#""value":-1.5e3"#))[0].value == "-1.5e3")
        #expect(try read(node(#""value":true"#))[0].value == "1")
        #expect(try read(node(#""value":null"#))[0].value == nil)
        #expect(readingError(node(#""value":[1]"#))?.message.contains("value") == true)
        // An object `value` inside a node (not a wrapper) is an error.
        #expect(
            readingError(
                #"{"value":{"tree":{"type":"Other","frame":"{{0, 0}, {1, 1}}","children":[{"type":"Other","frame":"{{0, 0}, {1, 1}}","value":{}}]}}}"#)?.message
                .contains("value") == true)
    }

    @Test func traitsAreNamesOrABitMask() throws {
        #expect(try read(node(#""traits":"Button, Selected""#))[0].traits == [.button, .selected])
        #expect(try read(node(#""traits":"UIAccessibilityTraitHeader|StaticText""#))[0].traits == [.header, .staticText])
        #expect(try read(node(#""traits":9"#))[0].traits == [.button, .selected])
        #expect(try read(node(#""traits":"""#))[0].traits == [])
        #expect(readingError(node(#""traits":1.5"#)) != nil)
        #expect(readingError(node(#""traits":["Button"]"#)) != nil)
    }

    @Test func rectShapesAndFrameStringsGiveTheSameFrame() throws {
        let expected = Frame(x: 1.5, y: -2, width: 30, height: 40)
        #expect(try read(#"{"frame":"{{1.5, -2}, {30, 40}}"}"#)[0].frame == expected)
        #expect(try read(#"{"frame":"{{1.5,-2},{30,40}}"}"#)[0].frame == expected)
        #expect(try read(#"{"rect":{"origin":{"x":1.5,"y":-2},"size":{"width":30,"height":40}}}"#)[0].frame == expected)
        #expect(try read(#"{"rect":{"size":{"height":40,"width":30},"origin":{"y":-2,"x":1.5}}}"#)[0].frame == expected)
        #expect(try read(#"{"rect":{"x":1.5,"y":-2,"width":30,"height":40,"extra":[1]}}"#)[0].frame == expected)
        #expect(try read(#"{"frame":"{{9, 9}, {9, 9}}","rect":{"x":1.5,"y":-2,"width":30,"height":40}}"#)[0].frame == expected)
        #expect(try read(#"{"frame":"{{1.5, -2}, {30, 40}}","rect":null}"#)[0].frame == expected)
        #expect(try read(#"{"frame":"{{1.5, -2}, {30, \u0034\u0030}}"}"#)[0].frame == expected)
    }

    @Test func badFramesAndRectsAreErrors() {
        for bad in [
            #""frame":"{{1, 2}, {3}}""#, #""frame":"1, 2, 3, 4""#, #""frame":"{{1, 2}, {3, 4}} x""#, #""frame":"""#,
            #""frame":"{{a, 2}, {3, 4}}""#, #""frame":5"#, #""frame":"{{1, 2}, {3, 4}""#,
        ] {
            let error = readingError("{\(bad)}")
            #expect(error?.message.contains("frame") == true, "\(bad): \(String(describing: error))")
        }
        for bad in [
            #""rect":{"x":1,"y":2,"width":3}"#, #""rect":{"origin":{"x":1,"y":2}}"#, #""rect":{"origin":5}"#,
            #""rect":{"x":"1","y":2,"width":3,"height":4}"#, #""rect":[1,2,3,4]"#, #""rect":{"x":1,"x":1,"y":2,"width":3,"height":4}"#,
        ] {
            let error = readingError("{\(bad)}")
            #expect(error?.message.contains("rect") == true, "\(bad): \(String(describing: error))")
        }
    }

    @Test func aNodeWithoutFrameOrRectIsAnErrorAtTheNode() throws {
        let text = "{\"value\":{\"tree\":{\"type\":\"Other\",\"frame\":\"{{0, 0}, {1, 1}}\",\"children\":[\n  {\"type\":\"Button\"}]}}}"
        let error = try #require(readingError(text))
        #expect(error.message.contains("neither `frame` nor `rect`"))
        #expect(error.line == 2 && error.column == 3)
        #expect(error.format == .webDriverAgentJSON)
    }

    @Test func aDocumentWithoutATreeIsAnError() {
        #expect(readingError(#"{"value":null,"sessionId":null,"status":0}"#)?.message.contains("no accessibility tree") == true)
        #expect(readingError(#"{"value":{},"status":0}"#)?.message.contains("no accessibility tree") == true)
        #expect(readingError(#"{"value":{"tree":{}}}"#)?.message.contains("neither") == true)
    }

    @Test func aSecondTreeIsAnError() {
        let tree = #"{"type":"Other","frame":"{{0, 0}, {1, 1}}"}"#
        #expect(readingError(#"{"value":{"tree":\#(tree),"tree":\#(tree)}}"#)?.message.contains("more than one") == true)
        #expect(readingError(#"{"value":\#(tree),"value":\#(tree)}"#)?.message.contains("more than one") == true)
        #expect(readingError(tree + tree) != nil)
    }

    @Test func unknownKeysAndTypesAreHandled() throws {
        let tree = try read(node(#""hittable":true,"wdAttributes":{"a":[1,{"b":null}]},"tree":"ignored""#))
        #expect(tree[0].type == .button)
        #expect(readingError(#"{"type":"Gizmo","frame":"{{0, 0}, {1, 1}}"}"#)?.message.contains("Gizmo") == true)
        #expect(readingError(#"{"type":7,"frame":"{{0, 0}, {1, 1}}"}"#)?.message.contains("type") == true)
    }

    @Test func duplicateKeysAreErrors() {
        #expect(readingError(node(#""label":"a","label":"b""#))?.message.contains("duplicate key `label`") == true)
    }

    @Test func malformedDocumentsAreErrors() {
        #expect(readingError(Data())?.message.contains("empty") == true)
        #expect(readingError("  \n") != nil)
        #expect(readingError(Data([0xFF, 0xFE, 0x00, 0x7B])) != nil)
        #expect(readingError("[]") != nil)
        #expect(readingError(node("") + " trailing")?.message.contains("after the end") == true)
        #expect(readingError(#"{"type":"Other","frame":"{{0, 0}, {1, 1}}","children":[1]}"#)?.message.contains("children") == true)
        #expect(readingError(#"{"type":"Other","frame":"{{0, 0}, {1, 1}}","children":{}}"#)?.message.contains("children") == true)
        #expect(readingError(#"{"type":"Other","frame":"{{0, 0}, {1, 1}}","label":"\ud800"}"#)?.message.contains("surrogate") == true)
    }

    @Test func everyPrefixOfARecordingIsAnError() throws {
        var bytes = Array(try wdaFixture("full-response-strings.json"))
        while let last = bytes.last, last == 0x0A || last == 0x20 { bytes.removeLast() }
        #expect(throws: Never.self) { try WebDriverAgentJSONReader.read(Data(bytes), path: nil) }
        for length in 0..<bytes.count {
            #expect(readingError(Data(bytes[0..<length])) != nil, "prefix of \(length) bytes")
        }
    }

    @Test func randomlyDamagedSourcesGiveATreeOrARecordingErrorNeverACrash() throws {
        let original = Array(try wdaFixture("value-wrapper-frame-only.json"))
        let alphabet = Array("{}[]\",:\\0123456789.eE-+ntfu \n".utf8) + [0x00, 0x80, 0xC3, 0xFF]
        let errors = try DamagedInput.recordingErrors(reading: original, alphabet: alphabet, seed: 12) {
            try WebDriverAgentJSONReader.read($0, path: nil)
        }
        #expect(errors > 1500)
    }

    @Test func aVeryDeepSourceIsReadWithoutRecursion() throws {
        let depth = StressRun.deepTreeLevels
        let open = Array(#"{"frame":"{{0, 0}, {1, 1}}","children":["#.utf8)
        var bytes = Array(#"{"value":{"tree":"#.utf8)
        bytes.reserveCapacity(depth * (open.count + 2) + 100)
        for _ in 0..<(depth - 1) { bytes.append(contentsOf: open) }
        bytes.append(contentsOf: Array(#"{"type":"Button","frame":"{{0, 0}, {1, 1}}"}"#.utf8))
        for _ in 0..<(depth - 1) { bytes.append(UInt8(ascii: "]")); bytes.append(UInt8(ascii: "}")) }
        bytes.append(contentsOf: Array(#"},"status":0}"#.utf8))
        let tree = try WebDriverAgentJSONReader.read(Data(bytes), path: nil)
        #expect(tree.count == depth)
        #expect(tree.height == depth - 1)
        #expect(tree[depth - 1].type == .button)
    }
}
