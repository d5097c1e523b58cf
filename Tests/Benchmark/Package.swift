// swift-tools-version:6.2
// The release-build benchmark of RapidMap (`rapidmap-bench`): its phase benchmark, ratio
// targets and growth harness. A package of its own so that the package users depend on
// ships no benchmark: build and run it with
//
//     swift build -c release --package-path Tests/Benchmark
//     "$(swift build -c release --package-path Tests/Benchmark --show-bin-path)/rapidmap-bench" --check ratios
//
// `Sources/RapidMap`, `RapidTree`, `RapidScreenReader`, `RapidVerify`, `RapidAudit`, `RapidExperience`,
// `RapidProject` and `rapidgen` are
// symlinks to the project's own folders (as in `Tests/Fuzz`), so the project's code is
// compiled here again and the benchmark can use its `package` symbols, which another
// package cannot see. `rapidgen` is built beside `rapidmap-bench`: the growth harness runs
// it for the commands that live in the executable.
import PackageDescription

let package = Package(
    name: "RapidMapBenchmark",
    platforms: [.macOS(.v12)],
    products: [
        .executable(name: "rapidmap-bench", targets: ["RapidMapBench"]),
        .executable(name: "rapidgen", targets: ["rapidgen"]),
    ],
    targets: [
        .target(name: "RapidMap"),
        .target(name: "RapidTree", dependencies: ["RapidMap"]),
        .target(name: "RapidScreenReader", dependencies: ["RapidMap", "RapidTree"]),
        .target(name: "RapidVerify", dependencies: ["RapidMap", "RapidTree", "RapidScreenReader"]),
        .target(name: "RapidAudit", dependencies: ["RapidMap", "RapidVerify"]),
        .target(name: "RapidExperience", dependencies: ["RapidMap", "RapidVerify", "RapidScreenReader"]),
        .target(name: "RapidProject", dependencies: ["RapidMap", "RapidVerify"]),
        .executableTarget(name: "rapidgen", dependencies: ["RapidMap", "RapidVerify", "RapidAudit", "RapidExperience", "RapidProject"]),
        .executableTarget(name: "RapidMapBench", dependencies: ["RapidMap", "RapidVerify", "RapidAudit", "RapidExperience", "RapidProject"]),
    ]
)
