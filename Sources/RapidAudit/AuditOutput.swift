import Foundation
import RapidMap
import RapidVerify

/// The ways `rapidgen audit` prints reports: compiler-style text lines, JSON, and SARIF
/// 2.1.0 for code-scanning dashboards. Pure: reports in, text out.
package enum AuditOutput {
    /// The output formats.
    package enum Format: String, CaseIterable, Sendable {
        /// `RECORDING: error: [check] message` lines.
        case text
        /// One JSON document.
        case json
        /// SARIF 2.1.0.
        case sarif
        /// Markdown: the check catalogue's page (``AuditCatalogue/markdown(_:preset:)``).
        case markdown
    }

    /// One line per issue, `RECORDING: error: [min-interactive-size] button "Close" is
    /// 24×24 pt, below 44×44`; suppressed and baselined issues are `note:` lines marked so,
    /// and fixed baseline entries are `note:` lines too.
    package static func text(_ reports: [AuditReport]) -> String {
        var out = ""
        for report in reports {
            for issue in report.issues {
                let counts = issue.fails(warningsFail: report.warningsFail) || (!issue.suppressed && !issue.baselined)
                let level = counts ? issue.severity.rawValue : "note"
                var line = "\(report.recording): \(level): [\(issue.check)] \(issue.message)"
                if issue.suppressed {
                    line += " (suppressed \(issue.severity.rawValue))"
                } else if issue.baselined {
                    line += " (baselined \(issue.severity.rawValue))"
                }
                out += line + "\n"
            }
            for entry in report.fixed {
                out += "\(report.recording): note: [\(entry.check)] fixed: \(entry.element) no longer has this issue; it can leave the baseline\n"
            }
        }
        return out
    }

    /// `2 errors, 5 warnings (1 baselined, 0 suppressed, 1 fixed) in 3 recordings`.
    package static func summary(_ reports: [AuditReport]) -> String {
        let counting = reports.flatMap { r in r.issues.filter { !$0.suppressed && !$0.baselined } }
        let errors = counting.filter { $0.severity == .error }.count
        let warnings = counting.count - errors
        let baselined = reports.flatMap(\.issues).filter { $0.baselined && !$0.suppressed }.count
        let suppressed = reports.flatMap(\.issues).filter(\.suppressed).count
        let fixed = reports.map(\.fixed.count).reduce(0, +)
        func n(_ count: Int, _ word: String) -> String { "\(count) \(word)\(count == 1 ? "" : "s")" }
        return
            "\(n(errors, "error")), \(n(warnings, "warning")) (\(baselined) baselined, \(suppressed) suppressed, \(fixed) fixed) in \(n(reports.count, "recording"))"
    }

    /// One JSON document: `{"recordings": [{"recording", "issues", "fixed"}], "summary": {…}}`.
    package static func json(_ reports: [AuditReport]) -> String {
        let recordings: [[String: Any]] = reports.map { report in
            [
                "recording": report.recording,
                "issues": report.issues.map { issue -> [String: Any] in
                    [
                        "check": issue.check, "checkName": issue.checkName, "severity": issue.severity.rawValue,
                        "message": issue.message, "hint": issue.hint, "suppressed": issue.suppressed, "baselined": issue.baselined,
                        "fails": issue.fails(warningsFail: report.warningsFail), "element": element(issue.element),
                    ]
                },
                "fixed": report.fixed.map { ["check": $0.check, "element": $0.element] },
            ]
        }
        let failing = reports.flatMap(\.failures).count
        return serialize(["recordings": recordings, "summary": ["failing": failing, "text": summary(reports)]])
    }

    /// A SARIF 2.1.0 log: one run of `rapidgen` (its version ``RapidMapRelease/version``),
    /// the checks as rules (with their documentation as `helpUri`, their former identifiers
    /// as `deprecatedIds`, and `accessibility` and their WCAG criteria as tags), each issue a
    /// result located in its recording (with the element as a logical location), suppressed
    /// issues with a suppression and, when a baseline was compared, `baselineState` `new` or
    /// `unchanged`, and fixed entries as `absent` results.
    package static func sarif(_ reports: [AuditReport], baselineUsed: Bool) -> String {
        var ruleIndex: [String: Int] = [:]
        var rules: [[String: Any]] = []
        for report in reports {
            for check in report.checks where ruleIndex[check.identifier] == nil {
                ruleIndex[check.identifier] = rules.count
                rules.append(rule(check))
            }
        }
        var results: [[String: Any]] = []
        for report in reports {
            let artifact: [String: Any] = ["physicalLocation": ["artifactLocation": ["uri": uri(report.recording)]]]
            for issue in report.issues {
                var artifactWithElement = artifact
                artifactWithElement["logicalLocations"] = [["fullyQualifiedName": issue.element.key, "kind": "element"]]
                var result: [String: Any] = [
                    "ruleId": issue.check, "level": issue.severity.rawValue,
                    "message": ["text": issue.message + ". " + issue.hint],
                    "locations": [artifactWithElement],
                    "partialFingerprints": ["rapidmapElement/v1": "\(issue.check)|\(issue.element.key)"],
                ]
                if let i = ruleIndex[issue.check] { result["ruleIndex"] = i }
                if issue.suppressed { result["suppressions"] = [["kind": "external", "justification": "ignored by the audit options"]] }
                if baselineUsed { result["baselineState"] = issue.baselined ? "unchanged" : "new" }
                results.append(result)
            }
            for entry in report.fixed {
                var result: [String: Any] = [
                    "ruleId": entry.check, "level": "none", "baselineState": "absent",
                    "message": ["text": "fixed: \(entry.element) no longer has this issue; it can leave the baseline"],
                    "locations": [artifact],
                ]
                if let i = ruleIndex[entry.check] { result["ruleIndex"] = i }
                results.append(result)
            }
        }
        let log: [String: Any] = [
            "$schema": "https://json.schemastore.org/sarif-2.1.0.json",
            "version": "2.1.0",
            "runs": [
                [
                    "tool": [
                        "driver": [
                            "name": "rapidgen", "version": RapidMapRelease.version,
                            "semanticVersion": RapidMapRelease.version, "rules": rules,
                        ]
                    ],
                    "columnKind": "unicodeCodePoints",
                    "results": results,
                ]
            ],
        ]
        return serialize(log)
    }

    /// A check as a SARIF rule (`reportingDescriptor`).
    private static func rule(_ check: AuditCheck) -> [String: Any] {
        let properties: [String: Any] = [
            "tags": ["accessibility"] + check.criteria.flatMap(\.tags).reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } },
            "wcag": check.criteria.map(AuditCatalogue.object), "origins": check.origins.map(AuditCatalogue.object),
        ]
        var rule: [String: Any] = [
            "id": check.identifier, "name": check.name,
            "shortDescription": ["text": check.name],
            "fullDescription": ["text": check.rationale],
            "defaultConfiguration": ["level": check.severity.rawValue],
            "properties": properties,
        ]
        if let help = check.helpURI { rule["helpUri"] = help }
        if !check.aliases.isEmpty { rule["deprecatedIds"] = check.aliases }
        return rule
    }

    private static func element(_ e: AuditElement) -> [String: Any] {
        var d: [String: Any] = [
            "type": e.type.name, "key": e.key, "nodeIndex": e.nodeIndex,
            "frame": [e.frame.x, e.frame.y, e.frame.width, e.frame.height].map { $0.isFinite ? $0 as Any : NSNull() },
        ]
        d["identifier"] = e.identifier ?? NSNull()
        d["label"] = e.label ?? NSNull()
        d["position"] = e.position ?? NSNull()
        return d
    }

    /// A relative path as a URI reference: percent-encoded, `/` kept.
    private static func uri(_ path: String) -> String {
        var allowed = CharacterSet.urlPathAllowed
        allowed.remove(charactersIn: "?#[]@")
        return path.addingPercentEncoding(withAllowedCharacters: allowed) ?? path
    }

    static func serialize(_ object: Any) -> String {
        // Only strings, numbers (finite), booleans, arrays, dictionaries and NSNull go in.
        let data = (try? JSONSerialization.data(withJSONObject: object, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])) ?? Data("{}".utf8)
        return String(decoding: data, as: UTF8.self) + "\n"
    }
}
