import Foundation
import RapidVerify

/// Times ``WebDriverAgentJSONReader`` against `JSONSerialization` on the same bytes: the
/// 100k-element long feed written as a WebDriverAgent `/source?format=json` response.
enum WebDriverAgentJSONBenchmark {
    static func run() throws {
        let tree = FeedGenerator.longFeed()
        let data = webDriverAgentJSON(tree)
        print("== WebDriverAgent JSON: \(tree.count) nodes, \(Bench.formatBytes(data.count)) (compact) ==")
        _ = try Bench.checkedRead("WebDriverAgentJSONReader", expected: tree) { try WebDriverAgentJSONReader.read(data, path: nil) }
        Bench.reportBesideJSONSerialization("WebDriverAgentJSONReader", data: data) { try? WebDriverAgentJSONReader.read(data, path: nil) }
    }

    /// The tree as WebDriverAgent writes it: `{"value": {"tree": NODE}, "sessionId": …,
    /// "status": 0}`, with string flags, a frame string and a rect per node.
    static func webDriverAgentJSON(_ tree: AccessibilityTree) -> Data {
        var out = #"{"value":{"tree":"#
        out.reserveCapacity(tree.count * 330)
        var open: [Int] = []
        for position in 0..<tree.count {
            if let parent = open.last, parent != position - 1 { out += "," }
            let n = tree[position]
            out += #"{"isEnabled":"\#(n.enabled ? 1 : 0)","isVisible":"\#(n.visible ? 1 : 0)","#
            if n.isAccessibilityElement != .unknown { out += #""isAccessible":"\#(n.isAccessibilityElement == .yes ? 1 : 0)","# }
            out += #""frame":"\#(n.frame)","rect":{"origin":{"x":\#(Frame.format(n.frame.x)),"y":\#(Frame.format(n.frame.y))},"#
            out += #""size":{"width":\#(Frame.format(n.frame.width)),"height":\#(Frame.format(n.frame.height))}},"#
            out += #""value":\#(string(n.value)),"label":\#(string(n.label)),"type":"\#(n.type.debugName)","#
            out += #""name":\#(string(n.identifier ?? n.label)),"rawIdentifier":\#(string(n.identifier))"#
            if tree.subtree(of: position).count > 1 {
                out += #","children":["#
                open.append(position)
                continue
            }
            out += "}"
            while let top = open.last, tree.subtree(of: top).upperBound == position + 1 {
                open.removeLast()
                out += "]}"
            }
        }
        out += #"},"sessionId":"8C4A4D1E-2C4B-4E55-9D8B-0F1A2B3C4D5E","status":0}"#
        return Data(out.utf8)
    }

    /// A JSON string literal, or `null`.
    static func string(_ text: String?) -> String {
        text.map(JSONText.stringLiteral) ?? "null"
    }
}
