import Foundation

/// Writes a tree in RapidMap's own JSON format (`RecordingFormat.nativeJSON`), which
/// ``NativeJSONReader`` reads back into an equal tree: version 1 for a tree whose
/// configuration is only its idiom and layout direction, version 2 (with `language`,
/// `contentSizeCategory`, `screenSize` and `orientation`, each when known) otherwise;
/// `"traitsRecorded": true` when the tree's source recorded every node's traits.
///
/// The output is meant to live in a repository and be diffed:
/// - only attributes that differ from `AccessibilityNode`'s defaults are written
///   (`type` and `frame` always);
/// - keys come in a fixed order (the order of `AccessibilityNode`'s properties, then
///   `children`), so the same tree always gives the same bytes;
/// - numbers are as short as they can be written: whole numbers without `.0` (`20`),
///   others in Swift's shortest round-trip form (`20.5`, `1e-07`);
/// - NaN and infinities, which JSON cannot hold, are written as the strings `"nan"`,
///   `"inf"` and `"-inf"`, which the reader accepts wherever a number is expected;
/// - strings are escaped by `JSONText.stringLiteral(_:)` (quotes, backslashes, control
///   characters, U+2028/U+2029) and everything else is written as UTF-8, unescaped.
///
/// With `pretty`, each key is on its own line, indented by two spaces per level; small
/// arrays (`frame`, `traits`, `explicitOrder`, `customActions`, `activationPoint`) stay on one line. The
/// indentation stops growing after 32 levels so that very deep trees stay writable.
/// The walk is iterative: a tree 1,000,000 levels deep is written without recursion.
public enum NativeJSONWriter {
    /// The deepest indentation level `pretty` output uses.
    package static let maximumIndentLevel = 32

    /// The JSON bytes of a tree.
    public static func write(_ tree: AccessibilityTree, pretty: Bool = true) -> Data {
        var out = Output(pretty: pretty)
        out.bytes.reserveCapacity(tree.count * (pretty ? 140 : 90) + 128)
        out.raw("{")
        out.newline(1)
        out.key("format"); out.string("rapidmap-native-json"); out.comma(1)
        let c = tree.configuration
        let extended = c.language != nil || c.contentSizeCategory != nil || c.screenSize != nil || c.orientation != nil
        out.key("version"); out.raw(extended ? "2" : "1"); out.comma(1)
        out.key("idiom"); out.string(tree.idiom.rawValue); out.comma(1)
        out.key("layoutDirection"); out.string(tree.layoutDirection.rawValue); out.comma(1)
        if let v = c.language { out.key("language"); out.string(v); out.comma(1) }
        if let v = c.contentSizeCategory { out.key("contentSizeCategory"); out.string(v.rawValue); out.comma(1) }
        if let v = c.screenSize {
            out.key("screenSize"); out.raw("["); out.number(v.width); out.listSeparator(); out.number(v.height); out.raw("]")
            out.comma(1)
        }
        if let v = c.orientation { out.key("orientation"); out.string(v.rawValue); out.comma(1) }
        if tree.traitsRecorded { out.key("traitsRecorded"); out.raw("true"); out.comma(1) }
        out.key("root")
        // Positions of the nodes whose `children` array is open.
        var open: [Int] = []
        for position in 0..<tree.count {
            let level = 1 + 2 * open.count
            if let parent = open.last {
                if parent == position - 1 { out.newline(level) } else { out.comma(level) }
            }
            let hasChildren = tree.subtree(of: position).count > 1
            writeNode(tree[position], &out, level: level, hasChildren: hasChildren)
            if hasChildren {
                open.append(position)
                continue
            }
            out.newline(level); out.raw("}")
            // Close every ancestor whose subtree ends here.
            while let top = open.last, tree.subtree(of: top).upperBound == position + 1 {
                open.removeLast()
                let topLevel = 1 + 2 * open.count
                out.newline(topLevel + 1); out.raw("]")
                out.newline(topLevel); out.raw("}")
            }
        }
        out.newline(0)
        out.raw("}")
        if pretty { out.raw("\n") }
        return Data(out.bytes)
    }

    /// Writes `{`, the node's attributes and, when it has children, `"children": [`.
    private static func writeNode(_ node: AccessibilityNode, _ out: inout Output, level: Int, hasChildren: Bool) {
        let inner = level + 1
        out.raw("{")
        out.newline(inner)
        out.key("type"); out.string(node.type.name)
        if let v = node.identifier { out.comma(inner); out.key("identifier"); out.string(v) }
        if let v = node.label { out.comma(inner); out.key("label"); out.string(v) }
        if let v = node.value { out.comma(inner); out.key("value"); out.string(v) }
        if let v = node.placeholder { out.comma(inner); out.key("placeholder"); out.string(v) }
        if let v = node.hint { out.comma(inner); out.key("hint"); out.string(v) }
        out.comma(inner); out.key("frame")
        out.raw("["); out.number(node.frame.x); out.listSeparator(); out.number(node.frame.y); out.listSeparator()
        out.number(node.frame.width); out.listSeparator(); out.number(node.frame.height); out.raw("]")
        if !node.traits.isEmpty {
            out.comma(inner); out.key("traits"); out.raw("[")
            for (i, name) in node.traits.names.enumerated() {
                if i > 0 { out.listSeparator() }
                out.string(name)
            }
            out.raw("]")
        }
        if !node.enabled { out.comma(inner); out.key("enabled"); out.raw("false") }
        if node.selected { out.comma(inner); out.key("selected"); out.raw("true") }
        switch node.isAccessibilityElement {
        case .yes: out.comma(inner); out.key("isAccessibilityElement"); out.raw("true")
        case .no: out.comma(inner); out.key("isAccessibilityElement"); out.raw("false")
        case .unknown: break
        }
        if node.hidden { out.comma(inner); out.key("hidden"); out.raw("true") }
        if !node.visible { out.comma(inner); out.key("visible"); out.raw("false") }
        if !(node.alpha == 1) { out.comma(inner); out.key("alpha"); out.number(node.alpha) }
        if node.clipsToBounds { out.comma(inner); out.key("clipsToBounds"); out.raw("true") }
        if node.accessibilityElementsHidden { out.comma(inner); out.key("accessibilityElementsHidden"); out.raw("true") }
        if node.modal { out.comma(inner); out.key("modal"); out.raw("true") }
        if node.groupsChildren { out.comma(inner); out.key("groupsChildren"); out.raw("true") }
        if node.containerType != .none { out.comma(inner); out.key("containerType"); out.string(node.containerType.rawValue) }
        if let order = node.explicitOrder {
            out.comma(inner); out.key("explicitOrder"); out.raw("[")
            for (i, entry) in order.enumerated() {
                if i > 0 { out.listSeparator() }
                out.raw(String(entry))
            }
            out.raw("]")
        }
        if !(node.sortPriority == 0) { out.comma(inner); out.key("sortPriority"); out.number(node.sortPriority) }
        if !node.customActions.isEmpty {
            out.comma(inner); out.key("customActions"); out.raw("[")
            for (i, action) in node.customActions.enumerated() {
                if i > 0 { out.listSeparator() }
                out.string(action)
            }
            out.raw("]")
        }
        if let v = node.foregroundColor { out.comma(inner); out.key("foregroundColor"); out.string(v.hex) }
        if let v = node.backgroundColor { out.comma(inner); out.key("backgroundColor"); out.string(v.hex) }
        if let v = node.fontSize { out.comma(inner); out.key("fontSize"); out.number(v) }
        if node.boldFont { out.comma(inner); out.key("boldFont"); out.raw("true") }
        if let point = node.activationPoint {
            out.comma(inner); out.key("activationPoint"); out.raw("[")
            out.number(point.x); out.listSeparator(); out.number(point.y)
            out.raw("]")
        }
        if hasChildren { out.comma(inner); out.key("children"); out.raw("[") }
    }

    /// The growing output.
    private struct Output {
        var bytes: [UInt8] = []
        let pretty: Bool

        mutating func raw(_ text: String) { bytes.append(contentsOf: text.utf8) }

        mutating func newline(_ level: Int) {
            guard pretty else { return }
            bytes.append(0x0A)
            let spaces = 2 * min(level, NativeJSONWriter.maximumIndentLevel)
            for _ in 0..<spaces { bytes.append(0x20) }
        }

        mutating func comma(_ level: Int) {
            bytes.append(UInt8(ascii: ","))
            newline(level)
        }

        mutating func listSeparator() {
            bytes.append(UInt8(ascii: ","))
            if pretty { bytes.append(0x20) }
        }

        mutating func key(_ name: String) {
            string(name)
            bytes.append(UInt8(ascii: ":"))
            if pretty { bytes.append(0x20) }
        }

        mutating func number(_ value: Double) {
            if value.isNaN || value.isInfinite {
                string(Frame.format(value))
            } else {
                raw(Frame.format(value))
            }
        }

        mutating func string(_ text: String) {
            JSONText.appendStringLiteral(text, to: &bytes)
        }
    }
}
