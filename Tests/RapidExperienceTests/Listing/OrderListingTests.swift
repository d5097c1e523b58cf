import Foundation
import RapidVerify
import Testing
import RapidExperience
import RapidMapTestSupport

@Suite("Order listing")
struct OrderListingTests {
    static let elements = [
        OrderedElement(
            position: 0, nodeIndex: 1, node: AccessibilityNode(type: .staticText, label: "今日のおすすめ", frame: Frame(x: 0, y: 0, width: 10, height: 10))),
        OrderedElement(
            position: 1, nodeIndex: 2,
            node: AccessibilityNode(type: .button, identifier: "a\"b", label: "مرحبًا\n", frame: Frame(x: 1.5, y: .nan, width: 10, height: 10))),
    ]

    @Test("the listing measures with the one terminal width: CJK and emoji two columns, combining marks none")
    func displayWidth() {
        #expect(TerminalWidth.of("abc") == 3)
        #expect(TerminalWidth.of("今日") == 4)
        #expect(TerminalWidth.of("مرحبًا") == 5)  // the tanwin mark adds nothing
        #expect(TerminalWidth.of("e\u{301}") == 1)
        #expect(TerminalWidth.of("😀") == 2)
        #expect(TerminalWidth.of("👨‍👩‍👧") == 2)  // a ZWJ family is one wide glyph
        #expect(TerminalWidth.of("🇫🇷") == 2)
        // U+1F321 THERMOMETER has text presentation (Emoji_Presentation=No): one column,
        // two only with the emoji variation selector. The listing's own table counted the
        // whole 1F300–1F64F block as wide and disagreed with the report here.
        #expect(TerminalWidth.of("🌡") == 1)
        #expect(TerminalWidth.of("🌡\u{FE0F}") == 2)
        #expect(TerminalWidth.of("1\u{FE0F}\u{20E3}") == 2)  // keycap
    }

    @Test("an emoji label keeps the columns after it aligned")
    func emojiColumns() {
        let elements = [
            OrderedElement(
                position: 0, nodeIndex: 1,
                node: AccessibilityNode(type: .button, identifier: "x", label: "🌡 Temp", frame: Frame(x: 0, y: 0, width: 1, height: 1))),
            OrderedElement(
                position: 1, nodeIndex: 2, node: AccessibilityNode(type: .button, identifier: "y", label: "😀👍", frame: Frame(x: 0, y: 0, width: 1, height: 1))),
        ]
        let lines = OrderListing.table(elements).split(separator: "\n")
        let columns = lines.map { line in line.range(of: "{{").map { TerminalWidth.of(String(line[..<$0.lowerBound])) } }
        #expect(columns.count == 3)
        #expect(columns[1] != nil && columns[1] == columns[2])
    }

    @Test("line differences come from the one sequence alignment: hunks between common lines")
    func lineDifference() {
        let d = LineDifference(old: "a\nb\nc\nd\n", new: "a\nB\nc\nd\ne\n")
        #expect(
            d.hunks == [
                LineDifference.Hunk(oldStart: 1, removed: ["b"], added: ["B"]),
                LineDifference.Hunk(oldStart: 4, removed: [], added: ["e"]),
            ])
        #expect(d.changeCount == 2)
        #expect(LineDifference(old: "x\r\ny\n", new: "x\ny").hunks.isEmpty)
        #expect(LineDifference(old: "", new: "").hunks.isEmpty)
        #expect(LineDifference(old: "p\nq\n", new: "").hunks == [LineDifference.Hunk(oldStart: 0, removed: ["p", "q"], added: [])])
    }

    @Test("columns line up in display width and labels stay on one line")
    func table() {
        let lines = OrderListing.table(Self.elements).split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == 4)
        #expect(lines[3].isEmpty)
        func column(of marker: String, in line: Substring) -> Int? {
            line.range(of: marker).map { TerminalWidth.of(String(line[..<$0.lowerBound])) }
        }
        let header = column(of: "frame", in: lines[0])
        #expect(header != nil)
        #expect(column(of: "{{", in: lines[1]) == header)
        #expect(column(of: "{{", in: lines[2]) == header)
        #expect(lines[2].contains(#""مرحبًا\n""#))
    }

    @Test("JSON escapes strings and writes null for missing values and non-finite numbers")
    func json() {
        let text = OrderListing.json(Self.elements, platform: .iOS, traitsRecorded: false)
        #expect(text.contains(#"{"index": 0, "type": "staticText", "identifier": null, "label": "今日のおすすめ", "frame": [0, 0, 10, 10]},"#))
        #expect(text.contains(#"{"index": 1, "type": "button", "identifier": "a\"b", "label": "مرحبًا\n", "frame": [1.5, null, 10, 10]}"#))
        #expect(
            OrderListing.json([], platform: .iOS, traitsRecorded: true)
                == #"{"platform": "iOS", "orderModelled": true, "note": null,"# + "\n" + #" "traitsRecorded": true, "elements": []}"# + "\n")
        let tv = OrderListing.json(Self.elements, platform: .tvOS, traitsRecorded: false)
        #expect(tv.hasPrefix(#"{"platform": "tvOS", "orderModelled": false, "note": "order computed with iOS's rules: tvOS's VoiceOver order"#))
        #expect(tv.hasSuffix("\n]}\n"))
        #expect(OrderListing.jsonString("\u{1}\u{2028}") == #""\u0001\u2028""#)
    }
}

/// `rapidgen order`'s table written in pieces is the table, whatever the piece size.
@Suite struct OrderListingStreamTests {
    @Test func aTableWrittenInSmallPiecesIsTheWholeTable() {
        var elements: [OrderedElement] = []
        for i in 0..<500 {
            let type: ControlType = i % 3 == 0 ? .button : .staticText
            let identifier: String? = i % 5 == 0 ? nil : "row.\(i)"
            let label: String = i % 7 == 0 ? "Zoë \"\(i)\"\n東京" : "Row \(i)"
            let node = AccessibilityNode(
                type: type, identifier: identifier, label: label,
                frame: Frame(x: 0, y: Double(i) * 44.5, width: 390, height: 44))
            elements.append(OrderedElement(position: i, nodeIndex: i, node: node))
        }
        var pieces: [String] = []
        OrderListing.writeTable(elements, chunkBytes: 1_000) { pieces.append($0) }
        #expect(pieces.count > 10)
        #expect(pieces.dropLast().allSatisfy { $0.utf8.count >= 1_000 && $0.hasSuffix("\n") })
        #expect(pieces.joined() == OrderListing.table(elements))
        let lines = OrderListing.table(elements).split(separator: "\n")
        #expect(lines.count == 501)
        // Labels are escaped onto one line and the frame column starts at one width.
        #expect(lines.allSatisfy { !$0.hasSuffix(" ") })
        #expect(lines[1].hasPrefix("0    button      -  "))
        #expect(lines[1].contains(#""Zoë \"0\"\n東京""#))
    }
}
