import Foundation
import RapidVerify
import Testing
import RapidAudit

@Suite("Audit baselines and output formats")
struct AuditBaselineTests {
    /// Two small buttons, one with an identifier.
    static func tree(closeSize: Double = 24, withShare: Bool = true) -> AccessibilityTree {
        var nodes = [
            AccessibilityNode(
                type: .button, identifier: "close", label: "Close",
                frame: Frame(x: 330, y: 50, width: closeSize, height: closeSize))
        ]
        if withShare {
            nodes.append(AccessibilityNode(type: .button, label: "Share", frame: Frame(x: 20, y: 200, width: 30, height: 30)))
        }
        return AuditExample("", nodes).tree
    }

    @Test("a baseline makes known issues pass; only new issues fail")
    func onlyNewIssuesFail() {
        let first = Auditor.audit(
            Self.tree(withShare: false), checks: [.minimumInteractiveSize],
            options: AuditOptions(recordingName: "Home.json"))
        let baseline = AuditBaseline(entries: first.baselineEntries)
        #expect(baseline.entries == [AuditBaseline.Entry(recording: "Home.json", check: "min-interactive-size", element: "id:close")])
        let second = Auditor.audit(
            Self.tree(), checks: [.minimumInteractiveSize],
            options: AuditOptions(baseline: baseline, recordingName: "Home.json"))
        #expect(second.issues.count == 2)
        #expect(second.issues.first { $0.element.identifier == "close" }?.baselined == true)
        #expect(second.failures.map(\.element.label) == ["Share"])
        #expect(second.fixed.isEmpty)
    }

    @Test("a baseline entry that no longer occurs is reported as fixed; other recordings' entries are not")
    func fixedEntries() {
        let baseline = AuditBaseline(entries: [
            AuditBaseline.Entry(recording: "Home.json", check: "min-interactive-size", element: "id:close"),
            AuditBaseline.Entry(recording: "Other.json", check: "min-interactive-size", element: "id:close"),
            AuditBaseline.Entry(recording: "Home.json", check: "header", element: "window||node 0"),
        ])
        let report = Auditor.audit(
            Self.tree(closeSize: 44, withShare: false), checks: [.minimumInteractiveSize],
            options: AuditOptions(baseline: baseline, recordingName: "Home.json"))
        #expect(report.passed)
        // `header` did not run, so its entry cannot be called fixed.
        #expect(report.fixed == [AuditBaseline.Entry(recording: "Home.json", check: "min-interactive-size", element: "id:close")])
    }

    @Test("the baseline file round-trips, sorted and pretty, and bad files are clear errors")
    func fileFormat() throws {
        let baseline = AuditBaseline(entries: [
            AuditBaseline.Entry(recording: "b.json", check: "min-size", element: "id:x"),
            AuditBaseline.Entry(recording: "a.json", check: "header", element: "window||node 0"),
        ])
        let text = String(decoding: baseline.encoded(), as: UTF8.self)
        #expect(text.contains("\"format\" : \"rapidmap-audit-baseline\""))
        #expect(text.range(of: "a.json")!.lowerBound < text.range(of: "b.json")!.lowerBound)
        #expect(try AuditBaseline.decode(baseline.encoded(), path: "b.json") == baseline)
        #expect(throws: RecordingError.self) { try AuditBaseline.decode(Data("{}".utf8), path: "x.json") }
        do {
            _ = try AuditBaseline.decode(Data(#"{"format": "rapidmap-native-json", "version": 1, "entries": []}"#.utf8), path: "x.json")
            Issue.record("expected an error")
        } catch let error as RecordingError {
            #expect(error.description == #"x.json: error: `format` is "rapidmap-native-json", not "rapidmap-audit-baseline""#)
        }
        do {
            _ = try AuditBaseline.decode(Data("[1".utf8), path: "x.json")
        } catch let error as RecordingError {
            #expect(error.description.hasPrefix("x.json: error: not an audit baseline"))
        }
    }

    @Test("text output: one compiler-style line per issue, notes for suppressed, baselined and fixed")
    func textOutput() {
        var options = AuditOptions(recordingName: "Home.json")
        options.ignoredIdentifiers = ["close"]
        options.baseline = AuditBaseline(entries: [AuditBaseline.Entry(recording: "Home.json", check: "min-size", element: "id:gone")])
        let report = Auditor.audit(Self.tree(), checks: [.minimumSize, .minimumInteractiveSize], options: options)
        #expect(
            AuditOutput.text([report]) == """
                Home.json: note: [min-interactive-size] button "Close" is 24×24 pt, below 44×44 (suppressed error)
                Home.json: error: [min-interactive-size] button "Share" is 30×30 pt, below 44×44
                Home.json: note: [min-size] fixed: id:gone no longer has this issue; it can leave the baseline

                """)
        #expect(AuditOutput.summary([report]) == "1 error, 0 warnings (0 baselined, 1 suppressed, 1 fixed) in 1 recording")
    }

    @Test("JSON output holds every issue with its element")
    func jsonOutput() throws {
        let report = Auditor.audit(Self.tree(), checks: [.minimumInteractiveSize], options: AuditOptions(recordingName: "Home.json"))
        let object = try #require(try JSONSerialization.jsonObject(with: Data(AuditOutput.json([report]).utf8)) as? [String: Any])
        let recordings = try #require(object["recordings"] as? [[String: Any]])
        let issues = try #require(recordings.first?["issues"] as? [[String: Any]])
        #expect(issues.count == 2)
        let element = try #require(issues[0]["element"] as? [String: Any])
        #expect(element["identifier"] as? String == "close")
        #expect(element["frame"] as? [Double] == [330, 50, 24, 24])
        #expect(element["position"] as? Int == 0)
        #expect(issues[0]["fails"] as? Bool == true)
        #expect((object["summary"] as? [String: Any])?["failing"] as? Int == 2)
    }

    @Test("SARIF output has every field the SARIF 2.1.0 schema requires, with values from its enums")
    func sarifRequiredFields() throws {
        var options = AuditOptions(recordingName: "Recordings/Home screen.json")
        options.ignoredIdentifiers = ["close"]
        options.baseline = AuditBaseline(entries: [
            AuditBaseline.Entry(recording: "Recordings/Home screen.json", check: "min-interactive-size", element: "button|Share|#1"),
            AuditBaseline.Entry(recording: "Recordings/Home screen.json", check: "min-size", element: "id:gone"),
        ])
        let report = Auditor.audit(Self.tree(), checks: AuditCheck.all, options: options)
        let text = AuditOutput.sarif([report], baselineUsed: true)
        let log = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        try SARIFSchema.validate(log)
        let run = try #require((log["runs"] as? [[String: Any]])?.first)
        let results = try #require(run["results"] as? [[String: Any]])
        #expect(results.contains { ($0["suppressions"] as? [[String: Any]])?.first?["kind"] as? String == "external" })
        #expect(results.contains { $0["baselineState"] as? String == "unchanged" })
        #expect(results.contains { $0["baselineState"] as? String == "absent" && $0["ruleId"] as? String == "min-size" })
        let uri =
            (((results.first?["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])?["artifactLocation"] as? [String: Any])?["uri"]
            as? String
        #expect(uri == "Recordings/Home%20screen.json")
        let rules = try #require(((run["tool"] as? [String: Any])?["driver"] as? [String: Any])?["rules"] as? [[String: Any]])
        #expect(rules.count == AuditCheck.all.count)
        for result in results {
            let index = try #require(result["ruleIndex"] as? Int)
            #expect(rules[index]["id"] as? String == result["ruleId"] as? String)
        }
    }
}

/// The SARIF 2.1.0 schema's required properties and enumerations for the objects RapidMap
/// writes (sarifLog, run, tool, toolComponent, reportingDescriptor, result, message,
/// location, physicalLocation, artifactLocation, logicalLocation, suppression).
enum SARIFSchema {
    struct Violation: Error, CustomStringConvertible { var description: String }

    static func validate(_ log: [String: Any]) throws {
        try require(log["version"] as? String == "2.1.0", "sarifLog.version must be \"2.1.0\"")
        let runs = try array(log["runs"], "sarifLog.runs")
        for run in runs {
            let tool = try object(run["tool"], "run.tool")
            let driver = try object(tool["driver"], "tool.driver")
            try require(driver["name"] is String, "toolComponent.name is required")
            for rule in (driver["rules"] as? [[String: Any]]) ?? [] {
                try require(rule["id"] is String, "reportingDescriptor.id is required")
                if let configuration = rule["defaultConfiguration"] as? [String: Any], let level = configuration["level"] {
                    try require(levels.contains(level as? String ?? ""), "reportingConfiguration.level \(level)")
                }
                for key in ["shortDescription", "fullDescription"] {
                    if let m = rule[key] { try require((m as? [String: Any])?["text"] is String, "multiformatMessageString.text is required") }
                }
                // helpUri has format "uri": an absolute URI, with a scheme.
                if let help = rule["helpUri"] {
                    let uri = help as? String ?? ""
                    try require(URL(string: uri)?.scheme != nil, "reportingDescriptor.helpUri must be an absolute URI: \(uri)")
                }
                if let ids = rule["deprecatedIds"] {
                    let strings = ids as? [String] ?? []
                    try require(!strings.isEmpty && Set(strings).count == strings.count, "deprecatedIds: unique strings")
                }
                if let tags = (rule["properties"] as? [String: Any])?["tags"] {
                    let strings = tags as? [String] ?? []
                    try require(Set(strings).count == strings.count && strings.count == (tags as? [Any])?.count, "propertyBag.tags: unique strings")
                }
            }
            for result in try array(run["results"] ?? [], "run.results") {
                let message = try object(result["message"], "result.message")
                try require(message["text"] is String || message["id"] is String, "message needs text or id")
                if let level = result["level"] { try require(levels.contains(level as? String ?? ""), "result.level \(level)") }
                if let state = result["baselineState"] {
                    try require(["new", "unchanged", "updated", "absent"].contains(state as? String ?? ""), "result.baselineState \(state)")
                }
                for suppression in (result["suppressions"] as? [[String: Any]]) ?? [] {
                    try require(["inSource", "external"].contains(suppression["kind"] as? String ?? ""), "suppression.kind is required")
                }
                for location in (result["locations"] as? [[String: Any]]) ?? [] {
                    if let physical = location["physicalLocation"] as? [String: Any] {
                        try require(
                            physical["artifactLocation"] != nil || physical["address"] != nil,
                            "physicalLocation needs artifactLocation or address")
                        if let uri = (physical["artifactLocation"] as? [String: Any])?["uri"] as? String {
                            try require(URL(string: uri) != nil, "artifactLocation.uri must be a URI reference: \(uri)")
                        }
                    }
                }
            }
        }
    }

    static let levels: Set<String> = ["none", "note", "warning", "error"]

    static func require(_ condition: Bool, _ message: String) throws { if !condition { throw Violation(description: message) } }
    static func object(_ value: Any?, _ name: String) throws -> [String: Any] {
        guard let v = value as? [String: Any] else { throw Violation(description: "\(name) must be an object") }
        return v
    }
    static func array(_ value: Any?, _ name: String) throws -> [[String: Any]] {
        guard let v = value as? [[String: Any]] else { throw Violation(description: "\(name) must be an array of objects") }
        return v
    }
}
