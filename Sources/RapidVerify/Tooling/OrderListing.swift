/// The VoiceOver order as `rapidgen order` prints it: an aligned table for people, or
/// a JSON array for scripts. Only `rapidgen order` uses it. Columns are measured with
/// ``TerminalWidth``, like the verification report's table.
package enum OrderListing {
    /// One line per element, in columns: position, type, identifier, label, frame.
    /// Identifiers and labels are quoted and escaped (a label with a line break stays on
    /// one line); a missing one is `-`. The first line names the columns.
    /// ```
    /// #  type       identifier           label     frame
    /// 0  textField  "LoginScreen.email"  "Email"   {{20, 200}, {335, 44}}
    /// ```
    package static func table(_ elements: [OrderedElement]) -> String {
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
        for row in rows { for (c, cell) in row.enumerated() { widths[c] = max(widths[c], TerminalWidth.of(cell)) } }
        var out = ""
        for row in rows {
            var line = ""
            for (c, cell) in row.enumerated() {
                if c > 0 { line += "  " }
                line += cell
                if c < row.count - 1 { line += String(repeating: " ", count: widths[c] - TerminalWidth.of(cell)) }
            }
            out += line + "\n"
        }
        return out
    }

    /// A JSON array, one object per line, with the keys `index`, `type`, `identifier`
    /// (`null` when missing), `label` (`null` when missing) and `frame` (`[x, y, width, height]`;
    /// a non-finite number is `null`).
    package static func json(_ elements: [OrderedElement]) -> String {
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
    package static func jsonString(_ text: String) -> String {
        JSONText.stringLiteral(text)
    }
}
