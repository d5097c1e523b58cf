import RapidVerify
/// One generated region of a Swift file: the lines from a `// rapidgen:begin <Screen>`
/// marker to the next `// rapidgen:end` marker, both included.
///
/// Positions are byte offsets into the file, so the text around a region can be kept
/// byte for byte (CRLF line endings, a missing final newline, even bytes that are not
/// UTF-8) when the region is regenerated. Find regions with ``scan(_:file:)``.
package struct MapRegion: Sendable, Hashable {
    /// The name written after the begin marker (a screen's type name, without backticks).
    package var screen: String
    /// The line of the begin marker, from 1.
    package var beginLine: Int
    /// The line of the end marker, from 1.
    package var endLine: Int
    /// The bytes of the region: from the start of the begin marker's line to the end of
    /// the end marker's line, including that line's terminator.
    package var byteRange: Range<Int>
    /// The spaces and tabs before the begin marker; the regenerated region keeps them.
    package var indentation: String
    /// The begin marker line's terminator (`"\r\n"` or `"\n"`); the regenerated
    /// region's lines end with it.
    package var lineEnding: String
    /// The end marker line's terminator: `"\r\n"`, `"\n"`, or `""` when the file ends there.
    package var finalTerminator: String

    /// Creates a region description.
    package init(
        screen: String, beginLine: Int, endLine: Int, byteRange: Range<Int>,
        indentation: String, lineEnding: String, finalTerminator: String
    ) {
        self.screen = screen
        self.beginLine = beginLine
        self.endLine = endLine
        self.byteRange = byteRange
        self.indentation = indentation
        self.lineEnding = lineEnding
        self.finalTerminator = finalTerminator
    }

    /// Every generated region of a file, in file order.
    ///
    /// Lines are split at LF (a CR before it belongs to the terminator). A marker is a
    /// line that, after leading spaces and tabs, starts with ``MapSourceWriter/beginMarker``
    /// or ``MapSourceWriter/endMarker`` followed by a space, a tab or the end of the line.
    /// Throws ``MapFileError`` naming the file and line for a begin marker without a name
    /// or without an end, an end without a begin, a begin inside a region, two regions
    /// for the same screen, an end marker naming another screen, and for a
    /// merge-conflict marker (`<<<<<<<`, `|||||||`, `=======`, `>>>>>>>` at the start
    /// of a line, alone or followed by a space).
    package static func scan(_ bytes: [UInt8], file: String?) throws(MapFileError) -> [MapRegion] {
        var regions: [MapRegion] = []
        var open: (screen: String, line: Int, start: Int, indentation: String, ending: String)?
        var firstLineOfScreen: [String: Int] = [:]
        var lineNumber = 0
        var start = 0
        let begin = Array(MapSourceWriter.beginMarker.utf8)
        let end = Array(MapSourceWriter.endMarker.utf8)
        while start < bytes.count {
            lineNumber += 1
            var lf = start
            while lf < bytes.count, bytes[lf] != 0x0A { lf += 1 }
            let next = lf < bytes.count ? lf + 1 : lf
            var contentEnd = lf
            if contentEnd > start, bytes[contentEnd - 1] == 0x0D, lf < bytes.count { contentEnd -= 1 }
            let terminator = lf < bytes.count ? (contentEnd < lf ? "\r\n" : "\n") : ""
            let line = bytes[start..<contentEnd]

            if isConflictMarker(line) {
                throw MapFileError(
                    file: file, line: lineNumber, column: 1,
                    message: "merge-conflict marker; resolve the conflict before regenerating the map")
            }
            var body = start
            while body < contentEnd, bytes[body] == 0x20 || bytes[body] == 0x09 { body += 1 }
            let column = body - start + 1
            let indentation = String(decoding: bytes[start..<body], as: UTF8.self)
            if let rest = markerRest(bytes[body..<contentEnd], marker: begin) {
                let name = trimmed(rest)
                guard !name.isEmpty else {
                    throw MapFileError(
                        file: file, line: lineNumber, column: column,
                        message: "`\(MapSourceWriter.beginMarker)` needs the screen's name after it")
                }
                if let open {
                    throw MapFileError(
                        file: file, line: lineNumber, column: column,
                        message:
                            "`\(MapSourceWriter.beginMarker) \(name)` inside the region for \(open.screen) opened at line \(open.line); add `\(MapSourceWriter.endMarker)` before it"
                    )
                }
                if let first = firstLineOfScreen[name] {
                    throw MapFileError(
                        file: file, line: lineNumber, column: column,
                        message: "a second region for \(name) (the first begins at line \(first))")
                }
                firstLineOfScreen[name] = lineNumber
                open = (name, lineNumber, start, indentation, terminator.isEmpty ? "\n" : terminator)
            } else if let rest = markerRest(bytes[body..<contentEnd], marker: end) {
                guard let current = open else {
                    throw MapFileError(
                        file: file, line: lineNumber, column: column,
                        message: "`\(MapSourceWriter.endMarker)` without a `\(MapSourceWriter.beginMarker)` before it")
                }
                let name = trimmed(rest)
                if !name.isEmpty, name != current.screen {
                    throw MapFileError(
                        file: file, line: lineNumber, column: column,
                        message: "`\(MapSourceWriter.endMarker) \(name)` closes the region for \(current.screen) opened at line \(current.line)")
                }
                regions.append(
                    MapRegion(
                        screen: current.screen, beginLine: current.line, endLine: lineNumber,
                        byteRange: current.start..<next, indentation: current.indentation,
                        lineEnding: current.ending, finalTerminator: terminator))
                open = nil
            }
            start = next
        }
        if let open {
            throw MapFileError(
                file: file, line: open.line, column: open.indentation.utf8.count + 1,
                message: "`\(MapSourceWriter.beginMarker) \(open.screen)` has no `\(MapSourceWriter.endMarker)` after it")
        }
        return regions
    }

    /// The text after a marker at the start of `line`, or nil when the line is not that marker.
    static func markerRest(_ line: ArraySlice<UInt8>, marker: [UInt8]) -> ArraySlice<UInt8>? {
        guard line.count >= marker.count, line.prefix(marker.count).elementsEqual(marker) else { return nil }
        let rest = line.dropFirst(marker.count)
        guard let first = rest.first else { return rest }
        return first == 0x20 || first == 0x09 ? rest : nil
    }

    static func trimmed(_ bytes: ArraySlice<UInt8>) -> String {
        var s = bytes
        while let c = s.first, c == 0x20 || c == 0x09 { s = s.dropFirst() }
        while let c = s.last, c == 0x20 || c == 0x09 { s = s.dropLast() }
        return String(decoding: s, as: UTF8.self)
    }

    /// Whether a line is a merge-conflict marker as git writes them.
    static func isConflictMarker(_ line: ArraySlice<UInt8>) -> Bool {
        guard line.count >= 7, let c = line.first else { return false }
        guard c == UInt8(ascii: "<") || c == UInt8(ascii: ">") || c == UInt8(ascii: "=") || c == UInt8(ascii: "|") else { return false }
        guard line.prefix(7).allSatisfy({ $0 == c }) else { return false }
        let after = line.dropFirst(7).first
        return after == nil || after == 0x20 || after == 0x09
    }
}
