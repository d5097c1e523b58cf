/// Reads `rapidmap.json` into a ``ManifestFile`` with ``JSONScanner``, the scanner the
/// JSON tree readers use, so the manifest follows the same JSON rules (strict
/// numbers, valid UTF-8, escapes, a byte order mark skipped).
///
/// It reads in two passes over the bytes: the first checks the whole document's syntax
/// (so a JSON mistake is reported as such, wherever it is), the second reads the known
/// shape (`{"maps": [{…}], "version": 1}`) and reports a wrong key or value at its line
/// and column. Both passes are iterative, so any nesting depth is read without recursion.
struct ManifestFileReader {
    /// The keys an entry of `maps` may have.
    static let entryKeys = ["recording", "screen", "identifier", "output", "format", "mode", "labels", "access", "variants"]

    private var scanner: JSONScanner
    private let path: String?

    private init(scanner: JSONScanner, path: String?) {
        self.scanner = scanner
        self.path = path
    }

    /// Parses a manifest (see ``ManifestFile/parse(_:path:)``).
    static func read(_ bytes: [UInt8], path: String?) throws(MapFileError) -> ManifestFile {
        let result: Result<ManifestFile, MapFileError> = bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress, !buffer.isEmpty else {
                return .failure(
                    MapFileError(
                        file: path, line: 1, column: 1,
                        message: "invalid JSON: expected a value, found the end of the input"))
            }
            var reader = ManifestFileReader(scanner: JSONScanner(base: base, count: buffer.count, format: nil, path: path), path: path)
            do {
                try reader.checkSyntax()
            } catch let error as RecordingError {
                return .failure(MapFileError(file: path, line: error.line, column: error.column, message: "invalid JSON: " + error.message))
            } catch {
                return .failure(MapFileError(file: path, line: 0, column: 0, message: "invalid JSON: \(error)"))
            }
            do {
                return .success(try reader.readManifest())
            } catch let error as MapFileError {
                return .failure(error)
            } catch {
                // The syntax was checked, so the scanner does not throw here; keep a message anyway.
                return .failure(MapFileError(file: path, line: 0, column: 0, message: "invalid JSON: \(error)"))
            }
        }
        return try result.get()
    }

    /// Reads the whole document once, keeping nothing; throws its first syntax error.
    private mutating func checkSyntax() throws {
        scanner.position = 0
        scanner.skipByteOrderMark()
        scanner.skipWhitespace()
        try scanner.skipValue()
        try scanner.expectEnd()
    }

    /// An error at a byte offset.
    private func error(_ offset: Int, _ message: String) -> MapFileError {
        let location = SourceLocation(offset: offset, in: UnsafeRawBufferPointer(start: scanner.base, count: scanner.count))
        return MapFileError(file: path, line: location.line, column: location.column, message: message)
    }

    /// A named value (the same words and message as on the command line), or the error at `offset`.
    private func value<T: NamedOptionValue>(_ text: String, _ offset: Int) throws(MapFileError) -> T {
        switch T.parse(text) {
        case .success(let value): return value
        case .failure(let failure): throw error(offset, failure.message)
        }
    }

    /// Reads a member's key and `:`; returns the key, where it starts and where its value starts.
    private mutating func readMemberKey() throws -> (key: String, keyOffset: Int, valueOffset: Int) {
        let keyOffset = scanner.position
        let key = scanner.string(try scanner.readKey())
        return (key, keyOffset, scanner.position)
    }

    /// The keys of the top-level object.
    static let topLevelKeys = ["maps", "version", "audit"]
    /// The keys the `audit` object may have.
    static let auditKeys = ["preset", "helpURL"]

    /// The top-level object: `maps` (required), `version` (optional, 1) and `audit` (optional).
    private mutating func readManifest() throws -> ManifestFile {
        scanner.position = 0
        scanner.skipByteOrderMark()
        scanner.skipWhitespace()
        let rootOffset = scanner.position
        guard scanner.peek() == UInt8(ascii: "{") else {
            throw error(rootOffset, "the manifest must be a JSON object with a \"maps\" array")
        }
        scanner.position += 1
        var mapsOffset: Int?
        var audit: ManifestFile.AuditDefaults?
        if try scanner.firstMember() {
            repeat {
                let (key, keyOffset, valueOffset) = try readMemberKey()
                switch key {
                case "maps":
                    mapsOffset = valueOffset
                    try scanner.skipValue()
                case "version":
                    guard scanner.describeValue() == "a number", try scanner.readNumber() == 1 else {
                        throw error(valueOffset, "unsupported manifest version (expected 1)")
                    }
                case "audit":
                    guard audit == nil else { throw error(keyOffset, "\"audit\" appears twice") }
                    audit = try readAudit()
                default:
                    throw error(keyOffset, "unknown key \"\(key)\" (expected \(Self.topLevelKeys.map { "\"\($0)\"" }.joined(separator: ", ")))")
                }
            } while try scanner.nextMember()
        }
        guard let mapsOffset else { throw error(rootOffset, "the manifest has no \"maps\" array") }
        return ManifestFile(maps: try readMaps(at: mapsOffset), audit: audit)
    }

    /// The `audit` object, the position at its first byte.
    private mutating func readAudit() throws -> ManifestFile.AuditDefaults {
        let offset = scanner.position
        guard scanner.peek() == UInt8(ascii: "{") else {
            throw error(offset, "\"audit\" must be an object, not \(scanner.describeValue())")
        }
        scanner.position += 1
        var defaults = ManifestFile.AuditDefaults(preset: nil)
        var seen: Set<String> = []
        if try scanner.firstMember() {
            repeat {
                let (key, keyOffset, valueOffset) = try readMemberKey()
                guard Self.auditKeys.contains(key) else {
                    throw error(keyOffset, "unknown key \"\(key)\" in \"audit\" (expected \(Self.auditKeys.joined(separator: ", ")))")
                }
                guard seen.insert(key).inserted else { throw error(keyOffset, "\"\(key)\" appears twice in \"audit\"") }
                guard scanner.peek() == UInt8(ascii: "\"") else {
                    throw error(valueOffset, "\"\(key)\" must be a string, not \(scanner.describeValue())")
                }
                let value = try scanner.readString()
                guard !value.isEmpty else { throw error(valueOffset, "\"\(key)\" must not be empty") }
                switch key {
                case "preset":
                    let location = SourceLocation(offset: valueOffset, in: UnsafeRawBufferPointer(start: scanner.base, count: scanner.count))
                    defaults.preset = value
                    defaults.presetLine = location.line
                    defaults.presetColumn = location.column
                default:
                    if let problem = ManifestFile.helpURLProblem(value) { throw error(valueOffset, "\"helpURL\" " + problem) }
                    defaults.helpURL = value
                }
            } while try scanner.nextMember()
        }
        return defaults
    }

    /// The `maps` array at `offset`.
    private mutating func readMaps(at offset: Int) throws -> [ManifestFile.Entry] {
        scanner.position = offset
        guard scanner.peek() == UInt8(ascii: "[") else {
            throw error(offset, "\"maps\" must be an array, not \(scanner.describeValue())")
        }
        scanner.position += 1
        var entries: [ManifestFile.Entry] = []
        var seenOutputs: [String: Int] = [:]
        // Entries come in increasing offsets: one running count numbers them all.
        var lines = LineCounter()
        guard try scanner.firstElement() else { return entries }
        repeat {
            let n = entries.count
            let entryOffset = scanner.position
            let request = try readEntry(n)
            let outputKey = request.output + "\u{0}" + MapFileUpdater.regionName(for: request.screen)
            if let first = seenOutputs[outputKey] {
                throw error(entryOffset, "maps[\(n)] generates \(request.screen) into \(request.output) like maps[\(first)]")
            }
            seenOutputs[outputKey] = n
            let line = lines.line(at: entryOffset, in: UnsafeRawBufferPointer(start: scanner.base, count: scanner.count))
            entries.append(ManifestFile.Entry(request: request, line: line))
        } while try scanner.nextElement()
        return entries
    }

    /// One entry of `maps`, the position at its first byte.
    private mutating func readEntry(_ n: Int) throws -> MapRequest {
        let offset = scanner.position
        guard scanner.peek() == UInt8(ascii: "{") else {
            throw error(offset, "maps[\(n)] must be an object, not \(scanner.describeValue())")
        }
        scanner.position += 1
        var strings: [String: (value: String, offset: Int)] = [:]
        if try scanner.firstMember() {
            repeat {
                let (key, keyOffset, valueOffset) = try readMemberKey()
                guard Self.entryKeys.contains(key) else {
                    throw error(keyOffset, "unknown key \"\(key)\" in maps[\(n)] (expected \(Self.entryKeys.joined(separator: ", ")))")
                }
                guard scanner.peek() == UInt8(ascii: "\"") else {
                    throw error(valueOffset, "\"\(key)\" must be a string, not \(scanner.describeValue())")
                }
                let value = try scanner.readString()
                guard !value.isEmpty else { throw error(valueOffset, "\"\(key)\" must not be empty") }
                guard strings[key] == nil else { throw error(keyOffset, "\"\(key)\" appears twice in maps[\(n)]") }
                strings[key] = (value, valueOffset)
            } while try scanner.nextMember()
        }
        func required(_ key: String) throws -> String {
            guard let entry = strings[key] else { throw error(offset, "maps[\(n)] needs \"\(key)\"") }
            return entry.value
        }
        var request = MapRequest(recording: try required("recording"), screen: try required("screen"), output: try required("output"))
        request.screenIdentifier = strings["identifier"]?.value
        if let (f, at) = strings["format"] { request.format = try value(f, at) as RecordingFormat }
        if let (m, at) = strings["mode"] { request.mode = try value(m, at) }
        if let (l, at) = strings["labels"] { request.labels = try value(l, at) }
        if let (a, at) = strings["access"] { request.accessLevel = try value(a, at) }
        if let (v, at) = strings["variants"] {
            let names = v.split(separator: ",").map { String($0.drop { $0 == " " }.reversed().drop { $0 == " " }.reversed()) }
            for name in names where name.isEmpty || !name.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-") }) {
                throw error(
                    at, "\"variants\" must list configuration names such as \"en-pad\" or \"en-pad, ar-rtl\" (letters, digits and -), found \"\(name)\"")
            }
            request.variants = names
        }
        return request
    }
}
