#!/usr/bin/env python3
"""Checks the public API of the library products against the README.

Reads the symbol graphs that `swift symbolgraph-extract` writes for RapidMap, RapidVerify and
RapidTesting (public declarations only) and fails when
  - a public declaration has no `///` comment, or
  - the README's "## API" section and the public top-level declarations differ: every public
    type, protocol, free function and extension member on another module's type must be listed
    there under its module's heading, and everything listed there must be public.
Usage: public-api.py SYMBOLGRAPH_DIR README.md
"""
import json, os, re, sys

MODULES = ["RapidMap", "RapidVerify", "RapidAudit", "RapidExperience", "RapidTesting"]

def load(directory):
    """(module, symbols) for each symbol graph file of our modules, extensions included."""
    for name in sorted(os.listdir(directory)):
        if not name.endswith(".symbols.json"):
            continue
        module = name.split(".")[0].split("@")[0]
        if module not in MODULES:
            continue
        extended = "@" in name
        with open(os.path.join(directory, name)) as f:
            graph = json.load(f)
        yield module, extended, graph["symbols"]

def listed_in_readme(readme):
    """Names listed in the README's API section, by module heading."""
    text = open(readme, encoding="utf-8").read()
    match = re.search(r"^## API\n(.*?)(?=^## |\Z)", text, re.S | re.M)
    if not match:
        return None
    listed, module = {m: set() for m in MODULES}, None
    for line in match.group(1).splitlines():
        heading = re.match(r"^### `?(\w+)`?", line)
        if heading:
            module = heading.group(1) if heading.group(1) in MODULES else None
            continue
        row = re.match(r"^\|\s*`([^`]+)`", line)
        if module and row:
            listed[module].add(row.group(1))
    return listed

def top_level_name(symbol, extended):
    kind = symbol["kind"]["identifier"]
    path = symbol["pathComponents"]
    if extended:
        # A member added to another module's type: `Type.member`.
        if len(path) == 2:
            member = re.sub(r"\(.*", "", path[1])
            return f"{path[0]}.{member}"
        return None
    if len(path) == 1 and kind != "swift.func.op":
        return re.sub(r"\(.*", "", path[0])
    return None

def main():
    directory, readme = sys.argv[1], sys.argv[2]
    problems, public = [], {m: set() for m in MODULES}
    for module, extended, symbols in load(directory):
        for symbol in symbols:
            precise = symbol["identifier"]["precise"]
            if "::SYNTHESIZED::" in precise:
                continue  # a protocol's default implementation, documented where it is declared
            title = ".".join(symbol["pathComponents"])
            if not symbol.get("docComment"):
                location = symbol.get("location", {})
                where = location.get("uri", "").replace("file://", "")
                line = location.get("position", {}).get("line", -1) + 1
                problems.append(f"{os.path.relpath(where) if where else module}:{line}: error: public `{title}` has no /// comment")
            name = top_level_name(symbol, extended)
            if name:
                public[module].add(name)
    listed = listed_in_readme(readme)
    if listed is None:
        problems.append(f"{readme}: error: no `## API` section")
    else:
        for module in MODULES:
            for name in sorted(public[module] - listed[module]):
                problems.append(f"{readme}: error: public `{name}` ({module}) is not listed in the API section")
            for name in sorted(listed[module] - public[module]):
                problems.append(f"{readme}: error: `{name}` is listed under {module} in the API section but is not public there")
    for problem in problems:
        print(problem, file=sys.stderr)
    count = sum(len(v) for v in public.values())
    if problems:
        print(f"public-api: {len(problems)} problem(s)", file=sys.stderr)
        return 1
    print(f"public-api: {count} top-level public declarations, all documented and listed in {os.path.basename(readme)}")
    return 0

if __name__ == "__main__":
    sys.exit(main())
