/// Everything a failing (or recording) verification reports, decided in one place before
/// anything is written or built: what the verifier returned, what recording into the
/// project did, the files record mode writes (built only when written or attached) with the
/// command that takes them in, and the configuration notes. The project is read for it at
/// most once (``VerificationHarness/screenEntry(for:tree:at:missing:)``); the harness then
/// words the one message (``VerificationHarness/message(for:)``), writes what it says, and
/// reports it once.
struct VerificationFailure: Sendable {
    /// What the verifier returned: the differences and the report.
    var result: VerificationResult
    /// Whether the screen has no map yet (`RapidScreen.hasRecordedMap` false).
    var missing: Bool = false
    /// Whether record mode (or `RAPIDMAP_EVIDENCE`) writes ``files``.
    var records: Bool
    /// The files changed in the project when the map was recorded there (relative to the
    /// project's folder, with what changed in each); nil when it was not.
    var projectChanges: [String]? = nil
    /// Whether ``projectChanges`` are files another test of this run recorded, the same map
    /// from the same tree, while this one waited for them: nothing left to record.
    var recordedByAnotherTest = false
    /// The tree, the corrected map and the picture, with the accept command: attached to the
    /// failing test always, written to the artifacts folder only when ``records``; nil when
    /// the map was recorded into the project instead.
    var files: VerificationArtifacts.Files? = nil
    /// How the tree differs from the committed recording made in another configuration
    /// (a CI run of a multi-configuration test plan); empty otherwise.
    var configurationNotes: [String] = []
    /// Why recording into the project was refused (`Not recorded into the project: …`), with
    /// its one next step, or what could not be written there, so the files went to the
    /// artifacts folder instead; empty when nothing was refused.
    /// Shown whether or not the map matched: a refusal in mode `all` is news too.
    var projectRefusal: [String] = []
}
