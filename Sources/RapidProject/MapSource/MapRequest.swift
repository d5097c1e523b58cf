import RapidVerify
/// One map to generate: which recording, which screen, where the Swift goes and how.
/// An entry of `rapidmap.json`, or the arguments of `rapidgen generate`.
package struct MapRequest: Sendable, Hashable {
    /// The recording's path (relative paths resolve against the manifest's directory).
    package var recording: String
    /// The screen's Swift type name, qualified where it is nested (`Onboarding.Screen`):
    /// the map's region is keyed by it. (A name that is not a Swift type name is made
    /// one, and is then also the screen identifier unless ``screenIdentifier`` is given.)
    package var screen: String
    /// The accessibility identifier of the screen's root view when it is not the type
    /// name (the type's custom `screenIdentifier`), or nil.
    package var screenIdentifier: String?
    /// The Swift file to write (relative paths resolve against the manifest's directory).
    package var output: String
    /// The recording's format, or nil to detect it from the content.
    package var format: RecordingFormat?
    /// Which elements the map lists.
    package var mode: VerificationMode
    /// Which labels the map declares.
    package var labels: MapSourceOptions.Labels
    /// The access level of the generated declarations.
    package var accessLevel: MapSourceOptions.AccessLevel
    /// The names of the configurations whose recordings are deliberate differences the map
    /// declares (`variants` in `rapidmap.json`).
    package var variants: [String] = []

    /// Creates a request.
    package init(
        recording: String, screen: String, output: String, format: RecordingFormat? = nil,
        mode: VerificationMode = .exact, labels: MapSourceOptions.Labels = .all,
        accessLevel: MapSourceOptions.AccessLevel = .public, identifier: String? = nil
    ) {
        self.screenIdentifier = identifier
        self.recording = recording
        self.screen = screen
        self.output = output
        self.format = format
        self.mode = mode
        self.labels = labels
        self.accessLevel = accessLevel
    }

    /// The writer options for this request. `recordingPath` is the recording's path as
    /// the header shows it and `command` the command that regenerates the map.
    package func options(recordingPath: String?, command: String?) -> MapSourceOptions {
        MapSourceOptions(
            labels: labels, accessLevel: accessLevel, recordingPath: recordingPath,
            command: command, mode: mode, screenIdentifier: screenIdentifier)
    }

    /// The identifier of the screen's root view, where the map is taken from: ``screenIdentifier``,
    /// or the screen's name.
    package var resolvedScreenIdentifier: String { screenIdentifier ?? screen }

    /// The `rapidgen generate` command line for this request with the given (relative)
    /// recording and output paths, non-default options included, shell-quoted where needed,
    /// run with `rapidgen` (``RapidgenCommand``; printed as it is).
    /// An `outputPath` in angle brackets (``placeholder(_:)``) stands for a path the reader
    /// fills in and is left unquoted, so a shell refuses the command as it is (`<` and `>`
    /// are redirections) instead of writing a file named like the placeholder.
    package func generateCommand(recordingPath: String, outputPath: String, rapidgen: String = RapidgenCommand.inPackage) -> String {
        let output = Self.isPlaceholder(outputPath) ? outputPath : Self.shellQuoted(outputPath)
        var words = ["generate", recordingPath, "--screen", screen]
        if let screenIdentifier { words += ["--identifier", screenIdentifier] }
        if let format { words += ["--format", format.rawValue] }
        if mode != .exact { words += ["--mode", mode.rawValue] }
        if labels != .all { words += ["--labels", labels.rawValue] }
        if accessLevel != .public { words += ["--access", accessLevel.rawValue] }
        var quoted = words.map(Self.shellQuoted)
        quoted.insert(contentsOf: ["-o", output], at: 4)
        return ([rapidgen] + quoted).joined(separator: " ")
    }

    /// A placeholder for a path in a printed command: `<text>`.
    package static func placeholder(_ text: String) -> String { "<" + text + ">" }

    package static func isPlaceholder(_ word: String) -> Bool { word.count > 2 && word.hasPrefix("<") && word.hasSuffix(">") }

    /// A word as a POSIX shell reads it back: unchanged when it only holds safe characters,
    /// else in single quotes.
    package static func shellQuoted(_ word: String) -> String {
        let safe = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_./=:@%+,".unicodeScalars)
        if !word.isEmpty, word.unicodeScalars.allSatisfy({ safe.contains($0) }) { return word }
        return "'" + word.replacingAll("'", with: "'\\''") + "'"
    }
}

extension String {
    /// The string with every occurrence of the scalar `target` replaced (without
    /// Foundation). Scalar by scalar, so a quote followed by a combining mark (one
    /// `Character`) is replaced too.
    func replacingAll(_ target: Unicode.Scalar, with replacement: String) -> String {
        var result = ""
        for scalar in unicodeScalars {
            if scalar == target { result += replacement } else { result.unicodeScalars.append(scalar) }
        }
        return result
    }
}
