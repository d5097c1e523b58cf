import RapidVerify
/// How a printed command runs `rapidgen` in the folder it is to be pasted in: the accept
/// command of a failed verification, the regenerate command of a map's header and of
/// `rapidgen check`.
///
/// In a Swift package (a `Package.swift` in the folder) it is `swift run rapidgen`. At the
/// root of an Xcode project, where `swift run` has no package to run and nothing installed
/// `rapidgen`, it builds and runs the `rapidgen` of the RapidMap checkout the project
/// resolved, the version its tests link: `swift run --package-path CHECKOUT rapidgen`, which
/// runs it in the current folder. What a test prints names the checkout it was built from
/// (``builtCheckout``, Xcode's own under DerivedData), so the command works on that Mac as it
/// is; what is written into a committed file (a map's header) names the checkout that
/// `xcodebuild -resolvePackageDependencies -clonedSourcePackagesDirPath .build/SourcePackages`
/// makes in the project's folder (``resolvedCheckout(named:)``), the same on every machine.
/// `RAPIDMAP_RAPIDGEN` names any other command, printed as it is
/// (`RAPIDMAP_RAPIDGEN='swift run --package-path ../Tools rapidgen'`).
package enum RapidgenCommand {
    /// The environment variable naming the command to print.
    package static let variable = "RAPIDMAP_RAPIDGEN"
    /// The command in a Swift package.
    package static let inPackage = "swift run rapidgen"
    /// Where the documented `xcodebuild -resolvePackageDependencies -clonedSourcePackagesDirPath`
    /// puts an Xcode project's package checkouts, relative to the project's folder; each
    /// package is then in `checkouts/NAME` below it.
    package static let sourcePackagesFolder = ".build/SourcePackages"
    /// The checkout's folder name when the code was not built from a resolved checkout (a
    /// local package or a clone): the package's name.
    package static let packageName = "RapidMap"

    /// The folder of the RapidMap package this code was compiled from (Xcode's
    /// `DerivedData/…/SourcePackages/checkouts/RapidMap` in an app's tests), or `nil` when the
    /// compiler was told to rewrite source paths.
    package static let builtCheckout: String? = checkout(ofSourceFile: #filePath)

    /// The package folder of this file, given its compile-time path: `path` without
    /// `/Sources/RapidProject/MapSource/RapidgenCommand.swift`, or `nil` when it does not end so.
    package static func checkout(ofSourceFile path: String) -> String? {
        let suffix = "/Sources/RapidProject/MapSource/RapidgenCommand.swift"
        guard path.hasSuffix(suffix), path.count > suffix.count else { return nil }
        return String(path.dropLast(suffix.count))
    }

    /// The name a resolved checkout of RapidMap has below `checkouts/`: the last component of
    /// `checkout` when it is in a `checkouts` folder (Xcode and SwiftPM name it after the
    /// repository's URL), else ``packageName``.
    package static func checkoutName(of checkout: String?) -> String {
        guard let checkout else { return packageName }
        let components = checkout.split(separator: "/")
        guard components.count >= 2, components[components.count - 2] == "checkouts" else { return packageName }
        return String(components[components.count - 1])
    }

    /// The command in an Xcode project's folder as committed files state it:
    /// `swift run --package-path .build/SourcePackages/checkouts/NAME rapidgen`.
    package static func resolvedCheckout(named name: String) -> String {
        "swift run --package-path \(MapRequest.shellQuoted("\(sourcePackagesFolder)/checkouts/\(name)")) rapidgen"
    }

    /// The command that runs the `rapidgen` of the package at `checkout`, from anywhere.
    package static func checkout(_ checkout: String) -> String {
        "swift run --package-path \(MapRequest.shellQuoted(checkout)) rapidgen"
    }

    /// The command to print for running `rapidgen` in `folder`: `override` when it is set and
    /// not blank, else ``inPackage`` when `folder` holds a `Package.swift`, else the command
    /// that runs the checkout's `rapidgen`: ``checkout(_:)`` of `checkout` when it is given
    /// (a message, read on the machine that built the code), else ``resolvedCheckout(named:)``
    /// (a committed file).
    package static func command(
        runIn folder: String, override: String?, exists: (String) -> Bool, checkout: String? = nil
    ) -> String {
        if let override, override.contains(where: { !$0.isWhitespace }) { return override }
        if exists(MapOutputPath.resolve("Package.swift", against: folder)) { return inPackage }
        if let checkout { return Self.checkout(checkout) }
        return resolvedCheckout(named: checkoutName(of: builtCheckout))
    }

    /// The command to print for a command that names only absolute paths, from a test file in
    /// `folder`: as ``command(runIn:override:exists:checkout:)`` in the nearest folder at or
    /// above it that holds a `Package.swift` (``inPackage``), else the checkout's command.
    package static func command(near folder: String, override: String?, exists: (String) -> Bool, checkout: String? = nil)
        -> String
    {
        let package = Manifest.nearestDirectory(from: folder, containing: ["Package.swift"], exists: exists)
        return command(runIn: package ?? folder, override: override, exists: exists, checkout: checkout)
    }
}
