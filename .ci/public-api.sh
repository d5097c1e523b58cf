#!/usr/bin/env bash
# Every public declaration of RapidMap, RapidTree, RapidScreenReader, RapidVerify, RapidAudit, RapidExperience and
# RapidTesting has a `///` comment. (The DocC build, .ci/docs.sh, checks what the comments
# link to and the catalogs list.) Needs a `swift build` first.
set -euo pipefail
cd "$(dirname "$0")/.."
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
.ci/symbolgraphs.sh "$out"
python3 .ci/public-api.py "$out"
