import RapidMap
/// The width of text in a monospaced terminal, in columns, so report tables line up:
/// East Asian wide and fullwidth characters and emoji take 2 columns, combining marks
/// and invisible formatting characters take none, everything else takes 1.
package enum TerminalWidth {
    /// The columns `text` takes.
    ///
    /// Printable ASCII followed by printable ASCII takes one column a byte, counted on the
    /// bytes without making a `Character` (two such characters are never one); only the
    /// rest (an ASCII character before anything else, which may combine with it, and every
    /// other character) is measured one `Character` at a time.
    package static func of(_ text: String) -> Int {
        let measured = text.utf8.withContiguousStorageIfAvailable { bytes -> Int in
            var width = 0
            var i = 0
            let n = bytes.count
            while i < n {
                if isPrintableASCII(bytes[i]) && (i + 1 == n || isPrintableASCII(bytes[i + 1])) {
                    width += 1
                    i += 1
                    continue
                }
                let start = text.utf8.index(text.utf8.startIndex, offsetBy: i)
                guard let c = text[start...].first else { break }
                width += of(c)
                i += c.utf8.count
            }
            return width
        }
        if let measured { return measured }
        var width = 0
        for c in text { width += of(c) }
        return width
    }

    private static func isPrintableASCII(_ b: UInt8) -> Bool { b >= 0x20 && b < 0x7F }

    /// The columns one character (a grapheme cluster) takes.
    package static func of(_ c: Character) -> Int {
        guard let first = c.unicodeScalars.first else { return 0 }
        let v = first.value
        if v < 0x20 || (0x7F..<0xA0).contains(v) { return 0 }
        // A lone printable ASCII character is one column (with a variation selector, as in
        // a keycap emoji, it is not alone).
        if v < 0x7F, c.utf8.count == 1 { return 1 }
        switch first.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format, .control: return 0
        default: break
        }
        if isWide(v) { return 2 }
        // An emoji written with the emoji variation selector (U+FE0F) is shown wide.
        if c.unicodeScalars.count > 1, c.unicodeScalars.contains(where: { $0.value == 0xFE0F }),
            first.properties.isEmoji
        {
            return 2
        }
        if first.properties.isEmojiPresentation { return 2 }
        return 1
    }

    /// East Asian Wide (W) and Fullwidth (F) ranges of Unicode's EastAsianWidth.txt,
    /// merged into blocks.
    package static func isWide(_ v: UInt32) -> Bool {
        switch v {
        case 0x1100...0x115F, 0x231A...0x231B, 0x2329...0x232A, 0x2E80...0x303E,
            0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF,
            0xA960...0xA97F, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE10...0xFE19,
            0xFE30...0xFE6F, 0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x16FE0...0x18AFF,
            0x1B000...0x1B2FF, 0x1F200...0x1F2FF, 0x20000...0x2FFFD, 0x30000...0x3FFFD:
            return true
        default:
            return false
        }
    }

    /// `text` cut to at most `limit` columns, ending in `…` when something was cut.
    package static func truncate(_ text: String, to limit: Int) -> String {
        guard of(text) > limit else { return text }
        guard limit > 0 else { return "" }
        var out = ""
        var width = 0
        for c in text {
            let w = of(c)
            if width + w > limit - 1 { break }
            out.append(c)
            width += w
        }
        return out + "…"
    }

    /// `text` followed by spaces up to `width` columns.
    package static func pad(_ text: String, to width: Int) -> String {
        let w = of(text)
        return w >= width ? text : text + String(repeating: " ", count: width - w)
    }

    /// Spaces up to `width` columns, then `text` (right-aligned).
    package static func padLeft(_ text: String, to width: Int) -> String {
        let w = of(text)
        return w >= width ? text : String(repeating: " ", count: width - w) + text
    }
}
