#!/usr/bin/env bash
# No public top-level declaration of a shipped module (RapidMap, RapidTree, RapidScreenReader, RapidVerify, RapidAudit,
# RapidExperience, RapidTesting) takes a top-level name of SwiftUI, UIKit, XCTest, Testing or
# Foundation: a test file that imports RapidTesting beside one of them could not name it
# unqualified.
# The names are .ci/apple-top-level-names.txt (where they come from, and how to refresh it,
# is in its header); .ci/framework-names.py reads the declarations.
#
# The check is checked first: declarations planted in a temporary file, in every form the
# reader must see (attributes with nested parentheses, `nonisolated`, `open`, a func, a let)
# and in forms it must not (members, extensions, `package`), and exactly the lines marked
# `// planted` must be reported.
set -euo pipefail
cd "$(dirname "$0")/.."
names=.ci/apple-top-level-names.txt

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
cat > "$work/Planted.swift" <<'SWIFT'
@available(*, deprecated, message: "a (nested) note") public struct Text {}  // planted
@frozen public enum LayoutDirection { case leftToRight }  // planted
@available(iOS 15, *)
@MainActor public final class XCTestCase {}  // planted
nonisolated public protocol Trait {}  // planted
open class Image {}  // planted
@inlinable public func withAnimation() {}  // planted
public let Attachment = 1  // planted
public typealias Issue = Int  // planted
public struct RapidOwnName {}
package struct Tag {}
struct SourceLocation {}
public extension Confirmation {}
extension RapidOwnName {
    public struct Expectation {}
    public static func Test() {}
}
// public struct Color {}
SWIFT
expected="$(grep -n '// planted$' "$work/Planted.swift" | cut -d: -f1)"
reported="$(python3 .ci/framework-names.py "$names" "$work/Planted.swift" | cut -d: -f2 || true)"
if [[ "$expected" != "$reported" ]]; then
    echo "the framework-name check is not effective: on the planted file it reported lines"
    echo "${reported:-(none)}" | tr '\n' ' '; echo
    echo "where the planted collisions are on lines"
    echo "$expected" | tr '\n' ' '; echo
    exit 1
fi
echo "planted collisions, each reported: $(echo "$expected" | wc -l) lines"

shipped=('Sources/RapidMap/*.swift' 'Sources/RapidTree/*.swift' 'Sources/RapidScreenReader/*.swift' 'Sources/RapidVerify/*.swift' 'Sources/RapidAudit/*.swift'
    'Sources/RapidExperience/*.swift' 'Sources/RapidTesting/*.swift')
if ! git ls-files -z -- "${shipped[@]}" | xargs -0 python3 .ci/framework-names.py "$names"; then
    echo "rename each (no typealias: an alias keeps the collision) and add a migration note to CHANGELOG.md"
    exit 1
fi
echo "no public top-level name of the shipped modules is a SwiftUI, UIKit, XCTest, Testing or Foundation name"
