import Foundation

/// Writes what a developer needs to fix a failing map: the recorded tree and the
/// corrected map as a Swift file, side by side in the artifacts folder. The tree is in
/// RapidMap's native JSON, written by ``NativeTreeWriter`` (pretty, so it diffs well).
struct RecordingArtifacts: Sendable {
    /// The folder the files go to (created when missing).
    var directory: URL

    /// The two files written for one verification.
    struct Written: Sendable, Hashable {
        /// The recorded tree.
        var tree: URL
        /// The corrected map, a complete Swift file.
        var map: URL
        /// The command that regenerates the map in place from the recorded tree.
        var command: String
    }

    /// The names of the files for a verification at a call site:
    /// `<test file>-<line>-<screen>.json` and `.swift`.
    func urls(screen: String, site: CallSite) -> (tree: URL, map: URL) {
        let base = Self.safeFileName("\(site.fileBaseName)-\(site.line)-\(screen)")
        return (directory.appendingPathComponent(base + ".json"),
                directory.appendingPathComponent(base + ".swift"))
    }

    /// The `rapidgen` command that regenerates the map of the screen whose root view has
    /// the identifier `screen` from `tree`, writing over the generated region of the
    /// developer's map file (`path/to/<screen>.swift` stands for it: RapidTesting cannot
    /// know where the map lives).
    static func regenerateCommand(tree: URL, screen: String) -> String {
        "swift run rapidgen generate \(shellQuoted(tree.path)) --screen \(shellQuoted(screen)) -o path/to/\(safeFileName(screen)).swift"
    }

    /// Writes both files atomically. Throws when the folder or a file cannot be written.
    func write(_ verification: Verification, tree: AccessibilityTree, site: CallSite) throws -> Written {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let (treeURL, mapURL) = urls(screen: verification.screen, site: site)
        let command = Self.regenerateCommand(tree: treeURL, screen: verification.screenIdentifier)
        var options = verification.mapSourceOptions
        options.recordingPath = treeURL.path
        options.command = command
        let source = MapSourceWriter.file(screen: verification.screenIdentifier, controls: verification.correctedMap, options: options)
        try NativeTreeWriter.write(tree, pretty: true).write(to: treeURL, options: .atomic)
        try Data(source.utf8).write(to: mapURL, options: .atomic)
        return Written(tree: treeURL, map: mapURL, command: command)
    }

    /// A file name with only letters, digits, `-`, `_` and `.`; anything else becomes `_`.
    static func safeFileName(_ name: String) -> String {
        String(String.UnicodeScalarView(name.unicodeScalars.map { s in
            (s.properties.isAlphabetic || ("0"..."9").contains(s) || s == "-" || s == "_" || s == ".") && s != "/" ? s : "_"
        }))
    }

    /// A word the shell reads as is: plain words unchanged, others in single quotes.
    static func shellQuoted(_ word: String) -> String {
        let plain = !word.isEmpty && word.unicodeScalars.allSatisfy { s in
            s.isASCII && (s.properties.isAlphabetic || ("0"..."9").contains(s) || "/._-+:@%=,".unicodeScalars.contains(s))
        }
        return plain ? word : "'" + word.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}
