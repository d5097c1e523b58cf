#!/usr/bin/env python3
"""Reports the public top-level declarations that take a top-level name of an Apple framework.

A declaration is top level when it starts at column 0: optional attributes (`@frozen`,
`@available(...)`, `@MainActor`) and modifiers (`nonisolated`, `final`, `indirect`), then
`public` or `open`, then struct, class, enum, actor, protocol, typealias, func, macro, var or let
and its name. Members are indented, extensions declare no name: neither is read.
Usage: framework-names.py NAMES_FILE SWIFT_FILE...
Prints `file:line: error: ...` per collision; exit status 1 when there is one.
"""
import re, sys

KINDS = "struct|class|enum|actor|protocol|typealias|func|macro|var|let"
MODIFIER = re.compile(r"(?:nonisolated(?:\(unsafe\))?|final|indirect|dynamic|(?:public|open)\s*\(set\))\s+")
DECLARATION = re.compile(rf"(public|open)\s+(?:(?:final|indirect|nonisolated(?:\(unsafe\))?)\s+)*({KINDS})\s+`?([A-Za-z_][A-Za-z0-9_]*)")

def strip_attributes(line):
    """The line without its leading attributes and modifiers (balanced parentheses skipped)."""
    while True:
        attribute = re.match(r"@[A-Za-z_][A-Za-z0-9_.]*", line)
        if attribute:
            rest, depth = line[attribute.end():], 0
            if rest.startswith("("):
                for i, c in enumerate(rest):
                    depth += {"(": 1, ")": -1}.get(c, 0)
                    if depth == 0:
                        rest = rest[i + 1:]
                        break
            line = rest.lstrip()
            continue
        modifier = MODIFIER.match(line)
        if modifier and not DECLARATION.match(line):
            line = line[modifier.end():]
            continue
        return line

def declarations(path):
    """(line number, kind, name) of each public or open top-level declaration in the file."""
    with open(path, encoding="utf-8") as f:
        for number, line in enumerate(f, 1):
            if line[:1] not in ("@", "p", "o", "n", "f", "i"):
                continue
            match = DECLARATION.match(strip_attributes(line.rstrip("\n")))
            if match:
                yield number, match.group(2), match.group(3)

def framework_names(path):
    """Each name of the list, with the frameworks that declare it (`# Framework` headers)."""
    names, framework = {}, None
    with open(path, encoding="utf-8") as f:
        for line in f:
            line = line.strip()
            if re.fullmatch(r"# [A-Za-z]+", line):
                framework = line[2:]
            elif line and not line.startswith("#"):
                names.setdefault(line, []).append(framework)
    return names

def main():
    names = framework_names(sys.argv[1])
    found = 0
    for path in sys.argv[2:]:
        for number, kind, name in declarations(path):
            if name in names:
                found += 1
                frameworks = " and ".join(names[name])
                print(f"{path}:{number}: error: public {kind} `{name}` has the name of {frameworks}'s "
                      f"`{name}`: a file that imports both must qualify it")
    return 1 if found else 0

if __name__ == "__main__":
    sys.exit(main())
