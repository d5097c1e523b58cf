import RapidMap
import RapidVerify
/// Audits a captured tree: runs checks on the elements VoiceOver visits (and, for element
/// detection, on the nodes it does not reach), applies ignores, the filter and the
/// baseline, and returns every issue.
///
/// ```swift
/// let report = Auditor.audit(tree)
/// for issue in report.issues { print(issue.line) }
/// ```
public enum Auditor {
    /// Audits `tree` with `checks` (every built-in check by default).
    ///
    /// - Parameters:
    ///   - tree: The recorded tree; its elements are audited in VoiceOver order.
    ///   - checks: The checks to run: ``AuditCheck/all``, a preset's
    ///     (``AuditCheck/preset(_:)``), a selection, or custom checks.
    ///   - options: Severities, ignores, the suppress filter, the word list and a
    ///     baseline.
    /// - Returns: Every issue found, suppressed and baselined ones marked, and the baseline
    ///   entries that no longer occur.
    public static func audit(
        _ tree: AccessibilityTree, checks: [AuditCheck] = AuditCheck.all,
        options: AuditOptions = AuditOptions()
    ) -> AuditReport {
        let context = AuditContext(tree: tree, options: options)
        let recording = options.recordingName ?? tree.source.path.map(fileName) ?? ""
        var issues: [(order: Int, check: Int, issue: AuditIssue)] = []
        for (checkIndex, check) in checks.enumerated() {
            let ignoredTypes = setting(options.ignoredTypes, of: check) ?? []
            for finding in check.evaluate(context) {
                let node = tree[finding.nodeIndex]
                let element = AuditElement(
                    type: node.type, identifier: node.identifier, label: node.label,
                    frame: node.frame, position: context.positions[finding.nodeIndex],
                    nodeIndex: finding.nodeIndex)
                let severity = setting(options.severities, of: check) ?? finding.severity.map { min($0, check.severity) } ?? check.severity
                var issue = AuditIssue(
                    check: check.identifier, checkName: check.name, severity: severity,
                    element: element, message: finding.message, hint: finding.hint)
                if let id = node.identifier, options.ignoredIdentifiers.contains(id) { issue.suppressed = true }
                if ignoredTypes.contains(node.type) { issue.suppressed = true }
                if !issue.suppressed, let suppress = options.suppress, suppress(issue) { issue.suppressed = true }
                // Unreached nodes sort after the elements, in tree order.
                let order = element.position ?? (context.elements.count + finding.nodeIndex)
                issues.append((order, checkIndex, issue))
            }
        }
        issues.sort { ($0.order, $0.check) < ($1.order, $1.check) }
        var result = issues.map(\.issue)
        var fixed: [AuditBaseline.Entry] = []
        if let baseline = options.baseline {
            (result, fixed) = compare(result, with: baseline, recording: recording, checks: checks)
        }
        return AuditReport(
            recording: recording, issues: result, fixed: fixed, checks: checks.map { $0.documented(at: options.helpURL) },
            warningsFail: options.warningsFail)
    }

    /// An option for a check, keyed by its identifier or, for a renamed
    /// check, by one of its former identifiers.
    private static func setting<T>(_ settings: [String: T], of check: AuditCheck) -> T? {
        if settings.isEmpty { return nil }
        if let value = settings[check.identifier] { return value }
        return check.aliases.lazy.compactMap { settings[$0] }.first
    }

    /// Marks the issues the baseline lists as baselined, and returns the entries of this
    /// recording that no longer occur (fixed). An entry written under a check's former
    /// identifier (``AuditCheck/aliases``) matches the renamed check's issues. Only the
    /// checks that ran can say an entry is fixed.
    private static func compare(
        _ issues: [AuditIssue], with baseline: AuditBaseline, recording: String,
        checks: [AuditCheck]
    ) -> (issues: [AuditIssue], fixed: [AuditBaseline.Entry]) {
        var current: [String: String] = [:]
        for check in checks { for alias in check.aliases { current[alias] = check.identifier } }
        // The entries of this recording by their key under today's identifiers.
        var listed: [AuditBaseline.Entry: [AuditBaseline.Entry]] = [:]
        for entry in baseline.entries(of: recording) {
            let key = AuditBaseline.Entry(recording: recording, check: current[entry.check] ?? entry.check, element: entry.element)
            listed[key, default: []].append(entry)
        }
        var result = issues
        var matched = Set<AuditBaseline.Entry>()
        for i in result.indices where !result[i].suppressed {
            let key = AuditBaseline.Entry(recording: recording, check: result[i].check, element: result[i].element.key)
            if listed[key] != nil {
                result[i].baselined = true
                matched.insert(key)
            }
        }
        let ran = Set(checks.flatMap { [$0.identifier] + $0.aliases })
        let fixed = listed.filter { !matched.contains($0.key) }.flatMap(\.value).filter { ran.contains($0.check) }.sorted()
        return (result, fixed)
    }

    private static func fileName(_ path: String) -> String {
        path.split(separator: "/").last.map(String.init) ?? path
    }
}
