#!/usr/bin/env bash
# Inside a target, folders depend one way; between targets, Package.swift's dependencies
# say it and the compiler enforces it. This script covers what targets cannot express: the
# folders of one target. Each folder has a layer (the table below, the only copy: CONTRIBUTING
# points here and `.ci/layers.sh --table` prints it); a file may name the types declared in its
# own folder and in folders of lower layers of the same target, never those of a higher layer
# or of another folder on the same layer. Files at the top of a target (its front door) may
# use every folder of it. RapidAudit is one job with its checks beside it; the targets keep
# it apart from the rest. "Types declared" are top-level struct, enum, class, actor, protocol
# and typealias declarations. Comments and string literals are not code and are ignored.
#
# Usage: .ci/layers.sh [TARGET_DIR ...]   (default: every target with folders: RapidTree,
#        RapidScreenReader, RapidVerify, RapidProject and RapidExperience)
#        .ci/layers.sh --table            (the table, as Markdown)
# Exit status 1 and one `file:line: error:` per violation when a file breaks the order,
# or when a folder has no layer yet (add it to the table).
set -euo pipefail

# target          folder          layer  what it holds (what it may use)
TABLE='
RapidTree         Text            0      terminal width (no tree types)
RapidTree         Model           1      trees, nodes, frames, recording errors
RapidScreenReader Traversal       0      VoiceOver order, element inference, screen scope
RapidScreenReader Speech          1      element snapshots, speech rules, the transcript (Traversal)
RapidVerify       Formats         2      the readers and the native JSON writer
RapidVerify       Capture         3      trees from snapshots and live views, through small protocols
RapidVerify       Verification    3      map comparison, differences, modes, the result, its report and its corrected map as Swift, map generation
RapidVerify       Navigation      4      map entries as UI-test queries, the screens on screen (Verification)
RapidVerify       Configurations  4      one screen recorded in several configurations compared, mirroring (Verification)
RapidProject      MapSource       0      map files, the manifest, map warnings, region comparison, the project search
RapidExperience   Render          1      pictures and the HTML report
RapidExperience   Listing         1      the order table and JSON listing
'
if [[ "${1:-}" == "--table" ]]; then
    echo "| target | folder | layer | what it holds (what it may use) |"
    echo "| --- | --- | --- | --- |"
    while read -r target folder layer what; do
        [[ -n "$target" ]] && echo "| $target | \`$folder/\` | $layer | $what |"
    done <<<"$TABLE"
    exit 0
fi
package_root="$(cd "$(dirname "$0")/.." && pwd)"
if (( $# == 0 )); then
    set -- "$package_root/Sources/RapidTree" "$package_root/Sources/RapidScreenReader" "$package_root/Sources/RapidVerify" \
        "$package_root/Sources/RapidProject" "$package_root/Sources/RapidExperience"
fi

declare -A LAYERS=()
while read -r target folder layer what; do
    [[ -n "$target" ]] && LAYERS[$folder]=$layer
done <<<"$TABLE"

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
