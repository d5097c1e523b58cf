/// A small JSON parser for `rapidmap.json` that remembers where each value starts, so a
/// bad configuration is reported at its line and column. Nesting deeper than
/// ``maximumDepth`` is refused (a configuration is a few levels deep), so hostile input
/// can neither overflow the stack nor hang the parser.
struct ConfigJSON {
    /// A JSON value with the byte offset where it starts.
    indirect enum Value {
        case object([(key: String, keyOffset: Int, value: Value)], offset: Int)
        case array([Value], offset: Int)
        case string(String, offset: Int)
        case number(Double, offset: Int)
        case bool(Bool, offset: Int)
        case null(offset: Int)

        var offset: Int {
            switch self {
            case .object(_, let o), .array(_, let o), .string(_, let o), .number(_, let o), .bool(_, let o), .null(let o): return o
            }
        }

        /// "an object", "a string", … for messages.
        var kindName: String {
            switch self {
            case .object: return "an object"
            case .array: return "an array"
            case .string: return "a string"
            case .number: return "a number"
            case .bool: return "a boolean"
            case .null: return "null"
            }
        }
    }

    /// A syntax error at a byte offset.
    struct SyntaxError: Error {
        var offset: Int
        var message: String
    }

    static let maximumDepth = 32

    let bytes: [UInt8]
    var i = 0

    /// Parses a whole document.
    static func parse(_ bytes: [UInt8]) throws(SyntaxError) -> Value {
        var parser = ConfigJSON(bytes: bytes)
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { parser.i = 3 }
        let value = try parser.value(depth: 0)
        parser.skipSpace()
        guard parser.i == bytes.count else { throw SyntaxError(offset: parser.i, message: "unexpected text after the JSON value") }
        return value
    }

    mutating func skipSpace() {
        while i < bytes.count, bytes[i] == 0x20 || bytes[i] == 0x09 || bytes[i] == 0x0A || bytes[i] == 0x0D { i += 1 }
    }

    mutating func value(depth: Int) throws(SyntaxError) -> Value {
        skipSpace()
        guard i < bytes.count else { throw SyntaxError(offset: i, message: "unexpected end of the file") }
        guard depth < Self.maximumDepth else { throw SyntaxError(offset: i, message: "nested too deeply") }
        let start = i
        switch bytes[i] {
        case UInt8(ascii: "{"):
            i += 1
            var members: [(key: String, keyOffset: Int, value: Value)] = []
            skipSpace()
            if i < bytes.count, bytes[i] == UInt8(ascii: "}") { i += 1; return .object(members, offset: start) }
            while true {
                skipSpace()
                let keyOffset = i
                guard i < bytes.count, bytes[i] == UInt8(ascii: "\"") else { throw SyntaxError(offset: i, message: "expected a key in double quotes") }
                let key = try string()
                skipSpace()
                guard i < bytes.count, bytes[i] == UInt8(ascii: ":") else { throw SyntaxError(offset: i, message: "expected `:` after the key") }
                i += 1
                members.append((key, keyOffset, try value(depth: depth + 1)))
                skipSpace()
                guard i < bytes.count else { throw SyntaxError(offset: i, message: "expected `,` or `}`") }
                if bytes[i] == UInt8(ascii: ",") { i += 1; continue }
                if bytes[i] == UInt8(ascii: "}") { i += 1; return .object(members, offset: start) }
                throw SyntaxError(offset: i, message: "expected `,` or `}`")
            }
        case UInt8(ascii: "["):
            i += 1
            var elements: [Value] = []
            skipSpace()
            if i < bytes.count, bytes[i] == UInt8(ascii: "]") { i += 1; return .array(elements, offset: start) }
            while true {
                elements.append(try value(depth: depth + 1))
                skipSpace()
                guard i < bytes.count else { throw SyntaxError(offset: i, message: "expected `,` or `]`") }
                if bytes[i] == UInt8(ascii: ",") { i += 1; continue }
                if bytes[i] == UInt8(ascii: "]") { i += 1; return .array(elements, offset: start) }
                throw SyntaxError(offset: i, message: "expected `,` or `]`")
            }
        case UInt8(ascii: "\""):
            return .string(try string(), offset: start)
        case UInt8(ascii: "t"): try literal("true"); return .bool(true, offset: start)
        case UInt8(ascii: "f"): try literal("false"); return .bool(false, offset: start)
        case UInt8(ascii: "n"): try literal("null"); return .null(offset: start)
        default:
            while i < bytes.count, Self.isNumberByte(bytes[i]) { i += 1 }
            guard i > start, let n = Double(String(decoding: bytes[start..<i], as: UTF8.self)) else {
                i = start
                throw SyntaxError(offset: start, message: "expected a JSON value")
            }
            return .number(n, offset: start)
        }
    }

    static func isNumberByte(_ b: UInt8) -> Bool {
        (b >= 0x30 && b <= 0x39) || b == UInt8(ascii: "-") || b == UInt8(ascii: "+") || b == UInt8(ascii: ".")
            || b == UInt8(ascii: "e") || b == UInt8(ascii: "E")
    }

    mutating func literal(_ word: String) throws(SyntaxError) {
        let w = Array(word.utf8)
        guard bytes.count - i >= w.count, bytes[i..<(i + w.count)].elementsEqual(w) else {
            throw SyntaxError(offset: i, message: "expected a JSON value")
        }
        i += w.count
    }

    /// A string starting at the opening quote.
    mutating func string() throws(SyntaxError) -> String {
        let start = i
        i += 1
        var out: [UInt8] = []
        while true {
            guard i < bytes.count else { throw SyntaxError(offset: start, message: "unterminated string") }
            let b = bytes[i]
            if b == UInt8(ascii: "\"") { i += 1; break }
            if b < 0x20 { throw SyntaxError(offset: i, message: "control character in a string") }
            if b != UInt8(ascii: "\\") { out.append(b); i += 1; continue }
            i += 1
            guard i < bytes.count else { throw SyntaxError(offset: start, message: "unterminated string") }
            let e = bytes[i]
            i += 1
            switch e {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): out.append(e)
            case UInt8(ascii: "n"): out.append(0x0A)
            case UInt8(ascii: "t"): out.append(0x09)
            case UInt8(ascii: "r"): out.append(0x0D)
            case UInt8(ascii: "b"): out.append(0x08)
            case UInt8(ascii: "f"): out.append(0x0C)
            case UInt8(ascii: "u"):
                var unit = try hex4()
                if (0xD800...0xDBFF).contains(unit), bytes.count - i >= 6,
                   bytes[i] == UInt8(ascii: "\\"), bytes[i + 1] == UInt8(ascii: "u") {
                    i += 2
                    let low = try hex4()
                    if (0xDC00...0xDFFF).contains(low) {
                        unit = 0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00)
                    } else {
                        throw SyntaxError(offset: i - 6, message: "invalid UTF-16 surrogate pair")
                    }
                }
                guard let scalar = Unicode.Scalar(unit) else { throw SyntaxError(offset: i - 6, message: "invalid \\u escape") }
                out += Array(String(Character(scalar)).utf8)
            default:
                throw SyntaxError(offset: i - 2, message: "invalid escape sequence")
            }
        }
        return String(decoding: out, as: UTF8.self)
    }

    mutating func hex4() throws(SyntaxError) -> UInt32 {
        guard bytes.count - i >= 4, let v = UInt32(String(decoding: bytes[i..<(i + 4)], as: UTF8.self), radix: 16) else {
            throw SyntaxError(offset: i, message: "expected four hex digits after \\u")
        }
        i += 4
        return v
    }
}
