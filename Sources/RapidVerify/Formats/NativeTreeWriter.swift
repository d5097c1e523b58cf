import Foundation

/// PLACEHOLDER on branch `gen` (the JSON helper's `NativeTreeWriter` replaces this file
/// at merge): writes a tree as RapidMap JSON with the commonly used node fields only
/// (type, identifier, label, value, frame, traits, isAccessibilityElement, children).
public enum NativeTreeWriter {
    /// The tree as RapidMap JSON; `pretty` puts each node on its own indented lines.
    public static func write(_ tree: AccessibilityTree, pretty: Bool = true) -> Data {
        var out = "{\"format\": \"rapidmap-tree\", \"version\": 1, \"idiom\": \"\(tree.idiom.rawValue)\", "
        out += "\"layoutDirection\": \"\(tree.layoutDirection.rawValue)\", \"root\": "
        // Each open node: its position and the position just past its subtree.
        var stack: [(position: Int, end: Int, first: Bool)] = []
        var position = 0
        while position < tree.count || !stack.isEmpty {
            if let top = stack.last, position >= top.end {
                stack.removeLast()
                out += pretty ? "\n" + String(repeating: "  ", count: stack.count + 1) + "]}" : "]}"
                continue
            }
            if !stack.isEmpty {
                out += stack[stack.count - 1].first ? "" : ","
                stack[stack.count - 1].first = false
                if pretty { out += "\n" + String(repeating: "  ", count: stack.count + 1) }
            }
            let node = tree[position]
            var fields = ["\"type\": \"\(node.type.name)\""]
            if let v = node.identifier { fields.append("\"identifier\": " + OrderListing.jsonString(v)) }
            if let v = node.label { fields.append("\"label\": " + OrderListing.jsonString(v)) }
            if let v = node.value { fields.append("\"value\": " + OrderListing.jsonString(v)) }
            let f = node.frame
            fields.append("\"frame\": [" + [f.x, f.y, f.width, f.height].map { $0.isFinite ? Frame.format($0) : "0" }.joined(separator: ", ") + "]")
            if !node.traits.isEmpty { fields.append("\"traits\": [" + node.traits.names.map(OrderListing.jsonString).joined(separator: ", ") + "]") }
            if node.isAccessibilityElement != .unknown { fields.append("\"isAccessibilityElement\": \(node.isAccessibilityElement == .yes)") }
            out += "{" + fields.joined(separator: ", ")
            let end = tree.subtree(of: position).upperBound
            if end > position + 1 {
                out += ", \"children\": ["
                stack.append((position, end, true))
            } else {
                out += "}"
            }
            position += 1
        }
        return Data((out + "}\n").utf8)
    }
}
