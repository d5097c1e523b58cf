import Foundation

/// A regression planted on purpose, to show that `--check ratios` catches one: with
/// `RAPIDMAP_BENCH_PLANT=read` in the environment, every native JSON (`\u`-escaped) read
/// the benchmark times also reads the same feed at half the size, so the phase does 1.5
/// times its work (processor time and instructions alike; not a sleep, which processor
/// time would not see). Only the benchmark reads it: the shipped readers know nothing of
/// it. `.ci/bench-soak.sh` runs the gate with it and expects every run to fail.
enum PlantedRegression {
    /// The environment variable, and the value that plants the extra read.
    static let variable = "RAPIDMAP_BENCH_PLANT"
    static let readValue = "read"

    /// True when the extra read is planted.
    static let inRead = ProcessInfo.processInfo.environment[variable] == readValue
}
