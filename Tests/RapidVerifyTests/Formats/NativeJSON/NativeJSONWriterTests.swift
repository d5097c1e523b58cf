import Foundation
import Testing
@testable import RapidVerify
@testable import RapidTree
import RapidMap
import RapidMapTestSupport

private func text(_ data: Data) -> String { String(decoding: data, as: UTF8.self) }

/// Strings that are hard to write as JSON.
private let hostileStrings: [String] = [
    "", "\"", "\\", "\u{0}", "\u{1}\u{1F}", "\n\r\t\u{8}\u{C}", "\u{7F}", "/", "a\"b\\c\"", "\\u0041", "\\\"",
    "😀👍🏽🇯🇵", "مرحبا بالعالم", "עברית\u{200F}", "中文字符", "日本語のラベル", "\u{2028}\u{2029}", "e\u{301}",
    "\u{FEFF}", "\u{10FFFF}", "</script>", "  spaced  ", "Zoë O'Neil", "null", "true", "1e5", "{\"x\": [1]}",
]

/// A seeded random tree with every kind of attribute and hostile strings.
private func randomTree(_ random: inout SeededRandom, nodes: Int) -> AccessibilityTree {
    func string(_ random: inout SeededRandom) -> String {
        (0..<(1 + random.below(3))).map { _ in hostileStrings[random.below(hostileStrings.count)] }.joined()
    }
    func number(_ random: inout SeededRandom) -> Double {
        switch random.below(5) {
        case 0: return Double(random.below(2000)) - 1000
        case 1: return Double(random.below(100_000)) / 4
        case 2: return Double(bitPattern: random.next() & 0x7FEF_FFFF_FFFF_FFFF) * (random.below(2) == 0 ? 1 : -1)
        case 3: return Double(random.below(1_000_000)) / 7
        default: return 1e-7 * Double(random.below(100))
        }
    }
    var builder = AccessibilityTree.Builder(
        idiom: Idiom.allCases[random.below(Idiom.allCases.count)],
        layoutDirection: random.below(2) == 0 ? .leftToRight : .rightToLeft)
    builder.open(AccessibilityNode(type: .window))
    for _ in 1..<max(1, nodes) {
        if builder.depth > 1 && random.below(3) == 0 { builder.close() }
        if random.below(2) == 0 { builder.open(AccessibilityNode(type: .other)) } else { builder.leaf(AccessibilityNode(type: .other)) }
    }
    while builder.depth > 0 { builder.close() }
    var tree = try! builder.finish()
    for i in 0..<tree.count {
        var n = AccessibilityNode(type: ControlType.allCases[random.below(ControlType.allCases.count)])
        if random.below(2) == 0 { n.identifier = string(&random) }
        if random.below(2) == 0 { n.label = string(&random) }
        if random.below(3) == 0 { n.value = string(&random) }
        if random.below(4) == 0 { n.placeholder = string(&random) }
        if random.below(4) == 0 { n.hint = string(&random) }
        n.frame = Frame(x: number(&random), y: number(&random), width: number(&random), height: number(&random))
        n.traits = AccessibilityTraitSet(rawValue: random.below(2) == 0 ? 0 : random.next())
        n.enabled = random.below(4) != 0
        n.selected = random.below(4) == 0
        n.isAccessibilityElement = [.yes, .no, .unknown][random.below(3)]
        n.hidden = random.below(5) == 0
        n.visible = random.below(5) != 0
        n.alpha = random.below(3) == 0 ? number(&random) : 1
        n.clipsToBounds = random.below(3) == 0
        n.accessibilityElementsHidden = random.below(6) == 0
        n.modal = random.below(6) == 0
        n.groupsChildren = random.below(6) == 0
        n.containerType = ContainerType.allCases[random.below(ContainerType.allCases.count)]
        let childCount = Array(tree.children(of: i)).count
        if random.below(3) == 0 {
            n.explicitOrder = Array((0..<childCount).shuffled(using: &random).prefix(random.below(childCount + 1)))
        }
        n.sortPriority = random.below(3) == 0 ? number(&random) : 0
        n.customActions = (0..<random.below(3)).map { _ in string(&random) }
        if random.below(4) == 0 { n.activationPoint = ScreenPoint(x: number(&random), y: number(&random)) }
        tree[i] = n
    }
    // A tree holding a type only macOS has is a Mac's whatever it states (RecordingPlatform's
    // precedence, which the reader applies), so such a random tree says so itself.
    if tree.nodes.contains(where: { RecordingPlatform.macOSOnlyTypes.contains($0.type) }) { tree.idiom = .mac }
    return tree
}

@Suite struct NativeTreeWriterTests {
    @Test func aMinimalTreeIsWrittenCompactlyWithOnlyTypeAndFrame() {
        let tree = AccessibilityTree(root: NestedNode(AccessibilityNode(type: .button, frame: Frame(x: 0, y: -3, width: 10, height: 20.5))))
        #expect(
            text(NativeJSONWriter.write(tree, pretty: false))
                == #"{"format":"rapidmap-native-json","version":1,"idiom":"phone","layoutDirection":"leftToRight","root":{"type":"button","frame":[0,-3,10,20.5]}}"#
        )
    }

    @Test func prettyOutputIsIndentedWithOneKeyPerLine() {
        let tree = AccessibilityTree(
            root: NestedNode(
                AccessibilityNode(type: .window, frame: Frame(x: 0, y: 0, width: 390, height: 844)),
                children: [
                    NestedNode(
                        AccessibilityNode(type: .button, identifier: "ok", frame: Frame(x: 1, y: 2, width: 3, height: 4), traits: [.button, .selected]),
                        children: [NestedNode(AccessibilityNode(type: .image, frame: .zero))]),
                    NestedNode(AccessibilityNode(type: .staticText, label: "Hi", frame: .zero, isAccessibilityElement: .no)),
                ]), idiom: .pad)
        let expected = """
            {
              "format": "rapidmap-native-json",
              "version": 1,
              "idiom": "pad",
              "layoutDirection": "leftToRight",
              "root": {
                "type": "window",
                "frame": [0, 0, 390, 844],
                "children": [
                  {
                    "type": "button",
                    "identifier": "ok",
                    "frame": [1, 2, 3, 4],
                    "traits": ["button", "selected"],
                    "children": [
                      {
                        "type": "image",
                        "frame": [0, 0, 0, 0]
                      }
                    ]
                  },
                  {
                    "type": "staticText",
                    "label": "Hi",
                    "frame": [0, 0, 0, 0],
                    "isAccessibilityElement": false
                  }
                ]
              }
            }

            """
        #expect(text(NativeJSONWriter.write(tree)) == expected)
    }

    @Test func keysComeInAFixedOrderAndDefaultsAreLeftOut() throws {
        let node = AccessibilityNode(
            type: .switch, identifier: "i", label: "l", value: "v", placeholder: "p", hint: "h", frame: .zero,
            traits: .button, enabled: false, selected: true, isAccessibilityElement: .yes, hidden: true, visible: false,
            alpha: 0.5, clipsToBounds: true, accessibilityElementsHidden: true, modal: true, groupsChildren: true,
            containerType: .list, explicitOrder: [0], sortPriority: 1, customActions: ["a"],
            activationPoint: ScreenPoint(x: 5, y: 6.5))
        let tree = AccessibilityTree(root: NestedNode(node, children: [NestedNode(AccessibilityNode(type: .other))]))
        let output = text(NativeJSONWriter.write(tree, pretty: false))
        let keys = [
            "type", "identifier", "label", "value", "placeholder", "hint", "frame", "traits", "enabled", "selected",
            "isAccessibilityElement", "hidden", "visible", "alpha", "clipsToBounds", "accessibilityElementsHidden",
            "modal", "groupsChildren", "containerType", "explicitOrder", "sortPriority", "customActions", "activationPoint",
            "children",
        ]
        #expect(output.contains(#""activationPoint":[5,6.5]"#))
        let positions = try keys.map { key in try #require(output.range(of: "\"\(key)\":")).lowerBound }
        #expect(positions == positions.sorted())
        // The child has only defaults: type and frame.
        #expect(output.hasSuffix(#""children":[{"type":"other","frame":[0,0,0,0]}]}}"#))
    }

    @Test func numbersAreShortAndWholeNumbersHaveNoFraction() throws {
        let tree = AccessibilityTree(
            root: NestedNode(
                AccessibilityNode(
                    type: .other, frame: Frame(x: 20, y: -0.25, width: 1e-7, height: 1e20), alpha: 0.1, sortPriority: 123456789)))
        let output = text(NativeJSONWriter.write(tree, pretty: false))
        #expect(output.contains(#""frame":[20,-0.25,1e-07,1e+20]"#))
        #expect(output.contains(#""alpha":0.1"#))
        #expect(output.contains(#""sortPriority":123456789"#))
        #expect(try NativeJSONReader.read(Data(output.utf8), path: nil) == tree)
    }

    @Test func nanAndInfinitiesAreWrittenAsStringsAndReadBack() throws {
        let tree = AccessibilityTree(
            root: NestedNode(
                AccessibilityNode(
                    type: .other, frame: Frame(x: .nan, y: .infinity, width: -.infinity, height: 0), alpha: .nan, sortPriority: .infinity)))
        let data = NativeJSONWriter.write(tree, pretty: false)
        #expect(text(data).contains(#""frame":["nan","inf","-inf",0],"alpha":"nan","sortPriority":"inf""#))
        let back = try NativeJSONReader.read(data, path: nil)
        #expect(back[0].frame.x.isNaN && back[0].alpha.isNaN)
        #expect(back[0].frame.y == .infinity && back[0].frame.width == -.infinity && back[0].sortPriority == .infinity)
    }

    @Test func controlCharactersAreEscapedAndEverythingElseIsPlainUTF8() {
        let tree = AccessibilityTree(root: NestedNode(AccessibilityNode(type: .other, label: "a\"\\\n\u{0}\u{1F}é😀/", frame: .zero)))
        let output = text(NativeJSONWriter.write(tree, pretty: false))
        #expect(output.contains(#""label":"a\"\\\n\u0000\u001fé😀/""#))
    }

    @Test func writingThenReadingGivesAnEqualTreeForRandomHostileTrees() throws {
        var random = SeededRandom(seed: 2026)
        for round in 0..<150 {
            let tree = randomTree(&random, nodes: 1 + random.below(60))
            for pretty in [true, false] {
                let data = NativeJSONWriter.write(tree, pretty: pretty)
                let back = try NativeJSONReader.read(data, path: nil)
                #expect(back == tree, "round \(round), pretty: \(pretty)")
                #expect(NativeJSONWriter.write(back, pretty: pretty) == data, "round \(round): writing is deterministic")
            }
        }
    }

    @Test func foundationAgreesTheOutputIsJSONWithTheSameStrings() throws {
        var random = SeededRandom(seed: 99)
        for _ in 0..<30 {
            let tree = randomTree(&random, nodes: 1)
            let object = try #require(try JSONSerialization.jsonObject(with: NativeJSONWriter.write(tree)) as? [String: Any])
            let root = try #require(object["root"] as? [String: Any])
            #expect(root["label"] as? String == tree[0].label)
            #expect(root["identifier"] as? String == tree[0].identifier)
            #expect(object["format"] as? String == "rapidmap-native-json")
        }
    }

    @Test func aVeryDeepTreeIsWrittenWithoutRecursion() throws {
        let depth = StressRun.deepTreeLevels
        var builder = AccessibilityTree.Builder(capacity: depth)
        for _ in 0..<depth { builder.open(AccessibilityNode(type: .other)) }
        for _ in 0..<depth { builder.close() }
        let tree = try builder.finish()
        let data = NativeJSONWriter.write(tree, pretty: false)
        let back = try NativeJSONReader.read(data, path: nil)
        #expect(back.count == depth)
        #expect(back.height == depth - 1)
    }

    @Test func prettyIndentationStopsGrowingSoDeepTreesStayWritable() throws {
        var builder = AccessibilityTree.Builder()
        for _ in 0..<500 { builder.open(AccessibilityNode(type: .other)) }
        for _ in 0..<500 { builder.close() }
        let tree = try builder.finish()
        let data = NativeJSONWriter.write(tree)
        let lines = text(data).split(separator: "\n" as Character)
        let widest = lines.map { line in line.prefix(while: { $0 == " " }).count }.max()
        #expect(widest == 2 * NativeJSONWriter.maximumIndentLevel)
        #expect(try NativeJSONReader.read(data, path: nil) == tree)
    }
}
