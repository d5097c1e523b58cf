#!/usr/bin/env bash
# No tracked file uses a retired identifier or phrase (.ci/retired-words.txt: the list, its
# format and the files allowed to keep them), so a rename cannot stop halfway. An entry is
# matched exactly and case-sensitively, where no letter, digit, `_` or `-` touches it.
#
# The check is checked first: a temporary repository plants retired words where they must be
# reported and where they must not (a longer identifier or flag, another case, a regex
# character, an allowed file, an untracked file), and exactly the planted uses must be reported.
set -euo pipefail
cd "$(dirname "$0")/.."

check() { # LIST: run at the top of a work tree; one `file:line: error:` per use, status 1 if any
    local list="$1" line path entry literal why found=0
    local keep=(":(exclude)CHANGELOG.md" ":(exclude)$list")
    while IFS= read -r line; do
        if [[ "$line" == allow:* ]]; then
            read -r _ path <<< "$line"
            keep+=(":(exclude)$path")
        fi
    done < "$list"
    while IFS= read -r line; do
        [[ -z "${line// /}" || "$line" == \#* || "$line" == allow:* ]] && continue
        entry="${line%% # *}"
        entry="${entry%"${entry##*[! ]}"}"
        why="${line#*# }"
        [[ "$line" == *" # "* ]] || why="no replacement given"
        literal="$(printf '%s' "$entry" | sed 's/[][\.*^$+?(){}|/]/\\&/g')"
        while IFS= read -r hit; do
            echo "$hit: error: \`$entry\` is retired: $why"
            found=1
        done < <(git grep -n -I -E -e "(^|[^[:alnum:]_-])$literal([^[:alnum:]_-]|$)" -- . "${keep[@]}" | cut -d: -f1,2 || true)
    done < "$list"
    return "$found"
}

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
(
    cd "$work" && git init -q
    printf '%s\n' 'OldReader  # NewReader: planted' '--old-flag  # --new-flag' 'the old phrase' \
        'Old.name  # a dot is a dot' 'allow: Notes.md' > list.txt
    printf '%s\n' 'let r = OldReader()' 'let s = OldReaderTests()' 'let t = oldReader' \
        'let u = MyOldReader()' 'rapidgen --old-flag x' 'rapidgen --old-flag-two' \
        'said the old phrase here' 'OldXname' 'Old.name' > Use.swift
    printf 'OldReader is NewReader\n' | tee CHANGELOG.md Notes.md Untracked.md > /dev/null
    git add list.txt Use.swift CHANGELOG.md Notes.md
    check list.txt > report.txt || true
)
# shellcheck disable=SC2016 # the backquotes are text
expected='Use.swift:1: error: `OldReader` is retired: NewReader: planted
Use.swift:5: error: `--old-flag` is retired: --new-flag
Use.swift:7: error: `the old phrase` is retired: no replacement given
Use.swift:9: error: `Old.name` is retired: a dot is a dot'
if [[ "$(cat "$work/report.txt")" != "$expected" ]]; then
    echo "the retired-words check is not effective: on the planted repository it reported"
    cat "$work/report.txt"
    echo "where it must report"
    echo "$expected"
    exit 1
fi
echo "planted uses, each reported: $(echo "$expected" | wc -l) lines"

if ! check .ci/retired-words.txt; then
    echo "use the replacement named (history stays in CHANGELOG.md)"
    exit 1
fi
echo "no tracked file uses a retired word ($(grep -c -v -E '^(#|allow:|\s*$)' .ci/retired-words.txt) entries)"
