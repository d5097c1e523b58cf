#!/usr/bin/env bash
# Type-checks RapidTesting's Apple-only adapters (UIKitCapture.swift, XCUITestCapture.swift)
# on Linux against the stand-in of the documented API in Tests/AppleStandIn: the stand-ins
# are compiled as modules named UIKit and XCUIAutomation, and RapidTesting's sources are
# type-checked with -D RAPIDMAP_APPLE_STANDIN, which turns the adapters' guards on. Then
# the README's examples (Tests/AppleStandIn/Usage.swift) are type-checked as a client, and
# the check is checked: a misspelt member in either adapter must make it fail.
# The adapters are compiled against the real SDKs only on Apple platforms.
set -euo pipefail
cd "$(dirname "$0")/.."

swift build --target RapidTesting > /dev/null
modules="$(swift build --show-bin-path)/Modules"
# SwiftPM's package name for `package` access, as the build used it.
package_name="$(grep -o '"-package-name","[^"]*"' .build/debug.yaml 2> /dev/null | head -1 | cut -d'"' -f4 || true)"
package_name="${package_name:-$(basename "$PWD" | tr 'A-Z-' 'a-z_')}"

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
for module in UIKit XCUIAutomation; do
    swiftc -emit-module -swift-version 6 -module-name "$module" -o "$work/$module.swiftmodule" \
        "Tests/AppleStandIn/$module.swift"
done

typecheck() { # the RapidTesting sources to check, in a folder
    swiftc -typecheck -swift-version 6 -module-name RapidTesting -package-name "$package_name" \
        -I "$modules" -I "$work" -D RAPIDMAP_APPLE_STANDIN "$1"/*.swift
}

echo "type-checking the adapters against Tests/AppleStandIn"
typecheck Sources/RapidTesting

echo "type-checking the README's capture examples (Tests/AppleStandIn/Usage.swift) as a client"
mkdir "$work/client"
swiftc -emit-module -swift-version 6 -module-name RapidTesting -package-name "$package_name" \
    -I "$modules" -I "$work" -D RAPIDMAP_APPLE_STANDIN -o "$work/client/RapidTesting.swiftmodule" \
    Sources/RapidTesting/*.swift
swiftc -typecheck -swift-version 6 -I "$work/client" -I "$work" -I "$modules" Tests/AppleStandIn/Usage.swift

# Each adapter with one member misspelt must fail to type-check.
for mutation in "UIKitCapture.swift:object.accessibilityViewIsModal:object.accessibilityViewIsModel" \
                "XCUITestCapture.swift:snapshot.placeholderValue:snapshot.placeholderVal"; do
    IFS=: read -r file from to <<< "$mutation"
    rm -rf "$work/mutant" && mkdir "$work/mutant" && cp Sources/RapidTesting/*.swift "$work/mutant/"
    grep -qF "$from" "$work/mutant/$file" || { echo "mutation '$from' not found in $file"; exit 1; }
    sed -i "s/$from/$to/" "$work/mutant/$file"
    if typecheck "$work/mutant" > "$work/mutant.log" 2>&1; then
        echo "a misspelt member ($to in $file) type-checked: the stand-in check is not effective"; exit 1
    fi
    grep -q "error: .*has no member '${to#*.}'" "$work/mutant.log" \
        || { echo "the misspelt $to in $file failed for another reason:"; cat "$work/mutant.log"; exit 1; }
    echo "a misspelt member ($to in $file) fails, as it must:"
    grep -m1 "error: " "$work/mutant.log" | sed "s|$work/mutant/|Sources/RapidTesting/|; s/^/    /"
done
