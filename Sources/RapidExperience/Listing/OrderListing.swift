import Foundation
import RapidMap
import RapidVerify
/// The VoiceOver order as `rapidgen order` prints it: an aligned table for people, or
/// a JSON object for scripts. Only `rapidgen order` uses it. Columns are measured with
/// ``TerminalWidth``, like the verification report's table.
package enum OrderListing {
    /// One line per element, in columns: position, type, identifier, label, frame.
    /// Identifiers and labels are quoted and escaped (a label with a line break stays on
    /// one line); a missing one is `-`. The first line names the columns.
    /// ```
    /// #  type       identifier           label     frame
    /// 0  textField  "LoginScreen.email"  "Email"   {{20, 200}, {335, 44}}
    /// ```
    package static func table(_ elements: [OrderedElement]) -> String {
        var out = ""
        writeTable(elements) { out += $0 }
        return out
    }

    /// The column names of ``table(_:)``.
    static let header = ["#", "type", "identifier", "label", "frame"]

    /// Bytes gathered before each call of `write` in ``writeTable(_:chunkBytes:to:)``.
    package static let chunkBytes = 1 << 20

    /// ``table(_:)`` written in pieces of about `chunkBytes` bytes, so a listing of a million
    /// elements never exists as one string (``writeTable(_:chunkBytes:toBytes:)``, each
    /// piece made a `String`).
    package static func writeTable(_ elements: [OrderedElement], chunkBytes: Int = chunkBytes, to write: (String) -> Void) {
        writeTable(elements, chunkBytes: chunkBytes) { write(String(decoding: $0, as: UTF8.self)) }
    }

    /// ``table(_:)`` as UTF-8 bytes, in pieces of about `chunkBytes` bytes, each ending at a
    /// line's end, for a caller that writes bytes (`rapidgen order` to standard output).
    ///
    /// A first pass measures the columns and remembers, for each identifier and label, how
    /// its cell is written (``TextForm``): a plain ASCII text is as wide as its bytes plus the
    /// quotes, any other is escaped and measured once by ``LiteralCache``. The second pass
    /// writes each line into a reused buffer (``TableBytes``), with positions and
    /// whole-number frames written digit by digit. Appending a dozen small strings a line
    /// and making a `String` of each piece (which checks its UTF-8 again) cost more than
    /// the bytes themselves, on a screen of short labels most of what `rapidgen order`
    /// spends printing.
    package static func writeTable(
        _ elements: [OrderedElement], chunkBytes: Int = chunkBytes, toBytes write: (UnsafeBufferPointer<UInt8>) -> Void
    ) {
        var literals = LiteralCache()
        var widths = header.map(TerminalWidth.of)
        // Every type's name as bytes, with its columns, by the type's raw value.
        let types = TypeNames()
        // Two cells a line, identifier then label, as the first pass found them.
        var cells: [TextForm] = []
        cells.reserveCapacity(elements.count * 2)
        // By index, reading each field in place: `for e in elements` copies every element.
        for n in elements.indices {
            widths[0] = max(widths[0], digits(elements[n].position))
            widths[1] = max(widths[1], types.width(elements[n].node.type))
            let identifier = literals.cell(elements[n].node.identifier)
            let label = literals.cell(elements[n].node.label)
            widths[2] = max(widths[2], literals.width(identifier, elements[n].node.identifier))
            widths[3] = max(widths[3], literals.width(label, elements[n].node.label))
            cells.append(identifier)
            cells.append(label)
        }
        var out = TableBytes(capacity: chunkBytes + 4096)
        defer { out.deallocate() }
        out.append(header[0], written: 1, width: widths[0])
        out.append(header[1], written: 4, width: widths[1])
        out.append(header[2], written: 10, width: widths[2])
        out.append(header[3], written: 5, width: widths[3])
        out.append(header[4])
        out.reserve(1)
        out.byte(0x0A)
        for n in elements.indices {
            out.reserve(TableBytes.lineBytes)
            let written = out.integer(Int64(elements[n].position))
            out.spaces(widths[0] - written + 2)
            let type = elements[n].node.type
            types.write(type, to: &out)
            out.spaces(widths[1] - types.width(type) + 2)
            literals.write(cells[2 * n], elements[n].node.identifier, width: widths[2], to: &out)
            literals.write(cells[2 * n + 1], elements[n].node.label, width: widths[3], to: &out)
            // The frame as `Frame.description` writes it.
            let f = elements[n].node.frame
            out.reserve(TableBytes.lineBytes)
            out.byte(0x7B); out.byte(0x7B)  // {{
            out.number(f.x)
            out.byte(0x2C); out.byte(0x20)  // ,
            out.number(f.y)
            out.byte(0x7D); out.byte(0x2C); out.byte(0x20); out.byte(0x7B)  // }, {
            out.number(f.width)
            out.byte(0x2C); out.byte(0x20)
            out.number(f.height)
            out.byte(0x7D); out.byte(0x7D); out.byte(0x0A)  // }}\n
            if out.count >= chunkBytes { out.flush(write) }
        }
        if out.count > 0 { out.flush(write) }
    }

    /// The name of every ``ControlType`` as UTF-8 bytes, with its columns, looked up by the
    /// type's raw value: a table row writes its type's name from here instead of getting
    /// the `String` and measuring it again, twice a row.
    struct TypeNames {
        private var bytes: [[UInt8]] = []
        private var widths: [Int] = []

        init() {
            let count = Int(ControlType.allCases.map(\.rawValue).max() ?? 0) + 1
            bytes = Array(repeating: [], count: count)
            widths = Array(repeating: 0, count: count)
            for type in ControlType.allCases {
                let name = type.name
                bytes[Int(type.rawValue)] = Array(name.utf8)
                widths[Int(type.rawValue)] = isPlain(name) ? name.utf8.count : TerminalWidth.of(name)
            }
        }

        /// The columns of a type's name (ASCII for every known type).
        func width(_ type: ControlType) -> Int { widths[Int(type.rawValue)] }

        /// Appends a type's name.
        func write(_ type: ControlType, to out: inout TableBytes) {
            bytes[Int(type.rawValue)].withUnsafeBufferPointer { out.append($0) }
        }
    }

    /// The number of decimal digits of a position.
    private static func digits(_ n: Int) -> Int {
        var n = n, count = 1
        while n >= 10 { n /= 10; count += 1 }
        return count
    }

    /// True when `text` is printable ASCII without quote or backslash: its literal is the
    /// text in quotes, as wide as its byte count plus 2.
    static func isPlain(_ text: String) -> Bool {
        var text = text
        return text.withUTF8(isPlain)
    }

    /// ``isPlain(_:)`` on UTF-8 bytes.
    static func isPlain(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        for b in bytes where b < 0x20 || b >= 0x7F || b == UInt8(ascii: "\"") || b == UInt8(ascii: "\\") { return false }
        return true
    }

    /// How the first pass of ``writeTable(_:chunkBytes:to:)`` found an identifier or label
    /// to be written, so the second pass neither scans nor looks it up again: `-` for none,
    /// the text in quotes when plain, else the escaped literal at an index of
    /// ``LiteralCache`` (or escaped again, once the cache is full).
    enum TextForm {
        case none
        case plain
        case cached(Int32)
        case uncached
    }

    /// The escaped literals of the texts that are not plain, with their widths, so a label
    /// repeated on thousands of rows ("Like", an author's name) is escaped and measured
    /// once. Keyed by the text's UTF-8 bytes (``UTF8Key``), never by `String`'s own hashing
    /// and equality: those work on the text's normalized form (a non-ASCII `String` is
    /// normalized again at every lookup) and would also take a canonically equal text
    /// written with other characters, whose literal differs. At most ``limit`` texts are
    /// kept; the others are escaped each time.
    struct LiteralCache {
        static let limit = 20_000
        private var indices: [UTF8Key: Int32] = [:]
        /// The UTF-8 bytes of each cached literal, and its columns.
        private var literals: [[UInt8]] = []
        private var widths: [Int] = []

        /// How `text` is written; escapes and measures a text that is not plain the first
        /// time it is seen.
        mutating func cell(_ text: String?) -> TextForm {
            guard var text else { return .none }
            if text.withUTF8(isPlain) { return .plain }
            let key = UTF8Key(text: text)
            if let index = indices[key] { return .cached(index) }
            guard literals.count < Self.limit else { return .uncached }
            let literal = SwiftSourceEscaping.stringLiteral(text)
            literals.append(Array(literal.utf8))
            widths.append(TerminalWidth.of(literal))
            indices[key] = Int32(literals.count - 1)
            return .cached(Int32(literals.count - 1))
        }

        /// The columns of a cell: the escaped literal, or `-` for none.
        func width(_ cell: TextForm, _ text: String?) -> Int {
            switch cell {
            case .none: 1
            case .plain: text.unsafelyUnwrapped.utf8.count + 2
            case .cached(let index): widths[Int(index)]
            case .uncached: TerminalWidth.of(SwiftSourceEscaping.stringLiteral(text.unsafelyUnwrapped))
            }
        }

        /// Writes a cell (the escaped literal, or `-`) padded to `width`, and the column gap.
        func write(_ cell: TextForm, _ text: String?, width: Int, to out: inout TableBytes) {
            let written: Int
            switch cell {
            case .none:
                out.reserve(1)
                out.byte(UInt8(ascii: "-"))
                written = 1
            case .plain:
                out.reserve(1)
                out.byte(UInt8(ascii: "\""))
                written = out.append(text.unsafelyUnwrapped) + 2
                out.reserve(1)
                out.byte(UInt8(ascii: "\""))
            case .cached(let index):
                literals[Int(index)].withUnsafeBufferPointer { out.append($0) }
                written = widths[Int(index)]
            case .uncached:
                let literal = SwiftSourceEscaping.stringLiteral(text.unsafelyUnwrapped)
                out.append(literal)
                written = TerminalWidth.of(literal)
            }
            out.spaces(width - written + 2)
        }
    }

    /// A text as a dictionary key by its UTF-8 bytes: hashed over the bytes in one call and
    /// equal only to the same bytes.
    struct UTF8Key: Hashable {
        var text: String

        func hash(into hasher: inout Hasher) {
            var text = text
            text.withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
        }

        static func == (a: UTF8Key, b: UTF8Key) -> Bool {
            var a = a.text, b = b.text
            return a.withUTF8 { x in b.withUTF8 { y in x.count == y.count && (x.isEmpty || memcmp(x.baseAddress!, y.baseAddress!, x.count) == 0) } }
        }
    }

    /// The UTF-8 bytes of the table being written, one piece at a time: a buffer written
    /// through a pointer. Fixed pieces (digits, spaces, punctuation) are written after one
    /// ``reserve(_:)`` of at least ``lineBytes`` covering them; texts reserve their own size.
    struct TableBytes {
        /// Room every fixed part of a line fits in: a position and four numbers of up to 20
        /// digits each and the frame's punctuation (under 150 bytes), with room to spare.
        /// Every other write reserves its own size; padding reserves its spaces.
        static let lineBytes = 256
        private var base: UnsafeMutablePointer<UInt8>
        private var capacity: Int
        /// The bytes written since the last ``flush(_:)``.
        private(set) var count = 0

        init(capacity: Int) {
            self.capacity = max(capacity, Self.lineBytes)
            base = .allocate(capacity: self.capacity)
        }

        /// Frees the buffer.
        func deallocate() { base.deallocate() }

        /// Hands the bytes written so far to `write` and empties the buffer.
        mutating func flush(_ write: (UnsafeBufferPointer<UInt8>) -> Void) {
            write(UnsafeBufferPointer(start: base, count: count))
            count = 0
        }

        /// Makes room for `extra` more bytes.
        @inline(__always) mutating func reserve(_ extra: Int) {
            if count + extra > capacity { grow(count + extra) }
        }

        private mutating func grow(_ needed: Int) {
            let larger = max(needed, 2 * capacity)
            let moved = UnsafeMutablePointer<UInt8>.allocate(capacity: larger)
            moved.update(from: base, count: count)
            base.deallocate()
            base = moved
            capacity = larger
        }

        /// Appends one byte (room reserved by the caller).
        @inline(__always) mutating func byte(_ b: UInt8) {
            base[count] = b
            count += 1
        }

        /// Appends UTF-8 bytes.
        mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
            reserve(bytes.count)
            if let source = bytes.baseAddress { (base + count).update(from: source, count: bytes.count) }
            count += bytes.count
        }

        /// Appends a text's UTF-8 bytes; returns how many.
        @discardableResult
        mutating func append(_ text: String) -> Int {
            var text = text
            return text.withUTF8 { utf8 in
                append(utf8)
                return utf8.count
            }
        }

        /// Appends a text `written` columns wide, padded to `width`, and the column gap.
        mutating func append(_ text: String, written: Int, width: Int) {
            append(text)
            spaces(width - written + 2)
        }

        /// Appends `n` spaces (none when `n` is not positive).
        mutating func spaces(_ n: Int) {
            guard n > 0 else { return }
            reserve(n)
            (base + count).update(repeating: UInt8(ascii: " "), count: n)
            count += n
        }

        /// Appends an integer's decimal digits (and `-`); returns how many bytes (room for
        /// 20 reserved by the caller).
        @discardableResult
        mutating func integer(_ value: Int64) -> Int {
            var magnitude = value.magnitude
            var length = value < 0 ? 2 : 1
            var rest = magnitude / 10
            while rest > 0 { length += 1; rest /= 10 }
            var i = count + length
            repeat {
                i -= 1
                base[i] = UInt8(ascii: "0") + UInt8(truncatingIfNeeded: magnitude % 10)
                magnitude /= 10
            } while magnitude > 0
            if value < 0 { base[count] = UInt8(ascii: "-") }
            count += length
            return length
        }

        /// Appends a number as ``Frame/format(_:)`` writes it: a whole number under 10^15
        /// digit by digit here (`Int64(exactly:)`, which needs no call of the C library's
        /// `round`), anything else through that function.
        mutating func number(_ value: Double) {
            if abs(value) < 1e15, let whole = Int64(exactly: value) {
                integer(whole)
            } else {
                append(Frame.format(value))
            }
        }
    }

    /// A JSON object: the recording's `platform` (``RecordingPlatform/name``), whether its
    /// order is modelled (`orderModelled`), the `note` saying it is not (`null` when it is),
    /// whether the recording records every element's traits (`traitsRecorded`,
    /// ``AccessibilityTree/traitsRecorded``: when false, an element recorded with only its
    /// state is spoken with the traits its type implies), and the `elements`, one object per
    /// line with the keys `index`, `type`, `identifier` (`null` when missing), `label` (`null`
    /// when missing) and `frame` (`[x, y, width, height]`; a non-finite number is `null`).
    /// ```json
    /// {"platform": "tvOS", "orderModelled": false, "note": "order computed with iOS's rules: …",
    ///  "traitsRecorded": true, "elements": [
    ///   {"index": 0, "type": "button", "identifier": "tv.play", "label": "Play", "frame": [100, 900, 300, 90]}
    /// ]}
    /// ```
    package static func json(_ elements: [OrderedElement], platform: RecordingPlatform, traitsRecorded: Bool) -> String {
        var out = "{\"platform\": \(jsonString(platform.name)), \"orderModelled\": \(platform.isOrderModelled), "
        out += "\"note\": \(platform.verificationNote.map(jsonString) ?? "null"),\n \"traitsRecorded\": \(traitsRecorded), \"elements\": ["
        guard !elements.isEmpty else { return out + "]}\n" }
        out += "\n"
        for (n, e) in elements.enumerated() {
            let f = e.node.frame
            let frame = [f.x, f.y, f.width, f.height].map { $0.isFinite ? Frame.format($0) : "null" }.joined(separator: ", ")
            out += "  {\"index\": \(e.position), \"type\": \(jsonString(e.node.type.name)), "
            out += "\"identifier\": \(e.node.identifier.map(jsonString) ?? "null"), "
            out += "\"label\": \(e.node.label.map(jsonString) ?? "null"), \"frame\": [\(frame)]}"
            out += n == elements.count - 1 ? "\n" : ",\n"
        }
        return out + "]}\n"
    }

    /// A JSON string literal, escaped as ``JSONText/stringLiteral(_:)`` says.
    package static func jsonString(_ text: String) -> String {
        JSONText.stringLiteral(text)
    }
}
