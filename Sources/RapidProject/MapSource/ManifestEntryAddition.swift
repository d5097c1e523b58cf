import RapidVerify
/// Adds a screen's entry to `rapidmap.json`'s `"maps"` list, keeping every other byte of the
/// file, or writes a new manifest holding only that entry. Pure: bytes in, bytes out; the
/// result is parsed again before it is returned, so a manifest it cannot edit is refused,
/// never damaged.
package enum ManifestEntryAddition {
    /// The manifest with `{"recording": …, "screen": …, "output": …}` appended to its maps
    /// (paths relative to the manifest's folder), or a new manifest when `existing` is nil.
    /// Throws ``MapFileError`` when `existing` has no `"maps"` list this can find, or the
    /// result would not read as a manifest.
    package static func adding(
        recording: String, screen: String, output: String, to existing: [UInt8]?, path: String
    ) throws(MapFileError) -> [UInt8] {
        let entry =
            "{\"recording\": \(JSONText.stringLiteral(recording)), \"screen\": \(JSONText.stringLiteral(screen)), \"output\": \(JSONText.stringLiteral(output))}"
        guard let existing else {
            return Array("{\n  \"maps\": [\n    \(entry)\n  ]\n}\n".utf8)
        }
        guard let (open, close) = mapsBrackets(in: existing) else {
            throw MapFileError(file: path, line: 1, column: 1, message: "no \"maps\" list to add \(screen)'s entry to")
        }
        let ending = SwiftDeclarationScanner.lineEnding(of: existing)
        let inside = existing[(open + 1)..<close]
        let isEmpty = inside.allSatisfy { $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }
        var out: [UInt8]
        if isEmpty {
            out = Array(existing[...open]) + Array("\(ending)    \(entry)\(ending)  ".utf8) + Array(existing[close...])
        } else {
            var last = close - 1
            while last > open, [0x20, 0x09, 0x0A, 0x0D].contains(existing[last]) { last -= 1 }
            out = Array(existing[...last]) + Array(",\(ending)    \(entry)".utf8) + Array(existing[(last + 1)...])
        }
        _ = try ManifestFile.parse(out, path: path)
        return out
    }

    /// The offsets of the `[` and `]` of the top-level object's `"maps"` value: one pass
    /// that skips strings, tracking depth.
    static func mapsBrackets(in bytes: [UInt8]) -> (Int, Int)? {
        var i = 0
        var depth = 0
        var open: Int?
        var lastString: (start: Int, end: Int)?
        while i < bytes.count {
            let b = bytes[i]
            if b == UInt8(ascii: "\"") {
                let start = i
                i += 1
                while i < bytes.count, bytes[i] != UInt8(ascii: "\"") { i += bytes[i] == UInt8(ascii: "\\") ? 2 : 1 }
                lastString = (start, min(i, bytes.count))
                i += 1
                continue
            }
            if b == UInt8(ascii: "{") || b == UInt8(ascii: "[") {
                if b == UInt8(ascii: "["), depth == 1, open == nil, let key = lastString,
                    Array(bytes[(key.start + 1)..<key.end]) == Array("maps".utf8)
                {
                    open = i
                    depth += 1
                    i += 1
                    continue
                }
                depth += 1
            } else if b == UInt8(ascii: "}") || b == UInt8(ascii: "]") {
                depth -= 1
                if b == UInt8(ascii: "]"), depth == 1, let open { return (open, i) }
            } else if b == UInt8(ascii: ",") {
                lastString = nil
            }
            i += 1
        }
        return nil
    }
}
