#!/usr/bin/env bash
# Day one, for real: a fresh package depending on RapidMap by path, a screen declared in one
# line in a module built with Xcode 26's settings, and a test in another module verifying a
# recorded tree. Each step is a separate `swift test` process (the second run must compile the
# map the first one wrote; an in-process harness would prove nothing):
#   1. the first run fails once and changes exactly the files its message lists;
#   2. the second run passes, and `rapidgen check` from the same checkout passes;
#   3. with CI set, a changed tree fails and changes nothing;
#   4. RAPIDMAP_RECORD=failed records the change, and the next run passes.
set -euo pipefail
cd "$(dirname "$0")/.."
repo="$(pwd)"
work="$(mktemp -d)"
[ -n "${DAY_ONE_KEEP:-}" ] || trap 'rm -rf "$work"' EXIT
project="$work/Shop"
mkdir -p "$project/Sources/Screens" "$project/Tests/ScreensTests/Fixtures"

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
cp ScreenMaps/Recordings/LoginScreen.json "$project/Tests/ScreensTests/Fixtures/login.json"
printf '.build/\n.swiftpm/\nPackage.resolved\n' > "$project/.gitignore"
(cd "$project" && git init -q && git add -A && git -c user.email=ci@example.invalid -c user.name=ci commit -qm start)

run() { # run LABEL EXPECTED_STATUS [VAR=VALUE...]: one `swift test` process in the project
    local label="$1" expected="$2"; shift 2
    local status=0
    (cd "$project" && env -u CI "$@" swift test > "$work/$label.log" 2>&1) || status=$?
    if { [ "$expected" = pass ] && [ "$status" != 0 ]; } || { [ "$expected" = fail ] && [ "$status" = 0 ]; }; then
        cat "$work/$label.log"; echo "day one: $label: expected the tests to $expected (status $status)"; exit 1
    fi
    echo "    $label: the tests $( [ "$status" = 0 ] && echo pass || echo fail ), as they must"
}
changed() { (cd "$project" && git add -A && git status --porcelain | awk '{print $2}' | sort) }
listed() { grep -E '^ +[^ ]+ \((new recording|recording updated|map of |manifest created|.*entry added)' "$work/$1.log" | sed -E 's/^ +([^ ]+) .*/\1/' | sort; }

echo "run 1: a screen declared in one line is recorded into the project, and the test fails once"
run first fail
grep -q "LoginScreen has no map yet." "$work/first.log" || { cat "$work/first.log"; echo "day one: no 'no map yet' line"; exit 1; }
if [ "$(changed)" != "$(listed first)" ]; then
    echo "changed:"; changed; echo "listed:"; listed first; echo "day one: the files changed are not the files the failure lists"; exit 1
fi
changed | sed 's/^/      changed: /'
grep -q "controls.append(ControlInformation(index: 0" "$project/Sources/Screens/LoginScreen.swift"
(cd "$project" && git add -A && git -c user.email=ci@example.invalid -c user.name=ci commit -qm recorded)

echo "run 2: the recorded map compiles and the test passes; rapidgen check agrees"
run second pass
swift build --product rapidgen > /dev/null
(cd "$project" && "$(cd "$repo" && swift build --show-bin-path)/rapidgen" check) > "$work/check.log" 2>&1 \
    || { cat "$work/check.log"; echo "day one: rapidgen check failed on the recorded map"; exit 1; }
sed 's/^/    /' "$work/check.log"
# What the test wrote is what rapidgen writes, header included.
! grep -q "note:" "$work/check.log" || { echo "day one: the recorded map differs from what rapidgen writes"; exit 1; }

echo "run 3: on CI, a changed tree fails and changes nothing"
python3 - "$project/Tests/ScreensTests/Fixtures/login.json" <<'EOF'
import json, sys
path = sys.argv[1]
tree = json.load(open(path))
def drop(node):
    kids = node.get("children", [])
    node["children"] = [k for k in kids if k.get("identifier") != "LoginScreen.signIn"]
    for k in node["children"]: drop(k)
drop(tree["root"])
json.dump(tree, open(path, "w"), indent=2)
EOF
(cd "$project" && git add -A && git -c user.email=ci@example.invalid -c user.name=ci commit -qm "sign-in gone")
run ci fail CI=true
[ -z "$(changed)" ] || { changed; echo "day one: a CI run changed the checkout"; exit 1; }

echo "run 4: RAPIDMAP_RECORD=failed records the change; the next run passes"
run accept fail RAPIDMAP_RECORD=failed
[ -n "$(changed)" ] || { echo "day one: RAPIDMAP_RECORD=failed changed nothing"; exit 1; }
changed | sed 's/^/      changed: /'
run again pass
echo "day one: record, green, check, CI and accept behave as documented"
