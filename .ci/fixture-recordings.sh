#!/usr/bin/env bash
# Tests/XcodeAppFixture's committed recordings (Tests/AppTests/Recordings) are captures of its
# own UIKit view controllers: each is what RapidTesting's UIKit capture records from the
# controller's view, in a hosted unit test without a host application
# (`recordTree(of: controller.view, named:)`), run here on the runnable UIKit stand-in
# (.ci/fixture-capture.bash). Without arguments this checks them, as .ci/xcode-fixture.sh
# does in CI; with --update it records the ones that differ from their capture, regenerates
# the maps from them (`rapidgen generate` with the fixture's rapidmap.json), and checks again.
# What the stand-in models, and what it does not (Tests/AppleStandIn/UIKitRuntime.swift):
#   - frames are the ones the views set: the fixture's view controllers set every frame in
#     `viewDidLayoutSubviews()`. The stand-in runs no Auto Layout, safe area or navigation
#     bar: a frame left to constraints would be recorded as zero, and the capture check fails
#     a control without area;
#   - the accessibility properties are the ones the app sets, else UIKit's documented
#     defaults for the standard views (each named there); what UIKit computes beyond them on
#     a device (what it exposes of a text field's placeholder, private wrapper views) is not
#     recorded. A device's capture of the same views can differ there; the map's entries
#     (types, identifiers, labels, order) are what the capture check holds to the maps.
# Usage: .ci/fixture-recordings.sh [--update]
set -euo pipefail
cd "$(dirname "$0")/.."
update=()
case "${1:-}" in
    "") ;;
    --update) update=(--update) ;;
    *) echo "usage: .ci/fixture-recordings.sh [--update]"; exit 2 ;;
esac
fixture=Tests/XcodeAppFixture
recordings="$fixture/Tests/AppTests/Recordings"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
build_fixture() {
    swift build --package-path "$fixture" > "$work/build.log" 2>&1 || { cat "$work/build.log"; exit 1; }
}
build_fixture
source .ci/fixture-capture.bash
capture_build "$fixture/Sources/App" Sources/RapidTesting
if ((${#update[@]} > 0)); then
    # The maps come from the recordings: a capture that no longer matches its map is recorded
    # first, then the maps are regenerated and the program rebuilt with them.
    capture_run --recordings "$recordings" --update | grep -v '^    ' || true
    swift build --product rapidgen > /dev/null
    rapidgen="$(swift build --show-bin-path)/rapidgen"
    (cd "$fixture" && "$rapidgen" generate)
    build_fixture
    capture_build "$fixture/Sources/App" Sources/RapidTesting
fi
capture_run --recordings "$recordings"
