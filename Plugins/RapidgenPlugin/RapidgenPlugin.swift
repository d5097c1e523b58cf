import Foundation
import PackagePlugin

/// The `rapidgen` command plugin: runs the `rapidgen` tool of this package (the version the
/// tests link) in the package's folder, or in Xcode in the project's folder, so with no
/// arguments it generates every map of the `rapidmap.json` there, and with `check` it checks
/// them (the `rapidgen-check` plugin checks without asking for write access).
///
/// - In a package: `swift package --allow-writing-to-package-directory rapidgen [ARGUMENTS…]`.
/// - In an Xcode project: right-click the project in the Project navigator and choose the
///   plugin; Xcode asks for permission to let it write the maps into the project's folder.
///
/// Targets chosen in Xcode's sheet (`--target NAME`) are named in a printed note and otherwise left
/// out: rapidgen works on every map the manifest lists. The plugin exits with rapidgen's own
/// status (1 stale, 2 usage, 3 input, 4 output) and names it in an error diagnostic. SwiftPM
/// itself currently turns any failing plugin into exit status 1
/// (swiftlang/swift-package-manager#7380), so a CI step that must tell the statuses apart runs
/// `swift run rapidgen check` instead.
@main
struct RapidgenPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        try RapidgenRun.run(tool: context.tool(named: "rapidgen").url, arguments: arguments, in: context.package.directoryURL)
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

extension RapidgenPlugin: XcodeCommandPlugin {
    func performCommand(context: XcodePluginContext, arguments: [String]) throws {
        try RapidgenRun.run(tool: context.tool(named: "rapidgen").url, arguments: arguments, in: context.xcodeProject.directoryURL)
    }
}
#endif
