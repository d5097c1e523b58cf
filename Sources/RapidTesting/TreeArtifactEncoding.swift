import Foundation

/// Turns a tree into the bytes of a recording file for the artifacts folder.
protocol TreeArtifactEncoding: Sendable {
    /// The recording's bytes.
    func encode(_ tree: AccessibilityTree) -> Data
    /// The file extension, without the dot.
    var fileExtension: String { get }
}

/// A small writer of RapidMap's native JSON (`"format": "rapidmap-tree"`, version 1),
/// used for artifacts until RapidVerify's `NativeTreeWriter` is available.
///
/// TODO: replace the body of ``encode(_:)`` with `NativeTreeWriter.write(tree, pretty: true)`
/// once `NativeTreeWriter` lands in RapidVerify, and delete the rest of this type.
///
/// It writes the attributes a verification needs (type, identifier, label, value,
/// placeholder, hint, frame, traits, the accessibility-element flag, visibility and
/// hiding, container type, explicit order, sort priority, custom actions), one node per
/// line, iteratively (a tree 1,000,000 levels deep is fine).
struct NativeTreeJSONEncoder: TreeArtifactEncoding {
    var fileExtension: String { "json" }

    func encode(_ tree: AccessibilityTree) -> Data {
        var out = "{\"format\": \"rapidmap-tree\", \"version\": 1, \"idiom\": \(Self.string(tree.idiom.rawValue)), "
        out += "\"layoutDirection\": \(Self.string(tree.layoutDirection.rawValue)),\n\"root\": "
        // Each open node: the position just past its subtree.
        var open: [Int] = []
        var position = 0
        var needsComma = false
        while position < tree.count {
            if needsComma { out += ",\n" + String(repeating: " ", count: min(open.count, 64)) }
            out += Self.attributes(of: tree[position])
            let end = tree.subtree(of: position).upperBound
            if end > position + 1 {
                open.append(end)
                out += ", \"children\": [\n" + String(repeating: " ", count: min(open.count, 64))
                needsComma = false
            } else {
                out += "}"
                needsComma = true
            }
            position += 1
            // Close every node whose subtree ends here.
            while let last = open.last, last == position {
                open.removeLast()
                out += "]}"
            }
        }
        out += "}\n"
        return Data(out.utf8)
    }

    static func attributes(of n: AccessibilityNode) -> String {
        var parts = ["\"type\": \(string(n.type.name))"]
        if let v = n.identifier { parts.append("\"identifier\": \(string(v))") }
        if let v = n.label { parts.append("\"label\": \(string(v))") }
        if let v = n.value { parts.append("\"value\": \(string(v))") }
        if let v = n.placeholder { parts.append("\"placeholder\": \(string(v))") }
        if let v = n.hint { parts.append("\"hint\": \(string(v))") }
        parts.append("\"frame\": [\(number(n.frame.x)), \(number(n.frame.y)), \(number(n.frame.width)), \(number(n.frame.height))]")
        if !n.traits.isEmpty { parts.append("\"traits\": [" + n.traits.names.map(string).joined(separator: ", ") + "]") }
        switch n.isAccessibilityElement {
        case .yes: parts.append("\"isAccessibilityElement\": true")
        case .no: parts.append("\"isAccessibilityElement\": false")
        case .unknown: break
        }
        if !n.enabled { parts.append("\"enabled\": false") }
        if n.selected { parts.append("\"selected\": true") }
        if n.hidden { parts.append("\"hidden\": true") }
        if !n.visible { parts.append("\"visible\": false") }
        if n.alpha != 1 { parts.append("\"alpha\": \(number(n.alpha))") }
        if n.clipsToBounds { parts.append("\"clipsToBounds\": true") }
        if n.accessibilityElementsHidden { parts.append("\"accessibilityElementsHidden\": true") }
        if n.modal { parts.append("\"modal\": true") }
        if n.groupsChildren { parts.append("\"groupsChildren\": true") }
        if n.containerType != .none { parts.append("\"containerType\": \(string(n.containerType.rawValue))") }
        if let order = n.explicitOrder { parts.append("\"explicitOrder\": [" + order.map(String.init).joined(separator: ", ") + "]") }
        if n.sortPriority != 0 { parts.append("\"sortPriority\": \(number(n.sortPriority))") }
        if !n.customActions.isEmpty { parts.append("\"customActions\": [" + n.customActions.map(string).joined(separator: ", ") + "]") }
        return "{" + parts.joined(separator: ", ")
    }

    /// A JSON number; NaN and infinities as the strings the native reader accepts.
    static func number(_ v: Double) -> String {
        if v.isNaN { return "\"nan\"" }
        if v.isInfinite { return v < 0 ? "\"-inf\"" : "\"inf\"" }
        return Frame.format(v)
    }

    /// A JSON string literal.
    static func string(_ s: String) -> String {
        var out = "\""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                if scalar.value < 0x20 || scalar.value == 0x2028 || scalar.value == 0x2029 {
                    let hex = String(scalar.value, radix: 16)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }
}
