import RapidMap
import RapidVerify

/// A cursor over one line of a generated map region, reading the Swift literals
/// ``MapSourceWriter`` writes (``MapSourceParser``). Each failure is a ``MapFileError`` at
/// the line and the column where reading stopped.
struct LiteralCursor {
    private let scalars: [Unicode.Scalar]
    private var i = 0
    private let line: Int
    private let column: Int

    /// A cursor at the start of `text`, which starts at `column` of `line` (both from 1).
    init(_ text: Substring, line: Int, column: Int) {
        scalars = Array(text.unicodeScalars)
        self.line = line
        self.column = column
    }

    func fail(_ what: String) -> MapFileError {
        let found = i < scalars.count ? "`\(String(String.UnicodeScalarView(scalars[i...].prefix(24))))`" : "the end of the line"
        return MapFileError(file: nil, line: line, column: column + i, message: "expected \(what), found \(found)")
    }

    /// Reads `text` when it comes next.
    mutating func accept(_ text: String) -> Bool {
        var k = i
        for s in text.unicodeScalars {
            guard k < scalars.count, scalars[k] == s else { return false }
            k += 1
        }
        i = k
        return true
    }

    mutating func expect(_ text: String) throws(MapFileError) {
        if !accept(text) { throw fail("`\(text)`") }
    }

    func expectEnd() throws(MapFileError) {
        if i != scalars.count { throw fail("the end of the line") }
    }

    /// `ControlInformation(index: 2, type: .button, identifier: "signIn", label: "Sign In")`.
    mutating func control() throws(MapFileError) -> ControlInformation {
        try expect("ControlInformation(index: ")
        let index = try integer()
        try expect(", type: .")
        let typeStart = i
        let type = try caseName()
        guard let controlType = ControlType(parsing: type), controlType.name == type else {
            i = typeStart
            throw fail("a control type")
        }
        try expect(", identifier: ")
        let identifier: String? = accept("nil") ? nil : try string()
        var label: String?, value: String?, traits: AccessibilityTraitSet?
        if accept(", label: ") { label = try string() }
        if accept(", value: ") { value = try string() }
        if accept(", traits: ") { traits = try traitList() }
        try expect(")")
        return ControlInformation(index: index, type: controlType, identifier: identifier, label: label, value: value, traits: traits)
    }

    /// The fields a variant states before `controls:`, each as the writer writes it
    /// (``MapSourceWriter/variantFields(_:)``): `language: "ar"`, `idiom: .pad`.
    mutating func variantFields() throws(MapFileError) -> [String] {
        var fields: [String] = []
        while !accept("controls: ") {
            if accept("language: ") {
                fields.append("language: " + SwiftSourceEscaping.stringLiteral(try string()))
            } else {
                let start = i
                let name = try caseName()
                guard ["layoutDirection", "contentSizeCategory", "idiom", "orientation"].contains(name) else {
                    i = start
                    throw fail("a variant's field (`language:`, `layoutDirection:`, `contentSizeCategory:`, `idiom:`, `orientation:`) or `controls:`")
                }
                try expect(": .")
                fields.append("\(name): .\(try caseName())")
            }
            try expect(", ")
        }
        i -= "controls: ".unicodeScalars.count
        return fields
    }

    mutating func integer() throws(MapFileError) -> Int {
        let start = i
        while i < scalars.count, ("0"..."9").contains(scalars[i]) { i += 1 }
        guard let n = Int(String(String.UnicodeScalarView(scalars[start..<i]))) else {
            i = start
            throw fail("an integer")
        }
        return n
    }

    /// A name after a dot, in optional backticks.
    mutating func caseName() throws(MapFileError) -> String {
        let quoted = accept("`")
        let start = i
        while i < scalars.count, scalars[i].properties.isAlphabetic || ("0"..."9").contains(scalars[i]) || scalars[i] == "_" { i += 1 }
        let name = String(String.UnicodeScalarView(scalars[start..<i]))
        if name.isEmpty { throw fail("a name") }
        if quoted { try expect("`") }
        return name
    }

    /// A string literal as ``SwiftSourceEscaping/stringLiteral(_:)`` writes it.
    mutating func string() throws(MapFileError) -> String {
        try expect("\"")
        var out = String.UnicodeScalarView()
        while true {
            guard i < scalars.count else { throw fail("the closing quote of the string") }
            let s = scalars[i]
            i += 1
            switch s {
            case "\"":
                return String(out)
            case "\\":
                guard i < scalars.count else { throw fail("an escape") }
                let e = scalars[i]
                i += 1
                switch e {
                case "\\": out.append("\\")
                case "\"": out.append("\"")
                case "'": out.append("'")
                case "n": out.append("\n")
                case "r": out.append("\r")
                case "t": out.append("\t")
                case "0": out.append("\0")
                case "u":
                    try expect("{")
                    let start = i
                    while i < scalars.count, scalars[i] != "}" { i += 1 }
                    let hex = String(String.UnicodeScalarView(scalars[start..<i]))
                    guard (1...8).contains(hex.unicodeScalars.count), let v = UInt32(hex, radix: 16), let scalar = Unicode.Scalar(v) else {
                        i = start
                        throw fail("a Unicode scalar in hexadecimal")
                    }
                    try expect("}")
                    out.append(scalar)
                default:
                    i -= 1
                    throw fail("a known escape")
                }
            default:
                out.append(s)
            }
        }
    }

    /// `[.button, .selected]`, with `AccessibilityTraitSet(rawValue: …)` for bits without a name.
    mutating func traitList() throws(MapFileError) -> AccessibilityTraitSet {
        try expect("[")
        var traits = AccessibilityTraitSet()
        var first = true
        while !accept("]") {
            if !first { try expect(", ") }
            first = false
            if accept("AccessibilityTraitSet(rawValue: ") {
                let start = i
                while i < scalars.count, ("0"..."9").contains(scalars[i]) { i += 1 }
                guard let raw = UInt64(String(String.UnicodeScalarView(scalars[start..<i]))) else {
                    i = start
                    throw fail("a raw value")
                }
                try expect(")")
                traits.formUnion(AccessibilityTraitSet(rawValue: raw))
            } else {
                try expect(".")
                let start = i
                let name = try caseName()
                guard let entry = AccessibilityTraitSet.named.first(where: { $0.name == name }) else {
                    i = start
                    throw fail("a trait name")
                }
                traits.formUnion(entry.trait)
            }
        }
        return traits
    }
}
