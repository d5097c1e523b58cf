#!/usr/bin/env bash
# Builds and tests Tests/XcodeAppFixture, a team's Xcode 26 app reduced to what RapidMap touches
# (its own package, depending on this one by path): the maps in AppScreens, compiled with Xcode
# 26's new-app settings (MainActor default isolation, approachable concurrency, Swift 6, warnings
# as errors), are what `rapidgen generate` writes and verify from XCTest and Swift Testing tests
# of every isolation. The app's UIKit screens are captured (its App target compiled against the
# runnable UIKit of Tests/AppleStandIn/UIKitRuntime.swift, captured by RapidTesting's UIKit
# capture host and adapter as a hosted unit test captures them: .ci/fixture-capture.bash) and
# must be exactly their maps, with frames that have an area, and their committed recordings
# (.ci/fixture-recordings.sh --update records them; a planted difference must fail);
# the table and collection-view screens, captured also as a UI test's snapshot shows them,
# must give the same maps. Then the checks are checked: a control without a frame, with another
# label or left out must fail the capture check, so must an adapter that types by traits alone,
# and a map isolated to the main actor must be rejected where it is declared, with the
# compiler's message.
# The day-one screen (DayOne/, in no target) type-checks as the app would compile it.
# Its Apple-only files are type-checked by .ci/typecheck-adapters.sh.
set -euo pipefail
cd "$(dirname "$0")/.."
fixture=Tests/XcodeAppFixture

article=Sources/RapidMap/RapidMap.docc/FirstGreenVerifyInAnXcodeApp.md
echo "the Swift and JSON blocks of $article are the fixture's text"
python3 .ci/article-blocks.py "$article" "$fixture" | sed 's/^/    /'
# Checked: a block the fixture does not have fails.
mutant="$(mktemp)"
sed 's/nonisolated public enum LoginScreen: RapidScreen {}/nonisolated public enum LogInScreen: RapidScreen {}/' "$article" > "$mutant"
cmp -s "$article" "$mutant" && { rm -f "$mutant"; echo "the mutation matched nothing in $article"; exit 1; }
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

modules="$(swift build --package-path "$fixture" --show-bin-path)/Modules"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

# The app's UIKit screens, captured (.ci/fixture-capture.bash): the App target compiled against
# the runnable UIKit of Tests/AppleStandIn/UIKitRuntime.swift, each view controller's view
# captured through RapidTesting's UIKit capture as a hosted unit test captures it; what
# VoiceOver reads must be the screen's map (types, identifiers, labels, in order) with frames
# that have an area, and each capture must be the screen's committed recording.
echo "capturing the fixture's UIKit screens (runnable UIKit stand-in): each must be its map and its recording"
source .ci/fixture-capture.bash
recordings="$fixture/Tests/AppTests/Recordings"
capture_check "$fixture/Sources/App" Sources/RapidTesting --recordings "$recordings" | sed 's/^/    /'
# Checked: a recording that is not the capture (a label the view does not show) and one of no
# captured screen fail; a recording that is the capture in other bytes (compact JSON) passes.
mkdir "$work/planted" && cp "$recordings"/*.json "$work/planted/"
python3 - "$work/planted" <<'PLANT'
import json, sys
folder = sys.argv[1]
login = open(f"{folder}/LoginScreen.json").read()
assert '"label": "Welcome back"' in login
open(f"{folder}/LoginScreen.json", "w").write(login.replace('"label": "Welcome back"', '"label": "Welcome"', 1))
settings = json.load(open(f"{folder}/SettingsScreen.json"))
open(f"{folder}/SettingsScreen.json", "w").write(json.dumps(settings, separators=(",", ":"), ensure_ascii=False))
open(f"{folder}/ProfileScreen.json", "w").write(login)
PLANT
if capture_run --recordings "$work/planted" > "$work/planted.log" 2>&1; then
    echo "planted recordings passed: the recording check is not effective"; exit 1
fi
for expected in "$work/planted/LoginScreen.json is not the capture of the fixture's LoginScreen" \
                "$work/planted/ProfileScreen.json is a recording of no captured screen"; do
    grep -qF "$expected" "$work/planted.log" || { echo "planted recordings failed for another reason than '$expected':"; cat "$work/planted.log"; exit 1; }
done
if grep -F "SettingsScreen.json" "$work/planted.log"; then echo "a recording of the same tree in other bytes failed"; exit 1; fi
echo "a recording that is not the capture, or of no captured screen, fails, as it must:"
grep "^FAIL $work/planted/" "$work/planted.log" | sed "s|$work/planted/|$recordings/|; s/^/    /"

# Checked: a control left without a frame, a control labelled otherwise, and a control the
# view does not add each fail (file|from|to|expected).
for mutation in "LoginViewController.swift|signIn.frame = CGRect(x: 20, y: 436, width: width, height: 50)||LoginScreen: button LoginScreen.signIn \"Sign In\" has a frame without area" \
                "LoginViewController.swift|signIn.setTitle(\"Sign In\", for: .normal)|signIn.setTitle(\"Log In\", for: .normal)|captured button LoginScreen.signIn \"Log In\", the map says button LoginScreen.signIn \"Sign In\"" \
                "SettingsViewController.swift|.action(\"Sign Out\", name: \"signOut\"),||the map says button SettingsScreen.signOut \"Sign Out\""; do
    IFS='|' read -r file from to expected <<< "$mutation"
    rm -rf "$work/mutant" && mkdir "$work/mutant" && cp "$fixture/Sources/App"/*.swift "$work/mutant/"
    python3 -c 'import sys; p, a, b = sys.argv[1:]; s = open(p).read(); assert a in s, a; open(p, "w").write(s.replace(a, b, 1))' \
        "$work/mutant/$file" "$from" "$to"
    if capture_check "$work/mutant" Sources/RapidTesting > "$work/mutant.log" 2>&1; then
        echo "'$from' changed in $file and the captured screens still equal their maps: the capture check is not effective"; exit 1
    fi
    grep -qF "$expected" "$work/mutant.log" || { echo "'$from' changed in $file failed for another reason than '$expected':"; cat "$work/mutant.log"; exit 1; }
    echo "'$from' changed in $fixture/Sources/App/$file fails, as it must:"
    grep -m1 -F "$expected" "$work/mutant.log" | sed 's/^/    /'
done

# Checked: an adapter that does not say the object's class (as before issue 47: the type from
# the traits alone) records the mailboxes' rows as buttons, and the table screen fails its map.
rm -rf "$work/adapter" && mkdir "$work/adapter" && cp Sources/RapidTesting/*.swift "$work/adapter/"
python3 -c 'import sys; p, a, b = sys.argv[1:]; s = open(p).read(); assert a in s, a; open(p, "w").write(s.replace(a, b, 1))' \
    "$work/adapter/UIKitAccessibilityObject.swift" "var accessibilityClassNames: [String] {" "var classNamesNotAsked: [String] {"
expected='MailboxesScreen 0 (UIKit capture): captured button MailboxesScreen.inbox "Inbox", the map says cell MailboxesScreen.inbox "Inbox"'
if capture_check "$fixture/Sources/App" "$work/adapter" > "$work/mutant.log" 2>&1; then
    echo "an adapter typing by traits alone captured the table screen as its map: the class is not checked"; exit 1
fi
grep -qF "$expected" "$work/mutant.log" || { echo "the traits-only adapter failed for another reason than '$expected':"; cat "$work/mutant.log"; exit 1; }
echo "an adapter typing by traits alone fails the table screen, as it must:"
grep -m1 -F "$expected" "$work/mutant.log" | sed 's/^/    /'

# A map whose conformance is isolated to the main actor must fail where it is declared.
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

# Day one's screen, declared in one line (in no target: it has no map yet), compiles as the
# app's screens module compiles it; without RapidMap's import it must not (the check compiles).
echo "the day-one screen, declared in one line, compiles with Xcode 26's app settings"
day_one=(-typecheck -swift-version 6 -warnings-as-errors -default-isolation MainActor -enable-upcoming-feature InferIsolatedConformances
    -enable-upcoming-feature NonisolatedNonsendingByDefault -module-name AppScreens -I "$modules")
swiftc "${day_one[@]}" "$fixture/DayOne/LoginScreen.swift"
grep -v '^import RapidMap$' "$fixture/DayOne/LoginScreen.swift" > "$work/LoginScreen.swift"
if swiftc "${day_one[@]}" "$work/LoginScreen.swift" > "$work/mutant.log" 2>&1; then
    echo "the day-one screen compiled without RapidMap: the check is not effective"; exit 1
fi
echo "    without import RapidMap it fails, as it must"
