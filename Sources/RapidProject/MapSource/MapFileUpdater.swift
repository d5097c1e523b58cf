import RapidVerify
/// Splices a regenerated map into the text of a Swift file, keeping everything outside
/// the generated region byte for byte. Pure: bytes in, bytes out; the caller reads and
/// writes the file.
///
/// - No file yet: a new file declaring the screen (``MapSourceWriter/file(screen:controls:options:)``).
/// - A file with a region for the screen: the region is replaced, with the begin
///   marker's indentation and line ending (and an indentation step that fits it, see
///   ``indentUnit(for:default:)``); the end marker's terminator (or its absence
///   at the end of the file) is kept.
/// - A file without any rapidgen marker: refused, unless `force` (the file is replaced).
/// - A file with regions for other screens only: refused, unless `force` (a new
///   declaration for the screen is appended).
/// - A file with unbalanced markers or merge-conflict markers: always refused
///   (see ``MapRegion/scan(_:file:)``).
package enum MapFileUpdater {
    /// The name a region for `screen` carries after its begin marker: the screen's Swift
    /// type name, qualified where nested, without backticks (``MapSourceWriter/markerName(_:)``).
    package static func regionName(for screen: String) -> String {
        MapSourceWriter.markerName(screen)
    }

    /// Whether `region` is the one of `screen`: named by ``regionName(for:)``, or by the
    /// screen's name as written. A file's first such region is the screen's.
    package static func isRegion(_ region: MapRegion, of screen: String) -> Bool {
        region.screen == regionName(for: screen) || region.screen == screen
    }

    /// The new content of a map file for `screen`, from its current content (`nil` when
    /// the file does not exist yet). Throws ``MapFileError`` when the file must not be
    /// changed.
    package static func update(
        _ existing: [UInt8]?, file: String?, screen: String,
        controls: [ControlInformation], options: MapSourceOptions,
        force: Bool = false
    ) throws(MapFileError) -> MapFileUpdate {
        let name = regionName(for: screen)
        guard let existing else {
            let text = Array(MapSourceWriter.file(screen: screen, controls: controls, options: options).utf8)
            return MapFileUpdate(
                bytes: text, changed: true, kind: .created, previousRegion: nil,
                regionText: regionText(in: text, name: name))
        }
        let regions = try MapRegion.scan(existing, file: file)
        if let region = regions.first(where: { isRegion($0, of: screen) }) {
            let newRegion = regenerated(region, screen: screen, controls: controls, options: options)
            let oldRegion = Array(existing[region.byteRange])
            var bytes = Array(existing[..<region.byteRange.lowerBound])
            bytes += newRegion
            bytes += existing[region.byteRange.upperBound...]
            return MapFileUpdate(
                bytes: bytes, changed: oldRegion != newRegion, kind: .regenerated,
                previousRegion: (region, String(decoding: oldRegion, as: UTF8.self)),
                regionText: String(decoding: newRegion, as: UTF8.self))
        }
        guard force else {
            if regions.isEmpty {
                throw MapFileError(
                    file: file, line: 1, column: 1,
                    message: "the file has no `\(MapSourceWriter.beginMarker) \(name)` region; refusing to overwrite it (use --force to replace the whole file)"
                )
            }
            throw MapFileError(
                file: file, line: regions[0].beginLine, column: 1,
                message:
                    "the file has no `\(MapSourceWriter.beginMarker) \(name)` region (it has \(regions.map(\.screen).joined(separator: ", "))); add the markers inside \(name)'s declaration, or use --force to append a new declaration"
            )
        }
        let fresh = MapSourceWriter.file(screen: screen, controls: controls, options: options)
        if regions.isEmpty {
            let text = Array(fresh.utf8)
            return MapFileUpdate(
                bytes: text, changed: text != existing, kind: .replacedFile,
                previousRegion: nil, regionText: regionText(in: text, name: name))
        }
        // Append the declaration (without the file header and import), in the file's line ending.
        let ending = regions[0].lineEnding
        var declaration = fresh
        if let start = fresh.endOfFirstOccurrence(of: "import RapidMap\n\n") {
            declaration = String(fresh[start...])
        }
        var bytes = existing
        if let last = bytes.last, last != 0x0A { bytes += Array(ending.utf8) }
        let appended = ending + declaration.replacingLineFeeds(with: ending)
        bytes += Array(appended.utf8)
        return MapFileUpdate(
            bytes: bytes, changed: true, kind: .appended, previousRegion: nil,
            regionText: regionText(in: bytes, name: name))
    }

    /// The new bytes of `region` (found by ``MapRegion/scan(_:file:)``) for `screen`: the
    /// region's indentation, indentation step and line endings kept. What ``update(_:file:screen:controls:options:force:)``
    /// puts in its place, and what `rapidgen check` compares it with, region by region,
    /// when one file holds many screens' regions (one scan of the file for all of them).
    package static func regenerated(
        _ region: MapRegion, screen: String, controls: [ControlInformation],
        options: MapSourceOptions
    ) -> [UInt8] {
        var regionOptions = options
        regionOptions.indent = indentUnit(for: region.indentation, default: options.indent)
        var text = MapSourceWriter.region(
            screen: screen, controls: controls, options: regionOptions,
            indentation: region.indentation, lineEnding: region.lineEnding)
        text.removeLast(region.lineEnding.count)
        text += region.finalTerminator
        return Array(text.utf8)
    }

    /// The indentation step inside a region whose begin marker is indented by
    /// `indentation`: a tab when it has tabs, two spaces when it is a multiple of two
    /// but not of four spaces (a file indented by two), else `defaultUnit`.
    package static func indentUnit(for indentation: String, default defaultUnit: String) -> String {
        if indentation.contains("\t") { return "\t" }
        let n = indentation.count
        if n % 4 != 0, n % 2 == 0 { return "  " }
        return defaultUnit
    }

    static func regionText(in bytes: [UInt8], name: String) -> String {
        guard let regions = try? MapRegion.scan(bytes, file: nil),
            let region = regions.first(where: { $0.screen == name })
        else { return "" }
        return String(decoding: bytes[region.byteRange], as: UTF8.self)
    }
}

extension String {
    /// The text with each LF replaced by `ending`.
    func replacingLineFeeds(with ending: String) -> String {
        ending == "\n"
            ? self
            : unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false)
                .map { String(String.UnicodeScalarView($0)) }.joined(separator: ending)
    }

    /// Where the first occurrence of `target` (compared as UTF-8 bytes) ends, or nil
    /// (`firstRange(of:)` needs iOS 16 / macOS 13).
    func endOfFirstOccurrence(of target: String) -> String.Index? {
        let needle = Array(target.utf8)
        let bytes = utf8
        var i = bytes.startIndex
        while i != bytes.endIndex {
            if bytes[i...].starts(with: needle) { return bytes.index(i, offsetBy: needle.count) }
            bytes.formIndex(after: &i)
        }
        return needle.isEmpty ? bytes.endIndex : nil
    }
}
