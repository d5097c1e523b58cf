import RapidVerify
/// Finds where a screen type is declared in a Swift file, so a recorded map can be written
/// into the declaration itself: the opening brace of `enum LoginScreen: RapidScreen {`,
/// `extension Onboarding.Screen {` or a nested `struct Screen {` inside `enum Onboarding {`.
///
/// The scan is one pass over the bytes, linear in the file, and knows what is not code:
/// line comments, nested block comments, string literals (single-line, multi-line and raw,
/// `#"…"#`, with interpolations) and backticked names. A type named in a comment or a
/// string is never a match. Declarations are matched by their qualified name (the names of
/// the enclosing type declarations and extensions, joined by dots), so `Screen` inside
/// `enum Onboarding` is `Onboarding.Screen` and never `Settings.Screen`.
package enum SwiftDeclarationScanner {
    /// A type declaration or extension with a body.
    package struct Declaration: Sendable, Hashable {
        /// The qualified name: `LoginScreen`, `Onboarding.Screen`.
        package var name: String
        /// Whether it is an `extension` (its access level is then the extension's own).
        package var isExtension: Bool
        /// The access level written before the keyword (`public`, `package`, `internal`,
        /// `fileprivate`, `private`, `open`), or nil when none is written.
        package var accessLevel: String?
        /// The line of the keyword, from 1.
        package var line: Int
        /// The offset of the body's `{`.
        package var openBrace: Int
        /// The offset of the body's `}`.
        package var closeBrace: Int
        /// The spaces and tabs that start the declaration's line.
        package var indentation: String
    }

    /// Every type declaration and extension with a body, in the order their bodies close.
    package static func declarations(in bytes: [UInt8]) -> [Declaration] {
        var scanner = Scanner(bytes: bytes)
        return scanner.run()
    }

    /// The declarations of `name` (a type's qualified name, as `RapidScreen.screenTypeName`
    /// gives it) in `bytes`.
    package static func declarations(of name: String, in bytes: [UInt8]) -> [Declaration] {
        declarations(in: bytes).filter { $0.name == name }
    }

    /// The line ending a file uses: `"\r\n"` when its first line ends so, else `"\n"`.
    package static func lineEnding(of bytes: [UInt8]) -> String {
        guard let lf = bytes.firstIndex(of: 0x0A) else { return "\n" }
        return lf > 0 && bytes[lf - 1] == 0x0D ? "\r\n" : "\n"
    }

    /// The keywords that open a declaration whose body may hold a map.
    static let typeKeywords: Set<String> = ["enum", "struct", "class", "actor", "extension"]
    /// The declaration modifiers that may come before a type keyword.
    static let modifiers: Set<String> = accessLevels.union(["nonisolated", "final", "indirect", "nonisolated(unsafe)"])
    /// The access levels a declaration may carry.
    static let accessLevels: Set<String> = ["public", "package", "internal", "fileprivate", "private", "open"]

    struct Scanner {
        let bytes: [UInt8]
        var i = 0
        var line = 1
        /// The words since the last `{`, `}` or `;`: the declaration being read.
        var words: [(text: String, line: Int, offset: Int)] = []
        /// One frame per open brace: the declaration it opened, if any.
        var frames: [Declaration?] = []
        var found: [Declaration] = []

        init(bytes: [UInt8]) { self.bytes = bytes }

        mutating func run() -> [Declaration] {
            while i < bytes.count {
                let b = bytes[i]
                switch b {
                case 0x0A:
                    line += 1
                    i += 1
                case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "/"):
                    while i < bytes.count, bytes[i] != 0x0A { i += 1 }
                case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "*"):
                    skipBlockComment()
                case UInt8(ascii: "\""), UInt8(ascii: "#"):
                    if !skipStringIfAny() { i += 1 }
                case UInt8(ascii: "{"):
                    frames.append(declarationOpened(at: i))
                    words.removeAll(keepingCapacity: true)
                    i += 1
                case UInt8(ascii: "}"):
                    if let frame = frames.popLast(), var declaration = frame {
                        declaration.closeBrace = i
                        found.append(declaration)
                    }
                    words.removeAll(keepingCapacity: true)
                    i += 1
                case UInt8(ascii: ";"):
                    words.removeAll(keepingCapacity: true)
                    i += 1
                case UInt8(ascii: "`"):
                    let start = i
                    i += 1
                    while i < bytes.count, bytes[i] != UInt8(ascii: "`"), bytes[i] != 0x0A { i += 1 }
                    let name = String(decoding: bytes[(start + 1)..<min(i, bytes.count)], as: UTF8.self)
                    if i < bytes.count, bytes[i] == UInt8(ascii: "`") { i += 1 }
                    // Kept in backticks, so a name spelled like a keyword is never one.
                    words.append(("`" + name + "`", line, start))
                default:
                    if isWordByte(b) {
                        let start = i
                        while i < bytes.count, isWordByte(bytes[i]) || bytes[i] == UInt8(ascii: ".") { i += 1 }
                        words.append((String(decoding: bytes[start..<i], as: UTF8.self), line, start))
                    } else {
                        // Punctuation (`:`, `<`, `,`, `(`) is kept as a word so a keyword is
                        // recognised only where a declaration can start.
                        if b != 0x20, b != 0x09, b != 0x0D { words.append((String(UnicodeScalar(b)), line, i)) }
                        i += 1
                    }
                }
            }
            return found
        }

        func peek(_ k: Int) -> UInt8? { i + k < bytes.count ? bytes[i + k] : nil }

        func isWordByte(_ b: UInt8) -> Bool {
            (b >= 0x30 && b <= 0x39) || (b >= 0x41 && b <= 0x5A) || (b >= 0x61 && b <= 0x7A) || b == 0x5F || b >= 0x80
        }

        mutating func skipBlockComment() {
            var depth = 0
            while i < bytes.count {
                if bytes[i] == UInt8(ascii: "/"), peek(1) == UInt8(ascii: "*") {
                    depth += 1
                    i += 2
                } else if bytes[i] == UInt8(ascii: "*"), peek(1) == UInt8(ascii: "/") {
                    depth -= 1
                    i += 2
                    if depth == 0 { return }
                } else {
                    if bytes[i] == 0x0A { line += 1 }
                    i += 1
                }
            }
        }

        /// Skips a string literal starting at `i` (`"`, `"""`, or raw `#…"`), with its
        /// interpolations; false when `#` does not start a raw string.
        mutating func skipStringIfAny() -> Bool {
            var hashes = 0
            var j = i
            while j < bytes.count, bytes[j] == UInt8(ascii: "#") {
                hashes += 1
                j += 1
            }
            guard j < bytes.count, bytes[j] == UInt8(ascii: "\"") else { return false }
            let multiline = j + 2 < bytes.count && bytes[j + 1] == UInt8(ascii: "\"") && bytes[j + 2] == UInt8(ascii: "\"")
            i = j + (multiline ? 3 : 1)
            skipStringBody(hashes: hashes, multiline: multiline)
            return true
        }

        mutating func skipStringBody(hashes: Int, multiline: Bool) {
            while i < bytes.count {
                let b = bytes[i]
                if b == 0x0A {
                    line += 1
                    i += 1
                    if !multiline { return }  // an unterminated single-line string ends at the line
                } else if b == UInt8(ascii: "\\") && escapes(after: i, hashes: hashes) {
                    let k = i + 1 + hashes
                    if k < bytes.count, bytes[k] == UInt8(ascii: "(") {
                        i = k + 1
                        skipInterpolation()
                    } else {
                        i = k + 1
                    }
                } else if b == UInt8(ascii: "\"") && closes(at: i, hashes: hashes, multiline: multiline) {
                    i += (multiline ? 3 : 1) + hashes
                    return
                } else {
                    i += 1
                }
            }
        }

        func escapes(after k: Int, hashes: Int) -> Bool {
            var n = 0
            while n < hashes {
                guard k + 1 + n < bytes.count, bytes[k + 1 + n] == UInt8(ascii: "#") else { return false }
                n += 1
            }
            return true
        }

        func closes(at k: Int, hashes: Int, multiline: Bool) -> Bool {
            let quotes = multiline ? 3 : 1
            for q in 0..<quotes where k + q >= bytes.count || bytes[k + q] != UInt8(ascii: "\"") { return false }
            for h in 0..<hashes where k + quotes + h >= bytes.count || bytes[k + quotes + h] != UInt8(ascii: "#") { return false }
            return true
        }

        /// Skips `\( … )`, whose parentheses nest and whose strings are code.
        mutating func skipInterpolation() {
            var depth = 1
            while i < bytes.count, depth > 0 {
                let b = bytes[i]
                if b == UInt8(ascii: "(") {
                    depth += 1
                    i += 1
                } else if b == UInt8(ascii: ")") {
                    depth -= 1
                    i += 1
                } else if b == UInt8(ascii: "\"") || b == UInt8(ascii: "#") {
                    if !skipStringIfAny() { i += 1 }
                } else {
                    if b == 0x0A { line += 1 }
                    i += 1
                }
            }
        }

        /// The declaration the `{` at `offset` opens, when the words before it end in a type
        /// declaration or extension: `[attributes] [modifiers] keyword Name [generics] [: …] [where …]`.
        /// The last type keyword since the previous `{`, `}` or `;` is the one (statements
        /// end at line breaks, which the scan does not track).
        func declarationOpened(at offset: Int) -> Declaration? {
            guard let k = words.lastIndex(where: { SwiftDeclarationScanner.typeKeywords.contains($0.text) }),
                k + 1 < words.count
            else { return nil }
            // Nothing after the name may be another `{`-opening construct's word: an
            // inheritance clause, generics and a where clause are all a type's.
            let keyword = words[k]
            var name = words[k + 1].text
            if name.hasPrefix("`") { name = String(name.dropFirst().dropLast()) }
            guard let first = name.unicodeScalars.first, first.properties.isAlphabetic || first == "_" else { return nil }
            // The modifiers and attributes before the keyword: letters-only words, `@` and
            // an attribute's parenthesised arguments, going back from the keyword.
            var m = k
            var depth = 0
            while m > 0 {
                let text = words[m - 1].text
                if text == ")" {
                    depth += 1
                } else if text == "(" {
                    depth -= 1
                } else if depth == 0 {
                    let isAttributeName = m >= 2 && words[m - 2].text == "@"
                    guard text == "@" || isAttributeName || SwiftDeclarationScanner.modifiers.contains(text) else { break }
                }
                m -= 1
            }
            let modifiers = words[m..<k].map(\.text)
            let enclosing = frames.compactMap { $0 }.map(\.name)
            if keyword.text != "extension", let outer = enclosing.last { name = outer + "." + name }
            let access = modifiers.last { SwiftDeclarationScanner.accessLevels.contains($0) }
            let start = m < k ? words[m] : keyword
            return Declaration(
                name: name, isExtension: keyword.text == "extension", accessLevel: access,
                line: start.line, openBrace: offset, closeBrace: offset,
                indentation: indentation(ofLineAt: start.offset))
        }

        func indentation(ofLineAt offset: Int) -> String {
            var start = offset
            while start > 0, bytes[start - 1] != 0x0A { start -= 1 }
            var end = start
            while end < bytes.count, bytes[end] == 0x20 || bytes[end] == 0x09 { end += 1 }
            return String(decoding: bytes[start..<end], as: UTF8.self)
        }
    }
}
