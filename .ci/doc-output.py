#!/usr/bin/env python3
"""Documented command output is what the command prints.

A fenced block in the README, CONTRIBUTING.md or a DocC article that shows a command's
output is preceded by a marker naming the command:

    <!-- output: rapidgen order ScreenMaps/Recordings/LoginScreen.json -->
    ```
    $ swift run rapidgen order ScreenMaps/Recordings/LoginScreen.json
    #  type  identifier  label  frame
    ...
    ```

(HTML comments do not show on GitHub or in DocC.) The command is bash: one line, or the
lines between `<!-- output:` and `-->` for a script that prepares files first. It runs with
`rapidgen` on the PATH (the built binary, `swift build` first), NO_COLOR=1, in a scratch
copy of the package's example files (`Package.swift`, `rapidmap.json`, `ScreenMaps/`,
`Tests/Fixtures/`: a package, so printed commands say `swift run rapidgen`), so
a command may change them first: `sed -i … ScreenMaps/Recordings/LoginScreen.json &&
rapidgen check`. `../shared/realtrees` is there when it is beside the package; a command that
names it is skipped, visibly, when it is not. Standard output and standard error are compared together, in order, and
the scratch folder's path is removed from them. The block's first line, when it starts with
`$ `, is the command as a reader types it: what follows `$ swift run ` (before any `#`
comment) must occur in the marker's command. A line that is only `…` stands for any number
of lines (the block shows an excerpt). An exit status of 2 (a usage error) or above 125 (no
such command) fails the check: the documented command must run.

    doc-output.py BIN_DIR            check every marked block; exit 1 on a difference
    doc-output.py BIN_DIR --update   rewrite the blocks that differ (not those with `…`)
    doc-output.py BIN_DIR --list     list the marked blocks

A fenced block whose first line is `$ swift run rapidgen …`, that shows output and has no
marker fails the check too, unless it is marked `<!-- output: not checked: REASON -->`, so new examples
cannot drift unnoticed.
"""
import os
import re
import shutil
import subprocess
import sys
import tempfile

ROOT = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
EXAMPLE_FILES = ["Package.swift", "rapidmap.json", "ScreenMaps", "Tests/Fixtures"]
MARKER = re.compile(r"^\s*<!-- output: (.*?) -->\s*$")
MARKER_START = re.compile(r"^\s*<!-- output:\s*$")
FENCE = re.compile(r"^(\s*)(`{3,})(.*)$")


def documents():
    files = ["README.md", "CONTRIBUTING.md"]
    sources = os.path.join(ROOT, "Sources")
    for module in sorted(os.listdir(sources)):
        catalog = os.path.join(sources, module, module + ".docc")
        if os.path.isdir(catalog):
            for name in sorted(os.listdir(catalog)):
                # The command reference is generated whole; .ci/run compares it.
                if name.endswith(".md") and name != "RapidgenReference.md":
                    files.append(os.path.join("Sources", module, module + ".docc", name))
    return files


class Block:
    def __init__(self, path, marker_line, command, start, end, indent, lines):
        self.path, self.marker_line, self.command = path, marker_line, command
        self.start, self.end, self.indent, self.lines = start, end, indent, lines


def blocks(path):
    """(marked blocks, unmarked rapidgen blocks as (path, line)) of one document."""
    text = open(os.path.join(ROOT, path), encoding="utf-8").read().split("\n")
    found, unmarked = [], []
    pending = None  # (marker line index, command)
    i = 0
    while i < len(text):
        marker = MARKER.match(text[i])
        if marker:
            pending = (i, marker.group(1).strip())
            i += 1
            continue
        if MARKER_START.match(text[i]):
            j = i + 1
            while j < len(text) and text[j].strip() != "-->":
                j += 1
            pending = (j, "\n".join(line.strip() for line in text[i + 1:j]))
            i = j + 1
            continue
        fence = FENCE.match(text[i])
        if fence:
            indent, ticks = fence.group(1), fence.group(2)
            j = i + 1
            while j < len(text) and not re.match(r"^\s*" + ticks + r"\s*$", text[j]):
                j += 1
            body = [line[len(indent):] if line.startswith(indent) else line.lstrip() for line in text[i + 1:j]]
            if pending and pending[0] >= i - 2:
                if not pending[1].startswith("not checked:"):
                    found.append(Block(path, pending[0] + 1, pending[1], i + 1, j, indent, body))
            elif body and body[0].startswith("$ swift run rapidgen") and not all(
                line.startswith("$ ") for line in body if line.strip()
            ):  # commands only, no output: nothing to compare
                unmarked.append((path, i + 1))
            pending = None
            i = j + 1
            continue
        if text[i].strip():
            pending = None
        i += 1
    return found, unmarked


SHARED = os.path.join(os.path.dirname(ROOT), "shared")


def run(command, bin_dir):
    outer = tempfile.mkdtemp(prefix="doc-output-")
    scratch = os.path.join(outer, "RapidMap")
    os.mkdir(scratch)
    if os.path.isdir(SHARED):
        os.symlink(SHARED, os.path.join(outer, "shared"))
    try:
        for name in EXAMPLE_FILES:
            source = os.path.join(ROOT, name)
            target = os.path.join(scratch, name)
            if os.path.isdir(source):
                shutil.copytree(source, target)
            else:
                os.makedirs(os.path.dirname(target), exist_ok=True)
                shutil.copy2(source, target)
        environment = dict(os.environ, NO_COLOR="1", PATH=bin_dir + os.pathsep + os.environ.get("PATH", ""))
        for name in ("CI", "RAPIDMAP_RAPIDGEN"):
            environment.pop(name, None)
        result = subprocess.run(
            ["bash", "-o", "pipefail", "-c", command], cwd=scratch, env=environment,
            stdout=subprocess.PIPE, stderr=subprocess.STDOUT, timeout=120)
        output = result.stdout.decode("utf-8", "replace")
        for folder, shown in [(scratch, ""), (outer, "../")]:
            output = output.replace(os.path.realpath(folder) + "/", shown).replace(folder + "/", shown)
        lines = output.split("\n")
        if lines and lines[-1] == "":
            lines.pop()
        return result.returncode, lines
    finally:
        shutil.rmtree(outer, ignore_errors=True)


def matches(expected, actual):
    """Whether `actual` fits `expected`, where a `…` line stands for any lines."""
    if "…" not in [line.strip() for line in expected]:
        return expected == actual
    segments, current = [], []
    for line in expected:
        if line.strip() == "…":
            segments.append(current)
            current = []
        else:
            current.append(line)
    segments.append(current)
    position = 0
    for index, segment in enumerate(segments):
        if not segment:
            continue
        if index == 0:
            if actual[:len(segment)] != segment:
                return False
            position = len(segment)
            continue
        last = index == len(segments) - 1
        found = -1
        for start in range(position, len(actual) - len(segment) + 1):
            if actual[start:start + len(segment)] == segment and (not last or start + len(segment) == len(actual)):
                found = start
                break
        if found < 0:
            return False
        position = found + len(segment)
    return True


def main():
    if len(sys.argv) < 2:
        print(__doc__)
        return 2
    bin_dir = os.path.abspath(sys.argv[1])
    mode = sys.argv[2] if len(sys.argv) > 2 else "--check"
    if not os.access(os.path.join(bin_dir, "rapidgen"), os.X_OK):
        print(f"doc-output: no rapidgen in {bin_dir}: run swift build first", file=sys.stderr)
        return 2
    all_blocks, unmarked = [], []
    for path in documents():
        found, bare = blocks(path)
        all_blocks += found
        unmarked += bare
    if mode == "--list":
        for block in all_blocks:
            print(f"{block.path}:{block.marker_line}: {block.command}")
        return 0
    failures = 0
    for path, line in unmarked:
        print(f"{path}:{line}: a rapidgen command's output without an `<!-- output: COMMAND -->` marker "
              "(or `<!-- output: not checked: REASON -->`)")
        failures += 1
    rewrites = {}
    for block in all_blocks:
        shown = block.lines[0] if block.lines and block.lines[0].startswith("$ ") else None
        expected = block.lines[1:] if shown else block.lines
        if shown:
            typed = shown[2:].split(" #")[0].strip()
            typed = typed[len("swift run "):] if typed.startswith("swift run ") else typed
            if typed not in block.command:
                print(f"{block.path}:{block.start}: the block shows `{typed}`, which the marker's command does not run")
                failures += 1
                continue
        if "../shared/" in block.command and not os.path.isdir(SHARED):
            print(f"{block.path}:{block.marker_line}: skipped: no ../shared/realtrees beside the package")
            continue
        status, actual = run(block.command, bin_dir)
        if status == 2 or status > 125:
            print(f"{block.path}:{block.marker_line}: `{block.command}` exited with {status}:")
            print("\n".join("    " + line for line in actual[:20]))
            failures += 1
            continue
        if matches(expected, actual):
            continue
        if mode == "--update" and "…" not in [line.strip() for line in expected]:
            rewrites.setdefault(block.path, []).append((block, ([shown] if shown else []) + actual))
            print(f"{block.path}:{block.start}: updated from `{block.command}`")
            continue
        failures += 1
        print(f"{block.path}:{block.start}: the block differs from what `{block.command}` prints (- documented, + printed):")
        import difflib
        for line in difflib.unified_diff(expected, actual, lineterm="", n=1):
            if not line.startswith(("---", "+++")):
                print("    " + line)
    for path, changes in rewrites.items():
        full = os.path.join(ROOT, path)
        text = open(full, encoding="utf-8").read().split("\n")
        for block, lines in sorted(changes, key=lambda change: -change[0].start):
            text[block.start:block.end] = [(block.indent + line) if line else "" for line in lines]
        open(full, "w", encoding="utf-8").write("\n".join(text))
    checked = len(all_blocks)
    if failures:
        print(f"doc-output: {failures} problem(s) in the {checked} documented outputs; fix the docs, or run .ci/doc-output.sh --update")
        return 1
    print(f"doc-output: {checked} documented outputs are what their commands print")
    return 0


if __name__ == "__main__":
    sys.exit(main())
