import Foundation
import RapidProject

/// Records a screen's map into the project, as a snapshot test records its reference beside
/// the test: the recording beside the test file (`Recordings/`), the generated region inside
/// the screen's own declaration, and the screen's `rapidmap.json` entry (the manifest is
/// created when there is none). What `rapidgen accept` does from the command line, done by
/// the test itself when its source tree is on this machine.
///
/// Every file goes through ``TestFiles`` and is written by RapidProject's `ProjectWriter`,
/// the writer `rapidgen accept` uses too: each path is resolved (symbolic links and
/// `/private` included) and must stay inside the project's folder; each file is locked
/// while it is read and written, so two writers at once never lose an update (the second
/// waits, then reads the files under the locks and adds its part); every write is atomic. A
/// region edited by hand since the build is never overwritten; a recording that holds the
/// captured tree already is left byte for byte.
struct ProjectRecorder: Sendable {
    /// The file system.
    var files: TestFiles

    /// What a recording into the project did.
    enum Outcome: Sendable, Hashable {
        /// The project is not on this machine (a device, a CI runner without sources), or
        /// has no folder marking its root: record to the artifacts folder instead.
        case unreachable
        /// The files changed, relative to the project's folder, with what changed in each.
        case written(root: String, changes: [String])
        /// Another test of this run recorded the same map meanwhile (two tests of one screen,
        /// from the same tree): the files it wrote, relative to the project's folder.
        case recordedByAnotherTest(root: String, files: [String])
        /// Nothing was written, and why, with the one next step.
        case refused(String)
        /// The project cannot be written here (a read-only checkout, a sandboxed host app):
        /// what failed, the path relative to the project and the error. Record to the
        /// artifacts folder instead.
        case unwritable(String)
    }

    /// The project search (root, Swift files, the screen's declaration) through ``files``.
    var search: ProjectSearch { files.search }

    /// The project's writer (paths kept in the project, locks, atomic writes) through ``files``.
    var writer: ProjectWriter { files.writer }

    /// What the writer did, as a recording's outcome.
    static func outcome(_ written: ProjectWriter.Outcome) -> Outcome {
        switch written {
        case .written(let root, let changes): return .written(root: root, changes: changes)
        case .refused(let why): return .refused(why)
        case .unwritable(let why): return .unwritable(why)
        }
    }

    /// The project's folder for the test file at `testFile` (``ProjectSearch/projectRoot(of:)``).
    func projectRoot(of testFile: String) -> String? { search.projectRoot(of: testFile) }

    /// The map entries a region's text declares (each `ControlInformation(…)` as written),
    /// in order: what the hand-edit check compares.
    static func declaredEntries(_ text: String) -> [String] {
        text.split(whereSeparator: \.isNewline).compactMap { line in
            guard let start = line.range(of: "ControlInformation(index:") else { return nil }
            var entry = line[start.lowerBound...].trimmingCharacters(in: .whitespaces)
            if entry.hasSuffix(",") { entry.removeLast() }
            if line.contains(".append(ControlInformation("), entry.hasSuffix(")") { entry.removeLast() }
            return entry
        }
    }

    /// Records `tree` as `screen`'s map (`controls`, written with `options`) for the test at
    /// `testFile`. `compiled` is the map the test was built with: a region in the file that
    /// declares other entries was edited since the build and is not overwritten. `entry` is
    /// the screen's manifest entry when it has one.
    func record(
        screen: String, tree: AccessibilityTree, controls: [ControlInformation], options: MapSourceOptions,
        compiled: [ControlInformation], entry: VerificationArtifacts.ScreenEntry?, testFile: String,
        rapidgenOverride: String? = nil
    ) -> Outcome {
        guard let root = projectRoot(of: testFile) else { return .unreachable }
        if let entry, !entry.recordsNativeJSON {
            return .refused(
                "\(screen)'s recording \(MapOutputPath.relative(entry.recordingPath, to: root)) is not native JSON and a test writes only native JSON: record it again with its recorder, or point the entry's \"recording\" at a .json file"
            )
        }
        let manifestPath = entry?.manifestPath ?? (root as NSString).appendingPathComponent(ManifestFile.fileName)
        let manifestFolder = MapOutputPath.directory(of: manifestPath)
        let recordingPath =
            entry?.recordingPath
            ?? MapOutputPath.resolve("Recordings/" + ArtifactWriter.safeFileName(screen) + ".json", against: MapOutputPath.directory(of: testFile))
        let candidates =
            entry.map { [MapOutputPath.resolve($0.output, against: manifestFolder)] } ?? search.swiftFiles(below: root)
        let place = search.mapPlace(of: screen, in: candidates, root: root)
        let mapPath: String
        switch place {
        case .refused(let why): return .refused(why)
        case .region(let file): mapPath = file
        case .declaration(let file, _): mapPath = file
        }
        var paths = [recordingPath, mapPath]
        if entry == nil { paths.append(manifestPath) }
        let writer = writer
        let locks: ProjectWriter.Locks
        switch writer.lock(paths, root: root) {
        case .failure(let refusal): return Self.outcome(refusal.outcome)
        case .success(let taken): locks = taken
        }
        defer { writer.unlock(locks) }
        // A screen the manifest does not list yet gets the header its new entry gives it, as
        // `rapidgen` writes it: the recording relative to the manifest's folder and the
        // command that regenerates every map there.
        var options = options
        if entry == nil {
            options.recordingPath = MapOutputPath.relative(recordingPath, to: manifestFolder)
            options.command = RapidgenCommand.command(runIn: manifestFolder, override: rapidgenOverride, exists: files.exists)
        }
        // Read under the locks, so what another test wrote before is what this one edits.
        let shown = { (path: String) in MapOutputPath.relative(path, to: root) }
        let mapBytes = files.read(mapPath)
        let oldRecording = files.read(recordingPath)
        let newMap: [UInt8]
        do {
            guard let mapBytes,
                let placed = try MapRegionInsertion.placing(in: mapBytes, file: shown(mapPath), screen: screen, controls: controls, options: options)
            else {
                return .refused("\(screen)'s declaration is no longer in \(shown(mapPath)); run again")
            }
            if let region = try MapRegion.scan(mapBytes, file: shown(mapPath)).first(where: { MapFileUpdater.isRegion($0, of: screen) }) {
                let written = Self.declaredEntries(String(decoding: mapBytes[region.byteRange], as: UTF8.self))
                let built = compiled.sorted { $0.index < $1.index }.map(MapSourceWriter.expression(for:))
                if written != built {
                    // Another test of this run (one screen, two tests) recorded this very map.
                    if placed == mapBytes, ProjectWriter.recording(oldRecording, holds: tree) {
                        return .recordedByAnotherTest(root: root, files: [shown(recordingPath), shown(mapPath)])
                    }
                    return .refused(
                        "the map of \(screen) in \(shown(mapPath)) is not the one this test was built with (edited since the build, or recorded by another test): run again, which builds it and compares with it"
                    )
                }
            }
            newMap = placed
        } catch {
            return .refused("\(error)")
        }
        var writes: [ProjectWriter.Change] = []
        // A recording holding this tree already is left as it is, byte for byte.
        if !ProjectWriter.recording(oldRecording, holds: tree) {
            writes.append(
                ProjectWriter.Change(
                    recordingPath, Array(NativeJSONWriter.write(tree, pretty: true)), oldRecording == nil ? "new recording" : "recording updated"))
        }
        if mapBytes != newMap { writes.append(ProjectWriter.Change(mapPath, newMap, "map of \(screen)")) }
        if entry == nil {
            let existing = files.read(manifestPath)
            do {
                let bytes = try ManifestEntryAddition.adding(
                    recording: MapOutputPath.relative(recordingPath, to: manifestFolder), screen: screen,
                    output: MapOutputPath.relative(mapPath, to: manifestFolder), to: existing, path: shown(manifestPath))
                writes.append(
                    ProjectWriter.Change(manifestPath, bytes, existing == nil ? "manifest created with \(screen)'s entry" : "\(screen)'s entry added"))
            } catch {
                return .refused("\(error)")
            }
        }
        return Self.outcome(writer.commit(writes, root: root))
    }

    /// Records one reference file into the project at `root` (a recording `recordTree`
    /// took, an experience `assertExperience` heard), as ``record(screen:tree:controls:options:compiled:entry:testFile:rapidgenOverride:)``
    /// writes a map's files: `path` must stay in the project, is locked while it is read and
    /// written, and is written atomically. `compared` is what the test compared with (nil:
    /// there was no file): a file that holds something else once locked was written by
    /// another test meanwhile, and is left to it. The same bytes again change nothing
    /// (`.written` with no change).
    func record(_ bytes: [UInt8], at path: String, compared: [UInt8]?, change: String, root: String) -> Outcome {
        Self.outcome(writer.record(bytes, at: path, compared: compared, change: change, root: root))
    }

    /// What a test reports once it recorded into the project: `heading`, each file changed
    /// (relative to the project), then the next step: run again and review with `git diff`,
    /// or, when nothing changed (record mode `all` on an unchanged `reference`), why the test
    /// fails anyway. `setting` names the record mode as messages do.
    static func report(_ heading: String, changes: [String], reference: String, setting: String) -> [String] {
        [heading] + changes.map { "  " + $0 }
            + [
                changes.isEmpty
                    ? "Nothing changed: the project already holds this \(reference). Failing because \(setting) records every assertion."
                    : "Run the tests again: the next run compares with the recorded \(reference). Review the change with `git diff`."
            ]
    }
}
