import RapidVerify

/// The map files `rapidgen check` has read in one run, each with its regions by screen
/// name: a configuration of many screens generated into one file reads and scans that
/// file once, not once per screen. A file that cannot be read or scanned is reported once.
final class MapFileCache {
    /// A map file's bytes and regions.
    struct File {
        var bytes: [UInt8]
        var regions: [String: MapRegion]
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
                let regions = try MapRegion.scan(bytes, file: shown)
                file = File(bytes: bytes, regions: Dictionary(regions.map { ($0.screen, $0) }, uniquingKeysWith: { first, _ in first }))
            } catch {
                context.error(error.description)
            }
        } catch {
            // readFile printed the diagnostic.
        }
        files[path] = .some(file)
        return file
    }
}
