#!/usr/bin/env bash
# Documented Swift type-checks: every ```swift block of the README, CONTRIBUTING.md and the
# DocC articles, against the debug build's modules; Apple-only blocks against the stand-ins
# of Tests/AppleStandIn. A whole file is checked with only the imports it shows (planted
# blocks checked first). A comment before a block says what kind of Swift it is (a whole
# file, statements, Apple-only, a Package.swift excerpt or a fragment): .ci/doc-swift.py
# lists them. Needs a `swift build` first.
set -euo pipefail
cd "$(dirname "$0")/.."
# SwiftPM's package name for `package` access, as the build used it (as typecheck-adapters.sh finds it).
package_name="$(grep -o '"-package-name","[^"]*"' .build/debug.yaml 2> /dev/null | head -1 | cut -d'"' -f4 || true)"
package_name="${package_name:-$(basename "$PWD" | tr 'A-Z-' 'a-z_')}"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
python3 .ci/doc-swift.py "$(swift build --show-bin-path)" "$work" "$package_name"
