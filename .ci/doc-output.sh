#!/usr/bin/env bash
# Documented command output is what the command prints: every fenced block of the README,
# CONTRIBUTING.md and the DocC articles marked `<!-- output: COMMAND -->` is compared with
# what COMMAND prints, run with the debug build's rapidgen in a scratch copy of the example
# files (.ci/doc-output.py says how blocks are marked). `--update` rewrites the blocks that
# differ. Needs a `swift build` first; takes a few seconds.
set -euo pipefail
cd "$(dirname "$0")/.."
exec python3 .ci/doc-output.py "$(swift build --show-bin-path)" "$@"
