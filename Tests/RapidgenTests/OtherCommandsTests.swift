import Foundation
import RapidVerify
import Testing
@testable import rapidgen
import RapidMapTestSupport

@Suite("rapidgen order, convert, help and version")
struct OtherCommandsTests {
    @Test("order prints aligned columns with a header line")
    func orderTable() throws {
        let cli = try CLIHarness()
        try cli.write(TestRecording.login, to: "Login.rec")
        #expect(cli.run(["order", "Login.rec", "--scope", "LoginScreen"]) == .success)
        let lines = cli.output.split(separator: "\n").map(String.init)
        #expect(lines.count == 5)
        #expect(lines[0].hasPrefix("#  type             identifier              label"))
        #expect(lines[1] == #"0  textField        "LoginScreen.email"     "Email"                  {{0, 0}, {100, 44}}"#)
        #expect(lines[3] == #"2  staticText       -                       "Forgot your password?"  {{0, 100}, {100, 44}}"#)
        let frameColumn = lines[0].range(of: "frame")?.lowerBound.utf16Offset(in: lines[0])
        #expect(lines.dropFirst().allSatisfy { $0.range(of: "{{")?.lowerBound.utf16Offset(in: $0) == frameColumn })
    }

    @Test("order --json prints the platform and the elements' index, type, identifier, label and frame")
    func orderJSON() throws {
        let cli = try CLIHarness()
        try cli.write(TestRecording.login, to: "Login.rec")
        #expect(cli.run(["order", "Login.rec", "--json"]) == .success)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(cli.output.utf8)) as? [String: Any])
        #expect(object["platform"] as? String == "iOS")
        #expect(object["orderModelled"] as? Bool == true)
        #expect(object["note"] is NSNull)
        let array = try #require(object["elements"] as? [[String: Any]])
        #expect(array.count == 5)
        #expect(array[0]["identifier"] as? String == "outside")
        #expect(array[3]["identifier"] is NSNull)
        #expect(array[3]["label"] as? String == "Forgot your password?")
        #expect(array[4]["frame"] as? [Double] == [0, 150, 100, 44])
        #expect(array[4]["index"] as? Int == 4)
        #expect(array[4]["type"] as? String == "button")
    }

    @Test("order --scope with an unknown identifier is an input error")
    func orderUnknownScope() throws {
        let cli = try CLIHarness()
        try cli.write(TestRecording.login, to: "Login.rec")
        #expect(cli.run(["order", "Login.rec", "--scope", "Nope"]) == .input)
        #expect(cli.errors.contains("no element has the identifier \"Nope\""))
        #expect(cli.run(["order"]) == .usage)
    }

    @Test("convert writes native JSON to standard output or atomically to a file")
    func convert() throws {
        let cli = try CLIHarness()
        try cli.write(TestRecording.login, to: "Login.rec")
        #expect(cli.run(["convert", "Login.rec"]) == .success)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(cli.output.utf8)) as? [String: Any])
        #expect(json["format"] as? String == "rapidmap-native-json")
        let printed = cli.output
        #expect(cli.run(["convert", "Login.rec", "-o", "Login.json"]) == .success)
        #expect(cli.output.isEmpty)
        #expect(try cli.read("Login.json") == printed)
        #expect(cli.allFiles() == ["Login.json", "Login.rec"])
    }

    @Test("every subcommand has help with usage and examples", arguments: ["generate", "check", "order", "convert"])
    func help(_ command: String) throws {
        let cli = try CLIHarness()
        #expect(cli.run([command, "--help"]) == .success)
        #expect(cli.output.hasPrefix("USAGE: rapidgen \(command)"))
        #expect(cli.output.contains("EXAMPLES:"))
        #expect(cli.output.contains("EXIT STATUS:"))
        let viaHelp = cli.output
        #expect(cli.run(["help", command]) == .success)
        #expect(cli.output == viaHelp)
    }

    @Test("--help and --version print to standard output")
    func mainHelpAndVersion() throws {
        let cli = try CLIHarness()
        #expect(cli.run(["--help"]) == .success)
        #expect(cli.output.contains("rapidgen check"))
        #expect(cli.run(["--version"]) == .success)
        #expect(cli.output == "rapidgen \(RapidMapRelease.version)\n")
        // MAJOR.MINOR.PATCH, as a package dependency's `from:` names it.
        #expect(RapidMapRelease.version.split(separator: ".").count == 3)
        #expect(RapidMapRelease.version.split(separator: ".").allSatisfy { !$0.isEmpty && $0.allSatisfy(\.isNumber) })
        #expect(cli.run(["help", "nope"]) == .usage)
    }
}
