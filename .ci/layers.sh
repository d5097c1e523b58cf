#!/usr/bin/env bash
# Inside a target, folders depend one way; between targets, Package.swift's dependencies
# say it and the compiler enforces it. This script covers what targets cannot express: the
# folders of one target. Each folder has a layer; a file may name the types declared in its
# own folder and in folders of lower layers of the same target, never those of a higher
# layer or of another folder on the same layer:
#
#   Sources/RapidVerify (readers, model, traversal, verification: the hot paths)
#   0 Text          terminal width (no tree types)
#   1 Model         trees, nodes, frames, recording errors
#   2 Formats       the readers and the native writer        (Model)
#   2 Traversal     VoiceOver order, screen scope             (Model)
#   3 Capture       walkers over UIKit and XCTest shapes      (Traversal)
#   3 Verification  map comparison, differences, modes, line differences (Traversal)
#   4 MapSource     map files, rapidmap.json, map warnings    (Verification, Formats)
#   4 Navigation    map entries to UI-test queries            (Verification, Traversal)
#   4 Configurations configurations of one screen compared, mirroring (Verification, Traversal)
#   5 Report        the verification report (it shows the corrected map source)
#
#   Sources/RapidExperience (what the order sounds and looks like)
#   0 Speech        element snapshots, speech rules, the transcript
#   1 Render        pictures and the HTML report              (Speech)
#   1 Listing       the order table and JSON listing
#
# Files at the top of a target (its front door) may use every folder of it. RapidAudit is
# one job with its checks beside it; the targets keep it apart from the rest.
# "Types declared" are top-level struct, enum, class, actor, protocol and typealias
# declarations. Comments and string literals are not code and are ignored.
#
# Usage: .ci/layers.sh [TARGET_DIR ...]   (default: Sources/RapidVerify and Sources/RapidExperience)
# Exit status 1 and one `file:line: error:` per violation when a file breaks the order,
# or when a folder has no layer yet (add it to LAYERS below).
set -euo pipefail
package_root="$(cd "$(dirname "$0")/.." && pwd)"
if (( $# == 0 )); then
    set -- "$package_root/Sources/RapidVerify" "$package_root/Sources/RapidExperience"
fi

declare -A LAYERS=(
    [Text]=0 [Model]=1 [Formats]=2 [Traversal]=2 [Capture]=3 [Verification]=3
    [MapSource]=4 [Navigation]=4 [Configurations]=4 [Report]=5
    [Speech]=0 [Render]=1 [Listing]=1
)

status=0
total=0
for root in "$@"; do
unset declared; declare -A declared   # folder -> space-separated type names
folders=()
for dir in "$root"/*/; do
    folder=$(basename "$dir")
    [[ "$folder" == *.docc ]] && continue   # the module's DocC catalog: documentation, no code
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

total=$(( total + ${#folders[@]} ))
done

if (( status == 0 )); then
    echo "layers: $total folders in $# targets depend one way"
fi
exit $status
