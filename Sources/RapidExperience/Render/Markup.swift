import Foundation
import RapidMap
import RapidVerify

/// Escaping for text and attribute values in SVG and HTML.
package enum Markup {
    /// `&`, `<`, `>`, `"` and `'` as character references; control characters other than
    /// tab and newline (not allowed in XML 1.0) as U+FFFD.
    package static func escape(_ s: String) -> String {
        var out = ""
        out.reserveCapacity(s.utf8.count)
        for scalar in s.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            default:
                if scalar.value < 0x20, scalar != "\t", scalar != "\n" {
                    out += "\u{FFFD}"
                } else if scalar.value == 0xFFFE || scalar.value == 0xFFFF {
                    out += "\u{FFFD}"
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out
    }

    /// A number for an SVG attribute: at most two decimals, no trailing zeros.
    package static func number(_ v: Double) -> String {
        guard v.isFinite else { return "0" }
        let r = (v * 100).rounded() / 100
        return Frame.format(r == 0 ? 0 : r)
    }
}
