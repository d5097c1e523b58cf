import Foundation
import RapidProject

/// Records a screen's map into the project, as a snapshot test records its reference beside
/// the test: the recording beside the test file (`Recordings/`), the generated region inside
/// the screen's own declaration, and the screen's `rapidmap.json` entry (the manifest is
/// created when there is none). What `rapidgen accept` does from the command line, done by
/// the test itself when its source tree is on this machine.
///
/// Every file goes through ``TestFiles``: each path is resolved (symbolic links and
/// `/private` included) and must stay inside the project's folder; each file is locked
/// while it is read and written, so two tests recording at once never lose an update (the
/// second says another test recorded it); a region edited by hand since the build is
/// never overwritten; every write is atomic.
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
        /// Nothing was written, and why.
        case refused(String)
    }

    /// The project search (root, Swift files, the screen's declaration) through ``files``.
    var search: ProjectSearch { files.search }

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
        if let refusal = leavingProject(paths, root: root) { return refusal }
        var locked: [String] = []
        defer { for lock in locked { files.remove(lock) } }
        if let busy = lock(paths, into: &locked, root: root) { return busy }
        // A screen the manifest does not list yet gets the header its new entry gives it, as
        // `rapidgen` writes it: the recording relative to the manifest's folder and the
        // command that regenerates every map there.
        var options = options
        if entry == nil {
            options.recordingPath = MapOutputPath.relative(recordingPath, to: manifestFolder)
            options.command = RapidgenCommand.command(runIn: manifestFolder, override: rapidgenOverride, exists: files.exists)
        }
        // Read under the locks, so what another test wrote before is what this one edits.
        let mapBytes = files.read(mapPath)
        let newMap: [UInt8]
        do {
            if let mapBytes, let region = try MapRegion.scan(mapBytes, file: mapPath).first(where: { MapFileUpdater.isRegion($0, of: screen) }) {
                let written = Self.declaredEntries(String(decoding: mapBytes[region.byteRange], as: UTF8.self))
                let built = compiled.sorted { $0.index < $1.index }.map(MapSourceWriter.expression(for:))
                guard written == built else {
                    return .refused(
                        "the map of \(screen) in \(MapOutputPath.relative(mapPath, to: root)) is not the one this test was built with (edited since the build, or recorded by another test): build and run again, or regenerate it with rapidgen"
                    )
                }
            }
            guard let mapBytes,
                let placed = try MapRegionInsertion.placing(in: mapBytes, file: mapPath, screen: screen, controls: controls, options: options)
            else {
                return .refused("\(screen)'s declaration is no longer in \(MapOutputPath.relative(mapPath, to: root)); run again")
            }
            newMap = placed
        } catch {
            return .refused("\(error)")
        }
        var writes: [(path: String, bytes: [UInt8], change: String)] = []
        let recording = Array(NativeJSONWriter.write(tree, pretty: true))
        let oldRecording = files.read(recordingPath)
        if oldRecording != recording {
            writes.append((recordingPath, recording, oldRecording == nil ? "new recording" : "recording updated"))
        }
        if mapBytes != newMap { writes.append((mapPath, newMap, "map of \(screen)")) }
        if entry == nil {
            let existing = files.read(manifestPath)
            do {
                let bytes = try ManifestEntryAddition.adding(
                    recording: MapOutputPath.relative(recordingPath, to: manifestFolder), screen: screen,
                    output: MapOutputPath.relative(mapPath, to: manifestFolder), to: existing, path: manifestPath)
                writes.append((manifestPath, bytes, existing == nil ? "manifest created with \(screen)'s entry" : "\(screen)'s entry added"))
            } catch {
                return .refused("\(error)")
            }
        }
        return commit(writes, root: root)
    }

    /// The refusal when writing `paths` would leave the project at `root`
    /// (``ProjectSearch/leavingProject(_:root:)``), or nil when every one stays in it.
    func leavingProject(_ paths: [String], root: String) -> Outcome? {
        search.leavingProject(paths, root: root).map(Outcome.refused)
    }

    /// Takes one lock a file (`<path>.rapidmap-lock`), in a fixed order, adding each lock
    /// taken to `locked` for the caller to release; a lock held means another test records
    /// that file: the refusal saying so, or nil when every lock was taken.
    func lock(_ paths: [String], into locked: inout [String], root: String) -> Outcome? {
        for path in paths.sorted() {
            let lock = path + ".rapidmap-lock"
            guard files.createExclusively(lock) else {
                return .refused("\(MapOutputPath.relative(path, to: root)) is being recorded by another test; run again")
            }
            locked.append(lock)
        }
        return nil
    }

    /// Writes each file atomically, under the locks the caller holds: the files changed,
    /// relative to `root`, with what changed in each.
    func commit(_ writes: [(path: String, bytes: [UInt8], change: String)], root: String) -> Outcome {
        for write in writes {
            do {
                try files.write(write.bytes, write.path)
            } catch {
                return .refused("could not write \(MapOutputPath.relative(write.path, to: root)): \(error.localizedDescription)")
            }
        }
        return .written(root: root, changes: writes.map { "\(MapOutputPath.relative($0.path, to: root)) (\($0.change))" })
    }

    /// Records one reference file into the project at `root` (a recording `recordTree`
    /// took, an experience `assertExperience` heard), as ``record(screen:tree:controls:options:compiled:entry:testFile:rapidgenOverride:)``
    /// writes a map's files: `path` must stay in the project, is locked while it is read and
    /// written, and is written atomically. `compared` is what the test compared with (nil:
    /// there was no file): a file that holds something else once locked was written by
    /// another test meanwhile, and is left to it. The same bytes again change nothing
    /// (`.written` with no change).
    func record(_ bytes: [UInt8], at path: String, compared: [UInt8]?, change: String, root: String) -> Outcome {
        if let refusal = leavingProject([path], root: root) { return refusal }
        var locked: [String] = []
        defer { for lock in locked { files.remove(lock) } }
        if let busy = lock([path], into: &locked, root: root) { return busy }
        let current = files.read(path)
        guard current == compared else {
            return .refused("\(MapOutputPath.relative(path, to: root)) was recorded by another test while this one compared it; run again")
        }
        if current == bytes { return .written(root: root, changes: []) }
        return commit([(path, bytes, change)], root: root)
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
