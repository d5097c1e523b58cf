#!/usr/bin/env bash
# Tests/XcodeAppFixture's committed recordings (Tests/AppTests/Recordings) are captures of its
# own UIKit view controllers: each is what RapidTesting's UIKit capture records from the
# controller's view, in a hosted unit test without a host application
# (`recordTree(of: controller.view, named:)`), run here on the runnable UIKit stand-in
# (.ci/fixture-capture.bash). Without arguments this checks them, as .ci/xcode-fixture.sh
# does in CI; with --update it records the ones that differ from their capture, regenerates
# the maps from them (`rapidgen generate` with the fixture's rapidmap.json), and checks again.
# What the stand-in models, and what it does not: the views' own properties and frames (the
# fixture's view controllers set every frame in `viewDidLayoutSubviews()`; the stand-in runs
# no Auto Layout, so a frame left to constraints would be recorded as zero and fail the check
# for a frame without area) and UIKit's documented accessibility defaults of the standard
# views (Tests/AppleStandIn/UIKitRuntime.swift names each). A device adds what UIKit computes
# beyond those (text sizes from fonts, hints, a table's private containers): a recording made
# there can differ from these in what the map does not hold, never in the map's entries.
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
