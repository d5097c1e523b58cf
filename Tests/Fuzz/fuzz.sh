#!/usr/bin/env bash
# Builds RapidMap's libFuzzer targets and runs each one for SECONDS seconds.
#
#   Tests/Fuzz/fuzz.sh SECONDS [EXTRA_SEED_DIR...]
#
# Seeds: ../shared/realtrees/ (relative to the project root, when present), the readers'
# test fixtures, the example recordings, Tests/Fuzz/Seeds and every EXTRA_SEED_DIR.
# Each target grows its own corpus in Tests/Fuzz/.build/corpus/<target> (kept between
# runs) and writes a crashing input to Tests/Fuzz/.build/crashes/<target>/.
# Exits 1 when a target crashes, times out (an input taking over FUZZ_TIMEOUT seconds of
# wall-clock time) or runs out of memory, after printing the reproducer's path; every
# target runs either way.
#
# Environment:
#   FUZZ_TARGETS="FuzzManifest FuzzWebDriverAgentJSON"  run only these targets (default: all six)
#   FUZZ_NO_BUILD=1                        reuse the binaries of the last build
#   FUZZ_TIMEOUT=30                        seconds one input may take (default 30: wall-clock
#                                          time, and a process at `nice 19` on a busy machine
#                                          can wait seconds for the CPU)
#
# Replay a reproducer: Tests/Fuzz/.build/fuzz/<target> <file>. Once fixed, copy it to
# Tests/Fixtures/FuzzRegressions/<target without Fuzz>/ where the unit tests replay
# it; one that holds text of ../shared/realtrees (mutated seeds often do) must not be
# copied into the project: commit a small input written by hand that shows the same bug.
set -euo pipefail

if [[ $# -lt 1 || ! $1 =~ ^[0-9]+$ ]]; then
    echo "usage: $0 SECONDS [EXTRA_SEED_DIR...]" >&2
    exit 2
fi
seconds=$1
shift
extra=()
for dir in "$@"; do extra+=("$(cd "$dir" && pwd)"); done

here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
cd "$here"

all_targets=(FuzzAppiumXML FuzzDebugDescription FuzzWebDriverAgentJSON FuzzNativeJSON FuzzManifest FuzzMapRoundTrip)
read -r -a targets <<< "${FUZZ_TARGETS:-${all_targets[*]}}"

flags=(-c release -Xswiftc -sanitize=fuzzer,address -Xswiftc -parse-as-library)
out="$here/.build/fuzz"
mkdir -p "$out"
if [[ "${FUZZ_NO_BUILD:-}" != 1 ]]; then
    echo "== building the fuzz targets (release, -sanitize=fuzzer,address)"
    swift build "${flags[@]}" 2>&1 | tail -3
    bin=$(swift build "${flags[@]}" --show-bin-path)
    for t in "${targets[@]}"; do
        # SwiftPM compiled every module; link each target's objects with libFuzzer's main.
        swiftc -sanitize=fuzzer,address \
            "$bin"/RapidMap.build/*.o "$bin"/RapidTree.build/*.o "$bin"/RapidScreenReader.build/*.o "$bin"/RapidVerify.build/*.o "$bin"/RapidProject.build/*.o "$bin"/FuzzSupport.build/*.o "$bin/$t.build"/*.o \
            -o "$out/$t" 2>&1 | { grep -v "Cannot export local symbol" || true; }
    done
fi

seeds=("$root/Tests/Fixtures" "$root/ScreenMaps/Recordings" "$here/Seeds")
[[ -d "$root/../shared/realtrees" ]] && seeds+=("$(cd "$root/../shared/realtrees" && pwd)")
seeds+=("${extra[@]+"${extra[@]}"}")

failed=0
for t in "${targets[@]}"; do
    corpus="$here/.build/corpus/$t"
    crashes="$here/.build/crashes/$t"
    log="$out/$t.log"
    mkdir -p "$corpus" "$crashes"
    echo "== $t: ${seconds}s"
    status=0
    "$out/$t" -max_total_time="$seconds" -timeout="${FUZZ_TIMEOUT:-30}" -rss_limit_mb=2048 -detect_leaks=0 \
        -print_final_stats=1 -artifact_prefix="$crashes/" "$corpus" "${seeds[@]}" > "$log" 2>&1 || status=$?
    runs=$(grep -o 'stat::number_of_executed_units: *[0-9]*' "$log" | grep -o '[0-9]*$' || true)
    if [[ $status -ne 0 ]]; then
        failed=1
        echo "$t: FAILED (exit $status) after ${runs:-?} executions; log: $log"
        grep -E '^(==[0-9]+==ERROR|Fatal error|SUMMARY)' "$log" | head -5 || true
        grep -o 'Test unit written to .*' "$log" | sed 's/^Test unit written to /reproducer: /' || true
    else
        echo "$t: ok, ${runs:-?} executions, corpus $(ls "$corpus" | wc -l) inputs"
    fi
done
exit $failed
