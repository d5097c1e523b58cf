import Testing

/// Tags that select kinds of tests from the command line (`swift test --filter tag:browser`,
/// `swift test --skip tag:endToEnd`) and in Xcode's test navigator. CONTRIBUTING.md lists them.
extension Tag {
    /// Runs the built `rapidgen` as a subprocess, or compiles Swift with `swiftc`: slower, and
    /// needs the package built.
    @Tag package static var endToEnd: Self
    /// Opens pages in headless Chromium (skipped, visibly, when `chromium` is not installed).
    @Tag package static var browser: Self
    /// Large or randomized inputs: deep, long and wide trees, damaged bytes, killed writes.
    /// The 1,000,000-node cases run only with `RAPIDMAP_STRESS=1`.
    @Tag package static var stress: Self
    /// Reads the real captured trees in `../shared/realtrees` (skipped, visibly, without them).
    @Tag package static var realTrees: Self
    /// Checks the package's documents and scripts: README sections, generated pages, the
    /// layer check, versions.
    @Tag package static var documentation: Self
}
