import RapidMap
import RapidVerify

/// Reads a generated map region back without a compiler: its entries, its variants and its
/// `screenIdentifier`, in the statement form ``MapSourceWriter`` writes (one
/// `controls.append(…)` a line) and in the array-literal form earlier versions wrote (one
/// `ControlInformation(…),` a line between `[` and `]`).
///
/// It reads the subset of Swift the writer writes: string literals with the escapes of
/// ``SwiftSourceEscaping/stringLiteral(_:)``, `.case` names in optional backticks, trait
/// lists, integers. Comment and blank lines, and the declarations outside the two
/// functions (`verificationMode`, `labelLanguage`), are kept as they are. Inside
/// `controlsInformation()` and `variants()` every line must be one the writer writes, in
/// either form; anything else (a hand-written entry, a computed label, a line cut short)
/// throws a ``MapFileError`` with the line in the region (from 1, the begin marker's line)
/// and the column where reading stopped.
///
/// One pass over the lines, each read once: linear in the region.
package struct MapSourceParser {
    /// Where the reader is inside a function.
    private enum Step {
        /// Outside both functions.
        case top
        /// After the function's first line: its list opens next.
        case open
        /// In a list of controls written as statements, or as an array literal.
        case statements, literal
        /// In `variants()`: between variants, written as statements or as an array literal.
        case variantStatements, variantLiteral
        /// After `do {` of a variant: its `controls` are declared next.
        case variantDeclare
        /// In a variant's list, as statements or inside `MapVariant(…, controls: [`.
        case variantBlock, variantLiteralList
        /// After a variant's `variants.append(…)`: its block closes next.
        case variantBlockClose
        /// After the list: the function's `}` comes next.
        case close
    }

    /// A list being read: its entries and the lines they came from.
    private struct List {
        var fields: [String] = []
        var entries: [ControlInformation] = []
        var entryLines: [Int] = []
        var firstLine: Int
        var lastLine: Int
    }

    private var declarations = MapSourceDeclarations()
    private var step = Step.top
    private var inVariants = false
    private var functionLine = 0
    private var bodyIndentation = ""
    private var list = List(firstLine: 0, lastLine: 0)
    private var variants: [List] = []

    /// Reads `region`, the text from its begin marker line to its end marker line.
    package static func parse(region: String) throws(MapFileError) -> MapSourceDeclarations {
        var parser = MapSourceParser()
        let lines = LineDifference.lines(region)
        for (k, line) in lines.enumerated() { try parser.read(Substring(line), at: k) }
        let count = lines.count
        guard case .top = parser.step else {
            throw MapFileError(
                file: nil, line: count, column: 1,
                message: "the region ends inside `\(parser.inVariants ? "variants()" : "controlsInformation()")`: its closing lines are missing")
        }
        parser.declareRecordedEmptyMap()
        return parser.declarations
    }

    /// An empty map written before regions declared `hasRecordedMap` reads as the writer
    /// writes it now (the declaration and its comment before `controlsInformation()`), so it
    /// keeps passing `rapidgen check` until it is regenerated.
    private mutating func declareRecordedEmptyMap() {
        let lines = declarations.currentFormLines
        guard declarations.controls.isEmpty, !lines.contains(where: { $0.contains("static var hasRecordedMap: Bool") }),
            let function = lines.firstIndex(where: { $0.hasSuffix("static func controlsInformation() -> [ControlInformation] {") })
        else { return }
        let line = lines[function]
        let pad = String(line.prefix { $0 == " " || $0 == "\t" })
        let modifier = line.dropFirst(pad.count).components(separatedBy: "static func").first ?? ""
        var added = [pad + MapSourceWriter.recordedEmptyComment, pad + modifier + MapSourceWriter.recordedEmptyDeclaration]
        var at = function
        if function > 0, lines[function - 1].trimmingCharacters(in: .whitespaces).isEmpty { at = function - 1 } else { added.append("") }
        declarations.currentFormLines.insert(contentsOf: added, at: at)
        declarations.origins.insert(contentsOf: Array(repeating: declarations.origins[at], count: added.count), at: at)
    }

    private mutating func emit(_ text: String, from line: Int) {
        declarations.currentFormLines.append(text)
        declarations.origins.append(line)
    }

    private mutating func read(_ raw: Substring, at line: Int) throws(MapFileError) {
        let indentation = raw.prefix { $0 == " " || $0 == "\t" }
        var trimmed = raw.dropFirst(indentation.count)
        while let last = trimmed.last, last == " " || last == "\t" { trimmed = trimmed.dropLast() }
        let text = String(trimmed)
        let column = indentation.count + 1
        var cursor = LiteralCursor(trimmed, line: line + 1, column: column)
        func fail(_ expected: String) -> MapFileError {
            MapFileError(file: nil, line: line + 1, column: column, message: "expected \(expected), found `\(text)`")
        }
        if text.isEmpty || text.hasPrefix("//") {
            // Comments inside a function are not compared: only those outside are kept.
            if case .top = step { emit(String(raw), from: line) }
            return
        }
        if case .open = step { bodyIndentation = String(indentation) }
        switch step {
        case .top:
            emit(String(raw), from: line)
            if text.hasSuffix("static func controlsInformation() -> [ControlInformation] {") {
                (step, inVariants, functionLine) = (.open, false, line)
            } else if text.hasSuffix("static func variants() -> [MapVariant] {") {
                (step, inVariants, functionLine, variants) = (.open, true, line, [])
            } else if let r = text.range(of: "static var screenIdentifier: String { ") {
                cursor = LiteralCursor(
                    Substring(text)[r.upperBound...], line: line + 1, column: column + text.distance(from: text.startIndex, to: r.upperBound))
                declarations.screenIdentifier = try cursor.string()
                try cursor.expect(" }")
                try cursor.expectEnd()
            }
        case .open where !inVariants:
            list = List(firstLine: line, lastLine: line)
            switch text {
            case MapSourceWriter.declareControls: step = .statements
            case "[": (step, declarations.form) = (.literal, .arrayLiteral)
            case "[]": (step, declarations.form) = (.close, .arrayLiteral)
            default: throw fail("`\(MapSourceWriter.declareControls)` (or `[` of an array literal)")
            }
        case .open:
            list = List(firstLine: line, lastLine: line)
            switch text {
            case MapSourceWriter.declareVariants: step = .variantStatements
            case "[": (step, declarations.form) = (.variantLiteral, .arrayLiteral)
            case "[]": (step, declarations.form) = (.close, .arrayLiteral)
            default: throw fail("`\(MapSourceWriter.declareVariants)` (or `[` of an array literal)")
            }
        case .statements, .variantBlock:
            if cursor.accept("controls.reserveCapacity(") {
                _ = try cursor.integer()
                try cursor.expect(")")
                try cursor.expectEnd()
            } else if cursor.accept("controls.append(") {
                try appendEntry(&cursor, at: line)
                try cursor.expect(")")
                try cursor.expectEnd()
            } else if step == .statements, text == MapSourceWriter.returnControls {
                list.lastLine = line
                step = .close
            } else if step == .variantBlock, cursor.accept("variants.append(MapVariant(") {
                list.fields = try cursor.variantFields()
                try cursor.expect("controls: controls))")
                try cursor.expectEnd()
                list.lastLine = line
                try addVariant(at: line, column: column)
                step = .variantBlockClose
            } else {
                throw fail(
                    "`controls.append(ControlInformation(…))` or `\(step == .statements ? MapSourceWriter.returnControls : "variants.append(MapVariant(…))")`")
            }
        case .literal, .variantLiteralList:
            if text.hasPrefix("ControlInformation(") {
                try appendEntry(&cursor, at: line)
                try cursor.expect(",")
                try cursor.expectEnd()
            } else if step == .literal, text == "]" {
                list.lastLine = line
                step = .close
            } else if step == .variantLiteralList, text == "])," {
                list.lastLine = line
                try addVariant(at: line, column: column)
                step = .variantLiteral
            } else {
                throw fail("`ControlInformation(…),` or `\(step == .literal ? "]" : "]),")`")
            }
        case .variantStatements:
            if cursor.accept("variants.reserveCapacity(") {
                _ = try cursor.integer()
                try cursor.expect(")")
                try cursor.expectEnd()
            } else if text == MapSourceWriter.openVariant {
                list = List(firstLine: line, lastLine: line)
                step = .variantDeclare
            } else if text == MapSourceWriter.returnVariants {
                step = .close
            } else {
                throw fail("`\(MapSourceWriter.openVariant)` (a variant) or `\(MapSourceWriter.returnVariants)`")
            }
        case .variantDeclare:
            guard text == MapSourceWriter.declareControls else { throw fail("`\(MapSourceWriter.declareControls)`") }
            step = .variantBlock
        case .variantBlockClose:
            guard text == "}" else { throw fail("`}`, the end of the variant's block") }
            step = .variantStatements
        case .variantLiteral:
            if cursor.accept("MapVariant(") {
                list = List(firstLine: line, lastLine: line)
                list.fields = try cursor.variantFields()
                if cursor.accept("controls: []),") {
                    try cursor.expectEnd()
                    try addVariant(at: line, column: column)
                } else {
                    try cursor.expect("controls: [")
                    try cursor.expectEnd()
                    step = .variantLiteralList
                }
            } else if text == "]" {
                step = .close
            } else {
                throw fail("`MapVariant(…, controls: [` or `]`")
            }
        case .close:
            guard text == "}" else { throw fail("`}`, the end of the function") }
            emitFunction(closing: String(raw), at: line)
            step = .top
        }
    }

    private mutating func appendEntry(_ cursor: inout LiteralCursor, at line: Int) throws(MapFileError) {
        list.entries.append(try cursor.control())
        list.entryLines.append(line)
    }

    private mutating func addVariant(at line: Int, column: Int) throws(MapFileError) {
        var variant = MapVariant(controls: list.entries)
        for field in list.fields {
            var cursor = LiteralCursor(Substring(field), line: line + 1, column: column)
            if cursor.accept("language: ") {
                variant.language = try cursor.string()
                continue
            }
            let parts = field.split(separator: ":", maxSplits: 1)
            let value = parts.count == 2 ? String(parts[1].dropFirst(2)) : ""
            func member<T: RawRepresentable>(_: T?) throws(MapFileError) -> T where T.RawValue == String {
                guard let v = T(rawValue: value) else {
                    throw MapFileError(file: nil, line: line + 1, column: column, message: "unknown value `.\(value)` of `\(parts[0])`")
                }
                return v
            }
            switch parts[0] {
            case "layoutDirection": variant.layoutDirection = try member(variant.layoutDirection)
            case "contentSizeCategory": variant.contentSizeCategory = try member(variant.contentSizeCategory)
            case "idiom": variant.idiom = try member(variant.idiom)
            case "orientation": variant.orientation = try member(variant.orientation)
            default: throw MapFileError(file: nil, line: line + 1, column: column, message: "unknown variant field `\(parts[0])`")
            }
        }
        declarations.variants.append(variant)
        variants.append(list)
    }

    /// The function's body in the statement form, each line from the line it was read
    /// from, then its closing line.
    private mutating func emitFunction(closing: String, at line: Int) {
        let pad = bodyIndentation
        func emitList(_ list: List, indentation: String) {
            emit(indentation + MapSourceWriter.declareControls, from: list.firstLine)
            emit(indentation + "controls.reserveCapacity(\(list.entries.count))", from: list.firstLine)
            for (entry, origin) in zip(list.entries, list.entryLines) {
                emit(indentation + "controls.append(" + MapSourceWriter.expression(for: entry) + ")", from: origin)
            }
        }
        if inVariants {
            emit(pad + MapSourceWriter.declareVariants, from: functionLine + 1)
            emit(pad + "variants.reserveCapacity(\(variants.count))", from: functionLine + 1)
            for variant in variants {
                emit(pad + MapSourceWriter.openVariant, from: variant.firstLine)
                emitList(variant, indentation: pad + "    ")
                emit(pad + "    " + MapSourceWriter.variantAppend(fields: variant.fields), from: variant.lastLine)
                emit(pad + "}", from: variant.lastLine)
            }
            emit(pad + MapSourceWriter.returnVariants, from: line)
        } else {
            declarations.controls = list.entries
            emitList(list, indentation: pad)
            emit(pad + MapSourceWriter.returnControls, from: list.lastLine)
        }
        emit(closing, from: line)
    }
}
