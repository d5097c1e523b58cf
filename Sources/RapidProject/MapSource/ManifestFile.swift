import RapidVerify
/// the manifest, `rapidmap.json`: the maps `rapidgen` generates and `rapidgen
/// check` keeps fresh, like `swiftgen.yml` for SwiftGen.
///
/// ```json
/// {
///   "maps": [
///     {
///       "recording": "ScreenMaps/Recordings/LoginScreen.json",
///       "screen": "LoginScreen",
///       "output": "ScreenMaps/LoginScreen.swift",
///       "mode": "exact"
///     }
///   ]
/// }
/// ```
/// Each entry needs `recording`, `screen` (the Swift type's name, qualified where it is
/// nested: `Onboarding.Screen`) and `output` (a file, or a folder ending in `/` for
/// `<screen>.swift` in it); `identifier` (the root view's identifier when the type
/// declares a custom `screenIdentifier`), `format` (`native-json`, `appium-xml`,
/// `debug-description`, `wda-json`, or an alias; detected when absent), `mode` (`exact`,
/// `ordered`, `present`; default `exact`), `labels` (`all`, `withoutIdentifier`; default
/// `all`), `access` (`public`, `package`, `internal`; default `public`) and `variants`
/// (configuration names, comma-separated: the screen's recordings in those configurations,
/// `<recording>@<name>.json`, are deliberate differences that the region declares as
/// `variants()`; see ``ConfigurationRecordings``) are optional.
/// Relative paths resolve against the manifest's directory, and outputs must
/// stay inside it. An optional top-level `audit` object sets `rapidgen audit`'s defaults:
/// `"preset": "v1"` pins the versioned check preset, and `"helpURL"` is where the team
/// publishes the check catalogue (SARIF rules link each built-in check's section there).
/// Unknown keys are errors, so a misspelt option is never ignored.
/// The reference page "The manifest: rapidmap.json" (RapidMap's catalog) lists every key.
package struct ManifestFile: Sendable, Hashable {
    /// The manifest's file name.
    package static let fileName = "rapidmap.json"

    /// One map entry and where it is written in the manifest.
    package struct Entry: Sendable, Hashable {
        /// What to generate.
        package var request: MapRequest
        /// The line of the entry's opening brace in the manifest, from 1.
        package var line: Int
    }

    /// The `audit` object: `rapidgen audit`'s defaults.
    package struct AuditDefaults: Sendable, Hashable {
        /// `preset`: the name of the check preset to run, checked by `rapidgen audit`
        /// (which knows the presets), or nil.
        package var preset: String?
        /// The line and column of the preset's value, for that check's diagnostic.
        package var presetLine: Int
        /// See ``presetLine``.
        package var presetColumn: Int
        /// `helpURL`: the absolute address where the team publishes the check catalogue
        /// (checked here: a scheme, no spaces, no `#`), or nil.
        package var helpURL: String?

        /// Creates the defaults.
        package init(preset: String?, presetLine: Int = 0, presetColumn: Int = 0, helpURL: String? = nil) {
            self.preset = preset
            self.presetLine = presetLine
            self.presetColumn = presetColumn
            self.helpURL = helpURL
        }
    }

    /// Why `address` cannot be a catalogue's help address, or nil when it can: it must be
    /// absolute (`https:`, a scheme and a colon), with no space or control character, and
    /// without a `#` (each check's section is added as the fragment). The manifest's
    /// `audit.helpURL` and `rapidgen audit --help-url` are checked with it.
    package static func helpURLProblem(_ address: String) -> String? {
        let scheme = address.prefix { $0 != ":" }
        guard scheme.count < address.count, let first = scheme.first, first.isASCII, first.isLetter,
            scheme.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || "+-.".contains($0)) })
        else { return "must be an absolute address such as \"https://…/AuditChecks.md\", found \"\(address)\"" }
        if address.unicodeScalars.contains(where: { $0.properties.isWhitespace || $0.value < 0x20 || $0.value == 0x7F }) {
            return "must not contain spaces or control characters (percent-encode them), found \"\(address)\""
        }
        if address.contains("#") {
            return "must not have a fragment (#): each check's section is added as one, found \"\(address)\""
        }
        return nil
    }

    /// The maps, in the manifest's order.
    package var maps: [Entry]
    /// The `audit` object, or nil when the manifest has none.
    package var audit: AuditDefaults?

    /// Creates a manifest.
    package init(maps: [Entry], audit: AuditDefaults? = nil) {
        self.maps = maps
        self.audit = audit
    }

    /// Parses a manifest. Throws ``MapFileError`` with the line and column of the
    /// problem for invalid JSON, a missing or misspelt key, or a value of the wrong kind.
    package static func parse(_ bytes: [UInt8], path: String?) throws(MapFileError) -> ManifestFile {
        try ManifestFileReader.read(bytes, path: path)
    }
}
