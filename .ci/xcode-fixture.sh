#!/usr/bin/env bash
# Builds and tests Tests/XcodeAppFixture, a team's Xcode 26 app reduced to what RapidMap touches
# (its own package, depending on this one by path): the maps in AppScreens, compiled with Xcode
# 26's new-app settings (MainActor default isolation, approachable concurrency, Swift 6, warnings
# as errors), are what `rapidgen generate` writes and verify from XCTest and Swift Testing tests
# of every isolation. Then the check is checked: a map isolated to the main actor must be
# rejected where it is declared, with the compiler's message.
# Its Apple-only files are type-checked by .ci/typecheck-adapters.sh.
set -euo pipefail
cd "$(dirname "$0")/.."
fixture=Tests/XcodeAppFixture

article=Sources/RapidMap/RapidMap.docc/FirstGreenVerifyInAnXcodeApp.md
echo "the Swift and JSON blocks of $article are the fixture's text"
python3 .ci/article-blocks.py "$article" "$fixture" | sed 's/^/    /'
# Checked: a block the fixture does not have fails.
mutant="$(mktemp)"
sed 's/LoginScreen.id("signIn")/LoginScreen.id("logIn")/' "$article" > "$mutant"
if python3 .ci/article-blocks.py "$mutant" "$fixture" > /dev/null; then
    rm -f "$mutant"; echo "an edited block passed: the article check is not effective"; exit 1
fi
rm -f "$mutant"

echo "rapidgen check: the fixture's maps are what rapidgen writes from its recordings"
swift build --product rapidgen > /dev/null
rapidgen="$(swift build --show-bin-path)/rapidgen"
(cd "$fixture" && "$rapidgen" check)

echo "building and testing $fixture"
log="$(mktemp)"
swift build --package-path "$fixture" --build-tests > "$log" 2>&1 || { cat "$log"; rm -f "$log"; exit 1; }
# CI=1: record mode never, as in CI; nothing is written into the fixture.
CI=1 swift test --package-path "$fixture" --skip-build > "$log" 2>&1 || { cat "$log"; rm -f "$log"; exit 1; }
grep -E "^Test Suite 'All tests' (passed|failed)|Executed [0-9]+ tests|^. Test run with" "$log" | tail -2 | sed 's/^ *\t*/    /'
rm -f "$log"

# A map whose conformance is isolated to the main actor must fail where it is declared.
modules="$(swift build --package-path "$fixture" --show-bin-path)/Modules"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
sed -e 's/^nonisolated public enum LoginScreen/@MainActor public enum LoginScreen/' -e 's/nonisolated public static/public static/' \
    "$fixture/Sources/AppScreens/LoginScreen.swift" > "$work/LoginScreen.swift"
if swiftc -typecheck -swift-version 6 -default-isolation MainActor -enable-upcoming-feature InferIsolatedConformances \
    -enable-upcoming-feature NonisolatedNonsendingByDefault -module-name AppScreens -I "$modules" \
    "$work/LoginScreen.swift" > "$work/mutant.log" 2>&1; then
    echo "a main-actor-isolated map compiled: RapidScreen does not reject isolated conformances"; exit 1
fi
grep -q "conformance of 'LoginScreen' to protocol 'RapidScreen' crosses into main actor-isolated code" "$work/mutant.log" \
    || { echo "the main-actor-isolated map failed for another reason:"; cat "$work/mutant.log"; exit 1; }
echo "a map isolated to the main actor fails where it is declared, as it must:"
grep -m1 "error: " "$work/mutant.log" | sed "s|$work/|$fixture/Sources/AppScreens/|; s/^/    /"
