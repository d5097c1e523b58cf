import RapidVerify
/// `rapidgen convert`: writes a recording of any format as RapidMap JSON.
struct ConvertCommand {
    var context: CommandContext

    static let spec = CommandSpec(name: "convert", options: [
        OptionSpec(names: ["--output", "-o"], valueName: "FILE", help: "Where to write."),
        OptionSpec(names: ["--format"], valueName: "FORMAT", help: "The input's format."),
    ], maximumPositionals: 1)

    func run(_ arguments: [String]) -> ExitCode {
        var context = self.context
        return ExitCode.catching { () throws(ExitCode) in
            let parsed = try context.parse(arguments, spec: Self.spec, help: HelpText.convert)
            let (_, tree) = try context.recordingArgument(parsed, command: "convert", synopsis: "rapidgen convert RECORDING [-o FILE]")
            let bytes = Array(NativeTreeWriter.write(tree, pretty: true))
            guard let output = parsed["--output"] else {
                context.output(String(decoding: bytes, as: UTF8.self))
                return .success
            }
            let path = context.absolute(output)
            if let existing = try? context.fileSystem.contents(of: path), existing == bytes {
                context.detail("unchanged \(context.display(path))")
                return .success
            }
            do throws(FileSystemError) {
                try context.fileSystem.writeAtomically(bytes, to: path)
            } catch {
                context.error("\(context.display(path)): error: \(error.message)")
                return .output
            }
            context.info("wrote \(context.display(path)) (\(tree.count) nodes)")
            return .success
        }
    }
}
