import RapidVerify

/// The map files one `rapidgen` run has read, each with its regions: a manifest of
/// many screens generated into one file reads and scans that file once, not once per
/// screen (`check`, and `generate` through ``MapFileBatch``). A file that cannot be read or
/// scanned is reported once.
final class MapFileCache {
    /// A map file's bytes and regions.
    struct File {
        var bytes: [UInt8]
        /// The regions, in file order.
        var regions: [MapRegion]
        /// The first region of each name.
        private var firstRegion: [String: Int] = [:]

        init(bytes: [UInt8], regions: [MapRegion]) {
            self.bytes = bytes
            self.regions = regions
            for (index, region) in regions.enumerated() where firstRegion[region.screen] == nil {
                firstRegion[region.screen] = index
            }
        }

        /// The position in ``regions`` of the region of `screen`: the first named either
        /// way (``MapFileUpdater/isRegion(_:of:)``), found without looking at the others.
        func regionIndex(of screen: String) -> Int? {
            [firstRegion[MapFileUpdater.regionName(for: screen)], firstRegion[screen]].compactMap { $0 }.min()
        }
    }

    private var files: [String: File?] = [:]

    /// The file at `path` (shown as `shown`), read and scanned the first time it is asked
    /// for; nil when it cannot be (the diagnostic printed then, once).
    func file(at path: String, shown: String, context: CommandContext) -> File? {
        if let known = files[path] { return known }
        var file: File?
        do throws(ExitCode) {
            let bytes = try context.readFile(path, what: "the map file")
            do throws(MapFileError) {
                file = File(bytes: bytes, regions: try MapRegion.scan(bytes, file: shown))
            } catch {
                context.error(error.description)
            }
        } catch {
            // readFile printed the diagnostic.
        }
        files[path] = .some(file)
        return file
    }

    /// Forgets the file at `path`, which has changed on disk: it is read again when next asked for.
    func forget(_ path: String) {
        files[path] = nil
    }
}
