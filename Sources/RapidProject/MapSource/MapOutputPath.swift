import RapidVerify
/// Path arithmetic for map files, on `/`-separated strings (no file system access):
/// normalizing, resolving against a directory without escaping it, relative paths
/// for generated headers, and file names derived from screen names.
package enum MapOutputPath {
    /// The file name for a screen's map: its Swift type name (made of identifiers, so
    /// no `/`, `\` or other characters a path treats specially; a nested type keeps its
    /// dots) plus `.swift`. `"../../x"` → `______x.swift`, `"Onboarding.Screen"` →
    /// `Onboarding.Screen.swift`.
    package static func fileName(forScreen screen: String) -> String {
        MapFileUpdater.regionName(for: screen) + ".swift"
    }

    /// An absolute path with `.` and empty components removed and `..` applied; `..` at
    /// the root stays at the root.
    package static func normalize(_ path: String) -> String {
        var parts: [Substring] = []
        for part in path.split(separator: "/", omittingEmptySubsequences: true) {
            if part == "." { continue }
            if part == ".." { if !parts.isEmpty { parts.removeLast() }; continue }
            parts.append(part)
        }
        return "/" + parts.joined(separator: "/")
    }

    /// `path` resolved against the absolute directory `base` (unless it is absolute), normalized.
    package static func resolve(_ path: String, against base: String) -> String {
        normalize(path.hasPrefix("/") ? path : base + "/" + path)
    }

    /// Whether the normalized absolute `path` is `directory` or inside it.
    package static func isInside(_ path: String, directory: String) -> Bool {
        let p = normalize(path), d = normalize(directory)
        return d == "/" || p == d || p.hasPrefix(d + "/")
    }

    /// `path` resolved against `directory`, or an error message when the result would
    /// leave that directory (an absolute path elsewhere, or too many `..`).
    package static func resolve(_ path: String, inside directory: String) -> Result<String, MapFileError> {
        let resolved = resolve(path, against: directory)
        guard isInside(resolved, directory: directory) else {
            return .failure(
                MapFileError(
                    file: nil, line: 0, column: 0,
                    message: "output path \(path) leaves the directory \(normalize(directory))"))
        }
        return .success(resolved)
    }

    /// The path of the absolute `path` relative to the absolute directory `base`, with `/`
    /// separators and `..` where needed: `("/a/b/c.json", "/a")` → `b/c.json`.
    package static func relative(_ path: String, to base: String) -> String {
        let p = normalize(path).split(separator: "/")
        let b = normalize(base).split(separator: "/")
        var common = 0
        while common < p.count, common < b.count, p[common] == b[common] { common += 1 }
        let ups = Array(repeating: "..", count: b.count - common)
        let rest = p[common...].map(String.init)
        let joined = (ups + rest).joined(separator: "/")
        return joined.isEmpty ? "." : joined
    }

    /// The path of the directory holding `path`.
    package static func directory(of path: String) -> String {
        let n = normalize(path)
        guard let slash = n.lastIndex(of: "/"), slash != n.startIndex else { return "/" }
        return String(n[..<slash])
    }

    /// `path` as the file system resolves it: its nearest existing folder (or itself)
    /// resolved by `resolve` (symbolic links, `/private`), the rest appended; so a file
    /// that does not exist yet is placed where it would be made. `exists` and `resolve`
    /// are the file system's, injected.
    package static func resolvingLinks(
        _ path: String, exists: (String) -> Bool, resolve: (String) -> String
    ) -> String {
        var existing = path
        var rest: [String] = []
        while !exists(existing), existing != "/", !existing.isEmpty {
            rest.insert(String(existing.split(separator: "/").last ?? ""), at: 0)
            existing = directory(of: existing)
        }
        var resolved = resolve(existing.isEmpty ? "/" : existing)
        for component in rest { resolved = resolved.hasSuffix("/") ? resolved + component : resolved + "/" + component }
        return resolved
    }
}
