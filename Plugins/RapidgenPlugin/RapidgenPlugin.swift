import Foundation
import PackagePlugin

/// `swift package --allow-writing-to-package-directory rapidgen [ARGUMENTS…]`: runs the
/// `rapidgen` tool in the package's directory, so with no arguments it generates every
/// map of the package's `rapidmap.json`, and `rapidgen check` checks them.
@main
struct RapidgenPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let tool = try context.tool(named: "rapidgen")
        let process = Process()
        process.executableURL = tool.url
        process.arguments = arguments
        process.currentDirectoryURL = context.package.directoryURL
        try process.run()
        process.waitUntilExit()
        if process.terminationStatus != 0 {
            Diagnostics.error("rapidgen \(arguments.joined(separator: " ")) failed with exit status \(process.terminationStatus)")
        }
    }
}
