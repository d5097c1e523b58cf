#!/usr/bin/env python3
"""Checks that every ```swift and ```json block of a DocC article is text of a fixture file:
its lines, without their indentation, are consecutive lines of one file under the fixture
folder (its .build left out). Prints each block's source and exits 1 naming a block found in
none. Usage: article-blocks.py ARTICLE FIXTURE_FOLDER"""
import os
import re
import sys


def blocks(text):
    """(line number, language, lines) of each fenced block with a language."""
    found, current = [], None
    for number, line in enumerate(text.split("\n"), 1):
        fence = re.match(r"^\s*```(\w*)\s*$", line)
        if fence and current is None:
            current = (number, fence.group(1), [])
        elif fence:
            found.append(current)
            current = None
        elif current is not None:
            current[2].append(line)
    return found


def normalized(lines):
    return [line.strip() for line in lines if line.strip()]


def main():
    article, folder = sys.argv[1:3]
    sources = {}
    for root, dirs, files in os.walk(folder):
        dirs[:] = [d for d in dirs if not d.startswith(".build")]
        for name in files:
            if name.endswith((".swift", ".json")):
                path = os.path.join(root, name)
                with open(path, encoding="utf-8") as f:
                    sources[path] = normalized(f.read().split("\n"))
    with open(article, encoding="utf-8") as f:
        text = f.read()
    failed = 0
    checked = 0
    for number, language, lines in blocks(text):
        if language not in ("swift", "json"):
            continue
        checked += 1
        wanted = normalized(lines)
        home = next(
            (path for path, have in sorted(sources.items())
             if any(have[i:i + len(wanted)] == wanted for i in range(len(have) - len(wanted) + 1))),
            None)
        if home is None:
            print(f"{article}:{number}: error: this ```{language} block is not text of any file in {folder}")
            failed += 1
        else:
            print(f"{article}:{number}: {os.path.relpath(home, folder)}")
    if checked == 0:
        print(f"{article}: error: no ```swift or ```json block to check")
        return 1
    return 1 if failed else 0


sys.exit(main())
