import Foundation
import Testing
@testable import RapidVerify
@testable import RapidTree
import RapidMapTestSupport

/// Small hand-written dumps in `Tests/Fixtures/DebugDescription/`.
enum DebugDescriptionFixtures {
    static let directory = PackagePaths.fixtures("DebugDescription")

    static func data(_ name: String) throws -> Data {
        try Data(contentsOf: directory.appendingPathComponent(name))
    }

    static func tree(_ name: String) throws -> AccessibilityTree {
        try DebugDescriptionReader.read(data(name), path: name)
    }

    /// The fixtures that spell the same sign-in screen in different ways.
    static let signInVariants = [
        "full-dump.txt", "subtree-only.txt", "bare-lines.txt", "no-addresses.txt", "device-addresses.txt",
        "log-lines.txt", "comment-indented.txt", "comment-slashes.txt", "po-string.txt", "flat-frames.txt",
        "tabs.txt", "crlf-bom.txt", "irregular-indent.txt",
    ]

    static let all = signInVariants + ["flags-fields.txt", "tricky-labels.txt", "old-traits.txt", "ipad.txt"]

    /// The sign-in screen, written in code independently of the reader.
    static let signIn: AccessibilityTree = {
        func frame(_ x: Double, _ y: Double, _ w: Double, _ h: Double) -> Frame { Frame(x: x, y: y, width: w, height: h) }
        return AccessibilityTree(
            root: NestedNode(
                AccessibilityNode(type: .application, label: "Sample"),
                children: [
                    NestedNode(
                        AccessibilityNode(type: .window, frame: frame(0, 0, 390, 844)),
                        children: [
                            NestedNode(
                                AccessibilityNode(type: .other, frame: frame(0, 0, 390, 844)),
                                children: [
                                    NestedNode(
                                        AccessibilityNode(type: .navigationBar, identifier: "Sign In", frame: frame(0, 47, 390, 44)),
                                        children: [
                                            NestedNode(AccessibilityNode(type: .button, label: "Back", frame: frame(0, 47, 70, 44))),
                                            NestedNode(AccessibilityNode(type: .staticText, label: "Sign In", frame: frame(165, 58.7, 60, 20.3))),
                                        ]),
                                    NestedNode(
                                        AccessibilityNode(
                                            type: .textField, identifier: "email", value: "jane@example.com",
                                            placeholder: "Email", frame: frame(20, 120, 350, 44), traits: .isEditing)),
                                    NestedNode(
                                        AccessibilityNode(
                                            type: .secureTextField, identifier: "password",
                                            placeholder: "Password", frame: frame(20, 176, 350, 44))),
                                    NestedNode(
                                        AccessibilityNode(
                                            type: .switch, label: "Remember me", value: "1",
                                            frame: frame(321, 236, 51, 31))),
                                    NestedNode(
                                        AccessibilityNode(
                                            type: .button, identifier: "signIn", label: "Sign In",
                                            frame: frame(20, 290, 350, 50), traits: .notEnabled, enabled: false)),
                                ])
                        ])
                ]))
    }()
}

@Suite("debugDescription reader: variants of the format")
struct DebugDescriptionVariantTests {
    @Test("the full dump with header, Path and Query chain reads as the sign-in screen")
    func fullDumpMatchesTreeWrittenInCode() throws {
        let tree = try DebugDescriptionFixtures.tree("full-dump.txt")
        #expect(tree == DebugDescriptionFixtures.signIn)
        #expect(tree.source == RecordingSource(format: .debugDescription, path: "full-dump.txt"))
        #expect(tree.idiom == .phone)
        #expect(tree.nodes.allSatisfy { $0.isAccessibilityElement == .unknown })
    }

    @Test("every spelling of the sign-in screen reads as the same tree", arguments: DebugDescriptionFixtures.signInVariants)
    func variantReadsAsSameTree(name: String) throws {
        let tree = try DebugDescriptionFixtures.tree(name)
        #expect(tree == DebugDescriptionFixtures.signIn)
    }

    @Test("format detection picks debugDescription for every fixture", arguments: DebugDescriptionFixtures.all)
    func detectionPicksDebugDescription(name: String) throws {
        let data = try DebugDescriptionFixtures.data(name)
        #expect(RecordingFormat.detect(data) == .debugDescription)
        // And the generic entry point reads it.
        #expect(try AccessibilityTree(reading: data).count == DebugDescriptionReader.read(data, path: nil).count)
    }

    @Test("the escaped po string fixture really is one line with escapes")
    func poStringFixtureIsOneEscapedLine() throws {
        let text = String(decoding: try DebugDescriptionFixtures.data("po-string.txt"), as: UTF8.self)
        #expect(text.hasPrefix("\""))
        #expect(text.trimmingCharacters(in: .whitespacesAndNewlines).contains("\n") == false)
        #expect(text.contains("\\n") && text.contains("\\'"))
    }

    @Test("a po string without wrapping quotes, or with an lldb prefix, is unescaped too")
    func poStringPrefixes() throws {
        let body = #"Element subtree:\n →Application, 0x1, pid: 2, label: \'It\\\'s\'\n    Window, 0x2, {{0.0, 0.0}, {390.0, 844.0}}"#
        for text in [body, "(String) $R0 = \"\(body)\"", "Optional(\"\(body)\")"] {
            let tree = try DebugDescriptionReader.read(Data(text.utf8), path: nil)
            #expect(tree.count == 2)
            #expect(tree[0].label == #"It\'s"#)
            #expect(tree[1].frame == Frame(x: 0, y: 0, width: 390, height: 844))
        }
    }

    @Test("the root's → marker, an ASCII -> marker and no marker give the same tree")
    func rootMarkers() throws {
        let lines = ["Application, 0x1, pid: 3, label: 'A'", "    Window, 0x2, {{0.0, 0.0}, {10.0, 10.0}}"]
        let trees = try [" →", " ->", "  "].map { marker in
            try DebugDescriptionReader.read(Data((marker + lines[0] + "\n" + lines[1]).utf8), path: nil)
        }
        #expect(trees[0].count == 2)
        #expect(trees[0] == trees[1])
        #expect(trees[0] == trees[2])
    }

    @Test("a lone CR ends lines too")
    func carriageReturnLineEnds() throws {
        let text = String(decoding: try DebugDescriptionFixtures.data("bare-lines.txt"), as: UTF8.self)
        let tree = try DebugDescriptionReader.read(Data(text.replacingOccurrences(of: "\n", with: "\r").utf8), path: nil)
        #expect(tree == DebugDescriptionFixtures.signIn)
    }

    @Test("only the first dump is read when a log holds two")
    func firstDumpOnly() throws {
        let one = try DebugDescriptionFixtures.data("full-dump.txt")
        let ipad = try DebugDescriptionFixtures.data("ipad.txt")
        #expect(try DebugDescriptionReader.read(one + ipad, path: nil) == DebugDescriptionFixtures.signIn)
        // Without the Path/Query footer, the second `Attributes:` line ends the first tree.
        let bare = try DebugDescriptionFixtures.data("subtree-only.txt")
        #expect(try DebugDescriptionReader.read(bare + ipad, path: nil) == DebugDescriptionFixtures.signIn)
    }

    @Test("a line no deeper than an Application root becomes the root's child")
    func applicationRootKeepsShallowLines() throws {
        let text = """
            Application, pid: 34372, {{0.0, 0.0}, {320.0, 568.0}}, label: 'MyApp'
            Window, {{0.0, 0.0}, {320.0, 568.0}}
              Other, {{0.0, 0.0}, {320.0, 568.0}}
            Window, {{0.0, 0.0}, {320.0, 568.0}}
            """
        let tree = try DebugDescriptionReader.read(Data(text.utf8), path: nil)
        #expect(Array(tree.children(of: 0)) == [1, 3])
        #expect(tree.parent(of: 2) == 1)
        #expect(tree[0].frame == Frame(x: 0, y: 0, width: 320, height: 568))
    }

    @Test("irregular indentation nests each line under the nearest shallower line")
    func nearestShallowerLine() throws {
        let text = """
            Other, {{0, 0}, {100, 100}}
                  Button, label: 'a'
               Button, label: 'b'
                 StaticText, label: 'c'
              Button, label: 'd'
            """
        let tree = try DebugDescriptionReader.read(Data(text.utf8), path: nil)
        #expect(tree.count == 5)
        #expect(Array(tree.children(of: 0)) == [1, 2, 4])
        #expect(tree.parent(of: 3) == 2)
    }

    @Test("a tab advances to the next multiple of four columns")
    func tabWidth() throws {
        // A tab is 4 columns, so `\t  ` (6) is deeper than `    ` (4) and shallower than 8 spaces.
        let text = "Other\n    Other, label: 'four'\n\t  Other, label: 'six'\n        Other, label: 'eight'\n"
        let tree = try DebugDescriptionReader.read(Data(text.utf8), path: nil)
        #expect(tree.parent(of: 2) == 1)
        #expect(tree.parent(of: 3) == 2)
    }

    @Test("elements without a frame have the zero frame, and frames may use integers and exponents")
    func frameNumbers() throws {
        let text = """
            Application, 0x1, pid: 1
              Window, {{0, 0}, {1024, 768}}
              Other, {-20.5, 1e2, 3.25E+1, 0.000001}
              Other, {{inf, -inf}, {nan, 12345678901234567.5}}
            """
        let tree = try DebugDescriptionReader.read(Data(text.utf8), path: nil)
        #expect(tree[0].frame == .zero)
        #expect(tree[1].frame == Frame(x: 0, y: 0, width: 1024, height: 768))
        #expect(tree[2].frame == Frame(x: -20.5, y: 100, width: 32.5, height: 0.000001))
        #expect(tree[3].frame.x == .infinity && tree[3].frame.y == -.infinity && tree[3].frame.width.isNaN)
        #expect(tree[3].frame.height == 12345678901234567.5)
    }

    @Test("decimal coordinates read exactly as Double(String) reads them")
    func decimalsAreCorrectlyRounded() throws {
        let values = ["0.1", "58.7", "20.3", "123456.789", "-0.3", "999999999999.999", "0.3333333333333333"]
        for v in values {
            let tree = try DebugDescriptionReader.read(Data("Other, {\(v), 0, 0, 0}".utf8), path: nil)
            #expect(tree[0].frame.x == Double(v)!, "\(v)")
        }
    }
}

@Suite("debugDescription reader: attributes and flags")
struct DebugDescriptionAttributeTests {
    @Test("Selected sets selected and the selected trait; Disabled clears enabled and sets notEnabled")
    func selectedAndDisabled() throws {
        let tree = try DebugDescriptionFixtures.tree("flags-fields.txt")
        let buttons = tree.nodes.filter { $0.type == .button }
        #expect(buttons.map { $0.label } == ["Home", "Search", "Inbox", "Profile"])
        #expect(buttons.map(\.selected) == [true, false, true, false])
        #expect(buttons.map(\.enabled) == [true, false, false, true])
        #expect(buttons.map(\.traits) == [.selected, .notEnabled, [.selected, .notEnabled], []])
    }

    @Test("Keyboard Focused on a text input is its editing state; elsewhere, and Focused, change nothing")
    func keyboardFocusOnATextInputIsEditing() throws {
        let tree = try DebugDescriptionReader.read(
            Data(
                """
                Other
                  TextField, {{1, 2}, {3, 4}}, value: x, Keyboard Focused
                  TextField, {{1, 2}, {3, 4}}, value: x
                  Button, label: 'TV', Focused
                  Button, label: 'TV'
                  SecureTextField, label: 'Password', Keyboard Focused
                  SearchField, label: 'Search', Keyboard Focused
                  TextView, label: 'Notes', Keyboard Focused, Selected
                  Sheet, label: 'alert', Keyboard Focused
                  Cell, identifier: 'row', Keyboard Focused, Selected
                  Keyboard, {{0, 500}, {390, 300}}
                    Key, label: 'q'
                """.utf8), path: nil)
        #expect(tree[1].traits == .isEditing)
        #expect(tree[2].traits.isEmpty)
        var edited = tree[1]
        edited.traits = []
        #expect(edited == tree[2], "the flag changes nothing but the trait")
        #expect(tree[3] == tree[4])
        #expect(tree[5].traits == .isEditing && tree[6].traits == .isEditing)
        #expect(tree[7].traits == [.isEditing, .selected])
        // Keyboard focus on what takes no text is not editing (macOS sheets and cells).
        #expect(tree[8].traits.isEmpty)
        #expect(tree[9].traits == .selected)
    }

    @Test("values are unquoted, may contain commas and keep XCUITest's ... cut")
    func unquotedValues() throws {
        let tree = try DebugDescriptionFixtures.tree("flags-fields.txt")
        let notes = try #require(tree.firstIndex(identifier: "notes"))
        #expect(tree[notes].type == .textView)
        #expect(tree[notes].value == "Dear team, thanks for the lovely evening. We should do it again s...")
        let field = try #require(tree.nodes.first { $0.type == .textField })
        #expect(field.value == "a, b, c")
        #expect(field.placeholder == "Search")
        #expect(tree.nodes.first { $0.type == .slider }?.value == "50%")
    }

    @Test("title is the label when there is no label; unknown keys are skipped")
    func titleAndUnknownKeys() throws {
        let tree = try DebugDescriptionFixtures.tree("flags-fields.txt")
        #expect(tree.nodes.first { $0.type == .menuItem }?.label == "Quit")
        let logo = try #require(tree.firstIndex(identifier: "logo"))
        #expect(tree[logo].label == "Logo")
        #expect(tree.count == 12)
    }

    @Test("a quote ends a label only before the end of the line or another field")
    func quotedLabelRule() throws {
        let tree = try DebugDescriptionFixtures.tree("tricky-labels.txt")
        let labels = tree.nodes.dropFirst(2).map { $0.label }
        #expect(
            labels == [
                "Rock 'n', roll", "It's here", "Hello, world!", "She said \"hi\"", "a', b",
                "First line\nSecond line", "", "ends with quote'", "value: y",
            ])
        #expect(tree[2].selected)
        #expect(tree[5].identifier == "quote")
        #expect(tree.nodes.last?.identifier == "x")
        #expect(tree.count == 11)
        #expect((2..<tree.count).allSatisfy { tree.parent(of: $0) == 1 })
    }

    @Test("numeric traits of old dumps are kept bit for bit, ↳ markers are skipped")
    func oldNumericTraits() throws {
        let tree = try DebugDescriptionFixtures.tree("old-traits.txt")
        #expect(tree.count == 9)
        #expect(tree[0].type == .application)
        #expect(tree[0].frame == Frame(x: 0, y: 0, width: 320, height: 568))
        #expect(tree[3].traits.rawValue == 1 << 33)
        #expect(tree[4].traits.rawValue == 35192962023424)
        #expect(tree[5].traits == [.tabBar, AccessibilityTraitSet(rawValue: 1 << 33)])
        let tabs = Array(tree.children(of: 5))
        #expect(tabs.map { tree[$0].identifier } == ["mySitesTabButton", "meTabButton", "writeTabButton"])
        #expect(tabs.map { tree[$0].traits.contains([.button, .tabBarItem]) } == [true, true, true])
        #expect(tabs.map { tree[$0].selected } == [false, true, false])
        #expect(tabs.map { tree[$0].enabled } == [true, true, false])
        #expect(tree.height == 5)
    }

    @Test("the idiom is pad only when the first window is at least 744 points on both sides")
    func idiomInference() throws {
        #expect(try DebugDescriptionFixtures.tree("ipad.txt").idiom == .pad)
        func idiom(_ window: String) throws -> Idiom {
            try DebugDescriptionReader.read(Data("Application, 0x1, pid: 1\n  Window, \(window)\n".utf8), path: nil).idiom
        }
        #expect(try idiom("{{0.0, 0.0}, {744.0, 1133.0}}") == .pad)  // iPad mini, portrait
        #expect(try idiom("{{0.0, 0.0}, {932.0, 430.0}}") == .phone)  // iPhone Pro Max, landscape
        #expect(try idiom("{{0.0, 0.0}, {390.0, 844.0}}") == .phone)
        // Without a window, the root's own frame decides.
        let root = try DebugDescriptionReader.read(Data("Other, {{0, 0}, {1366, 1024}}\n  Button\n".utf8), path: nil)
        #expect(root.idiom == .pad)
    }

    @Test("every element type's debug name reads back as that type")
    func everyDebugName() throws {
        for type in ControlType.allCases {
            let tree = try DebugDescriptionReader.read(Data("\(type.debugName), 0x1, {{0, 0}, {1, 1}}".utf8), path: nil)
            #expect(tree[0].type == type)
        }
    }

    @Test("type names are read with ControlType(parsing:), so XCUIElementType names work")
    func typeSpellings() throws {
        let tree = try DebugDescriptionReader.read(
            Data(
                """
                XCUIElementTypeOther
                  CollectionView
                  Cell
                  ActivityIndicator
                  SegmentedControl
                """.utf8), path: nil)
        #expect(tree.nodes.map(\.type) == [.other, .collectionView, .cell, .activityIndicator, .segmentedControl])
    }
}
