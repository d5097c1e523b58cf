import Foundation
import RapidMap
import RapidVerify

/// A PNG file to embed under the outlines: its bytes and its size in pixels, read from
/// the header (IHDR) without decoding the image.
package struct PNGImage: Sendable, Hashable {
    /// The file's bytes.
    package var bytes: [UInt8]
    /// The width in pixels.
    package var pixelWidth: Int
    /// The height in pixels.
    package var pixelHeight: Int

    /// The eight bytes every PNG file starts with.
    package static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// Why bytes are not a PNG this can embed.
    package struct NotPNG: Error, Sendable, Hashable, CustomStringConvertible {
        package var description: String
    }

    /// Reads the header. Throws ``NotPNG`` when the signature or the IHDR chunk is missing
    /// or the size is zero.
    package init(bytes: [UInt8]) throws(NotPNG) {
        guard bytes.count >= 24, Array(bytes[0..<8]) == Self.signature else {
            throw NotPNG(description: "not a PNG file (the PNG signature is missing)")
        }
        guard bytes[12...15].elementsEqual("IHDR".utf8) else {
            throw NotPNG(description: "not a PNG file (the first chunk is not IHDR)")
        }
        func u32(_ at: Int) -> Int { bytes[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
        let w = u32(16), h = u32(20)
        guard w > 0, h > 0 else { throw NotPNG(description: "the PNG's size is \(w)×\(h)") }
        self.bytes = bytes
        pixelWidth = w
        pixelHeight = h
    }

    /// A `data:` URL of the image.
    package var dataURL: String { "data:image/png;base64," + Data(bytes).base64EncodedString() }
}
