import RapidVerify

/// The map files one `rapidgen generate --manifest` run regenerates in place: each file read
/// and scanned once (a ``MapFileCache``), every screen's region replaced in memory, and the
/// file written once (``flush(_:)``), so a manifest of many screens generated into one
/// file costs the file once, not once per screen.
///
/// Only regenerating a region the file already has goes through the batch. Anything else
/// (a file to create, a declaration to append or a file to replace with `--force`) first
/// writes what is pending for that file, then takes the one-screen path
/// (``MapFileUpdater/update(_:file:screen:controls:options:force:)``), which reads the file as
/// it is on disk: the result is the same as one screen at a time.
final class MapFileBatch {
    /// The map files read so far, each once (``GenerateCommand/withDeclaredScope(_:tree:files:)``
    /// reads the scope a region declares through it too).
    let cache = MapFileCache()
    /// The new bytes of the regions regenerated so far, by file and position of the region.
    private var replacements: [String: [Int: [UInt8]]] = [:]
    /// The files with replacements, in the order they were first changed (the order they
    /// are written in); a file written early and changed again is listed twice, written once.
    private var order: [String] = []

    /// Regenerates the region of `screen` in the map file at `path` (shown as `shown`) in
    /// memory. Returns whether the region changed, or nil when the file does not exist or
    /// has no region for the screen; then what was pending for the file has been written,
    /// and the caller takes the one-screen path. Throws ``ExitCode/input`` when the file
    /// cannot be read or scanned (the diagnostic printed).
    func regenerate(
        _ path: String, shown: String, screen: String, controls: [ControlInformation],
        options: MapSourceOptions, context: CommandContext
    ) throws(ExitCode) -> Bool? {
        guard context.fileSystem.exists(path) else { return nil }
        guard let file = cache.file(at: path, shown: shown, context: context) else { throw .input }
        guard let index = file.regionIndex(of: screen) else {
            try write(path, context)
            return nil
        }
        let region = file.regions[index]
        let new = MapFileUpdater.regenerated(region, screen: screen, controls: controls, options: options)
        let current = replacements[path]?[index].map { $0[...] } ?? file.bytes[region.byteRange]
        guard !current.elementsEqual(new) else { return false }
        if replacements[path] == nil { order.append(path) }
        replacements[path, default: [:]][index] = new
        return true
    }

    /// Writes every file with pending changes, in the order they were first changed. Every
    /// file is attempted; the first failure's exit status is thrown after.
    func flush(_ context: CommandContext) throws(ExitCode) {
        var failure: ExitCode?
        for path in order {
            do throws(ExitCode) { try write(path, context) } catch { failure = failure ?? error }
        }
        order = []
        if let failure { throw failure }
    }

    /// Writes the file at `path` (read and scanned already) with its regenerated regions,
    /// when any changed; it is read again when next asked for.
    private func write(_ path: String, _ context: CommandContext) throws(ExitCode) {
        defer { cache.forget(path) }
        guard let changed = replacements.removeValue(forKey: path),
            let file = cache.file(at: path, shown: context.display(path), context: context)
        else { return }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(file.bytes.count)
        var cursor = 0
        for (index, region) in file.regions.enumerated() {
            guard let replacement = changed[index] else { continue }
            bytes += file.bytes[cursor..<region.byteRange.lowerBound]
            bytes += replacement
            cursor = region.byteRange.upperBound
        }
        bytes += file.bytes[cursor...]
        try context.writeIfChanged(bytes, to: path, what: "the map")
    }
}
