// swift-tools-version:6.0
// The libFuzzer targets of RapidMap. A package of its own so that the main
// package never builds with sanitizers: build and run everything with `fuzz.sh`.
//
// `Sources/RapidMap`, `RapidTree`, `RapidScreenReader`, `RapidVerify` and `RapidProject` are symlinks to the project's own source
// folders, so the project's code is compiled here again, instrumented like the fuzz
// targets, and the targets can use its `package` symbols (which are not visible from
// another package). The fuzz targets are plain library targets: `fuzz.sh` links each
// one's objects with `swiftc -sanitize=fuzzer,address`, because libFuzzer provides
// `main` and SwiftPM's own link step for an executable wants one from the sources.
import PackageDescription

let fuzzTargets = ["FuzzAppiumXML", "FuzzDebugDescription", "FuzzWebDriverAgentJSON", "FuzzNativeJSON", "FuzzManifest", "FuzzMapRoundTrip"]

let package = Package(
    name: "RapidMapFuzz",
    targets: [
        .target(name: "RapidMap"),
        .target(name: "RapidTree", dependencies: ["RapidMap"]),
        .target(name: "RapidScreenReader", dependencies: ["RapidMap", "RapidTree"]),
        .target(name: "RapidVerify", dependencies: ["RapidMap", "RapidTree", "RapidScreenReader"]),
        .target(name: "RapidProject", dependencies: ["RapidMap", "RapidVerify"]),
        .target(name: "FuzzSupport", dependencies: ["RapidMap", "RapidVerify"]),
    ] + fuzzTargets.map { .target(name: $0, dependencies: ["FuzzSupport", "RapidMap", "RapidVerify", "RapidProject"]) }
)
