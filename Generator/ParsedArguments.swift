import RapidVerify
import RapidProject

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
