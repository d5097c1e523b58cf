import RapidVerify
/// Why a map file cannot be regenerated or checked, or why the manifest
/// (`rapidmap.json`) cannot be used: the file, the line and column
/// (from 1; 0 when unknown) and a plain message. Its description reads like a compiler
/// diagnostic: `ScreenMaps/LoginScreen.swift:12:5: error: …`.
package struct MapFileError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The file's path, when known.
    package var file: String?
    /// The line, from 1 (0 when unknown).
    package var line: Int
    /// The column, from 1 (0 when unknown).
    package var column: Int
    /// What is wrong.
    package var message: String

    /// Creates an error.
    package init(file: String?, line: Int, column: Int, message: String) {
        self.file = file
        self.line = line
        self.column = column
        self.message = message
    }

    /// `file:line:column: error: message`.
    package var description: String {
        var s = file ?? "<map>"
        if line > 0 {
            s += ":\(line)"
            if column > 0 { s += ":\(column)" }
        }
        return s + ": error: " + message
    }
}
