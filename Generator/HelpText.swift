/// The `--help` texts of `rapidgen` and its subcommands.
enum HelpText {
    /// The tool's version.
    static let version = "rapidgen 0.1.0"

    static let exitCodes = """
    EXIT STATUS:
      0  success: maps written, or all maps up to date
      1  check: a map is stale or missing
      2  usage error: unknown subcommand or option, missing value or argument
      3  input error: unreadable or malformed recording, map file or rapidmap.json,
         or a map file rapidgen refuses to change (no markers, unbalanced markers,
         merge-conflict markers)
      4  output error: a file could not be written
    """

    static let main = """
    rapidgen: generate and check RapidMap screen maps from recorded accessibility trees.

    USAGE:
      rapidgen [--config FILE] [--force]      generate every map of rapidmap.json
      rapidgen generate RECORDING --screen NAME [-o FILE|DIR] [options]
      rapidgen check [--config FILE]          fail when a committed map is stale
      rapidgen order RECORDING [--json] [--scope ID]
      rapidgen convert RECORDING [-o FILE]    write any format as RapidMap JSON
      rapidgen audit RECORDING... [--baseline FILE] [--format text|json|sarif]
      rapidgen help [SUBCOMMAND]

    Without a subcommand (or `generate` without a recording) rapidgen runs rapidmap.json,
    found in the current directory or the nearest parent directory that has one.

    OPTIONS:
      -h, --help     Show help (also after a subcommand).
      --version      Print the version.
      -q, --quiet    Print only errors.
      -v, --verbose  Print more detail.

    EXAMPLES:
      swift run rapidgen order ScreenMaps/Recordings/LoginScreen.json
      swift run rapidgen generate ScreenMaps/Recordings/LoginScreen.json --screen LoginScreen -o ScreenMaps/
      swift run rapidgen check

    \(exitCodes)
    """

    static let generate = """
    USAGE: rapidgen generate RECORDING --screen NAME [-o FILE|DIR] [options]
           rapidgen generate [--config FILE] [--force]

    Writes the screen's map: one ControlInformation per element in VoiceOver order.
    Without -o the Swift file is printed. With -o FILE the map is regenerated in place
    between `// rapidgen:begin NAME` and `// rapidgen:end`, keeping everything else; a new
    file is created when none exists. -o DIR (an existing directory, or a path ending in
    `/`) writes DIR/<Name>.swift. A file is only written when its content changes, and
    atomically. Without RECORDING, every entry of rapidmap.json is generated.

    OPTIONS:
      --screen NAME       The screen: its Swift type name and root identifier.
      -o, --output PATH   The Swift file, or a directory for <Name>.swift.
      --format FORMAT     native, appium-xml, debug-description or wda-json
                          (default: detected from the content).
      --mode MODE         exact (default): every element, in order.
                          ordered: only elements with an identifier, in order.
                          present: only elements with an identifier (order not checked).
      --labels POLICY     all (default) or withoutIdentifier: labels only where an
                          element has no identifier.
      --access LEVEL      public (default), package or internal.
      --force             Replace a file that has no rapidgen markers, or append a
                          declaration to a file with other screens' markers.
      --config FILE       The configuration (default: rapidmap.json found upwards).

    EXAMPLES:
      rapidgen generate Recordings/Login.json --screen LoginScreen
      rapidgen generate Recordings/Login.json --screen LoginScreen -o Sources/Screens/
      rapidgen generate Recordings/Feed.xml --screen FeedScreen -o Feed.swift --mode ordered
      rapidgen generate --config ScreenMaps/rapidmap.json

    \(exitCodes)
    """

    static let check = """
    USAGE: rapidgen check [--config FILE]

    Regenerates every map of the configuration in memory and compares it with the
    committed file. Prints `path:line: error: map for NAME is stale (N differences)` for
    each map that differs, followed by the changed lines, and exits with 1. Nothing is
    written. Run it in CI after `swift build`.

    OPTIONS:
      --config FILE   The configuration (default: rapidmap.json found upwards).

    EXAMPLES:
      swift run rapidgen check
      swift run rapidgen check --config ScreenMaps/rapidmap.json --quiet

    \(exitCodes)
    """

    static let order = """
    USAGE: rapidgen order RECORDING [--format FORMAT] [--json] [--scope IDENTIFIER]

    Prints the elements VoiceOver visits, in order: position, type, identifier, label and
    frame in aligned columns, or with --json a JSON array of objects with the keys index,
    type, identifier, label and frame ([x, y, width, height]).

    OPTIONS:
      --format FORMAT       native, appium-xml, debug-description or wda-json (default: detected).
      --json                Print JSON.
      --scope IDENTIFIER    Order only the subtree of the element with this identifier.

    EXAMPLES:
      rapidgen order ScreenMaps/Recordings/LoginScreen.json
      rapidgen order page-source.xml --json --scope LoginScreen

    \(exitCodes)
    """

    static let convert = """
    USAGE: rapidgen convert RECORDING [-o FILE] [--format FORMAT]

    Reads a recording in any format and writes it as RapidMap JSON (pretty-printed),
    atomically to FILE, or to standard output without -o.

    OPTIONS:
      -o, --output FILE   Where to write (default: standard output).
      --format FORMAT     The input's format (default: detected).

    EXAMPLES:
      rapidgen convert page-source.xml -o Recordings/Login.json
      rapidgen convert po-app.txt --format debug-description

    \(exitCodes)
    """

    /// The help for a subcommand, or nil for an unknown name.
    static func text(for command: String) -> String? {
        switch command {
        case "generate": return generate
        case "check": return check
        case "order": return order
        case "convert": return convert
        case "audit": return AuditCommand.help
        default: return nil
        }
    }
}
