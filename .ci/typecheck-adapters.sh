#!/usr/bin/env bash
# Type-checks RapidTesting's Apple-only code on Linux against the stand-ins of the documented
# API in Tests/AppleStandIn, compiled as modules named XCTest, UIKit and XCUIAutomation (and
# Testing, for Swift Testing 6.2): RapidTesting's sources are type-checked with
# -D RAPIDMAP_APPLE_STANDIN, which turns on every Apple branch (the UIKit and XCUITest
# adapters, XCTest attachments, the XCTest observer), in the Swift 6 language mode with
# warnings as errors (so no concurrency warning passes):
#   - as iOS, tvOS, visionOS and watchOS declare XCTest, and as macOS does
#     (-D RAPIDMAP_APPLE_STANDIN_MACOS: the observer takes `XCTIssueReference` there), with
#     no UIKit module in scope, as on a plain Mac, so its `#else` branches are checked;
#   - as Xcode 26.0 (Swift 6.2) reads them: every `#if compiler(>=6.3)` false, against
#     Tests/AppleStandIn/Testing-6.2.swift, the Swift Testing API of swift-testing's 6.2.0 tag.
# Then the README's examples (Tests/AppleStandIn/Usage.swift) are type-checked as a client, and
# so is Tests/XcodeAppFixture as an iOS app's targets with Xcode 26's settings (its
# Apple-only files, the UIKit view controller and the UI tests, included);
# RapidTesting's XCTest glue (attachments, the observer, where a failure is reported) is run
# from every isolation against the runnable parts of the XCTest stand-in
# (Tests/AppleStandIn/IsolationCheck.swift), whose `XCTContext.runActivity` traps off the
# main thread, with no test running and outside Xcode's runner as the real one does, and
# whose `XCTFail` tells the observers; an Xcode test bundle's code (Usage.swift) is checked
# to have no `Bundle.module`; and the check is checked: a misspelt member, a wrong type, the
# other platform's observer signature, a Swift 6.3 call outside its `#if`, a mistake in a
# plain-macOS branch, an activity run from any thread or outside Xcode's runner, or each
# rule of issue 40's testing glue broken must make it fail. So must a mistake in each call the modelled run-time
# rules of issue 40 rest on (the rules themselves run in `swift test`, on the fakes of
# Tests/RapidMapTestSupport/CaptureFakes.swift): `exists` before reading a gone element,
# the children of a single screen root, every copy's `isHittable`, the activation point and a slider's default one (its thumb),
# whether an object is a view, a window of the capture's own, the uptime the wait reads, and
# the switch turned off at exit; and of issue 49, the `async` capture's suspension between
# two reads (in a `@MainActor` Swift Testing test a run-loop turn runs no main-actor job).
# The Apple code is compiled against the real SDKs only on Apple platforms.
# Independent checks run side by side, one per core (.ci/parallel.sh), each in a folder of its
# own; their output is printed in the order below.
set -euo pipefail
cd "$(dirname "$0")/.."
source .ci/parallel.sh

swift build --target RapidTesting > /dev/null
modules="$(swift build --show-bin-path)/Modules"
# SwiftPM's package name for `package` access, as the build used it.
package_name="$(grep -o '"-package-name","[^"]*"' .build/debug.yaml 2> /dev/null | head -1 | cut -d'"' -f4 || true)"
package_name="${package_name:-$(basename "$PWD" | tr 'A-Z-' 'a-z_')}"

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
.ci/standin-modules.sh "$work" SwiftUI
mkdir -p "$work/testing-6.2"
swiftc -emit-module -swift-version 6 -module-name Testing -o "$work/testing-6.2/Testing.swiftmodule" \
    Tests/AppleStandIn/Testing-6.2.swift

typecheck() { # flavor (ios, macos or 6.2), then the folder of RapidTesting sources to check
    local flags=(-I "$work/ios")
    local folder="$2"
    case "$1" in
        macos) flags=(-I "$work/macos" -D RAPIDMAP_APPLE_STANDIN_MACOS) ;;
        6.2)
            # The sources as Swift 6.2 reads them: `#if compiler(>=6.3)` is false there.
            local view="$work/view-6.2-$(basename "$folder")"
            rm -rf "$view" && mkdir "$view" && cp "$folder"/*.swift "$view/"
            sed -i 's/#if compiler(>=6\.3)/#if compiler(>=99)/' "$view"/*.swift
            folder="$view"
            flags=(-I "$work/testing-6.2" -I "$work/ios") ;;
    esac
    swiftc -typecheck -swift-version 6 -warnings-as-errors -module-name RapidTesting -package-name "$package_name" \
        -I "$modules" "${flags[@]}" -D RAPIDMAP_APPLE_STANDIN "$folder"/*.swift
}

typecheck_flavor() { # flavor
    echo "type-checking RapidTesting's Apple code against Tests/AppleStandIn ($1)"
    typecheck "$1" Sources/RapidTesting
}
# First, side by side: RapidTesting's Apple code in each flavour, and the modules the later
# checks import (RapidTesting as a client sees it, the fixture's app, the runnable XCTest).
for flavor in ios macos 6.2; do spawn typecheck_flavor "$flavor"; done
client_module() {
    mkdir "$work/client"
    swiftc -emit-module -swift-version 6 -module-name RapidTesting -package-name "$package_name" \
        -I "$modules" -I "$work/ios" -D RAPIDMAP_APPLE_STANDIN -o "$work/client/RapidTesting.swiftmodule" \
        Sources/RapidTesting/*.swift
}
spawn client_module
# The Xcode app fixture as Xcode compiles it for an iOS app: AppScreens (its maps) and App
# with Xcode 26's new-app settings, then every file of its test bundles, the Apple-only
# ones (UIKit capture, XCUIApplication) included, against the stand-ins.
fixture=Tests/XcodeAppFixture
xcode26=(-swift-version 6 -warnings-as-errors -enable-upcoming-feature InferIsolatedConformances
    -enable-upcoming-feature NonisolatedNonsendingByDefault)
fixture_modules() {
    mkdir "$work/fixture"
    swiftc -emit-module "${xcode26[@]}" -default-isolation MainActor -module-name AppScreens -I "$modules" \
        -o "$work/fixture/AppScreens.swiftmodule" "$fixture"/Sources/AppScreens/*.swift
    swiftc -emit-module "${xcode26[@]}" -default-isolation MainActor -enable-testing -module-name App \
        -I "$work/fixture" -I "$work/ios" -I "$modules" -o "$work/fixture/App.swiftmodule" "$fixture"/Sources/App/*.swift
}
spawn fixture_modules
# The attachment code from every isolation, against the runnable XCTest stand-in.
runnable_xctest() {
    mkdir "$work/run"
    swiftc -emit-library -static -swift-version 6 -module-name XCTest -emit-module \
        -emit-module-path "$work/run/XCTest.swiftmodule" -o "$work/run/libXCTestStandIn.a" Tests/AppleStandIn/XCTest.swift
}
spawn runnable_xctest
join

# Then every check that imports them, and every mutant, side by side.
replace_once() { # file, text, its replacement: fails when the text is not in the file
    python3 -c 'import sys; p, a, b = sys.argv[1:4]; s = open(p).read(); assert a in s, a; open(p, "w").write(s.replace(a, b, 1))' "$@"
}
usage_as_client() {
    echo "type-checking the docs' capture and UI-test examples (Tests/AppleStandIn/Usage.swift) as a client"
    swiftc -typecheck -swift-version 6 -I "$work/client" -I "$work/ios" -I "$modules" Tests/AppleStandIn/Usage.swift
}
spawn usage_as_client
# Checked: an Xcode test bundle has no `Bundle.module` (SwiftPM generates it for a package
# target with resources only), so the docs' `Bundle(for:)` is the way there.
bundle_module_mutant() {
    sed 's/bundle: Bundle(for: BundledRecordingTests.self)/bundle: .module/' Tests/AppleStandIn/Usage.swift > "$work/Usage.swift"
    grep -qF 'bundle: .module' "$work/Usage.swift" || { echo "Usage.swift no longer reads a bundled recording with Bundle(for:)"; exit 1; }
    swiftc -typecheck -swift-version 6 -I "$work/client" -I "$work/ios" -I "$modules" "$work/Usage.swift" > "$work/usage-mutant.log" 2>&1 \
        && { echo "'bundle: .module' type-checked in an Xcode test bundle's code"; exit 1; }
    grep -qF "has no member 'module'" "$work/usage-mutant.log" || { echo "the Bundle.module mutant failed for another reason:"; cat "$work/usage-mutant.log"; exit 1; }
    echo "'bundle: .module' in Tests/AppleStandIn/Usage.swift fails, as it does in an Xcode test bundle"
}
spawn bundle_module_mutant

typecheck_bundle() { # the bundle's name, then the folder of its files
    swiftc -typecheck "${xcode26[@]}" -module-name "$1" -D RAPIDMAP_APPLE_STANDIN \
        -I "$work/fixture" -I "$work/client" -I "$work/ios" -I "$modules" "$2"/*.swift
}
fixture_bundle() { # the bundle's name
    echo "type-checking Tests/XcodeAppFixture's $1 as an iOS app's test bundle (Xcode 26's settings) against the stand-ins"
    typecheck_bundle "$1" "$fixture/Tests/$1"
}
for bundle in AppTests AppUITests AppUITestsByMembership; do spawn fixture_bundle "$bundle"; done
# Checked: the Apple-only files are compiled, not left out by their `#if canImport(…)`.
swiftui_mutant() {
    sed 's/accessibilityElement(children: .contain)/accessibilityElement(children: .contains)/' "$fixture/Sources/App/LoginView.swift" \
        > "$work/LoginView.swift"
    swiftc -typecheck "${xcode26[@]}" -default-isolation MainActor -module-name App \
        -I "$work/fixture" -I "$work/ios" -I "$modules" "$work/LoginView.swift" > "$work/swiftui-mutant.log" 2>&1 && { echo "'.contains' in $fixture/Sources/App/LoginView.swift type-checked: SwiftUI code is not checked"; exit 1; }
    grep -qF "has no member 'contains'" "$work/swiftui-mutant.log" || { echo "the SwiftUI mutant failed for another reason:"; cat "$work/swiftui-mutant.log"; exit 1; }
    echo "'.contains' in $fixture/Sources/App/LoginView.swift fails, as it must"
}
spawn swiftui_mutant
bundle_mutant() { # bundle|file|from|to|expected error
    local bundle file from to expected mutant
    IFS='|' read -r bundle file from to expected <<< "$1"
    mutant="$(mktemp -d "$work/mutant.XXXXXX")"
    cp "$fixture/Tests/$bundle"/*.swift "$mutant/"
    replace_once "$mutant/$file" "$from" "$to"
    if typecheck_bundle "$bundle" "$mutant" > "$mutant.log" 2>&1; then
        echo "'$to' in $fixture/Tests/$bundle/$file type-checked: the fixture's Apple-only files are not checked"; exit 1
    fi
    grep -qF "$expected" "$mutant.log" || { echo "'$to' in $file failed for another reason:"; cat "$mutant.log"; exit 1; }
    echo "'$to' in $fixture/Tests/$bundle/$file fails, as it must"
}
for mutation in "AppUITests|LoginUITests.swift|element(2, in: app).tap()|element(2, in: app).tapp()|has no member 'tapp'" \
                "AppTests|LoginViewControllerTests.swift|controller.loadViewIfNeeded()|controller.loadView()|has no member 'loadView'"; do
    spawn bundle_mutant "$mutation"
done

isolation_check() { # the folder of RapidTesting sources; runs the program
    local program
    program="$work/run/isolation-check-$(basename "$1")"
    swiftc -swift-version 6 -warnings-as-errors -parse-as-library -module-name IsolationCheck -D RAPIDMAP_APPLE_STANDIN \
        -I "$work/run" -L "$work/run" -lXCTestStandIn -o "$program" \
        "$1/TestAttachment.swift" "$1/ArtifactContent.swift" "$1/XCTestCaseTracker.swift" "$1/FailureSink.swift" "$1/CallSite.swift" \
        Tests/AppleStandIn/IsolationCheck.swift
    "$program"
}
isolation_run() {
    echo "attaching to an XCTest test from the main actor, a detached task, an async test and a plain thread"
    isolation_check Sources/RapidTesting | sed 's/^/    /'
}
spawn isolation_run

# The check is checked: each change must fail, with the error it should cause
# (flavor|file|from|to|expected error).
typecheck_mutant() { # flavor|file|from|to|expected error
    local flavor file from to expected mutant
    IFS='|' read -r flavor file from to expected <<< "$1"
    mutant="$(mktemp -d "$work/mutant.XXXXXX")"
    cp Sources/RapidTesting/*.swift "$mutant/"
    grep -qF "$from" "$mutant/$file" || { echo "mutation '$from' not found in $file"; exit 1; }
    replace_once "$mutant/$file" "$from" "$to"
    if typecheck "$flavor" "$mutant" > "$mutant.log" 2>&1; then
        echo "'$to' in $file type-checked ($flavor): the stand-in check is not effective"; exit 1
    fi
    grep -qF "$expected" "$mutant.log" \
        || { echo "'$to' in $file failed for another reason than '$expected':"; cat "$mutant.log"; exit 1; }
    echo "'$to' in $file fails ($flavor), as it must:"
    grep -m1 "error: " "$mutant.log" \
        | sed "s|$mutant/|Sources/RapidTesting/|; s|$work/view-6.2-$(basename "$mutant")/|Sources/RapidTesting/|; s/^/    /"
}
for mutation in "ios|UIKitAccessibilityObject.swift|object.accessibilityViewIsModal|object.accessibilityViewIsModel|has no member 'accessibilityViewIsModel'" \
                "ios|UIKitAccessibilityObject.swift|object.accessibilityElementCount()|object.accessibilityElementsCount()|has no member 'accessibilityElementsCount'" \
                "ios|XCUISnapshotNode.swift|attributes.placeholderValue|attributes.placeholderVal|has no member 'placeholderVal'" \
                "ios|UIKitAccessibilityObject.swift|var alpha: CGFloat { view?.alpha|var alpha: CGFloat { view?.isHidden|cannot convert" \
                "ios|XCUISnapshotNode.swift|var isEnabled: Bool { attributes.isEnabled|var isEnabled: Bool { attributes.title|cannot convert" \
                "ios|XCUITestNavigation.swift|roots.element(boundBy: \$0).isHittable|roots.element(boundBy: \$0).isHitable|has no member 'isHitable'" \
                "ios|XCUITestNavigation.swift|roots.element(boundBy: \$0).isHittable|roots.element(at: \$0).isHittable|cannot call value of non-function type" \
                "ios|XCUITestNavigation.swift|root.children(matching: .any).count > 0|root.children(matching: .anything).count > 0|has no member 'anything'" \
                "ios|XCUISnapshotNode.swift|var exists: Bool { element.exists }|var exists: Bool { element.exist }|has no member 'exist'" \
                "ios|UIKitAccessibilityObject.swift|object.accessibilityActivationPoint }|object.accessibilityActivationPt }|has no member 'accessibilityActivationPt'" \
                "ios|UIKitAccessibilityObject.swift|slider.thumbRect(forBounds: bounds, trackRect:|slider.thumbRect(for: bounds, trackRect:|incorrect argument label" \
                "ios|UIKitAccessibilityObject.swift|value: slider.value)|value: Double(slider.value))|cannot convert" \
                "ios|UIKitAccessibilityObject.swift|var isView: Bool { view != nil }|var isView: Bool { view }|cannot be used as a boolean" \
                "ios|UIKitAccessibilityObject.swift|current = class_getSuperclass(cls)|current = class_getSuperClass(cls)|cannot find 'class_getSuperClass' in scope" \
                "ios|UIKitCaptureHost.swift|window = UIWindow(frame:|window = UIWindow(bounds:|incorrect argument label" \
                "ios|UIKitCaptureHost.swift|ProcessInfo.processInfo.systemUptime|ProcessInfo.processInfo.systemUpTime|has no member 'systemUpTime'" \
                "ios|AccessibilityAutomationSwitch.swift|atexit(turnAutomationOffAtExit)|atexit(turnAutomationOffAtExit())|cannot convert" \
                "ios|XCUITestNavigation.swift|elements(in: app).element }|elements(in: app).count }|cannot convert" \
                "ios|TestAttachment.swift|MainActor.assumeIsolated {|do {|main actor-isolated" \
                "macos|XCTestCaseTracker.swift|didRecord issue: XCTIssueReference|didRecord issue: XCTIssue|does not conform to protocol 'XCTestObservation'" \
                "ios|XCTestCaseTracker.swift|didRecord issue: XCTIssue)|didRecord issue: XCTIssueReference)|does not conform to protocol 'XCTestObservation'" \
                "6.2|AuditHarness.swift|#if compiler(>=6.3)|#if true|extra argument 'severity' in call" \
                "macos|TestDevice.swift|return .mac|return .macintosh|has no member 'macintosh'" \
                "ios|UIKitCaptureHost.swift|try? await Task.sleep(nanoseconds:|try? await Task.sleep(nanosecond:|extraneous argument label 'nanosecond:'" \
                "ios|UIKitCapture.swift|try await AccessibilityTree(capturingLiveViewSuspending:|try AccessibilityTree(capturingLiveViewSuspending:|is 'async' but is not marked with 'await'"; do
    spawn typecheck_mutant "$mutation"
done

# Each runtime rule of XCTest the stand-in carries must stop the program when the code breaks
# it, as XCTest would: an activity run from whatever thread attaches, an activity with no
# test running, an activity outside Xcode's runner (`swift test` on macOS), an observer
# registered off the main thread; and each rule of issue 40's testing glue must fail a
# check of the program: the observer registered at the first use of RapidTesting, not at
# the first failure; the test case of a failure XCTest reports known as running (its
# start was announced before the observer existed); the test's name from the call site
# until then; a failure before registration reported to XCTest and standard error, never
# also to Swift Testing; a failing verification's files attached before its failure, which
# `continueAfterFailure = false` stops the test at, and a failure reported after its test
# ended sent to standard error, not to the test running then (issue 49); and, in the
# draft interoperability pitch's strict mode (modelled by the stand-in), no XCTest call
# inside a Swift Testing test, at the first use or in a report from a detached task of it,
# and the failures of one call in a test that stops at its first failure reported as one
# (file|from|to|the trap's or the failed check's words).
isolation_mutant() { # file|from|to|the trap's or the failed check's words
    local file from to trap mutant
    IFS='|' read -r file from to trap <<< "$1"
    mutant="$(mktemp -d "$work/mutant.XXXXXX")"
    cp Sources/RapidTesting/*.swift "$mutant/"
    replace_once "$mutant/$file" "$from" "$to"
    if (isolation_check "$mutant") > "$mutant.log" 2>&1; then
        echo "'$to' in $file ran: the isolation check is not effective"; cat "$mutant.log"; exit 1
    fi
    grep -qF "$trap" "$mutant.log" \
        || { echo "'$to' in $file failed for another reason than '$trap':"; cat "$mutant.log"; exit 1; }
    echo "'$to' in $file stops the program or fails its check, as it must:"
    grep -m1 -F "$trap" "$mutant.log" | sed 's/^ */    /'
}
for mutation in "TestAttachment.swift|onMainThread: Bool = Thread.isMainThread|onMainThread: Bool = true|MainActor.assumeIsolated" \
                "TestAttachment.swift|guard let testCase = tracker.runningTestCase else { return }|let testCase = tracker.runningTestCase ?? XCTestCase(standInName: \"none\")|Current context must not be nil" \
                "TestAttachment.swift|if onMainThread && activitiesAllowed {|if onMainThread {|activities are disallowed in the current configuration" \
                "XCTestCaseTracker.swift|Task { @MainActor in self.register() }|self.register()|registered and unregistered on the main thread" \
                "FailureSink.swift|if swiftTestingTestAtCall == nil { tracker.observe() }|if swiftTestingTestAtCall == nil { _ = tracker }|FAIL first use in a running test registers the observer" \
                "XCTestCaseTracker.swift|if !testCases.contains(where: { \$0 === testCase }) { testCases.append(testCase) }|_ = testCase|FAIL its files are attached to it" \
                "FailureSink.swift|\"\\(site.function)\".isEmpty ? nil|site.line > 0 ? nil|FAIL the test's name before its failure" \
                "FailureSink.swift|if !observing { return [.xcTest, .standardError] }|if !observing { return [.xcTest, .standardError, .swiftTesting] }|FAIL a failure before registration" \
                "FailureSink.swift|let attachFirst = testTakesAttachments()|let attachFirst = !testTakesAttachments()|ran after the test stopped at its failure (continueAfterFailure = false)" \
                "FailureSink.swift|guard let atCall, !tracker.isRunning(atCall.testCase)|guard let atCall, tracker.isRunning(atCall.testCase)|FAIL a failure after its test ended" \
                "FailureSink.swift|        if swiftTestingTestAtCall == nil { tracker.observe() }|        tracker.observe()|addTestObserver(_:): Usage of XCTest API in a Swift Testing context is unsupported" \
                "FailureSink.swift|if let test = swiftTestingTestAtCall {  // Never XCTest|if let test = swiftTestingTestAtCall, test.isEmpty {  // Never XCTest|XCTFail(\"report\"): Usage of XCTest API in a Swift Testing context is unsupported" \
                "FailureSink.swift|if messages.count > 1 && !testContinuesAfterFailure() {|if messages.count > 1 && testContinuesAfterFailure() {|XCTFail(\"second\") ran after the test stopped at its failure"; do
    spawn isolation_mutant "$mutation"
done
join
