import Foundation
import Testing
@testable import rapidgen

/// The published rapidgen reference is made from the command declarations and is the one
/// committed in the RapidMap catalog, so help and docs cannot drift.
@Suite("The rapidgen reference")
struct CommandReferenceTests {
    static let package = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    @Test("help --markdown prints the reference; the committed article is exactly it")
    func articleIsFresh() throws {
        let cli = try CLIHarness()
        #expect(cli.run(["help", "--markdown"]) == .success)
        #expect(cli.output == CommandReference.markdown)
        let committed = try String(contentsOf: Self.package.appendingPathComponent(CommandReference.articlePath), encoding: .utf8)
        #expect(committed == cli.output, "\(CommandReference.articlePath) is stale: run `\(CommandReference.regenerateCommand)`")
    }

    @Test("every subcommand has a section holding its --help text, in the main help's order")
    func everySubcommandIsThere() throws {
        let text = CommandReference.markdown
        var previous = text.startIndex
        for command in Rapidgen.commands {
            let heading = try #require(text.range(of: "\n## \(command.spec.name)\n"), "\(command.spec.name)")
            #expect(heading.lowerBound > previous, "\(command.spec.name) is out of order")
            previous = heading.lowerBound
            #expect(text[heading.upperBound...].contains("```\n" + command.spec.help + "\n```"), "\(command.spec.name)")
        }
        #expect(text.contains("```\n" + Rapidgen.mainHelp + "\n```"))
        #expect(text.hasPrefix("# rapidgen command reference\n"))
    }

    @Test("help takes --markdown alone: other words after help stay errors")
    func markdownIsOnlyAfterHelp() throws {
        let cli = try CLIHarness()
        #expect(cli.run(["help", "--markdown", "generate"]) == .usage)
        #expect(cli.run(["help", "--mark"]) == .usage)
        #expect(cli.run(["generate", "--markdown"]) == .usage)
    }
}
