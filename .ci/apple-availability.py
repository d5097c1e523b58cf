#!/usr/bin/env python3
"""Apple availability of every declaration a module's sources reference, checked on Linux.

Inputs (made by .ci/apple-availability.sh):
  --package Package.swift        the declared minimums (`platforms:`) and the tools version
  --symbol-graphs DIR            `swift symbolgraph-extract` output of the modules the sources
                                 use: each symbol's precise identifier (USR) and availability
  --ast DIR ...                  `swiftc -dump-ast -dump-ast-format json` output, a folder per
                                 target, one JSON file per source file (its path is inside)

A reference is reported when a declaration it names (a function, property, initializer,
conformance or type, found by USR, or a type found in a mangled type name) is introduced
later than the declared minimum of an Apple platform, or is unavailable there, and the code
around it does not raise the minimum (`@available` on an enclosing declaration, or an
`if #available` / `guard #available` that encloses or precedes it). Availability of an
enclosing type (a member inherits its type's) counts too. A `swift` language-version
availability above the tools version is reported as well.

Output: one `file:line:column: error:` line per reference (sorted), and exit status 1 when
there is any; `--list-restricted` prints what the symbol graphs restrict instead.
"""
import argparse
import glob
import json
import os
import re
import subprocess
import sys

# SwiftPM's names of the platforms in `platforms:` and the symbol graphs' domains.
PLATFORMS = {"iOS": "iOS", "macOS": "macOS", "tvOS": "tvOS", "watchOS": "watchOS", "visionOS": "visionOS"}
# The prefix of a context key marking a platform the enclosing declaration is unavailable on.
UNAVAILABLE = "unavailable:"


def version(text):
    """A version as a comparable tuple: "15" -> (15, 0, 0), "10.15.4" -> (10, 15, 4)."""
    parts = [int(p) for p in re.findall(r"\d+", str(text))][:3]
    return tuple(parts + [0] * (3 - len(parts)))


def graph_version(v):
    return (v.get("major", 0), v.get("minor", 0), v.get("patch", 0))


def shown(v):
    return ".".join(str(p) for p in (v if v[2] else v[:2]))


def read_package(path):
    """The declared minimums, {domain: version}, and the tools version of Package.swift."""
    text = open(path).read()
    tools = re.search(r"swift-tools-version:\s*([\d.]+)", text)
    if not tools:
        sys.exit(f"{path}: no swift-tools-version line")
    minimums = {}
    for name, v in re.findall(r"\.(iOS|macOS|tvOS|watchOS|visionOS)\(\s*\.v([\d_]+)\s*\)", text):
        minimums[PLATFORMS[name]] = version(v.replace("_", "."))
    missing = sorted(set(PLATFORMS.values()) - set(minimums))
    if missing:
        sys.exit(f"{path}: `platforms:` declares no minimum for {', '.join(missing)}")
    return minimums, version(tools.group(1))


class Availability:
    """What the symbol graphs say: per USR, {domain: introduced} and the unavailable domains."""

    def __init__(self, directory):
        self.introduced = {}   # usr -> {domain: version}
        self.unavailable = {}  # usr -> set of domains
        self.parent = {}       # member usr -> its type's usr
        self.names = {}        # usr -> readable name
        self.types = {}        # mangled body of a nominal type's usr -> usr
        self.defaults = {}     # protocol requirement usr -> its default implementations' usrs
        files = sorted(glob.glob(os.path.join(directory, "*.symbols.json")))
        if not files:
            sys.exit(f"no symbol graphs in {directory}")
        for path in files:
            graph = json.load(open(path))
            module = graph["module"]["name"]
            for symbol in graph["symbols"]:
                precise = symbol["identifier"]["precise"]
                usr = precise.split("::SYNTHESIZED::")[0]
                if usr == precise or usr not in self.names:  # a synthesized copy names the conforming type
                    self.names[usr] = ".".join(symbol.get("pathComponents", [symbol["names"]["title"]]))
                kind = symbol["kind"]["identifier"]
                if kind in ("swift.struct", "swift.class", "swift.enum", "swift.protocol", "swift.typealias") and usr.startswith("s:"):
                    self.types[usr[2:]] = usr
                for entry in symbol.get("availability", []):
                    domain = entry.get("domain")
                    if not domain or domain == "*":
                        continue
                    if entry.get("isUnconditionallyUnavailable") or "obsoleted" in entry:
                        self.unavailable.setdefault(usr, set()).add(domain)
                    if "introduced" in entry:
                        v = graph_version(entry["introduced"])
                        known = self.introduced.setdefault(usr, {})
                        known[domain] = max(known.get(domain, v), v)
            for relation in graph.get("relationships", []):
                source = relation["source"].split("::SYNTHESIZED::")[0]
                if relation["kind"] in ("memberOf", "optionalRequirementOf", "requirementOf"):
                    self.parent.setdefault(source, relation["target"])
                elif relation["kind"] == "defaultImplementationOf":
                    self.defaults.setdefault(relation["target"], set()).add(source)

    def effective(self, usr):
        """{domain: introduced} of a declaration and the types enclosing it, and its unavailable domains."""
        introduced, unavailable, seen = {}, set(), set()
        while usr and usr not in seen:
            seen.add(usr)
            for domain, v in self.introduced.get(usr, {}).items():
                introduced[domain] = max(introduced.get(domain, v), v)
            unavailable |= self.unavailable.get(usr, set())
            usr = self.parent.get(usr)
        return introduced, unavailable


class Checker:
    def __init__(self, availability, minimums, tools):
        self.availability = availability
        self.minimums = minimums
        self.tools = tools
        self.cache = {}
        self.findings = {}  # (path, line, name) -> (column, message)
        self.references = []  # (path, line, column, "usr" or "type", value, context)

    def match_types(self):
        """Turns the mangled type names referenced into the restricted types they name,
        matched by qualified name after `swift demangle` (so a type of the package with
        the same name as a restricted one is not mistaken for it)."""
        restricted = [usr for usr in self.availability.types.values() if self.problems(usr, {})]
        mangled = sorted({value for (_, _, _, kind, value, _) in self.references if kind == "type"})
        names = demangle(["$s" + usr[2:] + "D" for usr in restricted] + mangled)
        by_name = dict(zip(names[:len(restricted)], restricted))
        named = {}
        for value, text in zip(mangled, names[len(restricted):]):
            found = set()
            for qualified in re.findall(r"[A-Za-z_][A-Za-z0-9_]*(?:\.[A-Za-z_][A-Za-z0-9_]*)+", text):
                parts = qualified.split(".")
                for end in range(2, len(parts) + 1):
                    usr = by_name.get(".".join(parts[:end]))
                    if usr:
                        found.add(usr)
            named[value] = found
        return named

    def evaluate(self):
        named = self.match_types()
        for path, line, column, kind, value, context in self.references:
            for usr in (named.get(value, ()) if kind == "type" else (value,)):
                self.report(path, line, column, usr, context)

    def problems(self, usr, context):
        """Why `usr` cannot be used under `context` ({domain: raised minimum}), as text, or []."""
        key = (usr, tuple(sorted(context.items())))
        if key in self.cache:
            return self.cache[key]
        introduced, unavailable = self.availability.effective(usr)
        # A requirement added to a protocol later (`FixedWidthInteger.&*` in Swift 6) comes
        # with a default implementation, which older systems use: the requirement is
        # usable where one of its default implementations is.
        for default in self.availability.defaults.get(usr, ()):
            if not self.problems(default, context):
                return self.cache.setdefault(key, [])
        found = []
        for domain, minimum in self.minimums.items():
            floor = max(minimum, context.get(domain, minimum))
            if UNAVAILABLE + domain in context:
                continue  # inside a declaration unavailable there
            if domain in unavailable:
                found.append(f"unavailable on {domain}")
            elif domain in introduced and introduced[domain] > floor:
                found.append(f"{domain} {shown(introduced[domain])} (minimum {shown(floor)})")
        for domain in ("Swift", "swift"):
            if domain in introduced and introduced[domain] > self.tools:
                found.append(f"Swift {shown(introduced[domain])} (tools version {shown(self.tools)})")
        self.cache[key] = found
        return found

    def report(self, path, line, column, usr, context):
        found = self.problems(usr, context)
        if found:
            name = self.availability.names.get(usr, usr)
            key = (path, line, name)
            unavailable = [f.removeprefix("unavailable on ") for f in found if f.startswith("unavailable on ")]
            needs = [f for f in found if not f.startswith("unavailable on ")]
            parts = ([f"needs {'; '.join(needs)}"] if needs else []) + (
                [f"is unavailable on {', '.join(unavailable)}"] if unavailable else [])
            message = f"{name} {' and '.join(parts)}"
            if key not in self.findings or self.findings[key][0] > column:
                self.findings[key] = (column, message)

    def check_file(self, tree, root):
        path = tree.get("filename", "?")
        source_path = path if os.path.isabs(path) else os.path.join(root, path)
        shown_path = os.path.relpath(source_path, root)
        text = open(source_path, "rb").read()
        offsets = [0] + [i + 1 for i, byte in enumerate(text) if byte == 10]
        # Iterative walk: (node, context, offset of the nearest enclosing range).
        stack = [(tree, {}, 0)]
        while stack:
            node, context, offset = stack.pop()
            if isinstance(node, list):
                # A `guard #available` raises the context of the statements after it.
                current = context
                pending = []
                for item in node:
                    pending.append((item, current, offset))
                    if isinstance(item, dict) and item.get("_kind") == "guard_stmt":
                        current = raised(current, item.get("conditions", []))
                stack.extend(reversed(pending))
                continue
            if not isinstance(node, dict):
                continue
            kind = node.get("_kind", "")
            if isinstance(node.get("range"), dict) and "start" in node["range"]:
                offset = node["range"]["start"]
            attributes = [a for a in node.get("attrs", []) if isinstance(a, dict) and a.get("_kind") == "available_attr"]
            if attributes:
                context = dict(context)
                for a in attributes:
                    if a.get("introduced") and a.get("domain") in self.minimums:
                        context[a["domain"]] = max(context.get(a["domain"], (0, 0, 0)), version(a["introduced"]))
                    # `@available(tvOS, unavailable)`: the declaration is never built for
                    # tvOS, so what tvOS lacks may be used inside it.
                    if a.get("unavailable") and a.get("domain") in self.minimums:
                        context[UNAVAILABLE + a["domain"]] = (0, 0, 0)
            for key, value in node.items():
                if key in ("usr", "_kind", "range", "filename"):
                    continue
                if isinstance(value, str):
                    if value.startswith(("s:", "c:")) or value.startswith("$s"):
                        line, column = position(offsets, offset)
                        kind_of = "type" if value.startswith("$s") else "usr"
                        self.references.append((shown_path, line, column, kind_of, value, context))
                elif kind == "if_stmt" and key in ("then_stmt",):
                    stack.append((value, raised(context, node.get("conditions", [])), offset))
                else:
                    stack.append((value, context, offset))


def demangle(names):
    """`swift demangle --compact` of each name, in order."""
    if not names:
        return []
    result = subprocess.run(["swift", "demangle", "--compact"], input="\n".join(names) + "\n",
                            capture_output=True, text=True, check=True)
    lines = result.stdout.split("\n")[:len(names)]
    if len(lines) != len(names):
        sys.exit("swift demangle returned fewer lines than it was given")
    return lines


def raised(context, conditions):
    """The context inside an `if #available` (or after a `guard #available`)."""
    result = dict(context)
    for condition in conditions if isinstance(conditions, list) else []:
        if isinstance(condition, dict) and condition.get("_kind") == "#available":
            for query in condition.get("queries", []):
                domain, v = query.get("domain"), query.get("version")
                if domain and v and domain != "*":
                    result[domain] = max(result.get(domain, (0, 0, 0)), version(v))
    return result


def position(offsets, offset):
    """1-based line and column of a byte offset."""
    low, high = 0, len(offsets) - 1
    while low < high:
        middle = (low + high + 1) // 2
        if offsets[middle] <= offset:
            low = middle
        else:
            high = middle - 1
    return low + 1, offset - offsets[low] + 1


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--package", required=True)
    parser.add_argument("--symbol-graphs", required=True)
    parser.add_argument("--ast", nargs="*", default=[], help="DIR of one target's AST dumps")
    parser.add_argument("--root", default=".", help="paths in the report are relative to this")
    parser.add_argument("--list-restricted", action="store_true")
    arguments = parser.parse_args()

    minimums, tools = read_package(arguments.package)
    checker = Checker(Availability(arguments.symbol_graphs), minimums, tools)
    if arguments.list_restricted:
        for usr in sorted(checker.availability.introduced):
            if checker.problems(usr, {}):
                print(checker.availability.names.get(usr, usr), checker.problems(usr, {}))
        return 0
    dumps = 0
    for directory in arguments.ast:
        for path in sorted(glob.glob(os.path.join(directory, "*.json"))):
            if path.endswith("output-file-map.json"):
                continue
            checker.check_file(json.load(open(path)), os.path.abspath(arguments.root))
            dumps += 1
    if dumps == 0:
        sys.exit("no AST dumps to check")
    checker.evaluate()
    for (path, line, _), (column, message) in sorted(checker.findings.items()):
        print(f"{path}:{line}:{column}: error: {message}")
    minimum_text = ", ".join(f"{d} {shown(v)}" for d, v in minimums.items())
    print(f"{dumps} files checked against {minimum_text} and tools version {shown(tools)}: "
          f"{len(checker.findings)} reference(s) above them", file=sys.stderr)
    return 1 if checker.findings else 0


if __name__ == "__main__":
    sys.exit(main())
