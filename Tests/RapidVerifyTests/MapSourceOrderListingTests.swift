import Foundation
import RapidVerify
import Testing

@Suite("Order listing")
struct MapSourceOrderListingTests {
    static let elements = [
        OrderedElement(position: 0, nodeIndex: 1, node: AccessibilityNode(type: .staticText, label: "今日のおすすめ", frame: Frame(x: 0, y: 0, width: 10, height: 10))),
        OrderedElement(position: 1, nodeIndex: 2, node: AccessibilityNode(type: .button, identifier: "a\"b", label: "مرحبًا\n", frame: Frame(x: 1.5, y: .nan, width: 10, height: 10))),
    ]

    @Test("wide characters count two columns, combining marks none")
    func displayWidth() {
        #expect(OrderListing.displayWidth("abc") == 3)
        #expect(OrderListing.displayWidth("今日") == 4)
        #expect(OrderListing.displayWidth("مرحبًا") == 5)
        #expect(OrderListing.displayWidth("e\u{301}") == 1)
    }

    @Test("columns line up in display width and labels stay on one line")
    func table() {
        let lines = OrderListing.table(Self.elements).split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == 4)
        #expect(lines[3].isEmpty)
        func column(of marker: String, in line: Substring) -> Int? {
            line.range(of: marker).map { OrderListing.displayWidth(String(line[..<$0.lowerBound])) }
        }
        let header = column(of: "frame", in: lines[0])
        #expect(header != nil)
        #expect(column(of: "{{", in: lines[1]) == header)
        #expect(column(of: "{{", in: lines[2]) == header)
        #expect(lines[2].contains(#""مرحبًا\n""#))
    }

    @Test("JSON escapes strings and writes null for missing values and non-finite numbers")
    func json() {
        let text = OrderListing.json(Self.elements)
        #expect(text.contains(#"{"index": 0, "type": "staticText", "identifier": null, "label": "今日のおすすめ", "frame": [0, 0, 10, 10]},"#))
        #expect(text.contains(#"{"index": 1, "type": "button", "identifier": "a\"b", "label": "مرحبًا\n", "frame": [1.5, null, 10, 10]}"#))
        #expect(OrderListing.json([]) == "[]\n")
        #expect(OrderListing.jsonString("\u{1}\u{2028}") == #""\u0001\u2028""#)
    }
}
