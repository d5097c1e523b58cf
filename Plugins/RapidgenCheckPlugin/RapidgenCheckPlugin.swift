import Foundation
import PackagePlugin

/// The `rapidgen-check` command plugin: runs `rapidgen check` with this package's `rapidgen`
/// (the version the tests link) in the package's folder, or in Xcode in the project's folder,
/// and fails when a map of its `rapidmap.json` is not what its recording generates. It
/// writes nothing, so it asks for no permission.
///
/// - In a package: `swift package rapidgen-check [ARGUMENTS…]` (`check`'s options, such as
///   `--quiet`).
/// - In an Xcode project: right-click the project in the Project navigator and choose the
///   plugin.
///
/// Targets chosen in Xcode's sheet (`--target NAME`) are named in a printed note and otherwise left
/// out. The plugin exits with rapidgen's own status, as the `rapidgen` plugin does.
@main
struct RapidgenCheckPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        try RapidgenRun.run(tool: context.tool(named: "rapidgen").url, arguments: arguments, command: "check", in: context.package.directoryURL)
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

extension RapidgenCheckPlugin: XcodeCommandPlugin {
    func performCommand(context: XcodePluginContext, arguments: [String]) throws {
        try RapidgenRun.run(
            tool: context.tool(named: "rapidgen").url, arguments: arguments, command: "check", in: context.xcodeProject.directoryURL)
    }
}
#endif
