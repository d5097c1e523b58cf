import RapidVerify
import RapidProject

/// One option a subcommand accepts. The one description of it: parsing, `--help` and
/// usage errors all read it.
struct OptionSpec: Sendable {
    /// The spellings, the long one first: `["--output", "-o"]`.
    var names: [String]
    /// The value's placeholder in help text, or nil for a flag.
    var valueName: String?
    /// Help: the first line follows the spellings, further lines (after `\n`) sit under it.
    var help: String
    /// For an option whose value is one of a list of names: the help lines listing them.
    var choices: [String] = []
    /// For such an option: the message for a value that is not one of the names, or nil.
    var check: @Sendable (String) -> String? = { _ in nil }

    /// The key the parsed value is stored under: the first spelling.
    var key: String { names[0] }

    /// A flag: `--force`.
    static func flag(_ names: String..., help: String) -> OptionSpec {
        OptionSpec(names: names, valueName: nil, help: help)
    }

    /// An option with a free value: `--screen NAME`.
    static func value(_ names: String..., placeholder: String, help: String) -> OptionSpec {
        OptionSpec(names: names, valueName: placeholder, help: help)
    }

    /// An option whose value names a `T` (`--mode MODE`): the parser rejects other
    /// words with `T`'s message (the one `rapidmap.json` gives too) and help lists the
    /// names, `default` first marked.
    static func choice<T: NamedOptionValue>(
        _ names: String..., placeholder: String, of type: T.Type,
        default defaultName: String?, help: String
    ) -> OptionSpec {
        let described = T.valueNames.compactMap { name in T.valueHelp(name).map { (name, $0) } }
        var lines: [String]
        if described.count == T.valueNames.count {
            lines = described.map { name, text in "\(name)\(name == defaultName ? " (default)" : ""): \(text)." }
        } else {
            lines = [T.listed(T.valueNames, conjunction: "or") + (defaultName.map { " (default: \($0))" } ?? "") + "."]
        }
        return OptionSpec(
            names: names, valueName: placeholder, help: help, choices: lines,
            check: { value in
                if case .failure(let error) = T.parse(value) { return error.message }
                return nil
            })
    }

    /// `--format FORMAT`: the format of the recordings a command reads, detected from the
    /// content when not given. `subject` opens the help line (`The recordings'`).
    static func recordingFormat(_ name: String = "--format", of subject: String = "The recording's") -> OptionSpec {
        .choice(
            name, placeholder: "FORMAT", of: RecordingFormat.self, default: nil,
            help: "\(subject) format (default: detected from the content):")
    }

    /// `--manifest FILE`: the manifest, found upwards from the working directory when not given.
    static let manifest = OptionSpec.value("--manifest", placeholder: "FILE", help: "The manifest, rapidmap.json (default: the nearest one upwards).")

    /// `--scope IDENTIFIER`: only the subtree of the element with that accessibility identifier
    /// (a screen's root). Every command that narrows a tree to a subtree spells it so; `--screen`
    /// always names a screen's Swift type.
    static let scope = OptionSpec.value(
        "--scope", placeholder: "IDENTIFIER", help: "Only the subtree of the element with this identifier (a screen's root).")

    /// `--screen NAME` of `speak` and `render`: a screen of rapidmap.json, shown over the part
    /// of the tree its map covers.
    static let shownScreen = OptionSpec.value(
        "--screen", placeholder: "NAME",
        help: "The screen's Swift type name, as rapidmap.json lists it: only the part its map covers (its root view, or the app's window its map declares).")

    /// How the option is spelled in help: `-o, --output PATH`.
    var synopsis: String {
        let spellings = names.filter { !$0.hasPrefix("--") } + names.filter { $0.hasPrefix("--") }
        return spellings.joined(separator: ", ") + (valueName.map { " " + $0 } ?? "")
    }
}

extension String {
    /// The string followed by spaces up to `width` characters.
    func padding(to width: Int) -> String {
        count >= width ? self : self + String(repeating: " ", count: width - count)
    }
}
