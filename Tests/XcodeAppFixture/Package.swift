// swift-tools-version:6.2
// A team's iOS app as Xcode 26 lays it out, reduced to what RapidMap touches, built and tested
// on Linux by `.ci/xcode-fixture.sh`; its Apple-only files are type-checked against
// Tests/AppleStandIn by `.ci/typecheck-adapters.sh`. In an Xcode project:
//   - AppScreens is a local package (or a framework target): the screens' maps, linked by the
//     app, its unit tests and its UI tests alike (a UI-test bundle cannot import the app);
//   - App is the app target, whose views set the maps' identifiers;
//   - AppTests is the hosted unit-test bundle; AppUITests the UI-test bundle;
//   - AppUITestsByMembership is the cheaper layout: a UI-test bundle with no AppScreens,
//     compiling the generated map files itself (Target Membership in Xcode; symbolic links here);
//   - DayOne/ (in no target) holds the login screen as declared before its first run, in one line.
import PackageDescription

/// What Xcode 26 gives a new app target: Default Actor Isolation = MainActor and Approachable
/// Concurrency, in the Swift 6 language mode; warnings are errors so none passes unseen.
let xcode26App: [SwiftSetting] = [
    .defaultIsolation(MainActor.self),
    .enableUpcomingFeature("InferIsolatedConformances"),
    .enableUpcomingFeature("NonisolatedNonsendingByDefault"),
    .treatAllWarnings(as: .error),
]

/// Test bundles keep the default (nonisolated) isolation, so a plain XCTestCase or @Test is
/// nonisolated, as in a new Xcode 26 project's test targets.
let xcode26Tests: [SwiftSetting] = [
    .enableUpcomingFeature("InferIsolatedConformances"),
    .enableUpcomingFeature("NonisolatedNonsendingByDefault"),
    .treatAllWarnings(as: .error),
]

let package = Package(
    name: "XcodeAppFixture",
    platforms: [.iOS(.v17), .macOS(.v14)],
    dependencies: [.package(name: "RapidMap", path: "../..")],
    targets: [
        .target(name: "AppScreens", dependencies: [.product(name: "RapidMap", package: "RapidMap")], swiftSettings: xcode26App),
        .target(name: "App", dependencies: ["AppScreens"], swiftSettings: xcode26App),
        .testTarget(
            name: "AppTests",
            dependencies: ["App", "AppScreens", .product(name: "RapidTesting", package: "RapidMap")],
            exclude: ["Recordings", "__Experience__"], swiftSettings: xcode26Tests),
        .testTarget(
            name: "AppUITests",
            dependencies: ["AppScreens", .product(name: "RapidTesting", package: "RapidMap")],
            swiftSettings: xcode26Tests),
        // The cheaper layout: no shared module; the map files are members of this target too.
        .testTarget(
            name: "AppUITestsByMembership",
            dependencies: [.product(name: "RapidMap", package: "RapidMap"), .product(name: "RapidTesting", package: "RapidMap")],
            swiftSettings: xcode26Tests),
    ]
)
