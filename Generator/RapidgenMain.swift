import Foundation
import RapidVerify

/// The entry point: runs ``Rapidgen`` on the process's arguments, standard output and
/// standard error, and exits with its status.
@main
struct RapidgenMain {
    static func main() {
        var context = CommandContext(
            currentDirectory: FileManager.default.currentDirectoryPath,
            fileSystem: LocalFileSystem(),
            standardOutput: { FileHandle.standardOutput.write(Data($0.utf8)) },
            standardError: { FileHandle.standardError.write(Data($0.utf8)) })
        context.standardOutputBytes = { FileHandle.standardOutput.write(Data(buffer: $0)) }
        context.environment = ProcessInfo.processInfo.environment
        let status = Rapidgen(context: context).run(Array(CommandLine.arguments.dropFirst()))
        exit(status.rawValue)
    }
}
