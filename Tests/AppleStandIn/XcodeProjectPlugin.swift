// A test-only stand-in of Xcode's XcodeProjectPlugin module: the part of its API the command
// plugins (Plugins/RapidgenPlugin, Plugins/RapidgenCheckPlugin) use, so
// `.ci/typecheck-plugins.sh` can type-check their `#if canImport(XcodeProjectPlugin)` branch on
// Linux against the toolchain's real PackagePlugin module. Bodies never run.
//
// Sources of the signatures:
// - Apple's documentation of XcodeProjectPlugin (developer.apple.com/documentation/xcodeprojectplugin)
//   and the module interface Xcode ships
//   (Xcode.app/Contents/SharedFrameworks/SwiftPM.framework/SharedSupport/PluginAPI/
//   XcodeProjectPlugin.swiftmodule; a public copy of the Xcode 14.1 one: gist.github.com/ikesyo,
//   "XcodeProjectPlugin.swiftmodule/arm64-apple-macos.swiftinterface"): `XcodeCommandPlugin`
//   refines `PackagePlugin.Plugin` and its entry point is synchronous
//   (`performCommand(context:arguments:) throws`, as SwiftPM's own plugin template writes it,
//   swift-package-manager Sources/Workspace/InitPackage.swift); `XcodeProject` has `id`,
//   `displayName`, `directory`, `filePaths` and `targets`; `XcodeTarget` `id`, `displayName`,
//   `product` and `inputFiles`; `XcodePluginContext` `xcodeProject`, `pluginWorkDirectory`
//   and `tool(named:)`, which returns PackagePlugin's `PluginContext.Tool`.
// - The URL forms Xcode 16 added beside the `Path` ones (`XcodeProject.directoryURL`,
//   `XcodePluginContext.pluginWorkDirectoryURL`), deprecated as PackagePlugin deprecates its
//   own `Path` members from tools version 6.0 (swift-package-manager
//   Sources/Runtimes/PackagePlugin/Context.swift: `@available(_PackageDescription,
//   deprecated: 6.0, renamed: "pluginWorkDirectoryURL")`).
// - SwiftPM's "Writing a command plugin" article: "If any targets are chosen in the Xcode user
//   interface, Xcode passes their names as `--target` arguments to the plugin."
//
// To extend it: add the member with its documented name and type and a body of `standIn()`.
import Foundation
@_exported import PackagePlugin

private func standIn() -> Never { fatalError("Xcode API stand-in: type-checking only") }

/// `XcodeCommandPlugin`: a command plugin's entry point when Xcode runs it on a project.
public protocol XcodeCommandPlugin: Plugin {
    func performCommand(context: XcodePluginContext, arguments: [String]) throws
}

/// `XcodePluginContext`.
public struct XcodePluginContext {
    public var xcodeProject: XcodeProject { standIn() }
    @available(_PackageDescription, deprecated: 6.0, renamed: "pluginWorkDirectoryURL")
    public var pluginWorkDirectory: Path { standIn() }
    @available(_PackageDescription, introduced: 6.0)
    public var pluginWorkDirectoryURL: URL { standIn() }
    public func tool(named name: String) throws -> PluginContext.Tool { standIn() }
}

/// `XcodeProject`.
public struct XcodeProject {
    public typealias ID = String
    public var id: ID { standIn() }
    public var displayName: String { standIn() }
    @available(_PackageDescription, deprecated: 6.0, renamed: "directoryURL")
    public var directory: Path { standIn() }
    @available(_PackageDescription, introduced: 6.0)
    public var directoryURL: URL { standIn() }
    public var filePaths: PathList { standIn() }
    public var targets: [XcodeTarget] { standIn() }
}

/// `XcodeTarget`.
public struct XcodeTarget {
    public typealias ID = String
    public var id: ID { standIn() }
    public var displayName: String { standIn() }
    public var product: XcodeProduct? { standIn() }
    public var inputFiles: FileList { standIn() }
}

/// `XcodeProduct`.
public struct XcodeProduct {
    public typealias ID = String
    public var id: ID { standIn() }
    public var name: String { standIn() }
}
