import Foundation
import RapidVerify
import RapidProject
import Testing
@testable import rapidgen

/// Each subcommand is described once (``CommandSpec``); parsing, `--help`, the main help
/// and usage errors come from that description, and named values (mode, labels, access,
/// format) are read by one rule on the command line and in rapidmap.json.
@Suite("Command descriptions")
struct CommandDescriptionTests {
    @Test("every option and every accepted value of every subcommand is in its help")
    func helpListsEveryOption() {
        for command in Rapidgen.commands {
            let help = command.spec.help
            for option in command.spec.allOptions {
                #expect(help.contains("  " + option.synopsis + " "), "\(command.spec.name): \(option.synopsis)")
                for line in option.choices { #expect(help.contains(line)) }
            }
            for example in command.spec.examples { #expect(help.contains("rapidgen " + example)) }
        }
        let generate = GenerateCommand.spec.help
        for mode in VerificationMode.allCases { #expect(generate.contains("\(mode.rawValue)\(mode == .exact ? " (default)" : ""): \(mode.summary).")) }
        #expect(generate.contains("native-json, appium-xml, debug-description or wda-json"))
    }

    @Test("the main help lists every subcommand with its usage and one-line description")
    func mainHelpListsCommands() {
        for command in Rapidgen.commands {
            #expect(Rapidgen.mainHelp.contains("rapidgen " + command.spec.usage[0]))
            #expect(Rapidgen.mainHelp.contains(command.spec.name + "   ") && Rapidgen.mainHelp.contains(command.spec.abstract))
        }
        #expect(Rapidgen.subcommands == Rapidgen.commands.map { $0.spec.name } + ["help"])
        #expect(Rapidgen.subcommands.starts(with: ["generate", "check", "accept", "order", "convert"]))
    }

    @Test("a new subcommand is one type, its declaration and its run: parsing, help and errors follow")
    func newCommandFromOneDeclaration() throws {
        let demo = DemoCommand.self
        var output = "", errors = ""
        let context = CommandContext(
            currentDirectory: "/", fileSystem: LocalFileSystem(),
            standardOutput: { output += $0 }, standardError: { errors += $0 })
        #expect(Rapidgen.run(demo, ["a.json", "--mode", "ordered"], in: context) == .success)
        #expect(output == "mode ordered\n")
        output = ""
        #expect(Rapidgen.run(demo, ["--help"], in: context) == .success)
        #expect(output.hasPrefix("USAGE: rapidgen demo RECORDING [--mode MODE]\n\nSays which mode it got.\n\nOPTIONS:\n  --mode MODE     The mode:\n"))
        #expect(output.contains("present: only elements with an identifier; order not checked."))
        #expect(Rapidgen.run(demo, ["--mode", "strict"], in: context) == .usage)
        #expect(errors == "rapidgen: error: unknown mode 'strict' (expected exact, ordered or present)\nhint: see 'rapidgen demo --help'\n")
        errors = ""
        #expect(Rapidgen.run(demo, ["--mdoe", "x"], in: context) == .usage)
        #expect(errors.contains("did you mean '--mode'?"))
    }

    @Test(
        "a wrong mode, labels policy, access level or format reads the same on the command line and in rapidmap.json",
        arguments: [
            ("--mode", "mode", "strict"), ("--labels", "labels", "some"),
            ("--access", "access", "open"), ("--format", "format", "yaml"),
        ])
    func sameMessageBothWays(_ option: String, _ key: String, _ value: String) throws {
        let cli = try CLIHarness()
        #expect(cli.run(["generate", "x.rec", "--screen", "S", option, value]) == .usage)
        let line = try #require(cli.errors.split(separator: "\n").first)
        let message = String(line.dropFirst("rapidgen: error: ".count))
        #expect(message.hasPrefix("unknown ") && message.contains("'\(value)'"))
        let json = "{\"maps\": [{\"recording\": \"a\", \"screen\": \"b\", \"output\": \"c\", \"\(key)\": \"\(value)\"}]}"
        do {
            _ = try ManifestFile.parse(Array(json.utf8), path: "rapidmap.json")
            Issue.record("\(key) \(value) was accepted")
        } catch {
            #expect(error.message == message)
        }
    }

    @Test("a format alias is accepted on the command line as in rapidmap.json")
    func formatAlias() throws {
        let parsed = try ParsedArguments.parse(["x", "--format", "po"], spec: OrderCommand.spec)
        #expect(parsed.value("--format", as: RecordingFormat.self) == .debugDescription)
    }
}

/// A subcommand declared in a test: one type, its description and its run.
struct DemoCommand: Subcommand {
    static let spec = CommandSpec(
        name: "demo", abstract: "Demonstrate.", usage: ["demo RECORDING [--mode MODE]"],
        discussion: "Says which mode it got.",
        options: [
            .choice(
                "--mode", placeholder: "MODE", of: VerificationMode.self,
                default: "exact", help: "The mode:")
        ],
        maximumPositionals: 1, examples: ["demo a.json --mode ordered"])
    var context: CommandContext
    func run(_ parsed: ParsedArguments) -> ExitCode {
        context.output("mode \(parsed.value("--mode", as: VerificationMode.self) ?? .exact)\n")
        return .success
    }
}
