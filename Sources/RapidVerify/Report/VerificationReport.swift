/// Renders a ``Verification`` as text: a summary line, the differences in words, a
/// side-by-side table of the map and the screen's elements, and the corrected map.
///
/// ```
/// LoginScreen: 2 differences — 1 moved, 1 missing
///
///   moved: button LoginScreen.signIn is at position 1, declared at index 2
///   missing: link LoginScreen.forgot declared at index 3 is not on the screen
///
///      #  expected                          #  actual
///   ✓  0  textField LoginScreen.email       0  textField LoginScreen.email "Email"
///   ↕  2  button LoginScreen.signIn         1  button LoginScreen.signIn "Sign In"
/// …
/// ```
/// Columns are aligned by terminal width (CJK characters and emoji count 2), cells are
/// cut with `…` past ``ReportOptions/maximumCellWidth``, and lines never end in spaces.
///
/// It lives above `MapSource/` because it shows ``Verification/correctedMapSource``;
/// verification itself only makes the corrected entries.
enum VerificationReport {
    /// ANSI styles used when colour is on.
    enum Style: String {
        case bold = "1", dim = "2", red = "31", green = "32", yellow = "33", cyan = "36"
    }

    static func paint(_ text: String, _ style: Style, _ on: Bool) -> String {
        on ? "\u{1B}[\(style.rawValue)m\(text)\u{1B}[0m" : text
    }

    static func style(of mark: Verification.Row.Mark) -> Style {
        switch mark {
        case .match: return .green
        case .mismatch, .missing: return .red
        case .unexpected: return .cyan
        case .moved: return .yellow
        case .ignored: return .dim
        }
    }

    static func render(_ v: Verification, options: ReportOptions) -> String {
        let colour = options.colour
        var lines: [String] = []
        lines.append(paint(v.summary, v.passed ? .green : .red, colour))
        if v.scope == .wholeTree {
            lines.append("note: no node has the identifier \(Cell.literal(v.screenIdentifier)); the whole tree was verified")
        }
        guard !v.passed else { return lines.joined(separator: "\n") }

        lines.append("")
        for d in v.differences { lines.append("  " + d.description) }

        lines.append("")
        lines += table(v.rows, options: options)

        if options.includesCorrectedMap {
            lines.append("")
            lines.append("Corrected map (the recorded order; paste it over the rapidgen region of \(v.screen)):")
            lines += v.correctedMapSource.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            while lines.last == "" { lines.removeLast() }
        }
        return lines.map(trimmingTrailingSpaces).joined(separator: "\n")
    }

    /// The side-by-side table.
    static func table(_ rows: [Verification.Row], options: ReportOptions) -> [String] {
        let limit = max(options.maximumCellWidth, 2)
        let cells = rows.map { row in
            (expectedIndex: row.expected.map { String($0.index) } ?? "",
             expected: row.expected.map { TerminalWidth.truncate(Cell.expected($0), to: limit) } ?? "",
             actualIndex: row.actual.map { String($0.position) } ?? "",
             actual: row.actual.map { TerminalWidth.truncate(Cell.actual($0), to: limit) } ?? "")
        }
        let indexWidth = max(1, cells.map { TerminalWidth.of($0.expectedIndex) }.max() ?? 0)
        let expectedWidth = max(TerminalWidth.of("expected"), cells.map { TerminalWidth.of($0.expected) }.max() ?? 0)
        let actualIndexWidth = max(1, cells.map { TerminalWidth.of($0.actualIndex) }.max() ?? 0)
        func line(_ mark: String, _ c: (expectedIndex: String, expected: String, actualIndex: String, actual: String)) -> String {
            "  " + mark + "  " + TerminalWidth.padLeft(c.expectedIndex, to: indexWidth) + "  "
                + TerminalWidth.pad(c.expected, to: expectedWidth) + "  "
                + TerminalWidth.padLeft(c.actualIndex, to: actualIndexWidth) + "  " + c.actual
        }
        var out = [paint(line(" ", ("#", "expected", "#", "actual")), .dim, options.colour)]
        for (row, c) in zip(rows, cells) {
            out.append(line(paint(row.mark.rawValue, style(of: row.mark), options.colour), c))
        }
        return out
    }

    static func trimmingTrailingSpaces(_ line: String) -> String {
        var s = Substring(line)
        while s.last == " " { s = s.dropLast() }
        return String(s)
    }
}

extension Verification: CustomStringConvertible {
    /// The report, rendered with `options`.
    public func report(_ options: ReportOptions = ReportOptions()) -> String {
        VerificationReport.render(self, options: options)
    }

    /// The plain report (no colour).
    public var description: String { report() }
}
