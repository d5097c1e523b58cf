import RapidVerify

/// The baseline of the "escape + measure" phase: a label's Swift literal and its columns
/// computed one `Character` and one scalar at a time, as the order table computed them
/// before the ASCII fast path and the escaping by runs (``TerminalWidth/of(_:)-(String)``,
/// `SwiftSourceEscaping.stringLiteral`). It gives the same results, so the phase's
/// speed-up is what the fast paths save, measured in the same run.
enum PerCharacterText {
    static func width(_ text: String) -> Int {
        var width = 0
        for c in text { width += TerminalWidth.of(c) }
        return width
    }

    static func literal(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": out += "\\\\"
            case "\"": out += "\\\""
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case "\0": out += "\\0"
            default:
                if SwiftSourceEscaping.needsUnicodeEscape(scalar) {
                    out += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }

    /// Every element's identifier and label escaped and measured: the sum of the columns.
    static func measureAll(_ order: [OrderedElement], literal: (String) -> String, width: (String) -> Int) -> Int {
        var columns = 0
        for e in order {
            if let identifier = e.node.identifier { columns += width(literal(identifier)) }
            if let label = e.node.label { columns += width(literal(label)) }
        }
        return columns
    }
}
