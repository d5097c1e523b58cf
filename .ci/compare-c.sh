#!/usr/bin/env bash
# `rapidgen order` beside the best C readers on the same 1M-element files, in one run:
# installs what `rapidmap-bench --compare-c` needs (Debian's libsimdjson-dev, g++ and
# libxml2-utils; for measuring only, never dependencies), builds the release benchmark and
# rapidgen (`swift build -c release`), and runs the comparison (see BENCHMARKS.md for the feeds, the
# targets and a run). Not in CI: the figures are for the documentation, the machine's load
# decides them. Exits 0 unless something cannot be built or run.
set -euo pipefail
cd "$(dirname "$0")/.."
if ! [ -f /usr/include/simdjson.h ] || ! command -v xmllint >/dev/null || ! command -v g++ >/dev/null; then
    apt-get update -qq && apt-get install -y -qq libsimdjson-dev libxml2-utils g++ >/dev/null
fi
swift build -c release >/dev/null   # rapidmap-bench and rapidgen
"$(swift build -c release --show-bin-path)/rapidmap-bench" --compare-c
