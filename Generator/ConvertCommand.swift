import RapidVerify
/// `rapidgen convert`: writes a recording of any format as native JSON.
struct ConvertCommand: Subcommand {
    var context: CommandContext

    /// The description `convert` is parsed, helped and reported with.
    static let spec = CommandSpec(
        name: "convert",
        abstract: "Write a recording of any format as native JSON.",
        usage: ["convert RECORDING [-o FILE] [--format FORMAT]"],
        discussion: """
            Reads a recording in any format and writes it as native JSON (pretty-printed),
            atomically to FILE, or to standard output without -o.
            """,
        options: [
            .value("--output", "-o", placeholder: "FILE", help: "Where to write (default: standard output)."),
            .recordingFormat(of: "The input's"),
        ],
        maximumPositionals: 1,
        examples: ["convert page-source.xml -o Recordings/Login.json", "convert po-app.txt --format debug-description"])

    func run(_ parsed: ParsedArguments) throws(ExitCode) -> ExitCode {
        let (_, tree) = try context.recordingArgument(parsed, command: "convert", synopsis: "rapidgen convert RECORDING [-o FILE]")
        let bytes = Array(NativeJSONWriter.write(tree, pretty: true))
        guard let output = parsed["--output"] else {
            context.output(String(decoding: bytes, as: UTF8.self))
            return .success
        }
        let path = context.absolute(output)
        guard try context.writeIfChanged(bytes, to: path, what: "the recording") else { return .success }
        context.info("wrote \(context.display(path)) (\(tree.count) nodes)")
        return .success
    }
}
