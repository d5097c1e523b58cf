/// Everything a failing (or recording) verification reports, built in one place before
/// anything is written: what the verifier returned, the files record mode writes with the
/// command that takes them in, and the configuration notes. The project is read for it at
/// most once (``VerificationHarness/failure(for:tree:at:test:)``); the harness then writes
/// the files, words the message and reports it once.
struct VerificationFailure: Sendable {
    /// What the verifier returned: the differences and the report.
    var result: VerificationResult
    /// The tree, the corrected map and the picture, with the accept command: attached to the
    /// failing test always, written to the artifacts folder only when ``records``.
    var files: VerificationArtifacts.Files
    /// Whether record mode writes ``files``.
    var records: Bool
    /// How the tree differs from the committed recording made in another configuration
    /// (a CI run of a multi-configuration test plan); empty otherwise.
    var configurationNotes: [String]
    /// Why recording into the project was refused (`Not recorded into the project: …`), so
    /// the files went to the artifacts folder instead; empty when nothing was refused.
    /// Shown whether or not the map matched: a refusal in mode `all` is news too.
    var projectRefusal: [String] = []
}
