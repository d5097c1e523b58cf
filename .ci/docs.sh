#!/usr/bin/env bash
# Builds the DocC catalogs (Sources/<Module>/<Module>.docc) with the toolchain's `docc`, no
# plugin and no package dependency: the public symbol graphs of each module, then
# `docc convert --warnings-as-errors` per module, then `docc merge` into one archive with a
# page for every module. Needs a `swift build` first.
# Output: .build/docs/RapidMap.doccarchive (a static site: serve the folder over HTTP and open
# /documentation/rapidmap/; `docc preview` or `python3 -m http.server` both do).
set -euo pipefail
cd "$(dirname "$0")/.."
graphs=$(mktemp -d)
trap 'rm -rf "$graphs"' EXIT
.ci/symbolgraphs.sh "$graphs"
out=.build/docs
rm -rf "$out"
mkdir -p "$out/modules"
archives=()
for module in RapidMap RapidVerify RapidAudit RapidExperience RapidTesting; do
    docc convert "Sources/$module/$module.docc" \
        --additional-symbol-graph-dir "$graphs/$module" \
        --fallback-display-name "$module" --fallback-bundle-identifier "org.rapidmap.$module" \
        --warnings-as-errors --output-path "$out/modules/$module.doccarchive" >/dev/null
    archives+=("$out/modules/$module.doccarchive")
done
docc merge "${archives[@]}" --synthesized-landing-page-name RapidMap \
    --output-path "$out/RapidMap.doccarchive" >/dev/null
echo "documentation: $out/RapidMap.doccarchive"
