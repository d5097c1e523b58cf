#!/usr/bin/env python3
"""Links in the Markdown a repository page shows resolve there: every relative link of the
README and the other Markdown files outside the DocC catalogs names a file or folder of the
repository (and, for a `.md` file with `#anchor`, one of its headings, as GitHub spells the
anchor), and none is a DocC link (`<doc:…>`, `../rapidtesting/…`), which only the built
documentation resolves. Code spans and fenced blocks are skipped.

The check is checked first: a planted folder holds each kind of broken link, and exactly the
planted ones must be reported.

    repository-links.py [ROOT]
"""
import os
import re
import subprocess
import sys

sys.dont_write_bytecode = True  # no __pycache__ in .ci
from planted import checked_first  # noqa: E402

LINK = re.compile(r"\]\(([^)\s]+)\)")
DOC_LINK = re.compile(r"<doc:[^>]+>")


def markdown_files(root):
    """The tracked Markdown files a repository page renders as they are: not the articles."""
    listed = subprocess.run(["git", "-C", root, "ls-files", "*.md"], stdout=subprocess.PIPE, check=True)
    return sorted(p for p in listed.stdout.decode().split("\n") if p and ".docc/" not in p)


def anchors(path):
    """The anchors GitHub gives the headings of a Markdown file."""
    found = set()
    for line in open(path, encoding="utf-8"):
        heading = re.match(r"^#{1,6}\s+(.*?)\s*#*\s*$", line)
        if heading:
            text = re.sub(r"[`*_]", "", heading.group(1)).lower()
            found.add(re.sub(r"[^\w\- ]", "", text).replace(" ", "-"))
    return found


def prose(lines):
    """(line number, text) of the lines outside fenced blocks, with code spans blanked."""
    fenced = False
    for number, line in enumerate(lines, 1):
        if re.match(r"^\s*(```|~~~)", line):
            fenced = not fenced
            continue
        if not fenced:
            yield number, re.sub(r"(`+)(.+?)\1", lambda m: " " * len(m.group(0)), line)


def check(root):
    problems = []
    for relative in markdown_files(root):
        folder = os.path.dirname(os.path.join(root, relative))
        for number, text in prose(open(os.path.join(root, relative), encoding="utf-8").read().split("\n")):
            where = f"{relative}:{number}"
            for doc in DOC_LINK.findall(text):
                problems.append(f"{where}: error: {doc} is a DocC link, which a repository page does not resolve: "
                                f"link the article's file")
            for target in LINK.findall(text):
                if re.match(r"^[a-z][a-z0-9+.-]*:", target) or target.startswith("#"):
                    continue
                path, _, anchor = target.partition("#")
                resolved = os.path.normpath(os.path.join(folder, path))
                if not os.path.exists(resolved) or not resolved.startswith(root):
                    problems.append(f"{where}: error: ({target}) names no file of the repository")
                elif anchor and resolved.endswith(".md") and anchor not in anchors(resolved):
                    problems.append(f"{where}: error: ({target}): {path} has no heading whose anchor is #{anchor}")
    return problems


PLANTED = {
    "README.md": """# Planted

[Good](Docs/Guide.md), [good anchor](Docs/Guide.md#a-module-for-the-maps), [web](https://example.com).
[DocC](../rapidtesting/verifyingintests) and <doc:VerifyingInTests>.
[Bad anchor](Docs/Guide.md#nowhere) and [folder](Docs).
`<doc:InCode>` and [code](`nowhere.md`) are code.

```
[fenced](nowhere.md)
```
""",
    "Docs/Guide.md": "# Guide\n\n### A module for the maps\n\n[Back](../README.md), [missing](Missing.md)\n",
    "Sources/A/A.docc/Article.md": "# Article\n\n<doc:Other> [x](../rapida/other)\n",
}
PLANTED_EXPECTED = """Docs/Guide.md:5: error: (Missing.md) names no file of the repository
README.md:4: error: <doc:VerifyingInTests> is a DocC link, which a repository page does not resolve: link the article's file
README.md:4: error: (../rapidtesting/verifyingintests) names no file of the repository
README.md:5: error: (Docs/Guide.md#nowhere): Docs/Guide.md has no heading whose anchor is #nowhere"""


def main():
    root = os.path.abspath(sys.argv[1] if len(sys.argv) > 1 else os.path.join(os.path.dirname(__file__), ".."))
    if not checked_first("repository-links", PLANTED, PLANTED_EXPECTED, check, tracked=True):
        return 1
    problems = check(root)
    for problem in problems:
        print(problem)
    if problems:
        return 1
    print(f"repository-links: every relative link of {len(markdown_files(root))} Markdown files resolves in the repository")
    return 0


if __name__ == "__main__":
    sys.exit(main())
