import RapidVerify

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

    /// How the option is spelled in help: `-o, --output PATH`.
    var synopsis: String {
        let spellings = names.filter { !$0.hasPrefix("--") } + names.filter { $0.hasPrefix("--") }
        return spellings.joined(separator: ", ") + (valueName.map { " " + $0 } ?? "")
    }
}

/// What a subcommand accepts and how it explains itself: its one description, from
/// which the parser, its `--help` text, the main help's list and the usage errors are made.
struct CommandSpec: Sendable {
    /// The subcommand's name.
    var name: String
    /// One line for the main help's list of subcommands.
    var abstract: String
    /// The usage lines, each after `rapidgen `: `generate RECORDING --screen NAME`.
    var usage: [String]
    /// The paragraphs of `--help` between the usage and the options.
    var discussion: String
    /// Its options (the global `--help`, `--quiet` and `--verbose` are added).
    var options: [OptionSpec]
    /// The most positional arguments it takes.
    var maximumPositionals: Int
    /// Example command lines, each after `rapidgen `.
    var examples: [String]

    /// Options every subcommand accepts.
    static let globalOptions: [OptionSpec] = [
        .flag("--help", "-h", help: "Show this help."),
        .flag("--quiet", "-q", help: "Print only errors."),
        .flag("--verbose", "-v", help: "Print more detail."),
    ]

    /// The subcommand's options and the global ones.
    var allOptions: [OptionSpec] { options + Self.globalOptions }

    /// The `--help` text.
    var help: String {
        var lines = ["USAGE: rapidgen " + (usage.first ?? name)]
        lines += usage.dropFirst().map { "       rapidgen " + $0 }
        lines += ["", discussion, "", "OPTIONS:"]
        lines += Self.optionLines(allOptions)
        lines += ["", "EXAMPLES:"] + examples.map { "  rapidgen " + $0 }
        lines += ["", Rapidgen.exitCodes]
        return lines.joined(separator: "\n")
    }

    /// Options in two columns: spellings, then help lines (and value names) under each other.
    static func optionLines(_ options: [OptionSpec]) -> [String] {
        let width = (options.map(\.synopsis.count).max() ?? 0) + 3
        var lines: [String] = []
        for option in options {
            let texts =
                option.help.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
                + option.choices
            for (n, text) in texts.enumerated() {
                let head = n == 0 ? "  " + option.synopsis : ""
                lines.append(head.padding(to: width + 2) + text)
            }
        }
        return lines
    }
}

extension String {
    /// The string followed by spaces up to `width` characters.
    func padding(to width: Int) -> String {
        count >= width ? self : self + String(repeating: " ", count: width - count)
    }
}

/// A command-line mistake: exit status 2, with a hint on how to fix it.
struct UsageError: Error, Equatable {
    /// What is wrong.
    var message: String
    /// The subcommand whose help the hint points to, if any.
    var command: String?

    /// `rapidgen: error: …` and a hint line.
    var text: String {
        let help = command.map { "rapidgen \($0) --help" } ?? "rapidgen --help"
        return "rapidgen: error: \(message)\nhint: see '\(help)'\n"
    }
}

/// Parsed arguments of one subcommand.
struct ParsedArguments: Equatable {
    /// Option values by the option's key (its first spelling).
    var values: [String: String] = [:]
    /// The flags given, by key.
    var flags: Set<String> = []
    /// The positional arguments, in order.
    var positionals: [String] = []

    /// Whether a flag was given.
    func has(_ key: String) -> Bool { flags.contains(key) }
    /// An option's value.
    subscript(key: String) -> String? { values[key] }
    /// The value of an option declared with ``OptionSpec/choice(_:placeholder:of:default:help:)``
    /// (already checked by the parser), or nil when it was not given.
    func value<T: NamedOptionValue>(_ key: String, as type: T.Type) -> T? {
        values[key].flatMap { T(valueName: $0) }
    }

    /// Parses arguments against a spec: options before, between or after positionals,
    /// `--name=value` or `--name value`, `--` ends the options. Throws ``UsageError``
    /// for an unknown option (with the nearest known spelling as a suggestion), a
    /// missing value, an option given twice, a value for a flag, or too many positionals.
    static func parse(_ arguments: [String], spec: CommandSpec) throws(UsageError) -> ParsedArguments {
        var result = ParsedArguments()
        var i = 0
        var optionsEnded = false
        let options = spec.allOptions
        while i < arguments.count {
            let argument = arguments[i]
            i += 1
            if optionsEnded || !argument.hasPrefix("-") || argument == "-" {
                result.positionals.append(argument)
                continue
            }
            if argument == "--" { optionsEnded = true; continue }
            var name = argument
            var inlineValue: String?
            if argument.hasPrefix("--"), let eq = argument.firstIndex(of: "=") {
                name = String(argument[..<eq])
                inlineValue = String(argument[argument.index(after: eq)...])
            }
            guard let option = options.first(where: { $0.names.contains(name) }) else {
                var message = "unknown option '\(name)'"
                if let near = nearest(name, among: options.flatMap(\.names)) { message += " (did you mean '\(near)'?)" }
                throw UsageError(message: message, command: spec.name)
            }
            if let valueName = option.valueName {
                let value: String
                if let inlineValue {
                    value = inlineValue
                } else {
                    guard i < arguments.count,
                        !(arguments[i].hasPrefix("-") && arguments[i] != "-" && arguments[i].count > 1 && !arguments[i].dropFirst().allSatisfy(\.isNumber))
                    else {
                        throw UsageError(message: "option '\(name)' needs a value (\(name) \(valueName))", command: spec.name)
                    }
                    value = arguments[i]
                    i += 1
                }
                guard !value.isEmpty else {
                    throw UsageError(message: "option '\(name)' needs a non-empty value", command: spec.name)
                }
                if let message = option.check(value) {
                    throw UsageError(message: message, command: spec.name)
                }
                guard result.values[option.key] == nil else {
                    throw UsageError(message: "option '\(name)' is given twice", command: spec.name)
                }
                result.values[option.key] = value
            } else {
                guard inlineValue == nil else {
                    throw UsageError(message: "option '\(name)' takes no value", command: spec.name)
                }
                result.flags.insert(option.key)
            }
        }
        if result.positionals.count > spec.maximumPositionals {
            let extra = result.positionals[spec.maximumPositionals]
            throw UsageError(
                message: spec.maximumPositionals == 0
                    ? "'\(spec.name)' takes no arguments (got '\(extra)')"
                    : "unexpected argument '\(extra)'", command: spec.name)
        }
        if result.has("--quiet") && result.has("--verbose") {
            throw UsageError(message: "--quiet and --verbose exclude each other", command: spec.name)
        }
        return result
    }

    /// The candidate closest to `word` by edit distance, when it is close (at most 2 edits,
    /// or 3 for long words).
    static func nearest(_ word: String, among candidates: [String]) -> String? {
        var best: (String, Int)?
        for c in candidates {
            let d = editDistance(word, c)
            guard d <= (word.count > 8 ? 3 : 2) else { continue }
            if let current = best, current.1 <= d { continue }
            best = (c, d)
        }
        return best?.0
    }

    /// The Levenshtein distance between two strings.
    static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous = Array(0...b.count)
        var current = previous
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }
}
