/// The one decimal-number scanner of the readers: frame text (`{{20.5, -3}, {1e3, inf}}`),
/// XML attribute values and JSON numbers all go through ``scan(_:from:to:specials:)``.
///
/// Grammar: an optional `+` or `-`, then either `inf` / `nan` (when `specials` is on: how
/// Swift and Objective-C print non-finite `CGFloat`s) or digits with an optional `.` and
/// fraction digits and an optional exponent (`e`/`E`, a sign, digits). Each format adds its
/// own rules on top (JSON refuses a leading `+`, leading zeros and a bare `.`).
///
/// Up to 15 significant digits without an exponent, the value is one division of two
/// exact doubles, hence correctly rounded; anything longer goes through `Double(String)`.
struct DecimalNumber {
    /// The value; nil when the bytes are not a number (no digit, or an exponent without digits).
    var value: Double?
    /// The offset just past the number (or where scanning stopped).
    var end: Int
    /// The offset of the first digit (after the sign).
    var digitsStart: Int
    /// The offset of the decimal point, or -1.
    var point: Int

    /// 10^k for k in 0…15, all exact doubles; constants rather than a table, so the hot
    /// path does not go through a lazily initialised global.
    @inline(__always)
    static func powerOfTen(_ k: Int) -> Double {
        switch k {
        case 0: return 1
        case 1: return 1e1
        case 2: return 1e2
        case 3: return 1e3
        case 4: return 1e4
        case 5: return 1e5
        case 6: return 1e6
        case 7: return 1e7
        case 8: return 1e8
        case 9: return 1e9
        case 10: return 1e10
        case 11: return 1e11
        case 12: return 1e12
        case 13: return 1e13
        case 14: return 1e14
        default: return 1e15
        }
    }

    /// Scans the number that starts at `start` and ends before `stop` at the latest.
    @inline(__always)
    static func scan(_ base: UnsafePointer<UInt8>, from start: Int, to stop: Int, specials: Bool) -> DecimalNumber {
        var i = start
        var negative = false
        if i < stop, base[i] == UInt8(ascii: "-") || base[i] == UInt8(ascii: "+") {
            negative = base[i] == UInt8(ascii: "-")
            i += 1
        }
        let digitsStart = i
        if specials, i + 3 <= stop, base[i] == UInt8(ascii: "i") || base[i] == UInt8(ascii: "n") {
            if base[i] == UInt8(ascii: "i"), base[i + 1] == UInt8(ascii: "n"), base[i + 2] == UInt8(ascii: "f") {
                return DecimalNumber(value: negative ? -.infinity : .infinity, end: i + 3, digitsStart: digitsStart, point: -1)
            }
            if base[i] == UInt8(ascii: "n"), base[i + 1] == UInt8(ascii: "a"), base[i + 2] == UInt8(ascii: "n") {
                return DecimalNumber(value: .nan, end: i + 3, digitsStart: digitsStart, point: -1)
            }
        }
        var mantissa: UInt64 = 0
        var digits = 0
        var fractionDigits = 0
        var point = -1
        while i < stop {
            let d = base[i] &- UInt8(ascii: "0")
            if d >= 10 { break }
            mantissa = mantissa &* 10 &+ UInt64(d)
            digits += 1
            i += 1
        }
        if i < stop, base[i] == UInt8(ascii: ".") {
            point = i
            i += 1
            while i < stop {
                let d = base[i] &- UInt8(ascii: "0")
                if d >= 10 { break }
                mantissa = mantissa &* 10 &+ UInt64(d)
                digits += 1
                fractionDigits += 1
                i += 1
            }
        }
        guard digits > 0 else { return DecimalNumber(value: nil, end: i, digitsStart: digitsStart, point: point) }
        var exact = digits <= 15
        if i < stop, base[i] | 0x20 == UInt8(ascii: "e") {
            exact = false
            i += 1
            if i < stop, base[i] == UInt8(ascii: "+") || base[i] == UInt8(ascii: "-") { i += 1 }
            let exponentStart = i
            while i < stop, base[i] &- UInt8(ascii: "0") < 10 { i += 1 }
            guard i > exponentStart else { return DecimalNumber(value: nil, end: i, digitsStart: digitsStart, point: point) }
        }
        if exact {
            // Both the mantissa (< 10^15 < 2^53) and 10^k (k ≤ 15) are exact doubles, so one
            // correctly rounded division gives the correctly rounded result.
            let value = Double(mantissa) / powerOfTen(fractionDigits)
            return DecimalNumber(value: negative ? -value : value, end: i, digitsStart: digitsStart, point: point)
        }
        return DecimalNumber(value: convert(base, from: start, to: i), end: i, digitsStart: digitsStart, point: point)
    }

    /// The slow path: long mantissas and exponents through `Double(String)`, which rounds correctly.
    @inline(never)
    static func convert(_ base: UnsafePointer<UInt8>, from start: Int, to end: Int) -> Double? {
        Double(String(decoding: UnsafeBufferPointer(start: base + start, count: end - start), as: UTF8.self))
    }
}
