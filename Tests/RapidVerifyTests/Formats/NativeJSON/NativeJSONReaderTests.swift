import Foundation
import Testing
@testable import RapidVerify
@testable import RapidTree
import RapidMap
import RapidMapTestSupport

/// Reads a fixture of `Tests/Fixtures/NativeJSON/`.
private func nativeFixture(_ name: String) throws -> Data {
    let url = PackagePaths.fixtures("NativeJSON").appendingPathComponent(name)
    return try Data(contentsOf: url)
}

/// A document around one root node, compact.
private func document(root: String, extra: String = "") -> String {
    #"{"format":"rapidmap-native-json","version":1\#(extra),"root":\#(root)}"#
}

private func read(_ text: String) throws -> AccessibilityTree {
    try NativeJSONReader.read(Data(text.utf8), path: "test.json")
}

/// The error reading `text` gives, or nil when it reads fine.
private func readingError(_ text: String) -> RecordingError? {
    readingError(Data(text.utf8))
}

private func readingError(_ data: Data) -> RecordingError? {
    readingError(NativeJSONReader.self, data, path: "test.json")
}

@Suite struct NativeTreeReaderTests {
    // MARK: Documents that read

    @Test func aMinimalNodeGetsEveryDefault() throws {
        let tree = try read(document(root: #"{"type":"button","frame":[1,2,3,4]}"#))
        #expect(tree.count == 1)
        #expect(tree[0] == AccessibilityNode(type: .button, frame: Frame(x: 1, y: 2, width: 3, height: 4)))
        #expect(tree.idiom == .phone)
        #expect(tree.layoutDirection == .leftToRight)
        #expect(tree.source == RecordingSource(format: .nativeJSON, path: "test.json"))
    }

    @Test func everyAttributeIsRead() throws {
        let tree = try NativeJSONReader.read(try nativeFixture("every-attribute.json"), path: nil)
        #expect(tree.idiom == .pad)
        #expect(tree.layoutDirection == .rightToLeft)
        #expect(tree.count == 4)
        let expected = AccessibilityNode(
            type: .button, identifier: "settings.save", label: "Enregistrer l’état", value: "1",
            placeholder: "Name", hint: "Saves your changes", frame: Frame(x: 20.5, y: -4, width: 335, height: 44.25),
            traits: [.button, .selected, AccessibilityTraitSet(rawValue: 1 << 40)], enabled: false, selected: true,
            isAccessibilityElement: .yes, hidden: false, visible: false, alpha: 0.5, clipsToBounds: true,
            accessibilityElementsHidden: true, modal: true, groupsChildren: true, containerType: .semanticGroup,
            explicitOrder: [1, 0], sortPriority: -2.5, customActions: ["Delete", "Share…"])
        #expect(tree[1] == expected)
        #expect(tree[3].isAccessibilityElement == .no)
        #expect(tree[2].isAccessibilityElement == .unknown)
        #expect(Array(tree.children(of: 1)) == [2, 3])
    }

    @Test func anActivationPointIsReadAndAFileWithoutOneHasNone() throws {
        let moved = try read(document(root: #"{"type":"cell","frame":[0,100,390,44],"activationPoint":[360,122.5]}"#))
        #expect(moved[0].activationPoint == ScreenPoint(x: 360, y: 122.5))
        let special = try read(document(root: #"{"type":"cell","frame":[0,100,390,44],"activationPoint":["nan",-1]}"#))
        #expect(special[0].activationPoint?.x.isNaN == true)
        #expect(try read(document(root: #"{"type":"cell","frame":[0,0,1,1],"activationPoint":null}"#))[0].activationPoint == nil)
        // A file written before the key existed reads as it did.
        #expect(try NativeJSONReader.read(try nativeFixture("every-attribute.json"), path: nil).nodes.allSatisfy { $0.activationPoint == nil })
    }

    @Test func anActivationPointThatIsNotTwoNumbersIsAnError() {
        for (bad, words) in [
            (#""point""#, "must be an array of 2 numbers"), ("[1]", "exactly 2 numbers, found 1"),
            ("[1,2,3]", "exactly 2 numbers, found more"), (#"[1,"x"]"#, "activationPoint"),
        ] {
            let error = readingError(document(root: #"{"type":"cell","frame":[0,0,1,1],"activationPoint":\#(bad)}"#))
            #expect(error?.message.contains(words) == true, "\(bad): \(String(describing: error))")
        }
    }

    @Test func keysMayComeInAnyOrderWithChildrenBeforeFrameAndUnknownKeysAreSkipped() throws {
        let tree = try NativeJSONReader.read(try nativeFixture("login-children-first.json"), path: nil)
        #expect(tree.nodes.map(\.type) == [.window, .button, .textField])
        #expect(tree[0].frame == Frame(x: 0, y: 0, width: 390, height: 844))
        #expect(tree[0].explicitOrder == [1, 0])
        #expect(tree[1].identifier == "login.signIn")
        #expect(tree[1].traits == .button)
        #expect(tree[2].placeholder == "Email")
    }

    @Test func attributesAfterChildrenStillApplyToTheParent() throws {
        let tree = try read(
            document(
                root:
                    #"{"type":"other","children":[{"type":"cell","children":[{"type":"image","frame":[0,0,1,1]}],"frame":[0,0,2,2],"label":"after"}],"frame":[0,0,3,3],"identifier":"late"}"#
            ))
        #expect(tree[0].identifier == "late")
        #expect(tree[0].frame.width == 3)
        #expect(tree[1].label == "after")
        #expect(tree[1].frame.width == 2)
        #expect(tree[2].type == .image)
        #expect(tree.parent(of: 2) == 1)
    }

    @Test func anEmptyStringIsAnEmptyTextWhileNullIsAbsent() throws {
        // The format's empty-string rule (`NativeJSONReader.emptyString`): in RapidMap's own
        // format `""` is a text, as an element can have an empty label.
        #expect(NativeJSONReader.emptyString == .text)
        let empty = #"{"type":"button","frame":[0,0,1,1],"identifier":"","label":"","value":"","placeholder":"","hint":""}"#
        let node = try read(document(root: empty))[0]
        #expect(node.identifier == "" && node.label == "" && node.value == "" && node.placeholder == "" && node.hint == "")
        let null = #"{"type":"button","frame":[0,0,1,1],"identifier":null,"label":null,"value":null,"placeholder":null,"hint":null}"#
        let absent = try read(document(root: null))[0]
        #expect(absent.identifier == nil && absent.label == nil && absent.value == nil && absent.placeholder == nil && absent.hint == nil)
        // An empty colour is still a text, and not a colour.
        #expect(readingError(document(root: #"{"type":"button","frame":[0,0,1,1],"foregroundColor":""}"#))?.message.contains("foregroundColor") == true)
    }

    @Test func nullMeansAbsentForOptionalAttributes() throws {
        let tree = try read(
            document(
                root:
                    #"{"type":"button","frame":[0,0,1,1],"label":null,"identifier":null,"enabled":null,"isAccessibilityElement":null,"alpha":null,"traits":null,"explicitOrder":null,"customActions":null,"children":null,"containerType":null}"#,
                extra: #","idiom":null"#))
        #expect(tree[0] == AccessibilityNode(type: .button, frame: Frame(x: 0, y: 0, width: 1, height: 1)))
        #expect(tree.idiom == .phone)
    }

    @Test func typesAcceptEverySpellingControlTypeParses() throws {
        for (spelling, type) in [
            ("XCUIElementTypeStaticText", ControlType.staticText), ("StaticText", .staticText),
            ("staticText", .staticText), ("48", .staticText), ("label", .staticText), ("BUTTON", .button),
        ] {
            let tree = try read(document(root: #"{"type":"\#(spelling)","frame":[0,0,0,0]}"#))
            #expect(tree[0].type == type, "\(spelling)")
        }
    }

    @Test func traitNamesAreCaseInsensitiveAndUnnamedBitsUseBitN() throws {
        let tree = try read(document(root: #"{"type":"other","frame":[0,0,0,0],"traits":["Button","HEADER","bit33","UIAccessibilityTraitLink"]}"#))
        #expect(tree[0].traits == [.button, .header, .link, AccessibilityTraitSet(rawValue: 1 << 33)])
    }

    @Test func aByteOrderMarkAndSurroundingWhitespaceAreAccepted() throws {
        var data = Data([0xEF, 0xBB, 0xBF])
        data.append(Data(" \r\n\t\(document(root: #"{"type":"other","frame":[0,0,0,0]}"#))\n\n".utf8))
        #expect(try NativeJSONReader.read(data, path: nil).count == 1)
    }

    @Test func theFormatIsDetectedAndReadThroughTheGenericEntryPoint() throws {
        let data = try nativeFixture("every-attribute.json")
        #expect(RecordingFormat.detect(data) == .nativeJSON)
        let tree = try AccessibilityTree(reading: data)
        #expect(tree.source.format == .nativeJSON)
        #expect(tree.count == 4)
    }

    // MARK: Strings

    @Test func escapesAndSurrogatePairsAreDecoded() throws {
        let tree = try read(document(root: #"{"type":"other","frame":[0,0,0,0],"label":"a\"b\\c\/d\b\f\n\r\t\u00e9\u4E2D\ud83d\ude00\u0000end"}"#))
        #expect(tree[0].label == "a\"b\\c/d\u{8}\u{C}\n\r\té中😀\u{0}end")
    }

    @Test func multiByteUTF8IsKeptAsIs() throws {
        let text = "مرحبا · 東京 · Zoë · 🇯🇵 · e\u{301}"
        let tree = try read(document(root: #"{"type":"other","frame":[0,0,0,0],"identifier":"\#(text)"}"#))
        #expect(tree[0].identifier == text)
    }

    @Test func loneSurrogatesAreErrors() {
        for bad in [#""\ud83d""#, #""\ud83dx""#, #""\ude00""#, #""\ud83d\u0041""#, #""\ud83d\n""#] {
            let error = readingError(document(root: #"{"type":"other","frame":[0,0,0,0],"label":\#(bad)}"#))
            #expect(error?.message.contains("surrogate") == true, "\(bad): \(String(describing: error))")
        }
    }

    @Test func badEscapesAreErrors() {
        for bad in [#""\x41""#, #""\u12G4""#, #""\u12""#, #""\'""#, #""\U0041""#] {
            #expect(readingError(document(root: #"{"type":"other","frame":[0,0,0,0],"label":\#(bad)}"#)) != nil, "\(bad)")
        }
    }

    @Test func rawControlCharactersInStringsAreErrors() {
        for c in ["\u{0}", "\u{1}", "\n", "\t", "\u{1F}"] {
            let error = readingError(document(root: #"{"type":"other","frame":[0,0,0,0],"label":"a\#(c)b"}"#))
            #expect(error?.message.contains("must be escaped") == true, "\(c.unicodeScalars.first!.value)")
        }
    }

    @Test func invalidUTF8IsAnError() {
        let prefix = Array(document(root: #"{"type":"other","frame":[0,0,0,0],"label":"a"#).utf8)
        for bad: [UInt8] in [[0xC3, 0x28], [0xC0, 0x80], [0xED, 0xA0, 0x80], [0xF5, 0x80, 0x80, 0x80], [0x80], [0xE2, 0x82], [0xFF]] {
            let data = Data(prefix + bad + Array(#"b"}}"#.utf8))
            let error = readingError(data)
            #expect(error?.message.contains("UTF-8") == true, "\(bad): \(String(describing: error))")
        }
    }

    @Test func escapedKeysAreRecognised() throws {
        let tree = try read(document(root: #"{"typ\u0065":"other","fr\u0061me":[0,0,0,0],"l\u0061bel":"x"}"#))
        #expect(tree[0].label == "x")
    }

    // MARK: Numbers

    @Test func numbersFollowTheJSONGrammar() throws {
        let tree = try read(document(root: #"{"type":"other","frame":[-0.5,1e2,1.5E-3,-12345678.25],"alpha":-0,"sortPriority":2.5e+1}"#))
        #expect(tree[0].frame == Frame(x: -0.5, y: 100, width: 0.0015, height: -12345678.25))
        #expect(tree[0].alpha == 0 && tree[0].alpha.sign == .minus)
        #expect(tree[0].sortPriority == 25)
    }

    @Test func invalidNumbersAreErrors() {
        for bad in ["01", "-", "1.", ".5", "+1", "1e", "1e+", "-a", "0x10", "1.5.2", "Infinity", "NaN"] {
            let error = readingError(document(root: #"{"type":"other","frame":[\#(bad),0,0,0]}"#))
            #expect(error != nil, "\(bad)")
        }
    }

    @Test func numbersEqualDoubleParsingOfTheSameText() throws {
        var random = SeededRandom(seed: 7)
        var texts = [
            "0", "-0", "0.1", "0.3", "123456789012345", "1234567890123456789", "9007199254740993",
            "0.1234567890123456789", "2.2250738585072014e-308", "4.9e-324", "1.7976931348623157e308",
            "1e400", "-1e-400", "100.000000000000000001", "0.000000000000000000001", "3.14159265358979323846",
        ]
        for _ in 0..<3000 {
            let intDigits = Int(random.next() % 12)
            let fracDigits = Int(random.next() % 20)
            var t = random.next() % 2 == 0 ? "-" : ""
            t += intDigits == 0 ? "0" : String(1 + random.next() % 9) + (0..<intDigits).map { _ in String(random.next() % 10) }.joined()
            if fracDigits > 0 { t += "." + (0..<fracDigits).map { _ in String(random.next() % 10) }.joined() }
            if random.next() % 5 == 0 { t += "e" + String(Int(random.next() % 40) - 20) }
            texts.append(t)
        }
        let joined = texts.map { "[\($0),0,0,0]" }
        for (text, frame) in zip(texts, joined) {
            let tree = try read(document(root: #"{"type":"other","frame":\#(frame)}"#))
            let expected = try #require(Double(text))
            #expect(tree[0].frame.x.bitPattern == expected.bitPattern, "\(text)")
        }
    }

    @Test func nanAndInfinityAreReadFromStrings() throws {
        let tree = try read(document(root: #"{"type":"other","frame":["nan","inf","-inf",0],"alpha":"nan","sortPriority":"-inf"}"#))
        #expect(tree[0].frame.x.isNaN)
        #expect(tree[0].frame.y == .infinity)
        #expect(tree[0].frame.width == -.infinity)
        #expect(tree[0].alpha.isNaN)
        #expect(tree[0].sortPriority == -.infinity)
        #expect(readingError(document(root: #"{"type":"other","frame":["NaN",0,0,0]}"#)) != nil)
    }

    // MARK: Document errors

    @Test func aNewerVersionIsRefusedClearly() throws {
        let error = try #require(readingError(#"{"format":"rapidmap-native-json","version":3,"root":{"type":"other","frame":[0,0,0,0]}}"#))
        #expect(error.message.contains("version 3"))
        #expect(error.message.contains("it reads versions 1 to 2"))
        #expect(error.message.contains("newer"))
        #expect(error.line == 1 && error.column == 44)
        #expect(error.format == .nativeJSON)
        #expect(error.file == "test.json")
    }

    @Test func versionMustBeAWholeNumberFromOne() {
        for bad in ["0", "1.5", "-1", "\"1\"", "null"] {
            #expect(readingError(#"{"format":"rapidmap-native-json","version":\#(bad),"root":{"type":"other","frame":[0,0,0,0]}}"#) != nil, "\(bad)")
        }
    }

    @Test func theFormatVersionAndRootAreRequired() {
        let root = #"{"type":"other","frame":[0,0,0,0]}"#
        #expect(readingError(#"{"version":1,"root":\#(root)}"#)?.message.contains("format") == true)
        #expect(readingError(#"{"format":"rapidmap-native-json","root":\#(root)}"#)?.message.contains("version") == true)
        #expect(readingError(#"{"format":"rapidmap-native-json","version":1}"#)?.message.contains("root") == true)
        #expect(readingError(#"{"format":"appium","version":1,"root":\#(root)}"#)?.message.contains("not a RapidMap tree") == true)
    }

    @Test func unknownIdiomsAndDirectionsAreErrors() {
        #expect(readingError(document(root: #"{"type":"other","frame":[0,0,0,0]}"#, extra: #","idiom":"toaster""#))?.message.contains("idiom") == true)
        #expect(
            readingError(document(root: #"{"type":"other","frame":[0,0,0,0]}"#, extra: #","layoutDirection":"up""#))?.message.contains("layoutDirection")
                == true)
    }

    @Test func emptyWhitespaceAndBinaryInputsAreErrors() {
        #expect(readingError(Data())?.message.contains("empty") == true)
        #expect(readingError(" \n\t ")?.message.contains("whitespace") == true)
        #expect(readingError(Data([0x00, 0xFF, 0x13, 0x37, 0x89, 0x50, 0x4E, 0x47])) != nil)
        #expect(readingError("[1,2,3]") != nil)
        #expect(readingError("\"rapidmap-native-json\"") != nil)
    }

    @Test func trailingGarbageAndASecondRootAreErrors() {
        let doc = document(root: #"{"type":"other","frame":[0,0,0,0]}"#)
        let garbage = readingError(doc + " x")
        #expect(garbage?.message.contains("after the end of the document") == true)
        #expect(garbage?.column == doc.count + 2)
        #expect(readingError(doc + doc) != nil)
        #expect(
            readingError(#"{"format":"rapidmap-native-json","version":1,"root":{"type":"other","frame":[0,0,0,0]},"root":{"type":"other","frame":[0,0,0,0]}}"#)?
                .message.contains("duplicate") == true)
    }

    @Test func duplicateKeysAreErrorsWithTheirLocation() throws {
        let text =
            "{\"format\":\"rapidmap-native-json\",\"version\":1,\"root\":{\n  \"type\":\"other\",\n  \"frame\":[0,0,0,0],\n  \"label\":\"a\",\n  \"label\":\"b\"}}"
        let error = try #require(readingError(text))
        #expect(error.message.contains("duplicate key `label`"))
        #expect(error.line == 5 && error.column == 3)
        #expect(
            readingError(#"{"format":"rapidmap-native-json","format":"rapidmap-native-json","version":1,"root":{"type":"other","frame":[0,0,0,0]}}"#)?.message
                .contains(
                    "duplicate") == true)
    }

    @Test func duplicateUnknownKeysAreSkippedLikeAnyUnknownKey() throws {
        #expect(try read(document(root: #"{"type":"other","frame":[0,0,0,0],"x":1,"x":2}"#)).count == 1)
    }

    // MARK: Node errors

    @Test func missingTypeOrFrameIsReportedAtTheNode() throws {
        let text =
            "{\"format\":\"rapidmap-native-json\",\"version\":1,\"root\":{\"type\":\"other\",\"frame\":[0,0,0,0],\"children\":[\n    {\"type\":\"button\"}]}}"
        let error = try #require(readingError(text))
        #expect(error.message.contains("`frame`"))
        #expect(error.line == 2 && error.column == 5)
        #expect(readingError(document(root: #"{"frame":[0,0,0,0]}"#))?.message.contains("`type`") == true)
        #expect(readingError(document(root: #"{}"#)) != nil)
    }

    @Test func wrongValueTypesAreErrors() {
        let cases: [(String, String)] = [
            (#""frame":"x""#, "frame"), (#""frame":[0,0,0]"#, "exactly 4"), (#""frame":[0,0,0,0,0]"#, "exactly 4"),
            (#""frame":[0,0,"x",0]"#, "frame"), (#""frame":[0,0,null,0]"#, "frame"), (#""frame":null"#, "frame"),
            (#""frame":{"x":0}"#, "frame"),
        ]
        for (member, needle) in cases {
            let error = readingError(document(root: #"{"type":"other",\#(member)}"#))
            #expect(error?.message.contains(needle) == true, "\(member): \(String(describing: error))")
        }
        let otherCases: [(String, String)] = [
            (#""label":5"#, "label"),
            (#""enabled":"yes""#, "enabled"), (#""traits":"button""#, "traits"), (#""traits":["flying"]"#, "unknown trait"),
            (#""traits":[1]"#, "traits"), (#""children":{}"#, "children"), (#""children":[1]"#, "children"),
            (#""containerType":"table""#, "containerType"), (#""customActions":[1]"#, "customActions"),
            (#""alpha":"half""#, "alpha"), (#""sortPriority":true"#, "sortPriority"), (#""explicitOrder":"0""#, "explicitOrder"),
        ]
        #expect(readingError(document(root: #"{"type":5,"frame":[0,0,0,0]}"#))?.message.contains("`type` must be a string") == true)
        #expect(readingError(document(root: #"{"type":"gizmo","frame":[0,0,0,0]}"#))?.message.contains("unknown type \"gizmo\"") == true)
        for (member, needle) in otherCases {
            let error = readingError(document(root: #"{"type":"other","frame":[0,0,0,0],\#(member)}"#))
            #expect(error?.message.contains(needle) == true, "\(member): \(String(describing: error))")
        }
    }

    @Test func explicitOrderMustPointAtDistinctChildren() throws {
        let children = #""children":[{"type":"other","frame":[0,0,0,0]},{"type":"other","frame":[0,0,0,0]}]"#
        #expect(try read(document(root: #"{"type":"other","frame":[0,0,0,0],"explicitOrder":[1],\#(children)}"#))[0].explicitOrder == [1])
        #expect(try read(document(root: #"{"type":"other","frame":[0,0,0,0],"explicitOrder":[]}"#))[0].explicitOrder == [])
        let text = "{\"format\":\"rapidmap-native-json\",\"version\":1,\"root\":{\"type\":\"other\",\"frame\":[0,0,0,0],\n\"explicitOrder\":[0,2],\(children)}}"
        let outOfRange = try #require(readingError(text))
        #expect(outOfRange.message.contains("out of range"))
        #expect(outOfRange.line == 2 && outOfRange.column == 17)
        #expect(
            readingError(document(root: #"{"type":"other","frame":[0,0,0,0],"explicitOrder":[1,1],\#(children)}"#))?.message.contains("more than once") == true)
        #expect(readingError(document(root: #"{"type":"other","frame":[0,0,0,0],"explicitOrder":[-1],\#(children)}"#)) != nil)
        #expect(readingError(document(root: #"{"type":"other","frame":[0,0,0,0],"explicitOrder":[0.5],\#(children)}"#)) != nil)
        #expect(readingError(document(root: #"{"type":"other","frame":[0,0,0,0],"explicitOrder":[0]}"#))?.message.contains("0 children") == true)
    }

    @Test func aVeryDeepUnknownValueIsSkippedWithoutRecursion() throws {
        let depth = StressRun.deepTreeLevels
        let nested = String(repeating: "[{\"a\":", count: depth) + "0" + String(repeating: "}]", count: depth)
        let tree = try read(document(root: #"{"type":"other","frame":[0,0,0,0],"x-deep":\#(nested)}"#))
        #expect(tree.count == 1)
        #expect(readingError(document(root: #"{"type":"other","frame":[0,0,0,0],"x-deep":\#(nested.dropLast())}"#)) != nil)
    }

    @Test func syntaxErrorsInsideUnknownValuesAreStillErrors() {
        for bad in [#"{"a":}"#, #"[1,]"#, #"[1 2]"#, #"{"a" 1}"#, #"{1:2}"#, #"tru"#, #"nul"#, #"{"a":1,}"#] {
            #expect(readingError(document(root: #"{"type":"other","frame":[0,0,0,0],"x":\#(bad)}"#)) != nil, "\(bad)")
        }
    }

    @Test func structuralErrorsAreReported() {
        for bad in [
            #"{"type":"other","frame":[0,0,0,0],}"#, #"{"type":"other" "frame":[0,0,0,0]}"#, #"{"type" "other","frame":[0,0,0,0]}"#,
            #"{type:"other","frame":[0,0,0,0]}"#, #"{"type":"other","frame":[0,0,0,0]]"#,
            #"{"type":"other","frame":[0,0,0,0],"children":[{"type":"other","frame":[0,0,0,0]},]}"#,
            #"{"type":"other","frame":[0,0,0,0],"children":[{"type":"other","frame":[0,0,0,0]} {"type":"other","frame":[0,0,0,0]}]}"#,
        ] {
            #expect(readingError(document(root: bad)) != nil, "\(bad)")
        }
    }

    @Test func everyPrefixOfADocumentIsAnError() throws {
        let data = try nativeFixture("every-attribute.json")
        var text = Array(data)
        while let last = text.last, last == 0x0A || last == 0x20 { text.removeLast() }
        #expect(throws: Never.self) { try NativeJSONReader.read(Data(text), path: nil) }
        for length in 0..<text.count {
            let error = readingError(Data(text[0..<length]))
            #expect(error != nil, "prefix of \(length) bytes")
        }
    }

    @Test func randomlyDamagedDocumentsGiveATreeOrARecordingErrorNeverACrash() throws {
        let original = Array(try nativeFixture("every-attribute.json"))
        let alphabet = Array("{}[]\",:\\0123456789.eE-+ntfu \n".utf8) + [0x00, 0x80, 0xC3, 0xE2, 0xF0, 0xFF]
        let errors = try DamagedInput.recordingErrors(reading: original, alphabet: alphabet, seed: 11) {
            try NativeJSONReader.read($0, path: nil)
        }
        // Most damage breaks the document; every failure above was a RecordingError.
        #expect(errors > 1500)
    }

    @Test func errorLocationsCountCharactersNotBytes() throws {
        let text = "{\"format\":\"rapidmap-native-json\",\"version\":1,\"root\":{\"label\":\"日本語\",\"type\":\"other\",\"frame\":[0,0,0,0],\"enabled\":1}}"
        let error = try #require(readingError(text))
        let column = text.distance(from: text.startIndex, to: text.range(of: "1}}")!.lowerBound) + 1
        #expect(error.line == 1 && error.column == column)
        #expect(error.description.hasPrefix("test.json:1:\(column): error: "))
        #expect(error.description.hasSuffix("(native JSON)"))
    }

    // MARK: Depth

    @Test func aVeryDeepTreeIsReadWithoutRecursion() throws {
        let depth = StressRun.deepTreeLevels
        let open = Array(#"{"type":"other","frame":[0,0,1,1],"children":["#.utf8)
        let leaf = Array(#"{"type":"button","frame":[0,0,1,1]}"#.utf8)
        var bytes = Array(#"{"format":"rapidmap-native-json","version":1,"root":"#.utf8)
        bytes.reserveCapacity(depth * (open.count + 2) + 100)
        for _ in 0..<(depth - 1) { bytes.append(contentsOf: open) }
        bytes.append(contentsOf: leaf)
        for _ in 0..<(depth - 1) { bytes.append(UInt8(ascii: "]")); bytes.append(UInt8(ascii: "}")) }
        bytes.append(UInt8(ascii: "}"))
        let tree = try NativeJSONReader.read(Data(bytes), path: nil)
        #expect(tree.count == depth)
        #expect(tree.height == depth - 1)
        #expect(tree[depth - 1].type == .button)
        // The same nesting, cut one byte short, is an error rather than a crash.
        #expect(readingError(Data(bytes.dropLast())) != nil)
    }
}
