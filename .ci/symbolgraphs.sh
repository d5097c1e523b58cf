#!/usr/bin/env bash
# Writes the public symbol graphs of the library modules to OUTDIR/<Module>/ (one folder per
# module, its extensions of other modules' types beside it), for the public-API check and the
# DocC build. Needs a `swift build` first (reads the build's Modules folder).
# Usage: .ci/symbolgraphs.sh OUTDIR
set -euo pipefail
cd "$(dirname "$0")/.."
out="$1"
modules="$(swift build --show-bin-path)/Modules"
triple=$(swift -print-target-info | python3 -c 'import json,sys; print(json.load(sys.stdin)["target"]["triple"])')
for module in RapidMap RapidTree RapidScreenReader RapidVerify RapidAudit RapidExperience RapidTesting; do
    mkdir -p "$out/$module"
    swift symbolgraph-extract -module-name "$module" -I "$modules" -target "$triple" \
        -minimum-access-level public -output-dir "$out/$module" >/dev/null
done
