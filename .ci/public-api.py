#!/usr/bin/env python3
"""Checks that every public declaration of the library modules is documented.

Reads the symbol graphs that `.ci/symbolgraphs.sh` writes for RapidMap, RapidTree, RapidScreenReader, RapidVerify, RapidAudit,
RapidExperience and RapidTesting (public declarations only, one folder per module) and fails
when a public declaration has no `///` comment. What the comments link to, and what the DocC
catalogs list, is checked by the DocC build (`.ci/docs.sh`, warnings as errors).
Usage: public-api.py SYMBOLGRAPH_DIR
"""
import json, os, sys

MODULES = ["RapidMap", "RapidTree", "RapidScreenReader", "RapidVerify", "RapidAudit", "RapidExperience", "RapidTesting"]

def load(directory):
    """The symbols of every symbol graph file of our modules, extensions included."""
    for root, _, names in os.walk(directory):
        for name in sorted(names):
            if not name.endswith(".symbols.json"):
                continue
            module = name.split(".")[0].split("@")[0]
            if module not in MODULES:
                continue
            with open(os.path.join(root, name)) as f:
                yield module, json.load(f)["symbols"]

def main():
    directory = sys.argv[1]
    problems, count = [], 0
    for module, symbols in load(directory):
        for symbol in symbols:
            if "::SYNTHESIZED::" in symbol["identifier"]["precise"]:
                continue  # a protocol's default implementation, documented where it is declared
            count += 1
            if not symbol.get("docComment"):
                title = ".".join(symbol["pathComponents"])
                location = symbol.get("location", {})
                where = location.get("uri", "").replace("file://", "")
                line = location.get("position", {}).get("line", -1) + 1
                problems.append(f"{os.path.relpath(where) if where else module}:{line}: error: public `{title}` has no /// comment")
    for problem in problems:
        print(problem, file=sys.stderr)
    if problems:
        print(f"public-api: {len(problems)} undocumented public declaration(s)", file=sys.stderr)
        return 1
    if count == 0:
        print(f"public-api: no symbols found in {directory}", file=sys.stderr)
        return 1
    print(f"public-api: {count} public declarations, all documented")
    return 0

if __name__ == "__main__":
    sys.exit(main())
