import RapidMap
import RapidVerify
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
        var out = ""
        writeTable(elements) { out += $0 }
        return out
    }

    /// The column names of ``table(_:)``.
    static let header = ["#", "type", "identifier", "label", "frame"]

    /// Bytes gathered before each call of `write` in ``writeTable(_:chunkBytes:to:)``.
    package static let chunkBytes = 1 << 20

    /// ``table(_:)`` written in pieces of about `chunkBytes` bytes, so a listing of a million
    /// elements never exists as one string: a first pass measures the columns (from the
    /// text's length when it is plain ASCII, escaping only the others), a second writes
    /// each line into a reused buffer.
    package static func writeTable(_ elements: [OrderedElement], chunkBytes: Int = chunkBytes, to write: (String) -> Void) {
        var literals = LiteralCache()
        var widths = header.map(TerminalWidth.of)
        for e in elements {
            widths[0] = max(widths[0], digits(e.position))
            widths[1] = max(widths[1], typeWidth(e.node.type.name))
            widths[2] = max(widths[2], literals.width(e.node.identifier))
            widths[3] = max(widths[3], literals.width(e.node.label))
        }
        var out = ""
        out.reserveCapacity(chunkBytes + 4096)
        func cell(_ text: String, width: Int, written: Int) {
            out += text
            appendSpaces(width - written + 2, to: &out)
        }
        cell(header[0], width: widths[0], written: 1)
        cell(header[1], width: widths[1], written: 4)
        cell(header[2], width: widths[2], written: 10)
        cell(header[3], width: widths[3], written: 5)
        out += header[4] + "\n"
        for e in elements {
            let position = String(e.position)
            cell(position, width: widths[0], written: position.utf8.count)
            let type = e.node.type.name
            cell(type, width: widths[1], written: typeWidth(type))
            literals.append(e.node.identifier, width: widths[2], to: &out)
            literals.append(e.node.label, width: widths[3], to: &out)
            // The frame as `Frame.description` writes it, without an interpolated string.
            let f = e.node.frame
            out += "{{"
            out += Frame.format(f.x)
            out += ", "
            out += Frame.format(f.y)
            out += "}, {"
            out += Frame.format(f.width)
            out += ", "
            out += Frame.format(f.height)
            out += "}}\n"
            if out.utf8.count >= chunkBytes {
                write(out)
                out.removeAll(keepingCapacity: true)
            }
        }
        if !out.isEmpty { write(out) }
    }

    /// The columns of a type's name (ASCII for every known type).
    private static func typeWidth(_ name: String) -> Int {
        isPlain(name) ? name.utf8.count : TerminalWidth.of(name)
    }

    /// The number of decimal digits of a position.
    private static func digits(_ n: Int) -> Int {
        var n = n, count = 1
        while n >= 10 { n /= 10; count += 1 }
        return count
    }

    /// True when `text` is printable ASCII without quote or backslash: its literal is the
    /// text in quotes, as wide as its byte count plus 2.
    static func isPlain(_ text: String) -> Bool {
        text.utf8.allSatisfy { $0 >= 0x20 && $0 < 0x7F && $0 != UInt8(ascii: "\"") && $0 != UInt8(ascii: "\\") }
    }

    /// The escaped literals of the texts that are not plain, with their widths, so a label
    /// repeated on thousands of rows ("Like", an author's name) is escaped and measured
    /// once. Looked up by `String` and confirmed byte for byte, since `String`'s equality
    /// would also take a canonically equal text written with other characters. At most
    /// ``limit`` texts are kept; the others are escaped each time.
    struct LiteralCache {
        static let limit = 20_000
        private var entries: [String: (text: String, literal: String, width: Int)] = [:]

        /// The literal and width of a text that is not plain.
        mutating func literal(_ text: String) -> (literal: String, width: Int) {
            if let hit = entries[text], hit.text.utf8.elementsEqual(text.utf8) { return (hit.literal, hit.width) }
            let literal = SwiftSourceEscaping.stringLiteral(text)
            let width = TerminalWidth.of(literal)
            if entries.count < Self.limit { entries[text] = (text, literal, width) }
            return (literal, width)
        }

        /// The columns of a cell: the escaped literal, or `-` for none.
        mutating func width(_ text: String?) -> Int {
            guard let text else { return 1 }
            if isPlain(text) { return text.utf8.count + 2 }
            return literal(text).width
        }

        /// Appends a cell (the escaped literal, or `-`) padded to `width`, and the column gap.
        mutating func append(_ text: String?, width: Int, to out: inout String) {
            let written: Int
            if let text {
                if isPlain(text) {
                    out += "\""
                    out += text
                    out += "\""
                    written = text.utf8.count + 2
                } else {
                    let cell = literal(text)
                    out += cell.literal
                    written = cell.width
                }
            } else {
                out += "-"
                written = 1
            }
            appendSpaces(width - written + 2, to: &out)
        }
    }

    /// Runs of 0 to 256 spaces, appended without making a string for each gap.
    private static let spaceRuns: [String] = (0...256).map { String(repeating: " ", count: $0) }

    static func appendSpaces(_ count: Int, to out: inout String) {
        var left = max(0, count)
        while left > 0 {
            let n = min(left, 256)
            out += spaceRuns[n]
            left -= n
        }
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
