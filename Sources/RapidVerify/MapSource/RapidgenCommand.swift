/// How a printed command runs `rapidgen` in the folder it is to be pasted in: the accept
/// command of a failed verification, the regenerate command of a map's header and of
/// `rapidgen check`.
///
/// In a Swift package (a `Package.swift` in the folder) it is `swift run rapidgen`; at the
/// root of an Xcode project, where `swift run` has no package to run, it is `rapidgen`, the
/// installed executable (the RapidMap article "First green verify in an Xcode app" says how to
/// install it). `RAPIDMAP_RAPIDGEN` names any other command, printed as it is
/// (`RAPIDMAP_RAPIDGEN='swift run --package-path ../Tools rapidgen'`).
package enum RapidgenCommand {
    /// The environment variable naming the command to print.
    package static let variable = "RAPIDMAP_RAPIDGEN"
    /// The command in a Swift package.
    package static let inPackage = "swift run rapidgen"
    /// The command elsewhere: the installed executable.
    package static let installed = "rapidgen"

    /// The command to print for running `rapidgen` in `folder`: `override` when it is set and
    /// not blank, else ``inPackage`` when `folder` holds a `Package.swift`, else ``installed``.
    package static func command(runIn folder: String, override: String?, exists: (String) -> Bool) -> String {
        if let override, override.contains(where: { !$0.isWhitespace }) { return override }
        return exists(MapOutputPath.resolve("Package.swift", against: folder)) ? inPackage : installed
    }

    /// The command to print for a command that names only absolute paths, from a test file in
    /// `folder`: as ``command(runIn:override:exists:)`` in the nearest folder at or above it
    /// that holds a `Package.swift` (``inPackage``), else ``installed`` (or `override`).
    package static func command(near folder: String, override: String?, exists: (String) -> Bool) -> String {
        let package = Manifest.nearestDirectory(from: folder, containing: ["Package.swift"], exists: exists)
        return command(runIn: package ?? folder, override: override, exists: exists)
    }
}
