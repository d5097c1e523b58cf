import RapidVerify

/// The map files one `rapidgen generate --config` run regenerates in place: each file read
/// and scanned once, every screen's region replaced in memory, and the file written once
/// (``flush(_:)``), so a configuration of many screens generated into one file costs the
/// file once, not once per screen.
///
/// Only regenerating a region the file already has goes through the batch. Anything else
/// (a file to create, a declaration to append or a file to replace with `--force`, a file
/// that cannot be scanned) first writes what is pending for that file, then takes the
/// one-screen path (``MapFileUpdater/update(_:file:screen:controls:options:force:)``), which
/// reads the file as it is on disk: the result is the same as one screen at a time.
final class MapFileBatch {
    /// A map file as read, its regions in file order, and the new bytes of those regenerated.
    private struct File {
        var bytes: [UInt8]
        var regions: [MapRegion]
        /// The first region of each name.
        var firstRegion: [String: Int]
        var replacements: [Int: [UInt8]] = [:]
    }

    private var files: [String: File] = [:]
    /// The files in the order they were read (the order they are written in); a file
    /// written early and read again is listed twice, and written once.
    private var order: [String] = []

    /// Regenerates the region of `screen` in the map file at `path` (shown as `shown`) in
    /// memory. Returns whether the region changed, or nil when the file does not exist,
    /// cannot be scanned or has no region for the screen; then what was pending for the
    /// file has been written, and the caller takes the one-screen path.
    func regenerate(
        _ path: String, shown: String, screen: String, controls: [ControlInformation],
        options: MapSourceOptions, context: CommandContext
    ) throws(ExitCode) -> Bool? {
        if files[path] == nil {
            guard context.fileSystem.exists(path) else { return nil }
            let bytes = try context.readFile(path, what: "the map file")
            guard let regions = try? MapRegion.scan(bytes, file: shown) else { return nil }
            var firstRegion: [String: Int] = [:]
            for (index, region) in regions.enumerated() where firstRegion[region.screen] == nil {
                firstRegion[region.screen] = index
            }
            files[path] = File(bytes: bytes, regions: regions, firstRegion: firstRegion)
            order.append(path)
        }
        guard var file = files[path] else { return nil }
        // The first region named either way, as the one-screen path finds it.
        let name = MapFileUpdater.regionName(for: screen)
        guard let index = [file.firstRegion[name], file.firstRegion[screen]].compactMap({ $0 }).min() else {
            try write(path, context)
            return nil
        }
        let region = file.regions[index]
        let new = MapFileUpdater.regenerated(region, screen: screen, controls: controls, options: options)
        let current = file.replacements[index].map { $0[...] } ?? file.bytes[region.byteRange]
        guard !current.elementsEqual(new) else { return false }
        file.replacements[index] = new
        files[path] = file
        return true
    }

    /// Writes every file with pending changes, in the order they were read. Every file is
    /// attempted; the first failure's exit status is thrown after.
    func flush(_ context: CommandContext) throws(ExitCode) {
        var failure: ExitCode?
        for path in order {
            do throws(ExitCode) { try write(path, context) } catch { failure = failure ?? error }
        }
        order = []
        if let failure { throw failure }
    }

    /// Writes the file at `path` with its regenerated regions, when any changed, and forgets it.
    private func write(_ path: String, _ context: CommandContext) throws(ExitCode) {
        guard let file = files.removeValue(forKey: path) else { return }
        guard !file.replacements.isEmpty else { return }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(file.bytes.count)
        var cursor = 0
        for (index, region) in file.regions.enumerated() {
            guard let replacement = file.replacements[index] else { continue }
            bytes += file.bytes[cursor..<region.byteRange.lowerBound]
            bytes += replacement
            cursor = region.byteRange.upperBound
        }
        bytes += file.bytes[cursor...]
        try context.writeIfChanged(bytes, to: path, what: "the map")
    }
}
