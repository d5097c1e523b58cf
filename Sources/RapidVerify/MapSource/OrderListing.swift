/// The VoiceOver order as `rapidgen order` prints it: an aligned table for people, or
/// a JSON array for scripts.
public enum OrderListing {
    /// One line per element, in columns: position, type, identifier, label, frame.
    /// Identifiers and labels are quoted and escaped (a label with a line break stays on
    /// one line); a missing one is `-`. The first line names the columns.
    /// ```
    /// #  type       identifier           label     frame
    /// 0  textField  "LoginScreen.email"  "Email"   {{20, 200}, {335, 44}}
    /// ```
    public static func table(_ elements: [OrderedElement]) -> String {
        var rows: [[String]] = [["#", "type", "identifier", "label", "frame"]]
        for e in elements {
            rows.append([
                String(e.position), e.node.type.name,
                e.node.identifier.map(SwiftSourceEscaping.stringLiteral) ?? "-",
                e.node.label.map(SwiftSourceEscaping.stringLiteral) ?? "-",
                e.node.frame.description,
            ])
        }
        var widths = [Int](repeating: 0, count: 5)
        for row in rows { for (c, cell) in row.enumerated() { widths[c] = max(widths[c], displayWidth(cell)) } }
        var out = ""
        for row in rows {
            var line = ""
            for (c, cell) in row.enumerated() {
                if c > 0 { line += "  " }
                line += cell
                if c < row.count - 1 { line += String(repeating: " ", count: widths[c] - displayWidth(cell)) }
            }
            out += line + "\n"
        }
        return out
    }

    /// The columns a terminal uses to show `text`: 2 for wide East Asian characters and
    /// emoji, 0 for combining marks (Latin accents, Arabic vowel marks), joiners and
    /// variation selectors, 1 for everything else.
    public static func displayWidth(_ text: String) -> Int {
        var width = 0
        for scalar in text.unicodeScalars {
            let v = scalar.value
            switch v {
            case 0x300...0x36F, 0x483...0x489, 0x591...0x5BD, 0x610...0x61A, 0x64B...0x65F, 0x670,
                 0x6D6...0x6DC, 0x6DF...0x6E4, 0x200B...0x200F, 0x20D0...0x20FF, 0xFE00...0xFE0F, 0xFE20...0xFE2F:
                continue
            case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
                 0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
                 0xFFE0...0xFFE6, 0x1F300...0x1F64F, 0x1F900...0x1F9FF, 0x20000...0x3FFFD:
                width += 2
            default:
                width += 1
            }
        }
        return width
    }

    /// A JSON array, one object per line, with the keys `index`, `type`, `identifier`
    /// (`null` when missing), `label` (`null` when missing) and `frame` (`[x, y, width, height]`;
    /// a non-finite number is `null`).
    public static func json(_ elements: [OrderedElement]) -> String {
        guard !elements.isEmpty else { return "[]\n" }
        var out = "[\n"
        for (n, e) in elements.enumerated() {
            let f = e.node.frame
            let frame = [f.x, f.y, f.width, f.height].map { $0.isFinite ? Frame.format($0) : "null" }.joined(separator: ", ")
            out += "  {\"index\": \(e.position), \"type\": \(jsonString(e.node.type.name)), "
            out += "\"identifier\": \(e.node.identifier.map(jsonString) ?? "null"), "
            out += "\"label\": \(e.node.label.map(jsonString) ?? "null"), \"frame\": [\(frame)]}"
            out += n == elements.count - 1 ? "\n" : ",\n"
        }
        return out + "]\n"
    }

    /// A JSON string literal, escaped as ``JSONText/stringLiteral(_:)`` says.
    public static func jsonString(_ text: String) -> String {
        JSONText.stringLiteral(text)
    }
}
