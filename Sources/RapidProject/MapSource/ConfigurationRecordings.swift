import RapidVerify
/// Where the recordings of a screen in other configurations live: beside the screen's
/// recording, named after it and the configuration (``RecordingConfiguration/name``):
/// `Recordings/LoginScreen.json` is the recording the map is generated from, and
/// `Recordings/LoginScreen@ar-rtl.json`, `Recordings/LoginScreen@en-accessibility-XXXL.json`
/// are the same screen in right-to-left Arabic and at the largest text size. `rapidgen
/// check` verifies the map against each of them; `rapidgen accept` writes a recording
/// whose configuration differs from the main one's there, so a failing Arabic run never
/// overwrites the English recording.
package enum ConfigurationRecordings {
    /// The character between the screen's file name and the configuration's name.
    package static let separator: Character = "@"

    /// The path of the recording of `recording`'s screen in the configuration named `name`:
    /// `Recordings/LoginScreen.json` and `ar-rtl` give `Recordings/LoginScreen@ar-rtl.json`.
    package static func path(of recording: String, configuration name: String) -> String {
        let (stem, ext) = split(recording)
        return stem + String(separator) + name + ext
    }

    /// The configuration name of `file` (a name in `recording`'s folder) when it is a
    /// recording of `recording`'s screen in another configuration, else nil: `LoginScreen@ar-rtl.json` of `LoginScreen.json` is `ar-rtl`.
    package static func configurationName(of file: String, recordedAs recording: String) -> String? {
        let (stem, ext) = split(Self.lastComponent(recording))
        let prefix = stem + String(separator)
        guard file.hasPrefix(prefix), file.hasSuffix(ext), file.count > prefix.count + ext.count else { return nil }
        let name = file.dropFirst(prefix.count).dropLast(ext.count)
        guard name.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-") }) else { return nil }
        return String(name)
    }

    /// The recordings of `recording`'s screen in other configurations among the names of the files in its folder, sorted by
    /// name, as (configuration name, path) pairs.
    package static func recordings(of recording: String, in names: [String]) -> [(name: String, path: String)] {
        let folder = MapOutputPath.directory(of: recording)
        return names.compactMap { file in
            configurationName(of: file, recordedAs: recording).map { ($0, MapOutputPath.resolve(file, against: folder)) }
        }.sorted { $0.name < $1.name }
    }

    /// A path without and with its extension (`.json`, or nothing).
    static func split(_ path: String) -> (stem: String, ext: String) {
        let file = lastComponent(path)
        guard let dot = file.lastIndex(of: "."), dot != file.startIndex else { return (path, "") }
        let ext = String(file[dot...])
        return (String(path.dropLast(ext.count)), ext)
    }
}

extension ConfigurationRecordings {
    /// The last component of a path.
    static func lastComponent(_ path: String) -> String {
        path.split(separator: "/").last.map(String.init) ?? path
    }
}
