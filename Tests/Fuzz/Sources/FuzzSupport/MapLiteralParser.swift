import RapidMap
import RapidVerify

/// Reads back the Swift literals of a generated map region without a compiler: the
/// subset of Swift that ``MapSourceWriter`` writes (string literals with the escapes of
/// ``SwiftSourceEscaping/stringLiteral(_:)``, `.case` names in optional backticks, trait
/// lists, integers). Anything else is reported as a failure with the offending text.
public struct MapLiteralParser {
    /// Why a generated line could not be read back.
    public struct Failure: Error, CustomStringConvertible {
        /// The line, and what was expected at the cursor.
        public var description: String
    }

    private let scalars: [Unicode.Scalar]
    private var i = 0

    private init(_ text: Substring) { scalars = Array(text.unicodeScalars) }

    /// The controls of every `ControlInformation(…)` line of `region`, in line order, and
    /// the string of its `screenIdentifier` line when there is one.
    public static func parse(region: String) throws -> (controls: [ControlInformation], screenIdentifier: String?) {
        var controls: [ControlInformation] = []
        var screenIdentifier: String?
        for line in region.split(separator: "\n", omittingEmptySubsequences: false) {
            let trimmed = line.drop(while: { $0 == " " || $0 == "\t" })
            if trimmed.hasPrefix("ControlInformation(") {
                var p = MapLiteralParser(trimmed)
                controls.append(try p.control())
            } else if let r = trimmed.range(of: "static var screenIdentifier: String { ") {
                var p = MapLiteralParser(trimmed[r.upperBound...])
                screenIdentifier = try p.string()
                try p.expect(" }")
                try p.expectEnd()
            }
        }
        return (controls, screenIdentifier)
    }

    private func fail(_ what: String) -> Failure {
        let rest = String(String.UnicodeScalarView(scalars[min(i, scalars.count)...]))
        return Failure(description: "expected \(what) at \(i) in: \(String(String.UnicodeScalarView(scalars)))\n  rest: \(rest)")
    }

    private mutating func accept(_ text: String) -> Bool {
        let s = Array(text.unicodeScalars)
        guard i + s.count <= scalars.count, Array(scalars[i..<(i + s.count)]) == s else { return false }
        i += s.count
        return true
    }

    private mutating func expect(_ text: String) throws {
        if !accept(text) { throw fail("`\(text)`") }
    }

    private func expectEnd() throws {
        if i != scalars.count { throw fail("the end of the line") }
    }

    private mutating func control() throws -> ControlInformation {
        try expect("ControlInformation(index: ")
        let index = try integer()
        try expect(", type: .")
        let type = try caseName()
        guard let controlType = ControlType(parsing: type), controlType.name == type else { throw fail("a control type, not \(type)") }
        try expect(", identifier: ")
        let identifier: String? = accept("nil") ? nil : try string()
        var label: String?, value: String?, traits: AccessibilityTraitSet?
        if accept(", label: ") { label = try string() }
        if accept(", value: ") { value = try string() }
        if accept(", traits: ") { traits = try traitList() }
        try expect("),")
        try expectEnd()
        return ControlInformation(index: index, type: controlType, identifier: identifier, label: label, value: value, traits: traits)
    }

    private mutating func integer() throws -> Int {
        let start = i
        while i < scalars.count, ("0"..."9").contains(scalars[i]) { i += 1 }
        guard let n = Int(String(String.UnicodeScalarView(scalars[start..<i]))) else { throw fail("an integer") }
        return n
    }

    private mutating func caseName() throws -> String {
        let quoted = accept("`")
        let start = i
        while i < scalars.count, scalars[i].properties.isAlphabetic || ("0"..."9").contains(scalars[i]) { i += 1 }
        let name = String(String.UnicodeScalarView(scalars[start..<i]))
        if quoted { try expect("`") }
        if name.isEmpty { throw fail("a case name") }
        return name
    }

    private mutating func string() throws -> String {
        try expect("\"")
        var out = String.UnicodeScalarView()
        while true {
            guard i < scalars.count else { throw fail("the closing quote") }
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
                case "n": out.append("\n")
                case "r": out.append("\r")
                case "t": out.append("\t")
                case "0": out.append("\0")
                case "u":
                    try expect("{")
                    let start = i
                    while i < scalars.count, scalars[i] != "}" { i += 1 }
                    let hex = String(String.UnicodeScalarView(scalars[start..<i]))
                    try expect("}")
                    guard (1...8).contains(hex.unicodeScalars.count), let v = UInt32(hex, radix: 16),
                        let scalar = Unicode.Scalar(v)
                    else { throw fail("a \\u{…} scalar, not \(hex)") }
                    out.append(scalar)
                default:
                    throw fail("a known escape, not \\\(e)")
                }
            case "\n", "\r":
                throw fail("no raw line break in a string literal")
            default:
                out.append(s)
            }
        }
    }

    private mutating func traitList() throws -> AccessibilityTraitSet {
        try expect("[")
        var traits = AccessibilityTraitSet()
        var first = true
        while !accept("]") {
            if !first { try expect(", ") }
            first = false
            if accept("AccessibilityTraitSet(rawValue: ") {
                let start = i
                while i < scalars.count, ("0"..."9").contains(scalars[i]) { i += 1 }
                guard let raw = UInt64(String(String.UnicodeScalarView(scalars[start..<i]))) else { throw fail("a raw value") }
                try expect(")")
                traits.formUnion(AccessibilityTraitSet(rawValue: raw))
            } else {
                try expect(".")
                let name = try caseName()
                guard let entry = AccessibilityTraitSet.named.first(where: { $0.name == name }) else { throw fail("a trait name, not \(name)") }
                traits.formUnion(entry.trait)
            }
        }
        return traits
    }
}
