import Testing
@testable import rapidgen

@Suite("Argument parsing")
struct ArgumentParserTests {
    let spec = GenerateCommand.spec

    func usageError(_ arguments: [String]) -> UsageError? {
        do {
            _ = try ParsedArguments.parse(arguments, spec: spec)
            return nil
        } catch {
            return error
        }
    }

    @Test("options take values before, between and after positionals")
    func valuesAnywhere() throws {
        let parsed = try ParsedArguments.parse(["-o", "Out/", "rec.json", "--screen=Login", "--force"], spec: spec)
        #expect(parsed.positionals == ["rec.json"])
        #expect(parsed["--output"] == "Out/")
        #expect(parsed["--screen"] == "Login")
        #expect(parsed.has("--force"))
    }

    @Test("-- ends the options")
    func doubleDash() throws {
        let parsed = try ParsedArguments.parse(["--", "--screen"], spec: spec)
        #expect(parsed.positionals == ["--screen"])
        #expect(parsed["--screen"] == nil)
    }

    @Test("an unknown option suggests the nearest spelling")
    func unknownOption() throws {
        let error = try #require(usageError(["--scren", "x"]))
        #expect(error.message == "unknown option '--scren' (did you mean '--screen'?)")
        #expect(error.text.contains("hint: see 'rapidgen generate --help'"))
        #expect(try #require(usageError(["--zzzzzzzz"])).message == "unknown option '--zzzzzzzz'")
    }

    @Test("a missing value is a usage error, also when an option follows")
    func missingValue() throws {
        #expect(try #require(usageError(["rec", "--screen"])).message.contains("needs a value"))
        #expect(try #require(usageError(["rec", "-o", "--force"])).message.contains("needs a value"))
        #expect(try #require(usageError(["rec", "--screen="])).message.contains("non-empty"))
    }

    @Test("an option given twice, a value for a flag, and extra arguments are usage errors")
    func otherMistakes() throws {
        #expect(try #require(usageError(["--screen", "a", "--screen", "b"])).message.contains("twice"))
        #expect(try #require(usageError(["--force=yes"])).message.contains("takes no value"))
        #expect(try #require(usageError(["a", "b"])).message == "unexpected argument 'b'")
        #expect(try #require(usageError(["-q", "-v"])).message.contains("exclude"))
    }

    @Test("edit distance counts insertions, deletions and substitutions")
    func editDistance() {
        #expect(ParsedArguments.editDistance("check", "chekc") == 2)
        #expect(ParsedArguments.editDistance("", "abc") == 3)
        #expect(ParsedArguments.editDistance("order", "order") == 0)
    }
}
