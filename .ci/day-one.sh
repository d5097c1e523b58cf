#!/usr/bin/env bash
# Day one, for real: a fresh package depending on RapidMap by path, a screen declared in one
# line in a module built with Xcode 26's settings, and a test in another module verifying a
# recorded tree. Each step is a separate `swift test` process (the second run must compile the
# map the first one wrote; an in-process harness would prove nothing):
#   1. the first run fails once and changes exactly the files its message lists (the root view
#      has no identifier: the map covers the app's window and declares it);
#   2. the second run passes, and `rapidgen check` from the same checkout passes;
#   3. with CI set, a changed tree (the root view got its identifier, a control went) fails,
#      saying the root appeared, and changes nothing;
#   4. RAPIDMAP_RECORD=failed records the change, scoped to the root now, and the next run passes;
# then, against that build (`--skip-build`: what was compiled stays what it was):
#   5. a region edited by hand since the build is refused, and nothing changes;
#   6. a map or a recording reached through a link to outside the project is refused, by the
#      test and by rapidgen, and nothing is written there or in the project;
#   7. a test whose source tree is not on the machine writes the artifacts folder and prints a
#      rapidgen command; run as printed where the project is, it makes the next run pass, for
#      a screen with a map and for one with no map yet (its map, recording and entry created);
#   8. tests running in parallel, in one process (Swift Testing) and as two processes (as
#      `swift test --parallel` and Xcode's parallel clones run them) record four new screens
#      (one of them from two tests) into one new manifest on their first run, through a lock
#      a stopped test left on it, with no machine path in their messages; the second run passes;
#   9. two processes taking over one stale lock at the same moment: exactly one wins.
set -euo pipefail
cd "$(dirname "$0")/.."
repo="$(pwd)"
work="$(mktemp -d)"
[ -n "${DAY_ONE_KEEP:-}" ] || trap 'rm -rf "$work"' EXIT
project="$work/Shop"
mkdir -p "$project/Sources/Screens" "$project/Tests/ScreensTests/Fixtures"
# As the README says: the test target excludes Recordings, created before the first build.
mkdir "$project/Tests/ScreensTests/Recordings"

cat > "$project/Package.swift" <<EOF
// swift-tools-version:6.2
import PackageDescription

let package = Package(
    name: "Shop",
    platforms: [.iOS(.v17), .macOS(.v14)],
    dependencies: [.package(name: "RapidMap", path: "$repo")],
    targets: [
        .target(
            name: "Screens", dependencies: [.product(name: "RapidMap", package: "RapidMap")],
            swiftSettings: [
                .defaultIsolation(MainActor.self), .enableUpcomingFeature("InferIsolatedConformances"),
                .enableUpcomingFeature("NonisolatedNonsendingByDefault"), .treatAllWarnings(as: .error),
            ]),
        .testTarget(
            name: "ScreensTests",
            dependencies: ["Screens", .product(name: "RapidTesting", package: "RapidMap")],
            exclude: ["Fixtures", "Recordings"]),
    ]
)
EOF
printf 'import RapidMap\n\nnonisolated public enum LoginScreen: RapidScreen {}\n' > "$project/Sources/Screens/LoginScreen.swift"
# A second one-line screen, whose test runs only in run 7 (DAY_ONE_NO_MAP): a screen with no
# map yet, verified where the sources are not.
printf 'import RapidMap\n\nnonisolated public enum WelcomeScreen: RapidScreen {}\n' > "$project/Sources/Screens/WelcomeScreen.swift"
cat > "$project/Tests/ScreensTests/WelcomeTests.swift" <<'EOF'
import Foundation
import RapidTesting
import Screens
import Testing

@Test(.enabled(if: ProcessInfo.processInfo.environment["DAY_ONE_NO_MAP"] != nil))
func welcomeScreenIsInVoiceOverOrder() throws {
    let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/login.json")
    let tree = try AccessibilityTree(reading: Data(contentsOf: fixture), path: fixture.path)
    #expect(verify(WelcomeScreen.self, tree))
}
EOF
cat > "$project/Tests/ScreensTests/LoginTests.swift" <<'EOF'
import Foundation
import RapidTesting
import Screens
import Testing

@Test func loginScreenIsInVoiceOverOrder() throws {
    let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/login.json")
    let tree = try AccessibilityTree(reading: Data(contentsOf: fixture), path: fixture.path)
    #expect(verify(LoginScreen.self, tree))
}
EOF
# Day one's app has not given the screen's root view an identifier yet.
python3 - ScreenMaps/Recordings/LoginScreen.json "$project/Tests/ScreensTests/Fixtures/login.json" <<'PY'
import json, sys
tree = json.load(open(sys.argv[1]))
def strip(node):
    if node.get("identifier") == "LoginScreen": del node["identifier"]
    for k in node.get("children", []): strip(k)
strip(tree["root"])
json.dump(tree, open(sys.argv[2], "w"), indent=2)
PY
printf '.build/\n.swiftpm/\nPackage.resolved\n' > "$project/.gitignore"
(cd "$project" && git init -q && git add -A && git -c user.email=ci@example.invalid -c user.name=ci commit -qm start)

run() { # run LABEL EXPECTED_STATUS [--skip-build] [VAR=VALUE...]: one `swift test` process in $run_in
    local label="$1" expected="$2"; shift 2
    local status=0 skip=()
    if [ "${1:-}" = --skip-build ]; then skip=(--skip-build); shift; fi
    (cd "${run_in:-$project}" && env -u CI "$@" swift test "${skip[@]}" > "$work/$label.log" 2>&1) || status=$?
    if { [ "$expected" = pass ] && [ "$status" != 0 ]; } || { [ "$expected" = fail ] && [ "$status" = 0 ]; }; then
        cat "$work/$label.log"; echo "day one: $label: expected the tests to $expected (status $status)"; exit 1
    fi
    echo "    $label: the tests $( [ "$status" = 0 ] && echo pass || echo fail ), as they must"
}
changed() { (cd "$project" && git add -A && git status --porcelain | awk '{print $2}' | sort) }
commit() { (cd "$project" && git add -A && git -c user.email=ci@example.invalid -c user.name=ci commit -qm "$1"); }
# The project's whole content (tracked and untracked, .gitignore'd builds aside) as one hash.
snapshot() { (cd "$project" && git add -A && git write-tree); }
# Every file below a folder outside the project, with its hash.
fingerprint() { (cd "$1" && find . -type f -print0 | sort -z | xargs -0 sha256sum); }
fail() { cat "$work/$1.log"; echo "day one: $1: $2"; exit 1; }
listed() { grep -E '^ +[^ ]+ \((new recording|recording updated|map of |manifest created|.*entry added)' "$work/$1.log" | sed -E 's/^ +([^ ]+) .*/\1/' | sort -u; }

echo "run 1: a screen declared in one line is recorded into the project, and the test fails once"
run first fail
grep -q "LoginScreen has no map yet." "$work/first.log" || { cat "$work/first.log"; echo "day one: no 'no map yet' line"; exit 1; }
if [ "$(changed)" != "$(listed first)" ]; then
    echo "changed:"; changed; echo "listed:"; listed first; echo "day one: the files changed are not the files the failure lists"; exit 1
fi
changed | sed 's/^/      changed: /'
grep -q "controls.append(ControlInformation(index: 0" "$project/Sources/Screens/LoginScreen.swift"
grep -q "static var mapScope: MapScope { .appWindow }" "$project/Sources/Screens/LoginScreen.swift" \
    || { cat "$project/Sources/Screens/LoginScreen.swift"; echo "day one: the map does not say it covers the app's window"; exit 1; }
commit recorded

echo "run 2: the recorded map compiles and the test passes; rapidgen check agrees"
run second pass
# The README's manifest lines build without a warning before the first recording (run 1) and after it (run 2).
if grep -hE "warning: .*(Invalid Exclude|Invalid Resource|unhandled)" "$work/first.log" "$work/second.log"; then
    echo "day one: SwiftPM warns about the test target's folders"; exit 1
fi
swift build --product rapidgen > /dev/null
bin="$(swift build --show-bin-path)"
(cd "$project" && "$bin/rapidgen" check) > "$work/check.log" 2>&1 \
    || { cat "$work/check.log"; echo "day one: rapidgen check failed on the recorded map"; exit 1; }
sed 's/^/    /' "$work/check.log"
# What the test wrote is what rapidgen writes, header included.
! grep -q "note:" "$work/check.log" || { echo "day one: the recorded map differs from what rapidgen writes"; exit 1; }

echo "run 3: on CI, a changed tree (root identifier added, sign-in gone) fails and changes nothing"
python3 - ScreenMaps/Recordings/LoginScreen.json "$project/Tests/ScreensTests/Fixtures/login.json" <<'EOF'
import json, sys
path = sys.argv[2]
tree = json.load(open(sys.argv[1]))
def drop(node):
    kids = node.get("children", [])
    node["children"] = [k for k in kids if k.get("identifier") != "LoginScreen.signIn"]
    for k in node["children"]: drop(k)
drop(tree["root"])
json.dump(tree, open(path, "w"), indent=2)
EOF
commit "root identifier added, sign-in gone"
run ci fail CI=true
[ -z "$(changed)" ] || { changed; echo "day one: a CI run changed the checkout"; exit 1; }
grep -q "screen root appeared" "$work/ci.log" || fail ci "no 'screen root appeared' difference"

echo "run 4: RAPIDMAP_RECORD=failed records the change; the next run passes"
run accept fail RAPIDMAP_RECORD=failed
[ -n "$(changed)" ] || { echo "day one: RAPIDMAP_RECORD=failed changed nothing"; exit 1; }
! grep -q "mapScope" "$project/Sources/Screens/LoginScreen.swift" || fail accept "the map re-recorded with its root still declares the app's window"
changed | sed 's/^/      changed: /'
run again pass
commit accepted
(cd "$project" && git tag accepted)
fixture="$project/Tests/ScreensTests/Fixtures/login.json"
login="$project/Sources/Screens/LoginScreen.swift"
artifacts="$work/artifacts"
restore() { (cd "$project" && git reset -q --hard accepted && git clean -qfd); }

echo "run 5: a region edited by hand since the build is refused, and nothing in the project changes"
sed -i 's/label: "Acme"))/label: "Acme Inc"))/' "$login"
grep -q 'label: "Acme Inc"' "$login" || { echo "day one: the hand edit did not apply"; exit 1; }
cp "$repo/ScreenMaps/Recordings/LoginScreen.json" "$fixture" # sign-in is back: a changed tree
before="$(snapshot)"
run hand fail --skip-build RAPIDMAP_RECORD=failed RAPIDMAP_ARTIFACTS="$artifacts"
grep -q "Not recorded into the project: the map of LoginScreen in Sources/Screens/LoginScreen.swift is not the one this test was built with" \
    "$work/hand.log" || fail hand "no refusal naming the hand-edited region"
[ "$(snapshot)" = "$before" ] || { changed; fail hand "the refused recording changed the project"; }
restore

echo "run 6: a map or a recording reached through a link to outside the project is refused; nothing is written"
outside="$work/outside"
refused() { # refused LABEL PATH: the recording is refused, naming PATH; nothing changed here or there
    local label="$1" path="$2" before outside_before
    cp "$repo/ScreenMaps/Recordings/LoginScreen.json" "$fixture"
    before="$(snapshot)" outside_before="$(fingerprint "$outside")"
    run "$label" fail --skip-build RAPIDMAP_RECORD=failed RAPIDMAP_ARTIFACTS="$artifacts"
    grep -q "Not recorded into the project: $path resolves to $(realpath "$outside")/[^ ]*, outside the project" "$work/$label.log" \
        || fail "$label" "no refusal naming $path"
    [ "$(snapshot)" = "$before" ] || { changed; fail "$label" "the refused recording changed the project"; }
    [ "$(fingerprint "$outside")" = "$outside_before" ] || fail "$label" "a file outside the project was written"
    echo "      refused: $path"
}
# The manifest's output goes through `link`, a link to a copy of the declaration outside.
mkdir "$outside"
cp "$login" "$outside/LoginScreen.swift"
ln -s "$outside" "$project/link"
sed -i 's#"output": "Sources/Screens/LoginScreen.swift"#"output": "link/LoginScreen.swift"#' "$project/rapidmap.json"
grep -q '"output": "link/LoginScreen.swift"' "$project/rapidmap.json" || { echo "day one: the manifest edit did not apply"; exit 1; }
commit "output through a link"
refused output link/LoginScreen.swift
# rapidgen refuses the same entry, whichever command writes through it.
outside_before="$(fingerprint "$outside")"
tree="$fixture" # a refusal writes no artifacts: the fixture is the tree the test recorded
for command in "generate" "accept $tree --screen LoginScreen"; do
    # shellcheck disable=SC2086 # the words are split on purpose
    if (cd "$project" && "$bin/rapidgen" $command) > "$work/rapidgen.log" 2>&1 \
        || ! grep -q "through a symbolic link, outside the manifest's folder" "$work/rapidgen.log"; then
        fail rapidgen "rapidgen ${command%% *} did not refuse the linked output"
    fi
    echo "      refused: rapidgen ${command%% *}"
done
[ "$(fingerprint "$outside")" = "$outside_before" ] || fail rapidgen "rapidgen wrote outside the project"
restore
# The test's Recordings folder is a link to a folder outside.
mv "$project/Tests/ScreensTests/Recordings" "$outside/Recordings"
ln -s "$outside/Recordings" "$project/Tests/ScreensTests/Recordings"
commit "recordings through a link"
refused recording Tests/ScreensTests/Recordings/LoginScreen.json
restore

echo "run 7: without its source tree, a test writes the artifacts folder and prints a rapidgen command that works,"
echo "       for a screen with a map and for one with no map yet"
# The built tests run where the project is not (a CI runner without the checkout, a device):
# the project is moved away, and only the changed tree is left where the test reads it, with
# no project folder above it.
away="$work/Away"
mv "$project" "$away"
mkdir -p "$(dirname "$fixture")"
cp "$repo/ScreenMaps/Recordings/LoginScreen.json" "$fixture"
rm -rf "$artifacts"
run_in="$away" run away fail --skip-build RAPIDMAP_RECORD=failed RAPIDMAP_ARTIFACTS="$artifacts" DAY_ONE_NO_MAP=1
[ "$(cd "$project" && find . -type f)" = "./Tests/ScreensTests/Fixtures/login.json" ] || fail away "files were written beside the absent sources"
[ -z "$(cd "$away" && git status --porcelain)" ] || fail away "the project changed"
for role in tree map picture; do
    grep -qE "^ +$role: $artifacts/" "$work/away.log" || fail away "no $role in the artifacts folder"
    [ -f "$(grep -m1 -oE "^ +$role: [^ ]+" "$work/away.log" | sed -E 's/^ +[a-z]+: //')" ] || fail away "the $role listed is not there"
done
printed_for() { grep -E '^ +(swift run (--package-path [^ ]+ )?)?rapidgen .* --screen '"$1"'( |$)' "$work/away.log" | tail -1 | sed -E 's/^ +//'; }
printed="$(printed_for LoginScreen)" printed_new="$(printed_for WelcomeScreen)"
[ -n "$printed" ] || fail away "no rapidgen command printed"
[ -n "$printed_new" ] || fail away "no rapidgen command printed for the screen with no map yet"
echo "      printed: ${printed//$work/\$work}"
echo "      printed: ${printed_new//$work/\$work}"
rm -rf "$project"
mv "$away" "$project"
cp "$repo/ScreenMaps/Recordings/LoginScreen.json" "$fixture"
commit "sign-in back"
# Run as printed, in the project's folder, with the rapidgen this checkout builds installed.
(cd "$project" && PATH="$bin:$PATH" eval "$printed") > "$work/printed.log" 2>&1 || fail printed "the printed command failed"
[ "$(changed | tr '\n' ' ')" = "Sources/Screens/LoginScreen.swift Tests/ScreensTests/Recordings/LoginScreen.json " ] \
    || { changed; fail printed "the printed command did not update exactly the map and the recording"; }
changed | sed 's/^/      changed: /'
commit "printed command run"
# The screen with no map yet: its map into its declaration, its recording beside the test, its
# entry into the manifest, as the test records in place.
(cd "$project" && PATH="$bin:$PATH" eval "$printed_new") > "$work/printed-new.log" 2>&1 || fail printed-new "the printed command failed"
[ "$(changed | tr '\n' ' ')" = "Sources/Screens/WelcomeScreen.swift Tests/ScreensTests/Recordings/WelcomeScreen.json rapidmap.json " ] \
    || { changed; fail printed-new "the printed command did not record exactly the map, the recording and the entry"; }
[ "$(changed)" = "$(listed printed-new)" ] || { listed printed-new; fail printed-new "the files changed are not the files it lists"; }
changed | sed 's/^/      changed: /'
(cd "$project" && "$bin/rapidgen" check) > "$work/check-printed.log" 2>&1 || fail check-printed "rapidgen check failed after the printed commands"
run printed-then pass DAY_ONE_NO_MAP=1
commit "printed command for a new screen run"

echo "run 8: four new screens whose tests run in parallel, in one process and as two processes, are all recorded by the first run"
# Swift Testing runs a process's tests at once: two screens create one manifest, and a second
# test of one screen (a unit and a UI test of it) records it too. Two more screens are tested
# by two processes at once, through a lock on the manifest that a stopped test left: one of
# them takes it over, the other waits for it. A test that finds a file taken waits, reads it
# under the lock and adds its part: every screen is recorded on the first run.
git -C "$project" rm -q rapidmap.json
for screen in SignUpScreen ProfileScreen CartScreen CheckoutScreen; do
    printf 'import RapidMap\n\nnonisolated public enum %s: RapidScreen {}\n' "$screen" > "$project/Sources/Screens/$screen.swift"
done
cat > "$project/Tests/ScreensTests/ParallelTests.swift" <<'SWIFT'
import Foundation
import RapidTesting
import Screens
import Testing

func fixtureTree() throws -> AccessibilityTree {
    let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/login.json")
    return try AccessibilityTree(reading: Data(contentsOf: fixture), path: fixture.path)
}
@Test func signUpScreen() throws { #expect(verify(SignUpScreen.self, try fixtureTree())) }
@Test func profileScreen() throws { #expect(verify(ProfileScreen.self, try fixtureTree())) }
@Test func signUpScreenAgain() throws { #expect(verify(SignUpScreen.self, try fixtureTree())) }
@Test func cartScreen() throws { #expect(verify(CartScreen.self, try fixtureTree())) }
@Test func checkoutScreen() throws { #expect(verify(CheckoutScreen.self, try fixtureTree())) }
SWIFT
commit "four one-line screens, five tests, no manifest"
(cd "$project" && swift build --build-tests > "$work/parallel-build.log" 2>&1) || fail parallel-build "the tests did not build"
# SwiftPM runs one `swift test` per package at a time: the two processes run the test bundle
# itself, as `swift test` does (the Swift Testing entry point of the bundle).
tests_bin="$(cd "$project" && swift build --show-bin-path)/ShopPackageTests.xctest"
bundle() { (cd "$project" && env -u CI "$tests_bin" --testing-library swift-testing "$@"); }
bundle --filter 'signUpScreen|profileScreen' > "$work/parallel-1.log" 2>&1 && fail parallel-1 "the first run passed"
grep -q "signUpScreenAgain" "$work/parallel-1.log" || fail parallel-1 "the second test of SignUpScreen did not run"
# A lock left by a test stopped two minutes ago, on the manifest both processes add to.
lock="$project/rapidmap.json.rapidmap-lock"
: > "$lock"
touch -d '2 minutes ago' "$lock"
bundle --filter cartScreen > "$work/parallel-cart.log" 2>&1 & cart=$!
bundle --filter checkoutScreen > "$work/parallel-checkout.log" 2>&1 & checkout=$!
wait "$cart" && fail parallel-cart "the first run passed"
wait "$checkout" && fail parallel-checkout "the first run passed"
[ -z "$(find "$project" -name '*.rapidmap-lock*' -not -path '*/.build/*')" ] || fail parallel-cart "a lock is left behind"
for log in parallel-1 parallel-cart parallel-checkout; do
    # What a test tells: paths relative to the project, no refusal, one next step.
    ! grep -qE "$work|$(realpath "$work")" "$work/$log.log" || fail "$log" "a message names a machine path"
    ! grep -qE "Not recorded|rapidgen (accept|generate)" "$work/$log.log" || fail "$log" "a screen was not recorded in its first run"
    [ "$(grep -c "Run the tests again" "$work/$log.log")" = "$(grep -c "has no map yet" "$work/$log.log")" ] \
        || fail "$log" "not one next step per failure"
done
grep -q "Another test of this run recorded SignUpScreen's map into the project, from the same tree" "$work/parallel-1.log" \
    || fail parallel-1 "the second test of SignUpScreen did not say another test recorded it"
cat "$work"/parallel-{1,cart,checkout}.log > "$work/parallel.log"
[ "$(changed)" = "$(listed parallel)" ] || { changed; listed parallel; fail parallel "the files changed are not the files the failures list"; }
changed | sed 's/^/      changed: /'
for screen in SignUpScreen ProfileScreen CartScreen CheckoutScreen; do
    [ "$(grep -c "\"screen\": \"$screen\"" "$project/rapidmap.json")" = 1 ] || { cat "$project/rapidmap.json"; fail parallel "the manifest does not list $screen once"; }
    [ "$(grep -c "rapidgen:begin $screen\$" "$project/Sources/Screens/$screen.swift")" = 1 ] || fail parallel "$screen's map was not recorded once"
done
commit "parallel first run"
run parallel-2 pass
(cd "$project" && "$bin/rapidgen" check) > "$work/check-parallel.log" 2>&1 || { cat "$work/check-parallel.log"; fail parallel-2 "rapidgen check failed"; }
echo "run 9: two processes take over one stale lock at the same moment: exactly one wins"
# The race is the file system's, so real processes run it: two of this checkout's test bundle
# (built by `swift test` before this script in .ci/run), each taking the lock over and leaving
# a mark saying whether it won.
race="$work/race"
mkdir -p "$race"
: > "$race/rapidmap.json.rapidmap-lock"
touch -d '2 minutes ago' "$race/rapidmap.json.rapidmap-lock"
[ -x "$bin/RapidMapPackageTests.xctest" ] || { echo "day one: no test bundle in $bin: run swift build --build-tests first"; exit 1; }
at=$(($(date +%s%3N) + 2000))
for process in 1 2; do
    RAPIDMAP_LOCK_RACE="$race/rapidmap.json.rapidmap-lock" RAPIDMAP_LOCK_RACE_AT="$at" \
        "$bin/RapidMapPackageTests.xctest" --testing-library swift-testing --filter LockFilesTests/processTakesOver > "$work/race-$process.log" 2>&1 &
done
wait
won="$(find "$race" -name '*.won-*' | wc -l)" lost="$(find "$race" -name '*.lost-*' | wc -l)"
[ "$won" = 1 ] && [ "$lost" = 1 ] || { cat "$work"/race-*.log; echo "day one: $won processes won the stale lock and $lost lost it (a test bundle older than LockFilesTests leaves none: build the tests)"; exit 1; }
echo "    one process took the stale lock over, the other found it taken"
[ ! -e "$race/rapidmap.json.rapidmap-lock.takeover" ] || { echo "day one: the takeover lock was left behind"; exit 1; }
echo "day one: record, green, check, CI, accept, hand edits, links, absent sources and parallel tests behave as documented"
