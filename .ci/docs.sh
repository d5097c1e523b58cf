#!/usr/bin/env bash
# Builds the DocC catalogs (Sources/<Module>/<Module>.docc) with the toolchain's `docc`, no
# plugin and no package dependency: the public symbol graphs of each module, then
# `docc convert --warnings-as-errors` per module, then `docc merge` into one archive with a
# page for every module. Needs a `swift build` first.
# Output: .build/docs/RapidMap.doccarchive (a static site: serve the folder over HTTP and open
# /documentation/rapidmap; a browser refuses DocC's page data over file://).
# First, the documented defaults: each default the docs state, marked `<!-- default: KEY =
# VALUE -->`, is the code's constant (.ci/doc-defaults.py; planted mismatches checked first).
set -euo pipefail
cd "$(dirname "$0")/.."
python3 .ci/doc-defaults.py
# The README's links (and every Markdown file's outside the catalogs) resolve on a repository page.
python3 .ci/repository-links.py
graphs=$(mktemp -d)
trap 'rm -rf "$graphs"' EXIT
.ci/symbolgraphs.sh "$graphs"
out=.build/docs
rm -rf "$out"
mkdir -p "$out/modules"
archives=()
for module in RapidMap RapidTree RapidScreenReader RapidVerify RapidAudit RapidExperience RapidTesting; do
    docc convert "Sources/$module/$module.docc" \
        --additional-symbol-graph-dir "$graphs/$module" \
        --fallback-display-name "$module" --fallback-bundle-identifier "org.rapidmap.$module" \
        --warnings-as-errors --output-path "$out/modules/$module.doccarchive" >/dev/null
    archives+=("$out/modules/$module.doccarchive")
done
# A catalog's resource may be a symlink to a file kept elsewhere in the package (the README's
# picture is ScreenMaps/Pictures/LoginScreen-order.png); docc copies the link itself, so the
# archive gets the file instead.
find "$out/modules" -type l | while read -r link; do
    source=$(find Sources -path '*.docc/*' -name "$(basename "$link")" | head -n 1)
    target=$(readlink -f "$source")
    [ -f "$target" ] || { echo "docs: $source links to nothing" >&2; exit 1; }
    cp --remove-destination "$target" "$link"
done
docc merge "${archives[@]}" --synthesized-landing-page-name RapidMap \
    --output-path "$out/RapidMap.doccarchive" >/dev/null
echo "documentation: $out/RapidMap.doccarchive"
