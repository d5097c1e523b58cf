import RapidMap
import RapidVerify
/// Compares a screen's experience with a reference file's text: the pure part of
/// RapidTesting's `assertExperience`.
package enum ExperienceComparison {
    /// The most changed lines a transcript difference lists before `… N more`.
    package static let maximumShownLines = 40

    /// nil when the transcripts are the same; otherwise a line diff (`- ` reference,
    /// `+ ` actual) with the 1-based line number of each hunk in the reference.
    package static func transcriptDifference(reference: String, actual: String) -> String? {
        let difference = LineDifference(old: reference, new: actual)
        guard !difference.hunks.isEmpty else { return nil }
        var lines: [String] = []
        var total = 0
        for hunk in difference.hunks {
            let shown = lines.count
            if shown < maximumShownLines { lines.append("@@ line \(hunk.oldStart + 1)") }
            for text in hunk.removed { total += 1; if lines.count < maximumShownLines { lines.append("- " + text) } }
            for text in hunk.added { total += 1; if lines.count < maximumShownLines { lines.append("+ " + text) } }
        }
        let listed = lines.filter { !$0.hasPrefix("@@") }.count
        if total > listed { lines.append("… \(total - listed) more changed lines") }
        return lines.joined(separator: "\n")
    }

    /// nil when `actual` matches the reference JSON within `tolerance` points; otherwise
    /// the changes per element, or why the reference cannot be read.
    package static func snapshotDifference(reference: String, actual: ElementSnapshot, tolerance: Double) -> String? {
        let old: ElementSnapshot
        do {
            old = try ElementSnapshot.parse(reference)
        } catch {
            return "the reference is not an element snapshot: \(error)"
        }
        let changes = actual.changes(from: old, tolerance: tolerance)
        return changes.isEmpty ? nil : changes.joined(separator: "\n")
    }
}
