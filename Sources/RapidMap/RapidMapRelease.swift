/// This release of the RapidMap package. Its ``version`` is the one constant that `rapidgen --version`, the
/// `tool.driver.version` of `rapidgen audit --output-format sarif` and the generated audit
/// catalogue (`Documentation/AuditChecks.md`) read, so they cannot disagree.
///
/// It follows semantic versioning: the contracts whose change is breaking (the native
/// JSON format, the map markers, check identifiers, exit codes, SARIF output) change only
/// with a new major version. Bump it in the same change as the changelog's release heading.
///
/// (Not `RapidMapVersion`: symbol graphs, and so DocC and the public-API check, leave out
/// a `<Module>Version…` symbol as a framework's generated version number.)
public enum RapidMapRelease {
    /// `MAJOR.MINOR.PATCH`, as a package dependency names it (`from: "0.1.0"`).
    public static let version = "0.1.0"
}
