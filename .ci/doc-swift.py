#!/usr/bin/env python3
"""Documented Swift type-checks.

Every ```swift block of the README, CONTRIBUTING.md and the DocC articles is type-checked
against the built modules (Swift 6 language mode), with `#sourceLocation`, so an error names
the document's line. A comment before the block says what kind of Swift it is:

    (none)                        a whole file: type-checked as it is, with only the imports it
                                  shows, as a reader who copies it gets it. A file that belongs
                                  to the app's module says so in the paragraph right above it,
                                  naming the module in code voice ("in the app's module, `App`"):
                                  it is checked as part of that module
    <!-- swift: body -->          statements from a test: its imports move to the top, the rest
                                  runs in a function, beside a context that declares `tree`,
                                  `SignInScreen`, `CheckoutScreen` and `teamWikiURL`
    <!-- swift: apple -->         a whole file that needs UIKit or XCTest's UI testing: type-checked
    <!-- swift: apple body -->    against the stand-ins of Tests/AppleStandIn, as
                                  .ci/typecheck-adapters.sh checks RapidTesting (`app` is an
                                  `XCUIApplication` in the context)
    <!-- swift: package -->       the arguments of `Package(name:…)`: type-checked against
                                  the toolchain's PackageDescription
    <!-- swift: fragment: WHY --> not checked (an excerpt with `…`, a module with no stand-in)

The check is checked first: a planted block that uses a screen without importing its module
must fail, and the same block with the import, or in a paragraph naming its module, must pass.

`App` and `AppScreens` (the docs' names for the app's module and a module of its screens) are
ScreenMaps re-exported: they declare `LoginScreen` and the other example screens.

    doc-swift.py BIN_DIR WORK_DIR [PACKAGE_NAME]
"""
import concurrent.futures
import glob
import os
import re
import subprocess
import sys

ROOT = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
MARKER = re.compile(r"^\s*<!-- swift: (.*?) -->\s*$")
TEST_IMPORTS = ["import Foundation", "import Testing", "import XCTest", "import RapidTesting"]
APP_MODULES = ["App", "AppScreens"]
CONTEXT = """import Foundation
import RapidTesting
@_exported import ScreenMaps

/// The tree the docs' statements check (never evaluated: the blocks are only type-checked).
let tree: AccessibilityTree = unavailable()
/// A team's wiki, for custom checks' help pages.
let teamWikiURL = "https://wiki.invalid"
func unavailable<T>() -> T { fatalError("type-checked only") }

/// Screens the docs name that ScreenMaps does not declare.
enum SignInScreen: RapidScreen {
    static func controlsInformation() -> [ControlInformation] { [] }
}
enum CheckoutScreen: RapidScreen {
    static func controlsInformation() -> [ControlInformation] { [] }
}
"""
APPLE_CONTEXT = """#if canImport(XCUIAutomation)
import XCUIAutomation
#endif
/// The application a UI test drives.
@MainActor let app = XCUIApplication()
"""


def documents():
    return ["README.md", "CONTRIBUTING.md"] + sorted(glob.glob(os.path.join(ROOT, "Sources/*/*.docc/*.md")))


def blocks():
    """(document, first line of the block's code from 1, kind, code lines, home module)."""
    found = []
    for path in documents():
        relative = os.path.relpath(os.path.join(ROOT, path), ROOT)
        found += blocks_of(relative, open(os.path.join(ROOT, path), encoding="utf-8").read().split("\n"))
    return found


def blocks_of(relative, text):
    """The blocks of one document's lines."""
    found = []
    for i, line in enumerate(text):
        fence = re.match(r"^(\s*)```swift\s*$", line)
        if not fence:
            continue
        indent = fence.group(1)
        j = i + 1
        while j < len(text) and text[j].strip() != "```":
            j += 1
        kind = "file"
        for k in (i - 1, i - 2):
            marker = MARKER.match(text[k]) if k >= 0 else None
            if marker:
                kind = marker.group(1).strip()
                break
            if k >= 0 and text[k].strip():
                break
        code = [l[len(indent):] if l.startswith(indent) else l.lstrip() for l in text[i + 1:j]]
        found.append((relative, i + 2, kind, code, home_module(text, i)))
    return found


def home_module(text, fence):
    """The app module a block lives in, when the paragraph right above it (its marker
    skipped) names one in code voice: `App` or `AppScreens`; else None."""
    k = fence - 1
    while k >= 0 and (not text[k].strip() or MARKER.match(text[k])):
        k -= 1
    paragraph = []
    while k >= 0 and text[k].strip() and not text[k].lstrip().startswith("```"):
        paragraph.insert(0, text[k])
        k -= 1
    named = re.search(r"\b(?:module|target),? `(" + "|".join(APP_MODULES) + r")`", " ".join(paragraph))
    return named.group(1) if named else None


def source(path, line, kind, code, index, home=None):
    """The Swift file for one block."""
    location = f'#sourceLocation(file: "{path}", line: {line})'
    if kind.endswith("body"):
        imports = [l for l in code if l.startswith(("import ", "@testable import "))]
        rest = [l if not l.startswith(("import ", "@testable import ")) else "" for l in code]
        head = sorted(set(imports + TEST_IMPORTS))
        return "\n".join(head + [f"@MainActor func documentedBlock{index}() async throws {{", location] + rest
                         + ["#sourceLocation()", "}", ""])
    if kind.endswith("file") or kind == "apple":
        # Only the block's own imports; a file of the app's module sees the module's declarations.
        head = [f"import {home}"] if home else []
        if kind == "apple" and "import XCTest" in code:
            # `import XCTest` brings the UI-testing API on Apple platforms; the stand-in keeps it apart.
            head += ["#if canImport(XCUIAutomation)", "import XCUIAutomation", "#endif"]
        return "\n".join(head + [location] + code + ["#sourceLocation()", ""])
    if kind == "package":
        location = f'#sourceLocation(file: "{path}", line: {line - 1})'
        return "\n".join(["import PackageDescription", location, 'let package = Package(name: "App",'] + code
                         + [")", "#sourceLocation()", ""])
    raise ValueError(kind)


PLANTED = """A screen used without its module's import:

```swift
import RapidTesting
import Testing

@Test func planted() { #expect(verify(LoginScreen.self, recording: "LoginScreen.json")) }
```

The same with the import:

```swift
import App
import RapidTesting
import Testing

@Test func planted() { #expect(verify(LoginScreen.self, recording: "LoginScreen.json")) }
```

In the app's module, `App`, a file sees the screens without importing them:

```swift
import RapidMap

let plantedCount = LoginScreen.controlsInformation().count
```
"""
PLANTED_FAILING = {"planted:4"}


def swiftc(arguments):
    result = subprocess.run(["swiftc"] + arguments, stdout=subprocess.PIPE, stderr=subprocess.STDOUT)
    return result.returncode, result.stdout.decode("utf-8", "replace")


def main():
    bin_dir, work = sys.argv[1], sys.argv[2]
    package_name = sys.argv[3] if len(sys.argv) > 3 else "rapidmap"
    modules = os.path.join(bin_dir, "Modules")
    found = blocks()
    kinds = {"file", "body", "apple", "apple body", "package"}
    for path, line, kind, _, _ in found:
        if kind not in kinds and not kind.startswith("fragment:"):
            print(f"{path}:{line - 1}: unknown kind `{kind}` (file, body, apple, apple body, package, fragment: WHY)")
            return 1
    checked = [b for b in found if not b[2].startswith("fragment:")]
    os.makedirs(work, exist_ok=True)
    # App and AppScreens: ScreenMaps under the names the docs give the app's modules.
    for module in APP_MODULES:
        with open(os.path.join(work, f"{module}.swift"), "w") as f:
            f.write("@_exported import ScreenMaps\n")
        status, log = swiftc(["-emit-module", "-swift-version", "6", "-module-name", module, "-I", modules,
                              "-o", os.path.join(work, f"{module}.swiftmodule"), os.path.join(work, f"{module}.swift")])
        if status:
            print(log)
            return 1
    apple = any(b[2].startswith("apple") for b in checked)
    standin = os.path.join(work, "standin")
    jobs = []  # (description, swiftc arguments)
    common = ["-typecheck", "-swift-version", "6", "-I", work]
    if apple:
        os.makedirs(standin, exist_ok=True)
        steps = [["-emit-module", "-swift-version", "6", "-module-name", "XCTest", "-o", f"{standin}/XCTest.swiftmodule",
                  f"{ROOT}/Tests/AppleStandIn/XCTest.swift"]]
        steps += [["-emit-module", "-swift-version", "6", "-module-name", m, "-I", standin, "-o", f"{standin}/{m}.swiftmodule",
                   f"{ROOT}/Tests/AppleStandIn/{m}.swift"] for m in ("UIKit", "XCUIAutomation")]
        steps.append(["-emit-module", "-swift-version", "6", "-module-name", "RapidTesting", "-package-name", package_name,
                      "-I", modules, "-I", standin, "-D", "RAPIDMAP_APPLE_STANDIN", "-o", f"{standin}/RapidTesting.swiftmodule"]
                     + sorted(glob.glob(f"{ROOT}/Sources/RapidTesting/*.swift")))
        for step in steps:
            status, log = swiftc(step)
            if status:
                print("doc-swift: the stand-in modules do not build:\n" + log)
                return 1
    linux_flags = common + ["-I", modules]
    apple_flags = common + ["-I", standin, "-I", modules]
    groups = {"body": [], "apple body": []}
    for index, (path, line, kind, code, home) in enumerate(checked):
        name = os.path.join(work, f"block{index}.swift")
        with open(name, "w", encoding="utf-8") as f:
            f.write(source(path, line, kind, code, index, home))
        if kind in groups:
            groups[kind].append(name)
        elif kind == "package":
            manifest_api = os.path.join(os.path.dirname(os.path.dirname(os.path.realpath(shutil_which("swiftc")))),
                                        "lib", "swift", "pm", "ManifestAPI")
            jobs.append((f"{path}:{line}", ["-typecheck", "-swift-version", "6", "-I", manifest_api,
                                            "-package-description-version", "6.2", name]))
        else:
            flags = apple_flags if kind == "apple" else linux_flags
            jobs.append((f"{path}:{line}", flags + [name]))
    for kind, names in groups.items():
        if names:
            context = os.path.join(work, f"context-{kind.replace(' ', '-')}.swift")
            with open(context, "w") as f:
                f.write(CONTEXT + (APPLE_CONTEXT if kind.startswith("apple") else ""))
            flags = apple_flags if kind.startswith("apple") else linux_flags
            jobs.append((f"the {len(names)} `{kind}` blocks", flags + [context] + names))
    # The check is checked first: of these planted blocks, exactly the one that uses a screen
    # without importing it or saying which module it lives in must fail.
    planted = blocks_of("planted.md", PLANTED.split("\n"))
    for index, (path, line, kind, code, home) in enumerate(planted):
        name = os.path.join(work, f"planted{index}.swift")
        with open(name, "w", encoding="utf-8") as f:
            f.write(source(path, line, kind, code, index, home))
        jobs.insert(index, (f"planted:{line}", linux_flags + [name]))
    failures = 0
    with concurrent.futures.ThreadPoolExecutor(max_workers=2) as pool:
        for (what, _), (status, log) in zip(jobs, pool.map(lambda job: swiftc(job[1]), jobs)):
            if what.startswith("planted:"):
                if (status != 0) != (what in PLANTED_FAILING):
                    print(f"doc-swift: the check is not effective: planted block {what} "
                          f"{'fails' if status else 'passes'}:\n{log}")
                    return 1
                continue
            if status:
                failures += 1
                print(f"doc-swift: {what} does not type-check:")
                print(log.replace(work + "/", ""))
    skipped = [b for b in found if b[2].startswith("fragment:")]
    for path, line, kind, _, _ in skipped:
        print(f"  not checked: {path}:{line - 1}: {kind[len('fragment:'):].strip()}")
    if failures:
        return 1
    print(f"doc-swift: {len(checked)} Swift blocks type-check ({sum(1 for b in checked if b[2].startswith('apple'))} "
          f"against the Apple stand-ins); {len(skipped)} fragments not checked")
    return 0


def shutil_which(name):
    import shutil
    return shutil.which(name)


if __name__ == "__main__":
    sys.exit(main())
