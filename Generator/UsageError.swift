import RapidVerify

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
