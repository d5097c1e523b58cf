import RapidVerify
/// How `rapidgen check` compares a committed map region with the one it regenerates:
/// by what verification uses, not by comments.
///
/// The policy: the region's declarations (its entries, the declared `verificationMode`
/// and `screenIdentifier`, the access level, the function itself) must match line for
/// line, ignoring indentation and blank lines. Comment lines (the "Generated from … by
/// rapidgen. Regenerate: …" header, which says how the map was made, a pasted corrected
/// map's header) are not compared: when only they differ, `check` prints a note and
/// passes. So a map made with `rapidgen generate … -o FILE` and then listed in
/// `rapidmap.json` is up to date as long as its entries are.
///
/// A committed region in the array-literal form earlier versions wrote is read by
/// ``MapSourceParser`` and compared in the statement form, entry by entry: when its
/// entries are what `rapidgen` writes, it is ``Outcome/olderForm``, up to date.
package struct MapRegionComparison: Sendable, Hashable {
    /// The outcome.
    package enum Outcome: Sendable, Hashable {
        /// The texts are the same.
        case identical
        /// Only comment lines, indentation or blank lines differ: not stale.
        case commentsOnly
        /// The region is in the array-literal form and its entries are what `rapidgen`
        /// writes: not stale, but regenerating it gives the form that type-checks in
        /// linear time.
        case olderForm
        /// Declarations differ: stale.
        case declarationsDiffer
    }

    /// The outcome.
    package var outcome: Outcome
    /// The line difference of the whole texts, with the hunks that change only comment
    /// or blank lines left out (empty unless ``Outcome/declarationsDiffer``).
    package var difference: [LineDifference.Hunk]

    /// For each line of the compared old text (the committed region, in the statement form
    /// when it was written as array literals), its line in the committed region, from 0:
    /// where a hunk's ``LineDifference/Hunk/oldStart`` is in the file.
    package var oldLineOrigins: [Int] = []

    /// The region's member declarations that lack the `nonisolated` rapidgen writes
    /// (``MapSourceWriter/memberModifier(_:)``), from the committed region, in order.
    package var missingNonisolated: [MissingNonisolated] = []

    /// Whether `nonisolated` before ``missingNonisolated`` is the only difference: the map's
    /// entries are up to date, but an app module whose default isolation is the main actor
    /// isolates its conformance, so only `@MainActor` tests can verify it.
    package var onlyIsolationDiffers = false

    /// A member declaration of a committed region without `nonisolated`: where to insert it.
    package struct MissingNonisolated: Sendable, Hashable {
        /// The line in the region, from 0 (the begin marker's line).
        package var line: Int
        /// The column where `nonisolated ` goes (the declaration's first character), from 1.
        package var column: Int
        /// The declaration line, without its indentation.
        package var text: String

        /// A place to insert `nonisolated` at.
        package init(line: Int, column: Int, text: String) {
            self.line = line
            self.column = column
            self.text = text
        }
    }

    /// The number of changed declaration lines (see ``LineDifference/changeCount``).
    package var changeCount: Int {
        difference.reduce(0) { $0 + max($1.removed.filter(Self.isReported).count, $1.added.filter(Self.isReported).count) }
    }

    /// Compares the committed region `old` with the regenerated `new`.
    package init(old: String, new: String) {
        guard old != new else {
            outcome = .identical
            difference = []
            return
        }
        let declarationsOf = { (text: String) in LineDifference.lines(text).filter(Self.isDeclaration).map(Self.trimmed) }
        guard declarationsOf(old) != declarationsOf(new) else {
            outcome = .commentsOnly
            difference = []
            return
        }
        var oldLines = LineDifference.lines(old)
        var origins = Array(oldLines.indices)
        var compared = old
        if let read = try? MapSourceParser.parse(region: old), read.form == .arrayLiteral {
            oldLines = read.currentFormLines
            origins = read.origins
            guard oldLines.filter(Self.isDeclaration).map(Self.trimmed) != declarationsOf(new) else {
                outcome = .olderForm
                difference = []
                oldLineOrigins = origins
                return
            }
            compared = oldLines.joined(separator: "\n")
        }
        outcome = .declarationsDiffer
        let missing = Self.missingNonisolated(in: oldLines)
        for m in missing {
            oldLines[m.line] = String(repeating: " ", count: m.column - 1) + "nonisolated " + m.text
        }
        missingNonisolated = missing.map { MissingNonisolated(line: origins[$0.line], column: $0.column, text: $0.text) }
        onlyIsolationDiffers =
            !missingNonisolated.isEmpty && oldLines.filter(Self.isDeclaration).map(Self.trimmed) == declarationsOf(new)
        difference = LineDifference(old: compared, new: new).hunks.filter {
            $0.removed.contains(where: Self.isDeclaration) || $0.added.contains(where: Self.isDeclaration)
        }
        oldLineOrigins = origins
    }

    /// The line of the committed region, from 0, where the compared old text's line
    /// `index` (a hunk's ``LineDifference/Hunk/oldStart``) comes from.
    package func regionLine(_ index: Int) -> Int {
        index < oldLineOrigins.count ? oldLineOrigins[index] : (oldLineOrigins.last.map { $0 + 1 } ?? index)
    }

    /// The member declarations (`static var` and `static func` lines) among `lines` whose
    /// modifiers do not include `nonisolated`.
    static func missingNonisolated(in lines: [String]) -> [MissingNonisolated] {
        let modifiers: Set<String> = ["public", "package", "internal", "fileprivate", "private", "nonisolated", "final"]
        var found: [MissingNonisolated] = []
        for (index, line) in lines.enumerated() {
            let text = trimmed(line)
            let words = text.split(separator: " ", maxSplits: 5)
            guard let staticWord = words.firstIndex(of: "static"), staticWord + 1 < words.count,
                words[staticWord + 1] == "var" || words[staticWord + 1] == "func",
                words[..<staticWord].allSatisfy({ modifiers.contains(String($0)) || $0.hasPrefix("@") }),
                !words[..<staticWord].contains("nonisolated")
            else { continue }
            let indentation = line.prefix { $0 == " " || $0 == "\t" }.count
            found.append(MissingNonisolated(line: index, column: indentation + 1, text: text))
        }
        return found
    }

    /// Whether a line is compared: not blank and not a comment.
    package static func isDeclaration(_ line: String) -> Bool {
        let text = trimmed(line)
        return !text.isEmpty && !text.hasPrefix("//")
    }

    /// Whether a changed line is shown and counted as a difference: a declaration, except a
    /// list's `reserveCapacity`, which follows from its entries.
    package static func isReported(_ line: String) -> Bool {
        let text = trimmed(line)
        return isDeclaration(text) && !text.hasPrefix("controls.reserveCapacity(") && !text.hasPrefix("variants.reserveCapacity(")
    }

    static func trimmed(_ line: String) -> String {
        let scalars = Array(line.unicodeScalars)
        var start = 0, end = scalars.count
        while start < end, scalars[start] == " " || scalars[start] == "\t" { start += 1 }
        while end > start, scalars[end - 1] == " " || scalars[end - 1] == "\t" || scalars[end - 1] == "\r" { end -= 1 }
        var view = String.UnicodeScalarView()
        view.append(contentsOf: scalars[start..<end])
        return String(view)
    }
}
