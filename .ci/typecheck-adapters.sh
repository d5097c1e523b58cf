#!/usr/bin/env bash
# Type-checks RapidTesting's Apple-only adapters (UIKitCapture.swift, XCUITestCapture.swift,
# XCUITestNavigation.swift) on Linux against the stand-in of the documented API in
# Tests/AppleStandIn: the stand-ins are compiled as modules named UIKit and XCUIAutomation, and
# RapidTesting's sources are type-checked with -D RAPIDMAP_APPLE_STANDIN, which turns the
# adapters' guards on. Then the docs' examples (Tests/AppleStandIn/Usage.swift) are
# type-checked as a client, and the check is checked: a misspelt member or a wrong type in
# an adapter must make it fail.
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

echo "type-checking the docs' capture and UI-test examples (Tests/AppleStandIn/Usage.swift) as a client"
mkdir "$work/client"
swiftc -emit-module -swift-version 6 -module-name RapidTesting -package-name "$package_name" \
    -I "$modules" -I "$work" -D RAPIDMAP_APPLE_STANDIN -o "$work/client/RapidTesting.swiftmodule" \
    Sources/RapidTesting/*.swift
swiftc -typecheck -swift-version 6 -I "$work/client" -I "$work" -I "$modules" Tests/AppleStandIn/Usage.swift

# The check is checked: each adapter with one member misspelt, or one type wrong, must fail
# to type-check, with the error the change should cause (file|from|to|expected error).
for mutation in "UIKitCapture.swift|object.accessibilityViewIsModal|object.accessibilityViewIsModel|has no member 'accessibilityViewIsModel'" \
                "XCUITestCapture.swift|snapshot.placeholderValue|snapshot.placeholderVal|has no member 'placeholderVal'" \
                "UIKitCapture.swift|var alpha: CGFloat { view?.alpha|var alpha: CGFloat { view?.isHidden|cannot convert" \
                "XCUITestCapture.swift|var isEnabled: Bool { snapshot.isEnabled|var isEnabled: Bool { snapshot.title|cannot convert" \
                "XCUITestNavigation.swift|root.isHittable|root.isHitable|has no member 'isHitable'" \
                "XCUITestNavigation.swift|.matching(predicate).element|.matching(predicate).count|cannot convert"; do
    IFS='|' read -r file from to expected <<< "$mutation"
    rm -rf "$work/mutant" && mkdir "$work/mutant" && cp Sources/RapidTesting/*.swift "$work/mutant/"
    grep -qF "$from" "$work/mutant/$file" || { echo "mutation '$from' not found in $file"; exit 1; }
    python3 -c 'import sys; p, a, b = sys.argv[1:]; s = open(p).read(); open(p, "w").write(s.replace(a, b, 1))' \
        "$work/mutant/$file" "$from" "$to"
    if typecheck "$work/mutant" > "$work/mutant.log" 2>&1; then
        echo "'$to' in $file type-checked: the stand-in check is not effective"; exit 1
    fi
    grep -qF "$expected" "$work/mutant.log" \
        || { echo "'$to' in $file failed for another reason than '$expected':"; cat "$work/mutant.log"; exit 1; }
    echo "'$to' in $file fails, as it must:"
    grep -m1 "error: " "$work/mutant.log" | sed "s|$work/mutant/|Sources/RapidTesting/|; s/^/    /"
done
