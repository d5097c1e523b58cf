/// How much `rapidgen` prints besides results and errors.
enum Verbosity: Comparable {
    /// Only errors.
    case quiet
    /// Errors and one line per file written.
    case normal
    /// Also files left unchanged and element counts.
    case verbose
}
