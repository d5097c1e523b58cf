import Foundation

/// A PNG decoder and encoder for the browser tests, with Foundation only: the decoder
/// reads what Chromium writes (8-bit RGB or RGBA, non-interlaced, zlib-compressed), the
/// encoder writes solid test screenshots with stored (uncompressed) deflate blocks.
package enum PNGCodec {
    package struct Image {
        package var width: Int
        package var height: Int
        /// RGBA, row by row.
        package var rgba: [UInt8]

        package func pixel(_ x: Int, _ y: Int) -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
            let i = (y * width + x) * 4
            return (rgba[i], rgba[i + 1], rgba[i + 2], rgba[i + 3])
        }

        /// One with these values.
        package init(width: Int, height: Int, rgba: [UInt8]) {
            self.width = width
            self.height = height
            self.rgba = rgba
        }
    }

    package struct DecodeError: Error, CustomStringConvertible { package var description: String }

    package static func decode(_ bytes: [UInt8]) throws -> Image {
        guard bytes.count > 8, Array(bytes[0..<8]) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] else {
            throw DecodeError(description: "not a PNG")
        }
        var at = 8
        var width = 0, height = 0, bitDepth = 0, colourType = 0, interlace = 0
        var idat: [UInt8] = []
        func u32(_ i: Int) -> Int { bytes[i..<i + 4].reduce(0) { $0 << 8 | Int($1) } }
        while at + 8 <= bytes.count {
            let length = u32(at)
            let type = String(decoding: bytes[at + 4..<at + 8], as: UTF8.self)
            let data = at + 8
            guard data + length + 4 <= bytes.count else { throw DecodeError(description: "truncated chunk \(type)") }
            switch type {
            case "IHDR":
                width = u32(data); height = u32(data + 4)
                bitDepth = Int(bytes[data + 8]); colourType = Int(bytes[data + 9]); interlace = Int(bytes[data + 12])
            case "IDAT": idat += bytes[data..<data + length]
            default: break
            }
            at = data + length + 4
        }
        guard bitDepth == 8, colourType == 2 || colourType == 6, interlace == 0 else {
            throw DecodeError(description: "unsupported PNG: depth \(bitDepth), colour type \(colourType), interlace \(interlace)")
        }
        guard idat.count > 2 else { throw DecodeError(description: "no image data") }
        let raw = try Inflate.inflate(Array(idat[2...]))  // skip the zlib header
        let channels = colourType == 6 ? 4 : 3
        let stride = width * channels
        guard raw.count >= height * (stride + 1) else { throw DecodeError(description: "short image data") }
        var previous = [UInt8](repeating: 0, count: stride)
        var rgba = [UInt8](repeating: 255, count: width * height * 4)
        for y in 0..<height {
            let filter = raw[y * (stride + 1)]
            var line = Array(raw[(y * (stride + 1) + 1)..<((y + 1) * (stride + 1))])
            for i in 0..<stride {
                let a = i >= channels ? Int(line[i - channels]) : 0
                let b = Int(previous[i])
                let c = i >= channels ? Int(previous[i - channels]) : 0
                let predictor: Int
                switch filter {
                case 0: predictor = 0
                case 1: predictor = a
                case 2: predictor = b
                case 3: predictor = (a + b) / 2
                case 4:
                    let p = a + b - c, pa = abs(p - a), pb = abs(p - b), pc = abs(p - c)
                    predictor = pa <= pb && pa <= pc ? a : (pb <= pc ? b : c)
                default: throw DecodeError(description: "bad filter \(filter)")
                }
                line[i] = UInt8(truncatingIfNeeded: Int(line[i]) + predictor)
            }
            for x in 0..<width {
                for k in 0..<channels { rgba[(y * width + x) * 4 + k] = line[x * channels + k] }
            }
            previous = line
        }
        return Image(width: width, height: height, rgba: rgba)
    }

    /// A solid-colour RGB PNG of the given size.
    package static func solid(width: Int, height: Int, r: UInt8, g: UInt8, b: UInt8) -> [UInt8] {
        var raw: [UInt8] = []
        for _ in 0..<height {
            raw.append(0)
            for _ in 0..<width { raw += [r, g, b] }
        }
        var zlib: [UInt8] = [0x78, 0x01]
        var offset = 0
        repeat {
            let n = min(65535, raw.count - offset)
            let last: UInt8 = offset + n == raw.count ? 1 : 0
            zlib += [last, UInt8(n & 0xFF), UInt8(n >> 8), UInt8(~n & 0xFF), UInt8((~n >> 8) & 0xFF)]
            zlib += raw[offset..<offset + n]
            offset += n
        } while offset < raw.count
        var s1: UInt32 = 1, s2: UInt32 = 0
        for byte in raw { s1 = (s1 + UInt32(byte)) % 65521; s2 = (s2 + s1) % 65521 }
        zlib += be32(Int(s2 << 16 | s1))
        var out: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        out += chunk("IHDR", be32(width) + be32(height) + [8, 2, 0, 0, 0])
        out += chunk("IDAT", zlib)
        out += chunk("IEND", [])
        return out
    }

    package static func be32(_ v: Int) -> [UInt8] { [UInt8((v >> 24) & 0xFF), UInt8((v >> 16) & 0xFF), UInt8((v >> 8) & 0xFF), UInt8(v & 0xFF)] }

    package static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        let body = Array(type.utf8) + data
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in body {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return be32(data.count) + body + be32(Int(crc ^ 0xFFFF_FFFF))
    }
}

/// DEFLATE (RFC 1951) decompression: stored, fixed and dynamic Huffman blocks.
package enum Inflate {
    package struct Failure: Error, CustomStringConvertible { package var description: String }

    package struct Bits {
        package var bytes: [UInt8]
        package var position = 0  // in bits
        package mutating func bit() throws -> Int {
            guard position >> 3 < bytes.count else { throw Failure(description: "out of input") }
            let b = Int(bytes[position >> 3] >> UInt8(position & 7)) & 1
            position += 1
            return b
        }
        package mutating func bits(_ n: Int) throws -> Int {
            var v = 0
            for i in 0..<n { v |= try bit() << i }
            return v
        }
    }

    /// A canonical Huffman code: counts per length and symbols in code order.
    package struct Huffman {
        package var counts = [Int](repeating: 0, count: 16)
        package var symbols: [Int] = []
        package init(lengths: [Int]) {
            for l in lengths { counts[l] += 1 }
            counts[0] = 0
            var offsets = [Int](repeating: 0, count: 16)
            for l in 1..<16 { offsets[l] = offsets[l - 1] + counts[l - 1] }
            symbols = [Int](repeating: 0, count: lengths.count)
            for (s, l) in lengths.enumerated() where l != 0 { symbols[offsets[l]] = s; offsets[l] += 1 }
        }
        package func decode(_ input: inout Bits) throws -> Int {
            var code = 0, first = 0, index = 0
            for l in 1..<16 {
                code |= try input.bit()
                let count = counts[l]
                if code - count < first { return symbols[index + (code - first)] }
                index += count
                first = (first + count) << 1
                code <<= 1
            }
            throw Failure(description: "bad Huffman code")
        }
    }

    package static let lengthBase = [3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227, 258]
    package static let lengthExtra = [0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0]
    package static let distanceBase = [
        1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537, 2049, 3073,
        4097, 6145, 8193, 12289, 16385, 24577,
    ]
    package static let distanceExtra = [0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13]
    package static let codeLengthOrder = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15]

    package static func inflate(_ data: [UInt8]) throws -> [UInt8] {
        var input = Bits(bytes: data)
        var out: [UInt8] = []
        var last = 0
        repeat {
            last = try input.bits(1)
            switch try input.bits(2) {
            case 0:
                input.position = (input.position + 7) & ~7
                let at = input.position >> 3
                guard at + 4 <= data.count else { throw Failure(description: "truncated stored block") }
                let length = Int(data[at]) | Int(data[at + 1]) << 8
                guard at + 4 + length <= data.count else { throw Failure(description: "truncated stored block") }
                out += data[(at + 4)..<(at + 4 + length)]
                input.position = (at + 4 + length) << 3
            case 1:
                var lengths = [Int](repeating: 8, count: 288)
                for i in 144..<256 { lengths[i] = 9 }
                for i in 256..<280 { lengths[i] = 7 }
                try block(&input, &out, Huffman(lengths: lengths), Huffman(lengths: [Int](repeating: 5, count: 30)))
            case 2:
                let hlit = try input.bits(5) + 257, hdist = try input.bits(5) + 1, hclen = try input.bits(4) + 4
                var codeLengths = [Int](repeating: 0, count: 19)
                for i in 0..<hclen { codeLengths[codeLengthOrder[i]] = try input.bits(3) }
                let codeLengthCode = Huffman(lengths: codeLengths)
                var lengths: [Int] = []
                while lengths.count < hlit + hdist {
                    let symbol = try codeLengthCode.decode(&input)
                    switch symbol {
                    case 0..<16: lengths.append(symbol)
                    case 16:
                        guard let previous = lengths.last else { throw Failure(description: "repeat with no length") }
                        lengths += [Int](repeating: previous, count: 3 + (try input.bits(2)))
                    case 17: lengths += [Int](repeating: 0, count: 3 + (try input.bits(3)))
                    default: lengths += [Int](repeating: 0, count: 11 + (try input.bits(7)))
                    }
                }
                try block(&input, &out, Huffman(lengths: Array(lengths[0..<hlit])), Huffman(lengths: Array(lengths[hlit..<(hlit + hdist)])))
            default:
                throw Failure(description: "bad block type")
            }
        } while last == 0
        return out
    }

    package static func block(_ input: inout Bits, _ out: inout [UInt8], _ literals: Huffman, _ distances: Huffman) throws {
        while true {
            let symbol = try literals.decode(&input)
            if symbol < 256 { out.append(UInt8(symbol)); continue }
            if symbol == 256 { return }
            let l = symbol - 257
            guard l < lengthBase.count else { throw Failure(description: "bad length symbol") }
            let length = lengthBase[l] + (try input.bits(lengthExtra[l]))
            let d = try distances.decode(&input)
            guard d < distanceBase.count else { throw Failure(description: "bad distance symbol") }
            let distance = distanceBase[d] + (try input.bits(distanceExtra[d]))
            guard distance <= out.count else { throw Failure(description: "distance too far back") }
            let start = out.count - distance
            for i in 0..<length { out.append(out[start + i]) }
        }
    }
}
