/// The exit status of `rapidgen`, as `--help` and the rapidgen reference document it.
enum ExitCode: Int32, Error {
    /// Success: maps written or up to date.
    case success = 0
    /// What was checked did not pass: `check` found stale or missing maps, or `audit`
    /// found issues that fail.
    case checkFailed = 1
    /// Bad command line: unknown subcommand or option, missing value or argument.
    case usage = 2
    /// Bad input: a recording, map file or configuration that cannot be read or parsed,
    /// or a map file rapidgen refuses to change (no markers, unbalanced markers,
    /// merge conflict).
    case input = 3
    /// An output file could not be written.
    case output = 4

    /// The more severe of two statuses (the larger code).
    func combined(with other: ExitCode) -> ExitCode { other.rawValue > rawValue ? other : self }

    /// The status `body` returns, or the one it throws. The command helpers print their
    /// diagnostic (or help) and throw the status to element, so a command reads straight down.
    static func catching(_ body: () throws(ExitCode) -> ExitCode) -> ExitCode {
        do throws(ExitCode) {
            return try body()
        } catch {
            return error
        }
    }
}
