import RapidMap
import RapidVerify
/// A named, versioned set of checks (Google's ATF presets, `LATEST` and `VERSION_x`), so a
/// team's CI stays stable when RapidMap adds checks: a team that pins `v1` runs the same
/// checks after an upgrade, and moves to a newer preset when it chooses to. ``latest`` is
/// every built-in check and grows with each release.
///
/// Choose one with `rapidgen audit --preset v1`, with `"audit": {"preset": "v1"}` in
/// `rapidmap.json`, or in a test:
/// ```swift
/// #expect(audit(tree, checks: AuditCheck.preset(.v1)))
/// ```
/// A preset names its checks by identifier; a renamed check is still found under its old
/// identifier (``AuditCheck/aliases``), so a preset never changes meaning.
public struct AuditPreset: Sendable, Hashable, CustomStringConvertible {
    /// The name used on the command line and in `rapidmap.json`: `latest`, `v1`.
    public var name: String
    /// What it holds, in a phrase without a final period (help lists it after the name).
    public var summary: String
    /// The identifiers of its checks, in the order reports list them.
    public var identifiers: [String]

    /// Creates a preset.
    public init(name: String, summary: String, identifiers: [String]) {
        self.name = name
        self.summary = summary
        self.identifiers = identifiers
    }

    /// The preset's checks, in report order; each identifier resolved among
    /// ``AuditCheck/all`` through identifiers and aliases.
    public var checks: [AuditCheck] {
        var byName: [String: AuditCheck] = [:]
        for check in AuditCheck.all {
            for name in [check.identifier] + check.aliases { byName[name] = check }
        }
        return identifiers.compactMap { byName[$0] }
    }

    /// The name.
    public var description: String { name }

    /// Every built-in check, as the installed RapidMap has them: new checks arrive with
    /// an upgrade. The default of `rapidgen audit` and of `audit(_:)`.
    public static var latest: AuditPreset {
        AuditPreset(
            name: "latest", summary: "every built-in check of this RapidMap version; grows when checks are added",
            identifiers: AuditCheck.all.map(\.identifier))
    }

    /// The 22 checks of RapidMap 0.1.0: those of A11yUITests, GTXiLib and Xcode's
    /// accessibility audit that a recorded tree can show. Frozen.
    public static let v1 = AuditPreset(
        name: "v1", summary: "the 22 checks of RapidMap 0.1.0; never changes",
        identifiers: [
            "min-size", "min-interactive-size", "label-presence", "button-label", "image-label", "label-length",
            "header", "button-trait", "image-trait", "conflicting-traits", "disabled-element", "duplicate-label",
            "control-spacing", "control-overlap", "label-punctuated", "label-image-name", "hit-region",
            "element-description", "missing-trait", "element-detection", "clipped-text", "contrast",
        ])

    /// Every preset, ``latest`` first, then the versions from the newest.
    public static var all: [AuditPreset] { [.latest, .v1] }

    /// The preset called `name` (ignoring case), or nil.
    public static func named(_ name: String) -> AuditPreset? {
        all.first { $0.name == name.lowercased() }
    }
}

extension AuditCheck {
    /// The checks of a versioned preset: `audit(tree, checks: AuditCheck.preset(.v1))`.
    public static func preset(_ preset: AuditPreset) -> [AuditCheck] { preset.checks }
}
