#!/usr/bin/env bash
# `rapidgen order` beside the best C readers on the same 1M-element files, in one run:
#   - JSON: simdjson (DOM parse + a walk touching every string, one process) against
#     `rapidgen order feed.json` (read + VoiceOver order + the table, streamed to /dev/null);
#   - XML:  `xmllint --stream` against `rapidgen order feed.xml`.
# The JSON is the bench's feed re-written by Python's json.dump (every non-ASCII character
# a \u escape), as the issue measured. For measuring only: simdjson and xmllint are never
# dependencies. Needs Debian's libsimdjson-dev, libxml2-utils, g++ and python3; installs the
# first two with apt-get when missing (as root).
#
# Usage: .ci/compare-c.sh [NODES] [RUNS]    (defaults: 1000000 nodes, best of 3 runs)
# Prints wall time (best of RUNS), MB/s and peak RSS of each, and the ratios against the
# targets (JSON ≥ 0.25× simdjson, XML ≥ 1× xmllint; `rapidgen order` peak ≤ 3× the file).
# Exits 0 always: the figures are for BENCHMARKS.md, the machine's load decides them.
set -euo pipefail
cd "$(dirname "$0")/.."
nodes="${1:-1000000}"
runs="${2:-3}"
if ! [ -f /usr/include/simdjson.h ] || ! command -v xmllint >/dev/null; then
    apt-get update -qq && apt-get install -y -qq libsimdjson-dev libxml2-utils >/dev/null
fi
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

swift build -c release --product rapidgen >/dev/null
swift build -c release --product rapidmap-bench >/dev/null
bin="$(swift build -c release --show-bin-path)"
"$bin/rapidmap-bench" --write-feed "$work" "$nodes"
python3 -c 'import json, sys; json.dump(json.load(open(sys.argv[1], encoding="utf-8")), open(sys.argv[2], "w"))' \
    "$work/feed.json" "$work/python.json"

cat > "$work/walk.cpp" <<'CPP'
// simdjson DOM parse of a RapidMap JSON recording, then an iterative walk that visits
// every value and reads every string (what a reader building a tree would at least do).
#include <simdjson.h>
#include <cstdio>
#include <vector>
int main(int argc, char **argv) {
    simdjson::padded_string json;
    if (simdjson::padded_string::load(argv[1]).get(json)) { std::fprintf(stderr, "cannot load %s\n", argv[1]); return 1; }
    simdjson::dom::parser parser;
    simdjson::dom::element root;
    if (auto error = parser.parse(json).get(root)) { std::fprintf(stderr, "%s\n", simdjson::error_message(error)); return 1; }
    std::vector<simdjson::dom::element> stack{root};
    size_t values = 0, bytes = 0;
    while (!stack.empty()) {
        simdjson::dom::element e = stack.back();
        stack.pop_back();
        values++;
        simdjson::dom::object object;
        simdjson::dom::array array;
        std::string_view text;
        if (!e.get(object)) {
            for (auto field : object) { bytes += field.key.size(); stack.push_back(field.value); }
        } else if (!e.get(array)) {
            for (auto child : array) stack.push_back(child);
        } else if (!e.get(text)) {
            bytes += text.size();
        }
    }
    std::printf("%zu values, %zu string bytes\n", values, bytes);
    return 0;
}
CPP
g++ -O3 -std=c++17 -o "$work/walk" "$work/walk.cpp" -lsimdjson

# best wall seconds and the peak RSS (KB) of that run, of a command run $runs times.
measure() {
    local best="" rss=""
    for _ in $(seq "$runs"); do
        /usr/bin/time -f "%e %M" -o "$work/time" "$@" >/dev/null 2>"$work/err" || { cat "$work/err" >&2; return 1; }
        read -r seconds kb < "$work/time"
        if [ -z "$best" ] || awk "BEGIN{exit !($seconds < $best)}"; then best=$seconds; rss=$kb; fi
    done
    echo "$best $rss"
}

json_bytes=$(stat -c %s "$work/python.json")
xml_bytes=$(stat -c %s "$work/feed.xml")
read -r simd simd_kb < <(measure "$work/walk" "$work/python.json")
read -r rj rj_kb < <(measure "$bin/rapidgen" order "$work/python.json")
read -r xl xl_kb < <(measure xmllint --stream --noout "$work/feed.xml")
read -r rx rx_kb < <(measure "$bin/rapidgen" order "$work/feed.xml")

row() { awk -v n="$1" -v s="$2" -v b="$3" -v kb="$4" \
    'BEGIN{printf "| %-40s | %7.2f s | %7.0f MB/s | %6.0f MB | %4.1f× the file |\n", n, s, b/1e6/s, kb/1024, kb*1024/b}'; }
echo "== rapidgen order beside C readers: $nodes nodes, best of $runs, $(nproc) cores, load $(cut -d' ' -f1 /proc/loadavg) =="
echo "| command | wall | speed | peak RSS | peak / file |"
echo "| --- | --- | --- | --- | --- |"
row "simdjson DOM parse + walk ($(awk -v b="$json_bytes" 'BEGIN{printf "%.0f MB", b/1e6}') JSON)" "$simd" "$json_bytes" "$simd_kb"
row "rapidgen order (JSON, json.dump-written)" "$rj" "$json_bytes" "$rj_kb"
row "xmllint --stream --noout ($(awk -v b="$xml_bytes" 'BEGIN{printf "%.0f MB", b/1e6}') XML)" "$xl" "$xml_bytes" "$xl_kb"
row "rapidgen order (Appium XML)" "$rx" "$xml_bytes" "$rx_kb"
awk -v a="$simd" -v b="$rj" -v c="$xl" -v d="$rx" 'BEGIN{
    printf "JSON: rapidgen order runs at %.2f× simdjson'\''s speed (target ≥ 0.25×)\n", a/b;
    printf "XML:  rapidgen order runs at %.2f× xmllint'\''s speed (target ≥ 1×)\n", c/d }'
