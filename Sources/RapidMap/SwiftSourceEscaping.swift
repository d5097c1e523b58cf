/// Turns arbitrary text into Swift source that always compiles: identifiers and string literals.
package enum SwiftSourceEscaping {
    /// Swift's keywords, which must be written in backticks when used as identifiers.
    package static let keywords: Set<String> = [
        "associatedtype", "borrowing", "class", "consuming", "deinit", "enum", "extension",
        "fileprivate", "func", "import", "init", "inout", "internal", "let", "nonisolated",
        "open", "operator", "package", "private", "precedencegroup", "protocol", "public",
        "rethrows", "static", "struct", "subscript", "typealias", "var",
        "break", "case", "catch", "continue", "default", "defer", "do", "else", "fallthrough",
        "for", "guard", "if", "in", "repeat", "return", "throw", "switch", "where", "while",
        "Any", "as", "await", "false", "is", "nil", "self", "Self", "super", "throws", "true",
        "try", "_",
    ]

    /// A valid Swift type name for a screen name: characters Swift does not allow in an
    /// identifier become `_`, a leading digit gets a `_` before it, an empty name becomes
    /// `Screen`, and a keyword is put in backticks. Letters of any script are kept, except
    /// invisible formatting characters (zero-width and bidirectional controls).
    ///
    /// `"Login Screen"` → `Login_Screen`, `"2fa"` → `_2fa`, `"class"` → `` `class` ``,
    /// `"設定"` → `設定`.
    package static func identifier(_ name: String) -> String {
        var out = String.UnicodeScalarView()
        for scalar in name.unicodeScalars {
            if out.isEmpty {
                if isIdentifierHead(scalar) {
                    out.append(scalar)
                } else if isIdentifierBody(scalar) {
                    out.append("_")
                    out.append(scalar)
                } else {
                    out.append("_")
                }
            } else {
                out.append(isIdentifierBody(scalar) ? scalar : "_")
            }
        }
        var result = String(out)
        if result.isEmpty || result.unicodeScalars.allSatisfy({ $0 == "_" }) { return "Screen" + result }
        // A screen type named like a type the generated code refers to would shadow it.
        if reservedTypeNames.contains(result) { result += "Screen" }
        return keywords.contains(result) ? "`\(result)`" : result
    }

    /// Names a screen type must not take, so ``identifier(_:)`` appends `Screen` to them
    /// (`"String"` → `StringScreen`): the types and modules the generated code refers
    /// to (a screen type with such a name would shadow it inside its own declaration),
    /// and standard names whose shadowing would break other code of the module (a
    /// top-level type named `` `Self` `` or `` `Any` `` hides the language's own).
    package static let reservedTypeNames: Set<String> = [
        "String", "Int", "Array", "Optional", "Bool", "Swift", "RapidMap", "Foundation",
        "ControlInformation", "ControlType", "AccessibilityTraitSet", "RapidScreen", "ControlIdentifier",
        "Self", "Any", "AnyObject", "Type", "Protocol", "Never", "Void", "Error", "Sendable",
        "Double", "Character", "Substring", "Set", "Dictionary", "Result", "Equatable", "Hashable",
        "Codable", "Encodable", "Decodable", "Comparable", "CustomStringConvertible", "Data", "URL",
        "Date", "UUID",
    ]

    /// A Swift string literal (with its quotes) whose value is exactly `text`.
    ///
    /// Backslashes and quotes are escaped (so `\(` can never start an interpolation),
    /// newlines, tabs and every other control character become escapes, and invisible
    /// formatting characters that could make source read differently from what it
    /// compiles to (bidirectional overrides, zero-width characters) are written as
    /// `\u{…}`. Other text, including emoji, CJK and right-to-left scripts, is kept as is.
    package static func stringLiteral(_ text: String) -> String {
        let scalars = text.unicodeScalars
        var out = "\""
        out.reserveCapacity(text.utf8.count + 2)
        // Text without escapes (most labels) is copied in runs, not scalar by scalar.
        var run = scalars.startIndex
        var i = run
        while i < scalars.endIndex {
            let scalar = scalars[i]
            let escape: String?
            switch scalar {
            case "\\": escape = "\\\\"
            case "\"": escape = "\\\""
            case "\n": escape = "\\n"
            case "\r": escape = "\\r"
            case "\t": escape = "\\t"
            case "\0": escape = "\\0"
            default: escape = needsUnicodeEscape(scalar) ? "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}" : nil
            }
            let next = scalars.index(after: i)
            if let escape {
                out.append(contentsOf: Substring(scalars[run..<i]))
                out += escape
                run = next
            }
            i = next
        }
        out.append(contentsOf: Substring(scalars[run..<scalars.endIndex]))
        return out + "\""
    }

    /// An optional string as Swift source: `nil` or a string literal.
    package static func optionalLiteral(_ text: String?) -> String {
        text.map(stringLiteral) ?? "nil"
    }

    /// Text for a single-line `//` comment: line breaks and other control and
    /// formatting characters become spaces.
    package static func commentText(_ text: String) -> String {
        String(String.UnicodeScalarView(text.unicodeScalars.map { needsUnicodeEscape($0) || $0 == "\n" || $0 == "\r" || $0 == "\t" ? " " : $0 }))
    }

    /// Whether a scalar is written as `\u{…}` in a literal (and as a space in a comment):
    /// control characters (C0, DEL, C1 including NEL), line and paragraph separators,
    /// and invisible formatting characters — zero-width characters, bidirectional marks,
    /// embeddings, overrides and isolates (including the Arabic letter mark), the BOM,
    /// interlinear annotation characters, the Mongolian vowel separator, the soft hyphen,
    /// and noncharacters and private-use scalars (which have no visible form).
    package static func needsUnicodeEscape(_ s: Unicode.Scalar) -> Bool {
        let v = s.value
        return v < 0x20 || v == 0x7F || (0x80...0x9F).contains(v) || v == 0xAD
            || v == 0x061C || v == 0x180E
            || (0x200B...0x200F).contains(v) || (0x2028...0x202E).contains(v)
            || (0x2060...0x206F).contains(v) || v == 0xFEFF || (0xFFF9...0xFFFB).contains(v)
            || (0xFDD0...0xFDEF).contains(v) || v & 0xFFFE == 0xFFFE
            || (0xE000...0xF8FF).contains(v) || v >= 0xF0000
    }

    /// Invisible characters that Swift would accept in an identifier but that would make
    /// the name read differently from what it is; ``identifier(_:)`` replaces them by `_`.
    package static func isFormatting(_ v: UInt32) -> Bool {
        v == 0xAD || v == 0x180E || v == 0xFEFF
            || (0x200B...0x200F).contains(v) || (0x202A...0x202E).contains(v) || (0x2060...0x206F).contains(v)
    }

    /// The characters Swift allows to start an identifier (The Swift Programming Language,
    /// "Lexical Structure", and the ranges the compiler's lexer accepts), less invisible
    /// formatting characters. Noncharacters in the supplementary planes are excluded too.
    package static func isIdentifierHead(_ s: Unicode.Scalar) -> Bool {
        let v = s.value
        if v < 0x80 {
            return (v >= 0x41 && v <= 0x5A) || (v >= 0x61 && v <= 0x7A) || v == 0x5F
        }
        if isFormatting(v) || v & 0xFFFE == 0xFFFE { return false }
        let ranges: [ClosedRange<UInt32>] = [
            0xA8...0xA8, 0xAA...0xAA, 0xAD...0xAD, 0xAF...0xAF, 0xB2...0xB5, 0xB7...0xBA,
            0xBC...0xBE, 0xC0...0xD6, 0xD8...0xF6, 0xF8...0xFF, 0x100...0x2FF, 0x370...0x167F,
            0x1681...0x180D, 0x180F...0x1DBF, 0x1E00...0x1FFF, 0x203F...0x2040, 0x2054...0x2054,
            0x2070...0x20CF, 0x2100...0x218F, 0x2460...0x24FF, 0x2776...0x2793, 0x2C00...0x2DFF,
            0x2E80...0x2FFF, 0x3004...0x3007, 0x3021...0x302F, 0x3031...0x303F, 0x3040...0xD7FF,
            0xF900...0xFD3D, 0xFD40...0xFDCF, 0xFDF0...0xFE1F, 0xFE30...0xFE44, 0xFE47...0xFFF8,
            0x10000...0x1FFFD, 0x20000...0x2FFFD, 0x30000...0x3FFFD, 0x40000...0x4FFFD,
            0x50000...0x5FFFD, 0x60000...0x6FFFD, 0x70000...0x7FFFD, 0x80000...0x8FFFD,
            0x90000...0x9FFFD, 0xA0000...0xAFFFD, 0xB0000...0xBFFFD, 0xC0000...0xCFFFD,
            0xD0000...0xDFFFD, 0xE0000...0xEFFFD,
        ]
        return ranges.contains { $0.contains(v) }
    }

    /// The characters Swift allows after the first one of an identifier.
    package static func isIdentifierBody(_ s: Unicode.Scalar) -> Bool {
        let v = s.value
        if v >= 0x30 && v <= 0x39 { return true }
        if (0x300...0x36F).contains(v) || (0x1DC0...0x1DFF).contains(v)
            || (0x20D0...0x20FF).contains(v) || (0xFE20...0xFE2F).contains(v)
        {
            return true
        }
        return isIdentifierHead(s)
    }
}
