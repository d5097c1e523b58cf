#!/usr/bin/env bash
# The public API of RapidMap, RapidVerify and RapidTesting is documented (`///`) and is what the
# README's "## API" section lists. Needs a `swift build` first (reads .build/debug/Modules).
set -euo pipefail
cd "$(dirname "$0")/.."
modules="$(swift build --show-bin-path)/Modules"
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
triple=$(swift -print-target-info | python3 -c 'import json,sys; print(json.load(sys.stdin)["target"]["triple"])')
for module in RapidMap RapidVerify RapidAudit RapidExperience RapidTesting; do
    swift symbolgraph-extract -module-name "$module" -I "$modules" -target "$triple" \
        -minimum-access-level public -output-dir "$out" >/dev/null
done
python3 .ci/public-api.py "$out" README.md
