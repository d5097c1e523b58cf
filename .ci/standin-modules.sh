#!/usr/bin/env bash
# Builds the stand-in modules of Tests/AppleStandIn into DIR/ios and DIR/macos, as iOS and as
# macOS declare them (-D STANDIN_MACOS). Plain macOS has no UIKit (Mac Catalyst is the iOS
# flavour), so its flavour has XCTest and XCUIAutomation only, and code type-checked against
# it sees `canImport(UIKit)` false. Extra modules (SwiftUI) go to the iOS flavour.
# Usage: .ci/standin-modules.sh DIR [EXTRA_MODULE ...]   (used by typecheck-adapters.sh and
# apple-availability.sh)
set -euo pipefail
cd "$(dirname "$0")/.."
work="$1"
shift
for flavor in ios macos; do
    mkdir -p "$work/$flavor"
    flag=()
    [[ "$flavor" == macos ]] && flag=(-D STANDIN_MACOS)
    swiftc -emit-module -swift-version 6 -module-name XCTest "${flag[@]}" -o "$work/$flavor/XCTest.swiftmodule" \
        Tests/AppleStandIn/XCTest.swift
    modules_of_flavor=(UIKit XCUIAutomation "$@")
    [[ "$flavor" == macos ]] && modules_of_flavor=(XCUIAutomation)
    for module in "${modules_of_flavor[@]}"; do
        swiftc -emit-module -swift-version 6 -module-name "$module" -I "$work/$flavor" \
            -o "$work/$flavor/$module.swiftmodule" "Tests/AppleStandIn/$module.swift"
    done
done
