#!/usr/bin/env bash
# Checks, on Linux, that every declaration the shipped targets reference exists on every
# Apple platform at the minimums Package.swift declares (and needs no newer Swift than its
# tools version): every library and executable target Package.swift lists (RapidMap, RapidTree,
# RapidScreenReader, RapidVerify, RapidProject, RapidTesting, rapidgen, the example ScreenMaps, which
# `swift build` builds on a Mac too), with a target's Apple-only files (those that mention
# RAPIDMAP_APPLE_STANDIN) compiled against the stand-ins in Tests/AppleStandIn, as iOS and
# as macOS declare XCTest.
#
# How: `swift symbolgraph-extract` gives the Apple availability of every public declaration
# of the toolchain's Swift, _StringProcessing, _Concurrency, Foundation (and its parts) and
# Dispatch, and of the stand-ins (which carry Apple's documented availability); `swiftc
# -dump-ast -dump-ast-format json` lists, per source file, the USR of every declaration and
# type referenced; .ci/apple-availability.py matches them, honouring `@available` and
# `if/guard #available` around a reference.
#
# The check is checked first: Tests/AppleStandIn/AvailabilityViolations.swift plants
# references above the minimums (and the same references made safe), and exactly the
# planted lines must be reported. Symbol graphs are cached in .build/apple-availability,
# keyed by the compiler and the stand-ins. RAPIDMAP_AVAILABILITY_KEEP=1 keeps the work folder
# (AST dumps, report) and prints where it is.
set -euo pipefail
cd "$(dirname "$0")/.."
source .ci/parallel.sh  # the extractions and the dumps run side by side

swift build > /dev/null  # every library and executable target, whose modules the dumps import
modules="$(swift build --show-bin-path)/Modules"
package_name="$(grep -o '"-package-name","[^"]*"' .build/debug.yaml 2> /dev/null | head -1 | cut -d'"' -f4 || true)"
package_name="${package_name:-$(basename "$PWD" | tr 'A-Z-' 'a-z_')}"
target="$(swiftc -print-target-info | python3 -c 'import json, sys; print(json.load(sys.stdin)["target"]["triple"])')"

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
[[ -n "${RAPIDMAP_AVAILABILITY_KEEP:-}" ]] && trap - EXIT && echo "work folder: $work"

# The stand-ins, as iOS and as macOS declare them.
.ci/standin-modules.sh "$work"

# Symbol graphs, cached.
key="$( (swiftc --version 2>&1; cat Tests/AppleStandIn/XCTest.swift Tests/AppleStandIn/UIKit.swift Tests/AppleStandIn/XCUIAutomation.swift .ci/apple-availability.sh) | sha256sum | cut -c1-16)"
graphs=".build/apple-availability/graphs-$key"
if [[ ! -d "$graphs" ]]; then
    echo "extracting symbol graphs (cached in $graphs)"
    rm -rf .build/apple-availability && mkdir -p "$graphs.partial"
    for module in Swift _StringProcessing _Concurrency Foundation FoundationEssentials FoundationInternationalization Dispatch; do
        spawn swift symbolgraph-extract -module-name "$module" -target "$target" -output-dir "$graphs.partial"
    done
    for module in XCTest UIKit XCUIAutomation; do
        spawn swift symbolgraph-extract -module-name "$module" -target "$target" -I "$work/ios" -output-dir "$graphs.partial"
    done
    join
    mv "$graphs.partial" "$graphs"
fi

dump() { # name, then swiftc arguments (module name, flags, files): one JSON per file in $work/ast/name
    local name="$1"; shift
    mkdir -p "$work/ast/$name"
    local files=()
    for argument in "$@"; do [[ "$argument" == *.swift ]] && files+=("$argument"); done
    python3 -c 'import json, sys; out = sys.argv[1]; print(json.dumps({f: {"ast-dump": f"{out}/{i}.json"} for i, f in enumerate(sys.argv[2:])}))' \
        "$work/ast/$name" "${files[@]}" > "$work/$name.map.json"
    swiftc -dump-ast -dump-ast-format json -swift-version 6 -package-name "$package_name" -I "$modules" \
        -output-file-map "$work/$name.map.json" "$@" > "$work/$name.log" 2>&1 \
        || { echo "dumping the AST of $name failed:"; cat "$work/$name.log"; exit 1; }
}

echo "dumping the ASTs of every library and executable target (as Package.swift lists them)"
spawn dump planted -module-name AvailabilityViolations -I "$work/ios" Tests/AppleStandIn/AvailabilityViolations.swift
# One line per target: name, module name, type, then its source files.
swift package describe --type json | python3 -c '
import json, os, sys
for t in json.load(sys.stdin)["targets"]:
    # Targets under Tests/ (the benchmark) ship in no product.
    if t["type"] in ("library", "executable") and t.get("module_type") == "SwiftTarget" and not t["path"].startswith("Tests/"):
        print(t["name"], t["c99name"], t["type"], *(os.path.join(t["path"], f) for f in sorted(t["sources"])))
' > "$work/targets.txt"
while read -r name module type files; do
    flags=(-module-name "$module")
    # An executable without main.swift has an @main type.
    [[ "$type" == executable && " $files " != *"/main.swift "* ]] && flags+=(-parse-as-library)
    if grep -l RAPIDMAP_APPLE_STANDIN $files > /dev/null; then
        # Apple-only code: compiled against the stand-ins, as iOS and as macOS declare XCTest.
        spawn dump "$name-iOS" "${flags[@]}" -I "$work/ios" -D RAPIDMAP_APPLE_STANDIN $files
        spawn dump "$name-macOS" "${flags[@]}" -I "$work/macos" -D RAPIDMAP_APPLE_STANDIN -D RAPIDMAP_APPLE_STANDIN_MACOS $files
    else
        spawn dump "$name" "${flags[@]}" $files
    fi
done < "$work/targets.txt"
join
echo "targets checked: $(cut -d' ' -f1 "$work/targets.txt" | sort | tr '\n' ' ')"

set +e
python3 .ci/apple-availability.py --package Package.swift --symbol-graphs "$graphs" --root . \
    --ast "$work"/ast/* > "$work/report.txt"
set -e

# The planted violations, and only they, are reported in the planted file: each line
# marked `// planted:` (and no other).
planted="Tests/AppleStandIn/AvailabilityViolations.swift"
expected="$(grep -n '^[^/].*// planted:' "$planted" | cut -d: -f1 | sort -n | uniq)"
reported="$(grep "^$planted:" "$work/report.txt" | cut -d: -f2 | sort -n | uniq)"
if [[ "$expected" != "$reported" ]]; then
    echo "the availability check is not effective: on $planted it reported lines"
    echo "${reported:-(none)}" | tr '\n' ' '; echo
    echo "where the planted violations are on lines"
    echo "$expected" | tr '\n' ' '; echo
    cat "$work/report.txt"
    exit 1
fi
echo "planted violations, each reported as it must be:"
grep "^$planted:" "$work/report.txt" | sed 's/^/    /'

if grep -v "^$planted:" "$work/report.txt" | grep -q ': error: '; then
    echo "references above the declared minimums:"
    grep -v "^$planted:" "$work/report.txt"
    exit 1
fi
echo "no reference of a shipped target is above the declared minimums"
