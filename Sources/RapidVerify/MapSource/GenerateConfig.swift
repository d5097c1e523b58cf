/// The map configuration, `rapidmap.json`: the maps `rapidgen` generates and `rapidgen
/// check` keeps fresh, like `swiftgen.yml` for SwiftGen.
///
/// ```json
/// {
///   "maps": [
///     {
///       "recording": "ScreenMaps/Recordings/LoginScreen.json",
///       "screen": "LoginScreen",
///       "output": "ScreenMaps/LoginScreen.swift",
///       "mode": "exact"
///     }
///   ]
/// }
/// ```
/// Each entry needs `recording`, `screen` and `output`; `format` (`native`, `appium-xml`,
/// `debug-description`, `wda-json`, or an alias; detected when absent), `mode` (`exact`,
/// `ordered`, `present`; default `exact`), `labels` (`all`, `withoutIdentifier`; default
/// `all`) and `access` (`public`, `package`, `internal`; default `public`) are optional.
/// Relative paths resolve against the configuration file's directory, and outputs must
/// stay inside it. Unknown keys are errors, so a misspelt option is never ignored.
public struct GenerateConfig: Sendable, Hashable {
    /// The configuration's file name.
    public static let fileName = "rapidmap.json"

    /// One configured map and where it is written in the configuration.
    public struct Entry: Sendable, Hashable {
        /// What to generate.
        public var request: MapRequest
        /// The line of the entry's opening brace in the configuration, from 1.
        public var line: Int
    }

    /// The maps, in configuration order.
    public var maps: [Entry]

    /// Creates a configuration.
    public init(maps: [Entry]) { self.maps = maps }

    /// Parses a configuration. Throws ``MapFileError`` with the line and column of the
    /// problem for invalid JSON, a missing or misspelt key, or a value of the wrong kind.
    public static func parse(_ bytes: [UInt8], path: String?) throws(MapFileError) -> GenerateConfig {
        func error(_ offset: Int, _ message: String) -> MapFileError {
            let location = bytes.withUnsafeBytes { SourceLocation(offset: offset, in: $0) }
            return MapFileError(file: path, line: location.line, column: location.column, message: message)
        }
        let root: ConfigJSON.Value
        do {
            root = try ConfigJSON.parse(bytes)
        } catch {
            throw MapFileError(file: path, line: 0, column: 0, message: "").located(error.offset, in: bytes, message: "invalid JSON: " + error.message)
        }
        guard case .object(let top, _) = root else { throw error(root.offset, "the configuration must be a JSON object with a \"maps\" array") }
        var mapsValue: ConfigJSON.Value?
        for member in top {
            switch member.key {
            case "maps": mapsValue = member.value
            case "version":
                guard case .number(1, _) = member.value else { throw error(member.value.offset, "unsupported configuration version (expected 1)") }
            default: throw error(member.keyOffset, "unknown key \"\(member.key)\" (expected \"maps\")")
            }
        }
        guard let mapsValue else { throw error(root.offset, "the configuration has no \"maps\" array") }
        guard case .array(let items, _) = mapsValue else { throw error(mapsValue.offset, "\"maps\" must be an array, not \(mapsValue.kindName)") }
        var entries: [Entry] = []
        var seenOutputs: [String: Int] = [:]
        for (n, item) in items.enumerated() {
            guard case .object(let members, let offset) = item else { throw error(item.offset, "maps[\(n)] must be an object, not \(item.kindName)") }
            var strings: [String: String] = [:]
            for member in members {
                guard ["recording", "screen", "output", "format", "mode", "labels", "access"].contains(member.key) else {
                    throw error(member.keyOffset, "unknown key \"\(member.key)\" in maps[\(n)] (expected recording, screen, output, format, mode, labels, access)")
                }
                guard case .string(let s, _) = member.value else { throw error(member.value.offset, "\"\(member.key)\" must be a string, not \(member.value.kindName)") }
                guard !s.isEmpty else { throw error(member.value.offset, "\"\(member.key)\" must not be empty") }
                guard strings[member.key] == nil else { throw error(member.keyOffset, "\"\(member.key)\" appears twice in maps[\(n)]") }
                strings[member.key] = s
            }
            func valueOffset(_ key: String) -> Int { members.first { $0.key == key }?.value.offset ?? offset }
            func required(_ key: String) throws(MapFileError) -> String {
                guard let value = strings[key] else { throw error(offset, "maps[\(n)] needs \"\(key)\"") }
                return value
            }
            var request = MapRequest(recording: try required("recording"), screen: try required("screen"),
                                     output: try required("output"))
            if let f = strings["format"] {
                guard let format = RecordingFormat(name: f) else {
                    throw error(valueOffset("format"), "unknown format \"\(f)\" (expected \(RecordingFormat.allCases.map(\.rawValue).joined(separator: ", ")))")
                }
                request.format = format
            }
            if let m = strings["mode"] {
                guard let mode = MapGenerationMode(rawValue: m) else {
                    throw error(valueOffset("mode"), "unknown mode \"\(m)\" (expected exact, ordered, present)")
                }
                request.mode = mode
            }
            if let l = strings["labels"] {
                guard let labels = MapSourceOptions.Labels(rawValue: l) else {
                    throw error(valueOffset("labels"), "unknown labels policy \"\(l)\" (expected all, withoutIdentifier)")
                }
                request.labels = labels
            }
            if let a = strings["access"] {
                guard let access = MapSourceOptions.AccessLevel(rawValue: a) else {
                    throw error(valueOffset("access"), "unknown access level \"\(a)\" (expected public, package, internal)")
                }
                request.accessLevel = access
            }
            let outputKey = request.output + "\u{0}" + MapFileUpdater.regionName(for: request.screen)
            if let first = seenOutputs[outputKey] {
                throw error(offset, "maps[\(n)] generates \(request.screen) into \(request.output) like maps[\(first)]")
            }
            seenOutputs[outputKey] = n
            let line = bytes.withUnsafeBytes { SourceLocation(offset: offset, in: $0).line }
            entries.append(Entry(request: request, line: line))
        }
        return GenerateConfig(maps: entries)
    }
}

extension MapFileError {
    /// The error moved to a byte offset of `bytes`, with a new message.
    func located(_ offset: Int, in bytes: [UInt8], message: String) -> MapFileError {
        let location = bytes.withUnsafeBytes { SourceLocation(offset: offset, in: $0) }
        return MapFileError(file: file, line: location.line, column: location.column, message: message)
    }
}
