#!/usr/bin/env bash
# The benchmark gate's soak: `rapidmap-bench --check ratios` three times while another build
# loads the machine, every run expected to pass; then three times with a regression planted
# in the escaped native JSON read (RAPIDMAP_BENCH_PLANT=read: 1.5 times the read's work, a
# switch of the benchmark only), every run expected to fail naming that read. Prints each
# verdict; exits 1 when one run went the other way.
#
#   .ci/bench-soak.sh [path/to/rapidmap-bench]
#
# `.ci/run` runs it when RAPIDMAP_BENCH_SOAK=1 (about 6 gate runs: 15 to 25 minutes on 2 cores).
# RAPIDMAP_BENCH_SOAK_RUNS changes the three.
set -euo pipefail
cd "$(dirname "$0")/.."

bench="${1:-$(swift build -c release --show-bin-path)/rapidmap-bench}"
runs="${RAPIDMAP_BENCH_SOAK_RUNS:-3}"
if [[ ! -x "$bench" ]]; then
    echo "bench-soak: $bench is not built: swift build -c release"
    exit 2
fi

scratch="$(mktemp -d)"
load_pid=""
cleanup() {
    if [[ -n "$load_pid" ]]; then kill -- "-$load_pid" 2>/dev/null || true; fi
    rm -rf "$scratch"
}
trap cleanup EXIT

# The load: the package's release build from scratch, over and over, in its own process
# group (setsid) so that the whole build stops with it.
setsid bash -c "while true; do rm -rf '$scratch/load'; swift build -c release --scratch-path '$scratch/load' >/dev/null 2>&1 || true; done" &
load_pid=$!
echo "bench-soak: loading the machine with a release build of the package (process group $load_pid)"
sleep 20

unexpected=0
gate() {
    local label="$1" expect="$2" log="$scratch/$1.log" status=0 started verdict missed
    started=$(date +%s)
    if [[ "$expect" == fail ]]; then
        RAPIDMAP_BENCH_PLANT=read "$bench" --check ratios >"$log" 2>&1 || status=$?
    else
        "$bench" --check ratios >"$log" 2>&1 || status=$?
    fi
    missed="$(grep -c '^  MISSED' "$log" || true)"
    verdict="$([[ $status == 0 ]] && echo PASS || echo "FAIL ($missed missed)")"
    echo "bench-soak: $label: $verdict in $(($(date +%s) - started)) s; load average $(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null || echo '?')"
    grep '^  MISSED' "$log" | sed 's/^/    /' || true
    grep 'escaped | read' "$log" | grep -v '^  MISSED' | sed 's/^/    /' || true
    if [[ "$expect" == pass && $status != 0 ]]; then
        unexpected=$((unexpected + 1))
        echo "    expected PASS: the gate flaked (its log: above)"
    elif [[ "$expect" == fail ]] && ! grep -q '^  MISSED.*native JSON, \\u-escaped | read' "$log"; then
        unexpected=$((unexpected + 1))
        echo "    expected the planted read to be named MISSED"
        tail -n 20 "$log"
    fi
}

for k in $(seq 1 "$runs"); do gate "clean run $k" pass; done
for k in $(seq 1 "$runs"); do gate "planted run $k" fail; done

if ((unexpected > 0)); then
    echo "bench-soak: FAILED: $unexpected of $((2 * runs)) runs went the other way"
    exit 1
fi
echo "bench-soak: every clean run passed and every planted run failed naming the read ($runs each, under load)"
