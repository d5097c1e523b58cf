#!/usr/bin/env python3
"""Documented defaults are the code's: every default the docs state is marked, and the mark
is compared with the constant the code uses, so a changed default fails CI until the words
change too.

The code marks each documented default on the line of its constant, whose value is a case
(`.missing`) or a string literal (`"RapidMap-artifacts"`), stored or computed:

    package static let defaultOffCI: RecordMode = .missing  // documented default: record-mode-off-ci
    public static var verificationMode: VerificationMode { .exact }  // documented default: verification-mode

The docs mark each statement of a default with a comment no reader sees, on a line of its
own right above the paragraph, list or table that states it (several marks may stand
together); in a `///` comment, the same comment on a `///` line of its own (never the
comment's first line, which is the summary):

    <!-- default: record-mode-off-ci = missing -->
    Recording a screen that has no map yet is record mode `missing`, the default everywhere but CI.

The check fails when a mark's value is not the constant's, when the block under a mark does
not show the value in code voice (`missing`, or inside a longer span: `~/Library/Caches/...`),
when a mark names no constant, and when a constant is marked nowhere. Documents: README.md,
CONTRIBUTING.md, the DocC articles (Sources/*/*.docc) and the `///` comments of Sources.

The check is checked first: a planted folder holds each kind of mismatch, and exactly the
planted ones must be reported.

    doc-defaults.py [ROOT]
"""
import glob
import os
import re
import sys

sys.dont_write_bytecode = True  # no __pycache__ in .ci
from planted import checked_first  # noqa: E402

CONSTANT = re.compile(r'(?:=|\{)\s*(?:\.(\w+)|"([^"\\]*)")\s*\}?\s*//\s*documented default:\s*([\w-]+)\s*$')
MARK = re.compile(r"^\s*<!-- default: ([\w-]+) = (.+?) -->\s*$")
DOC_LINE = re.compile(r"^\s*/// ?(.*)$")


def constants(root):
    """{key: (value, "file:line")} of the code's documented defaults, and the problems."""
    found, problems = {}, []
    for path in sorted(glob.glob(os.path.join(root, "Sources/**/*.swift"), recursive=True)):
        relative = os.path.relpath(path, root)
        for number, line in enumerate(open(path, encoding="utf-8"), 1):
            if "documented default:" not in line or DOC_LINE.match(line):
                continue
            match = CONSTANT.search(line)
            if not match:
                problems.append(f"{relative}:{number}: error: a documented default must be a constant whose value is a "
                                f"case or a string literal, on the line of its mark")
                continue
            value, key = match.group(1) or match.group(2), match.group(3)
            if key in found:
                problems.append(f"{relative}:{number}: error: `{key}` is marked twice (also {found[key][1]})")
            found[key] = (value, f"{relative}:{number}")
    return found, problems


def documents(root):
    """(relative path, [(line number, text)]) of every document: Markdown files whole, and each
    `///` comment of the sources with its `///` taken off."""
    paths = ["README.md", "CONTRIBUTING.md"] + sorted(
        os.path.relpath(p, root) for p in glob.glob(os.path.join(root, "Sources/*/*.docc/*.md")))
    for relative in paths:
        if os.path.exists(os.path.join(root, relative)):
            lines = open(os.path.join(root, relative), encoding="utf-8").read().split("\n")
            yield relative, list(enumerate(lines, 1))
    for path in sorted(glob.glob(os.path.join(root, "Sources/**/*.swift"), recursive=True)):
        relative, comment = os.path.relpath(path, root), []
        for number, line in enumerate(open(path, encoding="utf-8").read().split("\n"), 1):
            match = DOC_LINE.match(line)
            if match:
                comment.append((number, match.group(1)))
            elif comment:
                yield relative, comment
                comment = []
        if comment:
            yield relative, comment


def marks(lines):
    """(line number, key, value, the block's text) of each mark: the block is the lines after
    the marks that stand together, up to a blank line."""
    found = []
    for i, (number, text) in enumerate(lines):
        match = MARK.match(text)
        if not match:
            continue
        j = i + 1
        while j < len(lines) and MARK.match(lines[j][1]):
            j += 1
        block = []
        while j < len(lines) and lines[j][1].strip():
            block.append(lines[j][1])
            j += 1
        found.append((number, match.group(1), match.group(2).strip(), "\n".join(block)))
    return found


def shows(block, value):
    """Whether `block` shows `value` in code voice, alone or inside a longer span."""
    word = r"(?<![\w-])" + re.escape(value) + r"(?![\w-])"
    spans = [match.group(2) for match in re.finditer(r"(`+)(.+?)(?<!`)\1(?!`)", block, re.DOTALL)]
    return any(re.search(word, span) for span in spans)


def check(root):
    """The problems, one `file:line: error:` each, and how many marks were checked."""
    code, problems = constants(root)
    marked, count = set(), 0
    for relative, lines in documents(root):
        first = lines[0][0] if lines else 0
        for number, key, value, block in marks(lines):
            count += 1
            where = f"{relative}:{number}"
            if relative.endswith(".swift") and number == first:
                problems.append(f"{where}: error: a mark cannot be a /// comment's first line (its summary)")
            if key not in code:
                problems.append(f"{where}: error: no constant is marked `// documented default: {key}` in Sources")
                continue
            marked.add(key)
            actual, home = code[key]
            if value != actual:
                problems.append(f"{where}: error: the docs say `{key}` is `{value}`, the code says `{actual}` ({home}): "
                                f"change the words and the mark")
            elif not block.strip():
                problems.append(f"{where}: error: the mark `{key}` stands above no paragraph, list or table")
            elif not shows(block, value):
                problems.append(f"{where}: error: the text under the mark `{key}` does not show `{value}`")
    for key, (value, home) in sorted(code.items()):
        if key not in marked:
            problems.append(f"{home}: error: the default `{key}` (`{value}`) is stated in no document: mark where it is")
    return problems, count


PLANTED = {
    "Sources/Mode/Mode.swift": """enum Mode {
    static let offCI: Mode = .missing  // documented default: off-ci
    static let folder = "Artifacts"  // documented default: folder
    static var computedCase: Mode { .missing }  // documented default: computed-case
    static let unused = "x"  // documented default: unused
    static let computed = make()  // documented default: computed
}
/// Summary.
///
/// <!-- default: off-ci = missing -->
/// <!-- default: computed-case = missing -->
/// Off CI, `missing` records.
///
/// <!-- default: off-ci = failed -->
/// Off CI, `failed` records.
func documented() {}
/// <!-- default: folder = Artifacts -->
/// The folder is `Artifacts`.
func summaryIsAMark() {}
""",
    "README.md": """# Planted

<!-- default: off-ci = missing -->
<!-- default: folder = Artifacts -->
| mode | folder |
| `missing` | `/tmp/Artifacts` |

<!-- default: off-ci = missing -->
A screen with no map is missing: the words do not show the mode.

<!-- default: folder = Artifacts -->
The folder is `MyArtifacts`, a longer name.

<!-- default: nowhere = x -->
Nothing in the code.

<!-- default: off-ci = missing -->
""",
}

PLANTED_EXPECTED = """Sources/Mode/Mode.swift:6: error: a documented default must be a constant whose value is a case or a string literal, on the line of its mark
README.md:8: error: the text under the mark `off-ci` does not show `missing`
README.md:11: error: the text under the mark `folder` does not show `Artifacts`
README.md:14: error: no constant is marked `// documented default: nowhere` in Sources
README.md:17: error: the mark `off-ci` stands above no paragraph, list or table
Sources/Mode/Mode.swift:14: error: the docs say `off-ci` is `failed`, the code says `missing` (Sources/Mode/Mode.swift:2): change the words and the mark
Sources/Mode/Mode.swift:17: error: a mark cannot be a /// comment's first line (its summary)
Sources/Mode/Mode.swift:5: error: the default `unused` (`x`) is stated in no document: mark where it is"""


def main():
    root = os.path.abspath(sys.argv[1] if len(sys.argv) > 1 else os.path.join(os.path.dirname(__file__), ".."))
    if not checked_first("doc-defaults", PLANTED, PLANTED_EXPECTED, lambda folder: check(folder)[0]):
        return 1
    problems, count = check(root)
    for problem in problems:
        print(problem)
    if problems:
        print("doc-defaults: a documented default differs from the code's: make the words and the mark "
              "say what the code does (or change the code)")
        return 1
    print(f"doc-defaults: {count} marked statements agree with {len(constants(root)[0])} constants of the code")
    return 0


if __name__ == "__main__":
    sys.exit(main())
