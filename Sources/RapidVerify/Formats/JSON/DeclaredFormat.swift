/// The recording format a JSON document names in its top-level `format` member, as a native
/// JSON recording says `"format": "rapidmap-native-json"`.
///
/// `RecordingFormat.detect(_:)` looks for that name in the first bytes only, so a JSON
/// document that names it further in, or names another format, is read as WebDriverAgent
/// JSON first. When that fails, the front door asks for the name the document gives: it
/// reads the document as native JSON after all, or reports the format it names, at the
/// `format` value, instead of a WebDriverAgent source without a tree.
enum DeclaredFormat {
    /// The name a native JSON recording gives in its `format` member.
    static let nativeJSONName = "rapidmap-native-json"

    /// What the top-level `format` member of the JSON object in `raw` says: `.nativeJSON`
    /// for `"rapidmap-native-json"`, nil when the object has no such member (or the JSON
    /// breaks before it). Any other value is a `RecordingError` at the value, naming it.
    ///
    /// Only the members before `format` are read, each skipped whole: linear in the input.
    static func recordingFormat(in raw: UnsafeRawBufferPointer, path: String?) throws -> RecordingFormat? {
        guard let base = raw.baseAddress, raw.count > 0 else { return nil }
        var s = JSONScanner(base: base.assumingMemoryBound(to: UInt8.self), count: raw.count, format: nil, path: path)
        s.skipByteOrderMark()
        s.skipWhitespace()
        guard s.peek() == UInt8(ascii: "{") else { return nil }
        s.position += 1
        guard (try? skip(&s, toMember: "format")) == true else { return nil }
        let valueStart = s.position
        guard s.peek() == UInt8(ascii: "\"") else {
            throw s.error("`format` must be a string naming the recording format, found \(s.describeValue())")
        }
        guard let name = try? s.readString() else { return nil }
        if name == nativeJSONName { return .nativeJSON }
        let others = RecordingFormat.allCases.filter { $0 != .nativeJSON }.map(\.displayName)
        throw s.error(
            "unknown recording format \"\(name)\": RapidMap reads \"\(nativeJSONName)\" (native JSON), "
                + others.dropLast().joined(separator: ", ") + " and " + (others.last ?? ""),
            at: valueStart)
    }

    /// After an object's `{`: skips its members up to the one named `name`, leaving `s` at
    /// its value; false when the object ends first.
    private static func skip(_ s: inout JSONScanner, toMember name: String) throws -> Bool {
        var hasMember = try s.firstMember()
        while hasMember {
            let key = try s.readKey()
            if s.string(key) == name { return true }
            hasMember = try s.skipMember()
        }
        return false
    }
}
