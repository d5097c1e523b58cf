/// Renders a ``VerificationResult`` as text: a summary line, the differences in words, a
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

enum VerificationReport {
    /// ANSI styles used when colour is on.
    enum Style: String {
        case bold = "1", dim = "2", red = "31", green = "32", yellow = "33", cyan = "36"
    }

    static func paint(_ text: String, _ style: Style, _ on: Bool) -> String {
        on ? "\u{1B}[\(style.rawValue)m\(text)\u{1B}[0m" : text
    }

    static func style(of mark: VerificationResult.Row.Mark) -> Style {
        switch mark {
        case .match: return .green
        case .mismatch, .missing: return .red
        case .unexpected: return .cyan
        case .moved: return .yellow
        case .ignored: return .dim
        }
    }

    // MARK: Thresholds

    /// A table of at most this many rows is printed whole, every row, as on a screen of
    /// 20 or 40 controls; a longer one is printed as hunks. 60 rows still fit a tall
    /// terminal or a test log's failure box, and today's screens of hand-written maps have
    /// far fewer controls.
    static let fullTableRowLimit = 60

    /// Rows without a difference kept before and after each difference in a longer table,
    /// as `diff -u` keeps 3 lines of context: enough to see where the difference sits.
    static let contextRows = 3

    /// At most this many rows are shown in hunks; the rest of a table whose differences are
    /// everywhere (a map of another screen) is counted in one closing line.
    static let shownRowLimit = 80

    /// At most this many differences are listed in words; the rest are counted.
    static let listedDifferenceLimit = 40

    /// A corrected map of at most this many entries is printed as Swift; a longer one is
    /// named by where it is written in full (``ReportOptions/correctedMapLocation``).
    static let printedCorrectedMapLimit = 60

    static func render(_ v: VerificationResult, options: ReportOptions) -> String {
        let colour = options.colour
        var lines: [String] = []
        lines.append(paint(v.summary, v.passed ? .green : .red, colour))
        if v.scope == .wholeTree {
            lines.append("note: no node has the identifier \(ReportText.literal(v.screenIdentifier)); the whole tree was verified")
        } else if case .appWindow = v.scope {
            lines.append(
                "note: no node has the identifier \(ReportText.literal(v.screenIdentifier)); the map covers the app's window "
                    + "without the status bar, the keyboard and other windows")
        }
        for note in v.notes { lines.append("note: " + note) }
        guard !v.passed else { return lines.joined(separator: "\n") }

        lines.append("")
        for d in v.differences.prefix(listedDifferenceLimit) { lines.append("  " + d.description) }
        if v.differences.count > listedDifferenceLimit {
            lines.append("  … and \(grouped(v.differences.count - listedDifferenceLimit)) more differences")
        }

        lines.append("")
        lines += table(v, options: options)

        if options.includesCorrectedMap {
            lines.append("")
            // Count the entries up to the limit only: a long map is never built here.
            var entries = 0
            for e in v.actual where v.mapSourceOptions.mode.keeps(e.node) {
                entries += 1
                if entries > printedCorrectedMapLimit { break }
            }
            if entries <= printedCorrectedMapLimit {
                lines.append("Corrected map (the recorded order; paste it over the rapidgen region of \(v.screen)):")
                lines += v.correctedMapSource.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
                while lines.last == "" { lines.removeLast() }
            } else {
                let total = v.actual.lazy.filter { v.mapSourceOptions.mode.keeps($0.node) }.count
                lines.append("Corrected map: \(grouped(total)) entries, too long to print here (more than \(printedCorrectedMapLimit)).")
                if let location = options.correctedMapLocation {
                    lines.append("The complete corrected map is in \(location)")
                } else {
                    lines.append(
                        "Write it with `rapidgen generate RECORDING --screen \(v.screenIdentifier)`, "
                            + "or record it with RAPIDMAP_RECORD=failed.")
                }
            }
        }
        return lines.map(trimmingTrailingSpaces).joined(separator: "\n")
    }

    /// "4,812".
    static func grouped(_ n: Int) -> String {
        let digits = String(n.magnitude)
        var out = ""
        for (k, c) in digits.enumerated() {
            if k > 0 && (digits.count - k) % 3 == 0 { out.append(",") }
            out.append(c)
        }
        return n < 0 ? "-" + out : out
    }

    /// One line of the table, or a collapsed run of rows.
    enum TableLine: Equatable {
        /// Row `i` of the verification.
        case row(Int)
        /// `count` rows without a difference, of which `ignored` are allowed undeclared elements.
        case collapsed(count: Int, ignored: Int)
        /// `rows` rows, with `differences` rows that differ, past ``shownRowLimit``.
        case notShown(rows: Int, differing: Int)
    }

    /// True when a row shows a difference (not a match, not an allowed undeclared element).
    static func differs(_ mark: VerificationResult.Row.Mark) -> Bool {
        mark != .match && mark != .ignored
    }

    /// Which rows the table shows: all of them up to ``fullTableRowLimit``; past it, every
    /// row that differs with ``contextRows`` rows around it, each longer run of rows without
    /// a difference as one line, and at most ``shownRowLimit`` rows in all. Reads only the
    /// rows' marks, once.
    static func layout(count: Int, mark: (Int) -> VerificationResult.Row.Mark) -> [TableLine] {
        guard count > fullTableRowLimit else { return (0..<count).map(TableLine.row) }
        // Mark the rows to show: the differing ones and their context.
        var shown = [Bool](repeating: false, count: count)
        var lastDifference = -1
        for i in 0..<count where differs(mark(i)) {
            for k in max(i - contextRows, lastDifference + 1)...min(i + contextRows, count - 1) { shown[k] = true }
            lastDifference = i
        }
        var out: [TableLine] = []
        var shownRows = 0
        var i = 0
        while i < count {
            if shown[i] {
                if shownRows == shownRowLimit {
                    var differing = 0
                    for k in i..<count where differs(mark(k)) { differing += 1 }
                    out.append(.notShown(rows: count - i, differing: differing))
                    break
                }
                out.append(.row(i))
                shownRows += 1
                i += 1
                continue
            }
            var end = i, ignored = 0
            while end < count && !shown[end] {
                if mark(end) == .ignored { ignored += 1 }
                end += 1
            }
            out.append(.collapsed(count: end - i, ignored: ignored))
            i = end
        }
        return out
    }

    /// The side-by-side table: every row, or hunks (see ``layout(count:mark:)``).
    static func table(_ v: VerificationResult, options: ReportOptions) -> [String] {
        let limit = max(options.maximumCellWidth, 2)
        let layout = layout(count: v.rowCount, mark: v.mark(at:))
        typealias Cells = (expectedIndex: String, expected: String, actualIndex: String, actual: String)
        var cells: [Int: Cells] = [:]
        for case .row(let i) in layout {
            let row = v.row(at: i)
            cells[i] = (
                expectedIndex: row.expected.map { String($0.index) } ?? "",
                expected: row.expected.map { TerminalWidth.truncate(ReportText.expected($0), to: limit) } ?? "",
                actualIndex: row.actual.map { String($0.position) } ?? "",
                actual: row.actual.map { TerminalWidth.truncate(ReportText.actual($0), to: limit) } ?? ""
            )
        }
        let indexWidth = max(1, cells.values.map { TerminalWidth.of($0.expectedIndex) }.max() ?? 0)
        let expectedWidth = max(TerminalWidth.of("expected"), cells.values.map { TerminalWidth.of($0.expected) }.max() ?? 0)
        let actualIndexWidth = max(1, cells.values.map { TerminalWidth.of($0.actualIndex) }.max() ?? 0)
        func line(_ mark: String, _ c: Cells) -> String {
            "  " + mark + "  " + TerminalWidth.padLeft(c.expectedIndex, to: indexWidth) + "  "
                + TerminalWidth.pad(c.expected, to: expectedWidth) + "  "
                + TerminalWidth.padLeft(c.actualIndex, to: actualIndexWidth) + "  " + c.actual
        }
        var out = [paint(line(" ", ("#", "expected", "#", "actual")), .dim, options.colour)]
        for entry in layout {
            switch entry {
            case .row(let i):
                let mark = v.mark(at: i)
                out.append(line(paint(mark.rawValue, style(of: mark), options.colour), cells[i] ?? ("", "", "", "")))
            case .collapsed(let count, let ignored):
                let matching = count - ignored
                let parts = [
                    matching > 0 ? "\(grouped(matching)) matching" : nil,
                    ignored > 0 ? "\(grouped(ignored)) ignored" : nil,
                ].compactMap { $0 }
                out.append(paint("  … " + parts.joined(separator: ", ") + " …", .dim, options.colour))
            case .notShown(let rows, let differing):
                out.append(paint("  … \(grouped(rows)) more rows not shown (\(grouped(differing)) of them differ) …", .dim, options.colour))
            }
        }
        return out
    }

    static func trimmingTrailingSpaces(_ line: String) -> String {
        var s = Substring(line)
        while s.last == " " { s = s.dropLast() }
        return String(s)
    }
}
