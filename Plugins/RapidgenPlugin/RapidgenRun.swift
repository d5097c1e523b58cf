// Shared by both command plugins (Plugins/RapidgenCheckPlugin links to this file).
import Foundation
import PackagePlugin

/// One run of the `rapidgen` tool the plugin's package builds, so the generator is always
/// the version the tests link: never a copy on the `PATH` that drifts from it.
enum RapidgenRun {
    /// What each of rapidgen's failing exit statuses means (see `rapidgen --help`).
    static let meanings: [Int32: String] = [
        1: "a map is stale or missing; run the rapidgen plugin (swift package --allow-writing-to-package-directory rapidgen) and commit the result",
        2: "usage error",
        3: "input error: a recording, map file or rapidmap.json could not be read or used",
        4: "output error: a file could not be written",
    ]

    /// Runs rapidgen with the plugin's `arguments` in `directory` (the package's folder, or
    /// the Xcode project's: where its `rapidmap.json` is). `command` is the subcommand the
    /// plugin runs (nil: generate, rapidgen's default). Selected targets are taken out of the
    /// arguments and named in a printed note. On failure the plugin process exits with rapidgen's
    /// own status, named in an error diagnostic.
    static func run(tool: URL, arguments: [String], command: String? = nil, in directory: URL) throws {
        let parsed: PluginArguments
        do {
            parsed = try PluginArguments(arguments, command: command)
        } catch {
            Diagnostics.error("\(error)")
            exit(2)
        }
        // Printed, not a remark: SwiftPM shows remarks only with --verbose.
        if let note = parsed.targetsNote { print(note) }
        let process = Process()
        process.executableURL = tool
        process.arguments = parsed.rapidgen
        process.currentDirectoryURL = directory
        try process.run()
        process.waitUntilExit()
        let status = process.terminationStatus
        guard status != 0 else { return }
        let meaning = meanings[status].map { " (\($0))" } ?? ""
        Diagnostics.error("rapidgen \(parsed.rapidgen.joined(separator: " ")) exited with status \(status)\(meaning)")
        // Keep the status: the plugin process exits with rapidgen's own code.
        exit(status)
    }
}
