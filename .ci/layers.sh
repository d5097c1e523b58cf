#!/usr/bin/env bash
# The folders of Sources/RapidVerify depend one way. Each folder has a layer; a file may
# name the types declared in its own folder and in folders of lower layers, never those
# of a higher layer or of another folder on the same layer:
#
#   0 Text          terminal width, Swift source escaping (no tree types)
#   1 Model         trees, nodes, frames, recording errors
#   2 Formats       the readers and the native writer        (Model)
#   2 Traversal     VoiceOver order, screen scope             (Model)
#   3 Verification  map comparison, differences, modes       (Traversal)
#   4 MapSource     the map file writer, updater, rapidmap.json (Verification, Formats)
#   4 Navigation    map entries to UI-test queries, screens on screen (Verification, Traversal)
#   4 Variants      configurations of one screen compared, mirroring (Verification, Traversal)
#   5 Report        the verification report (it shows the corrected map source)
#   6 Tooling       package-access pieces only rapidgen uses: order listing, line differences
#
# Above them all: Generator/ (rapidgen) and the RapidTesting target, separate modules.
# "Types declared" are top-level struct, enum, class, actor, protocol and typealias
# declarations. Comments and string literals are not code and are ignored.
#
# Usage: .ci/layers.sh [SOURCES_DIR]   (default: Sources/RapidVerify next to .ci)
# Exit status 1 and one `file:line: error:` per violation when a file breaks the order,
# or when a folder has no layer yet (add it to LAYERS below).
set -euo pipefail
root="${1:-$(cd "$(dirname "$0")/.." && pwd)/Sources/RapidVerify}"

declare -A LAYERS=(
    [Text]=0 [Model]=1 [Formats]=2 [Traversal]=2 [Audit]=3 [Capture]=3 [Experience]=3 [Verification]=3
    [MapSource]=4 [Navigation]=4 [Variants]=4 [Report]=5 [Render]=6 [Tooling]=7
)

status=0
declare -A declared   # folder -> space-separated type names
folders=()
for dir in "$root"/*/; do
    folder=$(basename "$dir")
    if [[ -z "${LAYERS[$folder]+x}" ]]; then
        echo "$dir: error: folder $folder has no layer in .ci/layers.sh" >&2
        status=1
        continue
    fi
    folders+=("$folder")
    names=$(find "$dir" -name '*.swift' -print0 | xargs -0 -r sed -nE \
        's/^((public|package|internal|private|fileprivate|final|indirect|@[A-Za-z_]+) +)*(struct|enum|class|actor|protocol|typealias) +([A-Za-z_][A-Za-z0-9_]*).*/\4/p' | sort -u | tr '\n' ' ')
    declared[$folder]="$names"
done

# Code only: drop comment lines, trailing comments and the contents of string literals.
code_of() {
    sed -E -e 's/^[[:space:]]*\/\/.*$//' -e 's/"([^"\\]|\\.)*"/""/g' -e 's/[[:space:]]\/\/.*$//' "$1"
}

for folder in "${folders[@]}"; do
    rank=${LAYERS[$folder]}
    forbidden=()
    for other in "${folders[@]}"; do
        [[ "$other" == "$folder" ]] && continue
        (( LAYERS[$other] >= rank )) || continue
        for name in ${declared[$other]}; do
            # A name declared on both sides (a nested helper type) is not a dependency.
            [[ " ${declared[$folder]} " == *" $name "* ]] && continue
            forbidden+=("$name:$other")
        done
    done
    (( ${#forbidden[@]} )) || continue
    pattern=$(printf '%s\n' "${forbidden[@]}" | cut -d: -f1 | paste -sd'|')
    while IFS= read -r -d '' file; do
        while IFS=: read -r line text; do
            for entry in "${forbidden[@]}"; do
                name=${entry%%:*}
                if grep -qwE "$name" <<<"$text"; then
                    other=${entry#*:}
                    echo "$file:$line: error: $folder (layer $rank) names $name from $other (layer ${LAYERS[$other]})" >&2
                    status=1
                fi
            done
        done < <(code_of "$file" | grep -nwE "$pattern" || true)
    done < <(find "$root/$folder" -name '*.swift' -print0)
done

if (( status == 0 )); then
    echo "layers: ${#folders[@]} folders depend one way"
fi
exit $status
