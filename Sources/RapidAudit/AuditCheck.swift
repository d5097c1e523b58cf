import RapidMap
import RapidVerify

/// One accessibility check, its metadata kept as data (as axe-core and Google's ATF keep
/// theirs): a stable identifier (`min-interactive-size`) with the identifiers it had
/// before a rename, a name, a default severity, the rationale, the WCAG success criteria
/// it maps to, where it comes from, where its documentation is, and examples that run as
/// its tests. The built-in checks are in ``AuditCheck/all`` and in the versioned presets
/// (``AuditPreset``); make your own with ``custom(_:identifier:severity:rationale:hint:criteria:helpURI:_:)``.
/// `rapidgen audit --list-checks` prints the catalogue from these fields.
public struct AuditCheck: Sendable, Identifiable, CustomStringConvertible {
    /// The stable identifier used by `--checks`, ignores and baselines.
    public var identifier: String
    /// Identifiers the check had before a rename. `--checks`, ignores, severities and
    /// baseline entries that use one still mean this check, so a rename breaks no one's
    /// audit options or baseline.
    public var aliases: [String]
    /// A human name.
    public var name: String
    /// The severity of its findings unless the audit options override it.
    public var severity: AuditSeverity
    /// Why it matters, in a few sentences.
    public var rationale: String
    /// The WCAG 2.2 success criteria a finding of this check fails or puts at risk, in
    /// numeric order; empty when the check stands on Apple's guidelines alone.
    public var criteria: [WCAGCriterion]
    /// Where it comes from: the rules it implements, the guidelines it stands on and the
    /// counterparts in other tools. Empty for a custom check.
    public var origins: [AuditCheckOrigin]
    /// The absolute address of its documentation, or nil. SARIF rules carry it as `helpUri`.
    /// A built-in check has none of its own, since RapidMap has no address that a team's
    /// dashboard can be sure to reach: an audit whose ``AuditOptions/helpURL`` names where
    /// the team publishes the catalogue gives each built-in check the address of its section
    /// there (`helpURL#identifier`), and otherwise its rule has no `helpUri`.
    public var helpURI: String?
    /// Trees that must give at least one finding.
    public var triggeringExamples: [AuditExample]
    /// Trees that must give none.
    public var nonTriggeringExamples: [AuditExample]
    /// Finds the issues in one audited screen.
    public var evaluate: @Sendable (AuditContext) -> [AuditFinding]

    /// The identifier.
    public var id: String { identifier }
    /// `[identifier] name`.
    public var description: String { "[\(identifier)] \(name)" }

    /// Whether the check is documented in the catalogue (`Documentation/AuditChecks.md`)
    /// under its identifier: true for the built-in checks.
    package var isCatalogued = false

    /// Creates a check.
    public init(
        identifier: String, name: String, severity: AuditSeverity, rationale: String,
        criteria: [WCAGCriterion] = [], origins: [AuditCheckOrigin] = [], aliases: [String] = [],
        helpURI: String? = nil,
        triggeringExamples: [AuditExample] = [], nonTriggeringExamples: [AuditExample] = [],
        evaluate: @escaping @Sendable (AuditContext) -> [AuditFinding]
    ) {
        self.identifier = identifier
        self.aliases = aliases
        self.name = name
        self.severity = severity
        self.rationale = rationale
        self.criteria = criteria.sorted()
        self.origins = origins
        self.helpURI = helpURI
        self.triggeringExamples = triggeringExamples
        self.nonTriggeringExamples = nonTriggeringExamples
        self.evaluate = evaluate
    }

    /// A built-in check: documented in the catalogue under its identifier.
    static func builtIn(
        identifier: String, name: String, severity: AuditSeverity, rationale: String,
        criteria: [WCAGCriterion], origins: [AuditCheckOrigin], aliases: [String] = [],
        triggeringExamples: [AuditExample], nonTriggeringExamples: [AuditExample],
        evaluate: @escaping @Sendable (AuditContext) -> [AuditFinding]
    ) -> AuditCheck {
        var check = AuditCheck(
            identifier: identifier, name: name, severity: severity, rationale: rationale, criteria: criteria,
            origins: origins, aliases: aliases,
            triggeringExamples: triggeringExamples, nonTriggeringExamples: nonTriggeringExamples, evaluate: evaluate)
        check.isCatalogued = true
        return check
    }

    /// The check with its help address: its own ``helpURI`` when it has one; for a built-in
    /// check, its section of the catalogue published at `catalogue` (`catalogue#identifier`),
    /// or none when `catalogue` is nil.
    package func documented(at catalogue: String?) -> AuditCheck {
        guard helpURI == nil, isCatalogued, let catalogue else { return self }
        var check = self
        check.helpURI = catalogue + "#" + identifier
        return check
    }

    /// Whether `name` is this check's identifier or one of its aliases.
    public func answers(to name: String) -> Bool { identifier == name || aliases.contains(name) }

    /// A custom check (GTXiLib's `GTXCheckBlock`): a name and a closure run on every element
    /// VoiceOver visits, returning a message for an element that fails or nil. Its
    /// identifier is `identifier`, or the name lowercased with dashes for spaces; `criteria`
    /// and `helpURI` (a page of your own) show in SARIF output as a built-in check's do.
    /// ```swift
    /// let noEmoji = AuditCheck.custom("No emoji in labels") { element, _ in
    ///     element.node.label?.unicodeScalars.contains { $0.properties.isEmojiPresentation } == true
    ///         ? "\(element.node.type.name) label has an emoji" : nil
    /// }
    /// ```
    public static func custom(
        _ name: String, identifier: String? = nil, severity: AuditSeverity = .error,
        rationale: String = "", hint: String = "", criteria: [WCAGCriterion] = [],
        helpURI: String? = nil,
        _ body: @escaping @Sendable (OrderedElement, AuditContext) -> String?
    ) -> AuditCheck {
        let id = identifier ?? name.lowercased().split(whereSeparator: { !$0.isLetter && !$0.isNumber }).joined(separator: "-")
        return AuditCheck(
            identifier: id, name: name, severity: severity, rationale: rationale, criteria: criteria,
            helpURI: helpURI
        ) { context in
            context.elements.compactMap { element in
                body(element, context).map { AuditFinding(nodeIndex: element.nodeIndex, message: $0, hint: hint) }
            }
        }
    }
}

extension AuditCheck {
    /// The checks among `checks` (every built-in check by default) whose identifiers (or
    /// former identifiers, ``AuditCheck/aliases``) are listed, in the order of
    /// `identifiers`, each once, or a failure naming the identifiers that are not among them.
    ///
    /// ```swift
    /// let sizes = try AuditCheck.selecting(["min-size", "min-interactive-size"]).get()
    /// ```
    public static func selecting(_ identifiers: [String], from checks: [AuditCheck] = AuditCheck.all) -> Result<[AuditCheck], UnknownAuditChecks> {
        var byName: [String: AuditCheck] = [:]
        for check in checks {
            for name in [check.identifier] + check.aliases where byName[name] == nil { byName[name] = check }
        }
        var picked: [AuditCheck] = []
        var seen: Set<String> = []
        var unknown: [String] = []
        for id in identifiers {
            if let check = byName[id] {
                if seen.insert(check.identifier).inserted { picked.append(check) }
            } else {
                unknown.append(id)
            }
        }
        return unknown.isEmpty ? .success(picked) : .failure(UnknownAuditChecks(identifiers: unknown, known: checks.map(\.identifier)))
    }
}
