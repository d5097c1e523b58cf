import Foundation

/// Reads XCUITest `debugDescription` text: what `print(app.debugDescription)` or
/// `po app` in lldb prints.
///
/// ```text
/// Attributes: Application, 0x600…, pid: 41491, label: 'Test App'
/// Element subtree:
///  →Application, 0x600…, pid: 41491, label: 'Test App'
///     Window (Main), 0x600…, {{0.0, 0.0}, {393.0, 852.0}}
///       Button, 0x600…, {{20.0, 59.0}, {55.0, 40.0}}, identifier: 'menu', label: 'Menu', Selected
/// Path to element:
///  →Application, 0x600…, pid: 41491, label: 'Test App'
/// Query chain:
///  …
/// ```
///
/// ## Where the tree is
/// - When an `Element subtree:` line exists (at the start of a line, after any indentation),
///   the tree starts on the next line and everything before it is ignored (`Attributes:`,
///   test log output, an `XCTAssert` message). Otherwise the tree starts at the top.
/// - The tree ends at `Path to element:`, `Query chain:`, a second `Attributes:` or
///   `Element subtree:` line, or the end of the text. Whatever follows is ignored.
/// - Inside the tree, blank lines, test log lines (`t =     0.52s …`) and lldb prompts
///   (`(lldb) po app`) are skipped. Every other line must be an element line; anything
///   else is an error, so a damaged dump is never read as a smaller complete one.
/// - Every line may start with a comment prefix (`//` or `///`), for dumps pasted into
///   source comments; indentation is measured after it.
/// - A dump printed as an escaped string (one line holding literal `\n` and `\'`,
///   possibly wrapped in `"…"`, `Optional("…")` or `(String) $R0 = "…"`) is unescaped
///   first, also when blank lines, test log lines and lldb prompts surround that line (a
///   copied test console); errors then point into the original line.
/// - Text in which no line starts like an element line or a section header, and that has
///   no `Element subtree:`, is `not a recording: looks like plain text` (at its first line).
///
/// ## Element lines
/// `Type[ (Main)], field, field, …` where the type is the debug name of an
/// `XCUIElement.ElementType` (`Button`, `StaticText`, `Other`, …; read with
/// `ControlType.init(parsing:)`, so `XCUIElementTypeButton` works too). An unknown type is
/// an error: it means the line is not what the reader thinks it is. A line may start with a
/// marker (`→` on the root, `↳` on every line of old dumps, or an ASCII `->`).
/// The fields, in any order:
/// - an address `0x7fb5a0512bb0` (simulator or device), ignored;
/// - a frame `{{x, y}, {w, h}}` or `{x, y, w, h}`; an element without one has `Frame.zero`;
/// - `pid: 41491`, ignored;
/// - `traits: 8589934592`: the `UIAccessibilityTraits` bit mask of old dumps, kept bit for
///   bit (unknown bits too); the selected and not-enabled bits also set
///   `AccessibilityNode.selected` and `AccessibilityNode.enabled`;
/// - `identifier: '…'`, `label: '…'`, `placeholderValue: '…'` (→ `AccessibilityNode.placeholder`),
///   `title: '…'` (macOS; used as the label when there is no `label:`);
/// - `value: …`, unquoted (or quoted); kept verbatim, including a `...` that XCUITest
///   leaves where it cut a long value; a value that only echoes the label (static text)
///   or the placeholder (text entry) is dropped (`RecordedEchoes`);
/// - any other `key: …`, skipped;
/// - the flags `Selected` (→ `selected` and the `.selected` trait), `Disabled`
///   (→ `enabled == false` and the `.notEnabled` trait), `Keyboard Focused` (→ the
///   `.isEditing` trait on a text field, secure text field, search field or text view: the
///   one being typed into; on any other element, such as a macOS sheet or cell, it is not
///   recorded) and `Focused` (accepted and not recorded: focus does not change the VoiceOver
///   order). Any other bare word is an error. A dump lists `Keyboard Focused` wherever the
///   keyboard's focus is, so a text input without it is known not to be edited.
///
/// ## Quoted strings
/// XCUITest does not escape quotes inside labels, so `label: 'Rock 'n', roll', Selected`
/// is ambiguous. A `'` closes the string only when what follows it is the end of the line,
/// or `,` and the start of another field: a frame, an address, a `key:`, or a known flag
/// followed by `,` or the end of the line. Any other `'` belongs to the string. A string
/// may run over several lines (labels with line breaks), but not into a line that starts
/// like an element line or a section header; without a closing quote the reader reports
/// an unterminated string at its opening quote.
///
/// ## Indentation
/// Indentation defines the tree: each element is a child of the nearest line above it
/// that is indented less. Markers count as one column (`->` as two), a tab advances to the
/// next multiple of 4 columns (Xcode's default). A line indented no deeper than the root
/// becomes a child of the root when the root is an `Application` (hand-trimmed dumps often
/// lose the root's indentation); under any other root it is an error (a tree has one root).
///
/// ## What the format does not say
/// `isAccessibilityElement` is `AccessibilityElementFlag.unknown` for every node. The idiom
/// is `Idiom.mac` when a type only macOS has appears (a menu bar, `RecordingPlatform`),
/// `Idiom.watch` when the first window (or root) is an Apple Watch's screen, `Idiom.tv` when the first window (or the root, when it has a frame and there is no
/// window) is 1920×1080 points (an Apple TV's screen), `Idiom.pad` when it has both sides
/// at least 744 points (the narrowest iPad, the iPad mini, is 744 wide; an iPhone in
/// landscape is never 744 tall), else `Idiom.phone`. The row tolerance depends on it
/// (every non-phone idiom has the same tolerance), and a verification notes a platform whose
/// order is not modelled (`RecordingPlatform`).
///
/// A UTF-8 BOM is skipped; LF, CR LF and CR all end lines. The text must be valid UTF-8:
/// an invalid byte is an error at its line and column (never replaced with U+FFFD), as in
/// every reader.
public enum DebugDescriptionReader: TreeReader {
    /// The format this reader reads.
    public static let format = RecordingFormat.debugDescription

    /// Reads a whole dump. Throws `RecordingError` (with line and column) for text that
    /// holds no element line or any line it cannot read.
    public static func read(_ data: Data, path: String?) throws -> AccessibilityTree {
        try data.withUnsafeBytes { (raw: UnsafeRawBufferPointer) throws -> AccessibilityTree in
            let source = RecordingSource(format: format, path: path)
            // Invalid UTF-8 is refused at its position, as every reader does, never replaced.
            if let bad = TextEncoding.firstInvalidUTF8(raw) {
                throw RecordingError(
                    format: format, file: path, offset: bad, in: raw,
                    message: "invalid UTF-8 byte 0x\(String(raw[bad], radix: 16, uppercase: true)) (the text must be UTF-8)")
            }
            if let literal = DebugDescriptionStringLiteral(unescaping: raw) {
                return try literal.bytes.withUnsafeBytes { body in
                    do {
                        var parser = DebugDescriptionParser(body, source: source)
                        return try parser.parse()
                    } catch let failure as DebugDescriptionParser.Failure {
                        throw RecordingError(
                            format: format, file: path,
                            offset: literal.originalOffset(of: failure.offset), in: raw,
                            message: failure.message + " (in the escaped string)")
                    }
                }
            }
            do {
                var parser = DebugDescriptionParser(raw, source: source)
                return try parser.parse()
            } catch let failure as DebugDescriptionParser.Failure {
                throw RecordingError(
                    format: format, file: path, offset: failure.offset, in: raw,
                    message: failure.message)
            }
        }
    }
}
