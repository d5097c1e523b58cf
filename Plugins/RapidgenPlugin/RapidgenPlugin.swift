import Foundation
import PackagePlugin

/// `swift package --allow-writing-to-package-directory rapidgen [ARGUMENTS…]`: runs the
/// `rapidgen` tool in the package's directory, so with no arguments it generates every
/// map of the package's `rapidmap.json`, and `rapidgen check` checks them.
///
/// The plugin exits with rapidgen's own status (1 stale, 2 usage, 3 input, 4 output)
/// and names it in an error diagnostic. SwiftPM itself currently turns any failing
/// plugin into exit status 1 (swiftlang/swift-package-manager#7380), so a CI step that
/// must tell the statuses apart runs `swift run rapidgen check` instead.
@main
struct RapidgenPlugin: CommandPlugin {
    /// What each of rapidgen's failing exit statuses means (see `rapidgen --help`).
    static let meanings: [Int32: String] = [
        1: "a map is stale or missing; run `swift package --allow-writing-to-package-directory rapidgen` and commit the result",
        2: "usage error",
        3: "input error: a recording, map file or rapidmap.json could not be read or used",
        4: "output error: a file could not be written",
    ]

    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let tool = try context.tool(named: "rapidgen")
        let process = Process()
        process.executableURL = tool.url
        process.arguments = arguments
        process.currentDirectoryURL = context.package.directoryURL
        try process.run()
        process.waitUntilExit()
        let status = process.terminationStatus
        guard status != 0 else { return }
        let meaning = Self.meanings[status].map { " (\($0))" } ?? ""
        Diagnostics.error("rapidgen \(arguments.joined(separator: " ")) exited with status \(status)\(meaning)")
        // Keep the status: the plugin process exits with rapidgen's own code.
        exit(status)
    }
}
