/// Recognises data that is not a recording in any format, so reading it says what it
/// looks like (`not a recording: looks like a PNG image`) instead of a parse error about
/// a stray byte of it.
///
/// Only the start of the data is looked at: the signatures (magic numbers) of files a
/// developer may pick up by mistake next to recordings (screenshots, test result archives,
/// compressed logs, property lists), then whether the first ``sampledBytes`` hold NUL bytes
/// or many control bytes, which text never does. Text in UTF-16 or UTF-32 has NUL bytes;
/// it is converted before this check (see ``TextEncoding/wide(_:)``).
enum ForeignContent {
    /// How many bytes are looked at for NUL and control bytes.
    static let sampledBytes = 4096

    /// A control byte in more than one byte in this many of the sample makes it binary.
    /// Text has tabs, line breaks and (in a coloured log) escape bytes, all of which are
    /// not counted; one in 16 other control bytes is more than any text has.
    static let controlByteShare = 16

    /// A file signature: its bytes at `offset` and what the data then is.
    struct Signature {
        var offset = 0
        var bytes: [UInt8]
        var what: String
    }

    /// The signatures recognised, each with the phrase the message uses.
    static let signatures: [Signature] = [
        Signature(bytes: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A], what: "a PNG image"),
        Signature(bytes: [0xFF, 0xD8, 0xFF], what: "a JPEG image"),
        Signature(bytes: Array("GIF8".utf8), what: "a GIF image"),
        Signature(offset: 4, bytes: Array("ftyp".utf8), what: "a video or HEIC image"),
        Signature(bytes: Array("%PDF-".utf8), what: "a PDF document"),
        Signature(bytes: [0x50, 0x4B, 0x03, 0x04], what: "a ZIP archive (unzip it first)"),
        Signature(bytes: [0x50, 0x4B, 0x05, 0x06], what: "an empty ZIP archive"),
        Signature(bytes: [0x1F, 0x8B], what: "gzip-compressed data (decompress it first)"),
        Signature(bytes: [0xFD, 0x37, 0x7A, 0x58, 0x5A, 0x00], what: "xz-compressed data (decompress it first)"),
        Signature(bytes: Array("bplist0".utf8), what: "a binary property list"),
    ]

    /// What the file signature at the start of `bytes` says they are, or nil.
    static func signature(_ bytes: UnsafeRawBufferPointer) -> String? {
        for s in signatures where bytes.count >= s.offset + s.bytes.count {
            var matches = true
            for (k, b) in s.bytes.enumerated() where bytes[s.offset + k] != b {
                matches = false
                break
            }
            if matches { return s.what }
        }
        return nil
    }

    /// `binary data (…)` when the start of `bytes` has a NUL byte or many control bytes.
    static func binary(_ bytes: UnsafeRawBufferPointer) -> String? {
        let sample = min(bytes.count, sampledBytes)
        var controls = 0
        for i in 0..<sample {
            let b = bytes[i]
            if b == 0 { return "binary data (it has NUL bytes)" }
            if b < 0x20, b != 0x09, b != 0x0A, b != 0x0D, b != 0x0C, b != 0x1B { controls += 1 }
        }
        if sample > 0, controls * controlByteShare > sample { return "binary data (it has control bytes)" }
        return nil
    }
}
