# Sourced by .ci/xcode-fixture.sh and .ci/fixture-recordings.sh (from the package's root,
# with $work a scratch folder and Tests/XcodeAppFixture built): the capture of the fixture's
# UIKit screens. Its App target is compiled against the runnable UIKit of
# Tests/AppleStandIn/UIKitRuntime.swift with Xcode 26's new-app settings, and
# Tests/AppleStandIn/FixtureCaptureCheck.swift with RapidTesting's own UIKit capture
# (UIKitCaptureHost.swift, AccessibilityAutomationSwitch.swift, TestDevice.swift and the
# adapter UIKitAccessibilityObject.swift), linked with the objects of the fixture's build
# (RapidMap, RapidTree, RapidScreenReader, RapidVerify and the maps, AppScreens): no module is
# built twice. The capture turns the accessibility runtime on through libAccessibility's
# switch, found by dlopen as in a simulator: Tests/AppleStandIn/libAccessibility.c, built by
# the Swift toolchain's clang under $work/capture/simulator, is what IPHONE_SIMULATOR_ROOT
# points at.
#   capture_build APP_FOLDER ADAPTER_FOLDER   compiles the program from those folders' sources
#   capture_run [ARGS...]                     runs it (--recordings DIR [--update])
#   capture_check APP_FOLDER ADAPTER_FOLDER [ARGS...]   both
fixture=Tests/XcodeAppFixture
fixture_bin="$(swift build --package-path "$fixture" --show-bin-path)"
xcode26=(-swift-version 6 -warnings-as-errors -enable-upcoming-feature InferIsolatedConformances
    -enable-upcoming-feature NonisolatedNonsendingByDefault)
mkdir -p "$work/capture/simulator/usr/lib"
swiftc -emit-library -static -emit-module -swift-version 6 -module-name UIKit -emit-module-path "$work/capture/UIKit.swiftmodule" \
    -o "$work/capture/libUIKit.a" Tests/AppleStandIn/UIKitRuntime.swift
clang -shared -fPIC -o "$work/capture/simulator/usr/lib/libAccessibility.dylib" Tests/AppleStandIn/libAccessibility.c
# The capture walker and the adapter's protocol are `package` API of RapidMap's package: the
# check is compiled as part of that package, under the name SwiftPM gave it in the fixture's build.
rapidmap_package="$(grep '"-module-name","RapidVerify"' "$fixture/.build/debug.yaml" | grep -o '"-package-name","[^"]*"' | head -1 | cut -d'"' -f4)"
[[ -n "$rapidmap_package" ]] || { echo "no -package-name for RapidVerify in $fixture/.build/debug.yaml"; exit 1; }

capture_build() { # the folder of the App target's sources, then of RapidTesting's
    local adapter="$2"
    local sources=(Tests/AppleStandIn/FixtureCaptureCheck.swift "$adapter"/UIKitAccessibilityObject.swift "$adapter"/UIKitCustomAction.swift
        "$adapter"/UIKitCaptureHost.swift "$adapter"/AccessibilityAutomationSwitch.swift "$adapter"/TestDevice.swift)
    swiftc -emit-library -static -emit-module "${xcode26[@]}" -default-isolation MainActor -enable-testing -module-name App \
        -I "$work/capture" -I "$fixture_bin/Modules" -emit-module-path "$work/capture/App.swiftmodule" -o "$work/capture/libApp.a" "$1"/*.swift
    # The program's own code depends on its sources and the interfaces it imports (App's
    # .swiftmodule is the same from any folder): it is compiled again when they changed, else
    # only linked with the new App (a mutant of the App's code costs a link, not a compile).
    local key
    key="$(cat "${sources[@]}" "$work/capture/App.swiftmodule" "$fixture_bin"/Modules/{AppScreens,RapidMap,RapidVerify}.swiftmodule | cksum)"
    if [[ "$key" != "$(cat "$work/capture/check.key" 2> /dev/null)" ]]; then
        swiftc -c -wmo -swift-version 6 -warnings-as-errors -parse-as-library -module-name FixtureCaptureCheck -package-name "$rapidmap_package" \
            -I "$work/capture" -I "$fixture_bin/Modules" -o "$work/capture/check.o" "${sources[@]}"
        echo "$key" > "$work/capture/check.key"
    fi
    swiftc -o "$work/capture/check" "$work/capture/check.o" -L "$work/capture" -lUIKit -lApp \
        "$fixture_bin"/RapidMap.build/*.o "$fixture_bin"/RapidTree.build/*.o "$fixture_bin"/RapidScreenReader.build/*.o \
        "$fixture_bin"/RapidVerify.build/*.o "$fixture_bin"/AppScreens.build/*.o
}

capture_run() {
    IPHONE_SIMULATOR_ROOT="$work/capture/simulator" "$work/capture/check" "$@"
}

capture_check() {
    capture_build "$1" "$2"
    capture_run "${@:3}"
}
