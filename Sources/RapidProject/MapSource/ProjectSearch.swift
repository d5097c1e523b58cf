import RapidVerify
/// Finds a project's folder and a screen's declaration in it, through a file system given as
/// closures: what a test recording into the project (RapidTesting) and `rapidgen accept`
/// for a screen with no manifest entry both do, in one place. Reads only; the caller writes.
package struct ProjectSearch {
    /// A file's bytes, or nil when it does not exist or cannot be read.
    package var read: (String) -> [UInt8]?
    /// The names of a folder's entries, nil when it cannot be listed.
    package var list: (String) -> [String]?
    /// Whether a directory exists at a path.
    package var isDirectory: (String) -> Bool
    /// The path with every symbolic link resolved; for a path that does not exist yet, its
    /// nearest existing ancestor resolved and the rest appended.
    package var resolve: (String) -> String

    /// A search through these file operations.
    package init(
        read: @escaping (String) -> [UInt8]?, list: @escaping (String) -> [String]?, isDirectory: @escaping (String) -> Bool,
        resolve: @escaping (String) -> String
    ) {
        self.read = read
        self.list = list
        self.isDirectory = isDirectory
        self.resolve = resolve
    }

    /// The files and folders whose presence makes a folder a project's root.
    package static func isRootMarker(_ name: String) -> Bool {
        name == "Package.swift" || name == ManifestFile.fileName || name.hasSuffix(".xcodeproj") || name.hasSuffix(".xcworkspace")
    }

    /// Folders never searched for a declaration: builds, dependencies, version control.
    package static let skippedFolders: Set<String> = [
        ".build", ".git", ".swiftpm", "DerivedData", "Pods", "Carthage", "SourcePackages", "node_modules", "build",
    ]

    /// The project's folder for the file at `file`: ``projectRoot(from:)`` of its folder.
    package func projectRoot(of file: String) -> String? {
        projectRoot(from: MapOutputPath.directory(of: file))
    }

    /// The project's folder seen from `start`: the nearest folder at or above it holding
    /// `Package.swift`, an `.xcodeproj`, an `.xcworkspace` or `rapidmap.json`, never above
    /// the repository's root (the folder holding `.git`); nil when none is, or when `start`
    /// is not on this machine.
    package func projectRoot(from start: String) -> String? {
        var folder = start
        guard isDirectory(folder) else { return nil }
        while true {
            let names = list(folder) ?? []
            if names.contains(where: Self.isRootMarker) { return folder }
            if names.contains(".git") || folder == "/" || folder.isEmpty { return nil }
            folder = MapOutputPath.directory(of: folder)
        }
    }

    /// The Swift files below `root`, skipping ``skippedFolders``, hidden folders and symbolic
    /// links: a linked file or folder (a target that compiles the app's map files through
    /// links) is reached by its real path or, outside the project, not at all, so a
    /// declaration counts once and a link cycle cannot loop. The walk is iterative.
    package func swiftFiles(below root: String) -> [String] {
        var found: [String] = []
        var pending = [(root, resolve(root))]
        while let (folder, realFolder) = pending.popLast() {
            for name in (list(folder) ?? []).sorted() {
                let path = MapOutputPath.resolve(name, against: folder)
                let real = resolve(path)
                guard real == MapOutputPath.resolve(name, against: realFolder) else { continue }
                if name.hasSuffix(".swift") {
                    found.append(path)
                } else if !name.hasPrefix("."), !Self.skippedFolders.contains(name), isDirectory(path) {
                    pending.append((path, real))
                }
            }
        }
        return found.sorted()
    }

    /// Where `screen`'s map goes: the file holding its generated region, else its
    /// declaration. Refused when none or several are found.
    package enum MapPlace: Sendable, Hashable {
        case region(file: String)
        case declaration(file: String, SwiftDeclarationScanner.Declaration)
        case refused(String)
    }

    /// The place of `screen`'s map among `candidates` (the manifest entry's output, or every
    /// Swift file of the project): a file with its region wins; else its one declaration (a
    /// type declaration before an extension of it).
    package func mapPlace(of screen: String, in candidates: [String], root: String) -> MapPlace {
        let needle = Array((screen.split(separator: ".").last.map(String.init) ?? screen).utf8)
        var regions: [String] = []
        var declarations: [(String, SwiftDeclarationScanner.Declaration)] = []
        for path in candidates {
            guard let bytes = read(path), bytes.withUnsafeBufferPointer({ $0.contains(subsequence: needle) }) else { continue }
            if let found = try? MapRegion.scan(bytes, file: path), found.contains(where: { MapFileUpdater.isRegion($0, of: screen) }) {
                regions.append(path)
                continue
            }
            for d in SwiftDeclarationScanner.declarations(of: screen, in: bytes) { declarations.append((path, d)) }
        }
        let shown = { (path: String) in MapOutputPath.relative(path, to: root) }
        if regions.count == 1 { return .region(file: regions[0]) }
        if regions.count > 1 {
            return .refused("\(screen) has a rapidgen region in several files: \(regions.map(shown).joined(separator: ", ")); keep one")
        }
        let types = declarations.filter { !$0.1.isExtension }
        let chosen = types.isEmpty ? declarations : types
        if chosen.count == 1 { return .declaration(file: chosen[0].0, chosen[0].1) }
        if chosen.isEmpty {
            return .refused(
                "no declaration of \(screen) was found in the project's Swift files; declare it in the app's module (`nonisolated public enum \(screen.split(separator: ".").last ?? Substring(screen)): RapidScreen {}`) and run again"
            )
        }
        return .refused(
            "\(screen) is declared in several places: \(chosen.map { "\(shown($0.0)):\($0.1.line)" }.joined(separator: ", ")); list it in rapidmap.json (\"output\") to say which holds the map"
        )
    }

    /// Why writing `paths` would leave the project at `root`, whatever a link or a manifest
    /// entry says (each path resolved before the check), or nil when every one stays in it.
    package func leavingProject(_ paths: [String], root: String) -> String? {
        let realRoot = resolve(root)
        for path in paths where !resolve(path).hasPrefix(realRoot.hasSuffix("/") ? realRoot : realRoot + "/") {
            return "\(MapOutputPath.relative(path, to: root)) resolves to \(resolve(path)), outside the project \(realRoot); nothing was written"
        }
        return nil
    }
}
