// Shared by both command plugins and, through a symbolic link, by Tests/RapidgenTests (the way
// SwiftPM's "Writing a command plugin" article suggests testing a plugin's own logic): no
// PackagePlugin here, only the arguments.

/// The arguments a command plugin receives, split into what `rapidgen` reads and the targets
/// the host selected.
///
/// Xcode passes every target chosen in its plugin sheet as `--target NAME` (SwiftPM's
/// "Writing a command plugin" article: "If any targets are chosen in the Xcode user
/// interface, Xcode passes their names as `--target` arguments to the plugin"), and
/// `swift package rapidgen --target NAME` forwards the same words. rapidgen has no such
/// option: it works on every map `rapidmap.json` lists, so the selections are taken out
/// (both `--target NAME` and `--target=NAME`) and reported, never passed on as an unknown
/// option. After `--` nothing is taken out: rapidgen reads what follows as positionals.
struct PluginArguments: Equatable {
    /// A `--target` with no name after it: nothing Xcode sends, so a typing mistake.
    struct MissingTargetName: Error, Equatable, CustomStringConvertible {
        var description: String { "--target needs a target name (--target NAME)" }
    }

    /// What rapidgen is run with, in order.
    var rapidgen: [String]
    /// The targets the host selected, in order (empty when none was).
    var targets: [String]

    /// Splits `arguments`. With a `command` (`check` for the check plugin), rapidgen runs
    /// that subcommand: it goes first unless the arguments already start with it.
    init(_ arguments: [String], command: String? = nil) throws(MissingTargetName) {
        var rapidgen: [String] = []
        var targets: [String] = []
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if argument == "--" {
                rapidgen += arguments[(index - 1)...]
                break
            }
            if argument == "--target" {
                guard index < arguments.count, !arguments[index].isEmpty else { throw MissingTargetName() }
                targets.append(arguments[index])
                index += 1
            } else if argument.hasPrefix("--target=") {
                let name = String(argument.dropFirst("--target=".count))
                guard !name.isEmpty else { throw MissingTargetName() }
                targets.append(name)
            } else {
                rapidgen.append(argument)
            }
        }
        if let command, rapidgen.first != command { rapidgen.insert(command, at: 0) }
        self.rapidgen = rapidgen
        self.targets = targets
    }

    /// What the plugin says when targets were selected: rapidgen does every map of the
    /// manifest, whichever targets hold them.
    var targetsNote: String? {
        guard !targets.isEmpty else { return nil }
        let names = targets.joined(separator: ", ")
        return "rapidgen works on every map rapidmap.json lists; the selected targets (\(names)) do not narrow it"
    }
}
