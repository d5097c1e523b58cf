import RapidVerify
/// Writes a screen's first generated region into its own declaration: the one-line
/// `nonisolated public enum LoginScreen: RapidScreen {}` becomes the declaration with the
/// recorded map between its braces. Pure: bytes in, bytes out.
package enum MapRegionInsertion {
    /// The access level a region declared in `declaration` is written with: the
    /// declaration's own (`public`, `package`), internal when it states none or a narrower
    /// one. An extension's members take the extension's access level the same way.
    package static func accessLevel(of declaration: SwiftDeclarationScanner.Declaration) -> MapSourceOptions.AccessLevel {
        switch declaration.accessLevel {
        case "public", "open": return .public
        case "package": return .package
        default: return .internal
        }
    }

    /// `bytes` with the region for `screen` inserted right after the `{` of `declaration`,
    /// one indentation step deeper than the declaration's line (tabs when it is indented
    /// with tabs), in the file's line endings. A body on the brace's line (`{}`,
    /// `{ /* … */ }`) moves to a line of its own after the region; everything else in the
    /// file is kept byte for byte.
    package static func insert(
        into bytes: [UInt8], declaration: SwiftDeclarationScanner.Declaration, screen: String,
        controls: [ControlInformation], options: MapSourceOptions
    ) -> [UInt8] {
        let ending = SwiftDeclarationScanner.lineEnding(of: bytes)
        var regionOptions = options
        regionOptions.accessLevel = accessLevel(of: declaration)
        regionOptions.indent = MapFileUpdater.indentUnit(for: declaration.indentation, default: options.indent)
        let inner = declaration.indentation + regionOptions.indent
        let region = MapSourceWriter.region(
            screen: screen, controls: controls, options: regionOptions, indentation: inner, lineEnding: ending)
        let afterBrace = declaration.openBrace + 1
        // What follows the brace on its line, up to the line's end.
        var lineEnd = afterBrace
        while lineEnd < bytes.count, bytes[lineEnd] != 0x0A { lineEnd += 1 }
        let restOfLine = bytes[afterBrace..<lineEnd].filter { $0 != 0x0D }
        var out = Array(bytes[..<afterBrace])
        out += Array(ending.utf8)
        out += Array(region.utf8)
        if restOfLine.allSatisfy({ $0 == 0x20 || $0 == 0x09 }) {
            // `{` ends its line: the body's lines follow the region as they were.
            out += bytes[min(lineEnd + 1, bytes.count)...]
        } else {
            // `{ … }` on one line: the rest of that line starts a line of its own, at the
            // declaration's indentation when it is just the closing brace.
            let rest = Array(bytes[afterBrace...]).drop { $0 == 0x20 || $0 == 0x09 }
            let closesAtOnce = rest.first == UInt8(ascii: "}")
            out += Array((closesAtOnce ? declaration.indentation : inner).utf8)
            out += rest
        }
        return out
    }

    /// `bytes` (the Swift file at `file`) with `screen`'s map placed in it: its region
    /// regenerated (with the access level of the screen's type declaration when the file
    /// holds it, else `options`'), else the region
    /// inserted into its declaration (``insert(into:declaration:screen:controls:options:)``);
    /// nil when the file has neither. What a test recording into the project and
    /// `rapidgen accept` for a screen without a manifest entry write. Throws
    /// ``MapFileError`` when the file's markers are unbalanced or in conflict.
    package static func placing(
        in bytes: [UInt8], file: String, screen: String, controls: [ControlInformation], options: MapSourceOptions
    ) throws(MapFileError) -> [UInt8]? {
        let declarations = SwiftDeclarationScanner.declarations(of: screen, in: bytes)
        if try MapRegion.scan(bytes, file: file).contains(where: { MapFileUpdater.isRegion($0, of: screen) }) {
            var regionOptions = options
            if let declaration = declarations.first(where: { !$0.isExtension }) {
                regionOptions.accessLevel = accessLevel(of: declaration)
            }
            return try MapFileUpdater.update(bytes, file: file, screen: screen, controls: controls, options: regionOptions).bytes
        }
        guard let declaration = declarations.first else { return nil }
        return insert(into: bytes, declaration: declaration, screen: screen, controls: controls, options: options)
    }
}
