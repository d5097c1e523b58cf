#!/usr/bin/env bash
# The command plugins (Plugins/RapidgenPlugin: `rapidgen`, Plugins/RapidgenCheckPlugin:
# `rapidgen-check`) as SwiftPM and Xcode compile them:
#   - type-checked against the toolchain's real PackagePlugin module and the stand-in of
#     Xcode's XcodeProjectPlugin module (Tests/AppleStandIn/XcodeProjectPlugin.swift), so their
#     `#if canImport(XcodeProjectPlugin)` branch (the `XcodeCommandPlugin` conformance, run in
#     the Xcode project's folder) is compiled, in the Swift 6 language mode with warnings as
#     errors, at the package's tools version (a deprecated `Path` member fails);
#   - the check is checked: a misspelt member, the entry point made `async` (Xcode's is
#     synchronous) and the deprecated `Path` member each fail with the error they cause;
#   - run for real through SwiftPM: `swift package rapidgen-check --target ScreenMaps`, as Xcode
#     passes a chosen target, checks this package's maps and names the target in its note;
#     a `--target` without a name fails with the plugin's message.
# Xcode's plugin runtime itself (its sheet, its sandbox, its permission prompt) runs only in Xcode.
set -euo pipefail
cd "$(dirname "$0")/.."

# The toolchain's PackagePlugin module (on a Mac, the selected Xcode's toolchain).
swift_bin="$(readlink -f "$(command -v swift)")"
command -v xcrun > /dev/null 2>&1 && swift_bin="$(xcrun --find swift)"
plugin_api="$(dirname "$(dirname "$swift_bin")")/lib/swift/pm/PluginAPI"
[[ -d "$plugin_api" ]] || { echo "the toolchain's PackagePlugin module is not at $plugin_api"; exit 1; }
tools_version="$(head -1 Package.swift | sed 's/.*swift-tools-version: *//')"

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
mkdir "$work/xcode"
swiftc -emit-module -swift-version 6 -package-description-version "$tools_version" -module-name XcodeProjectPlugin \
    -I "$plugin_api" -o "$work/xcode/XcodeProjectPlugin.swiftmodule" Tests/AppleStandIn/XcodeProjectPlugin.swift

typecheck() { # the plugin's module name, then the folder of its files
    swiftc -typecheck -swift-version 6 -warnings-as-errors -package-description-version "$tools_version" -module-name "$1" \
        -I "$plugin_api" -I "$work/xcode" "$2"/*.swift
}
for plugin in RapidgenPlugin RapidgenCheckPlugin; do
    echo "type-checking Plugins/$plugin with Xcode's XcodeProjectPlugin (stand-in) in scope"
    typecheck "$plugin" "Plugins/$plugin"
done

# The check is checked (plugin|file|from|to|expected error).
for mutation in "RapidgenPlugin|RapidgenPlugin.swift|context.xcodeProject.directoryURL|context.xcodeProject.folderURL|has no member 'folderURL'" \
                "RapidgenPlugin|RapidgenPlugin.swift|func performCommand(context: XcodePluginContext, arguments: [String]) throws|func performCommand(context: XcodePluginContext, arguments: [String]) async throws|does not conform to protocol 'XcodeCommandPlugin'" \
                "RapidgenCheckPlugin|RapidgenCheckPlugin.swift|in: context.xcodeProject.directoryURL|in: URL(fileURLWithPath: context.xcodeProject.directory.string)|'directory' is deprecated"; do
    IFS='|' read -r plugin file from to expected <<< "$mutation"
    rm -rf "$work/mutant" && mkdir "$work/mutant" && cp -L "Plugins/$plugin"/*.swift "$work/mutant/"
    python3 -c 'import sys; p, a, b = sys.argv[1:]; s = open(p).read(); assert a in s, a; open(p, "w").write(s.replace(a, b, 1))' \
        "$work/mutant/$file" "$from" "$to"
    if typecheck "$plugin" "$work/mutant" > "$work/mutant.log" 2>&1; then
        echo "'$to' in Plugins/$plugin/$file type-checked: the Xcode branch is not checked"; exit 1
    fi
    grep -qF "$expected" "$work/mutant.log" || { echo "'$to' in $file failed for another reason than '$expected':"; cat "$work/mutant.log"; exit 1; }
    echo "'$to' in Plugins/$plugin/$file fails, as it must:"
    grep -m1 "error: " "$work/mutant.log" | sed "s|$work/mutant/|Plugins/$plugin/|; s/^/    /"
done

echo "swift package rapidgen-check --target ScreenMaps: the plugin run through SwiftPM, with a chosen target"
swift package rapidgen-check --target ScreenMaps > "$work/run.log" 2>&1 || { cat "$work/run.log"; exit 1; }
grep -qF "the selected targets (ScreenMaps) do not narrow it" "$work/run.log" \
    || { echo "the plugin did not name the chosen target:"; cat "$work/run.log"; exit 1; }
grep -v '^\[' "$work/run.log" | grep -v "^Build\|^Compiling\|^Write\|^Planning\|^Building" | sed 's/^/    /'
if swift package rapidgen-check --quiet --target > "$work/run.log" 2>&1; then
    echo "a --target without a name passed"; cat "$work/run.log"; exit 1
fi
grep -qF -- "--target needs a target name (--target NAME)" "$work/run.log" || { echo "a --target without a name failed for another reason:"; cat "$work/run.log"; exit 1; }
echo "a --target without a name fails with the plugin's message, as it must"
