// swift-tools-version:6.2
import PackageDescription

let package = Package(
    name: "RapidMap",
    // The RapidMap product is linked into apps: these minimums must never rise above what an
    // app may target (the Requirements article of the RapidVerify catalog; `.ci/apple-availability.sh` checks every
    // API the shipped targets reference against them).
    platforms: [.iOS(.v15), .macOS(.v12), .tvOS(.v15), .watchOS(.v8), .visionOS(.v1)],
    products: [
        // App-domain declarations: screens and their control maps. No XCTest.
        .library(name: "RapidMap", targets: ["RapidMap"]),
        // Trees, recording formats, the traversal engine and verification. No XCTest.
        // (The tree model and the screen reader are targets of their own that it re-exports.)
        .library(name: "RapidVerify", targets: ["RapidVerify"]),
        // The audit checks over ordered elements. No XCTest.
        .library(name: "RapidAudit", targets: ["RapidAudit"]),
        // Transcripts, pictures of the order and the HTML report. No XCTest.
        .library(name: "RapidExperience", targets: ["RapidExperience"]),
        // XCTest and Swift Testing glue: `verify(_:_:)` that reports issues.
        .library(name: "RapidTesting", targets: ["RapidTesting"]),
        // The command-line generator.
        .executable(name: "rapidgen", targets: ["rapidgen"]),
        // `swift package rapidgen [check]`: runs rapidgen on the package's rapidmap.json (in Xcode,
        // on the project's); `swift package rapidgen-check` checks without write access.
        .plugin(name: "RapidgenPlugin", targets: ["RapidgenPlugin"]),
        .plugin(name: "RapidgenCheckPlugin", targets: ["RapidgenCheckPlugin"]),
    ],
    targets: [
        .target(name: "RapidMap"),
        // The tree model: trees, nodes, frames, recording errors; and the terminal width.
        .target(name: "RapidTree", dependencies: ["RapidMap"]),
        // What a screen reader does with a tree: the order it visits (VoiceOver's traversal
        // engine, element inference, screen scope) and what it says (the speech rules, the transcript).
        .target(name: "RapidScreenReader", dependencies: ["RapidMap", "RapidTree"]),
        // Readers, capture and verification: the hot paths. Re-exports RapidMap, RapidTree and RapidScreenReader.
        .target(name: "RapidVerify", dependencies: ["RapidMap", "RapidTree", "RapidScreenReader"]),
        // The audit checks over ordered elements.
        .target(name: "RapidAudit", dependencies: ["RapidMap", "RapidVerify"]),
        // What the order sounds and looks like: transcripts, pictures, the HTML report, the order listing.
        .target(name: "RapidExperience", dependencies: ["RapidMap", "RapidVerify", "RapidScreenReader"]),
        // What reads and writes a team's project: map files and their regions, the manifest,
        // the project search and the rapidgen command a map's header names. Not a product:
        // rapidgen and RapidTesting use it; RapidVerify never does.
        .target(name: "RapidProject", dependencies: ["RapidMap", "RapidVerify"]),
        .target(name: "RapidTesting", dependencies: ["RapidMap", "RapidVerify", "RapidAudit", "RapidExperience", "RapidProject"]),
        .executableTarget(
            name: "rapidgen", dependencies: ["RapidMap", "RapidVerify", "RapidAudit", "RapidExperience", "RapidProject"], path: "Generator"),
        // The example app-domain module: four screens, their recordings and generated maps.
        .target(name: "ScreenMaps", dependencies: ["RapidMap"], path: "ScreenMaps", exclude: ["Recordings", "Pictures"]),
        .plugin(
            name: "RapidgenPlugin",
            capability: .command(
                intent: .custom(
                    verb: "rapidgen",
                    description: "Generate (or check) the screen maps listed in rapidmap.json"),
                permissions: [.writeToPackageDirectory(reason: "rapidgen writes the generated screen maps")]),
            dependencies: ["rapidgen"], path: "Plugins/RapidgenPlugin"),
        // Shares PluginArguments.swift and RapidgenRun.swift with RapidgenPlugin (symbolic links).
        .plugin(
            name: "RapidgenCheckPlugin",
            capability: .command(
                intent: .custom(verb: "rapidgen-check", description: "Check that the screen maps listed in rapidmap.json match their recordings")),
            dependencies: ["rapidgen"], path: "Plugins/RapidgenCheckPlugin"),

        // The release-build benchmark (BENCHMARKS.md): `swift build -c release`, then
        // `.build/release/rapidmap-bench --check ratios`. An executable target without a product,
        // so no package that depends on RapidMap can build or link it; here it shares the
        // release build with the package's own targets, and uses their `package` symbols.
        .executableTarget(
            name: "rapidmap-bench", dependencies: ["RapidMap", "RapidVerify", "RapidAudit", "RapidExperience", "RapidProject"],
            path: "Tests/Benchmark/Sources/RapidMapBench"),

        // What the tests share: the test screens and trees, fakes of the capture protocols,
        // the real trees beside the project, fixtures, the browser and the built executables.
        .target(name: "RapidMapTestSupport", dependencies: ["RapidMap", "RapidVerify"], path: "Tests/RapidMapTestSupport"),
        .testTarget(name: "RapidMapTests", dependencies: ["RapidMap"]),
        .testTarget(
            name: "RapidVerifyTests", dependencies: ["RapidMap", "RapidTree", "RapidScreenReader", "RapidVerify", "RapidProject", "RapidMapTestSupport"]),
        .testTarget(name: "RapidTreeTests", dependencies: ["RapidMap", "RapidTree", "RapidVerify", "RapidMapTestSupport"]),
        .testTarget(
            name: "RapidScreenReaderTests", dependencies: ["RapidMap", "RapidTree", "RapidScreenReader", "RapidVerify", "RapidProject", "RapidMapTestSupport"]),
        .testTarget(name: "RapidProjectTests", dependencies: ["RapidMap", "RapidVerify", "RapidProject", "RapidMapTestSupport"]),
        .testTarget(name: "RapidAuditTests", dependencies: ["RapidMap", "RapidVerify", "RapidAudit", "RapidMapTestSupport"]),
        .testTarget(
            name: "RapidExperienceTests", dependencies: ["RapidMap", "RapidTree", "RapidScreenReader", "RapidVerify", "RapidExperience", "RapidMapTestSupport"]),
        .testTarget(
            name: "RapidTestingTests",
            dependencies: ["RapidMap", "RapidVerify", "RapidAudit", "RapidExperience", "RapidProject", "RapidTesting", "rapidgen", "RapidMapTestSupport"],
            exclude: ["__Experience__"]),
        .testTarget(
            name: "RapidgenTests",
            dependencies: ["rapidgen", "RapidMap", "RapidVerify", "RapidAudit", "RapidExperience", "RapidProject", "RapidMapTestSupport"]),
        .testTarget(name: "ScreenMapsTests", dependencies: ["ScreenMaps", "RapidMap", "RapidVerify", "RapidProject", "RapidTesting", "RapidMapTestSupport"]),
    ]
)
