/// The frame text Apple's `NSStringFromCGRect` writes, `{{x, y}, {w, h}}`, read one way for
/// every format that carries it (XCUITest `debugDescription`, WebDriverAgent JSON's `frame`).
///
/// Numbers are read by ``DecimalNumber`` with `inf` and `nan` allowed. Non-finite frames,
/// decided once for every format: they are read and kept as written, never an error and
/// never replaced. XCTest can return infinite frame values for an element, and
/// `debugDescription` prints them as `inf`. WebDriverAgent's `wdFrame`
/// (`XCUIElement+FBWebDriverAttributes.m`) replaces a frame with an infinite value by the
/// zero rectangle before writing, only because JSON has no infinity (its comment calls them
/// "broken element dimensions returned by XCTest", facebook/WebDriverAgent issue 639). So a
/// WebDriverAgent file holds one only when another tool wrote it. Keeping the value lets the
/// traversal place the element the same way whichever format recorded it, instead of a tree
/// reading in one format and failing in another.
enum FrameText {
    /// A frame read, or where and what was expected.
    enum Scanned {
        case frame(Frame, end: Int)
        /// `expected` is a character (`{`, `,`, `}`) or "a number".
        case failure(at: Int, expected: String)
    }

    /// Reads `{{x, y}, {w, h}}` from `start` (at the first `{`) up to `stop`; when `flat` is
    /// on, `{x, y, w, h}` too (old debugDescription). Spaces and tabs may surround every part.
    @inline(__always)
    static func scan(_ base: UnsafePointer<UInt8>, from start: Int, to stop: Int, flat: Bool) -> Scanned {
        var i = start
        var failure: Scanned?
        @inline(__always) func skipSpaces() { while i < stop, base[i] == 0x20 || base[i] == 0x09 { i += 1 } }
        @inline(__always) func expect(_ c: UInt8) -> Bool {
            skipSpaces()
            guard i < stop, base[i] == c else {
                if failure == nil { failure = .failure(at: i, expected: String(Character(Unicode.Scalar(c)))) }
                return false
            }
            i += 1
            skipSpaces()
            return true
        }
        @inline(__always) func number() -> Double {
            guard failure == nil else { return 0 }
            let n = DecimalNumber.scan(base, from: i, to: stop, specials: true)
            guard let value = n.value else { failure = .failure(at: i, expected: "a number"); return 0 }
            i = n.end
            return value
        }
        let open = UInt8(ascii: "{"), close = UInt8(ascii: "}"), comma = UInt8(ascii: ",")
        guard expect(open) else { return failure.unsafelyUnwrapped }
        let frame: Frame
        if flat, i < stop, base[i] != open {
            let x = number(); _ = failure == nil && expect(comma)
            let y = number(); _ = failure == nil && expect(comma)
            let w = number(); _ = failure == nil && expect(comma)
            let h = number(); _ = failure == nil && expect(close)
            frame = Frame(x: x, y: y, width: w, height: h)
        } else {
            _ = expect(open)
            let x = number(); _ = failure == nil && expect(comma)
            let y = number(); _ = failure == nil && expect(close) && expect(comma) && expect(open)
            let w = number(); _ = failure == nil && expect(comma)
            let h = number(); _ = failure == nil && expect(close) && expect(close)
            frame = Frame(x: x, y: y, width: w, height: h)
        }
        if let failure { return failure }
        return .frame(frame, end: i)
    }
}
