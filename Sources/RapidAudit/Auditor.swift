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
    public static func audit(_ tree: AccessibilityTree, checks: [AuditCheck] = AuditCheck.all,
                             configuration: AuditConfiguration = AuditConfiguration()) -> AuditReport {
        let context = AuditContext(tree: tree, configuration: configuration)
        let recording = configuration.recordingName ?? tree.source.path.map(fileName) ?? ""
        var issues: [(order: Int, check: Int, issue: AuditIssue)] = []
        for (checkIndex, check) in checks.enumerated() {
            let ignoredTypes = configuration.ignoredTypes[check.identifier] ?? []
            for finding in check.evaluate(context) {
                let node = tree[finding.nodeIndex]
                let element = AuditElement(type: node.type, identifier: node.identifier, label: node.label,
                                           frame: node.frame, position: context.positions[finding.nodeIndex],
                                           nodeIndex: finding.nodeIndex)
                let severity = configuration.severities[check.identifier] ?? finding.severity.map { min($0, check.severity) } ?? check.severity
                var issue = AuditIssue(check: check.identifier, checkName: check.name, severity: severity,
                                       element: element, message: finding.message, hint: finding.hint)
                if let id = node.identifier, configuration.ignoredIdentifiers.contains(id) { issue.suppressed = true }
                if ignoredTypes.contains(node.type) { issue.suppressed = true }
                if !issue.suppressed, let suppress = configuration.suppress, suppress(issue) { issue.suppressed = true }
                // Unreached nodes sort after the elements, in tree order.
                let order = element.position ?? (context.elements.count + finding.nodeIndex)
                issues.append((order, checkIndex, issue))
            }
        }
        issues.sort { ($0.order, $0.check) < ($1.order, $1.check) }
        var result = issues.map(\.issue)
        var fixed: [AuditBaseline.Entry] = []
        if let baseline = configuration.baseline {
            var unmatched = baseline.entries(of: recording)
            for i in result.indices where !result[i].suppressed {
                let entry = AuditBaseline.Entry(recording: recording, check: result[i].check, element: result[i].element.key)
                if baseline.entries.contains(entry) {
                    result[i].baselined = true
                    unmatched.remove(entry)
                }
            }
            // Only the checks that ran can say an entry is fixed.
            let ran = Set(checks.map(\.identifier))
            fixed = unmatched.filter { ran.contains($0.check) }.sorted()
        }
        return AuditReport(recording: recording, issues: result, fixed: fixed, checks: checks,
                           warningsFail: configuration.warningsFail)
    }

    private static func fileName(_ path: String) -> String {
        path.split(separator: "/").last.map(String.init) ?? path
    }
}
